#include "farm/blob_transfer.h"

#include <grpcpp/grpcpp.h>

#include <set>

#include "farm/blob_store.h"

namespace rtfarm::farm {

std::string UploadBlob(proto::Blobs::StubInterface& stub, const proto::Digest& digest,
                       std::string_view bytes) {
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::minutes(10));
  proto::PutBlobReply reply;
  auto writer = stub.Put(&context, &reply);
  bool written = WriteChunks(*writer, digest, bytes);
  if (written) writer->WritesDone();
  grpc::Status status = writer->Finish();
  if (!status.ok()) return "uploading blob " + Describe(digest) + ": " + status.error_message();
  return "";
}

std::string UploadMissing(proto::Blobs::StubInterface& stub,
                          const std::vector<std::pair<proto::Digest, const std::string*>>& blobs) {
  proto::FindMissingRequest request;
  for (const auto& [digest, bytes] : blobs) *request.add_digests() = digest;
  proto::FindMissingReply reply;
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::minutes(1));
  grpc::Status status = stub.FindMissing(&context, request, &reply);
  if (!status.ok()) return "asking which blobs are missing: " + status.error_message();
  std::set<std::string> missing;
  for (const proto::Digest& d : reply.missing()) missing.insert(d.sha256());
  for (const auto& [digest, bytes] : blobs) {
    if (!missing.erase(digest.sha256())) continue;
    std::string problem = UploadBlob(stub, digest, *bytes);
    if (!problem.empty()) return problem;
  }
  return "";
}

std::optional<std::string> DownloadBlob(proto::Blobs::StubInterface& stub,
                                        const proto::Digest& digest, std::string* problem) {
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::minutes(10));
  proto::GetBlobRequest request;
  *request.mutable_digest() = digest;
  auto reader = stub.Get(&context, request);
  std::string bytes;
  proto::BlobChunk chunk;
  while (reader->Read(&chunk)) {
    if (static_cast<int64_t>(bytes.size() + chunk.data().size()) > digest.size()) {
      context.TryCancel();
      break;
    }
    bytes += chunk.data();
  }
  grpc::Status status = reader->Finish();
  if (!status.ok()) {
    *problem = "downloading blob " + Describe(digest) + ": " + status.error_message();
    return std::nullopt;
  }
  proto::Digest actual = DigestOf(bytes);
  if (actual.sha256() != digest.sha256() || actual.size() != digest.size()) {
    *problem = "blob " + Describe(digest) + " arrived as " + Describe(actual) + ": not used";
    return std::nullopt;
  }
  return bytes;
}

}  // namespace rtfarm::farm
