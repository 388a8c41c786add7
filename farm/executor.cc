#include "farm/executor.h"

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <atomic>

namespace rtfarm::farm {
namespace {

class InProcessExecutor : public Executor {
 public:
  InProcessExecutor(int threads, ShardEnvironment env)
      : arena_(threads > 0 ? threads : tbb::task_arena::automatic), env_(std::move(env)) {}

  std::string name() const override { return "in-process"; }

  std::vector<std::string> Run(const std::vector<std::string>& inputs) override {
    std::vector<std::string> outputs(inputs.size());
    std::atomic<int> done{0};
    const int total = static_cast<int>(inputs.size());
    if (progress_ != nullptr) progress_->SetShards(0, total);
    arena_.execute([&] {
      // One shard per task: shards are few and large, and their sizes vary.
      tbb::parallel_for(
          tbb::blocked_range<size_t>(0, inputs.size(), 1),
          [&](const tbb::blocked_range<size_t>& range) {
            for (size_t i = range.begin(); i != range.end(); ++i) {
              outputs[i] = RunShardBytes(inputs[i], env_);
              if (progress_ != nullptr) progress_->SetShards(++done, total);
            }
          },
          tbb::simple_partitioner());
    });
    return outputs;
  }

 private:
  tbb::task_arena arena_;
  ShardEnvironment env_;
};

}  // namespace

std::unique_ptr<Executor> MakeInProcessExecutor(int threads, ShardEnvironment env) {
  return std::make_unique<InProcessExecutor>(threads, std::move(env));
}

}  // namespace rtfarm::farm
