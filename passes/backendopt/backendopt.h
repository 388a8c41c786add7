// The per-graph backend optimizations, in the order that makes each pay: redundant
// exception checks (inlining leaves the caller's check after the inlined body), malloc
// removal (after inlining has put allocations and their uses in one graph) then constant
// folding (which removes the same_as copies malloc removal leaves), repeated while
// either finds something; then redundant field reads, the dict, slice-key, concatenation
// and char rewrites, overflow checks the value ranges prove dead (overflow_checks.h), and
// the exception checks again. Inlining
// (inline.h) is whole-program and runs before.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

struct GraphOptStats {
  int mallocs_removed = 0;
  int ops_folded = 0;
  int ops_removed = 0;
  int blocks_joined = 0;
  int exception_checks_removed = 0;
  int fields_reused = 0;           // getfields of a value already known (store_sink.h)
  int dict_lookups_shared = 0;     // get-then-set pairs on one dict and key (dict_update.h)
  int slice_keys_in_place = 0;     // str slices used only as dict keys (str_slice_key.h)
  int strs_appended_in_place = 0;  // `s += piece` growing an owned s (str_append.h)
  int concats_fused = 0;           // str concatenations absorbed into a longer one (concat_chain.h)
  int char_round_trips = 0;        // str -> char -> str conversions undone (char_roundtrip.h)
  int overflow_checks_removed = 0;  // int_*_nonbig proven to fit (overflow_checks.h)
  int graphs_versioned = 0;         // 1: a second version without checks for small arguments
};

GraphOptStats OptimizeGraph(model::FunctionGraph& graph, lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
