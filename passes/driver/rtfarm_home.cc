#include "passes/driver/rtfarm_home.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace rtfarm::driver {
namespace {

bool HoldsRlib(const std::filesystem::path& dir) {
  std::error_code ignored;
  return std::filesystem::exists(dir / "rlib" / "__init__.py", ignored);
}

std::string FromEnv(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

}  // namespace

std::string FindRtfarmHome(const char* argv0) {
  std::vector<std::filesystem::path> candidates;
  if (auto home = FromEnv("RTFARM_HOME"); !home.empty()) candidates.emplace_back(home);
  if (argv0 != nullptr) {
    candidates.emplace_back(std::string(argv0) + ".runfiles/rtfarm");
  }
  if (auto dir = FromEnv("TEST_SRCDIR"); !dir.empty()) candidates.emplace_back(dir + "/rtfarm");
  if (auto dir = FromEnv("BUILD_WORKSPACE_DIRECTORY"); !dir.empty()) candidates.emplace_back(dir);
  for (const auto& candidate : candidates) {
    if (HoldsRlib(candidate)) {
      std::error_code ignored;
      auto absolute = std::filesystem::absolute(candidate, ignored);
      return (ignored ? candidate : absolute).lexically_normal().string();
    }
  }
  return "";
}

std::string RequireRtfarmHome(const char* argv0) {
  std::string home = FindRtfarmHome(argv0);
  if (home.empty())
    std::fprintf(stderr,
                 "error: cannot find rtfarm's tree (rlib/ and runtime/) from %s: run it "
                 "through the ./rtfarm wrapper of a checkout, or set RTFARM_HOME to the "
                 "checkout\n",
                 argv0 != nullptr ? argv0 : "rtfarm");
  return home;
}

}  // namespace rtfarm::driver
