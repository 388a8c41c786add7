// coordinator/blob_service.h through a real gRPC server on 127.0.0.1, with the client
// functions of farm/blob_transfer.h and a BlobStore in TEST_TMPDIR.
#include "coordinator/blob_service.h"

#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>

#include <memory>

#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/farm_channel.h"
#include "tests/farm/farm_test_util.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;
using farm::DigestOf;
using farm_test::BlobPath;
using farm_test::FilesUnder;
using farm_test::FreshDir;
using farm_test::PatternBytes;
using farm_test::Slurp;
using farm_test::Spit;

constexpr int64_t kMaxBlob = 16 << 20;

class BlobServiceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<farm::BlobStore>(FreshDir() + "/blobs");
    service_ = std::make_unique<BlobService>(*store_, kMaxBlob);
    grpc::ServerBuilder builder;
    int port = 0;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.SetMaxReceiveMessageSize(farm::kMaxMessageBytes);
    builder.SetMaxSendMessageSize(farm::kMaxMessageBytes);
    builder.RegisterService(service_.get());
    server_ = builder.BuildAndStart();
    ASSERT_NE(server_, nullptr);
    ASSERT_NE(port, 0);
    stub_ = proto::Blobs::NewStub(
        farm::OpenFarmChannel(farm::PlaintextAddress("127.0.0.1:" + std::to_string(port))));
  }
  void TearDown() override {
    if (server_) server_->Shutdown(farm::DeadlineIn(2));
  }

  // Sends `chunks` as a Put stream (the first with `digest`), returning the status.
  grpc::Status RawPut(const proto::Digest* digest, const std::vector<std::string>& chunks) {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(20));
    proto::PutBlobReply reply;
    auto writer = stub_->Put(&context, &reply);
    bool first = true;
    for (const std::string& data : chunks) {
      proto::BlobChunk chunk;
      if (first && digest != nullptr) *chunk.mutable_digest() = *digest;
      first = false;
      chunk.set_data(data);
      if (!writer->Write(chunk)) break;
    }
    writer->WritesDone();
    return writer->Finish();
  }

  grpc::Status RawGet(const proto::Digest& digest, std::string* bytes) {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(20));
    proto::GetBlobRequest request;
    *request.mutable_digest() = digest;
    auto reader = stub_->Get(&context, request);
    proto::BlobChunk chunk;
    while (reader->Read(&chunk)) *bytes += chunk.data();
    return reader->Finish();
  }

  std::unique_ptr<farm::BlobStore> store_;
  std::unique_ptr<BlobService> service_;
  std::unique_ptr<grpc::Server> server_;
  std::unique_ptr<proto::Blobs::Stub> stub_;
};

TEST_F(BlobServiceTest, MultiChunkBlobRoundTrips) {
  std::string bytes = PatternBytes(5 * farm::kChunkBytes + 12345, 1);  // six chunks
  proto::Digest digest = DigestOf(bytes);
  EXPECT_EQ(farm::UploadBlob(*stub_, digest, bytes), "");
  EXPECT_TRUE(store_->Has(digest));
  EXPECT_EQ(Slurp(BlobPath(store_->dir(), digest)), bytes);
  std::string problem;
  auto got = farm::DownloadBlob(*stub_, digest, &problem);
  ASSERT_TRUE(got.has_value()) << problem;
  EXPECT_EQ(*got, bytes);
  // The server really streams chunks of at most kChunkBytes.
  grpc::ClientContext context;
  proto::GetBlobRequest request;
  *request.mutable_digest() = digest;
  auto reader = stub_->Get(&context, request);
  proto::BlobChunk chunk;
  int chunks = 0;
  while (reader->Read(&chunk)) {
    EXPECT_LE(chunk.data().size(), farm::kChunkBytes);
    EXPECT_EQ(chunk.has_digest(), chunks == 0);
    ++chunks;
  }
  EXPECT_TRUE(reader->Finish().ok());
  EXPECT_EQ(chunks, 6);
}

TEST_F(BlobServiceTest, ExactMultipleOfTheChunkSizeAndEmptyBlob) {
  for (size_t size : {size_t{0}, size_t{1}, farm::kChunkBytes, 2 * farm::kChunkBytes}) {
    SCOPED_TRACE(size);
    std::string bytes = PatternBytes(size, 2);
    proto::Digest digest = DigestOf(bytes);
    EXPECT_EQ(farm::UploadBlob(*stub_, digest, bytes), "");
    std::string problem;
    auto got = farm::DownloadBlob(*stub_, digest, &problem);
    ASSERT_TRUE(got.has_value()) << problem;
    EXPECT_EQ(*got, bytes);
  }
}

