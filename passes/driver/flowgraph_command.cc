#include "passes/driver/flowgraph_command.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <map>
#include <memory>

#include "passes/annotator/annotator.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/output.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/flow/build_many.h"
#include "passes/model/graph_writers.h"

namespace rtfarm::driver {
namespace {

std::vector<const host::HostObject*> SelectFunctions(host::HostSpace& space,
                                                     const host::HostObject* module,
                                                     const FlowgraphOptions& options) {
  if (options.all) return space.DefinedFunctions(module);
  if (options.functions.empty()) return {space.FindEntryPoint(module)};
  std::vector<const host::HostObject*> defined = space.DefinedFunctions(module);
  std::vector<const host::HostObject*> chosen;
  for (const std::string& name : options.functions) {
    const host::HostObject* found = nullptr;
    for (const host::HostObject* function : defined) {
      if (function->qualname() == name) found = function;
    }
    if (found == nullptr)
      throw host::HostError("no function '" + name + "' defined in module " + module->text());
    chosen.push_back(found);
  }
  return chosen;
}

std::string Render(const std::vector<const model::FunctionGraph*>& graphs,
                   const FlowgraphOptions& options, const std::string& title,
                   const model::VariableLabel& label = {}) {
  if (options.format == "text") {
    std::string out;
    for (const auto* graph : graphs) out += model::GraphToText(*graph, label) + "\n";
    return out;
  }
  std::string dot =
      graphs.size() == 1 ? model::GraphToDot(*graphs[0], label) : model::GraphsToDot(graphs, label);
  if (options.format == "dot") return dot;
  if (options.format == "svg") return model::DotToSvg(dot);
  return model::GraphsToHtml(graphs, title, label);
}

// --annotate: the graphs the annotator built from the entry point, labelled.
int RunAnnotated(host::HostSpace& space, const host::HostObject* module,
                 const FlowgraphOptions& options) {
  annotator::Annotator annotator(space, {options.threads, 0});
  annotator.AnnotateEntryPoint(space.FindEntryPoint(module));
  std::vector<const model::FunctionGraph*> graphs;
  std::map<const model::FunctionGraph*, const annotator::GraphInfo*> info_of;
  for (const annotator::GraphInfo* info : annotator.graphs()) {
    if (info->graph == nullptr) continue;
    bool wanted = options.functions.empty();
    for (const std::string& name : options.functions)
      wanted |= info->desc->object()->qualname() == name;
    if (!wanted) continue;
    graphs.push_back(info->graph.get());
    info_of[info->graph.get()] = info;
  }
  // Variables are unique to their graph: find the graph by searching the one map.
  std::map<const model::Variable*, const annotator::GraphInfo*> owner;
  for (const auto& [graph, info] : info_of) {
    for (const model::Block* block : graph->Blocks()) {
      for (const model::Variable* var : block->inputargs) owner[var] = info;
      for (const auto& op : block->operations) owner[op.result] = info;
    }
  }
  model::VariableLabel label = [&](const model::Variable* var) -> std::string {
    auto it = owner.find(var);
    return it == owner.end() ? "" : annotator::Describe(annotator.Binding(*it->second, var));
  };
  WriteOutput(options.output, Render(graphs, options, options.file, label));
  return PrintAnnotatorErrors(annotator) ? 1 : 0;
}

}  // namespace

int RunFlowgraph(const FlowgraphOptions& options, const std::string& rtfarm_home) {
  if (options.file.empty() == options.module.empty()) {
    std::fprintf(stderr, "rtfarm flowgraph: give either FILE.py or --module NAME\n");
    return 2;
  }
  try {
    host::HostSpace space(rtfarm_home);
    const host::HostObject* module = options.file.empty()
                                         ? space.ImportModule(options.module, /*substitute=*/false)
                                         : space.ImportFile(options.file);
    if (options.annotate) return RunAnnotated(space, module, options);
    std::vector<const host::HostObject*> functions = SelectFunctions(space, module, options);
    std::vector<flow::FlowResult> results =
        flow::BuildFlowGraphs(space, functions, options.threads);
    std::vector<const model::FunctionGraph*> graphs;
    int refused = 0;
    for (const auto& result : results) {
      if (result.graph) {
        graphs.push_back(result.graph.get());
      } else {
        ++refused;
        std::fprintf(stderr, "FlowError: %s\n", result.error->what());
      }
    }
    WriteOutput(options.output,
                Render(graphs, options, options.file.empty() ? options.module : options.file));
    if (refused > 0) {
      std::fprintf(stderr, "%d of %zu function(s) refused\n", refused, functions.size());
      return 1;
    }
    return 0;
  } catch (const std::runtime_error& error) {  // HostError, FlowError, write failures
    std::fprintf(stderr, "error: %s\n", error.what());
  }
  return 1;
}

void AddFlowgraphCommand(CLI::App& app, const char* argv0, int* status) {
  auto options = std::make_shared<FlowgraphOptions>();
  auto* command =
      app.add_subcommand("flowgraph", "build and show the flow graphs of a Python file");
  command->add_option("file", options->file, "the Python file to import");
  command->add_option("--module", options->module, "an importable module instead of a file");
  command->add_option("--function", options->functions,
                      "qualified name of a function (repeatable)");
  command->add_flag("--all", options->all, "every function and method defined in the module");
  command->add_option("--format", options->format, "text, dot, svg or html")
      ->check(CLI::IsMember({"text", "dot", "svg", "html"}));
  command->add_option("-o,--output", options->output, "output file (default: standard output)");
  command->add_option("--threads", options->threads, "build threads (default: every core)");
  command->add_flag("--annotate", options->annotate,
                    "annotate from the entry point and show every variable's annotation");
  command->callback([options, argv0, status] {
    std::string home = RequireRtfarmHome(argv0);
    *status = home.empty() ? 2 : RunFlowgraph(*options, home);
  });
}

}  // namespace rtfarm::driver
