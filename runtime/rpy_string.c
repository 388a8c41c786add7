/* rpy_string.c: string construction, hashing, comparison, indexing and searching.
 *
 * Strings are immutable UTF-8 byte arrays that know their number of code points.
 * Indices, lengths and search results count code points, as in CPython: ASCII strings
 * (codepoints == length) index their bytes directly, the others convert code point
 * indices to byte offsets (rpy_str_index.c).  Searching, comparing and hashing work on the
 * bytes: a valid UTF-8 needle only matches at code point boundaries, and UTF-8 byte order
 * is code point order. */
#define _GNU_SOURCE /* memmem */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpy_internal.h"

rpy_string *rpy_str_alloc(long length) {
    rpy_string *s;
    if (length < 0 || (unsigned long)length > (unsigned long)LONG_MAX - sizeof(rpy_string) - 1)
        rpy_fatal_memory_error();
    /* Not cleared: the caller fills chars (the header is set here). */
    s = (rpy_string *)rpy_malloc_atomic_uninit(sizeof(rpy_string) + (size_t)length + 1);
    s->hash = 0;
    s->length = length;
    s->ascii_length = 0;
    s->codepoints = -1; /* counted when needed, or set by a caller that knows */
    s->chars[length] = '\0';
    return s;
}

rpy_string *rpy_str_from_bytes(const char *p, long n) {
    rpy_string *s = rpy_str_alloc(n);
    memcpy(s->chars, p, (size_t)n);
    return s;
}

rpy_string *rpy_str_from_cstr(const char *p) { return rpy_str_from_bytes(p, (long)strlen(p)); }

#define RPY_C1(c) {0, 1, 1, 1, {(char)(c), 0, 0, 0, 0, 0, 0, 0}}
#define RPY_C4(c) RPY_C1(c), RPY_C1((c) + 1), RPY_C1((c) + 2), RPY_C1((c) + 3)
#define RPY_C16(c) RPY_C4(c), RPY_C4((c) + 4), RPY_C4((c) + 8), RPY_C4((c) + 12)
rpy_str_char1 rpy_str_ascii_chars[128] = {RPY_C16(0),  RPY_C16(16), RPY_C16(32), RPY_C16(48),
                                          RPY_C16(64), RPY_C16(80), RPY_C16(96), RPY_C16(112)};

rpy_string *rpy_str_from_codepoint(unsigned int c) {
    char buf[4];
    rpy_string *s = rpy_str_from_bytes(buf, rpy_utf8_encode((long)c, buf));
    rpy_str_set_codepoints(s, 1);
    return s;
}

unsigned int rpy_str_first_char(rpy_string *s) {
    int len;
    if (s->length == 0) return 0;
    return (unsigned int)rpy_utf8_decode(s->chars, s->length, &len);
}

rpy_string *rpy_str_concat(rpy_string *a, rpy_string *b) {
    rpy_string *s;
    if (a->length > LONG_MAX - b->length) rpy_fatal_memory_error();
    s = rpy_str_alloc(a->length + b->length);
    memcpy(s->chars, a->chars, (size_t)a->length);
    memcpy(s->chars + a->length, b->chars, (size_t)b->length);
    rpy_str_set_codepoints(s, rpy_cp_sum(a->codepoints, b->codepoints, b));
    return s;
}

/* Owned strings (passes/backendopt/str_append.h): a str that one variable of a loop
 * accumulates into (`s += piece`), which no other reference can see, is grown in place.
 * Its allocation has room past the NUL for more chars, and the room's size (a long, the
 * capacity in chars) is kept right after the NUL: only the three functions below make or
 * read owned strings, and to everyone else an owned string is an ordinary one. */
static long owned_capacity(const rpy_string *s) {
    long cap;
    memcpy(&cap, s->chars + s->length + 1, sizeof cap);
    return cap;
}

static void set_owned_capacity(rpy_string *s, long cap) {
    memcpy(s->chars + s->length + 1, &cap, sizeof cap);
}

/* A fresh owned string of a->length + b->length chars, a then b, with room to grow by
 * half again (at least 32 chars): appends in a loop copy each char O(1) times. */
