/* rpy_gc_generational.c: the generational collector (--gc=generational, docs/gc.md), in
 * the spirit of PyPy's incminimark without its incremental marking.
 *
 * Young objects are bumped in the nursery (rpy_gc_malloc_fixed, inline in generated
 * code).  A minor collection, at a collect point once the nursery is full, copies the
 * young objects reachable from the roots, from the remembered old objects and from the
 * objects allocated outside the nursery since the last one, into the old generation:
 * the mark-and-sweep page heap (rpy_gc_heap.c).  An object moves at most once.  A major
 * collection marks and sweeps the old generation right after a minor one, when the old
 * generation grew past its threshold (PyPy's: the live size after the last major
 * collection times RPY_GC_MAJOR_COLLECT, at least RPY_GC_MIN).
 *
 * Allocations never collect (the runtime's C code holds pointers the collector cannot
 * see).  An object that does not fit — larger than RPY_GC_NURSERY_MAX_OBJECT, or the
 * nursery is full — is allocated outside the nursery, in the old generation, flagged
 * RPY_GC_YOUNG_OUTSIDE and listed: its initialising stores had no write barrier, so the
 * next minor collection traces it when it is reachable (it is not moved).  Unreachable
 * ones wait for the next major collection.
 *
 * The write barrier (rpy.h): old objects carry RPY_GC_TRACK_YOUNG; a store of a GC
 * pointer into one clears the flag and lists it (rpy_gc_remember), once until the next
 * minor collection, which traces it again.  Card marking: an array of pointers of at
 * least RPY_GC_CARD_MIN_ITEMS items, allocated outside the nursery, has a byte per
 * RPY_GC_CARD_ITEMS items after its payload; a store into its items
 * (rpy_gc_remember_items) marks their cards, and the minor collection traces only
 * those.  Static data (frozen objects, vtables, the variables of prebuilt
 * objects) has no header: the static roots are scanned at every minor collection.
 *
 * hash() of an object is its address: a young object whose hash is taken gets its old
 * address reserved at once (a side table), and moves there (RPY_GC_HAS_SHADOW). */
#define _GNU_SOURCE
#define RPY_GC_GENERATIONAL 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "rpy.h"
#include "rpy_gc.h"
#include "rpy_gc_heap.h"

long rpy_gc_budget;
long rpy_gc_inhibit;
char *rpy_gc_nursery_free, *rpy_gc_nursery_top;
char *rpy_gc_nursery_start;
size_t rpy_gc_nursery_size;

static char *nursery_real_top; /* rpy_gc_nursery_top, except in stress mode (then free) */
static size_t nursery_mapped;

/* A growable array of pointers. */
typedef struct ptr_vec {
    void **items;
    size_t length, capacity;
} ptr_vec;

static void __attribute__((noinline)) vec_grow(ptr_vec *v) {
    v->capacity = v->capacity ? v->capacity * 2 : 1024;
    v->items = (void **)realloc(v->items, v->capacity * sizeof(void *));
    if (v->items == NULL) rpy_gc_out_of_memory("out of memory for the collector's lists");
}

/* Inline: a minor collection pushes every object it copies. */
static inline void vec_push(ptr_vec *v, void *p) {
    if (__builtin_expect(v->length == v->capacity, 0)) vec_grow(v);
    v->items[v->length++] = p;
}

static ptr_vec remembered;    /* old objects whose RPY_GC_TRACK_YOUNG was cleared */
static ptr_vec young_outside; /* headers of the objects allocated outside the nursery */
static char *outside_low, *outside_high; /* their address range, a quick filter */
static ptr_vec gray;          /* headers of objects copied or reached, to trace */
static ptr_vec carded;        /* headers of old arrays with marked cards */

#define RPY_GC_CARD_ITEMS 128
#define RPY_GC_CARD_MIN_ITEMS 1024

/* The side table of hashed young objects: nursery address -> reserved old address. */
static void **shadow_keys, **shadow_values;
static size_t shadow_capacity, shadow_count;

