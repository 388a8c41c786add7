#include "client/submit_command.h"

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "client/job_files.h"
#include "farm/blob_store.h"
#include "farm/blob_transfer.h"
#include "farm/c_directory.h"
#include "farm/connection_flags.h"
#include "farm/farm_channel.h"
#include "farm/job_watch.h"
#include "farm/progress_line.h"
#include "farm/translation_options.h"
#include "proto/farm.grpc.pb.h"

namespace rtfarm::client {
namespace {

namespace fs = std::filesystem;

struct SubmitCommand {
  std::string target;
  farm::ConnectionFlags connection;
  std::vector<std::string> matrix;
  std::vector<std::string> includes;
  std::vector<std::string> options;  // KEY=VALUE
  std::string output;
  std::string label;
  bool no_backendopt = false;
  bool keep_c = false;
};

// A cell's directory name: its label with spaces as underscores ("gc=boehm_opt=1").
std::string CellDirectory(const std::string& label) {
  std::string name = label;
  for (char& c : name)
    if (c == ' ' || c == '/') c = '_';
  return name;
}

std::string HumanSize(int64_t bytes) {
  char text[32];
  if (bytes >= (1 << 20)) {
    std::snprintf(text, sizeof text, "%.1f MB", bytes / 1048576.0);
  } else {
    std::snprintf(text, sizeof text, "%.1f kB", bytes / 1024.0);
  }
  return text;
}

std::string Relocated(std::string text, const std::string& root) {
  const std::string marker = "$SRC/";
  for (size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at)) {
    text.replace(at, marker.size(), root + "/");
    at += root.size() + 1;
  }
  return text;
}

int RunSubmit(const SubmitCommand& command) {
  proto::SubmitRequest request;
  std::vector<proto::TranslationOptions> cells;
  try {
    proto::TranslationOptions options = farm::DefaultTranslationOptions();
    for (const std::string& option : command.options) {
      size_t equals = option.find('=');
      if (equals == std::string::npos)
        throw std::invalid_argument("--set " + option + ": expected KEY=VALUE");
      farm::SetOption(options, option.substr(0, equals), option.substr(equals + 1));
    }
    if (command.no_backendopt) options.set_backendopt(false);
    if (command.keep_c) options.set_keep_c(true);
    *request.mutable_options() = options;
    for (const std::string& axis : command.matrix)
      *request.add_matrix() = farm::ParseMatrixAxis(axis);
    std::vector<proto::MatrixAxis> axes(request.matrix().begin(), request.matrix().end());
    cells = farm::ExpandMatrix(options, axes);
  } catch (const std::invalid_argument& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 2;
  }

  JobFileSet files;
  try {
    files = FindJobFiles(command.target, command.includes);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
  request.set_target(files.target);
  request.set_label(command.label.empty() ? files.target : command.label);
  std::vector<std::string> contents;
  contents.reserve(files.files.size());
  std::vector<std::pair<proto::Digest, const std::string*>> uploads;
  for (const std::string& path : files.files) {
    contents.push_back(farm::ReadFile(fs::path(files.root) / path));
    proto::JobFile& file = *request.add_files();
    file.set_path(path);
    *file.mutable_digest() = farm::DigestOf(contents.back());
  }
  for (int i = 0; i < request.files_size(); ++i)
    uploads.push_back({request.files(i).digest(), &contents[i]});

  farm::FarmAddress address;
  try {
    address = farm::ResolveConnection(command.connection);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 2;
  }
  const std::string& coordinator = address.address;
  auto channel = farm::OpenFarmChannel(address);
  auto farm_stub = proto::Farm::NewStub(channel);
  auto blobs = proto::Blobs::NewStub(channel);
  if (std::string problem = farm::UploadMissing(*blobs, uploads); !problem.empty()) {
    std::fprintf(stderr, "error: %s: %s\n", coordinator.c_str(), problem.c_str());
    return 1;
  }
  proto::SubmitReply reply;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(60));
    grpc::Status status = farm_stub->Submit(&context, request, &reply);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s refused the job: %s\n", coordinator.c_str(),
                   status.error_message().c_str());
      return 1;
    }
  }
  std::fprintf(stderr, "job %lld submitted to %s: %zu file(s), %zu cell(s)\n",
               static_cast<long long>(reply.job_id()), coordinator.c_str(), files.files.size(),
               cells.size());

  farm::ProgressLine progress(stderr);
  std::vector<std::string> errors;
  farm::WatchOutcome outcome =
      farm::WatchJob(*farm_stub, reply.job_id(), [&](const proto::JobEvent& event) {
        progress.Show(event);
        if (event.kind() == proto::JobEvent::ERROR) errors.push_back(event.text());
      });
  progress.Break();
  if (!outcome.problem.empty()) {
    std::fprintf(stderr, "error: job %lld: %s\n", static_cast<long long>(reply.job_id()),
                 outcome.problem.c_str());
    return 1;
  }
  if (outcome.reconnects > 0)
    std::fprintf(stderr, "(reconnected to the coordinator %d time(s))\n", outcome.reconnects);
  proto::Job job;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(60));
    proto::JobRequest job_request;
    job_request.set_job_id(reply.job_id());
    grpc::Status status = farm_stub->GetJob(&context, job_request, &job);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s\n", status.error_message().c_str());
      return 1;
    }
  }
  if (outcome.end == proto::JobEvent::JOB_FAILED) {
    std::fprintf(stderr, "%s\n", Relocated(job.error(), files.root).c_str());
    return 1;
  }
  if (outcome.end == proto::JobEvent::JOB_CANCELLED) {
    std::fprintf(stderr, "job %lld was cancelled\n", static_cast<long long>(job.id()));
    return 1;
  }

  fs::path out_dir = command.output.empty()
                         ? fs::path(fs::path(files.target).stem().string() + "-farm")
                         : fs::path(command.output);
  std::string stem = fs::path(files.target).stem().string();
  int failed = 0;
  std::printf("%-28s %-8s %12s %12s  %s\n", "cell", "result", "back-end", "executable", "cached");
  for (const proto::Cell& cell : job.cells()) {
    std::string label = farm::CellLabel(cells, static_cast<size_t>(cell.index()));
    fs::path cell_dir = job.cells_size() == 1 ? out_dir : out_dir / CellDirectory(label);
    if (cell.state() != "done") {
      ++failed;
      std::printf("%-28s %-8s %12s %12s\n", label.c_str(), "failed", "-", "-");
      continue;
    }
    std::string problem;
    for (const proto::Artifact& artifact : cell.artifacts()) {
      auto bytes = farm::DownloadBlob(*blobs, artifact.digest(), &problem);
      if (!bytes) break;
      fs::path path =
          artifact.name() == "executable" ? cell_dir / stem : cell_dir / artifact.name();
      fs::create_directories(path.parent_path());
      farm::WriteFile(path, *bytes);
      if (artifact.name() == "executable") chmod(path.c_str(), 0755);
    }
    if (!problem.empty()) {
      ++failed;
      std::printf("%-28s %-8s %12s %12s\n", label.c_str(), "lost", "-", "-");
      errors.push_back(label + ": " + problem);
      continue;
    }
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2fs", cell.backend_seconds());
    // What the farm's caches spared: shards served whole, and a link not compiled again.
    std::string cached = std::to_string(cell.shards_cached()) + "/" +
                         std::to_string(cell.shards_total()) + " shards" +
                         (cell.link_cached() ? ", link" : "");
    std::printf("%-28s %-8s %12s %12s  %s\n", label.c_str(), "built", seconds,
                cell.options().c_only() ? "(C only)" : HumanSize(cell.executable_size()).c_str(),
                cached.c_str());
  }
  for (const proto::Cell& cell : job.cells()) {
    if (cell.state() == "done") continue;
    std::fprintf(stderr, "\n%s: %s\n", farm::CellLabel(cells, cell.index()).c_str(),
                 Relocated(cell.error(), files.root).c_str());
  }
  for (const std::string& error : errors)
    std::fprintf(stderr, "%s\n", Relocated(error, files.root).c_str());
  std::printf("front-end %.2fs; results in %s\n", job.frontend_seconds(), out_dir.c_str());
  return failed == 0 ? 0 : 1;
}

