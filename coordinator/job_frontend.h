// A translate job's front-end runs in a child process (`rtfarm job-frontend DIR`), so a
// broken or huge target cannot take the coordinator down: the job's files are written
// to DIR/src, the request to DIR/request.pb; the child prints "phase NAME" lines as it
// goes and leaves DIR/plan.pb (proto::JobPlan) and the plan's payloads in DIR/blobs.
// The coordinator then takes each payload into its blob store, checked against its
// digest. The child's stderr (the target's errors, with file:line) is the job's error.
//
// The child runs in the sandbox: it sees the system read-only, rlib and the runtime, the
// rtfarm executable and its own job directory — not the coordinator's state, the other
// jobs or the host's files — has no network, and is stopped by its limits (CPU time,
// memory, file size, processes) and by a wall-clock timeout, each with a message naming
// the limit.
#pragma once

#include <functional>
#include <string>

#include "farm/blob_store.h"
#include "farm/sandbox.h"
#include "proto/farm.pb.h"

namespace rtfarm::coordinator {

// What the job's source directory is called in error messages.
constexpr const char* kSourceMarker = "$SRC/";

struct FrontEndRequest {
  int64_t job = 0;
  std::string dir;
  std::string rtfarm_path;
  std::string home;
  proto::SubmitRequest request;
  bool sandbox = true;  // run the child in the sandbox (farm/sandbox.h)
  farm::SandboxLimits limits;
  double timeout_seconds = 900;  // wall clock: a child still running then is killed
};

// Blocks until the child ends. `on_pid` hears the child's pid when it starts and 0 when
// it has ended (so that a cancelled job's child can be killed).
bool RunJobFrontEnd(const FrontEndRequest& request, const farm::BlobStore& blobs,
                    const std::function<void(const std::string& phase)>& on_phase,
                    const std::function<void(int pid)>& on_pid, proto::JobPlan* plan,
                    std::string* error);

}  // namespace rtfarm::coordinator