static size_t old_bytes_live;   /* the old generation after the last major collection */
static size_t old_bytes_since;  /* taken by the old generation since then */
static size_t major_threshold;  /* old_bytes_since that asks for a major collection */
static size_t outside_since;    /* bytes allocated outside the nursery since the last minor */
static size_t peak_bytes;
static long minor_collections, major_collections;
static double collector_seconds, major_seconds;

/* ---------------------------------------------------------------- settings */

static size_t default_nursery(void) {
    long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
    size_t n = l2 > 0 ? (size_t)l2 * 4 : (size_t)8 << 20; /* GCBench: 8 MB beat 4 and 16 */
    if (n < ((size_t)1 << 20)) n = (size_t)1 << 20;
    if (n > ((size_t)32 << 20)) n = (size_t)32 << 20;
    return n;
}

static void set_major_threshold(void) {
    size_t limit = rpy_gc_config.limit;
    size_t threshold = (size_t)((double)old_bytes_live * rpy_gc_config.growth);
    if (threshold < rpy_gc_config.min_threshold) threshold = rpy_gc_config.min_threshold;
    if (limit != 0) {
        size_t cap = limit - limit / 8;
        if (threshold > cap) threshold = cap;
    }
    /* Live data past the cap: a quarter of the live size more before the next one, or
     * collecting would take time quadratic in the heap (the limit refuses the rest). */
    if (threshold < old_bytes_live + old_bytes_live / 4)
        threshold = old_bytes_live + old_bytes_live / 4;
    major_threshold = threshold - old_bytes_live;
}

/* Maps a nursery of `size` bytes, or of less when the address space is short (`ulimit
 * -v`): at most a sixteenth of it, halved until the system gives it (a nursery of a few
 * pages still works, with more minor collections).  None at all: MemoryError. */
static void map_nursery(size_t size) {
    struct rlimit as;
    void *p = MAP_FAILED;
    size = (size + 4095) & ~(size_t)4095;
    if (size < 4096) size = 4096;
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY &&
        (size_t)as.rlim_cur / 16 < size)
        size = ((size_t)as.rlim_cur / 16 + 4095) & ~(size_t)4095;
    if (rpy_gc_nursery_start != NULL) munmap(rpy_gc_nursery_start, nursery_mapped);
    rpy_gc_nursery_start = NULL;
    for (; size >= 4096; size = (size / 2 + 4095) & ~(size_t)4095) {
        p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p != MAP_FAILED || size == 4096) break;
    }
    if (p == MAP_FAILED) rpy_gc_out_of_memory("cannot map the nursery");
    nursery_mapped = size;
    rpy_gc_nursery_start = (char *)p;
    rpy_gc_nursery_size = size;
    rpy_gc_nursery_free = rpy_gc_nursery_start;
    nursery_real_top = rpy_gc_nursery_start + size;
    /* Stress mode: the inline path always fails, so that the slow one asks for a minor
     * collection at the next collect point after every allocation. */
    rpy_gc_nursery_top = rpy_gc_config.stress ? rpy_gc_nursery_free : nursery_real_top;
}

static void print_stats(void) {
    size_t now = old_bytes_live + old_bytes_since;
    if (now > peak_bytes) peak_bytes = now;
    fprintf(stderr,
            "[gc generational] minor collections %ld, major collections %ld, %.6f s in the "
            "collector (%.6f s in major collections), peak old generation %zu bytes, pages %zu "
            "bytes, nursery %zu bytes\n",
            minor_collections, major_collections, collector_seconds, major_seconds, peak_bytes,
            rpy_gc_heap_pages_bytes(), rpy_gc_nursery_size);
}

static void remember_from_runtime(void *obj);

static void start(void) {
    size_t nursery = rpy_gc_config.nursery;
    if (nursery == 0) nursery = rpy_gc_config.stress ? 4096 : default_nursery();
    /* Before the heap, which reserves what address space is left. */
    map_nursery(nursery);
    rpy_gc_heap_init();
    old_bytes_live = old_bytes_since = outside_since = 0;
    set_major_threshold();
    rpy_gc_budget = 0;
    rpy_gc_runtime_barrier = remember_from_runtime;
}

