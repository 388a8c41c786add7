/* rpy_str_repr.c: repr() and ascii() of strings, CPython's unicode_repr rules. */
#include "rpy_internal.h"

static void append_escape(rpy_sb *sb, long cp) {
    static const char hex[] = "0123456789abcdef";
    char buf[10];
    int n, i;
    buf[0] = '\\';
    if (cp <= 0xFF) {
        buf[1] = 'x';
        n = 2;
    } else if (cp <= 0xFFFF) {
        buf[1] = 'u';
        n = 4;
    } else {
        buf[1] = 'U';
        n = 8;
    }
    for (i = 0; i < n; i++) buf[2 + i] = hex[(cp >> (4 * (n - 1 - i))) & 0xF];
    rpy_sb_append(sb, buf, 2 + n);
}

/* Single quotes unless the text contains ' and no ".  Backslash, the quote, \t \n \r
 * and other controls are escaped; non-ASCII is kept when printable (ascii_only: never). */
static rpy_string *repr_bytes(const char *p, long n, int ascii_only) {
    rpy_sb sb;
    long i;
    int len;
    char quote = '\'';
    if (memchr(p, '\'', (size_t)n) != NULL && memchr(p, '"', (size_t)n) == NULL) quote = '"';
    rpy_sb_init(&sb, n + 2);
    rpy_sb_append_char(&sb, quote);
    for (i = 0; i < n; i += len) {
        long cp = rpy_utf8_decode(p + i, n - i, &len);
        if (cp == quote || cp == '\\') {
            rpy_sb_append_char(&sb, '\\');
            rpy_sb_append_char(&sb, (char)cp);
        } else if (cp == '\t') {
            rpy_sb_append(&sb, "\\t", 2);
        } else if (cp == '\n') {
            rpy_sb_append(&sb, "\\n", 2);
        } else if (cp == '\r') {
            rpy_sb_append(&sb, "\\r", 2);
        } else if (cp < 0x20 || cp == 0x7F) {
            append_escape(&sb, cp);
        } else if (cp < 0x7F) {
            rpy_sb_append_char(&sb, (char)cp);
        } else if (!ascii_only && rpy_uni_isprintable(cp) && len > 1) {
            rpy_sb_append(&sb, p + i, len);
        } else {
            append_escape(&sb, cp);
        }
    }
    rpy_sb_append_char(&sb, quote);
    return rpy_sb_finish(&sb);
}

rpy_string *rpy_str_repr(rpy_string *s) { return repr_bytes(s->chars, s->length, 0); }

rpy_string *rpy_str_ascii(rpy_string *s) { return repr_bytes(s->chars, s->length, 1); }

/* CPython's bytes repr (bytes_repr): b'...', double quotes when the bytes hold a single
 * quote and no double quote; \t \n \r and the quote escaped, other bytes outside
 * printable ASCII as \xhh.  str(b) is the same text. */
rpy_string *rpy_bytes_repr(rpy_string *b) {
    static const char hex[] = "0123456789abcdef";
    rpy_sb sb;
    char quote = '\'';
    long i;
    if (b == NULL) return rpy_str_from_cstr("None");
    if (memchr(b->chars, '\'', (size_t)b->length) != NULL &&
        memchr(b->chars, '"', (size_t)b->length) == NULL)
        quote = '"';
    rpy_sb_init(&sb, b->length + 3);
    rpy_sb_append_char(&sb, 'b');
    rpy_sb_append_char(&sb, quote);
    for (i = 0; i < b->length; i++) {
        unsigned char c = (unsigned char)b->chars[i];
        if (c == (unsigned char)quote || c == '\\') {
            rpy_sb_append_char(&sb, '\\');
            rpy_sb_append_char(&sb, (char)c);
        } else if (c == '\t') {
            rpy_sb_append_cstr(&sb, "\\t");
        } else if (c == '\n') {
            rpy_sb_append_cstr(&sb, "\\n");
        } else if (c == '\r') {
            rpy_sb_append_cstr(&sb, "\\r");
        } else if (c < ' ' || c >= 0x7f) {
            char esc[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
            rpy_sb_append(&sb, esc, 4);
        } else {
            rpy_sb_append_char(&sb, (char)c);
        }
    }
    rpy_sb_append_char(&sb, quote);
    return rpy_sb_finish(&sb);
}

rpy_string *rpy_str_repr_char(unsigned int c) {
    char buf[4];
    return repr_bytes(buf, rpy_utf8_encode((long)c, buf), 0);
}

rpy_string *rpy_repr_truncated(rpy_string *s, long max_codepoints) {
    rpy_string *r = rpy_str_repr(s);
    long i = 0, count = 0;
    int len;
    while (i < r->length && count < max_codepoints) {
        rpy_utf8_decode(r->chars + i, r->length - i, &len);
        i += len;
        count++;
    }
    return i == r->length ? r : rpy_str_from_bytes(r->chars, i);
}

/* ascii(x) of any x: repr(x) with every non-ASCII code point escaped (\xhh, \uhhhh,
 * \Uhhhhhhhh), as CPython's PyObject_ASCII does to the repr. */
rpy_string *rpy_str_escape_non_ascii(rpy_string *s) {
    rpy_sb sb;
    long i;
    int len;
    if (rpy_str_cplen(s) == s->length) return s; /* ASCII already */
    rpy_sb_init(&sb, s->length + 8);
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (cp < 0x80) rpy_sb_append_char(&sb, (char)cp);
        else append_escape(&sb, cp);
    }
    return rpy_sb_finish(&sb);
}
