#include "farm/farm_executor.h"

#include <google/protobuf/arena.h>
#include <unistd.h>

#include <climits>
#include <cstdio>

#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/job_watch.h"
#include "farm/shard_runner.h"
#include "proto/farm.grpc.pb.h"
#include "proto/shard.pb.h"

namespace rtfarm::farm {
namespace {

// A shard's output that says the farm could not run it: the back-end reports it like a
// shard's own failure, naming the shard's graphs.
std::string FailedOutput(const std::string& why) {
  proto::ShardOutput output;
  output.set_error(why);
  return SerializeDeterministic(output);
}

// The digest and the toolchain of a serialised input. No key: the coordinator keys a
// shards job's outputs by their input's digest, which it checks itself.
proto::ShardTask TaskOf(const std::string& bytes) {
  proto::ShardTask task;
  *task.mutable_input() = DigestOf(bytes);
  google::protobuf::Arena arena;
  auto* input = google::protobuf::Arena::CreateMessage<proto::ShardInput>(&arena);
  if (bytes.size() < static_cast<size_t>(INT_MAX) &&
      input->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    task.set_toolchain(input->toolchain());
  }
  return task;
}

class FarmExecutor : public Executor {
 public:
  FarmExecutor(const FarmAddress& address, std::string label)
      : address_(address), label_(std::move(label)) {}

  std::string name() const override { return "farm " + address_.address; }

  std::vector<std::string> Run(const std::vector<std::string>& inputs) override {
    if (inputs.empty()) return {};
    auto channel = OpenFarmChannel(address_);
    auto blobs = proto::Blobs::NewStub(channel);
    auto farm = proto::Farm::NewStub(channel);
    proto::SubmitShardsRequest request;
    request.set_label(label_);
    std::vector<std::pair<proto::Digest, const std::string*>> uploads;
    for (const std::string& bytes : inputs) {
      *request.add_shards() = TaskOf(bytes);
      uploads.push_back({request.shards().rbegin()->input(), &bytes});
    }
    std::string problem = UploadMissing(*blobs, uploads);
    if (!problem.empty()) return Failed(inputs.size(), problem);
    proto::SubmitReply reply;
    {
      grpc::ClientContext context;
      context.set_deadline(DeadlineIn(60));
      grpc::Status status = farm->SubmitShards(&context, request, &reply);
      if (!status.ok()) return Failed(inputs.size(), "submitting: " + status.error_message());
    }
    WatchOutcome outcome = WatchJob(*farm, reply.job_id(), [&](const proto::JobEvent& event) {
      if (event.kind() == proto::JobEvent::PROGRESS && progress_ != nullptr) {
        progress_->SetShards(event.done(), event.total());
      } else if (event.kind() == proto::JobEvent::WARNING) {
        if (progress_ != nullptr) {
          progress_->Note("warning: " + event.text());
        } else {
          std::fprintf(stderr, "warning: %s\n", event.text().c_str());
        }
      }
    });
    if (!outcome.problem.empty()) return Failed(inputs.size(), outcome.problem);
    proto::Job job;
    {
      grpc::ClientContext context;
      context.set_deadline(DeadlineIn(60));
      proto::JobRequest job_request;
      job_request.set_job_id(reply.job_id());
      grpc::Status status = farm->GetJob(&context, job_request, &job);
      if (!status.ok()) return Failed(inputs.size(), "job status: " + status.error_message());
    }
    std::vector<std::string> outputs(inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (static_cast<int>(i) >= job.shard_outputs_size() ||
          job.shard_outputs(static_cast<int>(i)).sha256().empty()) {
        outputs[i] = FailedOutput("the farm returned no output (" +
                                  (job.error().empty() ? job.state() : job.error()) + ")");
        continue;
      }
      std::string why;
      auto bytes = DownloadBlob(*blobs, job.shard_outputs(static_cast<int>(i)), &why);
      outputs[i] = bytes ? std::move(*bytes) : FailedOutput(why);
    }
    return outputs;
  }

 private:
  static std::vector<std::string> Failed(size_t count, const std::string& why) {
    return std::vector<std::string>(count, FailedOutput("the farm: " + why));
  }

  FarmAddress address_;
  std::string label_;
};

}  // namespace

std::unique_ptr<Executor> MakeFarmExecutor(const FarmAddress& address, const std::string& label) {
  return std::make_unique<FarmExecutor>(address, label);
}

}  // namespace rtfarm::farm
