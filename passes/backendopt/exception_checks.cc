#include "passes/backendopt/exception_checks.h"

#include <deque>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"
#include "passes/lltype/lloperations.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// The exception state as a set of possibilities: joins are unions.
enum State : unsigned { kUnreached = 0, kClear = 1, kSet = 2, kUnknown = 3 };

State Join(State a, State b) { return static_cast<State>(a | b); }

bool IsCheck(const SpaceOperation& op) {
  const std::string* callee = CalleeName(op);
  return callee != nullptr && *callee == "rpy_exc_occurred";
}

// The state after `op`. Only the runtime's own exception primitives are trusted to
// leave it alone; every other call may raise, and so may operations the table says
// can raise.
State After(const SpaceOperation& op, State before) {
  if (const std::string* callee = CalleeName(op)) {
    if (*callee == "rpy_raise") return kSet;
    if (*callee == "rpy_clear_exception") return kClear;
    if (*callee == "rpy_exc_occurred" || *callee == "rpy_exc_fetch_type" ||
        *callee == "rpy_exc_fetch_value" || *callee == "rpy_vtable_issubclass")
      return before;
    return kUnknown;
  }
  const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
  if (ll == nullptr || !ll->canraise.empty()) return kUnknown;
  return before;
}

// The state after operation `i` of `ops`. An allocation may leave MemoryError pending
// (docs/gc.md); only the check the exception transformer put right after one (inside a
// caught region) looks at that, so elsewhere an allocation leaves the state alone and
// the checks after inlined bodies still fold.
State AfterOperation(const std::vector<SpaceOperation>& ops, size_t i, State before) {
  const SpaceOperation& op = ops[i];
  if ((op.opname == "malloc" || op.opname == "malloc_varsize") && i + 1 < ops.size() &&
      IsCheck(ops[i + 1]))
    return kUnknown;
  return After(op, before);
}

// Whether `block` ends with a check its switch reads.
bool EndsWithCheck(const Block* block) {
  return block->exitswitch == model::ExitSwitch::kVariable && !block->operations.empty() &&
         IsCheck(block->operations.back()) &&
         block->operations.back().result == block->exitswitch_var;
}

// The state on `link`, leaving a block that ends in state `end`.
State OnLink(const Link* link, State end) {
  const Block* from = link->prevblock;
  if (end == kUnreached) return kUnreached;
  if (from->exitswitch == model::ExitSwitch::kLastException) return kUnknown;
  if (EndsWithCheck(from) && link->exitcase != nullptr &&
      link->exitcase->kind() == host::HostKind::kBool)
    return link->exitcase->bool_value() ? kSet : kClear;
  return end;
}

class ExceptionChecks {
 public:
  ExceptionChecks(model::FunctionGraph& graph, lltype::TypeRegistry& types)
      : graph_(graph), types_(types) {}

  int Run() {
    if (!HasCheck()) return 0;  // most graphs: nothing to compute
    int total = 0;
    for (int round = 0; round < 8; ++round) {
      ComputeStates();
      int changed = ThreadLinks();
      if (changed == 0) changed = FoldChecks();
      if (changed == 0) changed = ReturnRegardless();
      if (changed == 0) break;
      total += changed;
      graph_.Prune();
    }
    return total;
  }

 private:
  bool HasCheck() const {
    for (const Block* block : graph_.Blocks()) {
      for (const SpaceOperation& op : block->operations) {
        if (IsCheck(op)) return true;
      }
    }
    return false;
  }

  State EndState(Block* block) {
    State s = entry_[block];
    for (size_t i = 0; i < block->operations.size(); ++i)
      s = AfterOperation(block->operations, i, s);
    return s;
  }

  // The entry and end state of every block (and the blocks, for this round's rewrites).
  void ComputeStates() {
    entry_.clear();
    end_.clear();
    blocks_ = graph_.Blocks();
    const std::vector<Block*>& blocks = blocks_;
    for (Block* b : blocks) entry_[b] = kUnreached;
    entry_[graph_.startblock()] = kClear;
    std::deque<Block*> work(blocks.begin(), blocks.end());
    std::unordered_set<Block*> queued(blocks.begin(), blocks.end());
    while (!work.empty()) {
      Block* block = work.front();
      work.pop_front();
      queued.erase(block);
      State end = EndState(block);
      for (Link* link : block->exits) {
        State joined = Join(entry_[link->target], OnLink(link, end));
        if (joined == entry_[link->target]) continue;
        entry_[link->target] = joined;
        if (queued.insert(link->target).second) work.push_back(link->target);
      }
    }
    for (Block* b : blocks) end_[b] = EndState(b);
  }

  Constant* BoolValue(bool value) { return lltype::IntConstant(graph_, value, types_.Bool()); }

  // A block whose only work is the check.
  static bool OnlyChecks(const Block* block) {
    return block->operations.size() == 1 && EndsWithCheck(block) && block->exits.size() == 2;
  }

