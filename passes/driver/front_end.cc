#include "passes/driver/front_end.h"

#include <malloc.h>

#include <cstdio>
#include <map>
#include <stdexcept>

#include "passes/backendopt/inline.h"
#include "passes/backendopt/promote_indirect_calls.h"
#include "passes/driver/annotate_command.h"
#include "passes/rtyper/rtyper.h"
#include "passes/transform/exception_transform.h"
#include "passes/transform/stack_check.h"

namespace rtfarm::driver {

ImportedTarget ImportTarget(const std::string& target, const std::string& home) {
  ImportedTarget imported;
  imported.space = new host::HostSpace(home);
  const host::HostObject* module = imported.space->ImportFile(target);
  imported.entry = imported.space->FindEntryPoint(module);
  return imported;
}

bool AnalyseProgram(const ImportedTarget& target, int threads, PhaseClock& clock,
                    AnalysedProgram* out) {
  clock.Start("annotate");
  annotator::Annotator& annotator =
      *new annotator::Annotator(*target.space, annotator::AnnotatorOptions{threads, 0});
  annotator.AnnotateEntryPoint(target.entry);
  clock.Stop();
  if (!annotator.errors().empty()) clock.BreakLine();
  if (PrintAnnotatorErrors(annotator)) {
    std::fprintf(stderr, "%zu error(s): nothing translated\n", annotator.errors().size());
    return false;
  }

  clock.Start("universe");
  rtyper::Universe& universe = *new rtyper::Universe(annotator);
  const annotator::GraphInfo* entry_graph = nullptr;
  for (const annotator::GraphInfo* info : universe.graphs()) {
    if (info->desc != nullptr && info->desc->object() == target.entry) entry_graph = info;
  }
  if (entry_graph == nullptr) throw std::runtime_error("the entry point has no graph");
  clock.Stop();

  clock.Start("rtype");
  std::vector<std::string> errors = rtyper::RTyper(universe).SpecializeAll();
  clock.Stop();
  if (!errors.empty()) {
    clock.BreakLine();
    for (const std::string& e : errors) std::fprintf(stderr, "RTyperError: %s\n", e.c_str());
    std::fprintf(stderr, "%zu error(s): nothing translated\n", errors.size());
    return false;
  }

  clock.Start("exception transform");
  // Before the raise analysis: the checks make the recursive graphs raising.
  transform::InsertStackChecks(universe);
  transform::FindNonRaisingGraphs(universe);
  for (const annotator::GraphInfo* info : universe.graphs())
    transform::TransformExceptions(*info->graph, universe);
  clock.Stop();
  out->universe = &universe;
  out->entry_graph = entry_graph;
  return true;
}

InliningReport InlineProgram(rtyper::Universe& universe) {
  InliningReport inlining;
  std::map<std::string, model::FunctionGraph*> by_name;
  for (const annotator::GraphInfo* info : universe.graphs())
    by_name[universe.FunctionName(info)] = info->graph.get();
  // Promoted calls give the inliner direct callers to inline into.
  inlining.promoted = backendopt::PromoteIndirectCalls(by_name, universe.types());
  inlining.stats = backendopt::InlineFunctions(by_name, {}, universe.types());
  return inlining;
}

void ReleaseProgramGraphs(rtyper::Universe& universe) {
  for (const annotator::GraphInfo* info : universe.graphs()) {
    // The driver owns the program; the universe lists its graphs read-only for the passes.
    auto* owned = const_cast<annotator::GraphInfo*>(info);
    owned->graph.reset();
    std::vector<annotator::Ann>().swap(owned->bindings);
    std::vector<annotator::Ann>().swap(owned->inputs);
    std::vector<annotator::Ann>().swap(owned->constants);
    std::unordered_map<const model::Block*, int>().swap(owned->block_index);
  }
  // The shards allocate on other threads (other malloc arenas): give the pages back.
  malloc_trim(0);
}

}  // namespace rtfarm::driver
