// Proves the gRPC path end to end inside one process: serve the Farm service on a
// loopback port, call GetVersion through a real channel, compare the answer.
#pragma once

#include <string>

namespace rtfarm::driver {

// Returns "" when the call round-tripped, otherwise what went wrong.
std::string CheckGrpcLoopback();

}  // namespace rtfarm::driver
