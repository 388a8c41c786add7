#include "passes/backendopt/concat_chain.h"

#include <map>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// More pieces than this stay split over several calls (rpy_str_concat_n's bound).
constexpr size_t kMaxPieces = 16;

int FuseInBlock(model::FunctionGraph& graph, Block* block,
                const std::map<const Variable*, int>& uses, lltype::TypeRegistry& types) {
  auto& ops = block->operations;
  // For each concatenation's result, its pieces so far and the operation that makes it.
  std::map<const Variable*, std::vector<Value*>> pieces;
  std::map<const Variable*, size_t> made_by;
  std::vector<bool> absorbed(ops.size(), false);
  int removed = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (!IsStrConcat(ops[i])) continue;
    std::vector<Value*> mine;
    for (size_t a = 1; a <= 2; ++a) {
      Value* operand = ops[i].args[a];
      auto it = operand->is_constant() ? pieces.end()
                                       : pieces.find(static_cast<const Variable*>(operand));
      auto count = it == pieces.end() ? uses.end() : uses.find(it->first);
      if (it != pieces.end() && count != uses.end() && count->second == 1 &&
          mine.size() + it->second.size() + (a == 1 ? 1 : 0) <= kMaxPieces) {
        mine.insert(mine.end(), it->second.begin(), it->second.end());
        absorbed[made_by[it->first]] = true;
        ++removed;
      } else {
        mine.push_back(operand);
      }
    }
    pieces[ops[i].result] = std::move(mine);
    made_by[ops[i].result] = i;
  }
  if (removed == 0) return 0;
  std::vector<SpaceOperation> kept;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (absorbed[i]) continue;
    if (IsStrConcat(ops[i]) && pieces[ops[i].result].size() > 2) {
      SpaceOperation& op = ops[i];
      const std::vector<Value*>& all = pieces[op.result];
      const lltype::Type* str = op.result->concretetype;
      std::vector<const lltype::Type*> params(all.size() + 1, str);
      params[0] = types.Signed();
      Constant* callee = CopyConstant(graph, static_cast<const Constant*>(op.args[0]));
      callee->symbol = "rpy_str_concat_n";
      callee->concretetype = types.Ptr(types.Func(params, str));
      std::vector<Value*> args = {
          callee, lltype::IntConstant(graph, static_cast<int64_t>(all.size()), types.Signed())};
      args.insert(args.end(), all.begin(), all.end());
      op.args = std::move(args);
    }
    kept.push_back(std::move(ops[i]));
  }
  ops = std::move(kept);
  return removed;
}

}  // namespace

int FuseStringConcatenations(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  std::map<const Variable*, int> uses = CountUses(graph);
  int removed = 0;
  for (Block* block : graph.Blocks()) removed += FuseInBlock(graph, block, uses, types);
  return removed;
}

}  // namespace rtfarm::backendopt
