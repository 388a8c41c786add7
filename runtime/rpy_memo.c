/* rpy_memo.c: the memo of copy.deepcopy() (GenC's rpy_deepcopy_* helpers): each object
 * met once maps to its copy, so that an object reached twice, or through a cycle, is
 * copied once, as CPython's memo keeps it. Plain malloc: every copy it holds is also
 * held by its parent or by a frame of the copy in progress, and no collection runs
 * inside the helpers. */
#include <stdlib.h>

#include "rpy_internal.h"

static long rpy_memo_slot_(const rpy_memo *m, const void *key) {
    unsigned long h = (unsigned long)(uintptr_t)key;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15UL;
    long i = (long)(h >> 20) & m->mask;
    while (m->keys[i] != NULL && m->keys[i] != key) i = (i + 1) & m->mask;
    return i;
}

void *rpy_memo_get(const rpy_memo *m, const void *key) {
    if (m->keys == NULL) return NULL;
    return m->values[rpy_memo_slot_(m, key)];
}

void rpy_memo_put(rpy_memo *m, const void *key, void *value) {
    if (m->keys == NULL || (m->used + 1) * 3 > (m->mask + 1) * 2) {
        rpy_memo old = *m;
        long size = old.keys == NULL ? 64 : (old.mask + 1) * 2;
        m->mask = size - 1;
        m->used = 0;
        m->keys = calloc((size_t)size, sizeof(void *));
        m->values = calloc((size_t)size, sizeof(void *));
        if (m->keys == NULL || m->values == NULL) rpy_fatal_memory_error();
        for (long i = 0; old.keys != NULL && i <= old.mask; i++)
            if (old.keys[i] != NULL) rpy_memo_put(m, old.keys[i], old.values[i]);
        free(old.keys);
        free(old.values);
    }
    long i = rpy_memo_slot_(m, key);
    if (m->keys[i] == NULL) m->used++;
    m->keys[i] = key;
    m->values[i] = value;
}

void rpy_memo_free(rpy_memo *m) {
    free(m->keys);
    free(m->values);
    m->keys = NULL;
    m->values = NULL;
}
