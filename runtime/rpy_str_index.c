/* rpy_str_index.c: code point counts, and code point index <-> byte offset conversion.
 *
 * Strings hold UTF-8 and know their number of code points (rpy_string.codepoints,
 * computed once).  For an ASCII string (codepoints == length) a code point index is a
 * byte offset, and no caller comes here for it.  For the others a short string is walked
 * from its nearer end; a long one gets an index, as PyPy's unicode strings do: the byte
 * offset of every STRIDE-th code point, built in one pass on its first indexing, so that
 * s[i] costs at most STRIDE / 2 steps whatever i is.  Strings are GC_MALLOC_ATOMIC and
 * cannot point to their index: the indexes live in a small direct-mapped cache keyed by
 * the string's address, whose entries keep the last CACHE_SIZE indexed strings alive (so
 * an address is never reused while its entry stands).  The exact collectors do not see
 * this cache: they empty it at every collection (rpy_str_index_forget), after which an
 * address may be reused.
 *
 * Every walk steps exactly as rpy_utf8_decode does, so malformed bytes (argv, os.read)
 * count one code point each, as CPython's surrogateescape decoding counts them. */
#include "rpy_internal.h"

#define STRIDE 64
#define WALK_MAX (2 * STRIDE) /* strings of at most this many code points are walked */
#define CACHE_SIZE 16

typedef struct cache_entry {
    rpy_string *s;
    long *marks; /* marks[k]: byte offset of code point k * STRIDE, k = 0 .. cp / STRIDE */
} cache_entry;

static cache_entry cache[CACHE_SIZE];

void rpy_str_index_forget(void) { memset(cache, 0, sizeof cache); }

void rpy_str_index_drop(const rpy_string *s) {
    unsigned long key = (unsigned long)s;
    cache_entry *e = &cache[((key >> 4) ^ (key >> 12)) % CACHE_SIZE];
    if (e->s == s) e->s = NULL;
}

long rpy_str_count_codepoints(rpy_string *s) {
    rpy_str_set_codepoints(s, rpy_utf8_count(s->chars, s->length));
    return s->codepoints;
}

long rpy_str_codepoints(rpy_string *s) { return rpy_str_cplen(s); }

static inline long next_cp(const char *p, long n, long pos) {
    int len;
    if ((unsigned char)p[pos] < 0x80) return pos + 1;
    rpy_utf8_decode(p + pos, n - pos, &len);
    return pos + len;
}

static inline long prev_cp(const char *p, long pos) {
    if ((unsigned char)p[pos - 1] < 0x80) return pos - 1;
    return rpy_utf8_prev(p, pos);
}

long rpy_str_advance(rpy_string *s, long pos, long k) {
    while (k-- > 0 && pos < s->length) pos = next_cp(s->chars, s->length, pos);
    return pos;
}

long rpy_str_retreat(rpy_string *s, long pos, long k) {
    while (k-- > 0 && pos > 0) pos = prev_cp(s->chars, pos);
    return pos;
}

/* The index of s (codepoints > WALK_MAX), from the cache or built now. */
static long *marks_of(rpy_string *s) {
    unsigned long key = (unsigned long)s;
    cache_entry *e = &cache[((key >> 4) ^ (key >> 12)) % CACHE_SIZE];
    long count, k, pos = 0, *marks;
    if (e->s == s) return e->marks;
    count = s->codepoints / STRIDE + 1;
    marks = (long *)rpy_malloc_atomic(sizeof(long) * (size_t)count);
    for (k = 0; k < count; k++) {
        marks[k] = pos;
        if (k + 1 < count) pos = rpy_str_advance(s, pos, STRIDE);
    }
    e->s = s;
    e->marks = marks;
    return marks;
}

long rpy_str_offset(rpy_string *s, long i) {
    long n = rpy_str_cplen(s), k, rest, *marks;
    if (n == s->length) return i;
    if (i <= 0) return 0;
    if (i >= n) return s->length;
    if (n <= WALK_MAX) {
        if (i <= n / 2) return rpy_str_advance(s, 0, i);
        return rpy_str_retreat(s, s->length, n - i);
    }
    marks = marks_of(s);
    k = i / STRIDE;
    rest = i % STRIDE;
    if (rest > STRIDE / 2 && (k + 1) * STRIDE <= n)
        return rpy_str_retreat(s, marks[k + 1], STRIDE - rest);
    return rpy_str_advance(s, marks[k], rest);
}

long rpy_str_index_of(rpy_string *s, long pos) {
    long n = rpy_str_cplen(s), lo, hi, *marks;
    if (n == s->length) return pos;
    if (pos <= 0) return 0;
    if (pos >= s->length) return n;
    if (n <= WALK_MAX) {
        if (pos <= s->length / 2) return rpy_utf8_count(s->chars, pos);
        return n - rpy_utf8_count(s->chars + pos, s->length - pos);
    }
    marks = marks_of(s);
    lo = 0; /* the last mark at or before pos */
    hi = n / STRIDE;
    while (lo < hi) {
        long mid = (lo + hi + 1) / 2;
        if (marks[mid] <= pos) lo = mid;
        else hi = mid - 1;
    }
    return lo * STRIDE + rpy_utf8_count(s->chars + marks[lo], pos - marks[lo]);
}

long rpy_str_index_from(rpy_string *s, long from_pos, long from_index, long pos) {
    if (pos - from_pos <= 4 * STRIDE)
        return from_index + rpy_utf8_count(s->chars + from_pos, pos - from_pos);
    return rpy_str_index_of(s, pos);
}
