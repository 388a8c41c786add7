// CALL and CALL_FUNCTION_EX at flow time: simple_call / call_args with a call shape,
// inlined comprehensions, zero-argument super() and rlib's ovfcheck().
#pragma once

#include <optional>
#include <string_view>

#include "passes/flow/frame_state.h"

namespace rtfarm::flow {

class FlowContext;

void Call(FlowContext& ctx, int argc);
void CallFunctionEx(FlowContext& ctx, int flags);

// How the builtin named `builtin` consumes a generator expression passed as its first
// argument (sum, min, max, sorted and list collect it; any and all stop at the deciding
// item), or nothing when it is not one of those.
std::optional<FrameSlice::Yields> GeneratorConsumerYields(std::string_view builtin);

}  // namespace rtfarm::flow
