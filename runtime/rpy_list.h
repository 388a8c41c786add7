/* rpy_list.h: resizable and fixed-size lists, one instantiation per item type (included by rpy.h).
 *
 * GenC writes RPY_LIST_DEFINE(rpy_list_long, long, 1) for every item type it needs; all
 * functions are static inline, so an instantiation costs nothing until used.  Errors and
 * their messages are CPython's; the exception state is set and a zero value returned.
 *
 *   RPY_LIST_DEFINE(NAME, NAME##_item, ATOMIC)        storage, indexing, slicing, iteration
 *   RPY_LIST_DEFINE_EQ(NAME, NAME##_item, EQ)         contains/index/count/remove/eq (EQ(a, b) -> int)
 *   RPY_LIST_DEFINE_EQ_REPR(NAME, NAME##_item, EQ, R) the same, and index() names the missing item
 *                                           with R(item) -> rpy_string* as CPython does
 *   RPY_LIST_DEFINE_SORT(NAME, NAME##_item, LT)       sort/min/max/lt (LT(a, b) -> int)
 *
 * ATOMIC is 1 when NAME##_item holds no pointers, so the item array is never scanned by the GC.
 *
 * Fixed-size lists (RPython's GcArray: a list no operation of the program ever resizes)
 * are `struct NAME { long length; T items[]; }`, one allocation, with the same functions
 * minus the resizing ones (append, pop, insert, extend, remove, del, slice assignment,
 * clear, *=):
 *
 *   RPY_ARRAY_DEFINE(NAME, T, ATOMIC), RPY_ARRAY_DEFINE_EQ(NAME, T, EQ),
 *   RPY_ARRAY_DEFINE_EQ_REPR(NAME, T, EQ, R), RPY_ARRAY_DEFINE_SORT(NAME, T, LT)
 *
 * Both layouts name their fields `length` and `items`, so code reading them (the macros
 * shared through RPY_SEQ_DEFINE_*_, GenC's repr/eq/cmp helpers, RPY_SEQ_COPY) serves both. */
#ifndef RPY_LIST_H
#define RPY_LIST_H

#ifndef RPY_H
#error "include rpy.h, not rpy_list.h"
#endif

/* Whether NAME is a tuple of any length (GenC's "rpy_array_vtuple_X", a fixed-size list
 * shown as a tuple): its errors say "tuple" as CPython's do.  A constant once compiled. */
#define RPY_SEQ_IS_TUPLE_(NAME) (__builtin_strncmp(#NAME, "rpy_array_vtuple_", 17) == 0)
/* And whether it is GenC's bytearray ("rpy_list_bytearray"). */
#define RPY_SEQ_IS_BYTEARRAY_(NAME) (__builtin_strcmp(#NAME, "rpy_list_bytearray") == 0)

/* ValueError: "attempt to assign sequence of size GIVEN to extended slice of size SIZE". */
void rpy_raise_extended_slice_size(long given, long size);

/* Python's slice-bound adjustment for step 1: negatives count from the end, then both
 * bounds are clamped to [0, length]; an inverted slice is empty (stop = start). */
static inline void rpy_adjust_slice(long length, long *start, long *stop) {
    if (*start < 0) {
        *start += length;
        if (*start < 0) *start = 0;
    } else if (*start > length) {
        *start = length;
    }
    if (*stop < 0) {
        *stop += length;
        if (*stop < 0) *stop = 0;
    } else if (*stop > length) {
        *stop = length;
    }
    if (*stop < *start) *stop = *start;
}

/* PySlice_GetIndicesEx for an explicit step: returns the number of items and adjusts
 * start (the first index taken) and stop (slice.indices()' stop).  has_start/has_stop say
 * whether the bound was written; step must not be 0 (callers raise "slice step cannot be
 * zero"). */
static inline long rpy_adjust_slice_step(long length, long *start, long *stop, long step,
                                         int has_start, int has_stop) {
    long lo, hi;
    if (!has_start) {
        *start = step < 0 ? length - 1 : 0;
    } else if (*start < 0) {
        *start += length;
        if (*start < 0) *start = step < 0 ? -1 : 0;
    } else if (*start >= length) {
        *start = step < 0 ? length - 1 : length;
    }
    if (!has_stop) {
        *stop = step < 0 ? -1 : length;
    } else if (*stop < 0) {
        *stop += length;
        if (*stop < 0) *stop = step < 0 ? -1 : 0;
    } else if (*stop >= length) {
        *stop = step < 0 ? length - 1 : length;
    }
    lo = *start;
    hi = *stop;
    if (step < 0) {
        if (hi < lo) return (long)(((unsigned long)(lo - hi) - 1) / (0UL - (unsigned long)step) + 1);
    } else {
        if (lo < hi) return (long)(((unsigned long)(hi - lo) - 1) / (unsigned long)step + 1);
    }
    return 0;
}

/* Indexing is in every inner loop: always inlined, whatever gcc's size estimate. */
#define RPY_ALWAYS_INLINE __attribute__((always_inline))

/* A zero value of any type, returned alongside a raised exception. */
#define RPY_RETURN_ZERO(T)                 \
    do {                                   \
        T rpy_zero_;                       \
        memset(&rpy_zero_, 0, sizeof(T));  \
        return rpy_zero_;                  \
    } while (0)

/* What lists and fixed-size lists share: everything that reads `length` and `items` and
 * never changes the length.  NAME##_new and NAME##_alloc_items come first. */
#define RPY_SEQ_DEFINE_COMMON_(NAME, T)                                                     \
    static inline NAME *NAME##_from_array(long n, const NAME##_item *items) {               \
        NAME *l = NAME##_new(n);                                                            \
        if (n > 0) memcpy(l->items, items, (size_t)n * sizeof(T));                          \
        RPY_RC_INCREF_ITEMS(l->items, n);                                                   \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline long NAME##_len(NAME *l) { return l->length; }                            \
                                                                                            \
