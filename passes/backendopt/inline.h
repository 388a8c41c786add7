// Automatic inlining over a whole program (seed 003, "Function Inlining").
//
// Every graph gets a weight (size_estimate.h). The lightest graph is inlined into all its
// callers first, then the next lightest, each caller's weight recomputed after it grew,
// until the lightest remaining graph weighs more than the threshold. Graphs on a
// recursive cycle of the call graph are never inlined, and a caller never grows past
// `max_caller_size`. Runs on graphs after the exception transformer (inline_call.h).
#pragma once

#include <map>
#include <string>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

struct InlineOptions {
  // RPython's default: a graph weighing less than this is inlined into its callers.
  double threshold = 32.4;
  // No inlining into a caller whose static instruction count would pass this.
  double max_caller_size = 4000;
  // A graph with a single call site is inlined there up to this static size.
  double single_call_site_size = 400;
};

struct InlineStats {
  int calls_inlined = 0;
  int graphs_changed = 0;
};

// `graphs`: every function graph of the program by its C name (the symbol of
// direct_call's args[0]). Deterministic: the outcome depends only on the graphs and
// their names.
InlineStats InlineFunctions(const std::map<std::string, model::FunctionGraph*>& graphs,
                            const InlineOptions& options, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
