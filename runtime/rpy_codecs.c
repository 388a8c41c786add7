/* rpy_codecs.c: str.encode() and bytes.decode() with the UTF-8, Latin-1 and ASCII codecs.
 *
 * Codec names are looked up as CPython's encodings package does (case, punctuation and
 * the aliases it accepts: 'utf8', 'latin1', 'iso-8859-1', 'us-ascii' ...), error
 * handlers are CPython's 'strict', 'ignore', 'replace', 'backslashreplace' and (encoding
 * only) 'xmlcharrefreplace', and the errors are UnicodeEncodeError/UnicodeDecodeError
 * with CPython's messages and reprs.  The handler name is read only when an error
 * happens, as CPython reads it. */
#include <stdio.h>
#include <string.h>

#include "rpy_internal.h"

enum codec { CODEC_UTF8, CODEC_LATIN1, CODEC_ASCII };

enum handler { H_STRICT, H_IGNORE, H_REPLACE, H_BACKSLASH, H_XMLCHARREF, H_UNKNOWN };

/* encodings.normalize_encoding after lower-casing: runs of characters other than ASCII
 * letters, digits and '.' become one '_', dropped at both ends. */
static void normalize(rpy_string *name, char *out, size_t size) {
    size_t n = 0;
    int punct = 0;
    for (long i = 0; i < name->length && n + 2 < size; i++) {
        unsigned char c = (unsigned char)name->chars[i];
        if (c >= 'A' && c <= 'Z') c = (unsigned char)(c - 'A' + 'a');
        int keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.';
        if (!keep) {
            punct = 1;
            continue;
        }
        if (punct && n > 0) out[n++] = '_';
        out[n++] = (char)c;
        punct = 0;
    }
    out[n] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (out[i] == '.') out[i] = '_'; /* the aliases are tried with '.' as '_' too */
    }
}

static int one_of(const char *name, const char *const *names) {
    for (; *names != NULL; names++) {
        if (strcmp(name, *names) == 0) return 1;
    }
    return 0;
}

/* The codec named `encoding` (NULL: UTF-8), or -1 after raising LookupError. */
static int lookup_codec(rpy_string *encoding) {
    static const char *const utf8[] = {"utf_8",     "u8",        "utf",     "utf8",
                                       "utf8_ucs2", "utf8_ucs4", "cp65001", NULL};
    static const char *const latin1[] = {
        "latin_1",   "8859",       "cp819",           "csisolatin1", "ibm819", "iso8859",
        "iso8859_1", "iso_8859_1", "iso_8859_1_1987", "iso_ir_100",  "l1",     "latin",
        "latin1",    NULL};
    static const char *const ascii[] = {
        "ascii",  "646",       "ansi_x3_4_1968",   "ansi_x3_4_1986", "cp367", "csascii",
        "ibm367", "iso646_us", "iso_646_irv_1991", "iso_ir_6",       "us",    "us_ascii",
        NULL};
    char name[64];
    if (encoding == NULL) return CODEC_UTF8;
    normalize(encoding, name, sizeof name);
    if (one_of(name, utf8)) return CODEC_UTF8;
    if (one_of(name, latin1)) return CODEC_LATIN1;
    if (one_of(name, ascii)) return CODEC_ASCII;
    rpy_raise_builtin_str(rpy_cls_LookupError,
                          rpy_str_concat(rpy_str_from_cstr("unknown encoding: "), encoding));
    return -1;
}

/* The handler named `errors` (NULL: strict). */
static int lookup_handler(rpy_string *errors) {
    static const char *const names[] = {
        "strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", NULL};
    if (errors == NULL) return H_STRICT;
    for (int i = 0; names[i] != NULL; i++) {
        if ((long)strlen(names[i]) == errors->length &&
            memcmp(names[i], errors->chars, (size_t)errors->length) == 0)
            return i;
    }
    return H_UNKNOWN;
}

/* LookupError for a handler CPython does not know, or TypeError for one it cannot apply
 * to this direction; returns 0 when the handler applies. */
static int check_handler(int handler, rpy_string *errors, int encoding) {
    if (handler == H_UNKNOWN) {
        rpy_string *msg = rpy_str_from_cstr("unknown error handler name ");
        rpy_raise_builtin_str(rpy_cls_LookupError, rpy_str_concat(msg, rpy_str_repr(errors)));
        return -1;
    }
    if (handler == H_XMLCHARREF && !encoding) {
        rpy_raise_builtin(rpy_cls_TypeError,
                          "don't know how to handle UnicodeDecodeError in error callback");
        return -1;
    }
    return 0;
}

