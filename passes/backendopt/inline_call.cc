#include "passes/backendopt/inline_call.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

class CallInliner {
 public:
  CallInliner(model::FunctionGraph& caller, Block* block, size_t index,
              const model::FunctionGraph& callee)
      : caller_(caller), block_(block), index_(index), callee_(callee) {}

  void Run() {
    passed_on_ = UsedAfter(*block_, index_);
    Block* rest = SplitAfter(caller_, block_, index_, passed_on_);
    std::vector<Block*> callee_blocks = callee_.Blocks();
    for (Block* original : callee_blocks) {
      if (original->is_final()) continue;
      copies_[original] = CopyBlockShell(original);
    }
    for (Block* original : callee_blocks) {
      if (!original->is_final()) FillBlock(original, rest);
    }
    // The caller's block now ends by entering the copied start block.
    const SpaceOperation& call = block_->operations[index_];
    std::vector<Value*> args(call.args.begin() + 1, call.args.end());
    args.insert(args.end(), passed_on_.begin(), passed_on_.end());
    block_->operations.resize(index_);
    Link* enter = caller_.NewLink(block_, copies_.at(callee_.startblock()).block, args);
    block_->exits = {enter};
  }

 private:
  struct Copy {
    Block* block;
    std::vector<Variable*> passed_on;  // this copy's inputargs for the caller's values
  };

  Variable* Map(const Variable* v) {
    auto [it, inserted] = variables_.try_emplace(v, nullptr);
    if (inserted) it->second = FreshCopy(caller_, v);
    return it->second;
  }

  Value* MapValue(Value* v) {
    if (v->is_constant()) return CopyConstant(caller_, static_cast<const Constant*>(v));
    return Map(static_cast<Variable*>(v));
  }

  Copy CopyBlockShell(const Block* original) {
    std::vector<Variable*> inputs;
    for (const Variable* v : original->inputargs) inputs.push_back(Map(v));
    Copy copy;
    for (const Variable* v : passed_on_) {
      copy.passed_on.push_back(FreshCopy(caller_, v));
      inputs.push_back(copy.passed_on.back());
    }
    copy.block = caller_.NewBlock(inputs);
    return copy;
  }

  void FillBlock(const Block* original, Block* rest) {
    const Copy& copy = copies_.at(original);
    Block* block = copy.block;
    for (const SpaceOperation& op : original->operations) {
      SpaceOperation c;
      c.opname = op.opname;
      for (Value* a : op.args) c.args.push_back(MapValue(a));
      c.result = Map(op.result);
      c.position = op.position;
      block->operations.push_back(std::move(c));
    }
    block->exitswitch = original->exitswitch;
    block->exitswitch_var = original->exitswitch_var ? Map(original->exitswitch_var) : nullptr;
    for (const Link* link : original->exits) {
      std::vector<Value*> args;
      Block* target = rest;
      if (link->target == callee_.returnblock()) {
        // Returning: the caller's values, then the result.
        args.assign(copy.passed_on.begin(), copy.passed_on.end());
        args.push_back(MapValue(link->args.at(0)));
      } else {
        for (Value* a : link->args) args.push_back(MapValue(a));
        args.insert(args.end(), copy.passed_on.begin(), copy.passed_on.end());
        target = copies_.at(link->target).block;
      }
      Link* l = caller_.NewLink(block, target, args, link->exitcase);
      l->line = link->line;
      block->exits.push_back(l);
    }
  }

  model::FunctionGraph& caller_;
  Block* block_;
  size_t index_;
  const model::FunctionGraph& callee_;
  std::vector<Variable*> passed_on_;
  std::unordered_map<const Block*, Copy> copies_;
  std::unordered_map<const Variable*, Variable*> variables_;
};

}  // namespace

std::string CannotInline(const model::FunctionGraph& callee) {
  if (callee.startblock() == nullptr) return "no start block";
  for (const Block* block : callee.Blocks()) {
    if (block == callee.exceptblock()) return "it raises through its except block";
    if (block->exitswitch == model::ExitSwitch::kLastException)
      return "it has exception exits (not exception-transformed)";
  }
  return "";
}

bool CallMatches(const Block& block, size_t index, const model::FunctionGraph& callee) {
  const SpaceOperation& op = block.operations.at(index);
  const auto& params = callee.startblock()->inputargs;
  if (op.opname != "direct_call" || op.args.size() != params.size() + 1) return false;
  for (size_t i = 0; i < params.size(); ++i) {
    if (op.args[i + 1]->concretetype != params[i]->concretetype) return false;
  }
  return op.result->concretetype == callee.returnblock()->inputargs[0]->concretetype;
}

void InlineCall(model::FunctionGraph& caller, Block* block, size_t index,
                const model::FunctionGraph& callee) {
  CallInliner(caller, block, index, callee).Run();
}

}  // namespace rtfarm::backendopt
