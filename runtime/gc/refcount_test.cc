// The reference-counting runtime alone (runtime/gc/rpy_gc_refcount.c) with a
// hand-written type table: counts, freeing by layout, long chains freed without
// recursion, shared objects, static data not counted, cycles leaking, the limit.
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

uint32_t Count(const void* p) { return (static_cast<const rpy_gc_header*>(p) - 1)->flags; }

// A new node holding the reference to `next` its caller gives it.
Node* NewNode(long value, Node* next) {
  Node* n = static_cast<Node*>(rpy_gc_malloc_fixed(kNode, sizeof(Node)));
  EXPECT_NE(n, nullptr);
  n->value = value;
  n->next = next;
  return n;
}

class RefcountTest : public ::testing::Test {
 protected:
  void SetUp() override {
    rpy_gc_test_reset(1 << 20, 0, 0);
    rpy_exc_type = nullptr;
    rpy_exc_value = nullptr;
  }
};

TEST_F(RefcountTest, TheLastDecrefFrees) {
  Node* a = NewNode(1, nullptr);
  EXPECT_EQ(Count(a), 1u);
  rpy_gc_incref(a);
  EXPECT_EQ(Count(a), 2u);
  rpy_gc_decref(a);
  EXPECT_TRUE(rpy_gc_is_live_object(a));
  rpy_gc_decref(a);
  EXPECT_FALSE(rpy_gc_is_live_object(a));
  Node* b = NewNode(2, nullptr);  // the freed cell, cleared
  EXPECT_EQ(static_cast<void*>(b), static_cast<void*>(a));
  EXPECT_EQ(b->other, nullptr);
  EXPECT_EQ(Count(b), 1u);
}

TEST_F(RefcountTest, FreeingDropsTheReferencesHeld) {
  Node* child = NewNode(1, nullptr);
  Node* parent = NewNode(2, child);  // takes the reference
  rpy_gc_incref(child);              // and another one, held here
  parent->other = child;
  rpy_gc_incref(child);
  EXPECT_EQ(Count(child), 3u);
  rpy_gc_decref(parent);
  EXPECT_FALSE(rpy_gc_is_live_object(parent));
  EXPECT_TRUE(rpy_gc_is_live_object(child));
  EXPECT_EQ(Count(child), 1u);
  rpy_gc_decref(child);
  EXPECT_FALSE(rpy_gc_is_live_object(child));
}

TEST_F(RefcountTest, ALongChainIsFreedWithoutRecursion) {
  Node* head = nullptr;
  for (long i = 0; i < 2000000; ++i) head = NewNode(i, head);
  rpy_gc_stats before;
  rpy_gc_get_stats(&before);
  rpy_gc_decref(head);
  rpy_gc_stats after;
  rpy_gc_get_stats(&after);
  EXPECT_EQ(after.heap_bytes, 0u);
  EXPECT_GT(before.heap_bytes, size_t{2000000} * 32);
  // The cells are reused: building it again takes no new pages.
  for (long i = 0; i < 2000000; ++i) head = NewNode(i, head);
  rpy_gc_stats again;
  rpy_gc_get_stats(&again);
  EXPECT_EQ(again.pages_bytes, before.pages_bytes);
  rpy_gc_decref(head);
}

TEST_F(RefcountTest, ArraysDropTheirItems) {
  const long n = 5000;  // a large object: its pages go back
  PtrArray* a = static_cast<PtrArray*>(
      rpy_gc_malloc_fixed(kPtrArray, offsetof(PtrArray, items) + n * sizeof(void*)));
  a->length = n;
  Node* shared = NewNode(7, nullptr);
  for (long i = 0; i < n; ++i) {
    a->items[i] = i % 2 ? static_cast<void*>(shared) : NewNode(i, nullptr);
    if (i % 2) rpy_gc_incref(shared);
  }
  EXPECT_EQ(Count(shared), static_cast<uint32_t>(1 + n / 2));
  rpy_gc_decref(a);
  EXPECT_EQ(Count(shared), 1u);
  rpy_gc_stats stats;
  rpy_gc_get_stats(&stats);
  EXPECT_EQ(stats.heap_bytes, 48u);  // the shared node only: 24 bytes and the header, in granules
  rpy_gc_decref(shared);
}

TEST_F(RefcountTest, StaticDataAndNullAreNotCounted) {
  static Node prebuilt = {1, nullptr, nullptr};
  rpy_gc_incref(&prebuilt);
  rpy_gc_decref(&prebuilt);
  rpy_gc_decref(&prebuilt);  // no count, never freed
  rpy_gc_incref(nullptr);
  rpy_gc_decref(nullptr);
  Node* n = NewNode(1, &prebuilt);
  rpy_gc_decref(n);  // dropping its reference to static data does nothing
  EXPECT_EQ(prebuilt.value, 1);
}

TEST_F(RefcountTest, CyclesLeak) {
  Node* a = NewNode(1, nullptr);
  Node* b = NewNode(2, a);
  rpy_gc_incref(a);  // b->next
  a->next = b;
  rpy_gc_incref(b);  // a->next
  rpy_gc_decref(a);
  rpy_gc_decref(b);
  EXPECT_TRUE(rpy_gc_is_live_object(a));
  EXPECT_TRUE(rpy_gc_is_live_object(b));
  rpy_gc_collect();  // collects nothing
  EXPECT_TRUE(rpy_gc_is_live_object(a));
}

TEST_F(RefcountTest, TheLimitRaisesMemoryError) {
  rpy_gc_test_reset(1 << 20, 4 << 20, 0);
  EXPECT_EQ(rpy_gc_try_malloc(kPtrArray, 8 << 20), nullptr);
  Node* head = nullptr;
  long made = 0;
  while (rpy_exc_type == nullptr && made < 10000000) {
    head = NewNode(made++, head);
  }
  EXPECT_EQ(rpy_exc_type, rpy_cls_MemoryError);
  EXPECT_GT(made, (4 << 20) / 64);
  rpy_clear_exception();
  rpy_gc_decref(head);  // all of it comes back
  EXPECT_NE(rpy_gc_malloc_fixed(kNode, sizeof(Node)), nullptr);
  EXPECT_EQ(rpy_exc_type, nullptr);
}

}  // namespace
