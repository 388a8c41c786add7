// The coordinator's core: jobs, their cells and shards, leases and workers, behind one
// lock and written through to the state store (state_store.h). The gRPC services
// (farm_service.h, worker_service.h, blob_service.h) are thin adapters over it.
//
// The life of a job (docs/farm.md): a translate job's files are written to its
// directory and its front-end runs there in a child process (job_frontend.h), which
// leaves one plan per matrix cell; each cell's shards are looked up in the shard cache
// and the others queued (fair_scheduler.h); workers lease them, and a lease not kept
// alive by heartbeats expires and puts its shard back; when a cell's last shard is done
// its executable is linked (cell_linker.h). A shards job (`translate --farm`) is only
// shards: it ends when they do.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "coordinator/fair_scheduler.h"
#include "coordinator/metrics.h"
#include "coordinator/runtime_objects.h"
#include "coordinator/state_store.h"
#include "farm/blob_store.h"
#include "farm/sandbox.h"
#include "proto/farm.pb.h"
#include "proto/shard.pb.h"

namespace rtfarm::coordinator {

struct CoordinatorConfig {
  std::string state_dir;
  std::string home;         // RTFARM_HOME: the runtime linked into executables
  std::string rtfarm_path;  // this executable, run as the job front-end child
  double lease_seconds = 10;
  int max_attempts = 3;  // a shard that fails this many times (on different workers) fails
  int max_expiries = 5;  // a shard whose lease ran out this many times fails
  bool sandbox = true;   // job front-ends run in the sandbox (farm/sandbox.h)
  farm::SandboxLimits frontend_limits;
  double frontend_timeout_seconds = 900;
};

class Coordinator {
  using Lock = std::unique_lock<std::mutex>;

 public:
  explicit Coordinator(CoordinatorConfig config);
  ~Coordinator();

  // Resumes the jobs of the state directory and starts the lease reaper.
  void Start();
  void Stop();

  const farm::BlobStore& blobs() const { return blobs_; }
  bool stopping() {
    Lock lock(mu_);
    return stopping_;
  }
  const CoordinatorConfig& config() const { return config_; }

  // Clients. Submit and SubmitShards throw std::invalid_argument on a bad request.
  int64_t Submit(const proto::SubmitRequest& request);
  int64_t SubmitShards(const proto::SubmitShardsRequest& request);
  bool GetJob(int64_t job, proto::Job* out);
  bool Cancel(int64_t job);
  void ListJobs(proto::JobList* out);
  void ListWorkers(proto::WorkerList* out);
  // The events of `job` after `after`, waiting up to `wait` for one; false: no such job.
  bool EventsAfter(int64_t job, int64_t after, double wait_seconds,
                   std::vector<proto::JobEvent>* out);

  // Workers.
  proto::RegisterReply Register(const proto::RegisterRequest& request);
  proto::TakeReply Take(const proto::TakeRequest& request, double wait_seconds);
  proto::HeartbeatReply Heartbeat(const proto::HeartbeatRequest& request);
  proto::CompleteReply Complete(const proto::CompleteRequest& request);

  // The job front-end's and the linker's reports (from their own threads).
  void FrontEndPhase(int64_t job, const std::string& phase);
  void FrontEndFinished(int64_t job, bool ok, const std::string& error, const proto::JobPlan& plan);
  void CellLinked(int64_t job, int cell, const std::string& error,
                  const std::vector<proto::Artifact>& artifacts, bool cached);

 private:
  struct Worker {
    WorkerRecord record;
    std::chrono::steady_clock::time_point last_seen;
    std::set<int64_t> leases;
  };
  struct Lease {
    int64_t shard;
    int64_t worker;
    std::chrono::steady_clock::time_point expires;
  };
  struct Job {
    proto::JobRecord record;
    std::vector<int64_t> shards;  // in order: cell by cell, index by index
    std::vector<proto::JobEvent> events;
    std::chrono::steady_clock::time_point last_progress;
    bool progress_pending = false;
    std::vector<double> queue_waits_ms;  // ready -> leased, one per lease
    bool warned_unserved = false;        // "no worker has this toolchain" was said
  };

