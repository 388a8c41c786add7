// String functions against CPython 3.11: the EXPECT_EQ tables were produced by running
// the same operations in CPython (results as repr() text, or "Name: message").
#include <initializer_list>
#include <string>
#include <vector>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::Result;
using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class StringTest : public rpy_test::RuntimeTest {};

std::string IntResult(long v) {
  std::string e = TakeException();
  return e.empty() ? std::to_string(v) : e;
}

std::string BoolResult(int v) {
  std::string e = TakeException();
  return e.empty() ? (v ? "True" : "False") : e;
}

std::string CharResult(unsigned int c) {
  std::string e = TakeException();
  return e.empty() ? Str(rpy_str_repr_char(c)) : e;
}

// Python's repr of a list of str.
std::string ListResult(rpy_list_str *l) {
  std::string e = TakeException();
  if (!e.empty()) return e;
  std::string text = "[";
  for (long i = 0; i < l->length; i++) {
    if (i > 0) text += ", ";
    text += Str(rpy_str_repr(l->items[i]));
  }
  return text + "]";
}

rpy_list_str *StrList(std::initializer_list<const char *> items) {
  rpy_list_str *l = rpy_list_str_new(0);
  for (const char *item : items) rpy_list_str_append(l, S(item));
  return l;
}

TEST_F(StringTest, Construction) {
  rpy_string *s = rpy_str_alloc(3);
  EXPECT_EQ(s->length, 3);
  EXPECT_EQ(s->hash, 0);
  EXPECT_EQ(s->chars[3], '\0');
  EXPECT_EQ(Str(rpy_str_from_cstr("héllo")), "héllo");
  EXPECT_EQ(rpy_str_from_cstr("héllo")->length, 6);  // bytes
  EXPECT_EQ(Str(rpy_str_from_char('x')), "x");
  rpy_string *b = rpy_str_from_bytes("a\0b", 3);
  EXPECT_EQ(b->length, 3);
  EXPECT_EQ(b->chars[1], '\0');
  EXPECT_EQ(b->chars[3], '\0');
  EXPECT_EQ(rpy_str_codepoints(S("héllo")), 5);
}

// codepoints: -1 until counted, then cached; the operations that know it set it.
TEST_F(StringTest, CodePointCounts) {
  rpy_string *s = S("héllo");
  EXPECT_EQ(s->codepoints, -1);
  EXPECT_EQ(s->ascii_length, 0);
  EXPECT_EQ(rpy_str_cplen(s), 5);
  EXPECT_EQ(s->codepoints, 5);
  EXPECT_EQ(s->ascii_length, 0);  // not ASCII: s[i] takes the slow path
  EXPECT_EQ(rpy_str_cplen(S("")), 0);
  rpy_string *a = S("abc");
  EXPECT_EQ(a->ascii_length, 0);  // not known yet
  EXPECT_EQ(CharResult(rpy_str_getitem(a, 1)), "'b'");
  EXPECT_EQ(a->ascii_length, 3);  // counted by the first s[i]: ASCII
  EXPECT_EQ(rpy_str_cplen(a), 3);
  EXPECT_EQ(rpy_str_cplen(S("a😀b日c")), 5);
  rpy_string *ab = rpy_str_concat(rpy_str_from_char(0xE9), rpy_str_from_char('a'));
  EXPECT_EQ(ab->codepoints, 2);
  EXPECT_EQ(rpy_str_mul(ab, 3)->codepoints, 6);
  EXPECT_EQ(rpy_str_slice(S("héllo"), 1, 3)->codepoints, 2);
  EXPECT_EQ(rpy_str_ljust(S("é"), 4, 0x2605)->codepoints, 4);
  EXPECT_EQ(rpy_str_join(S("→"), StrList({"é", "b"}))->codepoints, -1);  // not counted yet
  rpy_list_str *counted = StrList({"é", "b"});
  rpy_str_cplen(counted->items[0]);
  rpy_str_cplen(counted->items[1]);
  rpy_string *sep = S("→");
  rpy_str_cplen(sep);
  EXPECT_EQ(rpy_str_join(sep, counted)->codepoints, 3);
  // A stray continuation byte at the start of the second piece: counted again, since the
  // first piece's last byte may absorb it (here "\xc3" + "\xa9" is "é").
  rpy_string *lead = S("\xc3"), *cont = S("\xa9");
  EXPECT_EQ(rpy_str_cplen(lead), 1);
  EXPECT_EQ(rpy_str_cplen(cont), 1);
  rpy_string *e = rpy_str_concat(lead, cont);
  EXPECT_EQ(e->codepoints, -1);
  EXPECT_EQ(rpy_str_cplen(e), 1);
  EXPECT_EQ(Str(e), "é");
}

// Chars are code points: the ASCII ones are shared static strings.
TEST_F(StringTest, FromChar) {
  EXPECT_EQ(rpy_str_from_char('a'), rpy_str_from_char('a'));
  EXPECT_EQ(Str(rpy_str_from_char(0)), std::string(1, '\0'));
  EXPECT_EQ(rpy_str_from_char(0)->length, 1);
  EXPECT_EQ(Str(rpy_str_from_char(0x7F)), "\x7f");
  EXPECT_EQ(Str(rpy_str_from_char(0xE9)), "é");
  EXPECT_EQ(Str(rpy_str_from_char(0x263A)), "☺");
  EXPECT_EQ(Str(rpy_str_from_char(0x1F600)), "😀");
  EXPECT_EQ(rpy_str_from_char(0x1F600)->codepoints, 1);
  EXPECT_EQ(rpy_str_hash(rpy_str_from_char('x')), rpy_str_hash(S("x")));
  EXPECT_EQ(rpy_str_first_char(S("😀a")), 0x1F600u);
  EXPECT_EQ(rpy_str_first_char(S("a😀")), (unsigned int)'a');
}

RPY_STRING_CONSTANT_CP(prebuilt_ete, 5, 3, "été");
RPY_STRING_CONSTANT(prebuilt_uncounted, 4, "日x");
RPY_STRING_CONSTANT_CP(prebuilt_hi, 2, 2, "hi");

TEST_F(StringTest, StaticConstantsCountCodePoints) {
  rpy_string *c = (rpy_string *)&prebuilt_ete;
  EXPECT_EQ(rpy_str_cplen(c), 3);
  EXPECT_EQ(c->ascii_length, 0);
  rpy_string *h = (rpy_string *)&prebuilt_hi;
  EXPECT_EQ(h->ascii_length, 2);  // GenC's constants are counted: ASCII from the start
  EXPECT_EQ(CharResult(rpy_str_getitem(h, -1)), "'i'");
  EXPECT_EQ(CharResult(rpy_str_getitem(c, -1)), "'é'");
  rpy_string *u = (rpy_string *)&prebuilt_uncounted;
  EXPECT_EQ(u->codepoints, -1);
  EXPECT_EQ(rpy_str_cplen(u), 2);
  EXPECT_EQ(CharResult(rpy_str_getitem(u, 1)), "'x'");
}

RPY_STRING_CONSTANT(prebuilt_hello, 5, "hello");

// GenC's prebuilt strings are static structs of the same layout.
TEST_F(StringTest, StaticConstants) {
  rpy_string *c = (rpy_string *)&prebuilt_hello;
  EXPECT_EQ(Str(c), "hello");
  EXPECT_EQ(c->chars[5], '\0');
  EXPECT_TRUE(rpy_str_eq(c, S("hello")));
  EXPECT_EQ(rpy_str_hash(c), rpy_str_hash(S("hello")));
  EXPECT_EQ(c->hash, rpy_str_hash(S("hello")));  // cached in place
  EXPECT_EQ(Str(rpy_str_upper(c)), "HELLO");
}

TEST_F(StringTest, HashIsCpythonsAndCached) {
  rpy_string *s = S("some text");
  long h = rpy_str_hash(s);
  EXPECT_EQ(s->hash, h);
  EXPECT_EQ(rpy_str_hash(s), h);
  EXPECT_NE(h, 0);
  EXPECT_NE(h, -1);
  EXPECT_EQ(rpy_str_hash(S("")), 0);  // CPython's hash('')
  // CPython 3.11's hash() under PYTHONHASHSEED=0: SipHash-1-3 over 1, 2 or 4 bytes per
  // code point.
  EXPECT_EQ(rpy_str_hash(S("abc")), -4594863902769663758L);
  EXPECT_EQ(rpy_str_hash(S("abcdefgh")), 4574395652268504554L);
  EXPECT_EQ(rpy_str_hash(S("\xc3\xa9")), 6047309291227476195L);           // é: 1 byte
  EXPECT_EQ(rpy_str_hash(S("\xe2\x82\xacx")), -483395623852268653L);      // €x: 2 bytes
  EXPECT_EQ(rpy_str_hash(S("\xf0\x9f\x98\x80")), -3536540696076613844L);  // 😀: 4 bytes
  // every length 1..20 (tails of 0..7 bytes after 0, 1 and 2 whole words: the tail is
  // read with overlapping loads)
  static const long kPrefixHashes[20] = {
      4644417185603328019L,  6148830537548944441L,  -4594863902769663758L, -2030606670787596663L,
      2674923165546153122L,  7070790388344807208L,  7904145750247929094L,  4574395652268504554L,
      -532774252720507163L,  -829746140550000655L,  1450545860578130900L,  -8996131201539021375L,
      -7689147164244908826L, -162833645092072998L,  2293029479765367930L,  -7712962755478248686L,
      7044894726457044172L,  -5590180170646591961L, 8842182748088549034L,  -3832044883886523179L};
  for (int n = 1; n <= 20; n++)
    EXPECT_EQ(rpy_str_hash(S(std::string("abcdefghijklmnopqrstuvwxyz", n))), kPrefixHashes[n - 1])
        << n;
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTAATTTATAGT")), 1058821443494303121L);
  EXPECT_EQ(rpy_str_hash(S("h\xc3\xa9llo w\xc3\xb6rld!")), 7926168200590584964L);
  EXPECT_EQ(rpy_str_hash(S("\xe2\x82\xac"
                           "12345678")),
            -724171565362184615L);
  // the ASCII path: whole words and every tail length
  EXPECT_EQ(rpy_str_hash(S("G")), 2533777900562927780L);
  EXPECT_EQ(rpy_str_hash(S("GG")), -12011225194352782L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTT")), 2407568463922424205L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTT")), 326308903383903253L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTA")), 2110905809539875164L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTAATTTAT")), 2731016079142541805L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTAATTTATA")), -8035754410791052445L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTAATTTATAG")), 6630335982340659784L);
  EXPECT_EQ(rpy_str_hash(S("GGTATTTTAATTTATAGTACGT")), 2815898996646112068L);
  EXPECT_NE(rpy_str_hash(S("a")), rpy_str_hash(S("b")));
}

