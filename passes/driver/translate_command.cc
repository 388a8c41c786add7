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

#include "farm/c_compiler.h"
#include "farm/c_directory.h"
#include "farm/connection_flags.h"
#include "farm/farm_executor.h"
#include "farm/program_cache.h"
#include "farm/program_manifest.h"
#include "farm/translation_options.h"
#include "passes/annotator/annotator.h"
#include "passes/backendopt/inline.h"
#include "passes/backendopt/promote_indirect_calls.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/backend.h"
#include "passes/driver/front_end.h"
#include "passes/driver/memory_watchdog.h"
#include "passes/driver/phase_clock.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/driver/translate_report.h"
#include "passes/rtyper/rtyper.h"
#include "passes/rtyper/universe_proto.h"
#include "passes/transform/exception_transform.h"
#include "passes/transform/gc_policy.h"

namespace rtfarm::driver {
namespace {

namespace fs = std::filesystem;

// The command line of `translate`: the translation's options proper (proto::
// TranslationOptions, what caches key on) and how this process runs it.
struct TranslateCommand {
  std::string target;
  std::string output;
  proto::TranslationOptions options = farm::DefaultTranslationOptions();
  bool no_backendopt = false;
  int jobs = 0;
  int threads = 0;
  std::string keep_c;
  std::string cache_dir = farm::ArtifactCache::DefaultRoot();
  bool no_cache = false;
  int cache_max_mb = 5000;
  std::string dump_universe;
  farm::ConnectionFlags farm;  // run the shards on this coordinator (when its address is set)
  int64_t max_memory_mb = DefaultMaxMemoryMb();
};

// The last line of a translation's report: this process's peak memory against the limit
// (the C compiler's processes are not counted).
void PrintMemory(const TranslateCommand& command) {
  std::printf("memory: peak %lld MB resident (--max-memory %lld MB)\n",
              static_cast<long long>(PeakResidentMb()),
              static_cast<long long>(command.max_memory_mb));
}

std::string OutputPath(const TranslateCommand& command) {
  if (!command.output.empty()) return command.output;
  return fs::path(command.target).stem().string() + "-c";
}

std::unique_ptr<farm::Executor> MakeExecutor(const TranslateCommand& command, int jobs,
                                             const std::string& runtime_dir) {
  if (!command.farm.coordinator.empty())
    return farm::MakeFarmExecutor(farm::ResolveConnection(command.farm), command.target);
  return farm::MakeInProcessExecutor(jobs, {runtime_dir, ""});
}

int RunTranslate(TranslateCommand& command, const std::string& home) {
  MemoryWatchdog watchdog(command.max_memory_mb);
  farm::ProgressLine progress(stderr);
  PhaseClock clock;
  clock.SetProgress(&progress);
  proto::TranslationOptions& options = command.options;
  try {
    options.set_backendopt(!command.no_backendopt);
    options.set_keep_c(!command.keep_c.empty());
    std::unique_ptr<transform::GcPolicy> gc = transform::MakeGcPolicy(options.gc());
    if (gc == nullptr) {
      std::fprintf(stderr, "error: --%s\n", transform::GcPolicyProblem(options.gc()).c_str());
      return 2;
    }
    if (options.c_only() && command.keep_c.empty()) {
      std::fprintf(stderr, "error: --c-only needs --keep-c DIR (where to write the C)\n");
      return 2;
    }
    int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (options.shards() <= 0) options.set_shards(cores);
    std::string runtime_dir = (fs::path(home) / "runtime").string();
    bool caching = !command.no_cache && !command.cache_dir.empty();
    farm::ArtifactCache program_cache(caching ? command.cache_dir + "/programs" : "");
    farm::ProgramRequest request{OutputPath(command), command.keep_c, options.c_only(), home,
                                 options.gc()};
    // Every input of the translation but the files the import reads: the options' bytes,
    // the runtime's sources and rlib's (which the annotator imports as it needs them).
    std::string runtime_hash = farm::RuntimeHash(runtime_dir);
    std::string inputs_text = farm::OptionsKeyBytes(options) + " runtime=" + runtime_hash +
                              " rlib=" +
                              farm::PythonSourcesHash({(fs::path(home) / "rlib").string(),
                                                       (fs::path(home) / "rpython").string()});
    auto served = [&](const std::string& key) {
      clock.Print();
      std::printf("program cache: nothing changed since it was translated (%s)\n",
                  key.substr(0, 16).c_str());
      std::printf("wrote %s\n", options.c_only() ? command.keep_c.c_str() : request.output.c_str());
      return 0;
    };
    std::string manifest_key;
    // The universe is computed by the front-end: to dump it, a cached program is not served
    // (it is still stored).
    bool serve = command.dump_universe.empty();
    if (caching) {
      // The files the last import read are unchanged: no need to import again.
      clock.Start("program cache");
      manifest_key = farm::ManifestKey(command.target, inputs_text);
      std::optional<std::string> known = farm::CheckManifest(program_cache, manifest_key);
      bool hit = serve && known && farm::ServeProgram(program_cache, *known, request);
      clock.Stop();
      if (hit) return served(*known);
    }

    clock.Start("import");
    ImportedTarget imported = ImportTarget(command.target, home);
    clock.Stop();

    std::string program_key;
    std::vector<std::string> files_read;
    if (caching) {
      clock.Start("program key");
      files_read = imported.space->FilesRead();
      program_key = farm::ProgramKey(files_read, inputs_text);
      bool hit = serve && farm::ServeProgram(program_cache, program_key, request);
      clock.Stop();
      if (hit) {
        farm::StoreManifest(program_cache, manifest_key, files_read, program_key);
        return served(program_key);
      }
    }

    AnalysedProgram program;
    if (!AnalyseProgram(imported, command.threads, clock, &program)) return 1;
    rtyper::Universe& universe = *program.universe;

    InliningReport inlining;
    if (options.backendopt()) {
      clock.Start("inline");
      inlining = InlineProgram(universe);
      clock.Stop();
    }

    clock.Start(command.farm.coordinator.empty() ? "database + shards"
                                                 : "database + shards on the farm");
    int jobs = command.jobs > 0 ? command.jobs : cores;
    BackendOptions backend = BackendOptionsFor(options, runtime_hash);
    farm::ArtifactCache cache(caching ? command.cache_dir + "/shards" : "");
    std::unique_ptr<farm::Executor> executor = MakeExecutor(command, jobs, runtime_dir);
    executor->SetProgress(&progress);
    BackendPlan plan = PlanBackend(universe, program.entry_graph, *gc, backend);
    ReleaseProgramGraphs(universe);
    BackendResult result = RunPlannedBackend(std::move(plan), backend, *executor, cache);
    progress.Break();
    for (const std::string& warning : result.warnings)
      std::fprintf(stderr, "warning: %s\n", warning.c_str());
    if (!command.dump_universe.empty())
      farm::WriteFile(command.dump_universe, rtyper::UniverseText(result.universe));
    const std::vector<genc::SourceFile>& sources = result.files;
    fs::path dir = command.keep_c.empty()
                       ? fs::temp_directory_path() / ("rtfarm-c-" + std::to_string(getpid()))
                       : fs::path(command.keep_c);
    fs::create_directories(dir);
    farm::RemoveStaleShardFiles(dir);
    std::vector<std::string> c_files = farm::CopyRuntime(home, dir, options.gc());
    for (const auto& file : sources) {
      farm::WriteFile(dir / file.name, file.text);
      // The shards compiled their own files.
      if (file.name.ends_with(".c") && !(backend.compile && file.name.starts_with("rpy_fn_")))
        c_files.push_back(file.name);
    }
    std::vector<std::string> objects;
    for (const auto& object : result.objects) {
      farm::WriteFile(dir / object.name, object.text);
      objects.push_back(object.name);
    }
    clock.Stop();
    if (options.c_only()) {
      farm::StoreProgram(program_cache, program_key, request, result.files);
      farm::StoreManifest(program_cache, manifest_key, files_read, program_key);
      if (caching) farm::TrimCaches(command.cache_dir, (uint64_t{1} << 20) * command.cache_max_mb);
      clock.Print();
      PrintInlining(inlining);
      PrintShards(result, cache);
      PrintMemory(command);
      std::printf("wrote the C sources to %s\n", dir.string().c_str());
      return 0;
    }

    clock.Start("C compile + link");
    std::string output = OutputPath(command);
    farm::CompileResult compiled = farm::CompileAndLink(
        dir.string(), c_files, output, {jobs, options.opt(), true, gc.get(), objects});
    clock.Stop();
    if (command.keep_c.empty()) fs::remove_all(dir);
    progress.Break();
    if (!compiled.ok) {
      std::fprintf(stderr, "error: the C compiler failed (internal error):\n%s\n",
                   compiled.errors.c_str());
      return 1;
    }
    clock.Print();
    PrintInlining(inlining);
    PrintShards(result, cache);
    if (compiled.ccache_hits >= 0) {
      int hits = compiled.ccache_hits, misses = compiled.ccache_misses;
      for (const ShardReport& shard : result.shards) {
        hits += shard.ccache_hits;
        misses += shard.ccache_misses;
      }
      std::printf("ccache: %d hit, %d miss\n", hits, misses);
    }
    farm::StoreProgram(program_cache, program_key, request, result.files);
    farm::StoreManifest(program_cache, manifest_key, files_read, program_key);
    if (caching) farm::TrimCaches(command.cache_dir, (uint64_t{1} << 20) * command.cache_max_mb);
    PrintMemory(command);
    std::printf("wrote %s\n", output.c_str());
    return 0;
  } catch (const BackendError& error) {
    progress.Break();
    std::fprintf(stderr, "error: %s\n", error.what());
  } catch (const std::exception& error) {
    progress.Break();
    std::fprintf(stderr, "error: %s\n", error.what());
  }
  return 1;
}

}  // namespace

void AddTranslateCommand(CLI::App& app, const char* argv0, int* status) {
  auto command = std::make_shared<TranslateCommand>();
  proto::TranslationOptions& options = command->options;
  auto* sub = app.add_subcommand("translate", "translate a target into a standalone executable");
  sub->add_option("target", command->target, "the target .py file")->required();
  sub->add_option("-o,--output", command->output, "the executable (default: TARGET-c)");
  sub->add_option_function<std::string>(
      "--gc", [&options](const std::string& gc) { options.set_gc(gc); },
      "garbage collector: boehm (default), marksweep, generational or refcount (docs/gc.md)");
  sub->add_option_function<int>(
         "--opt", [&options](int opt) { options.set_opt(opt); },
         "C optimisation level 0-3 (default 2)")
      ->check(CLI::Range(0, 3));
  sub->add_option("--jobs", command->jobs, "parallel C compiles (default: every core)");
  sub->add_option_function<int>(
      "--shards", [&options](int shards) { options.set_shards(shards); },
      "back-end shards, one C file each (default: every core)");
  sub->add_option("--cache-dir", command->cache_dir,
                  "the program and shard caches (default: ~/.cache/rtfarm)");
  sub->add_flag_function(
      "--c-only", [&options](int64_t n) { options.set_c_only(n > 0); },
      "write the C sources (to --keep-c DIR) and stop before compiling");
  sub->add_option("--cache-max-size", command->cache_max_mb,
                  "MB the caches may use; the least recently used entries go (default 5000)")
      ->check(CLI::Range(1, 1 << 22));
  sub->add_flag("--no-cache", command->no_cache,
                "neither read nor write the program and shard caches");
  sub->add_flag("--no-backendopt", command->no_backendopt,
                "skip the backend optimizations (inlining, malloc removal, folding)");
  sub->add_option("--threads", command->threads, "annotation threads (default: every core)");
  sub->add_option("--keep-c", command->keep_c,
                  "write the C sources to this directory and keep them");
  sub->add_option("--dump-universe", command->dump_universe,
                  "write the universe (proto/universe.proto) to FILE in protobuf text format");
  sub->add_option("--max-memory", command->max_memory_mb,
                  "MB of resident memory the translation may use; past it, it stops with an "
                  "error naming the phase and exit status 1 (default: half of the machine's "
                  "memory, " +
                      std::to_string(command->max_memory_mb) + " MB here)")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  farm::AddConnectionFlags(*sub, &command->farm, /*address_flag=*/false);
  command->farm.coordinator.clear();  // in-process unless --farm names a coordinator
  sub->add_option("--farm", command->farm.coordinator,
                  "run the shards on the farm of this coordinator (HOST:PORT); the front-end "
                  "runs here");
  sub->callback([command, argv0, status] {
    std::string home = RequireRtfarmHome(argv0);
    *status = home.empty() ? 2 : RunTranslate(*command, home);
  });
}

}  // namespace rtfarm::driver
