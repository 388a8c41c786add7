// The Workers service (proto/farm.proto): register, take shards under a lease, keep the
// leases alive, return results.
#pragma once

#include "coordinator/coordinator.h"
#include "coordinator/farm_auth.h"
#include "proto/farm.grpc.pb.h"

namespace rtfarm::coordinator {

class WorkerService : public proto::Workers::Service {
 public:
  explicit WorkerService(Coordinator& coordinator, const FarmAuth& auth = FarmAuth::Open())
      : coordinator_(coordinator), auth_(auth) {}

  grpc::Status Register(grpc::ServerContext*, const proto::RegisterRequest* request,
                        proto::RegisterReply* reply) override;
  grpc::Status Take(grpc::ServerContext*, const proto::TakeRequest* request,
                    proto::TakeReply* reply) override;
  grpc::Status Heartbeat(grpc::ServerContext*, const proto::HeartbeatRequest* request,
                         proto::HeartbeatReply* reply) override;
  grpc::Status Complete(grpc::ServerContext*, const proto::CompleteRequest* request,
                        proto::CompleteReply* reply) override;

 private:
  Coordinator& coordinator_;
  const FarmAuth& auth_;
};

}  // namespace rtfarm::coordinator
