// The mark-and-sweep collector alone: a hand-written type table stands for a program's.
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

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

struct Entry {
  long hash;
  void* key;
  double x;
  void* value;
};

enum : uint32_t {
  kNode = RPY_TID_FIRST_PROGRAM,
  kPtrArray,
  kEntries,
};

const uint32_t node_ptrs[] = {offsetof(Node, next), offsetof(Node, other)};
const uint32_t item_ptr[] = {0};
const uint32_t entry_ptrs[] = {offsetof(Entry, key), offsetof(Entry, value)};

Node* static_node;  // a prebuilt object's variable

}  // namespace

extern "C" {
const rpy_gc_type_info rpy_gc_program_types[] = {
    {0, 2, 0, 0, node_ptrs},
    {1, 1, offsetof(PtrArray, items), sizeof(void*), item_ptr},
    {1, 2, 0, sizeof(Entry), entry_ptrs},
};
const uint32_t rpy_gc_program_type_count = 3;
void** const rpy_gc_static_roots[] = {reinterpret_cast<void**>(&static_node)};
const uint32_t rpy_gc_static_root_count = 1;
}

namespace {

Node* NewNode(long value, Node* next) {
  Node* n = static_cast<Node*>(rpy_gc_malloc_fixed(kNode, sizeof(Node)));
  EXPECT_NE(n, nullptr);
  n->value = value;
  n->next = next;
  return n;
}

void Push(void* p) { *rpy_gc_root_top++ = p; }
void* Pop() { return *--rpy_gc_root_top; }

class MarkSweepTest : public ::testing::Test {
 protected:
  void SetUp() override {
    rpy_gc_test_reset(1 << 20, 0, 0);
    static_node = nullptr;
    rpy_exc_value = nullptr;
  }
};

TEST_F(MarkSweepTest, UnreachableObjectsAreFreed) {
  std::vector<Node*> nodes;
  for (int i = 0; i < 1000; ++i) nodes.push_back(NewNode(i, nullptr));
  for (Node* n : nodes) EXPECT_TRUE(rpy_gc_is_live_object(n));
  rpy_gc_collect();
  for (Node* n : nodes) EXPECT_FALSE(rpy_gc_is_live_object(n));
  rpy_gc_stats stats;
  rpy_gc_get_stats(&stats);
  EXPECT_EQ(stats.collections, 1);
  EXPECT_EQ(stats.pages_bytes, 0u);
}

TEST_F(MarkSweepTest, ShadowStackRootsKeepAListAlive) {
  Node* head = nullptr;
  for (int i = 0; i < 100000; ++i) head = NewNode(i, head);
  Push(head);
  for (int i = 0; i < 1000; ++i) NewNode(-1, nullptr);  // garbage
  rpy_gc_collect();
  head = static_cast<Node*>(Pop());
  long sum = 0, count = 0;
  for (Node* n = head; n != nullptr; n = n->next) {
    ASSERT_TRUE(rpy_gc_is_live_object(n));
    sum += n->value;
    ++count;
  }
  EXPECT_EQ(count, 100000);
  EXPECT_EQ(sum, 99999L * 100000 / 2);
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(head));
}

TEST_F(MarkSweepTest, FreedCellsAreReusedZeroed) {
  Node* a = NewNode(7, nullptr);
  a->other = a;
  rpy_gc_collect();
  Node* b = NewNode(0, nullptr);
  EXPECT_EQ(b, a);  // the first free cell of its page
  EXPECT_EQ(b->other, nullptr);
}

TEST_F(MarkSweepTest, CyclesAreCollected) {
  Node* a = NewNode(1, nullptr);
  Node* b = NewNode(2, a);
  a->next = b;
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(a));
  EXPECT_FALSE(rpy_gc_is_live_object(b));
}

TEST_F(MarkSweepTest, StaticRootsAndTheExceptionStateAreRoots) {
  static_node = NewNode(1, NewNode(2, nullptr));
  Node* raised = NewNode(3, nullptr);
  rpy_exc_value = reinterpret_cast<rpy_object*>(raised);
  rpy_gc_collect();
  EXPECT_TRUE(rpy_gc_is_live_object(static_node));
  EXPECT_TRUE(rpy_gc_is_live_object(static_node->next));
  EXPECT_TRUE(rpy_gc_is_live_object(raised));
  rpy_exc_value = nullptr;
  static_node = nullptr;
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(raised));
}

TEST_F(MarkSweepTest, PointersOutsideTheHeapAreIgnored) {
  static Node outside = {5, nullptr, nullptr};
  Node* n = NewNode(1, &outside);
  Push(n);
  rpy_gc_collect();
  Pop();
  EXPECT_TRUE(rpy_gc_is_live_object(n));
  EXPECT_EQ(n->next->value, 5);
}

