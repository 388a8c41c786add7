// The GC transformer interface (seed 003, "GC transformer"; seed 001, GC options): what
// the back-end asks of the garbage collector. GenC writes every allocation through it,
// and the driver links what it names. Boehm GC (conservative, no write barriers, no
// root tracking) needs no graph changes; an exact collector added later implements the
// same interface plus its graph transform (roots, barriers).
#pragma once

#include <memory>
#include <string>

namespace rtfarm::transform {

class GcPolicy {
 public:
  virtual ~GcPolicy() = default;
  virtual std::string name() const = 0;
  // A C expression allocating a zeroed object of `c_type` (a struct). Objects without
  // pointers the collector must trace (`traced` false) may use an atomic allocation.
  virtual std::string Allocate(const std::string& c_type, bool traced) const = 0;
  // The libraries to link, given the archive of the collector when one is installed.
  virtual std::string LinkLibraries(const std::string& archive) const = 0;
};

// "boehm"; null for a GC that is not available.
std::unique_ptr<GcPolicy> MakeGcPolicy(const std::string& name);

}  // namespace rtfarm::transform
