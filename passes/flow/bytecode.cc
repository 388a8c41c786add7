#include "passes/flow/bytecode.h"

#include <array>
#include <stdexcept>

namespace rtfarm::flow {
namespace {

struct OpcodeTable {
  std::array<std::string_view, 256> names{};
  std::array<uint8_t, 256> caches{};
};

OpcodeTable BuildTable() {
  OpcodeTable t;
#define RTFARM_OPCODE(name) t.names[name] = #name
  RTFARM_OPCODE(CACHE);
  RTFARM_OPCODE(POP_TOP);
  RTFARM_OPCODE(PUSH_NULL);
  RTFARM_OPCODE(NOP);
  RTFARM_OPCODE(UNARY_POSITIVE);
  RTFARM_OPCODE(UNARY_NEGATIVE);
  RTFARM_OPCODE(UNARY_NOT);
  RTFARM_OPCODE(UNARY_INVERT);
  RTFARM_OPCODE(BINARY_SUBSCR);
  RTFARM_OPCODE(GET_LEN);
  RTFARM_OPCODE(MATCH_MAPPING);
  RTFARM_OPCODE(MATCH_SEQUENCE);
  RTFARM_OPCODE(MATCH_KEYS);
  RTFARM_OPCODE(PUSH_EXC_INFO);
  RTFARM_OPCODE(CHECK_EXC_MATCH);
  RTFARM_OPCODE(CHECK_EG_MATCH);
  RTFARM_OPCODE(WITH_EXCEPT_START);
  RTFARM_OPCODE(GET_AITER);
  RTFARM_OPCODE(GET_ANEXT);
  RTFARM_OPCODE(BEFORE_ASYNC_WITH);
  RTFARM_OPCODE(BEFORE_WITH);
  RTFARM_OPCODE(END_ASYNC_FOR);
  RTFARM_OPCODE(STORE_SUBSCR);
  RTFARM_OPCODE(DELETE_SUBSCR);
  RTFARM_OPCODE(GET_ITER);
  RTFARM_OPCODE(GET_YIELD_FROM_ITER);
  RTFARM_OPCODE(PRINT_EXPR);
  RTFARM_OPCODE(LOAD_BUILD_CLASS);
  RTFARM_OPCODE(LOAD_ASSERTION_ERROR);
  RTFARM_OPCODE(RETURN_GENERATOR);
  RTFARM_OPCODE(LIST_TO_TUPLE);
  RTFARM_OPCODE(RETURN_VALUE);
  RTFARM_OPCODE(IMPORT_STAR);
  RTFARM_OPCODE(SETUP_ANNOTATIONS);
  RTFARM_OPCODE(YIELD_VALUE);
  RTFARM_OPCODE(ASYNC_GEN_WRAP);
  RTFARM_OPCODE(PREP_RERAISE_STAR);
  RTFARM_OPCODE(POP_EXCEPT);
  RTFARM_OPCODE(STORE_NAME);
  RTFARM_OPCODE(DELETE_NAME);
  RTFARM_OPCODE(UNPACK_SEQUENCE);
  RTFARM_OPCODE(FOR_ITER);
  RTFARM_OPCODE(UNPACK_EX);
  RTFARM_OPCODE(STORE_ATTR);
  RTFARM_OPCODE(DELETE_ATTR);
  RTFARM_OPCODE(STORE_GLOBAL);
  RTFARM_OPCODE(DELETE_GLOBAL);
  RTFARM_OPCODE(SWAP);
  RTFARM_OPCODE(LOAD_CONST);
  RTFARM_OPCODE(LOAD_NAME);
  RTFARM_OPCODE(BUILD_TUPLE);
  RTFARM_OPCODE(BUILD_LIST);
  RTFARM_OPCODE(BUILD_SET);
  RTFARM_OPCODE(BUILD_MAP);
  RTFARM_OPCODE(LOAD_ATTR);
  RTFARM_OPCODE(COMPARE_OP);
  RTFARM_OPCODE(IMPORT_NAME);
  RTFARM_OPCODE(IMPORT_FROM);
  RTFARM_OPCODE(JUMP_FORWARD);
  RTFARM_OPCODE(JUMP_IF_FALSE_OR_POP);
  RTFARM_OPCODE(JUMP_IF_TRUE_OR_POP);
  RTFARM_OPCODE(POP_JUMP_FORWARD_IF_FALSE);
  RTFARM_OPCODE(POP_JUMP_FORWARD_IF_TRUE);
  RTFARM_OPCODE(LOAD_GLOBAL);
  RTFARM_OPCODE(IS_OP);
  RTFARM_OPCODE(CONTAINS_OP);
  RTFARM_OPCODE(RERAISE);
  RTFARM_OPCODE(COPY);
  RTFARM_OPCODE(BINARY_OP);
  RTFARM_OPCODE(SEND);
  RTFARM_OPCODE(LOAD_FAST);
  RTFARM_OPCODE(STORE_FAST);
  RTFARM_OPCODE(DELETE_FAST);
  RTFARM_OPCODE(POP_JUMP_FORWARD_IF_NOT_NONE);
  RTFARM_OPCODE(POP_JUMP_FORWARD_IF_NONE);
  RTFARM_OPCODE(RAISE_VARARGS);
  RTFARM_OPCODE(GET_AWAITABLE);
  RTFARM_OPCODE(MAKE_FUNCTION);
  RTFARM_OPCODE(BUILD_SLICE);
  RTFARM_OPCODE(JUMP_BACKWARD_NO_INTERRUPT);
  RTFARM_OPCODE(MAKE_CELL);
  RTFARM_OPCODE(LOAD_CLOSURE);
  RTFARM_OPCODE(LOAD_DEREF);
  RTFARM_OPCODE(STORE_DEREF);
  RTFARM_OPCODE(DELETE_DEREF);
  RTFARM_OPCODE(JUMP_BACKWARD);
  RTFARM_OPCODE(CALL_FUNCTION_EX);
  RTFARM_OPCODE(EXTENDED_ARG);
  RTFARM_OPCODE(LIST_APPEND);
  RTFARM_OPCODE(SET_ADD);
  RTFARM_OPCODE(MAP_ADD);
  RTFARM_OPCODE(LOAD_CLASSDEREF);
  RTFARM_OPCODE(COPY_FREE_VARS);
  RTFARM_OPCODE(RESUME);
  RTFARM_OPCODE(MATCH_CLASS);
  RTFARM_OPCODE(FORMAT_VALUE);
  RTFARM_OPCODE(BUILD_CONST_KEY_MAP);
  RTFARM_OPCODE(BUILD_STRING);
  RTFARM_OPCODE(LOAD_METHOD);
  RTFARM_OPCODE(LIST_EXTEND);
  RTFARM_OPCODE(SET_UPDATE);
  RTFARM_OPCODE(DICT_MERGE);
  RTFARM_OPCODE(DICT_UPDATE);
  RTFARM_OPCODE(PRECALL);
  RTFARM_OPCODE(CALL);
  RTFARM_OPCODE(KW_NAMES);
  RTFARM_OPCODE(POP_JUMP_BACKWARD_IF_NOT_NONE);
  RTFARM_OPCODE(POP_JUMP_BACKWARD_IF_NONE);
  RTFARM_OPCODE(POP_JUMP_BACKWARD_IF_FALSE);
  RTFARM_OPCODE(POP_JUMP_BACKWARD_IF_TRUE);
#undef RTFARM_OPCODE
  t.caches[BINARY_SUBSCR] = 4;
  t.caches[STORE_SUBSCR] = 1;
  t.caches[UNPACK_SEQUENCE] = 1;
  t.caches[STORE_ATTR] = 4;
  t.caches[LOAD_ATTR] = 4;
  t.caches[COMPARE_OP] = 2;
  t.caches[LOAD_GLOBAL] = 5;
  t.caches[BINARY_OP] = 1;
  t.caches[LOAD_METHOD] = 10;
  t.caches[PRECALL] = 1;
  t.caches[CALL] = 4;
  return t;
}

const OpcodeTable& Table() {
  static const OpcodeTable table = BuildTable();
  return table;
}

bool IsBackwardJump(int opcode) {
  switch (opcode) {
    case JUMP_BACKWARD:
    case JUMP_BACKWARD_NO_INTERRUPT:
    case POP_JUMP_BACKWARD_IF_NOT_NONE:
    case POP_JUMP_BACKWARD_IF_NONE:
    case POP_JUMP_BACKWARD_IF_FALSE:
    case POP_JUMP_BACKWARD_IF_TRUE:
      return true;
    default:
      return false;
  }
}

}  // namespace

std::string_view OpcodeName(int opcode) {
  return opcode >= 0 && opcode < 256 ? Table().names[opcode] : std::string_view();
}

int CacheEntries(int opcode) { return opcode >= 0 && opcode < 256 ? Table().caches[opcode] : 0; }

bool IsJump(int opcode) {
  switch (opcode) {
    case FOR_ITER:
    case JUMP_FORWARD:
    case JUMP_IF_FALSE_OR_POP:
    case JUMP_IF_TRUE_OR_POP:
    case POP_JUMP_FORWARD_IF_FALSE:
    case POP_JUMP_FORWARD_IF_TRUE:
    case POP_JUMP_FORWARD_IF_NOT_NONE:
    case POP_JUMP_FORWARD_IF_NONE:
    case SEND:
      return true;
    default:
      return IsBackwardJump(opcode);
  }
}

std::vector<Instruction> DecodeInstructions(std::string_view code) {
  if (code.size() % 2 != 0) throw std::runtime_error("bytecode has an odd length");
  std::vector<Instruction> out;
  int extended = 0;
  int start = -1;
  const int size = static_cast<int>(code.size());
  for (int pos = 0; pos < size;) {
    int opcode = static_cast<uint8_t>(code[pos]);
    int arg = static_cast<uint8_t>(code[pos + 1]);
    if (OpcodeName(opcode).empty()) {
      throw std::runtime_error("unknown opcode " + std::to_string(opcode) + " at offset " +
                               std::to_string(pos));
    }
    if (start < 0) start = pos;
    if (opcode == EXTENDED_ARG) {
      extended = (extended | arg) << 8;
      pos += 2;
      continue;
    }
    Instruction ins;
    ins.offset = pos;
    ins.start = start;
    ins.opcode = opcode;
    ins.arg = extended | arg;
    ins.next_offset = pos + 2 + 2 * CacheEntries(opcode);
    if (IsJump(opcode)) {
      int delta = 2 * ins.arg;
      ins.jump_target = pos + 2 + (IsBackwardJump(opcode) ? -delta : delta);
      if (ins.jump_target < 0 || ins.jump_target >= size) {
        throw std::runtime_error("jump outside the code at offset " + std::to_string(pos));
      }
    }
    if (ins.next_offset > size) {
      throw std::runtime_error("truncated instruction at offset " + std::to_string(pos));
    }
    extended = 0;
    start = -1;
    // CACHE entries after the instruction are skipped; a bare CACHE (never at an
    // instruction boundary in valid code) is kept so the interpreter can refuse it.
    pos = ins.next_offset;
    out.push_back(ins);
  }
  return out;
}

}  // namespace rtfarm::flow
