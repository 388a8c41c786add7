// Branches and loops (fixtures/flow_control.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using model::ExitSwitch;
using ::testing::ElementsAre;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_control", name);
}

// The blocks ending in `next` of a for loop: a last_exception switch whose only
// exception exit is StopIteration.
std::vector<const model::Block*> NextBlocks(const model::FunctionGraph& g) {
  std::vector<const model::Block*> blocks;
  for (const model::Block* block : OpBlocks(g)) {
    if (!block->operations.empty() && block->operations.back().opname == "next") {
      blocks.push_back(block);
    }
  }
  return blocks;
}

void ExpectForLoopHeader(const model::FunctionGraph& g, const model::Block* header) {
  EXPECT_THAT(OpNames(header), ElementsAre("next")) << Listing(g);
  EXPECT_EQ(header->exitswitch, ExitSwitch::kLastException);
  EXPECT_THAT(ExitCases(header), ElementsAre("", "StopIteration")) << Listing(g);
}

TEST(ControlTest, IfElseJoinsIntoReturns) {
  auto g = G("if_else");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // Both branches only assign a constant: after simplification each returns it directly.
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  const model::Block* block = g->startblock();
  EXPECT_THAT(OpNames(block), ElementsAre("gt", "is_true"));
  EXPECT_EQ(block->exitswitch, ExitSwitch::kVariable);
  EXPECT_THAT(ExitCases(block), ElementsAre("False", "True"));
  EXPECT_EQ(ValueText(block->exits[0]->args[0]), "2");
  EXPECT_EQ(ValueText(block->exits[1]->args[0]), "1");
}

TEST(ControlTest, IfElifElseChainsTwoSwitches) {
  auto g = G("if_elif_else");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("lt", "is_true"));
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("eq", "is_true"));
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);  // x < 0 false: test x == 0
  EXPECT_EQ(ValueText(blocks[0]->exits[1]->args[0]), "-1");
  EXPECT_EQ(ValueText(blocks[1]->exits[0]->args[0]), "1");
  EXPECT_EQ(ValueText(blocks[1]->exits[1]->args[0]), "0");
  EXPECT_EQ(ReturnLinks(*g).size(), 3u);
}

TEST(ControlTest, IfWithoutElse) {
  auto g = G("if_no_else");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("is_true"));
  EXPECT_EQ(ValueText(blocks[0]->exits[0]->args[0]), "0");
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("add"));
}

TEST(ControlTest, IfTrueKeepsOnlyTheTakenBranch) {
  auto g = G("if_true_removed");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_TRUE(g->startblock()->operations.empty()) << Listing(*g);
  EXPECT_EQ(g->startblock()->exitswitch, ExitSwitch::kNone);
  EXPECT_EQ(g->startblock()->exits[0]->args[0], g->startblock()->inputargs[0]);
}

TEST(ControlTest, FalseGlobalRemovesTheBranch) {
  auto g = G("if_false_removed");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_THAT(OpNames(g->startblock()), ElementsAre("add"));
  EXPECT_EQ(CountOps(*g, "mul"), 0);
  EXPECT_EQ(CountOps(*g, "is_true"), 0);
}

TEST(ControlTest, WhileLoopHasABackEdge) {
  auto g = G("while_loop");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  // The entry test runs on i == 0 (a constant), the loop body on variables.
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("lt", "is_true"));
  EXPECT_EQ(ValueText(blocks[0]->operations[0].args[0]), "0");
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("add", "add", "lt", "is_true"));
  EXPECT_THAT(ExitCases(blocks[1]), ElementsAre("False", "True"));
  EXPECT_EQ(blocks[1]->exits[1]->target, blocks[1]);
  EXPECT_TRUE(HasBackEdge(*g));
}

TEST(ControlTest, WhileTrueWithBreak) {
  auto g = G("while_true_break");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  // `while True` has no test of its own.
  EXPECT_EQ(CountOps(*g, "is_true"), 1);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("add", "gt", "is_true"));
  EXPECT_EQ(blocks[1]->exits[0]->target, blocks[1]);         // not done: loop
  EXPECT_EQ(blocks[1]->exits[1]->target, g->returnblock());  // break
  EXPECT_EQ(blocks[1]->exits[1]->args[0], blocks[1]->operations[0].result);
}

