#include "passes/driver/translate_command.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "passes/annotator/annotator.h"
#include "passes/backendopt/inline.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/backend.h"
#include "passes/driver/c_compiler.h"
#include "passes/driver/program_cache.h"
#include "passes/driver/rtfarm_home.h"
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
  std::string cache_dir = ArtifactCache::DefaultRoot();
  bool no_cache = false;
  bool no_backendopt = false;
  bool c_only = false;
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

// A --keep-c directory may hold the files of an earlier translation with more shards.
void RemoveStaleShardFiles(const fs::path& dir) {
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.starts_with("rpy_fn_") && (name.ends_with(".c") || name.ends_with(".o")))
      fs::remove(entry.path());
  }
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

std::string OutputPath(const TranslateOptions& options) {
  if (!options.output.empty()) return options.output;
  return fs::path(options.target).stem().string() + "-c";
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// A program translated before with the same inputs: its executable (and C, when asked
// for) come from the cache. Returns whether it was served.
bool ServeFromCache(const ArtifactCache& cache, const std::string& key,
                    const TranslateOptions& options, const std::string& home) {
  std::string problem;
  std::optional<std::string> payload = cache.Load(key, &problem);
  if (!problem.empty()) std::fprintf(stderr, "warning: %s\n", problem.c_str());
  proto::ProgramArtifacts artifacts;
  if (!payload || !artifacts.ParseFromString(*payload)) return false;
  if (!options.keep_c.empty()) {
    fs::path dir = options.keep_c;
    fs::create_directories(dir);
    RemoveStaleShardFiles(dir);
    CopyRuntime(home, dir);
    for (const auto& file : artifacts.c_files()) WriteFile(dir / file.name(), file.content());
  }
  if (!options.c_only) {
    std::string output = OutputPath(options);
    fs::remove(output);
    WriteFile(output, artifacts.executable());
    fs::permissions(output, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                fs::perms::others_read | fs::perms::others_exec);
  }
  return true;
}

// Keeps what this translation produced for the next one with the same inputs.
void StoreInCache(const ArtifactCache& cache, const std::string& key,
                  const TranslateOptions& options, const std::vector<genc::SourceFile>& files) {
  if (!cache.enabled() || key.empty()) return;
  proto::ProgramArtifacts artifacts;
  if (!options.c_only) artifacts.set_executable(ReadFile(OutputPath(options)));
  if (!options.keep_c.empty()) {
    for (const auto& file : files) {
      proto::ShardFile* f = artifacts.add_c_files();
      f->set_name(file.name);
      f->set_content(file.text);
    }
  }
  std::string problem = cache.Store(key, SerializeDeterministic(artifacts));
  if (!problem.empty()) std::fprintf(stderr, "warning: program cache: %s\n", problem.c_str());
}

// The shards' balance and the cache's effect, after the phase table.
void PrintShards(const BackendResult& result, const ArtifactCache& cache) {
  int64_t min_ops = INT64_MAX, max_ops = 0, total_ops = 0;
  for (const ShardReport& shard : result.shards) {
    min_ops = std::min(min_ops, shard.operations);
    max_ops = std::max(max_ops, shard.operations);
    total_ops += shard.operations;
  }
  size_t n = result.shards.size();
  std::printf("shards: %zu (operations per shard %lld..%lld of %lld), cache %s: %d hit, %zu run\n",
              n, static_cast<long long>(n ? min_ops : 0), static_cast<long long>(max_ops),
              static_cast<long long>(total_ops), cache.enabled() ? "on" : "off", result.cache_hits,
              n - static_cast<size_t>(result.cache_hits));
  double genc = 0, compile = 0;
  for (const ShardReport& shard : result.shards) {
    if (shard.cached) continue;
    genc += shard.seconds;
    compile += shard.compile_seconds;
  }
  std::printf("shard work (summed over the shards run): GenC %.3fs, C compile %.3fs\n", genc,
              compile);
  std::printf(
      "back-end: database %.3fs, plan %.3fs (partition, declarations, encoding, hashing), "
      "shards %.3fs\n",
      result.database_seconds, result.plan_seconds, result.run_seconds);
  int graphs = 0;
  for (const ShardReport& shard : result.shards) graphs += shard.graphs;
  std::printf("graphs: %d written, %d dropped (no caller left after inlining)\n", graphs,
              result.dead_graphs);
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
    if (options.c_only && options.keep_c.empty()) {
      std::fprintf(stderr, "error: --c-only needs --keep-c DIR (where to write the C)\n");
      return 2;
    }
    clock.Start("import");
    // The program's objects, graphs and universe are never freed: the process ends right
    // after the translation, and tearing a large program down took a tenth of the run.
    host::HostSpace& space = *new host::HostSpace(home);
    const host::HostObject* module = space.ImportFile(options.target);
    const host::HostObject* entry = space.FindEntryPoint(module);
    clock.Stop();

    int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    int shards = options.shards > 0 ? options.shards : cores;
    std::string runtime_dir = (fs::path(home) / "runtime").string();
    std::string runtime_hash = RuntimeHash(runtime_dir);
    bool caching = !options.no_cache && !options.cache_dir.empty();
    ArtifactCache program_cache(caching ? options.cache_dir + "/programs" : "");
    std::string program_key;
    if (caching) {
      clock.Start("program cache");
      std::vector<std::string> inputs = space.FilesRead();
      std::string text = "gc=" + options.gc + " opt=" + std::to_string(options.opt) +
                         " shards=" + std::to_string(shards) +
                         " backendopt=" + std::to_string(!options.no_backendopt) +
                         " c-only=" + std::to_string(options.c_only) +
                         " keep-c=" + std::to_string(!options.keep_c.empty()) +
                         " runtime=" + runtime_hash;
      program_key = ProgramKey(inputs, text);
      bool served = ServeFromCache(program_cache, program_key, options, home);
      clock.Stop();
      if (served) {
        clock.Print();
        std::printf("program cache: nothing changed since it was translated (%s)\n",
                    program_key.substr(0, 16).c_str());
        std::printf("wrote %s\n",
                    options.c_only ? options.keep_c.c_str() : OutputPath(options).c_str());
        return 0;
      }
    }

    clock.Start("annotate");
    annotator::Annotator& annotator =
        *new annotator::Annotator(space, annotator::AnnotatorOptions{options.threads, 0});
    annotator.AnnotateEntryPoint(entry);
    clock.Stop();
    if (PrintAnnotatorErrors(annotator)) {
      std::fprintf(stderr, "%zu error(s): nothing translated\n", annotator.errors().size());
      return 1;
    }

    clock.Start("universe");
    rtyper::Universe& universe = *new rtyper::Universe(annotator);
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

    if (!options.no_backendopt) {
      // Inlining needs the whole call graph: it runs here; the per-graph optimizations
      // (malloc removal, folding) run in the shards.
      clock.Start("inline");
      std::map<std::string, model::FunctionGraph*> by_name;
      for (const annotator::GraphInfo* info : universe.graphs())
        by_name[universe.FunctionName(info)] = info->graph.get();
      backendopt::InlineFunctions(by_name, {}, universe.types());
      clock.Stop();
    }

    clock.Start("database + shards");
    int jobs = options.jobs > 0 ? options.jobs : cores;
    BackendOptions backend;
    backend.gc = options.gc;
    backend.opt_level = options.opt;
    backend.shards = shards;
    backend.toolchain = "runtime " + runtime_hash;
    backend.backendopt = !options.no_backendopt;
    backend.compile = !options.c_only;
    ArtifactCache cache(caching ? options.cache_dir + "/shards" : "");
    std::unique_ptr<Executor> executor = MakeInProcessExecutor(jobs, {runtime_dir});
    BackendResult result = RunBackend(universe, entry_graph, *gc, backend, *executor, cache);
    for (const std::string& warning : result.warnings)
      std::fprintf(stderr, "warning: %s\n", warning.c_str());
    const std::vector<genc::SourceFile>& sources = result.files;
    fs::path dir = options.keep_c.empty()
                       ? fs::temp_directory_path() / ("rtfarm-c-" + std::to_string(getpid()))
                       : fs::path(options.keep_c);
    fs::create_directories(dir);
    RemoveStaleShardFiles(dir);
    std::vector<std::string> c_files = CopyRuntime(home, dir);
    for (const auto& file : sources) {
      WriteFile(dir / file.name, file.text);
      // The shards compiled their own files.
      if (file.name.ends_with(".c") && !(backend.compile && file.name.starts_with("rpy_fn_")))
        c_files.push_back(file.name);
    }
    std::vector<std::string> objects;
    for (const auto& object : result.objects) {
      WriteFile(dir / object.name, object.text);
      objects.push_back(object.name);
    }
    clock.Stop();
    if (options.c_only) {
      StoreInCache(program_cache, program_key, options, result.files);
      clock.Print();
      PrintShards(result, cache);
      std::printf("wrote the C sources to %s\n", dir.string().c_str());
      return 0;
    }

    clock.Start("C compile + link");
    std::string output = OutputPath(options);
    CompileResult compiled =
        CompileAndLink(dir.string(), c_files, output, {jobs, options.opt, true, gc.get(), objects});
    clock.Stop();
    if (options.keep_c.empty()) fs::remove_all(dir);
    if (!compiled.ok) {
      std::fprintf(stderr, "error: the C compiler failed (internal error):\n%s\n",
                   compiled.errors.c_str());
      return 1;
    }
    clock.Print();
    PrintShards(result, cache);
    if (compiled.ccache_hits >= 0) {
      int hits = compiled.ccache_hits, misses = compiled.ccache_misses;
      for (const ShardReport& shard : result.shards) {
        hits += shard.ccache_hits;
        misses += shard.ccache_misses;
      }
      std::printf("ccache: %d hit, %d miss\n", hits, misses);
    }
    StoreInCache(program_cache, program_key, options, result.files);
    std::printf("wrote %s\n", output.c_str());
    return 0;
  } catch (const BackendError& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
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
  command->add_option("--shards", options->shards,
                      "back-end shards, one C file each (default: every core)");
  command->add_option("--cache-dir", options->cache_dir,
                      "the program and shard caches (default: ~/.cache/rtfarm)");
  command->add_flag("--c-only", options->c_only,
                    "write the C sources (to --keep-c DIR) and stop before compiling");
  command->add_flag("--no-cache", options->no_cache,
                    "neither read nor write the program and shard caches");
  command->add_flag("--no-backendopt", options->no_backendopt,
                    "skip the backend optimizations (inlining, malloc removal, folding)");
  command->add_option("--threads", options->threads, "annotation threads (default: every core)");
  command->add_option("--keep-c", options->keep_c,
                      "write the C sources to this directory and keep them");
  command->callback(
      [options, argv0, status] { *status = RunTranslate(*options, FindRtfarmHome(argv0)); });
}

}  // namespace rtfarm::driver
