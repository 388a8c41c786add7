#include "passes/backendopt/malloc_removal.h"

#include <gtest/gtest.h>

#include "passes/backendopt/backendopt.h"
#include "passes/backendopt/constant_fold.h"
#include "passes/backendopt/graph_edit.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// The RTyper's instance layout: rpy_object { typeptr }, inst_A { super; a_x },
// inst_B { super: inst_A; b_y: Float }.
class MallocRemovalTest : public ::testing::Test {
 protected:
  MallocRemovalTest() {
    vtable = t.Struct("rpy_vtable", {{"subclassrange_min", t.Signed()}});
    object = t.GcStruct("rpy_object", {{"typeptr", t.Ptr(vtable)}});
    inst_a = t.GcStruct("inst_A", {{"super", object}, {"a_x", t.Signed()}});
    inst_b = t.GcStruct("inst_B", {{"super", inst_a}, {"b_y", t.Float()}});
    tuple = t.GcStruct("tuple2", {{"item0", t.Signed()}, {"item1", t.Ptr(inst_a)}});
  }

  // new B with typeptr and a_x = x set, as an instantiation does.
  Variable* NewB(FunctionGraph& g, Block* b, Value* x) {
    Variable* obj = Op(g, b, "malloc", {TypeArg(g, t, inst_b)}, t.Ptr(inst_b));
    Op(g, b, "setfield", {obj, Field(g, t, "typeptr"), Symbol(g, "&vtable_B", t.Ptr(vtable))},
       t.Void());
    Op(g, b, "setfield", {obj, Field(g, t, "a_x"), x}, t.Void());
    return obj;
  }

