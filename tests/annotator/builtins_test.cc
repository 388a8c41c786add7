// Builtin functions (len, range, enumerate, zip, reversed, min, max, abs, int, float,
// str, repr, chr, ord, hash, isinstance, issubclass, print, iter, next, constructors,
// sorted) and external functions with declared signatures (os, time, math)
// (fixtures/ann_builtins.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_builtins"); }
std::string R(const std::string& function) { return P().Return("ann_builtins." + function); }

TEST(BuiltinsTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(BuiltinsTest, LenOfAList) { EXPECT_EQ(R("len_of_list"), "nonneg int"); }
TEST(BuiltinsTest, LenOfADict) { EXPECT_EQ(R("len_of_dict"), "nonneg int"); }

TEST(BuiltinsTest, RangeOfOneArgumentCountsFromZero) {
  EXPECT_EQ(R("range_one"), "nonneg int");
  EXPECT_EQ(P().Var("ann_builtins.range_one", "k"), "nonneg int");
}
TEST(BuiltinsTest, RangeFromANonnegStart) {
  EXPECT_EQ(R("range_start_stop"), "list of nonneg int");
}
TEST(BuiltinsTest, RangeFromASignedStart) { EXPECT_EQ(R("range_signed_start"), "list of int"); }
TEST(BuiltinsTest, RangeCountingDownToMinusOneStaysNonneg) {
  // range(n, -1, -1): every item is above the stop.
  EXPECT_EQ(R("range_negative_step"), "list of nonneg int");
}
TEST(BuiltinsTest, ListOfARange) {
  EXPECT_EQ(R("range_as_list"), "list of nonneg int");
  EXPECT_EQ(P().OpResult("ann_builtins.range_as_list", "simple_call"), "range list of nonneg int");
}

TEST(BuiltinsTest, EnumerateGivesNonnegCounters) {
  EXPECT_EQ(R("enumerate_list"), "nonneg int");
  EXPECT_EQ(P().Var("ann_builtins.enumerate_list", "idx"), "nonneg int");
  EXPECT_EQ(P().Var("ann_builtins.enumerate_list", "w"), "str");
}
TEST(BuiltinsTest, EnumerateItemsArePairs) {
  EXPECT_EQ(R("enumerate_item"), "tuple(nonneg int, str)");
}
TEST(BuiltinsTest, EnumerateWithAStart) {
  EXPECT_EQ(R("enumerate_start"), "nonneg int");
  EXPECT_EQ(P().OpResult("ann_builtins.enumerate_start", "simple_call"),
            "iterator over list of str");
}

TEST(BuiltinsTest, ZipGivesTuples) {
  EXPECT_EQ(R("zip_two"), "list of tuple(nonneg int, str)");
  EXPECT_EQ(P().Var("ann_builtins.zip_two", "w"), "str");
  EXPECT_EQ(P().Var("ann_builtins.zip_two", "k"), "nonneg int");
}

TEST(BuiltinsTest, ReversedList) { EXPECT_EQ(R("reversed_list"), "list of str"); }
TEST(BuiltinsTest, ReversedStr) { EXPECT_EQ(R("reversed_str"), "str"); }

TEST(BuiltinsTest, MinOfTwoNonneg) { EXPECT_EQ(R("min_of_two"), "nonneg int"); }
// A float that may be the int (max(3, 1.5) is the int 3).
TEST(BuiltinsTest, MaxOfIntAndFloatIsFloat) { EXPECT_EQ(R("max_of_mixed"), "float or int"); }
TEST(BuiltinsTest, MinOfAList) { EXPECT_EQ(R("min_of_list"), "str"); }
TEST(BuiltinsTest, MaxOfStrs) { EXPECT_EQ(R("max_of_strs"), "str"); }
TEST(BuiltinsTest, MaxWithZeroIsNonneg) { EXPECT_EQ(R("max_with_zero"), "nonneg int"); }
TEST(BuiltinsTest, MinOfNonnegsIsNonneg) { EXPECT_EQ(R("min_of_nonneg"), "nonneg int"); }

TEST(BuiltinsTest, AbsOfFloat) { EXPECT_EQ(R("abs_float"), "float"); }

TEST(BuiltinsTest, IntOfStrMayBeNegative) { EXPECT_EQ(R("int_of_str"), "int"); }
TEST(BuiltinsTest, IntOfStrWithBase) { EXPECT_EQ(R("int_of_str_base"), "int"); }
TEST(BuiltinsTest, IntOfFloat) { EXPECT_EQ(R("int_of_float"), "int"); }
TEST(BuiltinsTest, IntOfBool) { EXPECT_EQ(R("int_of_bool"), "nonneg int"); }
TEST(BuiltinsTest, FloatOfInt) { EXPECT_EQ(R("float_of_int"), "float"); }
TEST(BuiltinsTest, FloatOfStr) { EXPECT_EQ(R("float_of_str"), "float"); }
TEST(BuiltinsTest, StrOfAList) { EXPECT_EQ(R("str_of_list"), "str"); }
TEST(BuiltinsTest, ReprOfAFloat) { EXPECT_EQ(R("repr_of_float"), "str"); }
TEST(BuiltinsTest, ChrGivesAChar) { EXPECT_EQ(R("chr_of_int"), "char"); }
TEST(BuiltinsTest, OrdGivesANonnegInt) { EXPECT_EQ(R("ord_of_char"), "nonneg int"); }
TEST(BuiltinsTest, HashGivesAnInt) { EXPECT_EQ(R("hash_of_str"), "int"); }
TEST(BuiltinsTest, BoolOfAList) { EXPECT_EQ(R("bool_of_list"), "bool"); }

TEST(BuiltinsTest, PrintWithSepAndEnd) {
  EXPECT_EQ(R("print_sep_end"), "nonneg int = int:0");
  EXPECT_EQ(P().OpResult("ann_builtins.print_sep_end", "call_args"), "None");
}
TEST(BuiltinsTest, PrintWithoutArguments) { EXPECT_EQ(R("print_nothing"), "nonneg int = int:1"); }

TEST(BuiltinsTest, IterAndNext) {
  EXPECT_EQ(R("iter_next"), "str");
  EXPECT_EQ(P().Var("ann_builtins.iter_next", "it"), "iterator over list of str");
}
TEST(BuiltinsTest, NextWithADefault) { EXPECT_EQ(R("next_with_default"), "str"); }

TEST(BuiltinsTest, ListOfAStrGivesChars) { EXPECT_EQ(R("list_of_str"), "list of char"); }
TEST(BuiltinsTest, ListOfADictGivesKeys) { EXPECT_EQ(R("list_of_dict"), "list of str"); }
TEST(BuiltinsTest, EmptyDictConstructor) { EXPECT_EQ(R("empty_dict"), "dict of char to float"); }
TEST(BuiltinsTest, TupleOfATuple) { EXPECT_EQ(R("tuple_of_tuple"), "tuple(nonneg int, str)"); }

TEST(BuiltinsTest, SortedInts) { EXPECT_EQ(R("sorted_ints"), "list of nonneg int"); }
TEST(BuiltinsTest, SortedFloats) { EXPECT_EQ(R("sorted_floats"), "list of float"); }
TEST(BuiltinsTest, SortedStrs) { EXPECT_EQ(R("sorted_strs"), "list of str"); }
TEST(BuiltinsTest, SortedWithReverse) { EXPECT_EQ(R("sorted_reverse"), "list of str"); }
TEST(BuiltinsTest, SortedDictGivesKeys) { EXPECT_EQ(R("sorted_dict_keys"), "list of str"); }

TEST(BuiltinsTest, IsinstanceOfBuiltinTypesIsDecidedStatically) {
  EXPECT_EQ(R("isinstance_int"), "bool = bool:True");
  EXPECT_EQ(R("isinstance_str_of_int"), "bool = bool:False");
  EXPECT_EQ(R("isinstance_float"), "bool = bool:True");
}

// What a match statement's sequence patterns test (rlib.rmatch.SEQUENCE_CLASSES).
TEST(BuiltinsTest, IsinstanceOfSequenceClasses) {
  EXPECT_EQ(R("isinstance_range_of_list"), "bool = bool:False");
  EXPECT_EQ(R("isinstance_str_of_sequences"), "bool = bool:False");
  EXPECT_EQ(R("isinstance_tuple_of_sequences"), "bool = bool:True");
}

// `case True:` against an int subject: an int is never the bool singleton.
TEST(BuiltinsTest, IntIsNeverTrue) { EXPECT_EQ(R("int_is_true"), "bool = bool:False"); }

TEST(BuiltinsTest, IssubclassOfConstantClasses) {
  EXPECT_EQ(R("issubclass_classes"), "bool = bool:True");
  EXPECT_EQ(R("issubclass_false"), "bool = bool:False");
}

TEST(BuiltinsTest, OsWriteGivesACount) { EXPECT_EQ(R("os_write"), "nonneg int"); }
TEST(BuiltinsTest, OsReadGivesBytes) { EXPECT_EQ(R("os_read"), "bytes"); }
TEST(BuiltinsTest, OsOpenGivesADescriptor) {
  EXPECT_EQ(R("os_open_close"), "nonneg int");
  EXPECT_EQ(P().OpResults("ann_builtins.os_open_close", "simple_call"), "nonneg int | None");
}

TEST(BuiltinsTest, TimeFunctionsGiveFloats) {
  EXPECT_EQ(R("time_time"), "float");
  EXPECT_EQ(R("time_perf_counter"), "float");
}

TEST(BuiltinsTest, MathFunctionsOfFloats) {
  EXPECT_EQ(R("math_sqrt"), "float");
  EXPECT_EQ(R("math_pow"), "float");
  EXPECT_EQ(R("math_trig"), "float");
  EXPECT_EQ(R("math_log_int"), "float");
}
TEST(BuiltinsTest, MathFloorAndCeilGiveInts) {
  // Python 3: math.floor(2.5) is the int 2.
  EXPECT_EQ(R("math_floor"), "int");
  EXPECT_EQ(R("math_ceil"), "int");
}
TEST(BuiltinsTest, MathPredicates) { EXPECT_EQ(R("math_isnan"), "bool"); }
TEST(BuiltinsTest, MathConstantsAreFloatConstants) {
  EXPECT_EQ(R("math_pi"), "float = float:6.283185307179586");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
