// A canonical text listing of an annotated program: every graph (sorted by key) with
// the annotation of each variable, every ClassDef with its attributes (sorted). Two runs
// that reach the same fixpoint give byte-identical dumps, whatever the thread count or
// schedule: the determinism test diffs them.
#pragma once

#include <string>

#include "passes/annotator/annotator.h"

namespace rtfarm::annotator {

std::string DumpAnnotations(const Annotator& annotator);

}  // namespace rtfarm::annotator