void rpy_gc_startup(void *fault_stack, size_t fault_stack_size) {
    (void)fault_stack;
    (void)fault_stack_size;
    rpy_gc_read_settings();
    start();
    if (rpy_gc_config.stats) atexit(print_stats);
}

void rpy_gc_test_reset_nursery(size_t min_bytes, size_t limit, int stress_mode, size_t nursery) {
    rpy_gc_heap_release();
    remembered.length = young_outside.length = gray.length = carded.length = 0;
    outside_low = outside_high = NULL;
    if (shadow_keys != NULL) memset(shadow_keys, 0, shadow_capacity * sizeof(void *));
    shadow_count = 0;
    peak_bytes = 0;
    minor_collections = major_collections = 0;
    collector_seconds = major_seconds = 0;
    rpy_gc_config.min_threshold = min_bytes;
    rpy_gc_config.limit = limit;
    rpy_gc_config.stress = stress_mode;
    rpy_gc_config.growth = 1.82;
    rpy_gc_config.nursery = nursery;
    start();
}

void rpy_gc_test_reset(size_t min_bytes, size_t limit, int stress_mode) {
    rpy_gc_test_reset_nursery(min_bytes, limit, stress_mode, 0);
}

/* ---------------------------------------------------------------- allocation */

/* Space in the old generation, counted towards the next major collection. */
static void *old_alloc(uint32_t tid, size_t size, int zero) {
    size_t taken;
    void *p = rpy_gc_heap_alloc(tid, size, zero, &taken);
    if (p == NULL) return NULL;
    old_bytes_since += taken;
    if (old_bytes_since > major_threshold) rpy_gc_budget = -1;
    return p;
}

static void *malloc_slow_or_null(uint32_t tid, size_t size) {
    size_t total = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) &
                   ~(size_t)(RPY_GC_GRANULE_BYTES - 1);
    rpy_gc_header *h;
    void *p;
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    if (size > RPY_GC_MAX_OBJECT) return NULL;
    if (total <= RPY_GC_NURSERY_MAX_OBJECT && (size_t)(nursery_real_top - rpy_gc_nursery_free) >= total) {
        /* Stress mode: in the nursery all the same, and a minor collection soon. */
        h = (rpy_gc_header *)rpy_gc_nursery_free;
        rpy_gc_nursery_free += total;
        if (rpy_gc_config.stress) rpy_gc_nursery_top = rpy_gc_nursery_free;
        h->tid = tid;
        h->flags = 0;
        h->size = size;
        memset(h + 1, 0, total - sizeof(rpy_gc_header));
        rpy_gc_budget = -1;
        return h + 1;
    }
    {
        const rpy_gc_type_info *t = rpy_gc_type_of(tid);
        size_t items = t->varsize && t->nptrs != 0 && size > t->items_offset
                           ? (size - t->items_offset) / t->item_size
                           : 0;
        size_t cards = items >= RPY_GC_CARD_MIN_ITEMS
                           ? (items + RPY_GC_CARD_ITEMS - 1) / RPY_GC_CARD_ITEMS
                           : 0;
        p = old_alloc(tid, cards ? ((size + 7) & ~(size_t)7) + cards : size, 1);
        if (p == NULL) return NULL;
        h = (rpy_gc_header *)p - 1;
        h->size = size;
        h->flags = RPY_GC_YOUNG_OUTSIDE | (cards ? RPY_GC_HAS_CARDS : 0);
    }
    vec_push(&young_outside, h);
    if (outside_low == NULL || (char *)p < outside_low) outside_low = (char *)p;
    if ((char *)p > outside_high) outside_high = (char *)p;
    outside_since += rpy_gc_heap_footprint(size);
    /* The nursery is full, or large objects took as much as it holds: a minor
     * collection at the next collect point. */
    if (total <= RPY_GC_NURSERY_MAX_OBJECT || outside_since >= rpy_gc_nursery_size)
        rpy_gc_budget = -1;
    return p;
}

