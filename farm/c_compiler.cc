#include "farm/c_compiler.h"

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <thread>

namespace rtfarm::farm {
namespace {

// Runs `command`, returning its exit status and combined output.
int Run(const std::string& command, std::string* output) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) {
    *output = "cannot run: " + command;
    return -1;
  }
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output->append(buffer, n);
  int status = pclose(pipe);
  return status;
}

std::string Quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Boehm GC linked statically when Debian's archive is there: the executable stands
// alone, and thread-local allocation needs no __tls_get_addr call per object.
std::string GcArchive() {
  std::string path;
  if (Run("gcc -print-file-name=libgc.a", &path) == 0) {
    while (!path.empty() && (path.back() == '\n' || path.back() == ' ')) path.pop_back();
    if (path.find('/') != std::string::npos && access(path.c_str(), R_OK) == 0) return Quote(path);
  }
  return "";
}

bool HaveCcache() { return std::system("command -v ccache >/dev/null 2>&1") == 0; }

// Counts the hits and misses of one run from ccache's statistics log (CCACHE_STATSLOG):
// a "# SOURCE" line per compilation, then its counters one per line.
void CountCcacheResults(const std::string& log, CompileResult& result) {
  std::ifstream in(log);
  result.ccache_hits = result.ccache_misses = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line == "direct_cache_hit" || line == "preprocessed_cache_hit") ++result.ccache_hits;
    if (line == "cache_miss") ++result.ccache_misses;
  }
}

// The compile command of `source`, run from inside `dir` with relative paths (and
// ccache's base_dir there), so that the same file compiled in another directory —
// every translation has its own — is a ccache hit.
std::string CompileCommand(const std::string& dir, const std::string& source,
                           const std::string& include_dir, int opt, bool ccache,
                           const std::string& stats_log, const std::string& wrapper = "") {
  std::string absolute = std::filesystem::absolute(dir).string();
  std::string prefix = wrapper.empty() ? "" : Quote(wrapper);
  std::string cc =
      ccache ? "CCACHE_BASEDIR=" + Quote(absolute) + " CCACHE_STATSLOG=" + Quote(stats_log) +
                   (wrapper.empty() ? ""
                                    // In the sandbox only the compile's own directory is
                                    // writable: ccache's temporary files go there too.
                                    : " CCACHE_PREFIX=" + prefix + " CCACHE_PREFIX_CPP=" + prefix +
                                          " CCACHE_TEMPDIR=" + Quote(absolute + "/.ccache-tmp")) +
                   " ccache gcc"
             : (wrapper.empty() ? "gcc" : prefix + " gcc");
  // -fwrapv: RPython integers wrap around; -fno-strict-aliasing: instances are accessed
  // through their base structs.
  std::string flags =
      "-std=gnu11 -O" + std::to_string(opt) + " -fwrapv -fno-strict-aliasing -w -I.";
  if (!include_dir.empty()) {
    flags += " -I" + Quote(include_dir);
    // The exact collectors' header (runtime/gc/rpy_gc.h), which programs built for one include.
    flags += " -I" + Quote(include_dir + "/gc");
  }
  std::string object = source.substr(0, source.size() - 2) + ".o";
  return "cd " + Quote(absolute) + " && " + cc + " " + flags + " -c " + Quote(source) + " -o " +
         Quote(object);
}

}  // namespace

const std::string& CompilerIdentity() {
  static const std::string identity = [] {
    std::string out;
    Run("gcc --version", &out);
    return out.substr(0, out.find('\n'));
  }();
  return identity;
}

CompileResult CompileObject(const std::string& dir, const std::string& source,
                            const std::string& include_dir, int opt, bool use_ccache,
                            const std::string& wrapper) {
  CompileResult result;
  bool ccache = use_ccache && HaveCcache();
  std::string stats_log = std::filesystem::absolute(dir).string() + "/.ccache-stats.log";
  std::string out;
  int status = Run(CompileCommand(dir, source, include_dir, opt, ccache, stats_log, wrapper), &out);
  if (ccache) CountCcacheResults(stats_log, result);
  if (status != 0) {
    result.errors = "compiling " + source + " failed:\n" + out;
    return result;
  }
  result.compiled = 1;
  result.ok = true;
  return result;
}

CompileResult CompileObjects(const std::string& dir, const std::vector<std::string>& sources,
                             const CompileOptions& options) {
  CompileResult result;
  bool ccache = options.ccache && HaveCcache();
  std::string stats_log = std::filesystem::absolute(dir).string() + "/.ccache-stats.log";
  std::remove(stats_log.c_str());
  std::atomic<size_t> next{0};
  std::mutex mu;
  bool failed = false;
  auto worker = [&] {
    for (;;) {
      size_t i = next++;
      if (i >= sources.size()) return;
      {
        std::lock_guard lock(mu);
        if (failed) return;
      }
      std::string out;
      int status = Run(CompileCommand(dir, sources[i], "", options.opt, ccache, stats_log), &out);
      std::lock_guard lock(mu);
      if (status != 0 && !failed) {
        failed = true;
        result.errors = "compiling " + sources[i] + " failed:\n" + out;
      }
      if (status == 0) ++result.compiled;
    }
  };
  std::vector<std::thread> threads;
  int jobs = std::max(1, options.jobs);
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (ccache) CountCcacheResults(stats_log, result);
  result.ok = !failed;
  return result;
}

CompileResult CompileAndLink(const std::string& dir, const std::vector<std::string>& sources,
                             const std::string& output, const CompileOptions& options,
                             const std::vector<std::string>& objects_first) {
  CompileResult result = CompileObjects(dir, sources, options);
  if (!result.ok) return result;
  result.ok = false;
  std::string objects;
  for (const std::string& o : objects_first) objects += " " + Quote(dir + "/" + o);
  for (const std::string& s : sources)
    objects += " " + Quote(dir + "/" + s.substr(0, s.size() - 2) + ".o");
  for (const std::string& o : options.objects) objects += " " + Quote(dir + "/" + o);
  std::string out;
  std::unique_ptr<transform::GcPolicy> boehm = transform::MakeGcPolicy("boehm");
  const transform::GcPolicy& gc = options.gc ? *options.gc : *boehm;
  std::string link =
      "gcc -o " + Quote(output) + objects + " " + gc.LinkLibraries(GcArchive()) + " -lm";
  if (Run(link, &out) != 0) {
    result.errors = "linking failed:\n" + out;
    return result;
  }
  result.ok = true;
  return result;
}

}  // namespace rtfarm::farm
