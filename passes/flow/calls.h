// CALL and CALL_FUNCTION_EX at flow time: simple_call / call_args with a call shape,
// inlined comprehensions, zero-argument super() and rlib's ovfcheck().
#pragma once

namespace rtfarm::flow {

class FlowContext;

void Call(FlowContext& ctx, int argc);
void CallFunctionEx(FlowContext& ctx, int flags);

}  // namespace rtfarm::flow
