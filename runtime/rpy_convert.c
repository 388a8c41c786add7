/* rpy_convert.c: str(int), str(bool), int(str), float(str), int(float), with CPython's
 * syntax (whitespace, signs, underscores, prefixes) and error messages. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "rpy_internal.h"

rpy_string *rpy_str_from_uint(unsigned long v) {
    char buf[24];
    int n = 0;
    do {
        buf[sizeof buf - 1 - n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    return rpy_str_from_bytes(buf + sizeof buf - n, n);
}

rpy_string *rpy_str_from_int(long v) {
    char buf[24];
    unsigned long mag = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    int n = 0;
    do {
        buf[sizeof buf - 1 - n++] = (char)('0' + mag % 10);
        mag /= 10;
    } while (mag != 0);
    if (v < 0) buf[sizeof buf - 1 - n++] = '-';
    return rpy_str_from_bytes(buf + sizeof buf - n, n);
}

rpy_string *rpy_str_from_bool(int b) { return rpy_str_from_cstr(b ? "True" : "False"); }

/* int() and float() first turn non-ASCII decimal digits into ASCII ones and non-ASCII
 * whitespace into ' ' (CPython's _PyUnicode_TransformDecimalAndSpaceToASCII); anything
 * else non-ASCII becomes '?', which no number syntax accepts. */
static rpy_string *ascii_number_text(rpy_string *s) {
    rpy_sb sb;
    long i;
    int len;
    for (i = 0; i < s->length; i++)
        if ((unsigned char)s->chars[i] >= 0x80) break;
    if (i == s->length) return s;
    rpy_sb_init(&sb, s->length);
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (cp < 0x80) rpy_sb_append_char(&sb, (char)cp);
        else if (rpy_uni_isspace(cp)) rpy_sb_append_char(&sb, ' ');
        else if (rpy_uni_decimal(cp) >= 0) rpy_sb_append_char(&sb, (char)('0' + rpy_uni_decimal(cp)));
        else rpy_sb_append_char(&sb, '?');
    }
    return rpy_sb_finish(&sb);
}

/* [*start, *stop) without the whitespace (C's isspace) around the number. */
static void strip_number_space(rpy_string *s, long *start, long *stop) {
    *start = 0;
    *stop = s->length;
    while (*start < *stop && rpy_uni_isspace_number((unsigned char)s->chars[*start])) (*start)++;
    while (*stop > *start && rpy_uni_isspace_number((unsigned char)s->chars[*stop - 1])) (*stop)--;
}

static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

static long invalid_int_literal(rpy_string *s, long base) {
    rpy_sb sb;
    char head[64];
    snprintf(head, sizeof head, "invalid literal for int() with base %ld: ", base);
    rpy_sb_init(&sb, 64 + s->length);
    rpy_sb_append_cstr(&sb, head);
    rpy_sb_append_str(&sb, rpy_repr_truncated(s, 200));
    rpy_raise_builtin_str(rpy_cls_ValueError, rpy_sb_finish(&sb));
    return -1;
}

long rpy_int_from_str_base(rpy_string *original, long base) {
    long start, stop, i, ndigits = 0;
    rpy_string *s = ascii_number_text(original);
    const char *p = s->chars;
    int negative = 0, after_prefix = 0, leading_zero = 0, nonzero = 0;
    unsigned long value = 0, limit;
    long b = base;
    if ((base != 0 && base < 2) || base > 36) {
        rpy_raise_builtin(rpy_cls_ValueError, "int() base must be >= 2 and <= 36, or 0");
        return -1;
    }
    strip_number_space(s, &start, &stop);
    i = start;
    if (i < stop && (p[i] == '+' || p[i] == '-')) negative = p[i++] == '-';
    /* A prefix selects the base when base is 0, and may be written when it matches. */
    if (i + 1 < stop && p[i] == '0') {
        char x = (char)(p[i + 1] | 0x20);
        int prefix_base = x == 'x' ? 16 : x == 'o' ? 8 : x == 'b' ? 2 : 0;
        if (prefix_base != 0 && (b == 0 || b == prefix_base)) {
            b = prefix_base;
            i += 2;
            after_prefix = 1;
        }
    }
    if (b == 0) {
        b = 10;
        leading_zero = i < stop && p[i] == '0'; /* base 0 forbids "010" */
    }
    limit = negative ? (unsigned long)LONG_MAX + 1 : (unsigned long)LONG_MAX;
    for (; i < stop; i++) {
        int d;
        if (p[i] == '_') {
            /* one underscore between digits, or right after a prefix */
            if ((ndigits == 0 && !after_prefix) || i + 1 >= stop || p[i + 1] == '_')
                return invalid_int_literal(original, base);
            continue;
        }
        d = digit_value(p[i]);
        if (d >= b) return invalid_int_literal(original, base);
        if (d != 0) nonzero = 1;
        ndigits++;
        if (value > (limit - (unsigned long)d) / (unsigned long)b) {
            /* still check the rest of the syntax before reporting the overflow */
            for (i++; i < stop; i++)
                if (p[i] != '_' && digit_value(p[i]) >= b) return invalid_int_literal(original, base);
            rpy_fatal_int_overflow("int() of a str"); /* CPython's int would grow */
        }
        value = value * (unsigned long)b + (unsigned long)d;
    }
    if (ndigits == 0 || (leading_zero && nonzero)) return invalid_int_literal(original, base);
    return negative ? (long)(0UL - value) : (long)value;
}

