// A bounded, seeded fuzz of every RPC the coordinator serves (Blobs, Farm, Workers)
// through a real in-process gRPC server on 127.0.0.1: raw random bytes as requests,
// random and mutated messages, hostile paths, huge counts, unknown ids. The server must
// answer every call with a status, never crash or hang, and write nothing outside its
// state directory.
#include <google/protobuf/stubs/logging.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <future>
#include <limits>
#include <memory>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "coordinator/blob_service.h"
#include "coordinator/coordinator.h"
#include "coordinator/farm_service.h"
#include "coordinator/worker_service.h"
#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/farm_channel.h"
#include "proto/shard.pb.h"
#include "tests/farm/farm_test_util.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using farm::DigestOf;
using farm_test::FilesUnder;
using farm_test::FreshDir;

constexpr int kThreads = 4;
constexpr int kIterationsPerThread = 900;
constexpr double kBudgetSeconds = 14;
constexpr uint64_t kSeed = 20240611;

const char* const kHostile[] = {
    "",
    "../../etc/passwd",
    "/etc/passwd",
    "passwd",
    "a/../../passwd",
    "..",
    ".",
    "./x.py",
    "a//b.py",
    "a/",
    "main.py",
    "pkg/main.py",
    "main.py\0../../passwd",
    "%2e%2e/passwd",
    "..\\..\\passwd",
    "C:\\passwd",
    "~/passwd",
    "\xff\xfe\x00\x01",
    "\xe2\x80\xae.py",
    "rtfarm aaaa; runtime bbbb",
    "; ",
};

std::string Hostile(size_t i) {
  // "main.py\0../../passwd" keeps its NUL.
  if (i == 12) return std::string("main.py\0../../passwd", 20);
  return kHostile[i];
}

class Fuzzer {
 public:
  Fuzzer(std::shared_ptr<grpc::Channel> channel, uint64_t seed,
         const std::vector<proto::Digest>& known, std::vector<int64_t>* shared_ids,
         std::mutex* shared_mu)
      : channel_(channel),
        generic_(channel),
        blobs_(proto::Blobs::NewStub(channel)),
        farm_(proto::Farm::NewStub(channel)),
        workers_(proto::Workers::NewStub(channel)),
        rng_(seed),
        known_(known),
        ids_(shared_ids),
        ids_mu_(shared_mu) {}

  // One random call; returns false when the server misbehaved (with `failure` set).
  bool Step(int iteration);

  std::string failure;
  std::map<std::string, int> calls;
  std::map<grpc::StatusCode, int> codes;
  std::map<std::string, int> internal;  // INTERNAL answers by RPC and message
  int slow_takes = 0;

 private:
  uint64_t Below(uint64_t n) { return n == 0 ? 0 : rng_() % n; }
  bool Chance(int percent) { return static_cast<int>(Below(100)) < percent; }

