// The stack check insertion on hand-built low-level graphs: which graphs are on a cycle
// of the call graph (direct calls, indirect calls, calls through C code), where the
// checks go (one per frame and path, in a caught region when the call is caught).
#include "passes/transform/stack_check.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::transform {
namespace {

using namespace backendopt::testing;

HiddenCallees NoHiddenCallees() {
  return [](const Block&, size_t) { return std::vector<std::string>{}; };
}

class StackCheckTest : public ::testing::Test {
 protected:
  const Type* Signed() { return p.types.Signed(); }
  const Type* IntFn() { return p.types.Func({Signed()}, Signed()); }
  // A graph `name`(n) returning `callees`' results added, each called with n.
  FunctionGraph& Calling(const std::string& name, const std::vector<std::string>& callees) {
    FunctionGraph& g = p.Graph(name, {Signed()}, Signed());
    Block* b = g.startblock();
    Value* sum = Int(g, p.types, 0);
    for (const std::string& callee : callees) {
      Variable* r = Call(g, b, callee, IntFn(), {b->inputargs[0]}, p.types);
      sum = Op(g, b, "int_add", {sum, r}, Signed());
    }
    Jump(g, b, g.returnblock(), {sum});
    return g;
  }
  StackCheckStats Run(HiddenCallees hidden = NoHiddenCallees()) {
    StackCheckStats stats = InsertStackChecks(p.Map(), hidden, p.types);
    for (const auto& [name, g] : p.graphs) EXPECT_EQ(Problems(*g, p.types), "") << name;
    return stats;
  }
  Program p;
};

TEST_F(StackCheckTest, CallsThatCannotRecurseGetNoCheck) {
  Calling("fn_main", {"fn_a", "fn_b"});
  Calling("fn_a", {"fn_b"});
  Calling("fn_b", {"rpy_helper"});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.recursive_graphs, 0);
  EXPECT_EQ(stats.checks, 0);
}

TEST_F(StackCheckTest, OneCheckPerFrameBeforeTheFirstRecursiveCall) {
  // fib: both calls in one block; the stack pointer is the same at the second.
  FunctionGraph& fib = Calling("fn_fib", {"rpy_helper", "fn_fib", "fn_fib"});
  Calling("fn_main", {"fn_fib"});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.recursive_graphs, 1);
  EXPECT_EQ(stats.checks, 1);
  EXPECT_EQ(OpNames(fib.startblock()),
            (std::vector<std::string>{"direct_call", "int_add", "stack_check", "direct_call",
                                      "int_add", "direct_call", "int_add"}));
  EXPECT_EQ(CountOps(*p.graphs["fn_main"], "stack_check"), 0);
}

TEST_F(StackCheckTest, MutualRecursionChecksEveryGraphOfTheCycle) {
  Calling("fn_a", {"fn_b"});
  Calling("fn_b", {"fn_c"});
  Calling("fn_c", {"fn_a", "fn_leaf"});
  Calling("fn_leaf", {});
  Calling("fn_main", {"fn_a"});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.recursive_graphs, 3);
  EXPECT_EQ(stats.checks, 3);
  for (const char* name : {"fn_a", "fn_b", "fn_c"})
    EXPECT_EQ(CountOps(*p.graphs[name], "stack_check"), 1) << name;
  EXPECT_EQ(CountOps(*p.graphs["fn_leaf"], "stack_check"), 0);
  EXPECT_EQ(CountOps(*p.graphs["fn_main"], "stack_check"), 0);
}

TEST_F(StackCheckTest, IndirectCallsReachEveryTargetTheAnnotatorRecorded) {
  // fn_walk calls a method through a function pointer that may be fn_red or fn_blue;
  // fn_blue calls fn_walk again.
  FunctionGraph& walk = p.Graph("fn_walk", {p.types.Ptr(IntFn()), Signed()}, Signed());
  Block* b = walk.startblock();
  Constant* targets = walk.NewConstant(nullptr);
  targets->symbol = "graphs:fn_blue,fn_red";
  targets->concretetype = p.types.Void();
  Variable* r = Op(walk, b, "indirect_call", {b->inputargs[0], b->inputargs[1], targets}, Signed());
  Jump(walk, b, walk.returnblock(), {r});
  Calling("fn_red", {});
  FunctionGraph& blue = p.Graph("fn_blue", {Signed()}, Signed());
  Block* bb = blue.startblock();
  Constant* fp = Symbol(blue, "fn_red", p.types.Ptr(IntFn()));
  Variable* w = Call(blue, bb, "fn_walk", p.types.Func({p.types.Ptr(IntFn()), Signed()}, Signed()),
                     {fp, bb->inputargs[0]}, p.types);
  Jump(blue, bb, blue.returnblock(), {w});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.recursive_graphs, 2);
  EXPECT_EQ(OpNames(walk.startblock()), (std::vector<std::string>{"stack_check", "indirect_call"}));
  EXPECT_EQ(OpNames(bb), (std::vector<std::string>{"stack_check", "direct_call"}));
  EXPECT_EQ(CountOps(*p.graphs["fn_red"], "stack_check"), 0);
}

