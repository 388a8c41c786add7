// Where shards run. The driver hands an Executor serialised ShardInputs and gets
// serialised ShardOutputs back, by index: the in-process executor passes the same bytes
// a gRPC executor sends over the wire, so the farm's executor is a drop-in replacement
// and every local translation exercises the messages.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "farm/progress_line.h"
#include "farm/shard_runner.h"

namespace rtfarm::farm {

class Executor {
 public:
  virtual ~Executor() = default;
  // Where to show shards done/total as they end (null: nowhere).
  void SetProgress(ProgressLine* progress) { progress_ = progress; }
  virtual std::string name() const = 0;
  // outputs[i] is the output of inputs[i]; nothing depends on the order shards run in.
  virtual std::vector<std::string> Run(const std::vector<std::string>& inputs) = 0;

 protected:
  ProgressLine* progress_ = nullptr;
};

// Runs shards on a oneTBB arena of `threads` threads (every core when 0).
std::unique_ptr<Executor> MakeInProcessExecutor(int threads, ShardEnvironment env);

}  // namespace rtfarm::farm
