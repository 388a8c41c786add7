#include "farm/shard_runner.h"

#include <google/protobuf/arena.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "farm/c_compiler.h"
#include "passes/backendopt/backendopt.h"
#include "passes/genc/shard_file.h"
#include "passes/lltype/check_lowlevel.h"
#include "passes/model/flow_proto.h"
#include "passes/transform/gc_policy.h"
#include "passes/transform/gc_transform.h"

namespace rtfarm::farm {
namespace {

namespace fs = std::filesystem;

void WriteFile(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

class Stopwatch {
 public:
  double Lap() {
    auto now = std::chrono::steady_clock::now();
    double s = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    return s;
  }

 private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

// Compiles the shard's C against the header of its input, in a directory of its own.
CompileResult CompileInTemporaryDirectory(const proto::ShardFile& header_file,
                                          const proto::ShardOptions& options,
                                          const std::string& text, const ShardEnvironment& env,
                                          std::string* object) {
  std::string pattern = (fs::temp_directory_path() / "rtfarm-shard-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr)
    throw std::runtime_error("cannot make a temporary directory for the shard's compile");
  fs::path dir = pattern;
  struct Cleanup {
    fs::path dir;
    ~Cleanup() {
      std::error_code ignored;
      fs::remove_all(dir, ignored);
    }
  } cleanup{dir};
  const std::string& header = header_file.name();
  if (header.empty() || header.find('/') != std::string::npos)
    throw std::runtime_error("the shard's header has no plain file name");
  WriteFile(dir / header, header_file.content());
  WriteFile(dir / "shard.c", text);
  CompileResult compiled = CompileObject(dir.string(), "shard.c", env.runtime_dir,
                                         options.opt_level(), true, env.compile_wrapper);
  if (!compiled.ok) {
    std::string errors = compiled.errors;
    if (errors.size() > 4000) errors = errors.substr(0, 4000) + "\n...";
    throw std::runtime_error("the C compiler failed on the shard's code:\n" + errors);
  }
  std::ifstream in(dir / "shard.o", std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in) throw std::runtime_error("the compiler wrote no object file");
  *object = bytes.str();
  return compiled;
}

// Runs the shard. `input` is read only until its graphs are decoded; then
// `release_input` is called (RunShardBytes frees the parsed message there: for a big
// function it is as large as the decoded graphs) and what the rest needs is a copy.
void Run(const proto::ShardInput& input, const std::vector<std::string>& names,
         const std::function<void()>& release_input, const ShardEnvironment& env,
         proto::ShardOutput& out) {
  Stopwatch clock;
  proto::ShardStats& stats = *out.mutable_stats();
  const proto::ShardOptions options = input.options();
  const proto::ShardFile header = input.header();
  const std::vector<std::string> declarations(input.declarations().begin(),
                                              input.declarations().end());
  std::unique_ptr<transform::GcPolicy> gc = transform::MakeGcPolicy(options.gc());
  if (gc == nullptr) throw std::runtime_error(transform::GcPolicyProblem(options.gc()));
  // CheckLowLevelGraph below runs CheckGraph on every graph: the decoder need not too.
  model::DecodedGraphs decoded = model::DecodeGraphs(input.graphs(), {.check_graphs = false});
  release_input();  // `input` is not read below this line
  if (decoded.graphs.size() != names.size()) {
    throw std::runtime_error(std::to_string(decoded.graphs.size()) + " graphs but " +
                             std::to_string(names.size()) + " function names");
  }
  if (decoded.types == nullptr) decoded.types = std::make_unique<lltype::TypeRegistry>();
  // A shard trusts nothing it receives: ill-typed graphs are refused here, before an
  // optimization or GenC could misbehave on them.
  for (size_t i = 0; i < decoded.graphs.size(); ++i) {
    std::vector<std::string> problems =
        lltype::CheckLowLevelGraph(*decoded.graphs[i], *decoded.types);
    if (!problems.empty()) {
      throw std::runtime_error("graph " + names[i] +
                               " is not a well-typed low-level graph: " + problems[0]);
    }
  }
  std::vector<const model::FunctionGraph*> graphs;
  for (const auto& g : decoded.graphs) {
    graphs.push_back(g.get());
    for (const model::Block* block : g->Blocks()) {
      stats.set_blocks(stats.blocks() + 1);
      stats.set_operations_in(stats.operations_in() + block->operations.size());
    }
  }
  stats.set_graphs(static_cast<int>(graphs.size()));
  stats.set_decode_seconds(clock.Lap());
  if (options.backendopt()) {
    for (const auto& g : decoded.graphs) {
      backendopt::GraphOptStats opt = backendopt::OptimizeGraph(*g, *decoded.types);
      stats.set_mallocs_removed(stats.mallocs_removed() + opt.mallocs_removed);
      stats.set_ops_folded(stats.ops_folded() + opt.ops_folded);
      stats.set_exception_checks_removed(stats.exception_checks_removed() +
                                         opt.exception_checks_removed);
      stats.set_fields_reused(stats.fields_reused() + opt.fields_reused);
    }
  }
  // The GC transform, per graph, after the optimizations (which must not move its
  // roots): only for an exact collector.
  for (const auto& g : decoded.graphs) transform::GcTransformGraph(*g, *decoded.types, *gc);
  for (const auto* g : graphs) {
    for (const model::Block* block : g->Blocks())
      stats.set_operations_out(stats.operations_out() + block->operations.size());
  }
  stats.set_optimize_seconds(clock.Lap());
  std::string text = genc::WriteShardFile(graphs, names, declarations, *gc);
  stats.set_c_bytes(static_cast<int64_t>(text.size()));
  stats.set_genc_seconds(clock.Lap());
  if (options.compile()) {
    CompileResult compiled =
        CompileInTemporaryDirectory(header, options, text, env, out.mutable_object());
    stats.set_ccache_hits(std::max(0, compiled.ccache_hits));
    stats.set_ccache_misses(std::max(0, compiled.ccache_misses));
    stats.set_compile_seconds(clock.Lap());
  }
  out.mutable_c_file()->set_content(std::move(text));
}

// RunShard, with `release_input` as Run takes it.
proto::ShardOutput RunShardReleasing(const proto::ShardInput& input,
                                     const std::function<void()>& release_input,
                                     const ShardEnvironment& env) {
  const std::vector<std::string> names(input.function_names().begin(),
                                       input.function_names().end());
  proto::ShardOutput out;
  try {
    Run(input, names, release_input, env, out);
  } catch (const std::exception& error) {
    proto::ShardOutput failed;
    failed.set_error(error.what());
    for (const auto& name : names) failed.add_failed_graphs(name);
    return failed;
  }
  return out;
}

}  // namespace

proto::ShardOutput RunShard(const proto::ShardInput& input, const ShardEnvironment& env) {
  return RunShardReleasing(
      input, [] {}, env);
}

std::string RunShardBytes(std::string_view bytes, const ShardEnvironment& env) {
  // The parsed input is freed at once, not message by message, as soon as it is decoded.
  auto arena = std::make_unique<google::protobuf::Arena>();
  proto::ShardInput& input =
      *google::protobuf::Arena::CreateMessage<proto::ShardInput>(arena.get());
  if (bytes.size() > static_cast<size_t>(INT_MAX) ||
      !input.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    proto::ShardOutput failed;
    failed.set_error("the shard input (" + std::to_string(bytes.size()) +
                     " bytes) is not a ShardInput message");
    return SerializeDeterministic(failed);
  }
  return SerializeDeterministic(RunShardReleasing(
      input, [&arena] { arena.reset(); }, env));
}

std::string SerializeDeterministic(const google::protobuf::MessageLite& message) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    if (!message.SerializeToCodedStream(&coded))
      throw std::runtime_error("a message does not serialise (larger than 2 GiB?)");
  }
  return bytes;
}

}  // namespace rtfarm::farm
