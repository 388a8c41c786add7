#include "farm/c_directory.h"

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "passes/transform/gc_policy.h"

namespace rtfarm::farm {

namespace fs = std::filesystem;

void WriteFile(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

void RemoveStaleShardFiles(const fs::path& dir) {
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.starts_with("rpy_fn_") && (name.ends_with(".c") || name.ends_with(".o")))
      fs::remove(entry.path());
  }
}

std::vector<std::string> CopyRuntime(const std::string& home, const fs::path& dir,
                                     const std::string& gc) {
  fs::path runtime = fs::path(home) / "runtime";
  if (!fs::is_directory(runtime))
    throw std::runtime_error("the C runtime is missing: " + runtime.string());
  std::unique_ptr<transform::GcPolicy> policy = transform::MakeGcPolicy(gc);
  if (policy == nullptr) throw std::runtime_error(transform::GcPolicyProblem(gc));
  std::vector<std::string> sources;
  for (const char* sub : {"", "gc"}) {
    fs::path from = runtime / sub;
    if (!fs::is_directory(from)) continue;
    for (const auto& entry : fs::directory_iterator(from)) {
      std::string name = entry.path().filename().string();
      if (name.find("test") != std::string::npos) continue;  // the runtime's own tests
      if (!name.ends_with(".h") && !name.ends_with(".c")) continue;
      if (!policy->UsesRuntimeFile(*sub ? std::string(sub) + "/" + name : name)) continue;
      fs::copy_file(entry.path(), dir / name, fs::copy_options::overwrite_existing);
      if (name.ends_with(".c")) sources.push_back(name);
    }
  }
  std::sort(sources.begin(), sources.end());
  return sources;
}

std::string ReadExistingFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace rtfarm::farm
