// The type checker of low-level graphs: every value typed, every operation well typed
// (lloperations.h), every link carrying the types its target expects. Run after the
// RTyper and every low-level pass in debug builds and by the tests.
#pragma once

#include <string>
#include <vector>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::lltype {

// One message per problem (block, operation, what is wrong); empty when well typed. The
// model's own invariants (CheckGraph) are checked first.
std::vector<std::string> CheckLowLevelGraph(const model::FunctionGraph& graph, TypeRegistry& types);

}  // namespace rtfarm::lltype
