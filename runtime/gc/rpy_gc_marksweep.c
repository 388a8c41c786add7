/* rpy_gc_marksweep.c: the exact mark-and-sweep collector (--gc=marksweep, docs/gc.md).
 *
 * The heap is one reserved range of address space cut into pages of RPY_GC_PAGE bytes.
 * A page holds cells of one size (objects of up to RPY_GC_SMALL_CLASSES - 1 granules,
 * header included), or is part of a run of pages holding one large object, or is free.
 * Small objects come from a free list per size (rpy_gc_malloc_fixed, inline in generated
 * code); large ones from the first free run that fits.  Nothing moves.
 *
 * A collection marks from the roots (shadow stack, static roots, the exception state)
 * with an explicit stack, tracing each object by its type's layout, then sweeps every
 * page: unmarked cells become free and are relinked in address order, pages left empty
 * and the runs of dead large objects become free pages, and free pages that touch merge
 * into runs again.
 *
 * Collections only happen at collect points (rpy_gc_collect_point), when the bytes
 * allocated since the last one exceed the budget: the live size after a collection
 * times RPY_GC_MAJOR_COLLECT (1.82 by default, PyPy's major_collection_threshold), at
 * least RPY_GC_MIN (8 MB), at most the heap limit RPY_GC_MAX minus an eighth of it.
 * Pages beyond RPY_GC_MAX are refused: the allocation reports MemoryError. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "rpy.h"
#include "rpy_gc.h"

#define RPY_GC_PAGE_SHIFT 16
#define RPY_GC_PAGE ((size_t)1 << RPY_GC_PAGE_SHIFT)

enum { PAGE_UNUSED = 0, PAGE_FREE, PAGE_SMALL, PAGE_LARGE_HEAD, PAGE_LARGE_TAIL };

typedef struct page_info {
    uint8_t kind;
    uint8_t granules; /* PAGE_SMALL: the cell size */
    uint32_t head;    /* PAGE_LARGE_TAIL: the index of the run's first page */
    uint32_t run;     /* PAGE_LARGE_HEAD: pages in the run */
} page_info;

typedef struct free_run {
    size_t first, count;
} free_run;

void *rpy_gc_free_cells[RPY_GC_SMALL_CLASSES];
long rpy_gc_budget;
void **rpy_gc_root_top;
long rpy_gc_inhibit;

static char *heap_base;          /* the reserved range */
static size_t heap_reserved;     /* its pages */
static size_t heap_top;          /* pages ever used: [0, heap_top) */
static page_info *pages;         /* one per reserved page */
static free_run *runs;           /* free pages below heap_top, merged */
static size_t nruns, runs_cap;
static size_t pages_in_use;      /* small and large pages */
static size_t heap_bytes;        /* cell and run bytes of allocated objects */
static size_t peak_heap_bytes;
static size_t limit_bytes;       /* 0: none */
static size_t min_threshold = (size_t)8 << 20;
static double growth = 1.82;
static int stress;
static void **root_base;
static long collections;
static double collector_seconds;
static rpy_gc_header **mark_stack;
static size_t mark_top, mark_cap;

/* The runtime's own layouts (rpy.h's RPY_TID_*). */
static const uint32_t ptr_at_0[] = {0};
static const uint32_t list_items_ptr[] = {offsetof(rpy_list_str, items)};
static const uint32_t exception_ptrs[] = {offsetof(rpy_exception, msg),
                                          offsetof(rpy_exception, arg_repr)};
static const rpy_gc_type_info runtime_types[RPY_TID_FIRST_PROGRAM] = {
    [RPY_TID_ATOMIC] = {0, 0, 0, 0, NULL},
    [RPY_TID_PTR_WORDS] = {1, 1, 0, sizeof(void *), ptr_at_0},
    [RPY_TID_EXCEPTION] = {0, 2, 0, 0, exception_ptrs},
    [RPY_TID_PTR_AT_0] = {0, 1, 0, 0, ptr_at_0},
    [RPY_TID_LIST] = {0, 1, 0, 0, list_items_ptr},
};