  static Link* ExitFor(Block* check, bool raised) {
    for (Link* exit : check->exits) {
      if (exit->exitcase != nullptr && exit->exitcase->kind() == host::HostKind::kBool &&
          exit->exitcase->bool_value() == raised)
        return exit;
    }
    return nullptr;
  }

  // Links with a known state into a block that only checks go where the check would.
  int ThreadLinks() {
    int threaded = 0;
    std::unordered_map<Block*, std::vector<Link*>> entering;
    for (Block* block : blocks_) {
      for (Link* link : block->exits) {
        if (OnlyChecks(link->target)) entering[link->target].push_back(link);
      }
    }
    for (Block* block : blocks_) {
      if (!OnlyChecks(block)) continue;
      for (Link* link : entering[block]) {
        if (link->prevblock == block) continue;
        State state = OnLink(link, end_[link->prevblock]);
        if (state != kClear && state != kSet) continue;
        Link* exit = ExitFor(block, state == kSet);
        if (exit == nullptr) continue;
        std::map<const Value*, Value*> in_link;
        for (size_t i = 0; i < block->inputargs.size(); ++i)
          in_link[block->inputargs[i]] = link->args.at(i);
        in_link[block->operations[0].result] = BoolValue(state == kSet);
        std::vector<Value*> args;
        for (Value* a : exit->args) {
          auto it = in_link.find(a);
          args.push_back(it == in_link.end() ? a : it->second);
        }
        link->target = exit->target;
        link->args = std::move(args);
        ++threaded;
      }
    }
    return threaded;
  }

  // Checks whose answer the state before them gives become that constant.
  int FoldChecks() {
    int folded = 0;
    for (Block* block : blocks_) {
      State s = entry_[block];
      for (size_t i = 0; i < block->operations.size(); ++i) {
        SpaceOperation& op = block->operations[i];
        if (IsCheck(op) && (s == kClear || s == kSet)) {
          op = SpaceOperation{"same_as", {BoolValue(s == kSet)}, op.result, {}};
          ++folded;
          // The switch goes too (constant folding keeps a switch's constant holder).
          Link* exit = op.result == block->exitswitch_var ? ExitFor(block, s == kSet) : nullptr;
          if (exit != nullptr) {
            exit->exitcase = nullptr;
            block->exits = {exit};
            block->exitswitch = model::ExitSwitch::kNone;
            block->exitswitch_var = nullptr;
          }
          continue;
        }
        s = AfterOperation(block->operations, i, s);
      }
    }
    return folded;
  }

  // Where `link` ends after blocks that only pass values on: the value it returns, or
  // null when it does not reach the return block that way.
  Value* ReturnedThrough(const Link* link) {
    std::vector<Value*> args = link->args;
    const Block* block = link->target;
    for (int hops = 0; hops < 8; ++hops) {
      if (block == graph_.returnblock()) return args.at(0);
      if (!block->operations.empty() || block->exitswitch != model::ExitSwitch::kNone ||
          block->exits.size() != 1)
        return nullptr;
      std::map<const Value*, Value*> in_link;
      for (size_t i = 0; i < block->inputargs.size(); ++i) in_link[block->inputargs[i]] = args[i];
      const Link* next = block->exits[0];
      args.clear();
      for (Value* a : next->args) {
        auto it = in_link.find(a);
        args.push_back(it == in_link.end() ? a : it->second);
      }
      block = next->target;
    }
    return nullptr;
  }

  // A check whose both exits return: with an exception pending, the caller ignores the
  // returned value (it checks first), so the normal exit's value can be returned either
  // way. `return f(x)` then ends with the call, which gcc makes a jump.
  int ReturnRegardless() {
    int removed = 0;
    for (Block* block : blocks_) {
      if (!EndsWithCheck(block) || block->exits.size() != 2) continue;
      Link* normal = ExitFor(block, false);
      Link* raised = ExitFor(block, true);
      if (normal == nullptr || raised == nullptr || ReturnedThrough(raised) == nullptr) continue;
      Value* value = ReturnedThrough(normal);
      if (value == nullptr || value == block->exitswitch_var) continue;
      block->operations.pop_back();
      block->exitswitch = model::ExitSwitch::kNone;
      block->exitswitch_var = nullptr;
      normal->exitcase = nullptr;
      normal->target = graph_.returnblock();
      normal->args = {value};
      block->exits = {normal};
      ++removed;
    }
    return removed;
  }

  model::FunctionGraph& graph_;
  lltype::TypeRegistry& types_;
  std::vector<Block*> blocks_;
  std::unordered_map<Block*, State> entry_, end_;
};

}  // namespace

int RemoveRedundantExceptionChecks(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  return ExceptionChecks(graph, types).Run();
}

}  // namespace rtfarm::backendopt
