#include "passes/flow/build_many.h"

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>

#include <chrono>

namespace rtfarm::flow {

std::vector<FlowResult> BuildFlowGraphs(host::HostSpace& space,
                                        const std::vector<const host::HostObject*>& functions,
                                        int threads, const BuildOptions& options) {
  std::vector<FlowResult> results(functions.size());
  std::optional<tbb::global_control> limit;
  if (threads > 0) limit.emplace(tbb::global_control::max_allowed_parallelism, threads);
  tbb::parallel_for(size_t{0}, functions.size(), [&](size_t i) {
    FlowResult& result = results[i];
    result.function = functions[i];
    auto start = std::chrono::steady_clock::now();
    try {
      result.graph = BuildFlowGraph(space, functions[i], options);
    } catch (const FlowError& error) {
      result.error = error;
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  });
  return results;
}

}  // namespace rtfarm::flow
