/* rpy_dict_slice.h: a str slice `s[start:stop]` used only as a key of a dict keyed by
 * strs, looked up without allocating it (included by rpy.h).
 *
 *   RPY_DICT_DEFINE_STR_SLICE(NAME, V)   after RPY_DICT_DEFINE_REPR(NAME, rpy_string *, V, ...)
 *
 * defines NAME##_get_slice, _get_remembering_slice, _contains_slice, _getitem_slice,
 * _getitem_remembering_slice, _setitem_slice and _setitem_remembered_slice: the dict
 * operation of the same name (rpy_dict.h) on the key rpy_str_slice(s, start, stop),
 * which passes/backendopt/str_slice_key.cc puts in place of a slice used for nothing
 * else.  When s is ASCII and 0 <= start <= stop <= len(s), the key's bytes are
 * s->chars[start .. stop): they are hashed in place with the str hash (the same value
 * rpy_str_hash gives the allocated str, so the table and its order are CPython's) and
 * compared with the entries' keys byte for byte; the str is allocated only when a new
 * key is inserted or a KeyError shows it.  Any other slice (a non-ASCII s, bounds that
 * wrap or clamp) is allocated and goes through the ordinary operation. */
#ifndef RPY_DICT_SLICE_H
#define RPY_DICT_SLICE_H

#ifndef RPY_H
#error "include rpy.h, not rpy_dict_slice.h"
#endif

/* Whether s[start:stop] is the bytes s->chars[start .. stop) of an ASCII str. */
static inline int rpy_str_slice_in_place(rpy_string *s, long start, long stop) {
    return s->codepoints == s->length && 0 <= start && start <= stop && stop <= s->length;
}