static rpy_string *owned_concat(const rpy_string *a, const rpy_string *b) {
    long total, cap;
    rpy_string *s;
    if (a->length > LONG_MAX / 2 - b->length - 64) rpy_fatal_memory_error();
    total = a->length + b->length;
    cap = total + total / 2 + 32;
    s = (rpy_string *)rpy_malloc_atomic_uninit(sizeof(rpy_string) + (size_t)cap + 1 + sizeof(long));
    s->hash = 0;
    s->length = total;
    memcpy(s->chars, a->chars, (size_t)a->length);
    memcpy(s->chars + a->length, b->chars, (size_t)b->length);
    s->chars[total] = '\0';
    rpy_str_set_codepoints(s, rpy_cp_sum(a->codepoints, b->codepoints, b));
    set_owned_capacity(s, cap);
    return s;
}

rpy_string *rpy_str_concat_owned(rpy_string *a, rpy_string *b) { return owned_concat(a, b); }

rpy_string *rpy_str_owned_copy(rpy_string *a) {
    static rpy_string empty = {0, 0, 0, 0};
    return owned_concat(a, &empty);
}

rpy_string *rpy_str_append_owned(rpy_string *s, rpy_string *b) {
    long cap = owned_capacity(s), total, cps;
    if (b->length > cap - s->length) return owned_concat(s, b);
    /* Only strings not known to be ASCII are ever indexed (rpy_str_index.c). */
    if (s->ascii_length != s->length) rpy_str_index_drop(s);
    total = s->length + b->length;
    memcpy(s->chars + s->length, b->chars, (size_t)b->length);
    s->chars[total] = '\0';
    /* The old text's cached hash and counts no longer hold (a read before the append may
     * have cached them). */
    s->hash = 0;
    cps = rpy_cp_sum(s->codepoints, b->codepoints, b);
    s->length = total;
    rpy_str_set_codepoints(s, cps);
    set_owned_capacity(s, cap);
    return s;
}

/* pieces[0] + pieces[1] + ... + pieces[n-1] in one allocation: what the back end makes of
 * a chain of concatenations whose intermediate strings nothing else reads
 * (passes/backendopt/concat_chain.h). */
rpy_string *rpy_str_concat_n(long n, ...) {
    rpy_string *pieces[16], *s;
    long i, total = 0, cps = 0, pos = 0;
    va_list ap;
    if (n > 16) abort(); /* the back end passes at most 16 (kMaxPieces) */
    va_start(ap, n);
    for (i = 0; i < n; i++) {
        pieces[i] = va_arg(ap, rpy_string *);
        if (pieces[i]->length > LONG_MAX - total) rpy_fatal_memory_error();
        total += pieces[i]->length;
    }
    va_end(ap);
    s = rpy_str_alloc(total);
    for (i = 0; i < n; i++) {
        memcpy(s->chars + pos, pieces[i]->chars, (size_t)pieces[i]->length);
        pos += pieces[i]->length;
        cps = i == 0 ? pieces[0]->codepoints : rpy_cp_sum(cps, pieces[i]->codepoints, pieces[i]);
    }
    rpy_str_set_codepoints(s, cps);
    return s;
}

rpy_string *rpy_str_mul(rpy_string *s, long n) {
    rpy_string *r;
    long i;
    if (n <= 0 || s->length == 0) return rpy_str_alloc(0);
    if (n > LONG_MAX / s->length) rpy_fatal_memory_error();
    r = rpy_str_alloc(s->length * n);
    if (rpy_cp_sum(s->codepoints, s->codepoints, s) >= 0)
        rpy_str_set_codepoints(r, s->codepoints * n);
    if (s->length == 1) {
        memset(r->chars, s->chars[0], (size_t)n);
        return r;
    }
    for (i = 0; i < n; i++) memcpy(r->chars + i * s->length, s->chars, (size_t)s->length);
    return r;
}

static void raise_index_error(void) {
    rpy_raise_builtin(rpy_cls_IndexError, "string index out of range");
}

int rpy_str_getitem_slow(rpy_string *s, long i, unsigned int *out) {
    long n = rpy_str_cplen(s), pos;
    int len;
    if (i < 0) i += n;
    if ((unsigned long)i >= (unsigned long)n) {
        raise_index_error();
        return 0;
    }
    if (n == s->length) {
        *out = (unsigned char)s->chars[i];
        return 1;
    }
    pos = rpy_str_offset(s, i);
    *out = (unsigned int)rpy_utf8_decode(s->chars + pos, s->length - pos, &len);
    return 1;
}

