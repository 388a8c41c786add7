#include "worker/worker_command.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "farm/compile_sandbox.h"
#include "farm/connection_flags.h"
#include "farm/sandbox.h"
#include "passes/driver/rtfarm_home.h"
#include "worker/worker.h"

namespace rtfarm::worker {
namespace {

struct WorkerCommand {
  farm::ConnectionFlags connection;
  std::string name;
  int slots = 0;
  std::string ccache_remote;
  bool no_sandbox = false;
};

std::atomic<bool> stop_requested{false};

void RequestStop(int) { stop_requested = true; }

std::string HostName() {
  char name[256] = {};
  gethostname(name, sizeof name - 1);
  return name;
}

// The folder of a worker's link to the compile sandbox (ccache's prefix command).
std::filesystem::path WorkerDir(pid_t pid) {
  return std::filesystem::temp_directory_path() / ("rtfarm-worker-" + std::to_string(pid));
}

// A worker that was killed (SIGKILL, a crash) left its folder behind: removed by the next
// worker that starts, once no process has that PID.
void RemoveDeadWorkersDirs() {
  std::error_code error;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::temp_directory_path(), error)) {
    std::string name = entry.path().filename().string();
    if (!name.starts_with("rtfarm-worker-")) continue;
    char* end = nullptr;
    long pid = std::strtol(name.c_str() + 14, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    // Alive, or a process of another user (EPERM): not a dead worker's.
    if (kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
    std::error_code ignored;
    std::filesystem::remove_all(entry.path(), ignored);
  }
}

}  // namespace

void AddWorkerCommand(CLI::App& app, const char* argv0, int* status) {
  auto command = std::make_shared<WorkerCommand>();
  auto* sub = app.add_subcommand("worker", "join a coordinator and run shards");
  farm::AddConnectionFlags(*sub, &command->connection);
  sub->add_option("--name", command->name, "how the farm shows this worker (default: host:pid)");
  sub->add_option("--slots", command->slots, "shards run at once (default: every core)")
      ->check(CLI::Range(1, 1024));
  sub->add_option("--ccache-remote", command->ccache_remote,
                  "ccache's shared remote storage for the farm, e.g. redis://HOST:PORT");
  sub->add_flag("--no-sandbox", command->no_sandbox,
                "compile without the sandbox (only on a farm whose submitters are trusted)");
  sub->callback([command, argv0, status] {
    WorkerConfig config;
    try {
      config.coordinator = farm::ResolveConnection(command->connection);
    } catch (const std::exception& error) {
      std::fprintf(stderr, "error: %s\n", error.what());
      *status = 2;
      return;
    }
    config.name =
        command->name.empty() ? HostName() + ":" + std::to_string(getpid()) : command->name;
    config.slots = command->slots > 0
                       ? command->slots
                       : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::string home = driver::RequireRtfarmHome(argv0);
    if (home.empty()) {
      *status = 2;
      return;
    }
    config.runtime_dir = home + "/runtime";
    // ccache reads its remote storage from the environment of every compile it runs: a
    // compile done on one worker is then a hit on all the others. When the storage is
    // down ccache compiles locally, so the worker goes on without it.
    if (!command->ccache_remote.empty())
      setenv("CCACHE_REMOTE_STORAGE", command->ccache_remote.c_str(), 1);
    if (!command->no_sandbox) {
      if (!farm::SandboxAvailable()) {
        std::fprintf(stderr,
                     "error: bubblewrap (/usr/bin/bwrap) cannot make a sandbox here, and a "
                     "worker compiles C derived from submitted code; install it "
                     "(deploy/bootstrap.sh) or pass --no-sandbox on a farm only you use\n");
        *status = 1;
        return;
      }
      RemoveDeadWorkersDirs();
      config.compile_wrapper = farm::LinkCompileSandbox(WorkerDir(getpid()).string());
      std::string visible;
      for (const std::string& path : farm::WithLinkTargets({config.runtime_dir}))
        visible += (visible.empty() ? "" : ":") + path;
      setenv("RTFARM_COMPILE_READ_ONLY", visible.c_str(), 1);
    }
    signal(SIGINT, RequestStop);
    signal(SIGTERM, RequestStop);
    *status = RunWorker(config, stop_requested);
    std::error_code ignored;
    std::filesystem::remove_all(WorkerDir(getpid()), ignored);
  });
}

}  // namespace rtfarm::worker
