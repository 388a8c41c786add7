#include "passes/model/checkgraph.h"

#include <unordered_map>
#include <unordered_set>

#include "passes/model/operation_table.h"

namespace rtfarm::model {
namespace {

class Checker {
 public:
  Checker(const FunctionGraph& graph, CheckOptions options) : graph_(graph), options_(options) {
    std::vector<Block*> blocks = graph.Blocks();
    for (size_t i = 0; i < blocks.size(); ++i) index_[blocks[i]] = static_cast<int>(i);
    blocks_ = std::move(blocks);
  }

  std::vector<std::string> Run() {
    CheckFinalBlocks();
    for (Block* block : blocks_) CheckBlock(block);
    return std::move(errors_);
  }

 private:
  std::string Where(const Block* block) const {
    if (block == graph_.returnblock()) return graph_.name() + ": returnblock";
    if (block == graph_.exceptblock()) return graph_.name() + ": exceptblock";
    auto it = index_.find(block);
    return graph_.name() + ": block " + (it == index_.end() ? "?" : std::to_string(it->second));
  }

  void Error(const Block* block, const std::string& what) {
    errors_.push_back(Where(block) + ": " + what);
  }

  void CheckFinalBlocks() {
    if (graph_.startblock() == nullptr) {
      errors_.push_back(graph_.name() + ": no startblock");
      return;
    }
    const Block* ret = graph_.returnblock();
    const Block* exc = graph_.exceptblock();
    if (ret->inputargs.size() != 1) Error(ret, "must have exactly one inputarg");
    if (exc->inputargs.size() != 2) Error(exc, "must have exactly two inputargs");
    for (const Block* final_block : {ret, exc}) {
      if (!final_block->operations.empty()) Error(final_block, "must have no operations");
      if (!final_block->exits.empty()) Error(final_block, "must have no exits");
    }
  }

  // A variable may be defined once in the whole graph (SSI) and used only in its block.
  void Define(const Block* block, const Variable* var, std::unordered_set<const Variable*>& local) {
    if (var == nullptr) {
      Error(block, "null variable definition");
      return;
    }
    if (!defined_anywhere_.insert(var).second) {
      Error(block, var->name() + " is defined more than once in the graph");
    }
    local.insert(var);
  }

  // `extra`: the link's own exception variables, visible besides the block's.
  void Use(const Block* block, const Value* value, const std::unordered_set<const Variable*>& local,
           const std::string& where, const std::unordered_set<const Variable*>* extra = nullptr) {
    if (value == nullptr) {
      Error(block, "null argument in " + where);
      return;
    }
    if (value->is_constant()) {
      auto* constant = static_cast<const Constant*>(value);
      if (constant->object() == nullptr && constant->type_value == nullptr &&
          constant->symbol.empty()) {
        Error(block, "constant without a value in " + where);
      }
      return;
    }
    auto* var = static_cast<const Variable*>(value);
    if (!local.count(var) && !(extra != nullptr && extra->count(var)))
      Error(block, var->name() + " used in " + where + " is not defined in this block");
  }

  void CheckBlock(const Block* block) {
    std::unordered_set<const Variable*> local;
    for (const Variable* var : block->inputargs) Define(block, var, local);
    if (block->is_final()) return;
    for (size_t i = 0; i < block->operations.size(); ++i) {
      const SpaceOperation& op = block->operations[i];
      std::string where = "operation " + std::to_string(i) + " (" + op.opname + ")";
      if (options_.flow_level) CheckOperationShape(block, op, where);
      for (const Value* arg : op.args) Use(block, arg, local, where);
      Define(block, op.result, local);
    }
    CheckExits(block, local);
  }

  void CheckOperationShape(const Block* block, const SpaceOperation& op, const std::string& where) {
    const OperationInfo* info = FindOperation(op.opname);
    if (info == nullptr) {
      Error(block, where + " is not a flow operation");
    } else if (info->arity >= 0 && static_cast<int>(op.args.size()) != info->arity) {
      Error(block, where + " has " + std::to_string(op.args.size()) + " arguments, expected " +
                       std::to_string(info->arity));
    }
  }

