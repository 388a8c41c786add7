#include "tests/model/test_graphs.h"

#include <cmath>
#include <utility>

namespace rtfarm::model::testing {

using host::HostBuilder;
using host::HostKind;
using host::HostObject;

TestConstants::TestConstants() {
  none_ = Add(HostBuilder::Make(HostKind::kNone, "None"));

  HostObject* object_class = MakeClass("object", {});
  HostObject* base_exception = MakeClass("BaseException", {object_class});
  HostObject* exception = MakeClass("Exception", {base_exception});
  HostObject* arithmetic = MakeClass("ArithmeticError", {exception});
  HostObject* zero_division = MakeClass("ZeroDivisionError", {arithmetic});
  exception_ = exception;
  zero_division_ = zero_division;

  HostObject* tuple = Add(HostBuilder::Make(HostKind::kTuple, "tuple:('a', 1, None)"));
  HostBuilder::SetItems(tuple, {Str("a"), Int(1), none_});
  tuple_ = tuple;

  HostObject* module = Add(HostBuilder::Make(HostKind::kModule, "mod"));
  HostBuilder::SetText(module, "mod");

  auto info = std::make_unique<host::CodeInfo>();
  info->name = "move";
  info->qualname = "Point.move";
  info->filename = "mod.py";
  info->firstlineno = 7;
  info->argcount = 2;
  info->flags = 0x03;
  info->stacksize = 2;
  info->code = std::string("\x97\x00\x64\x01\x53\x00", 6);
  info->exceptiontable = "";
  info->linetable = std::string("\x80\x00\xd8\x0b", 4);
  info->consts = {none_, Int(1)};
  info->names = {"x"};
  info->varnames = {"self", "other"};
  HostObject* code = Add(HostBuilder::Make(HostKind::kCode, "mod.Point.move.__code__"));
  HostBuilder::SetCode(code, std::move(info));

  HostObject* point = MakeClass("Point", {object_class});
  HostBuilder::SetModuleName(point, "mod");
  point_class_ = point;

  HostObject* origin = Add(HostBuilder::Make(HostKind::kInstance, "mod.ORIGIN"));
  HostBuilder::SetType(origin, point);
  HostBuilder::SetAttrs(origin, {{"self", origin}, {"x", Int(0)}});
  origin_ = origin;

  HostObject* defaults = Add(HostBuilder::Make(HostKind::kTuple, "mod.Point.move.__defaults__"));
  HostBuilder::SetItems(defaults, {origin});

  HostObject* method = Add(HostBuilder::Make(HostKind::kFunction, "mod.Point.move"));
  HostBuilder::SetText(method, "move");
  HostBuilder::SetQualname(method, "Point.move");
  HostBuilder::SetModuleName(method, "mod");
  HostBuilder::SetCodeObject(method, code);
  HostBuilder::SetModule(method, module);
  HostBuilder::SetDefaults(method, defaults);
  HostBuilder::SetClosure(method, {nullptr, Int(3)});  // an empty cell, then a full one
  method_ = method;

  HostBuilder::SetAttrs(point, {{"move", method}, {"origin", origin}});
}

HostObject* TestConstants::Add(std::unique_ptr<HostObject> object) {
  owned_.push_back(std::move(object));
  return owned_.back().get();
}

HostObject* TestConstants::MakeClass(const std::string& name,
                                     std::vector<const HostObject*> bases) {
  HostObject* klass = Add(HostBuilder::Make(HostKind::kClass, name));
  HostBuilder::SetText(klass, name);
  HostBuilder::SetQualname(klass, name);
  HostBuilder::SetModuleName(klass, "builtins");
  std::vector<const HostObject*> mro = {klass};
  if (!bases.empty()) {
    const auto& base_mro = bases[0]->mro();  // single inheritance suffices here
    mro.insert(mro.end(), base_mro.begin(), base_mro.end());
  }
  HostBuilder::SetItems(klass, std::move(bases));
  HostBuilder::SetMro(klass, std::move(mro));
  return klass;
}

const HostObject* TestConstants::Int(int64_t value) {
  if (auto it = ints_.find(value); it != ints_.end()) return it->second;
  HostObject* object = Add(HostBuilder::Make(HostKind::kInt, "int:" + std::to_string(value)));
  HostBuilder::SetInt(object, value);
  ints_[value] = object;
  return object;
}

const HostObject* TestConstants::Str(const std::string& value) {
  if (auto it = strs_.find(value); it != strs_.end()) return it->second;
  HostObject* object = Add(HostBuilder::Make(HostKind::kStr, "str:'" + value + "'"));
  HostBuilder::SetText(object, value);
  strs_[value] = object;
  return object;
}

const HostObject* TestConstants::Bool(bool value) {
  if (auto it = bools_.find(value); it != bools_.end()) return it->second;
  HostObject* object = Add(HostBuilder::Make(HostKind::kBool, value ? "bool:True" : "bool:False"));
  HostBuilder::SetBool(object, value);
  bools_[value] = object;
  return object;
}

namespace {

SourcePosition At(int line, int offset) { return SourcePosition{"mod.py", line, offset}; }

void AddOp(Block* block, std::string opname, std::vector<Value*> args, Variable* result,
           SourcePosition position) {
  block->operations.push_back(
      SpaceOperation{std::move(opname), std::move(args), result, std::move(position)});
}

}  // namespace

std::unique_ptr<FunctionGraph> StraightLineGraph(TestConstants& c) {
  auto graph = std::make_unique<FunctionGraph>("mod.straight");
  FunctionGraph& g = *graph;
  g.argnames = {"x", "y"};
  g.position = At(1, -1);
  Variable* x = g.NewVariable("x");
  Variable* y = g.NewVariable("y");
  Block* start = g.NewBlock({x, y});
  g.set_startblock(start);
  Variable* sum = g.NewVariable();
  Variable* product = g.NewVariable();
  Variable* text = g.NewVariable();
  Variable* result = g.NewVariable("result");
  Variable* self = g.NewVariable();
  Variable* packed = g.NewVariable();
  AddOp(start, "add", {x, y}, sum, At(2, 4));
  AddOp(start, "mul", {sum, g.NewConstant(c.Int(2))}, product, At(2, 6));
  AddOp(start, "str", {product}, text, At(2, 10));
  AddOp(start, "add", {text, g.NewConstant(c.Str("!"))}, result, At(2, 14));
  AddOp(start, "getattr", {g.NewConstant(c.origin()), g.NewConstant(c.Str("self"))}, self,
        At(3, 2));
  HostObject* minus_zero = c.Add(host::HostBuilder::Make(HostKind::kFloat, "float:-0.0"));
  host::HostBuilder::SetFloat(minus_zero, -0.0);
  HostObject* nan = c.Add(host::HostBuilder::Make(HostKind::kFloat, "float:nan"));
  host::HostBuilder::SetFloat(nan, std::nan(""));
  // Raw bytes that are not UTF-8, in a key and in the payload.
  HostObject* raw = c.Add(host::HostBuilder::Make(HostKind::kBytes, "bytes:\xff\xfe"));
  host::HostBuilder::SetText(raw, std::string("\xff\x00\xfe", 3));
  AddOp(start, "newtuple",
        {result, g.NewConstant(c.tuple()), self, g.NewConstant(minus_zero), g.NewConstant(nan),
         g.NewConstant(raw), g.NewConstant(c.method()), g.NewConstant(c.point_class())},
        packed, At(4, 0));
  start->exits.push_back(g.NewLink(start, g.returnblock(), {result}));
  return graph;
}

std::unique_ptr<FunctionGraph> DiamondGraph(TestConstants& c) {
  auto graph = std::make_unique<FunctionGraph>("mod.diamond");
  FunctionGraph& g = *graph;
  g.argnames = {"x"};
  g.position = At(10, -1);
  Variable* x = g.NewVariable("x");
  Block* start = g.NewBlock({x});
  g.set_startblock(start);
  Variable* cond = g.NewVariable();
  Variable* truth = g.NewVariable();
  AddOp(start, "gt", {x, g.NewConstant(c.Int(0))}, cond, At(11, 2));
  AddOp(start, "is_true", {cond}, truth, At(11, 4));
  start->exitswitch = ExitSwitch::kVariable;
  start->exitswitch_var = truth;

  Variable* x_then = g.NewVariable("x");
  Block* then_block = g.NewBlock({x_then});
  Variable* negated = g.NewVariable();
  AddOp(then_block, "neg", {x_then}, negated, At(11, 8));
  then_block->exits.push_back(g.NewLink(then_block, g.returnblock(), {negated}));

  Variable* x_else = g.NewVariable("x");
  Block* else_block = g.NewBlock({x_else});
  Variable* incremented = g.NewVariable();
  AddOp(else_block, "add", {x_else, g.NewConstant(c.Int(1))}, incremented, At(11, 12));
  else_block->exits.push_back(g.NewLink(else_block, g.returnblock(), {incremented}));

  start->exits.push_back(g.NewLink(start, then_block, {x}, c.Bool(true)));
  start->exits.push_back(g.NewLink(start, else_block, {x}, c.Bool(false)));
  return graph;
}

std::unique_ptr<FunctionGraph> LoopGraph(TestConstants& c) {
  auto graph = std::make_unique<FunctionGraph>("mod.loop");
  FunctionGraph& g = *graph;
  g.argnames = {"n"};
  g.position = At(20, -1);
  Variable* n = g.NewVariable("n");
  Block* start = g.NewBlock({n});
  g.set_startblock(start);

  Variable* i1 = g.NewVariable("i");
  Variable* n1 = g.NewVariable("n");
  Variable* acc1 = g.NewVariable("acc");
  Block* header = g.NewBlock({i1, n1, acc1});
  Variable* cond = g.NewVariable();
  AddOp(header, "lt", {i1, n1}, cond, At(22, 6));
  header->exitswitch = ExitSwitch::kVariable;
  header->exitswitch_var = cond;

  Variable* i2 = g.NewVariable("i");
  Variable* n2 = g.NewVariable("n");
  Variable* acc2 = g.NewVariable("acc");
  Block* body = g.NewBlock({i2, n2, acc2});
  Variable* acc3 = g.NewVariable("acc");
  Variable* i3 = g.NewVariable("i");
  AddOp(body, "inplace_add", {acc2, i2}, acc3, At(23, 8));
  AddOp(body, "inplace_add", {i2, g.NewConstant(c.Int(1))}, i3, At(24, 8));
  body->exits.push_back(g.NewLink(body, header, {i3, n2, acc3}));

  start->exits.push_back(
      g.NewLink(start, header, {g.NewConstant(c.Int(0)), n, g.NewConstant(c.Int(0))}));
  header->exits.push_back(g.NewLink(header, body, {i1, n1, acc1}, c.Bool(true)));
  header->exits.push_back(g.NewLink(header, g.returnblock(), {acc1}, c.Bool(false)));
  return graph;
}

std::unique_ptr<FunctionGraph> ExceptionGraph(TestConstants& c) {
  auto graph = std::make_unique<FunctionGraph>("mod.guarded");
  FunctionGraph& g = *graph;
  g.argnames = {"x", "d"};
  g.position = At(30, -1);
  Variable* x = g.NewVariable("x");
  Variable* d = g.NewVariable("d");
  Block* start = g.NewBlock({x, d});
  g.set_startblock(start);
  Variable* quotient = g.NewVariable();
  AddOp(start, "floordiv", {x, d}, quotient, At(32, 10));
  start->exitswitch = ExitSwitch::kLastException;

  Variable* etype = g.NewVariable("etype");
  Variable* evalue = g.NewVariable("evalue");
  Block* handler = g.NewBlock({etype, evalue});
  Variable* args = g.NewVariable();
  AddOp(handler, "getattr", {evalue, g.NewConstant(c.Str("args"))}, args, At(33, 4));
  handler->exits.push_back(g.NewLink(handler, g.returnblock(), {g.NewConstant(c.Int(0))}));

  start->exits.push_back(g.NewLink(start, g.returnblock(), {quotient}));
  Link* caught = g.NewLink(start, handler, {}, c.zero_division());
  caught->last_exception = g.NewVariable("last_exception");
  caught->last_exc_value = g.NewVariable("last_exc_value");
  caught->args = {caught->last_exception, caught->last_exc_value};
  start->exits.push_back(caught);
  Link* propagated = g.NewLink(start, g.exceptblock(), {}, c.exception());
  propagated->last_exception = g.NewVariable("last_exception");
  propagated->last_exc_value = g.NewVariable("last_exc_value");
  propagated->args = {propagated->last_exception, propagated->last_exc_value};
  start->exits.push_back(propagated);
  return graph;
}

}  // namespace rtfarm::model::testing