// rpy_str_hash_ascii (a dict's in-place lookup of a slice, rpy_dict_slice.h) is the hash
// of the str the bytes would make: every start and length of a 40-byte ASCII string.
TEST_F(StringTest, HashOfBytesInPlaceIsTheHashOfTheirStr) {
  const std::string text = "GGTATTTTAATTTATAGTACGTabcdefghijklmnopqr";
  for (size_t start = 0; start <= text.size(); start++) {
    for (size_t n = 0; start + n <= text.size(); n++) {
      EXPECT_EQ(rpy_str_hash_ascii(text.data() + start, static_cast<long>(n)),
                rpy_str_hash(S(text.substr(start, n))))
          << start << " " << n;
    }
  }
}

// rpy_str_cmp/rpy_str_eq compare eight bytes at a time: every length around the word
// size, a difference at every position, bytes above 0x7F (unsigned), prefixes.
TEST_F(StringTest, WordAtATimeComparisonAgreesWithBytewiseOrder) {
  for (int n = 0; n <= 19; n++) {
    std::string base(n, 'a');
    for (int i = 0; i < n; i++) {
      for (unsigned char c : {static_cast<unsigned char>('b'), static_cast<unsigned char>(0xC3)}) {
        std::string other = base;
        other[i] = static_cast<char>(c);
        rpy_string *a = rpy_str_from_bytes(base.data(), n);
        rpy_string *b = rpy_str_from_bytes(other.data(), n);
        EXPECT_LT(rpy_str_cmp(a, b), 0) << n << " " << i;
        EXPECT_GT(rpy_str_cmp(b, a), 0) << n << " " << i;
        EXPECT_FALSE(rpy_str_eq(a, b)) << n << " " << i;
      }
    }
    rpy_string *a = rpy_str_from_bytes(base.data(), n);
    rpy_string *same = rpy_str_from_bytes(base.data(), n);
    rpy_string *longer = rpy_str_from_bytes((base + "a").data(), n + 1);
    EXPECT_EQ(rpy_str_cmp(a, same), 0);
    EXPECT_TRUE(rpy_str_eq(a, same));
    EXPECT_LT(rpy_str_cmp(a, longer), 0);
    EXPECT_GT(rpy_str_cmp(longer, a), 0);
  }
}

TEST_F(StringTest, EqualityAndOrder) {
  EXPECT_TRUE(rpy_str_eq(nullptr, nullptr));
  EXPECT_FALSE(rpy_str_eq(S("a"), nullptr));
  EXPECT_FALSE(rpy_str_eq(nullptr, S("a")));
  EXPECT_TRUE(rpy_str_eq(S("abc"), S("abc")));
  EXPECT_FALSE(rpy_str_eq(S("abc"), S("abd")));
  EXPECT_FALSE(rpy_str_eq(S("abc"), S("ab")));
  EXPECT_TRUE(rpy_eq_str(S(""), S("")));
  EXPECT_LT(rpy_str_cmp(S("abc"), S("abd")), 0);
  EXPECT_GT(rpy_str_cmp(S("abc"), S("ab")), 0);
  EXPECT_LT(rpy_str_cmp(S(""), S("a")), 0);
  EXPECT_EQ(rpy_str_cmp(S("x"), S("x")), 0);
  // UTF-8 byte order is code point order, and chars compare unsigned
  EXPECT_LT(rpy_str_cmp(S("z"), S("é")), 0);
  EXPECT_LT(rpy_str_cmp(S("é"), S("€")), 0);
  EXPECT_TRUE(rpy_lt_str(S("Z"), S("a")));
  EXPECT_TRUE(rpy_lt_char('z', 0xE9));  // chars are code points
  EXPECT_TRUE(rpy_lt_char(0xE9, 0x1F600));
  EXPECT_FALSE(rpy_lt_char(0x1F600, 0xFFFD));
  EXPECT_TRUE(rpy_eq_char('a', 'a'));
}

TEST_F(StringTest, ContainsChar) {
  EXPECT_TRUE(rpy_str_contains_char(S("abc"), 'b'));
  EXPECT_FALSE(rpy_str_contains_char(S("abc"), 'd'));
  EXPECT_FALSE(rpy_str_contains_char(S(""), 'a'));
  EXPECT_TRUE(rpy_str_contains_char(S("ça"), 0xE7));
  EXPECT_TRUE(rpy_str_contains_char(S("a😀"), 0x1F600));
  EXPECT_FALSE(rpy_str_contains_char(S("é"), 0xC3));  // a code point, not a byte
  EXPECT_FALSE(rpy_str_contains_char(S("😁"), 0x1F600));
}

TEST_F(StringTest, Iteration) {
  rpy_str_iter *it = rpy_str_iter_new(S("ab"));
  EXPECT_EQ(rpy_str_iter_next(it), 'a');
  EXPECT_EQ(rpy_str_iter_next(it), 'b');
  rpy_str_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  rpy_str_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
}

// Iteration steps over code points, both ways.
TEST_F(StringTest, UnicodeIteration) {
  const unsigned int expected[] = {'a', 0xE9, 0x65E5, 0x1F600, 'z'};
  rpy_str_iter *it = rpy_str_iter_new(S("aé日😀z"));
  for (unsigned int c : expected) EXPECT_EQ(rpy_str_iter_next(it), c);
  rpy_str_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  rpy_str_riter *r = rpy_str_riter_new(S("aé日😀z"));
  for (int i = 4; i >= 0; i--) EXPECT_EQ(rpy_str_riter_next(r), expected[i]);
  rpy_str_riter_next(r);
  EXPECT_EQ(TakeException(), "StopIteration");
  rpy_str_riter_next(r);
  EXPECT_EQ(TakeException(), "StopIteration");
  it = rpy_str_iter_new(S("héllo"));
  rpy_str_iter_next(it);
  EXPECT_EQ(ListResult(rpy_str_iter_drain(it)), "['é', 'l', 'l', 'o']");
  EXPECT_EQ(ListResult(rpy_str_iter_drain(it)), "[]");
  r = rpy_str_riter_new(S("ﬁn ☺"));
  EXPECT_EQ(ListResult(rpy_str_riter_drain(r)), "['☺', ' ', 'n', 'ﬁ']");
  EXPECT_EQ(ListResult(rpy_str_to_char_list(S("a😀é"))), "['a', '😀', 'é']");
  EXPECT_EQ(ListResult(rpy_str_to_char_list(S(""))), "[]");
}

// Malformed UTF-8 (argv, os.read) counts one code point per stray byte, its own value,
// and every operation agrees on it.
TEST_F(StringTest, MalformedBytes) {
  rpy_string *s =
      S("a\xff\xe2\x82"
        "b\xc3");
  EXPECT_EQ(rpy_str_cplen(s), 6);
  const unsigned int expected[] = {'a', 0xFF, 0xE2, 0x82, 'b', 0xC3};
  rpy_str_iter *it = rpy_str_iter_new(s);
  rpy_str_riter *r = rpy_str_riter_new(s);
  for (int i = 0; i < 6; i++) {
    EXPECT_EQ(rpy_str_iter_next(it), expected[i]);
    EXPECT_EQ(rpy_str_riter_next(r), expected[5 - i]);
    EXPECT_EQ(rpy_str_getitem(s, i), expected[i]);
    EXPECT_EQ(rpy_str_getitem(s, i - 6), expected[i]);
  }
  EXPECT_EQ(Str(rpy_str_slice(s, 2, 5)),
            "\xe2\x82"
            "b");
  EXPECT_EQ(IntResult(rpy_str_find(s, S("b"), 0, LONG_MAX)), "4");
}

