// A farm worker (docs/farm.md): registers with the coordinator under its toolchain's
// identity, takes as many shards as it has slots, each under a lease that a heartbeat
// keeps alive, runs them with the shard runner as `translate` does (C generation and the
// compile through ccache), uploads each output as a blob and reports it. A coordinator
// that goes away is waited for and joined again; a lease the coordinator says is lost
// (expired, or its job cancelled) is not reported.
#pragma once

#include <atomic>
#include <string>

#include "farm/farm_channel.h"

namespace rtfarm::worker {

struct WorkerConfig {
  farm::FarmAddress coordinator;
  std::string name;
  int slots = 1;
  std::string runtime_dir;
  // The rtfarm executable, whose `compile-sandbox` runs each compile in the sandbox;
  // "" compiles without it (--no-sandbox).
  std::string compile_wrapper;
};

// Runs until `stop` becomes true; returns the process's exit status.
int RunWorker(const WorkerConfig& config, const std::atomic<bool>& stop);

}  // namespace rtfarm::worker
