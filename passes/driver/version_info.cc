#include "passes/driver/version_info.h"

#include <gc.h>
#include <google/protobuf/stubs/common.h>
#include <grpcpp/grpcpp.h>
#include <oneapi/tbb/version.h>

#include <string>

#include "passes/host/embedded_python.h"

namespace rtfarm::driver {
namespace {

std::string BoehmVersion() {
  // GC_get_version() packs major << 16 | minor << 8 | micro.
  unsigned packed = GC_get_version();
  return std::to_string(packed >> 16) + "." + std::to_string((packed >> 8) & 0xff) + "." +
         std::to_string(packed & 0xff);
}

}  // namespace

proto::Version CurrentVersion() {
  proto::Version version;
  version.set_rtfarm(kRtfarmVersion);
  version.set_protobuf(google::protobuf::internal::VersionString(GOOGLE_PROTOBUF_VERSION));
  version.set_grpc(grpc::Version());
  version.set_tbb(TBB_runtime_version());
  version.set_boehm_gc(BoehmVersion());
  if (host::EmbeddedPython::IsRunning()) version.set_python(host::EmbeddedPython::Version());
  return version;
}

}  // namespace rtfarm::driver
