// Typed low-level constants owned by their graph: what passes after the RTyper (the
// shard decoder, backend optimizations) use to make constants without a HostSpace.
#pragma once

#include <cstdint>
#include <string>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::lltype {

// An integer-like constant (Signed, Unsigned, Char, UniChar, Bool) of `type`.
model::Constant* IntConstant(model::FunctionGraph& graph, int64_t value, const Type* type);
model::Constant* FloatConstant(model::FunctionGraph& graph, double value, const Type* type);
// Void: no value (a dummy argument, a result nobody reads).
model::Constant* VoidConstant(model::FunctionGraph& graph, const Type* void_type);
// A pointer constant: NULL when `symbol` is empty, else the C symbol (as the RTyper
// writes it: "fn_x", "&rpy_sconst_y").
model::Constant* PointerConstant(model::FunctionGraph& graph, const std::string& symbol,
                                 const Type* type);

// The value of an integer-like constant as C sees it (bool as 0/1, char as its byte).
int64_t IntegerValue(const model::Constant* constant);

}  // namespace rtfarm::lltype
