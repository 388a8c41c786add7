#include "passes/driver/tool_probe.h"

#include <gtest/gtest.h>

namespace rtfarm::driver {
namespace {

TEST(ToolProbeTest, ReturnsTheFirstLine) { EXPECT_EQ(FirstLineOf("printf 'one\\ntwo\\n'"), "one"); }

TEST(ToolProbeTest, MergesStderrBecauseSomeToolsPrintTheirVersionThere) {
  EXPECT_EQ(FirstLineOf("echo on-stderr >&2"), "on-stderr");
}

TEST(ToolProbeTest, MissingToolIsNullopt) {
  EXPECT_EQ(FirstLineOf("rtfarm-no-such-tool --version"), std::nullopt);
}

TEST(ToolProbeTest, FailingToolIsNullopt) {
  EXPECT_EQ(FirstLineOf("echo x; exit 3"), std::nullopt);
}

}  // namespace
}  // namespace rtfarm::driver
