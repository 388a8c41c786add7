// How every farm process reaches a coordinator: one gRPC channel with the farm's message
// bounds (payloads travel as blobs in chunks, so no message needs to be large).
#pragma once

#include <grpcpp/grpcpp.h>

#include <memory>
#include <string>

namespace rtfarm::farm {

// No farm message is larger than this; a larger one is refused by either side.
constexpr int kMaxMessageBytes = 8 << 20;

// Where a coordinator is and how to prove who we are to it. With `ca_file`, the channel
// is TLS and the coordinator's certificate must be signed by that CA; a client adds its
// token, a worker its certificate and key (docs/farm.md, "Authentication"). Without it
// the channel is plaintext, which a coordinator accepts only on loopback with --insecure.
struct FarmAddress {
  std::string address;  // HOST:PORT
  std::string ca_file;
  std::string token;      // a client's
  std::string cert_file;  // a worker's
  std::string key_file;
};

// A plaintext address (loopback, --insecure).
inline FarmAddress PlaintextAddress(std::string address) {
  FarmAddress plain;
  plain.address = std::move(address);
  return plain;
}

// Fills `ca_file`, `token`, `cert_file` and `key_file` from the farm directory `dir`
// (what `rtfarm farm init` wrote, or what an operator handed out): ca.crt, and
// client.token or worker.crt/worker.key when present. Throws on an unreadable file.
void UseFarmDirectory(const std::string& dir, FarmAddress* address);

std::shared_ptr<grpc::Channel> OpenFarmChannel(const FarmAddress& address);

// A deadline `seconds` from now, for a call's context.
std::chrono::system_clock::time_point DeadlineIn(double seconds);

}  // namespace rtfarm::farm
