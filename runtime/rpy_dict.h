/* rpy_dict.h: insertion-ordered hash tables, one instantiation per key/value type
 * (included by rpy.h).
 *
 * The layout is CPython's compact dict: `entries` holds (hash, key, value) in insertion
 * order, deleted entries stay as holes until the next resize, and `indices` is an open
 * addressing table of entry numbers.  Iteration walks `entries`, so it sees keys in
 * insertion order, as CPython does; a resize compacts the holes away and keeps the order.
 *
 *   RPY_DICT_DEFINE(NAME, K, V, HASH, EQ)              HASH(k) -> long, EQ(a, b) -> int
 *   RPY_DICT_DEFINE_REPR(NAME, K, V, HASH, EQ, KREPR)  the same, and KeyError carries
 *                                                      KREPR(key) -> rpy_string* as CPython
 *   RPY_DICT_DEFINE_EQ(NAME, VEQ)                      NAME##_eq(a, b), VEQ(v, w) -> int
 *
 * Iterators yield entry numbers; read them with NAME##_entry_key / NAME##_entry_value. */
#ifndef RPY_DICT_H
#define RPY_DICT_H

#ifndef RPY_H
#error "include rpy.h, not rpy_dict.h"
#endif

#define RPY_DICT_EMPTY (-1L)
#define RPY_DICT_DUMMY (-2L)
#define RPY_DICT_MINSIZE 8
/* A lookup stopped by an exception its key's __hash__ or __eq__ raised (pending). */
#define RPY_DICT_FAILED (-3L)

/* Without a key repr the KeyError has no message (CPython would show repr(key)). */
#define RPY_DICT_NO_REPR(k) ((void)(k), (rpy_string *)NULL)

#define RPY_DICT_DEFINE(NAME, K, V, HASH, EQ) \
    RPY_DICT_DEFINE_REPR(NAME, K, V, HASH, EQ, RPY_DICT_NO_REPR)

