// Narrowing: isinstance() and `is None` refine a variable on each branch, truth of a
// nullable instance, non-negative ints after comparisons with constants, and constant
// switches that cut dead branches (fixtures/ann_narrowing.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_narrowing"); }
std::string R(const std::string& function) { return P().Return("ann_narrowing." + function); }

TEST(NarrowingTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

// --- isinstance ---

TEST(NarrowingTest, IsinstanceNarrowsEachBranch) {
  auto program = AnnotateWith("ann_narrowing", "evaluate", [](Program& p) {
    return std::vector<Ann>{InstanceOfAnn(p, "ann_narrowing", "Expr")};
  });
  // Only evaluate() is annotated, with an instance no code built: the attributes are
  // never set, so their reads are reported as blocked blocks. Nothing else may fail.
  EXPECT_EQ(program->ErrorTextExceptBlocked(), "");
  // Blocks in listing order: the three tests, then the Neg, Add and Num branches.
  EXPECT_EQ(program->Var("ann_narrowing.evaluate", "e"),
            "instance of ann_narrowing.Expr | instance of ann_narrowing.Neg | "
            "instance of ann_narrowing.Add | instance of ann_narrowing.Num");
}

TEST(NarrowingTest, RecursiveEvaluatorOverATree) { EXPECT_EQ(R("evaluate"), "int"); }

// evaluate() is first annotated with e: instance of Add (isinstance(e, Num) is then the
// constant False); when e generalises to Expr the narrowing must still reach each branch,
// and value/left/right must stay on the subclasses.
TEST(NarrowingTest, IsinstanceNarrowingSurvivesReannotation) {
  EXPECT_EQ(P().Var("ann_narrowing.evaluate", "e"),
            "instance of ann_narrowing.Expr | instance of ann_narrowing.Neg | "
            "instance of ann_narrowing.Add | instance of ann_narrowing.Num");
  EXPECT_EQ(P().Attr("ann_narrowing.Expr", "value"), "<no attribute>");
}

TEST(NarrowingTest, IsinstanceNarrowsTheReturnedValue) {
  EXPECT_EQ(R("narrowed_num"), "instance of ann_narrowing.Num");
}

TEST(NarrowingTest, IsinstanceOfTheSameClassIsConstantTrue) {
  EXPECT_EQ(R("isinstance_of_the_same_class"), "bool = bool:True");
}

TEST(NarrowingTest, IsinstanceOfABaseIsConstantTrue) {
  EXPECT_EQ(R("isinstance_of_a_base"), "bool = bool:True");
}

TEST(NarrowingTest, IsinstanceOfAnUnrelatedClassIsConstantFalse) {
  EXPECT_EQ(R("isinstance_unrelated"), "bool = bool:False");
}

TEST(NarrowingTest, IsinstanceOfANullableInstanceRemovesNone) {
  EXPECT_EQ(R("isinstance_of_nullable"), "instance of ann_narrowing.Num");
}

TEST(NarrowingTest, IsinstanceStrOfAStrOrNone) { EXPECT_EQ(R("isinstance_str_or_none"), "str"); }

// --- is None ---

TEST(NarrowingTest, NullableResultOfAFunction) {
  EXPECT_EQ(R("maybe_num"), "instance of ann_narrowing.Num or None");
  EXPECT_EQ(R("maybe_str"), "str or None");
}

// maybe_num's return is first seen non-nullable (`x is None` the constant False): the
// narrowing must survive when the return generalises to "Num or None".
TEST(NarrowingTest, IsNotNoneNarrowsAnInstance) {
  EXPECT_EQ(R("is_not_none"), "instance of ann_narrowing.Num");
}

TEST(NarrowingTest, IsNoneEarlyReturn) { EXPECT_EQ(R("is_none_early_return"), "int"); }
TEST(NarrowingTest, TruthOfANullableInstance) { EXPECT_EQ(R("truth_of_instance"), "nonneg int"); }
TEST(NarrowingTest, NoneIsNoneIsConstantTrue) { EXPECT_EQ(R("none_is_none"), "bool = bool:True"); }
TEST(NarrowingTest, IsNotNoneNarrowsAStr) { EXPECT_EQ(R("str_not_none"), "str"); }

// --- non-negative ints ---

TEST(NarrowingTest, GreaterOrEqualZero) { EXPECT_EQ(R("nonneg_after_ge"), "nonneg int"); }
TEST(NarrowingTest, GreaterThanAPositiveConstant) { EXPECT_EQ(R("nonneg_after_gt"), "nonneg int"); }
TEST(NarrowingTest, FalseBranchOfLessThanZero) {
  EXPECT_EQ(R("nonneg_after_not_lt"), "nonneg int");
}
TEST(NarrowingTest, ConstantOnTheLeftLessOrEqual) {
  EXPECT_EQ(R("nonneg_reversed_le"), "nonneg int");
}
TEST(NarrowingTest, ConstantOnTheLeftLessThan) { EXPECT_EQ(R("nonneg_reversed_lt"), "nonneg int"); }
TEST(NarrowingTest, NoNarrowingAgainstANegativeBound) {
  EXPECT_EQ(R("no_narrowing_after_ge_negative"), "int");
}
TEST(NarrowingTest, NoNarrowingOnTheFalseBranchOfGe) {
  EXPECT_EQ(R("no_narrowing_on_false_branch"), "int");
}
TEST(NarrowingTest, AssertNarrowsTheRestOfTheFunction) {
  auto program = AnnotateWith("ann_narrowing", "assert_nonneg", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*program);
  EXPECT_EQ(program->Return("ann_narrowing.assert_nonneg"), "nonneg int");
}

// The false branch of `i <= 0` has i > 0.
TEST(NarrowingTest, FalseBranchOfLessOrEqualZero) {
  EXPECT_EQ(R("nonneg_after_le_false"), "nonneg int");
}

// i == 7 makes i non-negative on the true branch (RPython's _compare_helper).
TEST(NarrowingTest, EqualToANonnegConstant) {
  EXPECT_EQ(R("nonneg_after_eq_constant"), "nonneg int");
}

// `i >= n` with n a nonneg variable makes i nonneg on the true branch.
TEST(NarrowingTest, ComparedToANonnegVariable) {
  EXPECT_EQ(R("nonneg_compared_to_nonneg_variable"), "nonneg int");
}

// --- constant switches ---

TEST(NarrowingTest, FalseModuleConstantCutsTheBranch) {
  EXPECT_EQ(R("constant_switch_cuts_dead_branch"), "nonneg int = int:42");
}
TEST(NarrowingTest, ConstantComparisonCutsTheBranch) {
  // The "never" branch would make the return a union of int and str: an error.
  EXPECT_EQ(R("constant_limit"), "nonneg int");
}
TEST(NarrowingTest, ConstantComparisonKeepsIntFromFloat) {
  EXPECT_EQ(R("int_or_float_by_constant"), "nonneg int = int:1");
}
TEST(NarrowingTest, WhileTrueLoop) { EXPECT_EQ(R("while_true_loop"), "nonneg int"); }

// we_are_translated() is the constant True for the translator: the untranslated branch
// is cut (rlib functions are recognised by identity).
TEST(NarrowingTest, WeAreTranslatedIsTrue) {
  EXPECT_EQ(R("translated_branch"), "nonneg int = int:1");
  EXPECT_EQ(R("not_translated_branch"), "nonneg int = int:2");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
