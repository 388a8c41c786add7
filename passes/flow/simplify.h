// The simplifications RPython applies to a freshly built flow graph: forward-only empty
// blocks removed, single-entry blocks joined into their predecessor, dead operations
// and unused inputargs dropped, inputargs that always receive the same value (or the
// same constant) coalesced. Each keeps the graph valid for CheckGraph.
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::flow {

void EliminateEmptyBlocks(model::FunctionGraph& graph);
void JoinBlocks(model::FunctionGraph& graph);
void RemoveDeadOperations(model::FunctionGraph& graph);
void RemoveIdenticalInputs(model::FunctionGraph& graph);
// `except K:` after an operation that raises C (K a subclass of C) is matched by an
// issubtype test in the handler; this folds the test into the exception switch, giving
// one link for K and one for C, as RPython's simplify_exceptions does.
// Returns whether anything changed.
bool SimplifyExceptions(model::FunctionGraph& graph);

// All of the above, to a fixpoint.
void SimplifyGraph(model::FunctionGraph& graph);

}  // namespace rtfarm::flow