  std::string RandomBytes(size_t max) {
    std::string bytes(Below(max + 1), '\0');
    for (char& c : bytes) c = static_cast<char>(rng_());
    return bytes;
  }
  std::string RandomText() {
    switch (Below(5)) {
      case 0:
        return RandomBytes(40);
      case 1:
        return std::string(Below(6000), 'a' + static_cast<char>(Below(26)));
      default:
        return Hostile(Below(std::size(kHostile)));
    }
  }
  int64_t RandomId() {
    switch (Below(8)) {
      case 0:
        return 0;
      case 1:
        return -1 - static_cast<int64_t>(Below(1000));
      case 2:
        return std::numeric_limits<int64_t>::max();
      case 3:
        return std::numeric_limits<int64_t>::min();
      case 4:
        return static_cast<int64_t>(rng_());
      default: {
        std::lock_guard<std::mutex> lock(*ids_mu_);
        if (ids_->empty()) return 1 + static_cast<int64_t>(Below(20));
        return (*ids_)[Below(ids_->size())];
      }
    }
  }
  int32_t RandomCount() {
    switch (Below(6)) {
      case 0:
        return 0;
      case 1:
        return -1;
      case 2:
        return std::numeric_limits<int32_t>::max();
      case 3:
        return std::numeric_limits<int32_t>::min();
      default:
        return static_cast<int32_t>(Below(20));
    }
  }
  void Remember(int64_t id) {
    if (id == 0) return;
    std::lock_guard<std::mutex> lock(*ids_mu_);
    ids_->push_back(id);
  }
  proto::Digest RandomDigest() {
    proto::Digest digest;
    switch (Below(6)) {
      case 0:
      case 1:
        digest = known_[Below(known_.size())];
        if (Chance(15)) digest.set_size(digest.size() + static_cast<int64_t>(Below(3)) - 1);
        return digest;
      case 2:
        digest = DigestOf(RandomBytes(30));  // well-formed, never stored
        return digest;
      case 3:
        digest.set_sha256(RandomText());
        break;
      case 4: {
        std::string sha = known_[Below(known_.size())].sha256();
        sha[Below(64)] = "AZ./\0g"[Below(6)];
        digest.set_sha256(sha);
        break;
      }
      default:
        digest.set_sha256("../../" + std::string(58, 'a'));
    }
    switch (Below(4)) {
      case 0:
        digest.set_size(-1);
        break;
      case 1:
        digest.set_size(std::numeric_limits<int64_t>::max());
        break;
      default:
        digest.set_size(static_cast<int64_t>(Below(100000)));
    }
    return digest;
  }
  proto::MatrixAxis RandomAxis() {
    static const char* keys[] = {"gc",     "opt",    "backendopt", "stackless", "shards",
                                 "c_only", "keep_c", "nosuch",     "",          "../x"};
    static const char* values[] = {"boehm", "0",   "1", "3",           "4", "-1",
                                   "on",    "off", "",  "99999999999", "x"};
    proto::MatrixAxis axis;
    axis.set_key(keys[Below(std::size(keys))]);
    int n = static_cast<int>(Below(12));  // at most 11 per axis: a bounded expansion
    for (int i = 0; i < n; ++i) axis.add_values(values[Below(std::size(values))]);
    return axis;
  }
  void RandomOptions(proto::TranslationOptions* options) {
    options->set_gc(Chance(70) ? "boehm" : RandomText());
    options->set_opt(Chance(70) ? static_cast<int32_t>(Below(4)) : RandomCount());
    options->set_shards(Chance(70) ? static_cast<int32_t>(Below(8)) : RandomCount());
    options->set_backendopt(Chance(50));
    options->set_c_only(Chance(20));
    options->set_keep_c(Chance(20));
  }

  // A request: random bytes parsed as the message, a mutated valid one, or built.
  template <typename Message, typename Build>
  Message Make(Build build) {
    Message message;
    int mode = static_cast<int>(Below(10));
    if (mode == 0) {
      (void)message.ParsePartialFromString(RandomBytes(200));
    } else if (mode == 1) {
      build(message);
      std::string bytes = message.SerializeAsString();
      for (int flips = 0; flips < 3 && !bytes.empty(); ++flips)
        bytes[Below(bytes.size())] = static_cast<char>(rng_());
      message.Clear();
      (void)message.ParsePartialFromString(bytes);
    } else {
      build(message);
    }
    return message;
  }

  bool Check(const std::string& rpc, const grpc::Status& status, Clock::time_point start,
             double allowed_seconds) {
    ++calls[rpc];
    ++codes[status.error_code()];
    if (status.error_code() == grpc::StatusCode::INTERNAL)
      ++internal[rpc + ": " + status.error_message().substr(0, 70)];
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (status.error_code() == grpc::StatusCode::UNAVAILABLE ||
        status.error_code() == grpc::StatusCode::UNKNOWN) {
      failure = rpc + ": " + std::to_string(status.error_code()) + " " + status.error_message();
      return false;
    }
    if (seconds > allowed_seconds || status.error_code() == grpc::StatusCode::DEADLINE_EXCEEDED) {
      failure = rpc + " took " + std::to_string(seconds) + " s (status " +
                std::to_string(status.error_code()) + ")";
      return false;
    }
    return true;
  }

  bool RawUnary(const std::string& method);

  std::shared_ptr<grpc::Channel> channel_;
  grpc::GenericStub generic_;
  std::unique_ptr<proto::Blobs::Stub> blobs_;
  std::unique_ptr<proto::Farm::Stub> farm_;
  std::unique_ptr<proto::Workers::Stub> workers_;
  std::mt19937_64 rng_;
  const std::vector<proto::Digest>& known_;
  std::vector<int64_t>* ids_;
  std::mutex* ids_mu_;
  std::vector<std::pair<int64_t, int64_t>> leases_;  // (worker, lease) this fuzzer took
};

