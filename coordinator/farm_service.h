// The Farm service (proto/farm.proto) for clients: submit, watch, status, cancel, lists.
#pragma once

#include "coordinator/coordinator.h"
#include "coordinator/farm_auth.h"
#include "proto/farm.grpc.pb.h"

namespace rtfarm::coordinator {

class FarmService : public proto::Farm::Service {
 public:
  FarmService(Coordinator& coordinator, proto::Version version,
              const FarmAuth& auth = FarmAuth::Open())
      : coordinator_(coordinator), version_(std::move(version)), auth_(auth) {}

  grpc::Status GetVersion(grpc::ServerContext*, const proto::VersionRequest*,
                          proto::Version* reply) override;
  grpc::Status Submit(grpc::ServerContext*, const proto::SubmitRequest* request,
                      proto::SubmitReply* reply) override;
  grpc::Status SubmitShards(grpc::ServerContext*, const proto::SubmitShardsRequest* request,
                            proto::SubmitReply* reply) override;
  grpc::Status Watch(grpc::ServerContext* context, const proto::WatchRequest* request,
                     grpc::ServerWriter<proto::JobEvent>* writer) override;
  grpc::Status GetJob(grpc::ServerContext*, const proto::JobRequest* request,
                      proto::Job* reply) override;
  grpc::Status Cancel(grpc::ServerContext*, const proto::JobRequest* request,
                      proto::CancelReply* reply) override;
  grpc::Status ListJobs(grpc::ServerContext*, const proto::ListJobsRequest*,
                        proto::JobList* reply) override;
  grpc::Status ListWorkers(grpc::ServerContext*, const proto::ListWorkersRequest*,
                           proto::WorkerList* reply) override;

 private:
  Coordinator& coordinator_;
  proto::Version version_;
  const FarmAuth& auth_;
};

}  // namespace rtfarm::coordinator
