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
#include "farm/program_cache.h"
#include "farm/program_manifest.h"
#include "passes/annotator/annotator.h"
#include "passes/backendopt/inline.h"
#include "passes/backendopt/promote_indirect_calls.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/backend.h"
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

struct TranslateOptions {
  std::string target;
  std::string output;
  std::string gc = "boehm";
  int opt = 2;
  int jobs = 0;
  int shards = 0;
  int threads = 0;
  std::string keep_c;
  std::string cache_dir = farm::ArtifactCache::DefaultRoot();
  bool no_cache = false;
  int cache_max_mb = 5000;
  bool no_backendopt = false;
  bool c_only = false;
  std::string dump_universe;
};

std::string OutputPath(const TranslateOptions& options) {
  if (!options.output.empty()) return options.output;
  return fs::path(options.target).stem().string() + "-c";
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
    int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    int shards = options.shards > 0 ? options.shards : cores;
    std::string runtime_dir = (fs::path(home) / "runtime").string();
    bool caching = !options.no_cache && !options.cache_dir.empty();
    farm::ArtifactCache program_cache(caching ? options.cache_dir + "/programs" : "");
    farm::ProgramRequest request{OutputPath(options), options.keep_c, options.c_only, home};
    // Every input of the translation but the files the import reads.
    std::string runtime_hash = farm::RuntimeHash(runtime_dir);
    std::string inputs_text = "gc=" + options.gc + " opt=" + std::to_string(options.opt) +
                              " shards=" + std::to_string(shards) +
                              " backendopt=" + std::to_string(!options.no_backendopt) +
                              " c-only=" + std::to_string(options.c_only) +
                              " keep-c=" + std::to_string(!options.keep_c.empty()) +
                              " runtime=" + runtime_hash;
    auto served = [&](const std::string& key) {
      clock.Print();
      std::printf("program cache: nothing changed since it was translated (%s)\n",
                  key.substr(0, 16).c_str());
      std::printf("wrote %s\n", options.c_only ? options.keep_c.c_str() : request.output.c_str());
      return 0;
    };
    std::string manifest_key;
    // The universe is computed by the front-end: to dump it, a cached program is not served
    // (it is still stored).
    bool serve = options.dump_universe.empty();
    if (caching) {
      // The files the last import read are unchanged: no need to import again.
      clock.Start("program cache");
      manifest_key = farm::ManifestKey(options.target, inputs_text);
      std::optional<std::string> known = farm::CheckManifest(program_cache, manifest_key);
      bool hit = serve && known && farm::ServeProgram(program_cache, *known, request);
      clock.Stop();
      if (hit) return served(*known);
    }

    clock.Start("import");
    // The program's objects, graphs and universe are never freed: the process ends right
    // after the translation, and tearing a large program down took a tenth of the run.
    host::HostSpace& space = *new host::HostSpace(home);
    const host::HostObject* module = space.ImportFile(options.target);
    const host::HostObject* entry = space.FindEntryPoint(module);
    clock.Stop();

    std::string program_key;
    std::vector<std::string> files_read;
    if (caching) {
      clock.Start("program key");
      files_read = space.FilesRead();
      program_key = farm::ProgramKey(files_read, inputs_text);
      bool hit = serve && farm::ServeProgram(program_cache, program_key, request);
      clock.Stop();
      if (hit) {
        farm::StoreManifest(program_cache, manifest_key, files_read, program_key);
        return served(program_key);
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

    InliningReport inlining;
    if (!options.no_backendopt) {
      // Inlining needs the whole call graph: it runs here; the per-graph optimizations
      // (malloc removal, folding) run in the shards.
      clock.Start("inline");
      std::map<std::string, model::FunctionGraph*> by_name;
      for (const annotator::GraphInfo* info : universe.graphs())
        by_name[universe.FunctionName(info)] = info->graph.get();
      // Promoted calls give the inliner direct callers to inline into.
      inlining.promoted = backendopt::PromoteIndirectCalls(by_name, universe.types());
      inlining.stats = backendopt::InlineFunctions(by_name, {}, universe.types());
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
    farm::ArtifactCache cache(caching ? options.cache_dir + "/shards" : "");
    std::unique_ptr<farm::Executor> executor = farm::MakeInProcessExecutor(jobs, {runtime_dir});
    BackendResult result = RunBackend(universe, entry_graph, *gc, backend, *executor, cache);
    for (const std::string& warning : result.warnings)
      std::fprintf(stderr, "warning: %s\n", warning.c_str());
    if (!options.dump_universe.empty())
      farm::WriteFile(options.dump_universe, rtyper::UniverseText(result.universe));
    const std::vector<genc::SourceFile>& sources = result.files;
    fs::path dir = options.keep_c.empty()
                       ? fs::temp_directory_path() / ("rtfarm-c-" + std::to_string(getpid()))
                       : fs::path(options.keep_c);
    fs::create_directories(dir);
    farm::RemoveStaleShardFiles(dir);
    std::vector<std::string> c_files = farm::CopyRuntime(home, dir);
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
    if (options.c_only) {
      farm::StoreProgram(program_cache, program_key, request, result.files);
      farm::StoreManifest(program_cache, manifest_key, files_read, program_key);
      if (caching) farm::TrimCaches(options.cache_dir, (uint64_t{1} << 20) * options.cache_max_mb);
      clock.Print();
      PrintInlining(inlining);
      PrintShards(result, cache);
      std::printf("wrote the C sources to %s\n", dir.string().c_str());
      return 0;
    }

    clock.Start("C compile + link");
    std::string output = OutputPath(options);
    farm::CompileResult compiled = farm::CompileAndLink(
        dir.string(), c_files, output, {jobs, options.opt, true, gc.get(), objects});
    clock.Stop();
    if (options.keep_c.empty()) fs::remove_all(dir);
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
    if (caching) farm::TrimCaches(options.cache_dir, (uint64_t{1} << 20) * options.cache_max_mb);
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
  command
      ->add_option("--cache-max-size", options->cache_max_mb,
                   "MB the caches may use; the least recently used entries go (default 5000)")
      ->check(CLI::Range(1, 1 << 22));
  command->add_flag("--no-cache", options->no_cache,
                    "neither read nor write the program and shard caches");
  command->add_flag("--no-backendopt", options->no_backendopt,
                    "skip the backend optimizations (inlining, malloc removal, folding)");
  command->add_option("--threads", options->threads, "annotation threads (default: every core)");
  command->add_option("--keep-c", options->keep_c,
                      "write the C sources to this directory and keep them");
  command->add_option("--dump-universe", options->dump_universe,
                      "write the universe (proto/universe.proto) to FILE in protobuf text format");
  command->callback(
      [options, argv0, status] { *status = RunTranslate(*options, FindRtfarmHome(argv0)); });
}

}  // namespace rtfarm::driver
