#include "passes/lltype/check_lowlevel.h"

#include <unordered_map>

#include "passes/lltype/lloperations.h"
#include "passes/model/checkgraph.h"

namespace rtfarm::lltype {
namespace {

std::string Shown(const Type* t) { return t ? t->key() : "<untyped>"; }

}  // namespace

std::vector<std::string> CheckLowLevelGraph(const model::FunctionGraph& graph,
                                            TypeRegistry& types) {
  std::vector<std::string> errors = model::CheckGraph(graph, {.flow_level = false});
  if (!errors.empty()) return errors;
  std::vector<model::Block*> blocks = graph.Blocks();
  std::unordered_map<const model::Block*, size_t> index;  // filled at the first error
  auto where = [&](const model::Block* block) {
    if (block == graph.returnblock()) return graph.name() + ": returnblock";
    if (block == graph.exceptblock()) return graph.name() + ": exceptblock";
    if (index.empty()) {
      for (size_t i = 0; i < blocks.size(); ++i) index[blocks[i]] = i;
    }
    return graph.name() + ": block " + std::to_string(index[block]);
  };
  // `what` names the value for the message: called only when it has no type.
  auto typed = [&](const model::Block* block, const model::Value* value, const auto& what) {
    if (value->concretetype == nullptr)
      errors.push_back(where(block) + ": " + what() + " has no low-level type");
  };
  std::vector<const Type*> arg_types;
  std::vector<const model::Constant*> constants;
  for (const model::Block* block : blocks) {
    for (const model::Variable* var : block->inputargs)
      typed(block, var, [&] { return "inputarg " + var->name(); });
    for (size_t i = 0; i < block->operations.size(); ++i) {
      const model::SpaceOperation& op = block->operations[i];
      auto what = [&] { return "operation " + std::to_string(i) + " (" + op.opname + ")"; };
      arg_types.clear();
      constants.clear();
      for (const model::Value* arg : op.args) {
        typed(block, arg, [&] { return what() + " argument"; });
        arg_types.push_back(arg->concretetype);
        constants.push_back(arg->is_constant() ? static_cast<const model::Constant*>(arg)
                                               : nullptr);
      }
      typed(block, op.result, [&] { return what() + " result"; });
      std::string problem =
          CheckOperationTypes(op.opname, arg_types, op.result->concretetype, constants, types);
      if (!problem.empty()) errors.push_back(where(block) + ": " + what() + ": " + problem);
    }
    if (block->exitswitch == model::ExitSwitch::kVariable &&
        block->exitswitch_var->concretetype != nullptr &&
        !block->exitswitch_var->concretetype->IsInteger()) {
      errors.push_back(where(block) + ": the switch is " +
                       Shown(block->exitswitch_var->concretetype) + ", not a Bool or an integer");
    }
    for (size_t e = 0; e < block->exits.size(); ++e) {
      const model::Link* link = block->exits[e];
      for (size_t a = 0; a < link->args.size() && a < link->target->inputargs.size(); ++a) {
        const Type* given = link->args[a]->concretetype;
        const Type* wanted = link->target->inputargs[a]->concretetype;
        if (given != wanted) {
          errors.push_back(where(block) + ": exit " + std::to_string(e) + " passes " +
                           Shown(given) + " to " + where(link->target) + " inputarg " +
                           std::to_string(a) + " of " + Shown(wanted));
        }
      }
    }
  }
  for (const model::Block* final_block : {graph.returnblock(), graph.exceptblock()}) {
    for (const model::Variable* var : final_block->inputargs)
      typed(final_block, var, [&] { return "inputarg " + var->name(); });
  }
  return errors;
}

}  // namespace rtfarm::lltype
