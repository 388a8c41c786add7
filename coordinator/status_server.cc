#include "coordinator/status_server.h"

#include <google/protobuf/util/json_util.h>
#include <httplib.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

#include "coordinator/coordinator.h"
#include "coordinator/status_page.h"
#include "farm/translation_options.h"

namespace rtfarm::coordinator {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The page's own files only: no inline script or style, no other origin. A job label or
// an error that slipped into the markup could not run.
constexpr char kPagePolicy[] =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
constexpr int kMaxJobs = 50;  // /api/jobs: the newest ones
constexpr auto kBlobScanEvery = std::chrono::seconds(5);

std::string ToJson(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  options.preserve_proto_field_names = true;
  std::string out;
  if (!google::protobuf::util::MessageToJsonString(message, &out, options).ok()) return "null";
  return out;
}

std::string JsonString(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '<':
        out += "\\u003c";
        break;  // never "</script>" in any response
      case '>':
        out += "\\u003e";
        break;
      case '&':
        out += "\\u0026";
        break;
      default:
        if (c < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
          out += escaped;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string Number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

// A job with what the page needs beside it: each cell's label (the options that vary
// across the matrix, as `submit` prints them).
std::string JobObject(const proto::Job& job, const std::string& extra = "") {
  std::vector<proto::TranslationOptions> cells;
  for (const proto::Cell& cell : job.cells()) cells.push_back(cell.options());
  std::string labels = "[";
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) labels += ",";
    labels += JsonString(job.kind() == "shards" ? "shards" : farm::CellLabel(cells, i));
  }
  labels += "]";
  proto::Job copy = job;
  copy.clear_shard_outputs();
  return "{\"job\":" + ToJson(copy) + ",\"cell_labels\":" + labels + extra + "}";
}

bool SplitAddress(const std::string& address, std::string* host, int* port) {
  size_t colon = address.rfind(':');
  if (colon == std::string::npos || colon == 0) return false;
  *host = address.substr(0, colon);
  if (host->size() > 2 && host->front() == '[' && host->back() == ']')
    *host = host->substr(1, host->size() - 2);
  try {
    size_t used = 0;
    *port = std::stoi(address.substr(colon + 1), &used);
    return used == address.size() - colon - 1 && *port >= 0 && *port < 65536;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

struct StatusServer::Impl {
  explicit Impl(Coordinator& c) : coordinator(c) {}

  Coordinator& coordinator;
  httplib::Server server;
  std::thread thread;
  std::mutex mu;
  std::condition_variable listening;
  bool listen_returned = false;
  // The blob store's figures, scanned at most every kBlobScanEvery.
  std::mutex blob_mu;
  Clock::time_point blob_scanned;
  int64_t blob_count = -1, blob_bytes = 0;

  void BlobFigures(int64_t* count, int64_t* bytes) {
    std::lock_guard<std::mutex> lock(blob_mu);
    if (blob_count < 0 || Clock::now() - blob_scanned > kBlobScanEvery) {
      coordinator.blobs().Figures(&blob_count, &blob_bytes);
      blob_scanned = Clock::now();
    }
    *count = blob_count;
    *bytes = blob_bytes;
  }
};

StatusServer::StatusServer(Coordinator& coordinator) : impl_(std::make_unique<Impl>(coordinator)) {}

StatusServer::~StatusServer() { Stop(); }

std::string StatusServer::JobsJson() {
  proto::JobList list;
  impl_->coordinator.ListJobs(&list);
  std::vector<const proto::Job*> jobs;
  for (const proto::Job& job : list.jobs()) jobs.push_back(&job);
  std::sort(jobs.begin(), jobs.end(), [](auto* a, auto* b) { return a->id() > b->id(); });
  std::string out = "{\"total\":" + std::to_string(jobs.size()) + ",\"jobs\":[";
  for (size_t i = 0; i < jobs.size() && i < static_cast<size_t>(kMaxJobs); ++i) {
    if (i > 0) out += ",";
    out += JobObject(*jobs[i]);
  }
  return out + "]}";
}

std::string StatusServer::JobJson(int64_t id) {
  proto::Job job;
  std::vector<proto::JobEvent> events;
  if (!impl_->coordinator.GetJob(id, &job) || !impl_->coordinator.StatusEvents(id, &events))
    return "";
  std::string list = ",\"events\":[";
  for (size_t i = 0; i < events.size(); ++i) list += (i > 0 ? "," : "") + ToJson(events[i]);
  return JobObject(job, list + "]");
}

std::string StatusServer::WorkersJson() {
  proto::WorkerList workers;
  impl_->coordinator.ListWorkers(&workers);
  return "{\"lease_seconds\":" + Number(impl_->coordinator.config().lease_seconds) +
         ",\"list\":" + ToJson(workers) + "}";
}

std::string StatusServer::CachesJson() {
  CoordinatorMetrics::CacheFigures figures = impl_->coordinator.metrics().Caches();
  int64_t count = 0, bytes = 0;
  impl_->BlobFigures(&count, &bytes);
  return "{\"shard_hits\":" + Number(figures.shard_hits) +
         ",\"shard_lookups\":" + Number(figures.shard_lookups) +
         ",\"shards_ran\":" + Number(figures.shards_ran) +
         ",\"link_hits\":" + Number(figures.link_hits) + ",\"links\":" + Number(figures.links) +
         ",\"blobs\":" + std::to_string(count) + ",\"blob_bytes\":" + std::to_string(bytes) + "}";
}

std::string StatusServer::MetricsText() {
  CoordinatorMetrics& metrics = impl_->coordinator.metrics();
  proto::JobList jobs;
  impl_->coordinator.ListJobs(&jobs);
  std::map<std::string, int> by_state;
  for (const proto::Job& job : jobs.jobs()) ++by_state[job.state()];
  metrics.SetJobs(by_state);
  proto::WorkerList workers;
  impl_->coordinator.ListWorkers(&workers);
  int alive = 0;
  for (const proto::WorkerInfo& worker : workers.workers()) alive += worker.alive() ? 1 : 0;
  metrics.SetWorkers(alive, workers.workers_size());
  int64_t count = 0, bytes = 0;
  impl_->BlobFigures(&count, &bytes);
  metrics.SetBlobs(count, bytes);
  return metrics.Text();
}

int StatusServer::Start(const std::string& address, std::string* error) {
  std::string host;
  int port = 0;
  if (!SplitAddress(address, &host, &port)) {
    *error = "'" + address + "' is not HOST:PORT";
    return 0;
  }
  httplib::Server& server = impl_->server;
  server.set_keep_alive_timeout(2);
  auto page = [](const char* body, const char* type) {
    return [body, type](const httplib::Request&, httplib::Response& response) {
      response.set_header("Content-Security-Policy", kPagePolicy);
      response.set_header("X-Content-Type-Options", "nosniff");
      response.set_header("Cache-Control", "no-store");
      response.set_content(body, type);
    };
  };
  server.Get("/", page(kStatusPageHtml, "text/html; charset=utf-8"));
  server.Get("/status.js", page(kStatusPageJs, "text/javascript; charset=utf-8"));
  server.Get("/status.css", page(kStatusPageCss, "text/css; charset=utf-8"));
  auto json = [](httplib::Response& response, const std::string& body) {
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_header("Cache-Control", "no-store");
    response.set_content(body, "application/json");
  };
  server.Get("/api/jobs", [this, json](const httplib::Request&, httplib::Response& response) {
    json(response, JobsJson());
  });
  server.Get(R"(/api/job/(\d{1,18}))",
             [this, json](const httplib::Request& request, httplib::Response& response) {
               std::string body = JobJson(std::stoll(request.matches[1].str()));
               if (body.empty()) {
                 response.status = 404;
                 body = "{\"error\":\"no such job\"}";
               }
               json(response, body);
             });
  server.Get("/api/workers", [this, json](const httplib::Request&, httplib::Response& response) {
    json(response, WorkersJson());
  });
  server.Get("/api/caches", [this, json](const httplib::Request&, httplib::Response& response) {
    json(response, CachesJson());
  });
  server.Get("/metrics", [this](const httplib::Request&, httplib::Response& response) {
    response.set_content(MetricsText(), "text/plain; version=0.0.4; charset=utf-8");
  });
  int bound =
      port == 0 ? server.bind_to_any_port(host) : (server.bind_to_port(host, port) ? port : -1);
  if (bound <= 0) {
    *error = "cannot listen on " + address;
    return 0;
  }
  impl_->thread = std::thread([impl = impl_.get()] {
    impl->server.listen_after_bind();
    std::lock_guard<std::mutex> lock(impl->mu);
    impl->listen_returned = true;
    impl->listening.notify_all();
  });
  return bound;
}

void StatusServer::Stop() {
  if (!impl_->thread.joinable()) return;
  // stop() only reaches a server that is running: wait until it is (or gave up).
  for (;;) {
    {
      std::lock_guard<std::mutex> lock(impl_->mu);
      if (impl_->listen_returned) break;
    }
    if (impl_->server.is_running()) {
      impl_->server.stop();
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  impl_->thread.join();
}

void AddStatusFlags(CLI::App& command, StatusFlags& flags) {
  flags.http_option = command.add_option(
      "--http", flags.http,
      "HOST:PORT of the status page and /metrics (default 127.0.0.1:7780; 0 as the port "
      "picks a free one)");
  command.add_flag("--no-http", flags.no_http, "serve no status page nor /metrics");
}

bool StartStatusServer(const StatusFlags& flags, Coordinator& coordinator,
                       std::unique_ptr<StatusServer>* out) {
  if (flags.no_http) return true;
  bool explicit_address = flags.http_option != nullptr && flags.http_option->count() > 0;
  auto server = std::make_unique<StatusServer>(coordinator);
  std::string error;
  int port = server->Start(flags.http, &error);
  if (port == 0) {
    std::fprintf(stderr, "%s: the status page: %s\n", explicit_address ? "error" : "warning",
                 error.c_str());
    return !explicit_address;
  }
  std::string host = flags.http.substr(0, flags.http.rfind(':'));
  std::printf("rtfarm coordinator status page on http://%s:%d/ (http port %d)\n", host.c_str(),
              port, port);
  std::fflush(stdout);
  *out = std::move(server);
  return true;
}

}  // namespace rtfarm::coordinator
