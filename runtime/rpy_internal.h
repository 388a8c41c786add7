/* rpy_internal.h: helpers shared by the runtime's .c files; generated code never
 * includes it. */
#ifndef RPY_INTERNAL_H
#define RPY_INTERNAL_H

#include "rpy.h"

/* ---------------------------------------------------------------- string builder */

/* Builds a string in place: `s` is over-allocated and its length fixed by finish, so no
 * final copy is needed (an rpy_string may own more bytes than its length). */
typedef struct rpy_sb {
    rpy_string *s;
    long len;
    long cap;
} rpy_sb;

void rpy_sb_init(rpy_sb *sb, long cap);
void rpy_sb_reserve(rpy_sb *sb, long extra);
void rpy_sb_append(rpy_sb *sb, const char *p, long n);
void rpy_sb_append_cstr(rpy_sb *sb, const char *p);
void rpy_sb_append_char(rpy_sb *sb, char c);
void rpy_sb_append_str(rpy_sb *sb, rpy_string *s);
/* `count` copies of the UTF-8 sequence fill[0 .. fill_len). */
void rpy_sb_append_repeat(rpy_sb *sb, const char *fill, long fill_len, long count);
rpy_string *rpy_sb_finish(rpy_sb *sb);

/* ---------------------------------------------------------------- output (rpy_io.c) */

/* Writes all n bytes to fd (retrying on EINTR and short writes); -1 with errno set. */
int rpy_write_all(int fd, const char *p, long n);
/* Appends to print()'s stdout buffer (sys.stdout.write shares it: one order). */
void rpy_print_bytes(const char *p, long n);

/* ---------------------------------------------------------------- UTF-8 */

/* The code point at p (n >= 1 bytes available); *len receives its size in bytes.
 * Malformed input decodes byte by byte as U+0080..U+00FF, so nothing is ever lost. */
long rpy_utf8_decode(const char *p, long n, int *len);
/* Writes 1 to 4 bytes and returns their count (surrogates are encoded as is). */
int rpy_utf8_encode(long cp, char *out);
long rpy_utf8_count(const char *p, long n);
/* Start of the code point that ends just before byte `pos`. */
long rpy_utf8_prev(const char *p, long pos);

/* ---------------------------------------------------------------- code point offsets */

/* Byte offset of code point i of s, clamped to 0 .. len(s) (rpy_str_index.c). */
long rpy_str_offset(rpy_string *s, long i);
/* Number of code points before byte offset pos (a code point boundary) of s. */
long rpy_str_index_of(rpy_string *s, long pos);
/* The same, knowing that from_pos (<= pos) is the offset of code point from_index. */
long rpy_str_index_from(rpy_string *s, long from_pos, long from_index, long pos);
/* The offset k code points after / before byte offset pos (stopping at the ends). */
long rpy_str_advance(rpy_string *s, long pos, long k);
long rpy_str_retreat(rpy_string *s, long pos, long k);

/* The code point count of a string made of pieces counting a and b code points, the
 * second piece starting with `next` (its first byte): a known sum unless a count is
 * unknown (-1) or the second piece starts with a stray continuation byte, which the first
 * one's last bytes could absorb. */
static inline long rpy_cp_sum(long a, long b, const rpy_string *next) {
    if (a < 0 || b < 0) return -1;
    if (next->length > 0 && ((unsigned char)next->chars[0] & 0xC0) == 0x80) return -1;
    return a + b;
}

/* ---------------------------------------------------------------- Unicode properties */

/* Python's str.isspace for one code point (ASCII and Unicode White_Space). */
int rpy_uni_isspace(long cp);
/* Whitespace stripped by int() and float(): C isspace, or any non-ASCII space. */
int rpy_uni_isspace_number(long cp);
/* One-to-one case mappings for ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic,
 * Armenian, fullwidth Latin and the Latin digraphs; other code points map to themselves.
 * The expansions (sharp s, ligatures) are handled by the str methods. */
long rpy_uni_tolower(long cp);
long rpy_uni_toupper(long cp);
long rpy_uni_totitle(long cp);
int rpy_uni_istitle(long cp);
int rpy_uni_islower(long cp);
int rpy_uni_isupper(long cp);
/* CPython 3.11's str.isalpha, isdecimal, isdigit, isnumeric, isprintable (what repr()
 * leaves unescaped) and the two classes of isidentifier, for one code point. */
int rpy_uni_isalpha(long cp);
int rpy_uni_isdecimal(long cp);
int rpy_uni_isdigit(long cp);
int rpy_uni_isnumeric(long cp);
int rpy_uni_isprintable(long cp);
int rpy_uni_isxid_start(long cp);
int rpy_uni_isxid_continue(long cp);
int rpy_uni_decimal(long cp); /* value of a decimal digit of any script, else -1 */
/* rpy_unicode_tables.c (generated): whether a code point is in a property's ranges. */
typedef struct rpy_uni_range {
    unsigned int first, last;
} rpy_uni_range;
int rpy_uni_in_alpha(long cp);
int rpy_uni_in_decimal(long cp);
int rpy_uni_in_digit(long cp);
int rpy_uni_in_numeric(long cp);
int rpy_uni_in_printable(long cp);
int rpy_uni_in_xid_start(long cp);
int rpy_uni_in_xid_continue(long cp);
/* Unicode Case_Ignorable, as far as the final sigma rule needs it. */
int rpy_uni_case_ignorable(long cp);

/* ---------------------------------------------------------------- floats */

/* Shortest digit string that reads back as |x| (finite): "0" for zero, never trailing
 * zeros; |x| = 0.DIGITS * 10**decpt.  digits needs 18 bytes.  Returns the digit count. */
int rpy_float_shortest_digits(double x, char *digits, int *decpt);

#define RPY_DTSF_ALT 1      /* '#': keep trailing zeros and the decimal point */
#define RPY_DTSF_ADD_DOT_0 2 /* integral results in fixed notation end with ".0" */
#define RPY_DTSF_NO_NEG_0 4 /* 'z': a result that rounds to zero loses its minus sign */

/* CPython's PyOS_double_to_string: code 'r' (repr), 'e' 'E' 'f' 'F' 'g' 'G'.  Appends
 * "-" for negative numbers (not for NaN), "inf"/"nan" (upper case for E F G). */
void rpy_format_double(rpy_sb *out, double x, char code, long precision, int flags);

/* ---------------------------------------------------------------- misc */

/* CPython's "%.200R": repr(s) cut to 200 code points (used in error messages). */
rpy_string *rpy_repr_truncated(rpy_string *s, long max_codepoints);

/* Whether writing stdout failed (the exit status is then 120, as in CPython). */
int rpy_stdout_failed(void);

/* Appends the decimal digits of v (no sign). */
void rpy_sb_append_ulong(rpy_sb *sb, unsigned long v);

#endif /* RPY_INTERNAL_H */
