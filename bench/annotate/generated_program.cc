#include "bench/annotate/generated_program.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>

namespace rtfarm::bench {

int RunCommand(const std::vector<std::string>& argv, std::string* output) {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) {
    if (output != nullptr) *output = std::string("pipe: ") + std::strerror(errno);
    return -1;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDERR_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[1]);
  std::string captured;
  std::array<char, 4096> buffer;
  for (;;) {
    ssize_t n = read(pipe_fds[0], buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    captured.append(buffer.data(), static_cast<size_t>(n));
  }
  close(pipe_fds[0]);
  if (spawned != 0) {
    if (output != nullptr) *output = argv[0] + ": " + std::strerror(spawned);
    return -1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  if (output != nullptr) *output = std::move(captured);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string GenerateProgram(const std::string& rtfarm_home, const GenerateOptions& options,
                            const std::string& output) {
  std::vector<std::string> argv = {kPython,   rtfarm_home + "/bench/annotate/generate_program.py",
                                   "--lines", std::to_string(options.lines),
                                   "--seed",  std::to_string(options.seed),
                                   "-o",      output};
  if (!options.workarounds) argv.push_back("--no-workarounds");
  std::string text;
  int status = RunCommand(argv, &text);
  if (status == 0) return "";
  return "generate_program.py exited with status " + std::to_string(status) + ": " + text;
}

int CountLines(const std::string& path) {
  std::ifstream in(path);
  int lines = 0;
  std::string line;
  while (std::getline(in, line)) ++lines;
  return lines;
}

std::vector<BlockedBlock> FindBlockedBlocks(const annotator::Annotator& annotator) {
  std::vector<BlockedBlock> blocked;
  for (const annotator::GraphInfo* info : annotator.graphs()) {
    if (info->graph == nullptr) continue;
    for (const model::Block* block : info->graph->Blocks()) {
      if (block->is_final()) continue;
      bool reached = true;
      for (const model::Variable* var : block->inputargs) {
        if (annotator.Binding(*info, var)->kind == annotator::Kind::kImpossible) reached = false;
      }
      if (!reached) continue;
      for (const model::SpaceOperation& op : block->operations) {
        if (annotator.Binding(*info, op.result)->kind != annotator::Kind::kImpossible) continue;
        if (op.opname != "simple_call" && op.opname != "call_args" && op.opname != "next") {
          std::string file = op.position.file;
          auto slash = file.rfind('/');
          if (slash != std::string::npos) file = file.substr(slash + 1);
          blocked.push_back({info->key, file + ":" + std::to_string(op.position.line), op.opname});
        }
        break;  // the rest of the block was never annotated
      }
    }
  }
  return blocked;
}

}  // namespace rtfarm::bench
