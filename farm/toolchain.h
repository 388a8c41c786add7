// The identity of the toolchain a shard runs with: the rtfarm executable, the runtime's
// sources and (when the shard compiles) the C compiler. It is part of every shard's
// input, and so of its cache key, and the coordinator leases a shard only to a worker of
// the same identity (a worker built from another rtfarm would give other bytes).
#pragma once

#include <string>

namespace rtfarm::farm {

// "rtfarm <sha>; runtime <sha>[; gcc (Debian 12.2.0-14) 12.2.0]".
std::string ShardToolchain(const std::string& runtime_hash, bool compile);

// Whether a worker of identity `worker` (a compiling identity) may run a shard that
// asks for `shard`: the same identity, or the same one less the compiler for shards that
// do not compile.
bool ToolchainServes(const std::string& worker, const std::string& shard);

}  // namespace rtfarm::farm
