// The simplifications RPython applies to a freshly built flow graph: forward-only empty
// blocks removed, single-entry blocks joined into their predecessor, dead operations
// and unused inputargs dropped, inputargs that always receive the same value (or the
// same constant) coalesced. Each keeps the graph valid for CheckGraph.
#pragma once

#include <functional>

#include "passes/model/flow_model.h"

namespace rtfarm::flow {

void EliminateEmptyBlocks(model::FunctionGraph& graph);
void JoinBlocks(model::FunctionGraph& graph);
// `keep`, when given, names operations to keep even when pure and unused (a read of a
// property runs its getter).
using KeepOperation = std::function<bool(const model::SpaceOperation&)>;
void RemoveDeadOperations(model::FunctionGraph& graph, const KeepOperation& keep = nullptr);
void RemoveIdenticalInputs(model::FunctionGraph& graph);
// `except K:` after an operation that raises C (K a subclass of C) is matched by an
// issubtype test in the handler; this folds the test into the exception switch, giving
// one link for K and one for C, as RPython's simplify_exceptions does.
// Returns whether anything changed.
bool SimplifyExceptions(model::FunctionGraph& graph);

// All of the above, to a fixpoint.
void SimplifyGraph(model::FunctionGraph& graph, const KeepOperation& keep = nullptr);

}  // namespace rtfarm::flow
