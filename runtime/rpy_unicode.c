/* rpy_unicode.c: the few Unicode properties the str methods need.
 *
 * The runtime has no Unicode database.  Case mapping covers the alphabets whose pairs
 * follow simple patterns (ASCII, Latin-1, Latin Extended-A, the Latin digraphs, Greek,
 * Cyrillic, Armenian, fullwidth Latin); everything else is caseless here.  Whitespace
 * is complete; letters, digits, numerics, printability and identifiers are CPython's
 * (rpy_unicode_tables.c). */
#include "rpy_internal.h"

int rpy_uni_isspace(long cp) {
    if (cp < 0x80) return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20);
    switch (cp) {
    case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F:
    case 0x3000:
        return 1;
    default:
        return cp >= 0x2000 && cp <= 0x200A;
    }
}

/* int() and float() first map non-ASCII spaces to ' ' and then strip with C's isspace,
 * so the ASCII information separators \x1c-\x1f are not whitespace for them. */
int rpy_uni_isspace_number(long cp) {
    if (cp < 0x80) return cp == ' ' || (cp >= 0x09 && cp <= 0x0D);
    return rpy_uni_isspace(cp);
}

/* Ranges where upper and lower case alternate: upper at even offsets from `first`. */
typedef struct alternating {
    long first, last;
} alternating;

static const alternating alternating_ranges[] = {
    {0x0100, 0x012F}, {0x0132, 0x0137}, {0x0139, 0x0148}, {0x014A, 0x0177},
    {0x0179, 0x017E}, {0x0460, 0x0481}, {0x048A, 0x04BF}, {0x04C1, 0x04CE},
    {0x04D0, 0x052F},
};

/* Ranges of upper case letters whose lower case is at a fixed distance. */
typedef struct shifted {
    long first, last, delta;
} shifted;

static const shifted shifted_ranges[] = {
    {0x0041, 0x005A, 32},  {0x00C0, 0x00D6, 32}, {0x00D8, 0x00DE, 32}, {0x0388, 0x038A, 37},
    {0x038E, 0x038F, 63},  {0x0391, 0x03A1, 32}, {0x03A3, 0x03AB, 32}, {0x0400, 0x040F, 80},
    {0x0410, 0x042F, 32},  {0x0531, 0x0556, 48}, {0xFF21, 0xFF3A, 32},
};

#define COUNT(a) ((long)(sizeof(a) / sizeof((a)[0])))

/* The Latin digraphs come in threes: upper (DŽ), title (Dž) and lower (dž). */
static long digraph_base(long cp) {
    if (cp >= 0x01C4 && cp <= 0x01CC) return 0x01C4 + (cp - 0x01C4) / 3 * 3;
    if (cp >= 0x01F1 && cp <= 0x01F3) return 0x01F1;
    return 0;
}

int rpy_uni_istitle(long cp) {
    long base = digraph_base(cp);
    return base != 0 && cp == base + 1;
}

long rpy_uni_totitle(long cp) {
    long base = digraph_base(cp);
    return base != 0 ? base + 1 : rpy_uni_toupper(cp);
}

long rpy_uni_tolower(long cp) {
    long i;
    if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
    if (digraph_base(cp)) return digraph_base(cp) + 2;
    for (i = 0; i < COUNT(shifted_ranges); i++)
        if (cp >= shifted_ranges[i].first && cp <= shifted_ranges[i].last)
            return cp + shifted_ranges[i].delta;
    for (i = 0; i < COUNT(alternating_ranges); i++)
        if (cp >= alternating_ranges[i].first && cp <= alternating_ranges[i].last)
            return ((cp - alternating_ranges[i].first) & 1) ? cp : cp + 1;
    switch (cp) {
    case 0x0178: return 0x00FF;
    case 0x0386: return 0x03AC;
    case 0x038C: return 0x03CC;
    case 0x04C0: return 0x04CF;
    default: return cp;
    }
}

long rpy_uni_toupper(long cp) {
    long i;
    if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
    if (digraph_base(cp)) return digraph_base(cp);
    for (i = 0; i < COUNT(shifted_ranges); i++)
        if (cp - shifted_ranges[i].delta >= shifted_ranges[i].first &&
            cp - shifted_ranges[i].delta <= shifted_ranges[i].last)
            return cp - shifted_ranges[i].delta;
    for (i = 0; i < COUNT(alternating_ranges); i++)
        if (cp >= alternating_ranges[i].first && cp <= alternating_ranges[i].last)
            return ((cp - alternating_ranges[i].first) & 1) ? cp - 1 : cp;
    switch (cp) {
    case 0x00B5: return 0x039C;
    case 0x00FF: return 0x0178;
    case 0x0131: return 'I';
    case 0x017F: return 'S';
    case 0x03C2: return 0x03A3;
    case 0x03AC: return 0x0386;
    case 0x03CC: return 0x038C;
    case 0x04CF: return 0x04C0;
    default: return cp;
    }
}

/* Lower-case letters without a one-to-one upper case: sharp s, kra, n preceded by
 * apostrophe, and the ligatures ff fi fl ffi ffl st. */
static int lower_only(long cp) {
    return cp == 0xDF || cp == 0x0138 || cp == 0x0149 || (cp >= 0xFB00 && cp <= 0xFB06);
}

/* Title-case digraphs are neither upper nor lower case (but they are cased). */
int rpy_uni_islower(long cp) {
    return !rpy_uni_istitle(cp) && (rpy_uni_toupper(cp) != cp || lower_only(cp));
}

int rpy_uni_isupper(long cp) {
    return !rpy_uni_istitle(cp) && (rpy_uni_tolower(cp) != cp || cp == 0x0130);
}

/* The properties CPython answers from its Unicode database are exact: the tables of
 * rpy_unicode_tables.c, made from CPython 3.11's, with ASCII answered first. */
int rpy_uni_isalpha(long cp) {
    if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
    return rpy_uni_in_alpha(cp);
}

int rpy_uni_isdecimal(long cp) {
    if (cp < 0x80) return cp >= '0' && cp <= '9';
    return rpy_uni_in_decimal(cp);
}

int rpy_uni_isdigit(long cp) {
    if (cp < 0x80) return cp >= '0' && cp <= '9';
    return rpy_uni_in_digit(cp);
}

int rpy_uni_isnumeric(long cp) {
    if (cp < 0x80) return cp >= '0' && cp <= '9';
    return rpy_uni_in_numeric(cp);
}

int rpy_uni_isprintable(long cp) {
    if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
    return rpy_uni_in_printable(cp);
}

int rpy_uni_isxid_start(long cp) {
    if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') || cp == '_';
    return rpy_uni_in_xid_start(cp);
}

int rpy_uni_isxid_continue(long cp) {
    if (cp < 0x80) return rpy_uni_isxid_start(cp) || (cp >= '0' && cp <= '9');
    return rpy_uni_in_xid_continue(cp);
}

int rpy_uni_case_ignorable(long cp) {
    switch (cp) {
    case '\'': case '.': case ':': case '^': case '`': case 0xA8: case 0xAD: case 0xAF:
    case 0xB4: case 0xB7: case 0xB8: case 0x2018: case 0x2019: case 0x2024: case 0x2027:
        return 1;
    default:
        return cp >= 0x0300 && cp <= 0x036F; /* combining diacritical marks */
    }
}
