// The meaning of each CPython 3.11 opcode at flow time: stack and local effects, the
// operations it records, the decisions it takes.
#pragma once

#include "passes/flow/bytecode.h"

namespace rtfarm::flow {

class FlowContext;

void ExecuteInstruction(FlowContext& ctx, const Instruction& ins);

}  // namespace rtfarm::flow
