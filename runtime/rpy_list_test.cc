// The list macros instantiated for longs, doubles, strings and pointers, checked against
// CPython 3.11's list semantics (expected values were produced by CPython).
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "runtime/testing/rpy_test_util.h"

RPY_LIST_DEFINE(list_long, long, 1)
RPY_LIST_DEFINE_EQ_REPR(list_long, long, rpy_eq_long, rpy_str_from_int)
RPY_LIST_DEFINE_SORT(list_long, long, rpy_lt_long)

RPY_LIST_DEFINE(list_double, double, 1)
RPY_LIST_DEFINE_EQ(list_double, double, rpy_eq_double)
RPY_LIST_DEFINE_SORT(list_double, double, rpy_lt_double)

RPY_LIST_DEFINE(list_char, char, 1)
RPY_LIST_DEFINE_EQ_REPR(list_char, char, rpy_eq_char, rpy_str_repr_char)

// Records ordered by key only: equal keys expose the stability of sort.
struct record {
  long key;
  long serial;
};
static inline int record_lt(record *a, record *b) { return a->key < b->key; }
RPY_LIST_DEFINE(list_record, record *, 0)
RPY_LIST_DEFINE_SORT(list_record, record *, record_lt)

namespace {

using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class ListTest : public rpy_test::RuntimeTest {};

list_long *Longs(std::initializer_list<long> items) {
  list_long *l = list_long_new(0);
  for (long v : items) list_long_append(l, v);
  return l;
}

// Python's repr of the list.
std::string Text(list_long *l) {
  std::string text = "[";
  for (long i = 0; i < l->length; i++) text += (i ? ", " : "") + std::to_string(l->items[i]);
  return text + "]";
}

std::string Text(list_double *l) {
  std::string text = "[";
  for (long i = 0; i < l->length; i++) text += (i ? ", " : "") + Str(rpy_str_from_float(l->items[i]));
  return text + "]";
}

std::string Text(rpy_list_str *l) {
  std::string text = "[";
  for (long i = 0; i < l->length; i++) text += (i ? ", " : "") + Str(rpy_str_repr(l->items[i]));
  return text + "]";
}

TEST_F(ListTest, NewIsZeroedAndFromArrayCopies) {
  list_long *l = list_long_new(3);
  EXPECT_EQ(Text(l), "[0, 0, 0]");
  EXPECT_EQ(list_long_len(l), 3);
  long items[] = {4, 5};
  list_long *m = list_long_from_array(2, items);
  items[0] = 9;
  EXPECT_EQ(Text(m), "[4, 5]");
  EXPECT_EQ(Text(list_long_new(0)), "[]");
}

TEST_F(ListTest, AppendGrows) {
  list_long *l = list_long_new(0);
  for (long i = 0; i < 10000; i++) list_long_append(l, i * i);
  EXPECT_EQ(l->length, 10000);
  EXPECT_GE(l->allocated, 10000);
  EXPECT_EQ(list_long_getitem(l, 9999), 9999L * 9999L);
  EXPECT_EQ(list_long_getitem(l, -10000), 0);
}

// The _nonneg forms are for indices the annotator proved non-negative: no wrap-around,
// and a negative index that reached them anyway is out of range, never another item.
TEST_F(ListTest, NonNegativeIndexingChecksWithoutWrapping) {
  list_long *l = Longs({1, 2, 3});
  EXPECT_EQ(list_long_getitem_nonneg(l, 2), 3);
  long out = 0;
  EXPECT_TRUE(list_long_getitem_nonneg_ok(l, 0, &out));
  EXPECT_EQ(out, 1);
  EXPECT_FALSE(list_long_getitem_nonneg_ok(l, 3, &out));
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  EXPECT_EQ(list_long_getitem_nonneg(l, -1), 0);
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  list_long_setitem_nonneg(l, 1, 20);
  EXPECT_TRUE(list_long_setitem_nonneg_ok(l, 2, 30));
  EXPECT_EQ(Text(l), "[1, 20, 30]");
  EXPECT_FALSE(list_long_setitem_nonneg_ok(l, 3, 0));
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
}

TEST_F(ListTest, IndexingWrapsAndChecks) {
  list_long *l = Longs({1, 2, 3});
  EXPECT_EQ(list_long_getitem(l, -1), 3);
  list_long_getitem(l, 3);
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  list_long_getitem(l, -4);
  EXPECT_EQ(TakeException(), "IndexError: list index out of range");
  list_long_setitem(l, -3, 10);
  EXPECT_EQ(Text(l), "[10, 2, 3]");
  list_long_setitem(l, 5, 0);
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
  list_long_delitem(l, 1);
  EXPECT_EQ(Text(l), "[10, 3]");
  list_long_delitem(l, -3);
  EXPECT_EQ(TakeException(), "IndexError: list assignment index out of range");
}

TEST_F(ListTest, Pop) {
  list_long *l = Longs({1, 2, 3, 4});
  EXPECT_EQ(list_long_pop_last(l), 4);
  EXPECT_EQ(list_long_pop(l, 0), 1);
  EXPECT_EQ(list_long_pop(l, -1), 3);
  EXPECT_EQ(Text(l), "[2]");
  list_long_pop(l, 1);
  EXPECT_EQ(TakeException(), "IndexError: pop index out of range");
  EXPECT_EQ(list_long_pop(l, -1), 2);
  list_long_pop(l, 0);
  EXPECT_EQ(TakeException(), "IndexError: pop from empty list");
  list_long_pop_last(l);
  EXPECT_EQ(TakeException(), "IndexError: pop from empty list");
}

// l.insert(i, x) clamps i like a slice bound.
TEST_F(ListTest, InsertClamps) {
  list_long *l = Longs({1, 2});
  list_long_insert(l, 0, 0);
  list_long_insert(l, 100, 9);
  list_long_insert(l, -1, 8);
  list_long_insert(l, -100, -1);
  EXPECT_EQ(Text(l), "[-1, 0, 1, 2, 8, 9]");
}

TEST_F(ListTest, ExtendConcatMultiply) {
  list_long *l = Longs({1, 2});
  list_long_extend(l, Longs({3}));
  list_long_extend(l, l);  // a.extend(a) doubles a
  EXPECT_EQ(Text(l), "[1, 2, 3, 1, 2, 3]");
  EXPECT_EQ(Text(list_long_concat(Longs({1}), Longs({2, 3}))), "[1, 2, 3]");
  EXPECT_EQ(Text(list_long_mul(Longs({1, 2}), 3)), "[1, 2, 1, 2, 1, 2]");
  EXPECT_EQ(Text(list_long_mul(Longs({1, 2}), 0)), "[]");
  EXPECT_EQ(Text(list_long_mul(Longs({1, 2}), -5)), "[]");
  list_long *m = Longs({7, 8});
  list_long_inplace_mul(m, 2);
  EXPECT_EQ(Text(m), "[7, 8, 7, 8]");
  list_long_inplace_mul(m, 0);
  EXPECT_EQ(Text(m), "[]");
}

TEST_F(ListTest, Slices) {
  list_long *l = Longs({0, 1, 2, 3, 4, 5});
  EXPECT_EQ(Text(list_long_slice(l, 1, 3)), "[1, 2]");
  EXPECT_EQ(Text(list_long_slice(l, -2, LONG_MAX)), "[4, 5]");
  EXPECT_EQ(Text(list_long_slice(l, 4, 2)), "[]");
  EXPECT_EQ(Text(list_long_slice(l, -100, 100)), "[0, 1, 2, 3, 4, 5]");
  EXPECT_EQ(Text(list_long_slice_step(l, 0, 0, -1, 0, 0)), "[5, 4, 3, 2, 1, 0]");
  EXPECT_EQ(Text(list_long_slice_step(l, 1, 0, 2, 1, 0)), "[1, 3, 5]");
  EXPECT_EQ(Text(list_long_slice_step(l, -1, -4, -2, 1, 1)), "[5, 3]");
  EXPECT_EQ(list_long_slice_step(l, 0, 0, 0, 0, 0), nullptr);
  EXPECT_EQ(TakeException(), "ValueError: slice step cannot be zero");
}

TEST_F(ListTest, SetSliceAndDelSlice) {
  list_long *l = Longs({0, 1, 2, 3, 4});
  list_long_setslice(l, 1, 3, Longs({7, 8, 9}));  // grows
  EXPECT_EQ(Text(l), "[0, 7, 8, 9, 3, 4]");
  list_long_setslice(l, 0, 4, Longs({5}));  // shrinks
  EXPECT_EQ(Text(l), "[5, 3, 4]");
  list_long_setslice(l, 2, 1, Longs({6}));  // empty slice: inserts at start
  EXPECT_EQ(Text(l), "[5, 3, 6, 4]");
  list_long_setslice(l, -1, LONG_MAX, l);  // the source may be the list itself
  EXPECT_EQ(Text(l), "[5, 3, 6, 5, 3, 6, 4]");
  list_long_delslice(l, 1, -1);
  EXPECT_EQ(Text(l), "[5, 4]");
  list_long_delslice(l, 5, 10);
  EXPECT_EQ(Text(l), "[5, 4]");
}

TEST_F(ListTest, CopyReverseClear) {
  list_long *l = Longs({1, 2, 3});
  list_long *c = list_long_copy(l);
  list_long_reverse(l);
  EXPECT_EQ(Text(l), "[3, 2, 1]");
  EXPECT_EQ(Text(c), "[1, 2, 3]");
  list_long_clear(l);
  EXPECT_EQ(Text(l), "[]");
  list_long_append(l, 4);
  EXPECT_EQ(Text(l), "[4]");
}

// for x in l: the length is read at every step, and exhaustion is final.
TEST_F(ListTest, Iteration) {
  list_long *l = Longs({1, 2});
  list_long_iter *it = list_long_iter_new(l);
  std::string seen;
  for (;;) {
    long v = list_long_iter_next(it);
    if (rpy_exc_type) break;
    seen += std::to_string(v);
    if (v == 1) list_long_append(l, 3);  // seen by the running loop
  }
  EXPECT_EQ(TakeException(), "StopIteration");
  EXPECT_EQ(seen, "123");
  list_long_append(l, 4);
  list_long_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
}

TEST_F(ListTest, ReversedIteration) {
  list_long *l = Longs({1, 2, 3});
  list_long_riter *it = list_long_riter_new(l);
  EXPECT_EQ(list_long_riter_next(it), 3);
  list_long_pop_last(l);
  list_long_pop_last(l);  // index 1 is now past the end: CPython stops
  list_long_riter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  list_long_append(l, 5);
  list_long_riter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  it = list_long_riter_new(list_long_new(0));
  list_long_riter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
}

// list(it) takes what the iterator has left and exhausts it (CPython's values).
TEST_F(ListTest, DrainIterators) {
  list_long *l = Longs({1, 2, 3, 4});
  list_long_iter *it = list_long_iter_new(l);
  list_long_iter_next(it);
  EXPECT_EQ(Text(list_long_iter_drain(it)), "[2, 3, 4]");
  EXPECT_EQ(Text(list_long_iter_drain(it)), "[]");
  list_long_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  list_long_riter *r = list_long_riter_new(l);
  EXPECT_EQ(list_long_riter_next(r), 4);
  EXPECT_EQ(Text(list_long_riter_drain(r)), "[3, 2, 1]");
  EXPECT_EQ(Text(list_long_riter_drain(r)), "[]");
  r = list_long_riter_new(l);
  list_long_pop_last(l);  // the index is past the end: nothing is left
  EXPECT_EQ(Text(list_long_riter_drain(r)), "[]");
  EXPECT_EQ(Text(list_long_riter_drain(list_long_riter_new(list_long_new(0)))), "[]");
  EXPECT_EQ(TakeException(), "");
}

TEST_F(ListTest, Membership) {
  list_long *l = Longs({5, 6, 5, 7});
  EXPECT_TRUE(list_long_contains(l, 6));
  EXPECT_FALSE(list_long_contains(l, 8));
  EXPECT_EQ(list_long_count(l, 5), 2);
  EXPECT_EQ(list_long_index(l, 5), 0);
  EXPECT_EQ(list_long_index_range(l, 5, 1, LONG_MAX), 2);
  EXPECT_EQ(list_long_find(l, 5, -2, LONG_MAX), 2);
  EXPECT_EQ(list_long_find(l, 7, 0, 3), -1);
  list_long_index(l, 9);
  EXPECT_EQ(TakeException(), "ValueError: 9 is not in list");
  list_long_index_range(l, 7, 0, -1);
  EXPECT_EQ(TakeException(), "ValueError: 7 is not in list");
  list_long_remove(l, 5);
  EXPECT_EQ(Text(l), "[6, 5, 7]");
  list_long_remove(l, 9);
  EXPECT_EQ(TakeException(), "ValueError: list.remove(x): x not in list");
}

TEST_F(ListTest, IndexErrorNamesTheItem) {
  rpy_list_str *l = rpy_list_str_new(0);
  rpy_list_str_append(l, S("a"));
  rpy_list_str_index(l, S("b"));
  EXPECT_EQ(TakeException(), "ValueError: 'b' is not in list");
  list_char *c = list_char_new(0);
  list_char_index(c, '\n');
  EXPECT_EQ(TakeException(), "ValueError: '\\n' is not in list");
  list_double *d = list_double_new(0);
  list_double_index(d, 1.5);  // without a repr: CPython 3.10's wording
  EXPECT_EQ(TakeException(), "ValueError: list.index(x): x not in list");
}

TEST_F(ListTest, Equality) {
  EXPECT_TRUE(list_long_eq(Longs({1, 2}), Longs({1, 2})));
  EXPECT_FALSE(list_long_eq(Longs({1, 2}), Longs({1, 2, 3})));
  EXPECT_FALSE(list_long_eq(Longs({1, 2}), Longs({1, 3})));
  EXPECT_TRUE(list_long_eq(Longs({}), Longs({})));
  list_double *d = list_double_new(1);
  d->items[0] = NAN;
  EXPECT_FALSE(list_double_eq(d, d));  // nan != nan (CPython's identity shortcut aside)
}

TEST_F(ListTest, LexicographicOrder) {
  EXPECT_TRUE(list_long_lt(Longs({1, 2}), Longs({1, 3})));
  EXPECT_TRUE(list_long_lt(Longs({1, 2}), Longs({1, 2, 0})));
  EXPECT_FALSE(list_long_lt(Longs({1, 2}), Longs({1, 2})));
  EXPECT_FALSE(list_long_lt(Longs({2}), Longs({1, 5})));
  EXPECT_TRUE(list_long_lt(Longs({}), Longs({0})));
}

TEST_F(ListTest, MinMax) {
  EXPECT_EQ(list_long_min(Longs({3, 1, 2})), 1);
  EXPECT_EQ(list_long_max(Longs({3, 1, 2})), 3);
  list_long_min(list_long_new(0));
  EXPECT_EQ(TakeException(), "ValueError: min() arg is an empty sequence");
  list_long_max(list_long_new(0));
  EXPECT_EQ(TakeException(), "ValueError: max() arg is an empty sequence");
  // Among equal items both keep the first one, as CPython does.
  record a = {1, 0}, b = {1, 1};
  list_record *r = list_record_new(0);
  list_record_append(r, &a);
  list_record_append(r, &b);
  EXPECT_EQ(list_record_min(r), &a);
  EXPECT_EQ(list_record_max(r), &a);
}

TEST_F(ListTest, SortSmall) {
  list_long *l = Longs({3, 1, 2, 5, 4, 0, -1});
  list_long_sort(l, 0);
  EXPECT_EQ(Text(l), "[-1, 0, 1, 2, 3, 4, 5]");
  list_long_sort(l, 1);
  EXPECT_EQ(Text(l), "[5, 4, 3, 2, 1, 0, -1]");
  list_long *e = Longs({});
  list_long_sort(e, 0);
  EXPECT_EQ(Text(e), "[]");
}

TEST_F(ListTest, SortMatchesStableSortOnLargeLists) {
  std::mt19937 rng(7);
  for (int n : {63, 64, 65, 100, 1000, 5000}) {
    list_long *l = list_long_new(n);
    std::vector<long> v(n);
    for (int i = 0; i < n; i++) v[i] = l->items[i] = static_cast<long>(rng() % 50);
    // some pre-sorted and reversed stretches exercise run detection
    std::sort(v.begin(), v.begin() + n / 4);
    std::sort(v.begin() + n / 2, v.begin() + 3 * n / 4, std::greater<long>());
    std::copy(v.begin(), v.end(), l->items);
    list_long_sort(l, 0);
    std::stable_sort(v.begin(), v.end());
    EXPECT_TRUE(std::equal(v.begin(), v.end(), l->items)) << n;
  }
}

// sort() is stable, and so is sort(reverse=True): equal items keep their order.
TEST_F(ListTest, SortIsStableBothWays) {
  std::mt19937 rng(3);
  for (int n : {10, 200}) {
    std::vector<record> recs(n);
    list_record *l = list_record_new(0);
    for (int i = 0; i < n; i++) {
      recs[i] = {static_cast<long>(rng() % 5), i};
      list_record_append(l, &recs[i]);
    }
    list_record *r = list_record_copy(l);
    list_record_sort(l, 0);
    list_record_sort(r, 1);
    for (long i = 1; i < n; i++) {
      record *p = l->items[i - 1], *q = l->items[i];
      EXPECT_TRUE(p->key < q->key || (p->key == q->key && p->serial < q->serial));
      p = r->items[i - 1];
      q = r->items[i];
      EXPECT_TRUE(p->key > q->key || (p->key == q->key && p->serial < q->serial));
    }
  }
}

// With NaN the order is inconsistent and the result depends on the algorithm: short
// lists give exactly CPython's result.
TEST_F(ListTest, SortWithNanMatchesCPython) {
  struct {
    std::vector<double> input;
    const char *ascending, *descending, *min, *max;
  } cases[] = {
      {{3.0, NAN, 1.0, 2.0}, "[3.0, nan, 1.0, 2.0]", "[3.0, nan, 2.0, 1.0]", "1.0", "3.0"},
      {{NAN, 3.0, 1.0}, "[nan, 1.0, 3.0]", "[nan, 3.0, 1.0]", "nan", "nan"},
      {{2.0, 1.0, NAN, 0.5, 3.0}, "[0.5, 1.0, 2.0, nan, 3.0]", "[nan, 3.0, 2.0, 1.0, 0.5]", "0.5", "3.0"},
      {{5.0, 4.0, NAN, 3.0, 2.0, 1.0}, "[1.0, 2.0, 3.0, 4.0, 5.0, nan]", "[5.0, 4.0, nan, 3.0, 2.0, 1.0]", "1.0", "5.0"},
      {{1.0, NAN, 0.0, NAN, -1.0}, "[1.0, nan, 0.0, nan, -1.0]", "[1.0, nan, 0.0, nan, -1.0]", "-1.0", "1.0"},
  };
  for (auto &c : cases) {
    list_double *a = list_double_from_array(static_cast<long>(c.input.size()), c.input.data());
    list_double *d = list_double_copy(a);
    EXPECT_EQ(Str(rpy_str_from_float(list_double_min(a))), c.min);
    EXPECT_EQ(Str(rpy_str_from_float(list_double_max(a))), c.max);
    list_double_sort(a, 0);
    list_double_sort(d, 1);
    EXPECT_EQ(Text(a), c.ascending);
    EXPECT_EQ(Text(d), c.descending);
  }
}

TEST_F(ListTest, StringLists) {
  rpy_list_str *l = rpy_str_split(S("pear apple fig apple"), nullptr, -1);
  rpy_list_str_sort(l, 0);
  EXPECT_EQ(Text(l), "['apple', 'apple', 'fig', 'pear']");
  EXPECT_TRUE(rpy_list_str_contains(l, S("fig")));
  EXPECT_EQ(rpy_list_str_count(l, S("apple")), 2);
  EXPECT_TRUE(rpy_list_str_eq(l, rpy_list_str_copy(l)));
  EXPECT_EQ(Str(rpy_list_str_max(l)), "pear");
  EXPECT_EQ(Str(rpy_str_join(S("+"), l)), "apple+apple+fig+pear");
}

}  // namespace