unsigned int rpy_str_getitem(rpy_string *s, long i) {
    unsigned int c = 0;
    rpy_str_getitem_ok(s, i, &c);
    return c;
}

rpy_string *rpy_str_slice_bytes(rpy_string *s, long start, long stop) {
    rpy_string *r;
    if (start == 0 && stop == s->length) return s; /* immutable: share, as CPython does */
    r = rpy_str_from_bytes(s->chars + start, stop - start);
    if (s->codepoints == s->length) rpy_str_set_codepoints(r, stop - start); /* ASCII too */
    return r;
}

rpy_string *rpy_str_slice_slow(rpy_string *s, long start, long stop) {
    long n = rpy_str_cplen(s), b0, b1;
    rpy_string *r;
    rpy_adjust_slice(n, &start, &stop);
    if (start == 0 && stop == n) return s; /* immutable: share, as CPython does */
    if (n == s->length) {
        b0 = start;
        b1 = stop;
    } else {
        b0 = rpy_str_offset(s, start);
        b1 = stop - start <= 256 ? rpy_str_advance(s, b0, stop - start) : rpy_str_offset(s, stop);
    }
    r = rpy_str_from_bytes(s->chars + b0, b1 - b0);
    rpy_str_set_codepoints(r, stop - start);
    return r;
}

rpy_string *rpy_str_slice_step(rpy_string *s, long start, long stop, long step,
                               int has_start, int has_stop) {
    rpy_string *r;
    long n, i;
    if (step == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");
        return NULL;
    }
    n = rpy_adjust_slice_step(rpy_str_cplen(s), &start, &stop, step, has_start, has_stop);
    if (s->codepoints == s->length) {
        r = rpy_str_alloc(n);
        for (i = 0; i < n; i++) r->chars[i] = s->chars[start + i * step];
    } else {
        rpy_sb sb;
        long pos = n > 0 ? rpy_str_offset(s, start) : 0;
        rpy_sb_init(&sb, n);
        for (i = 0; i < n; i++) {
            long end = rpy_str_advance(s, pos, 1);
            rpy_sb_append(&sb, s->chars + pos, end - pos);
            if (i + 1 == n) break;
            pos = step > 0 ? rpy_str_advance(s, pos, step) : rpy_str_retreat(s, pos, -step);
        }
        r = rpy_sb_finish(&sb);
    }
    rpy_str_set_codepoints(r, n);
    return r;
}

int rpy_str_contains(rpy_string *s, rpy_string *sub) {
    if (sub->length == 0) return 1;
    return memmem(s->chars, (size_t)s->length, sub->chars, (size_t)sub->length) != NULL;
}

int rpy_str_contains_char(rpy_string *s, unsigned int c) {
    char buf[4];
    int n;
    if (c < 0x80) return memchr(s->chars, (int)c, (size_t)s->length) != NULL;
    n = rpy_utf8_encode((long)c, buf);
    return memmem(s->chars, (size_t)s->length, buf, (size_t)n) != NULL;
}

/* CPython's ADJUST_INDICES: negatives count from the end, end is clamped to the length,
 * start is left past the end (callers then find nothing). */
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

/* The byte range of the code point bounds [start, end) (adjusted, start <= end). */
static void byte_bounds(rpy_string *s, long start, long end, long *b0, long *b1) {
    if (s->codepoints == s->length) {
        *b0 = start;
        *b1 = end;
        return;
    }
    *b0 = rpy_str_offset(s, start);
    *b1 = end - start <= 256 ? rpy_str_advance(s, *b0, end - start) : rpy_str_offset(s, end);
}

/* First byte offset of needle[0..m) in s's bytes [b0, b1), or -1. */
static long search_bytes(rpy_string *s, long b0, long b1, const char *needle, long m) {
    const char *hit;
    if (b1 - b0 < m) return -1;
    if (m == 1) hit = (const char *)memchr(s->chars + b0, needle[0], (size_t)(b1 - b0));
    else hit = (const char *)memmem(s->chars + b0, (size_t)(b1 - b0), needle, (size_t)m);
    return hit != NULL ? hit - s->chars : -1;
}

