// The front-end of `rtfarm translate` run in a test process: import, annotation,
// universe, RTyper, exception transform, inlining — the low-level program the back-end
// shards.
#pragma once

#include <memory>
#include <string>

#include "passes/annotator/annotator.h"
#include "passes/host/host_space.h"
#include "passes/rtyper/universe.h"

namespace rtfarm::testing {

// The runfiles root (holds rlib/, runtime/, examples/, tests/programs/).
std::string RunfilesHome();
// The process-wide space (the embedded interpreter starts once per process).
host::HostSpace& Space();

struct LowLevelProgram {
  std::unique_ptr<annotator::Annotator> annotator;
  std::unique_ptr<rtyper::Universe> universe;
  const annotator::GraphInfo* entry = nullptr;
};

// Translates `path` (relative to the runfiles root) up to the back-end, annotating on
// `threads` threads; fails the test (and returns a program without universe) on any error.
LowLevelProgram TranslateFrontEnd(const std::string& path, int threads = 2);

}  // namespace rtfarm::testing
