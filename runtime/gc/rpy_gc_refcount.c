/* rpy_gc_refcount.c: reference counting, --gc=refcount (docs/gc.md).
 *
 * Deferred reference counting (Deutsch and Bobrow's): an object's count is the number of
 * references to it from the heap and from static data (fields, items, entries), kept by
 * every store (rpy.h's RPY_RC_*, GenC's setfield).  Variables hold no counts: generated
 * code keeps its GC pointers on the shadow stack at every collect point, as for the
 * tracing collectors, and that is where they are found when counts are examined.
 *
 * Objects are in the page heap (rpy_gc_heap.c) with the exact collectors' header, whose
 * flags word is the count and two flags (rpy_gc.h).  A new object has count 0 and is
 * listed in the zero count table (ZCT), as is an object whose count falls to 0.  At a
 * collect point, once the allocations since the last one pass the budget, the objects
 * of the table still at 0 that the shadow stack, the static roots and the exception
 * state do not reference are freed at once: the references they hold are dropped by
 * their type's layout (the deallocator of every type), and what falls to 0 that way goes
 * too, with a worklist instead of recursion.  Cycles are never freed: they leak, as with
 * RPython's refcounting transformer.
 *
 * RPY_GC_VERIFY=1: before the table is examined (the first time, then after allocations
 * of an eighth of the live bytes, 64 KB at least), every object's count is
 * checked against the references the heap and the static roots hold (a wrong count aborts
 * naming its type id), and freed cells are poisoned so that a use after a free crashes at
 * once. */
#define RPY_GC_REFCOUNT 1
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rpy.h"
#include "rpy_gc.h"
#include "rpy_gc_heap.h"

long rpy_gc_budget;
long rpy_gc_inhibit;
rpy_gc_header **rpy_gc_zct_top, **rpy_gc_zct_end;

static rpy_gc_header **zct_base;
static size_t freed_bytes, allocated_bytes, peak_bytes;
static long deallocations, collections, compactions;
static double collector_seconds;
static long budget_given;

static size_t live_bytes(void) {
    return allocated_bytes + (size_t)(budget_given - rpy_gc_budget) - freed_bytes;
}

void rpy_gc_zct_grow(void) {
    size_t n = (size_t)(rpy_gc_zct_top - zct_base), cap = (size_t)(rpy_gc_zct_end - zct_base);
    cap = cap ? cap * 2 : 4096;
    zct_base = (rpy_gc_header **)realloc(zct_base, cap * sizeof *zct_base);
    if (zct_base == NULL) rpy_gc_out_of_memory("out of memory for the zero count table");
    rpy_gc_zct_top = zct_base + n;
    rpy_gc_zct_end = zct_base + cap;
}

static void set_budget(void) {
    size_t threshold = rpy_gc_config.min_threshold;
    allocated_bytes += (size_t)(budget_given - rpy_gc_budget);
    rpy_gc_budget = rpy_gc_config.stress ? 0 : (long)threshold;
    budget_given = rpy_gc_budget;
}

/* ---------------------------------------------------------------- freeing */

/* Objects being freed (their count is 0 and nothing roots them). */
static rpy_gc_header **doomed;
static size_t ndoomed, doomed_cap;

static void doom(rpy_gc_header *h) {
    if (ndoomed == doomed_cap) {
        doomed_cap = doomed_cap ? doomed_cap * 2 : 256;
        doomed = (rpy_gc_header **)realloc(doomed, doomed_cap * sizeof *doomed);
        if (doomed == NULL) rpy_gc_out_of_memory("out of memory for the objects to free");
    }
    doomed[ndoomed++] = h;
}

static void count_error(const char *what, rpy_gc_header *h) {
    fprintf(stderr, "[gc refcount] %s: object %p of type id %u, flags %#x\n", what, (void *)(h + 1),
            h->tid, h->flags);
    abort();
}

/* A reference an object being freed held. */
static void drop(void **slot) {
    void *p = *slot;
    rpy_gc_header *h;
    uint32_t f;
    if (!rpy_gc_counted(p)) return;
    h = (rpy_gc_header *)p - 1;
    if (rpy_gc_config.verify && (h->tid == 0 || (h->flags & RPY_GC_RC_COUNT_MASK) == 0))
        count_error("a reference to a freed object, or a count below 0", h);
    f = --h->flags;
    if ((f & RPY_GC_RC_COUNT_MASK) != 0) return;
    /* Listed: the table's examination further up decides.  Rooted: it waits, listed,
     * for the next collect point. */
    if (f & RPY_GC_RC_IN_ZCT) return;
    if (f & RPY_GC_RC_ROOTED) {
        if (rpy_gc_zct_top == rpy_gc_zct_end) rpy_gc_zct_grow();
        *rpy_gc_zct_top++ = h;
        h->flags = f | RPY_GC_RC_IN_ZCT;
        return;
    }
    doom(h);
}

