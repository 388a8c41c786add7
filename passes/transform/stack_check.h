// Recursion that runs out of the C stack raises RecursionError, which the program can
// catch, as RPython's stackcheckinsertion makes it (rpython/translator/transform.py).
//
// The call graph's strongly connected components are found (Tarjan, over the graphs in
// name order): direct calls, indirect calls with every target the annotator recorded,
// and calls whose targets the operation does not name (C code that calls the program's
// special methods, a dispatch, an indirect call without a list of targets) with every
// graph they may reach. A call inside a component, one that may close a cycle, gets a
// `stack_check` right before it: the stack pointer compared with the limit the runtime
// computed at start-up (runtime/rpy.h), RecursionError below it. Each cycle of calls
// holds such a check, so no recursion gets past the limit without one failing, and
// calls that cannot recurse pay nothing.
//
// It runs on the RTyper's graphs, before the exception transform: the check is then an
// operation that can raise like any other, so the graphs holding one are raising ones
// (FindNonRaisingGraphs) and their callers keep the exception check after the call; a
// check inside a `try` is covered by its handlers (it joins the caught region). Inlining
// later never inlines a graph on a cycle and makes no new cycle, so the components are
// the same after it; a check it copies along with an inlined body stays before its call.
// GenC keeps every call of a function holding a check a real call (no sibling call, no
// recursion turned into a loop that would never grow the stack).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::rtyper {
class Universe;
}

namespace rtfarm::transform {

struct StackCheckStats {
  int recursive_graphs = 0;  // graphs on a cycle of the call graph
  int checks = 0;            // stack_check operations inserted
};

// The graphs (by C name) that operations[index] of `block`, a call, may reach although
// the operation does not name them: a direct call of C code that calls the program, an
// indirect call without a list of targets. Empty when it reaches none.
using HiddenCallees =
    std::function<std::vector<std::string>(const model::Block& block, size_t index)>;

// The pass on `graphs` (every graph of the program by C name), with `hidden` for the
// calls whose targets are not written in them. Deterministic: names order everything.
StackCheckStats InsertStackChecks(const std::map<std::string, model::FunctionGraph*>& graphs,
                                  const HiddenCallees& hidden, lltype::TypeRegistry& types);

// The pass on the program's graphs; the universe tells which graphs its C helpers,
// dispatches and unlisted indirect calls may reach.
StackCheckStats InsertStackChecks(rtyper::Universe& universe);

}  // namespace rtfarm::transform
