#include "passes/driver/backend.h"

#include <google/protobuf/arena.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "farm/c_compiler.h"
#include "farm/content_hash.h"
#include "farm/toolchain.h"
#include "passes/driver/partition.h"
#include "passes/genc/shard_file.h"
#include "passes/model/flow_proto.h"
#include "passes/rtyper/universe_proto.h"

namespace rtfarm::driver {
namespace {

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct NamedGraph {
  std::string name;
  const model::FunctionGraph* graph;
};

// A graph's size for partitioning, coarsened to two significant bits (..., 8, 12, 16,
// 24, 32, ...): balance needs only an estimate, and an edit that changes a function's
// size a little must not move other graphs between shards, or their cache entries
// would be lost.
int64_t CoarseSize(int64_t size) {
  if (size < 4) return std::max<int64_t>(1, size);
  int64_t top = int64_t{1} << (63 - __builtin_clzll(static_cast<uint64_t>(size)));
  return size >= top + top / 2 ? top + top / 2 : top;
}

// Every graph by C name (the canonical order partitioning starts from), with the
// estimated size and the direct callees partitioning follows.
std::vector<PartitionNode> Nodes(const std::vector<NamedGraph>& graphs) {
  std::map<std::string, int> index;
  for (size_t i = 0; i < graphs.size(); ++i) index[graphs[i].name] = static_cast<int>(i);
  std::vector<PartitionNode> nodes(graphs.size());
  for (size_t i = 0; i < graphs.size(); ++i) {
    PartitionNode& node = nodes[i];
    node.size = 0;
    for (const model::Block* block : graphs[i].graph->Blocks()) {
      node.size += 1 + static_cast<int64_t>(block->operations.size());
      for (const auto& op : block->operations) {
        if (op.opname != "direct_call") continue;
        auto it = index.find(static_cast<const model::Constant*>(op.args[0])->symbol);
        if (it != index.end()) node.callees.push_back(it->second);
      }
    }
    node.size = CoarseSize(node.size);
  }
  return nodes;
}

// The graphs reachable from the functions the data refers to, following every symbol
// their constants name (calls and function pointers). Inlining leaves many helpers
// with no caller: they are neither written nor compiled.
std::vector<NamedGraph> LiveGraphs(const std::vector<NamedGraph>& graphs,
                                   const std::set<std::string>& roots) {
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < graphs.size(); ++i) index[graphs[i].name] = i;
  std::vector<bool> live(graphs.size(), false);
  std::vector<size_t> work;
  auto reach = [&](const std::string& symbol) {
    auto it = index.find(symbol);
    if (it == index.end() || live[it->second]) return;
    live[it->second] = true;
    work.push_back(it->second);
  };
  for (const std::string& root : roots) reach(root);
  while (!work.empty()) {
    const model::FunctionGraph* graph = graphs[work.back()].graph;
    work.pop_back();
    for (const std::string& symbol : model::SymbolsNamed(*graph)) reach(symbol);
  }
  std::vector<NamedGraph> out;
  for (size_t i = 0; i < graphs.size(); ++i)
    if (live[i]) out.push_back(graphs[i]);
  return out;
}

// "shard 3 [fn_a, fn_b, ...]": a shard for messages, by the graphs it holds.
std::string Describe(size_t shard, const std::vector<NamedGraph>& graphs,
                     const std::vector<int>& members) {
  std::string names;
  for (size_t i = 0; i < members.size(); ++i) {
    if (i == 8) {
      names += ", ... (" + std::to_string(members.size()) + " graphs)";
      break;
    }
    names += (i ? ", " : "") + graphs[members[i]].name;
  }
  return "shard " + std::to_string(shard) + " [" + names + "]";
}

}  // namespace

BackendOptions BackendOptionsFor(const proto::TranslationOptions& options,
                                 const std::string& runtime_hash) {
  BackendOptions backend;
  backend.gc = options.gc();
  backend.opt_level = options.opt();
  backend.shards = options.shards() > 0 ? options.shards() : 1;
  backend.runtime_hash = runtime_hash;
  backend.backendopt = options.backendopt();
  backend.compile = !options.c_only();
  return backend;
}

