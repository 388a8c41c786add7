// Following a job on the coordinator (Farm.Watch) until it ends, reconnecting by itself:
// a coordinator killed and restarted mid-job keeps its events in its state, and the
// watcher asks again for those after the last it saw.
#pragma once

#include <functional>
#include <string>

#include "proto/farm.grpc.pb.h"

namespace rtfarm::farm {

struct WatchOutcome {
  proto::JobEvent::Kind end = proto::JobEvent::UNKNOWN;  // JOB_DONE, JOB_FAILED, JOB_CANCELLED
  std::string problem;  // set when the coordinator could not be reached for `patience`
  int reconnects = 0;
};

bool IsTerminal(proto::JobEvent::Kind kind);

// Calls `on_event` for each event in order, once each, across reconnections.
WatchOutcome WatchJob(proto::Farm::StubInterface& stub, int64_t job_id,
                      const std::function<void(const proto::JobEvent&)>& on_event,
                      double patience_seconds = 120);

}  // namespace rtfarm::farm