static void fatal(const char *what) {
    fprintf(stderr, "Fatal error in the garbage collector: %s\n", what);
    abort();
}

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* "64MB", "2G", "1000000": bytes. 0 when absent or unreadable. */
static size_t parse_size(const char *text) {
    char *end;
    double v;
    if (text == NULL || *text == '\0') return 0;
    v = strtod(text, &end);
    if (end == text || v < 0) return 0;
    switch (*end) {
        case 'k': case 'K': v *= 1024.0; break;
        case 'm': case 'M': v *= 1024.0 * 1024.0; break;
        case 'g': case 'G': v *= 1024.0 * 1024.0 * 1024.0; break;
        default: break;
    }
    return (size_t)v;
}

static void reserve_heap(void) {
    size_t want = (size_t)64 << 30;
    if (limit_bytes != 0 && limit_bytes + ((size_t)64 << 20) < want)
        want = (limit_bytes + ((size_t)64 << 20) + RPY_GC_PAGE - 1) & ~(RPY_GC_PAGE - 1);
    for (; want >= ((size_t)64 << 20); want /= 2) {
        void *p = mmap(NULL, want, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED) continue;
        heap_base = (char *)p;
        heap_reserved = want >> RPY_GC_PAGE_SHIFT;
        pages = (page_info *)mmap(NULL, heap_reserved * sizeof(page_info),
                                  PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                                  -1, 0);
        if (pages == MAP_FAILED) fatal("cannot map the page table");
        return;
    }
    fatal("cannot reserve address space for the heap");
}

static void reserve_shadow_stack(void) {
    size_t bytes = (size_t)64 << 20; /* 8M roots: far more than the C stack allows */
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) fatal("cannot map the shadow stack");
    root_base = (void **)p;
    rpy_gc_root_top = root_base;
}

static long budget_given; /* rpy_gc_budget when it was set, heap_bytes being live */

/* Objects now: the live ones at the last collection and what was allocated since. */
static size_t heap_estimate(void) { return heap_bytes + (size_t)(budget_given - rpy_gc_budget); }

static void set_budget(void) {
    size_t threshold = (size_t)((double)heap_bytes * growth);
    if (threshold < min_threshold) threshold = min_threshold;
    if (limit_bytes != 0) {
        size_t cap = limit_bytes - limit_bytes / 8;
        if (threshold > cap) threshold = cap;
    }
    /* Live data past the cap: collecting again soon would find little, and collecting at
     * every collect point would take time quadratic in the heap.  Allocate a quarter of
     * the live size more (the limit refuses what does not fit: MemoryError). */
    if (threshold < heap_bytes + heap_bytes / 4) threshold = heap_bytes + heap_bytes / 4;
    rpy_gc_budget = stress ? 0 : (long)(threshold - heap_bytes);
    budget_given = rpy_gc_budget;
}

static void print_stats(void) {
    if (heap_estimate() > peak_heap_bytes) peak_heap_bytes = heap_estimate();
    fprintf(stderr,
            "[gc marksweep] collections %ld, %.6f s in the collector, peak heap %zu bytes, "
            "pages %zu bytes\n",
            collections, collector_seconds, peak_heap_bytes, pages_in_use * RPY_GC_PAGE);
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    const char *s;
    (void)fault_stack;
    (void)fault_stack_size;
    limit_bytes = parse_size(getenv("RPY_GC_MAX"));
    if (parse_size(getenv("RPY_GC_MIN")) != 0) min_threshold = parse_size(getenv("RPY_GC_MIN"));
    s = getenv("RPY_GC_MAJOR_COLLECT");
    if (s != NULL && strtod(s, NULL) >= 1.0) growth = strtod(s, NULL);
    s = getenv("RPY_GC_STRESS");
    stress = s != NULL && *s != '\0' && strcmp(s, "0") != 0;
    reserve_heap();
    reserve_shadow_stack();
    set_budget();
    s = getenv("RPY_GC_STATS");
    if (s != NULL && *s != '\0' && strcmp(s, "0") != 0) atexit(print_stats);
}

