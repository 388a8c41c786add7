/* rpy_format.c: Python's printf-style formatting, `fmt % args`.
 *
 * Conversions d i u x X o e E f F g G c s r a and %%, flags - + space # 0, width,
 * precision, '*' and the ignored length modifiers h l L, with CPython 3.11's error
 * messages.  Mapping keys ("%(name)s") are refused: RPython passes tuples only. */
#include <math.h>
#include <stdio.h>

#include "rpy_internal.h"

#define F_LJUST 1
#define F_SIGN 2
#define F_BLANK 4
#define F_ALT 8
#define F_ZERO 16

static const char *type_name(char kind) {
    switch (kind) {
    case 'f': return "float";
    case 's': case 'c': case 'S': return "str";
    case 'b': return "bool";
    default: return "int";
    }
}

static rpy_string *to_str(const rpy_fmt_arg *a, char conversion) {
    switch (a->kind) {
    case 'S': return a->v.s; /* converted by the caller for this very conversion */
    case 'i': return rpy_str_from_int(a->v.i);
    case 'u': return rpy_str_from_uint(a->v.u);
    case 'b': return rpy_str_from_bool(a->v.i != 0);
    case 'f': return rpy_str_from_float(a->v.f);
    case 'c':
        if (conversion == 's') return rpy_str_from_char(a->v.c);
        return conversion == 'r' ? rpy_str_repr_char(a->v.c) : rpy_str_ascii(rpy_str_from_char(a->v.c));
    default:
        if (conversion == 's') return a->v.s;
        return conversion == 'r' ? rpy_str_repr(a->v.s) : rpy_str_ascii(a->v.s);
    }
}

/* "%x format: an integer is required, not float" */
static void raise_format_type_error(char conversion, const char *what, char kind) {
    char msg[128];
    snprintf(msg, sizeof msg, "%%%c format: %s is required, not %s", conversion, what,
             type_name(kind));
    rpy_raise_builtin(rpy_cls_TypeError, msg);
}

/* Integer conversions: magnitude digits, '-' and, with '#', the 0x/0X/0o prefix.
 * Returns 0 after raising. */
static int format_integer(rpy_sb *body, const rpy_fmt_arg *a, char conversion, long prec,
                          int flags) {
    unsigned long mag = 0;
    int negative = 0, base = 10, n = 0;
    char digits[72], *big = NULL;
    const char *alphabet = conversion == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    int wants_integer = conversion == 'x' || conversion == 'X' || conversion == 'o';
    switch (a->kind) {
    case 'i': case 'b':
        negative = a->v.i < 0;
        mag = negative ? 0UL - (unsigned long)a->v.i : (unsigned long)a->v.i;
        break;
    case 'u':
        mag = a->v.u;
        break;
    case 'f': {
        double t;
        if (wants_integer) {
            raise_format_type_error(conversion, "an integer", a->kind);
            return 0;
        }
        /* %d of a float is int(x): truncated, and printed exactly however large */
        if (isnan(a->v.f) || isinf(a->v.f)) {
            rpy_int_from_float(a->v.f); /* raises CPython's error */
            return 0;
        }
        t = trunc(a->v.f);
        negative = t < 0;
        if (fabs(t) < 18446744073709551616.0) {
            mag = (unsigned long)fabs(t);
        } else {
            int len = snprintf(NULL, 0, "%.0f", fabs(t));
            big = (char *)rpy_malloc_atomic((size_t)len + 1);
            snprintf(big, (size_t)len + 1, "%.0f", fabs(t));
        }
        break;
    }
    default:
        raise_format_type_error(conversion, wants_integer ? "an integer" : "a real number",
                                a->kind);
        return 0;
    }
    if (conversion == 'x' || conversion == 'X') base = 16;
    if (conversion == 'o') base = 8;
    if (negative) rpy_sb_append_char(body, '-');
    if ((flags & F_ALT) && base != 10) {
        rpy_sb_append_char(body, '0');
        rpy_sb_append_char(body, conversion == 'o' ? 'o' : conversion);
    }
    if (big != NULL) {
        long len = (long)strlen(big);
        rpy_sb_append_repeat(body, "0", 1, prec - len); /* precision: minimum digit count */
        rpy_sb_append(body, big, len);
        return 1;
    }
    do {
        digits[n++] = alphabet[mag % (unsigned long)base];
        mag /= (unsigned long)base;
    } while (mag != 0);
    rpy_sb_append_repeat(body, "0", 1, prec - n);
    while (n > 0) rpy_sb_append_char(body, digits[--n]);
    return 1;
}

