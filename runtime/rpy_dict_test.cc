// The dict macros: CPython's insertion order (also across deletions and resizes), its
// KeyError and iteration errors.
#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "runtime/testing/rpy_test_util.h"

RPY_DICT_DEFINE_REPR(dict_str_long, rpy_string *, long, rpy_str_hash, rpy_eq_str, rpy_str_repr)
RPY_DICT_DEFINE_EQ(dict_str_long, rpy_eq_long)
RPY_DICT_DEFINE_STR_SLICE(dict_str_long, long)

RPY_DICT_DEFINE(dict_long_long, long, long, rpy_hash_long, rpy_eq_long)
RPY_DICT_DEFINE_EQ(dict_long_long, rpy_eq_long)

// Every key in one probe chain: lookups, deletions and dummies under full collision.
static inline long constant_hash(long) { return 42; }
RPY_DICT_DEFINE(dict_collide, long, long, constant_hash, rpy_eq_long)

namespace {

using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class DictTest : public rpy_test::RuntimeTest {};

// Python's repr of a dict of str to int, in iteration order.
std::string Text(dict_str_long *d) {
  std::string text = "{";
  dict_str_long_iter *it = dict_str_long_iter_new(d);
  bool first = true;
  for (;;) {
    long i = dict_str_long_iter_next(it);
    if (rpy_exc_type) break;
    text += (first ? "" : ", ") + Str(rpy_str_repr(dict_str_long_entry_key(d, i))) + ": " +
            std::to_string(dict_str_long_entry_value(d, i));
    first = false;
  }
  EXPECT_EQ(TakeException(), "StopIteration");
  return text + "}";
}

std::vector<std::pair<long, long>> Items(dict_long_long *d) {
  std::vector<std::pair<long, long>> items;
  dict_long_long_iter *it = dict_long_long_iter_new(d);
  for (;;) {
    long i = dict_long_long_iter_next(it);
    if (rpy_exc_type) break;
    items.emplace_back(dict_long_long_entry_key(d, i), dict_long_long_entry_value(d, i));
  }
  TakeException();
  return items;
}

TEST_F(DictTest, InsertionOrder) {
  dict_str_long *d = dict_str_long_new();
  dict_str_long_setitem(d, S("b"), 1);
  dict_str_long_setitem(d, S("a"), 2);
  dict_str_long_setitem(d, S("c"), 3);
  dict_str_long_setitem(d, S("a"), 20);  // an update keeps the position
  EXPECT_EQ(Text(d), "{'b': 1, 'a': 20, 'c': 3}");
  dict_str_long_delitem(d, S("b"));
  dict_str_long_setitem(d, S("b"), 4);  // re-inserted: now last
  EXPECT_EQ(Text(d), "{'a': 20, 'c': 3, 'b': 4}");
  EXPECT_EQ(dict_str_long_len(d), 3);
}

TEST_F(DictTest, GetAndContains) {
  dict_str_long *d = dict_str_long_new();
  dict_str_long_setitem(d, S("x"), 1);
  EXPECT_EQ(dict_str_long_getitem(d, S("x")), 1);
  EXPECT_TRUE(dict_str_long_contains(d, S("x")));
  EXPECT_FALSE(dict_str_long_contains(d, S("y")));
  EXPECT_EQ(dict_str_long_get(d, S("y"), -1), -1);
  EXPECT_EQ(dict_str_long_get(d, S("x"), -1), 1);
  dict_str_long_getitem(d, S("y"));
  EXPECT_EQ(TakeException(), "KeyError: 'y'");
  dict_str_long_delitem(d, S("it's"));
  EXPECT_EQ(TakeException(), "KeyError: \"it's\"");
}

// The _slice forms (rpy_dict_slice.h) act as the plain operations on s[a:b]: in place
// for an ASCII s and bounds inside it, through an allocated slice otherwise.
TEST_F(DictTest, SliceKeysActAsTheirStrs) {
  dict_str_long *d = dict_str_long_new();
  rpy_string *s = S("GATTACA");
  dict_str_long_setitem(d, S("AT"), 7);
  EXPECT_EQ(dict_str_long_get_slice(d, s, 1, 3, -1), 7);
  EXPECT_EQ(dict_str_long_get_slice(d, s, 2, 4, -1), -1);
  EXPECT_TRUE(dict_str_long_contains_slice(d, s, -6, -4));  // wraps: the ordinary path
  EXPECT_FALSE(dict_str_long_contains_slice(d, s, 0, 0));
  for (long i = 0; i + 2 <= 7; i++) {  // counts[s[i:i+2]] = counts.get(...) + 1
    long n = dict_str_long_get_remembering_slice(d, s, i, i + 2, 0);
    dict_str_long_setitem_remembered_slice(d, s, i, i + 2, n + 1);
  }
  EXPECT_EQ(Text(d), "{'AT': 8, 'GA': 1, 'TT': 1, 'TA': 1, 'AC': 1, 'CA': 1}");
  dict_str_long_setitem_slice(d, s, 5, 100, 9);  // clamped: 'CA' again
  dict_str_long_setitem_slice(d, s, 3, 3, 10);   // the empty str
  EXPECT_EQ(dict_str_long_getitem_slice(d, s, 5, 7), 9);
  EXPECT_EQ(dict_str_long_getitem_slice(d, s, 0, 0), 10);
  dict_str_long_getitem_slice(d, s, 0, 3);
  EXPECT_EQ(TakeException(), "KeyError: 'GAT'");
  rpy_string *u = S("h\xc3\xa9llo");  // not ASCII: slices allocated
  dict_str_long_setitem_slice(d, u, 1, 3, 11);
  EXPECT_EQ(dict_str_long_get(d, S("\xc3\xa9l"), -1), 11);
  EXPECT_EQ(dict_str_long_get_slice(d, u, 1, 3, -1), 11);
  EXPECT_EQ(Text(d),
            "{'AT': 8, 'GA': 1, 'TT': 1, 'TA': 1, 'AC': 1, 'CA': 9, '': 10, '\xc3\xa9l': 11}");
}

TEST_F(DictTest, KeyErrorWithoutRepr) {
  dict_long_long *d = dict_long_long_new();
  dict_long_long_getitem(d, 5);
  EXPECT_EQ(TakeException(), "KeyError");
  dict_long_long_pop(d, 5);
  EXPECT_EQ(TakeException(), "KeyError");
}

TEST_F(DictTest, SetDefaultAndPop) {
  dict_str_long *d = dict_str_long_new();
  EXPECT_EQ(dict_str_long_setdefault(d, S("k"), 7), 7);
  EXPECT_EQ(dict_str_long_setdefault(d, S("k"), 8), 7);
  EXPECT_EQ(dict_str_long_pop(d, S("k")), 7);
  EXPECT_EQ(dict_str_long_len(d), 0);
  dict_str_long_pop(d, S("k"));
  EXPECT_EQ(TakeException(), "KeyError: 'k'");
  EXPECT_EQ(dict_str_long_pop_default(d, S("k"), 9), 9);
  dict_str_long_setitem(d, S("m"), 1);
  EXPECT_EQ(dict_str_long_pop_default(d, S("m"), 9), 1);
  EXPECT_EQ(Text(d), "{}");
}

TEST_F(DictTest, PopItemIsLastInFirstOut) {
  dict_str_long *d = dict_str_long_new();
  dict_str_long_setitem(d, S("a"), 1);
  dict_str_long_setitem(d, S("b"), 2);
  dict_str_long_setitem(d, S("c"), 3);
  dict_str_long_delitem(d, S("c"));
  long v = 0;
  EXPECT_EQ(Str(dict_str_long_popitem(d, &v)), "b");
  EXPECT_EQ(v, 2);
  dict_str_long_setitem(d, S("d"), 4);
  EXPECT_EQ(Text(d), "{'a': 1, 'd': 4}");
  EXPECT_EQ(Str(dict_str_long_popitem(d, &v)), "d");
  EXPECT_EQ(Str(dict_str_long_popitem(d, nullptr)), "a");
  dict_str_long_popitem(d, &v);
  EXPECT_EQ(TakeException(), "KeyError: 'popitem(): dictionary is empty'");
}

// The two-step popitem of generated code agrees with popitem().
TEST_F(DictTest, PopItemInTwoSteps) {
  dict_str_long *d = dict_str_long_new();
  dict_str_long_setitem(d, S("a"), 1);
  dict_str_long_setitem(d, S("b"), 2);
  dict_str_long_setitem(d, S("c"), 3);
  dict_str_long_delitem(d, S("c"));
  long ix = dict_str_long_popitem_index(d);
  EXPECT_EQ(Str(dict_str_long_entry_key(d, ix)), "b");
  EXPECT_EQ(dict_str_long_entry_value(d, ix), 2);
  dict_str_long_popitem_remove(d);
  EXPECT_EQ(Text(d), "{'a': 1}");
  dict_str_long_setitem(d, S("e"), 5);
  EXPECT_EQ(Str(dict_str_long_entry_key(d, dict_str_long_popitem_index(d))), "e");
  dict_str_long_popitem_remove(d);
  dict_str_long_popitem_remove(d);
  EXPECT_EQ(Text(d), "{}");
  dict_str_long_popitem_index(d);
  EXPECT_EQ(TakeException(), "KeyError: 'popitem(): dictionary is empty'");
}

TEST_F(DictTest, ClearCopyUpdate) {
  dict_str_long *d = dict_str_long_new();
  dict_str_long_setitem(d, S("a"), 1);
  dict_str_long_setitem(d, S("b"), 2);
  dict_str_long_delitem(d, S("a"));
  dict_str_long *c = dict_str_long_copy(d);
  dict_str_long_setitem(c, S("z"), 26);
  EXPECT_EQ(Text(d), "{'b': 2}");
  EXPECT_EQ(Text(c), "{'b': 2, 'z': 26}");
  dict_str_long *e = dict_str_long_new();
  dict_str_long_setitem(e, S("z"), 0);
  dict_str_long_setitem(e, S("y"), 25);
  dict_str_long_update(c, e);  // existing keys keep their place
  EXPECT_EQ(Text(c), "{'b': 2, 'z': 0, 'y': 25}");
  dict_str_long_update(c, c);
  EXPECT_EQ(Text(c), "{'b': 2, 'z': 0, 'y': 25}");
  dict_str_long_clear(c);
  EXPECT_EQ(Text(c), "{}");
  EXPECT_EQ(dict_str_long_len(c), 0);
  dict_str_long_setitem(c, S("n"), 1);
  EXPECT_EQ(Text(c), "{'n': 1}");
}

TEST_F(DictTest, Equality) {
  dict_str_long *a = dict_str_long_new(), *b = dict_str_long_new();
  dict_str_long_setitem(a, S("x"), 1);
  dict_str_long_setitem(a, S("y"), 2);
  dict_str_long_setitem(b, S("y"), 2);
  dict_str_long_setitem(b, S("x"), 1);
  EXPECT_TRUE(dict_str_long_eq(a, b));  // order does not matter
  dict_str_long_setitem(b, S("x"), 3);
  EXPECT_FALSE(dict_str_long_eq(a, b));
  dict_str_long_delitem(b, S("x"));
  EXPECT_FALSE(dict_str_long_eq(a, b));
  EXPECT_TRUE(dict_long_long_eq(dict_long_long_new(), dict_long_long_new()));
}

TEST_F(DictTest, IterationSkipsDeletedEntries) {
  dict_long_long *d = dict_long_long_new();
  for (long i = 0; i < 6; i++) dict_long_long_setitem(d, i, i * 10);
  dict_long_long_delitem(d, 0);
  dict_long_long_delitem(d, 3);
  dict_long_long_delitem(d, 5);
  std::vector<std::pair<long, long>> expected = {{1, 10}, {2, 20}, {4, 40}};
  EXPECT_EQ(Items(d), expected);
}

TEST_F(DictTest, ChangingSizeDuringIterationRaises) {
  dict_long_long *d = dict_long_long_new();
  dict_long_long_setitem(d, 1, 1);
  dict_long_long_iter *it = dict_long_long_iter_new(d);
  EXPECT_EQ(dict_long_long_entry_key(d, dict_long_long_iter_next(it)), 1);
  dict_long_long_setitem(d, 1, 5);  // changing a value is fine
  dict_long_long_setitem(d, 2, 2);
  dict_long_long_iter_next(it);
  EXPECT_EQ(TakeException(), "RuntimeError: dictionary changed size during iteration");
  // the error is sticky, as in CPython
  dict_long_long_iter_next(it);
  EXPECT_EQ(TakeException(), "RuntimeError: dictionary changed size during iteration");
  it = dict_long_long_iter_new(d);
  dict_long_long_iter_next(it);
  dict_long_long_iter_next(it);
  dict_long_long_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  dict_long_long_setitem(d, 3, 3);
  dict_long_long_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
}

// Random operations against a model of CPython's ordering rules; the table grows,
// shrinks and compacts many times on the way.
TEST_F(DictTest, MatchesOrderedModelUnderRandomOperations) {
  std::mt19937 rng(11);
  dict_long_long *d = dict_long_long_new();
  std::vector<std::pair<long, long>> model;
  auto find = [&](long k) {
    return std::find_if(model.begin(), model.end(), [k](auto &p) { return p.first == k; });
  };
  for (int step = 0; step < 20000; step++) {
    long key = static_cast<long>(rng() % 300) - 100, value = step;
    switch (rng() % 4) {
      case 0:
      case 1:
        dict_long_long_setitem(d, key, value);
        if (auto p = find(key); p != model.end())
          p->second = value;
        else
          model.emplace_back(key, value);
        break;
      case 2:
        dict_long_long_delitem(d, key);
        if (auto p = find(key); p != model.end()) {
          model.erase(p);
          EXPECT_EQ(TakeException(), "");
        } else {
          EXPECT_EQ(TakeException(), "KeyError");
        }
        break;
      default:
        EXPECT_EQ(dict_long_long_get(d, key, -999),
                  find(key) != model.end() ? find(key)->second : -999);
    }
    ASSERT_EQ(dict_long_long_len(d), static_cast<long>(model.size()));
  }
  EXPECT_EQ(Items(d), model);
  EXPECT_EQ(Items(dict_long_long_copy(d)), model);
}

TEST_F(DictTest, FullCollisions) {
  dict_collide *d = dict_collide_new();
  for (long i = 0; i < 50; i++) dict_collide_setitem(d, i, i);
  for (long i = 0; i < 50; i += 2) dict_collide_delitem(d, i);
  for (long i = 0; i < 50; i++) EXPECT_EQ(dict_collide_contains(d, i), i % 2) << i;
  for (long i = 0; i < 50; i += 2) dict_collide_setitem(d, i, -i);
  EXPECT_EQ(dict_collide_len(d), 50);
  EXPECT_EQ(dict_collide_getitem(d, 48), -48);
  EXPECT_EQ(dict_collide_getitem(d, 49), 49);
}

TEST_F(DictTest, ManyStringKeys) {
  dict_str_long *d = dict_str_long_new();
  for (long i = 0; i < 5000; i++) dict_str_long_setitem(d, rpy_str_from_int(i), i);
  for (long i = 0; i < 5000; i++) ASSERT_EQ(dict_str_long_getitem(d, rpy_str_from_int(i)), i);
  EXPECT_EQ(dict_str_long_len(d), 5000);
  dict_str_long_iter *it = dict_str_long_iter_new(d);
  long index = dict_str_long_iter_next(it);
  EXPECT_EQ(Str(dict_str_long_entry_key(d, index)), "0");
}

}  // namespace
