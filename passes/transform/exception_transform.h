// The exception transformer (seed 003, "exception transformer"): makes RPython's
// exception model explicit in low-level graphs, which have no exceptions of their own.
//
// A raising function sets the runtime's exception state (rpy_exc_type/rpy_exc_value)
// and returns a dummy value. After every operation that can raise, the transformer
// inserts a check: when an exception is set, control leaves the function returning a
// dummy (propagation), or — for a raising operation whose block catches exceptions —
// walks the except clauses in order, matching the raised class by subclass range, and
// jumps to the first handler that matches after clearing the state. A `raise` (a link
// to the graph's except block) becomes a call of rpy_raise and a propagation.
#pragma once

#include "passes/model/flow_model.h"
#include "passes/rtyper/universe.h"

namespace rtfarm::transform {

struct ExceptionTransformStats {
  int checks = 0;   // exception checks inserted
  int catches = 0;  // handler matches inserted
};

// Finds the graphs that can never raise (no raise statement, no raising operation, no
// call of a graph that can raise; a fixpoint over the call graph) and declares them
// non-raising in the universe, so that their calls need no exception check. Returns
// how many there are.
int FindNonRaisingGraphs(rtyper::Universe& universe);

ExceptionTransformStats TransformExceptions(model::FunctionGraph& graph,
                                            rtyper::Universe& universe);

}  // namespace rtfarm::transform