// Long strings get an index of byte offsets (rpy_str_index.c): every position, both
// signs, slices, searches and both iterations against the code points themselves; more
// long strings than the index cache holds, used in turn.
TEST_F(StringTest, LongUnicodeStrings) {
  const int kStrings = 20, kLength = 700;
  std::vector<std::vector<unsigned int>> cps(kStrings);
  rpy_list_str *strs = rpy_list_str_new(0);  // seen by the GC, unlike a std::vector
  for (int k = 0; k < kStrings; k++) {
    std::string text;
    for (int i = 0; i < kLength; i++) {
      unsigned int c = i % 5 == 0   ? 'a' + (i + k) % 26
                       : i % 5 == 1 ? 0xE0 + (i % 20)
                       : i % 5 == 2 ? 0x3B1 + (i + k) % 20
                       : i % 5 == 3 ? 0x65E5 + i % 7
                                    : 0x1F600 + (i * k) % 50;
      cps[k].push_back(c);
      text += Str(rpy_str_from_char(c));
    }
    rpy_list_str_append(strs, S(text));
  }
  for (int round = 0; round < 2; round++) {
    for (int k = 0; k < kStrings; k++) {
      rpy_string *s = strs->items[k];
      ASSERT_EQ(rpy_str_cplen(s), kLength);
      for (int i = 0; i < kLength; i += 1 + round * 6) {
        ASSERT_EQ(rpy_str_getitem(s, i), cps[k][i]) << k << " " << i;
        ASSERT_EQ(rpy_str_getitem(s, -1 - i), cps[k][kLength - 1 - i]) << k << " " << i;
      }
      for (int i = 0; i + 3 <= kLength; i += 37) {
        rpy_string *piece = rpy_str_slice(s, i, i + 3);
        ASSERT_EQ(piece->codepoints, 3);
        for (int j = 0; j < 3; j++) ASSERT_EQ(rpy_str_getitem(piece, j), cps[k][i + j]);
        long found = rpy_str_find(s, piece, 0, LONG_MAX);
        ASSERT_LE(found, i);
        ASSERT_EQ(rpy_str_getitem(s, found), cps[k][i]);
        ASSERT_EQ(rpy_str_find(s, piece, i, LONG_MAX), i);
        ASSERT_EQ(rpy_str_rfind(s, piece, 0, i + 3), i);
        ASSERT_EQ(rpy_str_find_char(s, cps[k][i], i, LONG_MAX), i);
      }
      rpy_string *back = rpy_str_slice_step(s, 0, 0, -3, 0, 0);
      ASSERT_EQ(rpy_str_cplen(back), (kLength + 2) / 3);
      for (int j = 0; j < rpy_str_cplen(back); j++)
        ASSERT_EQ(rpy_str_getitem(back, j), cps[k][kLength - 1 - 3 * j]);
    }
  }
  rpy_str_iter *it = rpy_str_iter_new(strs->items[3]);
  rpy_str_riter *r = rpy_str_riter_new(strs->items[3]);
  for (int i = 0; i < kLength; i++) {
    ASSERT_EQ(rpy_str_iter_next(it), cps[3][i]);
    ASSERT_EQ(rpy_str_riter_next(r), cps[3][kLength - 1 - i]);
  }
}

TEST_F(StringTest, Concat) {
  EXPECT_EQ(Result(rpy_str_concat(S("ab"), S("cd"))), "abcd");
  EXPECT_EQ(Result(rpy_str_concat(S(""), S("é"))), "é");
}

TEST_F(StringTest, Mul) {
  EXPECT_EQ(Result(rpy_str_mul(S("ab"), -1)), "");
  EXPECT_EQ(Result(rpy_str_mul(S("ab"), 0)), "");
  EXPECT_EQ(Result(rpy_str_mul(S("ab"), 1)), "ab");
  EXPECT_EQ(Result(rpy_str_mul(S("ab"), 3)), "ababab");
  EXPECT_EQ(Result(rpy_str_mul(S("x"), 5)), "xxxxx");
}

TEST_F(StringTest, GetItem) {
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), 0)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), 2)), "'c'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), -1)), "'c'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), -3)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), 3)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("abc"), -4)), "IndexError: string index out of range");
}

TEST_F(StringTest, GetItemNonNegative) {  // an index the annotator proved non-negative
  EXPECT_EQ(CharResult(rpy_str_getitem_nonneg(S("abc"), 2)), "'c'");
  EXPECT_EQ(CharResult(rpy_str_getitem_nonneg(S("héllo"), 1)), "'é'");
  EXPECT_EQ(CharResult(rpy_str_getitem_nonneg(S("abc"), 3)),
            "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem_nonneg(S("日本"), 2)),
            "IndexError: string index out of range");
}

TEST_F(StringTest, UnicodeGetItem) {
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -6)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -5)), "'h'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -4)), "'é'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -3)), "'l'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -2)), "'l'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), -1)), "'o'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 0)), "'h'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 1)), "'é'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 2)), "'l'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 3)), "'l'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 4)), "'o'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("héllo"), 5)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), -4)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), -3)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), -2)), "'😀'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), -1)), "'b'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), 0)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), 1)), "'😀'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), 2)), "'b'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("a😀b"), 3)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), -4)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), -3)), "'日'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), -2)), "'本'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), -1)), "'語'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), 0)), "'日'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), 1)), "'本'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), 2)), "'語'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("日本語"), 3)), "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -13)),
            "IndexError: string index out of range");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -12)), "'ç'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -11)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -10)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -9)), "'v'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -8)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -7)), "','");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -6)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -5)), "'ç'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -4)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -3)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -2)), "'v'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), -1)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 0)), "'ç'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 1)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 2)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 3)), "'v'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 4)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 5)), "','");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 6)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 7)), "'ç'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 8)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 9)), "' '");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 10)), "'v'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 11)), "'a'");
  EXPECT_EQ(CharResult(rpy_str_getitem(S("ça va, ça va"), 12)),
            "IndexError: string index out of range");
}

TEST_F(StringTest, UnicodeSlice) {
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), 0, 2)), "hé");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), 1, 100)), "éllo");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), -2, LONG_MAX)), "lo");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), -100, 2)), "hé");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), 3, 1)), "");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), 1, -1)), "éll");
  EXPECT_EQ(Result(rpy_str_slice(S("héllo"), 2, 3)), "l");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), 0, 2)), "a😀");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), 1, 100)), "😀b");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), -2, LONG_MAX)), "😀b");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), -100, 2)), "a😀");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), 3, 1)), "");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), 1, -1)), "😀");
  EXPECT_EQ(Result(rpy_str_slice(S("a😀b"), 2, 3)), "b");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), 0, 2)), "日本");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), 1, 100)), "本語");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), -2, LONG_MAX)), "本語");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), -100, 2)), "日本");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), 3, 1)), "");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), 1, -1)), "本");
  EXPECT_EQ(Result(rpy_str_slice(S("日本語"), 2, 3)), "語");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), 0, 2)), "ça");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), 1, 100)), "a va, ça va");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), -2, LONG_MAX)), "va");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), -100, 2)), "ça");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), 3, 1)), "");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), 1, -1)), "a va, ça v");
  EXPECT_EQ(Result(rpy_str_slice(S("ça va, ça va"), 2, 3)), " ");
}

TEST_F(StringTest, UnicodeSliceStep) {
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 0, 0, -1, 0, 0)), "dlröw olléh");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 0, 0, 2, 0, 0)), "hlowrd");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 1, 0, 2, 1, 0)), "él öl");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 0, 1, -1, 0, 1)), "dlröw oll");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), -1, -4, -1, 1, 1)), "dlr");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 4, 0, -2, 1, 1)), "ol");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), 10, 0, -3, 1, 0)), "döoé");
  EXPECT_EQ(Result(rpy_str_slice_step(S("héllo wörld"), -100, 100, 3, 1, 1)), "hlwl");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 0, 0, -1, 0, 0)), "c日b😀a");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 0, 0, 2, 0, 0)), "abc");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 1, 0, 2, 1, 0)), "😀日");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 0, 1, -1, 0, 1)), "c日b");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), -1, -4, -1, 1, 1)), "c日b");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 4, 0, -2, 1, 1)), "cb");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), 10, 0, -3, 1, 0)), "c😀");
  EXPECT_EQ(Result(rpy_str_slice_step(S("a😀b日c"), -100, 100, 3, 1, 1)), "a日");
}

TEST_F(StringTest, UnicodeSearch) {
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), 0, LONG_MAX)), "10");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), 1, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), 1, LONG_MAX)), "10");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), 1, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), 4, 8)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), -9, LONG_MAX)), "10");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), -9, LONG_MAX)), "10");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), -9, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), 0, -5)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), 0, -5)), "10");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), 0, -5)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("va"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("va"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("va"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), 0, LONG_MAX)), "7");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), 1, LONG_MAX)), "7");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), 1, LONG_MAX)), "7");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), 1, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), 4, 8)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), -9, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), 0, -5)), "0");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), 0, -5)), "7");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), 0, -5)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("ça"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("ça"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("ça"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), 0, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), 0, LONG_MAX)), "11");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), 0, LONG_MAX)), "4");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), 1, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), 1, LONG_MAX)), "11");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), 1, LONG_MAX)), "4");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), 4, 8)), "4");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), 4, 8)), "4");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), 4, 8)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), -9, LONG_MAX)), "8");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), -9, LONG_MAX)), "11");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), -9, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), 0, -5)), "1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), 0, -5)), "11");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), 0, -5)), "4");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("a"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("a"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("a"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), 0, LONG_MAX)), "17");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), 0, LONG_MAX)), "18");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), 1, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), 1, LONG_MAX)), "17");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), 1, LONG_MAX)), "17");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), 4, 8)), "4");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), 4, 8)), "8");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), 4, 8)), "5");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), -9, LONG_MAX)), "8");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), -9, LONG_MAX)), "17");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), -9, LONG_MAX)), "10");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), 0, -5)), "0");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), 0, -5)), "12");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), 0, -5)), "13");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S(""), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S(""), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S(""), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), 0, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), 0, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), 0, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), 1, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), 1, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), 1, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), 4, 8)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), -9, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), -9, LONG_MAX)), "13");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), -9, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), 0, -5)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("bien"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("bien"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("bien"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), 1, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), 1, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), 1, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), 4, 8)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), -9, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), 0, -5)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("zz"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("zz"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("zz"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), 1, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), 1, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), 1, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), 4, 8)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), 4, 8)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), -9, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), -9, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), 0, -5)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), 0, -5)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("ça va, ça va bien"), S("é"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("ça va, ça va bien"), S("é"), 100, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_count(S("ça va, ça va bien"), S("é"), 100, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_index(S("ça va"), S("va"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rindex(S("ça va ça"), S("ça"), 0, LONG_MAX)), "6");
  EXPECT_EQ(IntResult(rpy_str_index(S("ça va"), S("ça"), 1, LONG_MAX)),
            "ValueError: substring not found");
  EXPECT_EQ(IntResult(rpy_str_find_char(S("ça va, ça va bien😀"), 231, 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find_char(S("ça va, ça va bien😀"), 231, 1, LONG_MAX)), "7");
  EXPECT_EQ(IntResult(rpy_str_find_char(S("ça va, ça va bien😀"), 97, 2, LONG_MAX)), "4");
  EXPECT_EQ(IntResult(rpy_str_find_char(S("ça va, ça va bien😀"), 128512, 0, LONG_MAX)), "17");
}

