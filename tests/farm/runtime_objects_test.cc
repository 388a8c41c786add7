// coordinator/runtime_objects.h: the runtime's objects compiled once and shared by links.
// Real gcc on two tiny sources standing for the runtime; the cache is a map.
#include "coordinator/runtime_objects.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "tests/farm/farm_test_util.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;
using farm_test::FreshDir;
using farm_test::Slurp;
using farm_test::Spit;

struct Fixture {
  farm::BlobStore blobs{FreshDir("blobs")};
  std::map<std::string, proto::Digest> cache;
  int stores = 0;
  RuntimeObjects runtime{blobs,
                         [this](const std::string& key) -> std::optional<proto::Digest> {
                           auto it = cache.find(key);
                           if (it == cache.end()) return std::nullopt;
                           return it->second;
                         },
                         [this](const std::string& key, const proto::Digest& digest) {
                           cache[key] = digest;
                           ++stores;
                         }};
};

// A link directory with the "runtime" sources copied in.
std::string LinkDir(const std::string& tag) {
  std::string dir = FreshDir(tag);
  Spit(fs::path(dir) / "rpy_a.c", "int rpy_a(int x) { return x * 3; }\n");
  Spit(fs::path(dir) / "rpy_b.c", "int rpy_b(int x) { return x + 7; }\n");
  return dir;
}

TEST(RuntimeObjectsTest, CompiledOnceThenCopiedIntoEveryLink) {
  Fixture f;
  std::string first = LinkDir("first");
  std::vector<std::string> names =
      f.runtime.Provide({"rpy_a.c", "rpy_b.c"}, "hash", "boehm", 2, first, 2);
  EXPECT_EQ(names, (std::vector<std::string>{"rpy_a.o", "rpy_b.o"}));
  EXPECT_EQ(f.stores, 1);
  // The second link's sources are not even compiled: its objects are the first's bytes.
  std::string second = FreshDir("second");
  EXPECT_EQ(f.runtime.Provide({"rpy_a.c", "rpy_b.c"}, "hash", "boehm", 2, second, 2), names);
  EXPECT_EQ(f.stores, 1);
  for (const std::string& name : names)
    EXPECT_EQ(Slurp(fs::path(second) / name), Slurp(fs::path(first) / name)) << name;
}

TEST(RuntimeObjectsTest, OtherLevelCollectorOrRuntimeIsAnotherKey) {
  std::string base = RuntimeObjects::Key("hash", "boehm", 2);
  EXPECT_NE(base, RuntimeObjects::Key("hash", "boehm", 1));
  EXPECT_NE(base, RuntimeObjects::Key("hash", "refcount", 2));
  EXPECT_NE(base, RuntimeObjects::Key("other", "boehm", 2));
  EXPECT_EQ(base, RuntimeObjects::Key("hash", "boehm", 2));
}

TEST(RuntimeObjectsTest, DamagedObjectIsCompiledAgain) {
  Fixture f;
  std::string first = LinkDir("first");
  std::vector<std::string> names =
      f.runtime.Provide({"rpy_a.c", "rpy_b.c"}, "hash", "boehm", 1, first, 1);
  // Damage every stored blob but the listing: the objects no longer match their digests.
  farm_test::DamageEveryBlob(f.blobs, [](std::string bytes) {
    if (bytes.find("rpy_a.o") == std::string::npos) bytes[bytes.size() / 2] ^= 0x55;
    return bytes;  // the listing unchanged
  });
  std::string second = LinkDir("second");
  EXPECT_EQ(f.runtime.Provide({"rpy_a.c", "rpy_b.c"}, "hash", "boehm", 1, second, 1), names);
  EXPECT_EQ(f.stores, 2);
  for (const std::string& name : names)
    EXPECT_EQ(Slurp(fs::path(second) / name), Slurp(fs::path(first) / name)) << name;
}

TEST(RuntimeObjectsTest, CompileErrorThrows) {
  Fixture f;
  std::string dir = FreshDir("broken");
  Spit(fs::path(dir) / "rpy_bad.c", "int rpy_bad( {\n");
  EXPECT_THROW(f.runtime.Provide({"rpy_bad.c"}, "hash", "boehm", 2, dir, 1), std::runtime_error);
  EXPECT_EQ(f.stores, 0);
}

}  // namespace
}  // namespace rtfarm::coordinator
