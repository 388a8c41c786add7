/* rpy_bytes.c: what bytes do differently from str.
 *
 * bytes share the rpy_string layout (length counts bytes), and the str functions that
 * only compare or copy bytes serve them too (==, <, +, *, join, startswith, hashing).
 * What counts, searches or classifies is here: an item is an int, positions are byte
 * offsets, any byte matches anywhere (no code point boundaries), and only ASCII letters
 * and whitespace have a case or are spaces, as in CPython's bytes methods. */
#define _GNU_SOURCE /* memmem */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "rpy_internal.h"

static int is_space(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c';
}
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static rpy_string *from(const char *p, long n) { return rpy_str_from_bytes(p, n); }

/* ---------------------------------------------------------------- construction */

rpy_string *rpy_bytes_from_size(long n) {
    if (n < 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "negative count");
        return NULL;
    }
    rpy_string *b = rpy_str_alloc(n);
    memset(b->chars, 0, (size_t)n);
    return b;
}

rpy_string *rpy_bytes_from_longs(long n, const long *items) {
    rpy_string *b = rpy_str_alloc(n);
    for (long i = 0; i < n; i++) {
        if (items[i] < 0 || items[i] > 255) {
            rpy_raise_builtin(rpy_cls_ValueError, "bytes must be in range(0, 256)");
            return NULL;
        }
        b->chars[i] = (char)items[i];
    }
    return b;
}

rpy_string *rpy_bytes_fromhex(rpy_string *s) {
    rpy_sb sb;
    rpy_sb_init(&sb, s->length / 2 + 1);
    long i = 0, n = s->length;
    const unsigned char *p = (const unsigned char *)s->chars;
    while (i < n) {
        if (is_space(p[i])) {
            i++;
            continue;
        }
        int digits[2];
        for (int k = 0; k < 2; k++, i++) {
            unsigned char c = i < n ? p[i] : 0;
            digits[k] = is_digit(c)              ? c - '0'
                        : (c >= 'a' && c <= 'f') ? c - 'a' + 10
                        : (c >= 'A' && c <= 'F') ? c - 'A' + 10
                                                 : -1;
            if (digits[k] < 0) {
                char message[96];
                /* CPython counts code points; every one before i is ASCII here but i's */
                snprintf(message, sizeof message,
                         "non-hexadecimal number found in fromhex() arg at position %ld", i);
                rpy_raise_builtin(rpy_cls_ValueError, message);
                return NULL;
            }
        }
        rpy_sb_append_char(&sb, (char)(digits[0] * 16 + digits[1]));
    }
    return rpy_sb_finish(&sb);
}

rpy_string *rpy_bytes_hex(rpy_string *b) {
    static const char digits[] = "0123456789abcdef";
    rpy_string *s = rpy_str_alloc(2 * b->length);
    for (long i = 0; i < b->length; i++) {
        unsigned char c = (unsigned char)b->chars[i];
        s->chars[2 * i] = digits[c >> 4];
        s->chars[2 * i + 1] = digits[c & 15];
    }
    rpy_str_set_codepoints(s, 2 * b->length);
    return s;
}

/* b.hex(sep, bytes_per_sep), as CPython's _Py_strhex_impl: sep (a str, or bytes when
 * sep_is_bytes) must be one ASCII character; groups of |bytes_per_sep| bytes are
 * separated, counted from the right when it is positive, from the left when negative;
 * 0 puts no separator. */
rpy_string *rpy_bytes_hex_sep(rpy_string *b, rpy_string *sep, long sep_is_bytes,
                              long bytes_per_sep) {
    static const char digits[] = "0123456789abcdef";
    long seplen = sep_is_bytes ? sep->length : rpy_str_cplen(sep);
    if (seplen != 1) {
        rpy_raise_builtin(rpy_cls_ValueError, "sep must be length 1.");
        return NULL;
    }
    unsigned char sep_char = (unsigned char)sep->chars[0];
    if (sep_char > 127) {
        rpy_raise_builtin(rpy_cls_ValueError, "sep must be ASCII.");
        return NULL;
    }
    if (bytes_per_sep == 0 || b->length == 0) return rpy_bytes_hex(b);
    unsigned long group = bytes_per_sep < 0 ? 0UL - (unsigned long)bytes_per_sep
                                            : (unsigned long)bytes_per_sep;
    long chunks = (long)((unsigned long)(b->length - 1) / group);
    long total = 2 * b->length + chunks;
    rpy_string *s = rpy_str_alloc(total);
    /* Positions of separators: after every `group` bytes counted from the side. */
    long j = 0;
    for (long i = 0; i < b->length; i++) {
        long from_side = bytes_per_sep < 0 ? i : b->length - i;
        if (i > 0 && (unsigned long)from_side % group == 0) s->chars[j++] = (char)sep_char;
        unsigned char c = (unsigned char)b->chars[i];
        s->chars[j++] = digits[c >> 4];
        s->chars[j++] = digits[c & 15];
    }
    rpy_str_set_codepoints(s, total);
    return s;
}