TEST_F(StringTest, Slice) {
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), 0, 2)), "he");
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), 1, 100)), "ello");
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), -2, LONG_MAX)), "lo");
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), -100, 2)), "he");
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), 3, 1)), "");
  EXPECT_EQ(Result(rpy_str_slice(S("hello"), 0, 0)), "");
}

TEST_F(StringTest, SliceStep) {
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 0, 0, -1, 0, 0)), "gfedcba");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 0, 0, 2, 0, 0)), "aceg");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 1, 0, 2, 1, 0)), "bdf");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 0, 1, -1, 0, 1)), "gfedc");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), -1, -4, -1, 1, 1)), "gfe");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 4, 0, -2, 1, 1)), "ec");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 10, 0, -3, 1, 0)), "gda");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 0, 0, 0, 0, 0)),
            "ValueError: slice step cannot be zero");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), -100, 100, 3, 1, 1)), "adg");
  EXPECT_EQ(Result(rpy_str_slice_step(S("abcdefg"), 2, 2, 1, 1, 1)), "");
}

TEST_F(StringTest, Find) {
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("l"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("lo"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("z"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S(""), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S(""), 5, LONG_MAX)), "5");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S(""), 6, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("l"), 3, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("l"), -2, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("l"), 0, 3)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("l"), 0, -2)), "2");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("o"), -100, 100)), "4");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("hello"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_find(S("hello"), S("helloo"), 0, LONG_MAX)), "-1");
}

TEST_F(StringTest, RFind) {
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("l"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("lo"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("z"), 0, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S(""), 0, LONG_MAX)), "5");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S(""), 5, LONG_MAX)), "5");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S(""), 6, LONG_MAX)), "-1");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("l"), 3, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("l"), -2, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("l"), 0, 3)), "2");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("l"), 0, -2)), "2");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("o"), -100, 100)), "4");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("hello"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_rfind(S("hello"), S("helloo"), 0, LONG_MAX)), "-1");
}