TEST_F(BlobServiceTest, BytesThatDoNotMatchTheDigestAreRefusedWithDataLoss) {
  std::string bytes = PatternBytes(3 * farm::kChunkBytes, 3);
  std::string other = bytes;
  other[2 * farm::kChunkBytes + 5] ^= 1;  // the last chunk differs
  proto::Digest digest = DigestOf(bytes);
  std::string message = farm::UploadBlob(*stub_, digest, other);
  EXPECT_NE(message, "");
  EXPECT_NE(message.find(digest.sha256().substr(0, 12)), std::string::npos) << message;
  std::vector<std::string> chunks{other.substr(0, farm::kChunkBytes),
                                  other.substr(farm::kChunkBytes, farm::kChunkBytes),
                                  other.substr(2 * farm::kChunkBytes)};
  grpc::Status status = RawPut(&digest, chunks);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::DATA_LOSS) << status.error_message();
  EXPECT_FALSE(store_->Has(digest));
  EXPECT_TRUE(FilesUnder(store_->dir()).empty());
  // Shorter than the digest says: refused too.
  status = RawPut(&digest, {bytes.substr(0, 1000)});
  EXPECT_EQ(status.error_code(), grpc::StatusCode::DATA_LOSS) << status.error_message();
  EXPECT_TRUE(FilesUnder(store_->dir()).empty());
}

TEST_F(BlobServiceTest, ABlobLongerThanItsDigestSaysIsRefused) {
  std::string bytes = "exactly these bytes";
  proto::Digest digest = DigestOf(bytes);
  // More chunks after the whole blob.
  grpc::Status status = RawPut(&digest, {bytes, "and more"});
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  EXPECT_NE(status.error_message().find("longer"), std::string::npos) << status.error_message();
  // The right bytes followed by more, in the first chunk itself.
  status = RawPut(&digest, {bytes + "!"});
  EXPECT_FALSE(status.ok());
  EXPECT_TRUE(FilesUnder(store_->dir()).empty());
  // A stream of many chunks far past the digest's size stops at the first excess one.
  std::vector<std::string> flood(64, std::string(farm::kChunkBytes, 'x'));
  status = RawPut(&digest, flood);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  EXPECT_TRUE(FilesUnder(store_->dir()).empty());
}

TEST_F(BlobServiceTest, MalformedEmptyAndOversizedPutsAreRefused) {
  grpc::Status status = RawPut(nullptr, {});
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  proto::Digest bad;
  bad.set_sha256("../../etc/passwd");
  bad.set_size(4);
  status = RawPut(&bad, {"root"});
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  status = RawPut(nullptr, {"no digest"});
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  proto::Digest huge = DigestOf("x");
  huge.set_size(kMaxBlob + 1);
  status = RawPut(&huge, {"x"});
  EXPECT_EQ(status.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED) << status.error_message();
  EXPECT_TRUE(FilesUnder(store_->dir()).empty());
}

TEST_F(BlobServiceTest, FindMissing) {
  std::string a = "blob a", b = "blob b", c = "blob c";
  proto::Digest da = store_->Put(a);
  proto::Digest db = DigestOf(b), dc = DigestOf(c);
  proto::FindMissingRequest request;
  *request.add_digests() = da;
  *request.add_digests() = db;
  *request.add_digests() = dc;
  proto::FindMissingReply reply;
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->FindMissing(&context, request, &reply).ok());
  }
  ASSERT_EQ(reply.missing_size(), 2);
  EXPECT_EQ(reply.missing(0).sha256(), db.sha256());
  EXPECT_EQ(reply.missing(1).sha256(), dc.sha256());
  // A malformed digest is refused as a whole.
  proto::Digest bad;
  bad.set_sha256("../x");
  *request.add_digests() = bad;
  {
    grpc::ClientContext context;
    proto::FindMissingReply ignored;
    EXPECT_EQ(stub_->FindMissing(&context, request, &ignored).error_code(),
              grpc::StatusCode::INVALID_ARGUMENT);
  }
  // UploadMissing sends only what is missing: a present blob is not sent again (its
  // bytes here are wrong, so sending them would fail).
  std::string wrong = "not blob a";
  EXPECT_EQ(farm::UploadMissing(*stub_, {{da, &wrong}, {db, &b}, {dc, &c}}), "");
  EXPECT_TRUE(store_->Has(db));
  EXPECT_TRUE(store_->Has(dc));
  EXPECT_EQ(*store_->Get(da, nullptr), a);
  // A missing blob with wrong bytes makes UploadMissing fail.
  proto::Digest dd = DigestOf("blob d");
  std::string not_d = "blob D";
  EXPECT_NE(farm::UploadMissing(*stub_, {{dd, &not_d}}), "");
  EXPECT_FALSE(store_->Has(dd));
}