void rpy_gc_test_reset(size_t min_bytes, size_t limit, int stress_mode) {
    if (heap_base != NULL) munmap(heap_base, heap_reserved << RPY_GC_PAGE_SHIFT);
    if (pages != NULL) munmap(pages, heap_reserved * sizeof(page_info));
    heap_base = NULL;
    pages = NULL;
    heap_top = nruns = pages_in_use = heap_bytes = peak_heap_bytes = 0;
    collections = 0;
    collector_seconds = 0;
    memset(rpy_gc_free_cells, 0, sizeof rpy_gc_free_cells);
    min_threshold = min_bytes;
    limit_bytes = limit;
    stress = stress_mode;
    growth = 1.82;
    reserve_heap();
    if (root_base == NULL) reserve_shadow_stack();
    rpy_gc_root_top = root_base;
    set_budget();
}

/* ---------------------------------------------------------------- pages */

/* `count` contiguous pages, or SIZE_MAX when the limit or the reservation refuses. */
static size_t take_pages(size_t count) {
    size_t i, first;
    if (limit_bytes != 0 && (pages_in_use + count) * RPY_GC_PAGE > limit_bytes) return SIZE_MAX;
    for (i = 0; i < nruns; i++) {
        if (runs[i].count >= count) {
            first = runs[i].first;
            runs[i].first += count;
            runs[i].count -= count;
            if (runs[i].count == 0) runs[i] = runs[--nruns];
            pages_in_use += count;
            return first;
        }
    }
    if (heap_top + count > heap_reserved) return SIZE_MAX;
    first = heap_top;
    heap_top += count;
    pages_in_use += count;
    return first;
}

static inline char *page_address(size_t index) {
    return heap_base + (index << RPY_GC_PAGE_SHIFT);
}

static int refill(size_t granules) {
    size_t page = take_pages(1), cell = granules * RPY_GC_GRANULE_BYTES, n, i;
    char *base;
    void *list = NULL;
    if (page == SIZE_MAX) return 0;
    pages[page].kind = PAGE_SMALL;
    pages[page].granules = (uint8_t)granules;
    base = page_address(page);
    n = RPY_GC_PAGE / cell;
    /* Linked backwards, so that the list starts at the page's first cell. */
    for (i = n; i-- > 0;) {
        rpy_gc_header *h = (rpy_gc_header *)(base + i * cell);
        h->tid = 0;
        h->flags = 0;
        *(void **)(h + 1) = list;
        list = h;
    }
    rpy_gc_free_cells[granules] = list;
    return 1;
}

/* NULL when the heap limit (or the reservation) refuses. */
static void *malloc_slow_or_null(uint32_t tid, size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    if (heap_base == NULL) rpy_gc_startup(NULL, 0);
    if (size > ((size_t)1 << 46)) return NULL;
    if (granules < 2) granules = 2;
    if (granules < RPY_GC_SMALL_CLASSES) {
        if (rpy_gc_free_cells[granules] == NULL && !refill(granules)) return NULL;
        return rpy_gc_malloc_fixed(tid, size);
    } else {
        size_t bytes = size + sizeof(rpy_gc_header);
        size_t count = (bytes + RPY_GC_PAGE - 1) >> RPY_GC_PAGE_SHIFT, first, i;
        rpy_gc_header *h;
        if (count > UINT32_MAX) return NULL;
        first = take_pages(count);
        if (first == SIZE_MAX) return NULL;
        pages[first].kind = PAGE_LARGE_HEAD;
        pages[first].run = (uint32_t)count;
        for (i = 1; i < count; i++) {
            pages[first + i].kind = PAGE_LARGE_TAIL;
            pages[first + i].head = (uint32_t)first;
        }
        h = (rpy_gc_header *)page_address(first);
        memset(h, 0, bytes);
        h->tid = tid;
        h->size = size;
        rpy_gc_budget -= (long)(count * RPY_GC_PAGE);
        return h + 1;
    }
}

/* ---------------------------------------------------------------- the runtime's entry points */

static void *must(void *p) {
    if (p == NULL) rpy_fatal_memory_error();
    return p;
}

void *rpy_gc_malloc_slow(uint32_t tid, size_t size) { return must(malloc_slow_or_null(tid, size)); }

void *rpy_gc_try_malloc(uint32_t tid, size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    if (granules < 2) granules = 2;
    if (granules < RPY_GC_SMALL_CLASSES && rpy_gc_free_cells[granules] != NULL)
        return rpy_gc_malloc_fixed(tid, size);
    return malloc_slow_or_null(tid, size);
}

