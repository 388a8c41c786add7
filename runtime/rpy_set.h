/* rpy_set.h: sets and frozensets, one instantiation per element type (included by rpy.h).
 *
 * The table is CPython 3.11's (Objects/setobject.c), slot for slot: open addressing
 * where each probe looks at RPY_SET_LINEAR_PROBES + 1 neighbouring slots before jumping
 * with the perturbation, deleted keys leave dummies, and the table grows when
 * fill*5 >= mask*3 (to 4 times the used entries, 2 times above 50000).  Iteration walks
 * the slots, so a set's order is CPython's whenever the elements' hashes are (ints,
 * floats, bools, tuples of them, and strs under PYTHONHASHSEED=0), and every operation
 * follows CPython's algorithm (which set it walks, in which order, when it resizes),
 * since that decides the resulting table.  A set's order is not a dict's: a set is
 * not a dict without values.
 *
 *   RPY_SET_DEFINE(NAME, K, HASH, EQ, KREPR)  HASH(k) -> long, EQ(a, b) -> int,
 *                                            KREPR(k) -> rpy_string* for KeyError
 *   RPY_SET_ADD_SEQ(NAME, s, seq)            s.update(list) for any list or fixed list
 *
 * A set and a frozenset of one element type are one instantiation: `frozen` tells them
 * apart (repr, and the in-place operators that make a frozenset a new object), and a
 * result has its left operand's type, as in CPython. */
#ifndef RPY_SET_H
#define RPY_SET_H

#ifndef RPY_H
#error "include rpy.h, not rpy_set.h"
#endif

#define RPY_SET_MINSIZE 8
#define RPY_SET_LINEAR_PROBES 9UL
#define RPY_SET_PERTURB_SHIFT 5
#define RPY_SET_UNUSED 0L
#define RPY_SET_ACTIVE 1L
#define RPY_SET_DUMMY 2L

static inline unsigned long rpy_set_shuffle_bits(unsigned long h) {
    return ((h ^ 89869747UL) ^ (h << 16)) * 3644798167UL;
}

/* Adds the items of a list or fixed-size list (anything with length and items) in order,
 * as CPython's set_update_internal adds an iterable's. */
#define RPY_SET_ADD_SEQ(NAME, s, seq)                                   \
    ({                                                                  \
        NAME *rpy_s_ = (s);                                             \
        __typeof__(seq) rpy_q_ = (seq);                                 \
        long rpy_i_;                                                    \
        for (rpy_i_ = 0; rpy_i_ < rpy_q_->length; rpy_i_++)             \
            NAME##_add(rpy_s_, rpy_q_->items[rpy_i_]);                  \
    })

/* set & list: the list's items that are in s, in the list's order (CPython's
 * set_intersection with a non-set iterable). */
