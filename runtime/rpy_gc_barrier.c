/* The runtime's write barrier hook (rpy.h's RPY_GC_WRITE_BARRIER): the runtime's C files
 * are compiled once for every collector, so they ask at run time.  The generational
 * collector sets it at start-up; it stays NULL under the others. */
#include "rpy.h"

void (*rpy_gc_runtime_barrier)(void *obj);

/* The same for reference counting (rpy.h's RPY_RC_*): set by the refcount collector. */
rpy_gc_rc_hooks_t rpy_gc_rc_hooks;
