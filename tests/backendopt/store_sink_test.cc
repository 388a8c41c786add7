#include "passes/backendopt/store_sink.h"

#include <gtest/gtest.h>

#include "passes/backendopt/constant_fold.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// inst_A { a_x, a_y }, inst_B { super: inst_A; b_z }.
class StoreSinkTest : public ::testing::Test {
 protected:
  StoreSinkTest() {
    inst_a = t.GcStruct("inst_A", {{"a_x", t.Signed()}, {"a_y", t.Signed()}});
    inst_b = t.GcStruct("inst_B", {{"super", inst_a}, {"b_z", t.Signed()}});
    a = t.Ptr(inst_a);
    b = t.Ptr(inst_b);
  }

  Variable* Get(FunctionGraph& g, Block* block, Value* obj, const std::string& field) {
    return Op(g, block, "getfield", {obj, Field(g, t, field)}, t.Signed());
  }
  void Set(FunctionGraph& g, Block* block, Value* obj, const std::string& field, Value* v) {
    Op(g, block, "setfield", {obj, Field(g, t, field), v}, t.Void());
  }
  // f(p, q) runs `body` and returns the sum of what it collected.
  FunctionGraph& Graph() { return p.Graph("f" + std::to_string(counter_++), {a, a}, t.Signed()); }
  void ReturnSum(FunctionGraph& g, std::vector<Variable*> values) {
    Block* block = g.startblock();
    Value* sum = Int(g, t, 0);
    for (Variable* v : values) sum = Op(g, block, "int_add", {sum, v}, t.Signed());
    Jump(g, block, g.returnblock(), {sum});
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* inst_a;
  const Type* inst_b;
  const Type* a;
  const Type* b;
  int counter_ = 0;
};

// p.a_x read twice, with a store to another field and an allocation between: one read.
TEST_F(StoreSinkTest, ReusesAFieldReadAcrossUnrelatedStores) {
  FunctionGraph& g = Graph();
  Block* block = g.startblock();
  Value* p0 = block->inputargs[0];
  Value* q0 = block->inputargs[1];
  Variable* first = Get(g, block, p0, "a_x");
  Set(g, block, q0, "a_y", Int(g, t, 5));
  Op(g, block, "malloc", {TypeArg(g, t, inst_a)}, a);
  Variable* second = Get(g, block, p0, "a_x");
  ReturnSum(g, {first, second});
  EXPECT_EQ(SinkStores(g), 1);
  ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountOps(g, "getfield"), 1);
}

// A stored value is read back without a load; a store to the same field through another
// pointer (it may be the same object) forgets it.
TEST_F(StoreSinkTest, AStoreIsReadBackUntilTheFieldIsStoredAgain) {
  FunctionGraph& g = Graph();
  Block* block = g.startblock();
  Value* p0 = block->inputargs[0];
  Value* q0 = block->inputargs[1];
  Set(g, block, p0, "a_x", Int(g, t, 7));
  Variable* seven = Get(g, block, p0, "a_x");
  Set(g, block, q0, "a_x", Int(g, t, 9));
  Variable* unknown = Get(g, block, p0, "a_x");
  ReturnSum(g, {seven, unknown});
  EXPECT_EQ(SinkStores(g), 1);
  ConstantFold(g, t);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountOps(g, "getfield"), 1);
  EXPECT_EQ(CountOps(g, "int_add"), 1);  // 0 + 7 folded: 7 + unknown is left
}

// A call may write anything: the read after it stays. A cast alias is another pointer.
TEST_F(StoreSinkTest, ACallForgetsEverything) {
  FunctionGraph& g = Graph();
  Block* block = g.startblock();
  Value* p0 = block->inputargs[0];
  Variable* first = Get(g, block, p0, "a_y");
  Call(g, block, "fn_other", t.Func({}, t.Void()), {}, t);
  Variable* second = Get(g, block, p0, "a_y");
  Variable* as_b = Op(g, block, "cast_pointer", {p0}, b);
  Set(g, block, as_b, "a_y", Int(g, t, 1));
  Variable* third = Get(g, block, p0, "a_y");
  ReturnSum(g, {first, second, third});
  EXPECT_EQ(SinkStores(g), 0);
  EXPECT_EQ(CountOps(g, "getfield"), 3);
}

// Only within a block: a read in the next block loads again.
TEST_F(StoreSinkTest, StaysInsideOneBlock) {
  FunctionGraph& g = Graph();
  Block* start = g.startblock();
  Value* p0 = start->inputargs[0];
  Variable* first = Get(g, start, p0, "a_x");
  Variable* cond = Op(g, start, "int_lt", {first, Int(g, t, 0)}, t.Bool());
  Variable* pp = Var(g, a);
  Block* next = g.NewBlock({pp});
  Branch(g, start, cond, g.returnblock(), {first}, next, {p0});
  Jump(g, next, g.returnblock(), {Get(g, next, pp, "a_x")});
  EXPECT_EQ(SinkStores(g), 0);
  EXPECT_EQ(Problems(g, t), "");
}

}  // namespace
}  // namespace rtfarm::backendopt
