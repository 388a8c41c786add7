// The farm's sandbox (bubblewrap, Debian's bwrap): what runs code that people submit —
// the coordinator's job front-ends (importing a target runs its Python) and the
// workers' compiles (gcc on C derived from it) — runs with no network, the system
// read-only, nothing of the host's files but the system's programs and libraries and
// the paths named here, its own /proc and /tmp, and limits on CPU time, memory, file
// size and processes. docs/farm.md, "Isolation", says what each limit stops.
#pragma once

#include <string>
#include <vector>

namespace rtfarm::farm {

struct SandboxLimits {
  int cpu_seconds = 600;     // RLIMIT_CPU: SIGXCPU past it
  int64_t memory_mb = 8192;  // RLIMIT_AS
  int64_t file_mb = 1024;    // RLIMIT_FSIZE: no single file larger (SIGXFSZ)
  int processes = 64;        // a pids cgroup (or RLIMIT_NPROC for a non-root owner)
  int64_t tmp_mb = 256;      // the size of its /tmp
};

struct SandboxSpec {
  std::vector<std::string> read_only;  // host paths visible read-only, at the same path
  std::vector<std::string> writable;   // host paths visible read-write, at the same path
  std::string work_dir;                // where the command starts
  std::vector<std::pair<std::string, std::string>> environment;  // the whole environment
  SandboxLimits limits;
};

// `paths` plus the folders their symbolic links point into (a Bazel runfiles tree is
// links to the source tree), less those inside another: what to make visible read-only
// so that every file under `paths` can be read in the sandbox.
std::vector<std::string> WithLinkTargets(const std::vector<std::string>& paths);

// Whether bwrap is installed and can make its namespaces here.
bool SandboxAvailable();

// The command line that runs `command` inside the sandbox (bwrap and its arguments).
std::vector<std::string> SandboxCommand(const SandboxSpec& spec,
                                        const std::vector<std::string>& command);

// In a child process between fork and exec: applies the rlimits and puts the process in
// a pids cgroup of its own (`cgroup_name`, made under the first writable pids hierarchy;
// RLIMIT_NPROC when there is none). Async-signal-safe enough for a forked child of a
// multi-threaded process: no allocation.
void ApplyLimitsInChild(const SandboxLimits& limits, const char* cgroup_procs_path);

// Makes the pids cgroup for one sandbox and returns the path of its cgroup.procs file
// ("" when no pids hierarchy is writable); RemovePidsCgroup removes it afterwards.
std::string MakePidsCgroup(const std::string& name, int max_processes);
void RemovePidsCgroup(const std::string& procs_path);

// "the CPU time limit (600 s)" for a signal that ended a sandboxed process, or "".
std::string LimitBehindSignal(int signal, const SandboxLimits& limits);

}  // namespace rtfarm::farm
