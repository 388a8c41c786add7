// Enum classes used through their metaclass, at flow time: `Color(value)`, `Color[name]`,
// `len(Color)`, `list(Color)` (and the other builtins that take an iterable) and
// `x in Color` are what enum's EnumType answers, out of reach of translation. An enum
// class that rlib/renum.py prepared carries the list of its members
// (`_rtfarm_members_`) and three plain functions, `_rtfarm_of_value_`, `_rtfarm_of_name_`
// and `_rtfarm_contains_`: the flow graph uses those instead (docs/rlib.md).
#pragma once

#include <string>
#include <vector>

#include "passes/model/flow_model.h"

namespace rtfarm::flow {

class FlowContext;

// The constant list of the members of `value` when it is a prepared enum class; else
// `value` itself.
model::Value* EnumMembersOr(FlowContext& ctx, model::Value* value);

// A call of `*function` with `args`: `Color(value)` becomes a call of the class's
// `_rtfarm_of_value_`; an enum class passed to a builtin that iterates its argument
// (len, list, sorted, enumerate...) becomes the list of its members.
void SubstituteEnumClassCall(FlowContext& ctx, model::Value** function,
                             std::vector<model::Value*>* args,
                             const std::vector<std::string>& keywords);

// `Color[name]`: the result of `_rtfarm_of_name_(name)`, or null when `container` is not
// a prepared enum class.
model::Value* EnumClassSubscript(FlowContext& ctx, model::Value* container, model::Value* index);

// `item in Color`: the result of `_rtfarm_contains_(item)`, or null when `container` is
// not a prepared enum class.
model::Value* EnumClassContains(FlowContext& ctx, model::Value* container, model::Value* item);

}  // namespace rtfarm::flow
