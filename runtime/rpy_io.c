/* rpy_io.c: print()'s stdout buffer, the os functions, and the clocks.
 *
 * CPython's sys.stdout is block buffered when it is not a terminal and line buffered
 * when it is; os.write bypasses that buffer.  Keeping the same policy keeps the same
 * interleaving when a program mixes print() and os.write(1, ...). */
#include <errno.h>
#include <sys/random.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rpy_internal.h"

#define STDOUT_BUFFER_SIZE 8192

static char stdout_buffer[STDOUT_BUFFER_SIZE];
static long stdout_pending;
static int stdout_mode; /* 0: not decided yet, 1: block buffered, 2: line buffered */
static int stdout_failed;

/* Writes everything, retrying on EINTR and short writes (as BufferedWriter does). */
int rpy_write_all(int fd, const char *p, long n) {
    while (n > 0) {
        ssize_t w = write(fd, p, (size_t)n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        p += w;
        n -= w;
    }
    return 0;
}

void rpy_stdout_flush(void) {
    if (stdout_pending > 0 && !stdout_failed && rpy_write_all(1, stdout_buffer, stdout_pending) < 0)
        stdout_failed = 1; /* e.g. a closed pipe: later output is dropped */
    stdout_pending = 0;
}

int rpy_stdout_failed(void) { return stdout_failed; }

void rpy_print_bytes(const char *p, long n) {
    if (stdout_mode == 0) stdout_mode = isatty(1) ? 2 : 1;
    if (n > STDOUT_BUFFER_SIZE - stdout_pending) {
        rpy_stdout_flush();
        if (n >= STDOUT_BUFFER_SIZE) { /* too big to buffer: straight through */
            if (!stdout_failed && rpy_write_all(1, p, n) < 0) stdout_failed = 1;
            return;
        }
    }
    memcpy(stdout_buffer + stdout_pending, p, (size_t)n);
    stdout_pending += n;
    if (stdout_mode == 2 && memchr(p, '\n', (size_t)n) != NULL) rpy_stdout_flush();
}

void rpy_print_str(rpy_string *s) { rpy_print_bytes(s->chars, s->length); }

void rpy_print_cstr(const char *s) { rpy_print_bytes(s, (long)strlen(s)); }

/* ---------------------------------------------------------------- os */

/* CPython's OSError text: "[Errno 9] Bad file descriptor", plus ": 'path'" when the
 * error concerns a file name. */
static void raise_os_error(int err, rpy_string *filename) {
    rpy_sb sb;
    char head[32];
    snprintf(head, sizeof head, "[Errno %d] ", err);
    rpy_sb_init(&sb, 64);
    rpy_sb_append_cstr(&sb, head);
    rpy_sb_append_cstr(&sb, strerror(err));
    if (filename != NULL) {
        rpy_sb_append(&sb, ": ", 2);
        rpy_sb_append_str(&sb, rpy_str_repr(filename));
    }
    rpy_raise_builtin_str(rpy_cls_OSError, rpy_sb_finish(&sb));
}

/* One write(2), like os.write: the count written may be short. */
long rpy_os_write(long fd, rpy_string *s) {
    for (;;) {
        ssize_t n = write((int)fd, s->chars, (size_t)s->length);
        if (n >= 0) return (long)n;
        if (errno != EINTR) break;
    }
    raise_os_error(errno, NULL);
    return -1;
}

rpy_string *rpy_os_read(long fd, long n) {
    rpy_string *buf;
    ssize_t got;
    if (n < 0) {
        raise_os_error(EINVAL, NULL);
        return NULL;
    }
    buf = rpy_str_alloc(n);
    for (;;) {
        got = read((int)fd, buf->chars, (size_t)n);
        if (got >= 0) break;
        if (errno != EINTR) {
            raise_os_error(errno, NULL);
            return NULL;
        }
    }
    if (got == n) return buf;
    return rpy_str_from_bytes(buf->chars, (long)got);
}

/* os.urandom(n): n bytes from the kernel's random source (getrandom(2), which blocks
   only until the pool is initialised, as CPython's os.urandom). */
rpy_string *rpy_os_urandom(long n) {
    rpy_string *buf;
    long got = 0;
    if (n < 0) {
        rpy_raise_builtin(rpy_cls_ValueError, "negative argument not allowed");
        return NULL;
    }
    buf = rpy_str_alloc(n);
    while (got < n) {
        ssize_t r = getrandom(buf->chars + got, (size_t)(n - got), 0);
        if (r < 0) {
            if (errno == EINTR) continue;
            raise_os_error(errno, NULL);
            return NULL;
        }
        got += (long)r;
    }
    return buf;
}

long rpy_os_open(rpy_string *path, long flags, long mode) {
    int fd;
    if (memchr(path->chars, '\0', (size_t)path->length) != NULL) {
        rpy_raise_builtin(rpy_cls_ValueError, "embedded null byte");
        return -1;
    }
    do {
        /* CPython opens every descriptor non-inheritable */
        fd = open(path->chars, (int)flags | O_CLOEXEC, (mode_t)mode);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        raise_os_error(errno, path);
        return -1;
    }
    return fd;
}

/* close() is not retried on EINTR: the descriptor is gone either way on Linux. */
void rpy_os_close(long fd) {
    if (close((int)fd) < 0 && errno != EINTR) raise_os_error(errno, NULL);
}

/* ---------------------------------------------------------------- time */

static double clock_seconds(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double rpy_time_time(void) { return clock_seconds(CLOCK_REALTIME); }
double rpy_time_perf_counter(void) { return clock_seconds(CLOCK_MONOTONIC); }
double rpy_time_monotonic(void) { return clock_seconds(CLOCK_MONOTONIC); }
