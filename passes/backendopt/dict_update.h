// `d[k] = d.get(k, default) + 1` with one hash-table lookup instead of two.
//
// Within a block, a dict's `_get(d, k, dflt)` followed by `_setitem(d, k, v)` on the
// same dict and key, with only pure operations between them (no call, so nothing can
// change the dict), become `_get_remembering` and `_setitem_remembered`
// (runtime/rpy_dict.h): the first keeps where it found the key, or the empty slot where
// it belongs, and the second stores there without hashing and probing again. Returns the
// number of pairs rewritten.
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int FuseDictGetAndSet(model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
