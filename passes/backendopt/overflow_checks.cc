#include "passes/backendopt/overflow_checks.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/backendopt/int_ranges.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::FunctionGraph;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// Graphs larger than this are not written twice (their C would double).
constexpr size_t kMaxVersionedOperations = 400;
// The parameter bounds tried, largest first: the one proving the most checks in loops
// wins (the largest among equals).
constexpr int64_t kParameterBounds[] = {int64_t{1} << 31, int64_t{1} << 30, int64_t{1} << 24,
                                        int64_t{1} << 16};

bool IsCheck(const SpaceOperation& op) {
  return op.opname == "int_add_nonbig" || op.opname == "int_sub_nonbig" ||
         op.opname == "int_mul_nonbig";
}

// The blocks on a cycle of the graph (a loop's body and header).
std::unordered_set<const Block*> BlocksInLoops(const std::vector<Block*>& blocks) {
  std::unordered_set<const Block*> in_loops;
  for (const Block* block : blocks) {
    std::vector<const Block*> stack;
    std::unordered_set<const Block*> seen;
    for (const Link* link : block->exits) stack.push_back(link->target);
    while (!stack.empty()) {
      const Block* b = stack.back();
      stack.pop_back();
      if (b == block) {
        in_loops.insert(block);
        break;
      }
      if (!seen.insert(b).second) continue;
      for (const Link* link : b->exits) stack.push_back(link->target);
    }
  }
  return in_loops;
}

size_t CountIn(const std::set<OperationPlace>& places,
               const std::unordered_set<const Block*>& blocks,
               const std::set<OperationPlace>& except) {
  size_t n = 0;
  for (const OperationPlace& p : places) n += blocks.count(p.first) && !except.count(p);
  return n;
}

void MakePlain(SpaceOperation& op) { op.opname.resize(op.opname.size() - 7); }  // "_nonbig"

class Versioner {
 public:
  Versioner(FunctionGraph& graph, lltype::TypeRegistry& types) : graph_(graph), types_(types) {}

  // Copies every non-final block; returns the copy of each block.
  std::unordered_map<const Block*, Block*> CloneBlocks(const std::vector<Block*>& blocks) {
    std::unordered_map<const Block*, Block*> copy;
    for (Block* block : blocks) {
      if (block->is_final()) continue;
      std::vector<Variable*> inputs;
      for (Variable* v : block->inputargs) inputs.push_back(Fresh(v));
      copy[block] = graph_.NewBlock(inputs);
    }
    for (Block* block : blocks) {
      if (block->is_final()) continue;
      Block* into = copy.at(block);
      for (const SpaceOperation& op : block->operations) {
        SpaceOperation c = op;
        for (Value*& a : c.args) a = Renamed(a);
        if (op.result != nullptr) c.result = Fresh(op.result);
        into->operations.push_back(c);
      }
      into->exitswitch = block->exitswitch;
      if (block->exitswitch_var != nullptr)
        into->exitswitch_var = static_cast<Variable*>(Renamed(block->exitswitch_var));
      for (const Link* link : block->exits) {
        Block* target = link->target->is_final() ? link->target : copy.at(link->target);
        Variable* last_exception = link->last_exception ? Fresh(link->last_exception) : nullptr;
        Variable* last_exc_value = link->last_exc_value ? Fresh(link->last_exc_value) : nullptr;
        std::vector<Value*> args;
        for (Value* a : link->args) args.push_back(Renamed(a));
        Link* c = graph_.NewLink(into, target, args, link->exitcase);
        c->last_exception = last_exception;
        c->last_exc_value = last_exc_value;
        c->line = link->line;
        into->exits.push_back(c);
      }
    }
    return copy;
  }

