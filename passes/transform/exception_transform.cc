#include "passes/transform/exception_transform.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "passes/lltype/lloperations.h"
#include "passes/model/progress.h"

namespace rtfarm::transform {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// The graphs an indirect_call may call; empty when unknown, and then the call may raise.
std::vector<std::string> IndirectTargets(const SpaceOperation& op) {
  if (op.args.empty() || !op.args.back()->is_constant()) return {};
  return lltype::IndirectCallTargets(static_cast<const Constant*>(op.args.back()));
}

class Transformer {
 public:
  Transformer(model::FunctionGraph& graph, rtyper::Universe& universe)
      : graph_(graph), universe_(universe), types_(universe.types()) {}

  ExceptionTransformStats Run() {
    RewriteRaises();
    std::vector<Block*> work = graph_.Blocks();
    for (size_t i = 0; i < work.size(); ++i) {
      Block* block = work[i];
      if (block->is_final()) continue;
      if (Block* rest = SplitAtFirstRaise(block)) work.push_back(rest);
    }
    graph_.Prune();
    return stats_;
  }

 private:
  bool CanRaise(const SpaceOperation& op) const {
    if (op.opname == "direct_call") {
      const auto* fn = static_cast<const Constant*>(op.args[0]);
      return universe_.CanRaise(fn->symbol);
    }
    if (op.opname == "indirect_call") {
      std::vector<std::string> targets = IndirectTargets(op);
      if (targets.empty()) return true;
      for (const std::string& target : targets)
        if (universe_.CanRaise(target)) return true;
      return false;
    }
    const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
    return ll != nullptr && !ll->canraise.empty() && op.opname != "direct_call";
  }

  // Whether `op` may raise MemoryError: it allocates (a malloc, a runtime helper, a
  // call). As RPython's raise analysis does, that does not make a graph raising (nor a
  // call of it checked): a refused allocation leaves MemoryError pending, noticed at the
  // next check. Inside a caught region the check is there, so that `except MemoryError`
  // (or Exception, a bare except, a finally) around an allocating statement catches it.
  static bool MayRaiseMemoryError(const SpaceOperation& op) {
    if (op.opname == "malloc" || op.opname == "malloc_varsize" || op.opname == "indirect_call")
      return true;
    if (op.opname != "direct_call") return false;
    const std::string& symbol = static_cast<const Constant*>(op.args[0])->symbol;
    return symbol.rfind("rpy_exc_", 0) != 0 && symbol.rfind("rpy_raise", 0) != 0 &&
           symbol != "rpy_clear_exception";
  }

  // Whether one of the handlers of the catching `block` takes MemoryError (`except
  // MemoryError`, `Exception`, `BaseException`, a bare except, a finally). The flow
  // builder gives an operation links for the classes it can raise only (setitem: Index,
  // Key, ValueError, then MemoryError); a MemoryError checked at an operation whose
  // handlers all miss it would leave the function past an enclosing clause that takes it.
  bool CatchesMemoryError(const Block* block) const {
    for (size_t k = 1; k < block->exits.size(); ++k) {
      const host::HostObject* exitcase = block->exits[k]->exitcase;
      if (exitcase == nullptr) return true;
      const rtyper::ClassLayout* layout = universe_.LayoutNamed(exitcase->key());
      if (layout == nullptr) continue;
      if (layout->name == "builtins.MemoryError" || layout->name == "builtins.Exception" ||
          layout->name == "builtins.BaseException")
        return true;
    }
    return false;
  }

  // CanRaise for an operation of a caught region, whose MemoryError is caught too when
  // a handler takes it.
  bool CanRaiseCaught(const SpaceOperation& op, bool memory_error_caught) const {
    return CanRaise(op) || (memory_error_caught && MayRaiseMemoryError(op));
  }

  // A new exit of `from` (FunctionGraph::NewLink leaves the exits list to its caller).
  Link* Connect(Block* from, Block* to, std::vector<Value*> args,
                const host::HostObject* exitcase = nullptr) {
    Link* link = graph_.NewLink(from, to, std::move(args), exitcase);
    from->exits.push_back(link);
    return link;
  }

  Constant* Symbol(const std::string& symbol, const lltype::Type* type) {
    Constant* c = graph_.NewConstant(nullptr);
    c->symbol = symbol;
    c->concretetype = type;
    return c;
  }

  Variable* Call(std::vector<SpaceOperation>& ops, const std::string& symbol,
                 std::vector<Value*> args, const lltype::Type* result) {
    std::vector<const lltype::Type*> arg_types;
    for (Value* v : args) arg_types.push_back(v->concretetype);
    args.insert(args.begin(), Symbol(symbol, types_.Ptr(types_.Func(arg_types, result))));
    Variable* v = graph_.NewVariable();
    v->concretetype = result;
    ops.push_back({"direct_call", std::move(args), v, {}});
    return v;
  }

