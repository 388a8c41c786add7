// Hand-built low-level graphs for the backend optimization tests: the shapes the
// RTyper and the exception transformer produce, without either.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "passes/host/host_builder.h"
#include "passes/lltype/check_lowlevel.h"
#include "passes/lltype/llconstants.h"
#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt::testing {

using lltype::Type;
using model::Block;
using model::Constant;
using model::FunctionGraph;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// A program of graphs sharing one TypeRegistry.
class Program {
 public:
  // A graph `name` with parameters of `params` types returning `result`; its start block
  // is made, empty, with the parameters as inputargs.
  FunctionGraph& Graph(const std::string& name, std::vector<const Type*> params,
                       const Type* result) {
    auto graph = std::make_unique<FunctionGraph>(name);
    graph->returnblock()->inputargs[0]->concretetype = result;
    for (Variable* v : graph->exceptblock()->inputargs) v->concretetype = types.Signed();
    std::vector<Variable*> inputs;
    for (const Type* t : params) {
      inputs.push_back(graph->NewVariable("p"));
      inputs.back()->concretetype = t;
    }
    graph->set_startblock(graph->NewBlock(inputs));
    signatures[name] = types.Func(params, result);
    FunctionGraph& ref = *graph;
    graphs[name] = std::move(graph);
    return ref;
  }

  std::map<std::string, FunctionGraph*> Map() {
    std::map<std::string, FunctionGraph*> m;
    for (auto& [name, g] : graphs) m[name] = g.get();
    return m;
  }

  lltype::TypeRegistry types;
  std::map<std::string, std::unique_ptr<FunctionGraph>> graphs;
  std::map<std::string, const Type*> signatures;
};

inline Variable* Var(FunctionGraph& g, const Type* t, const std::string& hint = "") {
  Variable* v = g.NewVariable(hint);
  v->concretetype = t;
  return v;
}

inline Constant* Int(FunctionGraph& g, lltype::TypeRegistry& types, int64_t value) {
  return lltype::IntConstant(g, value, types.Signed());
}

inline Constant* Field(FunctionGraph& g, lltype::TypeRegistry& types, const std::string& name) {
  Constant* c = g.NewConstant(nullptr);
  c->symbol = name;
  c->concretetype = types.Void();
  return c;
}

inline Constant* TypeArg(FunctionGraph& g, lltype::TypeRegistry& types, const Type* t) {
  Constant* c = g.NewConstant(nullptr);
  c->type_value = t;
  c->concretetype = types.Void();
  return c;
}

inline Constant* Symbol(FunctionGraph& g, const std::string& symbol, const Type* t) {
  return lltype::PointerConstant(g, symbol, t);
}

inline Variable* Op(FunctionGraph& g, Block* b, const std::string& name, std::vector<Value*> args,
                    const Type* result) {
  Variable* r = Var(g, result);
  b->operations.push_back({name, std::move(args), r, {}});
  return r;
}

// `direct_call` of `callee` (a graph of `program` or a runtime helper of type `fn`).
inline Variable* Call(FunctionGraph& g, Block* b, const std::string& callee, const Type* fn,
                      std::vector<Value*> args, lltype::TypeRegistry& types) {
  args.insert(args.begin(), Symbol(g, callee, types.Ptr(fn)));
  return Op(g, b, "direct_call", std::move(args), fn->result());
}

inline Link* Jump(FunctionGraph& g, Block* from, Block* to, std::vector<Value*> args,
                  const host::HostObject* exitcase = nullptr) {
  Link* l = g.NewLink(from, to, std::move(args), exitcase);
  from->exits.push_back(l);
  return l;
}

// Exitcases for Bool switches, owned by the test.
inline const host::HostObject* BoolCase(bool value) {
  static const std::unique_ptr<host::HostObject> t = [] {
    auto o = host::HostBuilder::Make(host::HostKind::kBool, "True");
    host::HostBuilder::SetBool(o.get(), true);
    host::HostBuilder::SetInt(o.get(), 1);
    return o;
  }();
  static const std::unique_ptr<host::HostObject> f = [] {
    auto o = host::HostBuilder::Make(host::HostKind::kBool, "False");
    host::HostBuilder::SetBool(o.get(), false);
    return o;
  }();
  return value ? t.get() : f.get();
}

// `block` switches on `cond`: true -> yes, false -> no.
inline void Branch(FunctionGraph& g, Block* block, Variable* cond, Block* yes,
                   std::vector<Value*> yes_args, Block* no, std::vector<Value*> no_args) {
  block->exitswitch = model::ExitSwitch::kVariable;
  block->exitswitch_var = cond;
  Jump(g, block, no, std::move(no_args), BoolCase(false));
  Jump(g, block, yes, std::move(yes_args), BoolCase(true));
}

inline std::string Problems(const FunctionGraph& g, lltype::TypeRegistry& types) {
  std::string joined;
  for (const auto& p : lltype::CheckLowLevelGraph(g, types)) joined += p + "\n";
  return joined;
}

inline std::string Show(const Value* v) {
  if (!v->is_constant()) return static_cast<const Variable*>(v)->name();
  const auto* c = static_cast<const Constant*>(v);
  if (!c->symbol.empty()) return c->symbol;
  if (c->type_value != nullptr) return "<" + c->type_value->key() + ">";
  if (c->object() == nullptr) return "?";
  return c->object()->key();
}

// A listing precise enough to compare two graphs for determinism.
inline std::string Dump(const FunctionGraph& g) {
  std::string s;
  std::map<const Block*, size_t> index;
  std::vector<Block*> blocks = g.Blocks();
  for (size_t i = 0; i < blocks.size(); ++i) index[blocks[i]] = i;
  for (Block* b : blocks) {
    s += "block" + std::to_string(index[b]) + "(";
    for (const Variable* v : b->inputargs) s += v->name() + ",";
    s += ")\n";
    for (const auto& op : b->operations) {
      s += "  " + op.result->name() + " = " + op.opname + "(";
      for (const Value* a : op.args) s += Show(a) + ",";
      s += ")\n";
    }
    if (b->exitswitch_var) s += "  switch " + b->exitswitch_var->name() + "\n";
    for (const Link* l : b->exits) {
      s += "  -> block" + std::to_string(index[l->target]) + "(";
      for (const Value* a : l->args) s += Show(a) + ",";
      s += ")" + std::string(l->exitcase ? " if " + l->exitcase->key() : "") + "\n";
    }
  }
  return s;
}

// The names of a block's operations, in order.
inline std::vector<std::string> OpNames(const Block* b) {
  std::vector<std::string> names;
  for (const SpaceOperation& op : b->operations) names.push_back(op.opname);
  return names;
}

inline int CountOps(const FunctionGraph& g, const std::string& opname) {
  int n = 0;
  for (const Block* b : g.Blocks()) {
    for (const auto& op : b->operations) n += op.opname == opname;
  }
  return n;
}

inline int CountCallsTo(const FunctionGraph& g, const std::string& callee) {
  int n = 0;
  for (const Block* b : g.Blocks()) {
    for (const auto& op : b->operations) {
      n += op.opname == "direct_call" && static_cast<const Constant*>(op.args[0])->symbol == callee;
    }
  }
  return n;
}

// The non-final blocks.
inline int CountBlocks(const FunctionGraph& g) {
  int n = 0;
  for (const Block* b : g.Blocks()) n += !b->is_final();
  return n;
}

}  // namespace rtfarm::backendopt::testing
