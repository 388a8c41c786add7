#include "farm/sandbox.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

constexpr const char* kBwrap = "/usr/bin/bwrap";

// The pids hierarchies a coordinator may make its cgroups in: cgroup v1's pids
// controller, then a v2 unified hierarchy (whose pids controller must be enabled).
const char* const kPidsRoots[] = {"/sys/fs/cgroup/pids", "/sys/fs/cgroup/unified",
                                  "/sys/fs/cgroup"};

void SetLimit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit limit = {soft, hard};
  setrlimit(resource, &limit);
}

void SetLimit(int resource, rlim_t value) { SetLimit(resource, value, value); }

}  // namespace

std::vector<std::string> WithLinkTargets(const std::vector<std::string>& roots) {
  std::set<std::string> paths(roots.begin(), roots.end());
  for (const std::string& root : roots) {
    std::error_code error;
    if (!fs::is_directory(root, error)) continue;
    for (auto it = fs::recursive_directory_iterator(root, error);
         !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
      if (!it->is_symlink()) continue;
      fs::path target = fs::canonical(it->path(), error);
      if (!error) paths.insert(target.parent_path().string());
      error.clear();
    }
  }
  std::vector<std::string> kept;
  for (const std::string& path : paths) {  // sorted: a folder comes before what is inside it
    if (!kept.empty() && path.starts_with(kept.back() + "/")) continue;
    kept.push_back(path);
  }
  return kept;
}

bool SandboxAvailable() {
  static const bool available = [] {
    if (access(kBwrap, X_OK) != 0) return false;
    std::string probe = std::string(kBwrap) +
                        " --unshare-all --ro-bind / / --die-with-parent /bin/true "
                        ">/dev/null 2>&1";
    return std::system(probe.c_str()) == 0;
  }();
  return available;
}

std::vector<std::string> SandboxCommand(const SandboxSpec& spec,
                                        const std::vector<std::string>& command) {
  std::vector<std::string> args = {
      kBwrap,
      // No network, no IPC, its own PID namespace (it cannot see or signal the host's
      // processes, its parent included), its own hostname.
      "--unshare-all", "--die-with-parent", "--new-session",
      // The system's programs and libraries, read-only; nothing else of the host's
      // files (no /home, /root, /etc beyond the loader's cache, no state directory).
      "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink", "usr/sbin", "/sbin",
      "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--ro-bind",
      "/etc/ld.so.cache", "/etc/ld.so.cache", "--proc", "/proc", "--dev", "/dev", "--size",
      std::to_string(spec.limits.tmp_mb << 20), "--tmpfs", "/tmp", "--clearenv"};
  for (const std::string& path : spec.read_only) {
    args.insert(args.end(), {"--ro-bind", path, path});
  }
  for (const std::string& path : spec.writable) {
    args.insert(args.end(), {"--bind", path, path});
  }
  for (const auto& [name, value] : spec.environment) {
    args.insert(args.end(), {"--setenv", name, value});
  }
  // The sandbox's own root (where the folders of the mounts above were made) read-only
  // too: a write anywhere but the writable paths and /tmp fails.
  args.insert(args.end(), {"--remount-ro", "/"});
  if (!spec.work_dir.empty()) args.insert(args.end(), {"--chdir", spec.work_dir});
  args.push_back("--");
  args.insert(args.end(), command.begin(), command.end());
  return args;
}

void ApplyLimitsInChild(const SandboxLimits& limits, const char* cgroup_procs_path) {
  // SIGXCPU at the limit (the message names it), SIGKILL a little later if ignored.
  SetLimit(RLIMIT_CPU, static_cast<rlim_t>(limits.cpu_seconds),
           static_cast<rlim_t>(limits.cpu_seconds) + 5);
  SetLimit(RLIMIT_AS, static_cast<rlim_t>(limits.memory_mb) << 20);
  SetLimit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.file_mb) << 20);
  SetLimit(RLIMIT_CORE, 0);
  if (cgroup_procs_path != nullptr && cgroup_procs_path[0] != '\0') {
    int fd = open(cgroup_procs_path, O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
      char pid[32];
      int n = snprintf(pid, sizeof pid, "%d", static_cast<int>(getpid()));
      if (write(fd, pid, static_cast<size_t>(n)) == n) {
        close(fd);
        return;
      }
      close(fd);
    }
  }
  // No cgroup: RLIMIT_NPROC holds for an owner that is not root.
  SetLimit(RLIMIT_NPROC, static_cast<rlim_t>(limits.processes));
}

std::string MakePidsCgroup(const std::string& name, int max_processes) {
  for (const char* root : kPidsRoots) {
    std::error_code error;
    if (!fs::exists(fs::path(root) / "cgroup.procs", error)) continue;
    fs::path group = fs::path(root) / "rtfarm" / name;
    fs::create_directories(group, error);
    if (error) continue;
    std::ofstream max(group / "pids.max");
    max << max_processes;
    max.close();
    if (!max) {
      fs::remove(group, error);
      continue;
    }
    return (group / "cgroup.procs").string();
  }
  return "";
}

void RemovePidsCgroup(const std::string& procs_path) {
  if (procs_path.empty()) return;
  std::error_code error;
  fs::remove(fs::path(procs_path).parent_path(), error);  // empty once its processes ended
}

std::string LimitBehindSignal(int signal, const SandboxLimits& limits) {
  switch (signal) {
    case SIGXCPU:
      return "its CPU time limit (" + std::to_string(limits.cpu_seconds) + " s)";
    case SIGXFSZ:
      return "its file size limit (" + std::to_string(limits.file_mb) + " MB)";
    default:
      return "";
  }
}

}  // namespace rtfarm::farm
