/* rpy_file.c: the descriptor-level primitives behind rlib/rfile.py (open(), the file
 * objects, sys.stdin/stdout/stderr, input()).
 *
 * The file objects themselves are RPython classes in rlib/rfile.py; what they need from
 * C is here: opening with the errno returned instead of raised (rlib raises the OSError
 * subclass CPython raises, with errno, strerror and filename set), a write buffer per
 * descriptor that main() flushes at exit as CPython's shutdown flushes its open files,
 * and the text codecs (UTF-8, ASCII, Latin-1). Writes to descriptor 1 go through
 * print()'s stdout buffer, so print() and sys.stdout.write keep their order; descriptor
 * 2 is written through at once (CPython's stderr is line buffered, and stderr is never
 * interleaved with stdout in one stream). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rpy_internal.h"

#define FILE_BUFFER_SIZE 8192
#define MAX_BUFFERED_FD 1024

/* The pending output of descriptors 3 .. MAX_BUFFERED_FD-1 (malloc'd: not GC data). */
typedef struct fd_buffer {
    char *data;
    long pending;
} fd_buffer;

static fd_buffer buffers[MAX_BUFFERED_FD];

long rpy_file_open(rpy_string *path, long flags, long mode) {
    int fd;
    struct stat st;
    if (memchr(path->chars, '\0', (size_t)path->length) != NULL) {
        rpy_raise_builtin(rpy_cls_ValueError, "embedded null byte");
        return -1;
    }
    do {
        fd = open(path->chars, (int)flags | O_CLOEXEC, (mode_t)mode);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) return -errno;
    /* open(2) opens a directory read-only; CPython's FileIO refuses it (EISDIR). */
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        return -EISDIR;
    }
    return fd;
}

rpy_string *rpy_file_strerror(long err) { return rpy_str_from_cstr(strerror((int)err)); }

static long flush_fd(long fd) {
    fd_buffer *b;
    if (fd == 1) {
        rpy_stdout_flush();
        return 0;
    }
    if (fd < 0 || fd >= MAX_BUFFERED_FD) return 0;
    b = &buffers[fd];
    if (b->pending > 0) {
        long n = b->pending;
        b->pending = 0;
        if (rpy_write_all((int)fd, b->data, n) < 0) return errno;
    }
    return 0;
}

long rpy_file_flush(long fd) { return flush_fd(fd); }

long rpy_file_write(long fd, rpy_string *s) {
    fd_buffer *b;
    long n = s->length;
    if (fd == 1) {
        rpy_print_bytes(s->chars, n);
        return 0;
    }
    if (fd < 3 || fd >= MAX_BUFFERED_FD) return rpy_write_all((int)fd, s->chars, n) < 0 ? errno : 0;
    b = &buffers[fd];
    if (b->pending + n > FILE_BUFFER_SIZE) {
        long err = flush_fd(fd);
        if (err != 0) return err;
        if (n >= FILE_BUFFER_SIZE) return rpy_write_all((int)fd, s->chars, n) < 0 ? errno : 0;
    }
    if (b->data == NULL) {
        b->data = malloc(FILE_BUFFER_SIZE);
        if (b->data == NULL) rpy_fatal_memory_error();
    }
    memcpy(b->data + b->pending, s->chars, (size_t)n);
    b->pending += n;
    return 0;
}

/* Flushes and closes; the first error wins (the descriptor is gone either way). */
long rpy_file_close(long fd) {
    long err = flush_fd(fd);
    if (fd >= 0 && fd < MAX_BUFFERED_FD && buffers[fd].data != NULL) {
        free(buffers[fd].data);
        buffers[fd].data = NULL;
    }
    if (close((int)fd) < 0 && errno != EINTR && err == 0) err = errno;
    return err;
}

void rpy_files_flush_all(void) {
    long fd;
    for (fd = 3; fd < MAX_BUFFERED_FD; fd++) {
        if (buffers[fd].pending > 0) (void)flush_fd(fd);
    }
}

/* lseek(2); -errno on failure. */
long rpy_file_seek(long fd, long pos, long whence) {
    off_t r = lseek((int)fd, (off_t)pos, (int)whence);
    return r < 0 ? -errno : (long)r;
}

/* 0: no such path, 1: a regular file, 2: a directory, 3: something else. */
long rpy_file_stat_kind(rpy_string *path) {
    struct stat st;
    if (memchr(path->chars, '\0', (size_t)path->length) != NULL) return 0;
    if (stat(path->chars, &st) != 0) return 0;
    if (S_ISREG(st.st_mode)) return 1;
    if (S_ISDIR(st.st_mode)) return 2;
    return 3;
}

