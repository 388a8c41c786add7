// Generator functions (fixtures/flow_generators.py): the maker graph and the resume graph
// of the generator class's _rtfarm_resume, which its __next__ calls (passes/flow/generator.h,
// docs/generators.md).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "passes/flow/generator.h"
#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::unique_ptr<model::FunctionGraph> Resume(const std::string& name) {
  const host::HostObject* function = FindFunction("flow_generators", name);
  if (function == nullptr) return nullptr;
  const host::HostObject* next = Space().GeneratorClass(function).next;
  EXPECT_EQ(Space().GeneratorOf(next), function);
  auto graph = BuildFlowGraph(Space(), next);
  EXPECT_EQ(Problems(*graph), "") << Listing(*graph);
  return graph;
}

// The names of the attributes set by the setattr operations of a graph, in order.
std::vector<std::string> AttributesSet(const model::FunctionGraph& graph) {
  std::vector<std::string> names;
  for (const model::Block* block : OpBlocks(graph)) {
    for (const auto& op : block->operations) {
      if (op.opname == "setattr") names.push_back(ConstantOf(op.args[1])->text());
    }
  }
  return names;
}

TEST(GeneratorsTest, MakerStoresTheArgumentsAndTheStartState) {
  auto graph = Build("flow_generators", "two_yields");
  ASSERT_NE(graph, nullptr);
  EXPECT_THAT(graph->argnames, ElementsAre("a", "b"));
  EXPECT_THAT(AllOpNames(*graph), ElementsAre("simple_call", "setattr", "setattr", "setattr"));
  EXPECT_THAT(AttributesSet(*graph), ElementsAre("_rtfarm_state", "_rtfarm_r0_0", "_rtfarm_r0_1"));
  const host::HostObject* klass = ConstantOf(FindOp(*graph, "simple_call")->args[0]);
  ASSERT_NE(klass, nullptr);
  EXPECT_EQ(klass->qualname(), "<generator two_yields>");
  EXPECT_EQ(Problems(*graph), "");
}

TEST(GeneratorsTest, ResumeGraphDispatchesOnTheSavedState) {
  auto graph = Resume("two_yields");
  ASSERT_NE(graph, nullptr);
  EXPECT_EQ(graph->name(), "flow_generators.<generator two_yields>.__next__");
  EXPECT_THAT(graph->argnames, ElementsAre("self"));
  // No yield_ is left: each became a return after saving the live variables.
  EXPECT_EQ(CountOps(*graph, "yield_"), 0) << Listing(*graph);
  // The dispatch reads the state and marks the body running before anything else.
  const model::Block* start = graph->startblock();
  ASSERT_GE(start->operations.size(), 2u);
  EXPECT_EQ(start->operations[0].opname, "getattr");
  EXPECT_EQ(ConstantOf(start->operations[0].args[1])->text(), "_rtfarm_state");
  EXPECT_EQ(start->operations[1].opname, "setattr");
  EXPECT_EQ(ConstantOf(start->operations[1].args[2])->int_value(), -1);
  // The first yield saves a and b (read after it), the second nothing; the end sets -2.
  std::vector<std::string> set = AttributesSet(*graph);
  EXPECT_EQ(std::count(set.begin(), set.end(), "_rtfarm_state"), 4) << Listing(*graph);
  EXPECT_EQ(std::count(set.begin(), set.end(), "_rtfarm_r1_0"), 1) << Listing(*graph);
  EXPECT_EQ(std::count(set.begin(), set.end(), "_rtfarm_r1_1"), 1) << Listing(*graph);
  EXPECT_EQ(std::count(set.begin(), set.end(), "_rtfarm_r2_0"), 0) << Listing(*graph);
}

TEST(GeneratorsTest, EndOfTheBodyRaisesStopIteration) {
  auto graph = Resume("countdown");
  ASSERT_NE(graph, nullptr);
  bool raises_stop = false;
  for (const model::Block* block : OpBlocks(*graph)) {
    for (const model::Link* link : block->exits) {
      if (link->target != graph->exceptblock()) continue;
      const host::HostObject* klass = ConstantOf(link->args[0]);
      raises_stop |= klass != nullptr && klass->key() == "builtins.StopIteration";
    }
  }
  EXPECT_TRUE(raises_stop) << Listing(*graph);
  // The loop's variable n is saved at the yield and read back on resumption.
  std::vector<std::string> set = AttributesSet(*graph);
  EXPECT_EQ(std::count(set.begin(), set.end(), "_rtfarm_r1_0"), 1) << Listing(*graph);
}

