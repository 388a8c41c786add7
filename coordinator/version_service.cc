#include "coordinator/version_service.h"

namespace rtfarm::coordinator {

grpc::Status VersionService::GetVersion(grpc::ServerContext*, const proto::VersionRequest*,
                                        proto::Version* reply) {
  *reply = version_;
  return grpc::Status::OK;
}

}  // namespace rtfarm::coordinator
