// str.format() of a format string known only at run time, at flow time: `fmt.format(a, b)`
// on a receiver that is not a constant, `fmt.format(*row)` and `fmt.format_map(d)` become
// calls of rlib/rformat.py's `call_format(receiver, args)` and
// `call_format_map(receiver, d)`, which parse the string at run time when the receiver is
// a str and call the receiver's own method otherwise (the flow builder does not know
// types). A constant format string with positional arguments stays an operation that
// the RTyper expands (passes/rtyper/lower_format.cc).
#pragma once

#include <string>
#include <vector>

#include "passes/model/flow_model.h"

namespace rtfarm::flow {

class FlowContext;

// A call of `*function` with `args` (positional, then one per keyword): a call of a
// `format` method of a non-constant receiver without keywords, or of a `format_map`
// method with one argument, is changed into the call of rlib.rformat's helper.
void SubstituteRuntimeFormat(FlowContext& ctx, model::Value** function,
                             std::vector<model::Value*>* args,
                             const std::vector<std::string>& keywords);

// `receiver.format(*rest)` (no other positional argument, no keywords), or
// `receiver.format(*(a, b))` on a receiver that is not a constant (`positional` the built
// tuple's items, `rest` null): the result of rlib.rformat's `call_format`, or null for
// any other call.
model::Value* SubstituteFormatStar(FlowContext& ctx, model::Value* function,
                                   const std::vector<model::Value*>& positional, model::Value* rest,
                                   const std::vector<std::string>& keywords);

}  // namespace rtfarm::flow