  // A constant of the return type, returned when an exception propagates.
  Value* Dummy() {
    const lltype::Type* t = graph_.returnblock()->inputargs[0]->concretetype;
    Constant* c = graph_.NewConstant(t->kind() == lltype::TypeKind::kPrimitive &&
                                             !t->IsPrimitive(lltype::Primitive::kVoid)
                                         ? universe_.space().Int(0)
                                         : universe_.space().None());
    c->concretetype = t;
    return c;
  }

  void Propagate(Block* from, const host::HostObject* exitcase) {
    Link* link = Connect(from, graph_.returnblock(), {Dummy()}, exitcase);
    (void)link;
  }

  // Links to the except block raise their exception value and propagate.
  void RewriteRaises() {
    for (Block* block : graph_.Blocks()) {
      for (Link* link : block->exits) {
        if (link->target != graph_.exceptblock()) continue;
        Variable* value = graph_.NewVariable();
        value->concretetype = universe_.ObjectPtr();
        Block* raise = graph_.NewBlock({value});
        Call(raise->operations, "rpy_raise", {value}, types_.Void());
        Connect(raise, graph_.returnblock(), {Dummy()});
        Value* evalue = link->args.at(1);
        link->args = {evalue};
        link->target = raise;
      }
    }
  }

  // Variables defined in `block` (inputargs or results of operations before `end`).
  std::set<const Variable*> DefinedBefore(const Block* block, size_t end) {
    std::set<const Variable*> defined(block->inputargs.begin(), block->inputargs.end());
    for (size_t i = 0; i < end && i < block->operations.size(); ++i)
      defined.insert(block->operations[i].result);
    return defined;
  }

  // The variables of `defined` that `values` use, in a stable order.
  static void Collect(const std::vector<Value*>& values, const std::set<const Variable*>& defined,
                      std::vector<Variable*>& out) {
    for (Value* v : values) {
      if (v == nullptr || v->is_constant()) continue;
      auto* var = static_cast<Variable*>(v);
      if (!defined.count(var)) continue;
      if (std::find(out.begin(), out.end(), var) == out.end()) out.push_back(var);
    }
  }

  // A block receiving `vars` as fresh inputargs; `renamed` maps old to new.
  Block* Receiver(const std::vector<Variable*>& vars, std::map<Value*, Value*>& renamed) {
    std::vector<Variable*> inputs;
    for (Variable* v : vars) {
      Variable* copy = graph_.CopyVariable(v);
      copy->concretetype = v->concretetype;
      renamed[v] = copy;
      inputs.push_back(copy);
    }
    return graph_.NewBlock(inputs);
  }

  static Value* Rename(const std::map<Value*, Value*>& renamed, Value* v) {
    auto it = renamed.find(v);
    return it == renamed.end() ? v : it->second;
  }

  // Splits `block` after each of its raising operations (not counting a last operation
  // whose exceptions the block catches, handled by Catch, nor those of the caught
  // region, handled by SplitCaught). Returns the block holding what follows the last
  // split, to be processed in turn, or null.
  Block* SplitAtFirstRaise(Block* block) {
    auto& ops = block->operations;
    bool catches = block->exitswitch == model::ExitSwitch::kLastException;
    // The RTyper marks where the lowering of the caught flow operation begins: every
    // raising operation from there on is covered by the handlers.
    size_t region = ops.size();
    for (size_t i = 0; i < ops.size(); ++i) {
      if (ops[i].opname == "catch_region") {
        region = i;
        ops.erase(ops.begin() + i);
        break;
      }
    }
    if (catches) PrepareCatchingBlock(block, region);
    catches = block->exitswitch == model::ExitSwitch::kLastException;
    bool memory_error_caught = catches && CatchesMemoryError(block);
    std::vector<size_t> splits;
    for (size_t i = 0; i < ops.size(); ++i) {
      if (!(catches && i >= region ? CanRaiseCaught(ops[i], memory_error_caught)
                                   : CanRaise(ops[i])))
        continue;
      if ((catches && i + 1 == ops.size()) || (catches && i >= region)) {
        if (!splits.empty()) break;  // the tail, processed in turn, catches
        if (i + 1 == ops.size()) {
          Catch(block);
          return nullptr;
        }
        return SplitCaught(block, i);
      }
      splits.push_back(i);
    }
    if (splits.empty()) return nullptr;
    // Split from the last raising operation backwards, so that each operation moves once:
    // splitting after the first and moving all the rest, then again in the rest, moved
    // the operations of a block of N statements N times (quadratic: `s += lst[k]` * 4000
    // took 21 s). Each part receives the variables defined before it and used after it,
    // in the order of their first use, as when splitting forwards.
    std::unordered_map<const Variable*, size_t> defined_at = Definitions(block);
    Block* tail = nullptr;
    for (size_t k = splits.size(); k-- > 0;) {
      bool last = k + 1 == splits.size();
      Block* rest = SplitAfter(block, splits[k], defined_at, last && catches, region);
      if (last) tail = rest;
    }
    return tail;
  }

