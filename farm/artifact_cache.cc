#include "farm/artifact_cache.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "farm/content_hash.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

constexpr const char* kFormat = "rtfarm-shard-cache 1\n";

}  // namespace

std::string ArtifactCache::DefaultRoot() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && *xdg != '\0')
    return (fs::path(xdg) / "rtfarm").string();
  if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
    return (fs::path(home) / ".cache" / "rtfarm").string();
  return "";
}

std::string ArtifactCache::PathOf(const std::string& key) const {
  return (fs::path(dir_) / key.substr(0, 2) / key).string();
}

std::optional<std::string> ArtifactCache::Load(const std::string& key, std::string* problem) const {
  if (!enabled()) return std::nullopt;
  std::string path = PathOf(key);
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;
  bytes << in.rdbuf();
  std::string entry = bytes.str();
  std::string format = kFormat;
  std::string why;
  if (!entry.starts_with(format) || entry.size() < format.size() + 65 ||
      entry[format.size() + 64] != '\n') {
    why = "its header is damaged";
  } else {
    std::string recorded = entry.substr(format.size(), 64);
    std::string payload = entry.substr(format.size() + 65);
    if (Sha256Hex(payload) == recorded) {
      std::error_code ignored;  // the entry was just used: the last to be trimmed
      fs::last_write_time(path, fs::file_time_type::clock::now(), ignored);
      return payload;
    }
    why = "its content does not match its hash (truncated or corrupted)";
  }
  if (problem != nullptr) *problem = "cache entry " + path + " is unusable: " + why + "; rebuilt";
  std::error_code ignored;
  fs::remove(path, ignored);
  return std::nullopt;
}

std::string ArtifactCache::Store(const std::string& key, const std::string& payload) const {
  if (!enabled()) return "";
  fs::path path = PathOf(key);
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  if (error) return "cannot create " + path.parent_path().string() + ": " + error.message();
  fs::path temp = path;
  static std::atomic<int> serial{0};
  temp += ".tmp" + std::to_string(getpid()) + "-" + std::to_string(serial++);
  {
    std::ofstream out(temp, std::ios::binary);
    out << kFormat << Sha256Hex(payload) << "\n" << payload;
    out.flush();
    if (!out) {
      fs::remove(temp, error);
      return "cannot write " + temp.string();
    }
  }
  fs::rename(temp, path, error);
  if (error) {
    fs::remove(temp, error);
    return "cannot rename " + temp.string() + " to " + path.string();
  }
  return "";
}

int TrimCaches(const std::string& root, uint64_t max_bytes) {
  struct Entry {
    fs::file_time_type used;
    uint64_t size;
    fs::path path;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  std::error_code error;
  for (const char* kind : {"shards", "programs"}) {
    fs::path dir = fs::path(root) / kind;
    if (!fs::is_directory(dir, error)) continue;
    for (auto it = fs::recursive_directory_iterator(dir, error);
         !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
      if (!it->is_regular_file(error)) continue;
      Entry e{it->last_write_time(error), it->file_size(error), it->path()};
      total += e.size;
      entries.push_back(std::move(e));
    }
  }
  if (total <= max_bytes) return 0;
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return a.used != b.used ? a.used < b.used : a.path < b.path;
  });
  int removed = 0;
  for (const Entry& e : entries) {
    if (total <= max_bytes / 4 * 3) break;
    if (fs::remove(e.path, error)) {
      total -= e.size;
      ++removed;
    }
  }
  return removed;
}

}  // namespace rtfarm::farm
