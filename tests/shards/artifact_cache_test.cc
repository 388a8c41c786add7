// The content-addressed store: what was stored comes back, damaged entries never do, and
// trimming removes the least recently used entries first.
#include "farm/artifact_cache.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>

namespace rtfarm::driver {
namespace {

namespace fs = std::filesystem;

fs::path FreshDir(const char* name) {
  const char* tmp = std::getenv("TEST_TMPDIR");
  fs::path dir = fs::path(tmp ? tmp : "/tmp") / name;
  fs::remove_all(dir);
  return dir;
}

std::string Key(int i) { return std::string(62, 'a') + std::to_string(10 + i); }

TEST(ArtifactCache, StoresLoadsAndRefusesDamage) {
  farm::ArtifactCache cache(FreshDir("artifact-cache").string());
  std::string problem;
  EXPECT_FALSE(cache.Load(Key(1), &problem));
  EXPECT_EQ(problem, "");
  EXPECT_EQ(cache.Store(Key(1), "payload"), "");
  EXPECT_EQ(cache.Load(Key(1), &problem).value_or(""), "payload");
  {
    std::ofstream f(cache.PathOf(Key(1)), std::ios::app);
    f << "x";
  }
  EXPECT_FALSE(cache.Load(Key(1), &problem));
  EXPECT_NE(problem.find("unusable"), std::string::npos);
  EXPECT_FALSE(fs::exists(cache.PathOf(Key(1))));  // removed, not kept around
  EXPECT_FALSE(farm::ArtifactCache("").enabled());
}

TEST(ArtifactCache, TrimmingRemovesTheLeastRecentlyUsed) {
  fs::path root = FreshDir("artifact-trim");
  farm::ArtifactCache shards((root / "shards").string());
  farm::ArtifactCache programs((root / "programs").string());
  std::string kilobyte(1024, 'x');
  auto now = fs::file_time_type::clock::now();
  for (int i = 0; i < 8; ++i) {
    farm::ArtifactCache& cache = i % 2 ? programs : shards;
    ASSERT_EQ(cache.Store(Key(i), kilobyte), "");
    // Entry i was last used i minutes after the oldest.
    fs::last_write_time(cache.PathOf(Key(i)), now - std::chrono::minutes(60 - i));
  }
  std::string problem;
  ASSERT_TRUE(shards.Load(Key(0), &problem));                 // used now: the most recent
  EXPECT_EQ(farm::TrimCaches(root.string(), 100 * 1024), 0);  // fits: nothing removed
  int removed = farm::TrimCaches(root.string(), 6 * 1024 + 512);
  EXPECT_GE(removed, 3);  // down to three quarters of the limit
  EXPECT_TRUE(shards.Load(Key(0), &problem));
  EXPECT_FALSE(programs.Load(Key(1), &problem));  // the oldest went first
  EXPECT_FALSE(shards.Load(Key(2), &problem));
  EXPECT_TRUE(programs.Load(Key(7), &problem));
}

}  // namespace
}  // namespace rtfarm::driver
