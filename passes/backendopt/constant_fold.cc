#include "passes/backendopt/constant_fold.h"

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/fold_operation.h"
#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// How GenC reads an exitcase: Bool switches by truth, integer switches by value.
bool CaseMatches(const host::HostObject* exitcase, int64_t value) {
  if (exitcase == nullptr) return false;
  if (exitcase->kind() == host::HostKind::kBool) return exitcase->bool_value() == (value != 0);
  if (exitcase->kind() == host::HostKind::kInt) return exitcase->int_value() == value;
  return false;
}

// A switch on the constant `value`: only the exit taken is kept. False when no exit
// matches (left alone).
bool FoldSwitch(Block* block, const Constant* value) {
  if (value->object() == nullptr || !value->symbol.empty()) return false;
  int64_t v = lltype::IntegerValue(value);
  for (Link* link : block->exits) {
    if (!CaseMatches(link->exitcase, v)) continue;
    link->exitcase = nullptr;
    block->exits = {link};
    block->exitswitch = model::ExitSwitch::kNone;
    block->exitswitch_var = nullptr;
    return true;
  }
  return false;
}

// Applies `subst` to the switch and the exits of `block`, folding a switch that became
// constant.
void SubstituteExits(Block* block, const Substitution& subst, ConstantFoldStats& stats) {
  if (block->exitswitch == model::ExitSwitch::kVariable) {
    Value* v = Resolve(subst, block->exitswitch_var);
    if (v->is_constant()) {
      if (FoldSwitch(block, static_cast<const Constant*>(v))) {
        ++stats.switches_folded;
      } else {
        // Still a switch: it needs a variable, so the constant goes through a same_as.
        Variable* holder = block->exitswitch_var;
        block->operations.push_back({"same_as", {v}, holder, {}});
      }
    } else {
      block->exitswitch_var = static_cast<Variable*>(v);
    }
  }
  for (Link* link : block->exits) {
    for (Value*& a : link->args) a = Resolve(subst, a);
  }
}

void FoldBlock(model::FunctionGraph& graph, Block* block, ConstantFoldStats& stats) {
  Substitution subst;
  std::vector<SpaceOperation> kept;
  for (SpaceOperation& op : block->operations) {
    for (Value*& a : op.args) a = Resolve(subst, a);
    // A same_as holding a constant the switch could not fold stays: a switch needs a
    // variable.
    bool switch_holder = op.result == block->exitswitch_var && op.args[0]->is_constant();
    if (op.opname == "same_as" && op.args.size() == 1 && !switch_holder &&
        op.args[0]->concretetype == op.result->concretetype) {
      subst[op.result] = op.args[0];
      ++stats.ops_removed;
      continue;
    }
    if (Constant* c = FoldOperation(op, graph)) {
      subst[op.result] = c;
      ++stats.ops_folded;
      continue;
    }
    kept.push_back(std::move(op));
  }
  block->operations = std::move(kept);
  SubstituteExits(block, subst, stats);
}

// Two constants GenC writes the same way.
bool SameConstant(const Constant* a, const Constant* b) {
  if (a == b) return true;
  if (a->concretetype != b->concretetype || a->symbol != b->symbol ||
      a->type_value != b->type_value || (a->object() == nullptr) != (b->object() == nullptr))
    return false;
  return a->object() == nullptr || a->object()->key() == b->object()->key();
}

}  // namespace