TEST_F(MarkSweepTest, VarsizeArraysTraceTheirItems) {
  const long n = 100000;  // a large object: a run of pages
  PtrArray* array = static_cast<PtrArray*>(
      rpy_gc_malloc_fixed(kPtrArray, offsetof(PtrArray, items) + n * sizeof(void*)));
  ASSERT_NE(array, nullptr);
  array->length = n;
  for (long i = 0; i < n; i += 3) array->items[i] = NewNode(i, nullptr);
  Entry* entries = static_cast<Entry*>(rpy_gc_malloc_fixed(kEntries, 4 * sizeof(Entry)));
  entries[1].key = NewNode(-1, nullptr);
  entries[3].value = NewNode(-3, nullptr);
  Push(array);
  Push(entries);
  rpy_gc_collect();
  Pop();
  Pop();
  for (long i = 0; i < n; i += 3) {
    ASSERT_TRUE(rpy_gc_is_live_object(array->items[i]));
    ASSERT_EQ(static_cast<Node*>(array->items[i])->value, i);
  }
  EXPECT_TRUE(rpy_gc_is_live_object(entries[1].key));
  EXPECT_TRUE(rpy_gc_is_live_object(entries[3].value));
  rpy_gc_collect();
  EXPECT_FALSE(rpy_gc_is_live_object(array));
  EXPECT_FALSE(rpy_gc_is_live_object(entries));
}

TEST_F(MarkSweepTest, RuntimeLayouts) {
  rpy_list_str* list = rpy_list_str_new(0);
  for (int i = 0; i < 1000; ++i) rpy_list_str_append(list, rpy_str_from_int(i));
  rpy_string* kept = list->items[500];
  Push(list);
  rpy_gc_collect();
  list = static_cast<rpy_list_str*>(Pop());
  EXPECT_TRUE(rpy_gc_is_live_object(list->items));
  EXPECT_TRUE(rpy_gc_is_live_object(kept));
  EXPECT_EQ(std::string(kept->chars, kept->length), "500");
  rpy_raise_builtin(rpy_cls_ValueError, "kept by the exception");
  rpy_gc_collect();
  rpy_exception* e = reinterpret_cast<rpy_exception*>(rpy_exc_value);
  EXPECT_TRUE(rpy_gc_is_live_object(e->msg));
  EXPECT_EQ(std::string(e->msg->chars, e->msg->length), "kept by the exception");
  rpy_clear_exception();
}

TEST_F(MarkSweepTest, BudgetAndStress) {
  rpy_gc_test_reset(1 << 20, 0, 1);
  EXPECT_EQ(rpy_gc_budget, 0);
  NewNode(1, nullptr);
  EXPECT_LT(rpy_gc_budget, 0);  // a collect point would collect now
  rpy_gc_collect_point();
  EXPECT_EQ(rpy_gc_budget, 0);
  rpy_gc_test_reset(1 << 20, 0, 0);
  EXPECT_GE(rpy_gc_budget, 1 << 20);
  ++rpy_gc_inhibit;
  rpy_gc_budget = -1;
  rpy_gc_collect_point();  // inhibited: nothing happens
  rpy_gc_stats stats;
  rpy_gc_get_stats(&stats);
  EXPECT_EQ(stats.collections, 0);
  --rpy_gc_inhibit;
  rpy_gc_collect_point();
  rpy_gc_get_stats(&stats);
  EXPECT_EQ(stats.collections, 1);
}

TEST_F(MarkSweepTest, GarbageInALoopKeepsTheHeapBounded) {
  size_t most = 0;
  for (int round = 0; round < 50; ++round) {
    Node* head = nullptr;
    for (int i = 0; i < 20000; ++i) head = NewNode(i, head);
    // a list's items growing
    void* big = rpy_gc_malloc_fixed(kPtrArray, 8 + 8 * (1000 + round * 100));
    ASSERT_NE(big, nullptr);
    if (rpy_gc_budget < 0) rpy_gc_collect_point();
    rpy_gc_stats stats;
    rpy_gc_get_stats(&stats);
    if (stats.pages_bytes > most) most = stats.pages_bytes;
  }
  EXPECT_LT(most, size_t{8} << 20);
}

TEST_F(MarkSweepTest, AnObjectTooLargeForTheHeaderIsRefused) {
  // The one-word header keeps a 32-bit size: 4 GiB and more is refused (MemoryError).
  rpy_gc_test_reset(1 << 20, 0, 0);
  EXPECT_EQ(rpy_gc_try_malloc(kPtrArray, size_t{1} << 32), nullptr);
  EXPECT_NE(rpy_gc_try_malloc(kPtrArray, 1 << 20), nullptr);
}

TEST_F(MarkSweepTest, TheLimitRefusesPages) {
  rpy_gc_test_reset(1 << 20, 4 << 20, 0);
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
  EXPECT_LE(made, (4 << 20) / 32);  // a node and its header: 32 bytes at least
  rpy_gc_collect();  // nothing is rooted: all of it comes back
  EXPECT_NE(rpy_gc_malloc_fixed(kNode, sizeof(Node)), nullptr);
}

// Past the limit an allocation still succeeds (beyond it) and the next collect point
// collects: MemoryError when the live data still exceed the limit, nothing when the
// collection made room (docs/gc.md, "Out of memory").
TEST_F(MarkSweepTest, ARefusalRaisesMemoryErrorWhenTheLiveDataExceedTheLimit) {
  rpy_gc_test_reset(1 << 20, 4 << 20, 0);
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
