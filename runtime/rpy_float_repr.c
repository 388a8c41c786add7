/* rpy_float_repr.c: float to text exactly as CPython prints it.
 *
 * repr(float) is the shortest digit string that reads back as the same double (CPython
 * gets it from David Gay's dtoa).  Here glibc does the exact arithmetic: "%.*e" rounds
 * correctly to any number of digits and strtod reads correctly, so the shortest string is
 * found by trying digit counts.  The layout rules (when to use an exponent, ".0", '#')
 * are CPython's format_float_short. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpy_internal.h"

/* Splits "%.*e" output of a non-negative number ("d.ddde+XX") into its digits and
 * decimal exponent. */
static int split_exponent_form(const char *buf, char *digits, int *exp10) {
    int n = 0;
    const char *p = buf;
    for (; *p != 'e'; p++)
        if (*p != '.') digits[n++] = *p;
    digits[n] = '\0';
    *exp10 = atoi(p + 1);
    return n;
}

static double read_digits(const char *digits, int exp10) {
    char buf[48];
    snprintf(buf, sizeof buf, "0.%se%d", digits, exp10 + 1);
    return strtod(buf, NULL);
}

/* Moves a digit string one unit in its last place up (+1) or down (-1), keeping the
 * digit count; the exponent follows a carry out of (or borrow into) the first digit. */
static void step_digits(char *digits, int n, int *exp10, int direction) {
    int i = n - 1;
    if (direction > 0) {
        while (i >= 0 && digits[i] == '9') digits[i--] = '0';
        if (i >= 0) {
            digits[i]++;
        } else { /* 99.9 -> 100: one more power of ten */
            digits[0] = '1';
            (*exp10)++;
        }
    } else {
        while (i >= 0 && digits[i] == '0') digits[i--] = '9';
        digits[i]--; /* the first digit is never 0, so i >= 0 */
        if (digits[0] == '0') { /* 1000 -> 0999 -> 9999 one power lower */
            memmove(digits, digits + 1, (size_t)n - 1);
            digits[n - 1] = '9';
            (*exp10)--;
        }
    }
}

/* Is there an n-digit decimal that reads back as x (x > 0, finite)?  Only the nearest one
 * and its neighbour across x can: the rounding interval around x is lopsided exactly at
 * powers of two, where the nearest decimal may fall just outside on the narrow side. */
static int round_trips(double x, int n, char *digits, int *exp10) {
    char buf[48];
    double y;
    snprintf(buf, sizeof buf, "%.*e", n - 1, x);
    split_exponent_form(buf, digits, exp10);
    y = strtod(buf, NULL);
    if (y == x) return 1;
    step_digits(digits, n, exp10, y < x ? 1 : -1);
    return read_digits(digits, *exp10) == x;
}

int rpy_float_shortest_digits(double x, char *digits, int *decpt) {
    int lo = 1, hi = 17, n, exp10;
    x = fabs(x);
    if (x == 0.0) {
        strcpy(digits, "0");
        *decpt = 1;
        return 1;
    }
    if (x >= DBL_MIN) {
        /* Normal numbers have 53 significant bits: the rounding interval around x is
         * narrower than half the spacing of 15-digit decimals, so it holds at most one
         * of them, and any shorter string that reads back as x is that one without its
         * trailing zeros.  So: 15 digits (stripped), else 16, else 17. */
        if (round_trips(x, 15, digits, &exp10)) lo = 15;
        else if (round_trips(x, 16, digits, &exp10)) lo = 16;
        else lo = 17;
        hi = lo;
    }
    /* Subnormals have fewer bits.  Having a round-tripping n-digit string implies one
     * with n + 1 digits, so the shortest length is found by bisection; 17 always do. */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (round_trips(x, mid, digits, &exp10)) hi = mid;
        else lo = mid + 1;
    }
    if (lo == 17 || x < DBL_MIN) round_trips(x, lo, digits, &exp10);
    n = lo;
    while (n > 1 && digits[n - 1] == '0') n--;
    digits[n] = '\0';
    *decpt = exp10 + 1;
    return n;
}