/* Indexing.  The _nonneg forms take an index the annotator proved non-negative (a          \
 * `for i in range(...)` counter, a constant, a len()): RPython's ll_getitem_nonneg, one    \
 * test fewer in every inner loop (Richards: 3% fewer instructions).  The _ok forms say     \
 * whether they raised: GenC tests the result instead of reloading rpy_exc_type after       \
 * the access (see passes/genc/function_writer.cc). */                                      \
    static inline RPY_ALWAYS_INLINE int NAME##_getitem_nonneg_ok(NAME *l, long i,           \
                                                                 NAME##_item *out) {        \
        if (__builtin_expect((unsigned long)i >= (unsigned long)l->length, 0)) {            \
            rpy_raise_builtin(rpy_cls_IndexError,                                           \
                              RPY_SEQ_IS_TUPLE_(NAME)       ? "tuple index out of range"    \
                              : RPY_SEQ_IS_BYTEARRAY_(NAME) ? "bytearray index out of range" \
                                                            : "list index out of range");   \
            return 0;                                                                       \
        }                                                                                   \
        *out = l->items[i];                                                                 \
        return 1;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE int NAME##_getitem_ok(NAME *l, long i, NAME##_item *out) { \
        if (i < 0) i += l->length;                                                          \
        return NAME##_getitem_nonneg_ok(l, i, out);                                         \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE NAME##_item NAME##_getitem_nonneg(NAME *l, long i) {    \
        NAME##_item v;                                                                      \
        if (!NAME##_getitem_nonneg_ok(l, i, &v)) RPY_RETURN_ZERO(NAME##_item);              \
        return v;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE NAME##_item NAME##_getitem(NAME *l, long i) {           \
        if (i < 0) i += l->length;                                                          \
        return NAME##_getitem_nonneg(l, i);                                                 \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE int NAME##_setitem_nonneg_ok(NAME *l, long i,           \
                                                                 NAME##_item v) {           \
        if (__builtin_expect((unsigned long)i >= (unsigned long)l->length, 0)) {            \
            rpy_raise_builtin(rpy_cls_IndexError, RPY_SEQ_IS_BYTEARRAY_(NAME)               \
                                                      ? "bytearray index out of range"      \
                                                      : "list assignment index out of range"); \
            return 0;                                                                       \
        }                                                                                   \
        NAME##_written_(l, i, 1);                                                                     \
        RPY_RC_ASSIGN(l->items[i], v);                                                      \
        return 1;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE int NAME##_setitem_ok(NAME *l, long i, NAME##_item v) { \
        if (i < 0) i += l->length;                                                          \
        return NAME##_setitem_nonneg_ok(l, i, v);                                           \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE void NAME##_setitem_nonneg(NAME *l, long i, NAME##_item v) { \
        NAME##_setitem_nonneg_ok(l, i, v);                                                  \
    }                                                                                       \
                                                                                            \
    static inline RPY_ALWAYS_INLINE void NAME##_setitem(NAME *l, long i, NAME##_item v) {   \
        NAME##_setitem_ok(l, i, v);                                                         \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_concat(NAME *a, NAME *b) {                                   \
        NAME *l = NAME##_new(a->length + b->length);                                        \
        memcpy(l->items, a->items, (size_t)a->length * sizeof(T));                          \
        memcpy(l->items + a->length, b->items, (size_t)b->length * sizeof(T));              \
        RPY_RC_INCREF_ITEMS(l->items, l->length);                                           \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_mul(NAME *a, long n) {                                       \
        NAME *l;                                                                            \
        long i;                                                                             \
        if (n <= 0 || a->length == 0) return NAME##_new(0);                                 \
        if (n > LONG_MAX / a->length) rpy_fatal_memory_error();                             \
        l = NAME##_new(a->length * n);                                                      \
        for (i = 0; i < n; i++)                                                             \
            memcpy(l->items + i * a->length, a->items, (size_t)a->length * sizeof(T));      \
        RPY_RC_INCREF_ITEMS(l->items, l->length);                                           \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    /* [item] * n, without the one-item list first (RPython's alloc_and_set). */          \
    static inline NAME *NAME##_alloc_and_set(long n, NAME##_item item) {                    \
        NAME *l = NAME##_new(n);                                                            \
        long i;                                                                             \
        for (i = 0; i < l->length; i++) l->items[i] = item;                                 \
        RPY_RC_INCREF_ITEMS(l->items, l->length);                                           \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_slice(NAME *l, long start, long stop) {                      \
        rpy_adjust_slice(l->length, &start, &stop);                                         \
        return NAME##_from_array(stop - start, l->items + start);                           \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_slice_step(NAME *l, long start, long stop, long step,        \
                                          int has_start, int has_stop) {                    \
        NAME *r;                                                                            \
        long n, i;                                                                          \
        if (step == 0) {                                                                    \
            rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");             \
            return NULL;                                                                    \
        }                                                                                   \
        n = rpy_adjust_slice_step(l->length, &start, &stop, step, has_start, has_stop);     \
        r = NAME##_new(n);                                                                  \
        for (i = 0; i < n; i++) r->items[i] = l->items[start + i * step];                   \
        RPY_RC_INCREF_ITEMS(r->items, n);                                                   \
        return r;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_copy(NAME *l) { return NAME##_from_array(l->length, l->items); } \
                                                                                            \
    static inline void NAME##_reverse(NAME *l) {                                            \
        long i = 0, j = l->length - 1;                                                      \
        NAME##_written_(l, 0, l->length); /* items move to other cards */                   \
        for (; i < j; i++, j--) {                                                           \
            NAME##_item tmp = l->items[i];                                                  \
            l->items[i] = l->items[j];                                                      \
            l->items[j] = tmp;                                                              \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    static inline NAME##_iter *NAME##_iter_new(NAME *l) {                                   \
        NAME##_iter *it = (NAME##_iter *)rpy_malloc_typed(RPY_TID(NAME##_iter), sizeof(NAME##_iter)); \
        RPY_RC_ASSIGN(it->list, l);                                                         \
        it->index = 0;                                                                      \
        return it;                                                                          \
    }                                                                                       \
                                                                                            \
    /* The length is read on every step; once exhausted the iterator stays exhausted. */    \
    static inline NAME##_item NAME##_iter_next(NAME##_iter *it) {                           \
        NAME *l = it->list;                                                                 \
        if (l != NULL && it->index < l->length) return l->items[it->index++];               \
        RPY_RC_ASSIGN(it->list, NULL);                                                      \
        rpy_raise_builtin(rpy_cls_StopIteration, NULL);                                     \
        RPY_RETURN_ZERO(NAME##_item);                                                       \
    }                                                                                       \
                                                                                            \
    /* iter_next for a loop whose `except StopIteration` ignores the exception: returns 0   \
     * at the end instead of raising (the iterator stays exhausted all the same). */        \
    static inline RPY_ALWAYS_INLINE int NAME##_iter_next_ok(NAME##_iter *it, NAME##_item *out) { \
        NAME *l = it->list;                                                                 \
        if (l != NULL && it->index < l->length) {                                           \
            *out = l->items[it->index++];                                                   \
            return 1;                                                                       \
        }                                                                                   \
        RPY_RC_ASSIGN(it->list, NULL);                                                      \
        return 0;                                                                           \
    }                                                                                       \
                                                                                            \
    /* list(it): the items an iterator has left, in a new list; it is then exhausted. */    \
    static inline NAME *NAME##_iter_drain(NAME##_iter *it) {                                \
        NAME *l = it->list, *out;                                                           \
        long start = l != NULL && it->index < l->length ? it->index : 0;                    \
        long n = l != NULL && it->index < l->length ? l->length - start : 0;                \
        out = NAME##_new(n);                                                                \
        if (n > 0) memcpy(out->items, l->items + start, (size_t)n * sizeof(NAME##_item));   \
        RPY_RC_INCREF_ITEMS(out->items, n);                                                 \
        RPY_RC_ASSIGN(it->list, NULL);                                                      \
        return out;                                                                         \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_riter_drain(NAME##_riter *it) {                              \
        NAME *l = it->list, *out;                                                           \
        long i, n = l != NULL && it->index >= 0 && it->index < l->length ? it->index + 1 : 0; \
        out = NAME##_new(n);                                                                \
        for (i = 0; i < n; i++) out->items[i] = l->items[n - 1 - i];                        \
        RPY_RC_INCREF_ITEMS(out->items, n);                                                 \
        RPY_RC_ASSIGN(it->list, NULL);                                                      \
        it->index = -1;                                                                     \
        return out;                                                                         \
    }                                                                                       \
                                                                                            \
    static inline NAME##_riter *NAME##_riter_new(NAME *l) {                                 \
        NAME##_riter *it = (NAME##_riter *)rpy_malloc_typed(RPY_TID(NAME##_riter), sizeof(NAME##_riter)); \
        RPY_RC_ASSIGN(it->list, l);                                                         \
        it->index = l->length - 1;                                                          \
        return it;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline NAME##_item NAME##_riter_next(NAME##_riter *it) {                         \
        NAME *l = it->list;                                                                 \
        if (l != NULL && it->index >= 0 && it->index < l->length)                           \
            return l->items[it->index--];                                                   \
        RPY_RC_ASSIGN(it->list, NULL);                                                      \
        it->index = -1;                                                                     \
        rpy_raise_builtin(rpy_cls_StopIteration, NULL);                                     \
        RPY_RETURN_ZERO(NAME##_item);                                                       \
    }

/* The iterator states of lists and fixed-size lists. */
#define RPY_SEQ_DEFINE_ITER_TYPES_(NAME)                                                    \
    typedef struct NAME##_iter {                                                            \
        NAME *list;                                                                         \
        long index;                                                                         \
    } NAME##_iter;                                                                          \
    typedef struct NAME##_riter {                                                           \
        NAME *list;                                                                         \
        long index;                                                                         \
    } NAME##_riter;

/* An items buffer (also the scratch buffer of sort). */
#define RPY_SEQ_DEFINE_ALLOC_ITEMS_(NAME, ATOMIC)                                           \
    static inline NAME##_item *NAME##_alloc_items(long n) {                                 \
        size_t bytes;                                                                       \
        if (n < 1) n = 1;                                                                   \
        if ((unsigned long)n > (size_t)LONG_MAX / sizeof(NAME##_item)) rpy_fatal_memory_error(); \
        bytes = (size_t)n * sizeof(NAME##_item);                                            \
        return (NAME##_item *)rpy_malloc_typed((ATOMIC) ? (unsigned int)RPY_TID_ATOMIC : (unsigned int)RPY_TID(NAME##_items), bytes); \
    }

/* What only resizable lists have. */
#define RPY_LIST_DEFINE_RESIZE_(NAME, T)                                                    \
    static inline void NAME##_append(NAME *l, NAME##_item v) {                              \
        if (l->length >= l->allocated) NAME##_reserve(l, l->length + 1);                    \
        NAME##_written_(l, l->length, 1);                                                                 \
        l->items[l->length] = v;                                                            \
        RPY_RC_INCREF(l->items[l->length]);                                                 \
        l->length++;                                                                        \
    }                                                                                       \
                                                                                            \
    /* Removing items clears the vacated slots so the GC does not keep them alive. */       \
    static inline void NAME##_remove_range(NAME *l, long start, long stop) {                \
        long n = stop - start;                                                              \
        if (n <= 0) return;                                                                 \
        RPY_RC_DECREF_ITEMS(l->items + start, n);                                           \
        NAME##_written_(l, start, l->length - stop); /* items move to other cards */        \
        memmove(l->items + start, l->items + stop, (size_t)(l->length - stop) * sizeof(NAME##_item)); \
        memset(l->items + l->length - n, 0, (size_t)n * sizeof(T));                         \
        l->length -= n;                                                                     \
    }                                                                                       \
                                                                                            \
    static inline NAME##_item NAME##_pop(NAME *l, long i) {                                 \
        NAME##_item v;                                                                      \
        if (l->length == 0) {                                                               \
            rpy_raise_builtin(rpy_cls_IndexError, "pop from empty list");                   \
            RPY_RETURN_ZERO(NAME##_item);                                                   \
        }                                                                                   \
        if (i < 0) i += l->length;                                                          \
        if ((unsigned long)i >= (unsigned long)l->length) {                                 \
            rpy_raise_builtin(rpy_cls_IndexError, "pop index out of range");                \
            RPY_RETURN_ZERO(NAME##_item);                                                   \
        }                                                                                   \
        v = l->items[i];                                                                    \
        NAME##_remove_range(l, i, i + 1);                                                   \
        return v;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline NAME##_item NAME##_pop_last(NAME *l) {                                    \
        NAME##_item v;                                                                      \
        if (l->length == 0) {                                                               \
            rpy_raise_builtin(rpy_cls_IndexError, "pop from empty list");                   \
            RPY_RETURN_ZERO(NAME##_item);                                                   \
        }                                                                                   \
        v = l->items[--l->length];                                                          \
        memset(&l->items[l->length], 0, sizeof(T));                                         \
        RPY_RC_DECREF(v);                                                                   \
        return v;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_insert(NAME *l, long i, NAME##_item v) {                      \
        if (i < 0) {                                                                        \
            i += l->length;                                                                 \
            if (i < 0) i = 0;                                                               \
        } else if (i > l->length) {                                                         \
            i = l->length;                                                                  \
        }                                                                                   \
        NAME##_reserve(l, l->length + 1);                                                   \
        NAME##_written_(l, i, l->length + 1 - i);                                                                 \
        memmove(l->items + i + 1, l->items + i, (size_t)(l->length - i) * sizeof(T));       \
        l->items[i] = v;                                                                    \
        RPY_RC_INCREF(l->items[i]);                                                         \
        l->length++;                                                                        \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_delitem(NAME *l, long i) {                                    \
        if (i < 0) i += l->length;                                                          \
        if (__builtin_expect((unsigned long)i >= (unsigned long)l->length, 0)) {            \
            rpy_raise_builtin(rpy_cls_IndexError, RPY_SEQ_IS_BYTEARRAY_(NAME)               \
                                                      ? "bytearray index out of range"      \
                                                      : "list assignment index out of range"); \
            return;                                                                         \
        }                                                                                   \
        NAME##_remove_range(l, i, i + 1);                                                   \
    }                                                                                       \
                                                                                            \
    /* Reads other's length once, so l.extend(l) doubles the list as in CPython. */         \
    static inline void NAME##_extend(NAME *l, NAME *other) {                                \
        long n = other->length;                                                             \
        NAME##_reserve(l, l->length + n);                                                   \
        NAME##_written_(l, l->length, n);                                                                 \
        memmove(l->items + l->length, other->items, (size_t)n * sizeof(T));                 \
        RPY_RC_INCREF_ITEMS(l->items + l->length, n);                                       \
        l->length += n;                                                                     \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_inplace_mul(NAME *l, long n) {                                \
        long len = l->length, i;                                                            \
        if (n <= 0 || len == 0) {                                                           \
            RPY_RC_DECREF_ITEMS(l->items, len);                                             \
            memset(l->items, 0, (size_t)len * sizeof(T));                                   \
            l->length = 0;                                                                  \
            return;                                                                         \
        }                                                                                   \
        if (n > LONG_MAX / len) rpy_fatal_memory_error();                                   \
        NAME##_reserve(l, len * n);                                                         \
        NAME##_written_(l, 0, len * n);                                                     \
        for (i = 1; i < n; i++) memcpy(l->items + i * len, l->items, (size_t)len * sizeof(NAME##_item)); \
        RPY_RC_INCREF_ITEMS(l->items + len, len * (n - 1));                                 \
        l->length = len * n;                                                                \
    }                                                                                       \
                                                                                            \
    /* l[start:stop] = src; src may be l itself. */                                         \
    static inline void NAME##_setslice(NAME *l, long start, long stop, NAME *src) {         \
        long n, old_n, delta;                                                               \
        NAME##_item *copy = src->items;                                                     \
        rpy_adjust_slice(l->length, &start, &stop);                                         \
        n = src->length;                                                                    \
        if (src == l) {                                                                     \
            copy = NAME##_alloc_items(n);                                                   \
            memcpy(copy, l->items, (size_t)n * sizeof(T));                                  \
            RPY_RC_INCREF_ITEMS(copy, n); /* the copy is an object: freed, it drops them */ \
        }                                                                                   \
        old_n = stop - start;                                                               \
        delta = n - old_n;                                                                  \
        if (delta < 0) {                                                                    \
            NAME##_remove_range(l, stop + delta, stop);                                     \
        } else if (delta > 0) {                                                             \
            NAME##_reserve(l, l->length + delta);                                           \
            memmove(l->items + stop + delta, l->items + stop,                               \
                    (size_t)(l->length - stop) * sizeof(T));                                \
            l->length += delta;                                                             \
        }                                                                                   \
        NAME##_written_(l, 0, l->length);                                                                 \
        /* The items of the slice left at [start, start + min(n, old_n)) go; what the move \
         * above left beyond them are stale copies. */                                     \
        RPY_RC_DECREF_ITEMS(l->items + start, delta < 0 ? n : old_n);                        \
        memcpy(l->items + start, copy, (size_t)n * sizeof(T));                              \
        RPY_RC_INCREF_ITEMS(l->items + start, n);                                           \
    }                                                                                       \
                                                                                            \
    /* l[start:stop:step] = src: as many items as the slice selects (CPython's ValueError \
     * otherwise); a step of 1 is a plain slice assignment, which may resize. */           \
    static inline void NAME##_setslice_step(NAME *l, long start, long stop, long step,      \
                                            int has_start, int has_stop, NAME *src) {       \
        long n, i;                                                                          \
        NAME##_item *copy = src->items;                                                     \
        if (step == 1) {                                                                    \
            NAME##_setslice(l, has_start ? start : 0, has_stop ? stop : LONG_MAX, src);     \
            return;                                                                         \
        }                                                                                   \
        if (step == 0) {                                                                    \
            rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");             \
            return;                                                                         \
        }                                                                                   \
        n = rpy_adjust_slice_step(l->length, &start, &stop, step, has_start, has_stop);     \
        if (src->length != n) {                                                             \
            rpy_raise_extended_slice_size(src->length, n);                                  \
            return;                                                                         \
        }                                                                                   \
        if (src == l) {                                                                     \
            copy = NAME##_alloc_items(n > 0 ? n : 1);                                       \
            memcpy(copy, l->items, (size_t)n * sizeof(T));                                  \
            RPY_RC_INCREF_ITEMS(copy, n);                                                   \
        }                                                                                   \
        NAME##_written_(l, 0, l->length);                                                                 \
        for (i = 0; i < n; i++) RPY_RC_ASSIGN(l->items[start + i * step], copy[i]);         \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_delslice(NAME *l, long start, long stop) {                    \
        rpy_adjust_slice(l->length, &start, &stop);                                         \
        NAME##_remove_range(l, start, stop);                                                \
    }                                                                                       \
                                                                                            \
    /* del l[start:stop:step]: the n items slice.indices() selects, the rest moved down in \
     * one pass (a negative step selects the same items from the other end). */            \
    static inline void NAME##_delslice_step(NAME *l, long start, long stop, long step,      \
                                            int has_start, int has_stop) {                  \
        long n, kept, next, r, taken = 0;                                                   \
        if (step == 0) {                                                                    \
            rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero");             \
            return;                                                                         \
        }                                                                                   \
        n = rpy_adjust_slice_step(l->length, &start, &stop, step, has_start, has_stop);     \
        if (n <= 0) return;                                                                 \
        if (step < 0) {                                                                     \
            start += (n - 1) * step;                                                        \
            step = -step;                                                                   \
        }                                                                                   \
        kept = start;                                                                       \
        next = start;                                                                       \
        NAME##_written_(l, start, l->length - start);                                       \
        for (r = start; r < l->length; r++) {                                               \
            if (taken < n && r == next) {                                                   \
                RPY_RC_DECREF(l->items[r]);                                                 \
                taken++;                                                                    \
                next += step;                                                               \
                continue;                                                                   \
            }                                                                               \
            l->items[kept++] = l->items[r];                                                 \
        }                                                                                   \
        memset(l->items + kept, 0, (size_t)(l->length - kept) * sizeof(T));                 \
        l->length = kept;                                                                   \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_clear(NAME *l) {                                              \
        RPY_RC_ASSIGN(l->items, NAME##_alloc_items(1)); /* the old block drops the items */ \
        RPY_GC_WRITE_BARRIER(l);                                                            \
        l->allocated = 1;                                                                   \
        l->length = 0;                                                                      \
    }

#define RPY_LIST_DEFINE(NAME, T, ATOMIC)                                                    \
    typedef T NAME##_item; /* a name for T, so that T may be a pointer type */              \
    typedef struct NAME {                                                                   \
        long length;                                                                        \
        long allocated;                                                                     \
        NAME##_item *items;                                                                 \
    } NAME;                                                                                 \
    RPY_SEQ_DEFINE_ITER_TYPES_(NAME)                                                        \
    RPY_SEQ_DEFINE_ALLOC_ITEMS_(NAME, ATOMIC)                                               \
                                                                                            \
    /* Capacity for at least `needed` items; grows by 1/2 so appends are amortised O(1). */ \
    static inline void NAME##_reserve(NAME *l, long needed) {                               \
        long cap;                                                                           \
        NAME##_item *items;                                                                 \
        if (needed <= l->allocated) return;                                                 \
        cap = l->allocated + (l->allocated >> 1) + 4;                                       \
        if (cap < needed) cap = needed;                                                     \
        items = NAME##_alloc_items(cap);                                                    \
        if (l->length > 0) memcpy(items, l->items, (size_t)l->length * sizeof(T));          \
        RPY_RC_INCREF_ITEMS(items, l->length); /* the old block drops its own */            \
        RPY_RC_ASSIGN(l->items, items);                                                                   \
        RPY_GC_WRITE_BARRIER(l);                                                            \
        l->allocated = cap;                                                                 \
    }                                                                                       \
                                                                                            \
    /* Before items that may be GC pointers are stored into items[first .. first + n) (or  \
     * moved there from elsewhere in the list): the write barrier (rpy.h) on the items     \
     * block, which marks the cards of those items when it has cards. */                   \
    static inline RPY_ALWAYS_INLINE void NAME##_written_(NAME *l, long first, long n) {     \
        if (!(ATOMIC)) RPY_GC_WRITE_BARRIER_ITEMS(l->items, first, n);                      \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_new(long length) {                                           \
        NAME *l = (NAME *)rpy_malloc_typed(RPY_TID(NAME), sizeof(NAME));                    \
        if (length < 0) length = 0;                                                         \
        RPY_RC_ASSIGN(l->items, NAME##_alloc_items(length));                                \
        l->length = length;                                                                 \
        l->allocated = length > 0 ? length : 1;                                             \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    RPY_SEQ_DEFINE_COMMON_(NAME, T)                                                         \
    RPY_LIST_DEFINE_RESIZE_(NAME, T)

/* Fixed-size lists (lists the program never resizes): struct { long length; T items[]; },
 * one allocation, every non-resizing operation of RPY_LIST_DEFINE with the same names. */
#define RPY_ARRAY_DEFINE(NAME, T, ATOMIC)                                                   \
    typedef T NAME##_item; /* a name for T, so that T may be a pointer type */              \
    /* One allocation: the length, then the items inline (RPython's GcArray). */            \
    typedef struct NAME {                                                                   \
        long length;                                                                        \
        NAME##_item items[];                                                                \
    } NAME;                                                                                 \
    RPY_SEQ_DEFINE_ITER_TYPES_(NAME)                                                        \
    RPY_SEQ_DEFINE_ALLOC_ITEMS_(NAME, ATOMIC)                                               \
                                                                                            \
    /* Zeroed items; a fixed list never changes its length. */                              \
    static inline NAME *NAME##_new(long length) {                                           \
        NAME *l;                                                                            \
        size_t bytes;                                                                       \
        if (length < 0) length = 0;                                                         \
        if ((unsigned long)length > ((size_t)LONG_MAX - sizeof(NAME)) / sizeof(NAME##_item)) \
            rpy_fatal_memory_error();                                                       \
        bytes = sizeof(NAME) + (size_t)length * sizeof(NAME##_item);                        \
        l = (NAME *)rpy_malloc_typed((ATOMIC) ? (unsigned int)RPY_TID_ATOMIC : (unsigned int)RPY_TID(NAME), bytes); \
        l->length = length;                                                                 \
        return l;                                                                           \
    }                                                                                       \
                                                                                            \
    /* The items are inline: the write barrier (rpy.h) on the array itself. */              \
    static inline RPY_ALWAYS_INLINE void NAME##_written_(NAME *l, long first, long n) {     \
        if (!(ATOMIC)) RPY_GC_WRITE_BARRIER_ITEMS(l, first, n);                             \
    }                                                                                       \
                                                                                            \
    RPY_SEQ_DEFINE_COMMON_(NAME, T)

/* Membership and equality.  find() returns -1 instead of raising, for callers that build
 * their own message. */
#define RPY_SEQ_DEFINE_EQ_COMMON_(NAME, T, EQ)                                             \
    static inline long NAME##_find(NAME *l, NAME##_item v, long start, long stop) {                   \
        long i;                                                                             \
        rpy_adjust_slice(l->length, &start, &stop);                                         \
        for (i = start; i < stop && i < l->length; i++)                                     \
            if (EQ(l->items[i], v)) return i;                                               \
        return -1;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline int NAME##_contains(NAME *l, NAME##_item v) {                                       \
        long i;                                                                             \
        for (i = 0; i < l->length; i++)                                                     \
            if (EQ(l->items[i], v)) return 1;                                               \
        return 0;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline long NAME##_count(NAME *l, NAME##_item v) {                                         \
        long i, n = 0;                                                                      \
        for (i = 0; i < l->length; i++)                                                     \
            if (EQ(l->items[i], v)) n++;                                                    \
        return n;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline int NAME##_eq(NAME *a, NAME *b) {                                         \
        long i;                                                                             \
        if (a->length != b->length) return 0;                                               \
        for (i = 0; i < a->length; i++)                                                     \
            if (!EQ(a->items[i], b->items[i])) return 0;                                    \
        return 1;                                                                           \
    }

/* remove() resizes: lists only. */
#define RPY_LIST_DEFINE_REMOVE_(NAME)                                                      \
    static inline void NAME##_remove(NAME *l, NAME##_item v) {                                        \
        long i = NAME##_find(l, v, 0, LONG_MAX);                                            \
        if (i < 0) {                                                                        \
            rpy_raise_builtin(rpy_cls_ValueError, "list.remove(x): x not in list");         \
            return;                                                                         \
        }                                                                                   \
        NAME##_remove_range(l, i, i + 1);                                                   \
    }

#define RPY_LIST_DEFINE_EQ_COMMON_(NAME, T, EQ) \
    RPY_SEQ_DEFINE_EQ_COMMON_(NAME, T, EQ)    \
    RPY_LIST_DEFINE_REMOVE_(NAME)

/* Without a repr of the item, index() says what CPython up to 3.10 said. */
#define RPY_SEQ_DEFINE_INDEX_(NAME)                                                         \
    static inline long NAME##_index_range(NAME *l, NAME##_item v, long start, long stop) {            \
        long i = NAME##_find(l, v, start, stop);                                            \
        if (i < 0)                                                                          \
            rpy_raise_builtin(rpy_cls_ValueError, RPY_SEQ_IS_TUPLE_(NAME)                   \
                                                      ? "tuple.index(x): x not in tuple"    \
                                                      : "list.index(x): x not in list");    \
        return i;                                                                           \
    }                                                                                       \
    static inline long NAME##_index(NAME *l, NAME##_item v) {                                         \
        return NAME##_index_range(l, v, 0, LONG_MAX);                                       \
    }

/* CPython 3.11: "ValueError: 5 is not in list". */
#define RPY_SEQ_DEFINE_INDEX_REPR_(NAME, REPR)                                              \
    static inline long NAME##_index_range(NAME *l, NAME##_item v, long start, long stop) {            \
        static const char suffix[] = " is not in list";                                     \
        rpy_string *r, *msg;                                                                \
        long i = NAME##_find(l, v, start, stop);                                            \
        if (i >= 0) return i;                                                               \
        if (RPY_SEQ_IS_TUPLE_(NAME)) { /* CPython's tuple.index names no item */            \
            rpy_raise_builtin(rpy_cls_ValueError, "tuple.index(x): x not in tuple");        \
            return -1;                                                                      \
        }                                                                                   \
        r = REPR(v);                                                                        \
        msg = rpy_str_alloc(r->length + (long)sizeof(suffix) - 1);                          \
        memcpy(msg->chars, r->chars, (size_t)r->length);                                    \
        memcpy(msg->chars + r->length, suffix, sizeof(suffix) - 1);                         \
        rpy_raise_builtin_str(rpy_cls_ValueError, msg);                                     \
        return -1;                                                                          \
    }                                                                                       \
    static inline long NAME##_index(NAME *l, NAME##_item v) {                                         \
        return NAME##_index_range(l, v, 0, LONG_MAX);                                       \
    }

/* The instantiation macros of equality (see the top of this file). */
#define RPY_LIST_DEFINE_EQ(NAME, T, EQ)     \
    RPY_LIST_DEFINE_EQ_COMMON_(NAME, T, EQ) \
    RPY_SEQ_DEFINE_INDEX_(NAME)
#define RPY_LIST_DEFINE_EQ_REPR(NAME, T, EQ, REPR) \
    RPY_LIST_DEFINE_EQ_COMMON_(NAME, T, EQ)        \
    RPY_SEQ_DEFINE_INDEX_REPR_(NAME, REPR)
#define RPY_ARRAY_DEFINE_EQ(NAME, T, EQ)   \
    RPY_SEQ_DEFINE_EQ_COMMON_(NAME, T, EQ) \
    RPY_SEQ_DEFINE_INDEX_(NAME)
#define RPY_ARRAY_DEFINE_EQ_REPR(NAME, T, EQ, REPR) \
    RPY_SEQ_DEFINE_EQ_COMMON_(NAME, T, EQ)          \
    RPY_SEQ_DEFINE_INDEX_REPR_(NAME, REPR)

/* A copy of any list or fixed-size list `s` of the same item type, as a NAME:
 * `rpy_array_X_from_seq(l)` (GenC defines NAME##_from_seq with it). */
#define RPY_SEQ_COPY(NAME, s) NAME##_from_array((s)->length, (s)->items)

/* A copy of any list or fixed-size list of numbers `s` as a NAME of other numbers, each
 * item converted as C's assignment converts it (long to double, bool to long): the list
 * of ints met by a list of floats in `floats + ints`, `floats.extend(ints)`. */
#define RPY_SEQ_CONVERT(NAME, s)                                                           \
    ({                                                                                     \
        __typeof__(s) rpy_src_ = (s);                                                      \
        NAME *rpy_dst_ = NAME##_new(rpy_src_->length);                                     \
        for (long rpy_i_ = 0; rpy_i_ < rpy_src_->length; rpy_i_++)                         \
            rpy_dst_->items[rpy_i_] = rpy_src_->items[rpy_i_];                             \
        rpy_dst_;                                                                          \
    })


/* A copy of any list or fixed-size list of instances `s` as a NAME of instances of a base
 * class, each pointer cast (and stored as any store is, for the GC's bookkeeping): a list
 * of Goblins read as a list of Fighters in `heroes + monsters`. */
#define RPY_SEQ_UPCAST(NAME, s)                                                            \
    ({                                                                                     \
        __typeof__(s) rpy_src_ = (s);                                                      \
        NAME *rpy_dst_ = NAME##_new(rpy_src_->length);                                     \
        for (long rpy_i_ = 0; rpy_i_ < rpy_src_->length; rpy_i_++)                         \
            NAME##_set_unchecked(rpy_dst_, rpy_i_, (NAME##_item)rpy_src_->items[rpy_i_]);   \
        rpy_dst_;                                                                          \
    })

/* Ordering.  sort() follows CPython's list.sort closely enough that even inconsistent
 * orders (NaN) give CPython's result on lists shorter than 64 items: reverse=True is
 * reverse + stable ascending sort + reverse; a list is sorted by extending its leading
 * run (reversed if strictly descending) with binary insertion.  Longer lists are cut into
 * such runs (CPython's minrun) and merged stably. */
#define RPY_LIST_DEFINE_SORT(NAME, T, LT)                                                   \
    static inline void NAME##_reverse_items_(NAME##_item *lo, NAME##_item *hi) {                                \
        for (--hi; lo < hi; lo++, hi--) {                                                   \
            NAME##_item tmp = *lo;                                                                    \
            *lo = *hi;                                                                      \
            *hi = tmp;                                                                      \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* Length of the run starting at lo; a strictly descending run is reversed in place. */ \
    static inline long NAME##_count_run_(NAME##_item *lo, NAME##_item *hi) {                                    \
        long n = 2;                                                                         \
        NAME##_item *p = lo + 1;                                                                      \
        if (p >= hi) return 1;                                                              \
        if (LT(*p, *(p - 1))) {                                                             \
            for (p++; p < hi && LT(*p, *(p - 1)); p++) n++;                                 \
            NAME##_reverse_items_(lo, lo + n);                                              \
        } else {                                                                            \
            for (p++; p < hi && !LT(*p, *(p - 1)); p++) n++;                                \
        }                                                                                   \
        return n;                                                                           \
    }                                                                                       \
                                                                                            \
    /* [lo, start) is sorted; insert each of [start, hi) after its equals (stability). */   \
    static inline void NAME##_binary_insertion_(NAME##_item *lo, NAME##_item *hi, NAME##_item *start) {                   \
        for (; start < hi; start++) {                                                       \
            NAME##_item pivot = *start;                                                               \
            NAME##_item *l = lo, *r = start;                                                          \
            while (l < r) {                                                                 \
                NAME##_item *m = l + ((r - l) >> 1);                                                  \
                if (LT(pivot, *m)) r = m;                                                   \
                else l = m + 1;                                                             \
            }                                                                               \
            memmove(l + 1, l, (size_t)(start - l) * sizeof(T));                             \
            *l = pivot;                                                                     \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* Merges the sorted neighbours [lo, mid) and [mid, hi); tmp holds mid - lo items. */  \
    static inline void NAME##_merge_(NAME##_item *lo, NAME##_item *mid, NAME##_item *hi, NAME##_item *tmp) {                        \
        long na = mid - lo;                                                                 \
        NAME##_item *a = tmp, *a_end = tmp + na, *b = mid, *out = lo;                                 \
        memcpy(tmp, lo, (size_t)na * sizeof(T));                                            \
        while (a < a_end && b < hi) {                                                       \
            if (LT(*b, *a)) *out++ = *b++;                                                  \
            else *out++ = *a++;                                                             \
        }                                                                                   \
        while (a < a_end) *out++ = *a++;                                                    \
    }                                                                                       \
                                                                                            \
    static inline long NAME##_minrun_(long n) {                                             \
        long r = 0;                                                                         \
        while (n >= 64) {                                                                   \
            r |= n & 1;                                                                     \
            n >>= 1;                                                                        \
        }                                                                                   \
        return n + r;                                                                       \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_sort(NAME *l, int reverse) {                                  \
        long n = l->length, minrun, nruns = 0, width, i;                                    \
        long *bounds;                                                                       \
        NAME##_item *items = l->items, *tmp;                                                          \
        if (n < 2) return;                                                                  \
        NAME##_written_(l, 0, n); /* items move to other cards */                           \
        if (reverse) NAME##_reverse_items_(items, items + n);                               \
        minrun = NAME##_minrun_(n);                                                         \
        /* run boundaries: runs[k] = [bounds[k], bounds[k+1]) */                            \
        bounds = (long *)rpy_malloc_atomic(sizeof(long) * (size_t)(n / (minrun > 1 ? minrun : 1) + 2)); \
        for (i = 0; i < n;) {                                                               \
            long run = NAME##_count_run_(items + i, items + n);                             \
            if (run < minrun) {                                                             \
                long force = n - i < minrun ? n - i : minrun;                               \
                NAME##_binary_insertion_(items + i, items + i + force, items + i + run);    \
                run = force;                                                                \
            }                                                                               \
            bounds[nruns++] = i;                                                            \
            i += run;                                                                       \
        }                                                                                   \
        bounds[nruns] = n;                                                                  \
        if (nruns > 1) {                                                                    \
            /* The scratch buffer is GC-scanned: while merging, some items live only there. */ \
            tmp = NAME##_alloc_items(n);                                                    \
            for (width = 1; width < nruns; width *= 2) {                                    \
                long k;                                                                     \
                for (k = 0; k + width < nruns; k += 2 * width) {                            \
                    long hi_k = k + 2 * width < nruns ? k + 2 * width : nruns;              \
                    NAME##_merge_(items + bounds[k], items + bounds[k + width],             \
                                  items + bounds[hi_k], tmp);                               \
                }                                                                           \
            }                                                                               \
        }                                                                                   \
        if (reverse) NAME##_reverse_items_(items, items + n);                               \
        /* The scratch buffer's stale copies are not references. */                        \
        if (nruns > 1 && RPY_RC_IS_PTR_(tmp[0]) && RPY_RC_ON_) memset(tmp, 0, (size_t)n * sizeof(T)); \
    }                                                                                       \
                                                                                            \
    /* min() keeps the first of equal items, max() too (it replaces only on a greater). */ \
    static inline NAME##_item NAME##_min(NAME *l) {                                                   \
        long i;                                                                             \
        NAME##_item best;                                                                             \
        if (l->length == 0) {                                                               \
            rpy_raise_builtin(rpy_cls_ValueError, "min() arg is an empty sequence");        \
            RPY_RETURN_ZERO(NAME##_item);                                                             \
        }                                                                                   \
        best = l->items[0];                                                                 \
        for (i = 1; i < l->length; i++)                                                     \
            if (LT(l->items[i], best)) best = l->items[i];                                  \
        return best;                                                                        \
    }                                                                                       \
                                                                                            \
    static inline NAME##_item NAME##_max(NAME *l) {                                                   \
        long i;                                                                             \
        NAME##_item best;                                                                             \
        if (l->length == 0) {                                                               \
            rpy_raise_builtin(rpy_cls_ValueError, "max() arg is an empty sequence");        \
            RPY_RETURN_ZERO(NAME##_item);                                                             \
        }                                                                                   \
        best = l->items[0];                                                                 \
        for (i = 1; i < l->length; i++)                                                     \
            if (LT(best, l->items[i])) best = l->items[i];                                  \
        return best;                                                                        \
    }                                                                                       \
                                                                                            \
    /* Lexicographic a < b: the first differing item decides, else the shorter list. */    \
    static inline int NAME##_lt(NAME *a, NAME *b) {                                         \
        long i;                                                                             \
        for (i = 0; i < a->length && i < b->length; i++) {                                  \
            if (LT(a->items[i], b->items[i])) return 1;                                     \
            if (LT(b->items[i], a->items[i])) return 0;                                     \
        }                                                                                   \
        return a->length < b->length;                                                       \
    }

/* Fixed-size lists sort, compare and find min/max exactly as lists do. */
#define RPY_ARRAY_DEFINE_SORT(NAME, T, LT) RPY_LIST_DEFINE_SORT(NAME, T, LT)

#endif /* RPY_LIST_H */
