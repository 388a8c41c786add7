// How every farm process reaches a coordinator: one gRPC channel with the farm's message
// bounds (payloads travel as blobs in chunks, so no message needs to be large).
#pragma once

#include <grpcpp/grpcpp.h>

#include <memory>
#include <string>

namespace rtfarm::farm {

// No farm message is larger than this; a larger one is refused by either side.
constexpr int kMaxMessageBytes = 8 << 20;

struct FarmAddress {
  std::string address;  // HOST:PORT
};

std::shared_ptr<grpc::Channel> OpenFarmChannel(const FarmAddress& address);

// A deadline `seconds` from now, for a call's context.
std::chrono::system_clock::time_point DeadlineIn(double seconds);

}  // namespace rtfarm::farm
