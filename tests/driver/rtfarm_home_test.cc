#include "passes/driver/rtfarm_home.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>

namespace rtfarm::driver {
namespace {

TEST(RtfarmHomeTest, FindsTheRunfilesTreeOfATest) {
  unsetenv("RTFARM_HOME");
  std::string home = FindRtfarmHome(nullptr);
  ASSERT_FALSE(home.empty());
  EXPECT_TRUE(std::filesystem::exists(home + "/rlib/__init__.py"));
}

TEST(RtfarmHomeTest, EnvironmentWinsWhenItHoldsRlib) {
  std::string runfiles = FindRtfarmHome(nullptr);
  setenv("RTFARM_HOME", runfiles.c_str(), 1);
  EXPECT_EQ(FindRtfarmHome(nullptr), runfiles);
  unsetenv("RTFARM_HOME");
}

TEST(RtfarmHomeTest, EnvironmentWithoutRlibIsSkipped) {
  setenv("RTFARM_HOME", "/nonexistent-rtfarm-home", 1);
  std::string home = FindRtfarmHome(nullptr);
  EXPECT_NE(home, "/nonexistent-rtfarm-home");
  EXPECT_FALSE(home.empty());
  unsetenv("RTFARM_HOME");
}

}  // namespace
}  // namespace rtfarm::driver
