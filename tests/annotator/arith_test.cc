// Arithmetic with Python 3 semantics: / gives float, // and % floor (the sign of % is
// the divisor's), bool arithmetic gives int, comparisons, `is`, `in`, indexing and
// slicing, sequence concatenation and repetition (fixtures/ann_arith.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_arith"); }
std::string R(const std::string& function) { return P().Return("ann_arith." + function); }

TEST(ArithTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(ArithTest, TrueDivisionOfIntsIsFloat) { EXPECT_EQ(R("true_div_ints"), "float"); }
TEST(ArithTest, TrueDivisionOfFloatByInt) { EXPECT_EQ(R("true_div_float"), "float"); }
TEST(ArithTest, InplaceTrueDivisionTurnsIntIntoFloat) { EXPECT_EQ(R("inplace_div"), "float"); }

TEST(ArithTest, FloorDivisionOfNonnegIntsStaysNonneg) {
  EXPECT_EQ(R("floor_div_nonneg"), "nonneg int");
}
TEST(ArithTest, FloorDivisionOfSignedIntIsInt) { EXPECT_EQ(R("floor_div_signed"), "int"); }
TEST(ArithTest, FloorDivisionOfFloatIsFloat) { EXPECT_EQ(R("floor_div_float"), "float"); }

TEST(ArithTest, ModuloTakesTheSignOfTheDivisor) {
  // Python 3 floors: -1 % 3 == 2, 7 % -2 == -1.
  EXPECT_EQ(R("mod_nonneg_divisor"), "nonneg int");
  EXPECT_EQ(R("mod_signed_divisor"), "int");
}
TEST(ArithTest, ModuloOfFloatsIsFloat) { EXPECT_EQ(R("mod_float"), "float"); }

TEST(ArithTest, AdditionKeepsNonnegOnlyWhenBothAre) {
  EXPECT_EQ(R("add_nonneg"), "nonneg int");
  EXPECT_EQ(R("add_signed"), "int");
}
TEST(ArithTest, SubtractionIsSigned) { EXPECT_EQ(R("sub_nonneg"), "int"); }
TEST(ArithTest, MultiplicationOfNonneg) { EXPECT_EQ(R("mul_nonneg"), "nonneg int"); }
TEST(ArithTest, IntTimesFloatIsFloat) { EXPECT_EQ(R("mul_int_float"), "float"); }
TEST(ArithTest, PowerOfNonnegInts) { EXPECT_EQ(R("pow_ints"), "nonneg int"); }
TEST(ArithTest, FloatPowerIsFloat) { EXPECT_EQ(R("float_pow"), "float"); }

TEST(ArithTest, UnaryOperators) {
  EXPECT_EQ(R("neg_int"), "int");
  EXPECT_EQ(R("pos_int"), "nonneg int");
  EXPECT_EQ(R("invert_int"), "int");
  EXPECT_EQ(R("abs_int"), "nonneg int");
  EXPECT_EQ(R("neg_float"), "float");
}

TEST(ArithTest, BitwiseAndWithNonnegIsNonneg) { EXPECT_EQ(R("and_signed_nonneg"), "nonneg int"); }
TEST(ArithTest, BitwiseOrOfNonneg) { EXPECT_EQ(R("or_nonneg"), "nonneg int"); }
TEST(ArithTest, BitwiseXorWithSigned) { EXPECT_EQ(R("xor_signed"), "int"); }
TEST(ArithTest, RightShiftKeepsTheSign) { EXPECT_EQ(R("rshift_signed"), "int"); }

// Ints are 64-bit and wrap: 1 << 63 is negative, so lshift gives a plain int (as in
// RPython), or the rtyper could drop negative-index checks.
TEST(ArithTest, LeftShiftMayWrapNegative) { EXPECT_EQ(R("lshift_nonneg"), "int"); }

TEST(ArithTest, BoolOperators) {
  EXPECT_EQ(R("bool_and_bool"), "bool");
  // True + True == 2: bool arithmetic gives ints.
  EXPECT_EQ(R("bool_plus_bool"), "nonneg int");
  EXPECT_EQ(R("bool_plus_int"), "nonneg int");
}

TEST(ArithTest, ComparisonsGiveBool) {
  EXPECT_EQ(R("compare_ints"), "bool");
  EXPECT_EQ(R("compare_int_float"), "bool");
  EXPECT_EQ(R("compare_strs"), "bool");
  EXPECT_EQ(R("equal_mixed"), "bool");
}

TEST(ArithTest, IsNoneOfANonNullableStrIsConstantFalse) {
  EXPECT_EQ(R("identity_none"), "bool = bool:False");
}

TEST(ArithTest, ContainsGivesBool) {
  EXPECT_EQ(R("in_list"), "bool");
  EXPECT_EQ(R("in_str"), "bool");
  EXPECT_EQ(R("in_dict"), "bool");
}

TEST(ArithTest, StrIndexingGivesCharAndSlicingGivesStr) {
  EXPECT_EQ(R("str_index"), "char");
  EXPECT_EQ(R("str_slice"), "str");
  EXPECT_EQ(R("str_slice_step"), "str");
}

TEST(ArithTest, ListSlicingGivesAListOfTheSameItems) {
  EXPECT_EQ(R("list_slice"), "list of nonneg int");
}

TEST(ArithTest, TupleIndexingWithConstants) {
  EXPECT_EQ(R("tuple_index_const"), "str");
  EXPECT_EQ(R("tuple_negative_index"), "str");
}

TEST(ArithTest, StringConcatenationAndRepetition) {
  EXPECT_EQ(R("str_concat"), "str");
  EXPECT_EQ(R("char_concat"), "str");
  EXPECT_EQ(R("str_repeat"), "str");
  EXPECT_EQ(R("int_repeat_str"), "str");
}

TEST(ArithTest, ListConcatenationAndRepetition) {
  EXPECT_EQ(R("list_concat"), "list of nonneg int");
  EXPECT_EQ(R("list_repeat"), "list of nonneg int");
}

TEST(ArithTest, TupleConcatenationJoinsTheItems) {
  EXPECT_EQ(R("tuple_concat"), "tuple(nonneg int, str, float)");
}

TEST(ArithTest, InplaceAddKeepsNonneg) { EXPECT_EQ(R("inplace_add"), "nonneg int"); }

// x |= y, x &= y, x ^= y, x <<= y, x >>= y follow the binary operators.
TEST(ArithTest, InplaceBitwiseOperatorsAsTheBinaryOnes) {
  EXPECT_EQ(R("inplace_or_const"), "nonneg int");
  EXPECT_EQ(R("inplace_and_signed"), "nonneg int");
  EXPECT_EQ(R("inplace_xor_const"), "nonneg int");
  EXPECT_EQ(R("inplace_xor_signed"), "int");
  EXPECT_EQ(R("inplace_lshift"), "int");
  EXPECT_EQ(R("inplace_rshift"), "nonneg int");
  EXPECT_EQ(R("inplace_bool_bits"), "bool");
}

// lst *= n resizes lst itself: what is appended to it afterwards is seen by its aliases.
TEST(ArithTest, InplaceRepeatKeepsTheList) { EXPECT_EQ(R("inplace_repeat_alias"), "list of int"); }

// Tuple slices with constant bounds give the tuple of the selected items, with Python's
// rules for negative, omitted and out-of-range bounds and for steps.
TEST(ArithTest, TupleSlicesWithConstantBounds) {
  EXPECT_EQ(R("tuple_slice_start_stop"), "tuple(nonneg int, str)");
  EXPECT_EQ(R("tuple_slice_head"), "tuple(nonneg int, str)");
  EXPECT_EQ(R("tuple_slice_tail"), "tuple(str, float)");
  EXPECT_EQ(R("tuple_slice_negative"), "tuple(str, float)");
  EXPECT_EQ(R("tuple_slice_clipped"), "tuple(str, float)");
  EXPECT_EQ(R("tuple_slice_empty"), "tuple()");
  EXPECT_EQ(R("tuple_slice_reversed"), "tuple(float, str, nonneg int)");
  EXPECT_EQ(R("tuple_slice_step"), "tuple(nonneg int, float)");
}

TEST(ArithTest, SliceOfAConstantTupleIsConstant) {
  EXPECT_EQ(R("tuple_slice_constant"),
            "tuple(char = str:'a', float = float:2.5) = tuple:(str:'a', float:2.5)");
}

TEST(ArithTest, LoopCounterStartingAtZeroStaysNonneg) {
  EXPECT_EQ(R("loop_sum"), "nonneg int");
  EXPECT_EQ(P().Var("ann_arith.loop_sum", "k"), "nonneg int");
}

TEST(ArithTest, LoopAccumulatorGeneralisesFromIntToFloat) {
  // acc starts as the constant 0 and becomes float at the loop head: still the int 0
  // when the loop never runs, which the annotation remembers (CPython prints 0, not 0.0).
  EXPECT_EQ(R("loop_float_accumulate"), "float or int");
  EXPECT_EQ(P().Var("ann_arith.loop_float_accumulate", "acc"), "float or int | float");
}

TEST(ArithTest, EntryPointLocals) {
  const std::string f = "ann_arith.entry_point";
  EXPECT_EQ(P().Var(f, "n"), "nonneg int");
  EXPECT_EQ(P().Var(f, "i"), "int");
  EXPECT_EQ(P().Var(f, "x"), "float");
  EXPECT_EQ(P().Var(f, "s"), "str");
  EXPECT_EQ(P().Var(f, "c"), "char");
  EXPECT_EQ(P().Var(f, "b"), "bool");
  EXPECT_EQ(P().Var(f, "lst"), "list of nonneg int");
  EXPECT_EQ(P().Var(f, "d"), "dict of str to nonneg int");
  EXPECT_EQ(P().Var(f, "tup"), "tuple(nonneg int, str)");
}

TEST(ArithTest, FunctionWithGivenArgumentAnnotations) {
  auto program = AnnotateWith("ann_arith", "true_div_ints", {IntAnn(), IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*program);
  EXPECT_EQ(program->Return("ann_arith.true_div_ints"), "float");
  auto floor = AnnotateWith("ann_arith", "floor_div_signed", {FloatAnn(), IntAnn()});
  EXPECT_EQ(floor->Return("ann_arith.floor_div_signed"), "float");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
