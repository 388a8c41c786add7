// The content-addressed cache of shard outputs (architecture.md, "The farm"): an entry
// is keyed by the SHA-256 of the serialised ShardInput, which holds the shard's graphs,
// the header they compile against, the options and the toolchain identity.
//
// Entries are files `<dir>/<key[0:2]>/<key>`: a format line, the SHA-256 of the payload,
// then the payload (a serialised ShardOutput). They are written to a temporary file
// and renamed, so a crash never leaves half an entry under a key; an entry whose
// payload does not match its hash (a truncated or corrupted file) is reported, removed
// and treated as a miss — never used.
#pragma once

#include <optional>
#include <string>

namespace rtfarm::driver {

class ShardCache {
 public:
  // An empty `dir` disables the cache.
  explicit ShardCache(std::string dir) : dir_(std::move(dir)) {}
  // $XDG_CACHE_HOME/rtfarm/shards, else ~/.cache/rtfarm/shards.
  static std::string DefaultDir();

  bool enabled() const { return !dir_.empty(); }
  // The payload stored under `key`, or nullopt. `problem` gets a message when an entry
  // existed but was unusable.
  std::optional<std::string> Load(const std::string& key, std::string* problem) const;
  // Stores `payload` under `key`. Failures (a full disk, a read-only directory) only
  // cost the next run a miss: they are returned as a message, not thrown.
  std::string Store(const std::string& key, const std::string& payload) const;

  std::string PathOf(const std::string& key) const;

 private:
  std::string dir_;
};

}  // namespace rtfarm::driver
