#include "coordinator/farm_auth.h"

#include <sys/stat.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace rtfarm::coordinator {
namespace {

const char* RoleName(FarmRole role) {
  switch (role) {
    case FarmRole::kClient:
      return "a client token";
    case FarmRole::kWorker:
      return "a worker certificate";
    case FarmRole::kClientOrWorker:
      return "a client token or a worker certificate";
  }
  return "?";
}

bool IsWorker(const grpc::ServerContext* context) {
  auto auth = context->auth_context();
  if (auth == nullptr) return false;
  // Present only when the peer's certificate was verified against the farm's CA.
  for (const auto& name : auth->FindPropertyValues("x509_common_name")) {
    if (std::string(name.data(), name.size()) == kWorkerCommonName) return true;
  }
  return false;
}

}  // namespace

const FarmAuth& FarmAuth::Open() {
  static const FarmAuth open;
  return open;
}

FarmAuth::FarmAuth(std::string tokens_file) : open_(false), tokens_file_(std::move(tokens_file)) {}

std::string FarmAuth::OwnerOf(const std::string& token) const {
  std::lock_guard<std::mutex> lock(mu_);
  struct stat info;
  int64_t mtime =
      stat(tokens_file_.c_str(), &info) == 0
          ? static_cast<int64_t>(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec
          : 0;
  if (mtime != loaded_mtime_) {
    tokens_.clear();
    std::ifstream in(tokens_file_);
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream fields(line);
      std::string name, value;
      if (fields >> name >> value && value.size() >= 16) tokens_[value] = name;
    }
    loaded_mtime_ = mtime;
  }
  auto it = tokens_.find(token);
  return it == tokens_.end() ? "" : it->second;
}

grpc::Status FarmAuth::Check(const grpc::ServerContext* context, FarmRole role,
                             const char* method) const {
  if (open_) return grpc::Status::OK;
  if (role != FarmRole::kClient && IsWorker(context)) return grpc::Status::OK;
  std::string why;
  if (role != FarmRole::kWorker) {
    const auto& metadata = context->client_metadata();
    auto it = metadata.find("authorization");
    if (it == metadata.end()) {
      why = "no token";
    } else {
      std::string value(it->second.data(), it->second.size());
      const std::string bearer = "Bearer ";
      if (value.rfind(bearer, 0) == 0 && !OwnerOf(value.substr(bearer.size())).empty())
        return grpc::Status::OK;
      why = "an unknown or revoked token";
    }
  } else {
    why = "no worker certificate";
  }
  std::fprintf(stderr, "rtfarm coordinator: refused %s from %s: %s (it needs %s)\n", method,
               context->peer().c_str(), why.c_str(), RoleName(role));
  return {grpc::StatusCode::UNAUTHENTICATED,
          std::string(method) + " needs " + RoleName(role) + "; the call had " + why};
}

}  // namespace rtfarm::coordinator
