/* rpy_builder.c: the string builder used by every function whose result length is not
 * known in advance (formatting, repr, replace, join). */
#include "rpy_internal.h"

void rpy_sb_init(rpy_sb *sb, long cap) {
    if (cap < 16) cap = 16;
    sb->s = rpy_str_alloc(cap);
    sb->len = 0;
    sb->cap = cap;
}

void rpy_sb_reserve(rpy_sb *sb, long extra) {
    long need, cap;
    rpy_string *s;
    if (extra < 0 || sb->len > LONG_MAX - 64 - extra) rpy_fatal_memory_error();
    need = sb->len + extra;
    if (need <= sb->cap) return;
    cap = sb->cap > LONG_MAX / 2 ? need : sb->cap * 2;
    if (cap < need) cap = need;
    s = rpy_str_alloc(cap);
    memcpy(s->chars, sb->s->chars, (size_t)sb->len);
    sb->s = s;
    sb->cap = cap;
}

void rpy_sb_append(rpy_sb *sb, const char *p, long n) {
    rpy_sb_reserve(sb, n);
    memcpy(sb->s->chars + sb->len, p, (size_t)n);
    sb->len += n;
}

void rpy_sb_append_cstr(rpy_sb *sb, const char *p) { rpy_sb_append(sb, p, (long)strlen(p)); }

void rpy_sb_append_char(rpy_sb *sb, char c) {
    if (sb->len >= sb->cap) rpy_sb_reserve(sb, 1);
    sb->s->chars[sb->len++] = c;
}

void rpy_sb_append_str(rpy_sb *sb, rpy_string *s) { rpy_sb_append(sb, s->chars, s->length); }

void rpy_sb_append_repeat(rpy_sb *sb, const char *fill, long fill_len, long count) {
    long i;
    if (count <= 0) return;
    if (fill_len > 0 && count > LONG_MAX / fill_len) rpy_fatal_memory_error();
    rpy_sb_reserve(sb, fill_len * count);
    if (fill_len == 1) {
        memset(sb->s->chars + sb->len, fill[0], (size_t)count);
        sb->len += count;
        return;
    }
    for (i = 0; i < count; i++) {
        memcpy(sb->s->chars + sb->len, fill, (size_t)fill_len);
        sb->len += fill_len;
    }
}

void rpy_sb_append_ulong(rpy_sb *sb, unsigned long v) {
    char buf[24];
    int n = 0;
    do {
        buf[sizeof buf - 1 - n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    rpy_sb_append(sb, buf + sizeof buf - n, n);
}

rpy_string *rpy_sb_finish(rpy_sb *sb) {
    rpy_string *s = sb->s;
    s->length = sb->len;
    rpy_str_set_codepoints(s, -1); /* counted when needed */
    s->chars[sb->len] = '\0';
    sb->s = NULL;
    return s;
}
