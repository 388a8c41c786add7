// Who may call what on the farm (docs/farm.md, "Authentication"). Over TLS:
//   - clients (Farm, Blobs) present a token the coordinator knows: the `authorization:
//     Bearer TOKEN` metadata, checked against the tokens file, which is read again
//     whenever it changes (a token removed from it is refused from the next call on,
//     without a restart);
//   - workers (Workers, and Blobs for their inputs and outputs) present a client
//     certificate signed by the farm's CA (mutual TLS); only they may take shards and
//     return results.
// Without TLS (--insecure, loopback only) every call is let through. A refused call gets
// UNAUTHENTICATED with the reason, and a line on the coordinator's stderr.
#pragma once

#include <grpcpp/grpcpp.h>

#include <map>
#include <mutex>
#include <string>

namespace rtfarm::coordinator {

enum class FarmRole { kClient, kWorker, kClientOrWorker };

class FarmAuth {
 public:
  // Every call allowed: a farm on loopback without TLS, or a test.
  static const FarmAuth& Open();
  // Tokens from `tokens_file` ("NAME TOKEN" lines; # comments); workers by certificate.
  explicit FarmAuth(std::string tokens_file);

  grpc::Status Check(const grpc::ServerContext* context, FarmRole role, const char* method) const;

 private:
  FarmAuth() = default;
  // The token's owner, or "" (reloads the file when it changed).
  std::string OwnerOf(const std::string& token) const;
  bool open_ = true;
  std::string tokens_file_;
  mutable std::mutex mu_;
  mutable std::map<std::string, std::string> tokens_;  // token -> name
  mutable int64_t loaded_mtime_ = -1;
};

// The name the farm's CA gives worker certificates (rtfarm farm init).
constexpr const char* kWorkerCommonName = "rtfarm-worker";

}  // namespace rtfarm::coordinator