TEST_F(StackCheckTest, CallsThroughCodeOutsideTheGraphsCount) {
  // fn_repr calls a C helper that calls fn_repr back (a list's repr calling __repr__).
  FunctionGraph& repr = Calling("fn_repr", {"rpy_repr_list"});
  HiddenCallees hidden = [](const Block& block, size_t i) {
    const auto* callee = static_cast<const Constant*>(block.operations[i].args[0]);
    return callee->symbol == "rpy_repr_list" ? std::vector<std::string>{"fn_repr"}
                                             : std::vector<std::string>{};
  };
  StackCheckStats stats = Run(hidden);
  EXPECT_EQ(stats.checks, 1);
  EXPECT_EQ(OpNames(repr.startblock()),
            (std::vector<std::string>{"stack_check", "direct_call", "int_add"}));
}

TEST_F(StackCheckTest, ACaughtCallHasItsCheckInTheCaughtRegion) {
  // try: return f(n) except ...: the call is the block's last operation, caught.
  FunctionGraph& f = p.Graph("fn_f", {Signed()}, Signed());
  Block* b = f.startblock();
  Variable* r = Call(f, b, "fn_f", IntFn(), {b->inputargs[0]}, p.types);
  Block* handler = f.NewBlock({});
  Jump(f, handler, f.returnblock(), {Int(f, p.types, -1)});
  b->exitswitch = model::ExitSwitch::kLastException;
  Jump(f, b, f.returnblock(), {r});
  Jump(f, b, handler, {});
  StackCheckStats stats = InsertStackChecks(p.Map(), NoHiddenCallees(), p.types);
  EXPECT_EQ(stats.checks, 1);
  EXPECT_EQ(OpNames(b), (std::vector<std::string>{"catch_region", "stack_check", "direct_call"}));
}

TEST_F(StackCheckTest, ABlockEveryPathReachesCheckedNeedsNoOtherCheck) {
  // start: call f (checked) -> then a branch: one side calls f again (covered), the
  // other joins a block calling f (covered on both paths).
  FunctionGraph& f = p.Graph("fn_f", {Signed()}, Signed());
  Block* start = f.startblock();
  Variable* n = start->inputargs[0];
  Variable* r0 = Call(f, start, "fn_f", IntFn(), {n}, p.types);
  Variable* cond = Op(f, start, "int_lt", {r0, Int(f, p.types, 0)}, p.types.Bool());
  Variable* x = Var(f, Signed());
  Block* left = f.NewBlock({x});
  Variable* y = Var(f, Signed());
  Block* join = f.NewBlock({y});
  Branch(f, start, cond, left, {r0}, join, {r0});
  Variable* r1 = Call(f, left, "fn_f", IntFn(), {x}, p.types);
  Jump(f, left, join, {r1});
  Variable* r2 = Call(f, join, "fn_f", IntFn(), {y}, p.types);
  Jump(f, join, f.returnblock(), {r2});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.checks, 1);
  EXPECT_EQ(OpNames(start)[0], "stack_check");
  EXPECT_EQ(CountOps(f, "stack_check"), 1);
}

TEST_F(StackCheckTest, EachPathOfABranchChecksItsOwnCall) {
  // The recursive calls are on two paths after a test: each needs its check, and a
  // block both reach after them needs none.
  FunctionGraph& f = p.Graph("fn_f", {Signed()}, Signed());
  Block* start = f.startblock();
  Variable* n = start->inputargs[0];
  Variable* cond = Op(f, start, "int_lt", {n, Int(f, p.types, 0)}, p.types.Bool());
  Variable* a = Var(f, Signed());
  Block* left = f.NewBlock({a});
  Variable* c = Var(f, Signed());
  Block* right = f.NewBlock({c});
  Variable* j = Var(f, Signed());
  Block* join = f.NewBlock({j});
  Branch(f, start, cond, left, {n}, right, {n});
  Jump(f, left, join, {Call(f, left, "fn_f", IntFn(), {a}, p.types)});
  Jump(f, right, join, {Call(f, right, "fn_f", IntFn(), {c}, p.types)});
  Jump(f, join, f.returnblock(), {Call(f, join, "fn_f", IntFn(), {j}, p.types)});
  StackCheckStats stats = Run();
  EXPECT_EQ(stats.checks, 2);
  EXPECT_EQ(OpNames(left)[0], "stack_check");
  EXPECT_EQ(OpNames(right)[0], "stack_check");
  EXPECT_EQ(CountOps(f, "stack_check"), 2);
}

TEST_F(StackCheckTest, TheSameGraphsGiveTheSameChecks) {
  auto build = [](Program& q) {
    for (const char* name : {"fn_z", "fn_y", "fn_x"}) {
      FunctionGraph& g = q.Graph(name, {q.types.Signed()}, q.types.Signed());
      Block* b = g.startblock();
      const Type* fn = q.types.Func({q.types.Signed()}, q.types.Signed());
      std::string next = std::string(name) == "fn_z"   ? "fn_x"
                         : std::string(name) == "fn_y" ? "fn_z"
                                                       : "fn_y";
      Variable* r = Call(g, b, next, fn, {b->inputargs[0]}, q.types);
      Jump(g, b, g.returnblock(), {r});
    }
  };
  Program q1, q2;
  build(q1);
  build(q2);
  InsertStackChecks(q1.Map(), NoHiddenCallees(), q1.types);
  InsertStackChecks(q2.Map(), NoHiddenCallees(), q2.types);
  for (const char* name : {"fn_x", "fn_y", "fn_z"})
    EXPECT_EQ(Dump(*q1.graphs[name]), Dump(*q2.graphs[name])) << name;
}

}  // namespace
}  // namespace rtfarm::transform
