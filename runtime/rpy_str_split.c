/* rpy_str_split.c: split, rsplit, splitlines, join, strip and the padding methods, with
 * CPython's rules for whitespace, line breaks and maxsplit. */
#define _GNU_SOURCE /* memmem */
#include <stdio.h>
#include <string.h>

#include "rpy_internal.h"

static void add_piece(rpy_list_str *l, rpy_string *s, long start, long stop) {
    rpy_string *piece = rpy_str_from_bytes(s->chars + start, stop - start);
    if (s->codepoints == s->length) rpy_str_set_codepoints(piece, stop - start); /* ASCII */
    rpy_list_str_append(l, piece);
}

/* Is there a whitespace code point at byte i?  Its size goes to *len. */
static inline int space_at(rpy_string *s, long i, int *len) {
    unsigned char c = (unsigned char)s->chars[i];
    if (c < 0x80) { /* ASCII: no decoding (split() of every line of a text) */
        *len = 1;
        return (rpy_ascii_classes[c] & RPY_ASCII_SPACE) != 0;
    }
    return rpy_uni_isspace(rpy_utf8_decode(s->chars + i, s->length - i, len));
}

static int space_before(rpy_string *s, long i, long *start) {
    int len;
    *start = rpy_utf8_prev(s->chars, i);
    return rpy_uni_isspace(rpy_utf8_decode(s->chars + *start, i - *start, &len));
}

static rpy_list_str *split_whitespace(rpy_string *s, long maxsplit) {
    rpy_list_str *l = rpy_list_str_new(0);
    long i = 0, j, n = s->length;
    int len = 0;
    while (maxsplit-- > 0) {
        while (i < n && space_at(s, i, &len)) i += len;
        if (i == n) break;
        j = i;
        while (i < n && !space_at(s, i, &len)) i += len;
        add_piece(l, s, j, i);
    }
    if (i < n) { /* maxsplit reached: the rest, without leading whitespace, is one piece */
        while (i < n && space_at(s, i, &len)) i += len;
        if (i != n) add_piece(l, s, i, n);
    }
    return l;
}

static rpy_list_str *rsplit_whitespace(rpy_string *s, long maxsplit) {
    rpy_list_str *l = rpy_list_str_new(0);
    long i = s->length, j, prev;
    while (maxsplit-- > 0) {
        while (i > 0 && space_before(s, i, &prev)) i = prev;
        if (i == 0) break;
        j = i;
        while (i > 0 && !space_before(s, i, &prev)) i = prev;
        add_piece(l, s, i, j);
    }
    if (i > 0) {
        while (i > 0 && space_before(s, i, &prev)) i = prev;
        if (i != 0) add_piece(l, s, 0, i);
    }
    rpy_list_str_reverse(l);
    return l;
}

static int check_separator(rpy_string *sep) {
    if (sep->length == 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "empty separator");
        return 0;
    }
    return 1;
}

rpy_list_str *rpy_str_split(rpy_string *s, rpy_string *sep, long maxsplit) {
    rpy_list_str *l;
    long i = 0;
    if (maxsplit < 0) maxsplit = LONG_MAX;
    if (sep == NULL) return split_whitespace(s, maxsplit);
    if (!check_separator(sep)) return NULL;
    l = rpy_list_str_new(0);
    while (maxsplit-- > 0) {
        const char *hit = (const char *)memmem(s->chars + i, (size_t)(s->length - i),
                                               sep->chars, (size_t)sep->length);
        if (hit == NULL) break;
        add_piece(l, s, i, hit - s->chars);
        i = hit - s->chars + sep->length;
    }
    add_piece(l, s, i, s->length);
    return l;
}

/* Byte offset of the last sep ending at or before byte `end`, or -1. */
static long rfind_bytes(rpy_string *s, rpy_string *sep, long end) {
    long i;
    for (i = end - sep->length; i >= 0; i--)
        if (s->chars[i] == sep->chars[0] &&
            memcmp(s->chars + i, sep->chars, (size_t)sep->length) == 0)
            return i;
    return -1;
}

