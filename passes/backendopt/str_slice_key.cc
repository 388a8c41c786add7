#include "passes/backendopt/str_slice_key.h"

#include <map>
#include <string>
#include <vector>

#include "passes/backendopt/graph_edit.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// The dict operations with a `_slice` form, and their operand count (callee, dict, key,
// and the value or default when there is one).
size_t SliceFormOperands(const std::string& callee) {
  if (!callee.starts_with("rpy_dict_")) return 0;
  static const std::pair<const char*, size_t> kForms[] = {{"_get_remembering", 4},
                                                          {"_getitem_remembering", 3},
                                                          {"_setitem_remembered", 4},
                                                          {"_get", 4},
                                                          {"_contains", 3},
                                                          {"_getitem", 3},
                                                          {"_setitem", 4}};
  for (const auto& [suffix, operands] : kForms)
    if (callee.ends_with(suffix)) return operands;
  return 0;
}

bool IsKeyedBy(const SpaceOperation& op, const Value* key) {
  const std::string* callee = CalleeName(op);
  if (callee == nullptr) return false;
  size_t operands = SliceFormOperands(*callee);
  if (operands == 0 || op.args.size() != operands || op.args[2] != key) return false;
  for (size_t i = 0; i < op.args.size(); ++i)
    if (i != 2 && op.args[i] == key) return false;
  return true;
}

int RewriteBlock(model::FunctionGraph& graph, Block* block,
                 const std::map<const Variable*, int>& uses) {
  auto& ops = block->operations;
  int removed = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    const std::string* callee = CalleeName(ops[i]);
    if (callee == nullptr || *callee != "rpy_str_slice" || ops[i].args.size() != 4 ||
        ops[i].result == nullptr)
      continue;
    const Variable* key = ops[i].result;
    auto count = uses.find(key);
    if (count == uses.end()) continue;  // unused: other passes drop it
    std::vector<size_t> users;
    for (size_t j = i + 1; j < ops.size(); ++j)
      if (IsKeyedBy(ops[j], key)) users.push_back(j);
    if (static_cast<int>(users.size()) != count->second) continue;  // read elsewhere too
    for (size_t j : users) {
      SpaceOperation& op = ops[j];
      Constant* renamed = CopyConstant(graph, static_cast<const Constant*>(op.args[0]));
      renamed->symbol += "_slice";
      std::vector<Value*> args = {renamed, op.args[1], ops[i].args[1], ops[i].args[2],
                                  ops[i].args[3]};
      args.insert(args.end(), op.args.begin() + 3, op.args.end());
      op.args = std::move(args);
    }
    ops.erase(ops.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
    ++removed;
  }
  return removed;
}

}  // namespace

int LookUpSliceKeysInPlace(model::FunctionGraph& graph) {
  std::map<const Variable*, int> uses = CountUses(graph);
  int removed = 0;
  for (Block* block : graph.Blocks()) removed += RewriteBlock(graph, block, uses);
  return removed;
}

}  // namespace rtfarm::backendopt