TEST_F(StringTest, Count) {
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("l"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("lo"), 0, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("z"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S(""), 0, LONG_MAX)), "6");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S(""), 5, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S(""), 6, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("l"), 3, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("l"), -2, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("l"), 0, 3)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("l"), 0, -2)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("o"), -100, 100)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("hello"), 0, LONG_MAX)), "1");
  EXPECT_EQ(IntResult(rpy_str_count(S("hello"), S("helloo"), 0, LONG_MAX)), "0");
  EXPECT_EQ(IntResult(rpy_str_count(S("aaaa"), S("aa"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_count(S("abc"), S(""), 2, 1)), "0");
  EXPECT_EQ(IntResult(rpy_str_count(S("héé"), S(""), 0, LONG_MAX)), "4");
}

TEST_F(StringTest, Index) {
  EXPECT_EQ(IntResult(rpy_str_index(S("hello"), S("l"), 0, LONG_MAX)), "2");
  EXPECT_EQ(IntResult(rpy_str_index(S("hello"), S("x"), 0, LONG_MAX)),
            "ValueError: substring not found");
  EXPECT_EQ(IntResult(rpy_str_rindex(S("hello"), S("l"), 0, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_rindex(S("hello"), S("l"), 0, 2)), "ValueError: substring not found");
}

TEST_F(StringTest, FindChar) {
  EXPECT_EQ(IntResult(rpy_str_find_char(S("hello"), 'l', 3, LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_str_find_char(S("hello"), 'z', 0, LONG_MAX)), "-1");
}

TEST_F(StringTest, StartsEnds) {
  EXPECT_EQ(BoolResult(rpy_str_startswith(S("hello"), S("he"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_endswith(S("hello"), S("he"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_startswith(S("hello"), S("lo"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_endswith(S("hello"), S("lo"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_startswith(S("hello"), S(""))), "True");
  EXPECT_EQ(BoolResult(rpy_str_endswith(S("hello"), S(""))), "True");
  EXPECT_EQ(BoolResult(rpy_str_startswith(S("he"), S("hello"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_endswith(S("he"), S("hello"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_startswith(S("hello"), S("hello"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_endswith(S("hello"), S("hello"))), "True");
}

TEST_F(StringTest, Contains) {
  EXPECT_EQ(BoolResult(rpy_str_contains(S("hello"), S("he"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_contains(S("hello"), S("lo"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_contains(S("hello"), S(""))), "True");
  EXPECT_EQ(BoolResult(rpy_str_contains(S("he"), S("hello"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_contains(S("hello"), S("hello"))), "True");
}

TEST_F(StringTest, Replace) {
  EXPECT_EQ(Result(rpy_str_replace(S("hello"), S("l"), S("L"), -1)), "heLLo");
  EXPECT_EQ(Result(rpy_str_replace(S("hello"), S("l"), S("L"), 1)), "heLlo");
  EXPECT_EQ(Result(rpy_str_replace(S("hello"), S("l"), S(""), -1)), "heo");
  EXPECT_EQ(Result(rpy_str_replace(S("hello"), S("x"), S("y"), -1)), "hello");
  EXPECT_EQ(Result(rpy_str_replace(S("abc"), S(""), S("-"), -1)), "-a-b-c-");
  EXPECT_EQ(Result(rpy_str_replace(S("abc"), S(""), S("-"), 2)), "-a-bc");
  EXPECT_EQ(Result(rpy_str_replace(S("é"), S(""), S("-"), -1)), "-é-");
  EXPECT_EQ(Result(rpy_str_replace(S(""), S(""), S("x"), -1)), "x");
  EXPECT_EQ(Result(rpy_str_replace(S("aaa"), S("a"), S("bb"), 0)), "aaa");
  EXPECT_EQ(Result(rpy_str_replace(S("aaaa"), S("aa"), S("b"), -1)), "bb");
  EXPECT_EQ(Result(rpy_str_replace(S("abab"), S("ab"), S("abab"), -1)), "abababab");
}

TEST_F(StringTest, Case) {
  EXPECT_EQ(Result(rpy_str_upper(S("hello World"))), "HELLO WORLD");
  EXPECT_EQ(Result(rpy_str_lower(S("hello World"))), "hello world");
  EXPECT_EQ(Result(rpy_str_capitalize(S("hello World"))), "Hello world");
  EXPECT_EQ(Result(rpy_str_title(S("hello World"))), "Hello World");
  EXPECT_EQ(Result(rpy_str_swapcase(S("hello World"))), "HELLO wORLD");
  EXPECT_EQ(Result(rpy_str_upper(S("ÉTÉ été"))), "ÉTÉ ÉTÉ");
  EXPECT_EQ(Result(rpy_str_lower(S("ÉTÉ été"))), "été été");
  EXPECT_EQ(Result(rpy_str_capitalize(S("ÉTÉ été"))), "Été été");
  EXPECT_EQ(Result(rpy_str_title(S("ÉTÉ été"))), "Été Été");
  EXPECT_EQ(Result(rpy_str_swapcase(S("ÉTÉ été"))), "été ÉTÉ");
  EXPECT_EQ(Result(rpy_str_upper(S("straße"))), "STRASSE");
  EXPECT_EQ(Result(rpy_str_lower(S("straße"))), "straße");
  EXPECT_EQ(Result(rpy_str_capitalize(S("straße"))), "Straße");
  EXPECT_EQ(Result(rpy_str_title(S("straße"))), "Straße");
  EXPECT_EQ(Result(rpy_str_swapcase(S("straße"))), "STRASSE");
  EXPECT_EQ(Result(rpy_str_upper(S("ΣΑΣ ΟΔΟΣ"))), "ΣΑΣ ΟΔΟΣ");
  EXPECT_EQ(Result(rpy_str_lower(S("ΣΑΣ ΟΔΟΣ"))), "σας οδος");
  EXPECT_EQ(Result(rpy_str_capitalize(S("ΣΑΣ ΟΔΟΣ"))), "Σας οδος");
  EXPECT_EQ(Result(rpy_str_title(S("ΣΑΣ ΟΔΟΣ"))), "Σας Οδος");
  EXPECT_EQ(Result(rpy_str_swapcase(S("ΣΑΣ ΟΔΟΣ"))), "σας οδος");
  EXPECT_EQ(Result(rpy_str_upper(S("aΣ"))), "AΣ");
  EXPECT_EQ(Result(rpy_str_lower(S("aΣ"))), "aς");
  EXPECT_EQ(Result(rpy_str_capitalize(S("aΣ"))), "Aς");
  EXPECT_EQ(Result(rpy_str_title(S("aΣ"))), "Aς");
  EXPECT_EQ(Result(rpy_str_swapcase(S("aΣ"))), "Aς");
  EXPECT_EQ(Result(rpy_str_upper(S("AΣb"))), "AΣB");
  EXPECT_EQ(Result(rpy_str_lower(S("AΣb"))), "aσb");
  EXPECT_EQ(Result(rpy_str_capitalize(S("AΣb"))), "Aσb");
  EXPECT_EQ(Result(rpy_str_title(S("AΣb"))), "Aσb");
  EXPECT_EQ(Result(rpy_str_swapcase(S("AΣb"))), "aσB");
  EXPECT_EQ(Result(rpy_str_upper(S("Σ"))), "Σ");
  EXPECT_EQ(Result(rpy_str_lower(S("Σ"))), "σ");
  EXPECT_EQ(Result(rpy_str_capitalize(S("Σ"))), "Σ");
  EXPECT_EQ(Result(rpy_str_title(S("Σ"))), "Σ");
  EXPECT_EQ(Result(rpy_str_swapcase(S("Σ"))), "σ");
  EXPECT_EQ(Result(rpy_str_upper(S("İstanbul"))), "İSTANBUL");
  EXPECT_EQ(Result(rpy_str_lower(S("İstanbul"))), "i̇stanbul");
  EXPECT_EQ(Result(rpy_str_capitalize(S("İstanbul"))), "İstanbul");
  EXPECT_EQ(Result(rpy_str_title(S("İstanbul"))), "İstanbul");
  EXPECT_EQ(Result(rpy_str_swapcase(S("İstanbul"))), "i̇STANBUL");
  EXPECT_EQ(Result(rpy_str_upper(S("ﬁsh"))), "FISH");
  EXPECT_EQ(Result(rpy_str_lower(S("ﬁsh"))), "ﬁsh");
  EXPECT_EQ(Result(rpy_str_capitalize(S("ﬁsh"))), "Fish");
  EXPECT_EQ(Result(rpy_str_title(S("ﬁsh"))), "Fish");
  EXPECT_EQ(Result(rpy_str_swapcase(S("ﬁsh"))), "FISH");
  EXPECT_EQ(Result(rpy_str_upper(S("ǅemal ǆ"))), "ǄEMAL Ǆ");
  EXPECT_EQ(Result(rpy_str_lower(S("ǅemal ǆ"))), "ǆemal ǆ");
  EXPECT_EQ(Result(rpy_str_capitalize(S("ǅemal ǆ"))), "ǅemal ǆ");
  EXPECT_EQ(Result(rpy_str_title(S("ǅemal ǆ"))), "ǅemal ǅ");
  EXPECT_EQ(Result(rpy_str_swapcase(S("ǅemal ǆ"))), "ǅEMAL Ǆ");
  EXPECT_EQ(Result(rpy_str_upper(S("they're bill's friends"))), "THEY'RE BILL'S FRIENDS");
  EXPECT_EQ(Result(rpy_str_lower(S("they're bill's friends"))), "they're bill's friends");
  EXPECT_EQ(Result(rpy_str_capitalize(S("they're bill's friends"))), "They're bill's friends");
  EXPECT_EQ(Result(rpy_str_title(S("they're bill's friends"))), "They'Re Bill'S Friends");
  EXPECT_EQ(Result(rpy_str_swapcase(S("they're bill's friends"))), "THEY'RE BILL'S FRIENDS");
  EXPECT_EQ(Result(rpy_str_upper(S("a1b2 c3"))), "A1B2 C3");
  EXPECT_EQ(Result(rpy_str_lower(S("a1b2 c3"))), "a1b2 c3");
  EXPECT_EQ(Result(rpy_str_capitalize(S("a1b2 c3"))), "A1b2 c3");
  EXPECT_EQ(Result(rpy_str_title(S("a1b2 c3"))), "A1B2 C3");
  EXPECT_EQ(Result(rpy_str_swapcase(S("a1b2 c3"))), "A1B2 C3");
  EXPECT_EQ(Result(rpy_str_upper(S("ÿ µ"))), "Ÿ Μ");
  EXPECT_EQ(Result(rpy_str_lower(S("ÿ µ"))), "ÿ µ");
  EXPECT_EQ(Result(rpy_str_capitalize(S("ÿ µ"))), "Ÿ µ");
  EXPECT_EQ(Result(rpy_str_title(S("ÿ µ"))), "Ÿ Μ");
  EXPECT_EQ(Result(rpy_str_swapcase(S("ÿ µ"))), "Ÿ Μ");
  EXPECT_EQ(Result(rpy_str_upper(S("Жизнь"))), "ЖИЗНЬ");
  EXPECT_EQ(Result(rpy_str_lower(S("Жизнь"))), "жизнь");
  EXPECT_EQ(Result(rpy_str_capitalize(S("Жизнь"))), "Жизнь");
  EXPECT_EQ(Result(rpy_str_title(S("Жизнь"))), "Жизнь");
  EXPECT_EQ(Result(rpy_str_swapcase(S("Жизнь"))), "жИЗНЬ");
  EXPECT_EQ(Result(rpy_str_upper(S("hello world"))), "HELLO WORLD");
  EXPECT_EQ(Result(rpy_str_lower(S("hello world"))), "hello world");
  EXPECT_EQ(Result(rpy_str_capitalize(S("hello world"))), "Hello world");
  EXPECT_EQ(Result(rpy_str_title(S("hello world"))), "Hello World");
  EXPECT_EQ(Result(rpy_str_swapcase(S("hello world"))), "HELLO WORLD");
  EXPECT_EQ(Result(rpy_str_upper(S(""))), "");
  EXPECT_EQ(Result(rpy_str_lower(S(""))), "");
  EXPECT_EQ(Result(rpy_str_capitalize(S(""))), "");
  EXPECT_EQ(Result(rpy_str_title(S(""))), "");
  EXPECT_EQ(Result(rpy_str_swapcase(S(""))), "");
}

// The inline answer for one ASCII character (rpy_ascii_classes) agrees with the
// out-of-line Unicode predicates for all 128 of them.
TEST_F(StringTest, AsciiCharPredicatesAgreeWithUnicodeOnes) {
  for (unsigned int c = 0; c < 128; c++) {
    rpy_string *s = rpy_str_from_char(c);
    EXPECT_EQ(rpy_str_isdigit(s), rpy_str_isdigit_any(s)) << c;
    EXPECT_EQ(rpy_str_isalpha(s), rpy_str_isalpha_any(s)) << c;
    EXPECT_EQ(rpy_str_isspace(s), rpy_str_isspace_any(s)) << c;
    EXPECT_EQ(rpy_str_isalnum(s), rpy_str_isalnum_any(s)) << c;
  }
}

TEST_F(StringTest, Predicates) {
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S(""))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("123"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("123"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("123"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("123"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("123"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("123"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("12a"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("12a"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("12a"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("12a"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("12a"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("12a"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("abc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("abc"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("abc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("abc"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("abc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("abc"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("aBc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("aBc"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("aBc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("aBc"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("aBc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("aBc"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("ABC"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("ABC"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("ABC"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("ABC"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("ABC"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("ABC"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("abc1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("abc1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("abc1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("abc1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("abc1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("abc1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("ABC1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("ABC1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("ABC1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("ABC1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("ABC1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("ABC1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S(" \t\n"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S(" \t\n"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S(" \t\n"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S(" \t\n"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S(" \t\n"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S(" \t\n"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S(" x"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S(" x"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S(" x"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S(" x"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S(" x"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S(" x"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("\x1c"
                                         "\x1f"
                                         ""))),
            "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("\x1c"
                                         "\x1f"
                                         ""))),
            "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("\x1c"
                                         "\x1f"
                                         ""))),
            "True");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("\x1c"
                                         "\x1f"
                                         ""))),
            "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("\x1c"
                                         "\x1f"
                                         ""))),
            "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("\x1c"
                                         "\x1f"
                                         ""))),
            "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S(" 　"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S(" 　"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S(" 　"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S(" 　"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S(" 　"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S(" 　"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("é"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("é"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("é"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("é"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("é"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("é"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("É"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("É"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("É"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("É"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("É"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("É"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("éa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("éa"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("éa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("éa"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("éa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("éa"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("٣"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("٣"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("٣"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("٣"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("٣"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("٣"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("²"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("²"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("²"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("²"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("²"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("²"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("ǅ"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("ǅ"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("ǅa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("ǅa"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("ǅa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("ǅa"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("ǅa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("ǅa"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("A ǅ"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("1"))), "True");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("1"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isdigit(S("a b"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalpha(S("a b"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isspace(S("a b"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isalnum(S("a b"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_isupper(S("a b"))), "False");
  EXPECT_EQ(BoolResult(rpy_str_islower(S("a b"))), "True");
}

TEST_F(StringTest, Split) {
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), nullptr, -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), nullptr, 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), nullptr, 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), nullptr, 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(","), -1)), "['a', 'b', '', 'c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(","), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(","), 1)), "['a', 'b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(","), 2)), "['a', 'b', ',c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(", "), -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(", "), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(", "), 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(", "), 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(" "), -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(" "), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(" "), 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a,b,,c"), S(" "), 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), nullptr, -1)), "[]");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), nullptr, 0)), "[]");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), nullptr, 1)), "[]");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), nullptr, 2)), "[]");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(","), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(","), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(","), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(","), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(", "), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(", "), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(", "), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(", "), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(" "), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(" "), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(" "), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(""), S(" "), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), nullptr, -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), nullptr, 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), nullptr, 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), nullptr, 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(","), -1)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(","), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(","), 1)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(","), 2)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(", "), -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(", "), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(", "), 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(", "), 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(" "), -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(" "), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(" "), 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S(","), S(" "), 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), nullptr, -1)), "['a', 'b', 'c']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), nullptr, 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), nullptr, 1)), "['a', 'b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), nullptr, 2)), "['a', 'b', 'c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(","), -1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(","), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(","), 1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(","), 2)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(", "), -1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(", "), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(", "), 1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(", "), 2)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(" "), -1)), "['a', 'b', '', 'c', '']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(" "), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(" "), 1)), "['a', 'b  c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("a b  c "), S(" "), 2)), "['a', 'b', ' c ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("  a\tb\nc\x1c"
                                       "de　f  "),
                                     nullptr, -1)),
            "['a', 'b', 'c', 'd', 'e', 'f']");
  EXPECT_EQ(ListResult(rpy_str_split(S("  a\tb\nc\x1c"
                                       "de　f  "),
                                     nullptr, 0)),
            "['a\\tb\\nc\\x1cd\\x85e\\u3000f  ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("  a\tb\nc\x1c"
                                       "de　f  "),
                                     nullptr, 1)),
            "['a', 'b\\nc\\x1cd\\x85e\\u3000f  ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("  a\tb\nc\x1c"
                                       "de　f  "),
                                     nullptr, 2)),
            "['a', 'b', 'c\\x1cd\\x85e\\u3000f  ']");
  EXPECT_EQ(ListResult(rpy_str_split(S("abc"), S(""), -1)), "ValueError: empty separator");
}

TEST_F(StringTest, RSplit) {
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), nullptr, -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), nullptr, 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), nullptr, 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), nullptr, 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(","), -1)), "['a', 'b', '', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(","), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(","), 1)), "['a,b,', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(","), 2)), "['a,b', '', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(", "), -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(", "), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(", "), 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(", "), 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(" "), -1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(" "), 0)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(" "), 1)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a,b,,c"), S(" "), 2)), "['a,b,,c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), nullptr, -1)), "[]");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), nullptr, 0)), "[]");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), nullptr, 1)), "[]");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), nullptr, 2)), "[]");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(","), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(","), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(","), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(","), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(", "), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(", "), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(", "), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(", "), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(" "), -1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(" "), 0)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(" "), 1)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(""), S(" "), 2)), "['']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), nullptr, -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), nullptr, 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), nullptr, 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), nullptr, 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(","), -1)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(","), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(","), 1)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(","), 2)), "['', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(", "), -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(", "), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(", "), 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(", "), 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(" "), -1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(" "), 0)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(" "), 1)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S(","), S(" "), 2)), "[',']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), nullptr, -1)), "['a', 'b', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), nullptr, 0)), "['a b  c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), nullptr, 1)), "['a b', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), nullptr, 2)), "['a', 'b', 'c']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(","), -1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(","), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(","), 1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(","), 2)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(", "), -1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(", "), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(", "), 1)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(", "), 2)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(" "), -1)), "['a', 'b', '', 'c', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(" "), 0)), "['a b  c ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(" "), 1)), "['a b  c', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("a b  c "), S(" "), 2)), "['a b ', 'c', '']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("  a\tb\nc\x1c"
                                        "de　f  "),
                                      nullptr, -1)),
            "['a', 'b', 'c', 'd', 'e', 'f']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("  a\tb\nc\x1c"
                                        "de　f  "),
                                      nullptr, 0)),
            "['  a\\tb\\nc\\x1cd\\x85e\\u3000f']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("  a\tb\nc\x1c"
                                        "de　f  "),
                                      nullptr, 1)),
            "['  a\\tb\\nc\\x1cd\\x85e', 'f']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("  a\tb\nc\x1c"
                                        "de　f  "),
                                      nullptr, 2)),
            "['  a\\tb\\nc\\x1cd', 'e', 'f']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("abc"), S(""), -1)), "ValueError: empty separator");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("α,β,,γ"), S(","), 1)), "['α,β,', 'γ']");
  EXPECT_EQ(ListResult(rpy_str_rsplit(S("x→y→z"), S("→"), 1)), "['x→y', 'z']");
}

TEST_F(StringTest, SplitLines) {
  EXPECT_EQ(ListResult(rpy_str_splitlines(S("a\nb\r\nc\rd"))), "['a', 'b', 'c', 'd']");
  EXPECT_EQ(ListResult(rpy_str_splitlines_keepends(S("a\nb\r\nc\rd"), 1)),
            "['a\\n', 'b\\r\\n', 'c\\r', 'd']");
  EXPECT_EQ(ListResult(rpy_str_splitlines(S(""))), "[]");
  EXPECT_EQ(ListResult(rpy_str_splitlines_keepends(S(""), 1)), "[]");
  EXPECT_EQ(ListResult(rpy_str_splitlines(S("\n"))), "['']");
  EXPECT_EQ(ListResult(rpy_str_splitlines_keepends(S("\n"), 1)), "['\\n']");
  EXPECT_EQ(ListResult(rpy_str_splitlines(S("a\n\nb\n"))), "['a', '', 'b']");
  EXPECT_EQ(ListResult(rpy_str_splitlines_keepends(S("a\n\nb\n"), 1)), "['a\\n', '\\n', 'b\\n']");
  EXPECT_EQ(ListResult(rpy_str_splitlines(S("x\x0b"
                                            "y\x0c"
                                            "z\x1c"
                                            "w\x1d"
                                            "\x1e"
                                            "q r s"))),
            "['x', 'y', 'z', 'w', '', '', 'q', 'r', 's']");
  EXPECT_EQ(
      ListResult(rpy_str_splitlines_keepends(S("x\x0b"
                                               "y\x0c"
                                               "z\x1c"
                                               "w\x1d"
                                               "\x1e"
                                               "q r s"),
                                             1)),
      "['x\\x0b', 'y\\x0c', 'z\\x1c', 'w\\x1d', '\\x1e', '\\x85', 'q\\u2028', 'r\\u2029', 's']");
  EXPECT_EQ(ListResult(rpy_str_splitlines(S("no breaks"))), "['no breaks']");
  EXPECT_EQ(ListResult(rpy_str_splitlines_keepends(S("no breaks"), 1)), "['no breaks']");
}

TEST_F(StringTest, Join) {
  EXPECT_EQ(Result(rpy_str_join(S(", "), StrList({"a", "b", "c"}))), "a, b, c");
  EXPECT_EQ(Result(rpy_str_join(S(""), StrList({"x", "y"}))), "xy");
  EXPECT_EQ(Result(rpy_str_join(S("-"), StrList({}))), "");
  EXPECT_EQ(Result(rpy_str_join(S("-"), StrList({"only"}))), "only");
  // "".join of one-character strs (one pass), and a longer or non-ASCII piece after some
  // (the general path)
  rpy_string *chars = rpy_str_join(S(""), StrList({"a", "c", "g", "t"}));
  EXPECT_EQ(Result(chars), "acgt");
  EXPECT_EQ(chars->codepoints, 4);
  EXPECT_EQ(Result(rpy_str_join(S(""), StrList({"a", "c", "gt", "t"}))), "acgtt");
  rpy_string *mixed = rpy_str_join(S(""), StrList({"a", "c", "é", "t"}));
  EXPECT_EQ(Result(mixed), "acét");
  EXPECT_EQ(rpy_str_cplen(mixed), 4);
  EXPECT_EQ(Result(rpy_str_join(S(""), StrList({"a", "", "t"}))), "at");
  rpy_list_str *with_none = StrList({"a", "c", "g"});
  with_none->items[2] = nullptr;
  EXPECT_EQ(rpy_str_join(S(""), with_none), nullptr);
  EXPECT_EQ(TakeException(), "TypeError: sequence item 2: expected str instance, NoneType found");
}

TEST_F(StringTest, Strip) {
  EXPECT_EQ(Result(rpy_str_strip(S("  hi  "), nullptr)), "hi");
  EXPECT_EQ(Result(rpy_str_lstrip(S("  hi  "), nullptr)), "hi  ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("  hi  "), nullptr)), "  hi");
  EXPECT_EQ(Result(rpy_str_strip(S("  hi  "), S("x"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("  hi  "), S("x"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("  hi  "), S("x"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_strip(S("  hi  "), S("é"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("  hi  "), S("é"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("  hi  "), S("é"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_strip(S("  hi  "), S("ix"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("  hi  "), S("ix"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("  hi  "), S("ix"))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_strip(S("  hi  "), S(""))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("  hi  "), S(""))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("  hi  "), S(""))), "  hi  ");
  EXPECT_EQ(Result(rpy_str_strip(S("\t\n hi \x1c"
                                   ""),
                                 nullptr)),
            "hi");
  EXPECT_EQ(Result(rpy_str_lstrip(S("\t\n hi \x1c"
                                    ""),
                                  nullptr)),
            "hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("\t\n hi \x1c"
                                    ""),
                                  nullptr)),
            "\t\n hi");
  EXPECT_EQ(Result(rpy_str_strip(S("\t\n hi \x1c"
                                   ""),
                                 S("x"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_lstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("x"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("x"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_strip(S("\t\n hi \x1c"
                                   ""),
                                 S("é"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_lstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("é"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("é"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_strip(S("\t\n hi \x1c"
                                   ""),
                                 S("ix"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_lstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("ix"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("\t\n hi \x1c"
                                    ""),
                                  S("ix"))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_strip(S("\t\n hi \x1c"
                                   ""),
                                 S(""))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_lstrip(S("\t\n hi \x1c"
                                    ""),
                                  S(""))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("\t\n hi \x1c"
                                    ""),
                                  S(""))),
            "\t\n hi \x1c"
            "");
  EXPECT_EQ(Result(rpy_str_strip(S("xxhixx"), nullptr)), "xxhixx");
  EXPECT_EQ(Result(rpy_str_lstrip(S("xxhixx"), nullptr)), "xxhixx");
  EXPECT_EQ(Result(rpy_str_rstrip(S("xxhixx"), nullptr)), "xxhixx");
  EXPECT_EQ(Result(rpy_str_strip(S("xxhixx"), S("x"))), "hi");
  EXPECT_EQ(Result(rpy_str_lstrip(S("xxhixx"), S("x"))), "hixx");
  EXPECT_EQ(Result(rpy_str_rstrip(S("xxhixx"), S("x"))), "xxhi");
  EXPECT_EQ(Result(rpy_str_strip(S("xxhixx"), S("é"))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_lstrip(S("xxhixx"), S("é"))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_rstrip(S("xxhixx"), S("é"))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_strip(S("xxhixx"), S("ix"))), "h");
  EXPECT_EQ(Result(rpy_str_lstrip(S("xxhixx"), S("ix"))), "hixx");
  EXPECT_EQ(Result(rpy_str_rstrip(S("xxhixx"), S("ix"))), "xxh");
  EXPECT_EQ(Result(rpy_str_strip(S("xxhixx"), S(""))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_lstrip(S("xxhixx"), S(""))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_rstrip(S("xxhixx"), S(""))), "xxhixx");
  EXPECT_EQ(Result(rpy_str_strip(S(""), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S(""), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S(""), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_strip(S(""), S("x"))), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S(""), S("x"))), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S(""), S("x"))), "");
  EXPECT_EQ(Result(rpy_str_strip(S(""), S("é"))), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S(""), S("é"))), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S(""), S("é"))), "");
  EXPECT_EQ(Result(rpy_str_strip(S(""), S("ix"))), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S(""), S("ix"))), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S(""), S("ix"))), "");
  EXPECT_EQ(Result(rpy_str_strip(S(""), S(""))), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S(""), S(""))), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S(""), S(""))), "");
  EXPECT_EQ(Result(rpy_str_strip(S("   "), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_lstrip(S("   "), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_rstrip(S("   "), nullptr)), "");
  EXPECT_EQ(Result(rpy_str_strip(S("   "), S("x"))), "   ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("   "), S("x"))), "   ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("   "), S("x"))), "   ");
  EXPECT_EQ(Result(rpy_str_strip(S("   "), S("é"))), "   ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("   "), S("é"))), "   ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("   "), S("é"))), "   ");
  EXPECT_EQ(Result(rpy_str_strip(S("   "), S("ix"))), "   ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("   "), S("ix"))), "   ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("   "), S("ix"))), "   ");
  EXPECT_EQ(Result(rpy_str_strip(S("   "), S(""))), "   ");
  EXPECT_EQ(Result(rpy_str_lstrip(S("   "), S(""))), "   ");
  EXPECT_EQ(Result(rpy_str_rstrip(S("   "), S(""))), "   ");
  EXPECT_EQ(Result(rpy_str_strip(S(" é　"), nullptr)), "é");
  EXPECT_EQ(Result(rpy_str_lstrip(S(" é　"), nullptr)), "é　");
  EXPECT_EQ(Result(rpy_str_rstrip(S(" é　"), nullptr)), " é");
  EXPECT_EQ(Result(rpy_str_strip(S(" é　"), S("x"))), " é　");
  EXPECT_EQ(Result(rpy_str_lstrip(S(" é　"), S("x"))), " é　");
  EXPECT_EQ(Result(rpy_str_rstrip(S(" é　"), S("x"))), " é　");
  EXPECT_EQ(Result(rpy_str_strip(S(" é　"), S("é"))), " é　");
  EXPECT_EQ(Result(rpy_str_lstrip(S(" é　"), S("é"))), " é　");
  EXPECT_EQ(Result(rpy_str_rstrip(S(" é　"), S("é"))), " é　");
  EXPECT_EQ(Result(rpy_str_strip(S(" é　"), S("ix"))), " é　");
  EXPECT_EQ(Result(rpy_str_lstrip(S(" é　"), S("ix"))), " é　");
  EXPECT_EQ(Result(rpy_str_rstrip(S(" é　"), S("ix"))), " é　");
  EXPECT_EQ(Result(rpy_str_strip(S(" é　"), S(""))), " é　");
  EXPECT_EQ(Result(rpy_str_lstrip(S(" é　"), S(""))), " é　");
  EXPECT_EQ(Result(rpy_str_rstrip(S(" é　"), S(""))), " é　");
  EXPECT_EQ(Result(rpy_str_strip(S("éaé"), nullptr)), "éaé");
  EXPECT_EQ(Result(rpy_str_lstrip(S("éaé"), nullptr)), "éaé");
  EXPECT_EQ(Result(rpy_str_rstrip(S("éaé"), nullptr)), "éaé");
  EXPECT_EQ(Result(rpy_str_strip(S("éaé"), S("x"))), "éaé");
  EXPECT_EQ(Result(rpy_str_lstrip(S("éaé"), S("x"))), "éaé");
  EXPECT_EQ(Result(rpy_str_rstrip(S("éaé"), S("x"))), "éaé");
  EXPECT_EQ(Result(rpy_str_strip(S("éaé"), S("é"))), "a");
  EXPECT_EQ(Result(rpy_str_lstrip(S("éaé"), S("é"))), "aé");
  EXPECT_EQ(Result(rpy_str_rstrip(S("éaé"), S("é"))), "éa");
  EXPECT_EQ(Result(rpy_str_strip(S("éaé"), S("ix"))), "éaé");
  EXPECT_EQ(Result(rpy_str_lstrip(S("éaé"), S("ix"))), "éaé");
  EXPECT_EQ(Result(rpy_str_rstrip(S("éaé"), S("ix"))), "éaé");
  EXPECT_EQ(Result(rpy_str_strip(S("éaé"), S(""))), "éaé");
  EXPECT_EQ(Result(rpy_str_lstrip(S("éaé"), S(""))), "éaé");
  EXPECT_EQ(Result(rpy_str_rstrip(S("éaé"), S(""))), "éaé");
}

TEST_F(StringTest, Padding) {
  EXPECT_EQ(Result(rpy_str_ljust(S("abc"), 0, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_rjust(S("abc"), 0, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_center(S("abc"), 0, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_ljust(S("abc"), 2, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_rjust(S("abc"), 2, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_center(S("abc"), 2, '*')), "abc");
  EXPECT_EQ(Result(rpy_str_ljust(S("abc"), 5, '*')), "abc**");
  EXPECT_EQ(Result(rpy_str_rjust(S("abc"), 5, '*')), "**abc");
  EXPECT_EQ(Result(rpy_str_center(S("abc"), 5, '*')), "*abc*");
  EXPECT_EQ(Result(rpy_str_ljust(S("abc"), 6, '*')), "abc***");
  EXPECT_EQ(Result(rpy_str_rjust(S("abc"), 6, '*')), "***abc");
  EXPECT_EQ(Result(rpy_str_center(S("abc"), 6, '*')), "*abc**");
  EXPECT_EQ(Result(rpy_str_ljust(S("abc"), 7, '*')), "abc****");
  EXPECT_EQ(Result(rpy_str_rjust(S("abc"), 7, '*')), "****abc");
  EXPECT_EQ(Result(rpy_str_center(S("abc"), 7, '*')), "**abc**");
  EXPECT_EQ(Result(rpy_str_ljust(S("ab"), 0, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_rjust(S("ab"), 0, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 0, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_ljust(S("ab"), 2, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_rjust(S("ab"), 2, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 2, '*')), "ab");
  EXPECT_EQ(Result(rpy_str_ljust(S("ab"), 5, '*')), "ab***");
  EXPECT_EQ(Result(rpy_str_rjust(S("ab"), 5, '*')), "***ab");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 5, '*')), "**ab*");
  EXPECT_EQ(Result(rpy_str_ljust(S("ab"), 6, '*')), "ab****");
  EXPECT_EQ(Result(rpy_str_rjust(S("ab"), 6, '*')), "****ab");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 6, '*')), "**ab**");
  EXPECT_EQ(Result(rpy_str_ljust(S("ab"), 7, '*')), "ab*****");
  EXPECT_EQ(Result(rpy_str_rjust(S("ab"), 7, '*')), "*****ab");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 7, '*')), "***ab**");
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 0, '*')), "é");
  EXPECT_EQ(Result(rpy_str_rjust(S("é"), 0, '*')), "é");
  EXPECT_EQ(Result(rpy_str_center(S("é"), 0, '*')), "é");
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 2, '*')), "é*");
  EXPECT_EQ(Result(rpy_str_rjust(S("é"), 2, '*')), "*é");
  EXPECT_EQ(Result(rpy_str_center(S("é"), 2, '*')), "é*");
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 5, '*')), "é****");
  EXPECT_EQ(Result(rpy_str_rjust(S("é"), 5, '*')), "****é");
  EXPECT_EQ(Result(rpy_str_center(S("é"), 5, '*')), "**é**");
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 6, '*')), "é*****");
  EXPECT_EQ(Result(rpy_str_rjust(S("é"), 6, '*')), "*****é");
  EXPECT_EQ(Result(rpy_str_center(S("é"), 6, '*')), "**é***");
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 7, '*')), "é******");
  EXPECT_EQ(Result(rpy_str_rjust(S("é"), 7, '*')), "******é");
  EXPECT_EQ(Result(rpy_str_center(S("é"), 7, '*')), "***é***");
  EXPECT_EQ(Result(rpy_str_ljust(S(""), 0, '*')), "");
  EXPECT_EQ(Result(rpy_str_rjust(S(""), 0, '*')), "");
  EXPECT_EQ(Result(rpy_str_center(S(""), 0, '*')), "");
  EXPECT_EQ(Result(rpy_str_ljust(S(""), 2, '*')), "**");
  EXPECT_EQ(Result(rpy_str_rjust(S(""), 2, '*')), "**");
  EXPECT_EQ(Result(rpy_str_center(S(""), 2, '*')), "**");
  EXPECT_EQ(Result(rpy_str_ljust(S(""), 5, '*')), "*****");
  EXPECT_EQ(Result(rpy_str_rjust(S(""), 5, '*')), "*****");
  EXPECT_EQ(Result(rpy_str_center(S(""), 5, '*')), "*****");
  EXPECT_EQ(Result(rpy_str_ljust(S(""), 6, '*')), "******");
  EXPECT_EQ(Result(rpy_str_rjust(S(""), 6, '*')), "******");
  EXPECT_EQ(Result(rpy_str_center(S(""), 6, '*')), "******");
  EXPECT_EQ(Result(rpy_str_ljust(S(""), 7, '*')), "*******");
  EXPECT_EQ(Result(rpy_str_rjust(S(""), 7, '*')), "*******");
  EXPECT_EQ(Result(rpy_str_center(S(""), 7, '*')), "*******");
}