/* Refused by the limit: MemoryError, and the object all the same (rpy_gc_heap_refused). */
void *rpy_gc_malloc_slow(uint32_t tid, size_t size) {
    void *p = malloc_slow_or_null(tid, size);
    if (__builtin_expect(p == NULL, 0)) p = rpy_gc_heap_refused(malloc_slow_or_null, tid, size);
    return p;
}

static void *old_alloc_atomic(uint32_t tid, size_t size) { return old_alloc(tid, size, 0); }

void *rpy_gc_try_malloc(uint32_t tid, size_t size) {
    size_t total = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) &
                   ~(size_t)(RPY_GC_GRANULE_BYTES - 1);
    if (total <= RPY_GC_NURSERY_MAX_OBJECT && rpy_gc_nursery_top - rpy_gc_nursery_free >= (long)total)
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

int rpy_gc_is_young(const void *p) {
    return (size_t)((const char *)p - rpy_gc_nursery_start) < rpy_gc_nursery_size;
}

/* ---------------------------------------------------------------- the write barrier */

void rpy_gc_remember(void *obj) {
    rpy_gc_header *h = (rpy_gc_header *)obj - 1;
    h->flags &= ~RPY_GC_TRACK_YOUNG;
    vec_push(&remembered, h);
}

static inline uint8_t *cards_of(rpy_gc_header *h) {
    return (uint8_t *)(h + 1) + ((h->size + 7) & ~(uint64_t)7);
}

static inline size_t items_of(rpy_gc_header *h, const rpy_gc_type_info *t) {
    return (h->size - t->items_offset) / t->item_size;
}

void rpy_gc_remember_items(void *obj, long first, long n) {
    rpy_gc_header *h = (rpy_gc_header *)obj - 1;
    const rpy_gc_type_info *t;
    size_t items, c, last;
    uint8_t *cards;
    if (!(h->flags & RPY_GC_HAS_CARDS)) {
        rpy_gc_remember(obj);
        return;
    }
    t = rpy_gc_type_of(h->tid);
    items = items_of(h, t);
    if (n <= 0 || first < 0 || (size_t)first >= items) return;
    last = (size_t)first + (size_t)n - 1;
    if (last >= items) last = items - 1;
    cards = cards_of(h);
    for (c = (size_t)first / RPY_GC_CARD_ITEMS; c <= last / RPY_GC_CARD_ITEMS; c++) cards[c] = 1;
    /* RPY_GC_TRACK_YOUNG stays: every store into it comes here and marks its card. */
    if (!(h->flags & RPY_GC_CARDS_SET)) {
        h->flags |= RPY_GC_CARDS_SET;
        vec_push(&carded, h);
    }
}

/* Traces items [first, end) of the array of header h. */
static void trace_items(rpy_gc_header *h, const rpy_gc_type_info *t, size_t first, size_t end,
                        void (*visit)(void **slot)) {
    char *obj = (char *)(h + 1);
    size_t k;
    uint32_t i;
    for (k = first; k < end; k++)
        for (i = 0; i < t->nptrs; i++)
            visit((void **)(obj + t->items_offset + k * t->item_size + t->ptrs[i]));
}

/* The runtime's C files: the same test, out of line; static data has no header. */
static void remember_from_runtime(void *obj) {
    rpy_gc_header *h;
    if (obj == NULL || rpy_gc_is_young(obj)) return;
    h = rpy_gc_heap_object_of(obj);
    if (h != NULL && (void *)(h + 1) == obj && (h->flags & RPY_GC_TRACK_YOUNG)) rpy_gc_remember(obj);
}

/* ---------------------------------------------------------------- hash of young objects */

static size_t shadow_slot(void *key) {
    size_t mask = shadow_capacity - 1, i = ((size_t)key >> 4) * 0x9E3779B97F4A7C15ull >> 20;
    for (i &= mask; shadow_keys[i] != NULL && shadow_keys[i] != key; i = (i + 1) & mask) {
    }
    return i;
}

