// Malloc removal (seed 003, "Malloc Removal"): a GC structure allocated in a graph and
// never escaping it is "exploded" into one value per field.
//
// The pointer may be copied (same_as), cast up or down its chain of inlined parents
// (cast_pointer), tested against NULL, passed along links to other blocks, and used by
// getfield/setfield on any field of the structure or of its parents. Anything else —
// passed to a call, stored somewhere, returned, compared with another pointer — makes it
// escape, and the allocation stays. A getfield becomes `same_as` of the field's current
// value (constant_fold.h removes those); setfields and casts disappear; where the
// pointer went along a link, the field values go instead.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// Returns the number of `malloc` operations removed.
int RemoveMallocs(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