static void free_doomed(void) {
    while (ndoomed > 0) {
        rpy_gc_header *h = doomed[--ndoomed];
        size_t bytes;
        rpy_gc_trace(h, drop);
        if (rpy_gc_config.verify) {
            /* Poisoned past the free list's link: a use after the free reads garbage
             * pointers and crashes. */
            if (h->size > sizeof(void *))
                memset((char *)(h + 1) + sizeof(void *), 0xdb, h->size - sizeof(void *));
        }
        bytes = rpy_gc_heap_free(h);
        freed_bytes += bytes;
        deallocations++;
    }
}

/* ---------------------------------------------------------------- verification */

/* Each object's references from the heap and the static roots, in a side table keyed by
 * the object's address. */
static uint32_t *expected;
static char *expected_low;

static void count_expected(void **slot) {
    void *p = *slot;
    rpy_gc_header *h;
    if (!rpy_gc_counted(p)) return;
    h = rpy_gc_heap_object_of(p);
    if (h == NULL || (void *)(h + 1) != p) {
        fprintf(stderr, "[gc refcount] a GC pointer %p at %p to no object of the heap\n", p,
                (void *)slot);
        abort();
    }
    expected[((char *)p - expected_low) / RPY_GC_GRANULE_BYTES]++;
}

static void trace_expected(rpy_gc_header *h) { rpy_gc_trace(h, count_expected); }

/* Where the references to a wrongly counted object are (its diagnostic). */
static void *wanted;
static rpy_gc_header *holder;
static void print_if_wanted(void **slot) {
    if (*slot == wanted)
        fprintf(stderr, "[gc refcount]   referenced from object %p of type id %u at offset %ld\n",
                (void *)(holder + 1), holder->tid, (long)((char *)slot - (char *)(holder + 1)));
}
static void print_referrers(rpy_gc_header *h) {
    holder = h;
    rpy_gc_trace(h, print_if_wanted);
}

static void check_count(rpy_gc_header *h) {
    uint32_t want = expected[((char *)(h + 1) - expected_low) / RPY_GC_GRANULE_BYTES];
    if ((h->flags & RPY_GC_RC_COUNT_MASK) != want) {
        uint32_t i;
        fprintf(stderr, "[gc refcount] count %u, but %u references from the heap\n",
                h->flags & RPY_GC_RC_COUNT_MASK, want);
        wanted = h + 1;
        rpy_gc_heap_walk(print_referrers);
        for (i = 0; i < rpy_gc_static_root_count; i++)
            if (*rpy_gc_static_roots[i] == wanted)
                fprintf(stderr, "[gc refcount]   referenced from static root %u\n", i);
        count_error(
            want > (h->flags & RPY_GC_RC_COUNT_MASK) ? "a missing incref" : "a missing decref", h);
    }
    if ((h->flags & RPY_GC_RC_COUNT_MASK) == 0 && !(h->flags & RPY_GC_RC_IN_ZCT))
        count_error("a count of 0 not listed", h);
}

static char *highest;
static void note_highest(rpy_gc_header *h) {
    if ((char *)(h + 1) > highest) highest = (char *)(h + 1);
}

static void verify_counts(void) {
    size_t n;
    uint32_t i;
    highest = rpy_gc_heap_low;
    rpy_gc_heap_walk(note_highest);
    n = (size_t)(highest - rpy_gc_heap_low) / RPY_GC_GRANULE_BYTES + 1;
    expected = (uint32_t *)calloc(n, sizeof *expected);
    if (expected == NULL) { /* a limited address space (`ulimit -v`): not this time */
        static int told;
        if (!told) fputs("[gc refcount] no memory to verify the counts: skipped\n", stderr);
        told = 1;
        return;
    }
    expected_low = rpy_gc_heap_low;
    rpy_gc_heap_walk(trace_expected);
    for (i = 0; i < rpy_gc_static_root_count; i++) count_expected(rpy_gc_static_roots[i]);
    rpy_gc_heap_walk(check_count);
    free(expected);
    expected = NULL;
}

