// Arithmetic, rounding, hashing, range and math against CPython 3.11 (the EXPECT_EQ
// tables were produced by CPython; results are repr() text or "Name: message").
#include <cmath>
#include <cstring>
#include <string>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::Str;
using rpy_test::TakeException;

class NumberTest : public rpy_test::RuntimeTest {};

std::string IntResult(long v) {
  std::string e = TakeException();
  return e.empty() ? std::to_string(v) : e;
}

std::string FloatResult(double v) {
  std::string e = TakeException();
  return e.empty() ? Str(rpy_str_from_float(v)) : e;
}

TEST_F(NumberTest, IntAbsAndComparisons) {
  EXPECT_EQ(rpy_int_abs(-5), 5);
  EXPECT_EQ(rpy_int_abs(5), 5);
  EXPECT_EQ(rpy_int_abs(LONG_MIN), LONG_MIN);  // wraps, as RPython's int does
  EXPECT_TRUE(rpy_eq_long(3, 3));
  EXPECT_TRUE(rpy_lt_long(-3, 3));
  EXPECT_TRUE(rpy_eq_double(0.0, -0.0));
  EXPECT_FALSE(rpy_eq_double(NAN, NAN));
  EXPECT_FALSE(rpy_lt_double(NAN, 1.0));
  int x = 0, y = 0;
  EXPECT_TRUE(rpy_eq_ptr(&x, &x));
  EXPECT_FALSE(rpy_eq_ptr(&x, &y));
  EXPECT_NE(rpy_hash_ptr(&x), -1);
  EXPECT_NE(rpy_hash_ptr(&x), rpy_hash_ptr(&y));
}

// Equal ints and floats must hash alike (dict keys mix them in CPython).
TEST_F(NumberTest, HashOfIntegralFloatsMatchesInts) {
  for (long v : {0L, 1L, -1L, 2L, 1000000L, -123456789L, 1L << 53})
    EXPECT_EQ(rpy_hash_double((double)v), rpy_hash_long(v)) << v;
}

TEST_F(NumberTest, RangeIteration) {
  rpy_range_iter *it = rpy_range_iter_new(10, 0, -3);
  std::string seen;
  for (;;) {
    long v = rpy_range_iter_next(it);
    if (rpy_exc_type) break;
    seen += std::to_string(v) + " ";
  }
  EXPECT_EQ(TakeException(), "StopIteration");
  EXPECT_EQ(seen, "10 7 4 1 ");
  rpy_range_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  EXPECT_EQ(rpy_range_iter_new(0, 5, 0), nullptr);
  EXPECT_EQ(TakeException(), "ValueError: range() arg 3 must not be zero");
}

// Stepping near the ends of the long range must not overflow into a second lap.
TEST_F(NumberTest, RangeIterationAtTheLimits) {
  rpy_range_iter *it = rpy_range_iter_new(LONG_MAX - 2, LONG_MAX, 5);
  EXPECT_EQ(rpy_range_iter_next(it), LONG_MAX - 2);
  rpy_range_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  it = rpy_range_iter_new(LONG_MIN + 1, LONG_MIN, -2);
  EXPECT_EQ(rpy_range_iter_next(it), LONG_MIN + 1);
  rpy_range_iter_next(it);
  EXPECT_EQ(TakeException(), "StopIteration");
  long count = 0;
  it = rpy_range_iter_new(LONG_MIN, LONG_MAX, LONG_MAX);
  while (rpy_range_iter_next(it), !rpy_exc_type) count++;
  TakeException();
  EXPECT_EQ(count, rpy_range_len(LONG_MIN, LONG_MAX, LONG_MAX));
  EXPECT_EQ(count, 3);
}

TEST_F(NumberTest, MathPredicates) {
  EXPECT_TRUE(rpy_math_isnan(NAN));
  EXPECT_FALSE(rpy_math_isnan(INFINITY));
  EXPECT_TRUE(rpy_math_isinf(-INFINITY));
  EXPECT_FALSE(rpy_math_isinf(1e308));
  EXPECT_TRUE(rpy_math_isfinite(1e308));
  EXPECT_FALSE(rpy_math_isfinite(NAN));
}

