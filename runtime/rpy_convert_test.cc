// Conversions between numbers and text: repr(float), str(int), int(str), float(str),
// int(float).  Expected values were produced by CPython 3.11.
#include <cmath>
#include <string>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::Result;
using rpy_test::S;
using rpy_test::Str;
using rpy_test::TakeException;

class ConvertTest : public rpy_test::RuntimeTest {};

TEST_F(ConvertTest, FloatReprMatchesCPython) {
  const struct { double value; const char *repr; } cases[] = {
      {0.1, "0.1"},
      {1e16, "1e+16"},
      {1e-5, "1e-05"},
      {2.5, "2.5"},
      {1.0 / 3, "0.3333333333333333"},
      {-0.0, "-0.0"},
      {0.0, "0.0"},
      {INFINITY, "inf"},
      {-INFINITY, "-inf"},
      {NAN, "nan"},
      {123456789.123, "123456789.123"},
      {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
      {1e15, "1000000000000000.0"},
      {1e-4, "0.0001"},
      {0.0001, "0.0001"},
      {123456789012345.0, "123456789012345.0"},
      {1.2345678901234567e19, "1.2345678901234567e+19"},
      {1.0, "1.0"},
      {100.0, "100.0"},
      {9007199254740992.0, "9007199254740992.0"},
      {pow(2.0, -1022), "2.2250738585072014e-308"},
      {1e22, "1e+22"},
      {1e23, "1e+23"},
      {0.3, "0.3"},
      {0.1+0.2, "0.30000000000000004"},
      {-1.5, "-1.5"},
      {3.141592653589793, "3.141592653589793"},
      {1e-7, "1e-07"},
      {12345678901234567.0, "1.2345678901234568e+16"},
      {pow(2.0, 63), "9.223372036854776e+18"},
      {1e300 * 10, "1e+301"},
      {4.35, "4.35"},
      {0.5e-323, "5e-324"},
      {pow(2.0, 60), "1.152921504606847e+18"},
      {1.0 / 7, "0.14285714285714285"},
      {-123.456e-10, "-1.23456e-08"},
      {7e22, "7e+22"},
  };

  for (const auto &c : cases) EXPECT_EQ(Str(rpy_str_from_float(c.value)), c.repr) << c.repr;
}

// The shortest round-trip digits must also hold at the lopsided rounding intervals of
// powers of two, and for random bit patterns (each printed value must read back).
TEST_F(ConvertTest, FloatReprRoundTripsEveryPowerOfTwo) {
  for (int e = -1074; e <= 1023; e++) {
    double x = std::ldexp(1.0, e);
    std::string text = Str(rpy_str_from_float(x));
    EXPECT_EQ(std::strtod(text.c_str(), nullptr), x) << text;
  }
  EXPECT_EQ(Str(rpy_str_from_float(std::ldexp(1.0, -1074))), "5e-324");
  EXPECT_EQ(Str(rpy_str_from_float(std::ldexp(1.0, 1023))), "8.98846567431158e+307");
  EXPECT_EQ(Str(rpy_str_from_float(std::ldexp(1.0, 100))), "1.2676506002282294e+30");
}

TEST_F(ConvertTest, FloatReprExponentThresholds) {
  EXPECT_EQ(Str(rpy_str_from_float(9999999999999998.0)), "9999999999999998.0");
  EXPECT_EQ(Str(rpy_str_from_float(1e16)), "1e+16");
  EXPECT_EQ(Str(rpy_str_from_float(0.0001)), "0.0001");
  EXPECT_EQ(Str(rpy_str_from_float(0.00012)), "0.00012");
  EXPECT_EQ(Str(rpy_str_from_float(0.00001)), "1e-05");
  EXPECT_EQ(Str(rpy_str_from_float(-1.5e-5)), "-1.5e-05");
}

TEST_F(ConvertTest, IntToString) {
  EXPECT_EQ(Str(rpy_str_from_int(0)), "0");
  EXPECT_EQ(Str(rpy_str_from_int(-1)), "-1");
  EXPECT_EQ(Str(rpy_str_from_int(1234567890)), "1234567890");
  EXPECT_EQ(Str(rpy_str_from_int(LONG_MAX)), "9223372036854775807");
  EXPECT_EQ(Str(rpy_str_from_int(LONG_MIN)), "-9223372036854775808");
  EXPECT_EQ(Str(rpy_str_from_uint(ULONG_MAX)), "18446744073709551615");
  EXPECT_EQ(Str(rpy_str_from_uint(0)), "0");
  EXPECT_EQ(Str(rpy_str_from_bool(1)), "True");
  EXPECT_EQ(Str(rpy_str_from_bool(0)), "False");
}

std::string IntResult(long v) {
  std::string e = TakeException();
  return e.empty() ? std::to_string(v) : e;
}

TEST_F(ConvertTest, IntFromStringMatchesCPython) {
  const struct { const char *text; long base; const char *expected; } int_cases[] = {
      {"0", 10, "0"},
      {"42", 10, "42"},
      {"-42", 10, "-42"},
      {" 7 ", 10, "7"},
      {"\t\n+13\x0d""\n", 10, "13"},
      {"1_000_000", 10, "1000000"},
      {"1__0", 10, "ValueError: invalid literal for int() with base 10: '1__0'"},
      {"_1", 10, "ValueError: invalid literal for int() with base 10: '_1'"},
      {"1_", 10, "ValueError: invalid literal for int() with base 10: '1_'"},
      {"+_5", 10, "ValueError: invalid literal for int() with base 10: '+_5'"},
      {"", 10, "ValueError: invalid literal for int() with base 10: ''"},
      {"   ", 10, "ValueError: invalid literal for int() with base 10: '   '"},
      {"- 5", 10, "ValueError: invalid literal for int() with base 10: '- 5'"},
      {"5 5", 10, "ValueError: invalid literal for int() with base 10: '5 5'"},
      {"12a", 10, "ValueError: invalid literal for int() with base 10: '12a'"},
      {"x", 10, "ValueError: invalid literal for int() with base 10: 'x'"},
      {"9223372036854775807", 10, "9223372036854775807"},
      {"-9223372036854775808", 10, "-9223372036854775808"},
      {"0x1f", 0, "31"},
      {"0X1F", 16, "31"},
      {"1f", 16, "31"},
      {"0o17", 0, "15"},
      {"0b101", 0, "5"},
      {"-0b101", 0, "-5"},
      {"010", 0, "ValueError: invalid literal for int() with base 0: '010'"},
      {"00", 0, "0"},
      {"0_0", 0, "0"},
      {"0x_1f", 0, "31"},
      {"0x_1f", 16, "31"},
      {"0b1", 16, "177"},
      {"0b", 0, "ValueError: invalid literal for int() with base 0: '0b'"},
      {"0x", 16, "ValueError: invalid literal for int() with base 16: '0x'"},
      {"z", 36, "35"},
      {"Z", 36, "35"},
      {"zz", 35, "ValueError: invalid literal for int() with base 35: 'zz'"},
      {"777", 8, "511"},
      {"8", 8, "ValueError: invalid literal for int() with base 8: '8'"},
      {"٣٤", 10, "34"},
      {" 12　", 10, "12"},
      {"\x1c""5", 10, "ValueError: invalid literal for int() with base 10: '\\x1c5'"},
      {"1", 1, "ValueError: int() base must be >= 2 and <= 36, or 0"},
      {"1", 37, "ValueError: int() base must be >= 2 and <= 36, or 0"},
  };

  for (const auto &c : int_cases)
    EXPECT_EQ(IntResult(rpy_int_from_str_base(S(c.text), c.base)), c.expected) << c.text;
}

TEST_F(ConvertTest, IntFromStringDefaultsToBase10) {
  EXPECT_EQ(rpy_int_from_str(S(" -17 ")), -17);
  EXPECT_EQ(IntResult(rpy_int_from_str(S("0x10"))),
            "ValueError: invalid literal for int() with base 10: '0x10'");
}

// CPython shows the argument with "%.200R": the repr cut to 200 characters.
TEST_F(ConvertTest, IntErrorTruncatesLongRepr) {
  std::string text(250, 'x');
  rpy_int_from_str(S(text));
  EXPECT_EQ(TakeException(),
            "ValueError: invalid literal for int() with base 10: '" + std::string(199, 'x'));
}

// Python ints are unbounded; a translated program's are 64-bit. CPython returns a long
// int, so the program stops as on an arithmetic overflow (a catchable OverflowError
// would take a path CPython does not); a bad literal is still CPython's ValueError.
TEST_F(ConvertTest, IntFromStringOverflowStopsTheProgram) {
  EXPECT_EQ(rpy_int_from_str(S("9223372036854775807")), LONG_MAX);
  EXPECT_EQ(rpy_int_from_str(S("-9223372036854775808")), LONG_MIN);
  EXPECT_EXIT(rpy_int_from_str(S("9223372036854775808")), ::testing::ExitedWithCode(1),
              "integer overflow in int\\(\\) of a str");
  rpy_int_from_str(S("99999999999999999999x"));
  EXPECT_EQ(TakeException(),
            "ValueError: invalid literal for int() with base 10: '99999999999999999999x'");
}

std::string FloatResult(double v) {
  std::string e = TakeException();
  return e.empty() ? Str(rpy_str_from_float(v)) : e;
}

TEST_F(ConvertTest, FloatFromStringMatchesCPython) {
  const struct { const char *text; const char *expected; } float_cases[] = {
      {"1", "1.0"},
      {"1.5", "1.5"},
      {"-1.5e10", "-15000000000.0"},
      {" 2.5 ", "2.5"},
      {"inf", "inf"},
      {"-Infinity", "-inf"},
      {"nAn", "nan"},
      {"+nan", "nan"},
      {"infinit", "ValueError: could not convert string to float: 'infinit'"},
      {"1_0.5", "10.5"},
      {"1__0", "ValueError: could not convert string to float: '1__0'"},
      {"1e", "ValueError: could not convert string to float: '1e'"},
      {".5", "0.5"},
      {"5.", "5.0"},
      {".", "ValueError: could not convert string to float: '.'"},
      {"-.e5", "ValueError: could not convert string to float: '-.e5'"},
      {"0x10", "ValueError: could not convert string to float: '0x10'"},
      {"1e5_0", "1e+50"},
      {"1_e5", "ValueError: could not convert string to float: '1_e5'"},
      {"1._5", "ValueError: could not convert string to float: '1._5'"},
      {"1e500", "inf"},
      {"-1e-500", "-0.0"},
      {" 1　", "1.0"},
      {"\x1c""1", "ValueError: could not convert string to float: '\\x1c1'"},
      {"", "ValueError: could not convert string to float: ''"},
      {"abc", "ValueError: could not convert string to float: 'abc'"},
      {"1.5E+10", "15000000000.0"},
      {"1E-3", "0.001"},
      {"0.1", "0.1"},
      {"123456789012345678901234567890", "1.2345678901234568e+29"},
      {"1_000.000_1e1_0", "10000001000000.0"},
      {"nan(1)", "ValueError: could not convert string to float: 'nan(1)'"},
      {"٣.٥", "3.5"},
  };

  for (const auto &c : float_cases)
    EXPECT_EQ(FloatResult(rpy_float_from_str(S(c.text))), c.expected) << c.text;
}

TEST_F(ConvertTest, IntFromFloatTruncates) {
  EXPECT_EQ(rpy_int_from_float(2.9), 2);
  EXPECT_EQ(rpy_int_from_float(-2.9), -2);
  EXPECT_EQ(rpy_int_from_float(-0.0), 0);
  EXPECT_EQ(rpy_int_from_float(9.2233720368547748e18), 9223372036854774784L);
  rpy_int_from_float(NAN);
  EXPECT_EQ(TakeException(), "ValueError: cannot convert float NaN to integer");
  rpy_int_from_float(-INFINITY);
  EXPECT_EQ(TakeException(), "OverflowError: cannot convert float infinity to integer");
  EXPECT_EXIT(rpy_int_from_float(1e19), ::testing::ExitedWithCode(1), "integer overflow");
}

}  // namespace