rpy_list_str *rpy_str_rsplit(rpy_string *s, rpy_string *sep, long maxsplit) {
    rpy_list_str *l;
    long j;
    if (maxsplit < 0) maxsplit = LONG_MAX;
    if (sep == NULL) return rsplit_whitespace(s, maxsplit);
    if (!check_separator(sep)) return NULL;
    l = rpy_list_str_new(0);
    j = s->length;
    while (maxsplit-- > 0) {
        long pos = rfind_bytes(s, sep, j);
        if (pos < 0) break;
        add_piece(l, s, pos + sep->length, j);
        j = pos;
    }
    add_piece(l, s, 0, j);
    rpy_list_str_reverse(l);
    return l;
}

/* str.splitlines's line boundaries: \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029. */
static int linebreak_at(rpy_string *s, long i, int *len) {
    long cp = rpy_utf8_decode(s->chars + i, s->length - i, len);
    return (cp >= 0x0A && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1E) || cp == 0x85 ||
           cp == 0x2028 || cp == 0x2029;
}

rpy_list_str *rpy_str_splitlines_keepends(rpy_string *s, int keepends) {
    rpy_list_str *l = rpy_list_str_new(0);
    long i = 0, j = 0, n = s->length;
    int len = 0;
    while (i < n) {
        long eol;
        while (i < n && !linebreak_at(s, i, &len)) i += len;
        eol = i;
        if (i < n) {
            if (s->chars[i] == '\r' && i + 1 < n && s->chars[i + 1] == '\n') i += 2;
            else i += len;
            if (keepends) eol = i;
        }
        add_piece(l, s, j, eol);
        j = i;
    }
    return l;
}

rpy_list_str *rpy_str_splitlines(rpy_string *s) { return rpy_str_splitlines_keepends(s, 0); }

/* sep.join(s) of a str: its characters with sep between them. */
rpy_string *rpy_str_join_str(rpy_string *sep, rpy_string *s) {
    long n = rpy_str_cplen(s), seplen = sep->length, pos = 0, i = 0;
    if (n <= 1) return s;
    if (seplen > (LONG_MAX / 2 - s->length) / (n - 1)) rpy_fatal_memory_error();
    rpy_string *r = rpy_str_alloc(s->length + seplen * (n - 1));
    while (i < s->length) {
        int len = 1;
        if (n != s->length) rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (i > 0) {
            memcpy(r->chars + pos, sep->chars, (size_t)seplen);
            pos += seplen;
        }
        memcpy(r->chars + pos, s->chars + i, (size_t)len);
        pos += len;
        i += len;
    }
    rpy_str_set_codepoints(r, n + rpy_str_cplen(sep) * (n - 1));
    return r;
}

