#include "coordinator/coordinator.h"

#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "coordinator/cell_linker.h"
#include "coordinator/job_frontend.h"
#include "farm/blob_transfer.h"
#include "farm/program_cache.h"
#include "farm/toolchain.h"
#include "farm/translation_options.h"
#include "proto/shard.pb.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr auto kProgressInterval = std::chrono::milliseconds(100);
// How long a worker may take to reach a restarted coordinator (farm_channel.cc's
// reconnection backoff, with its jitter).
constexpr int64_t kReconnectMilliseconds = 1500;

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

// A submitted path must stay inside the job's directory.
bool IsSafeRelativePath(const std::string& path) {
  if (path.empty() || path.size() > 4096 || path[0] == '/') return false;
  for (const auto& part : fs::path(path)) {
    if (part == ".." || part == "." || part.empty()) return false;
  }
  return path.find('\0') == std::string::npos;
}

}  // namespace

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

// ---- state on restart ----

void Coordinator::Resume() {
  for (WorkerRecord& record : store_.LoadWorkers()) {
    Worker& worker = workers_[record.id];
    worker.record = record;
    // Unseen until it calls again: shown as lost until then.
    worker.last_seen = Clock::now() - std::chrono::hours(1);
  }
  for (proto::JobRecord& record : store_.LoadJobs()) {
    Job& job = jobs_[record.job().id()];
    job.record = std::move(record);
  }
  for (proto::JobEvent& event : store_.LoadEvents()) {
    auto it = jobs_.find(event.job_id());
    if (it != jobs_.end()) it->second.events.push_back(std::move(event));
  }
  for (ShardRecord& shard : store_.LoadShards()) {
    auto it = jobs_.find(shard.job);
    if (it == jobs_.end()) continue;
    it->second.shards.push_back(shard.id);
    shards_[shard.id] = std::move(shard);
  }
  for (auto& [id, job] : jobs_) {
    proto::Job& summary = *job.record.mutable_job();
    if (Ended(summary.state())) continue;
    if (summary.state() == "frontend") {
      StartFrontEnd(job);
      continue;
    }
    std::vector<ShardRecord*> waiting;
    for (int64_t shard_id : job.shards) {
      ShardRecord& shard = shards_[shard_id];
      if (shard.state == ShardState::kWaiting) waiting.push_back(&shard);
      if (shard.state == ShardState::kLeased) {
        // The worker may still be running it and answer under the same lease; if it is
        // gone, the lease runs out and the shard runs elsewhere. The workers first have
        // to find the coordinator again (their channels back off up to a second), so the
        // lease gets two periods and that second more.
        auto grace = std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 2000) +
                                               kReconnectMilliseconds);
        leases_[shard.lease] = {shard.id, shard.worker, Clock::now() + grace};
        auto worker = workers_.find(shard.worker);
        if (worker != workers_.end()) worker->second.leases.insert(shard.lease);
        scheduler_.MarkRunning(job.record.job().id());
      }
    }
    QueueShards(job, waiting);
    for (int c = 0; c < summary.cells_size(); ++c) {
      proto::Cell& cell = *summary.mutable_cells(c);
      cell.set_shards_done(0);
      cell.set_shards_cached(0);
      for (int64_t shard_id : job.shards) {
        const ShardRecord& shard = shards_[shard_id];
        if (shard.cell != c || !ShardEndedState(shard.state)) continue;
        cell.set_shards_done(cell.shards_done() + 1);
        if (shard.cached) cell.set_shards_cached(cell.shards_cached() + 1);
      }
      cell_started_[{id, c}] = Clock::now();
      if (cell.state() == "linking") {
        StartLink(job, c);
      } else {
        CheckCell(job, c);
      }
    }
    AddEvent(job, proto::JobEvent::WARNING, -1,
             "the coordinator restarted; the job resumes where it was");
    AddProgress(job, -1, true);
    CheckJobEnd(job);
  }
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
    info.set_alive(now - worker.last_seen <
                   std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000)));
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

// ---- the job front-end ----

