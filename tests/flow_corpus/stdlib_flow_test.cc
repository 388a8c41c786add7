#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <map>

#include "passes/model/checkgraph.h"
#include "passes/model/flow_proto.h"
#include "tests/flow_corpus/stdlib_corpus.h"

namespace rtfarm::corpus {
namespace {

// No single function may take longer than this to flow: a runaway is a hang.
constexpr double kPerFunctionSeconds = 10.0;

TEST(StdlibFlowTest, EveryFunctionGivesAValidGraphOrAFlowError) {
  host::HostSpace space(std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm");
  CorpusRun run = FlowStdlibCorpus(space, 0);
  EXPECT_GE(run.modules_imported.size(), 40u);
  for (const auto& failure : run.import_failures) ADD_FAILURE() << "import failed: " << failure;

  int graphs = 0;
  std::map<std::string, int> refusals;
  double slowest = 0;
  std::string slowest_name;
  for (const flow::FlowResult& result : run.results) {
    const std::string& name = result.function->key();
    if (result.seconds > slowest) {
      slowest = result.seconds;
      slowest_name = name;
    }
    EXPECT_LT(result.seconds, kPerFunctionSeconds) << name;
    if (!result.graph) {
      ASSERT_TRUE(result.error.has_value()) << name;
      ++refusals[RefusalKind(*result.error)];
      // A refusal must be about the program, never the builder's own failure.
      EXPECT_EQ(result.error->construct().find("internal error"), std::string::npos) << result.error->what();
      continue;
    }
    ++graphs;
    auto problems = model::CheckGraph(*result.graph);
    EXPECT_TRUE(problems.empty()) << name << ": " << (problems.empty() ? "" : problems.front());
    std::string bytes = model::SerializeBundle(model::EncodeGraph(*result.graph));
    model::DecodedGraphs decoded = model::DecodeGraphsFromBytes(bytes);
    ASSERT_EQ(decoded.graphs.size(), 1u) << name;
    std::string why;
    EXPECT_TRUE(model::GraphsStructurallyEqual(*result.graph, *decoded.graphs[0], &why))
        << name << ": " << why;
  }

  std::printf(
      "standard-library flow corpus: %zu modules, %zu functions, %d graphs, %zu FlowErrors, "
      "%lld instructions, %.2f s, slowest %.3f s (%s)\n",
      run.modules_imported.size(), run.results.size(), graphs, run.results.size() - graphs,
      run.instructions, run.seconds, slowest, slowest_name.c_str());
  std::multimap<int, std::string, std::greater<int>> by_count;
  for (const auto& [kind, count] : refusals) by_count.emplace(count, kind);
  for (const auto& [count, kind] : by_count) std::printf("  %5d  %s\n", count, kind.c_str());
  EXPECT_GT(graphs, 1000);
}

}  // namespace
}  // namespace rtfarm::corpus
