#include "passes/backendopt/promote_indirect_calls.h"

#include <gtest/gtest.h>

#include "passes/backendopt/inline.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// A base class A and a subclass B, each with its own `step(self, x)` returning x + a
// constant: the shape of a method reached through a vtable slot typed for the base.
class PromoteTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto& t = p.types;
    inst_a = t.GcStruct("inst_A", {{"a_x", t.Signed()}});
    inst_b = t.GcStruct("inst_B", {{"super", inst_a}, {"b_y", t.Signed()}});
    Step("fn_A_step", t.Ptr(inst_a), 1);
    Step("fn_B_step", t.Ptr(inst_b), 2);
    slot = t.Ptr(t.Func({t.Ptr(inst_a), t.Signed()}, t.Signed()));
  }

  void Step(const std::string& name, const Type* self, int64_t add) {
    auto& t = p.types;
    FunctionGraph& g = p.Graph(name, {self, t.Signed()}, t.Signed());
    Block* b = g.startblock();
    Jump(g, b, g.returnblock(),
         {Op(g, b, "int_add", {b->inputargs[1], Int(g, t, add)}, t.Signed())});
  }

  // fn_main(obj, vt, x) = vt->m_step(obj, x) * 3, a method call through the vtable slot
  // m_step listing `targets`; with `from_vtable` false, fn_main(obj, fn, x) = fn(obj, x) * 3
  // through a function pointer passed in.
  FunctionGraph& Main(const std::string& targets, bool from_vtable = true) {
    auto& t = p.types;
    const Type* vtable = t.Struct("vtable", {{"m_step", slot}});
    FunctionGraph& g = p.Graph(
        "fn_main", {t.Ptr(inst_a), from_vtable ? t.Ptr(vtable) : slot, t.Signed()}, t.Signed());
    Block* b = g.startblock();
    Value* fn = b->inputargs[1];
    if (from_vtable) fn = Op(g, b, "getfield", {b->inputargs[1], Field(g, t, "m_step")}, slot);
    Variable* r =
        Op(g, b, "indirect_call",
           {fn, b->inputargs[0], b->inputargs[2], Symbol(g, "graphs:" + targets, t.Void())},
           t.Signed());
    Jump(g, b, g.returnblock(), {Op(g, b, "int_mul", {r, Int(g, t, 3)}, t.Signed())});
    return g;
  }

  Program p;
  const Type* inst_a = nullptr;
  const Type* inst_b = nullptr;
  const Type* slot = nullptr;
};

TEST_F(PromoteTest, TwoTargetsBecomeOneTestAndTwoDirectCalls) {
  FunctionGraph& g = Main("fn_A_step,fn_B_step");
  ASSERT_EQ(Problems(g, p.types), "");
  EXPECT_EQ(PromoteIndirectCalls(p.Map(), p.types), 1);
  EXPECT_EQ(Problems(g, p.types), "") << Dump(g);
  EXPECT_EQ(CountOps(g, "indirect_call"), 0);
  EXPECT_EQ(CountOps(g, "ptr_eq"), 1);  // the last target of a vtable slot needs no test
  EXPECT_EQ(CountCallsTo(g, "fn_A_step"), 1);
  EXPECT_EQ(CountCallsTo(g, "fn_B_step"), 1);
  EXPECT_EQ(CountOps(g, "cast_pointer"), 1);  // self, as B's method takes it
  EXPECT_EQ(CountOps(g, "int_mul"), 1);       // what followed the call, once
  // Now the inliner can put both bodies in place.
  InlineFunctions(p.Map(), {}, p.types);
  EXPECT_EQ(Problems(g, p.types), "") << Dump(g);
  EXPECT_EQ(CountOps(g, "direct_call"), 0) << Dump(g);
  EXPECT_EQ(CountOps(g, "indirect_call"), 0);
  EXPECT_EQ(CountOps(g, "int_add"), 2);
}

TEST_F(PromoteTest, AFunctionPointerIsTestedAgainstEveryTargetAndKeepsItsCall) {
  // A function value may be None (NULL), which CPython would refuse to call: no target
  // is assumed, and the indirect call stays as the last resort.
  FunctionGraph& g = Main("fn_A_step,fn_B_step", false);
  EXPECT_EQ(PromoteIndirectCalls(p.Map(), p.types), 1);
  EXPECT_EQ(Problems(g, p.types), "") << Dump(g);
  EXPECT_EQ(CountOps(g, "ptr_eq"), 2);
  EXPECT_EQ(CountOps(g, "indirect_call"), 1);
  EXPECT_EQ(CountCallsTo(g, "fn_A_step"), 1);
  EXPECT_EQ(CountCallsTo(g, "fn_B_step"), 1);
  EXPECT_EQ(CountOps(g, "int_mul"), 1);
}

TEST_F(PromoteTest, OneTargetIsADirectCall) {
  FunctionGraph& g = Main("fn_B_step");
  EXPECT_EQ(PromoteIndirectCalls(p.Map(), p.types), 1);
  EXPECT_EQ(Problems(g, p.types), "") << Dump(g);
  EXPECT_EQ(CountOps(g, "ptr_eq"), 0);
  EXPECT_EQ(CountCallsTo(g, "fn_B_step"), 1);
}

TEST_F(PromoteTest, UnknownOrTooManyTargetsKeepTheIndirectCall) {
  FunctionGraph& g = Main("fn_A_step,fn_elsewhere");  // a graph not in the program
  std::string many = "fn_A_step";
  for (size_t i = 0; i < kMaxPromotedTargets; ++i) {
    std::string name = "fn_C" + std::to_string(i) + "_step";
    Step(name, p.types.Ptr(inst_a), 10);
    many += "," + name;
  }
  FunctionGraph& h =
      p.Graph("fn_other", {p.types.Ptr(inst_a), slot, p.types.Signed()}, p.types.Signed());
  Block* b = h.startblock();
  Variable* r = Op(h, b, "indirect_call",
                   {b->inputargs[1], b->inputargs[0], b->inputargs[2],
                    Symbol(h, "graphs:" + many, p.types.Void())},
                   p.types.Signed());
  Jump(h, b, h.returnblock(), {r});
  EXPECT_EQ(PromoteIndirectCalls(p.Map(), p.types), 0);
  EXPECT_EQ(CountOps(g, "indirect_call"), 1);
  EXPECT_EQ(CountOps(h, "indirect_call"), 1);
}

}  // namespace
}  // namespace rtfarm::backendopt
