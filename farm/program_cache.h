// The whole-program cache: a translation whose inputs are all unchanged is served from
// the cache right after the import — no annotation, RTyping, GenC or compile.
//
// The inputs are every file the embedded interpreter read while importing the target
// (the modules' sources and any data file read at import time, HostSpace::FilesRead),
// the C runtime's sources, rtfarm itself, the C compiler and the options. A program
// whose import depends on anything else (environment variables, the clock, the
// network) must be translated with --no-cache.
#pragma once

#include <string>
#include <vector>

#include "farm/artifact_cache.h"
#include "passes/genc/source_writer.h"

namespace rtfarm::farm {

// The key: SHA-256 over the files' paths and contents, `options` (a canonical text of
// every option that changes the output) and the toolchain's identity.
std::string ProgramKey(const std::vector<std::string>& files, const std::string& options);

// What a translation was asked to produce.
struct ProgramRequest {
  std::string output;  // the executable (unless c_only)
  std::string keep_c;  // where the C goes, or ""
  bool c_only = false;
  std::string home;          // RTFARM_HOME, for the runtime's sources
  std::string gc = "boehm";  // which of them (the collector's files)
};

// A program translated before with the same key: its executable (and C, when asked for)
// are written from the cache. Returns whether it was served.
bool ServeProgram(const ArtifactCache& cache, const std::string& key,
                  const ProgramRequest& request);

// Keeps what this translation produced (`files`: the generated C) for the next one with
// the same key. Failures only cost the next run a miss: they are printed as warnings.
void StoreProgram(const ArtifactCache& cache, const std::string& key, const ProgramRequest& request,
                  const std::vector<genc::SourceFile>& files);

// SHA-256 over the runtime's sources (name and content, sorted): part of every key whose
// output was compiled against them.
std::string RuntimeHash(const std::string& runtime_dir);
// The same of the Python sources under `dirs` (rlib/, rpython/ of RTFARM_HOME, their
// subdirectories too): the annotator imports rlib modules long after the program's
// import, and Python may read them from a __pycache__ that an edit has not refreshed yet,
// so the files the import read do not cover them.
std::string PythonSourcesHash(const std::vector<std::string>& dirs);

}  // namespace rtfarm::farm
