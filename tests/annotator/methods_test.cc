// Builtin methods and functions beyond the basics: keyword and optional arguments,
// bytes, str()/repr()/print() of instances through __str__/__repr__, numeric builtins,
// dict and list methods with optional arguments (fixtures/ann_methods.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_methods"); }
std::string R(const std::string& function) { return P().Return("ann_methods." + function); }

TEST(MethodsTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

// --- str ---

TEST(MethodsTest, SplitWithKeywords) {
  EXPECT_EQ(R("split_maxsplit_keyword"), "list of str");
  EXPECT_EQ(R("split_sep_keyword"), "list of str");
}
TEST(MethodsTest, RsplitWithNoneSeparator) { EXPECT_EQ(R("rsplit_none_sep"), "list of str"); }
TEST(MethodsTest, SplitlinesKeepends) { EXPECT_EQ(R("splitlines_keepends"), "list of str"); }
TEST(MethodsTest, StartswithATupleOfPrefixes) { EXPECT_EQ(R("startswith_tuple"), "bool"); }
TEST(MethodsTest, EndswithStartAndEnd) { EXPECT_EQ(R("endswith_with_range"), "bool"); }
TEST(MethodsTest, CountFromAStart) { EXPECT_EQ(R("count_with_start"), "nonneg int"); }
TEST(MethodsTest, ReplaceWithACount) { EXPECT_EQ(R("replace_count"), "str"); }
TEST(MethodsTest, CenterWithAFillCharacter) { EXPECT_EQ(R("center_fill"), "str"); }
TEST(MethodsTest, Rpartition) { EXPECT_EQ(R("rpartition"), "tuple(str, str, str)"); }
TEST(MethodsTest, Removeprefix) { EXPECT_EQ(R("removeprefix"), "str"); }
TEST(MethodsTest, FormatMethod) { EXPECT_EQ(R("format_method"), "str"); }
TEST(MethodsTest, EncodeWithAnEncoding) { EXPECT_EQ(R("encode_ascii"), "bytes"); }
TEST(MethodsTest, Isdecimal) { EXPECT_EQ(R("isdecimal"), "bool"); }
TEST(MethodsTest, Casefold) { EXPECT_EQ(R("casefold"), "str"); }

// --- bytes ---

TEST(MethodsTest, BytesDecodeGivesStr) { EXPECT_EQ(R("bytes_decode"), "str"); }
TEST(MethodsTest, BytesStripAndSplit) { EXPECT_EQ(R("bytes_methods"), "list of bytes"); }
TEST(MethodsTest, BytesFind) { EXPECT_EQ(R("bytes_find"), "int"); }
TEST(MethodsTest, BytesStartswith) { EXPECT_EQ(R("bytes_startswith"), "bool"); }

// --- str(), repr(), print() of instances ---

TEST(MethodsTest, StrOfAnInstanceCallsItsStr) {
  EXPECT_EQ(R("str_of_instance"), "str");
  EXPECT_EQ(R("Money.__str__"), "str");
  EXPECT_EQ(P().Var("ann_methods.Money.__str__", "self"), "instance of ann_methods.Money");
}
TEST(MethodsTest, PrintOfInstancesCallsStrOrRepr) {
  EXPECT_EQ(R("print_instance"), "nonneg int = int:0");
  EXPECT_EQ(R("Tagged.__repr__"), "str");
}
TEST(MethodsTest, ReprOfAnInstanceCallsItsRepr) { EXPECT_EQ(R("repr_of_instance"), "str"); }
TEST(MethodsTest, StrOfAnExceptionIsItsMessage) { EXPECT_EQ(R("str_of_exception"), "str"); }
TEST(MethodsTest, StrOfAListOfInstancesUsesRepr) { EXPECT_EQ(R("list_of_instances_shown"), "str"); }
// Items of a container shown by str.format() or "%": their class's __repr__ is
// annotated (GenC's repr helper calls it); "%r" and "{!r}" need __repr__ even when
// __str__ exists.
TEST(MethodsTest, FormatOfAContainerOfInstancesCallsTheirRepr) {
  EXPECT_EQ(R("format_of_labels"), "str");
  EXPECT_EQ(R("Label.__repr__"), "str");
  EXPECT_EQ(P().Var("ann_methods.Label.__repr__", "self"), "instance of ann_methods.Label");
}
TEST(MethodsTest, PercentOfAnInstanceAnnotatesStrAndRepr) {
  EXPECT_EQ(R("percent_r_of_priced"), "str");
  EXPECT_EQ(R("Priced.__str__"), "str");
  EXPECT_EQ(R("Priced.__repr__"), "str");
}

// --- numeric builtins ---

TEST(MethodsTest, DivmodOfNonnegInts) {
  EXPECT_EQ(R("divmod_ints"), "tuple(nonneg int, nonneg int)");
}
TEST(MethodsTest, DivmodFloorsWithTheDivisorsSign) {
  EXPECT_EQ(R("divmod_signed"), "tuple(int, nonneg int)");
}
TEST(MethodsTest, DivmodOfFloats) { EXPECT_EQ(R("divmod_floats"), "tuple(float, float)"); }
TEST(MethodsTest, PowBuiltinWithANonnegExponent) { EXPECT_EQ(R("pow_builtin"), "nonneg int"); }
TEST(MethodsTest, PowWithAModulus) { EXPECT_EQ(R("pow_modulo"), "nonneg int"); }
TEST(MethodsTest, RoundGivesAnInt) { EXPECT_EQ(R("round_float"), "int"); }
TEST(MethodsTest, RoundWithDigitsGivesAFloat) { EXPECT_EQ(R("round_digits"), "float"); }
TEST(MethodsTest, SumOfInts) { EXPECT_EQ(R("sum_ints"), "nonneg int"); }
// sum() of floats is the int 0 when the list is empty.
TEST(MethodsTest, SumOfFloats) { EXPECT_EQ(R("sum_floats"), "float or int"); }
TEST(MethodsTest, SumWithAStart) { EXPECT_EQ(R("sum_start"), "nonneg int"); }
TEST(MethodsTest, AnyAndAll) { EXPECT_EQ(R("any_all"), "bool"); }
TEST(MethodsTest, HexBinOct) { EXPECT_EQ(R("hex_bin"), "str"); }
TEST(MethodsTest, MaxOfAList) { EXPECT_EQ(R("max_of_list"), "nonneg int"); }
TEST(MethodsTest, MinOfAStrIsAChar) { EXPECT_EQ(R("min_of_str"), "char"); }
TEST(MethodsTest, MaxWithANonnegArgumentIsNonneg) {
  EXPECT_EQ(R("max_keeps_nonneg"), "nonneg int");
}
TEST(MethodsTest, AbsCalledThroughAName) { EXPECT_EQ(R("abs_via_name"), "nonneg int"); }

// --- constructors, isinstance with tuples, iter ---

TEST(MethodsTest, DictOfPairs) { EXPECT_EQ(R("dict_of_pairs"), "dict of str to nonneg int"); }
TEST(MethodsTest, DictOfZip) { EXPECT_EQ(R("dict_of_zip"), "dict of str to nonneg int"); }
TEST(MethodsTest, DictOfADict) {
  EXPECT_EQ(R("dict_copy_constructor"), "dict of str to nonneg int");
}
TEST(MethodsTest, EmptyTuple) { EXPECT_EQ(R("empty_tuple"), "tuple()"); }
TEST(MethodsTest, IterOverAStr) { EXPECT_EQ(R("iter_over_str"), "char"); }
TEST(MethodsTest, IsinstanceWithATupleOfClasses) {
  EXPECT_EQ(R("isinstance_tuple_of_classes"), "bool = bool:True");
}
TEST(MethodsTest, IsinstanceWithATupleOfTypes) {
  EXPECT_EQ(R("isinstance_tuple_of_types"), "bool = bool:True");
}

// --- os, time, math ---

TEST(MethodsTest, OsGetpid) { EXPECT_EQ(R("os_getpid"), "nonneg int"); }
TEST(MethodsTest, TimeSleepAndTimeNs) { EXPECT_EQ(R("time_sleep_ns"), "nonneg int"); }
TEST(MethodsTest, MathIntegerFunctions) { EXPECT_EQ(R("math_extras"), "int"); }
TEST(MethodsTest, MathFrexp) { EXPECT_EQ(R("math_frexp"), "tuple(float, int)"); }
TEST(MethodsTest, MathModf) { EXPECT_EQ(R("math_modf"), "tuple(float, float)"); }

// --- dict and list methods ---

TEST(MethodsTest, DictPopitem) { EXPECT_EQ(R("dict_popitem"), "tuple(str, nonneg int)"); }
TEST(MethodsTest, SetdefaultOfAnEmptyDict) {
  EXPECT_EQ(R("dict_setdefault_list"), "dict of str to list of str");
}
TEST(MethodsTest, GetWithoutDefaultOfNullableValues) {
  EXPECT_EQ(R("dict_get_nullable_values"), "instance of ann_methods.Money or None");
}
TEST(MethodsTest, ListIndexWithAStart) { EXPECT_EQ(R("list_index_start"), "nonneg int"); }
TEST(MethodsTest, ListPopAtAnIndex) { EXPECT_EQ(R("list_pop_index"), "str"); }
TEST(MethodsTest, ListCountGeneralisesTheItems) {
  // The value compared with the items must be representable as one (as in RPython).
  EXPECT_EQ(R("list_count_generalises"), "nonneg int");
  EXPECT_EQ(P().Var("ann_methods.list_count_generalises", "items"), "list of int");
}

// --- ordering tuples, r_uint ---

TEST(MethodsTest, SortedItemsOrdersTuples) {
  EXPECT_EQ(R("sorted_items"), "list of tuple(str, nonneg int)");
}
TEST(MethodsTest, SortOfTuples) { EXPECT_EQ(R("sort_pairs"), "list of tuple(nonneg int, str)"); }
TEST(MethodsTest, MaxOfTuples) { EXPECT_EQ(R("max_of_pairs"), "tuple(nonneg int, str)"); }
TEST(MethodsTest, IsinstanceRUint) {
  EXPECT_EQ(R("isinstance_r_uint"), "bool = bool:True");
  EXPECT_EQ(R("isinstance_int_not_r_uint"), "bool = bool:False");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
