/* rpy_alloc.c: memory comes from Boehm GC (--gc=boehm, the default); nothing is freed
 * explicitly.  The exact collectors replace this file (runtime/gc/, docs/gc.md). */
#include <gc.h>
#include <gc/gc_inline.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "rpy.h"

/* Out of memory even beyond the limit (or with none): reported as CPython reports an
 * uncaught MemoryError (the exit status is CPython's for an uncaught error). */
void rpy_fatal_memory_error(void) {
    rpy_stdout_flush();
    fputs("Traceback (most recent call last):\n  (translated program)\nMemoryError\n", stderr);
    exit(1);
}

/* The heap limit: RPY_GC_MAX, else half of the address space `ulimit -v` allows (the
 * rest is the program's code, stacks, Boehm's own tables and the C library's memory);
 * 0: none.  Boehm returns NULL when a collection does not make room under it. */
static size_t heap_limit;

static size_t limit_from_environment(void) {
    const char *s = getenv("RPY_GC_MAX");
    struct rlimit as;
    if (s != NULL && *s != '\0') {
        char *end;
        double n = strtod(s, &end);
        size_t unit = *end == 'K' || *end == 'k'   ? (size_t)1 << 10
                      : *end == 'M' || *end == 'm' ? (size_t)1 << 20
                      : *end == 'G' || *end == 'g' ? (size_t)1 << 30
                                                   : 1;
        if (n > 0) return (size_t)(n * (double)unit);
    }
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
        return (size_t)as.rlim_cur / 2;
    return 0;
}

/* Out of memory (GC_MALLOC returned NULL under the limit, or the system refused): the
 * allocation raises MemoryError and still returns memory, so that the C code that asked
 * can finish (docs/gc.md): the limit grows by an eighth for it. */
static long memory_errors; /* raised so far */

static int raise_and_allow_more(void) {
    if (heap_limit == 0) return 0;
    memory_errors++;
    rpy_raise_memory_error();
    heap_limit += heap_limit / 8;
    GC_set_max_heap_size(heap_limit);
    return 1;
}

static void *boehm_malloc(size_t n, int atomic) {
    void *p = atomic ? GC_MALLOC_ATOMIC(n ? n : 1) : GC_MALLOC(n ? n : 1);
    if (p == NULL && raise_and_allow_more())
        p = atomic ? GC_MALLOC_ATOMIC(n ? n : 1) : GC_MALLOC(n ? n : 1);
    if (p == NULL) rpy_fatal_memory_error();
    return p;
}

/* GC_MALLOC returns cleared memory already. */
void *rpy_malloc(size_t n) { return boehm_malloc(n, 0); }

/* GC_MALLOC_ATOMIC does not clear: the runtime promises zeroed memory everywhere. */
void *rpy_malloc_atomic(size_t n) {
    void *p = boehm_malloc(n, 1);
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
    if (rpy_gc_freelists[granules] == NULL && raise_and_allow_more())
        GC_generic_malloc_many(granules * GC_GRANULE_BYTES, GC_I_NORMAL,
                               &rpy_gc_freelists[granules]);
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

void *rpy_malloc_atomic_uninit(size_t n) { return boehm_malloc(n, 1); }

/* RPY_GC_STATS=1: the collector's work on stderr at exit, in the exact collectors' form
 * (bench/run --gc reads it). Boehm counts its collections; its timing covers full ones. */
static void print_stats(void) {
    fprintf(stderr,
            "[gc boehm] collections %lu, %.6f s in the collector, heap %lu bytes\n",
            (unsigned long)GC_get_gc_no(), GC_get_full_gc_total_time() / 1000.0,
            (unsigned long)GC_get_heap_size());
}

static int stats_requested(void) {
    const char *s = getenv("RPY_GC_STATS");
    return s != NULL && *s != '\0' && strcmp(s, "0") != 0;
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
    heap_limit = limit_from_environment();
    if (heap_limit != 0) GC_set_max_heap_size(heap_limit);
    if (stats_requested()) {
        GC_start_performance_measurement();
        atexit(print_stats);
    }
}

/* The checked allocations: NULL when this allocation raised MemoryError. */
void *rpy_malloc_checked(size_t n) {
    long before = memory_errors;
    void *p = rpy_malloc(n);
    return memory_errors == before ? p : NULL;
}

void *rpy_malloc_atomic_checked(size_t n) {
    long before = memory_errors;
    void *p = rpy_malloc_atomic(n);
    return memory_errors == before ? p : NULL;
}

void *rpy_malloc_refill_checked(size_t granules) {
    long before = memory_errors;
    void *p = rpy_malloc_refill(granules);
    return memory_errors == before ? p : NULL;
}
