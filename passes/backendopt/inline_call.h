// Inlining one call site: the mechanics, without any heuristic.
//
// Works on graphs after the exception transformer: a callee signals an exception by
// setting the runtime's state and returning a dummy, and the caller's own check
// (a call of rpy_exc_occurred after the call) stays where it is, so the inlined body's
// return simply becomes a jump to the rest of the caller's block.
#pragma once

#include <cstddef>
#include <string>

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// Why `callee` cannot be inlined anywhere ("" when it can): it still has exception
// exits or links to its except block (not exception-transformed).
std::string CannotInline(const model::FunctionGraph& callee);

// Whether the call `block->operations[index]` (a direct_call) matches `callee`'s
// signature: as many arguments, the same low-level types.
bool CallMatches(const model::Block& block, size_t index, const model::FunctionGraph& callee);

// Replaces the call `block->operations[index]` by a copy of `callee`'s blocks with fresh
// variables. The caller's block is cut at the call; the values the rest of it needs
// are passed through every copied block to the copied returns, which jump to the rest.
// Requires CannotInline(callee) == "" and CallMatches.
void InlineCall(model::FunctionGraph& caller, model::Block* block, size_t index,
                const model::FunctionGraph& callee);

}  // namespace rtfarm::backendopt