/* x > 0 rounded to n significant digits (dtoa mode 2): trailing zeros dropped. */
static int significant_digits(double x, int n, char *digits, int *decpt) {
    char buf[64];
    int count, exp10;
    if (x == 0.0) {
        strcpy(digits, "0");
        *decpt = 1;
        return 1;
    }
    if (n > 40) {
        /* More digits than a double has are exact zeros or the exact binary expansion;
         * print them through the general path. */
        char *big = (char *)rpy_malloc_atomic((size_t)n + 16);
        snprintf(big, (size_t)n + 16, "%.*e", n - 1, x);
        count = split_exponent_form(big, digits, &exp10);
    } else {
        snprintf(buf, sizeof buf, "%.*e", n - 1, x);
        count = split_exponent_form(buf, digits, &exp10);
    }
    while (count > 1 && digits[count - 1] == '0') count--;
    digits[count] = '\0';
    *decpt = exp10 + 1;
    return count;
}

static void append_exponent(rpy_sb *out, int exp10, int upper) {
    char buf[16];
    snprintf(buf, sizeof buf, "%c%c%02d", upper ? 'E' : 'e', exp10 < 0 ? '-' : '+',
             exp10 < 0 ? -exp10 : exp10);
    rpy_sb_append_cstr(out, buf);
}

/* CPython's format_float_short for 'r' (repr) and 'g': digits/decpt are the decimal
 * value, `precision` the significant digits for 'g'. */
static void layout_short(rpy_sb *out, char *digits, int nd, int decpt, char code,
                         long precision, int flags, int upper) {
    int use_exp, exp10 = 0, wrote_point = 0;
    int alt = (flags & RPY_DTSF_ALT) != 0, add_dot_0 = (flags & RPY_DTSF_ADD_DOT_0) != 0;
    if (code == 'r') {
        use_exp = decpt <= -4 || decpt > 16;
    } else {
        use_exp = decpt <= -4 || decpt > (add_dot_0 ? precision - 1 : precision);
        if (alt) /* '#' keeps the zeros up to the requested precision */
            while (nd < precision) digits[nd++] = '0';
    }
    if (use_exp) {
        exp10 = decpt - 1;
        decpt = 1;
    }
    if (decpt <= 0) {
        rpy_sb_append(out, "0.", 2);
        rpy_sb_append_repeat(out, "0", 1, -decpt);
        rpy_sb_append(out, digits, nd);
        wrote_point = 1;
    } else if (nd <= decpt) {
        rpy_sb_append(out, digits, nd);
        rpy_sb_append_repeat(out, "0", 1, decpt - nd);
    } else {
        rpy_sb_append(out, digits, decpt);
        rpy_sb_append_char(out, '.');
        rpy_sb_append(out, digits + decpt, nd - decpt);
        wrote_point = 1;
    }
    if (!wrote_point) {
        if (add_dot_0 && !use_exp) rpy_sb_append(out, ".0", 2);
        else if (alt) rpy_sb_append_char(out, '.');
    }
    if (use_exp) append_exponent(out, exp10, upper);
}

/* snprintf with "%.*e" and its siblings; the formats stay literal so that they are
 * checked by the compiler. */
static int print_c_format(char *buf, size_t size, char code, int alt, int prec, double x) {
    switch (code) {
    case 'e': return alt ? snprintf(buf, size, "%#.*e", prec, x) : snprintf(buf, size, "%.*e", prec, x);
    case 'E': return alt ? snprintf(buf, size, "%#.*E", prec, x) : snprintf(buf, size, "%.*E", prec, x);
    case 'F': return alt ? snprintf(buf, size, "%#.*F", prec, x) : snprintf(buf, size, "%.*F", prec, x);
    default: return alt ? snprintf(buf, size, "%#.*f", prec, x) : snprintf(buf, size, "%.*f", prec, x);
    }
}

/* "%.*f" of a finite x >= 0 below 1e9 with at most 9 decimals, exactly as glibc prints
 * it (the exact binary value rounded half to even), without snprintf's multiple-precision
 * path: x = m * 2**e, so x * 10**prec = m * 10**prec / 2**-e, a 128-bit quotient and
 * remainder. Writes into buf (at least 32 bytes) and returns the length, or -1 when x or
 * prec is out of that range. */
