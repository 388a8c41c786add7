// Call shapes, parameters, methods and super() (fixtures/flow_calls.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using model::ExitSwitch;
using ::testing::ElementsAre;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_calls", name);
}

// The single operation of a one-block graph that returns its result.
const model::SpaceOperation& OnlyCall(const model::FunctionGraph& g, const std::string& opname) {
  const model::Block* block = g.startblock();
  EXPECT_EQ(OpBlocks(g).size(), 1u) << Listing(g);
  EXPECT_FALSE(block->operations.empty()) << Listing(g);
  const auto& op = block->operations.back();
  EXPECT_EQ(op.opname, opname) << Listing(g);
  EXPECT_EQ(block->exits[0]->target, g.returnblock());
  EXPECT_EQ(block->exits[0]->args[0], op.result);
  return op;
}

// --- callee side --------------------------------------------------------------------------

TEST(CallsTest, DefaultArgumentsArePlainParameters) {
  auto g = G("callee");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(g->argnames, ElementsAre("a", "b", "c"));
  EXPECT_EQ(g->startblock()->inputargs.size(), 3u);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("add", "add"));
  // The defaults stay with the function object, for the annotator's call matching.
  const host::HostObject* function = FindFunction("flow_calls", "callee");
  ASSERT_NE(function, nullptr);
  ASSERT_NE(function->defaults(), nullptr);
  EXPECT_EQ(function->defaults()->items().size(), 2u);
}

TEST(CallsTest, StarArgsParameterIsOneArgument) {
  auto g = G("varargs");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(g->argnames, ElementsAre("args"));
  ASSERT_EQ(g->startblock()->inputargs.size(), 1u);
  EXPECT_EQ(g->startblock()->exits[0]->args[0], g->startblock()->inputargs[0]);
}

TEST(CallsTest, DefaultsThenStarArgs) {
  auto g = G("mixed_params");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(g->argnames, ElementsAre("a", "b", "rest"));
  EXPECT_EQ(g->startblock()->exits[0]->args[0], g->startblock()->inputargs[2]);
}

TEST(CallsTest, KeywordOnlyParameterFollowsThePositionalOnes) {
  auto g = G("kwonly");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(g->argnames, ElementsAre("a", "key"));
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("add"));
}

// --- caller side --------------------------------------------------------------------------

