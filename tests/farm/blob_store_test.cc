// farm/blob_store.h: content-addressed blobs on disk, verified on write and on read.
#include "farm/blob_store.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <thread>
#include <vector>

#include "tests/farm/farm_test_util.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;
using farm_test::BlobPath;
using farm_test::FilesUnder;
using farm_test::FreshDir;
using farm_test::PatternBytes;
using farm_test::RawBlob;
using farm_test::SetRawBlob;
using farm_test::Slurp;
using farm_test::Spit;

proto::Digest MakeDigest(const std::string& sha, int64_t size) {
  proto::Digest digest;
  digest.set_sha256(sha);
  digest.set_size(size);
  return digest;
}

// Every path (files and directories) under `dir`.
std::set<std::string> TreeOf(const fs::path& dir) {
  std::set<std::string> tree;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    tree.insert(fs::relative(entry.path(), dir).string());
  return tree;
}

TEST(DigestTest, DigestOfIsSha256AndSize) {
  proto::Digest digest = DigestOf("abc");
  EXPECT_EQ(digest.sha256(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(digest.size(), 3);
  EXPECT_TRUE(IsWellFormed(digest));
  EXPECT_EQ(Describe(digest), "ba7816bf8f01 (3 bytes)");
}

TEST(DigestTest, IsWellFormedWantsSixtyFourLowercaseHexDigitsAndASize) {
  std::string good = DigestOf("x").sha256();
  EXPECT_TRUE(IsWellFormed(MakeDigest(good, 1)));
  EXPECT_TRUE(IsWellFormed(MakeDigest(good, 0)));
  EXPECT_FALSE(IsWellFormed(MakeDigest(good, -1)));
  EXPECT_FALSE(IsWellFormed(MakeDigest("", 0)));
  EXPECT_FALSE(IsWellFormed(MakeDigest(good.substr(1), 1)));
  EXPECT_FALSE(IsWellFormed(MakeDigest(good + "0", 1)));
  std::string upper = good;
  std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
  ASSERT_NE(upper, good);
  EXPECT_FALSE(IsWellFormed(MakeDigest(upper, 1)));
  EXPECT_FALSE(IsWellFormed(MakeDigest("../x", 1)));
  EXPECT_FALSE(IsWellFormed(MakeDigest("../" + good.substr(3), 1)));  // 64 chars, a path
  EXPECT_FALSE(IsWellFormed(MakeDigest(good.substr(0, 63) + "g", 1)));
  EXPECT_FALSE(IsWellFormed(MakeDigest(good.substr(0, 63) + std::string(1, '\0'), 1)));
}

TEST(BlobStoreTest, PutGetRoundTrip) {
  std::string dir = FreshDir();
  BlobStore store(dir + "/blobs");
  std::string bytes = PatternBytes(100000, 1);
  proto::Digest digest = store.Put(bytes);
  EXPECT_EQ(digest.sha256(), DigestOf(bytes).sha256());
  EXPECT_EQ(digest.size(), 100000);
  EXPECT_TRUE(store.Has(digest));
  std::string problem;
  auto got = store.Get(digest, &problem);
  ASSERT_TRUE(got.has_value()) << problem;
  EXPECT_EQ(*got, bytes);
  // Laid out as <dir>/<sha[0:2]>/<sha>, and nothing else (no temporary left).
  EXPECT_EQ(Slurp(BlobPath(store.dir(), digest)), bytes);
  EXPECT_EQ(FilesUnder(store.dir()),
            std::vector<std::string>{digest.sha256().substr(0, 2) + "/" + digest.sha256()});
  // Storing it again keeps one copy.
  EXPECT_EQ(store.Put(bytes).sha256(), digest.sha256());
  EXPECT_EQ(FilesUnder(store.dir()).size(), 1u);
}

TEST(BlobStoreTest, EmptyBlobRoundTrips) {
  BlobStore store(FreshDir() + "/blobs");
  proto::Digest digest = store.Put("");
  EXPECT_EQ(digest.size(), 0);
  EXPECT_TRUE(store.Has(digest));
  auto got = store.Get(digest, nullptr);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(*got, "");
}

TEST(BlobStoreTest, MissingBlobIsNulloptWithoutProblem) {
  BlobStore store(FreshDir() + "/blobs");
  proto::Digest digest = DigestOf("never stored");
  EXPECT_FALSE(store.Has(digest));
  std::string problem;
  EXPECT_FALSE(store.Get(digest, &problem).has_value());
  EXPECT_EQ(problem, "");
}

TEST(BlobStoreTest, PutExpectingRefusesBytesThatDoNotMatchTheDigest) {
  BlobStore store(FreshDir() + "/blobs");
  std::string bytes = "the real bytes";
  proto::Digest digest = DigestOf(bytes);
  std::string problem;
  EXPECT_FALSE(store.PutExpecting(digest, "other bytes!!!", &problem));  // same size
  EXPECT_NE(problem.find("hash to"), std::string::npos) << problem;
  problem.clear();
  // The right hash with the wrong size is refused too.
  EXPECT_FALSE(store.PutExpecting(MakeDigest(digest.sha256(), digest.size() + 1), bytes, &problem));
  EXPECT_FALSE(problem.empty());
  EXPECT_FALSE(store.Has(digest));
  EXPECT_TRUE(FilesUnder(store.dir()).empty());
  // The right bytes are accepted.
  problem.clear();
  EXPECT_TRUE(store.PutExpecting(digest, bytes, &problem)) << problem;
  EXPECT_EQ(*store.Get(digest, nullptr), bytes);
}

TEST(BlobStoreTest, PutOfNonMatchingBytesThrowsNever) {
  // Put computes the digest itself, so any bytes are stored.
  BlobStore store(FreshDir() + "/blobs");
  for (uint32_t seed = 0; seed < 20; ++seed) {
    std::string bytes = PatternBytes(seed * 37, seed);
    proto::Digest digest = store.Put(bytes);
    EXPECT_EQ(*store.Get(digest, nullptr), bytes);
  }
}

// The damage tests run on both layouts: blobs as files (small_blob_bytes 0) and as rows
// of the small blobs' database (the default, for blobs of a few KB).
class DamagedBlobTest : public ::testing::TestWithParam<int64_t> {
 protected:
  BlobStore store{FreshDir() + "/blobs", GetParam()};
};

INSTANTIATE_TEST_SUITE_P(Layouts, DamagedBlobTest, ::testing::Values(0, kSmallBlobBytes),
                         [](const ::testing::TestParamInfo<int64_t>& info) {
                           return info.param == 0 ? std::string("Files") : std::string("Rows");
                         });

TEST_P(DamagedBlobTest, CorruptedBlobIsDetectedReportedRemovedNeverReturned) {
  std::string bytes = PatternBytes(5000, 7);
  proto::Digest digest = store.Put(bytes);
  std::string damaged = *RawBlob(store, digest);
  damaged[1234] ^= 0x01;  // one bit, same size
  SetRawBlob(store, digest, damaged);

  std::string problem;
  EXPECT_FALSE(store.Get(digest, &problem).has_value());
  EXPECT_NE(problem.find("damaged"), std::string::npos) << problem;
  EXPECT_NE(problem.find(digest.sha256().substr(0, 12)), std::string::npos) << problem;
  EXPECT_FALSE(RawBlob(store, digest).has_value()) << "a damaged blob must be removed";
  EXPECT_FALSE(store.Has(digest));
  // Once removed, it is simply missing.
  problem.clear();
  EXPECT_FALSE(store.Get(digest, &problem).has_value());
  EXPECT_EQ(problem, "");
  // And can be stored again.
  ASSERT_TRUE(store.PutExpecting(digest, bytes, &problem)) << problem;
  EXPECT_EQ(*store.Get(digest, nullptr), bytes);
}

TEST_P(DamagedBlobTest, TruncatedOrExtendedBlobIsDetected) {
  std::string bytes = PatternBytes(4096, 8);
  proto::Digest digest = store.Put(bytes);
  SetRawBlob(store, digest, bytes.substr(0, 100));
  std::string problem;
  EXPECT_FALSE(store.Get(digest, &problem).has_value());
  EXPECT_FALSE(problem.empty());
  EXPECT_FALSE(RawBlob(store, digest).has_value());

  store.Put(bytes);
  SetRawBlob(store, digest, bytes + "x");
  problem.clear();
  EXPECT_FALSE(store.Get(digest, &problem).has_value());
  EXPECT_FALSE(problem.empty());
  EXPECT_FALSE(RawBlob(store, digest).has_value());
}

TEST_P(DamagedBlobTest, CorruptedBlobIsNotTakenAsPresent) {
  // A damaged copy of the right size must not make the store answer "I have it" and
  // must not block the good bytes from being stored again.
  std::string bytes = PatternBytes(3000, 9);
  proto::Digest digest = store.Put(bytes);
  std::string damaged = bytes;
  damaged[0] ^= 0x80;
  SetRawBlob(store, digest, damaged);

  std::string problem;
  ASSERT_TRUE(store.PutExpecting(digest, bytes, &problem)) << problem;
  problem.clear();
  auto got = store.Get(digest, &problem);
  ASSERT_TRUE(got.has_value()) << "re-uploading the right bytes over a damaged copy must repair "
                                  "it; Get says: "
                               << problem;
  EXPECT_EQ(*got, bytes);
}

TEST_P(DamagedBlobTest, AWrongSizeInADigestNeverRemovesTheGoodBlob) {
  // A digest naming the right hash with another size names no stored blob: the stored
  // bytes hash to their name and are not damaged. Asking for it (any client can, through
  // Blobs.Get, Blobs.FindMissing, Farm.Submit or Workers.Complete) must not delete them.
  std::string bytes = PatternBytes(2000, 10);
  proto::Digest digest = store.Put(bytes);
  for (int64_t size : {digest.size() - 1, digest.size() + 1, int64_t{0}}) {
    SCOPED_TRACE("size " + std::to_string(size));
    proto::Digest wrong = MakeDigest(digest.sha256(), size);
    EXPECT_FALSE(store.Has(wrong));
    std::string problem;
    EXPECT_FALSE(store.Get(wrong, &problem).has_value());
    EXPECT_TRUE(RawBlob(store, digest).has_value())
        << "Get of a digest with the wrong size removed the intact blob (" << problem << ")";
    auto got = store.Get(digest, &problem);
    ASSERT_TRUE(got.has_value()) << problem;
    EXPECT_EQ(*got, bytes);
  }
}

TEST_P(DamagedBlobTest, ADamagedDatabaseLosesItsBlobsButNeverServesThem) {
  std::string bytes = PatternBytes(1500, 12);
  proto::Digest digest = store.Put(bytes);
  if (GetParam() == 0) GTEST_SKIP() << "no database in the files layout";
  // Garbage over the whole database file: reads fail, the blob is missing, no crash.
  Spit(store.SmallBlobsPath(), std::string(8192, 'x'));
  fs::remove(store.SmallBlobsPath() + "-wal");
  fs::remove(store.SmallBlobsPath() + "-shm");
  BlobStore reopened(store.dir(), GetParam());
  std::string problem;
  EXPECT_FALSE(reopened.Get(digest, &problem).has_value());
  EXPECT_FALSE(reopened.Has(digest));
}

TEST(BlobStoreTest, MalformedDigestsNeverTouchTheFileSystem) {
  // base/victim is where "../victim" (relative to base/a/store/<sha[0:2]>) would lead.
  std::string base = FreshDir();
  std::string store_dir = base + "/a/store";
  BlobStore store(store_dir);
  std::string secret = "secret content";
  Spit(fs::path(base) / "victim", secret);
  std::set<std::string> before = TreeOf(base);

  std::string good = DigestOf(secret).sha256();
  std::string upper = good;
  std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
  std::vector<proto::Digest> malformed = {
      MakeDigest("../victim", static_cast<int64_t>(secret.size())),
      MakeDigest("../../victim", static_cast<int64_t>(secret.size())),
      MakeDigest("../../" + std::string(58, 'a'), 1),
      MakeDigest("/etc/passwd", 1),
      MakeDigest(upper, static_cast<int64_t>(secret.size())),
      MakeDigest(good.substr(0, 63), static_cast<int64_t>(secret.size())),
      MakeDigest(good + "a", static_cast<int64_t>(secret.size())),
      MakeDigest(good, -5),
      MakeDigest("", 0),
      MakeDigest("..", 0),
      MakeDigest(std::string(62, 'a') + "/.", 0),
  };
  for (const proto::Digest& digest : malformed) {
    SCOPED_TRACE("digest '" + digest.sha256() + "' size " + std::to_string(digest.size()));
    std::string problem;
    EXPECT_FALSE(store.PutExpecting(digest, secret, &problem));
    EXPECT_NE(problem.find("64 lowercase hex"), std::string::npos) << problem;
    EXPECT_FALSE(store.Has(digest));
    problem.clear();
    EXPECT_FALSE(store.Get(digest, &problem).has_value());
    EXPECT_NE(problem.find("malformed"), std::string::npos) << problem;
    EXPECT_FALSE(store.Get(digest, nullptr).has_value());
    EXPECT_EQ(TreeOf(base), before);
  }
  EXPECT_EQ(Slurp(fs::path(base) / "victim"), secret);
  EXPECT_TRUE(FilesUnder(store_dir).empty());
}

TEST(BlobStoreTest, ConcurrentPutsOfTheSameBlobLeaveOneCorrectFile) {
  BlobStore store(FreshDir() + "/blobs");
  std::string bytes = PatternBytes(2 << 20, 11);
  proto::Digest expected = DigestOf(bytes);
  constexpr int kThreads = 8;
  constexpr int kRounds = 10;
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int r = 0; r < kRounds; ++r) {
        std::string problem;
        if (!store.PutExpecting(expected, bytes, &problem)) ++failures;
        auto got = store.Get(expected, &problem);
        // A reader racing with writers sees the whole blob or nothing, never part of it.
        if (got.has_value() && *got != bytes) ++failures;
        if (!problem.empty()) ++failures;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(FilesUnder(store.dir()),
            std::vector<std::string>{expected.sha256().substr(0, 2) + "/" + expected.sha256()});
  EXPECT_EQ(Slurp(BlobPath(store.dir(), expected)), bytes);
  EXPECT_EQ(*store.Get(expected, nullptr), bytes);
}

TEST(BlobStoreTest, ConcurrentPutsOfDifferentBlobs) {
  BlobStore store(FreshDir() + "/blobs");
  constexpr int kThreads = 6;
  std::vector<std::thread> threads;
  std::vector<std::vector<proto::Digest>> digests(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 30; ++i)
        digests[t].push_back(store.Put(PatternBytes(1000 + i, static_cast<uint32_t>(i % 10))));
    });
  }
  for (auto& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t)
    for (int i = 0; i < 30; ++i)
      EXPECT_EQ(*store.Get(digests[t][i], nullptr),
                PatternBytes(1000 + i, static_cast<uint32_t>(i % 10)));
  // Small blobs: rows of one database, no file each.
  farm::SqliteDb db(store.SmallBlobsPath());
  farm::SqliteStatement count(db.handle(), "SELECT COUNT(*) FROM blobs");
  ASSERT_TRUE(count.Step());
  EXPECT_EQ(count.Int(0), 30);
  for (const std::string& file : FilesUnder(store.dir()))
    EXPECT_TRUE(file.starts_with("small.sqlite")) << file;
}

}  // namespace
}  // namespace rtfarm::farm
