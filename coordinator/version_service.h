// The Farm service's GetVersion call: lets a worker or `rtfarm submit` check that both
// ends run the same toolchain before any shard is exchanged (shard caches key on it).
#pragma once

#include "proto/farm.grpc.pb.h"

namespace rtfarm::coordinator {

class VersionService : public proto::Farm::Service {
 public:
  explicit VersionService(proto::Version version) : version_(std::move(version)) {}

  grpc::Status GetVersion(grpc::ServerContext* context, const proto::VersionRequest* request,
                          proto::Version* reply) override;

 private:
  proto::Version version_;
};

}  // namespace rtfarm::coordinator
