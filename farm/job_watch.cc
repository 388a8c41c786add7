#include "farm/job_watch.h"

#include <grpcpp/grpcpp.h>

#include <chrono>
#include <thread>

namespace rtfarm::farm {

bool IsTerminal(proto::JobEvent::Kind kind) {
  return kind == proto::JobEvent::JOB_DONE || kind == proto::JobEvent::JOB_FAILED ||
         kind == proto::JobEvent::JOB_CANCELLED;
}

WatchOutcome WatchJob(proto::Farm::StubInterface& stub, int64_t job_id,
                      const std::function<void(const proto::JobEvent&)>& on_event,
                      double patience_seconds) {
  WatchOutcome outcome;
  int64_t last_seq = 0;
  auto last_contact = std::chrono::steady_clock::now();
  std::string last_error;
  for (;;) {
    grpc::ClientContext context;
    proto::WatchRequest request;
    request.set_job_id(job_id);
    request.set_after(last_seq);
    auto reader = stub.Watch(&context, request);
    proto::JobEvent event;
    while (reader->Read(&event)) {
      last_contact = std::chrono::steady_clock::now();
      if (event.seq() <= last_seq) continue;
      last_seq = event.seq();
      on_event(event);
      if (IsTerminal(event.kind())) {
        context.TryCancel();
        reader->Finish();
        outcome.end = event.kind();
        return outcome;
      }
    }
    grpc::Status status = reader->Finish();
    if (status.error_code() == grpc::StatusCode::NOT_FOUND ||
        status.error_code() == grpc::StatusCode::INVALID_ARGUMENT ||
        status.error_code() == grpc::StatusCode::PERMISSION_DENIED ||
        status.error_code() == grpc::StatusCode::UNAUTHENTICATED) {
      outcome.problem = status.error_message();
      return outcome;
    }
    if (!status.ok()) last_error = status.error_message();
    double waited =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - last_contact).count();
    if (waited > patience_seconds) {
      outcome.problem = "lost the coordinator for " + std::to_string(static_cast<int>(waited)) +
                        " s (" + last_error + ")";
      return outcome;
    }
    ++outcome.reconnects;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
}

}  // namespace rtfarm::farm
