#include "farm/farm_channel.h"

namespace rtfarm::farm {

std::shared_ptr<grpc::Channel> OpenFarmChannel(const FarmAddress& address) {
  grpc::ChannelArguments arguments;
  arguments.SetMaxReceiveMessageSize(kMaxMessageBytes);
  arguments.SetMaxSendMessageSize(kMaxMessageBytes);
  // A coordinator restarted mid-job is found again within a second: workers must renew
  // their leases before those run out. gRPC's defaults (a 20 s minimum connect backoff,
  // 30 s between name resolutions) would keep a worker away for ten seconds or more.
  arguments.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 100);
  arguments.SetInt(GRPC_ARG_MIN_RECONNECT_BACKOFF_MS, 100);
  arguments.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 1000);
  arguments.SetInt(GRPC_ARG_DNS_MIN_TIME_BETWEEN_RESOLUTIONS_MS, 200);
  return grpc::CreateCustomChannel(address.address, grpc::InsecureChannelCredentials(), arguments);
}

std::chrono::system_clock::time_point DeadlineIn(double seconds) {
  return std::chrono::system_clock::now() +
         std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

}  // namespace rtfarm::farm