  // A new start block testing that every Signed parameter lies in [-bound, bound]: then
  // `fast`, else `slow` (both take the parameters).
  void Guard(Block* slow, Block* fast, int64_t bound) {
    const lltype::Type* signed_type = types_.Signed();
    const host::HostObject* yes = lltype::IntConstant(graph_, 1, types_.Bool())->object();
    const host::HostObject* no = lltype::IntConstant(graph_, 0, types_.Bool())->object();
    std::vector<std::pair<size_t, const char*>> tests;
    for (size_t i = 0; i < slow->inputargs.size(); ++i) {
      if (slow->inputargs[i]->concretetype != signed_type) continue;
      tests.push_back({i, "int_le"});
      tests.push_back({i, "int_ge"});
    }
    // The function's parameters keep their variables (the C signature is written from
    // them elsewhere): the first test takes them over, `slow` gets fresh ones.
    std::vector<Variable*> function_params = slow->inputargs;
    RenameInputargs(slow);
    Block* previous = nullptr;
    for (const auto& [index, cmp] : tests) {
      std::vector<Variable*> params = function_params;
      if (previous != nullptr)
        for (Variable*& p : params) p = FreshCopy(graph_, p);
      Block* test = graph_.NewBlock(params);
      Variable* ok = graph_.NewVariable("in_bounds");
      ok->concretetype = types_.Bool();
      int64_t limit = std::string(cmp) == "int_le" ? bound : -bound;
      test->operations.push_back({cmp,
                                  {params[index], lltype::IntConstant(graph_, limit, signed_type)},
                                  ok,
                                  graph_.position});
      test->exitswitch = model::ExitSwitch::kVariable;
      test->exitswitch_var = ok;
      std::vector<Value*> args(params.begin(), params.end());
      test->exits.push_back(graph_.NewLink(test, fast, args, yes));  // re-aimed below
      test->exits.push_back(graph_.NewLink(test, slow, args, no));
      if (previous == nullptr)
        graph_.set_startblock(test);
      else
        previous->exits[0]->target = test;
      previous = test;
    }
  }

 private:
  // Gives `block` fresh inputargs, renamed in its operations, switch and exits (a
  // block's values are its own: other blocks receive them through links).
  void RenameInputargs(Block* block) {
    std::unordered_map<const Value*, Variable*> fresh;
    for (Variable*& v : block->inputargs) {
      Variable* copy = FreshCopy(graph_, v);
      fresh[v] = copy;
      v = copy;
    }
    block->RenameUses(fresh);
  }

  Variable* Fresh(const Variable* v) {
    Variable* fresh = FreshCopy(graph_, v);
    renamed_[v] = fresh;
    return fresh;
  }
  Value* Renamed(Value* v) {
    if (v == nullptr || v->is_constant()) return v;
    auto it = renamed_.find(static_cast<const Variable*>(v));
    return it == renamed_.end() ? v : it->second;
  }

  FunctionGraph& graph_;
  lltype::TypeRegistry& types_;
  std::unordered_map<const Variable*, Variable*> renamed_;
};

}  // namespace

OverflowCheckStats RemoveOverflowChecks(FunctionGraph& graph, lltype::TypeRegistry& types) {
  OverflowCheckStats stats;
  std::vector<Block*> blocks = graph.Blocks();
  std::set<OperationPlace> checks;
  size_t operations = 0;
  for (const Block* block : blocks) {
    operations += block->operations.size();
    for (size_t i = 0; i < block->operations.size(); ++i)
      if (IsCheck(block->operations[i])) checks.insert({block, i});
  }
  if (checks.empty()) return stats;
  std::set<OperationPlace> always = OverflowFreeChecks(graph, types, std::nullopt);

  // A second version pays when the bounded parameters prove checks inside loops.
  std::optional<int64_t> best_bound;
  std::set<OperationPlace> bounded;
  bool has_signed_param =
      std::any_of(graph.startblock()->inputargs.begin(), graph.startblock()->inputargs.end(),
                  [&](const Variable* p) { return p->concretetype == types.Signed(); });
  if (has_signed_param && operations <= kMaxVersionedOperations) {
    std::unordered_set<const Block*> in_loops = BlocksInLoops(blocks);
    if (CountIn(checks, in_loops, always) > 0) {
      size_t best = 0;
      for (int64_t bound : kParameterBounds) {
        std::set<OperationPlace> proven = OverflowFreeChecks(graph, types, IntRange{-bound, bound});
        size_t gained = CountIn(proven, in_loops, always);
        if (gained > best) {
          best = gained;
          best_bound = bound;
          bounded = std::move(proven);
        }
      }
    }
  }

  if (best_bound) {
    Versioner versioner(graph, types);
    std::unordered_map<const Block*, Block*> copy = versioner.CloneBlocks(blocks);
    bounded.insert(always.begin(), always.end());
    for (const OperationPlace& p : bounded) {
      MakePlain(copy.at(p.first)->operations[p.second]);
      ++stats.removed;
    }
    Block* start = graph.startblock();
    versioner.Guard(start, copy.at(start), *best_bound);
    stats.versioned = 1;
  }
  for (const OperationPlace& p : always) {
    MakePlain(const_cast<Block*>(p.first)->operations[p.second]);
    ++stats.removed;
  }
  return stats;
}

}  // namespace rtfarm::backendopt