  // Where each variable of `block` is defined: inputargs at 0, the result of operation i
  // at i + 1.
  static std::unordered_map<const Variable*, size_t> Definitions(const Block* block) {
    std::unordered_map<const Variable*, size_t> defined_at;
    for (const Variable* v : block->inputargs) defined_at[v] = 0;
    for (size_t i = 0; i < block->operations.size(); ++i)
      defined_at[block->operations[i].result] = i + 1;
    return defined_at;
  }

  // The variables `values` use that are defined in the block up to operation `i`, added
  // to `live` in order of first use.
  static void CollectLive(const std::vector<Value*>& values,
                          const std::unordered_map<const Variable*, size_t>& defined_at, size_t i,
                          std::vector<Variable*>& live, std::unordered_set<const Variable*>& seen) {
    for (Value* v : values) {
      if (v == nullptr || v->is_constant()) continue;
      auto* var = static_cast<Variable*>(v);
      auto it = defined_at.find(var);
      if (it == defined_at.end() || it->second > i + 1) continue;
      if (seen.insert(var).second) live.push_back(var);
    }
  }

  // Moves the operations after the raising operation `i`, the switch and the exits of
  // `block` to a new block receiving the live variables; `block` then checks whether `i`
  // raised and propagates. `with_region`: the caught region (at `region`) moves along.
  Block* SplitAfter(Block* block, size_t i,
                    const std::unordered_map<const Variable*, size_t>& defined_at, bool with_region,
                    size_t region) {
    auto& ops = block->operations;
    ++stats_.checks;
    std::vector<Variable*> live;
    std::unordered_set<const Variable*> seen;
    for (size_t j = i + 1; j < ops.size(); ++j) CollectLive(ops[j].args, defined_at, i, live, seen);
    if (block->exitswitch_var) CollectLive({block->exitswitch_var}, defined_at, i, live, seen);
    for (Link* link : block->exits) CollectLive(link->args, defined_at, i, live, seen);
    std::map<Value*, Value*> renamed;
    Block* rest = Receiver(live, renamed);
    for (size_t j = i + 1; j < ops.size(); ++j) {
      SpaceOperation op = ops[j];
      for (Value*& a : op.args) a = Rename(renamed, a);
      rest->operations.push_back(op);
    }
    if (with_region && region < ops.size() && region > i) {  // the region moves with the rest
      Variable* marker = graph_.NewVariable();
      marker->concretetype = types_.Void();
      rest->operations.insert(rest->operations.begin() + (region - i - 1),
                              SpaceOperation{"catch_region", {}, marker, {}});
    }
    rest->exitswitch = block->exitswitch;
    rest->exitswitch_var = block->exitswitch_var
                               ? static_cast<Variable*>(Rename(renamed, block->exitswitch_var))
                               : nullptr;
    for (Link* link : block->exits) {
      for (Value*& a : link->args) a = Rename(renamed, a);
      link->prevblock = rest;
    }
    rest->exits = block->exits;
    ops.resize(i + 1);
    Variable* raised = Call(ops, "rpy_exc_occurred", {}, types_.Bool());
    block->exitswitch = model::ExitSwitch::kVariable;
    block->exitswitch_var = raised;
    block->exits.clear();
    std::vector<Value*> args(live.begin(), live.end());
    Connect(block, rest, args, universe_.space().Bool(false));
    Propagate(block, universe_.space().Bool(true));
    return rest;
  }

