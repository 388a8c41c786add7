// The reference-counting runtime alone (runtime/gc/rpy_gc_refcount.c) with a
// hand-written type table: deferred counts (references from the heap only, variables on
// the shadow stack), the zero count table examined at collect points, freeing by layout,
// long chains freed without recursion, shared objects, static data not counted, cycles
// leaking, the limit.
#include <gtest/gtest.h>

#include <cstddef>

#define RPY_GC_REFCOUNT 1
extern "C" {
#include "rpy.h"
#include "rpy_gc.h"
}

namespace {

struct Node {
  long value;
  Node* next;
  Node* other;
};

struct PtrArray {
  long length;
  void* items[];
};

enum : uint32_t {
  kNode = RPY_TID_FIRST_PROGRAM,
  kPtrArray,
};

const uint32_t node_ptrs[] = {offsetof(Node, next), offsetof(Node, other)};
const uint32_t item_ptr[] = {0};

}  // namespace

extern "C" {
const rpy_gc_type_info rpy_gc_program_types[] = {
    {0, 2, 0, 0, node_ptrs},
    {1, 1, offsetof(PtrArray, items), sizeof(void*), item_ptr},
};
const uint32_t rpy_gc_program_type_count = 2;
void** const rpy_gc_static_roots[] = {nullptr};
const uint32_t rpy_gc_static_root_count = 0;
}

namespace {

uint32_t Count(const void* p) {
  return (static_cast<const rpy_gc_header*>(p) - 1)->flags & RPY_GC_RC_COUNT_MASK;
}

// A store into a heap slot, counted as generated code's RPY_RC_ASSIGN does.
template <typename T>
void Store(T*& slot, T* v) {
  rpy_gc_incref(v);
  T* old = slot;
  slot = v;
  rpy_gc_decref(old);
}

Node* NewNode(long value, Node* next) {
  Node* n = static_cast<Node*>(rpy_gc_malloc_fixed(kNode, sizeof(Node)));
  EXPECT_NE(n, nullptr);
  n->value = value;
  Store(n->next, next);
  return n;
}

// A variable generated code keeps on the shadow stack across a collect point.
void Push(void* p) { *rpy_gc_root_top++ = p; }
void Pop() { --rpy_gc_root_top; }

class RefcountTest : public ::testing::Test {
 protected:
  void SetUp() override {
    rpy_gc_test_reset(1 << 20, 0, 0);
    rpy_exc_type = nullptr;
    rpy_exc_value = nullptr;
  }
};

TEST_F(RefcountTest, NewObjectsAreFreedAtACollectPointUnlessRooted) {
  Node* a = NewNode(1, nullptr);
  Node* b = NewNode(2, nullptr);
  EXPECT_EQ(Count(a), 0u);
  Push(a);
  rpy_gc_collect();
  EXPECT_TRUE(rpy_gc_is_live_object(a));
  EXPECT_FALSE(rpy_gc_is_live_object(b));
  Pop();
  rpy_gc_collect();  // a stayed listed in the table: freed once no variable holds it
  EXPECT_FALSE(rpy_gc_is_live_object(a));
  Node* c = NewNode(3, nullptr);  // a freed cell, cleared
  EXPECT_EQ(c->other, nullptr);
}

TEST_F(RefcountTest, ReferencesFromTheHeapKeepObjects) {
  Node* child = NewNode(1, nullptr);
  Node* parent = NewNode(2, child);
  Store(parent->other, child);
  EXPECT_EQ(Count(child), 2u);
  Push(parent);
  rpy_gc_collect();
  EXPECT_TRUE(rpy_gc_is_live_object(child));
  Store(parent->next, static_cast<Node*>(nullptr));
  EXPECT_EQ(Count(child), 1u);
  Pop();
  rpy_gc_collect();  // parent goes, and child with it
  EXPECT_FALSE(rpy_gc_is_live_object(parent));
  EXPECT_FALSE(rpy_gc_is_live_object(child));
}

TEST_F(RefcountTest, AChildHeldByAVariableOutlivesItsParent) {
  Node* child = NewNode(1, nullptr);
  Node* parent = NewNode(2, child);
  Push(child);
  rpy_gc_collect();  // parent freed: child falls to 0 but a variable holds it
  EXPECT_FALSE(rpy_gc_is_live_object(parent));
  EXPECT_TRUE(rpy_gc_is_live_object(child));
  EXPECT_EQ(Count(child), 0u);
  Pop();
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(child));
}

