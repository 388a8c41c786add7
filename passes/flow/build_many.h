// Builds the graphs of many independent functions in parallel on oneTBB. Each result is
// either a graph or the FlowError that refused it; results come back in input order,
// so output never depends on the thread count.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "passes/flow/build_flow.h"

namespace rtfarm::flow {

struct FlowResult {
  const host::HostObject* function = nullptr;
  std::unique_ptr<model::FunctionGraph> graph;  // null when refused
  std::optional<FlowError> error;
  double seconds = 0;
};

// `threads` <= 0: every core.
std::vector<FlowResult> BuildFlowGraphs(host::HostSpace& space,
                                        const std::vector<const host::HostObject*>& functions,
                                        int threads, const BuildOptions& options = {});

}  // namespace rtfarm::flow
