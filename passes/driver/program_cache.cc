#include "passes/driver/program_cache.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "passes/driver/c_compiler.h"
#include "passes/driver/content_hash.h"

namespace rtfarm::driver {
namespace {

namespace fs = std::filesystem;

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// "path\n<sha256>\n" per file: the digest of a list of files.
std::string DigestOf(const std::vector<fs::path>& files) {
  std::string text;
  for (const fs::path& file : files) {
    text += file.string() + "\n" + Sha256Hex(ReadFile(file)) + "\n";
  }
  return text;
}

}  // namespace

std::string RuntimeHash(const std::string& runtime_dir) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(runtime_dir)) {
    std::string name = entry.path().filename().string();
    if (name.ends_with(".h") || name.ends_with(".c")) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::string text;
  for (const fs::path& file : files)
    text += file.filename().string() + "\n" + Sha256Hex(ReadFile(file)) + "\n";
  return Sha256Hex(text);
}

std::string ProgramKey(const std::vector<std::string>& files, const std::string& options) {
  std::vector<fs::path> paths(files.begin(), files.end());
  std::sort(paths.begin(), paths.end());
  return Sha256Hex("rtfarm program 1\n" + ExecutableHash() + "\n" + CompilerIdentity() + "\n" +
                   options + "\n" + DigestOf(paths));
}

}  // namespace rtfarm::driver