TEST_F(BlobServiceTest, ABlobDamagedOnDiskIsNeverServed) {
  std::string bytes = PatternBytes(2 * farm::kChunkBytes + 7, 4);
  proto::Digest digest = store_->Put(bytes);
  fs::path path = BlobPath(store_->dir(), digest);
  std::string damaged = Slurp(path);
  damaged[farm::kChunkBytes + 1] ^= 0x10;
  Spit(path, damaged);

  std::string received;
  grpc::Status status = RawGet(digest, &received);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::DATA_LOSS) << status.error_message();
  EXPECT_NE(status.error_message().find("damaged"), std::string::npos) << status.error_message();
  EXPECT_EQ(received, "") << "no byte of a damaged blob may be sent";
  EXPECT_FALSE(fs::exists(path));

  // DownloadBlob says why, and returns nothing.
  store_->Put(bytes);
  Spit(path, damaged);
  std::string problem;
  EXPECT_FALSE(farm::DownloadBlob(*stub_, digest, &problem).has_value());
  EXPECT_NE(problem.find("damaged"), std::string::npos) << problem;
  EXPECT_NE(problem.find(digest.sha256().substr(0, 12)), std::string::npos) << problem;
  // Now it is missing.
  problem.clear();
  EXPECT_FALSE(farm::DownloadBlob(*stub_, digest, &problem).has_value());
  EXPECT_NE(problem.find("no blob"), std::string::npos) << problem;
  received.clear();
  EXPECT_EQ(RawGet(digest, &received).error_code(), grpc::StatusCode::NOT_FOUND);
}

TEST_F(BlobServiceTest, GetOfMissingOrMalformedDigest) {
  std::string received;
  EXPECT_EQ(RawGet(DigestOf("absent"), &received).error_code(), grpc::StatusCode::NOT_FOUND);
  proto::Digest bad;
  bad.set_sha256("../../../../etc/passwd");
  EXPECT_EQ(RawGet(bad, &received).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  bad.set_sha256("");
  EXPECT_EQ(RawGet(bad, &received).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(received, "");
  std::string problem;
  EXPECT_FALSE(farm::DownloadBlob(*stub_, bad, &problem).has_value());
  EXPECT_FALSE(problem.empty());
}

TEST_F(BlobServiceTest, DownloadChecksTheDigestItAskedFor) {
  // A digest whose size is wrong names no stored blob: the store answers NOT_FOUND or the
  // client refuses the bytes, never returns them as that digest.
  std::string bytes = "some bytes";
  proto::Digest digest = store_->Put(bytes);
  proto::Digest shorter = digest;
  shorter.set_size(digest.size() - 1);
  std::string problem;
  EXPECT_FALSE(farm::DownloadBlob(*stub_, shorter, &problem).has_value());
  EXPECT_FALSE(problem.empty());
  // ... and the stored blob is still served under its own digest.
  problem.clear();
  auto got = farm::DownloadBlob(*stub_, digest, &problem);
  ASSERT_TRUE(got.has_value()) << "a Get with a wrong size deleted the blob: " << problem;
  EXPECT_EQ(*got, bytes);
}

TEST_F(BlobServiceTest, FindMissingWithAWrongSizeLeavesTheBlobAlone) {
  std::string bytes = "stored once";
  proto::Digest digest = store_->Put(bytes);
  proto::Digest wrong = digest;
  wrong.set_size(digest.size() + 100);
  proto::FindMissingRequest request;
  *request.add_digests() = wrong;
  proto::FindMissingReply reply;
  grpc::ClientContext context;
  ASSERT_TRUE(stub_->FindMissing(&context, request, &reply).ok());
  EXPECT_EQ(reply.missing_size(), 1);
  EXPECT_TRUE(store_->Has(digest)) << "FindMissing with a wrong size deleted the blob";
}

}  // namespace
}  // namespace rtfarm::coordinator
