// Asks an external tool (gcc, ccache, dot) for its version by running it.
#pragma once

#include <optional>
#include <string>

namespace rtfarm::driver {

// Runs `command` through the shell with stderr merged and returns the first line it
// printed, or nullopt when it could not run or exited non-zero.
std::optional<std::string> FirstLineOf(const std::string& command);

}  // namespace rtfarm::driver
