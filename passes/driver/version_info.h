// The versions this rtfarm binary is built from and runs on, as the farm's Version message.
#pragma once

#include "proto/farm.pb.h"

namespace rtfarm::driver {

inline constexpr const char* kRtfarmVersion = "0.1.0";

// Libraries are asked at run time where they can tell (TBB, Boehm GC, gRPC); protobuf
// reports the version it was compiled against. `python` is filled only when the
// embedded interpreter is running.
proto::Version CurrentVersion();

}  // namespace rtfarm::driver
