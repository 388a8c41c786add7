#include "coordinator/job_frontend.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "farm/c_directory.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;

constexpr size_t kErrorTail = 16 << 10;

void WriteSources(const FrontEndRequest& request, const farm::BlobStore& blobs) {
  for (const proto::JobFile& file : request.request.files()) {
    std::string problem;
    auto bytes = blobs.Get(file.digest(), &problem);
    if (!bytes) throw std::runtime_error("file " + file.path() + " is lost: " + problem);
    fs::path path = fs::path(request.dir) / "src" / file.path();
    fs::create_directories(path.parent_path());
    farm::WriteFile(path, *bytes);
  }
  farm::WriteFile(fs::path(request.dir) / "request.pb", request.request.SerializeAsString());
}

// The last part of the child's stderr: its errors come last. The job's directory is
// written "$SRC/": a client puts its own directory back (client/submit_command.cc).
std::string ErrorText(const fs::path& log, const std::string& dir) {
  std::string text;
  try {
    text = farm::ReadFile(log);
  } catch (const std::exception&) {
  }
  if (text.size() > kErrorTail) text = "...\n" + text.substr(text.size() - kErrorTail);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  const std::string src = dir + "/src/";
  for (size_t at = text.find(src); at != std::string::npos; at = text.find(src, at))
    text.replace(at, src.size(), kSourceMarker);
  return text;
}

// Moves the plan's payloads into the store, each checked against its digest.
std::string IngestPlan(const FrontEndRequest& request, const farm::BlobStore& blobs,
                       const proto::JobPlan& plan) {
  auto ingest = [&](const proto::Digest& digest) -> std::string {
    if (blobs.Has(digest)) return "";
    if (!farm::IsWellFormed(digest)) return "a malformed digest in the plan";
    std::string bytes;
    try {
      bytes = farm::ReadExistingFile(fs::path(request.dir) / "blobs" / digest.sha256());
    } catch (const std::exception& error) {
      return error.what();
    }
    std::string problem;
    return blobs.PutExpecting(digest, bytes, &problem) ? "" : problem;
  };
  for (const proto::CellPlan& cell : plan.cells()) {
    for (const proto::ShardTask& task : cell.shards())
      if (std::string problem = ingest(task.input()); !problem.empty()) return problem;
    for (const proto::Artifact& file : cell.database())
      if (std::string problem = ingest(file.digest()); !problem.empty()) return problem;
  }
  return "";
}

}  // namespace

bool RunJobFrontEnd(const FrontEndRequest& request, const farm::BlobStore& blobs,
                    const std::function<void(const std::string&)>& on_phase,
                    const std::function<void(int)>& on_pid, proto::JobPlan* plan,
                    std::string* error) {
  try {
    fs::create_directories(request.dir);
    WriteSources(request, blobs);
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
  fs::path log = fs::path(request.dir) / "frontend.log";
  std::vector<std::string> command = {request.rtfarm_path, "job-frontend", request.dir};
  std::string cgroup;
  if (request.sandbox) {
    farm::SandboxSpec spec;
    // What the front-end reads of rtfarm's own tree: the executable, rlib (and its
    // RPython import paths, rpython/), the runtime.
    std::vector<std::string> own = {request.rtfarm_path, request.home + "/rlib",
                                    request.home + "/runtime"};
    std::error_code missing;
    if (fs::exists(request.home + "/rpython", missing)) own.push_back(request.home + "/rpython");
    spec.read_only = farm::WithLinkTargets(own);
    spec.writable = {request.dir};
    spec.work_dir = request.dir;
    spec.environment = {{"RTFARM_HOME", request.home}, {"HOME", "/tmp"}, {"LANG", "C.UTF-8"}};
    spec.limits = request.limits;
    command = farm::SandboxCommand(spec, command);
    cgroup = farm::MakePidsCgroup("job-" + std::to_string(request.job), request.limits.processes);
  }
  // Everything the child needs is made before fork: a multi-threaded parent's child may
  // not allocate.
  std::vector<char*> argv;
  for (std::string& arg : command) argv.push_back(arg.data());
  argv.push_back(nullptr);
  std::string home_variable = "RTFARM_HOME=" + request.home;
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) {
    *error = "cannot make a pipe for the front-end";
    return false;
  }
  pid_t pid = fork();
  if (pid < 0) {
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    *error = "cannot start the front-end (fork failed)";
    return false;
  }
  if (pid == 0) {
    int log_fd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    dup2(pipe_fds[1], STDOUT_FILENO);
    if (log_fd >= 0) dup2(log_fd, STDERR_FILENO);
    putenv(home_variable.data());
    setpgid(0, 0);
    if (request.sandbox) farm::ApplyLimitsInChild(request.limits, cgroup.c_str());
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  on_pid(pid);
  // The wall-clock limit: a child still running past it is killed (its sandbox dies
  // with it).
  std::mutex timer_mu;
  std::condition_variable timer_cv;
  bool ended = false, timed_out = false;
  std::thread timer([&] {
    std::unique_lock<std::mutex> lock(timer_mu);
    auto limit = std::chrono::milliseconds(static_cast<int64_t>(request.timeout_seconds * 1000));
    if (!timer_cv.wait_for(lock, limit, [&] { return ended; })) {
      timed_out = true;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
    }
  });
  FILE* lines = fdopen(pipe_fds[0], "r");
  char buffer[4096];
  while (lines != nullptr && fgets(buffer, sizeof buffer, lines) != nullptr) {
    std::string line = buffer;
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    if (line.starts_with("phase ")) on_phase(line.substr(6));
  }
  if (lines != nullptr) fclose(lines);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  {
    std::lock_guard<std::mutex> lock(timer_mu);
    ended = true;
  }
  timer_cv.notify_all();
  timer.join();
  farm::RemovePidsCgroup(cgroup);
  on_pid(0);
  if (timed_out) {
    *error = "the front-end did not finish within its time limit (" +
             std::to_string(static_cast<int>(request.timeout_seconds)) +
             " s): the target may loop forever at import";
    return false;
  }
  // bwrap reports a child killed by a signal as exit status 128 + the signal.
  int signal_number = WIFSIGNALED(status)                              ? WTERMSIG(status)
                      : WIFEXITED(status) && WEXITSTATUS(status) > 128 ? WEXITSTATUS(status) - 128
                                                                       : 0;
  if (signal_number != 0) {
    std::string limit = farm::LimitBehindSignal(signal_number, request.limits);
    std::string tail = ErrorText(log, request.dir);
    *error = limit.empty() ? "the front-end was killed by signal " + std::to_string(signal_number)
                           : "the front-end went past " + limit;
    if (!tail.empty()) *error += ":\n" + tail;
    return false;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    *error = ErrorText(log, request.dir);
    if (error->empty()) *error = "the front-end failed with no message";
    return false;
  }
  try {
    std::string bytes = farm::ReadExistingFile(fs::path(request.dir) / "plan.pb");
    if (!plan->ParseFromString(bytes)) throw std::runtime_error("plan.pb is not a JobPlan");
  } catch (const std::exception& e) {
    *error = std::string("the front-end left no usable plan: ") + e.what();
    return false;
  }
  if (std::string problem = IngestPlan(request, blobs, *plan); !problem.empty()) {
    *error = "the front-end's plan: " + problem;
    return false;
  }
  std::error_code ignored;
  fs::remove_all(fs::path(request.dir) / "blobs", ignored);
  return true;
}

}  // namespace rtfarm::coordinator
