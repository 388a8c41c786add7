// The engine as a whole (fixtures/flow_engine.py, and a sweep over every fixture): state
// merging and generalisation, determinism, source positions, limits, bad input.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "passes/model/graph_writers.h"
#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_engine", name);
}

TEST(EngineTest, EqualConstantsStayConstantAfterAMerge) {
  auto g = G("same_constant");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // Both branches bind k = 1: after the merge k is still the constant. (The switch on c
  // stays, both exits going to the join with the same arguments, as in RPython.)
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("is_true"));
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  EXPECT_EQ(blocks[0]->exits[0]->args, blocks[0]->exits[1]->args);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("mul"));
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[1]), "1");
  EXPECT_EQ(blocks[1]->inputargs.size(), 1u);  // x only: k is no variable
}

TEST(EngineTest, DifferentConstantsMergeIntoAVariable) {
  auto g = G("different_constants");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("is_true"));
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("mul"));
  // The join block receives k from each branch as a link argument.
  ASSERT_EQ(blocks[0]->exits.size(), 2u);
  EXPECT_EQ(blocks[0]->exits[0]->target, blocks[1]);
  EXPECT_EQ(blocks[0]->exits[1]->target, blocks[1]);
  const model::Value* k = blocks[1]->operations[0].args[1];
  ASSERT_FALSE(k->is_constant());
  size_t position = 0;
  for (size_t i = 0; i < blocks[1]->inputargs.size(); ++i) {
    if (blocks[1]->inputargs[i] == k) position = i;
  }
  EXPECT_EQ(ValueText(blocks[0]->exits[0]->args[position]), "2");  // c false
  EXPECT_EQ(ValueText(blocks[0]->exits[1]->args[position]), "1");  // c true
}

TEST(EngineTest, LoopCounterIsGeneralised) {
  auto g = G("constant_becomes_variable");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 2u) << Listing(*g);
  // First test on the constant 0, then one loop block on a variable i.
  EXPECT_EQ(ValueText(blocks[0]->operations[0].args[0]), "0");
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("add", "lt", "is_true"));
  EXPECT_FALSE(blocks[1]->operations[0].args[0]->is_constant());
  EXPECT_EQ(ValueText(blocks[0]->exits[0]->args[0]), "0");  // n <= 0: return 0
}

TEST(EngineTest, LocalUnboundOnOnePathIsDroppedNotRefused) {
  // `last` is unbound on one path into the loop, but never read after it.
  auto g = G("unbound_then_bound");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountOps(*g, "next"), 1) << Listing(*g);
}

// The UnboundLocalError a read of `name` raises where the local is unbound: its message is
// CPython 3.11's.
int CountUnboundRaises(const model::FunctionGraph& g, const std::string& name) {
  int count = 0;
  for (const model::Block* block : OpBlocks(g)) {
    for (const auto& op : block->operations) {
      if (op.opname != "simple_call" || op.args.size() != 2) continue;
      const host::HostObject* klass = ConstantOf(op.args[0]);
      const host::HostObject* message = ConstantOf(op.args[1]);
      if (klass != nullptr && klass->key() == "builtins.UnboundLocalError" && message != nullptr &&
          message->text() ==
              "cannot access local variable '" + name + "' where it is not associated with a value")
        ++count;
    }
  }
  return count;
}

// Switches on a variable that is not the result of an operation of its block (the
// "bound" flag of a possibly undefined local, a block inputarg).
int CountFlagSwitches(const model::FunctionGraph& g) {
  int count = 0;
  for (const model::Block* block : OpBlocks(g)) {
    if (block->exitswitch != model::ExitSwitch::kVariable) continue;
    bool is_input = false;
    for (const model::Variable* v : block->inputargs)
      is_input = is_input || v == block->exitswitch_var;
    if (is_input) ++count;
  }
  return count;
}

TEST(EngineTest, PossiblyUnboundLocalIsCheckedWhereRead) {
  auto g = G("maybe_unbound");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountUnboundRaises(*g, "maybe"), 1) << Listing(*g);
  EXPECT_EQ(CountFlagSwitches(*g), 1) << Listing(*g);
  // The raise leaves the function.
  EXPECT_EQ(RaiseLinks(*g).size(), 1u) << Listing(*g);
}

TEST(EngineTest, LoopVariableReadAfterTheLoopIsChecked) {
  auto g = G("unbound_after_loop");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountUnboundRaises(*g, "last"), 1) << Listing(*g);
}