void *rpy_malloc_typed(unsigned int tid, size_t n) {
    if (tid == RPY_TID_NONE) fatal("an allocation without a type under an exact collector");
    return must(rpy_gc_malloc_fixed(tid, n));
}

void *rpy_malloc_atomic(size_t n) { return must(rpy_gc_malloc_fixed(RPY_TID_ATOMIC, n)); }

void *rpy_malloc_atomic_uninit(size_t n) { return rpy_malloc_atomic(n); }

void *rpy_malloc(size_t n) {
    (void)n;
    fatal("rpy_malloc (untyped) under an exact collector");
    return NULL;
}

void rpy_fatal_memory_error(void) {
    rpy_stdout_flush();
    fputs("Traceback (most recent call last):\n  (translated program)\nMemoryError\n", stderr);
    exit(1);
}

/* ---------------------------------------------------------------- marking */

/* The header of the object that contains p, or NULL when p is not in an allocated
 * object of the heap.  Interior pointers find their object too. */
static inline rpy_gc_header *object_of(const void *p) {
    size_t offset = (size_t)((const char *)p - heap_base), index;
    page_info *info;
    if ((const char *)p < heap_base || offset >= (heap_top << RPY_GC_PAGE_SHIFT)) return NULL;
    index = offset >> RPY_GC_PAGE_SHIFT;
    info = &pages[index];
    switch (info->kind) {
        case PAGE_SMALL: {
            size_t cell = (size_t)info->granules * RPY_GC_GRANULE_BYTES;
            size_t in_page = offset & (RPY_GC_PAGE - 1);
            rpy_gc_header *h = (rpy_gc_header *)(page_address(index) + in_page / cell * cell);
            if ((const char *)p < (const char *)(h + 1)) return NULL; /* inside a header */
            return h->tid != 0 ? h : NULL;
        }
        case PAGE_LARGE_TAIL:
            return (rpy_gc_header *)page_address(info->head);
        case PAGE_LARGE_HEAD:
            return (rpy_gc_header *)page_address(index);
        default:
            return NULL;
    }
}

int rpy_gc_is_live_object(const void *p) {
    rpy_gc_header *h = object_of(p);
    return h != NULL && (const void *)(h + 1) == p;
}

static inline void mark(void *p) {
    rpy_gc_header *h;
    if (p == NULL) return;
    h = object_of(p);
    if (h == NULL || (h->flags & RPY_GC_MARKED)) return;
    h->flags |= RPY_GC_MARKED;
    if (mark_top == mark_cap) {
        mark_cap = mark_cap ? mark_cap * 2 : 4096;
        mark_stack = (rpy_gc_header **)realloc(mark_stack, mark_cap * sizeof *mark_stack);
        if (mark_stack == NULL) fatal("out of memory for the mark stack");
    }
    mark_stack[mark_top++] = h;
}

static inline const rpy_gc_type_info *type_of(uint32_t tid) {
    if (tid < RPY_TID_FIRST_PROGRAM) {
        if (tid == RPY_TID_NONE) fatal("an object without a type");
        return &runtime_types[tid];
    }
    if (tid - RPY_TID_FIRST_PROGRAM >= rpy_gc_program_type_count) fatal("an unknown type id");
    return &rpy_gc_program_types[tid - RPY_TID_FIRST_PROGRAM];
}

static void trace(rpy_gc_header *h) {
    const rpy_gc_type_info *t = type_of(h->tid);
    char *obj = (char *)(h + 1);
    uint32_t i;
    if (t->nptrs == 0) return;
    if (!t->varsize) {
        for (i = 0; i < t->nptrs; i++) mark(*(void **)(obj + t->ptrs[i]));
    } else {
        size_t at;
        for (at = t->items_offset; at + t->item_size <= h->size; at += t->item_size)
            for (i = 0; i < t->nptrs; i++) mark(*(void **)(obj + at + t->ptrs[i]));
    }
}

