// The Blobs service (proto/blob.proto) over the coordinator's blob store: payloads go in
// and out in chunks, checked against their digest at both ends.
#pragma once

#include "farm/blob_store.h"
#include "proto/blob.grpc.pb.h"

namespace rtfarm::coordinator {

class BlobService : public proto::Blobs::Service {
 public:
  // Blobs larger than `max_blob_bytes` are refused.
  BlobService(const farm::BlobStore& store, int64_t max_blob_bytes)
      : store_(store), max_blob_bytes_(max_blob_bytes) {}

  grpc::Status Put(grpc::ServerContext* context, grpc::ServerReader<proto::BlobChunk>* reader,
                   proto::PutBlobReply* reply) override;
  grpc::Status Get(grpc::ServerContext* context, const proto::GetBlobRequest* request,
                   grpc::ServerWriter<proto::BlobChunk>* writer) override;
  grpc::Status FindMissing(grpc::ServerContext* context, const proto::FindMissingRequest* request,
                           proto::FindMissingReply* reply) override;

 private:
  const farm::BlobStore& store_;
  int64_t max_blob_bytes_;
};

}  // namespace rtfarm::coordinator
