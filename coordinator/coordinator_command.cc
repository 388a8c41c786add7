#include "coordinator/coordinator_command.h"

#include <grpcpp/grpcpp.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "coordinator/blob_service.h"
#include "coordinator/coordinator.h"
#include "coordinator/farm_service.h"
#include "coordinator/status_server.h"
#include "coordinator/worker_service.h"
#include "farm/c_directory.h"
#include "farm/farm_channel.h"
#include "farm/sandbox.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/driver/version_info.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;

struct CoordinatorCommand {
  std::string listen = "127.0.0.1:7700";
  std::string state;
  double lease_seconds = 10;
  int max_attempts = 3;
  int64_t max_blob_mb = 4096;
  bool no_sandbox = false;
  std::string tls_dir;  // the farm directory of `rtfarm farm init`
  bool insecure = false;
  bool http_public = false;
  farm::SandboxLimits limits;
  double frontend_timeout = 900;
  StatusFlags status;
};

std::string ThisExecutable() {
  std::error_code error;
  fs::path path = fs::read_symlink("/proc/self/exe", error);
  return error ? "" : path.string();
}

bool IsLoopback(const std::string& listen) {
  std::string host = listen.substr(0, listen.rfind(':'));
  return host.starts_with("127.") || host == "localhost" || host == "[::1]";
}

// TLS with the farm directory's certificates (workers verified by the farm's CA when
// they present a certificate), or plaintext only on loopback and only when asked.
std::shared_ptr<grpc::ServerCredentials> ServerCredentialsFor(const CoordinatorCommand& command,
                                                              std::unique_ptr<FarmAuth>* auth) {
  if (!command.tls_dir.empty()) {
    fs::path dir = command.tls_dir;
    grpc::SslServerCredentialsOptions ssl(GRPC_SSL_REQUEST_CLIENT_CERTIFICATE_AND_VERIFY);
    ssl.pem_root_certs = farm::ReadExistingFile(dir / "ca.crt");
    ssl.pem_key_cert_pairs.push_back({farm::ReadExistingFile(dir / "coordinator.key"),
                                      farm::ReadExistingFile(dir / "coordinator.crt")});
    *auth = std::make_unique<FarmAuth>((dir / "tokens").string());
    return grpc::SslServerCredentials(ssl);
  }
  if (!command.insecure)
    throw std::runtime_error(
        "the farm needs --tls DIR (made by `rtfarm farm init DIR`), or --insecure to serve "
        "plaintext on a loopback address");
  if (!IsLoopback(command.listen))
    throw std::runtime_error("--insecure serves plaintext only on a loopback address, not " +
                             command.listen + "; use --tls DIR");
  return grpc::InsecureServerCredentials();
}

int RunCoordinator(const CoordinatorCommand& command, const std::string& home) {
  CoordinatorConfig config;
  config.state_dir = fs::absolute(command.state).string();
  config.home = home;
  config.rtfarm_path = ThisExecutable();
  config.lease_seconds = command.lease_seconds;
  config.max_attempts = command.max_attempts;
  config.sandbox = !command.no_sandbox;
  config.frontend_limits = command.limits;
  config.frontend_timeout_seconds = command.frontend_timeout;
  if (config.sandbox && !farm::SandboxAvailable()) {
    std::fprintf(stderr,
                 "error: bubblewrap (/usr/bin/bwrap) cannot make a sandbox here, and the job "
                 "front-ends run submitted code; install it (deploy/bootstrap.sh) or pass "
                 "--no-sandbox on a machine only you submit to\n");
    return 1;
  }
  // Stop cleanly on SIGINT/SIGTERM: the state is consistent at any point, but a clean
  // stop also ends the job front-ends.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::unique_ptr<Coordinator> coordinator;
  try {
    coordinator = std::make_unique<Coordinator>(config);
    coordinator->Start();
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: cannot start the coordinator on %s: %s\n",
                 config.state_dir.c_str(), error.what());
    return 1;
  }
  std::shared_ptr<grpc::ServerCredentials> credentials;
  std::unique_ptr<FarmAuth> auth;
  try {
    credentials = ServerCredentialsFor(command, &auth);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
  // Without TLS (loopback, --insecure) every call is let through.
  const FarmAuth& checks = auth != nullptr ? *auth : FarmAuth::Open();
  FarmService farm_service(*coordinator, driver::CurrentVersion(), checks);
  WorkerService worker_service(*coordinator, checks);
  BlobService blob_service(coordinator->blobs(), command.max_blob_mb << 20, checks);
  grpc::ServerBuilder builder;
  int port = 0;
  builder.AddListeningPort(command.listen, credentials, &port);
  builder.SetMaxReceiveMessageSize(farm::kMaxMessageBytes);
  builder.SetMaxSendMessageSize(farm::kMaxMessageBytes);
  builder.RegisterService(&farm_service);
  builder.RegisterService(&worker_service);
  builder.RegisterService(&blob_service);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  if (server == nullptr || port == 0) {
    std::fprintf(stderr, "error: cannot listen on %s\n", command.listen.c_str());
    return 1;
  }
  std::unique_ptr<StatusServer> status_server;
  // The page and /metrics answer without credentials: off loopback only when asked.
  if (!command.status.no_http && !IsLoopback(command.status.http) && !command.http_public) {
    std::fprintf(stderr,
                 "error: the status page (--http %s) needs no credentials; serve it on a "
                 "loopback address (behind a proxy that authenticates), or pass "
                 "--http-public where everyone who reaches it may see the farm\n",
                 command.status.http.c_str());
    return 1;
  }
  if (!StartStatusServer(command.status, *coordinator, &status_server)) return 1;
  std::printf("rtfarm coordinator listening on port %d, state in %s\n", port,
              config.state_dir.c_str());
  std::fflush(stdout);
  int received = 0;
  sigwait(&signals, &received);
  std::fprintf(stderr, "rtfarm coordinator: stopping (signal %d)\n", received);
  coordinator->Stop();
  server->Shutdown(std::chrono::system_clock::now() + std::chrono::seconds(2));
  return 0;
}

}  // namespace