  // Each under mu_.
  void AddEvent(Job& job, proto::JobEvent::Kind kind, int cell, const std::string& text);
  void Publish(Job& job, proto::JobEvent event);
  void AddProgress(Job& job, int cell, bool force);
  void QueueShards(Job& job, const std::vector<ShardRecord*>& shards);
  void ShardEnded(ShardRecord& shard);
  void CheckCell(Job& job, int cell);
  void CheckJobEnd(Job& job);
  void ReleaseLease(ShardRecord& shard);
  void RequeueExpired();
  void StartFrontEnd(Job& job);
  void StartLink(Job& job, int cell);
  bool ShouldSkip(const ShardRecord& shard, int64_t worker) const;
  proto::Cell& CellOf(Job& job, int cell);
  std::string ShardFailure(const Job& job, const ShardRecord& shard) const;
  void Reaper();
  // How long a lease lasts without a heartbeat; a worker unseen for as long is lost.
  std::chrono::milliseconds LeasePeriod() const;
  bool Alive(const Worker& worker, std::chrono::steady_clock::time_point now) const;
  // Puts a shard back in the queue, ready now.
  void Requeue(ShardRecord& shard);
  // Tells a job whose waiting shards no connected worker can run (another rtfarm build,
  // another compiler): they wait for such a worker, and the submitter should know why.
  void WarnUnservedJobs();
  // Leases up to `max` ready shards to `worker` (under mu_, in the caller's transaction).
  int LeaseShards(Worker& worker, int max,
                  google::protobuf::RepeatedPtrField<proto::ShardLease>* out);
  // One result of a Complete call (under mu_, in its transaction); false when the lease
  // is not (or no longer) the worker's: the result is ignored.
  bool CompleteOne(int64_t worker_id, int64_t lease_id, const proto::Digest& digest, bool parsed,
                   const std::string& problem, const proto::ShardOutput& output);
  // Puts small inputs into the leases themselves (without mu_).
  void InlineSmallInputs(google::protobuf::RepeatedPtrField<proto::ShardLease>* leases);
  void StartHelper(std::function<void()> work);
  void Resume();

  CoordinatorConfig config_;
  farm::BlobStore blobs_;
  std::mutex mu_;
  std::condition_variable work_ready_;
  std::condition_variable events_ready_;
  std::condition_variable stop_;
  StateStore store_;
  // The coordinator's cache of links and runtime objects: store_'s, under mu_.
  CacheLookup cache_lookup_ = [this](const std::string& key) {
    Lock lock(mu_);
    return store_.Cached(key);
  };
  CacheStore cache_store_ = [this](const std::string& key, const proto::Digest& digest) {
    Lock lock(mu_);
    store_.Cache(key, digest);
  };
  // The runtime's objects, shared by every cell's link.
  RuntimeObjects runtime_objects_{blobs_, cache_lookup_, cache_store_};
  FairScheduler scheduler_;
  std::map<int64_t, Job> jobs_;
  std::map<int64_t, ShardRecord> shards_;
  std::map<int64_t, Lease> leases_;
  std::map<int64_t, Worker> workers_;
  std::map<int64_t, int> frontend_pids_;  // running job front-ends, to kill on cancel
  std::map<std::pair<int64_t, int>, std::chrono::steady_clock::time_point> cell_started_;
  std::string runtime_hash_;
  bool stopping_ = false;
  std::thread reaper_;
  // Front-ends and links run on threads of their own, counted so that Stop() waits.
  int active_helpers_ = 0;
  std::condition_variable helpers_done_;

  // ---- the status page and /metrics (status_server.h) ----
 public:
  CoordinatorMetrics& metrics() { return metrics_; }
  // The job's events but its PROGRESS ones (phases, warnings, errors, its end); false: no
  // such job.
  bool StatusEvents(int64_t job, std::vector<proto::JobEvent>* out);

 private:
  CoordinatorMetrics metrics_;
};

}  // namespace rtfarm::coordinator
