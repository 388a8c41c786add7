/* rpy_gc_heap_refcount.c: the page heap (rpy_gc_heap_impl.h) of reference counting, whose
 * object header also holds the count (rpy_gc.h): the same code for that layout. */
#define RPY_GC_REFCOUNT 1
#include "rpy_gc_heap_impl.h"
