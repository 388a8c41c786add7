// Helpers shared by the farm tests: a fresh directory under TEST_TMPDIR per test, and
// raw file access to damage what the units under test wrote.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "farm/blob_store.h"
#include "farm/sqlite_db.h"

namespace rtfarm::farm_test {

namespace fs = std::filesystem;

// A new empty directory under TEST_TMPDIR, named after the running test.
inline std::string FreshDir(const std::string& tag = "") {
  const char* root = std::getenv("TEST_TMPDIR");
  fs::path base = root != nullptr ? fs::path(root) : fs::temp_directory_path();
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  static std::atomic<int> counter{0};
  std::string name = std::string(info ? info->test_suite_name() : "suite") + "." +
                     (info ? info->name() : "test") + tag + "." +
                     std::to_string(counter.fetch_add(1));
  fs::path dir = base / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir.string();
}

inline std::string Slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

inline void Spit(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// Where BlobStore keeps a blob (blob_store.h: <dir>/<sha[0:2]>/<sha>).
inline fs::path BlobPath(const std::string& dir, const proto::Digest& digest) {
  return fs::path(dir) / digest.sha256().substr(0, 2) / digest.sha256();
}

// A blob's bytes as the store keeps them (a row of its small blobs' database, else a
// file), whatever they are: what a test damages. nullopt when neither holds it.
inline std::optional<std::string> RawBlob(const farm::BlobStore& store,
                                          const proto::Digest& digest) {
  if (fs::exists(store.SmallBlobsPath())) {
    farm::SqliteDb db(store.SmallBlobsPath());
    farm::SqliteStatement read(db.handle(), "SELECT bytes FROM blobs WHERE sha256 = ?");
    read.Bind(1, std::string_view(digest.sha256()));
    if (read.Step()) return read.Bytes(0);
  }
  fs::path path = BlobPath(store.dir(), digest);
  if (!fs::exists(path)) return std::nullopt;
  return Slurp(path);
}

// Replaces a stored blob's bytes where the store keeps them (it must hold the blob).
inline void SetRawBlob(const farm::BlobStore& store, const proto::Digest& digest,
                       const std::string& bytes) {
  if (fs::exists(store.SmallBlobsPath())) {
    farm::SqliteDb db(store.SmallBlobsPath());
    farm::SqliteStatement write(db.handle(), "UPDATE blobs SET bytes = ? WHERE sha256 = ?");
    write.Bind(1, std::string_view(bytes)).Bind(2, std::string_view(digest.sha256())).Run();
    if (sqlite3_changes(db.handle()) > 0) return;
  }
  Spit(BlobPath(store.dir(), digest), bytes);
}

// Calls `damage` on the bytes of every stored blob, rows and files alike, and stores what
// it returns in their place (the bytes unchanged when it returns them unchanged).
template <typename Damage>
void DamageEveryBlob(const farm::BlobStore& store, Damage damage) {
  if (fs::exists(store.SmallBlobsPath())) {
    farm::SqliteDb db(store.SmallBlobsPath());
    std::vector<std::pair<std::string, std::string>> rows;
    farm::SqliteStatement read(db.handle(), "SELECT sha256, bytes FROM blobs");
    while (read.Step()) rows.emplace_back(read.Bytes(0), read.Bytes(1));
    for (auto& [sha, bytes] : rows) {
      farm::SqliteStatement write(db.handle(), "UPDATE blobs SET bytes = ? WHERE sha256 = ?");
      write.Bind(1, std::string_view(damage(bytes))).Bind(2, std::string_view(sha)).Run();
    }
  }
  for (const auto& entry : fs::recursive_directory_iterator(store.dir())) {
    if (!entry.is_regular_file() || entry.path().filename().string().starts_with("small.sqlite"))
      continue;
    Spit(entry.path(), damage(Slurp(entry.path())));
  }
}

// Every regular file under `dir`, as paths relative to it.
inline std::vector<std::string> FilesUnder(const fs::path& dir) {
  std::vector<std::string> files;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(dir, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it->is_regular_file()) files.push_back(fs::relative(it->path(), dir).string());
  }
  return files;
}

// Deterministic pseudo-random bytes.
inline std::string PatternBytes(size_t n, uint32_t seed) {
  std::string bytes(n, '\0');
  uint32_t x = seed * 2654435761u + 1;
  for (size_t i = 0; i < n; ++i) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    bytes[i] = static_cast<char>(x & 0xff);
  }
  return bytes;
}

}  // namespace rtfarm::farm_test
