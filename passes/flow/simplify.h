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

// All of the above, to a fixpoint.
void SimplifyGraph(model::FunctionGraph& graph);

}  // namespace rtfarm::flow
