#include "passes/driver/doctor.h"

#include <cstdio>
#include <optional>

#include "passes/driver/grpc_loopback.h"
#include "passes/driver/tool_probe.h"
#include "passes/driver/version_info.h"
#include "passes/host/embedded_python.h"

namespace rtfarm::driver {
namespace {

class Report {
 public:
  void Line(const char* component, const std::optional<std::string>& found, const char* remedy) {
    if (found) {
      std::printf("  ok       %-10s %s\n", component, found->c_str());
    } else {
      ++failures_;
      std::printf("  MISSING  %-10s %s\n", component, remedy);
    }
  }
  int failures() const { return failures_; }

 private:
  int failures_ = 0;
};

std::optional<std::string> Failed() { return std::nullopt; }

std::string OneLine(std::string text) {
  for (char& c : text) {
    if (c == '\n') c = ' ';
  }
  return text;
}

}  // namespace

int RunDoctor(const std::string& rtfarm_home) {
  Report report;
  std::printf("rtfarm %s\n", kRtfarmVersion);
  constexpr const char* kBootstrap = "run deploy/bootstrap.sh";

  report.Line("home", rtfarm_home.empty() ? Failed() : std::optional(rtfarm_home),
              "no rtfarm tree with rlib/ found: set RTFARM_HOME or use ./rtfarm");

  std::string python_error =
      rtfarm_home.empty() ? "no rlib to put on sys.path" : host::EmbeddedPython::Start(rtfarm_home);
  if (python_error.empty()) {
    report.Line("python", OneLine(host::EmbeddedPython::Version()) + " (embedded)", "");
    bool ok = false;
    std::string rlib = host::EmbeddedPython::ImportAndLocate("rlib", &ok);
    report.Line("rlib", ok ? std::optional(rlib) : Failed(),
                ("import rlib failed: " + rlib).c_str());
  } else {
    report.Line("python", Failed(), python_error.c_str());
  }

  proto::Version version = CurrentVersion();
  report.Line("gcc", FirstLineOf("gcc --version"), kBootstrap);
  report.Line("ccache", FirstLineOf("ccache --version"), kBootstrap);
  report.Line("boehm-gc", version.boehm_gc() + " (libgc)", "");
  report.Line("onetbb", version.tbb() + " (libtbb)", "");
  report.Line("protobuf", version.protobuf(), "");
  std::string grpc_error = CheckGrpcLoopback();
  report.Line("grpc",
              grpc_error.empty() ? std::optional(version.grpc() + " (loopback call ok)") : Failed(),
              grpc_error.c_str());
  report.Line("graphviz", FirstLineOf("dot -V"), kBootstrap);

  if (report.failures() == 0) {
    std::printf("all checks passed\n");
    return 0;
  }
  std::printf("%d check(s) failed\n", report.failures());
  return 1;
}

}  // namespace rtfarm::driver
