#include "coordinator/fair_scheduler.h"

#include "farm/toolchain.h"

namespace rtfarm::coordinator {

void FairScheduler::Add(int64_t job, int64_t shard, const std::string& toolchain) {
  jobs_[job].ready.push_back({shard, toolchain});
  ++waiting_;
}

std::optional<int64_t> FairScheduler::Take(const std::string& worker_toolchain,
                                           const std::function<bool(int64_t)>& skip) {
  JobQueue* best = nullptr;
  std::deque<Entry>::iterator best_entry;
  for (auto& [job, queue] : jobs_) {
    if (queue.ready.empty()) continue;
    if (best != nullptr && queue.running >= best->running) continue;
    // The first shard of this job the worker may run (usually the first one).
    for (auto it = queue.ready.begin(); it != queue.ready.end(); ++it) {
      if (!farm::ToolchainServes(worker_toolchain, it->toolchain)) continue;
      if (skip && skip(it->shard)) continue;
      best = &queue;
      best_entry = it;
      break;
    }
  }
  if (best == nullptr) return std::nullopt;
  int64_t shard = best_entry->shard;
  best->ready.erase(best_entry);
  ++best->running;
  --waiting_;
  return shard;
}

void FairScheduler::Finished(int64_t job) {
  auto it = jobs_.find(job);
  if (it == jobs_.end()) return;
  if (it->second.running > 0) --it->second.running;
  if (it->second.running == 0 && it->second.ready.empty()) jobs_.erase(it);
}

size_t FairScheduler::RemoveJob(int64_t job) {
  auto it = jobs_.find(job);
  if (it == jobs_.end()) return 0;
  size_t removed = it->second.ready.size();
  waiting_ -= removed;
  it->second.ready.clear();
  if (it->second.running == 0) jobs_.erase(it);
  return removed;
}

int FairScheduler::running(int64_t job) const {
  auto it = jobs_.find(job);
  return it == jobs_.end() ? 0 : it->second.running;
}

}  // namespace rtfarm::coordinator