int DiffuseConstants(model::FunctionGraph& graph) {
  // What each inputarg holds: unknown yet (absent), one constant, or several values
  // (null). Optimistic, so that a loop carrying a constant around keeps it.
  std::vector<Block*> blocks = graph.Blocks();
  bool any = false;  // most rounds: no link carries a constant into a block that could take it
  for (const Block* block : blocks) {
    for (const Link* link : block->exits) {
      if (link->target->is_final()) continue;
      for (const Value* a : link->args) any |= a->is_constant();
    }
  }
  if (!any) return 0;
  // Indexed by variable number, as RemoveDeadOperations is (hash sets and maps of every
  // inputarg showed in profiles of big functions): held[v] is meaningful when known[v].
  const size_t count = static_cast<size_t>(graph.variable_count());
  std::vector<const Constant*> held(count, nullptr);
  std::vector<char> known(count, 0), varies(count, 0), inputs(count, 0);
  auto index = [](const Variable* v) { return static_cast<size_t>(v->number()); };
  for (Block* block : blocks) {
    for (const Variable* v : block->inputargs) inputs[index(v)] = 1;
    if (block == graph.startblock() || block->is_final()) {
      for (const Variable* v : block->inputargs) varies[index(v)] = 1;
    }
  }
  auto entering = EnteringLinks(graph);
  for (bool changed = true; changed;) {
    changed = false;
    for (Block* block : blocks) {
      for (size_t i = 0; i < block->inputargs.size(); ++i) {
        const Variable* param = block->inputargs[i];
        const size_t p = index(param);
        if (varies[p]) continue;
        for (const Link* link : entering[block]) {
          const Value* arg = link->args[i];
          const Constant* c = nullptr;
          if (arg->is_constant()) {
            c = static_cast<const Constant*>(arg);
          } else {
            const auto* var = static_cast<const Variable*>(arg);
            if (var == param) continue;
            const size_t a = index(var);
            if (!inputs[a] || varies[a]) {
              c = nullptr;
            } else {
              if (!known[a]) continue;  // nothing known yet
              c = held[a];
            }
          }
          bool agrees = c != nullptr && c->concretetype == param->concretetype &&
                        (!known[p] || SameConstant(held[p], c));
          if (!agrees) {
            varies[p] = 1;
            known[p] = 0;
            changed = true;
            break;
          }
          if (!known[p]) {
            known[p] = 1;
            held[p] = c;
            changed = true;
          }
        }
      }
    }
  }
  // Each block reads its constant inputargs as the constants; RemoveDeadOperations then
  // drops the inputargs and the values links carried for them.
  int diffused = 0;
  for (Block* block : blocks) {
    if (block == graph.startblock() || block->is_final()) continue;
    Substitution subst;
    for (const Variable* param : block->inputargs) {
      const size_t p = index(param);
      if (!known[p] || varies[p]) continue;
      subst[param] = const_cast<Constant*>(held[p]);
    }
    if (subst.empty()) continue;
    bool used = false;
    for (SpaceOperation& op : block->operations) {
      for (Value*& a : op.args) {
        Value* r = Resolve(subst, a);
        used |= r != a;
        a = r;
      }
    }
    ConstantFoldStats unused;
    if (block->exitswitch_var != nullptr && subst.count(block->exitswitch_var)) used = true;
    for (Link* link : block->exits) {
      for (Value* a : link->args)
        used |= a != nullptr && !a->is_constant() && subst.count(static_cast<const Variable*>(a));
    }
    SubstituteExits(block, subst, unused);
    diffused += used;
  }
  return diffused;
}

ConstantFoldStats FoldConstantsOnce(model::FunctionGraph& graph) {
  ConstantFoldStats stats;
  for (Block* block : graph.Blocks()) {
    if (!block->is_final()) FoldBlock(graph, block, stats);
  }
  return stats;
}

