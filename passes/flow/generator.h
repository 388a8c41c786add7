// Generator functions (docs/generators.md). A generator function `f` gives two graphs:
// - the maker, f's own graph: it makes a generator object (an instance of the class of
//   its own the host helper `generator_class` makes for f), stores the arguments in it
//   with the resume state 0, and returns it;
// - the resume graph, the graph of that class's `_rtfarm_resume(self)` (which its
//   `__next__` calls): f's body flowed with each yield recorded as a `yield_` operation,
//   then transformed so that it starts with a dispatch on the saved state, every yield
//   saves the variables live across it into the object, sets the state and returns the
//   value, and the end of the body sets the state -2 and raises StopIteration. The state
//   is -1 while the body runs and once it has ended (returned or raised), so an
//   exhausted generator stays exhausted.
#pragma once

#include <memory>

#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow {

// Whether `function` (a kFunction HostObject) is a generator function.
bool IsGeneratorFunction(const host::HostObject* function);

// The maker graph of generator function `function`.
// The maker graph of generator function `function`; `variant` (a specialisation's key
// suffix, or "") chooses the generator class.
std::unique_ptr<model::FunctionGraph> BuildGeneratorMaker(host::HostSpace& space,
                                                          const host::HostObject* function,
                                                          const std::string& variant);

// Turns `body` (the simplified graph of a generator's body, with `yield_` operations, whose
// start block takes the function's parameters) into the resume graph taking `self`.
void MakeResumeGraph(model::FunctionGraph& body, host::HostSpace& space);

// The attribute of a generator object holding the resume state (k >= 0: resume point k;
// -1: running or ended; -2: the body just ended), and the one holding the
// i-th variable saved by resume point k (k = 0: the arguments).
inline constexpr const char* kGeneratorState = "_rtfarm_state";
std::string GeneratorSlot(size_t resume_point, size_t index);

}  // namespace rtfarm::flow