static const char *codec_name(int codec) {
    return codec == CODEC_UTF8 ? "utf-8" : codec == CODEC_LATIN1 ? "latin-1" : "ascii";
}

/* UnicodeError(codec, object, start, end, reason): str() is CPython's message, repr()
 * shows the five arguments. */
static void raise_unicode_error(rpy_vtable *cls, const char *message, int codec,
                                rpy_string *object_repr, long start, long end, const char *reason) {
    char numbers[64];
    rpy_sb sb;
    rpy_sb_init(&sb, 64 + object_repr->length);
    rpy_sb_append_cstr(&sb, "'");
    rpy_sb_append_cstr(&sb, codec_name(codec));
    rpy_sb_append_cstr(&sb, "', ");
    rpy_sb_append_str(&sb, object_repr);
    snprintf(numbers, sizeof numbers, ", %ld, %ld, '", start, end);
    rpy_sb_append_cstr(&sb, numbers);
    rpy_sb_append_cstr(&sb, reason);
    rpy_sb_append_cstr(&sb, "'");
    rpy_raise_with_repr(cls, rpy_str_from_cstr(message), rpy_sb_finish(&sb));
}

/* ---------------------------------------------------------------- encoding */

/* '\xe9', '\u20ac' or '\U0001f600', as the message of UnicodeEncodeError shows it. */
static void escaped(char *out, size_t size, long cp) {
    if (cp < 0x100)
        snprintf(out, size, "\\x%02lx", cp);
    else if (cp < 0x10000)
        snprintf(out, size, "\\u%04lx", cp);
    else
        snprintf(out, size, "\\U%08lx", cp);
}

rpy_string *rpy_str_encode(rpy_string *s, rpy_string *encoding, rpy_string *errors) {
    int codec = lookup_codec(encoding);
    if (codec < 0) return NULL;
    if (codec == CODEC_UTF8) return rpy_str_from_bytes(s->chars, s->length);
    long limit = codec == CODEC_ASCII ? 0x80 : 0x100;
    int handler = -1;
    rpy_sb sb;
    rpy_sb_init(&sb, s->length);
    long i = 0, index = 0;
    while (i < s->length) {
        int len;
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        if (cp < limit) {
            rpy_sb_append_char(&sb, (char)cp);
            i += len;
            index++;
            continue;
        }
        /* CPython hands the whole run of unencodable characters to the handler. */
        long run_start = index, run_offset = i, end_offset = i, end = index;
        while (end_offset < s->length) {
            long next = rpy_utf8_decode(s->chars + end_offset, s->length - end_offset, &len);
            if (next < limit) break;
            end_offset += len;
            end++;
        }
        if (handler < 0) {
            handler = lookup_handler(errors);
            if (check_handler(handler, errors, 1) < 0) return NULL;
        }
        if (handler == H_STRICT) {
            char message[160], ch[16];
            escaped(ch, sizeof ch, cp);
            const char *reason =
                codec == CODEC_ASCII ? "ordinal not in range(128)" : "ordinal not in range(256)";
            if (end - run_start == 1)
                snprintf(message, sizeof message,
                         "'%s' codec can't encode character '%s' in position %ld: %s",
                         codec_name(codec), ch, run_start, reason);
            else
                snprintf(message, sizeof message,
                         "'%s' codec can't encode characters in position %ld-%ld: %s",
                         codec_name(codec), run_start, end - 1, reason);
            raise_unicode_error(rpy_cls_UnicodeEncodeError, message, codec, rpy_str_repr(s),
                                run_start, end, reason);
            return NULL;
        }
        for (long at = run_offset; at < end_offset; at += len) {
            long c = rpy_utf8_decode(s->chars + at, s->length - at, &len);
            char text[24];
            if (handler == H_REPLACE) {
                rpy_sb_append_char(&sb, '?');
            } else if (handler == H_BACKSLASH) {
                escaped(text, sizeof text, c);
                rpy_sb_append_cstr(&sb, text);
            } else if (handler == H_XMLCHARREF) {
                snprintf(text, sizeof text, "&#%ld;", c);
                rpy_sb_append_cstr(&sb, text);
            }
        }
        i = end_offset;
        index = end;
    }
    return rpy_sb_finish(&sb);
}

/* ---------------------------------------------------------------- decoding */

