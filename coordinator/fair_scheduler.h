// Which ready shard a worker gets next. Shards wait in one queue per job; a worker is
// given a shard of the job that has the fewest shards running right now (ties: the
// older job), among the jobs with a shard its toolchain can run. So a small job
// submitted behind a nightly matrix starts at once and shares the workers with it,
// rather than waiting for the matrix to drain; within a job, shards go in order.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace rtfarm::coordinator {

class FairScheduler {
 public:
  // `shard` of `job` is ready, for workers whose toolchain serves `toolchain`.
  void Add(int64_t job, int64_t shard, const std::string& toolchain);
  // The next shard for a worker of `worker_toolchain`, counted as running; `skip` says
  // which shards this worker must not take (those that already failed on it). nullopt
  // when nothing fits.
  std::optional<int64_t> Take(const std::string& worker_toolchain,
                              const std::function<bool(int64_t shard)>& skip = {});
  // A shard of `job` is running without having been taken here (a lease found again
  // when the coordinator restarts).
  void MarkRunning(int64_t job) { ++jobs_[job].running; }
  // A running shard of `job` ended (done, failed or its lease lost).
  void Finished(int64_t job);
  // Forgets a job's waiting shards (cancelled); returns how many there were.
  size_t RemoveJob(int64_t job);

  size_t waiting() const { return waiting_; }
  int running(int64_t job) const;

 private:
  struct Entry {
    int64_t shard;
    std::string toolchain;
  };
  struct JobQueue {
    std::deque<Entry> ready;
    int running = 0;
  };
  std::map<int64_t, JobQueue> jobs_;
  size_t waiting_ = 0;
};

}  // namespace rtfarm::coordinator
