/* rpy_alloc.c: memory comes from Boehm GC; nothing is freed explicitly. */
#include <gc.h>
#include <gc/gc_inline.h>
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

_Static_assert(RPY_GC_GRANULE == GC_GRANULE_BYTES && RPY_GC_FREELISTS == GC_TINY_FREELISTS,
               "rpy.h's allocation constants must match Boehm's gc_tiny_fl.h");

void *rpy_gc_freelists[RPY_GC_FREELISTS];

/* GC_generic_malloc_many returns cleared NORMAL objects linked through their first word
 * (possibly after collecting); the list lives in rpy_gc_freelists, a root. */
void *rpy_malloc_refill(size_t granules) {
    void **p;
    GC_generic_malloc_many(granules * GC_GRANULE_BYTES, GC_I_NORMAL, &rpy_gc_freelists[granules]);
    p = (void **)rpy_gc_freelists[granules];
    if (p == NULL) rpy_fatal_memory_error();
    rpy_gc_freelists[granules] = *p;
    *p = NULL;
    return p;
}
