/* rpy_gc_marksweep.c: the exact mark-and-sweep collector (--gc=marksweep, docs/gc.md).
 *
 * Every object lives in the page heap (rpy_gc_heap.c); small ones come from its free
 * lists (rpy_gc_malloc_fixed, inline in generated code).  Nothing moves.
 *
 * Collections only happen at collect points (rpy_gc_collect_point), when the bytes
 * allocated since the last one exceed the budget: the live size after a collection
 * times RPY_GC_MAJOR_COLLECT (1.82 by default, PyPy's major_collection_threshold), at
 * least RPY_GC_MIN (8 MB), at most the heap limit RPY_GC_MAX minus an eighth of it.
 * Pages beyond RPY_GC_MAX are refused: the allocation raises MemoryError (docs/gc.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpy.h"
#include "rpy_gc.h"
#include "rpy_gc_heap.h"

long rpy_gc_budget;
long rpy_gc_inhibit;

static size_t heap_bytes; /* cell and run bytes of the objects live at the last collection */
static size_t peak_heap_bytes;
static long collections;
static double collector_seconds;
static long budget_given; /* rpy_gc_budget when it was set, heap_bytes being live */

/* Objects now: the live ones at the last collection and what was allocated since. */
static size_t heap_estimate(void) { return heap_bytes + (size_t)(budget_given - rpy_gc_budget); }

static void set_budget(void) {
    size_t limit = rpy_gc_config.limit;
    size_t threshold = (size_t)((double)heap_bytes * rpy_gc_config.growth);
    if (threshold < rpy_gc_config.min_threshold) threshold = rpy_gc_config.min_threshold;
    if (limit != 0) {
        size_t cap = limit - limit / 8;
        if (threshold > cap) threshold = cap;
    }
    /* Live data past the cap: collecting again soon would find little, and collecting at
     * every collect point would take time quadratic in the heap.  Allocate a quarter of
     * the live size more (the limit refuses what does not fit: MemoryError). */
    if (threshold < heap_bytes + heap_bytes / 4) threshold = heap_bytes + heap_bytes / 4;
    rpy_gc_budget = rpy_gc_config.stress ? 0 : (long)(threshold - heap_bytes);
    budget_given = rpy_gc_budget;
}

static void print_stats(void) {
    if (heap_estimate() > peak_heap_bytes) peak_heap_bytes = heap_estimate();
    fprintf(stderr,
            "[gc marksweep] collections %ld, %.6f s in the collector, peak heap %zu bytes, "
            "pages %zu bytes\n",
            collections, collector_seconds, peak_heap_bytes, rpy_gc_heap_pages_bytes());
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    (void)fault_stack;
    (void)fault_stack_size;
    rpy_gc_read_settings();
    rpy_gc_heap_init();
    set_budget();
    if (rpy_gc_config.stats) atexit(print_stats);
}

void rpy_gc_test_reset(size_t min_bytes, size_t limit, int stress_mode) {
    rpy_gc_heap_release();
    heap_bytes = peak_heap_bytes = 0;
    collections = 0;
    collector_seconds = 0;
    rpy_gc_config.min_threshold = min_bytes;
    rpy_gc_config.limit = limit;
    rpy_gc_config.stress = stress_mode;
    rpy_gc_config.growth = 1.82;
    rpy_gc_heap_init();
    set_budget();
}

/* NULL when the heap limit (or the reservation) refuses. */
static void *malloc_slow_or_null(uint32_t tid, size_t size) {
    size_t taken;
    void *p;
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    p = rpy_gc_heap_alloc(tid, size, 1, &taken);
    if (p != NULL) rpy_gc_budget -= (long)taken;
    return p;
}

/* ---------------------------------------------------------------- the runtime's entry points */

/* Refused by the limit: MemoryError, and the object all the same (rpy_gc_heap_refused). */
void *rpy_gc_malloc_slow(uint32_t tid, size_t size) {
    void *p = malloc_slow_or_null(tid, size);
    if (__builtin_expect(p == NULL, 0)) p = rpy_gc_heap_refused(malloc_slow_or_null, tid, size);
    return p;
}

void *rpy_gc_try_malloc(uint32_t tid, size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    if (granules < RPY_GC_MIN_GRANULES) granules = RPY_GC_MIN_GRANULES;
    if (granules < RPY_GC_SMALL_CLASSES && rpy_gc_free_cells[granules] != NULL)
        return rpy_gc_malloc_fixed(tid, size);
    return malloc_slow_or_null(tid, size);
}

void *rpy_malloc_typed(unsigned int tid, size_t n) {
    if (tid == RPY_TID_NONE) rpy_gc_fatal("an allocation without a type under an exact collector");
    return rpy_gc_malloc_fixed(tid, n);
}

void *rpy_malloc_atomic(size_t n) { return rpy_gc_malloc_fixed(RPY_TID_ATOMIC, n); }

void *rpy_malloc_atomic_uninit(size_t n) { return rpy_malloc_atomic(n); }

void *rpy_malloc(size_t n) {
    (void)n;
    rpy_gc_fatal("rpy_malloc (untyped) under an exact collector");
}

void rpy_fatal_memory_error(void) {
    rpy_stdout_flush();
    fputs("Traceback (most recent call last):\n  (translated program)\nMemoryError\n", stderr);
    exit(1);
}

/* ---------------------------------------------------------------- collections */

int rpy_gc_is_live_object(const void *p) {
    rpy_gc_header *h = rpy_gc_heap_object_of(p);
    return h != NULL && (const void *)(h + 1) == p;
}

void rpy_gc_collect(void) {
    double start = rpy_gc_now();
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    if (heap_estimate() > peak_heap_bytes) peak_heap_bytes = heap_estimate();
    rpy_str_index_forget();
    rpy_gc_heap_mark_all();
    heap_bytes = rpy_gc_heap_sweep();
    collections++;
    set_budget();
    rpy_gc_heap_after_collection();
    collector_seconds += rpy_gc_now() - start;
}

void rpy_gc_collect_point(void) {
    if (rpy_gc_inhibit > 0) return;
    rpy_gc_collect();
}

void rpy_gc_get_stats(rpy_gc_stats *out) {
    out->collections = collections;
    out->seconds = collector_seconds;
    out->heap_bytes = heap_estimate();
    out->peak_heap_bytes = peak_heap_bytes > heap_estimate() ? peak_heap_bytes : heap_estimate();
    out->pages_bytes = rpy_gc_heap_pages_bytes();
    out->minor_collections = 0;
}
