#include "passes/flow/decoded_code.h"

#include <algorithm>
#include <stdexcept>

#include "passes/flow/calls.h"

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
  ComputeLiveness();
  ComputeCaptured();
}

namespace {

// The free variables that closures made by `code` take from its frame: those of its
// nested functions, and those its comprehensions (inlined, not closures) pass on.
void CollectCaptured(const host::CodeInfo& code, std::unordered_set<std::string>* names) {
  for (const host::HostObject* constant : code.consts) {
    if (constant == nullptr || constant->kind() != host::HostKind::kCode) continue;
    const host::CodeInfo& nested = *constant->code();
    if (DecodedCode::IsComprehensionName(nested.name)) {
      CollectCaptured(nested, names);
    } else {
      names->insert(nested.freevars.begin(), nested.freevars.end());
    }
  }
}

}  // namespace

bool DecodedCode::InlineGeneratorExpression(size_t index) const {
  // Before MAKE_FUNCTION: LOAD_CONST of the code, and before it, for a generator that
  // reads the enclosing function's locals, BUILD_TUPLE of their LOAD_CLOSUREs.
  if (index >= instructions.size() || instructions[index].opcode != MAKE_FUNCTION) return false;
  int loader_index = static_cast<int>(index) - 2;
  if (loader_index >= 0 && (instructions[index].arg & 0x08) &&
      instructions[loader_index].opcode == BUILD_TUPLE)
    loader_index -= 1 + instructions[loader_index].arg;
  if (loader_index < 0) return false;
  const Instruction& loader = instructions[loader_index];
  auto name = [&](int i) -> std::string {
    return i >= 0 && i < static_cast<int>(info->names.size()) ? info->names[i] : "";
  };
  if (loader.opcode == LOAD_METHOD) return name(loader.arg) == "join";
  if (loader.opcode == LOAD_GLOBAL && (loader.arg & 1)) {
    std::string global = name(loader.arg >> 1);
    // Counter and deque: checked to be collections' classes when called (calls.cc).
    return GeneratorConsumerYields(global).has_value() || global == "Counter" || global == "deque";
  }
  if (loader.opcode == LOAD_ATTR)
    return name(loader.arg) == "Counter" || name(loader.arg) == "deque";
  return false;
}

void DecodedCode::ComputeCaptured() {
  captured.assign(slot_names.size(), false);
  if (info->cellvars.empty()) return;
  std::unordered_set<std::string> names;
  // Generator expressions that are not flowed inline are closures: their free
  // variables are cells of this frame.
  for (size_t i = 1; i < instructions.size(); ++i) {
    if (instructions[i].opcode != MAKE_FUNCTION || instructions[i - 1].opcode != LOAD_CONST)
      continue;
    int k = instructions[i - 1].arg;
    if (k < 0 || k >= static_cast<int>(info->consts.size())) continue;
    const host::HostObject* constant = info->consts[k];
    if (constant == nullptr || constant->kind() != host::HostKind::kCode ||
        constant->code()->name != "<genexpr>" || InlineGeneratorExpression(i))
      continue;
    names.insert(constant->code()->freevars.begin(), constant->code()->freevars.end());
  }
  CollectCaptured(*info, &names);
  for (const std::string& cell : info->cellvars) {
    if (names.count(cell)) captured[SlotOf(cell)] = true;
  }
}

namespace {

// The handler instructions whose table entry covers each instruction. CPython 3.11's
// table is flat (entries do not overlap), so this is linear in the code's size; every
// entry is still honoured if a table has overlapping ones.
std::vector<std::vector<int>> HandlersOfInstructions(
    const std::vector<Instruction>& instructions, const std::vector<ExceptionTableEntry>& handlers,
    const std::unordered_map<int, int>& index_of_offset) {
  std::vector<std::vector<int>> covering(instructions.size());
  for (const auto& handler : handlers) {
    auto target = index_of_offset.find(handler.target);
    if (target == index_of_offset.end()) continue;
    auto first =
        std::lower_bound(instructions.begin(), instructions.end(), handler.start,
                         [](const Instruction& ins, int offset) { return ins.offset < offset; });
    for (auto it = first; it != instructions.end() && it->offset < handler.end; ++it) {
      covering[it - instructions.begin()].push_back(target->second);
    }
  }
  return covering;
}

}  // namespace

