#include "passes/flow/decoded_code.h"

#include <algorithm>
#include <stdexcept>

namespace rtfarm::flow {

DecodedCode::DecodedCode(const host::HostObject* code_object)
    : object(code_object), info(code_object->code()) {
  if (info == nullptr) throw std::runtime_error("not a code object: " + code_object->key());
  instructions = DecodeInstructions(info->code);
  for (size_t i = 0; i < instructions.size(); ++i) {
    index_of_offset[instructions[i].offset] = static_cast<int>(i);
    if (instructions[i].start != instructions[i].offset) {
      index_of_offset[instructions[i].start] = static_cast<int>(i);
    }
  }
  handlers = ParseExceptionTable(info->exceptiontable);
  lines =
      ParseLineTable(info->linetable, info->firstlineno, static_cast<int>(info->code.size() / 2));
  for (const auto& ins : instructions) {
    if (ins.jump_target >= 0) merge_points.insert(ins.jump_target);
  }
  for (const auto& handler : handlers) merge_points.insert(handler.target);
  for (int target : merge_points) {
    if (!index_of_offset.count(target)) {
      throw std::runtime_error("jump into the middle of an instruction at offset " +
                               std::to_string(target));
    }
  }
  slot_names = info->varnames;
  for (const auto& cell : info->cellvars) {
    if (std::find(info->varnames.begin(), info->varnames.end(), cell) == info->varnames.end()) {
      slot_names.push_back(cell);
    }
  }
  first_free_slot = static_cast<int>(slot_names.size());
  slot_names.insert(slot_names.end(), info->freevars.begin(), info->freevars.end());
}

const Instruction* DecodedCode::At(int offset) const {
  auto it = index_of_offset.find(offset);
  return it == index_of_offset.end() ? nullptr : &instructions[it->second];
}

int DecodedCode::LineAt(int offset) const {
  int unit = offset / 2;
  for (int u = unit; u >= 0 && u < static_cast<int>(lines.size()); --u) {
    if (lines[u] >= 0) return lines[u];
  }
  return info->firstlineno;
}

int DecodedCode::SlotOf(const std::string& name) const {
  for (size_t i = 0; i < slot_names.size(); ++i) {
    if (slot_names[i] == name) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace rtfarm::flow
