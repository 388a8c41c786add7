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

// The value of an integer-like constant as C sees it (bool as 0/1, a char as its code
// point).
int64_t IntegerValue(const model::Constant* constant);

// UTF-8 as the runtime decodes it (runtime/rpy_utf8.c): a malformed byte stands for one
// code point, its own value. The code point count of a string constant, and the code
// point a one-character str (a UniChar constant) stands for (0 for "").
int64_t CodePointCount(const std::string& utf8);
int64_t CodePointOf(const std::string& utf8);

}  // namespace rtfarm::lltype