void Coordinator::StartFrontEnd(Job& job) {
  if (stopping_) return;
  int64_t id = job.record.job().id();
  fs::path dir = fs::path(config_.state_dir) / "jobs" / std::to_string(id);
  std::error_code ignored;
  fs::remove_all(dir, ignored);  // a front-end that was running when the coordinator died
  FrontEndRequest request;
  request.job = id;
  request.dir = dir.string();
  request.rtfarm_path = config_.rtfarm_path;
  request.home = config_.home;
  request.request = job.record.request();
  request.sandbox = config_.sandbox;
  request.limits = config_.frontend_limits;
  request.timeout_seconds = config_.frontend_timeout_seconds;
  StartHelper([this, request] {
    proto::JobPlan plan;
    std::string error;
    bool ok = RunJobFrontEnd(
        request, blobs_,
        [this, id = request.job](const std::string& phase) { FrontEndPhase(id, phase); },
        [this, id = request.job](int pid) {
          Lock lock(mu_);
          if (pid > 0) {
            frontend_pids_[id] = pid;
          } else {
            frontend_pids_.erase(id);
          }
        },
        &plan, &error);
    FrontEndFinished(request.job, ok, error, plan);
  });
}

void Coordinator::FrontEndPhase(int64_t job_id, const std::string& phase) {
  Lock lock(mu_);
  auto it = jobs_.find(job_id);
  if (it == jobs_.end() || Ended(it->second.record.job().state())) return;
  AddEvent(it->second, proto::JobEvent::PHASE, -1, phase);
}

void Coordinator::FrontEndFinished(int64_t job_id, bool ok, const std::string& error,
                                   const proto::JobPlan& plan) {
  Lock lock(mu_);
  if (stopping_) return;  // the next coordinator runs it again
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return;
  Job& job = it->second;
  proto::Job& summary = *job.record.mutable_job();
  if (summary.state() != "frontend") return;  // cancelled meanwhile
  SqliteTransaction transaction(store_.db());
  if (!ok) {
    summary.set_state("failed");
    summary.set_error(error);
    for (proto::Cell& cell : *summary.mutable_cells()) cell.set_state("failed");
    store_.SaveJob(job.record);
    AddEvent(job, proto::JobEvent::ERROR, -1, error);
    AddEvent(job, proto::JobEvent::JOB_FAILED, -1, "the front-end failed");
    metrics_.JobEnded("failed");
    transaction.Commit();
    return;
  }
  *job.record.mutable_plan() = plan;
  summary.set_frontend_seconds(plan.frontend_seconds());
  summary.set_state("running");
  for (const proto::CellPlan& cell_plan : plan.cells()) {
    int c = cell_plan.cell();
    if (c < 0 || c >= summary.cells_size()) continue;
    proto::Cell& cell = *summary.mutable_cells(c);
    cell_started_[{job_id, c}] = Clock::now();
    if (!cell_plan.error().empty()) {
      cell.set_state("failed");
      cell.set_error(cell_plan.error());
      AddEvent(job, proto::JobEvent::CELL_FAILED, c, cell_plan.error());
      continue;
    }
    cell.set_state("running");
    cell.set_shards_total(cell_plan.shards_size());
    std::vector<ShardRecord*> created;
    for (int i = 0; i < cell_plan.shards_size(); ++i) {
      ShardRecord shard;
      shard.job = job_id;
      shard.cell = c;
      shard.index = i;
      shard.input = cell_plan.shards(i).input();
      shard.key = cell_plan.shards(i).key();
      shard.toolchain = cell_plan.shards(i).toolchain();
      store_.InsertShard(shard);
      job.shards.push_back(shard.id);
      created.push_back(&(shards_[shard.id] = std::move(shard)));
    }
    QueueShards(job, created);
  }
  store_.SaveJob(job.record);
  AddEvent(job, proto::JobEvent::PHASE, -1, "shards");
  AddProgress(job, -1, true);
  for (int c = 0; c < summary.cells_size(); ++c) CheckCell(job, c);
  CheckJobEnd(job);
  transaction.Commit();
}

// ---- shards ----

