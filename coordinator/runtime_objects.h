// The runtime's objects for the coordinator's links. The runtime's C (runtime/*.c) does
// not depend on the program: every cell of every job with the same collector and -O
// level compiles it to the same objects. They are compiled once per (runtime sources,
// collector, -O level, compiler), stored as blobs under a key in the coordinator's
// cache, and copied into each link's directory, so the cells of a matrix that differ in
// another option (backendopt, say) share one compile of the runtime.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "coordinator/cell_linker.h"
#include "farm/blob_store.h"

namespace rtfarm::coordinator {

class RuntimeObjects {
 public:
  RuntimeObjects(const farm::BlobStore& blobs, CacheLookup lookup, CacheStore store)
      : blobs_(blobs), lookup_(std::move(lookup)), store_(std::move(store)) {}

  // Writes the objects of `sources` (the runtime's .c files, already copied into `dir`
  // by farm::CopyRuntime) into `dir`, compiled at -O`opt` with `jobs` compiles at once
  // unless an earlier link stored them; returns their names. Links that need the same
  // objects at the same time wait for one compile. Throws std::runtime_error when the
  // compile fails.
  std::vector<std::string> Provide(const std::vector<std::string>& sources,
                                   const std::string& runtime_hash, const std::string& gc, int opt,
                                   const std::string& dir, int jobs);

  // The cache key of the runtime's objects (exposed for tests).
  static std::string Key(const std::string& runtime_hash, const std::string& gc, int opt);

 private:
  bool Load(const std::string& key, const std::string& dir, std::vector<std::string>* names);

  const farm::BlobStore& blobs_;
  CacheLookup lookup_;
  CacheStore store_;
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<std::mutex>> compiling_;
};

}  // namespace rtfarm::coordinator