#define RPY_DICT_DEFINE_STR_SLICE(NAME, V)                                                  \
    /* NAME##_lookup_ for the key p[0 .. n) (ASCII) of hash `hash`. */                      \
    static inline long NAME##_lookup_bytes_(NAME *d, const char *p, long n, long hash,      \
                                            long *slot) {                                   \
        unsigned long mask = (unsigned long)d->mask;                                        \
        unsigned long perturb = (unsigned long)hash;                                        \
        unsigned long i = perturb & mask;                                                   \
        long freeslot = -1;                                                                 \
        for (;;) {                                                                          \
            long ix = d->indices[i];                                                        \
            if (ix == RPY_DICT_EMPTY) {                                                     \
                *slot = freeslot >= 0 ? freeslot : (long)i;                                 \
                return -1;                                                                  \
            }                                                                               \
            if (ix == RPY_DICT_DUMMY) {                                                     \
                if (freeslot < 0) freeslot = (long)i;                                       \
            } else if (d->entries[ix].hash == hash) {                                       \
                rpy_string *k = d->entries[ix].key;                                         \
                if (k != NULL && k->length == n && memcmp(k->chars, p, (size_t)n) == 0) {   \
                    *slot = (long)i;                                                        \
                    return ix;                                                              \
                }                                                                           \
            }                                                                               \
            perturb >>= 5;                                                                  \
            i = (i * 5 + perturb + 1) & mask;                                               \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* The entry number of s[start:stop] in d (or -1 and the slot where it belongs), its  \
     * hash through *hash; s is ASCII and the bounds inside it (rpy_str_slice_in_place). */ \
    static inline long NAME##_lookup_slice_(NAME *d, rpy_string *s, long start, long stop,  \
                                            long *hash, long *slot) {                       \
        *hash = rpy_str_hash_ascii(s->chars + start, stop - start);                         \
        return NAME##_lookup_bytes_(d, s->chars + start, stop - start, *hash, slot);        \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_get_slice(NAME *d, rpy_string *s, long start, long stop,         \
                                     V dflt) {                                              \
        long hash, slot, ix;                                                                \
        if (!rpy_str_slice_in_place(s, start, stop))                                        \
            return NAME##_get(d, rpy_str_slice(s, start, stop), dflt);                      \
        ix = NAME##_lookup_slice_(d, s, start, stop, &hash, &slot);                         \
        return ix >= 0 ? d->entries[ix].value : dflt;                                       \
    }                                                                                       \
                                                                                            \
    static inline int NAME##_contains_slice(NAME *d, rpy_string *s, long start, long stop) { \
        long hash, slot;                                                                    \
        if (!rpy_str_slice_in_place(s, start, stop))                                        \
            return NAME##_contains(d, rpy_str_slice(s, start, stop));                       \
        return NAME##_lookup_slice_(d, s, start, stop, &hash, &slot) >= 0;                  \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_getitem_slice(NAME *d, rpy_string *s, long start, long stop) {   \
        long hash, slot, ix;                                                                \
        if (!rpy_str_slice_in_place(s, start, stop))                                        \
            return NAME##_getitem(d, rpy_str_slice(s, start, stop));                        \
        ix = NAME##_lookup_slice_(d, s, start, stop, &hash, &slot);                         \
        if (ix < 0) {                                                                       \
            NAME##_key_error_(rpy_str_slice(s, start, stop));                               \
            RPY_RETURN_ZERO(V);                                                             \
        }                                                                                   \
        return d->entries[ix].value;                                                        \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_setitem_slice(NAME *d, rpy_string *s, long start, long stop,  \
                                            V value) {                                      \
        long hash, slot, ix;                                                                \
        if (!rpy_str_slice_in_place(s, start, stop)) {                                      \
            NAME##_setitem(d, rpy_str_slice(s, start, stop), value);                        \
            return;                                                                         \
        }                                                                                   \
        ix = NAME##_lookup_slice_(d, s, start, stop, &hash, &slot);                         \
        if (ix >= 0) {                                                                      \
            RPY_GC_WRITE_BARRIER_ITEMS_OF(value, d->entries, ix, 1);                        \
            RPY_RC_ASSIGN(d->entries[ix].value, value);                                     \
        } else {                                                                            \
            NAME##_insert_new_(d, rpy_str_slice(s, start, stop), hash, value, slot);        \
        }                                                                                   \
    }                                                                                       \
                                                                                            \
    /* The pair of rpy_dict.h's `_get_remembering` / `_setitem_remembered`, sharing its   \
     * memo: the set allocates the key only for a new entry. */                             \
    static inline V NAME##_get_remembering_slice(NAME *d, rpy_string *s, long start,        \
                                                 long stop, V dflt) {                       \
        long hash, slot, ix;                                                                \
        if (!rpy_str_slice_in_place(s, start, stop))                                        \
            return NAME##_get_remembering(d, rpy_str_slice(s, start, stop), dflt);          \
        ix = NAME##_lookup_slice_(d, s, start, stop, &hash, &slot);                         \
        NAME##_memo_.dict = d;                                                              \
        NAME##_memo_.hash = hash;                                                           \
        NAME##_memo_.ix = ix;                                                               \
        NAME##_memo_.slot = slot;                                                           \
        return ix >= 0 ? d->entries[ix].value : dflt;                                       \
    }                                                                                       \
                                                                                            \
    static inline V NAME##_getitem_remembering_slice(NAME *d, rpy_string *s, long start,    \
                                                     long stop) {                           \
        long hash, slot, ix;                                                                \
        if (!rpy_str_slice_in_place(s, start, stop))                                        \
            return NAME##_getitem_remembering(d, rpy_str_slice(s, start, stop));            \
        ix = NAME##_lookup_slice_(d, s, start, stop, &hash, &slot);                         \
        if (ix < 0) {                                                                       \
            NAME##_memo_.dict = NULL;                                                       \
            NAME##_key_error_(rpy_str_slice(s, start, stop));                               \
            RPY_RETURN_ZERO(V);                                                             \
        }                                                                                   \
        NAME##_memo_.dict = d;                                                              \
        NAME##_memo_.hash = hash;                                                           \
        NAME##_memo_.ix = ix;                                                               \
        NAME##_memo_.slot = slot;                                                           \
        return d->entries[ix].value;                                                        \
    }                                                                                       \
                                                                                            \
    static inline void NAME##_setitem_remembered_slice(NAME *d, rpy_string *s, long start,  \
                                                       long stop, V value) {                \
        if (NAME##_memo_.dict == d && NAME##_memo_.ix >= 0) {                               \
            NAME##_memo_.dict = NULL;                                                       \
            RPY_GC_WRITE_BARRIER_ITEMS_OF(value, d->entries, NAME##_memo_.ix, 1);           \
            RPY_RC_ASSIGN(d->entries[NAME##_memo_.ix].value, value);                        \
            return;                                                                         \
        }                                                                                   \
        NAME##_setitem_remembered(d, rpy_str_slice(s, start, stop), value);                 \
    }

#endif /* RPY_DICT_SLICE_H */
