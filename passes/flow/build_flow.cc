#include "passes/flow/build_flow.h"

#include "passes/flow/generator.h"
#include "passes/flow/simplify.h"
#include "passes/model/checkgraph.h"
#include "passes/model/progress.h"

namespace rtfarm::flow {

std::unique_ptr<model::FunctionGraph> BuildFlowGraph(host::HostSpace& space,
                                                     const host::HostObject* function,
                                                     const BuildOptions& options,
                                                     const std::string& variant) {
  if (function == nullptr || function->kind() != host::HostKind::kFunction) {
    throw FlowError(function ? function->key() : "?", "?", 0, "not a Python function");
  }
  model::PublishFunction(function->key(), "flow building");
  // A generator function's own graph makes the generator object; its body is the graph
  // of that object's __next__ (generator.h).
  if (IsGeneratorFunction(function)) return BuildGeneratorMaker(space, function, variant);
  const host::HostObject* generator = space.GeneratorOf(function);
  FlowContext context = generator != nullptr
                            ? FlowContext(space, generator, options, function->key())
                            : FlowContext(space, function, options);
  auto graph = context.Build();
  // A read of a name some class of the program makes a property runs its getter: kept
  // even when its value is unused (`obj.prop` as a statement).
  KeepOperation keep = [&space](const model::SpaceOperation& op) {
    if (op.opname != "getattr" || op.args.size() != 2 || !op.args[1]->is_constant()) return false;
    const host::HostObject* name = static_cast<const model::Constant*>(op.args[1])->object();
    return name != nullptr && name->kind() == host::HostKind::kStr &&
           space.ProgramClassDefines("property:" + name->text());
  };
  SimplifyGraph(*graph, keep);
  context.RemoveElided(*graph);
  if (generator != nullptr) {
    MakeResumeGraph(*graph, space);
    SimplifyGraph(*graph, keep);
    graph->Prune();
  }
  // The builder gives every egg a copy of every variable its parent block can see, and
  // simplification keeps a fraction of them: free the rest before the annotator sizes its
  // per-variable vectors by variable_count().
  graph->CompactValues();
#ifndef NDEBUG
  // Debug builds check every graph the builder hands out (architecture.md: checkgraph
  // runs after every pass); a violation is a bug of the builder, not of the program.
  auto problems = model::CheckGraph(*graph);
  if (!problems.empty()) {
    throw FlowError(function->key(), graph->position.file, graph->position.line,
                    "internal error of the flow builder: " + problems.front());
  }
#endif
  return graph;
}

}  // namespace rtfarm::flow
