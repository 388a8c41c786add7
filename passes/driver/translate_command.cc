#include "passes/driver/translate_command.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include "passes/annotator/annotator.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/c_compiler.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/genc/source_writer.h"
#include "passes/rtyper/rtyper.h"
#include "passes/transform/exception_transform.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::driver {
namespace {

namespace fs = std::filesystem;

struct TranslateOptions {
  std::string target;
  std::string output;
  std::string gc = "boehm";
  int opt = 2;
  int jobs = 0;
  int shards = 0;
  int threads = 0;
  std::string keep_c;
};

// Phase times, printed as a table at the end (seed 001's phase table).
class PhaseClock {
 public:
  void Start(const char* phase) {
    std::fprintf(stderr, "[rtfarm] %s...\n", phase);
    std::fflush(stderr);
    current_ = phase;
    start_ = std::chrono::steady_clock::now();
  }
  void Stop() {
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    phases_.push_back({current_, s});
  }
  void Print() const {
    double total = 0;
    std::printf("%-28s %9s\n", "phase", "time");
    for (const auto& [name, s] : phases_) {
      std::printf("%-28s %8.3fs\n", name.c_str(), s);
      total += s;
    }
    std::printf("%-28s %8.3fs\n", "total", total);
  }

 private:
  std::string current_;
  std::chrono::steady_clock::time_point start_;
  std::vector<std::pair<std::string, double>> phases_;
};

void WriteFile(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

// The runtime's sources, copied next to the generated ones.
std::vector<std::string> CopyRuntime(const std::string& home, const fs::path& dir) {
  fs::path runtime = fs::path(home) / "runtime";
  if (!fs::is_directory(runtime))
    throw std::runtime_error("the C runtime is missing: " + runtime.string());
  std::vector<std::string> sources;
  for (const auto& entry : fs::directory_iterator(runtime)) {
    std::string name = entry.path().filename().string();
    if (name.find("test") != std::string::npos) continue;  // the runtime's own tests
    if (name.ends_with(".h") || name.ends_with(".c")) {
      fs::copy_file(entry.path(), dir / name, fs::copy_options::overwrite_existing);
      if (name.ends_with(".c")) sources.push_back(name);
    }
  }
  std::sort(sources.begin(), sources.end());
  return sources;
}

int RunTranslate(const TranslateOptions& options, const std::string& home) {
  PhaseClock clock;
  try {
    std::unique_ptr<transform::GcPolicy> gc = transform::MakeGcPolicy(options.gc);
    if (gc == nullptr) {
      std::fprintf(stderr, "error: --gc=%s is not available yet (only boehm)\n",
                   options.gc.c_str());
      return 2;
    }
    clock.Start("import");
    host::HostSpace space(home);
    const host::HostObject* module = space.ImportFile(options.target);
    const host::HostObject* entry = space.FindEntryPoint(module);
    clock.Stop();

    clock.Start("annotate");
    annotator::Annotator annotator(space, {options.threads, 0});
    annotator.AnnotateEntryPoint(entry);
    clock.Stop();
    if (PrintAnnotatorErrors(annotator)) {
      std::fprintf(stderr, "%zu error(s): nothing translated\n", annotator.errors().size());
      return 1;
    }

    clock.Start("universe");
    rtyper::Universe universe(annotator);
    const annotator::GraphInfo* entry_graph = nullptr;
    for (const annotator::GraphInfo* info : universe.graphs()) {
      if (info->desc != nullptr && info->desc->object() == entry) entry_graph = info;
    }
    if (entry_graph == nullptr) throw std::runtime_error("the entry point has no graph");
    clock.Stop();

    clock.Start("rtype");
    std::vector<std::string> errors = rtyper::RTyper(universe).SpecializeAll();
    clock.Stop();
    if (!errors.empty()) {
      for (const std::string& e : errors) std::fprintf(stderr, "RTyperError: %s\n", e.c_str());
      std::fprintf(stderr, "%zu error(s): nothing translated\n", errors.size());
      return 1;
    }

    clock.Start("exception transform");
    transform::FindNonRaisingGraphs(universe);
    for (const annotator::GraphInfo* info : universe.graphs())
      transform::TransformExceptions(*info->graph, universe);
    clock.Stop();

    clock.Start("database + C source");
    int jobs = options.jobs > 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
    // One file of functions by default: gcc inlines small methods only within a file.
    // Issue 6's backend inlining keeps sharded output as fast.
    int files = options.shards > 0 ? options.shards : 1;
    std::vector<genc::SourceFile> sources = genc::WriteProgram(universe, entry_graph, files, *gc);
    fs::path dir = options.keep_c.empty()
                       ? fs::temp_directory_path() / ("rtfarm-c-" + std::to_string(getpid()))
                       : fs::path(options.keep_c);
    fs::create_directories(dir);
    std::vector<std::string> c_files = CopyRuntime(home, dir);
    for (const auto& file : sources) {
      WriteFile(dir / file.name, file.text);
      if (file.name.ends_with(".c")) c_files.push_back(file.name);
    }
    clock.Stop();

    clock.Start("C compile");
    std::string output = options.output;
    if (output.empty()) output = fs::path(options.target).stem().string() + "-c";
    CompileResult compiled =
        CompileAndLink(dir.string(), c_files, output, {jobs, options.opt, true, gc.get()});
    clock.Stop();
    if (options.keep_c.empty()) fs::remove_all(dir);
    if (!compiled.ok) {
      std::fprintf(stderr, "error: the C compiler failed (internal error):\n%s\n",
                   compiled.errors.c_str());
      return 1;
    }
    clock.Print();
    std::printf("wrote %s\n", output.c_str());
    return 0;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
  }
  return 1;
}

}  // namespace

void AddTranslateCommand(CLI::App& app, const char* argv0, int* status) {
  auto options = std::make_shared<TranslateOptions>();
  auto* command =
      app.add_subcommand("translate", "translate a target into a standalone executable");
  command->add_option("target", options->target, "the target .py file")->required();
  command->add_option("-o,--output", options->output, "the executable (default: TARGET-c)");
  command->add_option("--gc", options->gc, "garbage collector (boehm)");
  command->add_option("--opt", options->opt, "C optimisation level 0-3 (default 2)")
      ->check(CLI::Range(0, 3));
  command->add_option("--jobs", options->jobs, "parallel C compiles (default: every core)");
  command->add_option("--shards", options->shards, "C files of functions (default: 1)");
  command->add_option("--threads", options->threads, "annotation threads (default: every core)");
  command->add_option("--keep-c", options->keep_c,
                      "write the C sources to this directory and keep them");
  command->callback(
      [options, argv0, status] { *status = RunTranslate(*options, FindRtfarmHome(argv0)); });
}

}  // namespace rtfarm::driver
