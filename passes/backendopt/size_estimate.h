// Size estimates of low-level graphs that drive the inliner (seed 003, "Function
// Inlining"): a static instruction count (operations weighted by their cost, calls
// and allocations heavier, casts free) plus a median execution cost (the same weights
// scaled by how often each block runs, assuming both sides of a branch equally likely
// except that a loop's back edge is taken more often and a path that can only raise is
// taken one time in ten). The weights are those of RPython's graphs, on which its
// threshold was tuned: the exception transformer's bookkeeping and the raise itself weigh
// nothing, a list element access (a C inline function here) weighs like an array access.
#pragma once

#include "passes/model/flow_model.h"

namespace rtfarm::backendopt {

// The weight of one block: its operations and its switch.
double BlockWeight(const model::Block& block);

// Sum of the block weights of the graph.
double StaticInstructionCount(const model::FunctionGraph& graph);

// The expected weight executed by one call, from the linear system
// cost(b) = weight(b) + sum over exits of p(exit) * cost(target). A graph with a loop
// that never exits (a singular system) gets kUnboundedCost.
double MedianExecutionCost(const model::FunctionGraph& graph);

inline constexpr double kUnboundedCost = 1e9;

// What the inliner compares with its threshold.
double InliningWeight(const model::FunctionGraph& graph);
// The same, given the graph's StaticInstructionCount.
double InliningWeight(const model::FunctionGraph& graph, double static_count);

}  // namespace rtfarm::backendopt
