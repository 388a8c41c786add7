#include "passes/driver/tool_probe.h"

#include <sys/wait.h>

#include <cstdio>

namespace rtfarm::driver {

std::optional<std::string> FirstLineOf(const std::string& command) {
  FILE* pipe = popen(("{ " + command + "; } 2>&1").c_str(), "r");
  if (pipe == nullptr) return std::nullopt;
  std::string output;
  char buffer[256];
  while (fgets(buffer, sizeof buffer, pipe) != nullptr) output += buffer;
  int status = pclose(pipe);
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  auto end = output.find('\n');
  return output.substr(0, end);
}

}  // namespace rtfarm::driver
