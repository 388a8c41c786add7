/* rpy_gc_refcount.c: reference counting, the runtime half of --gc=refcount (docs/gc.md).
 *
 * Objects live in the page heap (rpy_gc_heap.c) like the exact collectors' and start
 * with the same header; its flags word is the reference count.  An allocation returns
 * the one reference its caller owns (count 1); rpy_gc_incref/rpy_gc_decref (rpy_gc.h,
 * inline) count the others, and the last decref frees the object at once after dropping
 * the references its GC pointer fields and items hold (by its type's layout, as the
 * collectors trace).  Pointers outside the heap (NULL, string constants, frozen objects)
 * are not counted.  Cycles are never freed: they leak, as with RPython's refcounting
 * transformer.  Nothing is collected: collect points return at once.
 *
 * What is not here yet: the GC transform's incref/decref placement in generated code
 * and the runtime's containers counting the references they hold; --gc=refcount stays
 * refused until both exist. */
#define RPY_GC_REFCOUNT 1 /* rpy_gc.h: allocations start with a count of 1 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpy.h"
#include "rpy_gc.h"
#include "rpy_gc_heap.h"

long rpy_gc_budget = LONG_MAX;
long rpy_gc_inhibit;

/* Bytes taken: what the inline allocations and the slow path counted off the budget
 * (never spent: it starts at LONG_MAX), less what was freed. */
static size_t freed_bytes, peak_bytes;
static long deallocations;

static size_t live_bytes(void) { return (size_t)(LONG_MAX - rpy_gc_budget) - freed_bytes; }

/* Objects whose count reached 0, waiting to drop their references and be freed: a
 * worklist rather than recursion, so that the last reference to a long list frees it
 * in a loop. */
static rpy_gc_header **doomed;
static size_t ndoomed, doomed_cap;
static int freeing;

static void doom(rpy_gc_header *h) {
    if (ndoomed == doomed_cap) {
        doomed_cap = doomed_cap ? doomed_cap * 2 : 256;
        doomed = (rpy_gc_header **)realloc(doomed, doomed_cap * sizeof *doomed);
        if (doomed == NULL) rpy_gc_fatal("out of memory for the objects to free");
    }
    doomed[ndoomed++] = h;
}

static void drop(void **slot) {
    void *p = *slot;
    if (rpy_gc_counted(p) && --((rpy_gc_header *)p - 1)->flags == 0) doom((rpy_gc_header *)p - 1);
}

void rpy_gc_dealloc(void *p) {
    doom((rpy_gc_header *)p - 1);
    if (freeing) return; /* the loop below, further up the stack, takes it */
    freeing = 1;
    if (live_bytes() > peak_bytes) peak_bytes = live_bytes();
    while (ndoomed > 0) {
        rpy_gc_header *h = doomed[--ndoomed];
        rpy_gc_trace(h, drop);
        freed_bytes += rpy_gc_heap_free(h);
        deallocations++;
    }
    freeing = 0;
}

static void print_stats(void) {
    fprintf(stderr, "[gc refcount] %ld objects freed, peak heap %zu bytes, pages %zu bytes\n",
            deallocations, peak_bytes > live_bytes() ? peak_bytes : live_bytes(),
            rpy_gc_heap_pages_bytes());
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    (void)fault_stack;
    (void)fault_stack_size;
    rpy_gc_read_settings();
    rpy_gc_heap_init();
    if (rpy_gc_config.stats) atexit(print_stats);
}

void rpy_gc_test_reset(size_t min_bytes, size_t limit, int stress_mode) {
    rpy_gc_heap_release();
    freed_bytes = peak_bytes = 0;
    deallocations = 0;
    ndoomed = 0;
    rpy_gc_config.min_threshold = min_bytes;
    rpy_gc_config.limit = limit;
    rpy_gc_config.stress = stress_mode;
    rpy_gc_heap_init();
    rpy_gc_budget = LONG_MAX;
}

static void *malloc_slow_or_null(uint32_t tid, size_t size) {
    size_t taken;
    void *p;
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    p = rpy_gc_heap_alloc(tid, size, 1, &taken);
    if (p == NULL) return NULL;
    ((rpy_gc_header *)p - 1)->flags = 1;
    rpy_gc_budget -= (long)taken;
    if (live_bytes() > peak_bytes) peak_bytes = live_bytes();
    return p;
}

/* Refused by the limit: every object counted is live, so MemoryError at once; the
 * object is still given (beyond the limit) to the C code that asked. */
void *rpy_gc_malloc_slow(uint32_t tid, size_t size) {
    void *p = malloc_slow_or_null(tid, size);
    if (__builtin_expect(p == NULL, 0)) {
        rpy_raise_memory_error();
        rpy_gc_heap_ignore_limit = 1;
        p = malloc_slow_or_null(tid, size);
        rpy_gc_heap_ignore_limit = 0;
        if (p == NULL) rpy_fatal_memory_error();
    }
    return p;
}

void *rpy_gc_try_malloc(uint32_t tid, size_t size) { return malloc_slow_or_null(tid, size); }

void *rpy_malloc_typed(unsigned int tid, size_t n) {
    if (tid == RPY_TID_NONE) rpy_gc_fatal("an allocation without a type under an exact collector");
    return rpy_gc_malloc_fixed(tid, n);
}

void *rpy_malloc_atomic(size_t n) { return rpy_gc_malloc_fixed(RPY_TID_ATOMIC, n); }

void *rpy_malloc_atomic_uninit(size_t n) { return rpy_malloc_atomic(n); }

void *rpy_malloc(size_t n) {
    (void)n;
    rpy_gc_fatal("rpy_malloc (untyped) under reference counting");
}

void rpy_fatal_memory_error(void) {
    rpy_stdout_flush();
    fputs("Traceback (most recent call last):\n  (translated program)\nMemoryError\n", stderr);
    exit(1);
}

int rpy_gc_is_live_object(const void *p) {
    rpy_gc_header *h = rpy_gc_heap_object_of(p);
    return h != NULL && (const void *)(h + 1) == p && h->tid != 0;
}

/* Nothing to collect (the budget is never spent, so generated code never calls them). */
void rpy_gc_collect(void) {}

void rpy_gc_collect_point(void) {}

void rpy_gc_get_stats(rpy_gc_stats *out) {
    out->collections = 0;
    out->seconds = 0;
    out->heap_bytes = live_bytes();
    out->peak_heap_bytes = peak_bytes > live_bytes() ? peak_bytes : live_bytes();
    out->pages_bytes = rpy_gc_heap_pages_bytes();
    out->minor_collections = 0;
}
