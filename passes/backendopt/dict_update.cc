#include "passes/backendopt/dict_update.h"

#include <map>
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

void Rename(model::FunctionGraph& graph, SpaceOperation& call, const std::string& symbol) {
  Constant* renamed = CopyConstant(graph, static_cast<const Constant*>(call.args[0]));
  renamed->symbol = symbol;
  call.args[0] = renamed;
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
        Rename(graph, get, pending->dict_type + "_get_remembering");
        Rename(graph, op, pending->dict_type + "_setitem_remembered");
        ++fused;
      }
      pending.reset();
      continue;
    }
    if (!LeavesDictsAlone(op)) pending.reset();
  }
  return fused;
}

// `d[k] += 1`: `block` ends with `v = NAME_getitem(d, k)` and its exception check (a
// missing key raises KeyError), and the check's normal exit leads to a block entered from
// nowhere else that begins, after pure operations only, with `NAME_setitem(d, k, w)` (d
// and k passed along the link). Returns 1 when it paired them.
int FuseAcrossCheck(model::FunctionGraph& graph, Block* block,
                    const std::map<const Block*, int>& predecessors) {
  auto& ops = block->operations;
  if (block->exitswitch != model::ExitSwitch::kVariable || ops.size() < 2 ||
      block->exits.size() != 2)
    return 0;
  const std::string* check = CalleeName(ops.back());
  if (check == nullptr || *check != "rpy_exc_occurred" ||
      ops.back().result != block->exitswitch_var)
    return 0;
  SpaceOperation& get = ops[ops.size() - 2];
  std::string type = DictHelper(get, "_getitem");
  if (type.empty() || get.args.size() != 3) return 0;
  const model::Link* normal = nullptr;
  for (const model::Link* link : block->exits) {
    if (link->exitcase != nullptr && link->exitcase->kind() == host::HostKind::kBool &&
        !link->exitcase->bool_value())
      normal = link;
  }
  if (normal == nullptr || normal->target == block) return 0;
  Block* next = normal->target;
  auto found = predecessors.find(next);
  if (found == predecessors.end() || found->second != 1) return 0;
  std::map<const Value*, const Value*> passed;  // next's inputargs -> block's values
  for (size_t i = 0; i < next->inputargs.size() && i < normal->args.size(); ++i)
    passed[next->inputargs[i]] = normal->args[i];
  auto in_block = [&](const Value* v) {
    auto it = passed.find(v);
    return it == passed.end() ? v : it->second;
  };
  for (SpaceOperation& op : next->operations) {
    if (op.args.size() == 4 && DictHelper(op, "_setitem") == type) {
      if (!SameOperand(in_block(op.args[1]), get.args[1]) ||
          !SameOperand(in_block(op.args[2]), get.args[2]))
        return 0;
      Rename(graph, get, type + "_getitem_remembering");
      Rename(graph, op, type + "_setitem_remembered");
      return 1;
    }
    if (!LeavesDictsAlone(op)) return 0;
  }
  return 0;
}

}  // namespace

int FuseDictGetAndSet(model::FunctionGraph& graph) {
  int fused = 0;
  std::map<const Block*, int> predecessors;
  std::vector<Block*> blocks = graph.Blocks();
  for (Block* block : blocks) {
    for (const model::Link* link : block->exits) ++predecessors[link->target];
  }
  for (Block* block : blocks) {
    fused += FuseInBlock(graph, block);
    fused += FuseAcrossCheck(graph, block, predecessors);
  }
  return fused;
}

}  // namespace rtfarm::backendopt