/* The length of the valid UTF-8 sequence at p[0 .. n), or 0 with *bad the length of the
 * maximal invalid prefix CPython reports and *reason why. */
static int utf8_sequence(const unsigned char *p, long n, long *bad, const char **reason) {
    unsigned char c = p[0];
    int need;
    unsigned char low = 0x80, high = 0xBF; /* the range of the second byte */
    if (c < 0x80) return 1;
    if (c < 0xC2 || c > 0xF4) {
        *bad = 1;
        *reason = "invalid start byte";
        return 0;
    }
    if (c < 0xE0) {
        need = 2;
    } else if (c < 0xF0) {
        need = 3;
        if (c == 0xE0) low = 0xA0;
        if (c == 0xED) high = 0x9F; /* no surrogates */
    } else {
        need = 4;
        if (c == 0xF0) low = 0x90;
        if (c == 0xF4) high = 0x8F; /* nothing above U+10FFFF */
    }
    for (int k = 1; k < need; k++) {
        if (k >= n) {
            *bad = n;
            *reason = "unexpected end of data";
            return 0;
        }
        unsigned char lo = k == 1 ? low : 0x80, hi = k == 1 ? high : 0xBF;
        if (p[k] < lo || p[k] > hi) {
            *bad = k;
            *reason = "invalid continuation byte";
            return 0;
        }
    }
    return need;
}

rpy_string *rpy_bytes_decode(rpy_string *b, rpy_string *encoding, rpy_string *errors) {
    int codec = lookup_codec(encoding);
    if (codec < 0) return NULL;
    const unsigned char *p = (const unsigned char *)b->chars;
    long n = b->length, ascii = 0;
    while (ascii < n && p[ascii] < 0x80) ascii++;
    if (ascii == n) { /* ASCII: the same bytes, counted */
        rpy_string *s = rpy_str_from_bytes(b->chars, n);
        rpy_str_set_codepoints(s, n);
        return s;
    }
    if (codec == CODEC_UTF8) { /* valid UTF-8 (the common case): one copy, counted */
        long i = ascii, count = ascii, bad;
        const char *reason;
        while (i < n) {
            int len = p[i] < 0x80 ? 1 : utf8_sequence(p + i, n - i, &bad, &reason);
            if (len == 0) break;
            i += len;
            count++;
        }
        if (i == n) {
            rpy_string *s = rpy_str_from_bytes(b->chars, n);
            rpy_str_set_codepoints(s, count);
            return s;
        }
    }
    int handler = -1;
    rpy_sb sb;
    rpy_sb_init(&sb, n + n / 2 + 4);
    rpy_sb_append(&sb, b->chars, ascii);
    long i = ascii;
    while (i < n) {
        long bad = 0;
        const char *reason = NULL;
        if (codec == CODEC_LATIN1 || p[i] < 0x80) {
            char out[4];
            rpy_sb_append(&sb, out, rpy_utf8_encode(p[i], out));
            i++;
            continue;
        }
        if (codec == CODEC_UTF8) {
            int len = utf8_sequence(p + i, n - i, &bad, &reason);
            if (len > 0) {
                rpy_sb_append(&sb, (const char *)p + i, len);
                i += len;
                continue;
            }
        } else {
            bad = 1;
            reason = "ordinal not in range(128)";
        }
        if (handler < 0) {
            handler = lookup_handler(errors);
            if (check_handler(handler, errors, 0) < 0) return NULL;
        }
        if (handler == H_STRICT) {
            char message[160];
            if (bad == 1)
                snprintf(message, sizeof message,
                         "'%s' codec can't decode byte 0x%02x in position %ld: %s",
                         codec_name(codec), p[i], i, reason);
            else
                snprintf(message, sizeof message,
                         "'%s' codec can't decode bytes in position %ld-%ld: %s", codec_name(codec),
                         i, i + bad - 1, reason);
            raise_unicode_error(rpy_cls_UnicodeDecodeError, message, codec, rpy_bytes_repr(b), i,
                                i + bad, reason);
            return NULL;
        }
        if (handler == H_REPLACE) {
            rpy_sb_append_cstr(&sb, "\xef\xbf\xbd"); /* U+FFFD */
        } else if (handler == H_BACKSLASH) {
            for (long k = 0; k < bad; k++) {
                char text[8];
                snprintf(text, sizeof text, "\\x%02x", p[i + k]);
                rpy_sb_append_cstr(&sb, text);
            }
        }
        i += bad;
    }
    return rpy_sb_finish(&sb);
}
