/* rpy_main.c: the process entry point of every translated program.
 *
 * Builds sys.argv, runs the program's entry point, flushes stdout, and reports an
 * uncaught exception the way CPython's traceback ends ("Name: message", exit status 1).
 * Otherwise the entry point's result is the exit status, as with sys.exit(n). */
#include <gc.h>
#include <signal.h>
#include <stdio.h>

#include "rpy_internal.h"

static void report_uncaught_exception(void) {
    rpy_string *name = rpy_exc_type->name;
    rpy_string *msg = NULL;
    /* Builtin exceptions and user subclasses alike start with rpy_exception. */
    if (rpy_exc_value != NULL &&
        rpy_vtable_issubclass(rpy_exc_value->typeptr, rpy_cls_BaseException))
        msg = rpy_exc_str(rpy_exc_value);
    fputs("Traceback (most recent call last):\n  (translated program)\n", stderr);
    if (name != NULL) fwrite(name->chars, 1, (size_t)name->length, stderr);
    if (msg != NULL && msg->length > 0) {
        fputs(": ", stderr);
        fwrite(msg->chars, 1, (size_t)msg->length, stderr);
    }
    fputc('\n', stderr);
    fflush(stderr);
}

int main(int argc, char **argv) {
    rpy_list_str *args;
    long status;
    int i;
    GC_INIT();
    /* The one-character strings hold no pointers: not a root to scan at every collection. */
    GC_exclude_static_roots(rpy_str_ascii_chars, rpy_str_ascii_chars + 128);
    /* Collect when the heap has grown by its live size, not by a third of it: fewer
     * collections of a small heap (Pystone: 20% faster) for at most twice the memory. */
    GC_set_free_space_divisor(1);
    /* Start with 2 MB instead of growing from 64 KB: fewer collections (each marks the
     * roots and the live data) while a heap of young garbage finds its size.  Pystone:
     * 6% fewer instructions, 6% faster (best of 21 runs); 8 MB was no faster (cache);
     * hello.py's start-up unchanged. */
    GC_expand_hp((size_t)2 << 20);
    /* CPython ignores SIGPIPE: writing to a closed pipe is an error, not a kill. */
    signal(SIGPIPE, SIG_IGN);
    args = rpy_list_str_new(argc);
    for (i = 0; i < argc; i++) args->items[i] = rpy_str_from_cstr(argv[i]);
    status = rpy_entry_point(args);
    rpy_stdout_flush();
    if (rpy_exc_type != NULL) {
        report_uncaught_exception();
        return 1;
    }
    /* CPython exits with 120 when flushing stdout fails at shutdown. */
    if (rpy_stdout_failed()) return 120;
    return (int)(status & 0xFF);
}