TEST_F(RefcountTest, ALongChainIsFreedWithoutRecursion) {
  Node* head = nullptr;
  for (long i = 0; i < 2000000; ++i) head = NewNode(i, head);
  rpy_gc_stats before;
  rpy_gc_get_stats(&before);
  EXPECT_GT(before.heap_bytes, size_t{2000000} * 32);
  rpy_gc_collect();
  rpy_gc_stats after;
  rpy_gc_get_stats(&after);
  EXPECT_EQ(after.heap_bytes, 0u);
  // The cells are reused: building it again takes no new pages.
  for (long i = 0; i < 2000000; ++i) head = NewNode(i, head);
  rpy_gc_stats again;
  rpy_gc_get_stats(&again);
  EXPECT_EQ(again.pages_bytes, before.pages_bytes);
  rpy_gc_collect();
}

TEST_F(RefcountTest, ArraysDropTheirItems) {
  const long n = 5000;  // a large object: its pages go back
  PtrArray* a = static_cast<PtrArray*>(
      rpy_gc_malloc_fixed(kPtrArray, offsetof(PtrArray, items) + n * sizeof(void*)));
  a->length = n;
  Node* shared = NewNode(7, nullptr);
  for (long i = 0; i < n; ++i) {
    void* item = i % 2 ? static_cast<void*>(shared) : NewNode(i, nullptr);
    rpy_gc_incref(item);
    a->items[i] = item;
  }
  EXPECT_EQ(Count(shared), static_cast<uint32_t>(n / 2));
  Push(shared);
  rpy_gc_collect();
  EXPECT_EQ(Count(shared), 0u);
  rpy_gc_stats stats;
  rpy_gc_get_stats(&stats);
  EXPECT_EQ(stats.heap_bytes, 48u);  // the shared node only: 24 bytes and the header, in granules
  Pop();
  rpy_gc_collect();
}

TEST_F(RefcountTest, StaticDataAndNullAreNotCounted) {
  static Node prebuilt = {1, nullptr, nullptr};
  rpy_gc_incref(&prebuilt);
  rpy_gc_decref(&prebuilt);
  rpy_gc_decref(&prebuilt);  // no count, never freed
  rpy_gc_incref(nullptr);
  rpy_gc_decref(nullptr);
  NewNode(1, &prebuilt);
  rpy_gc_collect();  // dropping its reference to static data does nothing
  EXPECT_EQ(prebuilt.value, 1);
}

TEST_F(RefcountTest, CyclesLeak) {
  Node* a = NewNode(1, nullptr);
  Node* b = NewNode(2, a);
  Store(a->next, b);
  rpy_gc_collect();  // collects nothing
  EXPECT_TRUE(rpy_gc_is_live_object(a));
  EXPECT_TRUE(rpy_gc_is_live_object(b));
}

TEST_F(RefcountTest, TheExceptionInFlightIsARoot) {
  rpy_exception* e =
      static_cast<rpy_exception*>(rpy_gc_malloc_fixed(RPY_TID_EXCEPTION, sizeof(rpy_exception)));
  e->base.typeptr = rpy_cls_ValueError;
  rpy_raise(&e->base);
  rpy_gc_collect();
  EXPECT_TRUE(rpy_gc_is_live_object(e));
  rpy_clear_exception();
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(e));
}

TEST_F(RefcountTest, TheLimitRaisesMemoryError) {
  rpy_gc_test_reset(1 << 20, 4 << 20, 0);
  EXPECT_EQ(rpy_gc_try_malloc(kPtrArray, 8 << 20), nullptr);
  Node* head = nullptr;
  long made = 0;
  Push(nullptr);
  while (rpy_exc_type == nullptr && made < 10000000) {
    head = NewNode(made++, head);
    rpy_gc_root_top[-1] = head;
    if (rpy_gc_budget < 0) rpy_gc_collect_point();
  }
  EXPECT_EQ(rpy_exc_type, rpy_cls_MemoryError);
  EXPECT_GT(made, (4 << 20) / 64);
  rpy_clear_exception();
  Pop();
  rpy_gc_collect();  // all of it comes back
  EXPECT_NE(rpy_gc_malloc_fixed(kNode, sizeof(Node)), nullptr);
  EXPECT_EQ(rpy_exc_type, nullptr);
}

}  // namespace
