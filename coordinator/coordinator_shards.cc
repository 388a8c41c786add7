// Shards: the shared cache, leases to workers, heartbeats, completions, expiries.
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

// ---- shards ----

void Coordinator::QueueShards(Job& job, const std::vector<ShardRecord*>& shards) {
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
    Requeue(*shard);
  }
}

proto::Cell& Coordinator::CellOf(Job& job, int cell) {
  return *job.record.mutable_job()->mutable_cells(cell);
}

bool Coordinator::ShouldSkip(const ShardRecord& shard, int64_t worker) const {
  if (std::find(shard.failed_on.begin(), shard.failed_on.end(), worker) == shard.failed_on.end())
    return false;
  // Prefer another worker, while there is one of the same toolchain it has not failed on.
  auto now = Clock::now();
  for (const auto& [id, other] : workers_) {
    if (id == worker || !Alive(other, now)) continue;
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
    leases_[lease_id] = {shard_id, worker.record.id, now + LeasePeriod()};
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
  auto expires = Clock::now() + LeasePeriod();
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

namespace {

// One result of a CompleteRequest, its output read and checked before the lock is taken.
struct ArrivedResult {
  int64_t lease_id = 0;
  proto::Digest digest;
  std::string problem;
  bool parsed = false;
  proto::ShardOutput output;  // without its object and C: only the error matters here
};

ArrivedResult Arrive(const farm::BlobStore& blobs, int64_t lease_id, const proto::Digest& digest,
                     const std::string& inline_output) {
  ArrivedResult result;
  result.lease_id = lease_id;
  result.digest = digest;
  // A small output comes inline and is stored here, checked against its digest like any
  // upload; a large one was uploaded first. Stored before the lock and before the
  // transaction that records the shard done: a killed coordinator loses no finished shard.
  std::optional<std::string> bytes;
  if (!inline_output.empty()) {
    if (blobs.PutExpecting(digest, inline_output, &result.problem)) bytes = inline_output;
  } else {
    bytes = blobs.Get(digest, &result.problem);
  }
  result.parsed = bytes && result.output.ParseFromString(*bytes);
  result.output.clear_object();
  result.output.clear_c_file();
  return result;
}

}  // namespace

proto::CompleteReply Coordinator::Complete(const proto::CompleteRequest& request) {
  proto::CompleteReply reply;
  // Read and check the outputs before taking the lock: they may be large.
  std::vector<ArrivedResult> arrived;
  arrived.push_back(Arrive(blobs_, request.lease_id(), request.output(), request.inline_output()));
  for (const proto::ShardResult& more : request.more())
    arrived.push_back(Arrive(blobs_, more.lease_id(), more.output(), more.inline_output()));

  Lock lock(mu_);
  auto worker = workers_.find(request.worker_id());
  if (worker != workers_.end()) worker->second.last_seen = Clock::now();
  SqliteTransaction transaction(store_.db());
  bool worker_changed = false;
  bool any_accepted = false;
  for (size_t i = 0; i < arrived.size(); ++i) {
    bool accepted = CompleteOne(request.worker_id(), arrived[i].lease_id, arrived[i].digest,
                                arrived[i].parsed, arrived[i].problem, arrived[i].output);
    any_accepted = any_accepted || accepted;
    if (i == 0) {
      reply.set_accepted(accepted);
    } else {
      reply.add_more_accepted(accepted);
    }
    if (accepted && arrived[i].parsed && arrived[i].output.error().empty() &&
        worker != workers_.end()) {
      ++worker->second.record.shards_done;
      worker_changed = true;
    }
  }
  if (worker_changed) store_.SaveWorker(worker->second.record);
  // The worker's next shards in the same round trip (a worker whose every answer came too
  // late asks again with Take).
  if (any_accepted && request.take() > 0 && worker != workers_.end() && !stopping_)
    LeaseShards(worker->second, std::min(request.take(), 256), reply.mutable_leases());
  transaction.Commit();
  lock.unlock();
  InlineSmallInputs(reply.mutable_leases());
  return reply;
}

bool Coordinator::CompleteOne(int64_t worker_id, int64_t lease_id, const proto::Digest& digest,
                              bool parsed, const std::string& problem,
                              const proto::ShardOutput& output) {
  auto lease = leases_.find(lease_id);
  if (lease == leases_.end() || lease->second.worker != worker_id) return false;
  ShardRecord& shard = shards_[lease->second.shard];
  Job& job = jobs_[shard.job];
  ReleaseLease(shard);
  if (!parsed) {
    // The worker's upload is missing or damaged: run the shard again, elsewhere if possible.
    shard.last_error = problem.empty() ? "the worker's output is not a ShardOutput" : problem;
    ++shard.attempts;
    shard.failed_on.push_back(worker_id);
    AddEvent(job, proto::JobEvent::WARNING, shard.cell,
             "shard " + std::to_string(shard.index) + ": " + shard.last_error + "; retried");
  } else if (!output.error().empty()) {
    ++shard.attempts;
    shard.failed_on.push_back(worker_id);
    shard.last_error = output.error();
    if (shard.attempts >= config_.max_attempts) {
      shard.state = ShardState::kFailed;
      shard.output = digest;
    }
  } else {
    shard.state = ShardState::kDone;
    shard.output = digest;
    if (!shard.key.empty()) store_.Cache(shard.key, shard.output);
  }
  if (shard.state == ShardState::kLeased) {
    if (shard.attempts >= config_.max_attempts) {
      shard.state = ShardState::kFailed;
    } else {
      Requeue(shard);
    }
  }
  store_.SaveShard(shard);
  if (ShardEndedState(shard.state)) ShardEnded(shard);
  return true;
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

}  // namespace rtfarm::coordinator
