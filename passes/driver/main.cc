// The rtfarm command: one binary, one subcommand per job.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>

#include "passes/driver/annotate_command.h"
#include "passes/driver/doctor.h"
#include "passes/driver/flowgraph_command.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/driver/translate_command.h"
#include "passes/driver/version_info.h"

namespace {

// Subcommands whose issue has not landed: they exist so `rtfarm --help` shows the plan,
// and say so plainly instead of pretending.
struct PlannedCommand {
  const char* name;
  const char* summary;
};

constexpr PlannedCommand kPlanned[] = {
    {"coordinator", "serve the farm over gRPC"},
    {"worker", "join a coordinator and run shards"},
    {"submit", "send a target and a variant matrix to a coordinator"},
};

constexpr int kNotYetAvailable = 2;

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rtfarm: translate RPython 3 programs into standalone executables through C"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("rtfarm ") + rtfarm::driver::kRtfarmVersion);

  int status = 0;
  auto* doctor = app.add_subcommand("doctor", "check the toolchain and print what was found");
  doctor->callback(
      [&] { status = rtfarm::driver::RunDoctor(rtfarm::driver::FindRtfarmHome(argv[0])); });

  rtfarm::driver::AddFlowgraphCommand(app, argv[0], &status);
  rtfarm::driver::AddAnnotateCommand(app, argv[0], &status);
  rtfarm::driver::AddTranslateCommand(app, argv[0], &status);

  for (const auto& planned : kPlanned) {
    auto* command = app.add_subcommand(planned.name, planned.summary);
    command->allow_extras();
    command->callback([&, name = planned.name] {
      std::fprintf(stderr, "rtfarm %s: not yet available in rtfarm %s\n", name,
                   rtfarm::driver::kRtfarmVersion);
      status = kNotYetAvailable;
    });
  }

  CLI11_PARSE(app, argc, argv);
  return status;
}