TEST(GeneratorsTest, YieldFromIteratesTheDelegate) {
  auto graph = Resume("delegate");
  ASSERT_NE(graph, nullptr);
  EXPECT_EQ(CountOps(*graph, "iter"), 1) << Listing(*graph);
  EXPECT_EQ(CountOps(*graph, "next"), 1) << Listing(*graph);
}

TEST(GeneratorsTest, GeneratorExpressionsInlineOrOfTheirOwn) {
  // list() and sum() read the whole iterable: flowed inline as a list; enumerate() keeps
  // it lazy: a generator function of its own, called with the iterator.
  auto graph = Build("flow_generators", "pick");
  ASSERT_NE(graph, nullptr);
  int made = 0;
  for (const model::Block* block : OpBlocks(*graph)) {
    for (const auto& op : block->operations) {
      if (op.opname != "simple_call") continue;
      const host::HostObject* callee = ConstantOf(op.args[0]);
      if (callee != nullptr && callee->kind() == host::HostKind::kFunction &&
          callee->qualname().find("<genexpr>") != std::string::npos)
        ++made;
    }
  }
  EXPECT_EQ(made, 1) << Listing(*graph);
  EXPECT_EQ(CountOps(*graph, "newlist"), 2) << Listing(*graph);
}

// The drops of generators (`_rtfarm_drop` calls) a graph makes.
int Drops(const model::FunctionGraph& graph) {
  int drops = 0;
  for (const model::Block* block : OpBlocks(graph)) {
    for (const auto& op : block->operations) {
      const host::HostObject* name = op.opname == "getattr" ? ConstantOf(op.args[1]) : nullptr;
      drops += name != nullptr && name->text() == "_rtfarm_drop";
    }
  }
  return drops;
}

// True when the dispatch of a resume graph tests the state against `state`.
bool DispatchTests(const model::FunctionGraph& graph, int64_t state) {
  for (const model::Block* block : OpBlocks(graph)) {
    for (const auto& op : block->operations) {
      if (op.opname != "eq") continue;
      const host::HostObject* value = ConstantOf(op.args[1]);
      if (value != nullptr && value->int_value() == state) return true;
    }
  }
  return false;
}

TEST(GeneratorsTest, YieldsUnderAFinallyHaveClosingEntries) {
  // close() sets the state -3 - k: the dispatch resumes point k raising GeneratorExit
  // into the finally covering it; a body without handlers has no such entry.
  auto graph = Resume("guarded");
  ASSERT_NE(graph, nullptr);
  EXPECT_TRUE(DispatchTests(*graph, -4)) << Listing(*graph);
  EXPECT_TRUE(DispatchTests(*graph, -5)) << Listing(*graph);
  bool raises_exit = false;
  for (const model::Block* block : OpBlocks(*graph)) {
    for (const auto& op : block->operations) {
      const host::HostObject* callee =
          op.opname == "simple_call" ? ConstantOf(op.args[0]) : nullptr;
      raises_exit |= callee != nullptr && callee->key() == "builtins.GeneratorExit";
    }
  }
  EXPECT_TRUE(raises_exit) << Listing(*graph);
  auto plain = Resume("countdown");
  ASSERT_NE(plain, nullptr);
  EXPECT_FALSE(DispatchTests(*plain, -4)) << Listing(*plain);
}

TEST(GeneratorsTest, ForLoopsDropOnlyGeneratorsThatNeedClosing) {
  // A return from inside the loop drops its iterator: closed when the generator has a
  // finally; nothing for one without.
  auto guarded = Build("flow_generators", "first_guarded");
  ASSERT_NE(guarded, nullptr);
  EXPECT_EQ(Drops(*guarded), 1) << Listing(*guarded);
  auto plain = Build("flow_generators", "first_countdown");
  ASSERT_NE(plain, nullptr);
  EXPECT_EQ(Drops(*plain), 0) << Listing(*plain);
  // A local that only next() reads owns the generator: dropped when the function returns.
  auto owner = Build("flow_generators", "owner");
  ASSERT_NE(owner, nullptr);
  EXPECT_EQ(Drops(*owner), 1) << Listing(*owner);
}

}  // namespace
}  // namespace rtfarm::flow::testing
