// The options every farm command line shares to reach a coordinator: its address and the
// farm directory that holds the CA certificate and this side's credential (a client's
// token, a worker's certificate), from `rtfarm farm init` or the farm's operator.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "farm/farm_channel.h"

namespace rtfarm::farm {

struct ConnectionFlags {
  std::string coordinator;  // HOST:PORT
  std::string farm_dir;     // "": plaintext (a coordinator on loopback with --insecure)
};

// --coordinator (default $RTFARM_COORDINATOR, else 127.0.0.1:7700) and --farm-dir
// (default $RTFARM_FARM_DIR). With `address_flag` false, only --farm-dir is added (the
// caller names the address its own way).
void AddConnectionFlags(CLI::App& command, ConnectionFlags* flags, bool address_flag = true);

// The address with its credentials; throws std::runtime_error on an unusable farm dir.
FarmAddress ResolveConnection(const ConnectionFlags& flags);

}  // namespace rtfarm::farm
