#include "coordinator/farm_service.h"

#include <stdexcept>

#include "farm/job_watch.h"

namespace rtfarm::coordinator {
namespace {

grpc::Status NoSuchJob(int64_t job) {
  return {grpc::StatusCode::NOT_FOUND, "no job " + std::to_string(job)};
}

}  // namespace

grpc::Status FarmService::GetVersion(grpc::ServerContext* context, const proto::VersionRequest*,
                                     proto::Version* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClientOrWorker, "Farm.GetVersion");
      !denied.ok())
    return denied;
  *reply = version_;
  return grpc::Status::OK;
}

grpc::Status FarmService::Submit(grpc::ServerContext* context, const proto::SubmitRequest* request,
                                 proto::SubmitReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.Submit"); !denied.ok())
    return denied;
  try {
    reply->set_job_id(coordinator_.Submit(*request));
  } catch (const std::invalid_argument& error) {
    return {grpc::StatusCode::INVALID_ARGUMENT, error.what()};
  } catch (const std::exception& error) {
    return {grpc::StatusCode::INTERNAL, error.what()};
  }
  return grpc::Status::OK;
}

grpc::Status FarmService::SubmitShards(grpc::ServerContext* context,
                                       const proto::SubmitShardsRequest* request,
                                       proto::SubmitReply* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.SubmitShards");
      !denied.ok())
    return denied;
  try {
    reply->set_job_id(coordinator_.SubmitShards(*request));
  } catch (const std::invalid_argument& error) {
    return {grpc::StatusCode::INVALID_ARGUMENT, error.what()};
  } catch (const std::exception& error) {
    return {grpc::StatusCode::INTERNAL, error.what()};
  }
  return grpc::Status::OK;
}

grpc::Status FarmService::Watch(grpc::ServerContext* context, const proto::WatchRequest* request,
                                grpc::ServerWriter<proto::JobEvent>* writer) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.Watch"); !denied.ok())
    return denied;
  int64_t after = request->after();
  while (!context->IsCancelled()) {
    std::vector<proto::JobEvent> events;
    if (!coordinator_.EventsAfter(request->job_id(), after, 1.0, &events))
      return NoSuchJob(request->job_id());
    for (const proto::JobEvent& event : events) {
      if (!writer->Write(event)) return grpc::Status::CANCELLED;
      after = event.seq();
      if (farm::IsTerminal(event.kind())) return grpc::Status::OK;
    }
    if (events.empty() && coordinator_.stopping())
      return {grpc::StatusCode::UNAVAILABLE, "the coordinator is stopping"};
  }
  return grpc::Status::CANCELLED;
}

grpc::Status FarmService::GetJob(grpc::ServerContext* context, const proto::JobRequest* request,
                                 proto::Job* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.GetJob"); !denied.ok())
    return denied;
  return coordinator_.GetJob(request->job_id(), reply) ? grpc::Status::OK
                                                       : NoSuchJob(request->job_id());
}

grpc::Status FarmService::Cancel(grpc::ServerContext* context, const proto::JobRequest* request,
                                 proto::CancelReply*) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.Cancel"); !denied.ok())
    return denied;
  return coordinator_.Cancel(request->job_id()) ? grpc::Status::OK : NoSuchJob(request->job_id());
}

grpc::Status FarmService::ListJobs(grpc::ServerContext* context, const proto::ListJobsRequest*,
                                   proto::JobList* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.ListJobs"); !denied.ok())
    return denied;
  coordinator_.ListJobs(reply);
  return grpc::Status::OK;
}

grpc::Status FarmService::ListWorkers(grpc::ServerContext* context,
                                      const proto::ListWorkersRequest*, proto::WorkerList* reply) {
  if (grpc::Status denied = auth_.Check(context, FarmRole::kClient, "Farm.ListWorkers");
      !denied.ok())
    return denied;
  coordinator_.ListWorkers(reply);
  return grpc::Status::OK;
}

}  // namespace rtfarm::coordinator
