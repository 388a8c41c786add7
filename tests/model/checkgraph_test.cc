#include "passes/model/checkgraph.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tests/model/test_graphs.h"

namespace rtfarm::model {
namespace {

using testing::TestConstants;
using Messages = std::vector<std::string>;

// The loop graph's blocks in Blocks() order: 0 start, 1 header (switch on i < n), 2 body,
// 3 returnblock. Variables: 3 n; header 4 i, 5 n, 6 acc, 7 cond; body 8 i, 9 n, 10 acc,
// 11 acc', 12 i'.
// The exception graph: 0 start (floordiv, exits: normal -> returnblock,
// ZeroDivisionError -> handler, Exception -> exceptblock), then returnblock, handler,
// exceptblock. Variables: 3 x, 4 d, 5 quotient, handler 6, 7 and 8; the caught link's
// last_exception/last_exc_value 9, 10; the propagating link's 11, 12.
class CheckGraphTest : public ::testing::Test {
 protected:
  std::unique_ptr<FunctionGraph> Loop() { return testing::LoopGraph(c_); }
  std::unique_ptr<FunctionGraph> Guarded() { return testing::ExceptionGraph(c_); }
  static Block* BlockAt(const FunctionGraph& g, size_t i) { return g.Blocks().at(i); }

  TestConstants c_;
};

TEST_F(CheckGraphTest, WellFormedGraphsHaveNoViolations) {
  for (auto make : {testing::StraightLineGraph, testing::DiamondGraph, testing::LoopGraph,
                    testing::ExceptionGraph}) {
    std::unique_ptr<FunctionGraph> g = make(c_);
    EXPECT_EQ(CheckGraph(*g), Messages{}) << g->name();
    EXPECT_EQ(CheckGraph(*g, CheckOptions{.flow_level = false}), Messages{}) << g->name();
  }
}

TEST_F(CheckGraphTest, VariableUsedOutsideItsBlock) {
  auto g = Loop();
  Block* header = BlockAt(*g, 1);
  BlockAt(*g, 2)->operations[0].args[1] = header->inputargs[0];
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 2: v4 used in operation 0 (inplace_add) is not defined in "
                     "this block"});
}

TEST_F(CheckGraphTest, VariableDefinedTwice) {
  auto g = Loop();
  Block* body = BlockAt(*g, 2);
  // i' = acc' + 1 reuses acc' as its result; the back edge passes acc' for both.
  body->operations[1].result = body->operations[0].result;
  body->exits[0]->args[0] = body->operations[0].result;
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 2: v11 is defined more than once in the graph"});
}

TEST_F(CheckGraphTest, VariableDefinedInTwoBlocks) {
  auto g = Loop();
  Block* body = BlockAt(*g, 2);
  Block* header = BlockAt(*g, 1);
  // The body's first inputarg is the header's: every use of it stays in its block.
  Variable* i = body->inputargs[0];
  body->inputargs[0] = header->inputargs[0];
  for (Value*& arg : body->operations[0].args) {
    if (arg == i) arg = header->inputargs[0];
  }
  for (Value*& arg : body->operations[1].args) {
    if (arg == i) arg = header->inputargs[0];
  }
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 2: v4 is defined more than once in the graph"});
}

TEST_F(CheckGraphTest, LinkArgumentCountMismatch) {
  auto g = Loop();
  BlockAt(*g, 2)->exits[0]->args.pop_back();
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 2: exit 0 passes 2 values to a block taking 3"});
}

TEST_F(CheckGraphTest, ExceptionSwitchAfterANonRaisingOperation) {
  auto g = Guarded();
  g->startblock()->operations.back().opname = "is_";
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.guarded: block 0: exception links after 'is_', which cannot raise"});
  // Low-level graphs do not know which operations raise.
  EXPECT_EQ(CheckGraph(*g, CheckOptions{.flow_level = false}), Messages{});
}

TEST_F(CheckGraphTest, ExceptionSwitchWithoutOperations) {
  auto g = Guarded();
  g->startblock()->operations.clear();
  EXPECT_EQ(CheckGraph(*g),
            (Messages{"mod.guarded: block 0: an exception switch needs a last operation",
                      "mod.guarded: block 0: v5 used in exit 0 is not defined in "
                      "this block"}));
}

TEST_F(CheckGraphTest, ReturnBlockWithOperations) {
  auto g = Loop();
  g->returnblock()->operations.push_back(
      SpaceOperation{"neg", {g->returnblock()->inputargs[0]}, g->NewVariable(), {}});
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.loop: returnblock: must have no operations"});
}

TEST_F(CheckGraphTest, FinalBlocksWithWrongInputargs) {
  auto g = Loop();
  g->exceptblock()->inputargs.pop_back();
  g->returnblock()->inputargs.push_back(g->NewVariable());
  EXPECT_EQ(CheckGraph(*g), (Messages{"mod.loop: returnblock: must have exactly one inputarg",
                                      "mod.loop: exceptblock: must have exactly two inputargs",
                                      "mod.loop: block 1: exit 1 passes 1 values to a block "
                                      "taking 2"}));
}

