// The generational collector alone: a hand-written type table stands for a program's.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

extern "C" {
#define RPY_GC_CHOSEN 1
#define RPY_GC_EXACT 1
#define RPY_GC_GENERATIONAL 1
#include "rpy.h"
#include "rpy_gc.h"
#include "rpy_gc_heap.h"
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

Node* static_node;  // a prebuilt object's variable

}  // namespace

extern "C" {
const rpy_gc_type_info rpy_gc_program_types[] = {
    {0, 2, 0, 0, node_ptrs},
    {1, 1, offsetof(PtrArray, items), sizeof(void*), item_ptr},
};
const uint32_t rpy_gc_program_type_count = 2;
void** const rpy_gc_static_roots[] = {reinterpret_cast<void**>(&static_node)};
const uint32_t rpy_gc_static_root_count = 1;
}

namespace {

Node* NewNode(long value, Node* next) {
  Node* n = static_cast<Node*>(rpy_gc_malloc_fixed(kNode, sizeof(Node)));
  EXPECT_NE(n, nullptr);
  EXPECT_EQ(n->other, nullptr);  // zeroed
  n->value = value;
  n->next = next;
  return n;
}

void Push(void* p) { *rpy_gc_root_top++ = p; }
void* Pop() { return *--rpy_gc_root_top; }

rpy_gc_stats Stats() {
  rpy_gc_stats stats;
  rpy_gc_get_stats(&stats);
  return stats;
}

class GenerationalTest : public ::testing::Test {
 protected:
  void SetUp() override {
    rpy_gc_config.verify = 1;  // every minor collection checks the write barriers first
    rpy_gc_test_reset_nursery(1 << 20, 0, 0, 1 << 20);
    static_node = nullptr;
    rpy_exc_value = nullptr;
  }
  void TearDown() override { rpy_gc_config.verify = 0; }
};

TEST_F(GenerationalTest, YoungObjectsMoveOnceAndRootsFollow) {
  Node* head = nullptr;
  for (int i = 0; i < 1000; ++i) head = NewNode(i, head);
  EXPECT_TRUE(rpy_gc_is_young(head));
  Push(head);
  rpy_gc_collect_minor();
  head = static_cast<Node*>(rpy_gc_root_top[-1]);
  EXPECT_FALSE(rpy_gc_is_young(head));
  long sum = 0, count = 0;
  for (Node* n = head; n != nullptr; n = n->next) {
    ASSERT_FALSE(rpy_gc_is_young(n));
    ASSERT_TRUE(rpy_gc_is_live_object(n));
    sum += n->value;
    ++count;
  }
  EXPECT_EQ(count, 1000);
  EXPECT_EQ(sum, 999L * 1000 / 2);
  rpy_gc_collect_minor();
  EXPECT_EQ(rpy_gc_root_top[-1], head);  // moved at most once
  rpy_gc_collect();
  EXPECT_EQ(Pop(), head);
  EXPECT_EQ(Stats().minor_collections, 3);
  EXPECT_EQ(Stats().collections, 1);
}

TEST_F(GenerationalTest, GarbageIsNotCopied) {
  for (int i = 0; i < 100000; ++i) NewNode(i, nullptr);  // more than the nursery
  rpy_gc_collect();
  EXPECT_EQ(Stats().pages_bytes, 0u);
}

TEST_F(GenerationalTest, TheHeaderIsOneWordWhereTheInlineBarrierReadsIt) {
  // rpy.h's write barrier reads the flags as the header's first byte and a large
  // array's size as its last four: the bit-field layout must put them there.
  EXPECT_EQ(sizeof(rpy_gc_header), 8u);
  Node* n = NewNode(1, nullptr);
  rpy_gc_header* h = reinterpret_cast<rpy_gc_header*>(n) - 1;
  EXPECT_EQ(h->tid, kNode);
  EXPECT_EQ(h->size, sizeof(Node));
  h->flags = RPY_GC_TRACK_YOUNG | RPY_GC_HAS_CARDS;
  EXPECT_EQ(reinterpret_cast<const uint8_t*>(n)[-8], RPY_GC_TRACK_YOUNG | RPY_GC_HAS_CARDS);
  EXPECT_EQ(reinterpret_cast<const uint32_t*>(n)[-1], sizeof(Node));
  EXPECT_EQ(h->tid, kNode);  // the flags do not spill into the type id
  h->flags = 0;
}

TEST_F(GenerationalTest, TheWriteBarrierRemembersOldObjects) {
  Node* old = NewNode(1, nullptr);
  Push(old);
  rpy_gc_collect_minor();
  old = static_cast<Node*>(rpy_gc_root_top[-1]);
  ASSERT_FALSE(rpy_gc_is_young(old));
  Node* young = NewNode(2, NewNode(3, nullptr));
  RPY_GC_WRITE_BARRIER(old);
  old->next = young;
  RPY_GC_WRITE_BARRIER(old);  // recorded once
  old->other = young->next;
  rpy_gc_collect_minor();
  ASSERT_FALSE(rpy_gc_is_young(old->next));
  EXPECT_EQ(old->next->value, 2);
  EXPECT_EQ(old->next->next, old->other);
  EXPECT_EQ(old->other->value, 3);
  Pop();
}

TEST_F(GenerationalTest, AMissingWriteBarrierIsReported) {
  Node* old = NewNode(1, nullptr);
  Push(old);
  rpy_gc_collect_minor();
  old = static_cast<Node*>(Pop());
  Push(old);
  old->next = NewNode(2, nullptr);  // no barrier
  EXPECT_DEATH(rpy_gc_collect_minor(), "a missing write barrier");
  Pop();
}

TEST_F(GenerationalTest, AFullNurseryAllocatesOutsideAndTheNextMinorTracesIt) {
  rpy_gc_test_reset_nursery(1 << 20, 0, 0, 4096);
  Node* head = nullptr;
  for (int i = 0; i < 10000; ++i) head = NewNode(i, head);  // no collect point
  EXPECT_LT(rpy_gc_budget, 0);
  Push(head);
  rpy_gc_collect_point();
  head = static_cast<Node*>(Pop());
  long count = 0;
  for (Node* n = head; n != nullptr; n = n->next, ++count) ASSERT_EQ(n->value, 9999 - count);
  EXPECT_EQ(count, 10000);
}

TEST_F(GenerationalTest, LargeArraysAreOldAndTracedOnce) {
  const long n = 100000;
  PtrArray* array = static_cast<PtrArray*>(
      rpy_gc_malloc_fixed(kPtrArray, offsetof(PtrArray, items) + n * sizeof(void*)));
  ASSERT_FALSE(rpy_gc_is_young(array));
  array->length = n;
  for (long i = 0; i < n; i += 1000) array->items[i] = NewNode(i, nullptr);  // initialising
  Push(array);
  rpy_gc_collect_minor();
  ASSERT_EQ(Pop(), array);  // not moved
  Push(array);
  for (long i = 0; i < n; i += 1000) {
    ASSERT_FALSE(rpy_gc_is_young(array->items[i]));
    ASSERT_EQ(static_cast<Node*>(array->items[i])->value, i);
  }
  RPY_GC_WRITE_BARRIER(array);  // now old: a store needs the barrier
  array->items[1] = NewNode(-1, nullptr);
  rpy_gc_collect();
  EXPECT_EQ(static_cast<Node*>(array->items[1])->value, -1);
  Pop();
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(array));
}

