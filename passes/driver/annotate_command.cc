#include "passes/driver/annotate_command.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "passes/annotator/annotator.h"
#include "passes/annotator/dump.h"
#include "passes/driver/output.h"
#include "passes/driver/rtfarm_home.h"

namespace rtfarm::driver {
namespace {

struct AnnotateOptions {
  std::string target;
  int threads = 0;
  uint64_t schedule_seed = 0;
  std::string dump;
};

int RunAnnotate(const AnnotateOptions& options, const std::string& home) {
  try {
    // Never freed, as in `rtfarm translate`: the process ends when the command returns,
    // and tearing down a 200k-line program's graphs and annotations took 0.6 s.
    host::HostSpace& space = *new host::HostSpace(home);
    const host::HostObject* module = space.ImportFile(options.target);
    const host::HostObject* entry = space.FindEntryPoint(module);
    annotator::Annotator& annotator =
        *new annotator::Annotator(space, {options.threads, options.schedule_seed});
    annotator.AnnotateEntryPoint(entry);
    annotator::AnnotatorStats stats = annotator.stats();
    int specializations = 0;
    for (const auto* info : annotator.graphs())
      specializations += info->key.find('<') != std::string::npos;
    std::printf(
        "annotated %s: %d graphs (%d specialisations), %d blocks, %d classes, %lld block "
        "annotations "
        "(%.2f per block), %.3f s\n",
        options.target.c_str(), stats.graphs, specializations, stats.blocks, stats.classes,
        stats.block_flows,
        stats.blocks ? static_cast<double>(stats.block_flows) / stats.blocks : 0.0, stats.seconds);
    if (!options.dump.empty()) WriteOutput(options.dump, annotator::DumpAnnotations(annotator));
    if (PrintAnnotatorErrors(annotator)) {
      std::fprintf(stderr, "%zu error(s)\n", annotator.errors().size());
      return 1;
    }
    return 0;
  } catch (const std::runtime_error& error) {  // HostError, write failures
    std::fprintf(stderr, "error: %s\n", error.what());
  }
  return 1;
}

}  // namespace

bool PrintAnnotatorErrors(const annotator::Annotator& annotator) {
  for (const auto& error : annotator.errors()) {
    std::fprintf(stderr, "AnnotatorError: %s\n", error.Format().c_str());
  }
  return !annotator.errors().empty();
}

void AddAnnotateCommand(CLI::App& app, const char* argv0, int* status) {
  auto options = std::make_shared<AnnotateOptions>();
  auto* command = app.add_subcommand("annotate", "run whole-program type inference on a target");
  command->add_option("target", options->target, "the target .py file")->required();
  command->add_option("--threads", options->threads, "worker threads (default: every core)");
  command->add_option("--schedule-seed", options->schedule_seed,
                      "shuffle the worklist deterministically");
  command->add_option("--dump", options->dump, "write every annotation, sorted, to this file");
  command->callback([options, argv0, status] {
    std::string home = RequireRtfarmHome(argv0);
    *status = home.empty() ? 2 : RunAnnotate(*options, home);
  });
}

}  // namespace rtfarm::driver
