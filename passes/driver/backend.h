// The back-end of `rtfarm translate`: the central database (genc/source_writer.h), the
// partition of the program's graphs into shards, and the shards themselves — looked up
// in the content-addressed cache, the others run by an Executor — giving the C files.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "farm/artifact_cache.h"
#include "farm/executor.h"
#include "passes/genc/source_writer.h"
#include "passes/rtyper/universe.h"
#include "proto/options.pb.h"
#include "proto/universe.pb.h"

namespace rtfarm::driver {

struct BackendOptions {
  std::string gc = "boehm";
  int opt_level = 2;
  int shards = 1;
  bool backendopt = true;
  bool compile = true;  // shards compile their C file to an object
  // The runtime's sources' hash (farm::RuntimeHash): the shards compile against them.
  std::string runtime_hash;
};

struct ShardReport {
  int graphs = 0;
  int64_t operations = 0;  // after the shard's optimizations
  int64_t c_bytes = 0;
  double seconds = 0;           // decode + optimize + genc, as the shard measured them
  double optimize_seconds = 0;  // the per-graph backend optimizations alone
  int mallocs_removed = 0, ops_folded = 0, exception_checks_removed = 0, fields_reused = 0;
  double compile_seconds = 0;
  int ccache_hits = 0, ccache_misses = 0;
  bool cached = false;
};

struct BackendResult {
  std::vector<genc::SourceFile> files;    // rpy_program.h, rpy_data.c, rpy_fn_<i>.c
  std::vector<genc::SourceFile> objects;  // rpy_fn_<i>.o when the shards compiled
  std::vector<ShardReport> shards;
  int cache_hits = 0;
  int dead_graphs = 0;                // graphs no live function refers to (all their calls inlined)
  std::vector<std::string> warnings;  // unusable cache entries, failed cache writes
  // The universe the shards were cut from (proto/universe.proto), its deterministic
  // serialisation and that serialisation's SHA-256 (hex), which every ShardInput names.
  proto::Universe universe;
  std::string universe_bytes;
  std::string universe_sha256;
  double universe_seconds = 0;
  double database_seconds = 0;
  double plan_seconds = 0;  // partition, declarations, encoding, hashing
  double run_seconds = 0;   // cache lookups and the executor
};

// The back-end's options for a translation's.
BackendOptions BackendOptionsFor(const proto::TranslationOptions& options,
                                 const std::string& runtime_hash);

// The back-end before any shard runs: the central database and every shard's input.
struct BackendPlan {
  std::vector<genc::SourceFile> files;    // rpy_program.h, rpy_data.c
  std::vector<std::string> inputs;        // serialised ShardInputs (with the universe reference)
  std::vector<std::string> keys;          // the shard cache's key of each
  std::vector<std::string> descriptions;  // "shard 3 [fn_a, fn_b]": for messages
  std::string toolchain;                  // what a worker must be to run them
  int dead_graphs = 0;
  proto::Universe universe;
  std::string universe_bytes;
  std::string universe_sha256;
  double universe_seconds = 0, database_seconds = 0, plan_seconds = 0;
};

// A shard failed: the message names the shard, its graphs and the reason.
class BackendError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

BackendPlan PlanBackend(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                        const transform::GcPolicy& gc, const BackendOptions& options);

// The back-end's result from every shard's output (outputs[s] of plan.inputs[s]); those
// with fresh[s] ran now and are stored in `cache`. Throws BackendError naming every
// failed shard.
BackendResult AssembleBackend(BackendPlan plan, std::vector<std::string> outputs,
                              const std::vector<bool>& fresh, const BackendOptions& options,
                              const farm::ArtifactCache& cache);

// rpy_fn_<shard>.c and .o: the names a shard's files take in the C directory.
std::string ShardFileName(size_t shard);
std::string ShardObjectName(size_t shard);

// The cache, the executor for the misses, AssembleBackend: the back-end once planned. The
// plan's inputs are handed to the executor, not copied.
BackendResult RunPlannedBackend(BackendPlan plan, const BackendOptions& options,
                                farm::Executor& executor, const farm::ArtifactCache& cache);

// PlanBackend, then RunPlannedBackend.
BackendResult RunBackend(rtyper::Universe& universe, const annotator::GraphInfo* entry,
                         const transform::GcPolicy& gc, const BackendOptions& options,
                         farm::Executor& executor, const farm::ArtifactCache& cache);

}  // namespace rtfarm::driver