/* ---------------------------------------------------------------- items */

long rpy_bytes_getitem(rpy_string *b, long i) {
    if (i < 0) i += b->length;
    if (i < 0 || i >= b->length) {
        rpy_raise_builtin(rpy_cls_IndexError, "index out of range");
        return 0;
    }
    return (unsigned char)b->chars[i];
}

rpy_string *rpy_bytes_slice_step(rpy_string *b, long start, long stop, long step, int has_start,
                                 int has_stop) {
    if (step == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");
        return NULL;
    }
    long n = rpy_adjust_slice_step(b->length, &start, &stop, step, has_start, has_stop);
    rpy_string *r = rpy_str_alloc(n);
    for (long k = 0; k < n; k++) r->chars[k] = b->chars[start + k * step];
    return r;
}

long rpy_byte_value(long v) {
    if (v < 0 || v > 255) rpy_raise_builtin(rpy_cls_ValueError, "byte must be in range(0, 256)");
    return v;
}

int rpy_bytes_contains_int(rpy_string *b, long v) {
    if (v < 0 || v > 255) {
        rpy_raise_builtin(rpy_cls_ValueError, "byte must be in range(0, 256)");
        return 0;
    }
    return b->length > 0 && memchr(b->chars, (int)v, (size_t)b->length) != NULL;
}

rpy_bytes_iter *rpy_bytes_iter_new(rpy_string *b) {
    rpy_bytes_iter *it =
        (rpy_bytes_iter *)rpy_malloc_typed(RPY_TID_PTR_AT_0, sizeof(rpy_bytes_iter));
    RPY_RC_ASSIGN(it->s, b);
    it->index = 0;
    return it;
}

long rpy_bytes_iter_next(rpy_bytes_iter *it) {
    long byte;
    if (rpy_bytes_iter_next_ok(it, &byte)) return byte;
    rpy_raise_builtin(rpy_cls_StopIteration, NULL);
    return 0;
}

/* ---------------------------------------------------------------- searching */

/* CPython's ADJUST_INDICES: negative bounds count from the end, the end is clamped to the
 * length; a start past the end stays there (nothing is found, not even b''). */
static void adjust_indices(long length, long *start, long *end) {
    if (*end > length) {
        *end = length;
    } else if (*end < 0) {
        *end += length;
        if (*end < 0) *end = 0;
    }
    if (*start < 0) {
        *start += length;
        if (*start < 0) *start = 0;
    }
}

/* The offset of the first (last) occurrence of sub in b[start:end) (bounds adjusted
 * already), or -1. */
static long search(rpy_string *b, rpy_string *sub, long start, long end, int last) {
    long m = sub->length;
    if (end - start < m) return -1;
    if (last) {
        for (long i = end - m; i >= start; i--) {
            if (memcmp(b->chars + i, sub->chars, (size_t)m) == 0) return i;
        }
        return -1;
    }
    if (m == 0) return start;
    const char *hit = memmem(b->chars + start, (size_t)(end - start), sub->chars, (size_t)m);
    return hit == NULL ? -1 : (long)(hit - b->chars);
}

long rpy_bytes_find(rpy_string *b, rpy_string *sub, long start, long end) {
    adjust_indices(b->length, &start, &end);
    return search(b, sub, start, end, 0);
}

long rpy_bytes_rfind(rpy_string *b, rpy_string *sub, long start, long end) {
    adjust_indices(b->length, &start, &end);
    return search(b, sub, start, end, 1);
}

long rpy_bytes_index(rpy_string *b, rpy_string *sub, long start, long end) {
    long i = rpy_bytes_find(b, sub, start, end);
    if (i < 0) rpy_raise_builtin(rpy_cls_ValueError, "subsection not found");
    return i;
}

long rpy_bytes_rindex(rpy_string *b, rpy_string *sub, long start, long end) {
    long i = rpy_bytes_rfind(b, sub, start, end);
    if (i < 0) rpy_raise_builtin(rpy_cls_ValueError, "subsection not found");
    return i;
}

long rpy_bytes_count(rpy_string *b, rpy_string *sub, long start, long end) {
    adjust_indices(b->length, &start, &end);
    if (end - start < sub->length) return 0;
    if (sub->length == 0) return end - start + 1;
    long n = 0;
    for (long i = start;;) {
        long at = search(b, sub, i, end, 0);
        if (at < 0) break;
        n++;
        i = at + sub->length;
    }
    return n;
}

