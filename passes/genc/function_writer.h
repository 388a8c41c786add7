// Writes one low-level graph as a C function: variables declared up front, one label
// per block, operations as C statements, links as (parallel) assignments and gotos.
#pragma once

#include <string>

#include "passes/genc/c_types.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::genc {

// "long fn_mod_f(long v3, double v4)"
std::string FunctionSignature(CTypes& types, const model::FunctionGraph& graph,
                              const std::string& name);
std::string WriteFunction(CTypes& types, const model::FunctionGraph& graph, const std::string& name,
                          const transform::GcPolicy& gc);

}  // namespace rtfarm::genc
