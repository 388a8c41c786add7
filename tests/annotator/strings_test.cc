// str: methods, % and f-string formatting, str()/repr(), iteration over characters
// (fixtures/ann_strings.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_strings"); }
std::string R(const std::string& function) { return P().Return("ann_strings." + function); }

TEST(StringsTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(StringsTest, JoinOfAListOfStr) { EXPECT_EQ(R("join_list"), "str"); }
TEST(StringsTest, JoinOfAListComprehensionOfChars) {
  EXPECT_EQ(R("join_chars"), "str");
  EXPECT_EQ(P().OpResult("ann_strings.join_chars", "newlist"), "list of char");
}

TEST(StringsTest, SplitGivesAListOfStr) {
  EXPECT_EQ(R("split_default"), "list of str");
  EXPECT_EQ(R("split_sep"), "list of str");
  EXPECT_EQ(R("split_maxsplit"), "list of str");
  EXPECT_EQ(R("rsplit_sep"), "list of str");
}
TEST(StringsTest, SplitlinesGivesAListOfStr) { EXPECT_EQ(R("splitlines"), "list of str"); }

TEST(StringsTest, StripFamilyGivesStr) {
  EXPECT_EQ(R("strip_default"), "str");
  EXPECT_EQ(R("lstrip_chars"), "str");
  EXPECT_EQ(R("rstrip_newline"), "str");
}

TEST(StringsTest, StartswithEndswithGiveBool) {
  EXPECT_EQ(R("startswith_prefix"), "bool");
  EXPECT_EQ(R("endswith_suffix"), "bool");
}

TEST(StringsTest, FindMayReturnMinusOne) {
  EXPECT_EQ(R("find_sub"), "int");
  EXPECT_EQ(R("rfind_char"), "int");
  EXPECT_EQ(R("find_with_start"), "int");
}

TEST(StringsTest, IndexRaisesInsteadOfMinusOne) {
  EXPECT_EQ(R("index_sub"), "nonneg int");
  EXPECT_EQ(R("rindex_sub"), "nonneg int");
}

TEST(StringsTest, ReplaceGivesStr) { EXPECT_EQ(R("replace_sub"), "str"); }
TEST(StringsTest, UpperLowerGiveStr) { EXPECT_EQ(R("upper_lower"), "str"); }
TEST(StringsTest, UpperOfACharIsAStr) {
  // "ß".upper() == "SS": a char's case mapping need not be one character.
  EXPECT_EQ(R("char_upper"), "str");
}
TEST(StringsTest, TitleGivesStr) { EXPECT_EQ(R("title"), "str"); }

TEST(StringsTest, PredicatesGiveBool) {
  EXPECT_EQ(R("isdigit"), "bool");
  EXPECT_EQ(R("isalpha_char"), "bool");
  EXPECT_EQ(R("isspace"), "bool");
  EXPECT_EQ(R("isalnum"), "bool");
}

TEST(StringsTest, CountIsNonneg) { EXPECT_EQ(R("count_sub"), "nonneg int"); }

TEST(StringsTest, PercentFormattingOfOneValue) { EXPECT_EQ(R("percent_int"), "str"); }
TEST(StringsTest, PercentFormattingOfATuple) { EXPECT_EQ(R("percent_tuple"), "str"); }
TEST(StringsTest, PercentRepr) { EXPECT_EQ(R("percent_repr"), "str"); }

TEST(StringsTest, FStrings) {
  EXPECT_EQ(R("fstring_simple"), "str");
  EXPECT_EQ(R("fstring_format_spec"), "str");
  EXPECT_EQ(R("fstring_repr"), "str");
}

TEST(StringsTest, StrAndReprOfValues) {
  EXPECT_EQ(R("str_of_int"), "str");
  EXPECT_EQ(R("str_of_float"), "str");
  EXPECT_EQ(R("repr_of_str"), "str");
}

TEST(StringsTest, IteratingOverAStrGivesChars) {
  // `last` joins the constant "?" (a char) and the loop's chars.
  EXPECT_EQ(R("iterate_chars"), "char");
  EXPECT_EQ(P().Var("ann_strings.iterate_chars", "ch"), "char");
}

TEST(StringsTest, CharInConstantStr) { EXPECT_EQ(R("count_vowels"), "nonneg int"); }
TEST(StringsTest, ChainedCharComparison) { EXPECT_EQ(R("char_comparison"), "bool"); }

TEST(StringsTest, StringBuiltInALoop) {
  EXPECT_EQ(R("string_builder_loop"), "str");
  EXPECT_EQ(P().Var("ann_strings.string_builder_loop", "out"), "str");
}

TEST(StringsTest, LenOfStrIsNonneg) { EXPECT_EQ(R("len_of_str"), "nonneg int"); }
TEST(StringsTest, StrOrNone) { EXPECT_EQ(R("str_or_none"), "str or None"); }
TEST(StringsTest, PartitionGivesATripleOfStr) { EXPECT_EQ(R("partition"), "tuple(str, str, str)"); }
TEST(StringsTest, PaddingMethodsGiveStr) {
  EXPECT_EQ(R("zfill"), "str");
  EXPECT_EQ(R("ljust"), "str");
}
TEST(StringsTest, EncodeGivesBytes) { EXPECT_EQ(R("encode_utf8"), "bytes"); }
TEST(StringsTest, MethodChains) { EXPECT_EQ(R("strip_then_split"), "list of str"); }

TEST(StringsTest, BoundMethodOfAStr) {
  EXPECT_EQ(P().OpResult("ann_strings.split_sep", "getattr"), "method str.split of str");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
