// Operators, comparisons, constant folding, formatting and ovfcheck
// (fixtures/flow_arith.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using host::HostKind;
using model::ExitSwitch;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_arith", name);
}

// A graph of one block whose operations are `ops` and which returns the last one's
// result.
void ExpectStraightLine(const model::FunctionGraph& g, const std::vector<std::string>& ops) {
  ASSERT_EQ(OpBlocks(g).size(), 1u) << Listing(g);
  const model::Block* block = g.startblock();
  EXPECT_EQ(OpNames(block), ops) << Listing(g);
  EXPECT_EQ(block->exitswitch, ExitSwitch::kNone);
  ASSERT_EQ(block->exits.size(), 1u);
  EXPECT_EQ(block->exits[0]->target, g.returnblock());
  if (!block->operations.empty()) {
    EXPECT_EQ(block->exits[0]->args[0], block->operations.back().result) << Listing(g);
  }
}

TEST(ArithTest, AddRecordsOneOperationOnTheArguments) {
  auto g = G("add");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"add"});
  EXPECT_THAT(g->argnames, ElementsAre("x", "y"));
  const auto& op = g->startblock()->operations[0];
  ASSERT_EQ(op.args.size(), 2u);
  EXPECT_EQ(op.args[0], g->startblock()->inputargs[0]);
  EXPECT_EQ(op.args[1], g->startblock()->inputargs[1]);
  EXPECT_EQ(op.position.line, LineOf("flow_arith", "return x + y"));
}

TEST(ArithTest, BinaryOperatorsInEvaluationOrder) {
  auto g = G("arith_mix");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"sub", "mul", "floordiv", "mod"});
}

TEST(ArithTest, BitwiseOperators) {
  auto g = G("bitwise");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"and_", "xor", "or_", "invert", "lshift", "rshift"});
  const auto& lshift = g->startblock()->operations[4];
  EXPECT_EQ(ValueText(lshift.args[1]), "2");
}

TEST(ArithTest, UnaryOperators) {
  auto g = G("unary");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"pos", "neg"});
}

TEST(ArithTest, TrueDivisionAndPower) {
  auto div = G("true_div");
  ASSERT_NE(div, nullptr);
  EXPECT_WELL_FORMED(*div);
  ExpectStraightLine(*div, {"truediv"});
  auto pow = G("power");
  ASSERT_NE(pow, nullptr);
  EXPECT_WELL_FORMED(*pow);
  ExpectStraightLine(*pow, {"pow"});
}

TEST(ArithTest, AugmentedAssignmentIsInplace) {
  auto g = G("inplace");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"inplace_add", "inplace_mul"});
  // The second operates on the first's result.
  const auto& ops = g->startblock()->operations;
  EXPECT_EQ(ops[1].args[0], ops[0].result);
}

// --- constant folding -------------------------------------------------------------------

TEST(ArithTest, ConstantAdditionIsFolded) {
  auto g = G("fold_add");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {});
  EXPECT_EQ(CountOps(*g, "add"), 0);
  const host::HostObject* result = ReturnedConstant(*g);
  ASSERT_NE(result, nullptr) << Listing(*g);
  EXPECT_EQ(result->kind(), HostKind::kInt);
  EXPECT_EQ(result->int_value(), 3);
}

TEST(ArithTest, ConstantExpressionWithFloorDivAndModIsFolded) {
  auto g = G("fold_mix");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(AllOpNames(*g), IsEmpty());
  ASSERT_NE(ReturnedConstant(*g), nullptr);
  EXPECT_EQ(ReturnedConstant(*g)->int_value(), (7 * 6 - 2) / 3 % 5);
}

TEST(ArithTest, StringConcatenationIsFolded) {
  auto g = G("fold_str");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_NE(ReturnedConstant(*g), nullptr) << Listing(*g);
  EXPECT_EQ(ReturnedConstant(*g)->kind(), HostKind::kStr);
  EXPECT_EQ(ReturnedConstant(*g)->text(), "abcd");
}

TEST(ArithTest, ModuleGlobalIsFoldedIntoArithmetic) {
  auto g = G("fold_global");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(AllOpNames(*g), IsEmpty());
  ASSERT_NE(ReturnedConstant(*g), nullptr) << Listing(*g);
  EXPECT_EQ(ReturnedConstant(*g)->int_value(), 20);
}

