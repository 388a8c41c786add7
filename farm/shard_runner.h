// Runs one shard (proto/shard.proto): a pure function from a ShardInput to a
// ShardOutput. It reads nothing but its input (and, when it compiles, the C compiler
// and the runtime headers of its toolchain) and never throws: a failure is reported
// in the output, naming the graphs the shard was working on.
#pragma once

#include <string>
#include <string_view>

#include "proto/shard.pb.h"

namespace rtfarm::farm {

// Where the runtime's headers are, for shards that compile, and what the compile runs
// in: a farm worker runs its compiles in the sandbox (farm/sandbox.h) through
// `compile_wrapper` (farm/compile_sandbox.h: run as `WRAPPER CC ARGS...`).
struct ShardEnvironment {
  std::string runtime_dir;
  std::string compile_wrapper;  // "" for a plain compile (a local, trusted translation)
};

proto::ShardOutput RunShard(const proto::ShardInput& input, const ShardEnvironment& env);

// The same over serialised messages, as an executor passes them: bytes that are not a
// ShardInput give an output reporting so.
std::string RunShardBytes(std::string_view input, const ShardEnvironment& env);

// Deterministic serialisation (map fields sorted): the bytes caches hash.
std::string SerializeDeterministic(const google::protobuf::MessageLite& message);

}  // namespace rtfarm::farm