TEST_F(GenerationalTest, CardsOfLargeArrays) {
  const long n = 100000;
  PtrArray* array = static_cast<PtrArray*>(
      rpy_gc_malloc_fixed(kPtrArray, offsetof(PtrArray, items) + n * sizeof(void*)));
  array->length = n;
  Push(array);
  rpy_gc_collect_minor();  // old now
  for (long i = 0; i < n; i += 997) {
    RPY_GC_WRITE_BARRIER_ITEMS(array, i, 1);
    array->items[i] = NewNode(i, nullptr);
  }
  RPY_GC_WRITE_BARRIER_ITEMS(array, n - 3, 10);  // clamped to the end
  array->items[n - 1] = NewNode(-1, nullptr);
  rpy_gc_collect_minor();
  for (long i = 0; i < n; i += 997) {
    ASSERT_FALSE(rpy_gc_is_young(array->items[i]));
    ASSERT_EQ(static_cast<Node*>(array->items[i])->value, i);
  }
  EXPECT_EQ(static_cast<Node*>(array->items[n - 1])->value, -1);
  // A store outside the marked card is a missing barrier.
  RPY_GC_WRITE_BARRIER_ITEMS(array, 0, 1);
  array->items[0] = NewNode(0, nullptr);
  array->items[5000] = NewNode(5000, nullptr);
  EXPECT_DEATH(rpy_gc_collect_minor(), "a missing write barrier");
  Pop();
}

