// Overflow checks that cannot fail, removed (int_ranges.h proves them), and loops whose
// checks fail only for huge arguments given a second, unchecked version.
//
// `for j in range(n): s += 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)` checks five
// operations per iteration: nothing bounds `n`, so `i + j` may exceed 2**63. It cannot
// when the arguments are small, as they are in every run anyone makes: a function whose
// loops hold checks that ranges would prove with every Signed parameter within
// +-2**k is written twice. Its entry tests the parameters once and runs either the copy
// without those checks or the original, which keeps them and stops the program as
// before. Only small graphs are versioned (kMaxVersionedOperations), once each.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

struct OverflowCheckStats {
  int removed = 0;    // checked operations made plain (both versions counted)
  int versioned = 0;  // 1 when the graph got a second, unchecked version
};

OverflowCheckStats RemoveOverflowChecks(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
