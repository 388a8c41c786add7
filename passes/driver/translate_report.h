// The lines `rtfarm translate` prints after its phase table: the universe's size and
// hash, the shards' balance and the caches' effect, the shards' own work, the back-end's
// breakdown.
#pragma once

#include "farm/artifact_cache.h"
#include "passes/backendopt/inline.h"
#include "passes/driver/backend.h"

namespace rtfarm::driver {

// The central inlining phase's work (zero with --no-backendopt).
struct InliningReport {
  int promoted = 0;  // indirect calls made direct (promote_indirect_calls.h)
  backendopt::InlineStats stats;
};

void PrintInlining(const InliningReport& inlining);

void PrintShards(const BackendResult& result, const farm::ArtifactCache& cache);

}  // namespace rtfarm::driver
