// The GC transform (docs/gc.md; seed 003, "GC transformer"): what an exact collector
// needs of each low-level graph, run by the shards after the backend optimizations, per
// graph, reading nothing but the graph and the policy.
//
// - A call that can collect (a call of a generated function, an indirect call, an
//   __init__ dispatch) gets `gc_push_roots(v...)` before it and `gc_pop_roots(v...)`
//   after it: the GC pointers live after the call, kept on the shadow stack and reloaded
//   from it (a moving collector may have moved them).
// - An allocation (`malloc`) and a call of a runtime helper that may allocate get
//   `gc_collect_point(v...)` after them: when the allocation budget is spent, the live
//   GC pointers go to the shadow stack, the collector runs, and they are reloaded.
//   Allocations themselves never collect, so the runtime's C code, whose variables the
//   collector cannot see, is never interrupted.  For a moving collector the collect
//   point comes before the allocation instead, so that the new object stays young up
//   to the next point that can collect.
// - A moving collector: `gc_write_barrier(obj)` before each `setfield` storing a GC
//   pointer into obj, except the initialising stores into an object allocated in the
//   same block since the last point that can collect.
// - Reference counting (--gc=refcount, deferred: docs/gc.md) needs nothing more of the
//   graph: its variables hold no counts and are found on the shadow stack at the collect
//   points above, and the counts of the heap's references are kept by the stores
//   themselves (GenC writes every `setfield` as RPY_RC_ASSIGN under that policy).
//
// Variables are local to their block (SSI), so liveness is a backward walk of the block.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::transform {

struct GcTransformStats {
  int calls_with_roots = 0;  // calls that got a push and a pop
  int collect_points = 0;
  int write_barriers = 0;  // a moving collector's
};

// Whether values of type `t` are pointers an exact collector must know about.
bool IsGcPointer(const lltype::Type* t);
// Whether a direct call of `symbol` may run a collection.
bool CallCanCollect(const std::string& symbol);
// Whether a direct call of the runtime's `symbol` may allocate (conservative: unknown
// helpers may).
bool CallMayAllocate(const std::string& symbol);

GcTransformStats GcTransformGraph(model::FunctionGraph& graph, const lltype::TypeRegistry& types,
                                  const GcPolicy& policy);

}  // namespace rtfarm::transform