static int print_fixed_small(char *buf, double x, int prec, int alt) {
  static const uint64_t powers[] = {1,      10,      100,      1000,      10000,
                                    100000, 1000000, 10000000, 100000000, 1000000000};
  uint64_t bits, mantissa, q, scale, whole, frac;
  int exponent, n = 0, i;
  char digits[24];
  if (!(x < 1e9) || prec < 0 || prec > 9) return -1;
  scale = powers[prec];
  memcpy(&bits, &x, sizeof bits);
  mantissa = bits & 0x000fffffffffffffULL;
  exponent = (int)(bits >> 52);
  if (exponent == 0) {
    exponent = 1; /* subnormal */
  } else {
    mantissa |= 1ULL << 52;
  }
  exponent -= 1075; /* x = mantissa * 2**exponent */
  if (exponent >= 0) {
    q = (mantissa << exponent) * scale; /* x < 1e9: no overflow */
  } else if (exponent <= -127) {
    q = 0; /* x * 10**9 < 2**-45: rounds to zero */
  } else {
    unsigned __int128 product = (unsigned __int128)mantissa * scale;
    int shift = -exponent;
    unsigned __int128 rest = product & (((unsigned __int128)1 << shift) - 1);
    unsigned __int128 half = (unsigned __int128)1 << (shift - 1);
    q = (uint64_t)(product >> shift);
    if (rest > half || (rest == half && (q & 1))) q++;
  }
  whole = q / scale;
  frac = q % scale;
  do {
    digits[n++] = (char)('0' + whole % 10);
    whole /= 10;
  } while (whole);
  for (i = 0; i < n; i++) buf[i] = digits[n - 1 - i];
  if (prec > 0 || alt) buf[n++] = '.';
  for (i = prec - 1; i >= 0; i--) {
    buf[n + i] = (char)('0' + frac % 10);
    frac /= 10;
  }
  n += prec;
  buf[n] = '\0';
  return n;
}

/* After rounding, is the text a zero?  (Only digits before an exponent count.) */
static int all_zero_digits(const char *p, long n) {
    long i;
    for (i = 0; i < n && p[i] != 'e' && p[i] != 'E'; i++)
        if (p[i] >= '1' && p[i] <= '9') return 0;
    return 1;
}

void rpy_format_double(rpy_sb *out, double x, char code, long precision, int flags) {
    int upper = code == 'E' || code == 'F' || code == 'G';
    int negative = signbit(x) != 0;
    long start;
    if (isnan(x)) { /* CPython never shows the sign of a NaN */
        rpy_sb_append(out, upper ? "NAN" : "nan", 3);
        return;
    }
    if (negative) rpy_sb_append_char(out, '-');
    start = out->len;
    if (isinf(x)) {
        rpy_sb_append(out, upper ? "INF" : "inf", 3);
        return;
    }
    x = fabs(x);
    if (code == 'r' || code == 'g' || code == 'G') {
        int nd, decpt;
        long p = precision;
        char small[64], *digits = small;
        if (code == 'r') {
            nd = rpy_float_shortest_digits(x, digits, &decpt);
            flags |= RPY_DTSF_ADD_DOT_0;
        } else {
            if (p == 0) p = 1;
            if (p + 2 > (long)sizeof small) digits = (char *)rpy_malloc_atomic((size_t)p + 24);
            nd = significant_digits(x, (int)p, digits, &decpt);
        }
        layout_short(out, digits, nd, decpt, code == 'r' ? 'r' : 'g', p, flags, upper);
    } else {
        /* 'e' and 'f' are C's own formats, correctly rounded by glibc. */
        int alt = (flags & RPY_DTSF_ALT) != 0, prec = (int)precision;
        char fixed[32];
        int n = code == 'f' || code == 'F' ? print_fixed_small(fixed, x, prec, alt) : -1;
        if (n >= 0) {
          rpy_sb_append(out, fixed, n);
        } else {
          n = print_c_format(NULL, 0, code, alt, prec, x);
          rpy_sb_reserve(out, n + 1);
          print_c_format(out->s->chars + out->len, (size_t)n + 1, code, alt, prec, x);
          out->len += n;
        }
    }
    if (negative && (flags & RPY_DTSF_NO_NEG_0) &&
        all_zero_digits(out->s->chars + start, out->len - start)) {
      /* drop the minus sign written before the digits */
      memmove(out->s->chars + start - 1, out->s->chars + start, (size_t)(out->len - start));
      out->len--;
    }
}

rpy_string *rpy_str_from_float(double v) {
    rpy_sb sb;
    rpy_sb_init(&sb, 32);
    rpy_format_double(&sb, v, 'r', 0, RPY_DTSF_ADD_DOT_0);
    return rpy_sb_finish(&sb);
}
