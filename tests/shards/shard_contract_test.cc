// The shard contract end to end on real programs: low-level graphs survive the wire
// (same structure, same C), the back-end's C does not depend on the shard count, the
// cache returns what was stored and refuses damaged entries, failures name the graphs.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "farm/shard_runner.h"
#include "passes/driver/backend.h"
#include "passes/genc/shard_file.h"
#include "passes/model/flow_proto.h"
#include "passes/transform/gc_policy.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

namespace fs = std::filesystem;

const char* const kPrograms[] = {
    "examples/richards.py",
    "examples/pystone.py",
    "tests/programs/041_exceptions_custom.py",
    "tests/programs/021_tuples.py",
    "tests/programs/015_fstrings.py",
    "tests/programs/024_dict_order.py",
};

std::vector<const model::FunctionGraph*> Graphs(const rtyper::Universe& universe,
                                                std::vector<std::string>* names) {
  std::vector<const model::FunctionGraph*> graphs;
  for (const annotator::GraphInfo* info : universe.graphs()) {
    graphs.push_back(info->graph.get());
    names->push_back(const_cast<rtyper::Universe&>(universe).FunctionName(info));
  }
  return graphs;
}

TEST(ShardContract, LowLevelGraphsCrossTheWireUnchanged) {
  auto gc = transform::MakeGcPolicy("boehm");
  for (const char* path : kPrograms) {
    SCOPED_TRACE(path);
    LowLevelProgram program = TranslateFrontEnd(path);
    ASSERT_NE(program.universe, nullptr);
    std::vector<std::string> names;
    std::vector<const model::FunctionGraph*> graphs = Graphs(*program.universe, &names);
    proto::FlowGraphBundle bundle = model::EncodeGraphs(graphs);
    std::string bytes = model::SerializeBundle(bundle);
    EXPECT_EQ(bytes, model::SerializeBundle(model::EncodeGraphs(graphs))) << "not deterministic";
    EXPECT_GT(bundle.types_size(), 0);
    model::DecodedGraphs decoded = model::DecodeGraphsFromBytes(bytes);
    ASSERT_EQ(decoded.graphs.size(), graphs.size());
    std::vector<const model::FunctionGraph*> copies;
    for (size_t i = 0; i < graphs.size(); ++i) {
      std::string why;
      EXPECT_TRUE(model::GraphsStructurallyEqual(*graphs[i], *decoded.graphs[i], &why))
          << names[i] << ": " << why;
      copies.push_back(decoded.graphs[i].get());
    }
    EXPECT_EQ(genc::WriteShardFile(graphs, names, {}, *gc),
              genc::WriteShardFile(copies, names, {}, *gc));
    // Re-encoding the decoded graphs gives the same bytes: nothing was lost.
    EXPECT_EQ(bytes, model::SerializeBundle(model::EncodeGraphs(copies)));
  }
}

// The canonical form of a translation's C (tests/tools/canonical_c.py does the same for
// the corpus): functions by name, declarations as a set.
struct Canonical {
  std::string header, data;
  std::map<std::string, std::string> functions;
  std::set<std::string> declarations;
};

// "" when equal, else the first line that differs (the texts are long).
std::string FirstDifference(const std::string& a, const std::string& b) {
  std::istringstream la(a), lb(b);
  std::string x, y;
  for (int line = 1;; ++line) {
    bool more_a = static_cast<bool>(std::getline(la, x));
    bool more_b = static_cast<bool>(std::getline(lb, y));
    if (!more_a && !more_b) return "";
    if (more_a != more_b || x != y)
      return "line " + std::to_string(line) + ": '" + x + "' vs '" + y + "'";
  }
}

Canonical Canonicalise(const std::vector<genc::SourceFile>& files) {
  Canonical c;
  for (const auto& file : files) {
    if (file.name == "rpy_program.h") {
      c.header = file.text;
      continue;
    }
    if (file.name == "rpy_data.c") {
      c.data = file.text;
      continue;
    }
    const std::string marker = "\n/* function ";
    size_t at = file.text.find(marker);
    std::istringstream head(file.text.substr(0, at));
    std::string line;
    std::getline(head, line);  // the banner
    std::getline(head, line);  // #include
    while (std::getline(head, line)) c.declarations.insert(line);
    while (at != std::string::npos) {
      size_t next = file.text.find(marker, at + 1);
      std::string body = file.text.substr(at, next == std::string::npos ? next : next - at);
      std::string name = body.substr(marker.size(), body.find(' ', marker.size()) - marker.size());
      EXPECT_TRUE(c.functions.emplace(name, body).second) << name << " written twice";
      at = next;
    }
  }
  return c;
}