static void clear_count(rpy_gc_header *h) { h->flags &= ~RPY_GC_RC_COUNT_MASK; }
static void count_slot(void **slot) {
    if (rpy_gc_counted(*slot)) ((rpy_gc_header *)*slot - 1)->flags++;
}
static void count_references(rpy_gc_header *h) { rpy_gc_trace(h, count_slot); }
static void list_if_zero(rpy_gc_header *h) {
    if ((h->flags & RPY_GC_RC_COUNT_MASK) == 0 && !(h->flags & RPY_GC_RC_IN_ZCT)) {
        if (rpy_gc_zct_top == rpy_gc_zct_end) rpy_gc_zct_grow();
        *rpy_gc_zct_top++ = h;
        h->flags |= RPY_GC_RC_IN_ZCT;
    }
}

void rpy_gc_recount(void) {
    uint32_t i;
    if (!rpy_gc_heap_ready()) return;
    rpy_gc_heap_walk(clear_count);
    rpy_gc_heap_walk(count_references);
    for (i = 0; i < rpy_gc_static_root_count; i++) count_slot(rpy_gc_static_roots[i]);
    rpy_gc_heap_walk(list_if_zero);
}

/* ---------------------------------------------------------------- collect points */

static rpy_gc_header **rooted;
static size_t nrooted, rooted_cap;

static void root(void *p) {
    rpy_gc_header *h;
    if (!rpy_gc_counted(p)) return;
    /* The object p is in: a variable may point inside one, as the tracing collectors
     * allow. */
    h = rpy_gc_heap_object_of(p);
    if (h == NULL || (h->flags & RPY_GC_RC_ROOTED)) return;
    h->flags |= RPY_GC_RC_ROOTED;
    if (nrooted == rooted_cap) {
        rooted_cap = rooted_cap ? rooted_cap * 2 : 256;
        rooted = (rpy_gc_header **)realloc(rooted, rooted_cap * sizeof *rooted);
        if (rooted == NULL) rpy_gc_out_of_memory("out of memory for the roots");
    }
    rooted[nrooted++] = h;
}

static rpy_gc_header **examined;
static size_t examined_cap;

void rpy_gc_collect(void) {
    double start = rpy_gc_now();
    size_t n, i;
    void **r;
    uint32_t k;
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    if (live_bytes() > peak_bytes) peak_bytes = live_bytes();
    if (rpy_gc_config.verify) {
        /* After allocations of an eighth of the live bytes (64 KB at least), so that
         * verifying under stress (an examination per allocation) costs in proportion to
         * what is allocated, not quadratically. */
        static size_t allocated_at_last_verify;
        size_t allocated = allocated_bytes + (size_t)(budget_given - rpy_gc_budget);
        size_t every = live_bytes() / 8 > 65536 ? live_bytes() / 8 : 65536;
        if (allocated_at_last_verify == 0 || allocated - allocated_at_last_verify >= every) {
            verify_counts();
            allocated_at_last_verify = allocated;
        }
    }
    rpy_str_index_forget(); /* keyed by address: freed strings' addresses come back */
    for (r = rpy_gc_root_base; r < rpy_gc_root_top; r++) root(*r);
    for (k = 0; k < rpy_gc_static_root_count; k++) root(*rpy_gc_static_roots[k]);
    root(rpy_exc_value);
    /* The table is examined from a copy: what falls to 0 meanwhile and stays rooted is
     * listed anew. */
    n = (size_t)(rpy_gc_zct_top - zct_base);
    if (n > examined_cap) {
        free(examined);
        examined = (rpy_gc_header **)malloc(n * sizeof *examined);
        if (examined == NULL) rpy_gc_out_of_memory("out of memory for the zero count table");
        examined_cap = n;
    }
    memcpy(examined, zct_base, n * sizeof *examined);
    rpy_gc_zct_top = zct_base;
    for (i = 0; i < n; i++) {
        rpy_gc_header *h = examined[i];
        h->flags &= ~RPY_GC_RC_IN_ZCT;
        if ((h->flags & RPY_GC_RC_COUNT_MASK) != 0) continue; /* counted again */
        if (h->flags & RPY_GC_RC_ROOTED) {
            *rpy_gc_zct_top++ = h; /* room: the table held at least this many */
            h->flags |= RPY_GC_RC_IN_ZCT;
            continue;
        }
        doom(h);
        free_doomed();
    }
    for (i = 0; i < nrooted; i++) rooted[i]->flags &= ~RPY_GC_RC_ROOTED;
    nrooted = 0;
    collections++;
    set_budget();
    /* After a refusal: MemoryError when the live objects still exceed the limit.  Their
     * bytes, not the pages (rpy_gc_heap_after_collection's test): pages of small cells
     * stay taken when their cells are freed. */
    /* Pages of small cells stay with their size: when freed cells hold much of the
     * pages (or the limit refused an allocation), empty pages go back to the free runs,
     * for objects of other sizes and large ones. */
    if (rpy_gc_heap_refused_since_collection ||
        rpy_gc_heap_pages_bytes() > 2 * live_bytes() + rpy_gc_config.min_threshold) {
        rpy_gc_heap_sweep_allocated();
        compactions++;
    }
    if (rpy_gc_heap_refused_since_collection) {
        rpy_gc_heap_refused_since_collection = 0;
        if (rpy_gc_config.limit != 0 && live_bytes() > rpy_gc_config.limit)
            rpy_raise_memory_error();
    }
    collector_seconds += rpy_gc_now() - start;
}