static int format_float(rpy_sb *body, const rpy_fmt_arg *a, char conversion, long prec,
                        int flags) {
    double x;
    switch (a->kind) {
    case 'i': case 'b': x = (double)a->v.i; break;
    case 'u': x = (double)a->v.u; break;
    case 'f': x = a->v.f; break;
    default: {
        char msg[64];
        snprintf(msg, sizeof msg, "must be real number, not %s", type_name(a->kind));
        rpy_raise_builtin(rpy_cls_TypeError, msg);
        return 0;
    }
    }
    if (prec < 0) prec = 6;
    rpy_format_double(body, x, conversion, prec, (flags & F_ALT) ? RPY_DTSF_ALT : 0);
    return 1;
}

static int format_char(rpy_sb *body, const rpy_fmt_arg *a) {
    char buf[4];
    long cp;
    switch (a->kind) {
    case 'c':
        rpy_sb_append(body, buf, rpy_utf8_encode((long)a->v.c, buf));
        return 1;
    case 's': {
        int len = 0;
        if (a->v.s->length > 0) rpy_utf8_decode(a->v.s->chars, a->v.s->length, &len);
        if (a->v.s->length == 0 || len != a->v.s->length) break;
        rpy_sb_append_str(body, a->v.s);
        return 1;
    }
    case 'i': case 'b': case 'u':
        cp = a->kind == 'u' ? (a->v.u > 0x10FFFF ? -1 : (long)a->v.u) : a->v.i;
        if (cp < 0 || cp > 0x10FFFF) {
            rpy_raise_builtin(rpy_cls_OverflowError, "%c arg not in range(0x110000)");
            return 0;
        }
        rpy_sb_append(body, buf, rpy_utf8_encode(cp, buf));
        return 1;
    default:
        break;
    }
    rpy_raise_builtin(rpy_cls_TypeError, "%c requires int or char");
    return 0;
}

/* Number of bytes in the first `count` code points of p[0..n). */
static long prefix_bytes(const char *p, long n, long count) {
    long i = 0;
    int len;
    while (i < n && count-- > 0) {
        rpy_utf8_decode(p + i, n - i, &len);
        i += len;
    }
    return i;
}

/* Pads one converted argument into out, CPython's unicode_format_arg_output: numbers
 * move their sign (and '#' prefix) in front of zero padding. */
