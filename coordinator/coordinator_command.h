// `rtfarm coordinator --listen ADDR --state DIR`: serves the farm (docs/farm.md).
#pragma once

#include <CLI/CLI.hpp>

namespace rtfarm::coordinator {

void AddCoordinatorCommand(CLI::App& app, const char* argv0, int* status);

}  // namespace rtfarm::coordinator
