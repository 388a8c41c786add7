// Special methods: an operator on an instance annotates as the call of its class's
// method, with CPython's choice (fixtures/ann_special_methods.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_special_methods"); }
std::string R(const std::string& function) { return P().Return("ann_special_methods." + function); }

TEST(SpecialMethodsTest, FixtureAnnotatesWithoutErrors) { EXPECT_NO_ANNOTATION_ERRORS(P()); }

TEST(SpecialMethodsTest, BinaryOperatorsReturnTheMethodsResult) {
  EXPECT_EQ(R("add"), "instance of ann_special_methods.Vec");
  EXPECT_EQ(R("Vec.__add__"), "instance of ann_special_methods.Vec");
}

TEST(SpecialMethodsTest, ReflectedMethodGetsTheLeftOperand) {
  EXPECT_EQ(R("reflected"), "instance of ann_special_methods.Vec");
  EXPECT_EQ(P().Var("ann_special_methods.Vec.__rmul__", "k"), "nonneg int");
}

TEST(SpecialMethodsTest, UnaryAndComparisons) {
  EXPECT_EQ(R("negated"), "instance of ann_special_methods.Vec");
  EXPECT_EQ(R("ordered"), "bool");
  EXPECT_EQ(R("not_equal"), "bool");  // not __eq__
}

TEST(SpecialMethodsTest, ContainerProtocol) {
  EXPECT_EQ(R("length"), "nonneg int");
  EXPECT_EQ(R("truth"), "bool");
  EXPECT_EQ(R("item"), "int");
  EXPECT_EQ(R("contains"), "bool");
  EXPECT_EQ(R("called"), "int");
}

TEST(SpecialMethodsTest, DictKeysAnnotateHashAndEq) {
  EXPECT_EQ(R("as_key"), "char");
  EXPECT_EQ(R("Vec.__hash__"), "int");
  EXPECT_EQ(P().Var("ann_special_methods.Vec.__eq__", "other"),
            "instance of ann_special_methods.Vec");
}

}  // namespace
}  // namespace rtfarm::annotator::testing
