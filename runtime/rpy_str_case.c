/* rpy_str_case.c: upper, lower, capitalize, title, swapcase and the is*() predicates,
 * on code points (see rpy_unicode.c for which alphabets have case). */
#include "rpy_internal.h"

static int is_cased(long cp) {
    return rpy_uni_isupper(cp) || rpy_uni_islower(cp) || rpy_uni_istitle(cp);
}

/* Greek capital sigma lowers to final sigma at the end of a word: preceded by a cased
 * letter and not followed by one, ignoring case-ignorable characters (Unicode's
 * Final_Sigma condition, which CPython applies). */
static int final_sigma(rpy_string *s, long pos, int len) {
    long i = pos, cp;
    int n;
    for (;;) {
        if (i == 0) return 0;
        i = rpy_utf8_prev(s->chars, i);
        cp = rpy_utf8_decode(s->chars + i, s->length - i, &n);
        if (!rpy_uni_case_ignorable(cp)) break;
    }
    if (!is_cased(cp)) return 0;
    for (i = pos + len; i < s->length; i += n) {
        cp = rpy_utf8_decode(s->chars + i, s->length - i, &n);
        if (!rpy_uni_case_ignorable(cp)) return !is_cased(cp);
    }
    return 1;
}

static void append_cp(rpy_sb *sb, long cp) {
    char buf[4];
    rpy_sb_append(sb, buf, rpy_utf8_encode(cp, buf));
}

static void append_lower(rpy_sb *sb, rpy_string *s, long pos, int len, long cp) {
    if (cp == 0x0130) { /* capital I with dot lowers to i + combining dot */
        append_cp(sb, 'i');
        append_cp(sb, 0x0307);
    } else if (cp == 0x03A3) {
        append_cp(sb, final_sigma(s, pos, len) ? 0x03C2 : 0x03C3);
    } else {
        append_cp(sb, rpy_uni_tolower(cp));
    }
}

/* Upper (or, with `title`, title) case of letters whose mapping is several letters. */
static const char *expansion(long cp, int title) {
    switch (cp) {
    case 0x00DF: return title ? "Ss" : "SS";
    case 0x0149: return "\xca\xbcN"; /* apostrophe (U+02BC), N */
    case 0xFB00: return title ? "Ff" : "FF";
    case 0xFB01: return title ? "Fi" : "FI";
    case 0xFB02: return title ? "Fl" : "FL";
    case 0xFB03: return title ? "Ffi" : "FFI";
    case 0xFB04: return title ? "Ffl" : "FFL";
    case 0xFB05: case 0xFB06: return title ? "St" : "ST";
    default: return NULL;
    }
}

static void append_upper(rpy_sb *sb, long cp, int title) {
    const char *text = expansion(cp, title);
    if (text != NULL) rpy_sb_append_cstr(sb, text);
    else append_cp(sb, title ? rpy_uni_totitle(cp) : rpy_uni_toupper(cp));
}

enum { CASE_UPPER, CASE_LOWER, CASE_CAPITALIZE, CASE_TITLE, CASE_SWAP };

static rpy_string *map_case(rpy_string *s, int mode) {
    rpy_sb sb;
    long i;
    int len, previous_cased = 0;
    rpy_sb_init(&sb, s->length);
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        switch (mode) {
        case CASE_UPPER:
            append_upper(&sb, cp, 0);
            break;
        case CASE_LOWER:
            append_lower(&sb, s, i, len, cp);
            break;
        case CASE_CAPITALIZE:
            if (i == 0) append_upper(&sb, cp, 1);
            else append_lower(&sb, s, i, len, cp);
            break;
        case CASE_TITLE:
            /* A letter after a cased letter continues a word; any other starts one. */
            if (previous_cased) append_lower(&sb, s, i, len, cp);
            else append_upper(&sb, cp, 1);
            previous_cased = is_cased(cp);
            break;
        default:
            if (rpy_uni_isupper(cp)) append_lower(&sb, s, i, len, cp);
            else if (rpy_uni_islower(cp)) append_upper(&sb, cp, 0);
            else append_cp(&sb, cp);
            break;
        }
    }
    return rpy_sb_finish(&sb);
}

/* upper() and lower() of an ASCII string: byte by byte, no decoding (a word count
 * lower-cases every word). NULL when s has a byte above 0x7F. */
static rpy_string *map_ascii_case(rpy_string *s, int upper) {
    rpy_string *r;
    long i;
    unsigned char any = 0;
    if (s->codepoints != s->length)
        for (i = 0; i < s->length; i++) any |= (unsigned char)s->chars[i];
    if (any >= 0x80) return NULL;
    r = rpy_str_alloc(s->length);
    for (i = 0; i < s->length; i++) {
        unsigned char c = (unsigned char)s->chars[i];
        if (upper ? c >= 'a' && c <= 'z' : c >= 'A' && c <= 'Z') c ^= 0x20;
        r->chars[i] = (char)c;
    }
    rpy_str_set_codepoints(r, s->length);
    return r;
}

