// The coordinator's HTTP side (docs/farm.md, "The status page"): a live status page at
// `/` (plain HTML and a little JavaScript polling the JSON endpoints under /api/ every
// second; no external assets), the JSON endpoints, and Prometheus metrics at /metrics.
// It is served by cpp-httplib on threads of its own, reading the coordinator through its
// public calls: the gRPC services are untouched by it.
#pragma once

#include <memory>
#include <string>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace rtfarm::coordinator {

class Coordinator;

class StatusServer {
 public:
  explicit StatusServer(Coordinator& coordinator);
  ~StatusServer();

  // Binds `address` (HOST:PORT; port 0 picks a free one) and serves on a thread of its
  // own. Returns the port, or 0 with `error` set.
  int Start(const std::string& address, std::string* error);
  void Stop();

  // Each endpoint's body, for tests and for the server itself.
  std::string JobsJson();
  std::string JobJson(int64_t job);  // "" when there is no such job
  std::string WorkersJson();
  std::string CachesJson();
  std::string MetricsText();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// `rtfarm coordinator --http ADDR` and `--no-http`.
struct StatusFlags {
  std::string http = "127.0.0.1:7780";
  bool no_http = false;
  CLI::Option* http_option = nullptr;  // whether --http was given
};
void AddStatusFlags(CLI::App& command, StatusFlags& flags);

// Starts the server the flags ask for, and prints its port on stdout. An address given
// with --http that cannot be bound is an error (false); the default one being taken (a
// second coordinator on the machine) is only a warning: the farm runs without its page.
bool StartStatusServer(const StatusFlags& flags, Coordinator& coordinator,
                       std::unique_ptr<StatusServer>* out);

}  // namespace rtfarm::coordinator