void Coordinator::QueueShards(Job& job, const std::vector<ShardRecord*>& shards) {
  bool queued = false;
  for (ShardRecord* shard : shards) {
    // The shard cache is shared by every job and variant.
    if (!shard->key.empty()) metrics_.ShardCacheLookup();
    if (auto hit = store_.Cached(shard->key); hit && !shard->key.empty() && blobs_.Has(*hit)) {
      shard->state = ShardState::kDone;
      shard->output = *hit;
      shard->cached = true;
      store_.SaveShard(*shard);
      metrics_.ShardCached();
      proto::Cell& cell = CellOf(job, shard->cell);
      cell.set_shards_done(cell.shards_done() + 1);
      cell.set_shards_cached(cell.shards_cached() + 1);
      if (job.record.job().kind() == "shards")
        job.record.mutable_job()->set_shards_done(job.record.job().shards_done() + 1);
      continue;
    }
    shard->state = ShardState::kWaiting;
    shard->ready = Clock::now();
    scheduler_.Add(shard->job, shard->id, shard->toolchain);
    queued = true;
  }
  if (queued) work_ready_.notify_all();
}

proto::Cell& Coordinator::CellOf(Job& job, int cell) {
  return *job.record.mutable_job()->mutable_cells(cell);
}

bool Coordinator::ShouldSkip(const ShardRecord& shard, int64_t worker) const {
  if (std::find(shard.failed_on.begin(), shard.failed_on.end(), worker) == shard.failed_on.end())
    return false;
  // Prefer another worker, while there is one of the same toolchain it has not failed on.
  auto now = Clock::now();
  auto alive = std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000));
  for (const auto& [id, other] : workers_) {
    if (id == worker || now - other.last_seen > alive) continue;
    if (!farm::ToolchainServes(other.record.toolchain, shard.toolchain)) continue;
    if (std::find(shard.failed_on.begin(), shard.failed_on.end(), id) == shard.failed_on.end())
      return true;
  }
  return false;
}

int Coordinator::LeaseShards(Worker& worker, int max,
                             google::protobuf::RepeatedPtrField<proto::ShardLease>* out) {
  std::vector<int64_t> taken;
  while (static_cast<int>(taken.size()) < max) {
    std::optional<int64_t> shard_id = scheduler_.Take(worker.record.toolchain, [&](int64_t id) {
      return ShouldSkip(shards_[id], worker.record.id);
    });
    if (!shard_id) break;
    taken.push_back(*shard_id);
  }
  auto now = Clock::now();
  metrics_.Attempts(static_cast<int>(taken.size()));
  for (int64_t shard_id : taken) {
    ShardRecord& shard = shards_[shard_id];
    jobs_[shard.job].queue_waits_ms.push_back(
        std::chrono::duration<double, std::milli>(now - shard.ready).count());
    metrics_.QueueWait(std::chrono::duration<double>(now - shard.ready).count());
    int64_t lease_id = store_.NextLeaseId();
    shard.state = ShardState::kLeased;
    shard.lease = lease_id;
    shard.worker = worker.record.id;
    store_.SaveShard(shard);
    leases_[lease_id] = {
        shard_id, worker.record.id,
        now + std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000))};
    worker.leases.insert(lease_id);
    proto::ShardLease& lease = *out->Add();
    lease.set_lease_id(lease_id);
    lease.set_shard_id(shard_id);
    *lease.mutable_input() = shard.input;
  }
  return static_cast<int>(taken.size());
}

void Coordinator::InlineSmallInputs(google::protobuf::RepeatedPtrField<proto::ShardLease>* leases) {
  for (proto::ShardLease& lease : *leases) {
    if (lease.input().size() > static_cast<int64_t>(farm::kInlineBytes)) continue;
    if (auto bytes = blobs_.Get(lease.input(), nullptr)) lease.set_inline_input(std::move(*bytes));
  }
}

proto::TakeReply Coordinator::Take(const proto::TakeRequest& request, double wait_seconds) {
  proto::TakeReply reply;
  {
    Lock lock(mu_);
    auto worker_it = workers_.find(request.worker_id());
    if (worker_it == workers_.end()) {
      reply.set_unknown_worker(true);
      return reply;
    }
    Worker& worker = worker_it->second;
    auto deadline =
        Clock::now() + std::chrono::milliseconds(static_cast<int64_t>(wait_seconds * 1000));
    int max = std::clamp(request.max(), 1, 256);
    for (;;) {
      worker.last_seen = Clock::now();
      SqliteTransaction transaction(store_.db());
      if (LeaseShards(worker, max, reply.mutable_leases()) > 0) {
        transaction.Commit();
        break;
      }
      transaction.Commit();
      if (stopping_ || work_ready_.wait_until(lock, deadline) == std::cv_status::timeout)
        return reply;
    }
  }
  // The blobs are read after the lock is released: they may be many.
  InlineSmallInputs(reply.mutable_leases());
  return reply;
}

