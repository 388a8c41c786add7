// The flow builder's entry point: one Python function in, one simplified flow graph out.
#pragma once

#include <memory>

#include "passes/flow/flow_context.h"
#include "passes/flow/flow_error.h"
#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow {

// Builds and simplifies the graph of `function` (a kFunction HostObject). Throws
// FlowError for anything outside RPython 3. Independent functions may be built from
// several threads at once: HostSpace serialises the Python side.
// `variant`: the suffix of a specialisation's key ("<argtype(int)>"), which only a
// generator function's graph depends on (its objects' class, docs/generators.md).
std::unique_ptr<model::FunctionGraph> BuildFlowGraph(host::HostSpace& space,
                                                     const host::HostObject* function,
                                                     const BuildOptions& options = {},
                                                     const std::string& variant = "");

}  // namespace rtfarm::flow
