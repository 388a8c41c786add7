#include "worker/worker.h"

#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <ctime>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/program_cache.h"
#include "farm/shard_runner.h"
#include "farm/toolchain.h"
#include "proto/farm.grpc.pb.h"
#include "proto/shard.pb.h"

namespace rtfarm::worker {
namespace {

using Clock = std::chrono::steady_clock;

class Worker {
 public:
  Worker(const WorkerConfig& config, const std::atomic<bool>& stop)
      : config_(config),
        stop_(stop),
        channel_(farm::OpenFarmChannel(config.coordinator)),
        workers_(proto::Workers::NewStub(channel_)),
        blobs_(proto::Blobs::NewStub(channel_)) {
    toolchain_ = farm::ShardToolchain(farm::RuntimeHash(config.runtime_dir), true);
  }

  int Run() {
    std::thread heartbeat([this] { Heartbeats(); });
    std::thread reporter([this] { Reporter(); });
    for (int i = 0; i < config_.slots; ++i) threads_.emplace_back([this] { Slot(); });
    while (!stop_) {
      if (worker_id() == 0 && !Register()) {
        Sleep(0.5);
        continue;
      }
      // Shards wait behind the running ones (Window()), so a slot that ends one starts
      // the next without a round trip (their leases are kept alive the same way).
      int free = Window() - Running();
      if (free <= 0) {
        WaitForSlot();
        continue;
      }
      proto::TakeRequest request;
      request.set_worker_id(worker_id());
      request.set_max(free);
      proto::TakeReply reply;
      grpc::ClientContext context;
      context.set_deadline(farm::DeadlineIn(10));
      grpc::Status status = workers_->Take(&context, request, &reply);
      if (!status.ok()) {
        Sleep(0.2);  // the coordinator is away: ask again
        continue;
      }
      if (reply.unknown_worker()) {
        Forget();
        continue;
      }
      for (const proto::ShardLease& lease : reply.leases()) Start(lease);
    }
    slot_free_.notify_all();
    report_ready_.notify_all();
    heartbeat.join();
    reporter.join();
    for (std::thread& thread : threads_) thread.join();
    return 0;
  }