TEST(CallsTest, PositionalCallIsSimpleCall) {
  auto g = G("positional_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "simple_call");
  ASSERT_EQ(call.args.size(), 4u);
  EXPECT_EQ(ValueText(call.args[0]), "<function flow_calls.callee>");
  EXPECT_EQ(call.args[1], g->startblock()->inputargs[0]);
  EXPECT_EQ(ValueText(call.args[2]), "1");
  EXPECT_EQ(ValueText(call.args[3]), "2");
}

TEST(CallsTest, KeywordCallIsCallArgsWithItsShape) {
  auto g = G("keyword_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "call_args");
  ASSERT_EQ(call.args.size(), 4u);
  EXPECT_EQ(ValueText(call.args[0]), "<function flow_calls.callee>");
  // (positional count, keyword names, *args, **kwargs)
  EXPECT_EQ(ValueText(call.args[1]), "(1, ('c',), False, False)");
  EXPECT_EQ(call.args[2], g->startblock()->inputargs[0]);
  EXPECT_EQ(ValueText(call.args[3]), "4");
}

TEST(CallsTest, OnlyKeywords) {
  auto g = G("two_keywords");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "call_args");
  EXPECT_EQ(ValueText(call.args[1]), "(0, ('a', 'b'), False, False)");
  ASSERT_EQ(call.args.size(), 4u);
  EXPECT_EQ(call.args[2], g->startblock()->inputargs[0]);
  EXPECT_EQ(call.args[3], g->startblock()->inputargs[1]);
}

TEST(CallsTest, StarCallIsCallFunctionEx) {
  auto g = G("star_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "call_args");
  ASSERT_EQ(call.args.size(), 3u);
  EXPECT_EQ(ValueText(call.args[1]), "(0, (), True, False)");
  EXPECT_EQ(call.args[2], g->startblock()->inputargs[0]);
}

TEST(CallsTest, PositionalBeforeStarIsOneCallShape) {
  // 3.11 builds the arguments as newlist + list_extend + tuple(); the graph has RPython's
  // shape instead: one positional argument and a star argument, nothing else.
  auto g = G("star_and_positional");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("call_args"));
  const auto& call = g->startblock()->operations[0];
  ASSERT_EQ(call.args.size(), 4u);
  EXPECT_EQ(ValueText(call.args[1]), "(1, (), True, False)");
  EXPECT_EQ(call.args[2], g->startblock()->inputargs[0]);
  EXPECT_EQ(call.args[3], g->startblock()->inputargs[1]);
}

// f(1, **{"x": y, "z": 2}): the dict display's constant keys become keyword arguments
// and the dicts 3.11 builds are elided.
TEST(CallsTest, DoubleStarCallShape) {
  auto g = G("double_star_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("call_args"));
  const auto& call = g->startblock()->operations[0];
  ASSERT_EQ(call.args.size(), 5u);
  EXPECT_EQ(call.args[0], g->startblock()->inputargs[0]);
  EXPECT_EQ(ValueText(call.args[1]), "(1, ('x', 'z'), False, False)");
  EXPECT_EQ(ValueText(call.args[2]), "1");
  EXPECT_EQ(call.args[3], g->startblock()->inputargs[1]);
  EXPECT_EQ(ValueText(call.args[4]), "2");
}

TEST(CallsTest, MethodCallIsGetattrThenCall) {
  auto g = G("method_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("getattr", "simple_call"));
  const auto& ops = g->startblock()->operations;
  EXPECT_EQ(ValueText(ops[0].args[1]), "'compute'");
  ASSERT_EQ(ops[1].args.size(), 2u);
  EXPECT_EQ(ops[1].args[0], ops[0].result);
  EXPECT_EQ(ops[1].args[1], g->startblock()->inputargs[1]);
}

TEST(CallsTest, MethodCallWithKeyword) {
  auto g = G("keyword_method_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("getattr", "call_args"));
  EXPECT_EQ(ValueText(g->startblock()->operations[1].args[1]), "(1, ('scale',), False, False)");
}

TEST(CallsTest, BuiltinCallOnAConstant) {
  auto g = G("builtin_len");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "simple_call");
  const host::HostObject* len = ConstantOf(call.args[0]);
  ASSERT_NE(len, nullptr);
  EXPECT_EQ(len->kind(), host::HostKind::kBuiltin);
  EXPECT_EQ(len->text(), "len");
}

TEST(CallsTest, ClassCallInstantiates) {
  auto g = G("call_class");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "simple_call");
  EXPECT_EQ(ValueText(call.args[0]), "<class flow_calls.Derived>");
}

TEST(CallsTest, StaticMethodIsFoldedToItsFunction) {
  auto g = G("call_staticmethod");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const auto& call = OnlyCall(*g, "simple_call");
  EXPECT_EQ(CountOps(*g, "getattr"), 0);
  EXPECT_EQ(ValueText(call.args[0]), "<function flow_calls.Derived.helper>");
}

// C.make(a) of a classmethod: its function called with the class first.
TEST(CallsTest, ClassMethodThroughItsClassPassesTheClass) {
  auto g = G("classmethod_call");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("simple_call"));
  const auto& call = g->startblock()->operations[0];
  EXPECT_EQ(ValueText(call.args[0]), "<function flow_calls.Derived.make>");
  EXPECT_EQ(ValueText(call.args[1]), "<class flow_calls.Derived>");
}

TEST(CallsTest, ZeroArgumentSuperNamesClassAndSelf) {
  auto g = G("Derived.__init__");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(g->argnames, ElementsAre("self", "x"));
  EXPECT_THAT(OpNames(g->startblock()),
              ElementsAre("simple_call", "getattr", "simple_call", "setattr"));
  const auto& super_call = g->startblock()->operations[0];
  ASSERT_EQ(super_call.args.size(), 3u);
  EXPECT_EQ(ValueText(super_call.args[0]), "<class builtins.super>");
  EXPECT_EQ(ValueText(super_call.args[1]), "<class flow_calls.Derived>");
  EXPECT_EQ(super_call.args[2], g->startblock()->inputargs[0]);
  const auto& init = g->startblock()->operations[1];
  EXPECT_EQ(init.args[0], super_call.result);
  EXPECT_EQ(ValueText(init.args[1]), "'__init__'");
}

TEST(CallsTest, SuperInAnotherMethod) {
  auto g = G("Derived.describe");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()),
              ElementsAre("simple_call", "getattr", "simple_call", "add"));
  EXPECT_EQ(ValueText(g->startblock()->operations[0].args[1]), "<class flow_calls.Derived>");
}

TEST(CallsTest, CallInTryLinksException) {
  auto g = G("call_in_try");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(g->startblock()->exitswitch, ExitSwitch::kLastException);
  // The call may raise anything: ValueError is caught, the rest goes out.
  EXPECT_THAT(ExitCases(g->startblock()), ElementsAre("", "ValueError", "BaseException"));
  EXPECT_EQ(ExceptionLinks(*g).size(), 2u);
  EXPECT_EQ(ValueText(g->startblock()->exits[1]->args[0]), "0");
  EXPECT_EQ(g->startblock()->exits[2]->target, g->exceptblock());
}

TEST(CallsTest, ImportInsideAFunctionIsAConstantModule) {
  auto g = G("import_inside");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_TRUE(AllOpNames(*g).empty()) << Listing(*g);
  ASSERT_NE(ReturnedConstant(*g), nullptr);
  EXPECT_EQ(ReturnedConstant(*g)->kind(), host::HostKind::kFloat);
}

TEST(CallsTest, ClosureCellsAreConstants) {
  // add_five = make_adder(5): the closure's cell holds 5, a constant of the graph.
  auto g = G("make_adder.<locals>.add");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("add"));
  EXPECT_EQ(ValueText(g->startblock()->operations[0].args[1]), "5");
}

}  // namespace
}  // namespace rtfarm::flow::testing