rpy_string *rpy_str_upper(rpy_string *s) {
    rpy_string *r = map_ascii_case(s, 1);
    return r != NULL ? r : map_case(s, CASE_UPPER);
}
rpy_string *rpy_str_lower(rpy_string *s) {
    rpy_string *r = map_ascii_case(s, 0);
    return r != NULL ? r : map_case(s, CASE_LOWER);
}
rpy_string *rpy_str_capitalize(rpy_string *s) { return map_case(s, CASE_CAPITALIZE); }
rpy_string *rpy_str_title(rpy_string *s) { return map_case(s, CASE_TITLE); }
rpy_string *rpy_str_swapcase(rpy_string *s) { return map_case(s, CASE_SWAP); }

/* True when the string is non-empty and every code point satisfies pred. */
static int all_of(rpy_string *s, int (*pred)(long)) {
    long i;
    int len;
    if (s->length == 0) return 0;
    for (i = 0; i < s->length; i += len)
        if (!pred(rpy_utf8_decode(s->chars + i, s->length - i, &len))) return 0;
    return 1;
}

/* CPython's isalnum: a letter, or a decimal, digit or numeric character. */
static int isalnum_cp(long cp) { return rpy_uni_isalpha(cp) || rpy_uni_isnumeric(cp); }

int rpy_str_isdigit_any(rpy_string *s) { return all_of(s, rpy_uni_isdigit); }
int rpy_str_isalpha_any(rpy_string *s) { return all_of(s, rpy_uni_isalpha); }
int rpy_str_isspace_any(rpy_string *s) { return all_of(s, rpy_uni_isspace); }
int rpy_str_isalnum_any(rpy_string *s) { return all_of(s, isalnum_cp); }

/* CPython's classes of the ASCII characters (rpy_uni_isdigit/isalpha/isspace below
 * 0x80): digits, letters, and \t\n\v\f\r, \x1c-\x1f and the space as whitespace. */
#define D RPY_ASCII_DIGIT
#define A RPY_ASCII_ALPHA
#define S RPY_ASCII_SPACE
const unsigned char rpy_ascii_classes[128] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, S, S, S, S, S, 0, 0, /* \x00-\x0f */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, S, S, S, S, /* \x10-\x1f */
    S, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* space, punctuation */
    D, D, D, D, D, D, D, D, D, D, 0, 0, 0, 0, 0, 0, /* 0-9 */
    0, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, /* @A-O */
    A, A, A, A, A, A, A, A, A, A, A, 0, 0, 0, 0, 0, /* P-Z */
    0, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, /* `a-o */
    A, A, A, A, A, A, A, A, A, A, A, 0, 0, 0, 0, 0, /* p-z, DEL */
};
#undef D
#undef A
#undef S

/* isupper: some upper-case character and no lower or title case one (islower alike). */
static int case_test(rpy_string *s, int (*want)(long), int (*reject)(long)) {
    long i;
    int len, seen = 0;
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (reject(cp)) return 0;
        if (want(cp)) seen = 1;
    }
    return seen;
}

static int not_upper(long cp) { return rpy_uni_islower(cp) || rpy_uni_istitle(cp); }
static int not_lower(long cp) { return rpy_uni_isupper(cp) || rpy_uni_istitle(cp); }

int rpy_str_isupper(rpy_string *s) { return case_test(s, rpy_uni_isupper, not_upper); }
int rpy_str_islower(rpy_string *s) { return case_test(s, rpy_uni_islower, not_lower); }

int rpy_str_isdecimal(rpy_string *s) { return all_of(s, rpy_uni_isdecimal); }
int rpy_str_isnumeric(rpy_string *s) { return all_of(s, rpy_uni_isnumeric); }
int rpy_str_isprintable(rpy_string *s) {
    /* The empty string is printable (CPython), unlike the other predicates. */
    return s->length == 0 || all_of(s, rpy_uni_isprintable);
}

int rpy_str_isascii(rpy_string *s) {
    long i;
    if (s->codepoints == s->length) return 1;
    for (i = 0; i < s->length; i++)
        if ((unsigned char)s->chars[i] >= 0x80) return 0;
    return 1;
}

/* A letter or '_' first (XID_Start), then letters, digits, '_' and the marks that may
 * continue an identifier (XID_Continue). */
int rpy_str_isidentifier(rpy_string *s) {
    long i;
    int len;
    if (s->length == 0) return 0;
    if (!rpy_uni_isxid_start(rpy_utf8_decode(s->chars, s->length, &len))) return 0;
    for (i = len; i < s->length; i += len)
        if (!rpy_uni_isxid_continue(rpy_utf8_decode(s->chars + i, s->length - i, &len))) return 0;
    return 1;
}

/* Upper or title case letters only after uncased characters, lower case ones only after
 * cased characters, and at least one cased character (CPython's unicode_istitle). */
int rpy_str_istitle(rpy_string *s) {
    long i;
    int len, cased = 0, previous_cased = 0;
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (rpy_uni_isupper(cp) || rpy_uni_istitle(cp)) {
            if (previous_cased) return 0;
            previous_cased = cased = 1;
        } else if (rpy_uni_islower(cp)) {
            if (!previous_cased) return 0;
            previous_cased = cased = 1;
        } else {
            previous_cased = 0;
        }
    }
    return cased;
}
