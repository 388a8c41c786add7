/* rpy_gc.h: the interface of rtfarm's exact collectors (docs/gc.md).
 *
 * Generated code includes it after rpy.h when the program is translated for an exact
 * collector (--gc=marksweep, --gc=generational: then RPY_GC_GENERATIONAL is defined);
 * the collectors' C files implement it.
 *
 * Every object starts with a header (rpy_gc_header) just before the address the program
 * sees.  Its type id names a layout: the runtime's own below RPY_TID_FIRST_PROGRAM
 * (rpy.h), then the program's, whose table GenC writes into rpy_data.c from the
 * universe's GC type table (rpy_gc_program_types).  A layout is the offsets of the GC
 * pointers in a struct, or, for a variable-sized object, where its items start, their
 * size and the offsets of the GC pointers in one item; the object's size is in its
 * header.  A "GC pointer" is NULL, the address of an object of the heap, or the address
 * of static data (string constants, frozen objects, the shared one-character strings):
 * the collector ignores what is not in its heap.
 *
 * Roots: the shadow stack (generated code pushes the GC pointers live across every call
 * that can collect, and reloads them after it), the program's static roots (the
 * variables holding prebuilt objects, the GC pointer fields of static structs:
 * rpy_gc_static_roots) and the runtime's exception state.
 *
 * Collections happen only at collect points of generated code (RPY_GC_POLL), never
 * inside an allocation: the runtime's C code holds pointers in C variables the collector
 * cannot see, and never reaches a collect point while it does.  An allocation only
 * counts what it took; when the budget is spent the next collect point collects. */
#ifndef RPY_GC_H
#define RPY_GC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef RPY_GC_REFCOUNT
/* Reference counting keeps a 32-bit count in `flags`. */
typedef struct rpy_gc_header {
    uint32_t tid;   /* 0: a free cell */
    uint32_t flags; /* the count and two flags */
    uint64_t size;  /* bytes after the header, as asked */
} rpy_gc_header;
#define RPY_GC_MAX_OBJECT ((size_t)1 << 46)
#else
/* One word: a small object (a node of two pointers) takes a 16-byte granule less.  The
 * flags are the header's first byte and the size its last four (x86-64's bit-field
 * order): rpy.h's inline write barrier reads them there. */
typedef struct rpy_gc_header {
    uint32_t flags : 8; /* RPY_GC_MARKED, the generational collector's flags */
    uint32_t tid : 24;  /* 0: a free cell */
    uint32_t size;      /* bytes after the header, as asked */
} rpy_gc_header;
/* Larger objects do not fit `size`: their allocation raises MemoryError. */
#define RPY_GC_MAX_OBJECT ((size_t)UINT32_MAX - 64)
#endif

#define RPY_GC_MARKED 1u
/* The generational collector's (rpy.h's write barrier tests RPY_GC_TRACK_YOUNG): */
#define RPY_GC_TRACK_YOUNG 2u    /* old, not remembered: a store of a pointer records it */
#define RPY_GC_YOUNG_OUTSIDE 4u  /* allocated outside the nursery since the last minor
                                  * collection: traced by the next one when reachable */
#define RPY_GC_FORWARDED 8u      /* a nursery object copied out: its first payload word
                                  * holds the copy's address */
#define RPY_GC_HAS_SHADOW 16u    /* a nursery object whose hash was taken: it moves to the
                                  * old address that hash gave (rpy_gc_young_identity) */
#define RPY_GC_HAS_CARDS 32u     /* a large array of pointers with a card per 128 items
                                  * (a byte each, after its payload) */
#define RPY_GC_CARDS_SET 64u     /* some of its cards are marked: listed for the next minor
                                  * collection */

typedef struct rpy_gc_type_info {
    uint32_t varsize;      /* 0: a struct; 1: items from items_offset to the object's end */
    uint32_t nptrs;        /* the GC pointers: in the struct, or in each item */
    uint32_t items_offset; /* varsize only */
    uint32_t item_size;    /* varsize only, > 0 */
    const uint32_t *ptrs;  /* byte offsets */
} rpy_gc_type_info;

/* Defined by the program (rpy_data.c): type ids RPY_TID_FIRST_PROGRAM + i, and the
 * addresses of the static locations that may hold GC pointers. */
extern const rpy_gc_type_info rpy_gc_program_types[];
extern const uint32_t rpy_gc_program_type_count;
extern void **const rpy_gc_static_roots[];
extern const uint32_t rpy_gc_static_root_count;

/* ---------------------------------------------------------------- allocation */

#define RPY_GC_GRANULE_BYTES 16
#define RPY_GC_SMALL_CLASSES 33 /* cells of up to 32 granules, header included */
/* The smallest cell: a header and the free list's link (the first payload word). */
#define RPY_GC_MIN_GRANULES \
    ((sizeof(rpy_gc_header) + sizeof(void *) + RPY_GC_GRANULE_BYTES - 1) / RPY_GC_GRANULE_BYTES)

