#include "passes/driver/job_frontend_command.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "farm/blob_store.h"
#include "farm/c_directory.h"
#include "farm/program_cache.h"
#include "farm/translation_options.h"
#include "passes/driver/backend.h"
#include "passes/driver/front_end.h"
#include "passes/driver/rtfarm_home.h"
#include "passes/transform/gc_policy.h"
#include "proto/farm.pb.h"

namespace rtfarm::driver {
namespace {

namespace fs = std::filesystem;

// Shards per cell when the submitter did not say: a farm has more cores than one machine.
constexpr int kDefaultFarmShards = 8;

void WriteBlob(const fs::path& dir, const std::string& bytes, proto::Digest* digest) {
  *digest = farm::DigestOf(bytes);
  fs::path path = dir / "blobs" / digest->sha256();
  if (!fs::exists(path)) farm::WriteFile(path, bytes);
}

proto::CellPlan PlanCell(int index, const proto::TranslationOptions& options,
                         AnalysedProgram& program, const std::string& runtime_hash,
                         const fs::path& dir) {
  proto::CellPlan cell;
  cell.set_cell(index);
  std::unique_ptr<transform::GcPolicy> gc = transform::MakeGcPolicy(options.gc());
  if (gc == nullptr) {
    cell.set_error(transform::GcPolicyProblem(options.gc()));
    return cell;
  }
  BackendOptions backend = BackendOptionsFor(options, runtime_hash);
  if (options.shards() <= 0) backend.shards = kDefaultFarmShards;
  BackendPlan plan = PlanBackend(*program.universe, program.entry_graph, *gc, backend);
  for (const genc::SourceFile& file : plan.files) {
    proto::Artifact& artifact = *cell.add_database();
    artifact.set_name(file.name);
    WriteBlob(dir, file.text, artifact.mutable_digest());
  }
  for (size_t s = 0; s < plan.inputs.size(); ++s) {
    proto::ShardTask& task = *cell.add_shards();
    WriteBlob(dir, plan.inputs[s], task.mutable_input());
    task.set_key(plan.keys[s]);
    task.set_toolchain(plan.toolchain);
    cell.add_descriptions(plan.descriptions[s]);
  }
  return cell;
}

int RunJobFrontEnd(const std::string& dir_text, const std::string& home) {
  auto start = std::chrono::steady_clock::now();
  fs::path dir = dir_text;
  try {
    proto::SubmitRequest request;
    if (!request.ParseFromString(farm::ReadExistingFile(dir / "request.pb"))) {
      std::fprintf(stderr, "error: %s/request.pb is not a SubmitRequest\n", dir_text.c_str());
      return 2;
    }
    std::vector<proto::MatrixAxis> axes(request.matrix().begin(), request.matrix().end());
    std::vector<proto::TranslationOptions> cells = farm::ExpandMatrix(request.options(), axes);
    fs::create_directories(dir / "blobs");
    PhaseClock clock(stdout);
    clock.Start("import");
    // The target imports its neighbours by path, as it does on the submitter's machine.
    ImportedTarget imported = ImportTarget((dir / "src" / request.target()).string(), home);
    clock.Stop();
    AnalysedProgram program;
    if (!AnalyseProgram(imported, 0, clock, &program)) return 1;
    std::string runtime_hash = farm::RuntimeHash(home + "/runtime");
    proto::JobPlan plan;
    // Inlining changes the graphs: the cells without it are planned first.
    for (bool inlined : {false, true}) {
      bool any = false;
      for (const auto& cell : cells) any = any || cell.backendopt() == inlined;
      if (!any) continue;
      if (inlined) {
        clock.Start("inline");
        InlineProgram(*program.universe);
        clock.Stop();
      }
      clock.Start(inlined ? "plan the shards" : "plan the shards (no backendopt)");
      for (size_t i = 0; i < cells.size(); ++i) {
        if (cells[i].backendopt() != inlined) continue;
        *plan.add_cells() = PlanCell(static_cast<int>(i), cells[i], program, runtime_hash, dir);
      }
      clock.Stop();
    }
    plan.set_frontend_seconds(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    farm::WriteFile(dir / "plan.pb", plan.SerializeAsString());
    return 0;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
}

}  // namespace

void AddJobFrontEndCommand(CLI::App& app, const char* argv0, int* status) {
  auto dir = std::make_shared<std::string>();
  auto* command = app.add_subcommand(
      "job-frontend", "(internal) the coordinator's child that runs one job's front-end");
  command->group("");  // not listed in --help
  command->add_option("dir", *dir, "the job's directory")->required();
  command->callback([dir, argv0, status] {
    std::string home = RequireRtfarmHome(argv0);
    *status = home.empty() ? 2 : RunJobFrontEnd(*dir, home);
  });
}

}  // namespace rtfarm::driver
