// The GC transform on hand-built low-level graphs: which calls save roots, which
// variables are roots, where the collect points go.
#include "passes/transform/gc_transform.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "passes/transform/frame_storage.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::transform {
namespace {

using namespace backendopt::testing;

std::vector<const Value*> Args(const SpaceOperation& op) {
  return std::vector<const Value*>(op.args.begin(), op.args.end());
}

class GcTransformTest : public ::testing::Test {
 protected:
  GcTransformTest() {
    node = p.types.DeclareStruct("inst_Node", true);
    p.types.SetFields(node, {{"a_next", p.types.Ptr(node)}, {"a_v", p.types.Signed()}});
    node_ptr = p.types.Ptr(node);
    exact = MakeGcPolicy("marksweep");
    boehm = MakeGcPolicy("boehm");
  }
  Program p;
  const Type* node = nullptr;
  const Type* node_ptr = nullptr;
  std::unique_ptr<GcPolicy> exact, boehm;
};

TEST_F(GcTransformTest, CallsOfGeneratedFunctionsSaveOnlyWhatLivesAfterThem) {
  FunctionGraph& g = p.Graph("f", {node_ptr, node_ptr, p.types.Signed()}, node_ptr);
  Block* b = g.startblock();
  Variable* kept = b->inputargs[0];
  Variable* dead = b->inputargs[1];
  Variable* n = b->inputargs[2];
  const Type* fn = p.types.Func({node_ptr, p.types.Signed()}, p.types.Signed());
  Variable* r = Call(g, b, "fn_callee", fn, {dead, n}, p.types);
  Op(g, b, "setfield", {kept, Field(g, p.types, "a_v"), r}, p.types.Void());
  Jump(g, b, g.returnblock(), {kept});
  GcTransformStats stats = GcTransformGraph(g, p.types, *exact);
  EXPECT_EQ(stats.calls_with_roots, 1);
  ASSERT_EQ(OpNames(b),
            (std::vector<std::string>{"gc_push_roots", "direct_call", "gc_pop_roots", "setfield"}));
  EXPECT_EQ(Args(b->operations[0]), std::vector<const Value*>{kept});  // not `dead`, not n
  EXPECT_EQ(Args(b->operations[2]), std::vector<const Value*>{kept});
}

TEST_F(GcTransformTest, AllocationsAndRuntimeCallsGetCollectPoints) {
  FunctionGraph& g = p.Graph("f", {node_ptr}, node_ptr);
  Block* b = g.startblock();
  Variable* old = b->inputargs[0];
  Variable* fresh = Op(g, b, "malloc", {TypeArg(g, p.types, node)}, node_ptr);
  Op(g, b, "setfield", {fresh, Field(g, p.types, "a_next"), old}, p.types.Void());
  const Type* str = p.types.Ptr(p.types.Opaque("rpy_string"));
  const Type* from_int = p.types.Func({p.types.Signed()}, str);
  Call(g, b, "rpy_str_from_int", from_int, {Int(g, p.types, 3)}, p.types);
  const Type* eq = p.types.Func({str, str}, p.types.Bool());
  Call(g, b, "rpy_exc_occurred", p.types.Func({}, p.types.Bool()), {}, p.types);
  (void)eq;
  Jump(g, b, g.returnblock(), {fresh});
  GcTransformStats stats = GcTransformGraph(g, p.types, *exact);
  EXPECT_EQ(stats.collect_points, 2);
  ASSERT_EQ(OpNames(b),
            (std::vector<std::string>{"malloc", "gc_collect_point", "setfield", "direct_call",
                                      "gc_collect_point", "direct_call"}));
  // After the malloc both the new object and `old` (stored after it) are live.
  EXPECT_EQ(Args(b->operations[1]), (std::vector<const Value*>{old, fresh}));
  // After the string is made only `fresh` is (the string is dropped).
  EXPECT_EQ(Args(b->operations[4]), std::vector<const Value*>{fresh});
}

TEST_F(GcTransformTest, AMovingCollectorCollectsBeforeAllocationsAndHasWriteBarriers) {
  auto moving = MakeGcPolicy("generational");
  FunctionGraph& g = p.Graph("f", {node_ptr, node_ptr}, node_ptr);
  Block* b = g.startblock();
  Variable* old = b->inputargs[0];
  Variable* other = b->inputargs[1];
  Variable* fresh = Op(g, b, "malloc", {TypeArg(g, p.types, node)}, node_ptr);
  Op(g, b, "setfield", {fresh, Field(g, p.types, "a_next"), old}, p.types.Void());  // initialising
  Op(g, b, "setfield", {old, Field(g, p.types, "a_next"), fresh}, p.types.Void());  // a barrier
  Op(g, b, "setfield", {old, Field(g, p.types, "a_next"), fresh}, p.types.Void());  // done
  Constant* null = g.NewConstant(nullptr);
  null->concretetype = node_ptr;
  Op(g, b, "setfield", {other, Field(g, p.types, "a_next"), null}, p.types.Void());  // NULL: none
  Op(g, b, "setfield", {old, Field(g, p.types, "a_v"), Int(g, p.types, 1)}, p.types.Void());
  const Type* fn = p.types.Func({}, p.types.Signed());
  Call(g, b, "fn_callee", fn, {}, p.types);  // can collect: fresh may be old after it
  Op(g, b, "setfield", {fresh, Field(g, p.types, "a_next"), other}, p.types.Void());
  Jump(g, b, g.returnblock(), {fresh});
  GcTransformStats stats = GcTransformGraph(g, p.types, *moving);
  EXPECT_EQ(stats.collect_points, 1);
  EXPECT_EQ(stats.write_barriers, 2);
  ASSERT_EQ(OpNames(b), (std::vector<std::string>{
                            "gc_collect_point", "malloc", "setfield", "gc_write_barrier",
                            "setfield", "setfield", "setfield", "setfield", "gc_push_roots",
                            "direct_call", "gc_pop_roots", "gc_write_barrier", "setfield"}));
  // Before the malloc: what lives after it (its arguments are constants).
  EXPECT_EQ(Args(b->operations[0]), (std::vector<const Value*>{old, other}));
  EXPECT_EQ(Args(b->operations[3]), std::vector<const Value*>{old});
  EXPECT_EQ(Args(b->operations[11]), std::vector<const Value*>{fresh});
}

// A range and its iterator that only the range operations use are storage in the C
// frame (passes/transform/frame_storage.h): no collect point after them, and neither is a
// root across a call (pushing their addresses would make gcc keep them in memory).
TEST_F(GcTransformTest, RangesInTheCFrameAreNoRootsAndAllocateNothing) {
  const Type* range = p.types.Ptr(p.types.Opaque("lrange"));
  const Type* iter = p.types.Ptr(p.types.Opaque("lrange_iter"));
  const Type* signed_type = p.types.Signed();
  const Type* make = p.types.Func({signed_type, signed_type, signed_type}, range);
  const Type* start = p.types.Func({range}, iter);
  const Type* step = p.types.Func({iter}, signed_type);
  const Type* callee = p.types.Func({signed_type}, signed_type);
  for (bool escapes : {false, true}) {
    SCOPED_TRACE(escapes ? "the range escapes" : "the range stays in the frame");
    FunctionGraph& g = p.Graph(escapes ? "escaping" : "framed", {signed_type}, signed_type);
    Block* b = g.startblock();
    Variable* n = b->inputargs[0];
    Variable* r =
        Call(g, b, "lrange_new", make, {Int(g, p.types, 0), n, Int(g, p.types, 1)}, p.types);
    Variable* it = Call(g, b, "lrange_iter_new", start, {r}, p.types);
    Call(g, b, "fn_callee", callee, {n}, p.types);
    if (escapes) Call(g, b, "fn_keep", p.types.Func({range}, signed_type), {r}, p.types);
    Variable* x = Call(g, b, "lrange_iter_next", step, {it}, p.types);
    Jump(g, b, g.returnblock(), {x});
    GcTransformStats stats = GcTransformGraph(g, p.types, *exact);
    if (!escapes) {
      EXPECT_EQ(stats.collect_points, 0);
      EXPECT_EQ(stats.calls_with_roots, 0);
      EXPECT_EQ(OpNames(b), (std::vector<std::string>{"direct_call", "direct_call", "direct_call",
                                                      "direct_call"}));
    } else {
      // The range is on the heap; its iterator, used by lrange_iter_next only, is not.
      EXPECT_EQ(stats.collect_points, 1);
      EXPECT_GE(stats.calls_with_roots, 1);
    }
  }
}

// An iterator of a prebuilt container lives in the C frame under an exact collector too
// (the container is static data: it never moves, nor is freed); one of a container on
// the heap is made by the collector, and is a root across calls.
TEST_F(GcTransformTest, IteratorsOfPrebuiltContainersLiveInTheCFrame) {
  const Type* list = p.types.Ptr(p.types.Opaque("rpy_list_Signed"));
  const Type* iter = p.types.Ptr(p.types.Opaque("rpy_list_Signed_iter"));
  const Type* signed_type = p.types.Signed();
  const Type* start = p.types.Func({list}, iter);
  const Type* step = p.types.Func({iter}, signed_type);
  const Type* callee = p.types.Func({signed_type}, signed_type);
  for (bool prebuilt : {true, false}) {
    SCOPED_TRACE(prebuilt ? "a prebuilt list" : "a list on the heap");
    FunctionGraph& g = p.Graph(prebuilt ? "prebuilt" : "heap", {list, signed_type}, signed_type);
    Block* b = g.startblock();
    Value* items =
        prebuilt ? static_cast<Value*>(Symbol(g, "rpy_prebuilt_list_1", list)) : b->inputargs[0];
    Variable* it = Call(g, b, "rpy_list_Signed_iter_new", start, {items}, p.types);
    Call(g, b, "fn_callee", callee, {b->inputargs[1]}, p.types);
    Variable* x = Call(g, b, "rpy_list_Signed_iter_next", step, {it}, p.types);
    Jump(g, b, g.returnblock(), {x});
    FrameStorage frame = FindFrameStorage(g.Blocks(), /*iterators_in_frame=*/false,
                                          /*prebuilt_iterators_in_frame=*/true);
    EXPECT_EQ(frame.calls.size(), prebuilt ? 1u : 0u);
    GcTransformStats stats = GcTransformGraph(g, p.types, *exact);
    EXPECT_EQ(stats.calls_with_roots, prebuilt ? 0 : 1);
  }
}

TEST_F(GcTransformTest, BoehmChangesNothing) {
  FunctionGraph& g = p.Graph("f", {node_ptr}, node_ptr);
  Block* b = g.startblock();
  Variable* fresh = Op(g, b, "malloc", {TypeArg(g, p.types, node)}, node_ptr);
  Jump(g, b, g.returnblock(), {fresh});
  GcTransformGraph(g, p.types, *boehm);
  EXPECT_EQ(OpNames(b), std::vector<std::string>{"malloc"});
}

TEST_F(GcTransformTest, Classification) {
  EXPECT_TRUE(CallCanCollect("fn_main_f"));
  EXPECT_TRUE(CallCanCollect("rpy_newinit_0123"));
  EXPECT_FALSE(CallCanCollect("rpy_str_concat"));
  EXPECT_TRUE(CallMayAllocate("rpy_str_concat"));
  EXPECT_TRUE(CallMayAllocate("rpy_list_Signed_append"));
  EXPECT_FALSE(CallMayAllocate("rpy_list_Signed_getitem"));
  EXPECT_FALSE(CallMayAllocate("rpy_exc_occurred"));
  EXPECT_TRUE(IsGcPointer(node_ptr));
  EXPECT_FALSE(IsGcPointer(p.types.Signed()));
  EXPECT_FALSE(IsGcPointer(p.types.Ptr(p.types.Func({}, p.types.Signed()))));
}

TEST(GcPolicyTest, NamesAndRefusals) {
  EXPECT_NE(MakeGcPolicy("boehm"), nullptr);
  EXPECT_NE(MakeGcPolicy("marksweep"), nullptr);
  EXPECT_NE(MakeGcPolicy("generational"), nullptr);
  auto rc = MakeGcPolicy("refcount");
  ASSERT_NE(rc, nullptr);
  EXPECT_TRUE(rc->exact());
  EXPECT_FALSE(rc->moving());
  EXPECT_TRUE(rc->counts_references());
  EXPECT_FALSE(MakeGcPolicy("marksweep")->counts_references());
  EXPECT_TRUE(rc->UsesRuntimeFile("gc/rpy_gc_refcount.c"));
  EXPECT_FALSE(rc->UsesRuntimeFile("gc/rpy_gc_marksweep.c"));
  EXPECT_FALSE(rc->UsesRuntimeFile("rpy_alloc.c"));
  // Its header is larger: the page heap compiled for that layout, not the others'.
  EXPECT_TRUE(rc->UsesRuntimeFile("gc/rpy_gc_heap_refcount.c"));
  EXPECT_TRUE(rc->UsesRuntimeFile("gc/rpy_gc_heap_impl.h"));
  EXPECT_FALSE(rc->UsesRuntimeFile("gc/rpy_gc_heap.c"));
  EXPECT_EQ(MakeGcPolicy("framework"), nullptr);
  EXPECT_NE(GcPolicyProblem("framework").find("not implemented yet"), std::string::npos);
  EXPECT_NE(GcPolicyProblem("nonsense").find("available: boehm, marksweep, generational, refcount"),
            std::string::npos);
  auto gen = MakeGcPolicy("generational");
  EXPECT_TRUE(gen->exact());
  EXPECT_TRUE(gen->moving());
  EXPECT_FALSE(MakeGcPolicy("marksweep")->moving());
  EXPECT_TRUE(gen->UsesRuntimeFile("gc/rpy_gc_generational.c"));
  EXPECT_TRUE(gen->UsesRuntimeFile("gc/rpy_gc_heap.c"));
  EXPECT_FALSE(gen->UsesRuntimeFile("gc/rpy_gc_heap_refcount.c"));
  EXPECT_FALSE(gen->UsesRuntimeFile("gc/rpy_gc_marksweep.c"));
  EXPECT_FALSE(gen->UsesRuntimeFile("rpy_alloc.c"));
  auto ms = MakeGcPolicy("marksweep");
  EXPECT_TRUE(ms->exact());
  EXPECT_FALSE(ms->UsesRuntimeFile("rpy_alloc.c"));
  EXPECT_TRUE(ms->UsesRuntimeFile("gc/rpy_gc_marksweep.c"));
  EXPECT_TRUE(MakeGcPolicy("boehm")->UsesRuntimeFile("rpy_alloc.c"));
  EXPECT_FALSE(MakeGcPolicy("boehm")->UsesRuntimeFile("gc/rpy_gc_marksweep.c"));
  EXPECT_EQ(ms->Allocate("struct inst_A", true),
            "rpy_gc_malloc_fixed(rpy_tid_inst_A, sizeof(struct inst_A))");
}

}  // namespace
}  // namespace rtfarm::transform
