#include "coordinator/worker_service.h"

namespace rtfarm::coordinator {
namespace {

// How long Take waits for a shard before answering "nothing yet": short enough that a
// worker notices a coordinator restart quickly, long enough that idle polling is cheap.
constexpr double kTakeWaitSeconds = 1.0;

}  // namespace

grpc::Status WorkerService::Register(grpc::ServerContext* context,
                                     const proto::RegisterRequest* request,
                                     proto::RegisterReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kWorker, "Workers.Register");
      !denied.ok())
    return denied;
  if (request->toolchain().empty() || request->toolchain().size() > 4096 ||
      request->name().size() > 256)
    return {grpc::StatusCode::INVALID_ARGUMENT, "a worker names its toolchain (and a short name)"};
  *reply = coordinator_.Register(*request);
  return grpc::Status::OK;
}

grpc::Status WorkerService::Take(grpc::ServerContext* context, const proto::TakeRequest* request,
                                 proto::TakeReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kWorker, "Workers.Take"); !denied.ok())
    return denied;
  *reply = coordinator_.Take(*request, kTakeWaitSeconds);
  return grpc::Status::OK;
}

grpc::Status WorkerService::Heartbeat(grpc::ServerContext* context,
                                      const proto::HeartbeatRequest* request,
                                      proto::HeartbeatReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kWorker, "Workers.Heartbeat");
      !denied.ok())
    return denied;
  *reply = coordinator_.Heartbeat(*request);
  return grpc::Status::OK;
}

grpc::Status WorkerService::Complete(grpc::ServerContext* context,
                                     const proto::CompleteRequest* request,
                                     proto::CompleteReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kWorker, "Workers.Complete");
      !denied.ok())
    return denied;
  if (!farm::IsWellFormed(request->output()))
    return {grpc::StatusCode::INVALID_ARGUMENT, "malformed output digest"};
  if (request->more_size() > 256)
    return {grpc::StatusCode::INVALID_ARGUMENT, "at most 256 results in one call"};
  for (const proto::ShardResult& more : request->more())
    if (!farm::IsWellFormed(more.output()))
      return {grpc::StatusCode::INVALID_ARGUMENT, "malformed output digest"};
  *reply = coordinator_.Complete(*request);
  return grpc::Status::OK;
}

}  // namespace rtfarm::coordinator
