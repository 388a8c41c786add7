#include "client/job_files.h"

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <stdexcept>

namespace rtfarm::client {
namespace {

namespace fs = std::filesystem;

// Lists, one per line, the source files of the modules the target imports, found by the
// standard library's modulefinder: it reads the bytecode's import statements and never
// runs the target (which may be slow, or hostile to the machine it runs on).
constexpr const char* kFinder = R"(
import modulefinder, sys
target, root = sys.argv[1], sys.argv[2]
finder = modulefinder.ModuleFinder(path=[root] + sys.path[1:])
finder.run_script(target)
for module in finder.modules.values():
    if module.__file__:
        print(module.__file__)
)";

std::string Quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// `path` relative to `root`, or "" when it lies outside.
std::string Inside(const fs::path& root, const fs::path& path) {
  fs::path relative = fs::weakly_canonical(path).lexically_relative(root);
  if (relative.empty() || *relative.begin() == "..") return "";
  return relative.string();
}

std::vector<std::string> ImportedFiles(const fs::path& target, const fs::path& root) {
  std::string command = "/usr/bin/python3.11 -I -c " + Quote(kFinder) + " " +
                        Quote(target.string()) + " " + Quote(root.string()) + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("cannot run /usr/bin/python3.11");
  std::string output;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  int status = pclose(pipe);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error("cannot read the imports of " + target.string() + ":\n" + output);
  std::vector<std::string> files;
  size_t start = 0;
  while (start < output.size()) {
    size_t end = output.find('\n', start);
    if (end == std::string::npos) end = output.size();
    if (end > start) files.push_back(output.substr(start, end - start));
    start = end + 1;
  }
  return files;
}

}  // namespace

JobFileSet FindJobFiles(const std::string& target, const std::vector<std::string>& includes) {
  JobFileSet set;
  fs::path target_path = fs::weakly_canonical(fs::absolute(target));
  if (!fs::is_regular_file(target_path)) throw std::runtime_error("no such target: " + target);
  fs::path root = target_path.parent_path();
  set.root = root.string();
  set.target = target_path.filename().string();
  std::set<std::string> files{set.target};
  for (const std::string& imported : ImportedFiles(target_path, root)) {
    std::string relative = Inside(root, imported);
    if (!relative.empty() && fs::is_regular_file(imported)) files.insert(relative);
  }
  for (const std::string& include : includes) {
    std::string relative = Inside(root, fs::absolute(include));
    if (relative.empty())
      throw std::runtime_error("--include " + include + " is not in the target's directory " +
                               set.root);
    if (!fs::is_regular_file(root / relative))
      throw std::runtime_error("--include " + include + ": no such file");
    files.insert(relative);
  }
  set.files.assign(files.begin(), files.end());
  return set;
}

}  // namespace rtfarm::client