// r_uint arithmetic (rlib.rarithmetic, checked with CPython).
TEST_F(NumberTest, UnsignedFloorDivModPow) {
  EXPECT_EQ(rpy_uint_floordiv(18446744073709551615UL, 10UL), 1844674407370955161UL);
  EXPECT_EQ(rpy_uint_mod(18446744073709551615UL, 10UL), 5UL);
  EXPECT_EQ(rpy_uint_floordiv(7UL, 2UL), 3UL);
  EXPECT_EQ(TakeException(), "");
  rpy_uint_floordiv(1UL, 0UL);
  EXPECT_EQ(TakeException(), "ZeroDivisionError: integer division or modulo by zero");
  rpy_uint_mod(1UL, 0UL);
  EXPECT_EQ(TakeException(), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(rpy_uint_pow(3UL, 5UL), 243UL);
  EXPECT_EQ(rpy_uint_pow(7UL, 0UL), 1UL);
  EXPECT_EQ(rpy_uint_pow(0UL, 0UL), 1UL);
  EXPECT_EQ(rpy_uint_pow(3UL, 100UL), 15462121228172006353UL);  // pow(3, 100, 2**64)
  EXPECT_EQ(rpy_uint_pow(2UL, 64UL), 0UL);
}

TEST_F(NumberTest, IntFloorDivAndMod) {
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, 2L)), "3");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, 2L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, -2L)), "-4");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, -2L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, 3L)), "2");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, 3L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, -3L)), "-3");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, -3L)), "-2");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, 0L)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, 1L)), "7");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(7L, -1L)), "-7");
  EXPECT_EQ(IntResult(rpy_int_mod(7L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, 2L)), "-4");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, 2L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, -2L)), "3");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, -2L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, 3L)), "-3");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, 3L)), "2");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, -3L)), "2");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, -3L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, 0L)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, 1L)), "-7");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-7L, -1L)), "7");
  EXPECT_EQ(IntResult(rpy_int_mod(-7L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, 2L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, 2L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, -2L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, -2L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, 3L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, 3L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, -3L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, -3L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, 0L)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(0L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_mod(0L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, 2L)), "4611686018427387903");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, 2L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, -2L)), "-4611686018427387904");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, -2L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, 3L)), "3074457345618258602");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, 3L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, -3L)), "-3074457345618258603");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, -3L)), "-2");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, 0L)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, 1L)), "9223372036854775807");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(LONG_MAX, -1L)), "-9223372036854775807");
  EXPECT_EQ(IntResult(rpy_int_mod(LONG_MAX, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, 2L)), "-4611686018427387904");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, 2L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, -2L)), "4611686018427387903");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, -2L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, 3L)), "-3074457345618258603");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, 3L)), "2");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, -3L)), "3074457345618258602");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, -3L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, 0L)),
            "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, 1L)), "-9223372036854775807");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(-9223372036854775807L, -1L)), "9223372036854775807");
  EXPECT_EQ(IntResult(rpy_int_mod(-9223372036854775807L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, 2L)), "6");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, 2L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, -2L)), "-7");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, -2L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, 3L)), "4");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, 3L)), "1");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, -3L)), "-5");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, -3L)), "-2");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, 0L)),
            "ZeroDivisionError: integer division or modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, 0L)), "ZeroDivisionError: integer modulo by zero");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, 1L)), "13");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_floordiv(13L, -1L)), "-13");
  EXPECT_EQ(IntResult(rpy_int_mod(13L, -1L)), "0");
}

TEST_F(NumberTest, IntTrueDiv) {
  EXPECT_EQ(FloatResult(rpy_int_truediv(7L, 2L)), "3.5");
  EXPECT_EQ(FloatResult(rpy_int_truediv(-7L, 2L)), "-3.5");
  EXPECT_EQ(FloatResult(rpy_int_truediv(1L, 3L)), "0.3333333333333333");
  EXPECT_EQ(FloatResult(rpy_int_truediv(0L, 5L)), "0.0");
  EXPECT_EQ(FloatResult(rpy_int_truediv(1L, 0L)), "ZeroDivisionError: division by zero");
  EXPECT_EQ(FloatResult(rpy_int_truediv(9007199254740993L, 1L)), "9007199254740992.0");
  EXPECT_EQ(FloatResult(rpy_int_truediv(LONG_MAX, 3L)), "3.0744573456182584e+18");
  EXPECT_EQ(FloatResult(rpy_int_truediv(LONG_MIN, 7L)), "-1.3176245766935393e+18");
  EXPECT_EQ(FloatResult(rpy_int_truediv(1000000000000000007L, 1000000009L)), "999999991.0000001");
  EXPECT_EQ(FloatResult(rpy_int_truediv(4611686018427387905L, 2305843009213693955L)), "2.0");
  EXPECT_EQ(FloatResult(rpy_int_truediv(-1L, LONG_MAX)), "-1.0842021724855044e-19");
  EXPECT_EQ(FloatResult(rpy_int_truediv(12345678901234567L, 10L)), "1234567890123456.8");
}

// Checked against CPython 3.11's pow(a, b, m).
TEST_F(NumberTest, IntPowMod) {
  EXPECT_EQ(IntResult(rpy_int_pow_mod(2L, 10L, 1000L)), "24");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(3L, 200L, 1000000007L)), "136318165");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(-3L, 3L, 7L)), "1");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(3L, 3L, -7L)), "-1");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(2L, 0L, -5L)), "-4");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(5L, 0L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(3L, -1L, 7L)), "5");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(3L, -2L, -7L)), "-3");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(LONG_MAX, LONG_MAX, LONG_MIN)), "-1");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(123456789L, 987654321L, 9223372036854775783L)),
            "7304489514424542795");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(2L, 3L, 0L)), "ValueError: pow() 3rd argument cannot be 0");
  EXPECT_EQ(IntResult(rpy_int_pow_mod(2L, -1L, 4L)),
            "ValueError: base is not invertible for the given modulus");
}

TEST_F(NumberTest, IntPow) {
  EXPECT_EQ(IntResult(rpy_int_pow(2L, 10L)), "1024");
  EXPECT_EQ(IntResult(rpy_int_pow(3L, 0L)), "1");
  EXPECT_EQ(IntResult(rpy_int_pow(0L, 0L)), "1");
  EXPECT_EQ(IntResult(rpy_int_pow(-2L, 3L)), "-8");
  EXPECT_EQ(IntResult(rpy_int_pow(-2L, 63L)), "-9223372036854775808");
  EXPECT_EQ(IntResult(rpy_int_pow(3L, 39L)), "4052555153018976267");
  EXPECT_EQ(IntResult(rpy_int_pow(-1L, 1001L)), "-1");
  // Beyond 64 bits the program stops rather than wrapping (Python's int would grow).
  EXPECT_EXIT(rpy_int_pow(2L, 64L), ::testing::ExitedWithCode(1), "integer overflow");
  EXPECT_EXIT(rpy_int_pow(3L, 40L), ::testing::ExitedWithCode(1), "integer overflow");
  EXPECT_EXIT(rpy_int_pow(10L, 19L), ::testing::ExitedWithCode(1), "integer overflow");
  EXPECT_EQ(IntResult(rpy_int_pow(7L, -1L)),
            "ValueError: pow() negative exponent not supported for integers");
}