BackendPlan PlanBackend(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                        const transform::GcPolicy& gc, const BackendOptions& options) {
  BackendPlan plan;
  auto start = std::chrono::steady_clock::now();
  genc::ProgramDatabase database = genc::WriteDatabase(universe, entry, gc);
  plan.files.push_back(database.header);
  plan.files.push_back(database.data);
  plan.database_seconds = SecondsSince(start);

  // The universe is complete once the database has asked it for its last string
  // constants and helpers: each shard names it by its hash.
  start = std::chrono::steady_clock::now();
  plan.universe = rtyper::EncodeUniverse(universe);
  plan.universe_bytes = rtyper::SerializeUniverse(plan.universe);
  plan.universe_sha256 = farm::Sha256Hex(plan.universe_bytes);
  plan.universe_seconds = SecondsSince(start);
  proto::ShardInput reference;
  reference.set_universe_sha256(plan.universe_sha256);
  const std::string reference_bytes = farm::SerializeDeterministic(reference);

  start = std::chrono::steady_clock::now();
  std::vector<NamedGraph> graphs;
  for (const annotator::GraphInfo* info : universe.graphs())
    graphs.push_back({universe.FunctionName(info), info->graph.get()});
  std::sort(graphs.begin(), graphs.end(),
            [](const NamedGraph& a, const NamedGraph& b) { return a.name < b.name; });
  size_t all = graphs.size();
  graphs = LiveGraphs(graphs, database.referenced_functions);
  plan.dead_graphs = static_cast<int>(all - graphs.size());
  std::vector<std::vector<int>> shards = PartitionGraphs(Nodes(graphs), options.shards);
  genc::DeclarationIndex declarations(universe);
  const std::string toolchain = farm::ShardToolchain(options.runtime_hash, options.compile);
  // Each shard's input lives on an arena of its own: a large input is millions of small
  // messages, which an arena frees at once (freeing them one by one cost more than
  // encoding them).
  std::vector<std::unique_ptr<google::protobuf::Arena>> arenas(shards.size());
  std::vector<proto::ShardInput*> input_of(shards.size());
  plan.inputs.resize(shards.size());
  plan.keys.resize(shards.size());
  plan.descriptions.resize(shards.size());
  plan.toolchain = toolchain;
  // Each shard's input is encoded, serialised and hashed on its own: in parallel.
  tbb::parallel_for(size_t{0}, shards.size(), [&](size_t s) {
    plan.descriptions[s] = Describe(s, graphs, shards[s]);
    arenas[s] = std::make_unique<google::protobuf::Arena>();
    input_of[s] = google::protobuf::Arena::CreateMessage<proto::ShardInput>(arenas[s].get());
    proto::ShardInput& input = *input_of[s];
    *input.mutable_header() = proto::ShardFile();
    input.mutable_header()->set_name(database.header.name);
    input.mutable_header()->set_content(database.header.text);
    std::vector<const model::FunctionGraph*> members;
    for (int i : shards[s]) {
      members.push_back(graphs[i].graph);
      input.add_function_names(graphs[i].name);
    }
    model::EncodeGraphsInto(members, input.mutable_graphs(), {.positions = false});
    for (const std::string& d : declarations.For(members)) input.add_declarations(d);
    proto::ShardOptions& shard_options = *input.mutable_options();
    shard_options.set_gc(gc.name());
    shard_options.set_opt_level(options.opt_level);
    shard_options.set_backendopt(options.backendopt);
    shard_options.set_compile(options.compile);
    input.set_toolchain(toolchain);
    // The key covers what the shard reads: the input without its universe reference,
    // which is its last field, so the bytes with it are these followed by it.
    plan.inputs[s] = farm::SerializeDeterministic(input);
    plan.keys[s] = farm::Sha256Hex(plan.inputs[s]);
    plan.inputs[s] += reference_bytes;
    arenas[s].reset();  // the bytes are all that is needed now: free the message at once
  });
  plan.plan_seconds = SecondsSince(start);
  return plan;
}

