#include "coordinator/coordinator.h"

#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "coordinator/cell_linker.h"
#include "coordinator/coordinator_internal.h"
#include "coordinator/job_frontend.h"
#include "farm/blob_transfer.h"
#include "farm/program_cache.h"
#include "farm/toolchain.h"
#include "farm/translation_options.h"
#include "proto/shard.pb.h"

namespace rtfarm::coordinator {

namespace internal {
double Now() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

bool Ended(const std::string& state) {
  return state == "done" || state == "failed" || state == "cancelled";
}

bool ShardEndedState(ShardState state) {
  return state == ShardState::kDone || state == ShardState::kFailed ||
         state == ShardState::kCancelled;
}

bool IsSafeRelativePath(const std::string& path) {
  if (path.empty() || path.size() > 4096 || path[0] == '/') return false;
  for (const auto& part : std::filesystem::path(path)) {
    if (part == ".." || part == "." || part.empty()) return false;
  }
  return path.find('\0') == std::string::npos;
}

}  // namespace internal

using internal::IsSafeRelativePath;

Coordinator::Coordinator(CoordinatorConfig config)
    : config_(std::move(config)),
      blobs_((fs::create_directories(config_.state_dir), config_.state_dir + "/blobs")),
      store_(config_.state_dir + "/state.db") {}

Coordinator::~Coordinator() { Stop(); }

void Coordinator::Start() {
  runtime_hash_ = farm::RuntimeHash(config_.home + "/runtime");
  {
    Lock lock(mu_);
    Resume();
  }
  reaper_ = std::thread([this] { Reaper(); });
}

void Coordinator::Stop() {
  {
    Lock lock(mu_);
    if (stopping_) return;
    stopping_ = true;
    for (const auto& [job, pid] : frontend_pids_) kill(pid, SIGKILL);
  }
  work_ready_.notify_all();
  events_ready_.notify_all();
  stop_.notify_all();
  if (reaper_.joinable()) reaper_.join();
  Lock lock(mu_);
  helpers_done_.wait(lock, [this] { return active_helpers_ == 0; });
}

// ---- events ----

void Coordinator::AddEvent(Job& job, proto::JobEvent::Kind kind, int cell,
                           const std::string& text) {
  proto::JobEvent event;
  event.set_kind(kind);
  event.set_cell(cell);
  event.set_text(text);
  Publish(job, std::move(event));
}

void Coordinator::Publish(Job& job, proto::JobEvent event) {
  event.set_job_id(job.record.job().id());
  event.set_seq(job.events.empty() ? 1 : job.events.back().seq() + 1);
  event.set_time(Now());
  store_.AppendEvent(event);
  job.events.push_back(std::move(event));
  events_ready_.notify_all();
}

void Coordinator::AddProgress(Job& job, int cell, bool force) {
  auto now = Clock::now();
  if (!force && now - job.last_progress < kProgressInterval) {
    job.progress_pending = true;
    return;
  }
  job.last_progress = now;
  job.progress_pending = false;
  const proto::Job& summary = job.record.job();
  int done = 0, total = 0, links_done = 0, links_total = 0;
  for (const proto::Cell& c : summary.cells()) {
    done += c.shards_done();
    total += c.shards_total();
    if (!c.options().c_only()) {
      ++links_total;
      if (c.state() == "done" || c.state() == "failed") ++links_done;
    }
  }
  if (summary.kind() == "shards") {
    done = summary.shards_done();
    total = summary.shards_total();
  }
  proto::JobEvent event;
  event.set_kind(proto::JobEvent::PROGRESS);
  event.set_cell(cell);
  event.set_done(done);
  event.set_total(total);
  event.set_compiles_done(links_done);
  event.set_compiles_total(links_total);
  Publish(job, std::move(event));
}

bool Coordinator::EventsAfter(int64_t job_id, int64_t after, double wait_seconds,
                              std::vector<proto::JobEvent>* out) {
  Lock lock(mu_);
  auto deadline =
      Clock::now() + std::chrono::milliseconds(static_cast<int64_t>(wait_seconds * 1000));
  for (;;) {
    auto it = jobs_.find(job_id);
    if (it == jobs_.end()) return false;
    for (const proto::JobEvent& event : it->second.events)
      if (event.seq() > after) out->push_back(event);
    if (!out->empty() || stopping_) return true;
    if (events_ready_.wait_until(lock, deadline) == std::cv_status::timeout) return true;
  }
}

// ---- clients ----

int64_t Coordinator::Submit(const proto::SubmitRequest& request) {
  if (request.files_size() == 0) throw std::invalid_argument("the job has no file");
  bool has_target = false;
  for (const proto::JobFile& file : request.files()) {
    if (!IsSafeRelativePath(file.path()))
      throw std::invalid_argument("file path '" + file.path() +
                                  "' must be relative, inside the target's directory");
    if (!farm::IsWellFormed(file.digest()))
      throw std::invalid_argument("file " + file.path() + " has a malformed digest");
    if (!blobs_.Has(file.digest()))
      throw std::invalid_argument("file " + file.path() + " was not uploaded (blob " +
                                  farm::Describe(file.digest()) + " missing)");
    has_target = has_target || file.path() == request.target();
  }
  if (!has_target)
    throw std::invalid_argument("the target '" + request.target() + "' is not among the files");
  std::vector<proto::MatrixAxis> axes(request.matrix().begin(), request.matrix().end());
  std::vector<proto::TranslationOptions> cells = farm::ExpandMatrix(request.options(), axes);
  for (const auto& cell : cells) {
    if (cell.opt() < 0 || cell.opt() > 3) throw std::invalid_argument("opt must be 0-3");
    if (cell.shards() < 0 || cell.shards() > 4096)
      throw std::invalid_argument("shards must be 0-4096");
  }

  Lock lock(mu_);
  proto::JobRecord record;
  proto::Job& job = *record.mutable_job();
  job.set_kind("translate");
  job.set_state("frontend");
  job.set_label(request.label().empty() ? request.target() : request.label());
  job.set_created(Now());
  for (size_t i = 0; i < cells.size(); ++i) {
    proto::Cell& cell = *job.add_cells();
    cell.set_index(static_cast<int>(i));
    *cell.mutable_options() = cells[i];
    cell.set_state("waiting");
  }
  *record.mutable_request() = request;
  SqliteTransaction transaction(store_.db());
  int64_t id = store_.InsertJob(record);
  Job& entry = jobs_[id];
  entry.record = std::move(record);
  AddEvent(entry, proto::JobEvent::PHASE, -1, "queued");
  transaction.Commit();
  metrics_.JobSubmitted("translate");
  StartFrontEnd(entry);
  return id;
}

int64_t Coordinator::SubmitShards(const proto::SubmitShardsRequest& request) {
  for (const proto::ShardTask& task : request.shards()) {
    if (!blobs_.Has(task.input()))
      throw std::invalid_argument("shard input " + farm::Describe(task.input()) +
                                  " was not uploaded");
  }
  Lock lock(mu_);
  proto::JobRecord record;
  proto::Job& job = *record.mutable_job();
  job.set_kind("shards");
  job.set_state("running");
  job.set_label(request.label());
  job.set_created(Now());
  job.set_shards_total(request.shards_size());
  proto::Cell& cell = *job.add_cells();
  cell.set_state("running");
  cell.set_shards_total(request.shards_size());
  SqliteTransaction transaction(store_.db());
  int64_t id = store_.InsertJob(record);
  Job& entry = jobs_[id];
  entry.record = std::move(record);
  std::vector<ShardRecord*> created;
  for (int i = 0; i < request.shards_size(); ++i) {
    ShardRecord shard;
    shard.job = id;
    shard.cell = 0;
    shard.index = i;
    shard.input = request.shards(i).input();
    // The shared cache trusts no key a client computed: a shards job's outputs are cached
    // under its input's digest, which the blob store has checked (the job front-end's own
    // keys, computed here, are used for translate jobs).
    shard.key = "input:" + request.shards(i).input().sha256();
    shard.toolchain = request.shards(i).toolchain();
    store_.InsertShard(shard);
    entry.shards.push_back(shard.id);
    created.push_back(&(shards_[shard.id] = std::move(shard)));
  }
  cell_started_[{id, 0}] = Clock::now();
  QueueShards(entry, created);
  AddProgress(entry, 0, true);
  CheckCell(entry, 0);
  transaction.Commit();
  metrics_.JobSubmitted("shards");
  return id;
}

bool Coordinator::GetJob(int64_t job_id, proto::Job* out) {
  Lock lock(mu_);
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return false;
  *out = it->second.record.job();
  return true;
}

bool Coordinator::Cancel(int64_t job_id) {
  Lock lock(mu_);
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return false;
  Job& job = it->second;
  proto::Job& summary = *job.record.mutable_job();
  if (Ended(summary.state())) return true;
  SqliteTransaction transaction(store_.db());
  scheduler_.RemoveJob(job_id);
  for (int64_t shard_id : job.shards) {
    ShardRecord& shard = shards_[shard_id];
    if (ShardEndedState(shard.state)) continue;
    if (shard.state == ShardState::kLeased) ReleaseLease(shard);
    shard.state = ShardState::kCancelled;
    store_.SaveShard(shard);
  }
  if (auto pid = frontend_pids_.find(job_id); pid != frontend_pids_.end())
    kill(pid->second, SIGKILL);
  summary.set_state("cancelled");
  for (proto::Cell& cell : *summary.mutable_cells())
    if (!Ended(cell.state())) cell.set_state("cancelled");
  store_.SaveJob(job.record);
  AddEvent(job, proto::JobEvent::JOB_CANCELLED, -1, "cancelled");
  metrics_.JobEnded("cancelled");
  transaction.Commit();
  return true;
}

void Coordinator::ListJobs(proto::JobList* out) {
  Lock lock(mu_);
  for (const auto& [id, job] : jobs_) {
    proto::Job& summary = *out->add_jobs();
    summary = job.record.job();
    summary.clear_shard_outputs();
  }
}

void Coordinator::ListWorkers(proto::WorkerList* out) {
  Lock lock(mu_);
  auto now = Clock::now();
  for (const auto& [id, worker] : workers_) {
    proto::WorkerInfo& info = *out->add_workers();
    info.set_id(id);
    info.set_name(worker.record.name);
    info.set_toolchain(worker.record.toolchain);
    info.set_cores(worker.record.cores);
    info.set_alive(Alive(worker, now));
    info.set_running(static_cast<int>(worker.leases.size()));
    info.set_shards_done(worker.record.shards_done);
    info.set_last_seen(std::chrono::duration<double>(now - worker.last_seen).count());
  }
}

// ---- helper threads ----

void Coordinator::StartHelper(std::function<void()> work) {
  ++active_helpers_;
  std::thread([this, work = std::move(work)] {
    work();
    Lock lock(mu_);
    --active_helpers_;
    helpers_done_.notify_all();
    // Nothing of this object is touched after the lock is released: Stop() waits for it.
  }).detach();
}

// ---- workers ----

proto::RegisterReply Coordinator::Register(const proto::RegisterRequest& request) {
  Lock lock(mu_);
  WorkerRecord record{0, request.name(), request.toolchain(), std::max(1, request.cores()), 0};
  SqliteTransaction transaction(store_.db());
  record.id = store_.InsertWorker(record);
  transaction.Commit();
  Worker& worker = workers_[record.id];
  worker.record = record;
  worker.last_seen = Clock::now();
  proto::RegisterReply reply;
  reply.set_worker_id(record.id);
  reply.set_lease_seconds(config_.lease_seconds);
  return reply;
}

void Coordinator::RequeueExpired() {
  auto now = Clock::now();
  std::vector<int64_t> expired;
  for (const auto& [id, lease] : leases_)
    if (lease.expires < now) expired.push_back(id);
  if (expired.empty()) return;
  SqliteTransaction transaction(store_.db());
  for (int64_t lease_id : expired) {
    ShardRecord& shard = shards_[leases_[lease_id].shard];
    Job& job = jobs_[shard.job];
    int64_t worker = shard.worker;
    ReleaseLease(shard);
    ++shard.expiries;
    metrics_.LeaseExpired();
    shard.last_error =
        "the lease of worker " + std::to_string(worker) + " expired (the worker died or stalled)";
    if (shard.expiries >= config_.max_expiries) {
      shard.state = ShardState::kFailed;
      store_.SaveShard(shard);
      ShardEnded(shard);
      continue;
    }
    Requeue(shard);
    store_.SaveShard(shard);
    AddEvent(job, proto::JobEvent::WARNING, shard.cell,
             "shard " + std::to_string(shard.index) + ": " + shard.last_error +
                 "; it runs again elsewhere");
  }
  transaction.Commit();
  work_ready_.notify_all();
}

void Coordinator::WarnUnservedJobs() {
  auto now = Clock::now();
  for (auto& [id, job] : jobs_) {
    if (job.warned_unserved || job.record.job().state() != "running") continue;
    for (int64_t shard_id : job.shards) {
      const ShardRecord& shard = shards_[shard_id];
      if (shard.state != ShardState::kWaiting) continue;
      bool served = false;
      for (const auto& [worker_id, worker] : workers_) {
        served = served || (Alive(worker, now) &&
                            farm::ToolchainServes(worker.record.toolchain, shard.toolchain));
      }
      if (!served) {
        job.warned_unserved = true;
        AddEvent(job, proto::JobEvent::WARNING, shard.cell,
                 "no connected worker has the toolchain of this job's shards (" +
                     shard.toolchain.substr(0, 80) +
                     "...): they wait for one; workers must run the same rtfarm build and "
                     "compiler as the coordinator");
      }
      break;  // one waiting shard tells for the job
    }
  }
}

std::chrono::milliseconds Coordinator::LeasePeriod() const {
  return std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000));
}

bool Coordinator::Alive(const Worker& worker, Clock::time_point now) const {
  return now - worker.last_seen < LeasePeriod();
}

void Coordinator::Requeue(ShardRecord& shard) {
  shard.state = ShardState::kWaiting;
  shard.ready = Clock::now();
  scheduler_.Add(shard.job, shard.id, shard.toolchain);
  work_ready_.notify_all();
}

void Coordinator::Reaper() {
  Lock lock(mu_);
  int rounds = 0;
  while (!stopping_) {
    stop_.wait_for(lock, std::chrono::milliseconds(100));
    if (stopping_) break;
    RequeueExpired();
    // Not at once: workers take a moment to connect after the coordinator starts.
    if (++rounds % 30 == 0) WarnUnservedJobs();
    for (auto& [id, job] : jobs_) {
      if (job.progress_pending) AddProgress(job, -1, false);
    }
  }
}

// ---- the status page ----

bool Coordinator::StatusEvents(int64_t job_id, std::vector<proto::JobEvent>* out) {
  Lock lock(mu_);
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return false;
  for (const proto::JobEvent& event : it->second.events)
    if (event.kind() != proto::JobEvent::PROGRESS) out->push_back(event);
  return true;
}

}  // namespace rtfarm::coordinator