#define RPY_SET_AND_SEQ(NAME, s, seq)                                   \
    ({                                                                  \
        NAME *rpy_s_ = (s), *rpy_r_ = NAME##_new();                     \
        rpy_r_->frozen = rpy_s_->frozen;                                \
        __typeof__(seq) rpy_q_ = (seq);                                 \
        long rpy_i_;                                                    \
        for (rpy_i_ = 0; rpy_i_ < rpy_q_->length; rpy_i_++)             \
            if (NAME##_contains(rpy_s_, rpy_q_->items[rpy_i_]))         \
                NAME##_add(rpy_r_, rpy_q_->items[rpy_i_]);              \
        rpy_r_;                                                         \
    })

/* s.difference_update(list): CPython's set_difference_update_internal. */
#define RPY_SET_SUB_SEQ(NAME, s, seq)                                                   \
    ({                                                                                  \
        NAME *rpy_s_ = (s);                                                             \
        __typeof__(seq) rpy_q_ = (seq);                                                 \
        long rpy_i_;                                                                    \
        for (rpy_i_ = 0; rpy_i_ < rpy_q_->length; rpy_i_++)                             \
            NAME##_discard(rpy_s_, rpy_q_->items[rpy_i_]);                              \
        if ((unsigned long)(rpy_s_->fill - rpy_s_->used) > (unsigned long)rpy_s_->mask / 4) \
            NAME##_resize_(rpy_s_, rpy_s_->used > 50000 ? rpy_s_->used * 2 : rpy_s_->used * 4); \
    })

/* s.symmetric_difference_update(d) for a dict: its keys in its order, each removed from s
 * if there, else added. */
#define RPY_SET_XOR_SEQ(NAME, s, seq)                                   \
    ({                                                                  \
        NAME *rpy_s_ = (s);                                             \
        __typeof__(seq) rpy_q_ = (seq);                                 \
        long rpy_i_;                                                    \
        for (rpy_i_ = 0; rpy_i_ < rpy_q_->length; rpy_i_++)             \
            NAME##_toggle(rpy_s_, rpy_q_->items[rpy_i_]);               \
    })

#define RPY_SET_DEFINE(NAME, K, HASH, EQ, KREPR)                                             \
    typedef struct NAME##_entry {                                                            \
        long hash;                                                                           \
        long state; /* RPY_SET_UNUSED, RPY_SET_ACTIVE or RPY_SET_DUMMY */                    \
        K key;                                                                               \
    } NAME##_entry;                                                                          \
    typedef struct NAME {                                                                    \
        long fill;   /* active and dummy entries */                                          \
        long used;   /* active entries: len(s) */                                            \
        long mask;   /* table size - 1 (a power of two) */                                   \
        long finger; /* where pop() looks first */                                           \
        long frozen; /* a frozenset: its repr, and a new object from |= &= -= ^= */          \
        NAME##_entry *table;                                                                 \
    } NAME;                                                                                  \
    typedef struct NAME##_iter {                                                             \
        NAME *set;                                                                           \
        long pos;                                                                            \
        long used_at_start;                                                                  \
    } NAME##_iter;                                                                           \
                                                                                             \
    static inline NAME##_entry *NAME##_alloc_table_(long size) {                             \
        return (NAME##_entry *)rpy_malloc_typed(RPY_TID(NAME##_entries),                     \
                                                sizeof(NAME##_entry) * (size_t)size);        \
    }                                                                                        \
                                                                                             \
    /* An empty set whose table has `size` slots (a power of two). */                        \
    static inline NAME *NAME##_new_sized(long size) {                                        \
        NAME *s = (NAME *)rpy_malloc_typed(RPY_TID(NAME), sizeof(NAME));                     \
        s->mask = size - 1;                                                                  \
        RPY_RC_ASSIGN(s->table, NAME##_alloc_table_(size));                                                \
        RPY_GC_WRITE_BARRIER(s); /* s may be old when the nursery was full */                \
        return s;                                                                            \
    }                                                                                        \
                                                                                             \
    static inline NAME *NAME##_new(void) { return NAME##_new_sized(RPY_SET_MINSIZE); }       \
                                                                                             \
    static inline long NAME##_len(NAME *s) { return s->used; }                               \
                                                                                             \
    static inline int NAME##_is_true(NAME *s) { return s != NULL && s->used != 0; }          \
                                                                                             \
    /* The active entry holding `key`, or NULL: the probe sequence of set_lookkey. */        \
    static inline NAME##_entry *NAME##_lookup_(NAME *s, K key, long hash) {                  \
        NAME##_entry *table = s->table, *e;                                                  \
        unsigned long mask = (unsigned long)s->mask, perturb = (unsigned long)hash;          \
        unsigned long i = perturb & mask;                                                    \
        for (;;) {                                                                           \
            long probes = i + RPY_SET_LINEAR_PROBES <= mask ? RPY_SET_LINEAR_PROBES : 0;     \
            e = &table[i];                                                                   \
            do {                                                                             \
                if (e->state == RPY_SET_UNUSED) return NULL;                                 \
                if (e->state == RPY_SET_ACTIVE && e->hash == hash && EQ(e->key, key)) return e; \
                e++;                                                                         \
            } while (probes--);                                                              \
            perturb >>= RPY_SET_PERTURB_SHIFT;                                               \
            i = (i * 5 + 1 + perturb) & mask;                                                \
        }                                                                                    \
    }                                                                                        \
                                                                                             \
    /* Places a key known to be absent in a table without dummies (set_insert_clean). */     \
    static inline void NAME##_insert_clean_(NAME##_entry *table, unsigned long mask, K key,  \
                                            long hash) {                                     \
        unsigned long perturb = (unsigned long)hash, i = perturb & mask, j;                  \
        NAME##_entry *e;                                                                     \
        for (;;) {                                                                           \
            e = &table[i];                                                                   \
            if (e->state == RPY_SET_UNUSED) break;                                           \
            if (i + RPY_SET_LINEAR_PROBES <= mask) {                                         \
                for (j = 0; j < RPY_SET_LINEAR_PROBES; j++) {                                \
                    e++;                                                                     \
                    if (e->state == RPY_SET_UNUSED) goto found;                              \
                }                                                                            \
            }                                                                                \
            perturb >>= RPY_SET_PERTURB_SHIFT;                                               \
            i = (i * 5 + 1 + perturb) & mask;                                                \
        }                                                                                    \
    found:                                                                                   \
        e->state = RPY_SET_ACTIVE;                                                           \
        e->hash = hash;                                                                      \
        e->key = key; RPY_RC_INCREF(e->key);                                                                        \
        RPY_GC_WRITE_BARRIER_ITEMS_OF(key, table, e - table, 1);                                   \
    }                                                                                        \
                                                                                             \
    /* set_table_resize: the smallest power of two above `minused` (at least 8), the         \
     * active entries re-inserted in table order, the dummies dropped. */                    \
    static inline void NAME##_resize_(NAME *s, long minused) {                               \
        NAME##_entry *old = s->table;                                                        \
        long oldmask = s->mask, size = RPY_SET_MINSIZE, i;                                   \
        while (size <= minused) size <<= 1;                                                  \
        RPY_RC_ASSIGN(s->table, NAME##_alloc_table_(size));                                                \
        RPY_GC_WRITE_BARRIER(s);                                                             \
        s->mask = size - 1;                                                                  \
        for (i = 0; i <= oldmask; i++) {                                                     \
            if (old[i].state == RPY_SET_ACTIVE)                                              \
                NAME##_insert_clean_(s->table, (unsigned long)s->mask, old[i].key, old[i].hash); \
        }                                                                                    \
        s->fill = s->used;                                                                   \
    }                                                                                        \
                                                                                             \
    /* set_add_entry: the last dummy met on the probe sequence is reused; a new slot may     \
     * grow the table (fill*5 >= mask*3: to 4 times the used entries, 2 times above 50000). */ \
    static inline void NAME##_add_hashed_(NAME *s, K key, long hash) {                       \
        NAME##_entry *table = s->table, *e, *freeslot = NULL;                                \
        unsigned long mask = (unsigned long)s->mask, perturb = (unsigned long)hash;          \
        unsigned long i = perturb & mask;                                                    \
        if (RPY_EXC_PENDING()) return; /* HASH(key) raised */                                \
        for (;;) {                                                                           \
            long probes = i + RPY_SET_LINEAR_PROBES <= mask ? RPY_SET_LINEAR_PROBES : 0;     \
            e = &table[i];                                                                   \
            do {                                                                             \
                if (e->state == RPY_SET_UNUSED) goto unused;                                 \
                if (e->state == RPY_SET_ACTIVE) {                                            \
                    if (e->hash == hash && EQ(e->key, key)) return;                          \
                } else {                                                                     \
                    freeslot = e; /* the last dummy on the way, as CPython 3.11 keeps it */  \
                }                                                                            \
                e++;                                                                         \
            } while (probes--);                                                              \
            perturb >>= RPY_SET_PERTURB_SHIFT;                                               \
            i = (i * 5 + 1 + perturb) & mask;                                                \
        }                                                                                    \
    unused:                                                                                  \
        if (freeslot != NULL) {                                                              \
            s->used++;                                                                       \
            freeslot->state = RPY_SET_ACTIVE;                                                \
            freeslot->hash = hash;                                                           \
            freeslot->key = key; RPY_RC_INCREF(freeslot->key);                                                             \
            RPY_GC_WRITE_BARRIER_ITEMS_OF(key, table, freeslot - table, 1);                        \
            return;                                                                          \
        }                                                                                    \
        s->fill++;                                                                           \
        s->used++;                                                                           \
        e->state = RPY_SET_ACTIVE;                                                           \
        e->hash = hash;                                                                      \
        e->key = key; RPY_RC_INCREF(e->key);                                                                        \
        RPY_GC_WRITE_BARRIER_ITEMS_OF(key, table, e - table, 1);                                   \
        if ((unsigned long)s->fill * 5 < mask * 3) return;                                   \
        NAME##_resize_(s, s->used > 50000 ? s->used * 2 : s->used * 4);                      \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_add(NAME *s, K key) { NAME##_add_hashed_(s, key, HASH(key)); } \
                                                                                             \
    static inline int NAME##_contains(NAME *s, K key) {                                      \
        return NAME##_lookup_(s, key, HASH(key)) != NULL;                                    \
    }                                                                                        \
                                                                                             \
    /* The entry becomes a dummy (hash -1, as CPython's), its key cleared for the GC. */     \
    static inline void NAME##_kill_entry_(NAME *s, NAME##_entry *e) {                        \
        RPY_RC_DECREF(e->key);                                                               \
        memset(&e->key, 0, sizeof(K));                                                       \
        e->state = RPY_SET_DUMMY;                                                            \
        e->hash = -1;                                                                        \
        s->used--;                                                                           \
    }                                                                                        \
                                                                                             \
    /* 1 also when HASH or EQ raised (pending): nothing removed, and no KeyError. */      \
    static inline int NAME##_discard_hashed_(NAME *s, K key, long hash) {                    \
        NAME##_entry *e = RPY_EXC_PENDING() ? NULL : NAME##_lookup_(s, key, hash);           \
        if (RPY_EXC_PENDING()) return 1;                                                     \
        if (e == NULL) return 0;                                                             \
        NAME##_kill_entry_(s, e);                                                            \
        return 1;                                                                            \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_discard(NAME *s, K key) { (void)NAME##_discard_hashed_(s, key, HASH(key)); } \
                                                                                             \
    static inline void NAME##_toggle(NAME *s, K key) {                                       \
        long hash = HASH(key);                                                               \
        if (!NAME##_discard_hashed_(s, key, hash)) NAME##_add_hashed_(s, key, hash);         \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_remove(NAME *s, K key) {                                       \
        if (!NAME##_discard_hashed_(s, key, HASH(key))) rpy_raise_key_error(KREPR(key));     \
    }                                                                                        \
                                                                                             \
    /* pop(): the first active entry from the finger on, wrapping around. */                 \
    static inline K NAME##_pop(NAME *s) {                                                    \
        NAME##_entry *e, *limit;                                                             \
        K key;                                                                               \
        if (s->used == 0) {                                                                  \
            rpy_raise_key_error(rpy_str_from_cstr("'pop from an empty set'"));               \
            RPY_RETURN_ZERO(K);                                                              \
        }                                                                                    \
        e = s->table + (s->finger & s->mask);                                                \
        limit = s->table + s->mask;                                                          \
        while (e->state != RPY_SET_ACTIVE) {                                                 \
            e++;                                                                             \
            if (e > limit) e = s->table;                                                     \
        }                                                                                    \
        key = e->key;                                                                        \
        NAME##_kill_entry_(s, e);                                                            \
        s->finger = (long)(e - s->table) + 1;                                                \
        return key;                                                                          \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_clear(NAME *s) {                                               \
        RPY_RC_ASSIGN(s->table, NAME##_alloc_table_(RPY_SET_MINSIZE));                                     \
        RPY_GC_WRITE_BARRIER(s);                                                             \
        s->mask = RPY_SET_MINSIZE - 1;                                                       \
        s->fill = 0;                                                                         \
        s->used = 0;                                                                         \
    }                                                                                        \
                                                                                             \
    /* set_merge: s |= o for a set o; one resize first, then an exact copy of the table, or  \
     * clean insertions into an empty table, or ordinary additions. */                       \
    static inline void NAME##_update(NAME *s, NAME *o) {                                     \
        long i;                                                                              \
        if (s == o || o->used == 0) return;                                                  \
        if ((s->fill + o->used) * 5 >= s->mask * 3) NAME##_resize_(s, (s->used + o->used) * 2); \
        if (s->fill == 0 && s->mask == o->mask && o->fill == o->used) {                      \
            for (i = 0; i <= o->mask; i++) {                                                 \
                if (o->table[i].state == RPY_SET_ACTIVE) {                                   \
                    s->table[i] = o->table[i];                                               \
                    RPY_RC_INCREF(s->table[i].key);                                          \
                    RPY_GC_WRITE_BARRIER_ITEMS(s->table, i, 1);                              \
                }                                                                            \
            }                                                                                \
            s->fill = o->fill;                                                               \
            s->used = o->used;                                                               \
            return;                                                                          \
        }                                                                                    \
        if (s->fill == 0) {                                                                  \
            s->fill = o->used;                                                               \
            s->used = o->used;                                                               \
            for (i = 0; i <= o->mask; i++) {                                                 \
                if (o->table[i].state == RPY_SET_ACTIVE)                                     \
                    NAME##_insert_clean_(s->table, (unsigned long)s->mask, o->table[i].key,  \
                                         o->table[i].hash);                                  \
            }                                                                                \
            return;                                                                          \
        }                                                                                    \
        for (i = 0; i <= o->mask; i++) {                                                     \
            if (o->table[i].state == RPY_SET_ACTIVE)                                         \
                NAME##_add_hashed_(s, o->table[i].key, o->table[i].hash);                    \
        }                                                                                    \
    }                                                                                        \
                                                                                             \
    /* A new set of s's type merged from s (set_copy). */                                    \
    static inline NAME *NAME##_copy(NAME *s) {                                               \
        NAME *r = NAME##_new();                                                              \
        r->frozen = s->frozen;                                                               \
        NAME##_update(r, s);                                                                 \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* r, made a set (0) or a frozenset (1). */                                              \
    static inline NAME *NAME##_with_type(NAME *r, long frozen) {                             \
        r->frozen = frozen;                                                                  \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* r, made of s's type. */                                                               \
    static inline NAME *NAME##_type_of(NAME *r, NAME *s) { return NAME##_with_type(r, s->frozen); } \
                                                                                             \
    /* s.copy(): a frozenset's is itself. */                                                 \
    static inline NAME *NAME##_copy_method(NAME *s) { return s->frozen ? s : NAME##_copy(s); } \
                                                                                             \
    /* frozenset(s): a frozenset is itself, a set is copied. */                              \
    static inline NAME *NAME##_frozenset_of(NAME *s) {                                       \
        return s->frozen ? s : NAME##_with_type(NAME##_copy(s), 1);                          \
    }                                                                                        \
                                                                                             \
    /* s.update(d) for a dict of n keys: CPython grows the table once first. */              \
    static inline void NAME##_reserve(NAME *s, long n) {                                     \
        if ((s->fill + n) * 5 >= s->mask * 3) NAME##_resize_(s, (s->used + n) * 2);          \
    }                                                                                        \
                                                                                             \
    /* a | b (and a.union(b)): a copy of a merged with b. */                                 \
    static inline NAME *NAME##_or(NAME *a, NAME *b) {                                        \
        NAME *r = NAME##_copy(a);                                                            \
        if (a != b) NAME##_update(r, b);                                                     \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* a & b: the smaller set walked in table order, its keys kept when in the larger. */    \
    static inline NAME *NAME##_and(NAME *a, NAME *b) {                                       \
        NAME *r, *t;                                                                         \
        long i;                                                                              \
        if (a == b) return NAME##_copy(a);                                                   \
        r = NAME##_with_type(NAME##_new(), a->frozen);                                       \
        if (b->used > a->used) {                                                             \
            t = a;                                                                           \
            a = b;                                                                           \
            b = t;                                                                           \
        }                                                                                    \
        for (i = 0; i <= b->mask; i++) {                                                     \
            NAME##_entry *e = &b->table[i];                                                  \
            if (e->state == RPY_SET_ACTIVE && NAME##_lookup_(a, e->key, e->hash) != NULL)    \
                NAME##_add_hashed_(r, e->key, e->hash);                                      \
        }                                                                                    \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* s takes r's table (set_swap_bodies, r being a temporary): intersection_update. */     \
    static inline void NAME##_take_table(NAME *s, NAME *r) {                                 \
        s->fill = r->fill;                                                                   \
        s->used = r->used;                                                                   \
        s->mask = r->mask;                                                                   \
        RPY_RC_ASSIGN(s->table, r->table);                                                                 \
        RPY_GC_WRITE_BARRIER(s);                                                             \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_iand(NAME *s, NAME *o) { NAME##_take_table(s, NAME##_and(s, o)); } \
                                                                                             \
    /* s -= o: o's keys discarded; a table more than a quarter dummies is rebuilt. */        \
    static inline void NAME##_isub(NAME *s, NAME *o) {                                       \
        long i;                                                                              \
        if (s == o) {                                                                        \
            NAME##_clear(s);                                                                 \
            return;                                                                          \
        }                                                                                    \
        for (i = 0; i <= o->mask; i++) {                                                     \
            if (o->table[i].state == RPY_SET_ACTIVE)                                         \
                (void)NAME##_discard_hashed_(s, o->table[i].key, o->table[i].hash);          \
        }                                                                                    \
        if ((unsigned long)(s->fill - s->used) <= (unsigned long)s->mask / 4) return;        \
        NAME##_resize_(s, s->used > 50000 ? s->used * 2 : s->used * 4);                      \
    }                                                                                        \
                                                                                             \
    /* a - b: a copy of a with b's keys removed when a is more than four times b, else a's   \
     * keys not in b added to a new set in a's table order. */                               \
    static inline NAME *NAME##_sub(NAME *a, NAME *b) {                                       \
        NAME *r;                                                                             \
        long i;                                                                              \
        if ((a->used >> 2) > b->used) {                                                      \
            r = NAME##_copy(a);                                                              \
            NAME##_isub(r, b);                                                               \
            return r;                                                                        \
        }                                                                                    \
        r = NAME##_with_type(NAME##_new(), a->frozen);                                       \
        for (i = 0; i <= a->mask; i++) {                                                     \
            NAME##_entry *e = &a->table[i];                                                  \
            if (e->state == RPY_SET_ACTIVE && NAME##_lookup_(b, e->key, e->hash) == NULL)    \
                NAME##_add_hashed_(r, e->key, e->hash);                                      \
        }                                                                                    \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* s ^= o: each key of o (table order) removed from s if there, else added. */           \
    static inline void NAME##_ixor(NAME *s, NAME *o) {                                       \
        long i;                                                                              \
        if (s == o) {                                                                        \
            NAME##_clear(s);                                                                 \
            return;                                                                          \
        }                                                                                    \
        for (i = 0; i <= o->mask; i++) {                                                     \
            NAME##_entry *e = &o->table[i];                                                  \
            if (e->state == RPY_SET_ACTIVE && !NAME##_discard_hashed_(s, e->key, e->hash))   \
                NAME##_add_hashed_(s, e->key, e->hash);                                      \
        }                                                                                    \
    }                                                                                        \
                                                                                             \
    /* a ^ b: a copy of b (of a's type), then ^= a (set_symmetric_difference). */            \
    static inline NAME *NAME##_xor(NAME *a, NAME *b) {                                       \
        NAME *r = NAME##_with_type(NAME##_copy(b), a->frozen);                               \
        NAME##_ixor(r, a);                                                                   \
        return r;                                                                            \
    }                                                                                        \
                                                                                             \
    /* a |= b and the others for a value that may be a frozenset: a frozenset gets a new     \
     * object (CPython has no in-place operators for it), a set changes in place. */         \
    static inline NAME *NAME##_ior_any(NAME *a, NAME *b) {                                   \
        if (a->frozen) return NAME##_or(a, b);                                               \
        NAME##_update(a, b);                                                                 \
        return a;                                                                            \
    }                                                                                        \
    static inline NAME *NAME##_iand_any(NAME *a, NAME *b) {                                  \
        if (a->frozen) return NAME##_and(a, b);                                              \
        NAME##_iand(a, b);                                                                   \
        return a;                                                                            \
    }                                                                                        \
    static inline NAME *NAME##_isub_any(NAME *a, NAME *b) {                                  \
        if (a->frozen) return NAME##_sub(a, b);                                              \
        NAME##_isub(a, b);                                                                   \
        return a;                                                                            \
    }                                                                                        \
    static inline NAME *NAME##_ixor_any(NAME *a, NAME *b) {                                  \
        if (a->frozen) return NAME##_xor(a, b);                                              \
        NAME##_ixor(a, b);                                                                   \
        return a;                                                                            \
    }                                                                                        \
                                                                                             \
    static inline int NAME##_issubset(NAME *a, NAME *b) {                                    \
        long i;                                                                              \
        if (a->used > b->used) return 0;                                                     \
        for (i = 0; i <= a->mask; i++) {                                                     \
            NAME##_entry *e = &a->table[i];                                                  \
            if (e->state == RPY_SET_ACTIVE && NAME##_lookup_(b, e->key, e->hash) == NULL) return 0; \
        }                                                                                    \
        return 1;                                                                            \
    }                                                                                        \
                                                                                             \
    static inline int NAME##_issuperset(NAME *a, NAME *b) { return NAME##_issubset(b, a); }  \
                                                                                             \
    static inline int NAME##_eq(NAME *a, NAME *b) {                                          \
        return a->used == b->used && NAME##_issubset(a, b);                                  \
    }                                                                                        \
                                                                                             \
    static inline int NAME##_ne(NAME *a, NAME *b) { return !NAME##_eq(a, b); }               \
    static inline int NAME##_le(NAME *a, NAME *b) { return NAME##_issubset(a, b); }          \
    static inline int NAME##_ge(NAME *a, NAME *b) { return NAME##_issubset(b, a); }          \
    static inline int NAME##_lt(NAME *a, NAME *b) {                                          \
        return a->used < b->used && NAME##_issubset(a, b);                                   \
    }                                                                                        \
    static inline int NAME##_gt(NAME *a, NAME *b) {                                          \
        return a->used > b->used && NAME##_issubset(b, a);                                   \
    }                                                                                        \
                                                                                             \
    static inline int NAME##_isdisjoint(NAME *a, NAME *b) {                                  \
        NAME *t;                                                                             \
        long i;                                                                              \
        if (a == b) return a->used == 0;                                                     \
        if (b->used > a->used) {                                                             \
            t = a;                                                                           \
            a = b;                                                                           \
            b = t;                                                                           \
        }                                                                                    \
        for (i = 0; i <= b->mask; i++) {                                                     \
            NAME##_entry *e = &b->table[i];                                                  \
            if (e->state == RPY_SET_ACTIVE && NAME##_lookup_(a, e->key, e->hash) != NULL) return 0; \
        }                                                                                    \
        return 1;                                                                            \
    }                                                                                        \
                                                                                             \
    /* hash(frozenset): CPython's frozenset_hash, which depends on the active entries only. */ \
    static inline long NAME##_hash(NAME *s) {                                                \
        unsigned long h = 0;                                                                 \
        long i;                                                                              \
        for (i = 0; i <= s->mask; i++) {                                                     \
            if (s->table[i].state == RPY_SET_ACTIVE) h ^= rpy_set_shuffle_bits((unsigned long)s->table[i].hash); \
        }                                                                                    \
        h ^= ((unsigned long)s->used + 1) * 1927868237UL;                                    \
        h ^= (h >> 11) ^ (h >> 25);                                                          \
        h = h * 69069U + 907133923UL;                                                        \
        if (h == (unsigned long)-1) h = 590923713UL;                                         \
        return (long)h;                                                                      \
    }                                                                                        \
                                                                                             \
    /* An iterator's state for s: in a new object, or in the C frame of a loop that keeps  \
     * it to itself (GenC, under a collector that scans the C stack). */                   \
    static inline void NAME##_iter_init(NAME##_iter *it, NAME *s) {                         \
        RPY_RC_ASSIGN(it->set, s);                                                           \
        it->pos = 0;                                                                         \
        it->used_at_start = s->used;                                                         \
    }                                                                                        \
                                                                                             \
    static inline NAME##_iter *NAME##_iter_new(NAME *s) {                                    \
        NAME##_iter *it = (NAME##_iter *)rpy_malloc_typed(RPY_TID(NAME##_iter), sizeof(NAME##_iter)); \
        NAME##_iter_init(it, s);                                                             \
        return it;                                                                           \
    }                                                                                        \
                                                                                             \
    /* iter_next for a loop whose `except StopIteration` ignores the exception: 1 and the   \
     * key in *out, or 0 at the end instead of raising.  A size change still raises         \
     * RuntimeError, and returns 0 too: the caller then sees the exception set. */          \
    static inline RPY_ALWAYS_INLINE int NAME##_iter_next_ok(NAME##_iter *it, K *out) {       \
        NAME *s = it->set;                                                                   \
        if (__builtin_expect(s != NULL && s->used == it->used_at_start, 1)) {                \
            while (it->pos <= s->mask && s->table[it->pos].state != RPY_SET_ACTIVE) it->pos++; \
            if (it->pos <= s->mask) {                                                        \
                *out = s->table[it->pos++].key;                                              \
                return 1;                                                                    \
            }                                                                                \
            RPY_RC_ASSIGN(it->set, NULL);                                                    \
            return 0;                                                                        \
        }                                                                                    \
        if (s != NULL) {                                                                     \
            it->used_at_start = -1;                                                          \
            rpy_raise_builtin(rpy_cls_RuntimeError, "Set changed size during iteration");   \
        }                                                                                    \
        return 0;                                                                            \
    }                                                                                        \
                                                                                             \
    /* The next key in table order.  As in CPython, a size change since the iterator was     \
     * made is an error (and stays one), and an exhausted iterator stays exhausted. */       \
    static inline K NAME##_iter_next(NAME##_iter *it) {                                      \
        K key;                                                                               \
        if (NAME##_iter_next_ok(it, &key)) return key;                                       \
        /* Exhausted (the iterator dropped its set), or a size change raised already. */     \
        if (it->set == NULL) rpy_raise_builtin(rpy_cls_StopIteration, NULL);                 \
        RPY_RETURN_ZERO(K);                                                                  \
    }                                                                                        \
                                                                                             \
    /* A prebuilt set's table, slot by slot as CPython had it: an active key in `slot`. */   \
    static inline void NAME##_put_at(NAME *s, long slot, K key) {                            \
        NAME##_entry *e = &s->table[slot];                                                   \
        e->state = RPY_SET_ACTIVE;                                                           \
        e->hash = HASH(key);                                                                 \
        e->key = key; RPY_RC_INCREF(e->key);                                                                        \
        RPY_GC_WRITE_BARRIER_ITEMS_OF(key, s->table, slot, 1);                                     \
        s->fill++;                                                                           \
        s->used++;                                                                           \
    }                                                                                        \
                                                                                             \
    static inline void NAME##_dummy_at(NAME *s, long slot) {                                 \
        s->table[slot].state = RPY_SET_DUMMY;                                                \
        s->table[slot].hash = -1;                                                            \
        s->fill++;                                                                           \
    }

#endif /* RPY_SET_H */
