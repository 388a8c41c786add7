// The coordinator's durable state, in one SQLite file (`--state DIR`/state.db): jobs
// (with their requests and plans), shards (their state, lease, attempts and output),
// workers, every job's events, and the shard cache shared by all jobs and variants.
// Every change the coordinator makes is written here before it is acted on, so a
// coordinator killed at any point and started again on the same directory resumes
// every job where it was: a finished shard is never run again.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "farm/sqlite_db.h"
#include "proto/farm.pb.h"

namespace rtfarm::coordinator {

using farm::SqliteDb;
using farm::SqliteError;
using farm::SqliteStatement;
using farm::SqliteTransaction;

enum class ShardState { kWaiting, kLeased, kDone, kFailed, kCancelled };

const char* ShardStateName(ShardState state);

struct ShardRecord {
  int64_t id = 0;
  int64_t job = 0;
  int cell = 0;
  int index = 0;  // within the cell (or the shards job's request)
  proto::Digest input;
  std::string key;
  std::string toolchain;
  ShardState state = ShardState::kWaiting;
  proto::Digest output;            // a ShardOutput, when done or failed
  bool cached = false;             // served by the shard cache, never ran in this job
  int attempts = 0;                // runs that ended with the shard's own failure
  int expiries = 0;                // leases that ran out (a worker died or stalled)
  std::vector<int64_t> failed_on;  // workers it failed on
  int64_t lease = 0;
  int64_t worker = 0;
  std::string last_error;
  // Not stored: when the shard last became ready, for the queue-wait figures.
  std::chrono::steady_clock::time_point ready;
};

struct WorkerRecord {
  int64_t id = 0;
  std::string name;
  std::string toolchain;
  int cores = 0;
  int64_t shards_done = 0;
};

class StateStore {
 public:
  explicit StateStore(const std::string& path);

  int64_t InsertJob(proto::JobRecord& record);  // sets record.job().id()
  void SaveJob(const proto::JobRecord& record);
  std::vector<proto::JobRecord> LoadJobs();

  void InsertShard(ShardRecord& shard);  // sets shard.id
  void SaveShard(const ShardRecord& shard);
  std::vector<ShardRecord> LoadShards();

  void AppendEvent(const proto::JobEvent& event);
  std::vector<proto::JobEvent> LoadEvents();

  int64_t InsertWorker(const WorkerRecord& worker);
  void SaveWorker(const WorkerRecord& worker);
  std::vector<WorkerRecord> LoadWorkers();

  // The shard cache (and the link cache, under keys of their own): key -> output blob.
  std::optional<proto::Digest> Cached(const std::string& key);
  void Cache(const std::string& key, const proto::Digest& output);

  int64_t NextLeaseId();

  SqliteDb& db() { return db_; }

 private:
  SqliteDb db_;
  SqliteStatement save_shard_;
  SqliteStatement append_event_;
  SqliteStatement cached_;
  SqliteStatement cache_;
  int64_t next_lease_ = 0;
  int64_t reserved_leases_ = 0;
};

}  // namespace rtfarm::coordinator