static void mark_from_roots(void) {
    void **r;
    uint32_t i;
    for (r = root_base; r < rpy_gc_root_top; r++) mark(*r);
    for (i = 0; i < rpy_gc_static_root_count; i++) mark(*rpy_gc_static_roots[i]);
    mark(rpy_exc_value);
    while (mark_top > 0) trace(mark_stack[--mark_top]);
}

/* ---------------------------------------------------------------- sweeping */

static void add_run(size_t first, size_t count) {
    if (nruns == runs_cap) {
        runs_cap = runs_cap ? runs_cap * 2 : 64;
        runs = (free_run *)realloc(runs, runs_cap * sizeof *runs);
        if (runs == NULL) fatal("out of memory for the free page runs");
    }
    runs[nruns].first = first;
    runs[nruns].count = count;
    nruns++;
}

static void sweep(void) {
    void **tails[RPY_GC_SMALL_CLASSES];
    size_t index, run_start = SIZE_MAX, g;
    heap_bytes = 0;
    pages_in_use = 0;
    nruns = 0;
    for (g = 0; g < RPY_GC_SMALL_CLASSES; g++) {
        rpy_gc_free_cells[g] = NULL;
        tails[g] = &rpy_gc_free_cells[g];
    }
    for (index = 0; index < heap_top; index++) {
        page_info *info = &pages[index];
        int free_page = 0;
        if (info->kind == PAGE_SMALL) {
            size_t cell = (size_t)info->granules * RPY_GC_GRANULE_BYTES, n = RPY_GC_PAGE / cell;
            size_t live = 0, i;
            char *base = page_address(index);
            void **tail = tails[info->granules], **page_head_link = tail;
            for (i = 0; i < n; i++) {
                rpy_gc_header *h = (rpy_gc_header *)(base + i * cell);
                if (h->tid != 0 && (h->flags & RPY_GC_MARKED)) {
                    h->flags &= ~RPY_GC_MARKED;
                    live++;
                    continue;
                }
                h->tid = 0;
                *tail = h;
                tail = (void **)(h + 1);
            }
            if (live == 0) {
                *page_head_link = NULL; /* the page goes back whole */
                tails[info->granules] = page_head_link;
                free_page = 1;
            } else {
                *tail = NULL;
                tails[info->granules] = tail;
                heap_bytes += live * cell;
                pages_in_use++;
            }
        } else if (info->kind == PAGE_LARGE_HEAD) {
            rpy_gc_header *h = (rpy_gc_header *)page_address(index);
            size_t count = info->run, i;
            if (h->flags & RPY_GC_MARKED) {
                h->flags &= ~RPY_GC_MARKED;
                heap_bytes += count * RPY_GC_PAGE;
                pages_in_use += count;
                if (run_start != SIZE_MAX) {
                    add_run(run_start, index - run_start);
                    run_start = SIZE_MAX;
                }
                index += count - 1;
                continue;
            }
            for (i = 0; i < count; i++) pages[index + i].kind = PAGE_FREE;
            /* Give the memory of large dead objects back to the system. */
            if (count >= 16)
                madvise(page_address(index), count << RPY_GC_PAGE_SHIFT, MADV_DONTNEED);
            if (run_start == SIZE_MAX) run_start = index;
            index += count - 1;
            continue;
        } else if (info->kind == PAGE_FREE) {
            free_page = 1;
        }
        if (free_page) {
            info->kind = PAGE_FREE;
            if (run_start == SIZE_MAX) run_start = index;
        } else if (run_start != SIZE_MAX) {
            add_run(run_start, index - run_start);
            run_start = SIZE_MAX;
        }
    }
    if (run_start != SIZE_MAX) {
        /* Free pages at the top go back to the untouched part of the range. */
        heap_top = run_start;
    }
    for (g = 0; g < RPY_GC_SMALL_CLASSES; g++) *tails[g] = NULL;
}

void rpy_gc_collect(void) {
    double start = now_seconds();
    if (heap_base == NULL) rpy_gc_startup(NULL, 0);
    if (heap_estimate() > peak_heap_bytes) peak_heap_bytes = heap_estimate();
    rpy_str_index_forget();
    mark_from_roots();
    sweep();
    collections++;
    set_budget();
    collector_seconds += now_seconds() - start;
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
    out->pages_bytes = pages_in_use * RPY_GC_PAGE;
}
