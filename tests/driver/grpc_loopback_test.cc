#include "passes/driver/grpc_loopback.h"

#include <gtest/gtest.h>

#include "passes/driver/version_info.h"

namespace rtfarm::driver {
namespace {

TEST(GrpcLoopbackTest, GetVersionRoundTripsOverARealChannel) { EXPECT_EQ(CheckGrpcLoopback(), ""); }

TEST(VersionInfoTest, ReportsRuntimeLibraryVersions) {
  proto::Version version = CurrentVersion();
  EXPECT_EQ(version.rtfarm(), kRtfarmVersion);
  EXPECT_EQ(version.protobuf().rfind("3.", 0), 0u) << version.protobuf();
  EXPECT_EQ(version.grpc().rfind("1.", 0), 0u) << version.grpc();
  EXPECT_EQ(version.boehm_gc().rfind("8.", 0), 0u) << version.boehm_gc();
  EXPECT_EQ(version.tbb().rfind("20", 0), 0u) << version.tbb();
}

TEST(VersionInfoTest, SerialisesAndParsesBack) {
  proto::Version version = CurrentVersion();
  proto::Version parsed;
  ASSERT_TRUE(parsed.ParseFromString(version.SerializeAsString()));
  EXPECT_EQ(parsed.boehm_gc(), version.boehm_gc());
  EXPECT_EQ(parsed.grpc(), version.grpc());
}

}  // namespace
}  // namespace rtfarm::driver
