// GenC's database and source layout (seed 003, "the database" and "GenC"): collects
// every type, container instantiation, vtable, prebuilt constant and function of the
// low-level program and writes them as C:
//
//   rpy_program.h   types, container instantiations, glue, declarations (every file
//                   includes it)
//   rpy_data.c      vtables, prebuilt objects and their start-up initialisation, the
//                   type helpers (repr, equality, hashing of tuples and lists), the entry
//   rpy_fn_N.c      function bodies, spread over N files by name (compiled in parallel)
//
// The output depends only on the program: everything is sorted by C name.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "passes/rtyper/universe.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::genc {

struct SourceFile {
  std::string name;
  std::string text;
};

// `entry` is the entry point's graph: `rpy_entry_point(argv)` calls it.
std::vector<SourceFile> WriteProgram(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                                     int function_files, const transform::GcPolicy& gc);

}  // namespace rtfarm::genc