static long rsearch_bytes(rpy_string *s, long b0, long b1, const char *needle, long m) {
    long i;
    for (i = b1 - m; i >= b0; i--)
        if (s->chars[i] == needle[0] && memcmp(s->chars + i, needle, (size_t)m) == 0) return i;
    return -1;
}

static long find(rpy_string *s, const char *needle, long m, long m_cps, long start, long end,
                 int reverse) {
    long b0, b1, hit;
    adjust_indices(rpy_str_cplen(s), &start, &end);
    if (end - start < m_cps) return -1;
    if (m == 0) return reverse ? end : start;
    byte_bounds(s, start, end, &b0, &b1);
    hit = reverse ? rsearch_bytes(s, b0, b1, needle, m) : search_bytes(s, b0, b1, needle, m);
    if (hit < 0) return -1;
    if (s->codepoints == s->length) return hit;
    return rpy_str_index_from(s, b0, start, hit);
}

long rpy_str_find(rpy_string *s, rpy_string *sub, long start, long end) {
    return find(s, sub->chars, sub->length, rpy_str_cplen(sub), start, end, 0);
}

long rpy_str_rfind(rpy_string *s, rpy_string *sub, long start, long end) {
    return find(s, sub->chars, sub->length, rpy_str_cplen(sub), start, end, 1);
}

long rpy_str_find_char(rpy_string *s, unsigned int c, long start, long end) {
    char buf[4];
    int n = rpy_utf8_encode((long)c, buf);
    return find(s, buf, n, 1, start, end, 0);
}

long rpy_str_find_bytes(rpy_string *s, rpy_string *sub) {
    return search_bytes(s, 0, s->length, sub->chars, sub->length);
}

long rpy_str_rfind_bytes(rpy_string *s, rpy_string *sub) {
    if (sub->length == 0) return s->length;
    return rsearch_bytes(s, 0, s->length, sub->chars, sub->length);
}

long rpy_str_index(rpy_string *s, rpy_string *sub, long start, long end) {
    long i = rpy_str_find(s, sub, start, end);
    if (i < 0) rpy_raise_builtin(rpy_cls_ValueError, "substring not found");
    return i;
}

long rpy_str_rindex(rpy_string *s, rpy_string *sub, long start, long end) {
    long i = rpy_str_rfind(s, sub, start, end);
    if (i < 0) rpy_raise_builtin(rpy_cls_ValueError, "substring not found");
    return i;
}

/* Non-overlapping occurrences; the empty string occurs before every code point and at
 * the end. */
long rpy_str_count(rpy_string *s, rpy_string *sub, long start, long end) {
    long n = 0, b0, b1;
    const char *p, *stop;
    adjust_indices(rpy_str_cplen(s), &start, &end);
    if (end - start < rpy_str_cplen(sub)) return 0;
    if (sub->length == 0) return end - start + 1;
    byte_bounds(s, start, end, &b0, &b1);
    p = s->chars + b0;
    stop = s->chars + b1;
    while ((p = (const char *)memmem(p, (size_t)(stop - p), sub->chars, (size_t)sub->length))) {
        n++;
        p += sub->length;
    }
    return n;
}

int rpy_str_startswith(rpy_string *s, rpy_string *prefix) {
    return prefix->length <= s->length &&
           memcmp(s->chars, prefix->chars, (size_t)prefix->length) == 0;
}

int rpy_str_endswith(rpy_string *s, rpy_string *suffix) {
    return suffix->length <= s->length &&
           memcmp(s->chars + s->length - suffix->length, suffix->chars,
                  (size_t)suffix->length) == 0;
}