TEST_F(GenerationalTest, HashIsStableAcrossTheMove) {
  Node* n = NewNode(5, nullptr);
  long h = rpy_hash_ptr(n);
  EXPECT_EQ(rpy_hash_ptr(n), h);
  Push(n);
  for (int i = 0; i < 10; ++i) NewNode(i, nullptr);
  rpy_gc_collect_minor();
  n = static_cast<Node*>(Pop());
  EXPECT_EQ(rpy_hash_ptr(n), h);
  EXPECT_EQ(n->value, 5);
  Node* dropped = NewNode(6, nullptr);
  (void)rpy_hash_ptr(dropped);  // its reserved address is garbage once it dies
  rpy_gc_collect();
  EXPECT_EQ(Stats().pages_bytes, 0u);
}

TEST_F(GenerationalTest, StaticRootsAndTheExceptionStateAreRoots) {
  static_node = NewNode(1, nullptr);
  rpy_gc_collect_minor();
  ASSERT_FALSE(rpy_gc_is_young(static_node));
  // A static root stored into without a barrier: scanned at every minor collection.
  static_node = NewNode(2, NewNode(3, nullptr));
  rpy_exc_value = reinterpret_cast<rpy_object*>(NewNode(4, nullptr));
  rpy_gc_collect_minor();
  EXPECT_EQ(static_node->next->value, 3);
  EXPECT_FALSE(rpy_gc_is_young(rpy_exc_value));
  EXPECT_EQ(reinterpret_cast<Node*>(rpy_exc_value)->value, 4);
  rpy_exc_value = nullptr;
  static_node = nullptr;
  rpy_gc_collect();
  EXPECT_EQ(Stats().pages_bytes, 0u);
}

TEST_F(GenerationalTest, PointersOutsideTheHeapAreIgnored) {
  static Node outside = {5, nullptr, nullptr};
  Node* n = NewNode(1, &outside);
  Push(n);
  rpy_gc_collect();
  n = static_cast<Node*>(Pop());
  EXPECT_EQ(n->next, &outside);
}

TEST_F(GenerationalTest, TheRuntimesStoresHaveBarriers) {
  rpy_list_str* list = rpy_list_str_new(0);
  rpy_list_str_append(list, rpy_str_from_int(0));
  rpy_exception* e =
      static_cast<rpy_exception*>(rpy_malloc_typed(RPY_TID_EXCEPTION, sizeof(rpy_exception)));
  Push(list);
  Push(e);
  rpy_gc_collect_minor();
  e = static_cast<rpy_exception*>(rpy_gc_root_top[-1]);
  list = static_cast<rpy_list_str*>(rpy_gc_root_top[-2]);
  ASSERT_FALSE(rpy_gc_is_young(list));
  for (int i = 1; i < 1000; ++i) rpy_list_str_append(list, rpy_str_from_int(i));  // rpy_list.h
  rpy_list_str_setitem(list, 0, rpy_str_from_cstr("zero"));
  rpy_exc_init_arg(&e->base, rpy_str_from_cstr("message"), RPY_EXC_STR_ARG, nullptr);  // a .c file
  rpy_gc_collect_minor();
  list = static_cast<rpy_list_str*>(rpy_gc_root_top[-2]);
  e = static_cast<rpy_exception*>(rpy_gc_root_top[-1]);
  EXPECT_EQ(std::string(list->items[0]->chars, list->items[0]->length), "zero");
  EXPECT_EQ(std::string(list->items[999]->chars, list->items[999]->length), "999");
  EXPECT_EQ(std::string(e->msg->chars, e->msg->length), "message");
  rpy_gc_root_top -= 2;
}

