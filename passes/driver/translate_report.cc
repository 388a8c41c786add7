#include "passes/driver/translate_report.h"

#include <algorithm>
#include <climits>
#include <cstdio>

namespace rtfarm::driver {

void PrintUniverse(const BackendResult& result) {
  const proto::Universe& u = result.universe;
  std::printf(
      "universe: %zu bytes (%d types, %d classes, %d containers, %d functions, %d prebuilt "
      "constants), sha256 %s, encoded in %.3fs\n",
      result.universe_bytes.size(), u.types_size(), u.classes_size(), u.containers_size(),
      u.functions_size(), u.prebuilt_size(), result.universe_sha256.substr(0, 16).c_str(),
      result.universe_seconds);
}

void PrintInlining(const InliningReport& inlining) {
  std::printf("inlining: %d indirect calls promoted, %d calls inlined into %d graphs\n",
              inlining.promoted, inlining.stats.calls_inlined, inlining.stats.graphs_changed);
}

void PrintShards(const BackendResult& result, const farm::ArtifactCache& cache) {
  PrintUniverse(result);
  int64_t min_ops = INT64_MAX, max_ops = 0, total_ops = 0;
  for (const ShardReport& shard : result.shards) {
    min_ops = std::min(min_ops, shard.operations);
    max_ops = std::max(max_ops, shard.operations);
    total_ops += shard.operations;
  }
  size_t n = result.shards.size();
  std::printf("shards: %zu (operations per shard %lld..%lld of %lld), cache %s: %d hit, %zu run\n",
              n, static_cast<long long>(n ? min_ops : 0), static_cast<long long>(max_ops),
              static_cast<long long>(total_ops), cache.enabled() ? "on" : "off", result.cache_hits,
              n - static_cast<size_t>(result.cache_hits));
  double genc = 0, compile = 0, optimize = 0;
  int mallocs = 0, folded = 0, checks = 0, reused = 0;
  for (const ShardReport& shard : result.shards) {
    if (shard.cached) continue;
    genc += shard.seconds;
    compile += shard.compile_seconds;
    optimize += shard.optimize_seconds;
    mallocs += shard.mallocs_removed;
    folded += shard.ops_folded;
    checks += shard.exception_checks_removed;
    reused += shard.fields_reused;
  }
  std::printf(
      "shard work (summed over the shards run): GenC %.3fs (optimizations %.3fs: %d mallocs "
      "removed, %d operations folded, %d exception checks removed, %d field reads reused), C "
      "compile %.3fs\n",
      genc, optimize, mallocs, folded, checks, reused, compile);
  std::printf(
      "back-end: database %.3fs, plan %.3fs (partition, declarations, encoding, hashing), "
      "shards %.3fs\n",
      result.database_seconds, result.plan_seconds, result.run_seconds);
  int graphs = 0;
  for (const ShardReport& shard : result.shards) graphs += shard.graphs;
  std::printf("graphs: %d written, %d dropped (no caller left after inlining)\n", graphs,
              result.dead_graphs);
}

}  // namespace rtfarm::driver
