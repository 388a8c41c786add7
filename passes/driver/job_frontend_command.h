// `rtfarm job-frontend DIR`: the coordinator's child process for one translate job
// (coordinator/job_frontend.h). Not for users: it reads DIR/request.pb and DIR/src,
// runs the front-end once, plans every matrix cell's shards, and leaves DIR/plan.pb and
// the payloads in DIR/blobs. Phases go to stdout as "phase NAME", errors to stderr.
#pragma once

#include <CLI/CLI.hpp>

namespace rtfarm::driver {

void AddJobFrontEndCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::driver
