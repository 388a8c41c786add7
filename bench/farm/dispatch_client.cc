// The client half of bench/farm's dispatch benchmark: submits N shards that do no work
// (no graphs, no compile) as one shards job and reports how fast the farm ran them.
//
//   dispatch_client --coordinator HOST:PORT --rtfarm PATH --runtime DIR --shards N
//                   [--latency-jobs J]
//
// Prints one line: "shards N seconds S per_second R wait_p50_ms A wait_p99_ms B
// idle_wait_p50_ms C idle_wait_p99_ms D". The first figures come from one job of N
// shards (a flood: the waits are mostly queueing behind the other shards); the idle
// figures from J jobs of one shard each, submitted one after the other to idle workers:
// the dispatch latency from ready to leased. Each shard differs by a declaration, so
// none is a shard-cache hit; their toolchain is the one the workers (the rtfarm at PATH)
// register with.
#include <algorithm>
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

struct JobFigures {
  double seconds = 0;
  proto::Job job;
};

// Submits `count` no-op shards as one job and waits for it; false on any failure.
bool RunJob(proto::Farm::Stub& stub, proto::Blobs::Stub& blobs, const std::string& toolchain,
            const std::string& nonce, int count, JobFigures* figures) {
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
    task.set_toolchain(toolchain);
  }
  std::vector<std::pair<proto::Digest, const std::string*>> uploads;
  for (int i = 0; i < count; ++i) uploads.push_back({request.shards(i).input(), &inputs[i]});
  if (std::string problem = farm::UploadMissing(blobs, uploads); !problem.empty()) {
    std::fprintf(stderr, "error: %s\n", problem.c_str());
    return false;
  }
  auto start = std::chrono::steady_clock::now();
  proto::SubmitReply reply;
  {
    grpc::ClientContext context;
    grpc::Status status = stub.SubmitShards(&context, request, &reply);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s\n", status.error_message().c_str());
      return false;
    }
  }
  farm::WatchOutcome outcome = farm::WatchJob(stub, reply.job_id(), [](const proto::JobEvent&) {});
  figures->seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!outcome.problem.empty()) {
    std::fprintf(stderr, "error: %s\n", outcome.problem.c_str());
    return false;
  }
  grpc::ClientContext context;
  proto::JobRequest job_request;
  job_request.set_job_id(reply.job_id());
  if (!stub.GetJob(&context, job_request, &figures->job).ok() ||
      figures->job.shards_done() != count) {
    std::fprintf(stderr, "error: the job did not run every shard (%d of %d)\n",
                 figures->job.shards_done(), count);
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string address = Flag(argc, argv, "coordinator", "127.0.0.1:7700");
  std::string rtfarm = Flag(argc, argv, "rtfarm", "");
  std::string runtime = Flag(argc, argv, "runtime", "");
  int count = std::atoi(Flag(argc, argv, "shards", "1000").c_str());
  if (rtfarm.empty() || runtime.empty() || count <= 0) {
    std::fprintf(stderr,
                 "usage: dispatch_client --coordinator A --rtfarm PATH --runtime DIR "
                 "--shards N\n");
    return 2;
  }
  // The identity the workers register with, less the compiler (these shards do not compile).
  std::string toolchain = "rtfarm " + farm::Sha256Hex(farm::ReadFile(rtfarm)) + "; runtime " +
                          farm::RuntimeHash(runtime);
  int latency_jobs = std::atoi(Flag(argc, argv, "latency-jobs", "100").c_str());
  std::string nonce = std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
  auto channel = farm::OpenFarmChannel(farm::PlaintextAddress(address));
  auto blobs = proto::Blobs::NewStub(channel);
  auto stub = proto::Farm::NewStub(channel);
  JobFigures flood;
  if (!RunJob(*stub, *blobs, toolchain, nonce, count, &flood)) return 1;
  std::vector<double> idle_waits;
  for (int j = 0; j < latency_jobs; ++j) {
    JobFigures one;
    if (!RunJob(*stub, *blobs, toolchain, nonce + "-" + std::to_string(j), 1, &one)) return 1;
    idle_waits.push_back(one.job.queue_wait_p50_ms());
  }
  std::sort(idle_waits.begin(), idle_waits.end());
  double idle_p50 = idle_waits.empty() ? 0 : idle_waits[idle_waits.size() / 2];
  double idle_p99 = idle_waits.empty() ? 0 : idle_waits[idle_waits.size() * 99 / 100];
  std::printf(
      "shards %d seconds %.3f per_second %.0f wait_p50_ms %.2f wait_p99_ms %.2f "
      "idle_wait_p50_ms %.2f idle_wait_p99_ms %.2f\n",
      count, flood.seconds, count / flood.seconds, flood.job.queue_wait_p50_ms(),
      flood.job.queue_wait_p99_ms(), idle_p50, idle_p99);
  return 0;
}
