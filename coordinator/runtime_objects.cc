#include "coordinator/runtime_objects.h"

#include <filesystem>
#include <stdexcept>

#include "farm/c_compiler.h"
#include "farm/c_directory.h"
#include "farm/content_hash.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;

std::string ObjectName(const std::string& source) {
  return source.substr(0, source.size() - 2) + ".o";
}

}  // namespace

std::string RuntimeObjects::Key(const std::string& runtime_hash, const std::string& gc, int opt) {
  // The compile command's flags are c_compiler's, fixed for a compiler identity; the
  // runtime hash covers every runtime source and header; the collector chooses the files.
  return "runtime-objects:" +
         farm::Sha256Hex("runtime-objects 1\n" + runtime_hash + "\ngc=" + gc +
                         "\nopt=" + std::to_string(opt) + "\n" + farm::CompilerIdentity() + "\n");
}

bool RuntimeObjects::Load(const std::string& key, const std::string& dir,
                          std::vector<std::string>* names) {
  std::optional<proto::Digest> listing = lookup_(key);
  if (!listing) return false;
  proto::Cell cell;
  auto bytes = blobs_.Get(*listing, nullptr);
  if (!bytes || !cell.ParseFromString(*bytes)) return false;
  std::vector<std::string> loaded;
  for (const proto::Artifact& artifact : cell.artifacts()) {
    // Each object is checked against its digest as it is read: a damaged one is a miss.
    auto object = blobs_.Get(artifact.digest(), nullptr);
    if (!object) return false;
    farm::WriteFile(fs::path(dir) / artifact.name(), *object);
    loaded.push_back(artifact.name());
  }
  *names = std::move(loaded);
  return true;
}

std::vector<std::string> RuntimeObjects::Provide(const std::vector<std::string>& sources,
                                                 const std::string& runtime_hash,
                                                 const std::string& gc, int opt,
                                                 const std::string& dir, int jobs) {
  std::string key = Key(runtime_hash, gc, opt);
  std::shared_ptr<std::mutex> compiling;
  {
    std::lock_guard lock(mu_);
    std::shared_ptr<std::mutex>& slot = compiling_[key];
    if (!slot) slot = std::make_shared<std::mutex>();
    compiling = slot;
  }
  std::lock_guard one_compile(*compiling);
  std::vector<std::string> names;
  if (Load(key, dir, &names) && names.size() == sources.size()) return names;
  farm::CompileOptions options;
  options.jobs = jobs;
  options.opt = opt;
  farm::CompileResult compiled = farm::CompileObjects(dir, sources, options);
  if (!compiled.ok) throw std::runtime_error("the runtime did not compile:\n" + compiled.errors);
  proto::Cell cell;
  names.clear();
  for (const std::string& source : sources) {
    proto::Artifact& artifact = *cell.add_artifacts();
    artifact.set_name(ObjectName(source));
    *artifact.mutable_digest() =
        blobs_.Put(farm::ReadExistingFile(fs::path(dir) / ObjectName(source)));
    names.push_back(ObjectName(source));
  }
  store_(key, blobs_.Put(cell.SerializeAsString()));
  return names;
}

}  // namespace rtfarm::coordinator
