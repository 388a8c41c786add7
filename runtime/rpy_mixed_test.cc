// Numbers that may be an int or a float (rpy_mixed): results and their types against
// CPython 3.11 (each expected text is CPython's repr of the result, or "Name: message").
#include <string>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::Str;
using rpy_test::TakeException;

class MixedTest : public rpy_test::RuntimeTest {};

rpy_mixed I(long i) { return rpy_mixed{i, 0.0, 1}; }
rpy_mixed F(double f) { return rpy_mixed{0, f, 0}; }

std::string Shown(rpy_mixed m) {
  std::string e = TakeException();
  return e.empty() ? Str(rpy_mixed_repr(m)) : e;
}

std::string Binary(char op, rpy_mixed a, rpy_mixed b) { return Shown(rpy_mixed_binary(op, a, b)); }

TEST_F(MixedTest, IntWithIntStaysInt) {
  EXPECT_EQ(Binary('+', I(2), I(3)), "5");
  EXPECT_EQ(Binary('-', I(2), I(3)), "-1");
  EXPECT_EQ(Binary('*', I(-4), I(3)), "-12");
  EXPECT_EQ(Binary('/', I(-7), I(2)), "-4");
  EXPECT_EQ(Binary('%', I(-7), I(2)), "1");
  EXPECT_EQ(Binary('^', I(3), I(4)), "81");
  EXPECT_EQ(Binary('^', I(2), I(-1)), "0.5");  // a negative exponent gives a float
  EXPECT_EQ(Binary('/', I(1), I(0)), "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(Binary('%', I(1), I(0)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(Binary('^', I(0), I(-1)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
}

TEST_F(MixedTest, AFloatMakesAFloat) {
  EXPECT_EQ(Binary('+', I(2), F(0.5)), "2.5");
  EXPECT_EQ(Binary('+', F(0.5), I(2)), "2.5");
  EXPECT_EQ(Binary('*', I(2), F(1.5)), "3.0");
  EXPECT_EQ(Binary('/', F(7.0), I(2)), "3.0");
  EXPECT_EQ(Binary('%', F(-7.0), I(2)), "1.0");
  EXPECT_EQ(Binary('^', F(2.0), I(3)), "8.0");
  EXPECT_EQ(Binary('/', F(1.0), I(0)), "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(Binary('%', I(1), F(0.0)), "ZeroDivisionError: float modulo");
}

TEST_F(MixedTest, UnaryAndRound) {
  EXPECT_EQ(Shown(rpy_mixed_unary('-', I(5))), "-5");
  EXPECT_EQ(Shown(rpy_mixed_unary('a', I(-5))), "5");
  EXPECT_EQ(Shown(rpy_mixed_unary('a', F(-0.0))), "0.0");
  EXPECT_EQ(Shown(rpy_mixed_unary('-', F(0.0))), "-0.0");
  EXPECT_EQ(Shown(rpy_mixed_round(I(1234), 2)), "1234");
  EXPECT_EQ(Shown(rpy_mixed_round(I(1250), -2)), "1200");
  EXPECT_EQ(Shown(rpy_mixed_round(I(1350), -2)), "1400");
  EXPECT_EQ(Shown(rpy_mixed_round(I(-25), -1)), "-20");
  EXPECT_EQ(Shown(rpy_mixed_round(I(-26), -1)), "-30");
  EXPECT_EQ(Shown(rpy_mixed_round(I(7), -25)), "0");
  EXPECT_EQ(Shown(rpy_mixed_round(F(2.675), 2)), "2.67");
  EXPECT_EQ(Shown(rpy_mixed_round(F(0.5), 0)), "0.0");
}

}  // namespace
