// The set macros: CPython 3.11's table slot for slot. Every expected text below is what
// python3.11 prints for the same operations (ints hash to themselves, so the order is
// CPython's whatever the seed).
#include <string>
#include <vector>

#include "runtime/testing/rpy_test_util.h"

RPY_SET_DEFINE(set_long, long, rpy_hash_long, rpy_eq_long, rpy_str_from_int)
RPY_SET_DEFINE(set_str, rpy_string *, rpy_str_hash, rpy_eq_str, rpy_str_repr)

namespace {

using rpy_test::S;
using rpy_test::TakeException;

class SetTest : public rpy_test::RuntimeTest {};

// Python's repr of a set of ints, in iteration order.
std::string Text(set_long *s) {
  std::string text = "{";
  set_long_iter *it = set_long_iter_new(s);
  for (bool first = true;; first = false) {
    long x = set_long_iter_next(it);
    if (rpy_exc_type) break;
    text += (first ? "" : ", ") + std::to_string(x);
  }
  EXPECT_EQ(TakeException(), "StopIteration");
  return text == "{" ? "set()" : text + "}";
}

set_long *Of(const std::vector<long> &items) {
  set_long *s = set_long_new();
  for (long x : items) set_long_add(s, x);
  return s;
}

TEST_F(SetTest, OrderFollowsTheTable) {
  EXPECT_EQ(Text(Of({100, 3, 57, 8, 1000, -5, 64, 33, 12, 7, 2, 99})),
            "{64, 33, 2, 3, 100, 99, 7, 8, 1000, 12, 57, -5}");
  set_long *b = set_long_new();
  for (long i = 0; i < 40; i += 3) set_long_add(b, i * 7);
  EXPECT_EQ(Text(b), "{0, 231, 168, 105, 42, 273, 210, 147, 84, 21, 252, 189, 126, 63}");
  EXPECT_EQ(Text(set_long_new()), "set()");
}

TEST_F(SetTest, AddReusesTheLastDummyOnTheProbeSequence) {
  set_long *s = Of({1, 9});
  set_long_remove(s, 1);
  set_long_add(s, 17);
  EXPECT_EQ(Text(s), "{17, 9}");
  // 1, 25, 9, 17 in slots 1, 4, 6, 7; dummies in slots 1 and 7 of the probe sequence
  // 1, 7, 4, 5 of 33, which takes slot 7.
  s = Of({1, 9, 17, 25});
  set_long_remove(s, 1);
  set_long_remove(s, 17);
  set_long_add(s, 33);
  EXPECT_EQ(Text(s), "{25, 9, 33}");
}

TEST_F(SetTest, OperatorsFollowCpythonsAlgorithms) {
  set_long *a = Of({100, 3, 57, 8, 1000, -5, 64, 33, 12, 7, 2, 99});
  set_long *b = set_long_new();
  for (long i = 0; i < 40; i += 3) set_long_add(b, i * 7);
  EXPECT_EQ(Text(set_long_or(a, b)),
            "{64, 0, 2, 3, 7, 8, 12, 273, 210, 147, 84, 21, 33, 99, 100, 231, 1000, 168, 105, 42, "
            "57, -5, 252, 189, 126, 63}");
  EXPECT_EQ(Text(set_long_and(a, b)), "set()");
  EXPECT_EQ(Text(set_long_sub(b, a)),
            "{0, 231, 168, 105, 42, 273, 210, 147, 84, 21, 252, 189, 126, 63}");
  EXPECT_EQ(Text(set_long_xor(a, b)),
            "{0, 2, 3, 7, 8, 12, 273, 147, 21, 33, 168, 42, 57, 189, 63, 64, 210, 84, 99, 100, "
            "231, 1000, 105, -5, 252, 126}");
  EXPECT_TRUE(set_long_issubset(Of({3, 8}), a));
  EXPECT_FALSE(set_long_lt(a, a));
  EXPECT_TRUE(set_long_eq(set_long_copy(a), a));
  EXPECT_TRUE(set_long_isdisjoint(a, b));
}

TEST_F(SetTest, PopWalksFromTheFinger) {
  set_long *b = set_long_new();
  for (long i = 0; i < 40; i += 3) set_long_add(b, i * 7);
  EXPECT_EQ(set_long_pop(b), 0);
  EXPECT_EQ(set_long_pop(b), 231);
  EXPECT_EQ(Text(b), "{168, 105, 42, 273, 210, 147, 84, 21, 252, 189, 126, 63}");
  set_long_clear(b);
  set_long_pop(b);
  EXPECT_EQ(TakeException(), "KeyError: 'pop from an empty set'");
}

TEST_F(SetTest, FrozensetHashIsCpythons) {
  set_long *f = set_long_with_type(Of({1, 2}), 1);
  EXPECT_EQ(set_long_hash(f), -1826646154956904602L);
  EXPECT_EQ(set_long_hash(set_long_new()), 133146708735736L);
  EXPECT_EQ(set_long_frozenset_of(f), f);
  EXPECT_EQ(set_long_copy_method(f), f);
  EXPECT_NE(set_long_copy_method(Of({1})), nullptr);
}

TEST_F(SetTest, RemoveShowsTheKeyAndIterationSeesSizeChanges) {
  set_long *s = Of({1, 2, 3});
  set_long_remove(s, 42);
  EXPECT_EQ(TakeException(), "KeyError: 42");
  set_str *w = set_str_new();
  set_str_add(w, S("x"));
  set_str_remove(w, S("zzz"));
  EXPECT_EQ(TakeException(), "KeyError: 'zzz'");
  set_long_iter *it = set_long_iter_new(s);
  EXPECT_EQ(set_long_iter_next(it), 1);
  set_long_discard(s, 3);
  set_long_iter_next(it);
  EXPECT_EQ(TakeException(), "RuntimeError: Set changed size during iteration");
  set_long_iter_next(it);
  EXPECT_EQ(TakeException(), "RuntimeError: Set changed size during iteration");
}

}  // namespace