BackendResult AssembleBackend(BackendPlan plan, std::vector<std::string> outputs,
                              const std::vector<bool>& fresh, const BackendOptions& options,
                              const farm::ArtifactCache& cache) {
  BackendResult result;
  result.files = std::move(plan.files);
  result.dead_graphs = plan.dead_graphs;
  result.universe = std::move(plan.universe);
  result.universe_bytes = std::move(plan.universe_bytes);
  result.universe_sha256 = std::move(plan.universe_sha256);
  result.universe_seconds = plan.universe_seconds;
  result.database_seconds = plan.database_seconds;
  result.plan_seconds = plan.plan_seconds;
  std::string failures;
  for (size_t s = 0; s < outputs.size(); ++s) {
    const std::string& where = plan.descriptions[s];
    proto::ShardOutput output;
    if (!output.ParseFromString(outputs[s])) {
      failures += "\n  " + where + ": its output is not a ShardOutput message";
      continue;
    }
    if (!output.error().empty()) {
      std::string graphs_text;
      for (const auto& g : output.failed_graphs()) graphs_text += "\n      " + g;
      failures += "\n  " + where + ": " + output.error() +
                  (graphs_text.empty() ? "" : "\n    while on:" + graphs_text);
      continue;
    }
    if (fresh[s]) {
      std::string problem = cache.Store(plan.keys[s], outputs[s]);
      if (!problem.empty()) result.warnings.push_back("shard cache: " + problem);
    } else {
      ++result.cache_hits;
    }
    const proto::ShardStats& stats = output.stats();
    ShardReport report;
    report.graphs = stats.graphs();
    report.operations = stats.operations_out();
    report.c_bytes = stats.c_bytes();
    report.seconds = stats.decode_seconds() + stats.optimize_seconds() + stats.genc_seconds();
    report.compile_seconds = stats.compile_seconds();
    report.optimize_seconds = stats.optimize_seconds();
    report.mallocs_removed = stats.mallocs_removed();
    report.ops_folded = stats.ops_folded();
    report.exception_checks_removed = stats.exception_checks_removed();
    report.fields_reused = stats.fields_reused();
    report.ccache_hits = fresh[s] ? stats.ccache_hits() : 0;
    report.ccache_misses = fresh[s] ? stats.ccache_misses() : 0;
    report.cached = !fresh[s];
    result.shards.push_back(report);
    if (options.compile) {
      if (output.object().empty()) {
        failures += "\n  " + where + ": no object file";
        continue;
      }
      result.objects.push_back({ShardObjectName(s), output.object()});
    }
    result.files.push_back(
        {ShardFileName(s), std::move(*output.mutable_c_file()->mutable_content())});
  }
  if (!failures.empty()) throw BackendError("shards failed:" + failures);
  return result;
}

std::string ShardFileName(size_t shard) { return "rpy_fn_" + std::to_string(shard) + ".c"; }
std::string ShardObjectName(size_t shard) { return "rpy_fn_" + std::to_string(shard) + ".o"; }

BackendResult RunPlannedBackend(BackendPlan plan, const BackendOptions& options,
                                farm::Executor& executor, const farm::ArtifactCache& cache) {
  auto start = std::chrono::steady_clock::now();
  size_t count = plan.inputs.size();
  std::vector<std::string> outputs(count);
  std::vector<size_t> misses;
  std::vector<std::string> warnings;
  for (size_t s = 0; s < count; ++s) {
    std::string problem;
    if (auto hit = cache.Load(plan.keys[s], &problem)) {
      outputs[s] = std::move(*hit);
    } else {
      if (!problem.empty()) warnings.push_back(problem);
      misses.push_back(s);
    }
  }
  std::vector<std::string> to_run;
  // Moved, not copied: a big function's input is tens of MB, and nothing reads it later.
  for (size_t s : misses) to_run.push_back(std::move(plan.inputs[s]));
  plan.inputs.clear();
  std::vector<std::string> ran = executor.Run(to_run);
  to_run.clear();
  to_run.shrink_to_fit();
  std::vector<bool> fresh(count, false);
  for (size_t m = 0; m < misses.size(); ++m) {
    outputs[misses[m]] = std::move(ran[m]);
    fresh[misses[m]] = true;
  }
  BackendResult result =
      AssembleBackend(std::move(plan), std::move(outputs), fresh, options, cache);
  result.warnings.insert(result.warnings.begin(), warnings.begin(), warnings.end());
  result.run_seconds = SecondsSince(start);
  return result;
}

BackendResult RunBackend(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                         const transform::GcPolicy& gc, const BackendOptions& options,
                         farm::Executor& executor, const farm::ArtifactCache& cache) {
  return RunPlannedBackend(PlanBackend(universe, entry, gc, options), options, executor, cache);
}

}  // namespace rtfarm::driver
