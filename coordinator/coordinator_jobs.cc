// A job's front-end, its cells and their links, and the job's end.
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "coordinator/cell_linker.h"
#include "coordinator/coordinator.h"
#include "coordinator/coordinator_internal.h"
#include "coordinator/job_frontend.h"
#include "farm/blob_transfer.h"
#include "farm/program_cache.h"
#include "farm/toolchain.h"
#include "farm/translation_options.h"
#include "proto/shard.pb.h"

namespace rtfarm::coordinator {

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
    LinkResult result = LinkCell(request, blobs_, cache_lookup_, cache_store_, runtime_objects_);
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

}  // namespace rtfarm::coordinator
