#include "farm/program_cache.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "farm/c_compiler.h"
#include "farm/c_directory.h"
#include "farm/content_hash.h"
#include "farm/shard_runner.h"
#include "proto/shard.pb.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

// "path\n<sha256>\n" per file: the digest of a list of files.
std::string DigestOf(const std::vector<fs::path>& files) {
  std::string text;
  for (const fs::path& file : files) {
    text += file.string() + "\n" + Sha256Hex(ReadFile(file)) + "\n";
  }
  return text;
}

}  // namespace

bool ServeProgram(const ArtifactCache& cache, const std::string& key,
                  const ProgramRequest& request) {
  std::string problem;
  std::optional<std::string> payload = cache.Load(key, &problem);
  if (!problem.empty()) std::fprintf(stderr, "warning: %s\n", problem.c_str());
  proto::ProgramArtifacts artifacts;
  if (!payload || !artifacts.ParseFromString(*payload)) return false;
  if (!request.keep_c.empty()) {
    fs::path dir = request.keep_c;
    fs::create_directories(dir);
    RemoveStaleShardFiles(dir);
    CopyRuntime(request.home, dir, request.gc);
    for (const auto& file : artifacts.c_files()) WriteFile(dir / file.name(), file.content());
  }
  if (!request.c_only) {
    const std::string& output = request.output;
    fs::remove(output);
    WriteFile(output, artifacts.executable());
    fs::permissions(output, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                fs::perms::others_read | fs::perms::others_exec);
  }
  return true;
}

void StoreProgram(const ArtifactCache& cache, const std::string& key, const ProgramRequest& request,
                  const std::vector<genc::SourceFile>& files) {
  if (!cache.enabled() || key.empty()) return;
  proto::ProgramArtifacts artifacts;
  if (!request.c_only) artifacts.set_executable(ReadFile(request.output));
  if (!request.keep_c.empty()) {
    for (const auto& file : files) {
      proto::ShardFile* f = artifacts.add_c_files();
      f->set_name(file.name);
      f->set_content(file.text);
    }
  }
  std::string problem = cache.Store(key, SerializeDeterministic(artifacts));
  if (!problem.empty()) std::fprintf(stderr, "warning: program cache: %s\n", problem.c_str());
}

std::string RuntimeHash(const std::string& runtime_dir) {
  std::vector<fs::path> files;
  for (const char* sub : {"", "gc"}) {
    if (!fs::is_directory(fs::path(runtime_dir) / sub)) continue;
    for (const auto& entry : fs::directory_iterator(fs::path(runtime_dir) / sub)) {
      std::string name = entry.path().filename().string();
      if (name.ends_with(".h") || name.ends_with(".c")) files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::string text;
  for (const fs::path& file : files) {
    std::string name = fs::relative(file, runtime_dir).string();
    text += name + "\n" + Sha256Hex(ReadFile(file)) + "\n";
  }
  return Sha256Hex(text);
}

std::string PythonSourcesHash(const std::vector<std::string>& dirs) {
  std::vector<std::pair<std::string, fs::path>> files;
  for (const std::string& dir : dirs) {
    std::error_code error;
    if (!fs::is_directory(dir, error)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(dir, error)) {
      if (entry.path().extension() != ".py" || !entry.is_regular_file(error)) continue;
      std::string name = (fs::path(dir).filename() / fs::relative(entry.path(), dir)).string();
      files.emplace_back(name, entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::string text;
  for (const auto& [name, path] : files) text += name + "\n" + Sha256Hex(ReadFile(path)) + "\n";
  return Sha256Hex(text);
}

std::string ProgramKey(const std::vector<std::string>& files, const std::string& options) {
  std::vector<fs::path> paths(files.begin(), files.end());
  std::sort(paths.begin(), paths.end());
  return Sha256Hex("rtfarm program 1\n" + ExecutableHash() + "\n" + CompilerIdentity() + "\n" +
                   options + "\n" + DigestOf(paths));
}

}  // namespace rtfarm::farm