driver::BackendResult Back(LowLevelProgram& program, int shards, const farm::ArtifactCache& cache) {
  auto gc = transform::MakeGcPolicy("boehm");
  driver::BackendOptions options;
  options.shards = shards;
  auto executor = farm::MakeInProcessExecutor(2, {RunfilesHome() + "/runtime", ""});
  return driver::RunBackend(*program.universe, program.entry, *gc, options, *executor, cache);
}

TEST(ShardContract, TheCDoesNotDependOnTheShardCount) {
  farm::ArtifactCache no_cache("");
  for (const char* path : kPrograms) {
    SCOPED_TRACE(path);
    // Each translation starts from its own front-end run, as `rtfarm translate` does.
    LowLevelProgram program = TranslateFrontEnd(path);
    ASSERT_NE(program.universe, nullptr);
    driver::BackendResult one = Back(program, 1, no_cache);
    Canonical reference = Canonicalise(one.files);
    EXPECT_EQ(one.shards.size(), 1u);
    EXPECT_FALSE(reference.functions.empty());
    for (int shards : {2, 3, 8}) {
      LowLevelProgram fresh = TranslateFrontEnd(path);
      driver::BackendResult many = Back(fresh, shards, no_cache);
      EXPECT_LE(many.shards.size(), static_cast<size_t>(shards));
      Canonical got = Canonicalise(many.files);
      EXPECT_EQ(FirstDifference(got.header, reference.header), "") << shards << " shards";
      EXPECT_EQ(FirstDifference(got.data, reference.data), "") << shards << " shards";
      EXPECT_TRUE(got.declarations == reference.declarations) << shards << " shards";
      EXPECT_TRUE(got.functions == reference.functions) << shards << " shards";
      // And the same shard count twice gives the same files, byte for byte.
      LowLevelProgram fresh_again = TranslateFrontEnd(path);
      driver::BackendResult again = Back(fresh_again, shards, no_cache);
      ASSERT_EQ(again.files.size(), many.files.size());
      for (size_t i = 0; i < many.files.size(); ++i)
        EXPECT_EQ(again.files[i].text, many.files[i].text) << many.files[i].name;
    }
  }
}

TEST(ShardContract, TheCacheServesWhatItStoredAndRebuildsDamagedEntries) {
  fs::path dir = fs::path(std::getenv("TEST_TMPDIR") ? std::getenv("TEST_TMPDIR") : "/tmp") /
                 "shard-cache-test";
  fs::remove_all(dir);
  farm::ArtifactCache cache(dir.string());
  LowLevelProgram program = TranslateFrontEnd("examples/richards.py");
  ASSERT_NE(program.universe, nullptr);
  driver::BackendResult cold = Back(program, 3, cache);
  EXPECT_EQ(cold.cache_hits, 0);
  ASSERT_EQ(cold.shards.size(), 3u);
  driver::BackendResult warm = Back(program, 3, cache);
  EXPECT_EQ(warm.cache_hits, 3);
  ASSERT_EQ(warm.files.size(), cold.files.size());
  for (size_t i = 0; i < cold.files.size(); ++i) EXPECT_EQ(warm.files[i].text, cold.files[i].text);

  // Truncate one entry and flip a byte in another: both are detected, rebuilt, not used.
  std::vector<fs::path> entries;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  ASSERT_EQ(entries.size(), 3u);
  fs::resize_file(entries[0], fs::file_size(entries[0]) / 2);
  {
    std::fstream f(entries[1], std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-3, std::ios::end);
    f.put('#');
  }
  driver::BackendResult repaired = Back(program, 3, cache);
  EXPECT_EQ(repaired.cache_hits, 1);
  ASSERT_EQ(repaired.warnings.size(), 2u);
  for (const std::string& w : repaired.warnings)
    EXPECT_NE(w.find("unusable"), std::string::npos) << w;
  for (size_t i = 0; i < cold.files.size(); ++i)
    EXPECT_EQ(repaired.files[i].text, cold.files[i].text);
  EXPECT_EQ(Back(program, 3, cache).cache_hits, 3);  // the rebuilt entries are good
  fs::remove_all(dir);
}

