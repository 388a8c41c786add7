#include "farm/program_manifest.h"

#include <cstdio>
#include <filesystem>

#include "farm/c_compiler.h"
#include "farm/c_directory.h"
#include "farm/content_hash.h"
#include "farm/shard_runner.h"
#include "proto/shard.pb.h"

namespace rtfarm::farm {

std::string ManifestKey(const std::string& target, const std::string& options) {
  return Sha256Hex("rtfarm manifest 1\n" + std::filesystem::absolute(target).string() + "\n" +
                   ExecutableHash() + "\n" + CompilerIdentity() + "\n" + options);
}

std::optional<std::string> CheckManifest(const ArtifactCache& cache,
                                         const std::string& manifest_key) {
  std::string problem;
  std::optional<std::string> payload = cache.Load(manifest_key, &problem);
  if (!problem.empty()) std::fprintf(stderr, "warning: %s\n", problem.c_str());
  proto::ProgramManifest manifest;
  if (!payload || !manifest.ParseFromString(*payload) || manifest.files().empty())
    return std::nullopt;
  for (const auto& file : manifest.files()) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file.path(), error)) return std::nullopt;
    if (Sha256Hex(ReadFile(file.path())) != file.sha256()) return std::nullopt;
  }
  return manifest.program_key();
}

void StoreManifest(const ArtifactCache& cache, const std::string& manifest_key,
                   const std::vector<std::string>& files, const std::string& program_key) {
  if (!cache.enabled()) return;
  proto::ProgramManifest manifest;
  for (const std::string& path : files) {
    proto::ManifestFile* file = manifest.add_files();
    file->set_path(path);
    file->set_sha256(Sha256Hex(ReadFile(path)));
  }
  manifest.set_program_key(program_key);
  std::string problem = cache.Store(manifest_key, SerializeDeterministic(manifest));
  if (!problem.empty()) std::fprintf(stderr, "warning: program manifest: %s\n", problem.c_str());
}

}  // namespace rtfarm::farm
