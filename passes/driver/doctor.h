// `rtfarm doctor`: checks that everything a translation needs is present and says which
// versions were found at run time.
#pragma once

#include <string>

namespace rtfarm::driver {

// Prints one line per component; returns 0 when all are present, 1 otherwise.
int RunDoctor(const std::string& rtfarm_home);

}  // namespace rtfarm::driver
