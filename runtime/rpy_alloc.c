/* rpy_alloc.c: memory comes from Boehm GC; nothing is freed explicitly. */
#include <gc.h>
#include <stdio.h>
#include <stdlib.h>

#include "rpy.h"

/* CPython would raise MemoryError; a translated program cannot do much better than
 * report it the same way and stop (the exit status is CPython's for an uncaught error). */
void rpy_fatal_memory_error(void) {
    rpy_stdout_flush();
    fputs("Traceback (most recent call last):\n  (translated program)\nMemoryError\n", stderr);
    exit(1);
}

/* GC_MALLOC returns cleared memory already. */
void *rpy_malloc(size_t n) {
    void *p = GC_MALLOC(n ? n : 1);
    if (p == NULL) rpy_fatal_memory_error();
    return p;
}

/* GC_MALLOC_ATOMIC does not clear: the runtime promises zeroed memory everywhere. */
void *rpy_malloc_atomic(size_t n) {
    void *p = GC_MALLOC_ATOMIC(n ? n : 1);
    if (p == NULL) rpy_fatal_memory_error();
    memset(p, 0, n);
    return p;
}