void AddCoordinatorCommand(CLI::App& app, const char* argv0, int* status) {
  auto command = std::make_shared<CoordinatorCommand>();
  auto* sub = app.add_subcommand("coordinator", "serve the farm over gRPC");
  sub->add_option("--listen", command->listen, "HOST:PORT to serve (default 127.0.0.1:7700)");
  sub->add_option("--state", command->state, "the state directory (SQLite, blobs, jobs)")
      ->required();
  sub->add_option("--lease-seconds", command->lease_seconds,
                  "a shard's lease expires when not renewed for this long (default 10)")
      ->check(CLI::Range(0.2, 3600.0));
  sub->add_option("--max-attempts", command->max_attempts,
                  "a shard that fails this many times fails its job (default 3)")
      ->check(CLI::Range(1, 100));
  sub->add_option("--max-blob-mb", command->max_blob_mb,
                  "the largest blob accepted, in MB (default 4096)")
      ->check(CLI::Range(1, 1 << 20));
  sub->add_option("--tls", command->tls_dir,
                  "serve TLS with the farm directory DIR (rtfarm farm init): its certificate, "
                  "CA and client tokens");
  sub->add_flag("--http-public", command->http_public,
                "allow the status page on a non-loopback address (it has no authentication)");
  sub->add_flag("--insecure", command->insecure,
                "serve plaintext, without authentication (loopback addresses only)");
  sub->add_flag("--no-sandbox", command->no_sandbox,
                "run job front-ends without the sandbox (only where every submitter is trusted)");
  sub->add_option("--sandbox-cpu-seconds", command->limits.cpu_seconds,
                  "CPU time of a job's front-end (default 600)")
      ->check(CLI::Range(1, 86400));
  sub->add_option("--sandbox-memory-mb", command->limits.memory_mb,
                  "address space of a job's front-end, MB (default 8192)")
      ->check(CLI::Range(64, 1 << 24));
  sub->add_option("--sandbox-file-mb", command->limits.file_mb,
                  "largest file a job's front-end may write, MB (default 1024)")
      ->check(CLI::Range(1, 1 << 24));
  sub->add_option("--sandbox-processes", command->limits.processes,
                  "processes a job's front-end may run at once (default 64)")
      ->check(CLI::Range(2, 100000));
  sub->add_option("--frontend-timeout", command->frontend_timeout,
                  "wall-clock seconds a job's front-end may take (default 900)")
      ->check(CLI::Range(1.0, 86400.0));
  AddStatusFlags(*sub, command->status);
  sub->callback([command, argv0, status] {
    std::string home = driver::RequireRtfarmHome(argv0);
    *status = home.empty() ? 2 : RunCoordinator(*command, home);
  });
}

}  // namespace rtfarm::coordinator
