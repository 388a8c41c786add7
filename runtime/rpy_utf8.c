/* rpy_utf8.c: strings hold UTF-8; these helpers decode, encode and count code points
 * (rpy_str_index.c converts code point indices to byte offsets with them). */
#include "rpy_internal.h"

static int is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

long rpy_utf8_decode(const char *p, long n, int *len) {
    const unsigned char *u = (const unsigned char *)p;
    int need, i;
    long cp;
    if (u[0] < 0x80) {
        *len = 1;
        return u[0];
    }
    if (u[0] >= 0xC2 && u[0] <= 0xDF) {
        need = 1;
        cp = u[0] & 0x1F;
    } else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
        need = 2;
        cp = u[0] & 0x0F;
    } else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
        need = 3;
        cp = u[0] & 0x07;
    } else {
        *len = 1;
        return u[0];
    }
    if (n <= need) {
        *len = 1;
        return u[0];
    }
    for (i = 1; i <= need; i++) {
        if (!is_continuation(u[i])) {
            *len = 1;
            return u[0];
        }
        cp = (cp << 6) | (u[i] & 0x3F);
    }
    *len = need + 1;
    return cp;
}

int rpy_utf8_encode(long cp, char *out) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

long rpy_utf8_count(const char *p, long n) {
    long i = 0, count = 0;
    while (i < n) {
        int len;
        if (i + 8 <= n) { /* eight ASCII bytes at a time */
            unsigned long w;
            memcpy(&w, p + i, sizeof w);
            if ((w & 0x8080808080808080UL) == 0) {
                i += 8;
                count += 8;
                continue;
            }
        }
        if ((unsigned char)p[i] < 0x80) {
            i++;
        } else {
            rpy_utf8_decode(p + i, n - i, &len);
            i += len;
        }
        count++;
    }
    return count;
}

long rpy_utf8_prev(const char *p, long pos) {
    long start = pos - 1;
    int len;
    /* A code point is at most 4 bytes; step back over continuation bytes and accept the
     * lead byte only if it really decodes up to pos. */
    while (start > 0 && pos - start < 4 && is_continuation((unsigned char)p[start])) start--;
    rpy_utf8_decode(p + start, pos - start, &len);
    if (start + len == pos) return start;
    return pos - 1;
}
