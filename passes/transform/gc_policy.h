// The GC transformer interface (seed 003, "GC transformer"; seed 001, GC options): what
// the back-end asks of the garbage collector. GenC writes every allocation through it,
// the driver compiles the runtime files and links the libraries it names, and the shards
// run the GC transform (gc_transform.h) when the collector is exact (docs/gc.md).
//
// Boehm GC (conservative, no write barriers, no root tracking) needs no graph changes.
// The exact collectors (runtime/gc/) need every object typed (the universe's GC type
// table: GenC's `rpy_tid_<C name>`), the roots of each call that can collect on a shadow
// stack, and collect points after allocations.
#pragma once

#include <memory>
#include <string>

namespace rtfarm::transform {

class GcPolicy {
 public:
  virtual ~GcPolicy() = default;
  virtual std::string name() const = 0;
  // Whether the collector finds its roots exactly (the GC transform runs, GenC writes
  // the type table and the static roots).
  virtual bool exact() const { return false; }
  // Whether the collector moves objects (young ones out of its nursery): every store of
  // a GC pointer into an object that may be old then goes through its write barrier, and
  // GenC writes RPY_GC_GENERATIONAL into the program's header (docs/gc.md).
  virtual bool moving() const { return false; }
  // Whether the collector counts references (--gc=refcount, deferred counting: every
  // store of a GC pointer into an object counts, GenC writes RPY_RC_ASSIGN for a
  // setfield and RPY_GC_REFCOUNT into the program's header; docs/gc.md).
  virtual bool counts_references() const { return false; }
  // A C expression allocating a zeroed object of `c_type` (a struct). Objects without
  // pointers the collector must trace (`traced` false) may use an atomic allocation.
  virtual std::string Allocate(const std::string& c_type, bool traced) const = 0;
  // The same, NULL when the allocation raised MemoryError (the check of its slow path's
  // result only); empty when the collector reports MemoryError at its collect points
  // instead (the exact ones: docs/gc.md).
  virtual std::string AllocateChecked(const std::string&, bool) const { return ""; }
  // The libraries to link, given the archive of the collector when one is installed.
  virtual std::string LinkLibraries(const std::string& archive) const = 0;
  // Whether the runtime's file at `path` (relative to runtime/: "rpy_alloc.c",
  // "gc/rpy_gc.h") is part of a program built for this collector.
  virtual bool UsesRuntimeFile(const std::string& path) const = 0;
};

// The C identifier of the type id of `c_type` ("struct inst_A" -> "rpy_tid_inst_A").
std::string TypeIdName(const std::string& c_type);

// "boehm", "marksweep", "generational" or "refcount"; null for a GC that is not available
// (GcPolicyProblem says why).
std::unique_ptr<GcPolicy> MakeGcPolicy(const std::string& name);
// Why `name` is refused: "gc=NAME is not available: ..." listing the available ones.
std::string GcPolicyProblem(const std::string& name);

}  // namespace rtfarm::transform
