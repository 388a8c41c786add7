// The opcodes of the match statement (CPython 3.11): MATCH_SEQUENCE, MATCH_MAPPING,
// GET_LEN, MATCH_KEYS and MATCH_CLASS, at flow time (docs/flow.md "The match statement").
// The rest of a match statement's bytecode (COPY, COMPARE_OP, UNPACK_SEQUENCE, the
// POP_JUMP_* of each pattern) is ordinary and handled by opcodes.cc.
#pragma once

#include "passes/flow/bytecode.h"

namespace rtfarm::flow {

class FlowContext;

void ExecuteMatchInstruction(FlowContext& ctx, const Instruction& ins);

}  // namespace rtfarm::flow