/* unlink(2) / rmdir(2) / mkdir(2): 0 or errno. */
long rpy_file_unlink(rpy_string *path) { return unlink(path->chars) < 0 ? errno : 0; }
long rpy_file_rmdir(rpy_string *path) { return rmdir(path->chars) < 0 ? errno : 0; }
long rpy_file_mkdir(rpy_string *path, long mode) {
    return mkdir(path->chars, (mode_t)mode) < 0 ? errno : 0;
}

/* ---------------------------------------------------------------- codecs */

/* The length of the longest prefix of b that does not end inside a UTF-8 sequence: a
 * chunk read from a file is decoded up to there, the rest waits for the next chunk. */
long rpy_file_utf8_complete(rpy_string *b) {
    long n = b->length, i = n, back = 0;
    const unsigned char *p = (const unsigned char *)b->chars;
    while (i > 0 && back < 4 && (p[i - 1] & 0xC0) == 0x80) {
        i--;
        back++;
    }
    if (i == 0) return n;
    {
        unsigned char lead = p[i - 1];
        long need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        if (lead >= 0xF8 || lead < 0xC0) return n; /* ASCII or malformed: nothing to wait for */
        if (back + 1 < need) return i - 1;
    }
    return n;
}

/* CPython's messages: "'ascii' codec can't decode byte 0xe9 in position 3: ordinal not
 * in range(128)", "... can't encode character '\xe9' ..." ('\u20ac', '\U0001f600'). The
 * class is ValueError (UnicodeDecodeError and UnicodeEncodeError are its subclasses in
 * CPython; the runtime does not define them). */
static void raise_codec_error(const char *codec, int encoding, long value, long position,
                              const char *reason) {
    char text[200];
    if (!encoding)
        snprintf(text, sizeof text, "'%s' codec can't decode byte 0x%02lx in position %ld: %s",
                 codec, value, position, reason);
    else
        snprintf(text, sizeof text,
                 "'%s' codec can't encode character '\\%s%0*lx' in position %ld: %s", codec,
                 value > 0xffff ? "U"
                 : value > 0xff ? "u"
                                : "x",
                 value > 0xffff ? 8
                 : value > 0xff ? 4
                                : 2,
                 value, position, reason);
    rpy_raise_builtin(rpy_cls_ValueError, text);
}

/* bytes -> str. kind 0: UTF-8 (copied as is: rpy strings are UTF-8), 1: ASCII,
 * 2: Latin-1. */
rpy_string *rpy_file_decode(rpy_string *b, long kind) {
    long i;
    for (i = 0; i < b->length && (unsigned char)b->chars[i] < 0x80; i++) {
    }
    if (i == b->length) { /* ASCII: counted now, so lines are indexed on their bytes */
        rpy_string *s = rpy_str_from_bytes(b->chars, b->length);
        rpy_str_set_codepoints(s, b->length);
        return s;
    }
    if (kind == 0) return rpy_str_from_bytes(b->chars, b->length);
    if (kind == 1) {
        raise_codec_error("ascii", 0, (unsigned char)b->chars[i], i, "ordinal not in range(128)");
        return NULL;
    }
    {
        rpy_sb sb;
        rpy_sb_init(&sb, b->length * 2);
        for (i = 0; i < b->length; i++) {
            char out[4];
            int len = rpy_utf8_encode((unsigned char)b->chars[i], out);
            rpy_sb_append(&sb, out, len);
        }
        return rpy_sb_finish(&sb);
    }
}

/* str -> bytes, kinds as rpy_file_decode. */
rpy_string *rpy_file_encode(rpy_string *s, long kind) {
    long i, index = 0;
    rpy_sb sb;
    if (kind == 0) return rpy_str_from_bytes(s->chars, s->length);
    rpy_sb_init(&sb, s->length);
    for (i = 0; i < s->length; index++) {
        int len;
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        long limit = kind == 1 ? 0x80 : 0x100;
        if (cp >= limit) {
            raise_codec_error(
                kind == 1 ? "ascii" : "latin-1", 1, cp, index,
                kind == 1 ? "ordinal not in range(128)" : "ordinal not in range(256)");
            return NULL;
        }
        rpy_sb_append_char(&sb, (char)cp);
        i += len;
    }
    return rpy_sb_finish(&sb);
}

/* data.find(bytes([byte]), start), counting bytes (bytes.find counts UTF-8 sequences). */
long rpy_file_find_byte(rpy_string *data, long byte, long start) {
    const char *hit;
    if (start < 0) start = 0;
    if (start >= data->length) return -1;
    hit = memchr(data->chars + start, (int)byte, (size_t)(data->length - start));
    return hit == NULL ? -1 : (long)(hit - data->chars);
}
