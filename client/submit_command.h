// `rtfarm submit TARGET.py [--matrix KEY=V1,V2 ...] [-o DIR]` and `rtfarm status`: the
// farm's client side (docs/farm.md).
#pragma once

#include <CLI/CLI.hpp>

namespace rtfarm::client {

void AddSubmitCommand(CLI::App& app, int* status);
void AddStatusCommand(CLI::App& app, int* status);

}  // namespace rtfarm::client
