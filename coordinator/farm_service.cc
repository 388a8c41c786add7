#include "coordinator/farm_service.h"

#include <stdexcept>

#include "farm/job_watch.h"

namespace rtfarm::coordinator {
namespace {

grpc::Status NoSuchJob(int64_t job) {
  return {grpc::StatusCode::NOT_FOUND, "no job " + std::to_string(job)};
}

}  // namespace

grpc::Status FarmService::GetVersion(grpc::ServerContext*, const proto::VersionRequest*,
                                     proto::Version* reply) {
  *reply = version_;
  return grpc::Status::OK;
}

grpc::Status FarmService::Submit(grpc::ServerContext*, const proto::SubmitRequest* request,
                                 proto::SubmitReply* reply) {
  try {
    reply->set_job_id(coordinator_.Submit(*request));
  } catch (const std::invalid_argument& error) {
    return {grpc::StatusCode::INVALID_ARGUMENT, error.what()};
  } catch (const std::exception& error) {
    return {grpc::StatusCode::INTERNAL, error.what()};
  }
  return grpc::Status::OK;
}

grpc::Status FarmService::SubmitShards(grpc::ServerContext*,
                                       const proto::SubmitShardsRequest* request,
                                       proto::SubmitReply* reply) {
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

grpc::Status FarmService::GetJob(grpc::ServerContext*, const proto::JobRequest* request,
                                 proto::Job* reply) {
  return coordinator_.GetJob(request->job_id(), reply) ? grpc::Status::OK
                                                       : NoSuchJob(request->job_id());
}

grpc::Status FarmService::Cancel(grpc::ServerContext*, const proto::JobRequest* request,
                                 proto::CancelReply*) {
  return coordinator_.Cancel(request->job_id()) ? grpc::Status::OK : NoSuchJob(request->job_id());
}

grpc::Status FarmService::ListJobs(grpc::ServerContext*, const proto::ListJobsRequest*,
                                   proto::JobList* reply) {
  coordinator_.ListJobs(reply);
  return grpc::Status::OK;
}

grpc::Status FarmService::ListWorkers(grpc::ServerContext*, const proto::ListWorkersRequest*,
                                      proto::WorkerList* reply) {
  coordinator_.ListWorkers(reply);
  return grpc::Status::OK;
}

}  // namespace rtfarm::coordinator