int RemoveDeadOperations(model::FunctionGraph& graph) {
  std::vector<Block*> blocks = graph.Blocks();
  auto entering = EnteringLinks(graph);
  // Indexed by variable number (below the graph's variable_count()): this runs in every
  // folding round over every operation, where hash maps showed in profiles.
  const size_t count = static_cast<size_t>(graph.variable_count());
  // Where each variable comes from: a removable operation, or a block's inputarg.
  std::vector<const SpaceOperation*> made_by(count, nullptr);
  std::vector<std::pair<Block*, size_t>> input_of(count, {nullptr, 0});
  std::vector<bool> live(count, false);
  // A variable numbered past the count (made elsewhere and not renumbered) still works.
  auto index = [&](const Variable* var) {
    size_t n = static_cast<size_t>(var->number());
    if (n >= live.size()) {
      made_by.resize(n + 1, nullptr);
      input_of.resize(n + 1, {nullptr, 0});
      live.resize(n + 1, false);
    }
    return n;
  };
  std::vector<const Variable*> work;
  auto need = [&](const Value* v) {
    if (v == nullptr || v->is_constant()) return;
    auto* var = static_cast<const Variable*>(v);
    size_t n = index(var);
    if (live[n]) return;
    live[n] = true;
    work.push_back(var);
  };
  // Whether each operation, in Blocks() order, may go when unused (looked up once).
  std::vector<bool> removable;
  for (Block* block : blocks) {
    for (size_t i = 0; i < block->inputargs.size(); ++i)
      input_of[index(block->inputargs[i])] = {block, i};
    for (const SpaceOperation& op : block->operations) {
      bool r = IsRemovableWhenUnused(op);
      removable.push_back(r);
      if (r) made_by[index(op.result)] = &op;
    }
  }
  size_t at = 0;
  for (Block* block : blocks) {
    if (block == graph.startblock() || block->is_final()) {
      for (const Variable* v : block->inputargs) need(v);  // the signature, the result
    }
    for (const SpaceOperation& op : block->operations) {
      if (!removable[at++]) {
        for (const Value* a : op.args) need(a);
        need(op.result);
      }
    }
    need(block->exitswitch_var);
  }
  while (!work.empty()) {
    size_t n = index(work.back());
    work.pop_back();
    if (const SpaceOperation* op = made_by[n]) {
      for (const Value* a : op->args) need(a);
    }
    if (auto [block, index] = input_of[n]; block != nullptr) {
      for (const Link* link : entering[block]) need(link->args[index]);
    }
  }
  int removed = 0;
  at = 0;
  for (Block* block : blocks) {
    std::erase_if(block->operations, [&](const SpaceOperation& op) {
      bool dead = removable[at++] && !live[index(op.result)];
      removed += dead;
      return dead;
    });
    if (block == graph.startblock() || block->is_final()) continue;
    std::vector<bool> keep(block->inputargs.size());
    bool all = true;
    for (size_t i = 0; i < keep.size(); ++i) {
      keep[i] = live[index(block->inputargs[i])];
      all &= keep[i];
    }
    if (all) continue;  // most blocks: nothing to drop, no link to rebuild
    for (Link* link : entering[block]) {
      std::vector<Value*> args;
      for (size_t i = 0; i < keep.size(); ++i) {
        if (keep[i]) args.push_back(link->args[i]);
      }
      link->args = std::move(args);
    }
    std::vector<Variable*> inputs;
    for (size_t i = 0; i < keep.size(); ++i) {
      if (keep[i]) inputs.push_back(block->inputargs[i]);
    }
    block->inputargs = std::move(inputs);
  }
  return removed;
}

int JoinBlocks(model::FunctionGraph& graph) {
  auto entering = EnteringLinks(graph);
  std::unordered_set<const Block*> absorbed;
  int joined = 0;
  ConstantFoldStats unused;
  for (Block* block : graph.Blocks()) {
    if (absorbed.count(block) || block->is_final()) continue;
    while (block->exitswitch == model::ExitSwitch::kNone && block->exits.size() == 1) {
      Link* link = block->exits[0];
      Block* next = link->target;
      if (next == block || next->is_final() || next == graph.startblock() ||
          entering[next].size() != 1) {
        break;
      }
      Substitution subst;
      for (size_t i = 0; i < next->inputargs.size(); ++i) subst[next->inputargs[i]] = link->args[i];
      for (SpaceOperation& op : next->operations) {
        for (Value*& a : op.args) a = Resolve(subst, a);
        block->operations.push_back(std::move(op));
      }
      next->operations.clear();
      block->exitswitch = next->exitswitch;
      block->exitswitch_var = next->exitswitch_var;
      block->exits = next->exits;
      next->exits.clear();
      for (Link* l : block->exits) l->prevblock = block;
      SubstituteExits(block, subst, unused);
      absorbed.insert(next);
      ++joined;
    }
  }
  if (joined > 0) graph.Prune();
  return joined;
}

ConstantFoldStats ConstantFold(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  (void)types;
  ConstantFoldStats total;
  for (int round = 0; round < 20; ++round) {
    int diffused = DiffuseConstants(graph);
    ConstantFoldStats s = FoldConstantsOnce(graph);
    s.ops_folded += diffused;
    s.ops_removed += RemoveDeadOperations(graph);
    s.blocks_joined = JoinBlocks(graph);
    total.ops_folded += s.ops_folded;
    total.ops_removed += s.ops_removed;
    total.switches_folded += s.switches_folded;
    total.blocks_joined += s.blocks_joined;
    if (s.ops_folded + s.ops_removed + s.switches_folded + s.blocks_joined == 0) break;
  }
  graph.Prune();
  return total;
}

}  // namespace rtfarm::backendopt
