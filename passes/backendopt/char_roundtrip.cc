#include "passes/backendopt/char_roundtrip.h"

#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "passes/backendopt/graph_edit.h"

namespace rtfarm::backendopt {

using model::SpaceOperation;
using model::Variable;

int RemoveCharRoundTrips(model::FunctionGraph& graph) {
  int removed = 0;
  std::vector<const Variable*> inner_results;  // of the calls undone, maybe unused now
  for (model::Block* block : graph.Blocks()) {
    // The argument of each conversion this block made, by its result.
    std::unordered_map<const Variable*, std::pair<std::string, model::Value*>> made;
    for (SpaceOperation& op : block->operations) {
      const std::string* callee = CalleeName(op);
      if (callee == nullptr || op.args.size() != 2 || op.result == nullptr) continue;
      if (*callee != "rpy_char_of_str" && *callee != "rpy_str_from_char") continue;
      model::Value* arg = op.args[1];
      auto it = arg->is_constant() ? made.end() : made.find(static_cast<const Variable*>(arg));
      if (it != made.end() && it->second.first != *callee &&
          it->second.second->concretetype == op.result->concretetype) {
        inner_results.push_back(static_cast<const Variable*>(arg));
        op = SpaceOperation{"same_as", {it->second.second}, op.result, op.position};
        ++removed;
        continue;
      }
      made[op.result] = {*callee, arg};
    }
  }
  if (removed == 0) return 0;
  // The undone calls nobody reads any more (pure: the conversion raises nothing).
  std::map<const Variable*, int> uses = CountUses(graph);
  for (model::Block* block : graph.Blocks()) {
    std::erase_if(block->operations, [&](const SpaceOperation& op) {
      const std::string* callee = CalleeName(op);
      return callee != nullptr &&
             (*callee == "rpy_char_of_str" || *callee == "rpy_str_from_char") &&
             op.result != nullptr && uses[op.result] == 0;
    });
  }
  return removed;
}

}  // namespace rtfarm::backendopt
