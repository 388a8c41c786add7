// GenC's database and source layout (seed 003, "the database" and "GenC"): collects
// every type, container instantiation, vtable, prebuilt constant and function of the
// low-level program and writes them as C:
//
//   rpy_program.h   types, container instantiations, glue, declarations (every file
//                   includes it)
//   rpy_data.c      vtables, prebuilt objects and their start-up initialisation, the
//                   type helpers (repr, equality, hashing of tuples and lists), the entry
//   rpy_fn_N.c      function bodies, one file per shard (written by the shards, see
//                   shard_file.h), each declaring the functions and strings it uses
//
// The output depends only on the program: everything is sorted by C name.
#pragma once

#include <set>
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

// What the central database writes; the function bodies come from the shards
// (shard_file.h).
struct ProgramDatabase {
  SourceFile header;  // rpy_program.h
  SourceFile data;    // rpy_data.c
  // The functions the data refers to, by C name (with the entry point): where the
  // search for live functions starts.
  std::set<std::string> referenced_functions;
};

// `entry` is the entry point's graph: `rpy_entry_point(argv)` calls it.
ProgramDatabase WriteDatabase(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                              const transform::GcPolicy& gc);

}  // namespace rtfarm::genc
