// Evaluating one low-level operation on constant arguments, as the C GenC writes for it
// would (gcc runs with -fwrapv: signed arithmetic wraps; `char` is signed).
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// The constant `op` computes, owned by `graph`, or null when `op` is not pure, can
// raise, has a non-constant argument, or its C evaluation would trap or be undefined
// (division by zero, INT_MIN / -1, shifts outside 0..63, out-of-range float to int,
// non-finite floats), or it produces a type GenC cannot write as a constant. Calls of
// the runtime's string comparisons (rpy_str_cmp, rpy_str_eq) on string constants fold
// too.
model::Constant* FoldOperation(const model::SpaceOperation& op, model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
