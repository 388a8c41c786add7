/* rpy_alloc.c: memory comes from Boehm GC (--gc=boehm, the default); nothing is freed
 * explicitly.  The exact collectors replace this file (runtime/gc/, docs/gc.md). */
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

/* Boehm needs no layouts: only "no pointers inside" matters. */
void *rpy_malloc_typed(unsigned int tid, size_t n) {
    return tid == RPY_TID_ATOMIC ? rpy_malloc_atomic(n) : rpy_malloc(n);
}

void *rpy_malloc_atomic_uninit(size_t n) {
    void *p = GC_MALLOC_ATOMIC(n ? n : 1);
    if (p == NULL) rpy_fatal_memory_error();
    return p;
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    static int started; /* the runtime's test binaries start it from a constructor too */
    if (started) return;
    started = 1;
    GC_INIT();
    /* The one-character strings hold no pointers: not a root to scan at every collection. */
    GC_exclude_static_roots(rpy_str_ascii_chars, rpy_str_ascii_chars + 128);
    /* Nor does the stack of the fault handler (64 KB of BSS cost Pystone 1% more
     * instructions). */
    if (fault_stack != NULL)
        GC_exclude_static_roots(fault_stack, (char *)fault_stack + fault_stack_size);
    /* Collect when the heap has grown by its live size, not by a third of it: fewer
     * collections of a small heap (Pystone: 20% faster) for at most twice the memory. */
    GC_set_free_space_divisor(1);
    /* Start with 2 MB instead of growing from 64 KB: fewer collections (each marks the
     * roots and the live data) while a heap of young garbage finds its size.  Pystone:
     * 6% fewer instructions, 6% faster (best of 21 runs); 8 MB was no faster (cache);
     * hello.py's start-up unchanged. */
    GC_expand_hp((size_t)2 << 20);
}