TEST_F(GenerationalTest, StressCollectsAtEveryCollectPoint) {
  rpy_gc_test_reset_nursery(1 << 20, 0, 1, 0);
  Node* n = NewNode(1, nullptr);
  EXPECT_LT(rpy_gc_budget, 0);
  Push(n);
  rpy_gc_collect_point();
  n = static_cast<Node*>(Pop());
  EXPECT_FALSE(rpy_gc_is_young(n));
  EXPECT_EQ(Stats().minor_collections, 1);
  ++rpy_gc_inhibit;
  NewNode(2, nullptr);
  rpy_gc_collect_point();  // inhibited: nothing happens
  EXPECT_EQ(Stats().minor_collections, 1);
  --rpy_gc_inhibit;
  rpy_gc_collect_point();
  EXPECT_EQ(Stats().minor_collections, 2);
}

TEST_F(GenerationalTest, GarbageInALoopKeepsTheHeapBounded) {
  size_t most = 0;
  Node* kept = nullptr;
  for (int round = 0; round < 50; ++round) {
    Node* head = nullptr;
    for (int i = 0; i < 20000; ++i) {
      head = NewNode(i, head);
      if (rpy_gc_budget < 0) {
        Push(head);
        Push(kept);
        rpy_gc_collect_point();
        kept = static_cast<Node*>(Pop());
        head = static_cast<Node*>(Pop());
      }
    }
    kept = head;  // the last list survives a round, in the old generation
    void* big = rpy_gc_malloc_fixed(kPtrArray, 8 + 8 * (1000 + round * 100));
    ASSERT_NE(big, nullptr);
    if (Stats().pages_bytes > most) most = Stats().pages_bytes;
  }
  EXPECT_LT(most, size_t{16} << 20);
  EXPECT_GT(Stats().collections, 0);
}

TEST_F(GenerationalTest, TheLimitRefusesPages) {
  rpy_gc_test_reset_nursery(1 << 20, 4 << 20, 0, 4096);
  EXPECT_EQ(rpy_gc_try_malloc(kPtrArray, 8 << 20), nullptr);
  Node* head = nullptr;
  long made = 0;
  for (;;) {
    Node* n = static_cast<Node*>(rpy_gc_try_malloc(kNode, sizeof(Node)));
    if (n == nullptr) break;
    n->next = head;
    head = n;
    ++made;
  }
  EXPECT_GT(made, 4 * 65536 / 48);
  rpy_gc_collect();  // nothing is rooted: all of it comes back
  EXPECT_NE(rpy_gc_malloc_fixed(kNode, sizeof(Node)), nullptr);
}

// Past the limit an allocation still succeeds (beyond it) and the next collect point
// collects: MemoryError when the live data still exceed the limit, nothing when the
// collection made room (docs/gc.md, "Out of memory").
TEST_F(GenerationalTest, ARefusalRaisesMemoryErrorWhenTheLiveDataExceedTheLimit) {
  rpy_gc_test_reset_nursery(1 << 20, 4 << 20, 0, 4096);
  long made = 0;
  while (rpy_exc_type == nullptr && made < 10000000) {
    static_node = NewNode(made++, static_node);  // rooted: live
    if (rpy_gc_budget < 0) rpy_gc_collect_point();
  }
  EXPECT_EQ(rpy_exc_type, rpy_cls_MemoryError);
  EXPECT_GT(made, (4 << 20) / 64);
  rpy_clear_exception();
  static_node = nullptr;
  rpy_gc_collect();
  EXPECT_EQ(rpy_exc_type, nullptr);
  // Garbage past the limit: a collection makes room, no MemoryError.
  for (long i = 0; i < 1000000; ++i) {
    NewNode(i, nullptr);
    if (rpy_gc_budget < 0) rpy_gc_collect_point();
  }
  EXPECT_EQ(rpy_exc_type, nullptr);
}

}  // namespace