  void CheckExits(const Block* block, const std::unordered_set<const Variable*>& local) {
    if (block->exits.empty()) {
      Error(block, "a non-final block must have exits");
      return;
    }
    switch (block->exitswitch) {
      case ExitSwitch::kNone:
        if (block->exits.size() != 1) Error(block, "an unconditional block must have one exit");
        if (block->exits[0]->exitcase != nullptr)
          Error(block, "an unconditional exit has no exitcase");
        break;
      case ExitSwitch::kVariable:
        Use(block, block->exitswitch_var, local, "exitswitch");
        CheckSwitchCases(block);
        break;
      case ExitSwitch::kLastException:
        CheckExceptionExits(block);
        break;
    }
    for (size_t i = 0; i < block->exits.size(); ++i) CheckLink(block, block->exits[i], i, local);
  }

  void CheckSwitchCases(const Block* block) {
    std::unordered_set<std::string> seen;
    for (const Link* link : block->exits) {
      if (link->exitcase == nullptr) {
        Error(block, "a switch exit needs an exitcase");
      } else if (!seen.insert(link->exitcase->key()).second) {
        Error(block, "exitcase " + link->exitcase->key() + " appears twice");
      }
      if (link->last_exception || link->last_exc_value)
        Error(block, "a switch exit cannot carry an exception");
    }
  }

  void CheckExceptionExits(const Block* block) {
    if (block->operations.empty()) {
      Error(block, "an exception switch needs a last operation");
      return;
    }
    if (options_.flow_level) {
      const OperationInfo* info = FindOperation(block->operations.back().opname);
      if (info != nullptr && info->canraise.empty()) {
        Error(block, "exception links after '" + std::string(info->name) + "', which cannot raise");
      }
    }
    if (block->exits.size() < 2)
      Error(block, "an exception switch needs a normal and an exception exit");
    if (block->exits[0]->exitcase != nullptr)
      Error(block, "the first exit of an exception switch is the normal path");
    std::unordered_set<std::string> seen;
    for (size_t i = 1; i < block->exits.size(); ++i) {
      const Link* link = block->exits[i];
      if (link->exitcase == nullptr || link->exitcase->kind() != host::HostKind::kClass) {
        Error(block,
              "exception exit " + std::to_string(i) + " needs an exception class as exitcase");
      } else if (!seen.insert(link->exitcase->key()).second) {
        Error(block, "exception class " + link->exitcase->key() + " is caught twice");
      }
    }
  }

  void CheckLink(const Block* block, const Link* link, size_t index,
                 const std::unordered_set<const Variable*>& local) {
    std::string where = "exit " + std::to_string(index);
    if (link->prevblock != block) Error(block, where + " has a wrong prevblock");
    if (link->target == nullptr) {
      Error(block, where + " has no target");
      return;
    }
    if (link->args.size() != link->target->inputargs.size()) {
      Error(block, where + " passes " + std::to_string(link->args.size()) +
                       " values to a block taking " +
                       std::to_string(link->target->inputargs.size()));
    }
    bool exception_link = block->exitswitch == ExitSwitch::kLastException && index > 0;
    if (!exception_link && (link->last_exception || link->last_exc_value)) {
      Error(block, where + " is not an exception exit but carries last_exception");
    }
    // Not a copy of `local`: a block may have many locals and many exits.
    std::unordered_set<const Variable*> visible;
    if (exception_link) {
      for (const Variable* extra : {link->last_exception, link->last_exc_value}) {
        if (extra == nullptr) continue;
        if (local.count(extra) || !defined_anywhere_.insert(extra).second) {
          Error(block, where + ": " + extra->name() + " must be fresh to the link");
        }
        visible.insert(extra);
      }
    }
    for (const Value* arg : link->args) Use(block, arg, local, where, &visible);
  }

  const FunctionGraph& graph_;
  CheckOptions options_;
  std::vector<Block*> blocks_;
  std::unordered_map<const Block*, int> index_;
  std::unordered_set<const Variable*> defined_anywhere_;
  std::vector<std::string> errors_;
};

}  // namespace

std::vector<std::string> CheckGraph(const FunctionGraph& graph, CheckOptions options) {
  return Checker(graph, options).Run();
}

}  // namespace rtfarm::model
