#include "farm/connection_flags.h"

#include <cstdlib>

namespace rtfarm::farm {
namespace {

std::string Environment(const char* name, const char* fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? value : fallback;
}

}  // namespace

void AddConnectionFlags(CLI::App& command, ConnectionFlags* flags, bool address_flag) {
  flags->coordinator = Environment("RTFARM_COORDINATOR", "127.0.0.1:7700");
  flags->farm_dir = Environment("RTFARM_FARM_DIR", "");
  if (address_flag)
    command.add_option("--coordinator", flags->coordinator,
                       "the coordinator, HOST:PORT (default: $RTFARM_COORDINATOR, else "
                       "127.0.0.1:7700)");
  command.add_option("--farm-dir", flags->farm_dir,
                     "the farm's credentials: ca.crt and client.token or worker.crt/.key "
                     "(default: $RTFARM_FARM_DIR; none: plaintext on loopback)");
}

FarmAddress ResolveConnection(const ConnectionFlags& flags) {
  FarmAddress address;
  address.address = flags.coordinator;
  if (!flags.farm_dir.empty()) UseFarmDirectory(flags.farm_dir, &address);
  return address;
}

}  // namespace rtfarm::farm
