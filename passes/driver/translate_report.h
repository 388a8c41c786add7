// The lines `rtfarm translate` prints after its phase table: the universe's size and
// hash, the shards' balance and the caches' effect, the shards' own work, the back-end's
// breakdown.
#pragma once

#include "passes/driver/artifact_cache.h"
#include "passes/driver/backend.h"

namespace rtfarm::driver {

void PrintShards(const BackendResult& result, const ArtifactCache& cache);

}  // namespace rtfarm::driver
