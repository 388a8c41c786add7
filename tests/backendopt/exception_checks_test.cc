#include "passes/backendopt/exception_checks.h"

#include <gtest/gtest.h>

#include "passes/backendopt/backendopt.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

class ExceptionChecksTest : public ::testing::Test {
 protected:
  lltype::TypeRegistry& t = p.types;
  Program p;
  const Type* S() { return t.Signed(); }
  const Type* Checker() { return t.Func({}, t.Bool()); }

  Variable* Check(FunctionGraph& g, Block* b) {
    return Call(g, b, "rpy_exc_occurred", Checker(), {}, t);
  }
  // A call of a function that may raise.
  Variable* CallMayRaise(FunctionGraph& g, Block* b, Value* arg) {
    return Call(g, b, "fn_may_raise", t.Func({S()}, S()), {arg}, t);
  }
  // `block` checks its last call: an exception goes to the return block with 0.
  void Propagate(FunctionGraph& g, Block* block, Block* normal, std::vector<Value*> normal_args) {
    Variable* raised = Check(g, block);
    Branch(g, block, raised, g.returnblock(), {Int(g, t, 0)}, normal, std::move(normal_args));
  }
  // A block that only checks: the rest of a caller's block after an inlined call.
  Block* CheckBlock(FunctionGraph& g, Block* normal) {
    Variable* x = Var(g, S(), "x");
    Block* b = g.NewBlock({x});
    Propagate(g, b, normal, {x});
    return b;
  }
  // f(x) = g(x) + 1 after g was inlined: g's call and check, both exits into the block
  // that only checks (the caller's own check), then the addition. Returns g's result.
  Variable* InlinedCallee(FunctionGraph& g) {
    Block* rest = CheckBlock(g, AddOne(g));
    Block* start = g.startblock();
    Variable* r = CallMayRaise(g, start, start->inputargs[0]);
    Variable* raised = Check(g, start);
    Branch(g, start, raised, rest, {Int(g, t, 0)}, rest, {r});
    return r;
  }
  // A block returning its argument plus one.
  Block* AddOne(FunctionGraph& g) {
    Variable* y = Var(g, S(), "y");
    Block* b = g.NewBlock({y});
    Variable* sum = Op(g, b, "int_add", {y, Int(g, t, 1)}, S());
    Jump(g, b, g.returnblock(), {sum});
    return b;
  }
};

// The caller's check after an inlined callee: the callee's normal return comes from its
// own "no exception" exit, its propagation from its "exception" exit.
TEST_F(ExceptionChecksTest, ThreadsTheCheckAfterAnInlinedCallee) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Variable* r = InlinedCallee(g);
  Block* start = g.startblock();
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 2);
  EXPECT_EQ(RemoveRedundantExceptionChecks(g, t), 2);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 1);
  // The exception exit now propagates; the normal one goes straight to the addition.
  ASSERT_EQ(start->exits.size(), 2u);
  for (Link* link : start->exits) {
    if (link->exitcase->bool_value()) {
      EXPECT_EQ(link->target, g.returnblock());
    } else {
      EXPECT_FALSE(link->target->is_final());
      EXPECT_EQ(link->target->operations.at(0).opname, "int_add");
      EXPECT_EQ(link->args.at(0), r);
    }
  }
}

// An inlined `raise`: rpy_raise, then the caller's check.
TEST_F(ExceptionChecksTest, ARaiseReachesThePropagationDirectly) {
  FunctionGraph& g = p.Graph("f", {t.Ptr(t.GcStruct("rpy_object", {{"x", t.Signed()}}))}, S());
  Block* rest = CheckBlock(g, AddOne(g));
  Block* start = g.startblock();
  Call(g, start, "rpy_raise", t.Func({start->inputargs[0]->concretetype}, t.Void()),
       {start->inputargs[0]}, t);
  Jump(g, start, rest, {Int(g, t, 0)});
  EXPECT_EQ(RemoveRedundantExceptionChecks(g, t), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 0);
  ASSERT_EQ(start->exits.size(), 1u);
  EXPECT_EQ(start->exits[0]->target, g.returnblock());
}

