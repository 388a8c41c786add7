// A char read from a container and stored into another one goes through two runtime
// calls that undo each other: chars are kept in lists and dicts as one-character strs
// (passes/rtyper/convert.cc), so `out.append(table[k])` with `table` a list of chars
// converts the item to a code point (`rpy_char_of_str`) and back to a str
// (`rpy_str_from_char`). Within a block, `rpy_str_from_char(rpy_char_of_str(s))` is `s`
// (the annotator proved `s` one character long, so the str made again is equal to it)
// and `rpy_char_of_str(rpy_str_from_char(c))` is `c`; the first call goes too when
// nothing else reads its result.
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// Returns how many round trips were removed.
int RemoveCharRoundTrips(model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
