// Slices: `x[a:b:c]` reaches the RTyper as getitem(x, newslice(a, b, c)); the slice has
// no run-time value of its own (Void), so its lowerings read the bounds from the
// newslice operation that made it, in the same block.
#pragma once

#include "passes/rtyper/rtyper.h"

namespace rtfarm::rtyper {

struct SliceParts {
  Value* start;  // 0 when absent
  Value* stop;   // LONG_MAX when absent
  Value* step;   // 1 when absent
  bool has_start = false, has_stop = false, has_step = false;
};

SliceParts ReadSlice(OpContext& c, size_t index);

}  // namespace rtfarm::rtyper