  void Optimize(FunctionGraph& g) {
    ASSERT_EQ(Problems(g, t), "") << Dump(g);
    RemoveMallocs(g, t);
    EXPECT_EQ(Problems(g, t), "") << Dump(g);
    ConstantFold(g, t);
    EXPECT_EQ(Problems(g, t), "") << Dump(g);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* vtable;
  const Type* object;
  const Type* inst_a;
  const Type* inst_b;
  const Type* tuple;
};

// f(x) = B(x) seen as an A, its a_x read through the parent's path.
TEST_F(MallocRemovalTest, ExplodesAnInstanceReadThroughItsParent) {
  FunctionGraph& g = p.Graph("f", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* obj = NewB(g, b, b->inputargs[0]);
  Variable* as_a = Op(g, b, "cast_pointer", {obj}, t.Ptr(inst_a));
  Variable* nonnull = Op(g, b, "ptr_nonzero", {as_a}, t.Bool());
  Op(g, b, "debug_assert", {nonnull}, t.Void());
  Variable* x = Op(g, b, "getfield", {as_a, Field(g, t, "a_x")}, t.Signed());
  Jump(g, b, g.returnblock(), {x});
  EXPECT_EQ(RemoveMallocs(g, t), 1);
  Optimize(g);
  EXPECT_EQ(CountOps(g, "malloc"), 0);
  EXPECT_EQ(CountOps(g, "getfield") + CountOps(g, "setfield"), 0);
  EXPECT_EQ(b->exits[0]->args[0], b->inputargs[0]) << Dump(g);
}

// The object lives across a loop: its fields become loop variables.
TEST_F(MallocRemovalTest, FollowsTheObjectAlongLinks) {
  FunctionGraph& g = p.Graph("count", {t.Signed()}, t.Signed());
  Block* start = g.startblock();
  Variable* n = start->inputargs[0];
  Variable* obj = NewB(g, start, lltype::IntConstant(g, 0, t.Signed()));
  Variable* o1 = Var(g, t.Ptr(inst_b));
  Variable* n1 = Var(g, t.Signed());
  Block* head = g.NewBlock({o1, n1});
  Jump(g, start, head, {obj, n});
  Variable* x = Op(g, head, "getfield", {o1, Field(g, t, "a_x")}, t.Signed());
  Variable* more = Op(g, head, "int_lt", {x, n1}, t.Bool());
  Variable* o2 = Var(g, t.Ptr(inst_b));
  Variable* n2 = Var(g, t.Signed());
  Block* body = g.NewBlock({o2, n2});
  Variable* done = Var(g, t.Ptr(inst_b));
  Block* exit = g.NewBlock({done});
  Branch(g, head, more, body, {o1, n1}, exit, {o1});
  Variable* x2 = Op(g, body, "getfield", {o2, Field(g, t, "a_x")}, t.Signed());
  Variable* x3 = Op(g, body, "int_add", {x2, lltype::IntConstant(g, 1, t.Signed())}, t.Signed());
  Op(g, body, "setfield", {o2, Field(g, t, "a_x"), x3}, t.Void());
  Jump(g, body, head, {o2, n2});
  Variable* result = Op(g, exit, "getfield", {done, Field(g, t, "a_x")}, t.Signed());
  Jump(g, exit, g.returnblock(), {result});
  Optimize(g);
  EXPECT_EQ(CountOps(g, "malloc"), 0) << Dump(g);
  EXPECT_EQ(CountOps(g, "getfield") + CountOps(g, "setfield"), 0) << Dump(g);
  // Only the live field (a_x) and n are carried around the loop.
  EXPECT_EQ(head->inputargs.size(), 2u) << Dump(g);
}

TEST_F(MallocRemovalTest, ExplodesTuples) {
  FunctionGraph& g = p.Graph("swap", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* tup = Op(g, b, "malloc", {TypeArg(g, t, tuple)}, t.Ptr(tuple));
  Op(g, b, "setfield", {tup, Field(g, t, "item0"), b->inputargs[0]}, t.Void());
  Op(g, b, "setfield", {tup, Field(g, t, "item1"), NullPointer(g, t.Ptr(inst_a))}, t.Void());
  Variable* item1 = Op(g, b, "getfield", {tup, Field(g, t, "item1")}, t.Ptr(inst_a));
  Variable* null = Op(g, b, "ptr_iszero", {item1}, t.Bool());
  Variable* item0 = Op(g, b, "getfield", {tup, Field(g, t, "item0")}, t.Signed());
  Variable* as_int = Op(g, b, "cast_bool_to_int", {null}, t.Signed());
  Jump(g, b, g.returnblock(), {Op(g, b, "int_add", {item0, as_int}, t.Signed())});
  Optimize(g);
  EXPECT_EQ(CountOps(g, "malloc"), 0) << Dump(g);
  // ptr_iszero(NULL) and the cast fold: p + 1.
  ASSERT_EQ(b->operations.size(), 1u) << Dump(g);
  EXPECT_EQ(b->operations[0].opname, "int_add");
}

TEST_F(MallocRemovalTest, KeepsAllocationsThatEscape) {
  const Type* fn = t.Func({t.Ptr(inst_b)}, t.Void());
  // Passed to a call.
  FunctionGraph& g1 = p.Graph("passed", {t.Signed()}, t.Void());
  Block* b1 = g1.startblock();
  Call(g1, b1, "fn_use", fn, {NewB(g1, b1, b1->inputargs[0])}, t);
  Jump(g1, b1, g1.returnblock(), {lltype::VoidConstant(g1, t.Void())});
  EXPECT_EQ(RemoveMallocs(g1, t), 0);
  // Returned.
  FunctionGraph& g2 = p.Graph("returned", {t.Signed()}, t.Ptr(inst_b));
  Block* b2 = g2.startblock();
  Jump(g2, b2, g2.returnblock(), {NewB(g2, b2, b2->inputargs[0])});
  EXPECT_EQ(RemoveMallocs(g2, t), 0);
  // Stored into another object (which itself escapes nothing, but holds it).
  FunctionGraph& g3 = p.Graph("stored", {t.Ptr(tuple), t.Signed()}, t.Void());
  Block* b3 = g3.startblock();
  Variable* obj = NewB(g3, b3, b3->inputargs[1]);
  Variable* as_a = Op(g3, b3, "cast_pointer", {obj}, t.Ptr(inst_a));
  Op(g3, b3, "setfield", {b3->inputargs[0], Field(g3, t, "item1"), as_a}, t.Void());
  Jump(g3, b3, g3.returnblock(), {lltype::VoidConstant(g3, t.Void())});
  EXPECT_EQ(RemoveMallocs(g3, t), 0);
  // Merged with NULL on another path.
  FunctionGraph& g4 = p.Graph("merged", {t.Bool(), t.Signed()}, t.Bool());
  Block* b4 = g4.startblock();
  Variable* fresh = NewB(g4, b4, b4->inputargs[1]);
  Variable* m = Var(g4, t.Ptr(inst_b));
  Block* join = g4.NewBlock({m});
  Branch(g4, b4, b4->inputargs[0], join, {fresh}, join, {NullPointer(g4, t.Ptr(inst_b))});
  Jump(g4, join, g4.returnblock(), {Op(g4, join, "ptr_nonzero", {m}, t.Bool())});
  EXPECT_EQ(Problems(g4, t), "");
  EXPECT_EQ(RemoveMallocs(g4, t), 0);
  for (FunctionGraph* g : {&g1, &g2, &g3, &g4}) {
    EXPECT_EQ(CountOps(*g, "malloc"), 1) << g->name();
    EXPECT_EQ(Problems(*g, t), "");
  }
}

// Two allocations reaching one merge point are both exploded.
TEST_F(MallocRemovalTest, TwoAllocationSitesOfOneType) {
  FunctionGraph& g = p.Graph("pick", {t.Bool(), t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* c = b->inputargs[0];
  Variable* x = b->inputargs[1];
  Variable* xa = Var(g, t.Signed());
  Block* left = g.NewBlock({xa});
  Variable* xb = Var(g, t.Signed());
  Block* right = g.NewBlock({xb});
  Branch(g, b, c, left, {x}, right, {x});
  Variable* m = Var(g, t.Ptr(inst_b));
  Block* join = g.NewBlock({m});
  Jump(g, left, join, {NewB(g, left, xa)});
  Variable* doubled =
      Op(g, right, "int_mul", {xb, lltype::IntConstant(g, 2, t.Signed())}, t.Signed());
  Jump(g, right, join, {NewB(g, right, doubled)});
  Jump(g, join, g.returnblock(), {Op(g, join, "getfield", {m, Field(g, t, "a_x")}, t.Signed())});
  EXPECT_EQ(RemoveMallocs(g, t), 2);
  Optimize(g);
  EXPECT_EQ(CountOps(g, "malloc"), 0);
  EXPECT_EQ(CountOps(g, "int_mul"), 1);
}

TEST_F(MallocRemovalTest, OptimizeGraphReportsWhatItDid) {
  FunctionGraph& g = p.Graph("f", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* obj = NewB(g, b, b->inputargs[0]);
  Variable* x = Op(g, b, "getfield", {obj, Field(g, t, "a_x")}, t.Signed());
  Jump(g, b, g.returnblock(), {x});
  GraphOptStats stats = OptimizeGraph(g, t);
  EXPECT_EQ(stats.mallocs_removed, 1);
  EXPECT_GE(stats.ops_removed, 1);  // the same_as of the read
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_TRUE(b->operations.empty()) << Dump(g);
}

}  // namespace
}  // namespace rtfarm::backendopt

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// What inlining an initialiser with a branch leaves: the allocation reaches each copied
// block twice, as the callee's parameter (seen as the parent) and as the caller's own
// value carried through; the classes of aliases keep both views on one set of fields.
TEST_F(MallocRemovalTest, OneAllocationInTwoInputargsOfABlock) {
  FunctionGraph& g = p.Graph("f", {t.Bool(), t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* obj = NewB(g, b, lltype::IntConstant(g, 0, t.Signed()));
  Variable* self_arg = Op(g, b, "cast_pointer", {obj}, t.Ptr(inst_a));
  Variable* self = Var(g, t.Ptr(inst_a));
  Variable* kept = Var(g, t.Ptr(inst_b));
  Variable* x = Var(g, t.Signed());
  Variable* c = Var(g, t.Bool());
  Block* init = g.NewBlock({self, x, c, kept});
  Jump(g, b, init, {self_arg, b->inputargs[1], b->inputargs[0], obj});
  Variable* self2 = Var(g, t.Ptr(inst_a));
  Variable* x2 = Var(g, t.Signed());
  Variable* kept2 = Var(g, t.Ptr(inst_b));
  Block* set = g.NewBlock({self2, x2, kept2});
  Variable* kept3 = Var(g, t.Ptr(inst_b));
  Block* rest = g.NewBlock({kept3});
  Branch(g, init, c, set, {self, x, kept}, rest, {kept});
  Op(g, set, "setfield", {self2, Field(g, t, "a_x"), x2}, t.Void());
  Jump(g, set, rest, {kept2});
  Jump(g, rest, g.returnblock(),
       {Op(g, rest, "getfield", {kept3, Field(g, t, "a_x")}, t.Signed())});
  Optimize(g);
  EXPECT_EQ(CountOps(g, "malloc"), 0) << Dump(g);
  // The value written through the parameter is the one read through the caller's copy.
  EXPECT_EQ(CountOps(g, "getfield") + CountOps(g, "setfield"), 0) << Dump(g);
}

// The same allocation arrives in two inputargs from one link but in one from another:
// the two views are not always the same object, so nothing is exploded.
TEST_F(MallocRemovalTest, InconsistentAliasesKeepTheAllocation) {
  FunctionGraph& g = p.Graph("f", {t.Bool()}, t.Signed());
  Block* b = g.startblock();
  Variable* one = NewB(g, b, lltype::IntConstant(g, 1, t.Signed()));
  Variable* two = NewB(g, b, lltype::IntConstant(g, 2, t.Signed()));
  Variable* p1 = Var(g, t.Ptr(inst_b));
  Variable* p2 = Var(g, t.Ptr(inst_b));
  Block* join = g.NewBlock({p1, p2});
  Branch(g, b, b->inputargs[0], join, {one, one}, join, {one, two});
  Op(g, join, "setfield", {p1, Field(g, t, "a_x"), lltype::IntConstant(g, 5, t.Signed())},
     t.Void());
  Jump(g, join, g.returnblock(), {Op(g, join, "getfield", {p2, Field(g, t, "a_x")}, t.Signed())});
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(RemoveMallocs(g, t), 0);
  EXPECT_EQ(CountOps(g, "malloc"), 2);
}

}  // namespace
}  // namespace rtfarm::backendopt
