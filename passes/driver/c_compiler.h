// Compiling the generated C: every .c file of a directory compiled in parallel (through
// ccache when it is installed), then linked with Boehm GC into one executable.
#pragma once

#include <string>
#include <vector>

#include "passes/transform/gc_policy.h"

namespace rtfarm::driver {

struct CompileOptions {
  int jobs = 2;
  int opt = 2;  // -O level
  bool ccache = true;
  const transform::GcPolicy* gc = nullptr;  // what to link (Boehm when null)
};

struct CompileResult {
  bool ok = false;
  std::string errors;  // the compiler's messages of the first failing command
  int compiled = 0;
  int ccache_hits = -1;  // -1: compiled without ccache
  int ccache_misses = -1;
};

// Compiles `sources` (paths) in `dir` and links them into `output`.
CompileResult CompileAndLink(const std::string& dir, const std::vector<std::string>& sources,
                             const std::string& output, const CompileOptions& options);

}  // namespace rtfarm::driver