static void shadow_grow(void) {
    void **keys = shadow_keys, **values = shadow_values;
    size_t old_capacity = shadow_capacity, i;
    shadow_capacity = shadow_capacity ? shadow_capacity * 2 : 256;
    shadow_keys = (void **)calloc(shadow_capacity, sizeof(void *));
    shadow_values = (void **)calloc(shadow_capacity, sizeof(void *));
    if (shadow_keys == NULL || shadow_values == NULL) rpy_gc_out_of_memory("out of memory for hashes");
    for (i = 0; i < old_capacity; i++) {
        if (keys[i] == NULL) continue;
        size_t s = shadow_slot(keys[i]);
        shadow_keys[s] = keys[i];
        shadow_values[s] = values[i];
    }
    free(keys);
    free(values);
}

void *rpy_gc_young_identity(void *p) {
    rpy_gc_header *h = (rpy_gc_header *)p - 1;
    size_t s;
    void *shadow;
    if (shadow_count * 2 >= shadow_capacity) shadow_grow();
    s = shadow_slot(p);
    if (shadow_keys[s] == p) return shadow_values[s];
    /* The old address it will move to: allocated now (an atomic object until then). */
    shadow = old_alloc(RPY_TID_ATOMIC, h->size, 0);
    if (shadow == NULL) shadow = rpy_gc_heap_refused(old_alloc_atomic, RPY_TID_ATOMIC, h->size);
    shadow_keys[s] = p;
    shadow_values[s] = shadow;
    shadow_count++;
    h->flags |= RPY_GC_HAS_SHADOW;
    return shadow;
}

/* ---------------------------------------------------------------- minor collections */

/* A cell of the old generation for a copy out of the nursery: the free-list pop inline
 * (every nursery object fits a small cell), the page heap when the list is empty. */
static inline void *old_alloc_for_copy(uint32_t tid, size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    rpy_gc_header *h;
    if (granules < RPY_GC_MIN_GRANULES) granules = RPY_GC_MIN_GRANULES;
    h = (rpy_gc_header *)rpy_gc_free_cells[granules];
    if (__builtin_expect(h == NULL, 0)) {
        void *p = old_alloc(tid, size, 0);
        if (p == NULL) {
            /* A copy cannot fail: beyond the limit, whose next refusal raises MemoryError. */
            rpy_gc_heap_ignore_limit = 1;
            p = old_alloc(tid, size, 0);
            rpy_gc_heap_ignore_limit = 0;
            rpy_gc_heap_refused_since_collection = 1; /* a major collection decides */
            if (p == NULL) rpy_fatal_memory_error();
        }
        return p;
    }
    rpy_gc_free_cells[granules] = *(void **)(h + 1);
    old_bytes_since += granules * RPY_GC_GRANULE_BYTES;
    return h + 1;
}

/* The new address of the young object at p (not yet copied): a copy now.  Inline in
 * the tracing of a minor collection, which calls it for every surviving object. */
static inline __attribute__((always_inline)) void *promote(void *p) {
    rpy_gc_header *h = (rpy_gc_header *)p - 1, *to;
    void *copy;
    size_t chunks, i;
    if (__builtin_expect(h->flags & RPY_GC_HAS_SHADOW, 0)) {
        copy = shadow_values[shadow_slot(p)];
    } else {
        copy = old_alloc_for_copy(h->tid, h->size);
    }
    to = (rpy_gc_header *)copy - 1;
    /* Whole words: both the nursery slot and the cell extend to the next one (8-byte
     * moves, at most 63 of them: a nursery object is small). */
    chunks = (h->size + sizeof(void *) - 1) / sizeof(void *);
    for (i = 0; i < chunks; i++)
        memcpy((char *)copy + i * sizeof(void *), (char *)p + i * sizeof(void *), sizeof(void *));
    to->tid = h->tid;
    to->size = h->size;
    to->flags = RPY_GC_TRACK_YOUNG;
    h->flags |= RPY_GC_FORWARDED;
    *(void **)p = copy; /* every nursery slot has a payload word */
    if (rpy_gc_type_of(to->tid)->nptrs != 0) vec_push(&gray, to);
    return copy;
}

