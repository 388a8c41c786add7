// fmt % args and format(value, spec) against CPython 3.11.  Each table row is one
// GoogleTest case; the expected texts (or "Name: message") were produced by CPython.
#include <cmath>
#include <string>
#include <vector>

#include "runtime/testing/rpy_test_util.h"

namespace {

using rpy_test::BoolArg;
using rpy_test::CharArg;
using rpy_test::FloatArg;
using rpy_test::IntArg;
using rpy_test::Result;
using rpy_test::S;
using rpy_test::StrArg;
using rpy_test::TakeException;
using rpy_test::UIntArg;

struct ModCase {
  const char *fmt;
  std::vector<rpy_fmt_arg> args;
  const char *expected;
};

std::vector<ModCase> ModCases() {
  return {
      {"%d", {IntArg(42L)}, "42"},
      {"%5d|%-5d|%05d", {IntArg(42L), IntArg(42L), IntArg(-42L)}, "   42|42   |-0042"},
      {"%+d % d %+ d", {IntArg(5L), IntArg(5L), IntArg(5L)}, "+5  5 +5"},
      {"%i %u", {IntArg(-3L), IntArg(4L)}, "-3 4"},
      {"%x %X %o", {IntArg(255L), IntArg(255L), IntArg(8L)}, "ff FF 10"},
      {"%#x %#X %#o", {IntArg(255L), IntArg(255L), IntArg(8L)}, "0xff 0XFF 0o10"},
      {"%#08x", {IntArg(-255L)}, "-0x000ff"},
      {"%#5o", {IntArg(-5L)}, " -0o5"},
      {"%.3d|%05.3d|%-6.3d|", {IntArg(-5L), IntArg(-5L), IntArg(5L)}, "-005|-0005|005   |"},
      {"%#.3x", {IntArg(5L)}, "0x005"},
      {"%#o %#x", {IntArg(0L), IntArg(0L)}, "0o0 0x0"},
      {"%d", {FloatArg(0x1.feb851eb851ecp+1)}, "3"},
      {"%d", {FloatArg(-0x1.feb851eb851ecp+1)}, "-3"},
      {"%d", {FloatArg(0x1.5af1d78b58c40p+66)}, "100000000000000000000"},
      {"%i", {FloatArg(INFINITY)}, "OverflowError: cannot convert float infinity to integer"},
      {"%d", {FloatArg(NAN)}, "ValueError: cannot convert float NaN to integer"},
      {"%x", {FloatArg(0x1.8000000000000p+0)}, "TypeError: %x format: an integer is required, not float"},
      {"%d", {StrArg("x")}, "TypeError: %d format: a real number is required, not str"},
      {"%x", {StrArg("a")}, "TypeError: %x format: an integer is required, not str"},
      {"%f", {StrArg("x")}, "TypeError: must be real number, not str"},
      {"%f %F", {FloatArg(0x1.8000000000000p+0), FloatArg(0x1.8000000000000p+0)}, "1.500000 1.500000"},
      {"%.2f", {FloatArg(0x1.921f9f01b866ep+1)}, "3.14"},
      {"%.0f %.0f %.0f", {FloatArg(0x1.0000000000000p-1), FloatArg(0x1.8000000000000p+0), FloatArg(0x1.4000000000000p+1)}, "0 2 2"},
      {"%10.3f|%-10.3f|", {FloatArg(-0x1.8000000000000p+0), FloatArg(0x1.8000000000000p+0)}, "    -1.500|1.500     |"},
      {"%010.3f", {FloatArg(-0x1.8000000000000p+0)}, "-00001.500"},
      {"%+.1f % .1f", {FloatArg(0x1.0000000000000p+0), FloatArg(0x1.0000000000000p+0)}, "+1.0  1.0"},
      {"%e %E", {FloatArg(0x1.81cd6c8b43958p+13), FloatArg(0x1.81cd6c8b43958p+13)}, "1.234568e+04 1.234568E+04"},
      {"%.0e %#.0e", {FloatArg(0x1.0000000000000p+0), FloatArg(0x1.0000000000000p+0)}, "1e+00 1.e+00"},
      {"%g %g %g %g", {FloatArg(0x1.a36e2eb1c432dp-14), FloatArg(0x1.4f8b588e368f1p-17), FloatArg(0x1.e240000000000p+16), FloatArg(0x1.2d68700000000p+20)}, "0.0001 1e-05 123456 1.23457e+06"},
      {"%G", {FloatArg(0x1.b7cdfd9d7bdbbp-34)}, "1E-10"},
      {"%#g", {FloatArg(0x1.0000000000000p+0)}, "1.00000"},
      {"%.3g", {FloatArg(0x1.921f9f01b866ep+1)}, "3.14"},
      {"%f %e %g", {FloatArg(INFINITY), FloatArg(-INFINITY), FloatArg(NAN)}, "inf -inf nan"},
      {"%F %E %G", {FloatArg(INFINITY), FloatArg(-INFINITY), FloatArg(NAN)}, "INF -INF NAN"},
      {"%010f|%-010f|%+f", {FloatArg(INFINITY), FloatArg(INFINITY), FloatArg(NAN)}, "0000000inf|inf       |+nan"},
      {"%f", {FloatArg(0x1.7e43c8800759cp+996)}, "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.000000"},
      {"%.20f", {FloatArg(0x1.999999999999ap-4)}, "0.10000000000000000555"},
      {"%f", {IntArg(5L)}, "5.000000"},
      {"%e", {BoolArg(true)}, "1.000000e+00"},
      {"%s %s %s %s", {IntArg(1L), FloatArg(0x1.8000000000000p+0), StrArg("str"), BoolArg(true)}, "1 1.5 str True"},
      {"%r %r %r", {StrArg("it's"), StrArg("a\"b"), FloatArg(0x1.0000000000000p+0)}, "\"it's\" 'a\"b' 1.0"},
      {"%a", {StrArg("é")}, "'\\xe9'"},
      {"%s", {FloatArg(0x1.1c37937e08000p+53)}, "1e+16"},
      {"%s", {FloatArg(-0x0.0p+0)}, "-0.0"},
      {"%.2s|%5s|%-5s|%05s", {StrArg("abcdef"), StrArg("ab"), StrArg("ab"), StrArg("ab")}, "ab|   ab|ab   |   ab"},
      {"%.1s|%5s|", {StrArg("héllo"), StrArg("é")}, "h|    é|"},
      {"%.2r", {StrArg("abc")}, "'a"},
      {"%c%c%c", {IntArg(65L), StrArg("b"), CharArg('c')}, "Abc"},
      {"%c|%5c|%-3c|%r|%s", {CharArg(0xE9), CharArg(0x263A), CharArg(0x1F600), CharArg(0xE9), CharArg(0xFC)}, "é|    ☺|😀  |'é'|ü"},
      {"%c", {IntArg(233L)}, "é"},
      {"%5c|%-3c|", {StrArg("a"), StrArg("b")}, "    a|b  |"},
      {"%c", {StrArg("ab")}, "TypeError: %c requires int or char"},
      {"%c", {FloatArg(0x1.8000000000000p+0)}, "TypeError: %c requires int or char"},
      {"%c", {IntArg(1114112L)}, "OverflowError: %c arg not in range(0x110000)"},
      {"%c", {IntArg(-1L)}, "OverflowError: %c arg not in range(0x110000)"},
      {"%s %s", {CharArg('x'), CharArg('y')}, "x y"},
      {"%r", {CharArg('\'')}, "\"'\""},
      {"%%", {}, "%"},
      {"100%% %s", {StrArg("sure")}, "100% sure"},
      {"%ld %hd %Lf", {IntArg(1L), IntArg(2L), FloatArg(0x1.8000000000000p+1)}, "1 2 3.000000"},
      {"%s", {}, "TypeError: not enough arguments for format string"},
      {"%s %s", {IntArg(1L)}, "TypeError: not enough arguments for format string"},
      {"x", {IntArg(1L)}, "TypeError: not all arguments converted during string formatting"},
      {"%s", {IntArg(1L), IntArg(2L)}, "TypeError: not all arguments converted during string formatting"},
      {"%", {}, "ValueError: incomplete format"},
      {"%5", {IntArg(1L)}, "ValueError: incomplete format"},
      {"%y", {IntArg(1L)}, "ValueError: unsupported format character 'y' (0x79) at index 1"},
      {"%s é %y", {IntArg(1L), IntArg(2L)}, "ValueError: unsupported format character 'y' (0x79) at index 6"},
      {"%s %é", {IntArg(1L), IntArg(2L)}, "ValueError: unsupported format character '?' (0xe9) at index 4"},
      {"%5%", {IntArg(1L)}, "ValueError: unsupported format character '%' (0x25) at index 2"},
      {"abc", {}, "abc"},
      {"", {}, ""},
      {"%*d|%-*d|", {IntArg(5L), IntArg(42L), IntArg(5L), IntArg(42L)}, "   42|42   |"},
      {"%.*f", {IntArg(2L), FloatArg(0x1.921f9f01b866ep+1)}, "3.14"},
      {"%*d", {IntArg(-4L), IntArg(7L)}, "7   "},
      {"%.3000000000f", {FloatArg(1.0)}, "ValueError: precision too big"},
      {"%99999999999999999999d", {IntArg(1L)}, "ValueError: width too big"},
  };
}

class ModFormatTest : public ::testing::TestWithParam<ModCase> {};

TEST_P(ModFormatTest, MatchesCPython) {
  const ModCase &c = GetParam();
  rpy_clear_exception();
  rpy_string *r = rpy_str_mod_format(S(c.fmt), static_cast<long>(c.args.size()), c.args.data());
  EXPECT_EQ(Result(r), c.expected) << "format: " << c.fmt;
}

INSTANTIATE_TEST_SUITE_P(Table, ModFormatTest, ::testing::ValuesIn(ModCases()));

struct SpecCase {
  rpy_fmt_arg value;
  const char *spec;
  const char *expected;
};

std::vector<SpecCase> SpecCases() {
  return {
      {IntArg(42L), "", "42"},
      {IntArg(42L), "d", "42"},
      {IntArg(42L), "5", "   42"},
      {IntArg(42L), "<5", "42   "},
      {IntArg(42L), "^5", " 42  "},
      {IntArg(42L), "=5", "   42"},
      {IntArg(-42L), "=8", "-     42"},
      {IntArg(-42L), "08", "-0000042"},
      {IntArg(42L), "+", "+42"},
      {IntArg(42L), " ", " 42"},
      {IntArg(-42L), " ", "-42"},
      {IntArg(42L), "*^9", "***42****"},
      {IntArg(42L), "é>6", "éééé42"},
      {IntArg(42L), "0<6", "420000"},
      {IntArg(255L), "x", "ff"},
      {IntArg(255L), "X", "FF"},
      {IntArg(255L), "#x", "0xff"},
      {IntArg(255L), "#X", "0XFF"},
      {IntArg(255L), "#010x", "0x000000ff"},
      {IntArg(255L), "b", "11111111"},
      {IntArg(255L), "#b", "0b11111111"},
      {IntArg(255L), "o", "377"},
      {IntArg(255L), "#o", "0o377"},
      {IntArg(-255L), "#x", "-0xff"},
      {IntArg(65L), "c", "A"},
      {IntArg(65L), ">3c", "  A"},
      {IntArg(65L), "03c", "00A"},
      {IntArg(233L), "c", "é"},
      {IntArg(-1L), "c", "OverflowError: %c arg not in range(0x110000)"},
      {IntArg(1114112L), "c", "OverflowError: %c arg not in range(0x110000)"},
      {IntArg(65L), "+c", "ValueError: Sign not allowed with integer format specifier 'c'"},
      {IntArg(65L), "#c", "ValueError: Alternate form (#) not allowed with integer format specifier 'c'"},
      {IntArg(1234567L), ",", "1,234,567"},
      {IntArg(1234567L), "_", "1_234_567"},
      {IntArg(-1234567L), ",", "-1,234,567"},
      {IntArg(1234L), "08,", "0,001,234"},
      {IntArg(1234L), "010,", "00,001,234"},
      {IntArg(1234L), "0=10,", "00,001,234"},
      {IntArg(1234L), "x=10,", "xxxxx1,234"},
      {IntArg(255123L), "_x", "3_e493"},
      {IntArg(12345678L), "_b", "1011_1100_0110_0001_0100_1110"},
      {IntArg(12345678L), "_o", "5706_0516"},
      {IntArg(12345678L), "_X", "BC_614E"},
      {IntArg(12345L), "n", "12345"},
      {IntArg(12345L), ",n", "ValueError: Cannot specify ',' with 'n'."},
      {IntArg(255L), ",x", "ValueError: Cannot specify ',' with 'x'."},
      {IntArg(1L), ",_", "ValueError: Cannot specify both ',' and '_'."},
      {IntArg(1L), "_,", "ValueError: Cannot specify both ',' and '_'."},
      {IntArg(1L), ",,", "ValueError: Cannot specify ',' with ','."},
      {IntArg(1234L), ".2f", "1234.00"},
      {IntArg(1234L), ",.2f", "1,234.00"},
      {IntArg(5L), "%", "500.000000%"},
      {IntArg(5L), ".0%", "500%"},
      {IntArg(12345L), "e", "1.234500e+04"},
      {IntArg(1L), ".2", "ValueError: Precision not allowed in integer format specifier"},
      {IntArg(1L), "z", "ValueError: Negative zero coercion (z) not allowed in integer format specifier"},
      {IntArg(1L), "abc", "ValueError: Invalid format specifier 'abc' for object of type 'int'"},
      {IntArg(1L), "s", "ValueError: Unknown format code 's' for object of type 'int'"},
      {IntArg(1L), "q", "ValueError: Unknown format code 'q' for object of type 'int'"},
      {IntArg(1L), "é", "ValueError: Unknown format code '\\xe9' for object of type 'int'"},
      {IntArg(1L), "\x01""", "ValueError: Unknown format code '\\x1' for object of type 'int'"},
      {IntArg(1L), "10.", "ValueError: Format specifier missing precision"},
      {IntArg(1L), "99999999999999999999", "ValueError: Too many decimal digits in format string"},
      {IntArg(9223372036854775807L), ",", "9,223,372,036,854,775,807"},
      {IntArg(LONG_MIN), ",", "-9,223,372,036,854,775,808"},
      {IntArg(LONG_MIN), "x", "-8000000000000000"},
      {IntArg(0L), "b", "0"},
      {BoolArg(true), "", "True"},
      {BoolArg(false), "", "False"},
      {BoolArg(true), "d", "1"},
      {BoolArg(true), ">5", "    1"},
      {BoolArg(true), "x", "1"},
      {BoolArg(true), "f", "1.000000"},
      {BoolArg(true), "s", "ValueError: Unknown format code 's' for object of type 'bool'"},
      {FloatArg(0x1.8000000000000p+0), "", "1.5"},
      {FloatArg(-0x0.0p+0), "", "-0.0"},
      {FloatArg(0x1.1c37937e08000p+53), "", "1e+16"},
      {FloatArg(0x1.4f8b588e368f1p-17), "", "1e-05"},
      {FloatArg(0x1.999999999999ap-4), ".30f", "0.100000000000000005551115123126"},
      {FloatArg(0x1.5555555555555p-2), ".20g", "0.33333333333333331483"},
      {FloatArg(0x1.8000000000000p+0), "f", "1.500000"},
      {FloatArg(0x1.8000000000000p+0), ".3f", "1.500"},
      {FloatArg(-0x1.8000000000000p+0), "+.3e", "-1.500e+00"},
      {FloatArg(0x1.4000000000000p+1), ".0f", "2"},
      {FloatArg(0x1.c000000000000p+1), ".0f", "4"},
      {FloatArg(0x1.0000000000000p-1), ".0e", "5e-01"},
      {FloatArg(0x1.0000000000000p+0), "g", "1"},
      {FloatArg(0x1.4f8b588e368f1p-17), "g", "1e-05"},
      {FloatArg(0x1.d6f3454000000p+26), "g", "1.23457e+08"},
      {FloatArg(0x1.b7cdfd9d7bdbbp-34), "G", "1E-10"},
      {FloatArg(0x1.0000000000000p+0), "#g", "1.00000"},
      {FloatArg(0x1.0000000000000p+0), ".0", "1e+00"},
      {FloatArg(0x1.8000000000000p+0), ".0", "2e+00"},
      {FloatArg(0x1.e000000000000p+3), ".1", "2e+01"},
      {FloatArg(0x1.9000000000000p+6), ".3", "1e+02"},
      {FloatArg(0x1.f400000000000p+9), ".3", "1e+03"},
      {FloatArg(0x1.5af1d78b58c40p+66), ".3", "1e+20"},
      {FloatArg(0x1.1c37937e08000p+53), ".17", "1e+16"},
      {FloatArg(0x1.d6f3454000000p+26), ".17", "123456789.0"},
      {FloatArg(0x1.a36e2eb1c432dp-14), ".3", "0.0001"},
      {FloatArg(0x1.4f8b588e368f1p-17), ".3", "1e-05"},
      {FloatArg(0x1.3fff2e48e8a72p+3), ".3", "10.0"},
      {FloatArg(0x1.8ff5c28f5c28fp+6), ".3", "1e+02"},
      {FloatArg(0x1.f3feb851eb852p+9), ".4", "1e+03"},
      {FloatArg(0x1.0000000000000p+0), "#", "1.0"},
      {FloatArg(0x1.5af1d78b58c40p+66), "#", "1.e+20"},
      {FloatArg(0x1.0000000000000p+0), "#.3", "1.00"},
      {FloatArg(0x1.0000000000000p+0), "#.0", "1.e+00"},
      {FloatArg(0x1.ec00000000000p+6), "#.3", "1.23e+02"},
      {FloatArg(0x1.a36e2eb1c432dp-14), "#.3", "0.000100"},
      {FloatArg(0x0.0000000000001p-1022), ".3", "4.94e-324"},
      {FloatArg(0x1.2d68700000000p+20), ",", "1,234,567.0"},
      {FloatArg(0x1.5af1d78b58c40p+66), ",", "1e+20"},
      {FloatArg(0x1.34a0000000000p+10), "_", "1_234.5"},
      {FloatArg(0x1.34a0000000000p+10), "_f", "1_234.500000"},
      {FloatArg(0x1.d6f3456000000p+26), ",e", "1.234568e+08"},
      {FloatArg(0x1.aa535d3d0c000p+53), ",", "1.5e+16"},
      {FloatArg(-0x1.34a0000000000p+10), "012,", "-0,001,234.5"},
      {FloatArg(-0x1.34a0000000000p+10), "012,.1e", "-0,001.2e+03"},
      {FloatArg(0x1.34a0000000000p+10), "^+12,", "  +1,234.5  "},
      {FloatArg(0x1.34a0000000000p+10), ">+12,", "    +1,234.5"},
      {FloatArg(0x1.34a0000000000p+10), "<+12,", "+1,234.5    "},
      {FloatArg(0x1.34a0000000000p+10), "=+12,", "+    1,234.5"},
      {FloatArg(0x1.34a0000000000p+10), "0=+12,", "+0,001,234.5"},
      {FloatArg(0x1.34a0000000000p+10), "1=+12,", "+11111,234.5"},
      {FloatArg(0x1.34a0000000000p+10), "0<+12,", "+1,234.50000"},
      {FloatArg(0x1.6000000000000p+2), "08,.2f", "0,005.50"},
      {FloatArg(0x1.81cc000000000p+13), "012,.2f", "0,012,345.50"},
      {FloatArg(-0x1.6000000000000p+2), "^+08.2f", "0-5.5000"},
      {FloatArg(0x1.0000000000000p-1), "%", "50.000000%"},
      {FloatArg(0x1.0000000000000p-1), ".1%", "50.0%"},
      {FloatArg(-0x1.0000000000000p+0), "%", "-100.000000%"},
      {FloatArg(INFINITY), "%", "inf%"},
      {FloatArg(-0x0.0p+0), ".0%", "-0%"},
      {FloatArg(-0x0.0p+0), "z.0%", "0%"},
      {FloatArg(-0x0.0p+0), "z", "0.0"},
      {FloatArg(-0x1.a36e2eb1c432dp-14), "z.2f", "0.00"},
      {FloatArg(-0x1.a36e2eb1c432dp-14), "z.2e", "-1.00e-04"},
      {FloatArg(-0x0.0p+0), "+z", "+0.0"},
      {FloatArg(-0x1.79ca10c924223p-67), "z.3", "-1e-20"},
      {FloatArg(0x1.0000000000000p+0), "zz", "ValueError: Unknown format code 'z' for object of type 'float'"},
      {FloatArg(INFINITY), "", "inf"},
      {FloatArg(-INFINITY), "+", "-inf"},
      {FloatArg(NAN), "", "nan"},
      {FloatArg(INFINITY), "F", "INF"},
      {FloatArg(NAN), "E", "NAN"},
      {FloatArg(INFINITY), "010", "0000000inf"},
      {FloatArg(-INFINITY), "010", "-000000inf"},
      {FloatArg(NAN), "=+10", "+      nan"},
      {FloatArg(INFINITY), "010,", "0000000inf"},
      {FloatArg(INFINITY), "=10", "       inf"},
      {FloatArg(0x1.0f0cf064dd592p+73), "n", "1e+22"},
      {FloatArg(0x1.2d68700000000p+20), "n", "1.23457e+06"},
      {FloatArg(0x1.8000000000000p+0), "d", "ValueError: Unknown format code 'd' for object of type 'float'"},
      {FloatArg(0x1.8000000000000p+0), "c", "ValueError: Unknown format code 'c' for object of type 'float'"},
      {FloatArg(0x1.8000000000000p+0), "é", "ValueError: Unknown format code '\\xe9' for object of type 'float'"},
      {FloatArg(0x1.0000000000000p+0), "10.", "ValueError: Format specifier missing precision"},
      {FloatArg(0x1.0000000000000p+0), ".999999999999", "ValueError: precision too big"},
      {FloatArg(0x1.249ad2594c37dp+332), "f", "10000000000000000159028911097599180468360808563945281389781327557747838772170381060813469985856815104.000000"},
      {FloatArg(0x1.81cd6c8b43958p+13), ",n", "ValueError: Cannot specify ',' with 'n'."},
      {StrArg("abc"), "", "abc"},
      {StrArg("abc"), "10", "abc       "},
      {StrArg("abc"), ">10", "       abc"},
      {StrArg("abc"), "^7", "  abc  "},
      {StrArg("abc"), "*^8", "**abc***"},
      {StrArg("abc"), ".2", "ab"},
      {StrArg("abc"), ".2s", "ab"},
      {StrArg("abc"), "5.1", "a    "},
      {StrArg("héllo"), "10", "héllo     "},
      {StrArg("héllo"), ">8.2", "      hé"},
      {StrArg("ab"), "010", "ab00000000"},
      {StrArg("ab"), "0>10", "00000000ab"},
      {StrArg("ab"), "<010", "ab00000000"},
      {StrArg("abc"), "d", "ValueError: Unknown format code 'd' for object of type 'str'"},
      {StrArg("ab"), " ", "ValueError: Space not allowed in string format specifier"},
      {StrArg("ab"), "+", "ValueError: Sign not allowed in string format specifier"},
      {StrArg("ab"), "=5s", "ValueError: '=' alignment not allowed in string format specifier"},
      {StrArg("ab"), "#", "ValueError: Alternate form (#) not allowed in string format specifier"},
      {StrArg("ab"), "z", "ValueError: Negative zero coercion (z) not allowed in string format specifier"},
      {StrArg("ab"), ",", "ValueError: Cannot specify ',' with 's'."},
      {StrArg("ab"), "_", "ValueError: Cannot specify '_' with 's'."},
      {StrArg("ab"), "x", "ValueError: Unknown format code 'x' for object of type 'str'"},
      {StrArg("ab"), "é<6", "abéééé"},
      {CharArg('x'), ">3", "  x"},
      {CharArg(0xFC), ">3", "  ü"},
      {CharArg(0x65E5), "*^5", "**日**"},
      {CharArg('x'), "d", "ValueError: Unknown format code 'd' for object of type 'str'"},
  };
}

class FormatSpecTest : public ::testing::TestWithParam<SpecCase> {};

TEST_P(FormatSpecTest, MatchesCPython) {
  const SpecCase &c = GetParam();
  rpy_clear_exception();
  EXPECT_EQ(Result(rpy_str_format_spec(&c.value, S(c.spec))), c.expected) << "spec: " << c.spec;
}

INSTANTIATE_TEST_SUITE_P(Table, FormatSpecTest, ::testing::ValuesIn(SpecCases()));

class FormatTest : public rpy_test::RuntimeTest {};

// Unsigned values print as their (non-negative) value in every format.
TEST_F(FormatTest, UnsignedValues) {
  rpy_fmt_arg big = UIntArg(18446744073709551615UL);
  EXPECT_EQ(Result(rpy_str_mod_format(S("%d %x"), 1, &big)), "TypeError: not enough arguments for format string");
  rpy_fmt_arg two[] = {big, big};
  EXPECT_EQ(Result(rpy_str_mod_format(S("%d %x"), 2, two)), "18446744073709551615 ffffffffffffffff");
  EXPECT_EQ(Result(rpy_str_format_spec(&big, S(","))), "18,446,744,073,709,551,615");
  EXPECT_EQ(Result(rpy_str_format_spec(&big, S(""))), "18446744073709551615");
}

// 'S' arguments were converted by the translated program (an instance's __str__ or
// __repr__, a list's repr): %s and %r both show the text as is.
TEST_F(FormatTest, ShownText) {
  rpy_fmt_arg a[] = {rpy_fmt_shown(S("[1, 'a']")), rpy_fmt_shown(S("P(1)")), rpy_fmt_shown(S("x"))};
  EXPECT_EQ(Result(rpy_str_mod_format(S("%s|%r|%-4s|%.1s"), 3, a)),
            "TypeError: not enough arguments for format string");
  rpy_fmt_arg b[] = {a[0], a[1], a[2], a[1]};
  EXPECT_EQ(Result(rpy_str_mod_format(S("%s|%r|%-4s|%.1s"), 4, b)), "[1, 'a']|P(1)|x   |P");
  EXPECT_EQ(Result(rpy_str_mod_format(S("%d"), 1, a)),
            "TypeError: %d format: a real number is required, not str");
}

// The '%' scanning works on bytes; non-ASCII text around conversions is copied as is.
TEST_F(FormatTest, Utf8Text) {
  rpy_fmt_arg a[] = {StrArg("wörld"), IntArg(3)};
  EXPECT_EQ(Result(rpy_str_mod_format(S("héllo %s × %d €"), 2, a)), "héllo wörld × 3 €");
}

TEST_F(FormatTest, LongOutput) {
  rpy_fmt_arg a = StrArg(std::string(10000, 'x'));
  rpy_string *r = rpy_str_mod_format(S("[%s]"), 1, &a);
  ASSERT_EQ(TakeException(), "");
  EXPECT_EQ(r->length, 10002);
  EXPECT_EQ(r->chars[10002], '\0');
  rpy_fmt_arg w = IntArg(7);
  EXPECT_EQ(Result(rpy_str_format_spec(&w, S("3000"))).size(), 3000u);
}

}  // namespace
