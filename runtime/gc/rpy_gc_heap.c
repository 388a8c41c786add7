/* rpy_gc_heap.c: the page heap (rpy_gc_heap_impl.h) of mark-and-sweep and of the
 * generational collector, whose object header is one word (rpy_gc.h). */
#include "rpy_gc_heap_impl.h"
