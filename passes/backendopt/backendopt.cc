#include "passes/backendopt/backendopt.h"

#include "passes/backendopt/char_roundtrip.h"
#include "passes/backendopt/concat_chain.h"
#include "passes/backendopt/constant_fold.h"
#include "passes/backendopt/dict_update.h"
#include "passes/backendopt/exception_checks.h"
#include "passes/backendopt/malloc_removal.h"
#include "passes/backendopt/overflow_checks.h"
#include "passes/backendopt/store_sink.h"
#include "passes/backendopt/str_append.h"
#include "passes/backendopt/str_slice_key.h"
#include "passes/model/progress.h"

namespace rtfarm::backendopt {

GraphOptStats OptimizeGraph(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  model::PublishFunction(graph.name(), "backend optimizations");
  GraphOptStats stats;
  stats.exception_checks_removed = RemoveRedundantExceptionChecks(graph, types);
  // Joining first puts an inlined body and its caller's code in one block, where an
  // allocation's uses are plainly visible.
  ConstantFoldStats first = ConstantFold(graph, types);
  stats.ops_folded += first.ops_folded + first.switches_folded;
  stats.ops_removed += first.ops_removed;
  stats.blocks_joined += first.blocks_joined;
  // Folding can expose more removable allocations (a pointer no longer carried through
  // a dead link); a few rounds reach the fixpoint in practice.
  for (int round = 0; round < 4; ++round) {
    int removed = RemoveMallocs(graph, types);
    if (removed == 0) break;  // the graph is as the last folding left it
    stats.mallocs_removed += removed;
    ConstantFoldStats folded = ConstantFold(graph, types);
    stats.ops_folded += folded.ops_folded + folded.switches_folded;
    stats.ops_removed += folded.ops_removed;
    stats.blocks_joined += folded.blocks_joined;
  }
  // Reads of fields already known, now that inlining and joining made blocks long.
  stats.fields_reused = SinkStores(graph);
  stats.dict_lookups_shared = FuseDictGetAndSet(graph);
  // After the pairing: a slice key of a fused get-then-set is looked up once, in place.
  stats.slice_keys_in_place = LookUpSliceKeysInPlace(graph);
  // Before the chains fuse: `s = s + a + b` appends twice to an owned s.
  stats.strs_appended_in_place = AppendStringsInPlace(graph, types);
  stats.concats_fused = FuseStringConcatenations(graph, types);
  stats.char_round_trips = RemoveCharRoundTrips(graph);
  // Last of the rewrites: folding and inlining have put each loop's bounds and its
  // arithmetic in one graph.
  OverflowCheckStats overflow = RemoveOverflowChecks(graph, types);
  stats.overflow_checks_removed = overflow.removed;
  stats.graphs_versioned = overflow.versioned;
  // Folding empties the blocks that only converted a value on its way to the return
  // block: the checks of `return f(x)` show only now.
  int late = RemoveRedundantExceptionChecks(graph, types);
  stats.exception_checks_removed += late;
  if (late > 0 || stats.fields_reused > 0 || stats.char_round_trips > 0) {
    ConstantFoldStats folded = ConstantFold(graph, types);
    stats.ops_folded += folded.ops_folded + folded.switches_folded;
    stats.ops_removed += folded.ops_removed;
    stats.blocks_joined += folded.blocks_joined;
  }
  return stats;
}

}  // namespace rtfarm::backendopt
