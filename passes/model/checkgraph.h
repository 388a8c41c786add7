// Verifies every invariant of the flow model (seed 003). Run after every pass in debug
// builds and by the tests; a violation is an internal error of the pass that made it.
#pragma once

#include <string>
#include <vector>

#include "passes/model/flow_model.h"

namespace rtfarm::model {

struct CheckOptions {
  // Flow-level graphs: every operation must be in the operation table, and an exception
  // switch must follow an operation that can raise. Low-level graphs set this to false.
  bool flow_level = true;
};

// Returns one message per violation, each naming the block and what is wrong; empty
// when the graph is well formed.
std::vector<std::string> CheckGraph(const FunctionGraph& graph, CheckOptions options = {});

}  // namespace rtfarm::model