TEST(ArithTest, BuiltinsAreConstants) {
  auto len = G("fold_len");
  ASSERT_NE(len, nullptr);
  EXPECT_WELL_FORMED(*len);
  ASSERT_NE(ReturnedConstant(*len), nullptr) << Listing(*len);
  EXPECT_EQ(ReturnedConstant(*len)->kind(), HostKind::kBuiltin);
  EXPECT_EQ(ReturnedConstant(*len)->text(), "len");

  auto range = G("fold_range");
  ASSERT_NE(range, nullptr);
  EXPECT_WELL_FORMED(*range);
  ASSERT_NE(ReturnedConstant(*range), nullptr) << Listing(*range);
  EXPECT_EQ(ReturnedConstant(*range)->kind(), HostKind::kClass);
  EXPECT_EQ(ReturnedConstant(*range)->text(), "range");
}

TEST(ArithTest, ModuleAttributeIsFolded) {
  auto g = G("fold_math_pi");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountOps(*g, "getattr"), 0) << Listing(*g);
  const host::HostObject* pi = ReturnedConstant(*g);
  ASSERT_NE(pi, nullptr) << Listing(*g);
  EXPECT_EQ(pi->kind(), HostKind::kFloat);
  EXPECT_DOUBLE_EQ(pi->float_value(), M_PI);
}

TEST(ArithTest, ClassAttributeIsFolded) {
  auto g = G("fold_class_attr");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(AllOpNames(*g), IsEmpty());
  ASSERT_NE(ReturnedConstant(*g), nullptr) << Listing(*g);
  EXPECT_EQ(ReturnedConstant(*g)->int_value(), 5);
}

TEST(ArithTest, ConstantFStringIsFolded) {
  auto g = G("fold_fstring");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_NE(ReturnedConstant(*g), nullptr) << Listing(*g);
  EXPECT_EQ(ReturnedConstant(*g)->text(), "abcd");
}

// --- comparisons --------------------------------------------------------------------------

TEST(ArithTest, EveryComparisonOperator) {
  auto g = G("compare_all");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"lt", "le", "eq", "ne", "gt", "ge", "newtuple"});
  EXPECT_EQ(g->startblock()->operations.back().args.size(), 6u);
}

TEST(ArithTest, IsAndIsNot) {
  auto is = G("identity");
  ASSERT_NE(is, nullptr);
  EXPECT_WELL_FORMED(*is);
  ExpectStraightLine(*is, {"is_"});
  auto is_not = G("identity_not");
  ASSERT_NE(is_not, nullptr);
  EXPECT_WELL_FORMED(*is_not);
  ExpectStraightLine(*is_not, {"is_", "not_"});
}

TEST(ArithTest, InPutsTheContainerFirst) {
  auto g = G("membership");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"contains"});
  const auto& op = g->startblock()->operations[0];
  EXPECT_EQ(op.args[0], g->startblock()->inputargs[1]);  // items
  EXPECT_EQ(op.args[1], g->startblock()->inputargs[0]);  // x
}

TEST(ArithTest, NotInNegatesContains) {
  auto g = G("membership_not");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"contains", "not_"});
}

TEST(ArithTest, IsNoneBranches) {
  auto g = G("is_none");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("is_", "is_true"));
  EXPECT_EQ(ValueText(block->operations[0].args[1]), "None");
  EXPECT_EQ(block->exitswitch, ExitSwitch::kVariable);
  EXPECT_EQ(block->exitswitch_var, block->operations[1].result);
  EXPECT_THAT(ExitCases(block), ElementsAre("False", "True"));
  EXPECT_EQ(ValueText(block->exits[0]->args[0]), "1");
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "0");
}

TEST(ArithTest, ChainedComparisonShortCircuits) {
  auto g = G("chained");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("lt", "is_true"));
  EXPECT_THAT(ExitCases(blocks[0]), ElementsAre("False", "True"));
  // False: the first comparison's result is the value of the whole expression.
  EXPECT_EQ(blocks[0]->exits[0]->target, g->returnblock());
  EXPECT_EQ(blocks[0]->exits[0]->args[0], blocks[0]->operations[0].result);
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("lt"));
}

TEST(ArithTest, ConditionalExpression) {
  auto g = G("conditional_expr");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("is_true"));
  auto returns = ReturnLinks(*g);
  ASSERT_EQ(returns.size(), 2u);
  EXPECT_EQ(CaseName(returns[0]), "False");
  EXPECT_EQ(ValueText(returns[0]->args[0]), "2");
  EXPECT_EQ(CaseName(returns[1]), "True");
  EXPECT_EQ(ValueText(returns[1]->args[0]), "1");
}

TEST(ArithTest, AndOrShortCircuit) {
  auto g = G("and_or");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("is_true"));
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("is_true"));
  // `a` false: `a and b` is false, so the result is `c`, without testing `b`.
  EXPECT_EQ(blocks[0]->exits[0]->target, g->returnblock());
  EXPECT_EQ(blocks[0]->exits[0]->args[0], g->startblock()->inputargs[2]);
  EXPECT_EQ(ReturnLinks(*g).size(), 3u);
}

