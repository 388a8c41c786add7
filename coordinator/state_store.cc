#include "coordinator/state_store.h"

#include <sstream>

namespace rtfarm::coordinator {
namespace {

constexpr int64_t kLeaseBlock = 1024;

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS jobs(id INTEGER PRIMARY KEY, record BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS shards(
  id INTEGER PRIMARY KEY, job INTEGER NOT NULL, cell INTEGER, idx INTEGER,
  input TEXT, input_size INTEGER, key TEXT, toolchain TEXT, state INTEGER,
  output TEXT, output_size INTEGER, cached INTEGER, attempts INTEGER, expiries INTEGER,
  failed_on TEXT, lease INTEGER, worker INTEGER, last_error TEXT);
CREATE INDEX IF NOT EXISTS shards_by_job ON shards(job);
CREATE TABLE IF NOT EXISTS events(job INTEGER, seq INTEGER, event BLOB, PRIMARY KEY(job, seq));
CREATE TABLE IF NOT EXISTS workers(
  id INTEGER PRIMARY KEY, name TEXT, toolchain TEXT, cores INTEGER, shards_done INTEGER);
CREATE TABLE IF NOT EXISTS cache(key TEXT PRIMARY KEY, output TEXT, output_size INTEGER);
CREATE TABLE IF NOT EXISTS counters(name TEXT PRIMARY KEY, value INTEGER);
)";

std::string JoinIds(const std::vector<int64_t>& ids) {
  std::string text;
  for (int64_t id : ids) text += (text.empty() ? "" : ",") + std::to_string(id);
  return text;
}

std::vector<int64_t> SplitIds(const std::string& text) {
  std::vector<int64_t> ids;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ','))
    if (!item.empty()) ids.push_back(std::stoll(item));
  return ids;
}

proto::Digest MakeDigest(const std::string& sha256, int64_t size) {
  proto::Digest digest;
  digest.set_sha256(sha256);
  digest.set_size(size);
  return digest;
}

}  // namespace

const char* ShardStateName(ShardState state) {
  switch (state) {
    case ShardState::kWaiting:
      return "waiting";
    case ShardState::kLeased:
      return "leased";
    case ShardState::kDone:
      return "done";
    case ShardState::kFailed:
      return "failed";
    case ShardState::kCancelled:
      return "cancelled";
  }
  return "?";
}

StateStore::StateStore(const std::string& path)
    : db_(path),
      save_shard_((db_.Exec(kSchema), db_.handle()),
                  "INSERT OR REPLACE INTO shards(id, job, cell, idx, input, input_size, key, "
                  "toolchain, state, output, output_size, cached, attempts, expiries, "
                  "failed_on, lease, worker, last_error) "
                  "VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18)"),
      append_event_(db_.handle(), "INSERT OR REPLACE INTO events(job, seq, event) VALUES(?,?,?)"),
      cached_(db_.handle(), "SELECT output, output_size FROM cache WHERE key = ?"),
      cache_(db_.handle(), "INSERT OR REPLACE INTO cache(key, output, output_size) VALUES(?,?,?)") {
  SqliteStatement lease(db_.handle(), "SELECT value FROM counters WHERE name = 'lease'");
  if (lease.Step()) next_lease_ = reserved_leases_ = lease.Int(0);
}

int64_t StateStore::InsertJob(proto::JobRecord& record) {
  SqliteStatement insert(db_.handle(), "INSERT INTO jobs(record) VALUES(?)");
  insert.Bind(1, std::string_view()).Run();
  int64_t id = db_.LastInsertId();
  record.mutable_job()->set_id(id);
  SaveJob(record);
  return id;
}

void StateStore::SaveJob(const proto::JobRecord& record) {
  SqliteStatement save(db_.handle(), "UPDATE jobs SET record = ? WHERE id = ?");
  save.Bind(1, record.SerializeAsString()).Bind(2, record.job().id()).Run();
}

std::vector<proto::JobRecord> StateStore::LoadJobs() {
  std::vector<proto::JobRecord> jobs;
  SqliteStatement load(db_.handle(), "SELECT record FROM jobs ORDER BY id");
  while (load.Step()) {
    proto::JobRecord record;
    if (record.ParseFromString(load.Bytes(0))) jobs.push_back(std::move(record));
  }
  return jobs;
}

void StateStore::InsertShard(ShardRecord& shard) {
  SqliteStatement insert(db_.handle(), "INSERT INTO shards(job) VALUES(?)");
  insert.Bind(1, shard.job).Run();
  shard.id = db_.LastInsertId();
  SaveShard(shard);
}