TEST_F(NumberTest, FloatDivision) {
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, 0x1.0000000000000p+1)), "3.75");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, -0x1.0000000000000p+1)), "-3.75");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, 0x1.999999999999ap-4)), "75.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, 0x1.0000000000000p+1)), "-3.75");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, -0x1.0000000000000p+1)), "3.75");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, 0x1.999999999999ap-4)), "-75.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, -0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, 0x1.999999999999ap-4)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x0.0p+0, 0x0.730d67819e8d2p-1022)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, 0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, -0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, 0x1.999999999999ap-4)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(-0x0.0p+0, 0x0.730d67819e8d2p-1022)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, -0x1.0000000000000p+1)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, -INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, 0x1.999999999999ap-4)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(INFINITY, 0x0.730d67819e8d2p-1022)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, 0x1.0000000000000p+1)),
            "5e+307");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, -0x1.0000000000000p+1)),
            "-5e+307");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, 0x1.999999999999ap-4)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.1ccf385ebc8a0p+1023, 0x0.730d67819e8d2p-1022)),
            "inf");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, 0x1.0000000000000p+1)), "2.5");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, -0x1.0000000000000p+1)), "-2.5");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, 0x1.999999999999ap-4)), "50.0");
  EXPECT_EQ(FloatResult(rpy_float_truediv(0x1.4000000000000p+2, 0x0.730d67819e8d2p-1022)), "inf");
}

TEST_F(NumberTest, FloatFloorDivAndMod) {
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, 0x1.0000000000000p+1)), "3.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, 0x1.0000000000000p+1)), "1.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, -0x1.0000000000000p+1)), "-4.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, -0x1.0000000000000p+1)), "-0.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, INFINITY)), "7.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, -INFINITY)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, -INFINITY)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, 0x1.999999999999ap-4)), "74.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, 0x1.999999999999ap-4)),
            "0.09999999999999959");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)),
            "3.990749571458467e-309");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, 0x1.0000000000000p+1)), "-4.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, 0x1.0000000000000p+1)), "0.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, -0x1.0000000000000p+1)), "3.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, -0x1.0000000000000p+1)), "-1.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, INFINITY)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, -INFINITY)), "-7.5");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, 0x1.999999999999ap-4)), "-75.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, 0x1.999999999999ap-4)),
            "4.163336342344337e-16");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)),
            "-inf");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x1.e000000000000p+2, 0x0.730d67819e8d2p-1022)),
            "6.00925042854153e-309");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, -0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, -0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, 0x0.0p+0)), "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, 0x1.999999999999ap-4)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, 0x1.999999999999ap-4)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x0.0p+0, 0x0.730d67819e8d2p-1022)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x0.0p+0, 0x0.730d67819e8d2p-1022)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, 0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, -0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, -0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, 0x0.0p+0)), "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, -INFINITY)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, 0x1.999999999999ap-4)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, 0x1.999999999999ap-4)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(-0x0.0p+0, 0x0.730d67819e8d2p-1022)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(-0x0.0p+0, 0x0.730d67819e8d2p-1022)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, 0x1.0000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, 0x1.0000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, -0x1.0000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, -0x1.0000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, 0x0.0p+0)), "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, -INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, -INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, 0x1.999999999999ap-4)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, 0x1.999999999999ap-4)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(INFINITY, 0x0.730d67819e8d2p-1022)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(INFINITY, 0x0.730d67819e8d2p-1022)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, 0x1.0000000000000p+1)),
            "5e+307");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, -0x1.0000000000000p+1)),
            "-5e+307");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, -0x1.0000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, 0x0.0p+0)),
            "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, INFINITY)), "1e+308");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, -INFINITY)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, -INFINITY)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, 0x1.999999999999ap-4)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, 0x1.999999999999ap-4)),
            "0.06093288384329992");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.1ccf385ebc8a0p+1023, 0x0.730d67819e8d2p-1022)),
            "inf");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.1ccf385ebc8a0p+1023, 0x0.730d67819e8d2p-1022)),
            "3.498445546245627e-309");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, 0x1.0000000000000p+1)), "2.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, 0x1.0000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, -0x1.0000000000000p+1)), "-3.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, -0x1.0000000000000p+1)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, 0x0.0p+0)),
            "ZeroDivisionError: float modulo");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, INFINITY)), "5.0");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, -INFINITY)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, -INFINITY)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, 0x1.999999999999ap-4)), "49.0");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, 0x1.999999999999ap-4)),
            "0.09999999999999973");
  EXPECT_EQ(FloatResult(rpy_float_floordiv(0x1.4000000000000p+2, 0x0.730d67819e8d2p-1022)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_mod(0x1.4000000000000p+2, 0x0.730d67819e8d2p-1022)),
            "5.99383304763898e-309");
}

