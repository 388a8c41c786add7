// The last step of a matrix cell, on the coordinator: the shards' objects, the central
// database (rpy_program.h, rpy_data.c) and the runtime compiled and linked into the
// executable; with keep_c or c_only, the C files are artifacts too. A link whose inputs
// (options, toolchain, database and every shard output) were linked before is served
// from the link cache: an unchanged resubmission compiles nothing. The runtime's objects
// come from RuntimeObjects (runtime_objects.h): compiled once per collector and -O level.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "farm/blob_store.h"
#include "proto/farm.pb.h"

namespace rtfarm::coordinator {

struct LinkRequest {
  int64_t job = 0;
  int cell = 0;
  std::string home;  // the runtime's sources are in home/runtime
  std::string runtime_hash;
  std::string work_dir;  // scratch, removed afterwards
  proto::TranslationOptions options;
  std::vector<proto::Artifact> database;
  std::vector<proto::Digest> shard_outputs;  // in shard order
};

struct LinkResult {
  std::string error;
  std::vector<proto::Artifact> artifacts;  // "executable" first (unless c_only), then "c/<file>"
  bool cached = false;
};

using CacheLookup = std::function<std::optional<proto::Digest>(const std::string& key)>;
using CacheStore = std::function<void(const std::string& key, const proto::Digest& value)>;

class RuntimeObjects;

LinkResult LinkCell(const LinkRequest& request, const farm::BlobStore& blobs,
                    const CacheLookup& lookup, const CacheStore& store, RuntimeObjects& runtime);

}  // namespace rtfarm::coordinator
