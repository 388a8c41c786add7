/* rpy_gc_heap_impl.h: the page heap of the exact collectors (rpy_gc_heap.h, docs/gc.md),
 * compiled by rpy_gc_heap.c for the collectors whose object header is one word and by
 * rpy_gc_heap_refcount.c for reference counting, whose header holds a 32-bit count too.
 *
 * Marking uses an explicit stack and traces each object by its type's layout; pointers
 * outside the heap (string constants, frozen objects) are ignored.  The sweep walks
 * every page: unmarked cells become free and are relinked in address order, pages left
 * empty and the runs of dead large objects become free pages, and free pages that
 * touch merge into runs again. */
#define _GNU_SOURCE
#include "rpy_gc_heap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

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

rpy_gc_settings rpy_gc_config = {0, (size_t)8 << 20, 1.82, 0, 0, 0, 0};
void *rpy_gc_free_cells[RPY_GC_SMALL_CLASSES];
void **rpy_gc_root_top;
void **rpy_gc_root_base;

static char *heap_base;      /* the reserved range */
static size_t heap_reserved; /* its pages */
static size_t heap_top;      /* pages ever used: [0, heap_top) */
static page_info *pages;     /* one per reserved page */
static free_run *runs;       /* free pages below heap_top, merged */
static size_t nruns, runs_cap;
static size_t pages_in_use; /* small and large pages */
static rpy_gc_header **mark_stack;
static size_t mark_top, mark_cap;

/* The runtime's own layouts (rpy.h's RPY_TID_*). */
static const uint32_t ptr_at_0[] = {0};
static const uint32_t list_items_ptr[] = {offsetof(rpy_list_str, items)};
static const uint32_t exception_ptrs[] = {offsetof(rpy_exception, msg),
                                          offsetof(rpy_exception, arg_repr)};
const rpy_gc_type_info rpy_gc_runtime_types[RPY_TID_FIRST_PROGRAM] = {
    [RPY_TID_ATOMIC] = {0, 0, 0, 0, NULL},
    [RPY_TID_PTR_WORDS] = {1, 1, 0, sizeof(void *), ptr_at_0},
    [RPY_TID_EXCEPTION] = {0, 2, 0, 0, exception_ptrs},
    [RPY_TID_PTR_AT_0] = {0, 1, 0, 0, ptr_at_0},
    [RPY_TID_LIST] = {0, 1, 0, 0, list_items_ptr},
};

void rpy_gc_fatal(const char *what) {
    fprintf(stderr, "Fatal error in the garbage collector: %s\n", what);
    abort();
}

void rpy_gc_out_of_memory(const char *what) {
    /* Said on stderr before the traceback: which of the collector's own needs failed. */
    fprintf(stderr, "[gc] %s\n", what);
    rpy_fatal_memory_error();
}

double rpy_gc_now(void) {
    struct timespec t;
    /* CPU time of the program's thread: on a loaded machine the wall clock would count
     * the time other processes ran.  Read only for RPY_GC_STATS (a system call). */
    if (!rpy_gc_config.stats) return 0.0;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

size_t rpy_gc_parse_size(const char *text) {
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

static int flag_set(const char *name) {
    const char *s = getenv(name);
    return s != NULL && *s != '\0' && strcmp(s, "0") != 0;
}

void rpy_gc_read_settings(void) {
    const char *s;
    rpy_gc_config.limit = rpy_gc_parse_size(getenv("RPY_GC_MAX"));
    if (rpy_gc_parse_size(getenv("RPY_GC_MIN")) != 0)
        rpy_gc_config.min_threshold = rpy_gc_parse_size(getenv("RPY_GC_MIN"));
    s = getenv("RPY_GC_MAJOR_COLLECT");
    if (s != NULL && strtod(s, NULL) >= 1.0) rpy_gc_config.growth = strtod(s, NULL);
    rpy_gc_config.stress = flag_set("RPY_GC_STRESS");
    rpy_gc_config.stats = flag_set("RPY_GC_STATS");
    rpy_gc_config.nursery = rpy_gc_parse_size(getenv("RPY_GC_NURSERY"));
    rpy_gc_config.verify = flag_set("RPY_GC_VERIFY");
}

static void reserve_shadow_stack(void) {
    size_t bytes = (size_t)64 << 20; /* 8M roots: far more than the C stack allows */
    struct rlimit as;
    /* Under `ulimit -v`, a sixteenth of the address space (the heap needs the rest). */
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY &&
        (size_t)as.rlim_cur / 16 < bytes)
        bytes = ((size_t)as.rlim_cur / 16 + 4095) & ~(size_t)4095;
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) rpy_gc_out_of_memory("cannot map the shadow stack");
    rpy_gc_root_base = (void **)p;
    rpy_gc_root_top = rpy_gc_root_base;
}