std::string Age(double created) {
  double now =
      std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
  char text[32];
  std::snprintf(text, sizeof text, "%.0fs ago", std::max(0.0, now - created));
  return text;
}

int RunStatus(const farm::ConnectionFlags& connection) {
  farm::FarmAddress address;
  try {
    address = farm::ResolveConnection(connection);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 2;
  }
  const std::string& coordinator = address.address;
  auto channel = farm::OpenFarmChannel(address);
  auto stub = proto::Farm::NewStub(channel);
  proto::JobList jobs;
  proto::WorkerList workers;
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(10));
    grpc::Status status = stub->ListJobs(&context, proto::ListJobsRequest(), &jobs);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s: %s\n", coordinator.c_str(), status.error_message().c_str());
      return 1;
    }
  }
  {
    grpc::ClientContext context;
    context.set_deadline(farm::DeadlineIn(10));
    grpc::Status status = stub->ListWorkers(&context, proto::ListWorkersRequest(), &workers);
    if (!status.ok()) {
      std::fprintf(stderr, "error: %s: %s\n", coordinator.c_str(), status.error_message().c_str());
      return 1;
    }
  }
  std::printf("%-6s %-10s %-10s %-24s %8s %6s  %s\n", "job", "kind", "state", "label", "shards",
              "cells", "submitted");
  for (const proto::Job& job : jobs.jobs()) {
    int done = 0, total = 0;
    for (const proto::Cell& cell : job.cells()) {
      done += cell.shards_done();
      total += cell.shards_total();
    }
    std::printf("%-6lld %-10s %-10s %-24.24s %8s %6d  %s\n", static_cast<long long>(job.id()),
                job.kind().c_str(), job.state().c_str(), job.label().c_str(),
                (std::to_string(done) + "/" + std::to_string(total)).c_str(), job.cells_size(),
                Age(job.created()).c_str());
  }
  std::printf("\n%-6s %-24s %-6s %6s %8s %12s\n", "worker", "name", "alive", "slots", "running",
              "shards done");
  for (const proto::WorkerInfo& worker : workers.workers()) {
    std::printf("%-6lld %-24.24s %-6s %6d %8d %12lld\n", static_cast<long long>(worker.id()),
                worker.name().c_str(), worker.alive() ? "yes" : "no", worker.cores(),
                worker.running(), static_cast<long long>(worker.shards_done()));
  }
  return 0;
}

}  // namespace

