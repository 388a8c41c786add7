// `rtfarm worker --coordinator ADDR`: joins a farm and runs shards (docs/farm.md).
#pragma once

#include <CLI/CLI.hpp>

namespace rtfarm::worker {

void AddWorkerCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::worker
