// bench/annotate: annotation of synthetic interpreter-shaped programs of 10k, 50k and 200k
// lines (bench/annotate/generate_program.py), with 1 and 2 threads, against the targets
// of issue 4 and the previous run on this machine.
//
//   bazel run //bench/annotate:annotate_bench
//   bazel run //bench/annotate:annotate_bench -- --sizes 10000,50000 --seed 3 --keep /tmp/gen
//
// Per size: the program is generated into a temporary directory, imported once, then
// annotated three times in the same process: a cold run with 2 threads (its time includes
// mirroring the module's objects, as a real translation pays it), then 1 thread and 2
// threads again, warm (best of --repeat, more for sizes annotated in under a second), for
// the speedup.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bench/annotate/generated_program.h"
#include "passes/annotator/annotator.h"
#include "passes/annotator/dump.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/host/host_space.h"

namespace {

using rtfarm::annotator::Annotator;
using rtfarm::annotator::AnnotatorStats;

// Warm runs shorter than this (seconds, 1 thread) are repeated until about this long.
constexpr double kShortRun = 1.0;
constexpr int kMaxRepeat = 20;

struct Options {
  std::vector<int> sizes = {10'000, 50'000, 200'000};
  uint64_t seed = 1;
  int repeat = 1;    // at least; short runs are repeated more (kShortRun)
  std::string keep;  // directory to keep the generated programs in
};

struct Run {
  double seconds = 0;
  AnnotatorStats stats;
  size_t errors = 0;
  size_t blocked = 0;
  std::string first_problem;
  std::string dump;
  double reflows_per_block() const {
    return stats.blocks ? static_cast<double>(stats.block_flows) / stats.blocks : 0.0;
  }
  double blocks_per_second() const { return seconds > 0 ? stats.blocks / seconds : 0.0; }
};

struct SizeResult {
  int size = 0;
  int lines = 0;
  double import_seconds = 0;
  Run cold;                 // 2 threads, first annotation in the process
  std::map<int, Run> warm;  // by thread count
  double speedup() const { return warm.at(1).seconds / warm.at(2).seconds; }
};

double Seconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Run Annotate(rtfarm::host::HostSpace& space, const rtfarm::host::HostObject* entry, int threads,
             bool keep_dump) {
  Run run;
  auto start = std::chrono::steady_clock::now();
  rtfarm::annotator::AnnotatorOptions options;
  options.threads = threads;
  Annotator annotator(space, options);
  annotator.AnnotateEntryPoint(entry);
  run.seconds = Seconds(start);
  run.stats = annotator.stats();
  run.errors = annotator.errors().size();
  if (!annotator.errors().empty()) run.first_problem = annotator.errors().front().Format();
  auto blocked = rtfarm::bench::FindBlockedBlocks(annotator);
  run.blocked = blocked.size();
  if (run.first_problem.empty() && !blocked.empty()) {
    run.first_problem = "blocked block in " + blocked.front().graph + " at " +
                        blocked.front().where + " (" + blocked.front().operation + ")";
  }
  if (keep_dump) run.dump = rtfarm::annotator::DumpAnnotations(annotator);
  return run;
}

Run Best(const Run& a, const Run& b) { return b.seconds < a.seconds ? b : a; }

std::string PreviousRunPath() {
  const char* home = std::getenv("HOME");
  return std::string(home ? home : "/tmp") + "/.cache/rtfarm/bench/annotate-previous.txt";
}

// "size seed seconds_1_thread seconds_2_threads" per line, after a "v2" line.
using PreviousKey = std::pair<int, uint64_t>;  // size, seed
std::map<PreviousKey, std::pair<double, double>> ReadPrevious() {
  std::map<PreviousKey, std::pair<double, double>> previous;
  std::ifstream in(PreviousRunPath());
  std::string version;
  if (!(in >> version) || version != "v2") return previous;  // none, or an older format
  int size = 0;
  uint64_t seed = 0;
  double one = 0, two = 0;
  while (in >> size >> seed >> one >> two) previous[{size, seed}] = {one, two};
  return previous;
}

void WritePrevious(const std::vector<SizeResult>& results, uint64_t seed) {
  auto all = ReadPrevious();
  for (const SizeResult& r : results)
    all[{r.size, seed}] = {r.warm.at(1).seconds, r.warm.at(2).seconds};
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(PreviousRunPath()).parent_path(),
                                      ignored);
  std::ofstream out(PreviousRunPath());
  out << "v2\n";
  for (const auto& [key, seconds] : all)
    out << key.first << " " << key.second << " " << seconds.first << " " << seconds.second << "\n";
}

bool ParseOptions(int argc, char** argv, Options* options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (arg == "--sizes") {
      options->sizes.clear();
      std::stringstream list(value());
      std::string item;
      while (std::getline(list, item, ',')) {
        int size = std::atoi(item.c_str());
        if (size <= 0) return false;
        options->sizes.push_back(size);
      }
      if (options->sizes.empty()) return false;
    } else if (arg == "--seed") {
      options->seed = std::strtoull(value().c_str(), nullptr, 10);
    } else if (arg == "--repeat") {
      options->repeat = std::max(1, std::atoi(value().c_str()));
    } else if (arg == "--keep") {
      options->keep = value();
      if (options->keep.empty()) return false;
    } else {
      return false;
    }
  }
  return true;
}

