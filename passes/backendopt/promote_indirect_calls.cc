#include "passes/backendopt/promote_indirect_calls.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"
#include "passes/lltype/lloperations.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::FunctionGraph;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// A chain block's names for the call's values (fresh copies of the carried variables,
// read with Resolve); an empty one stands for the original names.
using Renaming = Substitution;

bool IsStructPointer(const lltype::Type* t) {
  return t != nullptr && t->kind() == lltype::TypeKind::kPtr &&
         t->target()->kind() == lltype::TypeKind::kStruct;
}

// Whether a value of type `from` can be handed to a slot of type `to`: the same type, or
// instance pointers (the vtable slot takes the base class, the method its own class).
// The nearest struct both pointed structs inline (the base class of two instance types),
// or null: a function family returning instances of different classes has the first
// function's pointer type (rtyper::Universe::UniteReturnTypes keeps pointers), so a
// promoted call to another member returns a sibling class, cast through their base.
const lltype::Type* CommonParent(const lltype::Type* from, const lltype::Type* to) {
  for (const lltype::Type* t = from->target(); t != nullptr; t = t->Parent()) {
    if (to->target()->HasParent(t)) return t;
  }
  return nullptr;
}

bool Convertible(const lltype::Type* from, const lltype::Type* to) {
  return from == to ||
         (IsStructPointer(from) && IsStructPointer(to) && CommonParent(from, to) != nullptr);
}

class Promoter {
 public:
  Promoter(FunctionGraph& graph, const std::map<std::string, FunctionGraph*>& graphs,
           lltype::TypeRegistry& types)
      : graph_(graph), graphs_(graphs), types_(types) {}

  int Run() {
    int promoted = 0;
    std::vector<Block*> work = graph_.Blocks();
    for (size_t b = 0; b < work.size(); ++b) {
      Block* block = work[b];
      for (size_t i = 0; i < block->operations.size(); ++i) {
        std::vector<const FunctionGraph*> targets;
        std::vector<std::string> names;
        if (!Promotable(block->operations[i], &names, &targets)) continue;
        // What follows the call moves to a new block, looked at in its turn.
        work.push_back(Promote(block, i, names, targets));
        ++promoted;
        break;
      }
    }
    if (promoted > 0) graph_.Prune();
    return promoted;
  }

 private:
  bool Promotable(const SpaceOperation& op, std::vector<std::string>* names,
                  std::vector<const FunctionGraph*>* targets) const {
    if (op.opname != "indirect_call" || op.args.size() < 2 || !op.args.back()->is_constant())
      return false;
    *names = lltype::IndirectCallTargets(static_cast<const model::Constant*>(op.args.back()));
    if (names->empty() || names->size() > kMaxPromotedTargets) return false;
    size_t arity = op.args.size() - 2;  // the function pointer and the graph list aside
    for (const std::string& name : *names) {
      auto it = graphs_.find(name);
      if (it == graphs_.end() || it->second->startblock() == nullptr) return false;
      const FunctionGraph* g = it->second;
      const auto& params = g->startblock()->inputargs;
      if (params.size() != arity) return false;
      for (size_t a = 0; a < arity; ++a) {
        if (!Convertible(op.args[a + 1]->concretetype, params[a]->concretetype)) return false;
      }
      if (!Convertible(g->returnblock()->inputargs[0]->concretetype, op.result->concretetype))
        return false;
      targets->push_back(g);
    }
    return true;
  }

  // A value of `v`'s type as `to`, by a cast_pointer appended to `block` when they differ.
  Value* Cast(Block* block, Value* v, const lltype::Type* to) {
    if (v->concretetype == to) return v;
    // Siblings (W_Bool where the family's type says W_Float): up to the base, then down.
    const lltype::Type* from = v->concretetype->target();
    if (!from->HasParent(to->target()) && !to->target()->HasParent(from)) {
      const lltype::Type* base = CommonParent(v->concretetype, to);
      if (base != nullptr && base != from) v = Cast(block, v, types_.Ptr(base));
    }
    if (v->concretetype == to) return v;
    Variable* cast = graph_.NewVariable("cast");
    cast->concretetype = to;
    block->operations.push_back({"cast_pointer", {v}, cast, {}});
    return cast;
  }

  // A block taking fresh copies of `carried` as inputargs; `local` maps each carried
  // variable to its copy.
  Block* ChainBlock(const std::vector<Variable*>& carried, Renaming* local) {
    std::vector<Variable*> inputs;
    for (Variable* v : carried) {
      Variable* fresh = FreshCopy(graph_, v);
      (*local)[v] = fresh;
      inputs.push_back(fresh);
    }
    return graph_.NewBlock(inputs);
  }

  void Connect(Block* from, Block* to, const std::vector<Variable*>& carried, const Renaming& local,
               const host::HostObject* exitcase) {
    std::vector<Value*> args;
    for (Variable* v : carried) args.push_back(Resolve(local, v));
    from->exits.push_back(graph_.NewLink(from, to, args, exitcase));
  }

  // `block` ends by jumping to `rest` with the passed-on values and the call's result.
  void JumpToRest(Block* block, const Renaming& local, const std::vector<Variable*>& passed_on,
                  Value* result, Block* rest) {
    std::vector<Value*> out;
    for (Variable* v : passed_on) out.push_back(Resolve(local, v));
    out.push_back(result);
    block->exits.push_back(graph_.NewLink(block, rest, out));
  }

