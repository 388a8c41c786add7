// Helpers shared by the farm tests: a fresh directory under TEST_TMPDIR per test, and
// raw file access to damage what the units under test wrote.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "farm/blob_store.h"

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