TEST_F(StringTest, ZFill) {
  EXPECT_EQ(Result(rpy_str_zfill(S("42"), 0)), "42");
  EXPECT_EQ(Result(rpy_str_zfill(S("42"), 3)), "042");
  EXPECT_EQ(Result(rpy_str_zfill(S("42"), 5)), "00042");
  EXPECT_EQ(Result(rpy_str_zfill(S("-42"), 0)), "-42");
  EXPECT_EQ(Result(rpy_str_zfill(S("-42"), 3)), "-42");
  EXPECT_EQ(Result(rpy_str_zfill(S("-42"), 5)), "-0042");
  EXPECT_EQ(Result(rpy_str_zfill(S("+7"), 0)), "+7");
  EXPECT_EQ(Result(rpy_str_zfill(S("+7"), 3)), "+07");
  EXPECT_EQ(Result(rpy_str_zfill(S("+7"), 5)), "+0007");
  EXPECT_EQ(Result(rpy_str_zfill(S(""), 0)), "");
  EXPECT_EQ(Result(rpy_str_zfill(S(""), 3)), "000");
  EXPECT_EQ(Result(rpy_str_zfill(S(""), 5)), "00000");
  EXPECT_EQ(Result(rpy_str_zfill(S("-"), 0)), "-");
  EXPECT_EQ(Result(rpy_str_zfill(S("-"), 3)), "-00");
  EXPECT_EQ(Result(rpy_str_zfill(S("-"), 5)), "-0000");
  EXPECT_EQ(Result(rpy_str_zfill(S("abc"), 0)), "abc");
  EXPECT_EQ(Result(rpy_str_zfill(S("abc"), 3)), "abc");
  EXPECT_EQ(Result(rpy_str_zfill(S("abc"), 5)), "00abc");
  EXPECT_EQ(Result(rpy_str_zfill(S("é"), 0)), "é");
  EXPECT_EQ(Result(rpy_str_zfill(S("é"), 3)), "00é");
  EXPECT_EQ(Result(rpy_str_zfill(S("é"), 5)), "0000é");
}

