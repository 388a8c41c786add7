// rlib functions, recognised by identity and given their translated meaning: ovfcheck,
// intmask, r_uint, we_are_translated, compute_hash, ll_assert, LONG_BIT, StringBuilder
// (fixtures/ann_rlib.py). Each function is annotated alone, with given arguments.

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

std::unique_ptr<Program> With(const std::string& function, std::vector<Ann> args) {
  return AnnotateWith("ann_rlib", function, std::move(args));
}

TEST(RlibTest, OvfcheckOfAnAdditionCatchesOverflowError) {
  auto p = With("checked_add", {IntAnn(true), IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.checked_add"), "int");
  EXPECT_EQ(p->OpResult("ann_rlib.checked_add", "add_ovf"), "nonneg int");
}

TEST(RlibTest, OvfcheckOfAMultiplication) {
  auto p = With("checked_mul", {IntAnn(), IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.checked_mul"), "int");
  EXPECT_EQ(p->OpResult("ann_rlib.checked_mul", "mul_ovf"), "int");
}

TEST(RlibTest, LongBitIsAConstant) {
  auto p = With("long_bit", {IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.long_bit"), "nonneg int");
  EXPECT_EQ(p->OpResult("ann_rlib.long_bit", "add"), "nonneg int");
}

// A function without parameters annotated alone (no caller block to reflow).
TEST(RlibTest, FunctionWithoutParametersAnnotatedAlone) {
  auto p = With("long_bit_alone", {});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.long_bit_alone"), "nonneg int = int:64");
}

TEST(RlibTest, LlAssertReturnsNone) {
  auto p = With("assert_positive", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.assert_positive"), "int");
}

TEST(RlibTest, StringBuilderIsAnOrdinaryClass) {
  auto p = AnnotateWith("ann_rlib", "build_string", [](Program& program) {
    return std::vector<Ann>{ListOfAnn(program, StrAnn())};
  });
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.build_string"), "str");
}

// Recognised by identity: intmask is a cast to a signed machine int.
TEST(RlibTest, IntmaskOfAnUnsigned) {
  auto p = With("mask", {IntAnn(true, true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.mask"), "int");
}

TEST(RlibTest, IntmaskOfAnInt) {
  auto p = With("mask_int", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.mask_int"), "int");
}

TEST(RlibTest, RUintOfAnInt) {
  auto p = With("unsigned", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.unsigned"), "r_uint");
}

TEST(RlibTest, UnsignedArithmeticStaysUnsigned) {
  auto p = With("unsigned_arith", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.unsigned_arith"), "r_uint");
}

TEST(RlibTest, UnsignedShift) {
  auto p = With("unsigned_shift", {IntAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.unsigned_shift"), "r_uint");
}

TEST(RlibTest, ComputeHashOfAStr) {
  auto p = With("hash_str", {StrAnn()});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.hash_str"), "int");
}

TEST(RlibTest, ComputeHashOfATuple) {
  auto p = With("hash_tuple", {StrAnn(), IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.hash_tuple"), "int");
}

TEST(RlibTest, WeAreTranslatedIsConstantTrue) {
  auto p = With("translated", {IntAnn(true)});
  EXPECT_NO_ANNOTATION_ERRORS(*p);
  EXPECT_EQ(p->Return("ann_rlib.translated"), "nonneg int = int:1");
}

TEST(RlibTest, WholeProgram) {
  const Program& p = Annotated("ann_rlib");
  EXPECT_NO_ANNOTATION_ERRORS(p);
  EXPECT_EQ(p.Return("ann_rlib.entry_point"), "nonneg int = int:0");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
