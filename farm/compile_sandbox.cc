#include "farm/compile_sandbox.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "farm/sandbox.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

// A compile needs less than a front-end, and more than enough with these.
SandboxLimits CompileLimits() {
  SandboxLimits limits;
  limits.cpu_seconds = 600;
  limits.memory_mb = 8192;
  limits.file_mb = 1024;
  limits.processes = 32;
  limits.tmp_mb = 1024;
  return limits;
}

// The compiler by absolute path: the sandbox has no PATH lookup of the caller's.
std::string Resolve(const std::string& program) {
  if (program.find('/') != std::string::npos) return fs::absolute(program).string();
  for (const char* dir : {"/usr/bin", "/bin", "/usr/local/bin"}) {
    fs::path candidate = fs::path(dir) / program;
    if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return program;
}

}  // namespace

std::string LinkCompileSandbox(const std::string& dir) {
  fs::create_directories(dir);
  fs::path link = fs::path(dir) / kCompileSandboxName;
  std::error_code error;
  fs::remove(link, error);
  fs::create_symlink(fs::read_symlink("/proc/self/exe"), link);
  return link.string();
}

int RunCompileSandbox(int argc, char** argv) {
  if (argc < 1) {
    std::fprintf(stderr, "usage: rtfarm compile-sandbox CC ARGS...\n");
    return 2;
  }
  SandboxSpec spec;
  std::error_code error;
  std::string cwd = fs::current_path(error).string();
  spec.writable = {cwd};
  spec.work_dir = cwd;
  if (const char* list = std::getenv("RTFARM_COMPILE_READ_ONLY"); list != nullptr) {
    std::stringstream in(list);
    std::string dir;
    while (std::getline(in, dir, ':'))
      if (!dir.empty() && dir != cwd) spec.read_only.push_back(dir);
  }
  spec.environment = {{"PATH", "/usr/bin:/bin"}, {"LANG", "C"}, {"TMPDIR", "/tmp"}};
  spec.limits = CompileLimits();
  std::vector<std::string> command = {Resolve(argv[0])};
  // The worker's own compiler (its PATH's), when it is not the system's, must be runnable.
  if (!command[0].starts_with("/usr/"))
    spec.read_only.push_back(fs::path(command[0]).parent_path().string());
  for (int i = 1; i < argc; ++i) command.push_back(argv[i]);
  std::vector<std::string> full = SandboxCommand(spec, command);
  std::vector<char*> args;
  for (std::string& arg : full) args.push_back(arg.data());
  args.push_back(nullptr);
  ApplyLimitsInChild(spec.limits, nullptr);
  execv(args[0], args.data());
  std::perror("rtfarm compile-sandbox: cannot run bwrap");
  return 127;
}

}  // namespace rtfarm::farm