std::string Ratio(double previous, double now) {
  if (previous <= 0 || now <= 0) return "-";
  char text[32];
  std::snprintf(text, sizeof text, "%.2fx", previous / now);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!ParseOptions(argc, argv, &options)) {
    std::fprintf(stderr,
                 "usage: annotate_bench [--sizes 10000,50000,200000] [--seed N] [--repeat N] "
                 "[--keep DIR]\n");
    return 2;
  }
  std::string home = rtfarm::driver::FindRtfarmHome(argv[0]);
  if (home.empty()) {
    std::fprintf(stderr, "annotate_bench: cannot find rlib/ (set RTFARM_HOME)\n");
    return 1;
  }
  std::string dir = options.keep;
  bool temporary = dir.empty();
  if (temporary) {
    std::string pattern = (std::filesystem::temp_directory_path() / "rtfarm-annotate-XXXXXX");
    if (mkdtemp(pattern.data()) == nullptr) {
      std::perror("mkdtemp");
      return 1;
    }
    dir = pattern;
  }
  std::filesystem::create_directories(dir);

  auto start = std::chrono::steady_clock::now();
  rtfarm::host::HostSpace space(home);
  double startup = Seconds(start);
  std::vector<SizeResult> results;
  bool deterministic = true;
  for (int size : options.sizes) {
    SizeResult result;
    result.size = size;
    std::string path =
        dir + "/gen_" + std::to_string(size) + "_s" + std::to_string(options.seed) + ".py";
    rtfarm::bench::GenerateOptions generate;
    generate.lines = size;
    generate.seed = options.seed;
    if (std::string error = rtfarm::bench::GenerateProgram(home, generate, path); !error.empty()) {
      std::fprintf(stderr, "annotate_bench: %s\n", error.c_str());
      return 1;
    }
    result.lines = rtfarm::bench::CountLines(path);
    std::fprintf(stderr, "annotate_bench: %d lines (%s)...\n", result.lines, path.c_str());
    try {
      auto import_start = std::chrono::steady_clock::now();
      const rtfarm::host::HostObject* module = space.ImportFile(path);
      const rtfarm::host::HostObject* entry = space.FindEntryPoint(module);
      result.import_seconds = Seconds(import_start);
      result.cold = Annotate(space, entry, 2, true);
      Run one = Annotate(space, entry, 1, true);
      // Compared before the repeats: Best() may keep a faster run, whose dump was not
      // taken (a bench that said "NO" with --repeat 2 or more, the annotations being equal).
      if (one.dump != result.cold.dump) {
        deterministic = false;
        if (!temporary) {
          // Kept for a diff: the annotations of the 2-thread (cold) and 1-thread runs.
          std::ofstream(path + ".2threads.dump") << result.cold.dump;
          std::ofstream(path + ".1thread.dump") << one.dump;
        }
      }
      one.dump.clear();
      result.cold.dump.clear();
      Run two = Annotate(space, entry, 2, false);
      // A program annotated in a tenth of a second is timed to a few milliseconds of
      // the host's noise, which moved the 10k speedup by 0.3x between runs: sizes whose
      // 1-thread run takes under a second are repeated until about a second of runs.
      int repeat = options.repeat;
      if (one.seconds > 0 && one.seconds < kShortRun) {
        repeat = std::max(repeat, std::min(kMaxRepeat, static_cast<int>(kShortRun / one.seconds)));
      }
      for (int i = 1; i < repeat; ++i) {
        one = Best(one, Annotate(space, entry, 1, false));
        two = Best(two, Annotate(space, entry, 2, false));
      }
      result.warm[1] = one;
      result.warm[2] = two;
    } catch (const std::exception& error) {
      std::fprintf(stderr, "annotate_bench: %s: %s\n", path.c_str(), error.what());
      return 1;
    }
    results.push_back(std::move(result));
  }

  auto previous = ReadPrevious();
  int cores = static_cast<int>(std::thread::hardware_concurrency());
  std::printf("annotation of generated interpreter-shaped programs (seed %llu, %d cores)\n",
              static_cast<unsigned long long>(options.seed), cores);
  std::printf("  interpreter start: %.2f s; generated into %s\n", startup, dir.c_str());
  std::printf("  %8s %7s %8s %7s %7s %8s %8s %9s %8s %7s %6s %7s\n", "lines", "graphs", "blocks",
              "reflows", "threads", "import", "seconds", "blocks/s", "speedup", "vs prev", "errors",
              "blocked");
  bool clean = true;
  for (const SizeResult& r : results) {
    auto row = [&](const char* label, const Run& run, double import, const std::string& speedup,
                   const std::string& versus) {
      char import_text[32] = "";
      if (import > 0) std::snprintf(import_text, sizeof import_text, "%.3f", import);
      std::printf("  %8d %7d %8d %7.2f %7s %8s %8.3f %9.0f %8s %7s %6zu %7zu\n", r.lines,
                  run.stats.graphs, run.stats.blocks, run.reflows_per_block(), label, import_text,
                  run.seconds, run.blocks_per_second(), speedup.c_str(), versus.c_str(), run.errors,
                  run.blocked);
    };
    auto prev = previous.find({r.size, options.seed});
    double prev_one = prev == previous.end() ? 0 : prev->second.first;
    double prev_two = prev == previous.end() ? 0 : prev->second.second;
    char speedup[32];
    std::snprintf(speedup, sizeof speedup, "%.2fx", r.speedup());
    row("2 cold", r.cold, r.import_seconds, "", "");
    row("1", r.warm.at(1), 0, "", Ratio(prev_one, r.warm.at(1).seconds));
    row("2", r.warm.at(2), 0, speedup, Ratio(prev_two, r.warm.at(2).seconds));
    for (const Run* run : {&r.cold, &r.warm.at(1), &r.warm.at(2)}) {
      if (!run->first_problem.empty()) {
        if (clean) std::printf("  problems (the program should annotate completely):\n");
        clean = false;
        std::printf("    %d lines: %zu error(s), %zu blocked block(s); first: %s\n", r.lines,
                    run->errors, run->blocked, run->first_problem.c_str());
        break;
      }
    }
  }
  std::printf(
      "  columns: reflows = block annotations per block; import = importing the module;\n"
      "  seconds = AnnotateEntryPoint wall time; vs prev = speed against the previous run\n"
      "  (%s)\n",
      PreviousRunPath().c_str());
  std::printf("  annotations identical with 1 and 2 threads: %s%s\n", deterministic ? "yes" : "NO",
              deterministic || !temporary ? "" : " (run with --keep DIR to get both dumps)");
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  std::printf("  peak memory: %ld MB\n", usage.ru_maxrss / 1024);

  // The targets of issue 4.
  const SizeResult* fifty = nullptr;
  double worst_reflows = 0;
  double worst_speedup = 1e9;
  for (const SizeResult& r : results) {
    if (r.size == 50'000) fifty = &r;
    for (const Run* run : {&r.cold, &r.warm.at(1), &r.warm.at(2)})
      worst_reflows = std::max(worst_reflows, run->reflows_per_block());
    worst_speedup = std::min(worst_speedup, r.speedup());
  }
  std::printf("targets:\n");
  if (fifty != nullptr) {
    double total = fifty->import_seconds + fifty->cold.seconds;
    std::printf(
        "  50k lines annotated in under 5 seconds on 2 cores: %.2f s (import %.2f + cold "
        "annotation %.2f) %s\n",
        total, fifty->import_seconds, fifty->cold.seconds,
        total < 5 && cores >= 2 ? "met" : "MISSED");
  } else {
    std::printf("  50k lines annotated in under 5 seconds on 2 cores: not measured (--sizes)\n");
  }
  std::printf("  reflows per block under 10: worst %.2f %s\n", worst_reflows,
              worst_reflows < 10 ? "met" : "MISSED");
  std::printf("  2-thread speedup at least 1.6x: worst %.2fx %s\n", worst_speedup,
              worst_speedup >= 1.6 ? "met" : "MISSED");

  WritePrevious(results, options.seed);
  if (temporary) {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
  return clean && deterministic ? 0 : 1;
}