TEST(ControlTest, WhileWithContinue) {
  auto g = G("while_continue");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_TRUE(HasBackEdge(*g));
  EXPECT_EQ(CountOps(*g, "mod"), 1);
  // `continue` goes back to a block testing the loop condition.
  const model::Block* mod_block = nullptr;
  ASSERT_NE(FindOp(*g, "mod", &mod_block), nullptr);
  EXPECT_THAT(ExitCases(mod_block), ElementsAre("False", "True"));
  const model::Block* continued = mod_block->exits[1]->target;
  ASSERT_NE(continued, g->returnblock());
  EXPECT_THAT(OpNames(continued), ElementsAre("lt", "is_true")) << Listing(*g);
}

TEST(ControlTest, ForOverRange) {
  auto g = G("for_range");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  // range is a constant builtin: simple_call(range, n), then iter.
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("simple_call", "iter"));
  EXPECT_EQ(ValueText(blocks[0]->operations[0].args[0]), "<class builtins.range>");
  ExpectForLoopHeader(*g, blocks[1]);
  // StopIteration leaves the loop: return s.
  EXPECT_EQ(blocks[1]->exits[1]->target, g->returnblock());
  EXPECT_NE(blocks[1]->exits[1]->last_exception, nullptr);
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("add"));
  EXPECT_EQ(blocks[2]->exits[0]->target, blocks[1]);
}

TEST(ControlTest, ForOverList) {
  auto g = G("for_list");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("iter"));
  ExpectForLoopHeader(*g, blocks[1]);
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("add"));
}

TEST(ControlTest, ForOverAnIterator) {
  auto g = G("for_iterator");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  // iter(items) is a call of the builtin; the loop's own GET_ITER is the iter operation.
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("simple_call", "iter"));
  EXPECT_EQ(blocks[0]->operations[1].args[0], blocks[0]->operations[0].result);
  ExpectForLoopHeader(*g, blocks[1]);
}

TEST(ControlTest, ForWithBreak) {
  auto g = G("for_break");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 3u) << Listing(*g);
  ExpectForLoopHeader(*g, blocks[1]);
  EXPECT_EQ(ValueText(blocks[1]->exits[1]->args[0]), "-1");  // exhausted: found = -1
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("lt", "is_true"));
  EXPECT_EQ(blocks[2]->exits[0]->target, blocks[1]);         // x >= 0: next item
  EXPECT_EQ(blocks[2]->exits[1]->target, g->returnblock());  // break with found = x
  EXPECT_EQ(blocks[2]->exits[1]->args[0], blocks[2]->inputargs.back());
}

TEST(ControlTest, ForWithContinue) {
  auto g = G("for_continue");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 4u) << Listing(*g);
  ExpectForLoopHeader(*g, blocks[1]);
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("lt", "is_true"));
  EXPECT_EQ(blocks[2]->exits[1]->target, blocks[1]);  // continue
  EXPECT_THAT(OpNames(blocks[3]), ElementsAre("add"));
  EXPECT_EQ(blocks[3]->exits[0]->target, blocks[1]);
}

TEST(ControlTest, NestedForLoops) {
  auto g = G("nested_loops");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto headers = NextBlocks(*g);
  ASSERT_EQ(headers.size(), 2u) << Listing(*g);
  for (const model::Block* header : headers) ExpectForLoopHeader(*g, header);
  // The inner loop's StopIteration goes back to the outer header, the outer one returns.
  EXPECT_EQ(headers[0]->exits[1]->target, g->returnblock());
  EXPECT_EQ(headers[1]->exits[1]->target, headers[0]);
  EXPECT_EQ(CountOps(*g, "iter"), 2);
  EXPECT_EQ(CountOps(*g, "mul"), 1);
  EXPECT_EQ(OpBlocks(*g).size(), 5u) << Listing(*g);
}

TEST(ControlTest, WhileNestedInFor) {
  auto g = G("while_in_for");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto headers = NextBlocks(*g);
  ASSERT_EQ(headers.size(), 1u) << Listing(*g);
  ExpectForLoopHeader(*g, headers[0]);
  const model::Block* sub_block = nullptr;
  ASSERT_NE(FindOp(*g, "sub", &sub_block), nullptr);
  // The while body loops on itself and leaves to the for header.
  EXPECT_THAT(OpNames(sub_block), ElementsAre("sub", "add", "gt", "is_true"));
  EXPECT_EQ(sub_block->exits[0]->target, headers[0]);
  EXPECT_EQ(sub_block->exits[1]->target, sub_block);
}

