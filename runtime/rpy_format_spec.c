/* rpy_format_spec.c: format(value, spec), i.e. f'{x:spec}' and str.format.
 *
 * The format mini-language [[fill]align][sign][z][#][0][width][,|_][.precision][type]
 * for ints, bools, floats and strings, following CPython 3.11's formatter_unicode.c:
 * same parse, same error messages, same padding and digit grouping. */
#include <math.h>
#include <stdio.h>

#include "rpy_internal.h"

typedef struct spec {
    char fill[4]; /* UTF-8 of the fill code point */
    int fill_len;
    int fill_given;
    char align; /* '<' '>' '^' '=' */
    char sign;  /* 0 '+' '-' ' ' */
    int no_neg_0;
    int alternate;
    long width; /* -1: none */
    char thousands; /* 0 ',' '_' */
    long precision; /* -1: none */
    long type;      /* code point, 0: none */
} spec;

static const char *type_name(char kind) {
    switch (kind) {
    case 'f': return "float";
    case 's': case 'c': return "str";
    case 'b': return "bool";
    default: return "int";
    }
}

static int raise_value_error(const char *msg) {
    rpy_raise_builtin(rpy_cls_ValueError, msg);
    return 0;
}

/* Characters outside printable ASCII are shown as \x.. in these messages. */
static int unknown_code(long type, char kind) {
    char msg[128];
    if (type > 32 && type < 128)
        snprintf(msg, sizeof msg, "Unknown format code '%c' for object of type '%s'", (char)type,
                 type_name(kind));
    else
        snprintf(msg, sizeof msg, "Unknown format code '\\x%lx' for object of type '%s'", type,
                 type_name(kind));
    return raise_value_error(msg);
}