/* Free cells of each size (in granules), linked through their first payload word. */
extern void *rpy_gc_free_cells[RPY_GC_SMALL_CLASSES];
/* Bytes that may still be allocated before the next collect point collects; negative:
 * collect there. */
extern long rpy_gc_budget;

/* Never NULL: an allocation the heap limit refuses ends the program with MemoryError. */
void *rpy_gc_malloc_slow(uint32_t tid, size_t size);
/* The same, but NULL when refused (the unit tests). */
void *rpy_gc_try_malloc(uint32_t tid, size_t size);

#ifdef RPY_GC_REFCOUNT
/* Reference counting (rpy_gc_refcount.c, docs/gc.md): the header's flags word holds the
 * count of the references from the heap and static data, and two flags. */
#define RPY_GC_RC_COUNT_MASK 0x3fffffffu
#define RPY_GC_RC_IN_ZCT 0x80000000u /* listed in the zero count table */
#define RPY_GC_RC_ROOTED 0x40000000u /* on the shadow stack (while the table is examined) */
/* The zero count table: objects whose count is or was 0 since they were listed (every new
 * object, every object whose count fell to 0).  At a collect point those still at 0 and
 * not referenced from the shadow stack, the static roots or the exception state are
 * freed. */
extern rpy_gc_header **rpy_gc_zct_top, **rpy_gc_zct_end;
void rpy_gc_zct_grow(void);
/* Sets every count to the references the heap and the static roots hold: once, after
 * the prebuilt objects are initialised by plain stores (GenC's rpy_entry_point). */
void rpy_gc_recount(void);
static inline void rpy_gc_zct_add_new(rpy_gc_header *h) {
    if (__builtin_expect(rpy_gc_zct_top == rpy_gc_zct_end, 0)) rpy_gc_zct_grow();
    *rpy_gc_zct_top++ = h;
    h->flags = RPY_GC_RC_IN_ZCT;
}
#endif

/* Clears the `n` bytes (a multiple of 8) of a new object.  A constant n (a struct's
 * sizeof) is a few stores.  For a variable n known to be small, gcc's generic tuning
 * would pick `rep stos`, whose start-up costs more than clearing a small object (it
 * was 60% of a float simulation's run in its list and dict allocations): 16 bytes a
 * step instead, the empty asm keeping gcc from folding the loop back into that. */
static inline void rpy_gc_clear(void *p, size_t n) {
    char *q = (char *)p, *end = q + n;
    if (__builtin_constant_p(n)) {
        memset(p, 0, n);
        return;
    }
    for (; q + 16 <= end; q += 16) {
        __asm__("" : "+r"(q));
        memset(q, 0, 16);
    }
    if (q < end) memset(q, 0, 8);
}

#ifdef RPY_GC_GENERATIONAL
/* The nursery: objects are bumped from rpy_gc_nursery_free up to rpy_gc_nursery_top;
 * the largest object it takes, header included. */
#define RPY_GC_NURSERY_MAX_OBJECT ((RPY_GC_SMALL_CLASSES - 1) * RPY_GC_GRANULE_BYTES)
extern char *rpy_gc_nursery_free, *rpy_gc_nursery_top;

/* A zeroed object of `size` bytes and type `tid`: a pointer bump and a compare; the
 * slow path (nursery full, a large object, stress mode) allocates outside the nursery
 * and asks the next collect point for a minor collection.  Never collects, never NULL. */
static inline void *rpy_gc_malloc_fixed(uint32_t tid, size_t size) {
    size_t total = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) &
                   ~(size_t)(RPY_GC_GRANULE_BYTES - 1);
    char *p = rpy_gc_nursery_free;
    if (__builtin_expect(total <= RPY_GC_NURSERY_MAX_OBJECT &&
                             (size_t)(rpy_gc_nursery_top - p) >= total, 1)) {
        rpy_gc_header *h = (rpy_gc_header *)p;
        rpy_gc_nursery_free = p + total;
        h->tid = tid;
        h->flags = 0;
        h->size = size;
        /* Cleared here rather than all at once after a minor collection: a constant size
         * makes it a few stores, into memory the caller writes next anyway. */
        rpy_gc_clear(h + 1, total - sizeof(rpy_gc_header));
        return h + 1;
    }
    return rpy_gc_malloc_slow(tid, size);
}
#else
/* A zeroed object of `size` bytes and type `tid`; never collects, never NULL.  With a
 * constant size the class and the clearing fold at compile time.  Under reference
 * counting (RPY_GC_REFCOUNT) the header's flags word is the object's reference count,
 * 1 for the reference the allocation returns. */
