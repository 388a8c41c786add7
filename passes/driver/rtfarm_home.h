// Where the rtfarm tree (rlib/, runtime/) is, seen from a running rtfarm binary.
#pragma once

#include <string>

namespace rtfarm::driver {

// In order: $RTFARM_HOME (set by the ./rtfarm wrapper), the Bazel runfiles of this binary
// or test, $BUILD_WORKSPACE_DIRECTORY (bazel run). Returns "" when none holds rlib/.
std::string FindRtfarmHome(const char* argv0);

// FindRtfarmHome for a command that cannot work without the tree (it reads rlib/ and
// runtime/): when none is found, prints an error saying how to name it and returns "".
std::string RequireRtfarmHome(const char* argv0);

}  // namespace rtfarm::driver