TEST(EngineTest, LocalReadAfterDelRaisesUnboundLocalError) {
  // Unbound for sure: no flag, the read raises.
  auto g = G("deleted_then_used");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountUnboundRaises(*g, "y"), 1) << Listing(*g);
  EXPECT_EQ(CountFlagSwitches(*g), 0) << Listing(*g);
  EXPECT_TRUE(ReturnLinks(*g).empty()) << Listing(*g);
}

TEST(EngineTest, OnlyTheFirstReadIsChecked) {
  // After the first read the local is bound for sure on the path that goes on.
  auto g = G("unbound_read_twice");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountUnboundRaises(*g, "last"), 1) << Listing(*g);
  EXPECT_EQ(CountFlagSwitches(*g), 1) << Listing(*g);
}

TEST(EngineTest, LocalBoundOnEveryPathHasNoCheck) {
  auto g = G("bound_on_every_path");
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(CountUnboundRaises(*g, "v"), 0) << Listing(*g);
  EXPECT_EQ(CountFlagSwitches(*g), 0) << Listing(*g);
}

TEST(EngineTest, DeadLocalUnboundOnOnePathCarriesNoFlag) {
  // `last` is never read after the loop: nothing is checked, no flag is carried.
  auto g = G("unbound_then_bound");
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(CountUnboundRaises(*g, "last"), 0) << Listing(*g);
  for (const model::Block* block : OpBlocks(*g)) {
    for (const model::Variable* v : block->inputargs) EXPECT_NE(v->hint(), "bound") << Listing(*g);
  }
}

// The operations `opname` of a graph whose first argument is the module-state object of
// the fixture module, with their attribute names.
std::vector<std::string> StateAttrs(const model::FunctionGraph& g, const std::string& opname) {
  std::vector<std::string> names;
  for (const model::Block* block : OpBlocks(g)) {
    for (const auto& op : block->operations) {
      if (op.opname != opname || op.args.size() < 2) continue;
      const host::HostObject* owner = ConstantOf(op.args[0]);
      if (owner == nullptr || owner->key() != "flow_engine.<module globals>") continue;
      names.push_back(ConstantOf(op.args[1])->text());
    }
  }
  return names;
}

TEST(EngineTest, AssignedGlobalIsAnAttributeOfTheModuleState) {
  auto g = G("bump_counter");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // COUNTER += n; return COUNTER: bound at import, so no flag.
  EXPECT_THAT(StateAttrs(*g, "getattr"), ElementsAre("COUNTER", "COUNTER")) << Listing(*g);
  EXPECT_THAT(StateAttrs(*g, "setattr"), ElementsAre("COUNTER")) << Listing(*g);
}

TEST(EngineTest, AssignedGlobalIsReadAtRunTimeByOtherFunctions) {
  auto g = G("read_counter");
  ASSERT_NE(g, nullptr);
  EXPECT_THAT(StateAttrs(*g, "getattr"), ElementsAre("COUNTER")) << Listing(*g);
  EXPECT_EQ(ReturnedConstant(*g), nullptr);
}

TEST(EngineTest, GlobalUnboundAtImportIsCheckedAndRaisesNameError) {
  auto w = G("set_late");
  ASSERT_NE(w, nullptr);
  EXPECT_THAT(StateAttrs(*w, "setattr"), ElementsAre("LATE", "_rtfarm_bound_LATE")) << Listing(*w);
  auto g = G("read_late");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_THAT(StateAttrs(*g, "getattr"), ElementsAre("_rtfarm_bound_LATE", "LATE")) << Listing(*g);
  bool raises = false;
  for (const model::Block* block : OpBlocks(*g)) {
    for (const auto& op : block->operations) {
      const host::HostObject* klass = op.args.empty() ? nullptr : ConstantOf(op.args[0]);
      if (op.opname == "simple_call" && klass != nullptr && klass->key() == "builtins.NameError" &&
          ConstantOf(op.args[1])->text() == "name 'LATE' is not defined")
        raises = true;
    }
  }
  EXPECT_TRUE(raises) << Listing(*g);
  EXPECT_EQ(RaiseLinks(*g).size(), 1u) << Listing(*g);
}

TEST(EngineTest, GlobalNoFunctionAssignsStaysAConstant) {
  auto g = G("read_constant");
  ASSERT_NE(g, nullptr);
  const host::HostObject* returned = ReturnedConstant(*g);
  ASSERT_NE(returned, nullptr) << Listing(*g);
  EXPECT_EQ(returned->int_value(), 7);
}

TEST(EngineTest, SequentialBranchesMergeAfterEachIf) {
  auto g = G("branchy");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // Four ifs: paths merge after each, so the graph grows linearly, not 2**4.
  EXPECT_EQ(CountOps(*g, "is_true"), 4) << Listing(*g);
  // r = 0 + 1 is folded on the first path; the other additions are on variables.
  EXPECT_EQ(CountOps(*g, "add"), 3) << Listing(*g);
  EXPECT_LE(OpBlocks(*g).size(), 8u) << Listing(*g);
}