void rpy_gc_collect_point(void) {
    if (rpy_gc_inhibit > 0) return;
    rpy_gc_collect();
}

/* ---------------------------------------------------------------- allocation, start-up */

static void hook_incref(void *p) { rpy_gc_incref(p); }
static void hook_decref(void *p) { rpy_gc_decref(p); }

static void print_stats(void) {
    fprintf(stderr,
            "[gc refcount] collect points that examined the table %ld, %.6f s there, %ld objects "
            "freed, %ld sweeps of empty pages, peak heap %zu bytes, pages %zu bytes\n",
            collections, collector_seconds, deallocations, compactions,
            peak_bytes > live_bytes() ? peak_bytes : live_bytes(), rpy_gc_heap_pages_bytes());
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    (void)fault_stack;
    (void)fault_stack_size;
    rpy_gc_read_settings();
    rpy_gc_heap_init();
    if (zct_base == NULL) rpy_gc_zct_grow();
    rpy_gc_rc_hooks.incref = hook_incref;
    rpy_gc_rc_hooks.decref = hook_decref;
    set_budget();
    if (rpy_gc_config.stats) atexit(print_stats);
}

void rpy_gc_test_reset(size_t min_bytes, size_t limit, int stress_mode) {
    rpy_gc_heap_release();
    freed_bytes = allocated_bytes = peak_bytes = 0;
    deallocations = collections = 0;
    ndoomed = nrooted = 0;
    rpy_gc_config.min_threshold = min_bytes;
    rpy_gc_config.limit = limit;
    rpy_gc_config.stress = stress_mode;
    rpy_gc_heap_init();
    if (zct_base == NULL) rpy_gc_zct_grow();
    rpy_gc_zct_top = zct_base;
    rpy_gc_rc_hooks.incref = hook_incref;
    rpy_gc_rc_hooks.decref = hook_decref;
    budget_given = rpy_gc_budget = 0;
    set_budget();
    allocated_bytes = 0;
}

static void *malloc_slow_or_null(uint32_t tid, size_t size) {
    size_t taken;
    void *p;
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    p = rpy_gc_heap_alloc(tid, size, 1, &taken);
    if (p == NULL) return NULL;
    rpy_gc_zct_add_new((rpy_gc_header *)p - 1);
    rpy_gc_budget -= (long)taken;
    return p;
}

/* Refused by the limit: MemoryError, and the object all the same (rpy_gc_heap_refused:
 * the next collect point frees what it can and raises when the live data still exceed
 * the limit). */
void *rpy_gc_malloc_slow(uint32_t tid, size_t size) {
    void *p = malloc_slow_or_null(tid, size);
    if (__builtin_expect(p == NULL, 0)) {
        /* Freed objects' pages are given back one run at a time: merged first (a sweep
         * frees no object, so it may run inside an allocation), the request may fit. */
        rpy_gc_heap_sweep_allocated();
        compactions++;
        p = malloc_slow_or_null(tid, size);
    }
    if (__builtin_expect(p == NULL, 0)) {
        /* rpy_gc_heap_refused asks for an examination by setting the budget to -1: what
         * was allocated of it is counted first, or the unspent budget would count as
         * allocated (live bytes overcounted by up to RPY_GC_MIN per refusal, and a
         * MemoryError raised with the heap almost empty). */
        allocated_bytes += (size_t)(budget_given - rpy_gc_budget);
        budget_given = rpy_gc_budget = -1;
        p = rpy_gc_heap_refused(malloc_slow_or_null, tid, size);
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

void rpy_gc_get_stats(rpy_gc_stats *out) {
    out->collections = collections;
    out->seconds = collector_seconds;
    out->heap_bytes = live_bytes();
    out->peak_heap_bytes = peak_bytes > live_bytes() ? peak_bytes : live_bytes();
    out->pages_bytes = rpy_gc_heap_pages_bytes();
    out->minor_collections = 0;
}