TEST(ShardContract, AShardThatFailsNamesItsGraphs) {
  farm::ShardEnvironment env{RunfilesHome() + "/runtime", ""};
  proto::ShardOutput garbage;
  ASSERT_TRUE(garbage.ParseFromString(farm::RunShardBytes("\xff\xff not a message", env)));
  EXPECT_NE(garbage.error().find("not a ShardInput"), std::string::npos) << garbage.error();

  LowLevelProgram program = TranslateFrontEnd("examples/richards.py");
  ASSERT_NE(program.universe, nullptr);
  std::vector<std::string> names;
  std::vector<const model::FunctionGraph*> graphs = Graphs(*program.universe, &names);
  proto::ShardInput input;
  *input.mutable_graphs() = model::EncodeGraphs({graphs[0], graphs[1]});
  input.add_function_names(names[0]);
  input.add_function_names(names[1]);
  input.mutable_options()->set_gc("boehm");
  input.mutable_graphs()->mutable_graphs(1)->mutable_blocks(0)->add_inputargs(99999);
  proto::ShardOutput failed = farm::RunShard(input, env);
  EXPECT_NE(failed.error().find("not declared"), std::string::npos) << failed.error();
  ASSERT_EQ(failed.failed_graphs_size(), 2);
  EXPECT_EQ(failed.failed_graphs(1), names[1]);

  // A compiler error (here: a declaration that is not C) fails the shard cleanly too.
  proto::ShardInput compiling;
  *compiling.mutable_graphs() = model::EncodeGraphs({graphs[0]});
  compiling.add_function_names(names[0]);
  compiling.add_declarations("this is not C;");
  compiling.mutable_header()->set_name("rpy_program.h");
  compiling.mutable_header()->set_content("#include \"rpy.h\"\n");
  compiling.mutable_options()->set_gc("boehm");
  compiling.mutable_options()->set_compile(true);
  proto::ShardOutput not_compiled = farm::RunShard(compiling, env);
  EXPECT_NE(not_compiled.error().find("the C compiler failed"), std::string::npos)
      << not_compiled.error();
  ASSERT_EQ(not_compiled.failed_graphs_size(), 1);
  EXPECT_EQ(not_compiled.failed_graphs(0), names[0]);
  EXPECT_TRUE(not_compiled.object().empty());

  input.mutable_options()->set_gc("no-such-gc");
  EXPECT_NE(farm::RunShard(input, env).error().find("no-such-gc"), std::string::npos);

  // The back-end turns a failed shard into one error naming the shard and its graphs.
  class FailingExecutor : public farm::Executor {
   public:
    std::string name() const override { return "failing"; }
    std::vector<std::string> Run(const std::vector<std::string>& inputs) override {
      std::vector<std::string> out;
      for (size_t i = 0; i < inputs.size(); ++i) {
        proto::ShardOutput o;
        o.set_error(i == 0 ? "gcc: internal compiler error" : "");
        out.push_back(i == 0 ? farm::SerializeDeterministic(o) : "garbage\xff");
      }
      return out;
    }
  } failing;
  auto gc = transform::MakeGcPolicy("boehm");
  driver::BackendOptions options;
  options.shards = 2;
  try {
    driver::RunBackend(*program.universe, program.entry, *gc, options, failing,
                       farm::ArtifactCache(""));
    ADD_FAILURE() << "no error";
  } catch (const driver::BackendError& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("shard 0 [fn_"), std::string::npos) << message;
    EXPECT_NE(message.find("gcc: internal compiler error"), std::string::npos) << message;
    EXPECT_NE(message.find("shard 1"), std::string::npos) << message;
    EXPECT_NE(message.find("not a ShardOutput"), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace rtfarm::testing