proto::HeartbeatReply Coordinator::Heartbeat(const proto::HeartbeatRequest& request) {
  proto::HeartbeatReply reply;
  Lock lock(mu_);
  auto worker_it = workers_.find(request.worker_id());
  if (worker_it == workers_.end()) {
    reply.set_unknown_worker(true);
    return reply;
  }
  worker_it->second.last_seen = Clock::now();
  auto expires =
      Clock::now() + std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000));
  for (int64_t lease_id : request.lease_ids()) {
    auto lease = leases_.find(lease_id);
    if (lease == leases_.end() || lease->second.worker != request.worker_id()) {
      reply.add_lost_leases(lease_id);
      continue;
    }
    lease->second.expires = expires;
  }
  return reply;
}

proto::CompleteReply Coordinator::Complete(const proto::CompleteRequest& request) {
  proto::CompleteReply reply;
  // Read and check the output before taking the lock: it may be large. A small one comes
  // inline and is stored here, checked against its digest like any upload.
  std::string problem;
  std::optional<std::string> bytes;
  if (!request.inline_output().empty()) {
    if (blobs_.PutExpecting(request.output(), request.inline_output(), &problem))
      bytes = request.inline_output();
  } else {
    bytes = blobs_.Get(request.output(), &problem);
  }
  proto::ShardOutput output;
  bool parsed = bytes && output.ParseFromString(*bytes);
  output.clear_object();
  output.clear_c_file();

  Lock lock(mu_);
  auto worker = workers_.find(request.worker_id());
  if (worker != workers_.end()) worker->second.last_seen = Clock::now();
  auto lease = leases_.find(request.lease_id());
  if (lease == leases_.end() || lease->second.worker != request.worker_id()) return reply;
  ShardRecord& shard = shards_[lease->second.shard];
  Job& job = jobs_[shard.job];
  SqliteTransaction transaction(store_.db());
  ReleaseLease(shard);
  reply.set_accepted(true);
  if (!parsed) {
    // The worker's upload is missing or damaged: run the shard again, elsewhere if possible.
    shard.last_error = problem.empty() ? "the worker's output is not a ShardOutput" : problem;
    ++shard.attempts;
    shard.failed_on.push_back(request.worker_id());
    AddEvent(job, proto::JobEvent::WARNING, shard.cell,
             "shard " + std::to_string(shard.index) + ": " + shard.last_error + "; retried");
  } else if (!output.error().empty()) {
    ++shard.attempts;
    shard.failed_on.push_back(request.worker_id());
    shard.last_error = output.error();
    if (shard.attempts >= config_.max_attempts) {
      shard.state = ShardState::kFailed;
      shard.output = request.output();
    }
  } else {
    shard.state = ShardState::kDone;
    shard.output = request.output();
    if (!shard.key.empty()) store_.Cache(shard.key, shard.output);
    if (worker != workers_.end()) {
      ++worker->second.record.shards_done;
      store_.SaveWorker(worker->second.record);
    }
  }
  if (shard.state == ShardState::kLeased) {
    if (shard.attempts >= config_.max_attempts) {
      shard.state = ShardState::kFailed;
    } else {
      shard.state = ShardState::kWaiting;
      shard.ready = Clock::now();
      scheduler_.Add(shard.job, shard.id, shard.toolchain);
      work_ready_.notify_all();
    }
  }
  store_.SaveShard(shard);
  if (ShardEndedState(shard.state)) ShardEnded(shard);
  // The worker's next shards in the same round trip.
  if (request.take() > 0 && worker != workers_.end() && !stopping_)
    LeaseShards(worker->second, std::min(request.take(), 256), reply.mutable_leases());
  transaction.Commit();
  lock.unlock();
  InlineSmallInputs(reply.mutable_leases());
  return reply;
}