// x ** 2 and x ** 0.5 take rpy_float_pow_two_ok / rpy_float_pow_half_ok, which return
// x * x or sqrt(x) only when glibc's pow() (0.512-0.5435 ULP) cannot round otherwise: compared
// bit for bit with pow() over random doubles, of which about 1 in 1,200 has
// pow(x, 0.5) != sqrt(x) and 1 in 2,300 pow(x, 2) != x * x.
TEST_F(NumberTest, FloatPowTwoAndHalfAreBitIdenticalToPow) {
  uint64_t state = 88172645463325252ULL;
  auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  volatile double half = 0.5, two = 2.0;  // keeps gcc from folding pow() itself
  long mismatches = 0;
  for (int i = 0; i < 2000000; i++) {
    uint64_t bits = next();
    uint64_t exponent = i % 2 ? 1023 - 40 + next() % 80 : 1 + next() % 2045;
    bits = (bits & 0x000fffffffffffffULL) | exponent << 52 | (next() & 1) << 63;
    double x, square, root;
    std::memcpy(&x, &bits, sizeof x);
    ASSERT_TRUE(rpy_float_pow_two_ok(x, &square) || std::isinf(std::pow(x, two)));
    TakeException();
    double expected_square = std::pow(x, two);
    if (std::isfinite(expected_square) && std::memcmp(&square, &expected_square, 8) != 0)
      mismatches++;
    if (x > 0) {
      ASSERT_TRUE(rpy_float_pow_half_ok(x, &root));
      double expected_root = std::pow(x, half);
      if (std::memcmp(&root, &expected_root, 8) != 0) mismatches++;
    }
  }
  EXPECT_EQ(mismatches, 0);
  double r;
  EXPECT_TRUE(rpy_float_pow_half_ok(-0.0, &r));
  EXPECT_EQ(FloatResult(r), "0.0");
  EXPECT_TRUE(rpy_float_pow_half_ok(INFINITY, &r));
  EXPECT_EQ(FloatResult(r), "inf");
  EXPECT_TRUE(rpy_float_pow_half_ok(-INFINITY, &r));  // CPython: (-inf) ** 0.5 == inf
  EXPECT_EQ(FloatResult(r), "inf");
  // CPython's result is a complex number: the program stops with a clear error.
  EXPECT_EXIT(rpy_float_pow_half_ok(-4.0, &r), ::testing::ExitedWithCode(1), "complex number");
  EXPECT_TRUE(rpy_float_pow_two_ok(-3.0, &r));
  EXPECT_EQ(FloatResult(r), "9.0");
  EXPECT_FALSE(rpy_float_pow_two_ok(1e200, &r));
  EXPECT_EQ(TakeException(), "OverflowError: (34, 'Numerical result out of range')");
}

// Without an FMA in the CPU the exact error of a square comes from Dekker's product: it
// must agree bit for bit with the FMA (std::fma is exact on every CPU, in software if
// need be), also for the remainders of square roots.
TEST_F(NumberTest, DekkerSquareErrorIsTheFmaOne) {
  uint64_t state = 2463534242ULL;
  for (int i = 0; i < 200000; i++) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    uint64_t bits = (state & 0x000fffffffffffffULL) | (1023 - 300 + state % 700) << 52;
    double a;
    std::memcpy(&a, &bits, sizeof a);
    double hi = a * a;
    ASSERT_EQ(rpy_square_error_dekker(a, hi), std::fma(a, a, -hi)) << a;
    double s = std::sqrt(a);
    ASSERT_EQ((a - s * s) - rpy_square_error_dekker(s, s * s), std::fma(-s, s, a)) << a;
    if (rpy_cpu_has_fma()) {
      ASSERT_EQ(rpy_square_error(a, hi), std::fma(a, a, -hi)) << a;
      ASSERT_EQ(rpy_sqrt_remainder(a, s), std::fma(-s, s, a)) << a;
    }
  }
}

TEST_F(NumberTest, FloatPow) {
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, 0x1.0000000000000p+1)), "4.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, 0x1.8000000000000p+1)), "8.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, -0x1.0000000000000p+0)), "0.5");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, -0x1.8000000000000p+1)), "0.125");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, 0x1.0000000000000p-1)),
            "1.4142135623730951");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, 0x1.9000000000000p+8)),
            "2.5822498780869086e+120");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+1, -0x1.9000000000000p+8)),
            "3.8725919148493183e-121");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, 0x1.0000000000000p+1)), "4.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, 0x1.8000000000000p+1)), "-8.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, -0x1.0000000000000p+0)), "-0.5");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, -0x1.8000000000000p+1)), "-0.125");
  EXPECT_EXIT(rpy_float_pow(-0x1.0000000000000p+1, 0x1.0000000000000p-1),
              ::testing::ExitedWithCode(1), "complex number");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, 0x1.9000000000000p+8)),
            "2.5822498780869086e+120");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+1, -0x1.9000000000000p+8)),
            "3.8725919148493183e-121");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, 0x1.8000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, -0x1.0000000000000p+0)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, -0x1.8000000000000p+1)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, 0x1.0000000000000p-1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, -INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, 0x1.9000000000000p+8)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x0.0p+0, -0x1.9000000000000p+8)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, 0x1.0000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, 0x1.8000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, -0x1.0000000000000p+0)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, -0x1.8000000000000p+1)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, 0x1.0000000000000p-1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, -INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, 0x1.9000000000000p+8)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x0.0p+0, -0x1.9000000000000p+8)),
            "ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, 0x1.0000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, 0x1.8000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, -0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, -0x1.8000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, 0x1.0000000000000p-1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, INFINITY)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, -INFINITY)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, NAN)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, 0x1.9000000000000p+8)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p+0, -0x1.9000000000000p+8)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, 0x1.0000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, 0x1.8000000000000p+1)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, -0x1.0000000000000p+0)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, -0x1.8000000000000p+1)), "-1.0");
  EXPECT_EXIT(rpy_float_pow(-0x1.0000000000000p+0, 0x1.0000000000000p-1),
              ::testing::ExitedWithCode(1), "complex number");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, INFINITY)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, -INFINITY)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, 0x1.9000000000000p+8)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-0x1.0000000000000p+0, -0x1.9000000000000p+8)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, 0x1.8000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, -0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, -0x1.8000000000000p+1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, 0x1.0000000000000p-1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, 0x1.9000000000000p+8)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(INFINITY, -0x1.9000000000000p+8)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, 0x1.8000000000000p+1)), "-inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, -0x1.0000000000000p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, -0x1.8000000000000p+1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, 0x1.0000000000000p-1)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, 0x1.9000000000000p+8)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(-INFINITY, -0x1.9000000000000p+8)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, 0x1.0000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, 0x1.8000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, -0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, -0x1.8000000000000p+1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, 0x1.0000000000000p-1)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, -INFINITY)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, 0x1.9000000000000p+8)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(NAN, -0x1.9000000000000p+8)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, 0x1.0000000000000p+1)), "100.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, 0x1.8000000000000p+1)), "1000.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, -0x1.0000000000000p+0)), "0.1");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, -0x1.8000000000000p+1)), "0.001");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, 0x1.0000000000000p-1)),
            "3.1622776601683795");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, -INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, 0x1.9000000000000p+8)),
            "OverflowError: (34, 'Numerical result out of range')");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.4000000000000p+3, -0x1.9000000000000p+8)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, 0x1.0000000000000p+1)), "0.25");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, 0x1.8000000000000p+1)), "0.125");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, -0x1.0000000000000p+0)), "2.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, -0x1.8000000000000p+1)), "8.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, 0x1.0000000000000p-1)),
            "0.7071067811865476");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, -INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, 0x1.9000000000000p+8)),
            "3.8725919148493183e-121");
  EXPECT_EQ(FloatResult(rpy_float_pow(0x1.0000000000000p-1, -0x1.9000000000000p+8)),
            "2.5822498780869086e+120");
}