static int is_align(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

/* A run of decimal digits; -1 when there is none.  Overflow is CPython's error. */
static long get_integer(const char *p, long n, long *i, int *ok) {
    long v = 0, start = *i;
    *ok = 1;
    while (*i < n && p[*i] >= '0' && p[*i] <= '9') {
        int d = p[*i] - '0';
        if (v > (LONG_MAX - d) / 10) {
            *ok = raise_value_error("Too many decimal digits in format string");
            return -1;
        }
        v = v * 10 + d;
        (*i)++;
    }
    return *i == start ? -1 : v;
}

static int parse_spec(rpy_string *text, spec *f, long default_type, char default_align,
                      char kind) {
    const char *p = text->chars;
    long n = text->length, i = 0;
    int first_len = 0, ok, align_given = 0;
    f->fill[0] = ' ';
    f->fill_len = 1;
    f->fill_given = 0;
    f->align = default_align;
    f->sign = 0;
    f->no_neg_0 = 0;
    f->alternate = 0;
    f->width = -1;
    f->thousands = 0;
    f->precision = -1;
    f->type = default_type;
    if (n > 0) rpy_utf8_decode(p, n, &first_len);
    if (n > first_len && is_align(p[first_len])) {
        memcpy(f->fill, p, (size_t)first_len);
        f->fill_len = first_len;
        f->fill_given = 1;
        f->align = p[first_len];
        align_given = 1;
        i = first_len + 1;
    } else if (n > 0 && is_align(p[0])) {
        f->align = p[0];
        align_given = 1;
        i = 1;
    }
    if (i < n && (p[i] == '+' || p[i] == '-' || p[i] == ' ')) f->sign = p[i++];
    if (i < n && p[i] == 'z') {
        f->no_neg_0 = 1;
        i++;
    }
    if (i < n && p[i] == '#') {
        f->alternate = 1;
        i++;
    }
    /* '0' before the width (unless a fill was given): zero fill, and for numbers
     * without an explicit alignment, padding after the sign. */
    if (!f->fill_given && i < n && p[i] == '0') {
        f->fill[0] = '0';
        f->fill_len = 1;
        if (!align_given && default_align == '>') f->align = '=';
        i++;
    }
    f->width = get_integer(p, n, &i, &ok);
    if (!ok) return 0;
    if (i < n && p[i] == ',') {
        f->thousands = ',';
        i++;
    }
    if (i < n && p[i] == '_') {
        if (f->thousands) return raise_value_error("Cannot specify both ',' and '_'.");
        f->thousands = '_';
        i++;
    }
    if (i < n && p[i] == ',' && f->thousands == '_')
        return raise_value_error("Cannot specify both ',' and '_'.");
    if (i < n && p[i] == '.') {
        i++;
        f->precision = get_integer(p, n, &i, &ok);
        if (!ok) return 0;
        if (f->precision < 0) return raise_value_error("Format specifier missing precision");
    }
    if (i < n) {
        int len;
        long type = rpy_utf8_decode(p + i, n - i, &len);
        if (i + len < n) {
            rpy_sb sb;
            rpy_sb_init(&sb, n + 64);
            rpy_sb_append_cstr(&sb, "Invalid format specifier '");
            rpy_sb_append_str(&sb, text);
            rpy_sb_append_cstr(&sb, "' for object of type '");
            rpy_sb_append_cstr(&sb, type_name(kind));
            rpy_sb_append_char(&sb, '\'');
            rpy_raise_builtin_str(rpy_cls_ValueError, rpy_sb_finish(&sb));
            return 0;
        }
        f->type = type;
    }
    if (f->thousands) {
        switch (f->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (f->thousands == '_') break; /* every four digits there */
            /* fall through */
        default: {
            char msg[64];
            if (f->type > 32 && f->type < 128)
                snprintf(msg, sizeof msg, "Cannot specify '%c' with '%c'.", f->thousands,
                         (char)f->type);
            else
                snprintf(msg, sizeof msg, "Cannot specify '%c' with '\\x%lx'.", f->thousands,
                         f->type);
            return raise_value_error(msg);
        }
        }
    }
    return 1;
}

/* The pieces of a formatted number, laid out by CPython's fill_number:
 * [pad][sign][prefix][pad for '='][grouped digits][rest][pad]. */
typedef struct number {
    char sign;          /* 0 or the sign character */
    const char *prefix; /* "0x" ... */
    const char *digits; /* the integer digits to group */
    long ndigits;
    const char *rest; /* decimal point, fraction, exponent, '%', "inf", or a 'c' char */
    long rest_len;
} number;

static void append_fill(rpy_sb *out, const spec *f, long count) {
    rpy_sb_append_repeat(out, f->fill, f->fill_len, count);
}

/* CPython's _PyUnicode_InsertThousandsGrouping: groups of `group` digits separated by
 * sep (none when sep is 0), padded with '0' digits up to min_width characters; a group
 * never starts with a separator, so the result can exceed min_width by one. */
static void append_grouped(rpy_sb *out, const char *digits, long ndigits, long min_width,
                           char sep, int group) {
    long remaining = ndigits, pos = ndigits, i;
    int use_sep = 0, done = 0;
    rpy_sb rev; /* built backwards, then reversed into out */
    rpy_sb_init(&rev, ndigits + 16);
    if (sep != 0) {
        for (;;) {
            long l = remaining > min_width ? remaining : min_width;
            long zeros, chars;
            if (l < 1) l = 1;
            if (l > group) l = group;
            zeros = l - remaining > 0 ? l - remaining : 0;
            chars = remaining < l ? remaining : l;
            if (chars < 0) chars = 0;
            if (use_sep) rpy_sb_append_char(&rev, sep);
            for (i = 0; i < chars; i++) rpy_sb_append_char(&rev, digits[--pos]);
            rpy_sb_append_repeat(&rev, "0", 1, zeros);
            use_sep = 1;
            remaining -= chars;
            min_width -= l;
            if (remaining <= 0 && min_width <= 0) {
                done = 1;
                break;
            }
            min_width -= 1;
        }
    }
    if (!done) {
        long l = remaining > min_width ? remaining : min_width;
        long zeros, chars;
        if (l < 1) l = 1;
        zeros = l - remaining > 0 ? l - remaining : 0;
        chars = remaining < l ? remaining : l;
        if (use_sep) rpy_sb_append_char(&rev, sep);
        for (i = 0; i < chars; i++) rpy_sb_append_char(&rev, digits[--pos]);
        rpy_sb_append_repeat(&rev, "0", 1, zeros);
    }
    rpy_sb_reserve(out, rev.len);
    for (i = rev.len - 1; i >= 0; i--) out->s->chars[out->len++] = rev.s->chars[i];
}

static void layout_number(rpy_sb *out, const spec *f, const number *num, int group) {
    long prefix_len = (long)strlen(num->prefix);
    long rest_cps = rpy_utf8_count(num->rest, num->rest_len);
    long sign_len = num->sign ? 1 : 0;
    long min_width = 0, total, pad, left = 0, right = 0, inner = 0;
    rpy_sb digits;
    if (f->fill_len == 1 && f->fill[0] == '0' && f->align == '=')
        min_width = f->width - (sign_len + prefix_len + rest_cps);
    rpy_sb_init(&digits, num->ndigits + 8);
    if (num->ndigits > 0) append_grouped(&digits, num->digits, num->ndigits, min_width,
                                         f->thousands, group);
    total = sign_len + prefix_len + digits.len + rest_cps;
    pad = f->width > total ? f->width - total : 0;
    switch (f->align) {
    case '<': right = pad; break;
    case '^': left = pad / 2; right = pad - left; break;
    case '=': inner = pad; break;
    default: left = pad; break;
    }
    append_fill(out, f, left);
    if (num->sign) rpy_sb_append_char(out, num->sign);
    rpy_sb_append(out, num->prefix, prefix_len);
    append_fill(out, f, inner);
    rpy_sb_append(out, digits.s->chars, digits.len);
    rpy_sb_append(out, num->rest, num->rest_len);
    append_fill(out, f, right);
}

static char sign_for(const spec *f, int negative) {
    if (negative) return '-';
    return f->sign == '+' || f->sign == ' ' ? f->sign : 0;
}

static int format_double(rpy_sb *out, double x, spec *f) {
    long type = f->type, precision = f->precision;
    int flags = 0, add_pct = 0;
    rpy_sb text;
    number num;
    long i;
    const char *p;
    if (precision > INT_MAX) return raise_value_error("precision too big");
    if (f->alternate) flags |= RPY_DTSF_ALT;
    if (f->no_neg_0) flags |= RPY_DTSF_NO_NEG_0;
    if (type == 0) {
        /* like repr without a precision, else like 'g' with at least one decimal */
        flags |= RPY_DTSF_ADD_DOT_0;
        type = precision < 0 ? 'r' : 'g';
        if (precision < 0) precision = 0;
    } else {
        if (type == 'n') type = 'g';
        if (type == '%') {
            type = 'f';
            x *= 100;
            add_pct = 1;
        }
        if (precision < 0) precision = 6;
    }
    rpy_sb_init(&text, 32);
    rpy_format_double(&text, x, (char)type, precision, flags);
    if (add_pct) rpy_sb_append_char(&text, '%');
    p = text.s->chars;
    i = 0;
    num.sign = sign_for(f, p[0] == '-');
    if (p[0] == '-') i = 1;
    num.prefix = "";
    num.digits = p + i;
    num.ndigits = 0;
    while (i < text.len && p[i] >= '0' && p[i] <= '9') {
        i++;
        num.ndigits++;
    }
    num.rest = p + i;
    num.rest_len = text.len - i;
    layout_number(out, f, &num, 3);
    return 1;
}

static int format_integer(rpy_sb *out, unsigned long mag, int negative, spec *f) {
    char digits[72], buf[4];
    int n = 0, base = 10;
    long type = f->type;
    const char *alphabet = type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    number num;
    if (f->precision != -1)
        return raise_value_error("Precision not allowed in integer format specifier");
    if (f->no_neg_0)
        return raise_value_error(
            "Negative zero coercion (z) not allowed in integer format specifier");
    num.prefix = "";
    if (type == 'c') {
        if (f->sign) return raise_value_error("Sign not allowed with integer format specifier 'c'");
        if (f->alternate)
            return raise_value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'");
        if (negative || mag > 0x10FFFF) {
            rpy_raise_builtin(rpy_cls_OverflowError, "%c arg not in range(0x110000)");
            return 0;
        }
        /* the character is laid out as non-digit text */
        num.sign = 0;
        num.digits = "";
        num.ndigits = 0;
        num.rest = buf;
        num.rest_len = rpy_utf8_encode((long)mag, buf);
        layout_number(out, f, &num, 3);
        return 1;
    }
    switch (type) {
    case 'b': base = 2; num.prefix = "0b"; break;
    case 'o': base = 8; num.prefix = "0o"; break;
    case 'x': base = 16; num.prefix = "0x"; break;
    case 'X': base = 16; num.prefix = "0X"; break;
    default: break;
    }
    if (!f->alternate) num.prefix = "";
    do {
        digits[n++] = alphabet[mag % (unsigned long)base];
        mag /= (unsigned long)base;
    } while (mag != 0);
    /* digits are least significant first: reverse them */
    {
        int a = 0, b = n - 1;
        for (; a < b; a++, b--) {
            char t = digits[a];
            digits[a] = digits[b];
            digits[b] = t;
        }
    }
    num.sign = sign_for(f, negative);
    num.digits = digits;
    num.ndigits = n;
    num.rest = "";
    num.rest_len = 0;
    layout_number(out, f, &num, base == 10 ? 3 : 4);
    return 1;
}

static int format_text(rpy_sb *out, const char *p, long n, spec *f) {
    long cps, pad, left = 0, right = 0;
    if (f->type != 's') return unknown_code(f->type, 's');
    if (f->sign == ' ') return raise_value_error("Space not allowed in string format specifier");
    if (f->sign) return raise_value_error("Sign not allowed in string format specifier");
    if (f->no_neg_0)
        return raise_value_error(
            "Negative zero coercion (z) not allowed in string format specifier");
    if (f->alternate)
        return raise_value_error("Alternate form (#) not allowed in string format specifier");
    if (f->align == '=')
        return raise_value_error("'=' alignment not allowed in string format specifier");
    cps = rpy_utf8_count(p, n);
    if (f->precision >= 0 && cps > f->precision) { /* precision truncates */
        long i = 0, k;
        int len;
        for (k = 0; k < f->precision; k++) {
            rpy_utf8_decode(p + i, n - i, &len);
            i += len;
        }
        n = i;
        cps = f->precision;
    }
    pad = f->width > cps ? f->width - cps : 0;
    if (f->align == '>') left = pad;
    else if (f->align == '^') {
        left = pad / 2;
        right = pad - left;
    } else {
        right = pad;
    }
    append_fill(out, f, left);
    rpy_sb_append(out, p, n);
    append_fill(out, f, right);
    return 1;
}

static rpy_string *str_of(const rpy_fmt_arg *value) {
    switch (value->kind) {
    case 'i': return rpy_str_from_int(value->v.i);
    case 'u': return rpy_str_from_uint(value->v.u);
    case 'b': return rpy_str_from_bool(value->v.i != 0);
    case 'f': return rpy_str_from_float(value->v.f);
    case 'c': return rpy_str_from_char(value->v.c);
    default: return value->v.s;
    }
}

rpy_string *rpy_str_format_spec(const rpy_fmt_arg *value, rpy_string *spec_text) {
    rpy_sb out;
    spec f;
    int ok;
    char kind = value->kind;
    if (spec_text->length == 0) return str_of(value); /* format(x, '') is str(x) */
    rpy_sb_init(&out, 32);
    switch (kind) {
    case 's':
    case 'c':
        if (!parse_spec(spec_text, &f, 's', '<', kind)) return NULL;
        if (kind == 's') ok = format_text(&out, value->v.s->chars, value->v.s->length, &f);
        else {
            char buf[4];
            ok = format_text(&out, buf, rpy_utf8_encode((long)value->v.c, buf), &f);
        }
        break;
    case 'f':
        if (!parse_spec(spec_text, &f, 0, '>', kind)) return NULL;
        switch (f.type) {
        case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
            ok = format_double(&out, value->v.f, &f);
            break;
        default:
            ok = unknown_code(f.type, kind);
        }
        break;
    default: { /* int, unsigned, bool */
        unsigned long mag;
        int negative = 0;
        double as_double;
        if (kind == 'u') {
            mag = value->v.u;
            as_double = (double)value->v.u;
        } else {
            negative = value->v.i < 0;
            mag = negative ? 0UL - (unsigned long)value->v.i : (unsigned long)value->v.i;
            as_double = (double)value->v.i;
        }
        if (!parse_spec(spec_text, &f, 'd', '>', kind)) return NULL;
        switch (f.type) {
        case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
            ok = format_integer(&out, mag, negative, &f);
            break;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
            ok = format_double(&out, as_double, &f);
            break;
        default:
            ok = unknown_code(f.type, kind);
        }
        break;
    }
    }
    if (!ok) return NULL;
    return rpy_sb_finish(&out);
}
