#include "passes/flow/simplify.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "passes/model/operation_table.h"

namespace rtfarm::flow {
namespace {

using model::Block;
using model::Link;
using model::Value;
using model::Variable;

using Substitution = std::unordered_map<const Variable*, Value*>;

Value* Substitute(Value* value, const Substitution& map) {
  if (value == nullptr || value->is_constant()) return value;
  auto it = map.find(static_cast<const Variable*>(value));
  return it == map.end() ? value : it->second;
}

std::unordered_map<Block*, std::vector<Link*>> Predecessors(const model::FunctionGraph& graph) {
  std::unordered_map<Block*, std::vector<Link*>> preds;
  for (Block* block : graph.Blocks()) {
    for (Link* link : block->exits) preds[link->target].push_back(link);
  }
  return preds;
}

// A switch on a value that became a constant keeps only the matching exit.
void FoldConstantSwitch(Block* block) {
  if (block->exitswitch != model::ExitSwitch::kVariable) return;
  Value* switch_value = block->exitswitch_var;
  if (switch_value == nullptr || !switch_value->is_constant()) return;
  const host::HostObject* value = static_cast<model::Constant*>(switch_value)->object();
  for (Link* link : block->exits) {
    if (link->exitcase != nullptr && link->exitcase->key() == value->key()) {
      link->exitcase = nullptr;
      block->exits = {link};
      block->exitswitch = model::ExitSwitch::kNone;
      block->exitswitch_var = nullptr;
      return;
    }
  }
}

void SubstituteInBlock(Block* block, const Substitution& map) {
  for (auto& op : block->operations) {
    for (Value*& arg : op.args) arg = Substitute(arg, map);
  }
  if (block->exitswitch_var != nullptr) {
    Value* replaced = Substitute(block->exitswitch_var, map);
    // A switch variable may turn into a constant: keep it as a value until folded.
    block->exitswitch_var = static_cast<Variable*>(replaced);
  }
  for (Link* link : block->exits) {
    for (Value*& arg : link->args) arg = Substitute(arg, map);
  }
  FoldConstantSwitch(block);
}

Substitution InputMap(const Block* block, const Link* link) {
  Substitution map;
  for (size_t i = 0; i < block->inputargs.size(); ++i) map[block->inputargs[i]] = link->args[i];
  return map;
}

bool IsForwarder(const model::FunctionGraph& graph, const Block* block) {
  return !block->is_final() && block != graph.startblock() && block->operations.empty() &&
         block->exitswitch == model::ExitSwitch::kNone && block->exits.size() == 1 &&
         block->exits[0]->target != block;
}

}  // namespace

void EliminateEmptyBlocks(model::FunctionGraph& graph) {
  bool changed = true;
  while (changed) {
    changed = false;
    auto preds = Predecessors(graph);
    for (Block* block : graph.Blocks()) {
      if (!IsForwarder(graph, block)) continue;
      Link* exit = block->exits[0];
      for (Link* incoming : preds[block]) {
        Substitution map = InputMap(block, incoming);
        std::vector<Value*> args;
        for (Value* arg : exit->args) args.push_back(Substitute(arg, map));
        incoming->args = std::move(args);
        incoming->target = exit->target;
      }
      changed = true;
      break;  // predecessors changed: recompute
    }
  }
}

void JoinBlocks(model::FunctionGraph& graph) {
  bool changed = true;
  while (changed) {
    changed = false;
    auto preds = Predecessors(graph);
    for (Block* block : graph.Blocks()) {
      if (block->exitswitch != model::ExitSwitch::kNone || block->exits.size() != 1) continue;
      Link* link = block->exits[0];
      Block* next = link->target;
      if (next == block || next->is_final() || next == graph.startblock() ||
          preds[next].size() != 1)
        continue;
      Substitution map = InputMap(next, link);
      SubstituteInBlock(next, map);
      for (auto& op : next->operations) block->operations.push_back(std::move(op));
      block->exitswitch = next->exitswitch;
      block->exitswitch_var = next->exitswitch_var;
      block->exits = next->exits;
      for (Link* out : block->exits) out->prevblock = block;
      next->operations.clear();
      next->exits.clear();
      changed = true;
      break;
    }
  }
}

void RemoveDeadOperations(model::FunctionGraph& graph) {
  bool changed = true;
  while (changed) {
    changed = false;
    auto preds = Predecessors(graph);
    for (Block* block : graph.Blocks()) {
      if (block->is_final()) continue;
      std::unordered_set<const Value*> used;
      if (block->exitswitch_var != nullptr) used.insert(block->exitswitch_var);
      for (Link* link : block->exits) used.insert(link->args.begin(), link->args.end());
      // Walk backwards so that a dead operation frees its arguments too.
      for (size_t i = block->operations.size(); i-- > 0;) {
        auto& op = block->operations[i];
        bool protects = block->exitswitch == model::ExitSwitch::kLastException &&
                        i + 1 == block->operations.size();
        const model::OperationInfo* info = model::FindOperation(op.opname);
        bool removable = info != nullptr && info->pure && info->canraise.empty() && !protects;
        if (removable && !used.count(op.result)) {
          block->operations.erase(block->operations.begin() + static_cast<long>(i));
          changed = true;
          continue;
        }
        used.insert(op.args.begin(), op.args.end());
      }
      if (block == graph.startblock()) continue;
      for (size_t i = block->inputargs.size(); i-- > 0;) {
        if (used.count(block->inputargs[i])) continue;
        block->inputargs.erase(block->inputargs.begin() + static_cast<long>(i));
        for (Link* incoming : preds[block])
          incoming->args.erase(incoming->args.begin() + static_cast<long>(i));
        changed = true;
      }
    }
  }
}

void RemoveIdenticalInputs(model::FunctionGraph& graph) {
  bool changed = true;
  while (changed) {
    changed = false;
    auto preds = Predecessors(graph);
    for (Block* block : graph.Blocks()) {
      if (block->is_final() || block == graph.startblock() || preds[block].empty()) continue;
      const auto& incoming = preds[block];
      Substitution map;
      std::vector<bool> drop(block->inputargs.size(), false);
      auto same_everywhere = [&](size_t i, size_t j) {
        for (Link* link : incoming) {
          Value* a = link->args[i];
          Value* b = link->args[j];
          if (a == b) continue;
          if (a->is_constant() && b->is_constant() &&
              static_cast<model::Constant*>(a)->object() ==
                  static_cast<model::Constant*>(b)->object()) {
            continue;
          }
          return false;
        }
        return true;
      };
      for (size_t i = 0; i < block->inputargs.size(); ++i) {
        // The same constant from every predecessor: use the constant.
        Value* first = incoming[0]->args[i];
        bool constant = first->is_constant();
        for (Link* link : incoming) {
          constant = constant && link->args[i]->is_constant() &&
                     static_cast<model::Constant*>(link->args[i])->object() ==
                         static_cast<model::Constant*>(first)->object();
        }
        if (constant) {
          map[block->inputargs[i]] = first;
          drop[i] = true;
          continue;
        }
        for (size_t j = 0; j < i; ++j) {
          if (!drop[j] && same_everywhere(j, i)) {
            map[block->inputargs[i]] = block->inputargs[j];
            drop[i] = true;
            break;
          }
        }
      }
      if (map.empty()) continue;
      SubstituteInBlock(block, map);
      for (size_t i = block->inputargs.size(); i-- > 0;) {
        if (!drop[i]) continue;
        block->inputargs.erase(block->inputargs.begin() + static_cast<long>(i));
        for (Link* link : incoming) link->args.erase(link->args.begin() + static_cast<long>(i));
      }
      changed = true;
    }
  }
}

namespace {

// The handler block `target` reached by `link` only tests `issubtype(etype, K)` and
// branches on it, etype being the class the link carries: returns K's constant and
// the True/False exits, or null.
const host::HostObject* MatchedClass(Block* target, const Link* link, Link** on_true,
                                     Link** on_false) {
  if (target->operations.size() != 2 || target->exitswitch != model::ExitSwitch::kVariable)
    return nullptr;
  const auto& test = target->operations[0];
  const auto& truth = target->operations[1];
  if (test.opname != "issubtype" || truth.opname != "is_true" || truth.args[0] != test.result ||
      target->exitswitch_var != truth.result || !test.args[1]->is_constant()) {
    return nullptr;
  }
  // The tested class must be the one the link carries in.
  auto it = std::find(target->inputargs.begin(), target->inputargs.end(), test.args[0]);
  if (it == target->inputargs.end() ||
      link->args[it - target->inputargs.begin()] != link->last_exception) {
    return nullptr;
  }
  const host::HostObject* klass = static_cast<model::Constant*>(test.args[1])->object();
  if (klass->kind() == host::HostKind::kTuple) {
    for (const host::HostObject* item : klass->items()) {
      if (item->kind() != host::HostKind::kClass) return nullptr;
    }
  } else if (klass->kind() != host::HostKind::kClass) {
    return nullptr;
  }
  *on_true = *on_false = nullptr;
  for (Link* exit : target->exits) {
    if (exit->exitcase != nullptr && exit->exitcase->kind() == host::HostKind::kBool) {
      (exit->exitcase->bool_value() ? *on_true : *on_false) = exit;
    }
  }
  if (*on_true == nullptr || *on_false == nullptr) return nullptr;
  for (const Link* exit : {*on_true, *on_false}) {
    for (const Value* arg : exit->args) {
      if (arg == test.result || arg == truth.result) return nullptr;
    }
  }
  return klass;
}

// A link from an exception switch to `exit`'s target, carrying the values `exit` passes,
// with fresh last_exception/last_exc_value variables of its own.
Link* RedirectedExceptionLink(model::FunctionGraph& graph, Block* from, const Link* original,
                              Block* handler, const Link* exit, const host::HostObject* exitcase) {
  Variable* etype = graph.NewVariable("etype");
  Variable* evalue = graph.NewVariable("evalue");
  Substitution map;
  for (size_t i = 0; i < handler->inputargs.size(); ++i) {
    Value* passed = original->args[i];
    if (passed == original->last_exception) passed = etype;
    if (passed == original->last_exc_value) passed = evalue;
    map[handler->inputargs[i]] = passed;
  }
  std::vector<Value*> args;
  for (Value* arg : exit->args) args.push_back(Substitute(arg, map));
  Link* link = graph.NewLink(from, exit->target, std::move(args), exitcase);
  link->line = exit->line != 0 ? exit->line : original->line;
  link->last_exception = etype;
  link->last_exc_value = evalue;
  return link;
}

}  // namespace

bool SimplifyExceptions(model::FunctionGraph& graph) {
  bool any = false;
  bool changed = true;
  while (changed) {
    changed = false;
    auto preds = Predecessors(graph);
    for (Block* block : graph.Blocks()) {
      if (block->exitswitch != model::ExitSwitch::kLastException) continue;
      for (size_t i = 1; i < block->exits.size() && !changed; ++i) {
        Link* link = block->exits[i];
        Block* handler = link->target;
        Link* on_true = nullptr;
        Link* on_false = nullptr;
        const host::HostObject* matched = nullptr;
        if (preds[handler].size() == 1) matched = MatchedClass(handler, link, &on_true, &on_false);
        if (matched == nullptr) continue;
        std::vector<const host::HostObject*> classes =
            matched->kind() == host::HostKind::kTuple ? matched->items() : std::vector{matched};
        bool foldable = true;
        for (const host::HostObject* klass : classes) {
          // Only strictly more specific classes, each caught once on this switch.
          foldable &= klass->IsSubclassOf(link->exitcase) && klass != link->exitcase;
          for (const Link* other : block->exits) foldable &= other->exitcase != klass;
          foldable &= std::count(classes.begin(), classes.end(), klass) == 1;
        }
        if (!foldable) continue;
        // The more specific classes are tested first, like the except clauses were.
        std::vector<Link*> replacement;
        for (const host::HostObject* klass : classes) {
          replacement.push_back(
              RedirectedExceptionLink(graph, block, link, handler, on_true, klass));
        }
        replacement.push_back(
            RedirectedExceptionLink(graph, block, link, handler, on_false, link->exitcase));
        block->exits.erase(block->exits.begin() + static_cast<long>(i));
        block->exits.insert(block->exits.begin() + static_cast<long>(i), replacement.begin(),
                            replacement.end());
        changed = true;
      }
      if (changed) break;
    }
    any |= changed;
  }
  return any;
}

void SimplifyGraph(model::FunctionGraph& graph) {
  EliminateEmptyBlocks(graph);
  JoinBlocks(graph);
  RemoveIdenticalInputs(graph);
  RemoveDeadOperations(graph);
  // Handlers are recognised once dead operations are gone; folding them leaves the old
  // handler blocks unreachable and may expose new joins.
  // A folded handler can leave the next handler of a chain reduced to a bare test.
  while (SimplifyExceptions(graph)) {
    graph.Prune();
    RemoveDeadOperations(graph);
    RemoveIdenticalInputs(graph);
  }
  graph.Prune();
  RemoveDeadOperations(graph);
  EliminateEmptyBlocks(graph);
  JoinBlocks(graph);
  graph.Prune();
}

}  // namespace rtfarm::flow