  // A catching block's lowered operations may end with operations that cannot raise
  // (the RTyper expanded the flow operation): they move to the normal exit, so that the
  // raising operation is last. With no raising operation left, nothing is caught.
  void PrepareCatchingBlock(Block* block, size_t region) {
    auto& ops = block->operations;
    long last = -1;
    bool memory_error_caught = CatchesMemoryError(block);
    for (size_t i = region; i < ops.size(); ++i) {
      if (CanRaiseCaught(ops[i], memory_error_caught)) last = static_cast<long>(i);
    }
    if (last < 0) {
      block->exits.resize(1);
      block->exitswitch = model::ExitSwitch::kNone;
      return;
    }
    if (static_cast<size_t>(last) + 1 == ops.size()) return;
    Link* normal = block->exits.at(0);
    std::set<const Variable*> defined = DefinedBefore(block, last + 1);
    std::vector<Variable*> live;
    for (size_t j = last + 1; j < ops.size(); ++j) Collect(ops[j].args, defined, live);
    Collect(normal->args, defined, live);
    std::map<Value*, Value*> renamed;
    Block* tail = Receiver(live, renamed);
    for (size_t j = last + 1; j < ops.size(); ++j) {
      SpaceOperation op = ops[j];
      for (Value*& a : op.args) a = Rename(renamed, a);
      tail->operations.push_back(op);
    }
    ops.resize(last + 1);
    std::vector<Value*> args;
    for (Value* a : normal->args) args.push_back(Rename(renamed, a));
    Connect(tail, normal->target, args);
    normal->target = tail;
    normal->args = std::vector<Value*>(live.begin(), live.end());
  }

  // Several operations of a caught flow operation raise (zip's next() calls each
  // iterator): the block is split after the first; both parts catch with the same
  // handlers. Returns the second part, whose operations are all in the region.
  Block* SplitCaught(Block* block, size_t i) {
    auto& ops = block->operations;
    std::set<const Variable*> defined = DefinedBefore(block, i + 1);
    std::vector<Variable*> live;
    for (size_t j = i + 1; j < ops.size(); ++j) Collect(ops[j].args, defined, live);
    for (Link* link : block->exits) Collect(link->args, defined, live);
    std::map<Value*, Value*> renamed;
    Block* rest = Receiver(live, renamed);
    rest->operations.push_back({"catch_region", {}, graph_.NewVariable(), {}});
    rest->operations.back().result->concretetype = types_.Void();
    for (size_t j = i + 1; j < ops.size(); ++j) {
      SpaceOperation op = ops[j];
      for (Value*& a : op.args) a = Rename(renamed, a);
      rest->operations.push_back(op);
    }
    ops.resize(i + 1);
    std::vector<Link*> old_exits = block->exits;
    rest->exitswitch = model::ExitSwitch::kLastException;
    block->exits.clear();
    Connect(block, rest, std::vector<Value*>(live.begin(), live.end()));
    for (size_t k = 0; k < old_exits.size(); ++k) {
      Link* link = old_exits[k];
      if (k > 0) {  // the handlers are also the first part's
        Link* copy = Connect(block, link->target, link->args, link->exitcase);
        copy->last_exception = link->last_exception;
        copy->last_exc_value = link->last_exc_value;
      }
      for (Value*& a : link->args) a = Rename(renamed, a);
      link->prevblock = rest;
      rest->exits.push_back(link);
    }
    Catch(block);
    return rest;
  }

