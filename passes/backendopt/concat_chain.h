// `"(" + left + " " + op + " " + right + ")"` with one allocation instead of five.
//
// Within a block, a call `rpy_str_concat(x, y)` whose operand x (or y) is the result of
// an earlier `rpy_str_concat` of the same block, used nowhere else in the graph, takes
// over that call's pieces: the chain becomes one `rpy_str_concat_n(n, s1, ..., sn)`
// (runtime/rpy_string.c), which sizes the result once and copies every piece once. The
// intermediate strings were never visible to the program (nothing else reads them), and
// concatenation has no other effect, so evaluating the pieces' join later, at the last
// call of the chain, changes nothing observable. Returns the number of calls removed.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int FuseStringConcatenations(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
