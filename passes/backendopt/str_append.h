// `s += piece` in a loop, linear instead of quadratic.
//
// CPython appends to a str in place when nothing else refers to it, so a loop that
// accumulates `s += c` copies each char a constant number of times; a translated
// `rpy_str_concat` copies the whole of s on every iteration. This pass finds the
// strs that are *owned*: made by a concatenation (fresh, so no one else refers to them)
// and then only passed along links and read in ways that keep no reference (lengths,
// comparisons, printing, a copying concatenation), until one concatenation takes them
// as its left operand as their last use. That concatenation becomes
// `rpy_str_append_owned(s, piece)`, which grows s in the room its allocation keeps
// (runtime/rpy_string.c) and returns s itself, or a larger copy when the room is used
// up. The concatenation that starts such a chain becomes `rpy_str_concat_owned` (the
// same result, with room), and a block parameter that carries an owned str around a
// loop but also receives another value on some link (a constant `""`, a str from
// elsewhere) gets `rpy_str_owned_copy` of that value on that link.
//
// Nothing observable changes: an owned str is an ordinary str to every reader, and the
// one it was appended to is never read again. Graphs without such a chain are left
// alone. Returns the number of concatenations that append in place.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int AppendStringsInPlace(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
