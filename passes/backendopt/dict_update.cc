#include "passes/backendopt/dict_update.h"

#include <optional>
#include <string>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/lloperations.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::SpaceOperation;
using model::Value;

// The dict instantiation a call of `NAME<suffix>` works on (NAME), or "" for any other.
std::string DictHelper(const SpaceOperation& op, const std::string& suffix) {
  const std::string* callee = CalleeName(op);
  if (callee == nullptr || !callee->starts_with("rpy_dict_") || !callee->ends_with(suffix))
    return "";
  return callee->substr(0, callee->size() - suffix.size());
}

// Two operands naming the same value: one variable, or constants of one C symbol.
bool SameOperand(const Value* a, const Value* b) {
  if (a == b) return true;
  if (!a->is_constant() || !b->is_constant()) return false;
  const std::string& sa = static_cast<const Constant*>(a)->symbol;
  return !sa.empty() && sa == static_cast<const Constant*>(b)->symbol;
}

// An operation that cannot change a dict: a pure low-level operation (no call).
bool LeavesDictsAlone(const SpaceOperation& op) {
  const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
  return ll != nullptr && ll->pure;
}

int FuseInBlock(model::FunctionGraph& graph, Block* block) {
  struct Pending {
    size_t index;
    std::string dict_type;
  };
  std::optional<Pending> pending;
  int fused = 0;
  auto& ops = block->operations;
  for (size_t i = 0; i < ops.size(); ++i) {
    SpaceOperation& op = ops[i];
    if (std::string type = DictHelper(op, "_get"); !type.empty() && op.args.size() == 4) {
      pending = Pending{i, type};
      continue;
    }
    if (pending && op.args.size() == 4 && DictHelper(op, "_setitem") == pending->dict_type) {
      SpaceOperation& get = ops[pending->index];
      if (SameOperand(get.args[1], op.args[1]) && SameOperand(get.args[2], op.args[2])) {
        auto rename = [&graph](SpaceOperation& call, const std::string& symbol) {
          Constant* renamed = CopyConstant(graph, static_cast<const Constant*>(call.args[0]));
          renamed->symbol = symbol;
          call.args[0] = renamed;
        };
        rename(get, pending->dict_type + "_get_remembering");
        rename(op, pending->dict_type + "_setitem_remembered");
        ++fused;
      }
      pending.reset();
      continue;
    }
    if (!LeavesDictsAlone(op)) pending.reset();
  }
  return fused;
}

}  // namespace

int FuseDictGetAndSet(model::FunctionGraph& graph) {
  int fused = 0;
  for (Block* block : graph.Blocks()) fused += FuseInBlock(graph, block);
  return fused;
}

}  // namespace rtfarm::backendopt