rpy_string *rpy_str_join(rpy_string *sep, rpy_list_str *items) {
    rpy_string *r, **pieces = items->items;
    long i, total = 0, pos = 0, n = items->length, cps, seplen = sep->length;
    int ascii = sep->codepoints == seplen;
    /* "".join(chars), a list of one-character strs (fasta's lines): one pass copying their
     * bytes into a str of n bytes, which a piece of one byte is (so ASCII). A longer piece
     * or None found on the way leaves that str as garbage for the general path. */
    if (seplen == 0 && n > 1 && pieces[0] != NULL && pieces[0]->length == 1) {
        r = rpy_str_alloc(n);
        for (i = 0; i < n; i++) {
            rpy_string *item = pieces[i];
            if (item == NULL || item->length != 1) break;
            r->chars[i] = item->chars[0];
        }
        if (i == n) {
            rpy_str_set_codepoints(r, n);
            return r;
        }
    }
    /* One pass finds the length, whether every piece is ASCII and the first None: a list
     * of str or None gets CPython's TypeError naming it (the RTyper marks the call as
     * raising only then). */
    for (i = 0; i < n; i++) {
        rpy_string *item = pieces[i];
        if (item == NULL) {
            char msg[96];
            snprintf(msg, sizeof msg, "sequence item %ld: expected str instance, NoneType found",
                     i);
            rpy_raise_builtin(rpy_cls_TypeError, msg);
            return NULL;
        }
        if (item->length > LONG_MAX / 2 - total - seplen) rpy_fatal_memory_error();
        total += item->length + (i > 0 ? seplen : 0);
        ascii &= item->codepoints == item->length;
    }
    if (n == 0) return rpy_str_alloc(0);
    if (n == 1) return pieces[0];
    r = rpy_str_alloc(total);
    if (seplen == 0) {
        /* "".join(chars) joins one-byte strings: no call of memcpy for them */
        for (i = 0; i < n; i++) {
            rpy_string *item = pieces[i];
            if (item->length == 1) {
                r->chars[pos++] = item->chars[0];
            } else {
                memcpy(r->chars + pos, item->chars, (size_t)item->length);
                pos += item->length;
            }
        }
    } else {
        for (i = 0; i < n; i++) {
            rpy_string *item = pieces[i];
            if (i > 0) {
                memcpy(r->chars + pos, sep->chars, (size_t)seplen);
                pos += seplen;
            }
            if (item->length == 1) r->chars[pos] = item->chars[0];
            else memcpy(r->chars + pos, item->chars, (size_t)item->length);
            pos += item->length;
        }
    }
    if (ascii) {
        cps = total; /* every piece and the separator ASCII: one code point per byte */
    } else {
        cps = pieces[0]->codepoints;
        for (i = 1; i < n; i++)
            cps = rpy_cp_sum(rpy_cp_sum(cps, sep->codepoints, sep), pieces[i]->codepoints,
                             pieces[i]);
    }
    rpy_str_set_codepoints(r, cps);
    return r;
}

/* ---------------------------------------------------------------- strip */

static int in_chars(long cp, rpy_string *chars) {
    long i;
    int len;
    if (chars == NULL) return rpy_uni_isspace(cp);
    for (i = 0; i < chars->length; i += len)
        if (rpy_utf8_decode(chars->chars + i, chars->length - i, &len) == cp) return 1;
    return 0;
}

static int all_ascii(rpy_string *s) {
    long i;
    unsigned char any = 0;
    if (s->codepoints == s->length) return 1;
    for (i = 0; i < s->length; i++) any |= (unsigned char)s->chars[i];
    if (any >= 0x80) return 0;
    rpy_str_set_codepoints(s, s->length); /* the count is a cache: keep what was learnt */
    return 1;
}

/* strip() of an ASCII string by ASCII characters (or whitespace): byte by byte against a
 * table (a word count strips punctuation from every word). */
static rpy_string *strip_ascii(rpy_string *s, rpy_string *chars, int left, int right) {
    unsigned char strip_set[128];
    long i, start = 0, stop = s->length;
    if (chars == NULL) {
        for (i = 0; i < 128; i++) strip_set[i] = (rpy_ascii_classes[i] & RPY_ASCII_SPACE) != 0;
    } else {
        memset(strip_set, 0, sizeof strip_set);
        for (i = 0; i < chars->length; i++) strip_set[(unsigned char)chars->chars[i]] = 1;
    }
    if (left)
        while (start < stop && strip_set[(unsigned char)s->chars[start]]) start++;
    if (right)
        while (stop > start && strip_set[(unsigned char)s->chars[stop - 1]]) stop--;
    return rpy_str_slice_bytes(s, start, stop);
}

