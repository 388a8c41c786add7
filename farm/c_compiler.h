// Compiling the generated C: every .c file of a directory compiled in parallel (through
// ccache when it is installed), then linked with Boehm GC into one executable. Shards
// that compile their own file use CompileObject with the same flags.
#pragma once

#include <string>
#include <vector>

#include "passes/transform/gc_policy.h"

namespace rtfarm::farm {

struct CompileOptions {
  int jobs = 2;
  int opt = 2;  // -O level
  bool ccache = true;
  const transform::GcPolicy* gc = nullptr;  // what to link (Boehm when null)
  // Objects already compiled (by the shards), in the directory, linked with the rest.
  std::vector<std::string> objects;
};

struct CompileResult {
  bool ok = false;
  std::string errors;  // the compiler's messages of the first failing command
  int compiled = 0;
  int ccache_hits = -1;  // -1: compiled without ccache
  int ccache_misses = -1;
};

// Compiles `sources` (names in `dir`) to objects beside them (x.c -> x.o), options.jobs
// at once; no link.
CompileResult CompileObjects(const std::string& dir, const std::vector<std::string>& sources,
                             const CompileOptions& options);

// Compiles `sources` (names in `dir`) and links them, with options.objects, into `output`.
// `objects_first` (names in `dir`, already compiled: the runtime's, shared by a farm's
// links) are linked before everything else, where a link of the runtime's sources has
// them, so that the executable's bytes are the same either way.
CompileResult CompileAndLink(const std::string& dir, const std::vector<std::string>& sources,
                             const std::string& output, const CompileOptions& options,
                             const std::vector<std::string>& objects_first = {});

// Compiles `dir`/`source` to `dir`/`source` with .o for .c, with `include_dir` also on
// the include path (the runtime's headers). What a shard does when it compiles.
// With a `wrapper`, the compiler runs as `WRAPPER gcc ARGS` (through ccache's
// prefix_command when ccache is used, so ccache itself keeps its cache and network).
CompileResult CompileObject(const std::string& dir, const std::string& source,
                            const std::string& include_dir, int opt, bool use_ccache,
                            const std::string& wrapper = "");

// "gcc (Debian 12.2.0-14) 12.2.0": part of a compiling shard's cache key.
const std::string& CompilerIdentity();

}  // namespace rtfarm::farm
