#include "passes/flow/simplify.h"

#include <algorithm>
#include <deque>
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

// Each pass below visits every block once, keeping the predecessors up to date, instead
// of starting over after each change: a function of N statements has O(N) blocks, and
// starting over made each pass O(N^2) (400 `try` statements: 6 s of building).

// Every link into a forwarder goes to the forwarder's target instead, with the values it
// would have forwarded. A target that is itself a forwarder is visited (again) when links
// arrive at it, so chains collapse whatever the order.
void EliminateEmptyBlocks(model::FunctionGraph& graph) {
  auto preds = Predecessors(graph);
  std::vector<Block*> work;
  for (Block* block : graph.Blocks()) {
    if (IsForwarder(graph, block)) work.push_back(block);
  }
  std::reverse(work.begin(), work.end());  // taken from the back: in Blocks() order
  while (!work.empty()) {
    Block* block = work.back();
    work.pop_back();
    if (!IsForwarder(graph, block)) continue;  // became a self-loop
    std::vector<Link*> incoming = std::move(preds[block]);
    preds[block].clear();
    if (incoming.empty()) continue;
    Link* exit = block->exits[0];
    Block* target = exit->target;
    // Which of the forwarder's inputargs each forwarded value is (-1: none), found once
    // per forwarder rather than with a map of its inputargs per incoming link.
    std::unordered_map<const Variable*, size_t> input_index;
    for (size_t i = 0; i < block->inputargs.size(); ++i) input_index[block->inputargs[i]] = i;
    std::vector<ptrdiff_t> from(exit->args.size(), -1);
    for (size_t j = 0; j < exit->args.size(); ++j) {
      Value* arg = exit->args[j];
      if (arg == nullptr || arg->is_constant()) continue;
      auto it = input_index.find(static_cast<const Variable*>(arg));
      if (it != input_index.end()) from[j] = static_cast<ptrdiff_t>(it->second);
    }
    for (Link* link : incoming) {
      std::vector<Value*> args(exit->args.size());
      for (size_t j = 0; j < args.size(); ++j)
        args[j] = from[j] >= 0 ? link->args[static_cast<size_t>(from[j])] : exit->args[j];
      link->args = std::move(args);
      link->target = target;
      preds[target].push_back(link);
    }
    if (IsForwarder(graph, target)) work.push_back(target);
  }
}

namespace {

// Appends `next` (reached only by `block`'s single link) to `block`. Returns false when
// a switch of `next` folded to one exit: blocks it no longer reaches lost a predecessor.
bool Join(Block* block, Block* next) {
  Substitution map = InputMap(next, block->exits[0]);
  size_t exits = next->exits.size();
  SubstituteInBlock(next, map);
  bool same_exits = next->exits.size() == exits;
  for (auto& op : next->operations) block->operations.push_back(std::move(op));
  block->exitswitch = next->exitswitch;
  block->exitswitch_var = next->exitswitch_var;
  block->exits = next->exits;
  for (Link* out : block->exits) out->prevblock = block;
  next->operations.clear();
  next->exits.clear();
  return same_exits;
}

// One visit of every block, each absorbing its chain of single-entry successors. Returns
// whether a folded switch changed the predecessors (then the caller visits again).
bool JoinPass(model::FunctionGraph& graph) {
  auto preds = Predecessors(graph);
  std::unordered_set<const Block*> absorbed;
  bool folded = false;
  for (Block* block : graph.Blocks()) {
    if (absorbed.count(block)) continue;
    while (block->exitswitch == model::ExitSwitch::kNone && block->exits.size() == 1) {
      Block* next = block->exits[0]->target;
      if (next == block || next->is_final() || next == graph.startblock() ||
          preds[next].size() != 1)
        break;
      folded |= !Join(block, next);
      absorbed.insert(next);
    }
  }
  return folded;
}

}  // namespace

void JoinBlocks(model::FunctionGraph& graph) {
  while (JoinPass(graph)) {
  }
}

