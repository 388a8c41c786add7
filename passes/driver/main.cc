// The rtfarm command: one binary, one subcommand per job.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <string_view>

#include "client/submit_command.h"
#include "coordinator/coordinator_command.h"
#include "coordinator/farm_init_command.h"
#include "farm/compile_sandbox.h"
#include "passes/driver/annotate_command.h"
#include "passes/driver/doctor.h"
#include "passes/driver/flowgraph_command.h"
#include "passes/driver/job_frontend_command.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/driver/translate_command.h"
#include "passes/driver/version_info.h"
#include "worker/worker_command.h"

int main(int argc, char** argv) {
  // A farm worker's compiles run through this (ccache's prefix command): before any
  // option parsing, since the compiler's own arguments follow.
  // ccache runs a prefix command by name, so the worker links this executable as
  // rtfarm-compile-sandbox (farm/compile_sandbox.h).
  std::string_view name = argv[0];
  if (name.substr(name.rfind('/') + 1) == rtfarm::farm::kCompileSandboxName)
    return rtfarm::farm::RunCompileSandbox(argc - 1, argv + 1);

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

  rtfarm::driver::AddJobFrontEndCommand(app, argv[0], &status);
  rtfarm::coordinator::AddCoordinatorCommand(app, argv[0], &status);
  rtfarm::coordinator::AddFarmInitCommand(app, &status);
  rtfarm::worker::AddWorkerCommand(app, argv[0], &status);
  rtfarm::client::AddSubmitCommand(app, &status);
  rtfarm::client::AddStatusCommand(app, &status);

  CLI11_PARSE(app, argc, argv);
  return status;
}
