// A content-addressed store of build artifacts (architecture.md, "The farm"): shard
// outputs keyed by the SHA-256 of their serialised ShardInput, and whole programs
// keyed by everything their translation read (program_cache.h).
//
// Entries are files `<dir>/<key[0:2]>/<key>`: a format line, the SHA-256 of the payload,
// then the payload. They are written to a temporary file and renamed, so a crash never
// leaves half an entry under a key; an entry whose payload does not match its hash (a
// truncated or corrupted file) is reported, removed and treated as a miss — never used.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace rtfarm::farm {

class ArtifactCache {
 public:
  // An empty `dir` disables the cache.
  explicit ArtifactCache(std::string dir) : dir_(std::move(dir)) {}
  // The root of rtfarm's caches: $XDG_CACHE_HOME/rtfarm, else ~/.cache/rtfarm ("" when
  // neither is set). Shard outputs live in <root>/shards, programs in <root>/programs.
  static std::string DefaultRoot();

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

// Keeps the caches under `root` within `max_bytes`: when their entries add up to more,
// the least recently used (by modification time, which Load refreshes on every hit) are
// removed until they fit in three quarters of it. Returns how many were removed.
int TrimCaches(const std::string& root, uint64_t max_bytes);

}  // namespace rtfarm::farm