const char* const kUnaryMethods[] = {
    "/rtfarm.proto.Blobs/FindMissing", "/rtfarm.proto.Farm/GetVersion",
    "/rtfarm.proto.Farm/Submit",       "/rtfarm.proto.Farm/SubmitShards",
    "/rtfarm.proto.Farm/GetJob",       "/rtfarm.proto.Farm/Cancel",
    "/rtfarm.proto.Farm/ListJobs",     "/rtfarm.proto.Farm/ListWorkers",
    "/rtfarm.proto.Workers/Register",  "/rtfarm.proto.Workers/Take",
    "/rtfarm.proto.Workers/Heartbeat", "/rtfarm.proto.Workers/Complete",
};

bool Fuzzer::RawUnary(const std::string& method) {
  std::string bytes = RandomBytes(Chance(5) ? 100000 : 300);
  grpc::Slice slice(bytes.data(), bytes.size());
  grpc::ByteBuffer request(&slice, 1);
  grpc::ByteBuffer response;
  grpc::ClientContext context;
  context.set_deadline(farm::DeadlineIn(5));
  std::promise<grpc::Status> done;
  auto start = Clock::now();
  generic_.UnaryCall(&context, method, grpc::StubOptions(), &request, &response,
                     [&](grpc::Status status) { done.set_value(status); });
  grpc::Status status = done.get_future().get();
  // Raw bytes may parse as a Take of a real worker: that waits up to 1 s.
  return Check("raw " + method, status, start, 4);
}

