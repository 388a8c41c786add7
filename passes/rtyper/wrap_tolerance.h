// Which integer results of a high-level graph may wrap around at 64 bits without the
// program noticing. Python's ints do not overflow; rtfarm's are machine words, so an
// addition, subtraction, multiplication or left shift whose exact value matters is
// checked at run time and stops the program with a clear error rather than printing a
// wrong number. Its value does not matter beyond 64 bits when it is only used through
// operations that keep just the low bits: `intmask()`, `r_uint()`, `& mask` with a
// non-negative constant, `% 2**k`, or another such ring operation (+, -, *, <<, &, |,
// ^, ~) whose own result is used that way (a hash `h = (h * 31 + c) & MASK`).
#pragma once

#include <unordered_set>

#include "passes/model/flow_model.h"

namespace rtfarm::rtyper {

// The variables of `graph` (high level, before the RTyper) whose values are only used
// modulo 2**64: their producing operations need no overflow check.
std::unordered_set<const model::Variable*> WrapTolerantVariables(const model::FunctionGraph& graph);

}  // namespace rtfarm::rtyper
