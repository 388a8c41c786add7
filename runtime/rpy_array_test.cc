// Fixed-size lists (RPY_ARRAY_DEFINE: one allocation, the items inline) instantiated for
// longs, doubles, strings and fixed lists of longs, checked against CPython 3.11's list
// semantics, and their copies to and from resizable lists (RPY_SEQ_COPY).
#include <cstddef>
#include <string>

#include "runtime/testing/rpy_test_util.h"

RPY_ARRAY_DEFINE(array_long, long, 1)
RPY_ARRAY_DEFINE_EQ_REPR(array_long, long, rpy_eq_long, rpy_str_from_int)
RPY_ARRAY_DEFINE_SORT(array_long, long, rpy_lt_long)

RPY_ARRAY_DEFINE(array_double, double, 1)
RPY_ARRAY_DEFINE_EQ(array_double, double, rpy_eq_double)
RPY_ARRAY_DEFINE_SORT(array_double, double, rpy_lt_double)

RPY_ARRAY_DEFINE(array_str, rpy_string *, 0)
RPY_ARRAY_DEFINE_EQ_REPR(array_str, rpy_string *, rpy_eq_str, rpy_str_repr)
RPY_ARRAY_DEFINE_SORT(array_str, rpy_string *, rpy_lt_str)

RPY_ARRAY_DEFINE(array_grid, array_long *, 0)
RPY_ARRAY_DEFINE_EQ(array_grid, array_long *, array_long_eq)

RPY_LIST_DEFINE(rlist_long, long, 1)

