#include "coordinator/cell_linker.h"

#include <algorithm>
#include <filesystem>
#include <thread>

#include "coordinator/runtime_objects.h"
#include "farm/c_compiler.h"
#include "farm/c_directory.h"
#include "farm/content_hash.h"
#include "farm/toolchain.h"
#include "farm/translation_options.h"
#include "passes/transform/gc_policy.h"
#include "proto/shard.pb.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;

std::string LinkKey(const LinkRequest& request) {
  std::string text = "link 1\n" + farm::OptionsKeyBytes(request.options) + "\n" +
                     farm::ShardToolchain(request.runtime_hash, true) + "\n";
  for (const proto::Artifact& file : request.database)
    text += file.name() + " " + file.digest().sha256() + "\n";
  for (const proto::Digest& output : request.shard_outputs) text += output.sha256() + "\n";
  return "link:" + farm::Sha256Hex(text);
}

std::string ShardName(size_t index, const char* extension) {
  return "rpy_fn_" + std::to_string(index) + extension;
}

LinkResult Link(const LinkRequest& request, const farm::BlobStore& blobs, RuntimeObjects& runtime) {
  LinkResult result;
  fs::path dir = request.work_dir;
  std::error_code ignored;
  fs::remove_all(dir, ignored);
  fs::create_directories(dir);
  struct Cleanup {
    fs::path dir;
    ~Cleanup() {
      std::error_code ignored;
      fs::remove_all(dir, ignored);
    }
  } cleanup{dir};
  std::vector<proto::Artifact> c_files;
  auto keep = [&](const std::string& name, const std::string& bytes) {
    farm::WriteFile(dir / name, bytes);
    if (request.options.keep_c() || request.options.c_only()) {
      proto::Artifact artifact;
      artifact.set_name("c/" + name);
      *artifact.mutable_digest() = blobs.Put(bytes);
      c_files.push_back(artifact);
    }
  };
  std::vector<std::string> runtime_sources =
      farm::CopyRuntime(request.home, dir, request.options.gc());
  std::vector<std::string> sources;  // the database's: compiled by this link
  for (const proto::Artifact& file : request.database) {
    std::string problem;
    auto bytes = blobs.Get(file.digest(), &problem);
    if (!bytes) throw std::runtime_error("database file " + file.name() + " lost: " + problem);
    keep(file.name(), *bytes);
    if (file.name().ends_with(".c")) sources.push_back(file.name());
  }
  // The coordinator's cores: a link is the last step of its cell, nothing waits behind it
  // but other cells' links.
  const int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::string> runtime_objects;
  std::vector<std::string> objects;  // the shards'
  if (!request.options.c_only())
    runtime_objects = runtime.Provide(runtime_sources, request.runtime_hash, request.options.gc(),
                                      request.options.opt(), dir.string(), jobs);
  for (size_t i = 0; i < request.shard_outputs.size(); ++i) {
    std::string problem;
    auto bytes = blobs.Get(request.shard_outputs[i], &problem);
    proto::ShardOutput output;
    if (!bytes || !output.ParseFromString(*bytes))
      throw std::runtime_error("the output of shard " + std::to_string(i) + " is lost: " + problem);
    keep(ShardName(i, ".c"), output.c_file().content());
    if (!request.options.c_only()) {
      farm::WriteFile(dir / ShardName(i, ".o"), output.object());
      objects.push_back(ShardName(i, ".o"));
    }
  }
  if (!request.options.c_only()) {
    std::unique_ptr<transform::GcPolicy> gc = transform::MakeGcPolicy(request.options.gc());
    if (gc == nullptr) throw std::runtime_error(transform::GcPolicyProblem(request.options.gc()));
    farm::CompileResult compiled = farm::CompileAndLink(
        dir.string(), sources, (dir / "program").string(),
        {jobs, request.options.opt(), true, gc.get(), objects}, runtime_objects);
    if (!compiled.ok) throw std::runtime_error("the link failed:\n" + compiled.errors);
    proto::Artifact executable;
    executable.set_name("executable");
    *executable.mutable_digest() = blobs.Put(farm::ReadExistingFile(dir / "program"));
    result.artifacts.push_back(executable);
  }
  result.artifacts.insert(result.artifacts.end(), c_files.begin(), c_files.end());
  return result;
}

}  // namespace

LinkResult LinkCell(const LinkRequest& request, const farm::BlobStore& blobs,
                    const CacheLookup& lookup, const CacheStore& store, RuntimeObjects& runtime) {
  std::string key = LinkKey(request);
  if (std::optional<proto::Digest> hit = lookup(key)) {
    std::string problem;
    proto::Cell cell;
    auto bytes = blobs.Get(*hit, &problem);
    bool whole = bytes && cell.ParseFromString(*bytes);
    for (const proto::Artifact& artifact : cell.artifacts())
      whole = whole && blobs.Has(artifact.digest());
    if (whole) {
      LinkResult result;
      result.cached = true;
      result.artifacts.assign(cell.artifacts().begin(), cell.artifacts().end());
      return result;
    }
  }
  LinkResult result;
  try {
    result = Link(request, blobs, runtime);
  } catch (const std::exception& error) {
    result.error = error.what();
    return result;
  }
  proto::Cell cell;
  for (const proto::Artifact& artifact : result.artifacts) *cell.add_artifacts() = artifact;
  store(key, blobs.Put(cell.SerializeAsString()));
  return result;
}

}  // namespace rtfarm::coordinator
