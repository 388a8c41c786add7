// A str slice used only as a dict key, looked up without allocating it.
//
// `k = s[a:b]` (rpy_str_slice, no step) whose result is read by nothing but dict
// operations of the same block taking it as their key — `_get`, `_get_remembering`,
// `_contains`, `_getitem`, `_getitem_remembering`, `_setitem`, `_setitem_remembered`
// (runtime/rpy_dict.h; the pairs after FuseDictGetAndSet) — is removed, and each of those
// operations becomes its `_slice` form taking (s, a, b) in place of the key
// (runtime/rpy_dict_slice.h): the key's bytes are hashed and compared where they lie in
// s, and the str is allocated only when the dict inserts it (or a KeyError shows it).
// `counts[seq[i:i + k]] = counts.get(seq[i:i + k], 0) + 1` no longer allocates per
// lookup. Returns the number of slices removed.
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int LookUpSliceKeysInPlace(model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