// A worklist: dropping an inputarg changes the links into its block, so only their
// blocks are visited again (walking the blocks forwards, a chain of N blocks needed N
// passes to drop a value passed along it).
void RemoveDeadOperations(model::FunctionGraph& graph, const KeepOperation& keep) {
  auto preds = Predecessors(graph);
  std::vector<Block*> order = graph.Blocks();
  std::deque<Block*> work(order.begin(), order.end());
  std::unordered_set<const Block*> queued(order.begin(), order.end());
  while (!work.empty()) {
    Block* block = work.front();
    work.pop_front();
    queued.erase(block);
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
      // getattr lists Exception for a property's getter: an unused read of anything else
      // raises nothing (and `keep` names the property reads).
      bool raises = info != nullptr && !info->canraise.empty() && op.opname != "getattr";
      bool removable = info != nullptr && info->pure && !raises && !protects && !(keep && keep(op));
      if (removable && !used.count(op.result)) {
        block->operations.erase(block->operations.begin() + static_cast<long>(i));
        continue;
      }
      used.insert(op.args.begin(), op.args.end());
    }
    if (block == graph.startblock()) continue;
    bool dropped = false;
    for (size_t i = block->inputargs.size(); i-- > 0;) {
      if (used.count(block->inputargs[i])) continue;
      block->inputargs.erase(block->inputargs.begin() + static_cast<long>(i));
      for (Link* incoming : preds[block])
        incoming->args.erase(incoming->args.begin() + static_cast<long>(i));
      dropped = true;
    }
    if (!dropped) continue;
    for (Link* incoming : preds[block]) {
      if (queued.insert(incoming->prevblock).second) work.push_back(incoming->prevblock);
    }
  }
}

namespace {

// What one inputarg receives from every incoming link: two inputargs with the same
// signature always hold the same value. A constant stands for its object.
using Signature = std::vector<std::pair<bool, const void*>>;

struct SignatureHash {
  size_t operator()(const Signature& signature) const {
    size_t h = signature.size();
    for (const auto& [constant, pointer] : signature)
      h = h * 1000003 ^ (std::hash<const void*>()(pointer) + constant);
    return h;
  }
};

Signature SignatureOf(const std::vector<Link*>& incoming, size_t i) {
  Signature signature;
  signature.reserve(incoming.size());
  for (const Link* link : incoming) {
    const Value* value = link->args[i];
    if (value->is_constant())
      signature.emplace_back(true, static_cast<const model::Constant*>(value)->object());
    else
      signature.emplace_back(false, value);
  }
  return signature;
}

// The same constant from every predecessor, or null.
Value* SameConstant(const std::vector<Link*>& incoming, size_t i) {
  Value* first = incoming[0]->args[i];
  if (!first->is_constant()) return nullptr;
  for (Link* link : incoming) {
    if (!link->args[i]->is_constant() || static_cast<model::Constant*>(link->args[i])->object() !=
                                             static_cast<model::Constant*>(first)->object())
      return nullptr;
  }
  return first;
}

// Coalesces `block`'s inputargs that receive one constant, or the same values as an
// earlier inputarg, from every incoming link. Found by hashing what each receives: the
// pairwise comparison was quadratic in the inputargs. Returns whether any was dropped.
bool CoalesceInputs(Block* block, const std::vector<Link*>& incoming) {
  Substitution map;
  std::vector<bool> drop(block->inputargs.size(), false);
  std::unordered_map<Signature, size_t, SignatureHash> first_with;
  for (size_t i = 0; i < block->inputargs.size(); ++i) {
    if (Value* constant = SameConstant(incoming, i)) {
      map[block->inputargs[i]] = constant;
      drop[i] = true;
      continue;
    }
    auto [it, inserted] = first_with.emplace(SignatureOf(incoming, i), i);
    if (!inserted) {
      map[block->inputargs[i]] = block->inputargs[it->second];
      drop[i] = true;
    }
  }
  if (map.empty()) return false;
  SubstituteInBlock(block, map);
  for (size_t i = block->inputargs.size(); i-- > 0;) {
    if (!drop[i]) continue;
    block->inputargs.erase(block->inputargs.begin() + static_cast<long>(i));
    for (Link* link : incoming) link->args.erase(link->args.begin() + static_cast<long>(i));
  }
  return true;
}

// One worklist over every block: a block whose inputargs were coalesced passes new values
// to its successors, which are visited again. Returns whether a switch folded to one exit
// (the predecessors changed: the caller starts again).
bool CoalescePass(model::FunctionGraph& graph) {
  auto preds = Predecessors(graph);
  std::vector<Block*> order = graph.Blocks();
  std::deque<Block*> work(order.begin(), order.end());
  std::unordered_set<const Block*> queued(order.begin(), order.end());
  while (!work.empty()) {
    Block* block = work.front();
    work.pop_front();
    queued.erase(block);
    if (block->is_final() || block == graph.startblock() || preds[block].empty()) continue;
    size_t exits = block->exits.size();
    if (!CoalesceInputs(block, preds[block])) continue;
    if (block->exits.size() != exits) return true;
    for (Link* exit : block->exits) {
      if (queued.insert(exit->target).second) work.push_back(exit->target);
    }
  }
  return false;
}

}  // namespace