  // Replaces the call block->operations[index] by the chain; returns the block holding
  // what followed it.
  Block* Promote(Block* block, size_t index, const std::vector<std::string>& names,
                 const std::vector<const FunctionGraph*>& targets) {
    bool from_vtable = ReadFromVtable(*block, index);
    std::vector<Variable*> passed_on = UsedAfter(*block, index);
    Block* rest = SplitAfter(graph_, block, index, passed_on);
    SpaceOperation call = block->operations[index];
    block->operations.pop_back();
    // The chain's blocks receive the function pointer, the arguments and the values the
    // rest needs.
    std::vector<Variable*> carried;
    auto carry = [&](Value* v) {
      if (v->is_constant()) return;
      auto* var = static_cast<Variable*>(v);
      if (std::find(carried.begin(), carried.end(), var) == carried.end()) carried.push_back(var);
    };
    for (size_t a = 0; a + 1 < call.args.size(); ++a) carry(call.args[a]);
    for (Variable* v : passed_on) carry(v);
    const host::HostObject* yes = lltype::IntConstant(graph_, 1, types_.Bool())->object();
    const host::HostObject* no = lltype::IntConstant(graph_, 0, types_.Bool())->object();

    Block* from = block;
    Renaming from_local;  // empty: the original names
    const host::HostObject* from_case = nullptr;
    for (size_t t = 0; t < targets.size(); ++t) {
      Renaming local;
      Block* here = ChainBlock(carried, &local);
      Connect(from, here, carried, from_local, from_case);
      if (t + 1 < targets.size() || !from_vtable) {
        // fn == &target: call it; else try the next target.
        Variable* same = graph_.NewVariable("is_target");
        same->concretetype = types_.Bool();
        model::Constant* address =
            lltype::PointerConstant(graph_, names[t], call.args[0]->concretetype);
        here->operations.push_back(
            {"ptr_eq", {Resolve(local, call.args[0]), address}, same, call.position});
        here->exitswitch = model::ExitSwitch::kVariable;
        here->exitswitch_var = same;
        Renaming call_local;
        Block* calling = ChainBlock(carried, &call_local);
        Connect(here, calling, carried, local, yes);
        EmitCall(calling, call, names[t], *targets[t], call_local, passed_on, rest);
        from = here;
        from_local = local;
        from_case = no;
      } else {
        EmitCall(here, call, names[t], *targets[t], local, passed_on, rest);
      }
    }
    if (!from_vtable) {
      // No target matched: a pointer that may be NULL (a function that may be None, which
      // CPython would refuse to call) still goes where the indirect call went.
      Renaming local;
      Block* fallback = ChainBlock(carried, &local);
      Connect(from, fallback, carried, from_local, from_case);
      SpaceOperation kept = call;
      for (Value*& a : kept.args) a = Resolve(local, a);
      kept.result = FreshCopy(graph_, call.result);
      fallback->operations.push_back(kept);
      JumpToRest(fallback, local, passed_on, kept.result, rest);
    }
    return rest;
  }

  // Whether the called pointer is a method read from a vtable slot (getfield of an "m_"
  // field earlier in the block, as the RTyper's method calls make it): then it is one of
  // the targets, never NULL, and the last target needs no test.
  static bool ReadFromVtable(const Block& block, size_t index) {
    const Value* fn = block.operations[index].args[0];
    for (size_t i = 0; i < index; ++i) {
      const SpaceOperation& op = block.operations[i];
      if (op.result != fn) continue;
      return op.opname == "getfield" && op.args.size() == 2 && op.args[1]->is_constant() &&
             static_cast<const model::Constant*>(op.args[1])->symbol.starts_with("m_");
    }
    return false;
  }

  // `block` calls `name` directly with the call's arguments and jumps to `rest` with the
  // passed-on values and the result.
  void EmitCall(Block* block, const SpaceOperation& call, const std::string& name,
                const FunctionGraph& target, const Renaming& local,
                const std::vector<Variable*>& passed_on, Block* rest) {
    const auto& params = target.startblock()->inputargs;
    std::vector<const lltype::Type*> param_types;
    for (const Variable* p : params) param_types.push_back(p->concretetype);
    const lltype::Type* result_type = target.returnblock()->inputargs[0]->concretetype;
    const lltype::Type* fn = types_.Func(param_types, result_type);
    std::vector<Value*> args = {lltype::PointerConstant(graph_, name, types_.Ptr(fn))};
    for (size_t a = 0; a < params.size(); ++a)
      args.push_back(Cast(block, Resolve(local, call.args[a + 1]), params[a]->concretetype));
    Variable* result = graph_.NewVariable("result");
    result->concretetype = result_type;
    block->operations.push_back({"direct_call", args, result, call.position});
    JumpToRest(block, local, passed_on, Cast(block, result, call.result->concretetype), rest);
  }

  FunctionGraph& graph_;
  const std::map<std::string, FunctionGraph*>& graphs_;
  lltype::TypeRegistry& types_;
};

}  // namespace

int PromoteIndirectCalls(const std::map<std::string, model::FunctionGraph*>& graphs,
                         lltype::TypeRegistry& types) {
  int promoted = 0;
  for (const auto& [name, graph] : graphs) promoted += Promoter(*graph, graphs, types).Run();
  return promoted;
}

}  // namespace rtfarm::backendopt