TEST(ArithTest, NotOperator) {
  auto g = G("not_op");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"not_"});
}

// --- formatting ---------------------------------------------------------------------------

TEST(ArithTest, FStringOfOneValueIsStr) {
  auto g = G("fstring_plain");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"str"});
}

TEST(ArithTest, FStringConversionsAndParts) {
  auto g = G("fstring_parts");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"repr", "str", "buildstr"});
  const auto& build = g->startblock()->operations[2];
  ASSERT_EQ(build.args.size(), 4u);
  EXPECT_EQ(ValueText(build.args[0]), "'x='");
  EXPECT_EQ(build.args[1], g->startblock()->operations[0].result);
  EXPECT_EQ(ValueText(build.args[2]), "' y='");
  EXPECT_EQ(build.args[3], g->startblock()->operations[1].result);
}

TEST(ArithTest, FStringFormatSpec) {
  auto g = G("fstring_spec");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"format"});
  EXPECT_EQ(ValueText(g->startblock()->operations[0].args[1]), "'>10'");
}

TEST(ArithTest, PercentFormattingIsMod) {
  auto g = G("percent_format");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"newtuple", "mod"});
  const auto& mod = g->startblock()->operations[1];
  EXPECT_EQ(ValueText(mod.args[0]), "'%d-%s'");
  EXPECT_EQ(mod.args[1], g->startblock()->operations[0].result);
}

// --- ovfcheck -----------------------------------------------------------------------------

TEST(ArithTest, OvfcheckRecordsTheCheckedVariant) {
  auto g = G("ovf_add");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // No call of ovfcheck remains, and outside a try the overflow is not a link.
  ExpectStraightLine(*g, {"add_ovf"});
  EXPECT_THAT(ExceptionLinks(*g), IsEmpty());
}

TEST(ArithTest, OvfcheckInsideTryLinksOverflowError) {
  auto g = G("ovf_in_try");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("mul_ovf"));
  EXPECT_EQ(block->exitswitch, ExitSwitch::kLastException);
  EXPECT_THAT(ExitCases(block), ElementsAre("", "OverflowError"));
  EXPECT_EQ(block->exits[0]->args[0], block->operations[0].result);
  const model::Link* overflow = block->exits[1];
  EXPECT_EQ(overflow->target, g->returnblock());
  EXPECT_EQ(ValueText(overflow->args[0]), "0");
  EXPECT_NE(overflow->last_exception, nullptr);
  EXPECT_NE(overflow->last_exc_value, nullptr);
}

TEST(ArithTest, OvfcheckOfAPlainValueIsRefused) {
  auto error = BuildError("flow_arith", "ovf_not_wrapping");
  ASSERT_TRUE(error.has_value());
  EXPECT_THAT(error->construct(), ::testing::HasSubstr("ovfcheck() must directly wrap"));
  EXPECT_EQ(error->line(), LineOf("flow_arith", "return ovfcheck(a)"));
}

TEST(ArithTest, AbsBuiltinIsTheAbsOperation) {
  auto g = G("abs_builtin");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"abs"});
  EXPECT_EQ(CountOps(*g, "simple_call"), 0);
}

TEST(ArithTest, OvfcheckOfAbs) {
  auto g = G("ovf_abs");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectStraightLine(*g, {"abs_ovf"});
}

TEST(ArithTest, OvfcheckOfFloorDivisionInsideTry) {
  // floordiv raises ZeroDivisionError, so its block ends before ovfcheck() is reached:
  // the operation there becomes floordiv_ovf and its switch also links OverflowError.
  auto g = G("ovf_floordiv_in_try");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("floordiv_ovf"));
  EXPECT_EQ(blocks[0]->exitswitch, ExitSwitch::kLastException);
  EXPECT_THAT(ExitCases(blocks[0]), ElementsAre("", "ZeroDivisionError", "OverflowError"));
  EXPECT_EQ(ValueText(blocks[0]->exits[1]->args[0]), "-1");
  EXPECT_EQ(ValueText(blocks[0]->exits[2]->args[0]), "0");
  // The normal outcome goes on to the branch on r (its eggs replay the checked operation).
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("gt", "is_true"));
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("neg"));
  EXPECT_EQ(CountOps(*g, "floordiv"), 0);
}

TEST(ArithTest, OverflowErrorOfACheckedModGoesOutWhenNotCaught) {
  auto g = G("ovf_mod_zero_only");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("mod_ovf"));
  EXPECT_THAT(ExitCases(block), ElementsAre("", "ZeroDivisionError", "OverflowError"));
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "0");
  EXPECT_EQ(block->exits[2]->target, g->exceptblock());
}

}  // namespace
}  // namespace rtfarm::flow::testing
