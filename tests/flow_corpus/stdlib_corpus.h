// The robustness corpus of the flow builder: pure-Python modules of CPython 3.11's
// standard library. Every function and method they define is flowed; each must give a
// valid graph or a FlowError. Shared by the robustness test and bench/flow.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "passes/flow/build_many.h"

namespace rtfarm::corpus {

const std::vector<std::string>& StdlibModules();

struct CorpusRun {
  std::vector<std::string> modules_imported;
  std::vector<std::string> import_failures;  // "module: message"
  std::vector<flow::FlowResult> results;     // one per function, deterministic order
  long long instructions = 0;                // bytecode instructions of every function
  double seconds = 0;                        // flow building only (imports excluded)
};

// Imports the corpus (once per HostSpace) and flows every function with `threads`.
CorpusRun FlowStdlibCorpus(host::HostSpace& space, int threads);

// "generators (yield) are not supported" etc., with quoted names replaced by '...', so
// that refusals can be counted by kind.
std::string RefusalKind(const flow::FlowError& error);

}  // namespace rtfarm::corpus