#define RPY_DICT_DEFINE_REPR(NAME, K, V, HASH, EQ, KREPR)                                   \
    typedef struct NAME##_entry {                                                           \
        long hash;                                                                          \
        long live;                                                                          \
        K key;                                                                              \
        V value;                                                                            \
    } NAME##_entry;                                                                         \
    typedef struct NAME {                                                                   \
        long used;     /* live entries: len(d) */                                           \
        long nentries; /* entries[0 .. nentries) have been filled (live or deleted) */      \
        long usable;   /* entries allocated: 2/3 of the index table */                      \
        long mask;     /* index table size - 1 (a power of two) */                          \
        long *indices; /* RPY_DICT_EMPTY, RPY_DICT_DUMMY or an entry number */              \
        NAME##_entry *entries;                                                              \
    } NAME;                                                                                 \
    typedef struct NAME##_iter {                                                            \
        NAME *dict;                                                                         \
        long pos;                                                                           \
        long used_at_start;                                                                 \
    } NAME##_iter;                                                                          \
                                                                                            \
    static inline void NAME##_alloc_tables_(NAME *d, long size) {                           \
        long i;                                                                             \
        d->mask = size - 1;                                                                 \
        d->usable = (size << 1) / 3;                                                        \
        RPY_RC_ASSIGN(d->indices, (long *)rpy_malloc_atomic(sizeof(long) * (size_t)size));  \
        for (i = 0; i < size; i++) d->indices[i] = RPY_DICT_EMPTY;                          \
        RPY_GC_WRITE_BARRIER(d); /* d may be old, its new tables young */                 \
        RPY_RC_ASSIGN(d->entries,                                                           \
                      (NAME##_entry *)rpy_malloc_typed(RPY_TID(NAME##_entries),             \
                                                       sizeof(NAME##_entry) * (size_t)d->usable)); \
        d->nentries = 0;                                                                    \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_new(void) {                                                  \
        NAME *d = (NAME *)rpy_malloc_typed(RPY_TID(NAME), sizeof(NAME));                    \
        NAME##_alloc_tables_(d, RPY_DICT_MINSIZE);                                          \
        d->used = 0;                                                                        \
        return d;                                                                           \
    }                                                                                       \
                                                                                            \
    static inline long NAME##_len(NAME *d) { return d->used; }                              \
                                                                                            \
    /* The probe sequence mixes in the high hash bits (perturb) and then visits every      \
     * slot, so it always reaches an empty one: the table is at most 2/3 full. */           \
    static inline long NAME##_lookup_(NAME *d, K key, long hash, long *slot) {              \
        unsigned long mask = (unsigned long)d->mask;                                        \
        unsigned long perturb = (unsigned long)hash;                                        \
        unsigned long i = perturb & mask;                                                   \
        long freeslot = -1;                                                                 \
        *slot = -1;                                                                         \
        if (RPY_EXC_PENDING()) return RPY_DICT_FAILED; /* HASH(key) raised */               \
        for (;;) {                                                                          \
            long ix = d->indices[i];                                                        \
            if (ix == RPY_DICT_EMPTY) {                                                     \
                *slot = freeslot >= 0 ? freeslot : (long)i;                                 \
                return -1;                                                                  \
            }                                                                               \
            if (ix == RPY_DICT_DUMMY) {                                                     \
                if (freeslot < 0) freeslot = (long)i;                                       \
            } else if (d->entries[ix].hash == hash && EQ(d->entries[ix].key, key)) {        \
                if (RPY_EXC_PENDING()) return RPY_DICT_FAILED; /* EQ raised */              \
                *slot = (long)i;                                                            \
                return ix;                                                                  \
            }                                                                               \
            perturb >>= 5;                                                                  \
            i = (i * 5 + perturb + 1) & mask;                                               \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* The slot holding entry number ix (which must be indexed). */                         \
    static inline long NAME##_slot_of_(NAME *d, long hash, long ix) {                       \
        unsigned long mask = (unsigned long)d->mask;                                        \
        unsigned long perturb = (unsigned long)hash;                                        \
        unsigned long i = perturb & mask;                                                   \
        while (d->indices[i] != ix) {                                                       \
            perturb >>= 5;                                                                  \
            i = (i * 5 + perturb + 1) & mask;                                               \
        }                                                                                   \
        return (long)i;                                                                     \
    }                                                                                       \
                                                                                            \
    static inline long NAME##_empty_slot_(NAME *d, long hash) {                             \
        unsigned long mask = (unsigned long)d->mask;                                        \
        unsigned long perturb = (unsigned long)hash;                                        \
        unsigned long i = perturb & mask;                                                   \
        while (d->indices[i] != RPY_DICT_EMPTY) {                                           \
            perturb >>= 5;                                                                  \
            i = (i * 5 + perturb + 1) & mask;                                               \
        }                                                                                   \
        return (long)i;                                                                     \
    }                                                                                       \
                                                                                            \
    /* Rebuilds the tables with room for at least `want` live entries (half full at most), \
     * dropping deleted entries and keeping insertion order. */                            \
    static inline void NAME##_resize_(NAME *d, long want) {                                 \
        NAME##_entry *old = d->entries;                                                     \
        long old_n = d->nentries, size = RPY_DICT_MINSIZE, i, n = 0;                        \
        while ((size << 1) / 3 < 2 * want) size <<= 1;                                      \
        NAME##_alloc_tables_(d, size);                                                      \
        for (i = 0; i < old_n; i++) {                                                       \
            if (!old[i].live) continue;                                                     \
            d->entries[n] = old[i]; /* the old block, freed, drops its own references */    \
            RPY_RC_INCREF(d->entries[n].key);                                               \
            RPY_RC_INCREF(d->entries[n].value);                                             \
            d->indices[NAME##_empty_slot_(d, old[i].hash)] = n;                             \
            n++;                                                                            \
        }                                                                                   \
        d->nentries = n;                                                                    \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_insert_new_(NAME *d, K key, long hash, V value, long slot) {  \
        NAME##_entry *e;                                                                    \
        if (d->nentries >= d->usable) {                                                     \
            NAME##_resize_(d, d->used + 1);                                                 \
            slot = NAME##_empty_slot_(d, hash);                                             \
        }                                                                                   \
        RPY_GC_WRITE_BARRIER_ITEMS_OF2(key, value, d->entries, d->nentries, 1);             \
        e = &d->entries[d->nentries];                                                       \
        e->hash = hash;                                                                     \
        e->live = 1;                                                                        \
        e->key = key;                                                                       \
        e->value = value;                                                                   \
        RPY_RC_INCREF(e->key);                                                              \
        RPY_RC_INCREF(e->value);                                                            \
        d->indices[slot] = d->nentries++;                                                   \
        d->used++;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_setitem_hashed_(NAME *d, K key, long hash, V value) {         \
        long slot, ix = NAME##_lookup_(d, key, hash, &slot);                                \
        if (ix >= 0) {                                                                      \
            RPY_GC_WRITE_BARRIER_ITEMS_OF(value, d->entries, ix, 1);                        \
            RPY_RC_ASSIGN(d->entries[ix].value, value);                                     \
        }                                                                                   \
        else if (ix != RPY_DICT_FAILED) NAME##_insert_new_(d, key, hash, value, slot);      \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_setitem(NAME *d, K key, V value) {                            \
        NAME##_setitem_hashed_(d, key, HASH(key), value);                                   \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_key_error_(K key) {                                           \
        rpy_raise_key_error(KREPR(key));                                                    \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_getitem(NAME *d, K key) {                                        \
        long slot, ix = NAME##_lookup_(d, key, HASH(key), &slot);                           \
        if (ix < 0) {                                                                       \
            if (ix != RPY_DICT_FAILED) NAME##_key_error_(key);                              \
            RPY_RETURN_ZERO(V);                                                             \
        }                                                                                   \
        return d->entries[ix].value;                                                        \
    }                                                                                       \
                                                                                            \
    static inline int NAME##_contains(NAME *d, K key) {                                     \
        long slot;                                                                          \
        return NAME##_lookup_(d, key, HASH(key), &slot) >= 0;                               \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_get(NAME *d, K key, V dflt) {                                    \
        long slot, ix = NAME##_lookup_(d, key, HASH(key), &slot);                           \
        return ix >= 0 ? d->entries[ix].value : dflt;                                       \
    }                                                                                       \
                                                                                            \
    /* `d[k] = d.get(k, x) + 1`: the get keeps where it found the key (or the free slot \
     * where it belongs) and the set that follows stores there. The backend pairs them   \
     * only with no call between (passes/backendopt/dict_update.h): the dict cannot     \
     * change, and the memo is this file's own (one per C file, like the function). */   \
    static struct {                                                                         \
        NAME *dict;                                                                         \
        long hash, ix, slot;                                                                \
    } NAME##_memo_;                                                                         \
                                                                                            \
    static inline V NAME##_get_remembering(NAME *d, K key, V dflt) {                        \
        long hash = HASH(key), slot, ix = NAME##_lookup_(d, key, hash, &slot);              \
        NAME##_memo_.dict = ix == RPY_DICT_FAILED ? NULL : d;                               \
        NAME##_memo_.hash = hash;                                                           \
        NAME##_memo_.ix = ix;                                                               \
        NAME##_memo_.slot = slot;                                                           \
        return ix >= 0 ? d->entries[ix].value : dflt;                                       \
    }                                                                                       \
                                                                                            \
    /* `d[k] += 1`: the same for d[k], which raises KeyError for a missing key.          \
     * (No set follows then: the memo is cleared.) */                                      \
    static inline V NAME##_getitem_remembering(NAME *d, K key) {                            \
        long hash = HASH(key), slot, ix = NAME##_lookup_(d, key, hash, &slot);              \
        if (ix < 0) {                                                                       \
            NAME##_memo_.dict = NULL;                                                       \
            if (ix != RPY_DICT_FAILED) NAME##_key_error_(key);                              \
            RPY_RETURN_ZERO(V);                                                             \
        }                                                                                   \
        NAME##_memo_.dict = d;                                                              \
        NAME##_memo_.hash = hash;                                                           \
        NAME##_memo_.ix = ix;                                                               \
        NAME##_memo_.slot = slot;                                                           \
        return d->entries[ix].value;                                                        \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_setitem_remembered(NAME *d, K key, V value) {                 \
        if (NAME##_memo_.dict != d) {                                                       \
            NAME##_setitem(d, key, value);                                                  \
            return;                                                                         \
        }                                                                                   \
        NAME##_memo_.dict = NULL;                                                           \
        if (NAME##_memo_.ix >= 0) RPY_RC_ASSIGN(d->entries[NAME##_memo_.ix].value, value);  \
        else NAME##_insert_new_(d, key, NAME##_memo_.hash, value, NAME##_memo_.slot);       \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_setdefault(NAME *d, K key, V dflt) {                             \
        long hash = HASH(key), slot, ix = NAME##_lookup_(d, key, hash, &slot);              \
        if (ix >= 0) return d->entries[ix].value;                                           \
        if (ix != RPY_DICT_FAILED) NAME##_insert_new_(d, key, hash, dflt, slot);            \
        return dflt;                                                                        \
    }                                                                                       \
                                                                                            \
    /* Deletes entry ix in `slot`: the slot becomes a dummy (probe chains stay intact),    \
     * the entry a hole cleared for the GC. */                                              \
    static inline void NAME##_remove_entry_(NAME *d, long ix, long slot) {                  \
        d->indices[slot] = RPY_DICT_DUMMY;                                                  \
        RPY_RC_DECREF(d->entries[ix].key);                                                  \
        RPY_RC_DECREF(d->entries[ix].value);                                                \
        memset(&d->entries[ix], 0, sizeof(NAME##_entry));                                   \
        d->used--;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_delitem(NAME *d, K key) {                                     \
        long slot, ix = NAME##_lookup_(d, key, HASH(key), &slot);                           \
        if (ix < 0) {                                                                       \
            if (ix != RPY_DICT_FAILED) NAME##_key_error_(key);                              \
            return;                                                                         \
        }                                                                                   \
        NAME##_remove_entry_(d, ix, slot);                                                  \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_pop(NAME *d, K key) {                                            \
        V value;                                                                            \
        long slot, ix = NAME##_lookup_(d, key, HASH(key), &slot);                           \
        if (ix < 0) {                                                                       \
            if (ix != RPY_DICT_FAILED) NAME##_key_error_(key);                              \
            RPY_RETURN_ZERO(V);                                                             \
        }                                                                                   \
        value = d->entries[ix].value;                                                       \
        NAME##_remove_entry_(d, ix, slot);                                                  \
        return value;                                                                       \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_pop_default(NAME *d, K key, V dflt) {                            \
        V value;                                                                            \
        long slot, ix = NAME##_lookup_(d, key, HASH(key), &slot);                           \
        if (ix < 0) return dflt;                                                            \
        value = d->entries[ix].value;                                                       \
        NAME##_remove_entry_(d, ix, slot);                                                  \
        return value;                                                                       \
    }                                                                                       \
                                                                                            \
    /* d.popitem(): the last inserted pair (LIFO), its value through *value_out. */         \
    static inline K NAME##_popitem(NAME *d, V *value_out) {                                 \
        K key;                                                                              \
        long ix = d->nentries - 1;                                                          \
        if (d->used == 0) {                                                                 \
            rpy_raise_key_error(rpy_str_from_cstr("'popitem(): dictionary is empty'"));     \
            RPY_RETURN_ZERO(K);                                                             \
        }                                                                                   \
        while (!d->entries[ix].live) ix--;                                                  \
        key = d->entries[ix].key;                                                           \
        if (value_out != NULL) *value_out = d->entries[ix].value;                           \
        NAME##_remove_entry_(d, ix, NAME##_slot_of_(d, d->entries[ix].hash, ix));           \
        d->nentries = ix;                                                                   \
        return key;                                                                         \
    }                                                                                       \
                                                                                            \
    /* popitem() in two steps for generated code, which has no out-pointers: the entry   \
     * number of the pair it will remove (KeyError when empty), read through entry_key    \
     * and entry_value, then the removal. */                                                \
    static inline long NAME##_popitem_index(NAME *d) {                                      \
        long ix = d->nentries - 1;                                                          \
        if (d->used == 0) {                                                                 \
            rpy_raise_key_error(rpy_str_from_cstr("'popitem(): dictionary is empty'"));     \
            return -1;                                                                      \
        }                                                                                   \
        while (!d->entries[ix].live) ix--;                                                  \
        return ix;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_popitem_remove(NAME *d) { (void)NAME##_popitem(d, NULL); }    \
                                                                                            \
    static inline void NAME##_clear(NAME *d) {                                              \
        NAME##_alloc_tables_(d, RPY_DICT_MINSIZE);                                          \
        d->used = 0;                                                                        \
    }                                                                                       \
                                                                                            \
    static inline NAME *NAME##_copy(NAME *src) {                                            \
        NAME *d = (NAME *)rpy_malloc_typed(RPY_TID(NAME), sizeof(NAME));                    \
        long i, n = 0, size = RPY_DICT_MINSIZE;                                             \
        while ((size << 1) / 3 < src->used) size <<= 1;                                     \
        NAME##_alloc_tables_(d, size);                                                      \
        for (i = 0; i < src->nentries; i++) {                                               \
            if (!src->entries[i].live) continue;                                            \
            d->entries[n] = src->entries[i];                                                \
            RPY_RC_INCREF(d->entries[n].key);                                               \
            RPY_RC_INCREF(d->entries[n].value);                                             \
            d->indices[NAME##_empty_slot_(d, src->entries[i].hash)] = n;                    \
            n++;                                                                            \
        }                                                                                   \
        d->nentries = n;                                                                    \
        d->used = n;                                                                        \
        return d;                                                                           \
    }                                                                                       \
                                                                                            \
    /* d.update(other); other may be d. */                                                  \
    static inline void NAME##_update(NAME *d, NAME *other) {                                \
        long i, n = other->nentries;                                                        \
        for (i = 0; i < n && i < other->nentries; i++) {                                    \
            NAME##_entry e = other->entries[i];                                             \
            if (e.live) NAME##_setitem_hashed_(d, e.key, e.hash, e.value);                  \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* An iterator's state for d: in a new object, or in the C frame of a loop that keeps \
     * it to itself (GenC, under a collector that scans the C stack). */                  \
    static inline void NAME##_iter_init(NAME##_iter *it, NAME *d) {                        \
        RPY_RC_ASSIGN(it->dict, d);                                                         \
        it->pos = 0;                                                                        \
        it->used_at_start = d->used;                                                        \
    }                                                                                       \
                                                                                            \
    static inline NAME##_iter *NAME##_iter_new(NAME *d) {                                   \
        NAME##_iter *it = (NAME##_iter *)rpy_malloc_typed(RPY_TID(NAME##_iter), sizeof(NAME##_iter)); \
        NAME##_iter_init(it, d);                                                            \
        return it;                                                                          \
    }                                                                                       \
                                                                                            \
    /* iter_next for a loop whose `except StopIteration` ignores the exception: 1 and the  \
     * entry number in *out, or 0 at the end instead of raising.  A size change still     \
     * raises RuntimeError, and returns 0 too: the caller then sees the exception set. */  \
    static inline RPY_ALWAYS_INLINE int NAME##_iter_next_ok(NAME##_iter *it, long *out) {   \
        NAME *d = it->dict;                                                                 \
        if (__builtin_expect(d != NULL && d->used == it->used_at_start, 1)) {               \
            while (it->pos < d->nentries && !d->entries[it->pos].live) it->pos++;           \
            if (it->pos < d->nentries) {                                                    \
                *out = it->pos++;                                                           \
                return 1;                                                                   \
            }                                                                               \
            RPY_RC_ASSIGN(it->dict, NULL);                                                  \
            return 0;                                                                       \
        }                                                                                   \
        if (d != NULL) {                                                                    \
            it->used_at_start = -1;                                                         \
            rpy_raise_builtin(rpy_cls_RuntimeError, "dictionary changed size during iteration"); \
        }                                                                                   \
        return 0;                                                                           \
    }                                                                                       \
                                                                                            \
    /* The next live entry number.  As in CPython, a size change since the iterator was   \
     * made is an error (reported once), and an exhausted iterator stays exhausted. */      \
    static inline long NAME##_iter_next(NAME##_iter *it) {                                  \
        long index;                                                                         \
        if (NAME##_iter_next_ok(it, &index)) return index;                                  \
        /* Exhausted (the iterator dropped its dict), or a size change raised already. */   \
        if (it->dict == NULL) rpy_raise_builtin(rpy_cls_StopIteration, NULL);               \
        return -1;                                                                          \
    }                                                                                       \
                                                                                            \
    static inline K NAME##_entry_key(NAME *d, long index) { return d->entries[index].key; } \
    static inline V NAME##_entry_value(NAME *d, long index) {                               \
        return d->entries[index].value;                                                     \
    }

#define RPY_DICT_DEFINE_EQ(NAME, VEQ)                                                       \
    static inline int NAME##_eq(NAME *a, NAME *b) {                                         \
        long i, slot, ix;                                                                   \
        if (a->used != b->used) return 0;                                                   \
        for (i = 0; i < a->nentries; i++) {                                                 \
            NAME##_entry *e = &a->entries[i];                                               \
            if (!e->live) continue;                                                         \
            ix = NAME##_lookup_(b, e->key, e->hash, &slot);                                 \
            if (ix < 0 || !VEQ(e->value, b->entries[ix].value)) return 0;                   \
        }                                                                                   \
        return 1;                                                                           \
    }

#endif /* RPY_DICT_H */
