#include "passes/host/embedded_python.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace rtfarm::host {
namespace {

std::string RunfilesRoot() { return std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm"; }

class EmbeddedPythonTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(EmbeddedPython::Start(RunfilesRoot()), ""); }
};

TEST_F(EmbeddedPythonTest, RunsDebiansCPython311) {
  EXPECT_TRUE(EmbeddedPython::IsRunning());
  EXPECT_EQ(EmbeddedPython::Version().rfind("3.11.", 0), 0u) << EmbeddedPython::Version();
}

TEST_F(EmbeddedPythonTest, ImportsRlibFromTheRtfarmTree) {
  bool ok = false;
  std::string where = EmbeddedPython::ImportAndLocate("rlib.rarithmetic", &ok);
  EXPECT_TRUE(ok) << where;
  EXPECT_NE(where.find("rlib/rarithmetic.py"), std::string::npos) << where;
}

TEST_F(EmbeddedPythonTest, ImportsTheStandardLibrary) {
  bool ok = false;
  std::string where = EmbeddedPython::ImportAndLocate("json", &ok);
  EXPECT_TRUE(ok) << where;
  EXPECT_EQ(where.rfind("/usr/lib/python3.11/", 0), 0u) << where;
}

TEST_F(EmbeddedPythonTest, MissingModuleIsReportedNotFatal) {
  bool ok = true;
  std::string error = EmbeddedPython::ImportAndLocate("no_such_module_rtfarm", &ok);
  EXPECT_FALSE(ok);
  EXPECT_EQ(error, "ModuleNotFoundError: No module named 'no_such_module_rtfarm'");
}

TEST_F(EmbeddedPythonTest, StartTwiceIsHarmless) {
  EXPECT_EQ(EmbeddedPython::Start("/elsewhere"), "");
  EXPECT_TRUE(EmbeddedPython::IsRunning());
}

}  // namespace
}  // namespace rtfarm::host