TEST_F(StringTest, Ord) {
  EXPECT_EQ(IntResult(rpy_str_ord(S("a"))), "97");
  EXPECT_EQ(IntResult(rpy_str_ord(S("é"))), "233");
  EXPECT_EQ(IntResult(rpy_str_ord(S("€"))), "8364");
  EXPECT_EQ(IntResult(rpy_str_ord(S("😀"))), "128512");
  EXPECT_EQ(IntResult(rpy_str_ord(S(""))),
            "TypeError: ord() expected a character, but string of length 0 found");
  EXPECT_EQ(IntResult(rpy_str_ord(S("ab"))),
            "TypeError: ord() expected a character, but string of length 2 found");
  EXPECT_EQ(IntResult(rpy_str_ord(S("é!"))),
            "TypeError: ord() expected a character, but string of length 2 found");
}

TEST_F(StringTest, Chr) {
  EXPECT_EQ(Result(rpy_str_chr(65)), "A");
  EXPECT_EQ(Result(rpy_str_chr(0)), std::string(1, '\0'));
  EXPECT_EQ(Result(rpy_str_chr(233)), "é");
  EXPECT_EQ(Result(rpy_str_chr(8364)), "€");
  EXPECT_EQ(Result(rpy_str_chr(128512)), "😀");
  EXPECT_EQ(Result(rpy_str_chr(1114111)), "􏿿");
  EXPECT_EQ(Result(rpy_str_chr(-1)), "ValueError: chr() arg not in range(0x110000)");
  EXPECT_EQ(Result(rpy_str_chr(1114112)), "ValueError: chr() arg not in range(0x110000)");
}