namespace {

using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class ArrayTest : public rpy_test::RuntimeTest {};

array_long *Longs(std::initializer_list<long> items) {
  array_long *a = array_long_new(static_cast<long>(items.size()));
  long i = 0;
  for (long v : items) a->items[i++] = v;
  return a;
}

std::string Text(array_long *a) {
  std::string text = "[";
  for (long i = 0; i < a->length; i++) text += (i ? ", " : "") + std::to_string(a->items[i]);
  return text + "]";
}

std::string Text(array_str *a) {
  std::string text = "[";
  for (long i = 0; i < a->length; i++) text += (i ? ", " : "") + Str(rpy_str_repr(a->items[i]));
  return text + "]";
}

TEST_F(ArrayTest, OneAllocationWithTheItemsInline) {
  EXPECT_EQ(offsetof(array_long, items), sizeof(long));
  EXPECT_EQ(sizeof(array_long), sizeof(long));
  array_long *a = array_long_new(3);
  EXPECT_EQ(Text(a), "[0, 0, 0]");
  EXPECT_EQ(array_long_len(a), 3);
  EXPECT_EQ(Text(array_long_new(0)), "[]");
  EXPECT_EQ(Text(array_long_new(-5)), "[]");
  long items[] = {4, 5};
  array_long *b = array_long_from_array(2, items);
  items[0] = 9;
  EXPECT_EQ(Text(b), "[4, 5]");
  array_str *s = array_str_new(2);
  EXPECT_EQ(s->items[0], nullptr);
}

TEST_F(ArrayTest, IndexingWrapsAndRaisesCPythonsErrors) {
  array_long *a = Longs({1, 2, 3});
  EXPECT_EQ(array_long_getitem(a, -1), 3);
  EXPECT_EQ(array_long_getitem(a, -3), 1);
  array_long_getitem(a, 3);
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  array_long_getitem(a, -4);
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  array_long_setitem(a, -3, 10);
  EXPECT_EQ(Text(a), "[10, 2, 3]");
  array_long_setitem(a, 3, 0);
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
  array_long_setitem(a, -4, 0);
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
  long out = 0;
  EXPECT_TRUE(array_long_getitem_nonneg_ok(a, 2, &out));
  EXPECT_EQ(out, 3);
  EXPECT_FALSE(array_long_getitem_nonneg_ok(a, -1, &out));
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  EXPECT_TRUE(array_long_setitem_ok(a, -1, 30));
  EXPECT_FALSE(array_long_setitem_nonneg_ok(a, 3, 0));
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
  EXPECT_EQ(Text(a), "[10, 2, 30]");
}

TEST_F(ArrayTest, SlicesRepetitionAndConcatenationAreNewArrays) {
  array_long *a = Longs({1, 2, 3, 4, 5});
  EXPECT_EQ(Text(array_long_slice(a, 1, -1)), "[2, 3, 4]");
  EXPECT_EQ(Text(array_long_slice(a, -2, 100)), "[4, 5]");
  EXPECT_EQ(Text(array_long_slice(a, 4, 1)), "[]");
  EXPECT_EQ(Text(array_long_slice_step(a, 0, 0, -2, 0, 0)), "[5, 3, 1]");
  EXPECT_EQ(Text(array_long_slice_step(a, 1, 0, 3, 1, 0)), "[2, 5]");
  array_long_slice_step(a, 0, 0, 0, 0, 0);
  EXPECT_EQ(TakeException(), "ValueError: slice step cannot be zero");
  EXPECT_EQ(Text(array_long_mul(Longs({0}), 4)), "[0, 0, 0, 0]");
  EXPECT_EQ(Text(array_long_mul(Longs({1, 2}), 2)), "[1, 2, 1, 2]");
  EXPECT_EQ(Text(array_long_mul(a, -1)), "[]");
  EXPECT_EQ(Text(array_long_concat(Longs({1}), Longs({2, 3}))), "[1, 2, 3]");
  array_long *copy = array_long_copy(a);
  copy->items[0] = 0;
  EXPECT_EQ(Text(a), "[1, 2, 3, 4, 5]");
  array_long_reverse(a);
  EXPECT_EQ(Text(a), "[5, 4, 3, 2, 1]");
}

TEST_F(ArrayTest, SearchingComparingAndSorting) {
  array_long *a = Longs({3, 1, 3, 2});
  EXPECT_TRUE(array_long_contains(a, 2));
  EXPECT_FALSE(array_long_contains(a, 7));
  EXPECT_EQ(array_long_count(a, 3), 2);
  EXPECT_EQ(array_long_index(a, 3), 0);
  EXPECT_EQ(array_long_index_range(a, 3, 1, 4), 2);
  EXPECT_EQ(array_long_index(a, 42), -1);
  EXPECT_EQ(TakeException(), "ValueError: 42 is not in list");
  EXPECT_TRUE(array_long_eq(a, Longs({3, 1, 3, 2})));
  EXPECT_FALSE(array_long_eq(a, Longs({3, 1, 3})));
  EXPECT_TRUE(array_long_lt(Longs({3, 1}), a));
  EXPECT_FALSE(array_long_lt(a, Longs({3, 1})));
  EXPECT_EQ(array_long_min(a), 1);
  EXPECT_EQ(array_long_max(a), 3);
  array_long_min(array_long_new(0));
  EXPECT_EQ(TakeException(), "ValueError: min() arg is an empty sequence");
  array_long_sort(a, 0);
  EXPECT_EQ(Text(a), "[1, 2, 3, 3]");
  array_long_sort(a, 1);
  EXPECT_EQ(Text(a), "[3, 3, 2, 1]");
  array_long *big = array_long_new(200);
  for (long i = 0; i < 200; i++) big->items[i] = (i * 37) % 101;
  array_long_sort(big, 0);
  for (long i = 1; i < 200; i++) ASSERT_LE(big->items[i - 1], big->items[i]);
  array_double *d = array_double_new(3);
  d->items[0] = 2.5;
  d->items[1] = -1.0;
  d->items[2] = 0.5;
  array_double_sort(d, 0);
  EXPECT_EQ(d->items[0], -1.0);
  EXPECT_EQ(d->items[2], 2.5);
}

TEST_F(ArrayTest, StringsAndNestedArrays) {
  array_str *s = array_str_new(3);
  s->items[0] = S("pear");
  s->items[1] = S("apple");
  s->items[2] = S("fig");
  array_str_sort(s, 0);
  EXPECT_EQ(Text(s), "['apple', 'fig', 'pear']");
  EXPECT_EQ(array_str_index(s, S("fig")), 1);
  array_str_index(s, S("kiwi"));
  EXPECT_EQ(TakeException(), "ValueError: 'kiwi' is not in list");
  array_grid *grid = array_grid_new(2);
  grid->items[0] = array_long_mul(Longs({0}), 3);
  grid->items[1] = array_long_mul(Longs({0}), 3);
  array_long_setitem(array_grid_getitem(grid, -1), 2, 7);
  EXPECT_EQ(Text(grid->items[0]), "[0, 0, 0]");
  EXPECT_EQ(Text(grid->items[1]), "[0, 0, 7]");
  EXPECT_TRUE(array_grid_contains(grid, Longs({0, 0, 7})));
}

TEST_F(ArrayTest, IteratorsForwardBackwardAndDrained) {
  array_long *a = Longs({1, 2, 3});
  array_long_iter *it = array_long_iter_new(a);
  EXPECT_EQ(array_long_iter_next(it), 1);
  long out = 0;
  EXPECT_TRUE(array_long_iter_next_ok(it, &out));
  EXPECT_EQ(out, 2);
  EXPECT_EQ(Text(array_long_iter_drain(it)), "[3]");
  EXPECT_FALSE(array_long_iter_next_ok(it, &out));
  array_long_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  array_long_riter *r = array_long_riter_new(a);
  EXPECT_EQ(array_long_riter_next(r), 3);
  EXPECT_EQ(Text(array_long_riter_drain(r)), "[2, 1]");
  array_long_riter_next(r);
  EXPECT_EQ(TakeException(), "StopIteration");
}

// A fixed list and a resizable list of the same items meet (a + b, extend, ==): copies.
TEST_F(ArrayTest, CopiesToAndFromResizableLists) {
  array_long *a = Longs({1, 2, 3});
  rlist_long *l = RPY_SEQ_COPY(rlist_long, a);
  rlist_long_append(l, 4);
  EXPECT_EQ(l->length, 4);
  EXPECT_EQ(Text(a), "[1, 2, 3]");
  array_long *b = RPY_SEQ_COPY(array_long, l);
  EXPECT_EQ(Text(b), "[1, 2, 3, 4]");
  b->items[0] = 0;
  EXPECT_EQ(rlist_long_getitem(l, 0), 1);
  EXPECT_EQ(Text(RPY_SEQ_COPY(array_long, rlist_long_new(0))), "[]");
}

}  // namespace