void StateStore::SaveShard(const ShardRecord& s) {
  save_shard_.Bind(1, s.id)
      .Bind(2, s.job)
      .Bind(3, int64_t{s.cell})
      .Bind(4, int64_t{s.index})
      .Bind(5, s.input.sha256())
      .Bind(6, s.input.size())
      .Bind(7, s.key)
      .Bind(8, s.toolchain)
      .Bind(9, static_cast<int64_t>(s.state))
      .Bind(10, s.output.sha256())
      .Bind(11, s.output.size())
      .Bind(12, int64_t{s.cached})
      .Bind(13, int64_t{s.attempts})
      .Bind(14, int64_t{s.expiries})
      .Bind(15, JoinIds(s.failed_on))
      .Bind(16, s.lease)
      .Bind(17, s.worker)
      .Bind(18, s.last_error)
      .Run();
}

std::vector<ShardRecord> StateStore::LoadShards() {
  std::vector<ShardRecord> shards;
  SqliteStatement load(db_.handle(),
                       "SELECT id, job, cell, idx, input, input_size, key, toolchain, state, "
                       "output, output_size, cached, attempts, expiries, failed_on, lease, "
                       "worker, last_error FROM shards ORDER BY id");
  while (load.Step()) {
    ShardRecord s;
    s.id = load.Int(0);
    s.job = load.Int(1);
    s.cell = static_cast<int>(load.Int(2));
    s.index = static_cast<int>(load.Int(3));
    s.input = MakeDigest(load.Bytes(4), load.Int(5));
    s.key = load.Bytes(6);
    s.toolchain = load.Bytes(7);
    s.state = static_cast<ShardState>(load.Int(8));
    s.output = MakeDigest(load.Bytes(9), load.Int(10));
    s.cached = load.Int(11) != 0;
    s.attempts = static_cast<int>(load.Int(12));
    s.expiries = static_cast<int>(load.Int(13));
    s.failed_on = SplitIds(load.Bytes(14));
    s.lease = load.Int(15);
    s.worker = load.Int(16);
    s.last_error = load.Bytes(17);
    shards.push_back(std::move(s));
  }
  return shards;
}

void StateStore::AppendEvent(const proto::JobEvent& event) {
  append_event_.Bind(1, event.job_id()).Bind(2, event.seq()).Bind(3, event.SerializeAsString());
  append_event_.Run();
}

std::vector<proto::JobEvent> StateStore::LoadEvents() {
  std::vector<proto::JobEvent> events;
  SqliteStatement load(db_.handle(), "SELECT event FROM events ORDER BY job, seq");
  while (load.Step()) {
    proto::JobEvent event;
    if (event.ParseFromString(load.Bytes(0))) events.push_back(std::move(event));
  }
  return events;
}

int64_t StateStore::InsertWorker(const WorkerRecord& worker) {
  SqliteStatement insert(db_.handle(),
                         "INSERT INTO workers(name, toolchain, cores, shards_done) "
                         "VALUES(?,?,?,?)");
  insert.Bind(1, worker.name)
      .Bind(2, worker.toolchain)
      .Bind(3, int64_t{worker.cores})
      .Bind(4, worker.shards_done)
      .Run();
  return db_.LastInsertId();
}

void StateStore::SaveWorker(const WorkerRecord& worker) {
  SqliteStatement save(db_.handle(), "UPDATE workers SET shards_done = ? WHERE id = ?");
  save.Bind(1, worker.shards_done).Bind(2, worker.id).Run();
}

std::vector<WorkerRecord> StateStore::LoadWorkers() {
  std::vector<WorkerRecord> workers;
  SqliteStatement load(db_.handle(),
                       "SELECT id, name, toolchain, cores, shards_done FROM workers ORDER BY id");
  while (load.Step()) {
    workers.push_back(
        {load.Int(0), load.Bytes(1), load.Bytes(2), static_cast<int>(load.Int(3)), load.Int(4)});
  }
  return workers;
}

std::optional<proto::Digest> StateStore::Cached(const std::string& key) {
  cached_.Bind(1, key);
  std::optional<proto::Digest> found;
  if (cached_.Step()) found = MakeDigest(cached_.Bytes(0), cached_.Int(1));
  cached_.Reset();
  return found;
}

void StateStore::Cache(const std::string& key, const proto::Digest& output) {
  cache_.Bind(1, key).Bind(2, output.sha256()).Bind(3, output.size()).Run();
}

int64_t StateStore::NextLeaseId() {
  // Ids are reserved in blocks, the end of the block stored: a restarted coordinator
  // starts after it, so an id is never given twice (a late answer under an old lease
  // can never match a new one) and a lease costs no write of its own.
  if (next_lease_ >= reserved_leases_) {
    reserved_leases_ = next_lease_ + kLeaseBlock;
    SqliteStatement save(db_.handle(),
                         "INSERT OR REPLACE INTO counters(name, value) VALUES('lease', ?)");
    save.Bind(1, reserved_leases_).Run();
  }
  return ++next_lease_;
}

}  // namespace rtfarm::coordinator
