#include "coordinator/blob_service.h"

#include "farm/blob_transfer.h"

namespace rtfarm::coordinator {

grpc::Status BlobService::Put(grpc::ServerContext* context,
                              grpc::ServerReader<proto::BlobChunk>* reader,
                              proto::PutBlobReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClientOrWorker, "Blobs.Put");
      !denied.ok())
    return denied;
  proto::BlobChunk chunk;
  if (!reader->Read(&chunk)) return {grpc::StatusCode::INVALID_ARGUMENT, "an empty blob stream"};
  proto::Digest expected = chunk.digest();
  if (!farm::IsWellFormed(expected))
    return {grpc::StatusCode::INVALID_ARGUMENT, "the first chunk must name a well-formed digest"};
  if (expected.size() > max_blob_bytes_)
    return {grpc::StatusCode::RESOURCE_EXHAUSTED, "blob of " + std::to_string(expected.size()) +
                                                      " bytes is over the limit of " +
                                                      std::to_string(max_blob_bytes_)};
  std::string bytes = std::move(*chunk.mutable_data());
  while (reader->Read(&chunk)) {
    if (static_cast<int64_t>(bytes.size() + chunk.data().size()) > expected.size())
      return {grpc::StatusCode::INVALID_ARGUMENT, "the blob is longer than its digest says"};
    bytes += chunk.data();
  }
  std::string problem;
  if (!store_.PutExpecting(expected, bytes, &problem))
    return {grpc::StatusCode::DATA_LOSS, problem};
  *reply->mutable_digest() = expected;
  return grpc::Status::OK;
}

grpc::Status BlobService::Get(grpc::ServerContext* context, const proto::GetBlobRequest* request,
                              grpc::ServerWriter<proto::BlobChunk>* writer) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClientOrWorker, "Blobs.Get");
      !denied.ok())
    return denied;
  if (!farm::IsWellFormed(request->digest()))
    return {grpc::StatusCode::INVALID_ARGUMENT, "malformed digest"};
  std::string problem;
  auto bytes = store_.Get(request->digest(), &problem);
  if (!bytes) {
    if (!problem.empty()) return {grpc::StatusCode::DATA_LOSS, problem};
    return {grpc::StatusCode::NOT_FOUND, "no blob " + farm::Describe(request->digest())};
  }
  if (!farm::WriteChunks(*writer, request->digest(), *bytes))
    return {grpc::StatusCode::CANCELLED, "the reader went away"};
  return grpc::Status::OK;
}

grpc::Status BlobService::FindMissing(grpc::ServerContext* context,
                                      const proto::FindMissingRequest* request,
                                      proto::FindMissingReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClientOrWorker, "Blobs.FindMissing");
      !denied.ok())
    return denied;
  for (const proto::Digest& digest : request->digests()) {
    if (!farm::IsWellFormed(digest))
      return {grpc::StatusCode::INVALID_ARGUMENT, "malformed digest"};
    if (!store_.Has(digest)) *reply->add_missing() = digest;
  }
  return grpc::Status::OK;
}

}  // namespace rtfarm::coordinator