long rpy_int_from_str(rpy_string *s) { return rpy_int_from_str_base(s, 10); }

static double invalid_float_literal(rpy_string *s) {
    rpy_sb sb;
    rpy_sb_init(&sb, 48 + s->length);
    rpy_sb_append_cstr(&sb, "could not convert string to float: ");
    rpy_sb_append_str(&sb, rpy_str_repr(s));
    rpy_raise_builtin_str(rpy_cls_ValueError, rpy_sb_finish(&sb));
    return -1.0;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Case-insensitive comparison of p[0..n) with an ASCII lower-case word. */
static int word_is(const char *p, long n, const char *word) {
    long i;
    if ((long)strlen(word) != n) return 0;
    for (i = 0; i < n; i++)
        if ((p[i] | 0x20) != word[i]) return 0;
    return 1;
}

double rpy_float_from_str(rpy_string *original) {
    long start, stop, i, n = 0, mantissa_digits = 0, exponent_digits = 0;
    rpy_string *s = ascii_number_text(original);
    const char *p = s->chars;
    char *clean;
    int negative = 0;
    strip_number_space(s, &start, &stop);
    i = start;
    if (i < stop && (p[i] == '+' || p[i] == '-')) negative = p[i++] == '-';
    if (word_is(p + i, stop - i, "inf") || word_is(p + i, stop - i, "infinity"))
        return negative ? -INFINITY : INFINITY;
    if (word_is(p + i, stop - i, "nan")) return negative ? -NAN : NAN;
    /* Checked here rather than left to strtod, which also takes hex and "nan(...)";
     * underscores are allowed only between two digits, and are dropped. */
    clean = (char *)rpy_malloc_atomic((size_t)(stop - start) + 2);
    if (negative) clean[n++] = '-';
    for (; i < stop && (is_digit(p[i]) || p[i] == '_'); i++) {
        if (p[i] == '_') {
            if (i == start || !is_digit(p[i - 1]) || i + 1 >= stop || !is_digit(p[i + 1]))
                return invalid_float_literal(original);
            continue;
        }
        clean[n++] = p[i];
        mantissa_digits++;
    }
    if (i < stop && p[i] == '.') {
        clean[n++] = p[i++];
        for (; i < stop && (is_digit(p[i]) || p[i] == '_'); i++) {
            if (p[i] == '_') {
                if (!is_digit(p[i - 1]) || i + 1 >= stop || !is_digit(p[i + 1]))
                    return invalid_float_literal(original);
                continue;
            }
            clean[n++] = p[i];
            mantissa_digits++;
        }
    }
    if (mantissa_digits == 0) return invalid_float_literal(original);
    if (i < stop && (p[i] == 'e' || p[i] == 'E')) {
        clean[n++] = p[i++];
        if (i < stop && (p[i] == '+' || p[i] == '-')) clean[n++] = p[i++];
        for (; i < stop && (is_digit(p[i]) || p[i] == '_'); i++) {
            if (p[i] == '_') {
                if (!is_digit(p[i - 1]) || i + 1 >= stop || !is_digit(p[i + 1]))
                    return invalid_float_literal(original);
                continue;
            }
            clean[n++] = p[i];
            exponent_digits++;
        }
        if (exponent_digits == 0) return invalid_float_literal(original);
    }
    if (i != stop) return invalid_float_literal(original);
    clean[n] = '\0';
    return strtod(clean, NULL); /* overflow gives inf and underflow 0, as in CPython */
}

long rpy_int_from_float(double f) {
    if (isnan(f)) {
        rpy_raise_builtin(rpy_cls_ValueError, "cannot convert float NaN to integer");
        return -1;
    }
    if (isinf(f)) {
        rpy_raise_builtin(rpy_cls_OverflowError, "cannot convert float infinity to integer");
        return -1;
    }
    f = trunc(f);
    /* [-2**63, 2**63) are exactly the doubles that fit */
    if (!(f >= -9223372036854775808.0 && f < 9223372036854775808.0))
        rpy_fatal_int_overflow("a float converted to int"); /* CPython's int would grow */
    return (long)f;
}