void DecodedCode::ComputeLiveness() {
  const size_t n = instructions.size();
  const size_t slots = slot_names.size();
  const size_t plain = info->varnames.size();
  std::vector<bool> always(slots, false);
  for (size_t s = 0; s < slots; ++s) {
    always[s] = s >= plain || std::find(info->cellvars.begin(), info->cellvars.end(),
                                        slot_names[s]) != info->cellvars.end();
  }
  const std::vector<std::vector<int>> handlers_of =
      HandlersOfInstructions(instructions, handlers, index_of_offset);
  // Successors and predecessors of each instruction, by index.
  std::vector<std::vector<int>> successors(n);
  std::vector<std::vector<int>> predecessors(n);
  for (size_t i = 0; i < n; ++i) {
    const Instruction& ins = instructions[i];
    bool falls_through = true;
    switch (ins.opcode) {
      case RETURN_VALUE:
      case RAISE_VARARGS:
      case RERAISE:
      case JUMP_FORWARD:
      case JUMP_BACKWARD:
      case JUMP_BACKWARD_NO_INTERRUPT:
        falls_through = false;
        break;
      default:
        break;
    }
    if (falls_through && i + 1 < n) successors[i].push_back(static_cast<int>(i + 1));
    if (ins.jump_target >= 0) {
      auto it = index_of_offset.find(ins.jump_target);
      if (it != index_of_offset.end()) successors[i].push_back(it->second);
    }
    for (int handler : handlers_of[i]) successors[i].push_back(handler);
    for (int succ : successors[i]) predecessors[succ].push_back(static_cast<int>(i));
  }
  // A backward worklist: an instruction is revisited only when a successor's live set
  // grew, so straight-line code costs one visit per instruction.
  live_in.assign(n, always);
  std::vector<bool> queued(n, true);
  std::vector<int> worklist;
  worklist.reserve(n);
  for (size_t k = 0; k < n; ++k) worklist.push_back(static_cast<int>(k));  // last popped first
  std::vector<bool> live;
  while (!worklist.empty()) {
    const int k = worklist.back();
    worklist.pop_back();
    queued[k] = false;
    const Instruction& ins = instructions[k];
    live = always;
    for (int succ : successors[k]) {
      const std::vector<bool>& succ_live = live_in[succ];
      for (size_t s = 0; s < slots; ++s) {
        if (succ_live[s]) live[s] = true;
      }
    }
    int arg = ins.arg;
    bool slot_op = arg >= 0 && static_cast<size_t>(arg) < slots;
    switch (ins.opcode) {
      case STORE_FAST:
      case STORE_DEREF:
        if (slot_op && !always[arg]) {
          // A store inside a `try` may be interrupted before it happens: the handler
          // still sees the old value.
          bool handler_reads = false;
          for (int handler : handlers_of[k]) handler_reads = handler_reads || live_in[handler][arg];
          if (!handler_reads) live[arg] = false;
        }
        break;
      case LOAD_FAST:
      case LOAD_DEREF:
      case LOAD_CLOSURE:
      case LOAD_CLASSDEREF:
      case DELETE_FAST:
      case DELETE_DEREF:
        if (slot_op) live[arg] = true;
        break;
      default:
        break;
    }
    if (live != live_in[k]) {
      live_in[k].swap(live);
      for (int pred : predecessors[k]) {
        if (!queued[pred]) {
          queued[pred] = true;
          worklist.push_back(pred);
        }
      }
    }
  }
}

bool DecodedCode::LiveAt(int offset, int slot) const {
  auto it = index_of_offset.find(offset);
  if (it == index_of_offset.end() || slot < 0 ||
      static_cast<size_t>(slot) >= live_in[it->second].size())
    return true;
  return live_in[it->second][slot];
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