rpy_string *rpy_str_replace(rpy_string *s, rpy_string *old, rpy_string *new_, long count) {
    rpy_sb sb;
    long pos = 0;
    if (count < 0) count = LONG_MAX;
    if (count == 0 || old->length > s->length) return s;
    rpy_sb_init(&sb, s->length);
    if (old->length == 0) {
        /* 'ab'.replace('', '-') == '-a-b-': new before every code point, and at the end. */
        while (count > 0) {
            int len;
            rpy_sb_append_str(&sb, new_);
            count--;
            if (pos >= s->length) break;
            rpy_utf8_decode(s->chars + pos, s->length - pos, &len);
            rpy_sb_append(&sb, s->chars + pos, len);
            pos += len;
        }
    } else {
        while (count > 0) {
            const char *hit = (const char *)memmem(s->chars + pos, (size_t)(s->length - pos),
                                                   old->chars, (size_t)old->length);
            if (hit == NULL) break;
            rpy_sb_append(&sb, s->chars + pos, hit - (s->chars + pos));
            rpy_sb_append_str(&sb, new_);
            pos = hit - s->chars + old->length;
            count--;
        }
        if (pos == 0) return s; /* nothing replaced */
    }
    rpy_sb_append(&sb, s->chars + pos, s->length - pos);
    return rpy_sb_finish(&sb);
}

long rpy_str_ord(rpy_string *s) {
    int len = 0;
    long cp = 0;
    if (s->length > 0) cp = rpy_utf8_decode(s->chars, s->length, &len);
    if (len != s->length || s->length == 0) {
        char msg[96];
        snprintf(msg, sizeof msg, "ord() expected a character, but string of length %ld found",
                 rpy_str_codepoints(s));
        rpy_raise_builtin(rpy_cls_TypeError, msg);
        return -1;
    }
    return cp;
}

rpy_string *rpy_str_chr(long code) {
    if (code < 0 || code > 0x10FFFF) {
        rpy_raise_builtin(rpy_cls_ValueError, "chr() arg not in range(0x110000)");
        return NULL;
    }
    return rpy_str_from_char((unsigned int)code);
}

rpy_list_str *rpy_str_to_char_list(rpy_string *s) {
    rpy_list_str *l = rpy_list_str_new(0);
    long i = 0;
    while (i < s->length) {
        int len = 1;
        unsigned int c = (unsigned char)s->chars[i];
        if (c >= 0x80) c = (unsigned int)rpy_utf8_decode(s->chars + i, s->length - i, &len);
        rpy_list_str_append(l, rpy_str_from_char(c));
        i += len;
    }
    return l;
}

rpy_str_iter *rpy_str_iter_new(rpy_string *s) {
    rpy_str_iter *it = (rpy_str_iter *)rpy_malloc_typed(RPY_TID_PTR_AT_0, sizeof(rpy_str_iter));
    RPY_RC_ASSIGN(it->s, s);
    it->index = 0;
    return it;
}

unsigned int rpy_str_iter_next(rpy_str_iter *it) {
    unsigned int cp;
    if (rpy_str_iter_next_ok(it, &cp)) return cp;
    rpy_raise_builtin(rpy_cls_StopIteration, NULL);
    return 0;
}

rpy_str_riter *rpy_str_riter_new(rpy_string *s) {
    rpy_str_riter *it = (rpy_str_riter *)rpy_malloc_typed(RPY_TID_PTR_AT_0, sizeof(rpy_str_riter));
    RPY_RC_ASSIGN(it->s, s);
    it->index = s->length;
    return it;
}

unsigned int rpy_str_riter_next(rpy_str_riter *it) {
    rpy_string *s = it->s;
    long i = it->index, start;
    int len;
    if (i > 0) {
        unsigned char b = (unsigned char)s->chars[i - 1];
        if (b < 0x80) {
            it->index = i - 1;
            return b;
        }
        start = rpy_utf8_prev(s->chars, i);
        it->index = start;
        return (unsigned int)rpy_utf8_decode(s->chars + start, i - start, &len);
    }
    rpy_raise_builtin(rpy_cls_StopIteration, NULL);
    return 0;
}

rpy_list_str *rpy_str_iter_drain(rpy_str_iter *it) {
    rpy_list_str *l = rpy_list_str_new(0);
    while (it->index < it->s->length)
        rpy_list_str_append(l, rpy_str_from_char(rpy_str_iter_next(it)));
    return l;
}

rpy_list_str *rpy_str_riter_drain(rpy_str_riter *it) {
    rpy_list_str *l = rpy_list_str_new(0);
    while (it->index > 0) rpy_list_str_append(l, rpy_str_from_char(rpy_str_riter_next(it)));
    return l;
}
