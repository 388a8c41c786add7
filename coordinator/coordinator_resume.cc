// The coordinator on restart: its state reloaded from SQLite, every job resumed.
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
        auto grace = 2 * LeasePeriod() + std::chrono::milliseconds(kReconnectMilliseconds);
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

}  // namespace rtfarm::coordinator