TEST_F(NumberTest, RoundToInt) {
  EXPECT_EQ(IntResult(rpy_float_round_to_int(0x1.0000000000000p-1)), "0");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(0x1.8000000000000p+0)), "2");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(0x1.4000000000000p+1)), "2");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(-0x1.0000000000000p-1)), "0");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(-0x1.8000000000000p+0)), "-2");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(-0x1.4000000000000p+1)), "-2");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(0x1.5666666666666p+1)), "3");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(0x1.bc16d674ec800p+59)), "1000000000000000000");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(-0x1.999999999999ap-2)), "0");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(INFINITY)),
            "OverflowError: cannot convert float infinity to integer");
  EXPECT_EQ(IntResult(rpy_float_round_to_int(NAN)),
            "ValueError: cannot convert float NaN to integer");
  // CPython: 9300000000000000000 (a long int); a translated program's int has 64 bits
  // and stops there.
  EXPECT_EXIT(rpy_float_round_to_int(0x1.02207973f6440p+63), ::testing::ExitedWithCode(1),
              "integer overflow");
}

TEST_F(NumberTest, RoundNDigits) {
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.5666666666666p+1, 2)), "2.67");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.0000000000000p-3, 2)), "0.12");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.8000000000000p-2, 2)), "0.38");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.34a0000000000p+10, -2)), "1200.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.3880000000000p+10, -2)), "1200.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.5180000000000p+10, -2)), "1400.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.e000000000000p+3, -1)), "20.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.9000000000000p+4, -1)), "20.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.4000000000000p+2, -1)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(-0x1.0000000000000p+2, -1)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.e42d130773b76p+1023, -308)),
            "OverflowError: rounded value too large to represent");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.edd2f1a9fbe77p+6, -400)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.edd2f1a9fbe77p+6, 400)), "123.456");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.999999999999ap-4, 1)), "0.1");
  EXPECT_EQ(FloatResult(rpy_float_round(-0x0.0p+0, 2)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(INFINITY, 2)), "inf");
  EXPECT_EQ(FloatResult(rpy_float_round(NAN, 0)), "nan");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.79ca10c924223p-67, 5)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.8e00000000000p+6, 0)), "100.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.0000000000000p-1, 0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.e240c9fbe76c9p+16, -3)), "123000.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.f380000000000p+9, -3)), "1000.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.f300000000000p+8, -3)), "0.0");
  EXPECT_EQ(FloatResult(rpy_float_round(0x1.1666666666666p+2, 1)), "4.3");
}

TEST_F(NumberTest, HashLong) {
  EXPECT_EQ(IntResult(rpy_hash_long(0L)), "0");
  EXPECT_EQ(IntResult(rpy_hash_long(1L)), "1");
  EXPECT_EQ(IntResult(rpy_hash_long(-1L)), "-2");
  EXPECT_EQ(IntResult(rpy_hash_long(-2L)), "-2");
  EXPECT_EQ(IntResult(rpy_hash_long(12345L)), "12345");
  EXPECT_EQ(IntResult(rpy_hash_long(2305843009213693951L)), "0");
  EXPECT_EQ(IntResult(rpy_hash_long(2305843009213693952L)), "1");
  EXPECT_EQ(IntResult(rpy_hash_long(-2305843009213693952L)), "-2");
  EXPECT_EQ(IntResult(rpy_hash_long(LONG_MAX)), "3");
  EXPECT_EQ(IntResult(rpy_hash_long(LONG_MIN)), "-4");
}

TEST_F(NumberTest, HashDouble) {
  EXPECT_EQ(IntResult(rpy_hash_double(0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_hash_double(-0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.0000000000000p+0)), "1");
  EXPECT_EQ(IntResult(rpy_hash_double(-0x1.0000000000000p+0)), "-2");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.8000000000000p+0)), "1152921504606846977");
  EXPECT_EQ(IntResult(rpy_hash_double(-0x1.8000000000000p+0)), "-1152921504606846977");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.999999999999ap-4)), "230584300921369408");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.7e43c8800759cp+996)), "1224995262755759164");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.56e1fc2f8f359p-997)), "482449582752280463");
  EXPECT_EQ(IntResult(rpy_hash_double(INFINITY)), "314159");
  EXPECT_EQ(IntResult(rpy_hash_double(-INFINITY)), "-314159");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.0000000000000p+61)), "1");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.0000000000000p+70)), "512");
  EXPECT_EQ(IntResult(rpy_hash_double(0x1.d6f3454800000p+26)), "288230376275168533");
}

