#include "farm/farm_channel.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "farm/c_directory.h"

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
  if (address.ca_file.empty())
    return grpc::CreateCustomChannel(address.address, grpc::InsecureChannelCredentials(),
                                     arguments);
  grpc::SslCredentialsOptions ssl;
  ssl.pem_root_certs = ReadExistingFile(address.ca_file);
  if (!address.cert_file.empty()) {
    ssl.pem_cert_chain = ReadExistingFile(address.cert_file);
    ssl.pem_private_key = ReadExistingFile(address.key_file);
  }
  std::shared_ptr<grpc::ChannelCredentials> credentials = grpc::SslCredentials(ssl);
  if (!address.token.empty())
    credentials =
        grpc::CompositeChannelCredentials(credentials, grpc::AccessTokenCredentials(address.token));
  return grpc::CreateCustomChannel(address.address, credentials, arguments);
}

void UseFarmDirectory(const std::string& dir, FarmAddress* address) {
  auto has = [&](const char* name) { return std::filesystem::exists(dir + "/" + name); };
  if (!has("ca.crt")) throw std::runtime_error(dir + "/ca.crt: no such file (rtfarm farm init)");
  address->ca_file = dir + "/ca.crt";
  if (has("client.token")) {
    address->token = ReadExistingFile(dir + "/client.token");
    while (!address->token.empty() &&
           (address->token.back() == '\n' || address->token.back() == ' '))
      address->token.pop_back();
  }
  if (has("worker.crt") && has("worker.key")) {
    address->cert_file = dir + "/worker.crt";
    address->key_file = dir + "/worker.key";
  }
}

std::chrono::system_clock::time_point DeadlineIn(double seconds) {
  return std::chrono::system_clock::now() +
         std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

}  // namespace rtfarm::farm