void RemoveIdenticalInputs(model::FunctionGraph& graph) {
  while (CoalescePass(graph)) {
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

namespace {

// Moves the links of `from` into `target` out of `preds`, and `added` in.
void ReplacePreds(std::unordered_map<Block*, std::vector<Link*>>& preds, const Link* from,
                  const std::vector<Link*>& added) {
  auto& into = preds[from->target];
  std::erase(into, from);
  into.insert(into.end(), added.begin(), added.end());
}

// Adds `added` to the predecessors of `exit`'s target, leaving `exit` there.
void AddPreds(std::unordered_map<Block*, std::vector<Link*>>& preds, const Link* exit,
              const std::vector<Link*>& added) {
  auto& into = preds[exit->target];
  into.insert(into.end(), added.begin(), added.end());
}

// Folds the handler test `link` leads to into `block`'s switch, at exit `i`; false when
// it does not apply. `preds` is kept up to date. A handler shared by several raising
// operations of one try (each call in it) is folded into each of them and stays for the
// others until the last; without that, the caught value of `except K as e` stayed an
// instance of the link's broad class (BaseException) rather than of K.
bool FoldHandler(model::FunctionGraph& graph, Block* block, size_t i,
                 std::unordered_map<Block*, std::vector<Link*>>& preds) {
  Link* link = block->exits[i];
  Block* handler = link->target;
  Link* on_true = nullptr;
  Link* on_false = nullptr;
  bool shared = preds[handler].size() != 1;
  const host::HostObject* matched = MatchedClass(handler, link, &on_true, &on_false);
  if (matched == nullptr) return false;
  std::vector<const host::HostObject*> classes =
      matched->kind() == host::HostKind::kTuple ? matched->items() : std::vector{matched};
  bool foldable = true;
  for (const host::HostObject* klass : classes) {
    // Only strictly more specific classes, each caught once on this switch.
    foldable &= klass->IsSubclassOf(link->exitcase) && klass != link->exitcase;
    for (const Link* other : block->exits) foldable &= other->exitcase != klass;
    foldable &= std::count(classes.begin(), classes.end(), klass) == 1;
  }
  if (!foldable) return false;
  // The more specific classes are tested first, like the except clauses were.
  std::vector<Link*> to_true;
  for (const host::HostObject* klass : classes)
    to_true.push_back(RedirectedExceptionLink(graph, block, link, handler, on_true, klass));
  Link* to_false = RedirectedExceptionLink(graph, block, link, handler, on_false, link->exitcase);
  if (shared) {
    AddPreds(preds, on_true, to_true);
    AddPreds(preds, on_false, {to_false});
    std::erase(preds[handler], link);
  } else {
    ReplacePreds(preds, on_true, to_true);
    ReplacePreds(preds, on_false, {to_false});
    preds[handler].clear();
  }
  std::vector<Link*> replacement = to_true;
  replacement.push_back(to_false);
  block->exits.erase(block->exits.begin() + static_cast<long>(i));
  block->exits.insert(block->exits.begin() + static_cast<long>(i), replacement.begin(),
                      replacement.end());
  return true;
}

}  // namespace

// One visit of every exception switch, each exit looked at again after a fold (its
// replacement links may reach the next handler of a chain), with the predecessors kept
// up to date: starting over after each fold was quadratic in the `try` statements.
bool SimplifyExceptions(model::FunctionGraph& graph) {
  auto preds = Predecessors(graph);
  bool any = false;
  for (Block* block : graph.Blocks()) {
    if (block->exitswitch != model::ExitSwitch::kLastException) continue;
    for (size_t i = 1; i < block->exits.size();) {
      if (FoldHandler(graph, block, i, preds)) {
        any = true;
        continue;
      }
      ++i;
    }
  }
  return any;
}

void SimplifyGraph(model::FunctionGraph& graph, const KeepOperation& keep) {
  EliminateEmptyBlocks(graph);
  JoinBlocks(graph);
  RemoveIdenticalInputs(graph);
  RemoveDeadOperations(graph, keep);
  // Handlers are recognised once dead operations are gone; folding them leaves the old
  // handler blocks unreachable and may expose new joins.
  // A folded handler can leave the next handler of a chain reduced to a bare test.
  while (SimplifyExceptions(graph)) {
    graph.Prune();
    RemoveDeadOperations(graph, keep);
    RemoveIdenticalInputs(graph);
  }
  graph.Prune();
  RemoveDeadOperations(graph, keep);
  EliminateEmptyBlocks(graph);
  JoinBlocks(graph);
  graph.Prune();
}

}  // namespace rtfarm::flow
