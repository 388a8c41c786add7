// The central part of a translation, shared by `rtfarm translate` and the coordinator's
// job front-end (`rtfarm job-frontend`): import the target, annotate it, freeze the
// universe, RType, make exceptions explicit and inline. What follows (the shards) is a
// pure function of what this leaves.
#pragma once

#include <string>
#include <vector>

#include "passes/annotator/annotator.h"
#include "passes/driver/phase_clock.h"
#include "passes/driver/translate_report.h"
#include "passes/host/host_space.h"
#include "passes/rtyper/universe.h"

namespace rtfarm::driver {

struct ImportedTarget {
  host::HostSpace* space = nullptr;
  const host::HostObject* entry = nullptr;
};

// Imports the target with the embedded CPython. Its objects are never freed: the process
// ends right after the translation, and tearing a large program down took a tenth of it.
ImportedTarget ImportTarget(const std::string& target, const std::string& home);

struct AnalysedProgram {
  rtyper::Universe* universe = nullptr;
  const annotator::GraphInfo* entry_graph = nullptr;
};

// Annotation, universe, RTyper and exception transform. The program's errors (with their
// Python source locations) are printed on stderr; returns false then.
bool AnalyseProgram(const ImportedTarget& target, int threads, PhaseClock& clock,
                    AnalysedProgram* out);

// Whole-program inlining (it needs the whole call graph, so it runs centrally; the
// per-graph optimizations run in the shards).
InliningReport InlineProgram(rtyper::Universe& universe);

// Frees the program's graphs and their annotations once the back-end's plan has encoded
// them, so that the shards do not run next to them (a big function's graphs are half of
// the front-end's memory). Nothing may read the universe's graphs afterwards; the rest of
// the program stays (its objects are never freed, as above).
void ReleaseProgramGraphs(rtyper::Universe& universe);

}  // namespace rtfarm::driver
