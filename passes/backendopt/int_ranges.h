// Value ranges of a low-level graph's Signed variables (an interval per variable), to find
// the overflow checks that can never fail. The RTyper checks every addition, subtraction
// and multiplication whose exact value matters (`int_*_nonbig`: an overflow stops the
// program, passes/rtyper/wrap_tolerance.h); where the ranges of its operands prove that
// the exact result fits in 64 bits, the check is dead weight in the C.
//
// A forward dataflow over the blocks: constants are points; the arithmetic the RTyper
// emits computes exact intervals (a checked operation's result is also known to fit,
// since the program stops otherwise); a value of `range(start, stop, step)` with a
// constant step lies between start and stop; a length is non-negative. A link leaving a
// block through a comparison's exit narrows the compared variables it passes on (the
// body of `while i < n` knows i < n). Loop-carried intervals that keep growing are
// widened to the type's bounds after a few rounds, so the analysis ends; rounds of
// narrowing then recompute every interval from its links, giving back what the loop
// tests bound.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <utility>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

struct IntRange {
  int64_t lo;
  int64_t hi;
};

// An operation by its place: operations[index] of block.
using OperationPlace = std::pair<const model::Block*, size_t>;

// The `int_{add,sub,mul}_nonbig` operations of `graph` whose exact result fits in a
// Signed for every run, assuming each Signed parameter of the start block lies in
// `param_bound` (every value when absent).
std::set<OperationPlace> OverflowFreeChecks(const model::FunctionGraph& graph,
                                            const lltype::TypeRegistry& types,
                                            std::optional<IntRange> param_bound);

}  // namespace rtfarm::backendopt