int rpy_bytes_contains(rpy_string *b, rpy_string *sub) {
    return search(b, sub, 0, b->length, 0) >= 0;
}

/* ---------------------------------------------------------------- case, classes */

static rpy_string *mapped(rpy_string *b, int upper) {
    rpy_string *r = rpy_str_alloc(b->length);
    for (long i = 0; i < b->length; i++) {
        unsigned char c = (unsigned char)b->chars[i];
        if (upper && c >= 'a' && c <= 'z') c = (unsigned char)(c - 32);
        if (!upper && c >= 'A' && c <= 'Z') c = (unsigned char)(c + 32);
        r->chars[i] = (char)c;
    }
    return r;
}
rpy_string *rpy_bytes_upper(rpy_string *b) { return mapped(b, 1); }
rpy_string *rpy_bytes_lower(rpy_string *b) { return mapped(b, 0); }

static int all_of(rpy_string *b, int (*test)(unsigned char)) {
    if (b->length == 0) return 0;
    for (long i = 0; i < b->length; i++) {
        if (!test((unsigned char)b->chars[i])) return 0;
    }
    return 1;
}
static int is_alnum(unsigned char c) { return is_alpha(c) || is_digit(c); }
int rpy_bytes_isdigit(rpy_string *b) { return all_of(b, is_digit); }
int rpy_bytes_isalpha(rpy_string *b) { return all_of(b, is_alpha); }
int rpy_bytes_isspace(rpy_string *b) { return all_of(b, is_space); }
int rpy_bytes_isalnum(rpy_string *b) { return all_of(b, is_alnum); }

/* ---------------------------------------------------------------- strip, split, replace */

static int strips(rpy_string *chars, unsigned char c) {
    if (chars == NULL) return is_space(c);
    return chars->length > 0 && memchr(chars->chars, c, (size_t)chars->length) != NULL;
}

static rpy_string *strip(rpy_string *b, rpy_string *chars, int left, int right) {
    long i = 0, j = b->length;
    while (left && i < j && strips(chars, (unsigned char)b->chars[i])) i++;
    while (right && j > i && strips(chars, (unsigned char)b->chars[j - 1])) j--;
    return from(b->chars + i, j - i);
}
rpy_string *rpy_bytes_strip(rpy_string *b, rpy_string *chars) { return strip(b, chars, 1, 1); }
rpy_string *rpy_bytes_lstrip(rpy_string *b, rpy_string *chars) { return strip(b, chars, 1, 0); }
rpy_string *rpy_bytes_rstrip(rpy_string *b, rpy_string *chars) { return strip(b, chars, 0, 1); }

/* The pieces in reverse order, as rsplit finds them: put back in order. */
static void reverse(rpy_list_str *l) {
    for (long i = 0, j = l->length - 1; i < j; i++, j--) {
        rpy_string *t = l->items[i];
        l->items[i] = l->items[j];
        l->items[j] = t;
    }
}

static rpy_list_str *split_whitespace(rpy_string *b, long maxsplit, int from_right) {
    rpy_list_str *l = rpy_list_str_new(0);
    const unsigned char *p = (const unsigned char *)b->chars;
    long n = b->length;
    if (!from_right) {
        long i = 0;
        while (1) {
            while (i < n && is_space(p[i])) i++;
            if (i >= n) break;
            if (maxsplit >= 0 && l->length >= maxsplit) { /* the rest, as it is */
                rpy_list_str_append(l, from(b->chars + i, n - i));
                break;
            }
            long j = i;
            while (j < n && !is_space(p[j])) j++;
            rpy_list_str_append(l, from(b->chars + i, j - i));
            i = j;
        }
        return l;
    }
    long j = n;
    while (1) {
        while (j > 0 && is_space(p[j - 1])) j--;
        if (j <= 0) break;
        if (maxsplit >= 0 && l->length >= maxsplit) {
            rpy_list_str_append(l, from(b->chars, j));
            break;
        }
        long i = j;
        while (i > 0 && !is_space(p[i - 1])) i--;
        rpy_list_str_append(l, from(b->chars + i, j - i));
        j = i;
    }
    reverse(l);
    return l;
}