/* An object allocated outside the nursery since the last minor collection, reached now
 * (the range may hold old objects and static data too: the page table decides). */
static void __attribute__((noinline)) visit_outside(char *p) {
    rpy_gc_header *h = (rpy_gc_header *)p - 1;
    if (rpy_gc_heap_object_of(p) == h && (h->flags & RPY_GC_YOUNG_OUTSIDE)) {
        h->flags = (h->flags & ~RPY_GC_YOUNG_OUTSIDE) | RPY_GC_TRACK_YOUNG;
        vec_push(&gray, h);
    }
}

/* A slot of a root or of a traced object: a young object moves (at most once). */
static inline __attribute__((always_inline)) void visit_young(void **slot) {
    char *p = (char *)*slot;
    if ((size_t)(p - rpy_gc_nursery_start) < rpy_gc_nursery_size) {
        rpy_gc_header *h = (rpy_gc_header *)p - 1;
        *slot = h->flags & RPY_GC_FORWARDED ? *(void **)p : promote(p);
    } else if (__builtin_expect(p >= outside_low && p <= outside_high && p != NULL, 0)) {
        visit_outside(p);
    }
}

/* The same out of line, for the roots, the remembered objects and the cards: inline
 * only in the tracing of the copied objects, where the time goes. */
static void __attribute__((noinline)) visit_young_root(void **slot) { visit_young(slot); }

static void check_old_object(rpy_gc_header *h);

static void minor_collection(void) {
    void **r;
    uint32_t i;
    size_t k;
    if (rpy_gc_config.verify) rpy_gc_heap_walk(check_old_object);
    rpy_str_index_forget();
    for (r = rpy_gc_root_base; r < rpy_gc_root_top; r++) visit_young_root(r);
    for (i = 0; i < rpy_gc_static_root_count; i++) visit_young_root(rpy_gc_static_roots[i]);
    visit_young_root((void **)&rpy_exc_value);
    for (k = 0; k < remembered.length; k++) {
        rpy_gc_header *h = (rpy_gc_header *)remembered.items[k];
        h->flags |= RPY_GC_TRACK_YOUNG;
        rpy_gc_trace(h, visit_young_root);
    }
    remembered.length = 0;
    for (k = 0; k < carded.length; k++) {
        rpy_gc_header *h = (rpy_gc_header *)carded.items[k];
        const rpy_gc_type_info *t = rpy_gc_type_of(h->tid);
        size_t items = items_of(h, t), c, ncards = (items + RPY_GC_CARD_ITEMS - 1) / RPY_GC_CARD_ITEMS;
        uint8_t *cards = cards_of(h);
        for (c = 0; c < ncards; c++) {
            if (!cards[c]) continue;
            cards[c] = 0;
            size_t end = (c + 1) * RPY_GC_CARD_ITEMS;
            trace_items(h, t, c * RPY_GC_CARD_ITEMS, end < items ? end : items, visit_young_root);
        }
        h->flags &= ~RPY_GC_CARDS_SET;
    }
    carded.length = 0;
    while (gray.length > 0) rpy_gc_trace((rpy_gc_header *)gray.items[--gray.length], visit_young);
    /* Objects allocated outside and not reached are garbage already (a pointer to one
     * from an old object would have been remembered by its write barrier): freed now, as
     * PyPy frees its young raw-malloced objects, rather than by the next major
     * collection.  A list's or dict's old items block or table, replaced as it grows,
     * dies so. */
    for (k = 0; k < young_outside.length; k++) {
        rpy_gc_header *h = (rpy_gc_header *)young_outside.items[k];
        if (h->flags & RPY_GC_YOUNG_OUTSIDE) {
            size_t freed = rpy_gc_heap_free(h);
            old_bytes_since -= freed < old_bytes_since ? freed : old_bytes_since;
        }
    }
    young_outside.length = 0;
    outside_low = outside_high = NULL;
    outside_since = 0;
    if (shadow_count != 0) {
        memset(shadow_keys, 0, shadow_capacity * sizeof(void *));
        shadow_count = 0;
    }
    rpy_gc_nursery_free = rpy_gc_nursery_start;
    rpy_gc_nursery_top = rpy_gc_config.stress ? rpy_gc_nursery_free : nursery_real_top;
    minor_collections++;
}

