// A code object decoded once for the flow builder: instructions by offset, handlers,
// lines, and the merge points (jump and handler targets) where frame states are merged.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/flow/bytecode.h"
#include "passes/flow/code_tables.h"
#include "passes/host/host_object.h"

namespace rtfarm::flow {

struct DecodedCode {
  const host::HostObject* object = nullptr;  // kCode
  const host::CodeInfo* info = nullptr;
  std::vector<Instruction> instructions;
  std::unordered_map<int, int> index_of_offset;
  std::vector<ExceptionTableEntry> handlers;
  std::vector<int> lines;  // per code unit
  std::unordered_set<int> merge_points;
  // 3.11 "localsplus": varnames, then cell variables that are not arguments, then free
  // variables; LOAD_FAST/LOAD_DEREF/MAKE_CELL index into it.
  std::vector<std::string> slot_names;
  int first_free_slot = 0;
  // Liveness of the locals (bytecode level, backward over jumps, fall-through and
  // handlers): live_in[i][slot] is true when the local may be read at or after
  // instruction i before being stored again. Cell and free slots are always live (inlined
  // comprehensions read them by name). A local unbound on one path of a merge is only
  // carried as "possibly undefined" where it is live.
  std::vector<std::vector<bool>> live_in;
  // Cell variables captured by a lambda or nested function (directly, or through the
  // comprehensions between them): at run time a cell object (docs/flow.md "Functions as
  // values"), read and written through its attribute. Indexed by slot; free slots false.
  std::vector<bool> captured;

  // Throws std::runtime_error on malformed bytecode or tables.
  explicit DecodedCode(const host::HostObject* code_object);

  const Instruction* At(int offset) const;
  int LineAt(int offset) const;
  int SlotOf(const std::string& name) const;  // -1 when absent
  bool IsComprehension() const { return IsComprehensionName(info->name); }
  static bool IsComprehensionName(const std::string& name) {
    return name == "<listcomp>" || name == "<dictcomp>" || name == "<setcomp>" ||
           name == "<genexpr>";
  }
  bool LiveAt(int offset, int slot) const;
  // Whether the generator expression made by MAKE_FUNCTION at instruction `index` is the
  // first argument of a builtin that reads it whole (or of any()/all(), or str.join), so
  // that it is flowed inline as the list of what it yields; otherwise it is a generator
  // function of its own, a closure when it reads the enclosing function's variables.
  bool InlineGeneratorExpression(size_t index) const;

 private:
  void ComputeLiveness();
  void ComputeCaptured();
};

}  // namespace rtfarm::flow