bool Fuzzer::Step(int) {
  if (Chance(25)) return RawUnary(kUnaryMethods[Below(std::size(kUnaryMethods))]);
  grpc::ClientContext context;
  context.set_deadline(farm::DeadlineIn(5));
  auto start = Clock::now();
  switch (Below(15)) {
    case 0: {  // Blobs.Put: random chunks, digests and sizes
      proto::PutBlobReply reply;
      auto writer = blobs_->Put(&context, &reply);
      int chunks = static_cast<int>(Below(4));
      for (int i = 0; i < chunks; ++i) {
        proto::BlobChunk chunk = Make<proto::BlobChunk>([&](proto::BlobChunk& c) {
          if (i == 0) *c.mutable_digest() = RandomDigest();
          c.set_data(RandomBytes(Chance(5) ? 300000 : 500));
        });
        if (!writer->Write(chunk)) break;
      }
      writer->WritesDone();
      return Check("Blobs.Put", writer->Finish(), start, 4);
    }
    case 1: {  // Blobs.Get
      proto::GetBlobRequest request = Make<proto::GetBlobRequest>(
          [&](proto::GetBlobRequest& r) { *r.mutable_digest() = RandomDigest(); });
      auto reader = blobs_->Get(&context, request);
      proto::BlobChunk chunk;
      while (reader->Read(&chunk)) {
      }
      return Check("Blobs.Get", reader->Finish(), start, 4);
    }
    case 2: {  // Blobs.FindMissing, sometimes with very many digests
      proto::FindMissingRequest request =
          Make<proto::FindMissingRequest>([&](proto::FindMissingRequest& r) {
            int n = Chance(3) ? 20000 : static_cast<int>(Below(10));
            proto::Digest one = known_[Below(known_.size())];
            for (int i = 0; i < n; ++i) *r.add_digests() = Chance(90) ? one : RandomDigest();
          });
      proto::FindMissingReply reply;
      return Check("Blobs.FindMissing", blobs_->FindMissing(&context, request, &reply), start, 4);
    }
    case 3: {  // Farm.GetVersion
      proto::Version reply;
      return Check("Farm.GetVersion", farm_->GetVersion(&context, {}, &reply), start, 4);
    }
    case 4: {  // Farm.Submit: hostile paths, digests, matrices
      proto::SubmitRequest request = Make<proto::SubmitRequest>([&](proto::SubmitRequest& r) {
        int files = static_cast<int>(Below(4));
        for (int i = 0; i < files; ++i) {
          proto::JobFile& file = *r.add_files();
          file.set_path(Chance(40) ? "main.py" : RandomText());
          *file.mutable_digest() = RandomDigest();
          if (Chance(40)) *file.mutable_digest() = known_[0];
        }
        r.set_target(Chance(60) ? "main.py" : RandomText());
        if (Chance(80)) RandomOptions(r.mutable_options());
        int axes = static_cast<int>(Below(3));
        for (int i = 0; i < axes; ++i) *r.add_matrix() = RandomAxis();
        r.set_label(RandomText());
      });
      proto::SubmitReply reply;
      grpc::Status status = farm_->Submit(&context, request, &reply);
      if (status.ok()) Remember(reply.job_id());
      return Check("Farm.Submit", status, start, 4);
    }
    case 5: {  // Farm.SubmitShards, sometimes huge
      proto::SubmitShardsRequest request =
          Make<proto::SubmitShardsRequest>([&](proto::SubmitShardsRequest& r) {
            if (Chance(2)) {  // a huge job: 20,000 shards of one well-formed task
              proto::ShardTask task;
              *task.mutable_input() = known_[Below(known_.size())];
              task.set_toolchain("rtfarm aaaa; runtime bbbb");
              for (int i = 0; i < 20000; ++i) *r.add_shards() = task;
              return;
            }
            int n = static_cast<int>(Below(6));
            for (int i = 0; i < n; ++i) {
              proto::ShardTask& task = *r.add_shards();
              *task.mutable_input() = Chance(80) ? known_[Below(known_.size())] : RandomDigest();
              task.set_key(Chance(50) ? "" : RandomText());
              task.set_toolchain(Chance(70) ? "rtfarm aaaa; runtime bbbb" : RandomText());
            }
            r.set_label(RandomText());
          });
      proto::SubmitReply reply;
      grpc::Status status = farm_->SubmitShards(&context, request, &reply);
      if (status.ok()) Remember(reply.job_id());
      return Check("Farm.SubmitShards", status, start, 4);
    }
    case 6: {  // Farm.Watch: short deadline, a known job may legitimately run on
      grpc::ClientContext watch_context;
      watch_context.set_deadline(farm::DeadlineIn(0.5));
      proto::WatchRequest request = Make<proto::WatchRequest>([&](proto::WatchRequest& r) {
        r.set_job_id(RandomId());
        r.set_after(Chance(50) ? 0 : RandomId());
      });
      auto reader = farm_->Watch(&watch_context, request);
      proto::JobEvent event;
      while (reader->Read(&event)) {
      }
      grpc::Status status = reader->Finish();
      ++calls["Farm.Watch"];
      ++codes[status.error_code()];
      double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      if (seconds > 3 || status.error_code() == grpc::StatusCode::UNAVAILABLE) {
        failure = "Farm.Watch: " + std::to_string(seconds) + " s, " + status.error_message();
        return false;
      }
      return true;
    }
    case 7: {  // Farm.GetJob
      proto::JobRequest request =
          Make<proto::JobRequest>([&](proto::JobRequest& r) { r.set_job_id(RandomId()); });
      proto::Job reply;
      grpc::Status status = farm_->GetJob(&context, request, &reply);
      if (status.ok() && reply.id() != request.job_id()) {
        failure = "GetJob " + std::to_string(request.job_id()) + " answered job " +
                  std::to_string(reply.id());
        return false;
      }
      return Check("Farm.GetJob", status, start, 4);
    }
    case 8: {  // Farm.Cancel
      if (!Chance(30)) return true;
      proto::JobRequest request =
          Make<proto::JobRequest>([&](proto::JobRequest& r) { r.set_job_id(RandomId()); });
      proto::CancelReply reply;
      return Check("Farm.Cancel", farm_->Cancel(&context, request, &reply), start, 4);
    }
    case 9: {
      proto::JobList reply;
      return Check("Farm.ListJobs", farm_->ListJobs(&context, {}, &reply), start, 4);
    }
    case 10: {
      proto::WorkerList reply;
      return Check("Farm.ListWorkers", farm_->ListWorkers(&context, {}, &reply), start, 4);
    }
    case 11: {  // Workers.Register
      proto::RegisterRequest request = Make<proto::RegisterRequest>([&](proto::RegisterRequest& r) {
        r.set_name(RandomText());
        r.set_toolchain(Chance(50) ? "rtfarm aaaa; runtime bbbb; gcc 12" : RandomText());
        r.set_cores(RandomCount());
      });
      proto::RegisterReply reply;
      grpc::Status status = workers_->Register(&context, request, &reply);
      if (status.ok()) Remember(reply.worker_id());
      return Check("Workers.Register", status, start, 4);
    }
    case 12: {  // Workers.Take: a known worker may wait up to 1 s for work
      proto::TakeRequest request = Make<proto::TakeRequest>([&](proto::TakeRequest& r) {
        r.set_worker_id(RandomId());
        r.set_max(RandomCount());
      });
      proto::TakeReply reply;
      grpc::Status status = workers_->Take(&context, request, &reply);
      for (const auto& lease : reply.leases()) {
        Remember(lease.lease_id());
        leases_.push_back({request.worker_id(), lease.lease_id()});
      }
      if (std::chrono::duration<double>(Clock::now() - start).count() > 0.5) ++slow_takes;
      return Check("Workers.Take", status, start, 4);
    }
    case 13: {  // Workers.Heartbeat, sometimes with very many leases
      proto::HeartbeatRequest request =
          Make<proto::HeartbeatRequest>([&](proto::HeartbeatRequest& r) {
            r.set_worker_id(RandomId());
            if (!leases_.empty() && Chance(40)) {
              auto [worker, lease] = leases_[Below(leases_.size())];
              r.set_worker_id(worker);
              r.add_lease_ids(lease);
            }
            int n = Chance(3) ? 100000 : static_cast<int>(Below(8));
            int64_t one = RandomId();
            for (int i = 0; i < n; ++i) r.add_lease_ids(Chance(90) ? one : RandomId());
          });
      proto::HeartbeatReply reply;
      return Check("Workers.Heartbeat", workers_->Heartbeat(&context, request, &reply), start, 4);
    }
    default: {  // Workers.Complete, mostly for leases that do not exist
      proto::CompleteRequest request = Make<proto::CompleteRequest>([&](proto::CompleteRequest& r) {
        r.set_worker_id(RandomId());
        r.set_lease_id(RandomId());
        if (!leases_.empty() && Chance(50)) {
          auto [worker, lease] = leases_[Below(leases_.size())];
          r.set_worker_id(worker);
          r.set_lease_id(lease);
        }
        *r.mutable_output() = Chance(50) ? known_[Below(known_.size())] : RandomDigest();
      });
      proto::CompleteReply reply;
      return Check("Workers.Complete", workers_->Complete(&context, request, &reply), start, 4);
    }
  }
}