TEST_F(CheckGraphTest, SwitchWithDuplicateExitcases) {
  auto g = Loop();
  BlockAt(*g, 1)->exits[1]->exitcase = c_.Bool(true);
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.loop: block 1: exitcase bool:True appears twice"});
}

TEST_F(CheckGraphTest, SwitchExitWithoutExitcase) {
  auto g = Loop();
  BlockAt(*g, 1)->exits[0]->exitcase = nullptr;
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.loop: block 1: a switch exit needs an exitcase"});
}

TEST_F(CheckGraphTest, SwitchOnAVariableOfAnotherBlock) {
  auto g = Loop();
  BlockAt(*g, 1)->exitswitch_var = BlockAt(*g, 2)->inputargs[0];
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 1: v8 used in exitswitch is not defined in this block"});
}

TEST_F(CheckGraphTest, UnconditionalBlockWithTwoExits) {
  auto g = Loop();
  Block* body = BlockAt(*g, 2);
  body->exits.push_back(g->NewLink(body, g->returnblock(), {body->operations[0].result}));
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 2: an unconditional block must have one exit"});
}

TEST_F(CheckGraphTest, UnconditionalExitWithAnExitcase) {
  auto g = Loop();
  BlockAt(*g, 2)->exits[0]->exitcase = c_.Bool(true);
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.loop: block 2: an unconditional exit has no exitcase"});
}

TEST_F(CheckGraphTest, NonFinalBlockWithoutExits) {
  auto g = Loop();
  BlockAt(*g, 2)->exits.clear();
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.loop: block 2: a non-final block must have exits"});
}

TEST_F(CheckGraphTest, LastExceptionOnANormalLink) {
  auto g = Guarded();
  Link* normal = g->startblock()->exits[0];
  normal->last_exception = g->NewVariable("stray");
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.guarded: block 0: exit 0 is not an exception exit but carries "
                     "last_exception"});
}

TEST_F(CheckGraphTest, LastExceptionVariableUsedOnTheNormalLink) {
  auto g = Guarded();
  Link* normal = g->startblock()->exits[0];
  Link* caught = g->startblock()->exits[1];
  normal->args[0] = caught->last_exception;
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.guarded: block 0: v9 used in exit 0 is not defined in this block"});
}

TEST_F(CheckGraphTest, LastExceptionVariablesMustBeFresh) {
  auto g = Guarded();
  Link* caught = g->startblock()->exits[1];
  Link* propagated = g->startblock()->exits[2];
  propagated->last_exception = caught->last_exception;
  propagated->args[0] = caught->last_exception;
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.guarded: block 0: exit 2: v9 must be fresh to the link"});
}

TEST_F(CheckGraphTest, ExceptionExitsNeedDistinctClasses) {
  auto g = Guarded();
  g->startblock()->exits[2]->exitcase = c_.zero_division();
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.guarded: block 0: exception class ZeroDivisionError is caught twice"});
  g->startblock()->exits[2]->exitcase = c_.Int(0);
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.guarded: block 0: exception exit 2 needs an exception "
                                     "class as exitcase"});
  g->startblock()->exits[2]->exitcase = c_.exception();
  g->startblock()->exits[0]->exitcase = c_.exception();
  EXPECT_EQ(CheckGraph(*g), Messages{"mod.guarded: block 0: the first exit of an exception switch "
                                     "is the normal path"});
}

TEST_F(CheckGraphTest, UnknownOperationAtFlowLevel) {
  auto g = Loop();
  BlockAt(*g, 1)->operations[0].opname = "frobnicate";
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 1: operation 0 (frobnicate) is not a flow operation"});
  EXPECT_EQ(CheckGraph(*g, CheckOptions{.flow_level = false}), Messages{});
}

TEST_F(CheckGraphTest, OperationArityAtFlowLevel) {
  auto g = Loop();
  BlockAt(*g, 1)->operations[0].args.pop_back();
  EXPECT_EQ(CheckGraph(*g),
            Messages{"mod.loop: block 1: operation 0 (lt) has 1 arguments, expected 2"});
  EXPECT_EQ(CheckGraph(*g, CheckOptions{.flow_level = false}), Messages{});
}

TEST_F(CheckGraphTest, NullsAreReportedNotFollowed) {
  auto g = Loop();
  Block* body = BlockAt(*g, 2);
  body->operations[0].args[0] = nullptr;
  body->operations[1].args[1] = g->NewConstant(nullptr);
  EXPECT_EQ(CheckGraph(*g),
            (Messages{"mod.loop: block 2: null argument in operation 0 (inplace_add)",
                      "mod.loop: block 2: constant without a value in operation 1 (inplace_add)"}));
}

TEST_F(CheckGraphTest, NoStartblock) {
  FunctionGraph g("empty");
  EXPECT_EQ(CheckGraph(g), Messages{"empty: no startblock"});
}

}  // namespace
}  // namespace rtfarm::model
