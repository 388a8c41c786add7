// The Blobs service (proto/blob.proto) over the coordinator's blob store: payloads go in
// and out in chunks, checked against their digest at both ends.
#pragma once

#include "coordinator/farm_auth.h"
#include "farm/blob_store.h"
#include "proto/blob.grpc.pb.h"

namespace rtfarm::coordinator {

class BlobService : public proto::Blobs::Service {
 public:
  // Blobs larger than `max_blob_bytes` are refused.
  BlobService(const farm::BlobStore& store, int64_t max_blob_bytes,
              const FarmAuth& auth = FarmAuth::Open())
      : store_(store), max_blob_bytes_(max_blob_bytes), auth_(auth) {}

  grpc::Status Put(grpc::ServerContext* context, grpc::ServerReader<proto::BlobChunk>* reader,
                   proto::PutBlobReply* reply) override;
  grpc::Status Get(grpc::ServerContext* context, const proto::GetBlobRequest* request,
                   grpc::ServerWriter<proto::BlobChunk>* writer) override;
  grpc::Status FindMissing(grpc::ServerContext* context, const proto::FindMissingRequest* request,
                           proto::FindMissingReply* reply) override;

 private:
  const farm::BlobStore& store_;
  int64_t max_blob_bytes_;
  const FarmAuth& auth_;
};

}  // namespace rtfarm::coordinator