void AddSubmitCommand(CLI::App& app, int* status) {
  auto command = std::make_shared<SubmitCommand>();
  auto* sub = app.add_subcommand("submit", "send a target and a variant matrix to a coordinator");
  sub->add_option("target", command->target, "the target .py file")->required();
  farm::AddConnectionFlags(*sub, &command->connection);
  sub->add_option("--matrix", command->matrix,
                  "an axis of variants, KEY=V1,V2 (keys: the translation options, e.g. gc, "
                  "opt, backendopt); repeat for more axes");
  sub->add_option("--set", command->options, "a translation option for every cell, KEY=VALUE");
  sub->add_flag("--no-backendopt", command->no_backendopt, "same as --set backendopt=off");
  sub->add_flag("--keep-c", command->keep_c, "download the C sources too (into DIR/c/)");
  sub->add_option("--include", command->includes,
                  "a file the import does not read but the program needs (repeatable)");
  sub->add_option("-o,--output", command->output,
                  "where the results go (default: TARGET-farm/; one folder per cell)");
  sub->add_option("--label", command->label, "how the farm shows the job");
  sub->callback([command, status] { *status = RunSubmit(*command); });
}

void AddStatusCommand(CLI::App& app, int* status) {
  auto connection = std::make_shared<farm::ConnectionFlags>();
  auto* sub = app.add_subcommand("status", "list a coordinator's jobs and workers");
  farm::AddConnectionFlags(*sub, connection.get());
  sub->callback([connection, status] { *status = RunStatus(*connection); });
}

}  // namespace rtfarm::client
