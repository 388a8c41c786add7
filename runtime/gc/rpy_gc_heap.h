/* rpy_gc_heap.h: what the exact collectors share (docs/gc.md): the page heap that holds
 * the mark-and-sweep collector's objects and the generational collector's old
 * generation, its marking and sweeping, the settings read from the environment, the
 * shadow stack, and the tracing of an object by its type's layout.
 *
 * The heap is one reserved range of address space cut into pages of RPY_GC_PAGE bytes.
 * A page holds cells of one size (objects of up to RPY_GC_SMALL_CLASSES - 1 granules,
 * header included), or is part of a run of pages holding one large object, or is free.
 * Small objects come from a free list per size (rpy_gc_free_cells), large ones from the
 * first free run that fits.  Nothing in it moves.
 *
 * Internal to the collectors' C files; generated code includes rpy_gc.h only. */
#ifndef RPY_GC_HEAP_H
#define RPY_GC_HEAP_H

#include <stddef.h>
#include <stdint.h>

#include "rpy.h"
#include "rpy_gc.h"

/* The settings of the environment (read once at start-up, or set by the unit tests). */
typedef struct rpy_gc_settings {
    size_t limit;         /* RPY_GC_MAX: the heap's pages may not exceed it; 0: none */
    size_t min_threshold; /* RPY_GC_MIN */
    double growth;        /* RPY_GC_MAJOR_COLLECT */
    int stress;           /* RPY_GC_STRESS */
    int stats;            /* RPY_GC_STATS */
    size_t nursery;       /* RPY_GC_NURSERY (the generational collector); 0: its default */
    int verify;           /* RPY_GC_VERIFY (the generational collector) */
} rpy_gc_settings;
extern rpy_gc_settings rpy_gc_config;

/* Reads rpy_gc_config from the environment. */
void rpy_gc_read_settings(void);
/* "64MB", "2G", "1000000": bytes; 0 when absent or unreadable. */
size_t rpy_gc_parse_size(const char *text);
void rpy_gc_fatal(const char *what) __attribute__((noreturn));
/* The collector's own memory could not be had (its start-up's address space under `ulimit
 * -v`, the tables it grows): the program ends as an uncaught MemoryError (exit status 1),
 * `what` on stderr first. */
void rpy_gc_out_of_memory(const char *what) __attribute__((noreturn));
double rpy_gc_now(void);

/* The bottom of the shadow stack (rpy_gc_root_top is its top). */
extern void **rpy_gc_root_base;

/* Reserves the heap's range (per rpy_gc_config.limit) and, once, the shadow stack. */
void rpy_gc_heap_init(void);
/* Gives the whole heap back (the unit tests, before rpy_gc_heap_init again). */
void rpy_gc_heap_release(void);
int rpy_gc_heap_ready(void);

/* A new object of the heap: header set (flags 0), payload zeroed when `zero`.  NULL when
 * the heap limit or the reservation refuses.  *taken: the bytes it occupies (its cell
 * or its pages), which the collectors count against their thresholds. */
void *rpy_gc_heap_alloc(uint32_t tid, size_t size, int zero, size_t *taken);
/* Non-zero: rpy_gc_heap_alloc takes pages beyond the limit (up to the reservation's
 * end).  Set around the allocation a refused one is retried as (rpy_gc_malloc_slow,
 * after raising MemoryError) and around the copies of a minor collection, which cannot
 * fail. */
extern int rpy_gc_heap_ignore_limit;
/* An allocation the limit refused: `retry` runs again beyond the limit (the program
 * ends with MemoryError only when even that fails), and the next collect point collects
 * (a major collection).  When the live data still exceed the limit after it, that
 * collection raises MemoryError (pending: rpy_gc_heap_after_collection, which the
 * collectors call after every major one). */
void *rpy_gc_heap_refused(void *(*retry)(uint32_t tid, size_t size), uint32_t tid, size_t size);
extern int rpy_gc_heap_refused_since_collection;
void rpy_gc_heap_after_collection(void);
/* The bytes an object of `size` occupies in the heap. */
size_t rpy_gc_heap_footprint(size_t size);

/* Reference counting (rpy_gc_refcount.c): gives the object of header h back at once
 * (a small cell to its free list, a large object's pages to the free runs).  Returns
 * the bytes it occupied. */
size_t rpy_gc_heap_free(rpy_gc_header *h);

/* The header of the heap object that contains p, or NULL when p is not in an allocated
 * object of the heap (static data, a free cell, a header).  Interior pointers find
 * their object too. */
rpy_gc_header *rpy_gc_heap_object_of(const void *p);

/* Marking: marks the object p is in (when it is one of the heap's) and traces what it
 * reaches; rpy_gc_heap_mark_all marks from every root (shadow stack, static roots,
 * the exception state). */
void rpy_gc_heap_mark(void *p);
void rpy_gc_heap_mark_all(void);
/* Frees every unmarked object and clears the marks.  Returns the bytes of the live
 * objects (cells and pages). */
size_t rpy_gc_heap_sweep(void);
/* The same with every allocated object live, their flags left alone (reference
 * counting, whose objects are freed one by one: pages whose cells are all free go back
 * to the free runs, and the free lists are rebuilt in address order). */
size_t rpy_gc_heap_sweep_allocated(void);
/* The pages taken from the system now (what the heap limit counts). */
size_t rpy_gc_heap_pages_bytes(void);
/* Calls fn on every allocated object of the heap, in address order. */
void rpy_gc_heap_walk(void (*fn)(rpy_gc_header *h));

/* The layout of type id `tid`. */
static inline const rpy_gc_type_info *rpy_gc_type_of(uint32_t tid) {
    extern const rpy_gc_type_info rpy_gc_runtime_types[RPY_TID_FIRST_PROGRAM];
    if (tid < RPY_TID_FIRST_PROGRAM) {
        if (tid == RPY_TID_NONE) rpy_gc_fatal("an object without a type");
        return &rpy_gc_runtime_types[tid];
    }
    if (tid - RPY_TID_FIRST_PROGRAM >= rpy_gc_program_type_count)
        rpy_gc_fatal("an unknown type id");
    return &rpy_gc_program_types[tid - RPY_TID_FIRST_PROGRAM];
}

/* Calls visit on the address of every GC pointer field of the object of header h (a
 * constant visit inlines). */
static inline __attribute__((always_inline)) void rpy_gc_trace(rpy_gc_header *h,
                                                                void (*visit)(void **slot)) {
    const rpy_gc_type_info *t = rpy_gc_type_of(h->tid);
    char *obj = (char *)(h + 1);
    uint32_t i;
    if (t->nptrs == 0) return;
    if (!t->varsize) {
        for (i = 0; i < t->nptrs; i++) visit((void **)(obj + t->ptrs[i]));
    } else {
        size_t at;
        for (at = t->items_offset; at + t->item_size <= h->size; at += t->item_size)
            for (i = 0; i < t->nptrs; i++) visit((void **)(obj + at + t->ptrs[i]));
    }
}

#endif /* RPY_GC_HEAP_H */
