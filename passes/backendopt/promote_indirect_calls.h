// Indirect calls with a few possible targets become direct calls (indirect call
// promotion): the function pointer is compared with each target in turn. A method read
// from a vtable slot is one of the RTyper's list of targets (the annotator's callees at
// that site), so its last target is called without a comparison; a function value keeps
// its indirect call after the comparisons.
//
// What pays is what follows: a method called through its class's vtable from one place,
// like a scheduler's `task.step(packet)` over four task classes, now has a direct caller,
// and the inliner puts its body into the loop, as a C programmer's switch over the task
// kinds would have it. Runs on the whole program before inlining (inline.h), after the
// exception transformer (the caller's exception check stays after the calls' join).
#pragma once

#include <map>
#include <string>

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// Sites with more targets than this keep their indirect call: the chain of comparisons
// would cost more than the indirect jump.
constexpr size_t kMaxPromotedTargets = 6;

// `graphs`: every function graph of the program by C name (as for InlineFunctions).
// Returns the number of call sites promoted.
int PromoteIndirectCalls(const std::map<std::string, model::FunctionGraph*>& graphs,
                         lltype::TypeRegistry& types);

}  // namespace rtfarm::backendopt