// Paths of different states meeting before a block that does more than check: the
// check stays; so does a check after a call that may raise.
TEST_F(ExceptionChecksTest, KeepsChecksWhoseAnswerIsNotKnown) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Variable* x = Var(g, S(), "x");
  Block* merge = g.NewBlock({x});
  Variable* again = CallMayRaise(g, merge, x);
  Propagate(g, merge, AddOne(g), {again});
  Block* start = g.startblock();
  Variable* r = CallMayRaise(g, start, start->inputargs[0]);
  Variable* raised = Check(g, start);
  Branch(g, start, raised, merge, {Int(g, t, 0)}, merge, {r});
  EXPECT_EQ(RemoveRedundantExceptionChecks(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 2);
}

// Operations that cannot raise leave the state as it was; a handler's
// rpy_clear_exception makes it clear.
TEST_F(ExceptionChecksTest, FoldsAChecksWhoseStateIsKnown) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Block* start = g.startblock();
  Variable* sum = Op(g, start, "int_add", {start->inputargs[0], Int(g, t, 2)}, S());
  Call(g, start, "rpy_clear_exception", t.Func({}, t.Void()), {}, t);
  Variable* raised = Check(g, start);
  Branch(g, start, raised, g.returnblock(), {Int(g, t, 0)}, g.returnblock(), {sum});
  EXPECT_EQ(RemoveRedundantExceptionChecks(g, t), 1);
  EXPECT_EQ(Problems(g, t), "");
  ASSERT_EQ(start->exits.size(), 1u);
  EXPECT_EQ(start->exits[0]->args.at(0), sum);
  EXPECT_EQ(start->exitswitch, model::ExitSwitch::kNone);
}

// A loop: the check at the loop head is reached clear from the start and clear from the
// back edge (after the call's own check), so it goes; the call's check stays.
TEST_F(ExceptionChecksTest, FollowsLoops) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Variable* x = Var(g, S(), "x");
  Block* head = g.NewBlock({x});
  Variable* y = Var(g, S(), "y");
  Block* body = g.NewBlock({y});
  Variable* r = CallMayRaise(g, body, y);
  Propagate(g, body, head, {r});
  Variable* raised = Check(g, head);
  Branch(g, head, raised, g.returnblock(), {Int(g, t, 0)}, body, {x});
  Jump(g, g.startblock(), head, {g.startblock()->inputargs[0]});
  EXPECT_GT(RemoveRedundantExceptionChecks(g, t), 0);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 1);
  EXPECT_EQ(CountCallsTo(g, "fn_may_raise"), 1);
}

// `return f(x)`: the value returned when f raised is never read, so the check goes and
// the call is the block's last operation (through a block that only passes it on).
TEST_F(ExceptionChecksTest, ATailCallNeedsNoCheck) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  Variable* y = Var(g, S(), "y");
  Block* pass_on = g.NewBlock({y});
  Jump(g, pass_on, g.returnblock(), {y});
  Block* start = g.startblock();
  Variable* r = CallMayRaise(g, start, start->inputargs[0]);
  Propagate(g, start, pass_on, {r});
  EXPECT_EQ(RemoveRedundantExceptionChecks(g, t), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 0);
  ASSERT_EQ(start->exits.size(), 1u);
  EXPECT_EQ(start->exits[0]->target, g.returnblock());
  EXPECT_EQ(start->exits[0]->args.at(0), r);
  // Not when the normal exit does more.
  FunctionGraph& h = p.Graph("h", {S()}, S());
  Block* hs = h.startblock();
  Variable* hr = CallMayRaise(h, hs, hs->inputargs[0]);
  Propagate(h, hs, AddOne(h), {hr});
  EXPECT_EQ(RemoveRedundantExceptionChecks(h, t), 0);
}

// The pass is part of OptimizeGraph and its count is reported.
TEST_F(ExceptionChecksTest, RunsInOptimizeGraph) {
  FunctionGraph& g = p.Graph("f", {S()}, S());
  InlinedCallee(g);
  GraphOptStats stats = OptimizeGraph(g, t);
  EXPECT_EQ(stats.exception_checks_removed, 2);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 1);
}

}  // namespace
}  // namespace rtfarm::backendopt