void Coordinator::ReleaseLease(ShardRecord& shard) {
  auto lease = leases_.find(shard.lease);
  if (lease != leases_.end()) {
    auto worker = workers_.find(lease->second.worker);
    if (worker != workers_.end()) worker->second.leases.erase(shard.lease);
    leases_.erase(lease);
    scheduler_.Finished(shard.job);
  }
  shard.lease = 0;
  shard.worker = 0;
}

void Coordinator::ShardEnded(ShardRecord& shard) {
  Job& job = jobs_[shard.job];
  if (shard.state == ShardState::kDone) metrics_.ShardRan();
  if (shard.state == ShardState::kFailed) metrics_.ShardFailed();
  proto::Cell& cell = CellOf(job, shard.cell);
  cell.set_shards_done(cell.shards_done() + 1);
  if (job.record.job().kind() == "shards")
    job.record.mutable_job()->set_shards_done(job.record.job().shards_done() + 1);
  bool cell_complete = cell.shards_done() >= cell.shards_total();
  AddProgress(job, shard.cell, cell_complete);
  if (cell_complete) CheckCell(job, shard.cell);
}

std::string Coordinator::ShardFailure(const Job& job, const ShardRecord& shard) const {
  std::string where = "shard " + std::to_string(shard.index);
  const proto::JobPlan& plan = job.record.plan();
  for (const proto::CellPlan& cell : plan.cells()) {
    if (cell.cell() == shard.cell && shard.index < cell.descriptions_size())
      where = cell.descriptions(shard.index);
  }
  std::set<int64_t> workers(shard.failed_on.begin(), shard.failed_on.end());
  return where + " failed after " + std::to_string(shard.attempts) + " attempt(s) on " +
         std::to_string(workers.size()) + " worker(s): " + shard.last_error;
}

void Coordinator::CheckCell(Job& job, int c) {
  proto::Job& summary = *job.record.mutable_job();
  proto::Cell& cell = CellOf(job, c);
  if (cell.state() != "running") return;
  std::vector<const ShardRecord*> members;
  for (int64_t shard_id : job.shards) {
    const ShardRecord& shard = shards_[shard_id];
    if (shard.cell != c) continue;
    if (!ShardEndedState(shard.state)) return;
    members.push_back(&shard);
  }
  std::string failures;
  for (const ShardRecord* shard : members)
    if (shard->state == ShardState::kFailed) failures += "\n  " + ShardFailure(job, *shard);
  if (summary.kind() == "shards") {
    summary.clear_shard_outputs();
    for (const ShardRecord* shard : members) *summary.add_shard_outputs() = shard->output;
    cell.set_state("done");
    if (!failures.empty()) summary.set_error("shards failed:" + failures);
    store_.SaveJob(job.record);
    CheckJobEnd(job);
    return;
  }
  if (!failures.empty()) {
    cell.set_state("failed");
    cell.set_error("shards failed:" + failures);
    store_.SaveJob(job.record);
    AddEvent(job, proto::JobEvent::CELL_FAILED, c, cell.error());
    CheckJobEnd(job);
    return;
  }
  StartLink(job, c);
}

void Coordinator::StartLink(Job& job, int c) {
  if (stopping_) return;
  proto::Cell& cell = CellOf(job, c);
  cell.set_state("linking");
  store_.SaveJob(job.record);
  LinkRequest request;
  request.job = job.record.job().id();
  request.cell = c;
  request.home = config_.home;
  request.runtime_hash = runtime_hash_;
  request.options = cell.options();
  request.work_dir =
      config_.state_dir + "/jobs/" + std::to_string(request.job) + "/link-" + std::to_string(c);
  for (const proto::CellPlan& plan : job.record.plan().cells())
    if (plan.cell() == c) request.database.assign(plan.database().begin(), plan.database().end());
  std::vector<std::pair<int, proto::Digest>> outputs;
  for (int64_t shard_id : job.shards) {
    const ShardRecord& shard = shards_[shard_id];
    if (shard.cell == c) outputs.push_back({shard.index, shard.output});
  }
  std::sort(outputs.begin(), outputs.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [index, digest] : outputs) request.shard_outputs.push_back(digest);
  AddEvent(job, proto::JobEvent::PHASE, c, "link");
  StartHelper([this, request] {
    LinkResult result = LinkCell(
        request, blobs_,
        [this](const std::string& key) {
          Lock lock(mu_);
          return store_.Cached(key);
        },
        [this](const std::string& key, const proto::Digest& digest) {
          Lock lock(mu_);
          store_.Cache(key, digest);
        });
    CellLinked(request.job, request.cell, result.error, result.artifacts, result.cached);
  });
}