TEST_F(StringTest, Repr) {
  EXPECT_EQ(Result(rpy_str_repr(S("abc"))), "'abc'");
  EXPECT_EQ(Result(rpy_str_repr(S("it's"))), "\"it's\"");
  EXPECT_EQ(Result(rpy_str_repr(S("say \"hi\""))), "'say \"hi\"'");
  EXPECT_EQ(Result(rpy_str_repr(S("both ' and \""))), "'both \\' and \"'");
  EXPECT_EQ(Result(rpy_str_repr(S("back\\slash"))), "'back\\\\slash'");
  EXPECT_EQ(Result(rpy_str_repr(S("tab\there\nnl\rcr"))), "'tab\\there\\nnl\\rcr'");
  EXPECT_EQ(Result(rpy_str_repr(S(std::string("\x00\x07\x1b\x7f", 4)))), "'\\x00\\x07\\x1b\\x7f'");
  EXPECT_EQ(Result(rpy_str_repr(S("é ÿ Ж 😀"))), "'é ÿ Ж 😀'");
  EXPECT_EQ(Result(rpy_str_repr(S(" ­"))), "'\\x80\\x9f\\xa0\\xad'");
  EXPECT_EQ(Result(rpy_str_repr(S(" ​﻿"))), "'\\u2028\\u200b\\ufeff\\ue000'");
  EXPECT_EQ(Result(rpy_str_repr(S("󠀁"))), "'\\U000e0001'");
  EXPECT_EQ(Result(rpy_str_repr(S(""))), "''");
}

TEST_F(StringTest, Ascii) {
  EXPECT_EQ(Result(rpy_str_ascii(S("abc"))), "'abc'");
  EXPECT_EQ(Result(rpy_str_ascii(S("it's"))), "\"it's\"");
  EXPECT_EQ(Result(rpy_str_ascii(S("say \"hi\""))), "'say \"hi\"'");
  EXPECT_EQ(Result(rpy_str_ascii(S("both ' and \""))), "'both \\' and \"'");
  EXPECT_EQ(Result(rpy_str_ascii(S("back\\slash"))), "'back\\\\slash'");
  EXPECT_EQ(Result(rpy_str_ascii(S("tab\there\nnl\rcr"))), "'tab\\there\\nnl\\rcr'");
  EXPECT_EQ(Result(rpy_str_ascii(S(std::string("\x00\x07\x1b\x7f", 4)))), "'\\x00\\x07\\x1b\\x7f'");
  EXPECT_EQ(Result(rpy_str_ascii(S("é ÿ Ж 😀"))), "'\\xe9 \\xff \\u0416 \\U0001f600'");
  EXPECT_EQ(Result(rpy_str_ascii(S(" ­"))), "'\\x80\\x9f\\xa0\\xad'");
  EXPECT_EQ(Result(rpy_str_ascii(S(" ​﻿"))), "'\\u2028\\u200b\\ufeff\\ue000'");
  EXPECT_EQ(Result(rpy_str_ascii(S("󠀁"))), "'\\U000e0001'");
  EXPECT_EQ(Result(rpy_str_ascii(S(""))), "''");
}

TEST_F(StringTest, ByteOffsets) {  // the runtime's and GenC's cuts after a byte search
  rpy_string *s = S("clé=valeur=ü");
  EXPECT_EQ(rpy_str_find_bytes(s, S("=")), 4);
  EXPECT_EQ(rpy_str_rfind_bytes(s, S("=")), 11);
  EXPECT_EQ(rpy_str_rfind_bytes(s, S("")), 14);
  EXPECT_EQ(rpy_str_find_bytes(s, S("x")), -1);
  EXPECT_EQ(Str(rpy_str_slice_bytes(s, 0, 4)), "clé");
  EXPECT_EQ(rpy_str_slice_bytes(s, 0, s->length), s);
}

TEST_F(StringTest, UnicodePadding) {
  EXPECT_EQ(Result(rpy_str_ljust(S("é"), 4, 0x2605)), "é★★★");
  EXPECT_EQ(Result(rpy_str_center(S("ab"), 5, 0xB7)), "··ab·");
  EXPECT_EQ(Result(rpy_str_rjust(S("日本"), 4, 0xFF0A)), "＊＊日本");
  EXPECT_EQ(Result(rpy_str_center(S("😀"), 5, '-')), "--😀--");
}

TEST_F(StringTest, ReprChar) {
  EXPECT_EQ(Result(rpy_str_repr_char('a')), "'a'");
  EXPECT_EQ(Result(rpy_str_repr_char('\'')), "\"'\"");
  EXPECT_EQ(Result(rpy_str_repr_char('"')), "'\"'");
  EXPECT_EQ(Result(rpy_str_repr_char('\\')), "'\\\\'");
  EXPECT_EQ(Result(rpy_str_repr_char('\n')), "'\\n'");
  EXPECT_EQ(Result(rpy_str_repr_char('\x01')), "'\\x01'");
  EXPECT_EQ(Result(rpy_str_repr_char(0xE9)), "'é'");
  EXPECT_EQ(Result(rpy_str_repr_char(0x85)), "'\\x85'");
  EXPECT_EQ(Result(rpy_str_repr_char(0x1F600)), "'😀'");
  EXPECT_EQ(Result(rpy_str_repr_char(0xD800)), "'\\ud800'");
  EXPECT_EQ(Result(rpy_str_repr_char(0x10FFFF)), "'\\U0010ffff'");
}

}  // namespace
