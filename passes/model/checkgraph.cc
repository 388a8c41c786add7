#include "passes/model/checkgraph.h"

#include <unordered_map>
#include <unordered_set>

#include "passes/model/operation_table.h"

namespace rtfarm::model {
namespace {

class Checker {
 public:
  Checker(const FunctionGraph& graph, CheckOptions options)
      : graph_(graph), options_(options), defined_in_(graph.variable_count()) {
    blocks_ = graph.Blocks();
  }

  std::vector<std::string> Run() {
    CheckFinalBlocks();
    for (size_t i = 0; i < blocks_.size(); ++i) CheckBlock(blocks_[i], static_cast<int>(i));
    return std::move(errors_);
  }

 private:
  std::string Where(const Block* block) const {
    if (block == graph_.returnblock()) return graph_.name() + ": returnblock";
    if (block == graph_.exceptblock()) return graph_.name() + ": exceptblock";
    // Indexed at the first error only: most checks find none.
    if (index_.empty()) {
      for (size_t i = 0; i < blocks_.size(); ++i) index_[blocks_[i]] = static_cast<int>(i);
    }
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

  // Where each variable was defined, by variable number (-1: nowhere yet). A vector, not
  // hash sets: this runs over every variable of every graph a shard decodes. Numbers are
  // unique in a graph; the entry keeps the variable so that one of another graph that
  // happens to share a number is still seen as undefined here.
  struct Definition {
    const Variable* var = nullptr;
    int block = -1;
  };
  int& DefinedIn(const Variable* var) {
    size_t n = static_cast<size_t>(var->number());
    if (n >= defined_in_.size()) defined_in_.resize(n + 1);
    Definition& d = defined_in_[n];
    if (d.var != var) d = {var, -1};  // first sight, or another variable with its number
    return d.block;
  }

  // A variable may be defined once in the whole graph (SSI) and used only in its block
  // (`block_number`: the block's position; kLinkLocal for a link's exception variables).
  void Define(const Block* block, int block_number, const Variable* var) {
    if (var == nullptr) {
      Error(block, "null variable definition");
      return;
    }
    int& where = DefinedIn(var);
    if (where != -1) {
      Error(block, var->name() + " is defined more than once in the graph");
      // Still visible where it was defined last, as a set of the block's locals had it.
    }
    where = block_number;
  }

  // `where` names the use for messages; it is called only on an error.
  template <typename Where>
  void Use(const Block* block, int block_number, const Value* value, const Where& where,
           const Link* link = nullptr) {
    if (value == nullptr) {
      Error(block, "null argument in " + where());
      return;
    }
    if (value->is_constant()) {
      auto* constant = static_cast<const Constant*>(value);
      if (constant->object() == nullptr && constant->type_value == nullptr &&
          constant->symbol.empty()) {
        Error(block, "constant without a value in " + where());
      }
      return;
    }
    auto* var = static_cast<const Variable*>(value);
    bool visible =
        DefinedIn(var) == block_number ||
        (link != nullptr && (var == link->last_exception || var == link->last_exc_value));
    if (!visible)
      Error(block, var->name() + " used in " + where() + " is not defined in this block");
  }

  void CheckBlock(const Block* block, int block_number) {
    for (const Variable* var : block->inputargs) Define(block, block_number, var);
    if (block->is_final()) return;
    for (size_t i = 0; i < block->operations.size(); ++i) {
      const SpaceOperation& op = block->operations[i];
      auto where = [&] { return "operation " + std::to_string(i) + " (" + op.opname + ")"; };
      if (options_.flow_level) CheckOperationShape(block, op, where());
      for (const Value* arg : op.args) Use(block, block_number, arg, where);
      Define(block, block_number, op.result);
    }
    CheckExits(block, block_number);
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

  void CheckExits(const Block* block, int block_number) {
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
        Use(block, block_number, block->exitswitch_var, [] { return std::string("exitswitch"); });
        CheckSwitchCases(block);
        break;
      case ExitSwitch::kLastException:
        CheckExceptionExits(block);
        break;
    }
    for (size_t i = 0; i < block->exits.size(); ++i)
      CheckLink(block, block_number, block->exits[i], i);
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

  void CheckLink(const Block* block, int block_number, const Link* link, size_t index) {
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
    if (exception_link) {
      for (const Variable* extra : {link->last_exception, link->last_exc_value}) {
        if (extra == nullptr) continue;
        int& defined = DefinedIn(extra);
        if (defined != -1) {
          Error(block, where + ": " + extra->name() + " must be fresh to the link");
        } else {
          defined = kLinkLocal;
        }
      }
    }
    // A link's own exception variables are visible only to its arguments.
    const Link* own = exception_link ? link : nullptr;
    for (const Value* arg : link->args)
      Use(
          block, block_number, arg, [&] { return where; }, own);
  }

  static constexpr int kLinkLocal = -2;

  const FunctionGraph& graph_;
  CheckOptions options_;
  std::vector<Block*> blocks_;
  mutable std::unordered_map<const Block*, int> index_;
  std::vector<Definition> defined_in_;
  std::vector<std::string> errors_;
};

}  // namespace

std::vector<std::string> CheckGraph(const FunctionGraph& graph, CheckOptions options) {
  return Checker(graph, options).Run();
}

}  // namespace rtfarm::model