TEST_F(NumberTest, RangeLen) {
  EXPECT_EQ(IntResult(rpy_range_len(0L, 10L, 1L)), "10");
  EXPECT_EQ(IntResult(rpy_range_len(0L, 10L, 3L)), "4");
  EXPECT_EQ(IntResult(rpy_range_len(10L, 0L, -3L)), "4");
  EXPECT_EQ(IntResult(rpy_range_len(0L, 0L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_range_len(5L, 0L, 1L)), "0");
  EXPECT_EQ(IntResult(rpy_range_len(0L, 10L, -1L)), "0");
  EXPECT_EQ(IntResult(rpy_range_len(LONG_MIN, LONG_MAX, 4611686018427387904L)), "4");
  EXPECT_EQ(IntResult(rpy_range_len(LONG_MAX, LONG_MIN, -4611686018427387904L)), "4");
  EXPECT_EQ(IntResult(rpy_range_len(0L, 1L, 0L)), "ValueError: range() arg 3 must not be zero");
  EXPECT_EQ(IntResult(rpy_range_len(LONG_MIN, LONG_MAX, 1L)),
            "OverflowError: Python int too large to convert to C ssize_t");
}

TEST_F(NumberTest, MathFunctions) {
  EXPECT_EQ(FloatResult(rpy_math_sqrt(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(-0x0.0p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(-0x1.0000000000000p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(0x1.0000000000000p+1)), "1.4142135623730951");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(0x1.0000000000000p-1)), "0.7071067811865476");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(0x1.f400000000000p+9)), "31.622776601683793");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_sqrt(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_log(0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log(-0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log(0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_log(-0x1.0000000000000p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log(0x1.0000000000000p+1)), "0.6931471805599453");
  EXPECT_EQ(FloatResult(rpy_math_log(0x1.0000000000000p-1)), "-0.6931471805599453");
  EXPECT_EQ(FloatResult(rpy_math_log(0x1.f400000000000p+9)), "6.907755278982137");
  EXPECT_EQ(FloatResult(rpy_math_log(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_log(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_log10(0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log10(-0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log10(0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_log10(-0x1.0000000000000p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log10(0x1.0000000000000p+1)), "0.3010299956639812");
  EXPECT_EQ(FloatResult(rpy_math_log10(0x1.0000000000000p-1)), "-0.3010299956639812");
  EXPECT_EQ(FloatResult(rpy_math_log10(0x1.f400000000000p+9)), "3.0");
  EXPECT_EQ(FloatResult(rpy_math_log10(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log10(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_log10(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log10(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_log2(0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log2(-0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log2(0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_log2(-0x1.0000000000000p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log2(0x1.0000000000000p+1)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_log2(0x1.0000000000000p-1)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_math_log2(0x1.f400000000000p+9)), "9.965784284662087");
  EXPECT_EQ(FloatResult(rpy_math_log2(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log2(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_log2(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log2(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_exp(0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_exp(-0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_exp(0x1.0000000000000p+0)), "2.718281828459045");
  EXPECT_EQ(FloatResult(rpy_math_exp(-0x1.0000000000000p+0)), "0.36787944117144233");
  EXPECT_EQ(FloatResult(rpy_math_exp(0x1.0000000000000p+1)), "7.38905609893065");
  EXPECT_EQ(FloatResult(rpy_math_exp(0x1.0000000000000p-1)), "1.6487212707001282");
  EXPECT_EQ(FloatResult(rpy_math_exp(0x1.f400000000000p+9)), "OverflowError: math range error");
  EXPECT_EQ(FloatResult(rpy_math_exp(-0x1.f400000000000p+9)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_exp(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_exp(-INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_exp(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_sin(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_sin(-0x0.0p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_sin(0x1.0000000000000p+0)), "0.8414709848078965");
  EXPECT_EQ(FloatResult(rpy_math_sin(-0x1.0000000000000p+0)), "-0.8414709848078965");
  EXPECT_EQ(FloatResult(rpy_math_sin(0x1.0000000000000p+1)), "0.9092974268256817");
  EXPECT_EQ(FloatResult(rpy_math_sin(0x1.0000000000000p-1)), "0.479425538604203");
  EXPECT_EQ(FloatResult(rpy_math_sin(0x1.f400000000000p+9)), "0.8268795405320025");
  EXPECT_EQ(FloatResult(rpy_math_sin(-0x1.f400000000000p+9)), "-0.8268795405320025");
  EXPECT_EQ(FloatResult(rpy_math_sin(INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_sin(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_sin(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_cos(0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_cos(-0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_cos(0x1.0000000000000p+0)), "0.5403023058681398");
  EXPECT_EQ(FloatResult(rpy_math_cos(-0x1.0000000000000p+0)), "0.5403023058681398");
  EXPECT_EQ(FloatResult(rpy_math_cos(0x1.0000000000000p+1)), "-0.4161468365471424");
  EXPECT_EQ(FloatResult(rpy_math_cos(0x1.0000000000000p-1)), "0.8775825618903728");
  EXPECT_EQ(FloatResult(rpy_math_cos(0x1.f400000000000p+9)), "0.5623790762907029");
  EXPECT_EQ(FloatResult(rpy_math_cos(-0x1.f400000000000p+9)), "0.5623790762907029");
  EXPECT_EQ(FloatResult(rpy_math_cos(INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_cos(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_cos(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_tan(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_tan(-0x0.0p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_tan(0x1.0000000000000p+0)), "1.5574077246549023");
  EXPECT_EQ(FloatResult(rpy_math_tan(-0x1.0000000000000p+0)), "-1.5574077246549023");
  EXPECT_EQ(FloatResult(rpy_math_tan(0x1.0000000000000p+1)), "-2.185039863261519");
  EXPECT_EQ(FloatResult(rpy_math_tan(0x1.0000000000000p-1)), "0.5463024898437905");
  EXPECT_EQ(FloatResult(rpy_math_tan(0x1.f400000000000p+9)), "1.4703241557027185");
  EXPECT_EQ(FloatResult(rpy_math_tan(-0x1.f400000000000p+9)), "-1.4703241557027185");
  EXPECT_EQ(FloatResult(rpy_math_tan(INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_tan(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_tan(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_asin(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_asin(-0x0.0p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_asin(0x1.0000000000000p+0)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_asin(-0x1.0000000000000p+0)), "-1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_asin(0x1.0000000000000p+1)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_asin(0x1.0000000000000p-1)), "0.5235987755982989");
  EXPECT_EQ(FloatResult(rpy_math_asin(0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_asin(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_asin(INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_asin(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_asin(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_acos(0x0.0p+0)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_acos(-0x0.0p+0)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_acos(0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_acos(-0x1.0000000000000p+0)), "3.141592653589793");
  EXPECT_EQ(FloatResult(rpy_math_acos(0x1.0000000000000p+1)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_acos(0x1.0000000000000p-1)), "1.0471975511965979");
  EXPECT_EQ(FloatResult(rpy_math_acos(0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_acos(-0x1.f400000000000p+9)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_acos(INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_acos(-INFINITY)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_acos(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_atan(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_atan(-0x0.0p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_atan(0x1.0000000000000p+0)), "0.7853981633974483");
  EXPECT_EQ(FloatResult(rpy_math_atan(-0x1.0000000000000p+0)), "-0.7853981633974483");
  EXPECT_EQ(FloatResult(rpy_math_atan(0x1.0000000000000p+1)), "1.1071487177940904");
  EXPECT_EQ(FloatResult(rpy_math_atan(0x1.0000000000000p-1)), "0.4636476090008061");
  EXPECT_EQ(FloatResult(rpy_math_atan(0x1.f400000000000p+9)), "1.5697963271282298");
  EXPECT_EQ(FloatResult(rpy_math_atan(-0x1.f400000000000p+9)), "-1.5697963271282298");
  EXPECT_EQ(FloatResult(rpy_math_atan(INFINITY)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan(-INFINITY)), "-1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan(NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_fabs(0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(-0x0.0p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(-0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(0x1.0000000000000p+1)), "2.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(0x1.0000000000000p-1)), "0.5");
  EXPECT_EQ(FloatResult(rpy_math_fabs(0x1.f400000000000p+9)), "1000.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(-0x1.f400000000000p+9)), "1000.0");
  EXPECT_EQ(FloatResult(rpy_math_fabs(INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_fabs(-INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_fabs(NAN)), "nan");
}

TEST_F(NumberTest, MathRounding) {
  EXPECT_EQ(IntResult(rpy_math_floor(0x1.8000000000000p+0)), "1");
  EXPECT_EQ(IntResult(rpy_math_floor(-0x1.8000000000000p+0)), "-2");
  EXPECT_EQ(IntResult(rpy_math_floor(0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_floor(-0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_floor(0x1.bc16d674ec800p+59)), "1000000000000000000");
  EXPECT_EQ(IntResult(rpy_math_floor(INFINITY)),
            "OverflowError: cannot convert float infinity to integer");
  EXPECT_EQ(IntResult(rpy_math_floor(NAN)), "ValueError: cannot convert float NaN to integer");
  EXPECT_EXIT(rpy_math_floor(0x1.158e460913d00p+63), ::testing::ExitedWithCode(1),
              "integer overflow");
  EXPECT_EQ(IntResult(rpy_math_floor(-0x1.0000000000000p+1)), "-2");
  EXPECT_EQ(IntResult(rpy_math_ceil(0x1.8000000000000p+0)), "2");
  EXPECT_EQ(IntResult(rpy_math_ceil(-0x1.8000000000000p+0)), "-1");
  EXPECT_EQ(IntResult(rpy_math_ceil(0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_ceil(-0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_ceil(0x1.bc16d674ec800p+59)), "1000000000000000000");
  EXPECT_EQ(IntResult(rpy_math_ceil(INFINITY)),
            "OverflowError: cannot convert float infinity to integer");
  EXPECT_EQ(IntResult(rpy_math_ceil(NAN)), "ValueError: cannot convert float NaN to integer");
  EXPECT_EXIT(rpy_math_ceil(0x1.158e460913d00p+63), ::testing::ExitedWithCode(1),
              "integer overflow");
  EXPECT_EQ(IntResult(rpy_math_ceil(-0x1.0000000000000p+1)), "-2");
  EXPECT_EQ(IntResult(rpy_math_trunc(0x1.8000000000000p+0)), "1");
  EXPECT_EQ(IntResult(rpy_math_trunc(-0x1.8000000000000p+0)), "-1");
  EXPECT_EQ(IntResult(rpy_math_trunc(0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_trunc(-0x0.0p+0)), "0");
  EXPECT_EQ(IntResult(rpy_math_trunc(0x1.bc16d674ec800p+59)), "1000000000000000000");
  EXPECT_EQ(IntResult(rpy_math_trunc(INFINITY)),
            "OverflowError: cannot convert float infinity to integer");
  EXPECT_EQ(IntResult(rpy_math_trunc(NAN)), "ValueError: cannot convert float NaN to integer");
  EXPECT_EXIT(rpy_math_trunc(0x1.158e460913d00p+63), ::testing::ExitedWithCode(1),
              "integer overflow");
  EXPECT_EQ(IntResult(rpy_math_trunc(-0x1.0000000000000p+1)), "-2");
}

TEST_F(NumberTest, MathTwoArguments) {
  EXPECT_EQ(FloatResult(rpy_math_pow(0x1.0000000000000p+1, 0x1.8000000000000p+1)), "8.0");
  EXPECT_EQ(FloatResult(rpy_math_pow(0x0.0p+0, -0x1.0000000000000p+0)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_pow(-0x1.0000000000000p+3, 0x1.5555555555555p-2)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_pow(0x1.7e43c8800759cp+996, 0x1.4000000000000p+3)),
            "OverflowError: math range error");
  EXPECT_EQ(FloatResult(rpy_math_pow(INFINITY, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_pow(0x1.4000000000000p+2, 0x0.0p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_pow(NAN, 0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_pow(0x1.0000000000000p+0, NAN)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_pow(-0x1.8000000000000p+1, 0x1.0000000000000p+1)), "9.0");
  EXPECT_EQ(FloatResult(rpy_math_pow(0x1.6000000000000p+2, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_pow(INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_pow(-0x0.0p+0, 0x1.0000000000000p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x1.0000000000000p+1, 0x1.8000000000000p+1)), "2.0");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x0.0p+0, -0x1.0000000000000p+0)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_fmod(-0x1.0000000000000p+3, 0x1.5555555555555p-2)),
            "-4.440892098500626e-16");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x1.7e43c8800759cp+996, 0x1.4000000000000p+3)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_fmod(INFINITY, 0x0.0p+0)), "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x1.4000000000000p+2, 0x0.0p+0)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_fmod(NAN, 0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x1.0000000000000p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_fmod(-0x1.8000000000000p+1, 0x1.0000000000000p+1)), "-1.0");
  EXPECT_EQ(FloatResult(rpy_math_fmod(0x1.6000000000000p+2, INFINITY)), "5.5");
  EXPECT_EQ(FloatResult(rpy_math_fmod(INFINITY, 0x1.0000000000000p+1)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_fmod(-0x0.0p+0, 0x1.0000000000000p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x1.0000000000000p+1, 0x1.8000000000000p+1)),
            "3.605551275463989");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x0.0p+0, -0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_hypot(-0x1.0000000000000p+3, 0x1.5555555555555p-2)),
            "8.006941432976209");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x1.7e43c8800759cp+996, 0x1.4000000000000p+3)), "1e+300");
  EXPECT_EQ(FloatResult(rpy_math_hypot(INFINITY, 0x0.0p+0)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x1.4000000000000p+2, 0x0.0p+0)), "5.0");
  EXPECT_EQ(FloatResult(rpy_math_hypot(NAN, 0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x1.0000000000000p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_hypot(-0x1.8000000000000p+1, 0x1.0000000000000p+1)),
            "3.605551275463989");
  EXPECT_EQ(FloatResult(rpy_math_hypot(0x1.6000000000000p+2, INFINITY)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_hypot(INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_hypot(-0x0.0p+0, 0x1.0000000000000p+0)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x1.0000000000000p+1, 0x1.8000000000000p+1)),
            "0.5880026035475675");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x0.0p+0, -0x1.0000000000000p+0)), "3.141592653589793");
  EXPECT_EQ(FloatResult(rpy_math_atan2(-0x1.0000000000000p+3, 0x1.5555555555555p-2)),
            "-1.5291537476963082");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x1.7e43c8800759cp+996, 0x1.4000000000000p+3)),
            "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan2(INFINITY, 0x0.0p+0)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x1.4000000000000p+2, 0x0.0p+0)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan2(NAN, 0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x1.0000000000000p+0, NAN)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_atan2(-0x1.8000000000000p+1, 0x1.0000000000000p+1)),
            "-0.982793723247329");
  EXPECT_EQ(FloatResult(rpy_math_atan2(0x1.6000000000000p+2, INFINITY)), "0.0");
  EXPECT_EQ(FloatResult(rpy_math_atan2(INFINITY, 0x1.0000000000000p+1)), "1.5707963267948966");
  EXPECT_EQ(FloatResult(rpy_math_atan2(-0x0.0p+0, 0x1.0000000000000p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x1.0000000000000p+1, 0x1.8000000000000p+1)), "2.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x0.0p+0, -0x1.0000000000000p+0)), "-0.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(-0x1.0000000000000p+3, 0x1.5555555555555p-2)), "8.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x1.7e43c8800759cp+996, 0x1.4000000000000p+3)), "1e+300");
  EXPECT_EQ(FloatResult(rpy_math_copysign(INFINITY, 0x0.0p+0)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x1.4000000000000p+2, 0x0.0p+0)), "5.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(NAN, 0x1.0000000000000p+0)), "nan");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x1.0000000000000p+0, NAN)), "1.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(-0x1.8000000000000p+1, 0x1.0000000000000p+1)), "3.0");
  EXPECT_EQ(FloatResult(rpy_math_copysign(0x1.6000000000000p+2, INFINITY)), "5.5");
  EXPECT_EQ(FloatResult(rpy_math_copysign(INFINITY, 0x1.0000000000000p+1)), "inf");
  EXPECT_EQ(FloatResult(rpy_math_copysign(-0x0.0p+0, 0x1.0000000000000p+0)), "0.0");
}

TEST_F(NumberTest, MathLogBase) {
  EXPECT_EQ(FloatResult(rpy_math_log_base(0x1.0000000000000p+3, 0x1.0000000000000p+1)), "3.0");
  EXPECT_EQ(FloatResult(rpy_math_log_base(0x1.9000000000000p+6, 0x1.4000000000000p+3)), "2.0");
  EXPECT_EQ(FloatResult(rpy_math_log_base(0x1.4000000000000p+2, 0x1.0000000000000p+0)),
            "ZeroDivisionError: float division by zero");
  EXPECT_EQ(FloatResult(rpy_math_log_base(0x0.0p+0, 0x1.0000000000000p+1)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log_base(0x1.0000000000000p+1, 0x0.0p+0)),
            "ValueError: math domain error");
  EXPECT_EQ(FloatResult(rpy_math_log_base(-0x1.0000000000000p+0, 0x1.0000000000000p+1)),
            "ValueError: math domain error");
}

}  // namespace