TEST(ControlTest, ForElse) {
  auto g = G("for_else");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto headers = NextBlocks(*g);
  ASSERT_EQ(headers.size(), 1u) << Listing(*g);
  // The else clause runs when the iterator is exhausted.
  EXPECT_EQ(headers[0]->exits[1]->target, g->returnblock());
  EXPECT_EQ(ValueText(headers[0]->exits[1]->args[0]), "1");
}

TEST(ControlTest, ConstantLocalGeneralisedAtTheLoopHead) {
  auto g = G("constant_loop_var");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // flag is True before the loop, False after one iteration: the two constants reach
  // the return separately.
  std::vector<std::string> returned;
  for (const model::Link* link : ReturnLinks(*g)) returned.push_back(ValueText(link->args[0]));
  EXPECT_THAT(returned, ::testing::UnorderedElementsAre("True", "False")) << Listing(*g);
  EXPECT_TRUE(HasBackEdge(*g));
}

TEST(ControlTest, ComparisonOfGlobalsIsFoldedAndTheBranchRemoved) {
  auto g = G("if_global_compare");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_TRUE(g->startblock()->operations.empty()) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "gt"), 0);
  EXPECT_EQ(CountOps(*g, "neg"), 0);
  EXPECT_EQ(g->startblock()->exits[0]->args[0], g->startblock()->inputargs[0]);
}

TEST(ControlTest, WhileOnAFalseGlobalNeverLoops) {
  auto g = G("while_false_global");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ASSERT_EQ(OpBlocks(*g).size(), 1u) << Listing(*g);
  EXPECT_TRUE(AllOpNames(*g).empty()) << Listing(*g);
  EXPECT_FALSE(HasBackEdge(*g));
}

// The first operation of `opname` whose first argument is the builtin `name`.
bool CallsBuiltin(const model::FunctionGraph& g, const std::string& name) {
  for (const model::Block* block : OpBlocks(g)) {
    for (const model::SpaceOperation& op : block->operations) {
      const host::HostObject* callee =
          op.opname == "simple_call" ? ConstantOf(op.args[0]) : nullptr;
      if (callee != nullptr && callee->key().find(name) != std::string::npos) return true;
    }
  }
  return false;
}

TEST(ControlTest, ClassPatternTestsTheClassAndReadsTheAttributesWithoutATuple) {
  auto g = G("match_class");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_TRUE(CallsBuiltin(*g, "isinstance")) << Listing(*g);
  // `left` through __match_args__, `right` by keyword; MATCH_CLASS's tuple-or-None is
  // never built (its values go straight to the sub-patterns).
  EXPECT_EQ(CountOps(*g, "getattr"), 2) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "newtuple"), 0) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "is_"), 0) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "add"), 1) << Listing(*g);
}

TEST(ControlTest, MappingPatternChecksEachKeyThenReadsIt) {
  auto g = G("match_keys");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_TRUE(CallsBuiltin(*g, "isinstance")) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "len"), 1) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "contains"), 2) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "getitem"), 2) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "newtuple"), 0) << Listing(*g);
}

TEST(ControlTest, SequencePatternTestsTheSequenceClassesAndTheLength) {
  auto g = G("match_sequence");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  const model::SpaceOperation* test = FindOp(*g, "simple_call");
  ASSERT_NE(test, nullptr) << Listing(*g);
  // isinstance(items, rlib.rmatch.SEQUENCE_CLASSES): a tuple of classes without str.
  const host::HostObject* classes = ConstantOf(test->args.at(2));
  ASSERT_NE(classes, nullptr);
  ASSERT_EQ(classes->kind(), host::HostKind::kTuple);
  std::vector<std::string> names;
  for (const host::HostObject* klass : classes->items()) names.push_back(klass->key());
  EXPECT_THAT(names, ::testing::Contains("builtins.list"));
  EXPECT_THAT(names, ::testing::Contains("builtins.tuple"));
  EXPECT_THAT(names, ::testing::Not(::testing::Contains("builtins.str")));
  EXPECT_GE(CountOps(*g, "len"), 1) << Listing(*g);
  EXPECT_EQ(CountOps(*g, "eq"), 3) << Listing(*g);  // len == 2, the unpacking's, == "ab"
}

}  // namespace
}  // namespace rtfarm::flow::testing