// Every file named `name` under `dir` (not following symbolic links).
std::vector<std::string> FindNamed(const fs::path& dir, const std::string& name) {
  std::vector<std::string> found;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(
           dir, fs::directory_options::skip_permission_denied, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it->path().filename() == name) found.push_back(it->path().string());
  }
  return found;
}

class FuzzHandlersTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // Hostile strings are often invalid UTF-8: protobuf logs each; the statuses are checked.
    google::protobuf::SetLogHandler(nullptr);
    root_ = FreshDir();
    home_ = root_ + "/home";
    fs::create_directories(home_ + "/runtime");
    farm_test::Spit(home_ + "/runtime/rt.c", "int rt;\n");
    CoordinatorConfig config;
    config.state_dir = root_ + "/state";
    config.home = home_;
    config.rtfarm_path = "";  // Submit spawns its front-end only after validation
    config.lease_seconds = 0.5;
    coordinator_ = std::make_unique<Coordinator>(config);
    coordinator_->Start();
    farm_service_ = std::make_unique<FarmService>(*coordinator_, proto::Version());
    worker_service_ = std::make_unique<WorkerService>(*coordinator_);
    blob_service_ = std::make_unique<BlobService>(coordinator_->blobs(), 32 << 20);
    grpc::ServerBuilder builder;
    int port = 0;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.SetMaxReceiveMessageSize(farm::kMaxMessageBytes);
    builder.SetMaxSendMessageSize(farm::kMaxMessageBytes);
    builder.RegisterService(farm_service_.get());
    builder.RegisterService(worker_service_.get());
    builder.RegisterService(blob_service_.get());
    server_ = builder.BuildAndStart();
    ASSERT_NE(server_, nullptr);
    ASSERT_NE(port, 0);
    channel_ = farm::OpenFarmChannel(farm::PlaintextAddress("127.0.0.1:" + std::to_string(port)));
    // Connected before the first call: on a loaded machine a first call made while the
    // connection is still being set up failed at once (UNAVAILABLE, "tcp handshaker
    // shutdown"), which is not what these tests examine.
    ASSERT_TRUE(channel_->WaitForConnected(farm::DeadlineIn(30)));
  }

  void TearDown() override {
    if (server_) server_->Shutdown(farm::DeadlineIn(2));
    auto start = Clock::now();
    if (coordinator_) coordinator_->Stop();
    EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 10)
        << "the coordinator took too long to stop";
  }

  std::string root_, home_;
  std::unique_ptr<Coordinator> coordinator_;
  std::unique_ptr<FarmService> farm_service_;
  std::unique_ptr<WorkerService> worker_service_;
  std::unique_ptr<BlobService> blob_service_;
  std::unique_ptr<grpc::Server> server_;
  std::shared_ptr<grpc::Channel> channel_;
};

