// Redundant field reads (RPython's storesink): within a block, a getfield of a field
// that was read or written before, with nothing in between that may have changed it,
// becomes the known value.
//
// GenC compiles with -fno-strict-aliasing (instances are read through their parents'
// struct types), so gcc reloads every field after any store through another pointer.
// Here the fields are known by name: a setfield of field `f` (through any pointer: casts
// alias) forgets only the values of `f`; a call forgets everything; allocations and array
// stores forget nothing. Returns the number of getfields replaced (by same_as, which
// constant folding then removes).
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

int SinkStores(model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