TEST(EngineTest, OperationsCarryTheirSourcePosition) {
  auto g = G("positions");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(g->position.file, FixturePath("flow_engine"));
  EXPECT_EQ(g->position.line, LineOf("flow_engine", "def positions(a, b):"));
  const auto& ops = g->startblock()->operations;
  ASSERT_EQ(ops.size(), 3u);
  EXPECT_EQ(ops[0].position.line, LineOf("flow_engine", "x = a + b"));
  EXPECT_EQ(ops[1].position.line, LineOf("flow_engine", "y = x * a"));
  EXPECT_EQ(ops[2].position.line, LineOf("flow_engine", "return y - b"));
  int previous = -1;
  for (const auto& op : ops) {
    EXPECT_EQ(op.position.file, FixturePath("flow_engine"));
    EXPECT_GT(op.position.offset, previous);  // bytecode offsets, in order
    previous = op.position.offset;
  }
}

TEST(EngineTest, InputargsAreNamedAfterTheParameters) {
  auto g = G("positions");
  ASSERT_NE(g, nullptr);
  EXPECT_THAT(g->argnames, ElementsAre("a", "b"));
  ASSERT_EQ(g->startblock()->inputargs.size(), 2u);
  EXPECT_EQ(g->startblock()->inputargs[0]->hint(), "a");
  EXPECT_EQ(g->startblock()->inputargs[1]->hint(), "b");
  EXPECT_EQ(g->name(), "flow_engine.positions");
}

TEST(EngineTest, BuildingTwiceGivesTheSameListing) {
  for (const char* name : {"branchy", "constant_becomes_variable", "different_constants"}) {
    auto first = G(name);
    auto second = G(name);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(model::GraphToText(*first), model::GraphToText(*second)) << name;
  }
}

TEST(EngineTest, BlockLimitRefusesRunawayGraphs) {
  const host::HostObject* function = FindFunction("flow_engine", "branchy");
  ASSERT_NE(function, nullptr);
  BuildOptions options;
  options.max_blocks = 3;
  options.max_blocks_per_instruction = 0;
  try {
    BuildFlowGraph(Space(), function, options);
    ADD_FAILURE() << "not refused";
  } catch (const FlowError& error) {
    EXPECT_THAT(error.construct(), HasSubstr("exceeds 3 blocks"));
    EXPECT_EQ(error.function(), "flow_engine.branchy");
  }
}

TEST(EngineTest, NotAFunctionIsAFlowError) {
  EXPECT_THROW(BuildFlowGraph(Space(), nullptr), FlowError);
  const host::HostObject* module = FixtureModule("flow_engine");
  try {
    BuildFlowGraph(Space(), module);
    ADD_FAILURE() << "not refused";
  } catch (const FlowError& error) {
    EXPECT_THAT(error.construct(), HasSubstr("not a Python function"));
  }
}

// Every function of every fixture module but the refusals builds into a well-formed
// graph (the debug build's own CheckGraph runs too), with no operation outside the
// operation table and every exception link well typed.
TEST(EngineTest, EveryFixtureFunctionBuildsWellFormed) {
  int built = 0;
  for (const char* module : {"flow_arith", "flow_control", "flow_exceptions", "flow_calls",
                             "flow_containers", "flow_engine", "bytecode_probe"}) {
    for (const host::HostObject* function : Space().DefinedFunctions(FixtureModule(module))) {
      SCOPED_TRACE(function->key());
      std::unique_ptr<model::FunctionGraph> graph;
      try {
        graph = BuildFlowGraph(Space(), function);
      } catch (const FlowError& error) {
        // The few deliberate refusals outside flow_refusals.
        EXPECT_THAT(std::string(error.what()),
                    ::testing::AnyOf(HasSubstr("ovf_not_wrapping"), HasSubstr("make_adder"),
                                     HasSubstr("bytecode_probe._")))
            << error.what();
        continue;
      }
      ++built;
      EXPECT_WELL_FORMED(*graph);
      for (const model::Link* link : ExceptionLinks(*graph)) {
        ASSERT_NE(link->exitcase, nullptr);
        EXPECT_EQ(link->exitcase->kind(), host::HostKind::kClass);
        EXPECT_NE(link->last_exception, nullptr);
        EXPECT_NE(link->last_exc_value, nullptr);
      }
    }
  }
  EXPECT_GE(built, 140);
}

}  // namespace
}  // namespace rtfarm::flow::testing