  // The block's last operation raises and the block catches: match the except clauses.
  void Catch(Block* block) {
    ++stats_.checks;
    Link* normal = block->exits.at(0);
    std::vector<Link*> handlers(block->exits.begin() + 1, block->exits.end());
    normal->exitcase = universe_.space().Bool(false);
    std::set<const Variable*> defined = DefinedBefore(block, block->operations.size());
    std::vector<Variable*> live;
    for (Link* h : handlers) Collect(h->args, defined, live);
    Variable* raised = Call(block->operations, "rpy_exc_occurred", {}, types_.Bool());
    block->exitswitch = model::ExitSwitch::kVariable;
    block->exitswitch_var = raised;
    block->exits = {normal};
    // Block 0 fetches the exception; then one block per clause tests its class.
    std::map<Value*, Value*> renamed;
    Block* fetch = Receiver(live, renamed);
    Connect(block, fetch, std::vector<Value*>(live.begin(), live.end()),
            universe_.space().Bool(true));
    Variable* etype = Call(fetch->operations, "rpy_exc_fetch_type", {}, universe_.VtablePtr());
    Variable* evalue = Call(fetch->operations, "rpy_exc_fetch_value", {}, universe_.ObjectPtr());
    std::vector<Variable*> carried;
    for (Variable* v : live) carried.push_back(static_cast<Variable*>(renamed[v]));
    carried.push_back(etype);
    carried.push_back(evalue);
    Block* current = fetch;
    for (Link* handler : handlers) {
      ++stats_.catches;
      const rtyper::ClassLayout* layout =
          handler->exitcase ? universe_.LayoutNamed(handler->exitcase->key()) : nullptr;
      if (handler->exitcase != nullptr && layout == nullptr) continue;  // a class never raised
      // Each clause test is a block of its own receiving the carried values; it is the
      // "false" exit of the previous test.
      std::map<Value*, Value*> names;
      Block* test = Receiver(carried, names);
      Link* into = Connect(current, test, std::vector<Value*>(carried.begin(), carried.end()));
      if (current != fetch) into->exitcase = universe_.space().Bool(false);
      std::vector<Variable*> test_vars;
      for (Variable* v : carried) test_vars.push_back(static_cast<Variable*>(Rename(names, v)));
      Value* test_etype = test_vars[test_vars.size() - 2];
      // The handler: clear the state, then the original link with the exception values.
      std::map<Value*, Value*> enter_names;
      Block* enter = Receiver(test_vars, enter_names);
      Call(enter->operations, "rpy_clear_exception", {}, types_.Void());
      auto in_enter = [&](Value* v) {
        // Original variable -> its copy in the fetch block -> in the test -> in the handler.
        Value* fetched = v == handler->last_exception   ? etype
                         : v == handler->last_exc_value ? evalue
                                                        : Rename(renamed, v);
        for (size_t i = 0; i < chain_.size(); ++i) fetched = Rename(chain_[i], fetched);
        return Rename(enter_names, Rename(names, fetched));
      };
      std::vector<Value*> args;
      for (Value* a : handler->args) args.push_back(in_enter(a));
      Connect(enter, handler->target, args);
      std::vector<Value*> pass(test_vars.begin(), test_vars.end());
      if (layout == nullptr || layout->name == "builtins.BaseException") {  // matches anything
        Connect(test, enter, pass);
        current = nullptr;
        break;
      }
      Variable* matched = Call(
          test->operations, "rpy_vtable_issubclass",
          {test_etype, Symbol("&" + layout->vtable_symbol, universe_.VtablePtr())}, types_.Bool());
      test->exitswitch = model::ExitSwitch::kVariable;
      test->exitswitch_var = matched;
      Connect(test, enter, pass, universe_.space().Bool(true));
      chain_.push_back(names);
      carried = test_vars;
      current = test;
    }
    chain_.clear();
    if (current != nullptr) {
      // No clause matched: the exception keeps propagating.
      Link* out = Connect(current, graph_.returnblock(), {Dummy()});
      if (current != fetch) out->exitcase = universe_.space().Bool(false);
    }
  }

  model::FunctionGraph& graph_;
  rtyper::Universe& universe_;
  lltype::TypeRegistry& types_;
  ExceptionTransformStats stats_;
  std::vector<std::map<Value*, Value*>> chain_;  // renamings of earlier clause tests
};

}  // namespace

int FindNonRaisingGraphs(rtyper::Universe& universe) {
  std::map<std::string, const model::FunctionGraph*> by_symbol;
  for (const annotator::GraphInfo* info : universe.graphs())
    by_symbol[universe.FunctionName(info)] = info->graph.get();
  std::set<std::string> raising;
  auto op_raises = [&](const SpaceOperation& op) {
    if (op.opname == "direct_call") {
      const std::string& symbol = static_cast<const Constant*>(op.args[0])->symbol;
      if (by_symbol.count(symbol)) return raising.count(symbol) > 0;
      return universe.CanRaise(symbol);
    }
    if (op.opname == "indirect_call") {
      std::vector<std::string> targets = IndirectTargets(op);
      if (targets.empty()) return true;
      for (const std::string& target : targets) {
        if (by_symbol.count(target) ? raising.count(target) > 0 : universe.CanRaise(target))
          return true;
      }
      return false;
    }
    const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
    return ll != nullptr && !ll->canraise.empty();
  };
  // Start from "nothing raises" and add graphs until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& [symbol, graph] : by_symbol) {
      if (raising.count(symbol)) continue;
      bool raises = false;
      for (const Block* block : graph->Blocks()) {
        for (const Link* link : block->exits) raises |= link->target == graph->exceptblock();
        for (const SpaceOperation& op : block->operations) raises |= op_raises(op);
      }
      if (raises) {
        raising.insert(symbol);
        changed = true;
      }
    }
  }
  int count = 0;
  for (const auto& [symbol, graph] : by_symbol) {
    if (!raising.count(symbol)) {
      universe.DeclareHelper(symbol, false);
      ++count;
    }
  }
  return count;
}

ExceptionTransformStats TransformExceptions(model::FunctionGraph& graph,
                                            rtyper::Universe& universe) {
  model::PublishFunction(graph.name(), "exception transform");
  return Transformer(graph, universe).Run();
}

}  // namespace rtfarm::transform
