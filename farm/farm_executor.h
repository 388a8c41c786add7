// The farm's executor (architecture.md: the gRPC executor is a drop-in for the
// in-process one): `rtfarm translate --farm ADDR` runs its front-end here and its shards
// on the coordinator's workers. The inputs go up as blobs (only those the coordinator
// lacks), one shards job runs them, and the outputs come back as blobs: the same bytes
// the in-process executor gives, so the executable is byte-identical.
#pragma once

#include <memory>
#include <string>

#include "farm/executor.h"
#include "farm/farm_channel.h"

namespace rtfarm::farm {

std::unique_ptr<Executor> MakeFarmExecutor(const FarmAddress& address, const std::string& label);

}  // namespace rtfarm::farm
