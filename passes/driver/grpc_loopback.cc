#include "passes/driver/grpc_loopback.h"

#include <google/protobuf/util/message_differencer.h>
#include <grpcpp/grpcpp.h>

#include <chrono>

#include "coordinator/version_service.h"
#include "passes/driver/version_info.h"

namespace rtfarm::driver {

std::string CheckGrpcLoopback() {
  proto::Version expected = CurrentVersion();
  coordinator::VersionService service(expected);
  int port = 0;
  grpc::ServerBuilder builder;
  builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
  builder.RegisterService(&service);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  if (server == nullptr || port == 0) return "cannot listen on a loopback port";

  auto channel =
      grpc::CreateChannel("127.0.0.1:" + std::to_string(port), grpc::InsecureChannelCredentials());
  auto stub = proto::Farm::NewStub(channel);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
  proto::Version reply;
  grpc::Status status = stub->GetVersion(&context, proto::VersionRequest(), &reply);
  server->Shutdown();
  if (!status.ok()) return "GetVersion failed: " + status.error_message();
  if (!google::protobuf::util::MessageDifferencer::Equals(expected, reply)) {
    return "GetVersion answered a different Version message";
  }
  return "";
}

}  // namespace rtfarm::driver
