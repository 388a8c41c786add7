// `rtfarm farm init DIR [--host NAME ...] [--client NAME ...]`: makes a farm's credentials
// with Debian's openssl (docs/farm.md, "Authentication"):
//   DIR/ca/           the farm's CA (ca.key: keep it safe; it signs new certificates)
//   DIR/coordinator/  ca.crt, coordinator.crt/.key (for --host names and loopback), tokens
//   DIR/worker/       ca.crt, worker.crt/.key: give it to the workers (--farm-dir)
//   DIR/client/       ca.crt, client.token: give it to a user (--farm-dir); one folder
//                     client-NAME/ per --client
#pragma once

#include <CLI/CLI.hpp>

namespace rtfarm::coordinator {

void AddFarmInitCommand(CLI::App& app, int* status);

}  // namespace rtfarm::coordinator