 private:
  int64_t worker_id() {
    std::lock_guard<std::mutex> lock(mu_);
    return worker_id_;
  }
  // The leases the worker holds at most: the running shards and one waiting per slot, or
  // kFastWindow per slot while shards take under kFastShardSeconds on average (no-op or cached-work
  // shards), when a round trip per shard or two would leave the slots idle; results
  // then travel in batches (Reporter).
  int Window() {
    std::lock_guard<std::mutex> lock(mu_);
    return (fast_shards_ ? kFastWindow : 2) * config_.slots;
  }
  void NoteShardTime(double seconds) {
    std::lock_guard<std::mutex> lock(mu_);
    // An average, so that one shard delayed by a busy machine does not shrink the window.
    shard_seconds_ = 0.8 * shard_seconds_ + 0.2 * seconds;
    fast_shards_ = shard_seconds_ < kFastShardSeconds;
  }
  int Running() {
    std::lock_guard<std::mutex> lock(mu_);
    return static_cast<int>(running_.size());
  }
  void Forget() {
    std::lock_guard<std::mutex> lock(mu_);
    worker_id_ = 0;
    lost_.insert(running_.begin(), running_.end());
  }
  void Sleep(double seconds) {
    std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000)));
  }
  void WaitForSlot() {
    std::unique_lock<std::mutex> lock(mu_);
    slot_free_.wait_for(lock, std::chrono::milliseconds(200),
                        [this] { return static_cast<int>(running_.size()) < config_.slots; });
  }

  // One line on stderr, prefixed with the worker's name (the fault tests read them).
  __attribute__((format(printf, 2, 3))) void Log(const char* format, ...) {
    char text[1024];
    va_list args;
    va_start(args, format);
    std::vsnprintf(text, sizeof text, format, args);
    va_end(args);
    timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    tm local;
    localtime_r(&now.tv_sec, &local);
    std::fprintf(stderr, "%02d:%02d:%02d.%03ld rtfarm worker %s: %s\n", local.tm_hour, local.tm_min,
                 local.tm_sec, now.tv_nsec / 1000000, config_.name.c_str(), text);
  }

  bool Register() {
    proto::RegisterRequest request;
    request.set_name(config_.name);
    request.set_toolchain(toolchain_);
    request.set_cores(config_.slots);
    proto::RegisterReply reply;
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(10));
    grpc::Status status = workers_->Register(&context, request, &reply);
    if (!status.ok()) {
      // Said once per reason: a refused credential, an unreachable coordinator.
      if (status.error_message() != last_register_error_) {
        last_register_error_ = status.error_message();
        Log("cannot register: %s", last_register_error_.c_str());
      }
      return false;
    }
    std::lock_guard<std::mutex> lock(mu_);
    worker_id_ = reply.worker_id();
    lease_seconds_ = reply.lease_seconds();
    Log("registered as worker %lld (%d slots)", static_cast<long long>(worker_id_), config_.slots);
    return true;
  }

  void Start(const proto::ShardLease& lease) {
    std::lock_guard<std::mutex> lock(mu_);
    running_.insert(lease.lease_id());
    queue_.push_back(lease);
    slot_free_.notify_all();
  }

  // One of the worker's `slots` threads: runs leased shards one at a time.
  void Slot() {
    for (;;) {
      proto::ShardLease lease;
      {
        std::unique_lock<std::mutex> lock(mu_);
        slot_free_.wait(lock, [this] { return stop_ || !queue_.empty(); });
        if (queue_.empty()) return;
        lease = queue_.front();
        queue_.pop_front();
      }
      // A shard whose result is queued for the coordinator stays running (its lease kept
      // alive) until the reporter has delivered it; the slot goes on with the next one.
      if (!RunLease(lease)) Finished(lease.lease_id());
    }
  }

  void Finished(int64_t lease_id) {
    std::lock_guard<std::mutex> lock(mu_);
    running_.erase(lease_id);
    lost_.erase(lease_id);
    slot_free_.notify_all();
  }

  // A shard's result waiting to be delivered.
  struct Report {
    proto::ShardLease lease;
    std::string output;
    std::string summary;
    proto::Digest digest;   // of output, once computed
    bool uploaded = false;  // a large output is in the blob store
    bool dropped = false;   // delivered, or its lease lost
  };
  static constexpr size_t kMaxBatch = 64;
  static constexpr int kFastWindow = 8;
  static constexpr double kFastShardSeconds = 0.01;

  // Delivers results off the slots: a slot does not wait for the round trip of its last
  // result before it runs the next shard (already leased, 2 per slot). The results queued
  // while a call was under way go together in the next one.
  void Reporter() {
    for (;;) {
      std::vector<Report> batch;
      {
        std::unique_lock<std::mutex> lock(mu_);
        report_ready_.wait(lock, [this] { return stop_ || !reports_.empty(); });
        if (reports_.empty()) return;
        while (!reports_.empty() && batch.size() < kMaxBatch) {
          batch.push_back(std::move(reports_.front()));
          reports_.pop_front();
        }
      }
      Deliver(batch);
      for (const Report& report : batch) Finished(report.lease.lease_id());
    }
  }

  bool Lost(int64_t lease_id) {
    std::lock_guard<std::mutex> lock(mu_);
    return lost_.count(lease_id) > 0;
  }

  // Runs the shard; true when its result was queued for the reporter.
  bool RunLease(const proto::ShardLease& lease) {
    std::string problem;
    std::optional<std::string> input;
    if (!lease.inline_input().empty()) {
      proto::Digest arrived = farm::DigestOf(lease.inline_input());
      if (arrived.sha256() == lease.input().sha256() && arrived.size() == lease.input().size()) {
        input = lease.inline_input();
      } else {
        problem = "the inline input of shard " + std::to_string(lease.shard_id()) +
                  " does not match its digest: not used";
      }
    } else {
      input = farm::DownloadBlob(*blobs_, lease.input(), &problem);
    }
    std::string output;
    std::string summary;
    if (input) {
      auto started = Clock::now();
      output = farm::RunShardBytes(*input, {config_.runtime_dir, config_.compile_wrapper});
      NoteShardTime(std::chrono::duration<double>(Clock::now() - started).count());
      summary = Summary(output);
    } else {
      // A shard whose input cannot be had (damaged on the way): its output says so, and
      // the coordinator runs it again elsewhere.
      output = "";
    }
    if (!input) {
      Log("shard %lld: %s", static_cast<long long>(lease.shard_id()), problem.c_str());
      return false;  // the lease expires and the shard runs again
    }
    Report report;
    report.lease = lease;
    report.output = std::move(output);
    report.summary = std::move(summary);
    std::lock_guard<std::mutex> lock(mu_);
    reports_.push_back(std::move(report));
    report_ready_.notify_one();
    return true;
  }

  // Delivers `batch` in one Complete call (retried while the coordinator is away); the
  // results whose lease was lost meanwhile are dropped.
  void Deliver(std::vector<Report>& batch) {
    for (int attempt = 0; attempt < 50 && !stop_; ++attempt) {
      std::vector<Report*> live;
      for (Report& report : batch) {
        if (!report.dropped && (Lost(report.lease.lease_id()) || stop_)) {
          Log("shard %lld: lease %lld was lost (expired or cancelled); its result is dropped",
              static_cast<long long>(report.lease.shard_id()),
              static_cast<long long>(report.lease.lease_id()));
          report.dropped = true;
        }
        if (report.dropped) continue;
        if (report.digest.sha256().empty()) report.digest = farm::DigestOf(report.output);
        // A large output goes to the blob store first, once.
        if (!report.uploaded && report.output.size() > farm::kInlineBytes)
          report.uploaded = farm::UploadBlob(*blobs_, report.digest, report.output).empty();
        if (report.output.size() <= farm::kInlineBytes || report.uploaded) live.push_back(&report);
      }
      bool pending = false;
      for (const Report& report : batch) pending = pending || !report.dropped;
      if (!pending) return;
      if (!live.empty()) {
        proto::CompleteRequest request;
        request.set_worker_id(worker_id());
        for (size_t i = 0; i < live.size(); ++i) {
          const Report& report = *live[i];
          bool inline_output = report.output.size() <= farm::kInlineBytes;
          if (i == 0) {
            request.set_lease_id(report.lease.lease_id());
            *request.mutable_output() = report.digest;
            if (inline_output) request.set_inline_output(report.output);
          } else {
            proto::ShardResult& more = *request.add_more();
            more.set_lease_id(report.lease.lease_id());
            *more.mutable_output() = report.digest;
            if (inline_output) more.set_inline_output(report.output);
          }
        }
        // These slots are about to be free: the next shards come back with the answer.
        request.set_take(std::max(0, Window() - (Running() - static_cast<int>(live.size()))));
        proto::CompleteReply reply;
        grpc::ClientContext context;
        context.set_deadline(farm::DeadlineIn(30));
        if (workers_->Complete(&context, request, &reply).ok()) {
          for (size_t i = 0; i < live.size(); ++i) {
            bool accepted = i == 0 ? reply.accepted()
                                   : (static_cast<int>(i) - 1 < reply.more_accepted_size() &&
                                      reply.more_accepted(static_cast<int>(i) - 1));
            Log("shard %lld: done under lease %lld, %s; %s",
                static_cast<long long>(live[i]->lease.shard_id()),
                static_cast<long long>(live[i]->lease.lease_id()),
                accepted ? "accepted" : "ignored (the lease had expired)",
                live[i]->summary.c_str());
            live[i]->dropped = true;  // delivered
          }
          for (const proto::ShardLease& next : reply.leases()) Start(next);
          bool left = false;
          for (const Report& report : batch) left = left || !report.dropped;
          if (!left) return;
          // An upload failed: those are tried again below.
        }
      }
      Sleep(0.2);  // the coordinator is away: it keeps the lease, answer when it is back
    }
  }

  // "ccache 1 hit, 0 miss" or "failed: <first line of the error>", for the log.
  static std::string Summary(const std::string& output_bytes) {
    proto::ShardOutput output;
    if (!output.ParseFromString(output_bytes)) return "an unreadable output";
    if (!output.error().empty())
      return "failed: " + output.error().substr(0, output.error().find('\n'));
    return "ccache " + std::to_string(output.stats().ccache_hits()) + " hit, " +
           std::to_string(output.stats().ccache_misses()) + " miss";
  }

  void Heartbeats() {
    bool reachable = true;
    while (!stop_) {
      double interval;
      proto::HeartbeatRequest request;
      {
        std::lock_guard<std::mutex> lock(mu_);
        interval = std::max(0.05, lease_seconds_ / 4);
        request.set_worker_id(worker_id_);
        for (int64_t id : running_) request.add_lease_ids(id);
      }
      if (request.worker_id() != 0) {
        proto::HeartbeatReply reply;
        grpc::ClientContext context;
        context.set_deadline(farm::DeadlineIn(std::max(1.0, interval * 2)));
        grpc::Status status = workers_->Heartbeat(&context, request, &reply);
        if (status.ok() != reachable) {
          reachable = status.ok();
          Log("%s", reachable ? "the coordinator answers again"
                              : ("lost the coordinator: " + status.error_message()).c_str());
        }
        if (status.ok()) {
          std::lock_guard<std::mutex> lock(mu_);
          for (int64_t id : reply.lost_leases()) lost_.insert(id);
          if (reply.unknown_worker()) {
            worker_id_ = 0;
            lost_.insert(running_.begin(), running_.end());
          }
        }
      }
      Sleep(interval);
    }
  }

  WorkerConfig config_;
  const std::atomic<bool>& stop_;
  std::shared_ptr<grpc::Channel> channel_;
  std::unique_ptr<proto::Workers::Stub> workers_;
  std::unique_ptr<proto::Blobs::Stub> blobs_;
  std::string toolchain_;
  std::string last_register_error_;
  std::mutex mu_;
  std::condition_variable slot_free_;
  int64_t worker_id_ = 0;
  double lease_seconds_ = 10;
  double shard_seconds_ = 1;  // the running average of a shard's time
  bool fast_shards_ = false;  // shard_seconds_ < kFastShardSeconds
  std::set<int64_t> running_;
  std::set<int64_t> lost_;
  std::deque<proto::ShardLease> queue_;
  std::condition_variable report_ready_;
  std::deque<Report> reports_;
  std::vector<std::thread> threads_;
};

}  // namespace

int RunWorker(const WorkerConfig& config, const std::atomic<bool>& stop) {
  return Worker(config, stop).Run();
}

}  // namespace rtfarm::worker