TEST_F(FuzzHandlersTest, EveryRpcAnswersHostileInputWithAStatus) {
  auto blobs = proto::Blobs::NewStub(channel_);
  // Blobs the fuzzer can name: a target file, a good and a failing ShardOutput, junk.
  proto::ShardOutput good;
  good.mutable_c_file()->set_name("rpy_fn_1.c");
  good.mutable_c_file()->set_content("int f(void) { return 1; }\n");
  proto::ShardOutput failed;
  failed.set_error("shard failed on purpose");
  std::vector<std::string> payloads{"print('hello')\n", good.SerializeAsString(),
                                    failed.SerializeAsString(), "\x01\x02junk", ""};
  std::vector<proto::Digest> known;
  for (const std::string& bytes : payloads) {
    known.push_back(DigestOf(bytes));
    ASSERT_EQ(farm::UploadBlob(*blobs, known.back(), bytes), "");
  }

  std::vector<int64_t> ids;
  std::mutex ids_mu;
  std::vector<std::unique_ptr<Fuzzer>> fuzzers;
  for (int t = 0; t < kThreads; ++t)
    fuzzers.push_back(std::make_unique<Fuzzer>(channel_, kSeed + t, known, &ids, &ids_mu));
  auto start = Clock::now();
  std::vector<std::thread> threads;
  std::atomic<bool> failed_any{false};
  std::vector<int> done(kThreads, 0);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kIterationsPerThread && !failed_any; ++i) {
        if (std::chrono::duration<double>(Clock::now() - start).count() > kBudgetSeconds) break;
        if (std::getenv("FUZZ_VERBOSE")) fprintf(stderr, "thread %d iteration %d\n", t, i);
        if (!fuzzers[t]->Step(i)) {
          failed_any = true;
          break;
        }
        done[t] = i + 1;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();

  int total = 0;
  std::map<std::string, int> calls;
  std::map<grpc::StatusCode, int> codes;
  std::map<std::string, int> internal;
  for (int t = 0; t < kThreads; ++t) {
    for (const auto& [what, n] : fuzzers[t]->internal) internal[what] += n;
    EXPECT_EQ(fuzzers[t]->failure, "") << "seed " << kSeed + t << ", iteration " << done[t];
    total += done[t];
    for (const auto& [rpc, n] : fuzzers[t]->calls) calls[rpc] += n;
    for (const auto& [code, n] : fuzzers[t]->codes) codes[code] += n;
  }
  std::string summary;
  for (const auto& [rpc, n] : calls) summary += "  " + rpc + ": " + std::to_string(n) + "\n";
  for (const auto& [code, n] : codes)
    summary += "  status " + std::to_string(code) + ": " + std::to_string(n) + "\n";
  for (const auto& [what, n] : internal)
    summary += "  INTERNAL " + what + ": " + std::to_string(n) + "\n";
  std::printf("%d calls in %.1f s\n%s", total, seconds, summary.c_str());
  EXPECT_GE(total, 1000) << "too few calls in the budget";
  // Every RPC of the three services was exercised (raw or structured).
  for (const char* rpc : {"Blobs.Put", "Blobs.Get", "Blobs.FindMissing", "Farm.GetVersion",
                          "Farm.Submit", "Farm.SubmitShards", "Farm.Watch", "Farm.GetJob",
                          "Farm.Cancel", "Farm.ListJobs", "Farm.ListWorkers", "Workers.Register",
                          "Workers.Take", "Workers.Heartbeat", "Workers.Complete"})
    EXPECT_GT(calls[rpc], 0) << rpc;

  // Still serving, and still correct.
  auto farm_stub = proto::Farm::NewStub(channel_);
  auto workers = proto::Workers::NewStub(channel_);
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    proto::JobList jobs;
    ASSERT_TRUE(farm_stub->ListJobs(&context, {}, &jobs).ok());
  }
  // The fuzz may have removed blobs (see BlobStoreTest.AWrongSizeInADigestNeverRemovesThe-
  // GoodBlob: a digest with the right hash and a wrong size deletes the blob); say so and
  // upload them again so that what follows tests the coordinator, not that bug.
  for (size_t i = 0; i < known.size(); ++i) {
    if (!coordinator_->blobs().Has(known[i]))
      std::printf("known blob %zu (%s) was removed during the fuzz\n", i,
                  farm::Describe(known[i]).c_str());
    ASSERT_EQ(farm::UploadBlob(*blobs, known[i], payloads[i]), "");
  }
  // A fresh shards job of a toolchain no fuzzed worker has, run end to end. Its input is a
  // blob no fuzzed job ran: the shard cache (keyed by the input's digest) must not serve it.
  const std::string toolchain = "rtfarm cafe; runtime f00d";
  const std::string fresh_input = "an input no fuzzed job has seen";
  const proto::Digest fresh = DigestOf(fresh_input);
  ASSERT_EQ(farm::UploadBlob(*blobs, fresh, fresh_input), "");
  proto::SubmitShardsRequest submit;
  proto::ShardTask& task = *submit.add_shards();
  *task.mutable_input() = fresh;
  task.set_toolchain(toolchain);
  proto::SubmitReply submitted;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    grpc::Status status = farm_stub->SubmitShards(&context, submit, &submitted);
    ASSERT_TRUE(status.ok()) << status.error_message();
  }
  proto::RegisterRequest register_request;
  register_request.set_name("after the fuzz");
  register_request.set_toolchain(toolchain + "; gcc 12");
  proto::RegisterReply registered;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    ASSERT_TRUE(workers->Register(&context, register_request, &registered).ok());
  }
  proto::TakeRequest take;
  take.set_worker_id(registered.worker_id());
  take.set_max(4);
  proto::TakeReply taken;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    ASSERT_TRUE(workers->Take(&context, take, &taken).ok());
  }
  ASSERT_EQ(taken.leases_size(), 1);
  EXPECT_EQ(taken.leases(0).input().sha256(), fresh.sha256());
  proto::CompleteRequest complete;
  complete.set_worker_id(registered.worker_id());
  complete.set_lease_id(taken.leases(0).lease_id());
  *complete.mutable_output() = known[1];
  proto::CompleteReply completed;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    ASSERT_TRUE(workers->Complete(&context, complete, &completed).ok());
  }
  EXPECT_TRUE(completed.accepted());
  proto::Job job;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    proto::JobRequest request;
    request.set_job_id(submitted.job_id());
    ASSERT_TRUE(farm_stub->GetJob(&context, request, &job).ok());
  }
  EXPECT_EQ(job.state(), "done");
  ASSERT_EQ(job.shard_outputs_size(), 1);
  EXPECT_EQ(job.shard_outputs(0).sha256(), known[1].sha256());

  // Nothing written outside the state directory: no "passwd" anywhere near, and the
  // test's directory holds only the state and the home it was given.
  const char* tmp = std::getenv("TEST_TMPDIR");
  fs::path scan = tmp != nullptr ? fs::path(tmp).parent_path() : fs::path(root_).parent_path();
  // A submitted file named "~/passwd" or "etc/passwd" is a plain file inside its job's
  // source directory; anything named passwd anywhere else was written where it must not be.
  std::vector<std::string> escaped;
  for (const std::string& path : FindNamed(scan, "passwd")) {
    if (path.find("/state/jobs/") == std::string::npos || path.find("/src/") == std::string::npos)
      escaped.push_back(path);
  }
  EXPECT_EQ(escaped, std::vector<std::string>{}) << "scanned " << scan;
  for (const std::string& file : FilesUnder(root_)) {
    EXPECT_TRUE(file.rfind("state/", 0) == 0 || file == "home/runtime/rt.c")
        << "written outside the state directory: " << file;
  }
  std::set<std::string> top;
  for (const auto& entry : fs::directory_iterator(root_ + "/state"))
    top.insert(entry.path().filename().string());
  for (const std::string& name : top)
    EXPECT_TRUE(name == "blobs" || name == "jobs" || name.rfind("state.db", 0) == 0)
        << "unexpected entry in the state directory: " << name;
  // Every job file is under state/jobs/<id>/.
  for (const std::string& file : FilesUnder(root_ + "/state")) {
    EXPECT_TRUE(file.rfind("blobs/", 0) == 0 || file.rfind("jobs/", 0) == 0 ||
                file.rfind("state.db", 0) == 0)
        << file;
  }
}

