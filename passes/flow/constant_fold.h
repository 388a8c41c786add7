// Constant folding at flow time (seed 000 §5.5, "dynamic merging"): an operation whose
// arguments are all constants is computed now instead of recorded, when it is pure and
// its result is certain (64-bit integers that do not overflow, exact floats, strings,
// module and class attributes, tuples).
#pragma once

#include <string>
#include <vector>

#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow {

// The folded result, or null when the operation must be recorded.
const host::HostObject* FoldOperation(host::HostSpace& space, const std::string& opname,
                                      const std::vector<model::Value*>& args);
// The same on the constants themselves (the annotator folds comparisons of constant
// annotations with it).
const host::HostObject* FoldConstants(host::HostSpace& space, const std::string& opname,
                                      const std::vector<const host::HostObject*>& args);

}  // namespace rtfarm::flow