static rpy_string *strip(rpy_string *s, rpy_string *chars, int left, int right) {
    long start = 0, stop = s->length;
    int len;
    if (all_ascii(s) && (chars == NULL || all_ascii(chars)))
        return strip_ascii(s, chars, left, right);
    if (left) {
        while (start < stop &&
               in_chars(rpy_utf8_decode(s->chars + start, stop - start, &len), chars))
            start += len;
    }
    if (right) {
        while (stop > start) {
            long prev = rpy_utf8_prev(s->chars, stop);
            if (prev < start || !in_chars(rpy_utf8_decode(s->chars + prev, stop - prev, &len), chars))
                break;
            stop = prev;
        }
    }
    return rpy_str_slice_bytes(s, start, stop);
}

rpy_string *rpy_str_strip(rpy_string *s, rpy_string *chars) { return strip(s, chars, 1, 1); }
rpy_string *rpy_str_lstrip(rpy_string *s, rpy_string *chars) { return strip(s, chars, 1, 0); }
rpy_string *rpy_str_rstrip(rpy_string *s, rpy_string *chars) { return strip(s, chars, 0, 1); }

/* ---------------------------------------------------------------- padding */

/* Widths count code points, as len() does in CPython; fill is one code point. */
static rpy_string *pad(rpy_string *s, long left, long right, unsigned int fill) {
    rpy_sb sb;
    rpy_string *r;
    char buf[4];
    int n;
    if (left <= 0 && right <= 0) return s;
    if (left < 0) left = 0;
    if (right < 0) right = 0;
    n = rpy_utf8_encode((long)fill, buf);
    rpy_sb_init(&sb, (left + right) * n + s->length);
    rpy_sb_append_repeat(&sb, buf, n, left);
    rpy_sb_append_str(&sb, s);
    rpy_sb_append_repeat(&sb, buf, n, right);
    r = rpy_sb_finish(&sb);
    rpy_str_set_codepoints(r, rpy_str_cplen(s) + left + right);
    return r;
}

rpy_string *rpy_str_ljust(rpy_string *s, long width, unsigned int fill) {
    return pad(s, 0, width - rpy_str_cplen(s), fill);
}

rpy_string *rpy_str_rjust(rpy_string *s, long width, unsigned int fill) {
    return pad(s, width - rpy_str_cplen(s), 0, fill);
}

/* CPython puts the odd extra column on the left only when the width is odd. */
rpy_string *rpy_str_center(rpy_string *s, long width, unsigned int fill) {
    long margin = width - rpy_str_cplen(s), left;
    if (margin <= 0) return s;
    left = margin / 2 + (margin & width & 1);
    return pad(s, left, margin - left, fill);
}

/* Zeros go after a leading sign. */
rpy_string *rpy_str_zfill(rpy_string *s, long width) {
    long fill = width - rpy_str_cplen(s);
    rpy_string *r;
    if (fill <= 0) return s;
    r = pad(s, fill, 0, '0');
    if (r->chars[fill] == '+' || r->chars[fill] == '-') {
        r->chars[0] = r->chars[fill];
        r->chars[fill] = '0';
    }
    return r;
}

/* A tab becomes the spaces up to the next multiple of tabsize (none when tabsize <= 0);
 * the column counts code points and starts again after \n and \r, as CPython's. */
rpy_string *rpy_str_expandtabs(rpy_string *s, long tabsize) {
    rpy_sb sb;
    long i, column = 0;
    if (memchr(s->chars, '\t', (size_t)s->length) == NULL) return s;
    rpy_sb_init(&sb, s->length);
    for (i = 0; i < s->length; i++) {
        char ch = s->chars[i];
        if (ch == '\t') {
            if (tabsize > 0) {
                long spaces = tabsize - column % tabsize;
                column += spaces;
                while (spaces-- > 0) rpy_sb_append(&sb, " ", 1);
            }
            continue;
        }
        rpy_sb_append(&sb, &s->chars[i], 1);
        if (ch == '\n' || ch == '\r') column = 0;
        else if (((unsigned char)ch & 0xC0) != 0x80) column++; /* a code point's first byte */
    }
    return rpy_sb_finish(&sb);
}