TEST_F(FuzzHandlersTest, ABadSubmitIsRefusedAndAValidOneFailsCleanlyWithoutAFrontEnd) {
  auto blobs = proto::Blobs::NewStub(channel_);
  auto farm_stub = proto::Farm::NewStub(channel_);
  std::string source = "print('hi')\n";
  proto::Digest digest = DigestOf(source);
  ASSERT_EQ(farm::UploadBlob(*blobs, digest, source), "");

  auto submit = [&](const proto::SubmitRequest& request, proto::SubmitReply* reply) {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(5));
    return farm_stub->Submit(&context, request, reply);
  };
  // Hostile paths are refused before anything is written.
  for (const std::string path :
       {"../../etc/passwd", "/etc/passwd", "a/../../passwd", "..", "./main.py", "a/", ""}) {
    SCOPED_TRACE(path);
    proto::SubmitRequest request;
    proto::JobFile& file = *request.add_files();
    file.set_path(path);
    *file.mutable_digest() = digest;
    request.set_target(path);
    proto::SubmitReply reply;
    grpc::Status status = submit(request, &reply);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << status.error_message();
  }
  // A file that was not uploaded, a target not among the files, a bad option.
  {
    proto::SubmitRequest request;
    proto::JobFile& file = *request.add_files();
    file.set_path("main.py");
    *file.mutable_digest() = DigestOf("never uploaded");
    request.set_target("main.py");
    proto::SubmitReply reply;
    EXPECT_EQ(submit(request, &reply).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    *file.mutable_digest() = digest;
    request.set_target("other.py");
    EXPECT_EQ(submit(request, &reply).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    request.set_target("main.py");
    request.mutable_options()->set_opt(7);
    EXPECT_EQ(submit(request, &reply).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    request.mutable_options()->set_opt(2);
    proto::MatrixAxis& axis = *request.add_matrix();
    axis.set_key("shards");
    axis.add_values("5000");
    EXPECT_EQ(submit(request, &reply).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  }
  // A valid request: accepted; its front-end cannot start (no rtfarm executable), so
  // the job fails with a message, and the coordinator lives on.
  proto::SubmitRequest request;
  proto::JobFile& file = *request.add_files();
  file.set_path("pkg/main.py");
  *file.mutable_digest() = digest;
  request.set_target("pkg/main.py");
  proto::MatrixAxis& axis = *request.add_matrix();
  axis.set_key("opt");
  axis.add_values("0");
  axis.add_values("3");
  proto::SubmitReply reply;
  grpc::Status status = submit(request, &reply);
  ASSERT_TRUE(status.ok()) << status.error_message();
  grpc::ClientContext context;
  context.set_deadline(farm::DeadlineIn(10));
  proto::WatchRequest watch;
  watch.set_job_id(reply.job_id());
  auto reader = farm_stub->Watch(&context, watch);
  proto::JobEvent event, last;
  while (reader->Read(&event)) last = event;
  ASSERT_TRUE(reader->Finish().ok());
  EXPECT_EQ(last.kind(), proto::JobEvent::JOB_FAILED);
  proto::Job job;
  ASSERT_TRUE(coordinator_->GetJob(reply.job_id(), &job));
  EXPECT_EQ(job.state(), "failed");
  EXPECT_FALSE(job.error().empty());
  ASSERT_EQ(job.cells_size(), 2);
  // The source went under the job's own directory.
  EXPECT_TRUE(
      fs::exists(root_ + "/state/jobs/" + std::to_string(reply.job_id()) + "/src/pkg/main.py"));
}

}  // namespace
}  // namespace rtfarm::coordinator
