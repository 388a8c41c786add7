// The client half of bench/farm's dispatch benchmark: submits N shards that do no work
// (no graphs, no compile) as one shards job and reports how fast the farm ran them.
//
//   dispatch_client --coordinator HOST:PORT --rtfarm PATH --runtime DIR --shards N
//
// Prints one line: "shards N seconds S per_second R wait_p50_ms A wait_p99_ms B". Each
// shard differs by a declaration, so none is a shard-cache hit; their toolchain is the
// one the workers (the rtfarm at PATH) register with.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/c_directory.h"
#include "farm/content_hash.h"
#include "farm/farm_channel.h"
#include "farm/job_watch.h"
#include "farm/program_cache.h"
#include "farm/shard_runner.h"
#include "proto/farm.grpc.pb.h"
#include "proto/shard.pb.h"

namespace {

using namespace rtfarm;

std::string Flag(int argc, char** argv, const std::string& name, const std::string& fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (argv[i] == "--" + name) return argv[i + 1];
  return fallback;
}

}  // namespace

int main(int argc, char** argv) {
  std::string address = Flag(argc, argv, "coordinator", "127.0.0.1:7700");
  std::string rtfarm = Flag(argc, argv, "rtfarm", "");
  std::string runtime = Flag(argc, argv, "runtime", "");
  int count = std::atoi(Flag(argc, argv, "shards", "1000").c_str());
  if (rtfarm.empty() || runtime.empty() || count <= 0) {
    std::fprintf(stderr, "usage: dispatch_client --coordinator A --rtfarm PATH --runtime DIR "
                         "--shards N\n");
    return 2;
  }
  // The identity the workers register with, less the compiler (these shards do not compile).
  std::string toolchain =
      "rtfarm " + farm::Sha256Hex(farm::ReadFile(rtfarm)) + "; runtime " + farm::RuntimeHash(runtime);
  std::string nonce = std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
  std::vector<std::string> inputs;
  proto::SubmitShardsRequest request;
  request.set_label("dispatch bench");
  for (int i = 0; i < count; ++i) {
    proto::ShardInput input;
    input.mutable_header()->set_name("rpy_program.h");
    input.add_declarations("/* no-op shard " + nonce + " " + std::to_string(i) + " */");
    input.mutable_options()->set_gc("boehm");
    input.mutable_options()->set_compile(false);
    input.set_toolchain(toolchain);
    inputs.push_back(farm::SerializeDeterministic(input));
    proto::ShardTask& task = *request.add_shards();
    *task.mutable_input() = farm::DigestOf(inputs.back());
    task.set_key(farm::Sha256Hex(inputs.back()));
    task.set_toolchain(toolchain);
  }
  auto channel = farm::OpenFarmChannel({address});
  auto blobs = proto::Blobs::NewStub(channel);
  auto stub = proto::Farm::NewStub(channel);
  std::vector<std::pair<proto::Digest, const std::string*>> uploads;
  for (int i = 0; i < count; ++i) uploads.push_back({request.shards(i).input(), &inputs[i]});
  if (std::string problem = farm::UploadMissing(*blobs, uploads); !problem.empty()) {
    std::fprintf(stderr, "error: %s\n", problem.c_str());
    return 1;
  }
  auto start = std::chrono::steady_clock::now();
  proto::SubmitReply reply;
  {
    grpc::ClientContext context;
    grpc::Status status = stub->SubmitShards(&context, request, &reply);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s\n", status.error_message().c_str());
      return 1;
    }
  }
  farm::WatchOutcome outcome = farm::WatchJob(*stub, reply.job_id(), [](const proto::JobEvent&) {});
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!outcome.problem.empty()) {
    std::fprintf(stderr, "error: %s\n", outcome.problem.c_str());
    return 1;
  }
  proto::Job job;
  grpc::ClientContext context;
  proto::JobRequest job_request;
  job_request.set_job_id(reply.job_id());
  if (!stub->GetJob(&context, job_request, &job).ok() || job.shards_done() != count) {
    std::fprintf(stderr, "error: the job did not run every shard (%d of %d)\n", job.shards_done(),
                 count);
    return 1;
  }
  std::printf("shards %d seconds %.3f per_second %.0f wait_p50_ms %.2f wait_p99_ms %.2f\n", count,
              seconds, count / seconds, job.queue_wait_p50_ms(), job.queue_wait_p99_ms());
  return 0;
}
