// Redundant exception checks (after the exception transformer and inlining).
//
// The exception transformer follows every operation that may raise with
// `rpy_exc_occurred()` and a switch. Inlining a callee keeps the caller's check after
// the inlined body, although each path into it already knows the answer: the callee's
// normal return comes from its own "no exception" exits, its propagating returns from
// its "exception" exits or from `rpy_raise`. The same happens where the flow graph
// merges a raising path and a normal one before a check (an `assert` in an inlined
// `find`).
//
// A forward dataflow computes the exception state on every link: clear, set, or
// unknown (after a call that may raise). The graph starts clear: no function is entered
// with an exception pending. The exits of a check's switch know the state ("true":
// set, "false": clear). Then:
//
// - a link entering a block that only checks (its one operation is the check, and its
//   switch reads it) with a known state jumps to the exit the check would take;
// - a check whose block is entered in a known state, with nothing before it that may
//   change the state, becomes that constant (constant folding removes the switch);
// - a check whose two exits both return goes, the normal exit's value returned either
//   way: with an exception pending the caller checks before it reads the value. So
//   `return f(x)` ends with the call, and gcc makes it a jump.
//
// Returns the number of links threaded plus checks folded or removed; repeated until
// nothing changes (threading can make a block's entry state known).
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int RemoveRedundantExceptionChecks(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