int rpy_gc_heap_ignore_limit;

static void init_reciprocals(void);

void rpy_gc_heap_init(void) {
    size_t limit = rpy_gc_config.limit, want = (size_t)64 << 30, first;
    init_reciprocals();
    if (rpy_gc_root_base == NULL) reserve_shadow_stack();
    /* Beyond the limit, room for the allocations it refused (MemoryError is raised, and
     * the object is still given to the C code that asked): as much again, and 64 MB. */
    if (limit != 0 && 2 * limit + ((size_t)64 << 20) < want)
        want = (2 * limit + ((size_t)64 << 20) + RPY_GC_PAGE - 1) & ~(RPY_GC_PAGE - 1);
    first = want;
    for (; want >= ((size_t)16 << 20); want -= want / 4) {
        want &= ~(size_t)(RPY_GC_PAGE - 1);
        void *p = mmap(NULL, want, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED) continue;
        /* Less address space than asked (`ulimit -v`): the limit is a third of what was
         * reserved, the rest is for the allocations it refuses (a list's items block
         * growing past the limit while the old one is still there) and for the copies of
         * a minor collection (up to a nursery), so that running out of it raises
         * MemoryError rather than ending the program. */
        if (want < first && (limit == 0 || limit > want / 3)) rpy_gc_config.limit = want / 3;
        heap_base = (char *)p;
        rpy_gc_heap_low = heap_base;
        rpy_gc_heap_high = heap_base + want;
        heap_reserved = want >> RPY_GC_PAGE_SHIFT;
        pages = (page_info *)mmap(NULL, heap_reserved * sizeof(page_info),
                                  PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                                  -1, 0);
        if (pages == MAP_FAILED) rpy_gc_out_of_memory("cannot map the page table");
        return;
    }
    rpy_gc_out_of_memory("cannot reserve address space for the heap");
}

void rpy_gc_heap_release(void) {
    if (heap_base != NULL) munmap(heap_base, heap_reserved << RPY_GC_PAGE_SHIFT);
    if (pages != NULL) munmap(pages, heap_reserved * sizeof(page_info));
    heap_base = NULL;
    rpy_gc_heap_low = rpy_gc_heap_high = NULL;
    pages = NULL;
    heap_top = nruns = pages_in_use = 0;
    memset(rpy_gc_free_cells, 0, sizeof rpy_gc_free_cells);
    rpy_gc_root_top = rpy_gc_root_base;
}

int rpy_gc_heap_ready(void) { return heap_base != NULL; }

size_t rpy_gc_heap_pages_bytes(void) { return pages_in_use * RPY_GC_PAGE; }

/* ---------------------------------------------------------------- pages */

