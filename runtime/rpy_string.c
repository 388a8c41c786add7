/* rpy_string.c: string construction, hashing, comparison, indexing and searching.
 *
 * Strings are immutable UTF-8 byte arrays.  Indices and lengths are in bytes (the
 * translated program's str is a sequence of chars); only operations whose result CPython
 * defines through code points (ord, replace with an empty pattern, count of '') decode. */
#define _GNU_SOURCE /* memmem */
#include <gc.h>
#include <stdio.h>
#include <string.h>

#include "rpy_internal.h"

rpy_string *rpy_str_alloc(long length) {
    rpy_string *s;
    if (length < 0 || (unsigned long)length > (unsigned long)LONG_MAX - sizeof(rpy_string) - 1)
        rpy_fatal_memory_error();
    /* Not cleared: the caller fills chars (the header is set here). */
    s = (rpy_string *)GC_MALLOC_ATOMIC(sizeof(rpy_string) + (size_t)length + 1);
    if (s == NULL) rpy_fatal_memory_error();
    s->hash = 0;
    s->length = length;
    s->chars[length] = '\0';
    return s;
}

rpy_string *rpy_str_from_bytes(const char *p, long n) {
    rpy_string *s = rpy_str_alloc(n);
    memcpy(s->chars, p, (size_t)n);
    return s;
}

rpy_string *rpy_str_from_cstr(const char *p) { return rpy_str_from_bytes(p, (long)strlen(p)); }

rpy_string *rpy_str_from_char(char c) { return rpy_str_from_bytes(&c, 1); }

/* FNV-1a with a final avalanche step.  CPython randomises str hashes, so no program can
 * depend on their values; only 0 ("not computed") and -1 (CPython's error value) are
 * avoided. */
long rpy_str_hash(rpy_string *s) {
    unsigned long h = 14695981039346656037UL;
    long i;
    if (s->hash != 0) return s->hash;
    for (i = 0; i < s->length; i++) {
        h ^= (unsigned char)s->chars[i];
        h *= 1099511628211UL;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdUL;
    h ^= h >> 33;
    if (h == 0 || h == (unsigned long)-1) h = 2;
    s->hash = (long)h;
    return s->hash;
}

int rpy_str_eq(rpy_string *a, rpy_string *b) {
    if (a == b) return 1;
    if (a == NULL || b == NULL || a->length != b->length) return 0;
    if (a->hash != 0 && b->hash != 0 && a->hash != b->hash) return 0;
    return memcmp(a->chars, b->chars, (size_t)a->length) == 0;
}

long rpy_str_cmp(rpy_string *a, rpy_string *b) {
    long n = a->length < b->length ? a->length : b->length;
    int c = memcmp(a->chars, b->chars, (size_t)n);
    if (c != 0) return c;
    return a->length < b->length ? -1 : a->length > b->length;
}

rpy_string *rpy_str_concat(rpy_string *a, rpy_string *b) {
    rpy_string *s;
    if (a->length > LONG_MAX - b->length) rpy_fatal_memory_error();
    s = rpy_str_alloc(a->length + b->length);
    memcpy(s->chars, a->chars, (size_t)a->length);
    memcpy(s->chars + a->length, b->chars, (size_t)b->length);
    return s;
}

rpy_string *rpy_str_mul(rpy_string *s, long n) {
    rpy_string *r;
    long i;
    if (n <= 0 || s->length == 0) return rpy_str_alloc(0);
    if (n > LONG_MAX / s->length) rpy_fatal_memory_error();
    r = rpy_str_alloc(s->length * n);
    if (s->length == 1) {
        memset(r->chars, s->chars[0], (size_t)n);
        return r;
    }
    for (i = 0; i < n; i++) memcpy(r->chars + i * s->length, s->chars, (size_t)s->length);
    return r;
}

char rpy_str_getitem(rpy_string *s, long i) {
    if (i < 0) i += s->length;
    if ((unsigned long)i >= (unsigned long)s->length) {
        rpy_raise_builtin(rpy_cls_IndexError, "string index out of range");
        return '\0';
    }
    return s->chars[i];
}

rpy_string *rpy_str_slice(rpy_string *s, long start, long stop) {
    rpy_adjust_slice(s->length, &start, &stop);
    if (start == 0 && stop == s->length) return s; /* immutable: share, as CPython does */
    return rpy_str_from_bytes(s->chars + start, stop - start);
}

rpy_string *rpy_str_slice_step(rpy_string *s, long start, long stop, long step,
                               int has_start, int has_stop) {
    rpy_string *r;
    long n, i;
    if (step == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");
        return NULL;
    }
    n = rpy_adjust_slice_step(s->length, &start, stop, step, has_start, has_stop);
    r = rpy_str_alloc(n);
    for (i = 0; i < n; i++) r->chars[i] = s->chars[start + i * step];
    return r;
}

int rpy_str_contains(rpy_string *s, rpy_string *sub) {
    if (sub->length == 0) return 1;
    return memmem(s->chars, (size_t)s->length, sub->chars, (size_t)sub->length) != NULL;
}

int rpy_str_contains_char(rpy_string *s, char c) {
    return memchr(s->chars, c, (size_t)s->length) != NULL;
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

long rpy_str_find(rpy_string *s, rpy_string *sub, long start, long end) {
    const char *hit;
    adjust_indices(s->length, &start, &end);
    if (end - start < sub->length) return -1;
    if (sub->length == 0) return start;
    hit = (const char *)memmem(s->chars + start, (size_t)(end - start), sub->chars,
                               (size_t)sub->length);
    return hit != NULL ? hit - s->chars : -1;
}

long rpy_str_rfind(rpy_string *s, rpy_string *sub, long start, long end) {
    long i;
    adjust_indices(s->length, &start, &end);
    if (end - start < sub->length) return -1;
    for (i = end - sub->length; i >= start; i--)
        if (s->chars[i] == sub->chars[0] || sub->length == 0)
            if (memcmp(s->chars + i, sub->chars, (size_t)sub->length) == 0) return i;
    return -1;
}

long rpy_str_find_char(rpy_string *s, char c, long start, long end) {
    const char *hit;
    adjust_indices(s->length, &start, &end);
    if (end - start < 1) return -1;
    hit = (const char *)memchr(s->chars + start, c, (size_t)(end - start));
    return hit != NULL ? hit - s->chars : -1;
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
    long n = 0;
    const char *p, *stop;
    adjust_indices(s->length, &start, &end);
    if (end - start < sub->length) return 0;
    if (sub->length == 0) return rpy_utf8_count(s->chars + start, end - start) + 1;
    p = s->chars + start;
    stop = s->chars + end;
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

long rpy_str_codepoints(rpy_string *s) { return rpy_utf8_count(s->chars, s->length); }

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
    char buf[4];
    if (code < 0 || code > 0x10FFFF) {
        rpy_raise_builtin(rpy_cls_ValueError, "chr() arg not in range(0x110000)");
        return NULL;
    }
    return rpy_str_from_bytes(buf, rpy_utf8_encode(code, buf));
}

rpy_str_iter *rpy_str_iter_new(rpy_string *s) {
    rpy_str_iter *it = (rpy_str_iter *)rpy_malloc(sizeof(rpy_str_iter));
    it->s = s;
    it->index = 0;
    return it;
}

char rpy_str_iter_next(rpy_str_iter *it) {
    if (it->index < it->s->length) return it->s->chars[it->index++];
    rpy_raise_builtin(rpy_cls_StopIteration, NULL);
    return '\0';
}
