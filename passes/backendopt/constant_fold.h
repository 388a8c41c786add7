// Constant folding and the cleanups that make it pay (RPython's constfold and
// simplify, on low-level graphs after the exception transformer):
//
// - `same_as` disappears: its result is replaced by its argument;
// - a pure operation on constants becomes its value (fold_operation.h);
// - a block inputarg that every entering link sets to the same constant becomes that
//   constant (RPython's constant diffusion);
// - a switch on a constant keeps only the exit taken;
// - pure operations whose results nobody needs are removed, and so are values carried
//   along links only to be dropped (block inputargs nobody reads);
// - a block entered by exactly one link, from a block with that single exit, is joined
//   to its predecessor.
// Repeated until nothing changes; unreachable blocks are pruned.
#pragma once

#include "passes/lltype/lltype.h"
#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

struct ConstantFoldStats {
  int ops_folded = 0;       // operations replaced by a constant
  int ops_removed = 0;      // same_as and dead pure operations dropped
  int switches_folded = 0;  // switches on a constant made unconditional
  int blocks_joined = 0;
};

ConstantFoldStats ConstantFold(model::FunctionGraph& graph, lltype::TypeRegistry& types);

// The pieces, each one pass over the graph (exposed for tests).
ConstantFoldStats FoldConstantsOnce(model::FunctionGraph& graph);
int RemoveDeadOperations(model::FunctionGraph& graph);
// A block inputarg every entering link sets to the same constant (a loop passing it
// around included) is read as that constant; returns the blocks that changed.
int DiffuseConstants(model::FunctionGraph& graph);
int JoinBlocks(model::FunctionGraph& graph);

}  // namespace rtfarm::backendopt