/* `count` contiguous pages, or SIZE_MAX when the limit or the reservation refuses. */
static size_t take_pages(size_t count) {
    size_t i, first;
    if (rpy_gc_config.limit != 0 && !rpy_gc_heap_ignore_limit &&
        (pages_in_use + count) * RPY_GC_PAGE > rpy_gc_config.limit)
        return SIZE_MAX;
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

static size_t granules_of(size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    return granules < RPY_GC_MIN_GRANULES ? RPY_GC_MIN_GRANULES : granules;
}

int rpy_gc_heap_refused_since_collection;

void *rpy_gc_heap_refused(void *(*retry)(uint32_t tid, size_t size), uint32_t tid, size_t size) {
    void *p;
    /* A refusal may only mean that garbage fills the heap: the next collect point
     * collects and decides (rpy_gc_heap_after_collection).  Up to it, the allocations
     * go beyond the limit: C code allocating several objects in a row (a dict and its
     * table) never sees a refusal. */
    rpy_gc_heap_refused_since_collection = 1;
    rpy_gc_budget = -1;
    rpy_gc_heap_ignore_limit = 1;
    p = retry(tid, size);
    rpy_gc_heap_ignore_limit = 0;
    if (p == NULL) rpy_fatal_memory_error();
    return p;
}

void rpy_gc_heap_after_collection(void) {
    if (!rpy_gc_heap_refused_since_collection) return;
    rpy_gc_heap_refused_since_collection = 0;
    if (rpy_gc_config.limit != 0 && pages_in_use * RPY_GC_PAGE > rpy_gc_config.limit)
        rpy_raise_memory_error();
}

size_t rpy_gc_heap_footprint(size_t size) {
    size_t granules = granules_of(size);
    if (granules < RPY_GC_SMALL_CLASSES) return granules * RPY_GC_GRANULE_BYTES;
    return (size + sizeof(rpy_gc_header) + RPY_GC_PAGE - 1) & ~(RPY_GC_PAGE - 1);
}

void *rpy_gc_heap_alloc(uint32_t tid, size_t size, int zero, size_t *taken) {
    size_t granules = granules_of(size);
    rpy_gc_header *h;
    if (heap_base == NULL) rpy_gc_fatal("the heap is used before its start-up");
    if (size > RPY_GC_MAX_OBJECT) return NULL;
    if (granules < RPY_GC_SMALL_CLASSES) {
        if (rpy_gc_free_cells[granules] == NULL && !refill(granules)) return NULL;
        h = (rpy_gc_header *)rpy_gc_free_cells[granules];
        rpy_gc_free_cells[granules] = *(void **)(h + 1);
        if (zero) memset(h + 1, 0, granules * RPY_GC_GRANULE_BYTES - sizeof(rpy_gc_header));
        *taken = granules * RPY_GC_GRANULE_BYTES;
    } else {
        size_t bytes = size + sizeof(rpy_gc_header);
        size_t count = (bytes + RPY_GC_PAGE - 1) >> RPY_GC_PAGE_SHIFT, first, i;
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
        /* Fresh pages and pages given back with MADV_DONTNEED are zero already, but a
         * run reused from small pages is not. */
        if (zero) memset(h + 1, 0, size);
        *taken = count * RPY_GC_PAGE;
    }
    h->tid = tid;
    h->flags = 0;
    h->size = size;
    return h + 1;
}

/* ---------------------------------------------------------------- marking */

/* 2^32 / g rounded up, for g granules: (x * reciprocal[g]) >> 32 is x / g for every x
 * below 2^12 (the granules of a page), without a division. */
static uint64_t granule_reciprocal[RPY_GC_SMALL_CLASSES];

static void init_reciprocals(void) {
    uint64_t g;
    for (g = 1; g < RPY_GC_SMALL_CLASSES; g++) granule_reciprocal[g] = ((uint64_t)1 << 32) / g + 1;
}

/* rpy_gc_heap_object_of, inline where marking asks it of every pointer it meets. */
static inline __attribute__((always_inline)) rpy_gc_header *object_of(const void *p) {
    size_t offset = (size_t)((const char *)p - heap_base), index;
    page_info *info;
    /* Below the heap, the subtraction wraps to a large offset. */
    if (offset >= (heap_top << RPY_GC_PAGE_SHIFT)) return NULL;
    index = offset >> RPY_GC_PAGE_SHIFT;
    info = &pages[index];
    if (__builtin_expect(info->kind == PAGE_SMALL, 1)) {
        size_t cell = (size_t)info->granules * RPY_GC_GRANULE_BYTES;
        size_t in_page = offset & (RPY_GC_PAGE - 1);
        size_t cell_index = (size_t)(((uint64_t)(in_page / RPY_GC_GRANULE_BYTES) *
                                      granule_reciprocal[info->granules]) >> 32);
        rpy_gc_header *h = (rpy_gc_header *)(page_address(index) + cell_index * cell);
        if ((const char *)p < (const char *)(h + 1)) return NULL; /* inside a header */
        return h->tid != 0 ? h : NULL;
    }
    switch (info->kind) {
        case PAGE_LARGE_TAIL:
            return (rpy_gc_header *)page_address(info->head);
        case PAGE_LARGE_HEAD: {
            rpy_gc_header *h = (rpy_gc_header *)page_address(index);
            if ((const char *)p < (const char *)(h + 1)) return NULL;
            return h;
        }
        default:
            return NULL;
    }
}

rpy_gc_header *rpy_gc_heap_object_of(const void *p) { return object_of(p); }

static void __attribute__((noinline)) grow_mark_stack(void) {
    mark_cap = mark_cap ? mark_cap * 2 : 4096;
    mark_stack = (rpy_gc_header **)realloc(mark_stack, mark_cap * sizeof *mark_stack);
    if (mark_stack == NULL) rpy_gc_out_of_memory("out of memory for the mark stack");
}

static inline void push_mark(rpy_gc_header *h) {
    if (__builtin_expect(mark_top == mark_cap, 0)) grow_mark_stack();
    mark_stack[mark_top++] = h;
}

static inline __attribute__((always_inline)) void mark_one(void *p) {
    rpy_gc_header *h;
    if (p == NULL) return;
    h = object_of(p);
    if (h == NULL || (h->flags & RPY_GC_MARKED)) return;
    h->flags |= RPY_GC_MARKED;
    push_mark(h);
}

static inline __attribute__((always_inline)) void mark_slot(void **slot) { mark_one(*slot); }

static void drain(void) {
    while (mark_top > 0) rpy_gc_trace(mark_stack[--mark_top], mark_slot);
}

void rpy_gc_heap_mark(void *p) {
    mark_one(p);
    drain();
}

void rpy_gc_heap_mark_all(void) {
    void **r;
    uint32_t i;
    for (r = rpy_gc_root_base; r < rpy_gc_root_top; r++) mark_one(*r);
    for (i = 0; i < rpy_gc_static_root_count; i++) mark_one(*rpy_gc_static_roots[i]);
    mark_one(rpy_exc_value);
    drain();
}

/* ---------------------------------------------------------------- sweeping */

static void add_run(size_t first, size_t count) {
    if (nruns == runs_cap) {
        runs_cap = runs_cap ? runs_cap * 2 : 64;
        runs = (free_run *)realloc(runs, runs_cap * sizeof *runs);
        if (runs == NULL) rpy_gc_out_of_memory("out of memory for the free page runs");
    }
    runs[nruns].first = first;
    runs[nruns].count = count;
    nruns++;
}

/* ---------------------------------------------------------------- explicit freeing */

char *rpy_gc_heap_low, *rpy_gc_heap_high;

size_t rpy_gc_heap_free(rpy_gc_header *h) {
    size_t index = (size_t)((char *)h - heap_base) >> RPY_GC_PAGE_SHIFT, count, i, cell;
    page_info *info = &pages[index];
    if (info->kind == PAGE_SMALL) {
        cell = (size_t)info->granules * RPY_GC_GRANULE_BYTES;
        h->tid = 0;
        h->flags = 0;
        *(void **)(h + 1) = rpy_gc_free_cells[info->granules];
        rpy_gc_free_cells[info->granules] = h;
        return cell; /* the page stays one of cells of its size */
    }
    count = info->run;
    for (i = 0; i < count; i++) pages[index + i].kind = PAGE_FREE;
    if (count >= 16) madvise(h, count << RPY_GC_PAGE_SHIFT, MADV_DONTNEED);
    pages_in_use -= count;
    add_run(index, count);
    return count * RPY_GC_PAGE;
}

/* Non-zero: sweep as rpy_gc_heap_sweep_allocated (every allocated object is live, and
 * the flags word, a reference count, is left alone). */
static int sweep_allocated;

size_t rpy_gc_heap_sweep_allocated(void) {
    size_t live;
    sweep_allocated = 1;
    live = rpy_gc_heap_sweep();
    sweep_allocated = 0;
    return live;
}

size_t rpy_gc_heap_sweep(void) {
    void **tails[RPY_GC_SMALL_CLASSES];
    size_t index, run_start = SIZE_MAX, g, live_bytes = 0;
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
                if (h->tid != 0 && (sweep_allocated || (h->flags & RPY_GC_MARKED))) {
                    if (!sweep_allocated) h->flags &= ~RPY_GC_MARKED;
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
                live_bytes += live * cell;
                pages_in_use++;
            }
        } else if (info->kind == PAGE_LARGE_HEAD) {
            rpy_gc_header *h = (rpy_gc_header *)page_address(index);
            size_t count = info->run, i;
            if (sweep_allocated || (h->flags & RPY_GC_MARKED)) {
                if (!sweep_allocated) h->flags &= ~RPY_GC_MARKED;
                live_bytes += count * RPY_GC_PAGE;
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
    return live_bytes;
}

void rpy_gc_heap_walk(void (*fn)(rpy_gc_header *h)) {
    size_t index;
    for (index = 0; index < heap_top; index++) {
        page_info *info = &pages[index];
        if (info->kind == PAGE_SMALL) {
            size_t cell = (size_t)info->granules * RPY_GC_GRANULE_BYTES, n = RPY_GC_PAGE / cell, i;
            for (i = 0; i < n; i++) {
                rpy_gc_header *h = (rpy_gc_header *)(page_address(index) + i * cell);
                if (h->tid != 0) fn(h);
            }
        } else if (info->kind == PAGE_LARGE_HEAD) {
            fn((rpy_gc_header *)page_address(index));
            index += info->run - 1;
        }
    }
}