static inline void *rpy_gc_malloc_fixed(uint32_t tid, size_t size) {
    size_t granules = (size + sizeof(rpy_gc_header) + RPY_GC_GRANULE_BYTES - 1) /
                      RPY_GC_GRANULE_BYTES;
    if (granules < RPY_GC_MIN_GRANULES) granules = RPY_GC_MIN_GRANULES;
    if (__builtin_expect(granules < RPY_GC_SMALL_CLASSES, 1)) {
        rpy_gc_header *h = (rpy_gc_header *)rpy_gc_free_cells[granules];
        if (__builtin_expect(h != NULL, 1)) {
            rpy_gc_free_cells[granules] = *(void **)(h + 1);
            h->tid = tid;
            h->size = size;
            rpy_gc_clear(h + 1, granules * RPY_GC_GRANULE_BYTES - sizeof(rpy_gc_header));
#ifdef RPY_GC_REFCOUNT
            rpy_gc_zct_add_new(h);
#else
            h->flags = 0;
#endif
            rpy_gc_budget -= (long)(granules * RPY_GC_GRANULE_BYTES);
            return h + 1;
        }
    }
    return rpy_gc_malloc_slow(tid, size);
}
#endif

/* ---------------------------------------------------------------- reference counting */

/* The heap's reserved range: a GC pointer outside it (NULL, static data) has no count. */
extern char *rpy_gc_heap_low, *rpy_gc_heap_high;

#ifdef RPY_GC_REFCOUNT
static inline int rpy_gc_counted(const void *p) {
    return (const char *)p >= rpy_gc_heap_low && (const char *)p < rpy_gc_heap_high;
}
/* The header of a counted object, through an integer: gcc must not see the header of a
 * static object the test above excluded. */
static inline rpy_gc_header *rpy_gc_header_of(void *p) {
    return (rpy_gc_header *)((uintptr_t)p - sizeof(rpy_gc_header));
}
/* A count of 0 lists the object (once) in the zero count table: it is freed at the next
 * collect point unless a variable still holds it, or a store counts it again. */
static inline void rpy_gc_incref(void *p) {
    if (rpy_gc_counted(p)) rpy_gc_header_of(p)->flags++;
}
static inline void rpy_gc_decref(void *p) {
    if (rpy_gc_counted(p)) {
        rpy_gc_header *h = rpy_gc_header_of(p);
        uint32_t f = --h->flags;
        if ((f & RPY_GC_RC_COUNT_MASK) == 0 && !(f & RPY_GC_RC_IN_ZCT)) {
            if (__builtin_expect(rpy_gc_zct_top == rpy_gc_zct_end, 0)) rpy_gc_zct_grow();
            *rpy_gc_zct_top++ = h;
            h->flags = f | RPY_GC_RC_IN_ZCT;
        }
    }
}
#endif

/* ---------------------------------------------------------------- roots, collections */

/* The shadow stack: generated code stores the GC pointers live across a call that can
 * collect at rpy_gc_root_top[0..n), bumps it, and reloads them after the call. */
extern void **rpy_gc_root_top;

/* Collects now unless collections are inhibited (rpy_gc_inhibit). */
void rpy_gc_collect_point(void);
/* A full collection, whatever the budget. */
void rpy_gc_collect(void);
/* > 0 while C code that holds GC pointers in C variables runs generated code (a type
 * helper calling an instance's __repr__): collect points wait until it is back to 0. */
extern long rpy_gc_inhibit;

#define RPY_GC_POLL()                                                 \
    do {                                                              \
        if (__builtin_expect(rpy_gc_budget < 0, 0)) rpy_gc_collect_point(); \
    } while (0)

/* Statistics (RPY_GC_STATS=1 prints them to stderr at exit). */
typedef struct rpy_gc_stats {
    long collections;
    double seconds;        /* in the collector */
    size_t heap_bytes;     /* in objects now */
    size_t peak_heap_bytes;
    size_t pages_bytes;    /* pages taken from the system now (the heap limit counts these) */
    long minor_collections; /* the generational collector's; collections counts the major */
} rpy_gc_stats;
void rpy_gc_get_stats(rpy_gc_stats *out);

/* For the unit tests: starts the collector with these settings instead of the
 * environment's (limit 0: none), and forgets every object. */
void rpy_gc_test_reset(size_t min_threshold, size_t limit, int stress);
/* The generational collector's: the same with a nursery of `nursery` bytes. */
void rpy_gc_test_reset_nursery(size_t min_threshold, size_t limit, int stress, size_t nursery);
/* The generational collector's: a minor collection now (no major one). */
void rpy_gc_collect_minor(void);
/* Whether p is in the nursery (the generational collector's). */
int rpy_gc_is_young(const void *p);
/* Whether p is an object of the heap that is allocated (not a free cell). */
int rpy_gc_is_live_object(const void *p);

/* Generated code, and the list, dict and set helpers its header instantiates, allocate
 * through the inline fast path rather than the collector's out-of-line entry point (a
 * call per new list, dict or iterator; the collector's own C files do not define
 * RPY_GC_CHOSEN). */
#ifdef RPY_GC_CHOSEN
#define rpy_malloc_typed(tid, n) rpy_gc_malloc_fixed((uint32_t)(tid), (n))
#endif

#ifdef __cplusplus
}
#endif

#endif /* RPY_GC_H */
