#include "client/job_files.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "passes/host/host_space.h"

namespace rtfarm::client {
namespace {

namespace fs = std::filesystem;

// `path` relative to `root`, or "" when it lies outside.
std::string Inside(const fs::path& root, const fs::path& path) {
  fs::path relative = fs::weakly_canonical(path).lexically_relative(root);
  if (relative.empty() || *relative.begin() == "..") return "";
  return relative.string();
}

}  // namespace

JobFileSet FindJobFiles(const std::string& target, const std::vector<std::string>& includes,
                        const std::string& home) {
  JobFileSet set;
  fs::path target_path = fs::weakly_canonical(fs::absolute(target));
  if (!fs::is_regular_file(target_path)) throw std::runtime_error("no such target: " + target);
  fs::path root = target_path.parent_path();
  set.root = root.string();
  set.target = target_path.filename().string();
  std::set<std::string> files{set.target};
  // The import runs the target's top-level code, as `translate` does; it is never freed
  // (the process ends after the submission).
  auto* space = new host::HostSpace(home);
  space->ImportFile(target_path.string());
  for (const std::string& read : space->FilesRead()) {
    std::string relative = Inside(root, read);
    if (!relative.empty() && fs::is_regular_file(read)) files.insert(relative);
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