/* RPY_GC_VERIFY: an old object that points to a young one without being remembered is a
 * missing write barrier. */
static void check_slot(void **slot) {
    char *p = (char *)*slot;
    int young = (size_t)(p - rpy_gc_nursery_start) < rpy_gc_nursery_size;
    if (!young && p >= outside_low && p <= outside_high && p != NULL) {
        rpy_gc_header *h = rpy_gc_heap_object_of(p);
        young = h != NULL && (h->flags & RPY_GC_YOUNG_OUTSIDE) && (void *)(h + 1) == p;
    }
    if (young) {
        fprintf(stderr, "Fatal error in the garbage collector: a missing write barrier: an old "
                        "object points to a young one without being remembered\n");
        abort();
    }
}

static void check_old_object(rpy_gc_header *h) {
    if (h->flags & (RPY_GC_YOUNG_OUTSIDE)) return; /* young, or dead */
    if (!(h->flags & RPY_GC_TRACK_YOUNG)) return;  /* remembered (or a hash's reservation) */
    if (h->flags & RPY_GC_HAS_CARDS) {
        /* Only the items of unmarked cards must not point to young objects. */
        const rpy_gc_type_info *t = rpy_gc_type_of(h->tid);
        size_t items = items_of(h, t), c, ncards = (items + RPY_GC_CARD_ITEMS - 1) / RPY_GC_CARD_ITEMS;
        uint8_t *cards = cards_of(h);
        for (c = 0; c < ncards; c++) {
            size_t end = (c + 1) * RPY_GC_CARD_ITEMS;
            if (!cards[c]) trace_items(h, t, c * RPY_GC_CARD_ITEMS, end < items ? end : items, check_slot);
        }
        return;
    }
    rpy_gc_trace(h, check_slot);
}

/* ---------------------------------------------------------------- major collections */

static void major_collection(void) {
    size_t now = old_bytes_live + old_bytes_since;
    if (now > peak_bytes) peak_bytes = now;
    rpy_gc_heap_mark_all();
    old_bytes_live = rpy_gc_heap_sweep();
    old_bytes_since = 0;
    set_major_threshold();
    major_collections++;
}

static void collect(int major) {
    double start = rpy_gc_now();
    if (!rpy_gc_heap_ready()) rpy_gc_startup(NULL, 0);
    minor_collection();
    /* Copies counted their cells without asking for a major collection. */
    if (major || old_bytes_since > major_threshold || rpy_gc_heap_refused_since_collection) {
        double major_start = rpy_gc_now();
        major_collection();
        rpy_gc_heap_after_collection();
        major_seconds += rpy_gc_now() - major_start;
    }
    rpy_gc_budget = 0;
    collector_seconds += rpy_gc_now() - start;
}

void rpy_gc_collect_minor(void) { collect(0); }

void rpy_gc_collect(void) { collect(1); }

void rpy_gc_collect_point(void) {
    if (rpy_gc_inhibit > 0) return;
    collect(0);
}

int rpy_gc_is_live_object(const void *p) {
    rpy_gc_header *h;
    if (rpy_gc_is_young(p)) return (const char *)p < rpy_gc_nursery_free;
    h = rpy_gc_heap_object_of(p);
    return h != NULL && (const void *)(h + 1) == p;
}

void rpy_gc_get_stats(rpy_gc_stats *out) {
    size_t now = old_bytes_live + old_bytes_since;
    out->collections = major_collections;
    out->minor_collections = minor_collections;
    out->seconds = collector_seconds;
    out->heap_bytes = now;
    out->peak_heap_bytes = peak_bytes > now ? peak_bytes : now;
    out->pages_bytes = rpy_gc_heap_pages_bytes();
}