void Coordinator::CellLinked(int64_t job_id, int c, const std::string& error,
                             const std::vector<proto::Artifact>& artifacts, bool cached) {
  Lock lock(mu_);
  if (stopping_) return;
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return;
  Job& job = it->second;
  proto::Cell& cell = CellOf(job, c);
  if (cell.state() != "linking") return;
  SqliteTransaction transaction(store_.db());
  metrics_.Linked(cached, !error.empty());
  auto started = cell_started_.find({job_id, c});
  if (started != cell_started_.end())
    cell.set_backend_seconds(std::chrono::duration<double>(Clock::now() - started->second).count());
  if (!error.empty()) {
    cell.set_state("failed");
    cell.set_error(error);
    AddEvent(job, proto::JobEvent::CELL_FAILED, c, error);
  } else {
    cell.set_state("done");
    cell.set_link_cached(cached);
    cell.clear_artifacts();
    for (const proto::Artifact& artifact : artifacts) *cell.add_artifacts() = artifact;
    if (!artifacts.empty() && !cell.options().c_only())
      cell.set_executable_size(artifacts[0].digest().size());
    AddEvent(job, proto::JobEvent::CELL_DONE, c, farm::DescribeOptions(cell.options()));
  }
  store_.SaveJob(job.record);
  AddProgress(job, c, true);
  CheckJobEnd(job);
  transaction.Commit();
}

void Coordinator::CheckJobEnd(Job& job) {
  proto::Job& summary = *job.record.mutable_job();
  if (Ended(summary.state()) || summary.state() == "frontend") return;
  int failed = 0;
  for (const proto::Cell& cell : summary.cells()) {
    if (!Ended(cell.state())) return;
    if (cell.state() == "failed") ++failed;
  }
  summary.set_state("done");
  std::vector<double>& waits = job.queue_waits_ms;
  if (!waits.empty()) {
    std::sort(waits.begin(), waits.end());
    summary.set_queue_wait_p50_ms(waits[waits.size() / 2]);
    summary.set_queue_wait_p99_ms(waits[std::min(waits.size() - 1, waits.size() * 99 / 100)]);
  }
  if (failed > 0 && summary.error().empty())
    summary.set_error(std::to_string(failed) + " of " + std::to_string(summary.cells_size()) +
                      " cell(s) failed");
  store_.SaveJob(job.record);
  AddProgress(job, -1, true);
  AddEvent(job, proto::JobEvent::JOB_DONE, -1, summary.error());
  metrics_.JobEnded("done");
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
    shard.state = ShardState::kWaiting;
    shard.ready = Clock::now();
    store_.SaveShard(shard);
    scheduler_.Add(shard.job, shard.id, shard.toolchain);
    AddEvent(job, proto::JobEvent::WARNING, shard.cell,
             "shard " + std::to_string(shard.index) + ": " + shard.last_error +
                 "; it runs again elsewhere");
  }
  transaction.Commit();
  work_ready_.notify_all();
}

void Coordinator::WarnUnservedJobs() {
  auto now = Clock::now();
  auto alive = std::chrono::milliseconds(static_cast<int64_t>(config_.lease_seconds * 1000));
  for (auto& [id, job] : jobs_) {
    if (job.warned_unserved || job.record.job().state() != "running") continue;
    for (int64_t shard_id : job.shards) {
      const ShardRecord& shard = shards_[shard_id];
      if (shard.state != ShardState::kWaiting) continue;
      bool served = false;
      for (const auto& [worker_id, worker] : workers_) {
        served = served || (now - worker.last_seen < alive &&
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