static rpy_list_str *split(rpy_string *b, rpy_string *sep, long maxsplit, int from_right) {
    if (sep == NULL) return split_whitespace(b, maxsplit, from_right);
    if (sep->length == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "empty separator");
        return NULL;
    }
    rpy_list_str *l = rpy_list_str_new(0);
    if (!from_right) {
        long i = 0;
        while (maxsplit < 0 || l->length < maxsplit) {
            long at = search(b, sep, i, b->length, 0);
            if (at < 0) break;
            rpy_list_str_append(l, from(b->chars + i, at - i));
            i = at + sep->length;
        }
        rpy_list_str_append(l, from(b->chars + i, b->length - i));
        return l;
    }
    long j = b->length;
    while (maxsplit < 0 || l->length < maxsplit) {
        long at = search(b, sep, 0, j, 1);
        if (at < 0) break;
        rpy_list_str_append(l, from(b->chars + at + sep->length, j - at - sep->length));
        j = at;
    }
    rpy_list_str_append(l, from(b->chars, j));
    reverse(l);
    return l;
}

rpy_list_str *rpy_bytes_split(rpy_string *b, rpy_string *sep, long maxsplit) {
    return split(b, sep, maxsplit, 0);
}
rpy_list_str *rpy_bytes_rsplit(rpy_string *b, rpy_string *sep, long maxsplit) {
    return split(b, sep, maxsplit, 1);
}

rpy_string *rpy_bytes_replace(rpy_string *b, rpy_string *old, rpy_string *new_, long count) {
    rpy_sb sb;
    rpy_sb_init(&sb, b->length + 16);
    long i = 0, done = 0;
    if (old->length == 0) { /* new before every byte and at the end */
        for (; i <= b->length; i++) {
            if (count < 0 || done < count) {
                rpy_sb_append_str(&sb, new_);
                done++;
            }
            if (i < b->length) rpy_sb_append_char(&sb, b->chars[i]);
        }
        return rpy_sb_finish(&sb);
    }
    while (count < 0 || done < count) {
        long at = search(b, old, i, b->length, 0);
        if (at < 0) break;
        rpy_sb_append(&sb, b->chars + i, at - i);
        rpy_sb_append_str(&sb, new_);
        i = at + old->length;
        done++;
    }
    rpy_sb_append(&sb, b->chars + i, b->length - i);
    return rpy_sb_finish(&sb);
}

/* int.from_bytes(b, byteorder, signed=...): the two's complement value of the bytes when
 * signed; OverflowError (the runtime's message for ints beyond 64 bits) when it does not
 * fit a machine word, where CPython's int would grow. */
long rpy_int_from_bytes(rpy_string *b, int little, int is_signed) {
    long n = b->length, i;
    unsigned long v = 0;
    int negative = 0;
    if (n > 0 && is_signed) {
        unsigned char top = (unsigned char)b->chars[little ? n - 1 : 0];
        negative = (top & 0x80) != 0;
    }
    for (i = 0; i < n; i++) {
        unsigned char byte = (unsigned char)b->chars[little ? n - 1 - i : i];
        if (n - i > 8) { /* beyond 64 bits: only the sign's fill may be there */
            if (byte != (negative ? 0xFF : 0x00)) goto overflow;
            continue;
        }
        v = (v << 8) | byte;
    }
    if (is_signed) {
        if (n > 0 && n < 8 && negative) v |= ~0UL << (8 * n); /* sign extension */
        if (n >= 8 && (((v >> 63) != 0) != negative)) goto overflow;
        return (long)v;
    }
    if (v > (unsigned long)LONG_MAX) goto overflow;
    return (long)v;
overflow:
    rpy_fatal_int_overflow("int.from_bytes()"); /* CPython's int would grow */
}

/* int.to_bytes(length, byteorder, signed=...): CPython's errors for a negative length, a
 * negative value when not signed and a value too big for the length. */
rpy_string *rpy_int_to_bytes(long x, long length, int little, int is_signed) {
    rpy_string *r;
    long i;
    if (length < 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "length argument must be non-negative");
        return NULL;
    }
    if (!is_signed && x < 0) {
        rpy_raise_builtin(rpy_cls_OverflowError, "can't convert negative int to unsigned");
        return NULL;
    }
    if (length < 8) {
        int fits = is_signed ? (length > 0 && x >= -(1L << (8 * length - 1)) &&
                                x < (1L << (8 * length - 1))) || (length == 0 && x == 0)
                             : (unsigned long)x < (1UL << (8 * length));
        if (!fits) {
            rpy_raise_builtin(rpy_cls_OverflowError, "int too big to convert");
            return NULL;
        }
    }
    r = rpy_str_alloc(length);
    for (i = 0; i < length; i++) { /* byte i counted from the least significant */
        unsigned char byte = i < 8 ? (unsigned char)((unsigned long)x >> (8 * i)) : (x < 0 ? 0xFF : 0);
        r->chars[little ? i : length - 1 - i] = (char)byte;
    }
    return r;
}
