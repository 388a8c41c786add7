// Small graph-editing helpers shared by the backend optimizations: constants made for
// (or copied into) a graph, fresh variables, the links entering each block, and which
// operations may be dropped when their result is unused.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// A copy of `c` owned by `into` where its value is a primitive (int, bool, float, char,
// none): inlined code must not point into the callee's owned constants. Symbols, types
// and values of the HostSpace (which outlives every graph) are shared.
model::Constant* CopyConstant(model::FunctionGraph& into, const model::Constant* c);

// The value a fresh GC allocation holds in a field of `type` (0, 0.0, NULL, nothing for
// Void), or null when GenC could not write such a constant (inlined structs, arrays,
// opaque types).
model::Constant* ZeroConstant(model::FunctionGraph& graph, const lltype::Type* type,
                              lltype::TypeRegistry& types);

// A NULL pointer of `ptr_type`. (lltype::PointerConstant with an empty symbol gives a
// constant with neither value nor symbol, which CheckGraph rejects.)
model::Constant* NullPointer(model::FunctionGraph& graph, const lltype::Type* ptr_type);

// Variables standing for other values (a folded result, a renamed copy).
using Substitution = std::unordered_map<const model::Variable*, model::Value*>;

// `v` under `subst`, followed through chains of substitutions; constants and variables
// not substituted are themselves.
model::Value* Resolve(const Substitution& subst, model::Value* v);

// A new variable of the same hint and low-level type.
model::Variable* FreshCopy(model::FunctionGraph& graph, const model::Variable* original);

// For every reachable block, the links entering it, in Blocks() order of their source.
// Hashed: callers look blocks up (never iterate the map), once per block per round.
std::unordered_map<model::Block*, std::vector<model::Link*>> EnteringLinks(
    const model::FunctionGraph& graph);

// The variables defined in `block` before operations[index] (its inputargs, earlier
// results) that the operations after it, its switch or its exits use: what must be passed
// on when the block is cut at that operation. In order of first use.
std::vector<model::Variable*> UsedAfter(const model::Block& block, size_t index);

// Cuts `block` after operations[index]: the operations after it, the switch and the exits
// move to a new block whose inputargs are fresh copies of `passed_on` (UsedAfter) followed
// by the result of operations[index] itself. `block` keeps operations[0..index] and is
// left without exits: the caller connects it.
model::Block* SplitAfter(model::FunctionGraph& graph, model::Block* block, size_t index,
                         const std::vector<model::Variable*>& passed_on);

// The C name a direct_call calls, or null for any other operation.
const std::string* CalleeName(const model::SpaceOperation& op);

// Whether `op` is the runtime's `rpy_str_concat(a, b)` with a result (the concatenation
// chains and the in-place appends rewrite it).
bool IsStrConcat(const model::SpaceOperation& op);

// How many times each variable is read anywhere in the graph: operations, switches and
// the arguments of links.
std::map<const model::Variable*, int> CountUses(const model::FunctionGraph& graph);

// Whether an unused result makes `op` dead: a pure operation that cannot raise.
bool IsRemovableWhenUnused(const model::SpaceOperation& op);

}  // namespace rtfarm::backendopt