static void emit(rpy_sb *out, const char *p, long n, long width, int flags, int numeric,
                 char conversion) {
    char sign = 0;
    long len, prefix = 0;
    if (numeric) {
        if (n > 0 && (p[0] == '-' || p[0] == '+')) {
            sign = p[0];
            p++;
            n--;
        } else if (flags & F_SIGN) {
            sign = '+';
        } else if (flags & F_BLANK) {
            sign = ' ';
        }
        if ((flags & F_ALT) && (conversion == 'x' || conversion == 'X' || conversion == 'o'))
            prefix = 2;
    } else {
        flags &= ~F_ZERO; /* strings and chars are padded with spaces only */
    }
    len = rpy_utf8_count(p, n) + (sign ? 1 : 0);
    if (width < len) width = len;
    if ((flags & F_ZERO) && !(flags & F_LJUST)) {
        if (sign) rpy_sb_append_char(out, sign);
        rpy_sb_append(out, p, prefix);
        rpy_sb_append_repeat(out, "0", 1, width - len);
        rpy_sb_append(out, p + prefix, n - prefix);
        return;
    }
    if (!(flags & F_LJUST)) rpy_sb_append_repeat(out, " ", 1, width - len);
    if (sign) rpy_sb_append_char(out, sign);
    rpy_sb_append(out, p, n);
    if (flags & F_LJUST) rpy_sb_append_repeat(out, " ", 1, width - len);
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* '*' takes the width or precision from the arguments. */
static int star_argument(long nargs, const rpy_fmt_arg *args, long *argi, long *value) {
    const rpy_fmt_arg *a;
    if (*argi >= nargs) {
        rpy_raise_builtin(rpy_cls_TypeError, "not enough arguments for format string");
        return 0;
    }
    a = &args[(*argi)++];
    if (a->kind != 'i' && a->kind != 'b' && a->kind != 'u') {
        rpy_raise_builtin(rpy_cls_TypeError, "* wants int");
        return 0;
    }
    *value = a->kind == 'u' ? (long)a->v.u : a->v.i;
    return 1;
}

/* Width may be any ssize_t, precision any int, as in CPython. */
static long parse_number(const char *p, long n, long *i, long limit, const char *too_big) {
    long v = 0;
    while (*i < n && is_digit(p[*i])) {
        int d = p[*i] - '0';
        if (v > (limit - d) / 10) {
            rpy_raise_builtin(rpy_cls_ValueError, too_big);
            return -1;
        }
        v = v * 10 + d;
        (*i)++;
    }
    return v;
}

rpy_string *rpy_str_mod_format(rpy_string *fmt, long nargs, const rpy_fmt_arg *args) {
    const char *p = fmt->chars;
    long n = fmt->length, i = 0, argi = 0;
    rpy_sb out, body;
    rpy_sb_init(&out, n + 16 * nargs);
    rpy_sb_init(&body, 32);
    while (i < n) {
        const char *pct = (const char *)memchr(p + i, '%', (size_t)(n - i));
        long width = -1, prec = -1, conv_at;
        int flags = 0, len, numeric = 1;
        long conversion;
        const rpy_fmt_arg *a;
        if (pct == NULL) {
            rpy_sb_append(&out, p + i, n - i);
            break;
        }
        rpy_sb_append(&out, p + i, pct - (p + i));
        i = pct - p + 1;
        if (i < n && p[i] == '%') {
            rpy_sb_append_char(&out, '%');
            i++;
            continue;
        }
        if (i < n && p[i] == '(') {
            rpy_raise_builtin(rpy_cls_TypeError, "format requires a mapping");
            return NULL;
        }
        for (; i < n; i++) {
            if (p[i] == '-') flags |= F_LJUST;
            else if (p[i] == '+') flags |= F_SIGN;
            else if (p[i] == ' ') flags |= F_BLANK;
            else if (p[i] == '#') flags |= F_ALT;
            else if (p[i] == '0') flags |= F_ZERO;
            else break;
        }
        if (i < n && p[i] == '*') {
            i++;
            if (!star_argument(nargs, args, &argi, &width)) return NULL;
            if (width < 0) {
                flags |= F_LJUST;
                width = -width;
            }
        } else {
            width = parse_number(p, n, &i, LONG_MAX, "width too big");
            if (width < 0) return NULL;
        }
        if (i < n && p[i] == '.') {
            i++;
            if (i < n && p[i] == '*') {
                i++;
                if (!star_argument(nargs, args, &argi, &prec)) return NULL;
                if (prec < 0) prec = 0;
            } else {
                prec = parse_number(p, n, &i, INT_MAX, "precision too big");
                if (prec < 0) return NULL;
            }
        }
        while (i < n && (p[i] == 'h' || p[i] == 'l' || p[i] == 'L')) i++;
        if (i >= n) {
            rpy_raise_builtin(rpy_cls_ValueError, "incomplete format");
            return NULL;
        }
        conv_at = i;
        conversion = rpy_utf8_decode(p + i, n - i, &len);
        i += len;
        /* CPython fetches the argument before looking at the conversion character. */
        if (argi >= nargs) {
            rpy_raise_builtin(rpy_cls_TypeError, "not enough arguments for format string");
            return NULL;
        }
        a = &args[argi++];
        body.len = 0;
        switch (conversion) {
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o':
            if (!format_integer(&body, a, (char)conversion, prec, flags)) return NULL;
            break;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
            if (!format_float(&body, a, (char)conversion, prec, flags)) return NULL;
            break;
        case 's': case 'r': case 'a': {
            rpy_string *s = to_str(a, (char)conversion);
            long take = prec >= 0 ? prefix_bytes(s->chars, s->length, prec) : s->length;
            rpy_sb_append(&body, s->chars, take);
            numeric = 0;
            break;
        }
        case 'c':
            if (!format_char(&body, a)) return NULL;
            numeric = 0;
            break;
        default: {
            char msg[96];
            snprintf(msg, sizeof msg, "unsupported format character '%c' (0x%lx) at index %ld",
                     conversion >= 32 && conversion <= 126 ? (char)conversion : '?',
                     conversion, rpy_utf8_count(p, conv_at));
            rpy_raise_builtin(rpy_cls_ValueError, msg);
            return NULL;
        }
        }
        emit(&out, body.s->chars, body.len, width, flags, numeric, (char)conversion);
    }
    if (argi < nargs) {
        rpy_raise_builtin(rpy_cls_TypeError, "not all arguments converted during string formatting");
        return NULL;
    }
    return rpy_sb_finish(&out);
}
