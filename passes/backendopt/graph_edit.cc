#include "passes/backendopt/graph_edit.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "passes/lltype/llconstants.h"
#include "passes/lltype/lloperations.h"

namespace rtfarm::backendopt {

using lltype::Primitive;
using lltype::TypeKind;

model::Constant* CopyConstant(model::FunctionGraph& into, const model::Constant* c) {
  const lltype::Type* t = c->concretetype;
  const host::HostObject* o = c->object();
  bool plain = c->symbol.empty() && c->type_value == nullptr && o != nullptr && t != nullptr;
  if (plain && t->kind() == TypeKind::kPrimitive) {
    if (t->IsPrimitive(Primitive::kFloat)) {
      double value = o->kind() == host::HostKind::kFloat ? o->float_value()
                                                         : static_cast<double>(o->int_value());
      return lltype::FloatConstant(into, value, t);
    }
    if (t->IsPrimitive(Primitive::kVoid)) return lltype::VoidConstant(into, t);
    if (o->kind() == host::HostKind::kInt || o->kind() == host::HostKind::kBool ||
        (o->kind() == host::HostKind::kStr &&
         (t->IsPrimitive(Primitive::kChar) || t->IsPrimitive(Primitive::kUniChar)))) {
      return lltype::IntConstant(into, lltype::IntegerValue(c), t);
    }
  }
  if (plain && t->kind() == TypeKind::kPtr && o->kind() == host::HostKind::kNone)
    return NullPointer(into, t);
  model::Constant* copy = into.NewConstant(o);
  copy->type_value = c->type_value;
  copy->symbol = c->symbol;
  copy->concretetype = t;
  return copy;
}

model::Constant* ZeroConstant(model::FunctionGraph& graph, const lltype::Type* type,
                              lltype::TypeRegistry& types) {
  (void)types;
  switch (type->kind()) {
    case TypeKind::kPtr:
      return NullPointer(graph, type);
    case TypeKind::kPrimitive:
      switch (type->primitive()) {
        case Primitive::kFloat:
          return lltype::FloatConstant(graph, 0.0, type);
        case Primitive::kVoid:
          return lltype::VoidConstant(graph, type);
        default:
          return lltype::IntConstant(graph, 0, type);
      }
    default:
      return nullptr;
  }
}

model::Constant* NullPointer(model::FunctionGraph& graph, const lltype::Type* ptr_type) {
  // An owned None of pointer type: GenC writes every valueless pointer constant as NULL.
  return lltype::VoidConstant(graph, ptr_type);
}

model::Value* Resolve(const Substitution& subst, model::Value* v) {
  while (v != nullptr && !v->is_constant()) {
    auto it = subst.find(static_cast<const model::Variable*>(v));
    if (it == subst.end()) break;
    v = it->second;
  }
  return v;
}

model::Variable* FreshCopy(model::FunctionGraph& graph, const model::Variable* original) {
  model::Variable* v = graph.CopyVariable(original);
  v->concretetype = original->concretetype;
  return v;
}

std::unordered_map<model::Block*, std::vector<model::Link*>> EnteringLinks(
    const model::FunctionGraph& graph) {
  std::vector<model::Block*> blocks = graph.Blocks();
  std::unordered_map<model::Block*, std::vector<model::Link*>> entering(blocks.size());
  for (model::Block* block : blocks) {
    entering[block];  // every reachable block has an entry, possibly empty
    for (model::Link* link : block->exits) entering[link->target].push_back(link);
  }
  return entering;
}

const std::string* CalleeName(const model::SpaceOperation& op) {
  if (op.opname != "direct_call" || op.args.empty() || !op.args[0]->is_constant()) return nullptr;
  return &static_cast<const model::Constant*>(op.args[0])->symbol;
}

bool IsStrConcat(const model::SpaceOperation& op) {
  const std::string* callee = CalleeName(op);
  return callee != nullptr && *callee == "rpy_str_concat" && op.args.size() == 3 &&
         op.result != nullptr;
}

bool IsRemovableWhenUnused(const model::SpaceOperation& op) {
  const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
  return ll != nullptr && ll->pure && ll->canraise.empty();
}

std::vector<model::Variable*> UsedAfter(const model::Block& block, size_t index) {
  std::unordered_set<const model::Variable*> defined(block.inputargs.begin(),
                                                     block.inputargs.end());
  for (size_t i = 0; i < index; ++i) defined.insert(block.operations[i].result);
  std::vector<model::Variable*> used;
  auto use = [&](model::Value* v) {
    if (v == nullptr || v->is_constant()) return;
    auto* var = static_cast<model::Variable*>(v);
    if (defined.count(var) && std::find(used.begin(), used.end(), var) == used.end())
      used.push_back(var);
  };
  for (size_t i = index + 1; i < block.operations.size(); ++i) {
    for (model::Value* a : block.operations[i].args) use(a);
  }
  use(block.exitswitch_var);
  for (const model::Link* link : block.exits) {
    for (model::Value* a : link->args) use(a);
  }
  return used;
}

model::Block* SplitAfter(model::FunctionGraph& graph, model::Block* block, size_t index,
                         const std::vector<model::Variable*>& passed_on) {
  std::unordered_map<const model::Variable*, model::Variable*> renamed;
  std::vector<model::Variable*> inputs;
  for (model::Variable* v : passed_on) {
    model::Variable* fresh = FreshCopy(graph, v);
    renamed[v] = fresh;
    inputs.push_back(fresh);
  }
  inputs.push_back(block->operations[index].result);
  model::Block* rest = graph.NewBlock(inputs);
  auto rename = [&](model::Value* v) -> model::Value* {
    if (v == nullptr || v->is_constant()) return v;
    auto it = renamed.find(static_cast<model::Variable*>(v));
    return it == renamed.end() ? v : it->second;
  };
  for (size_t i = index + 1; i < block->operations.size(); ++i) {
    model::SpaceOperation op = block->operations[i];
    for (model::Value*& a : op.args) a = rename(a);
    rest->operations.push_back(std::move(op));
  }
  block->operations.resize(index + 1);
  rest->exitswitch = block->exitswitch;
  rest->exitswitch_var = block->exitswitch_var
                             ? static_cast<model::Variable*>(rename(block->exitswitch_var))
                             : nullptr;
  for (model::Link* link : block->exits) {
    for (model::Value*& a : link->args) a = rename(a);
    link->prevblock = rest;
    rest->exits.push_back(link);
  }
  block->exitswitch = model::ExitSwitch::kNone;
  block->exitswitch_var = nullptr;
  block->exits.clear();
  return rest;
}

std::map<const model::Variable*, int> CountUses(const model::FunctionGraph& graph) {
  std::map<const model::Variable*, int> uses;
  auto use = [&uses](const model::Value* v) {
    if (!v->is_constant()) ++uses[static_cast<const model::Variable*>(v)];
  };
  for (model::Block* block : graph.Blocks()) {
    for (const model::SpaceOperation& op : block->operations)
      for (const model::Value* arg : op.args) use(arg);
    if (block->exitswitch_var != nullptr) use(block->exitswitch_var);
    for (const model::Link* link : block->exits)
      for (const model::Value* arg : link->args) use(arg);
  }
  return uses;
}

}  // namespace rtfarm::backendopt
