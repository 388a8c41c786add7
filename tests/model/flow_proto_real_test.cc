// The codec on graphs the flow builder made from a real Python module, with the
// constants HostSpace mirrored: every graph round-trips, in one bundle, byte for byte.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "passes/flow/build_many.h"
#include "passes/host/host_space.h"
#include "passes/model/checkgraph.h"
#include "passes/model/flow_proto.h"

namespace rtfarm::model {
namespace {

std::string RunfilesRoot() { return std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm"; }

TEST(FlowProtoRealTest, GraphsOfARealModuleRoundTrip) {
  host::HostSpace space(RunfilesRoot());
  const host::HostObject* module =
      space.ImportFile(RunfilesRoot() + "/tests/model/fixtures/roundtrip_target.py");
  ASSERT_NE(module, nullptr);
  std::vector<flow::FlowResult> results =
      flow::BuildFlowGraphs(space, space.DefinedFunctions(module), /*threads=*/2);
  std::vector<const FunctionGraph*> graphs;
  for (const flow::FlowResult& result : results) {
    if (result.graph) {
      graphs.push_back(result.graph.get());
    } else {
      ADD_FAILURE() << "flow builder refused " << result.function->key() << ": "
                    << result.error->what();
    }
  }
  ASSERT_GE(graphs.size(), 10u);

  proto::FlowGraphBundle bundle = EncodeGraphs(graphs);
  std::string bytes = SerializeBundle(bundle);
  RecordProperty("graphs", static_cast<int>(graphs.size()));
  RecordProperty("values", bundle.values_size());
  RecordProperty("bytes", static_cast<int>(bytes.size()));
  EXPECT_EQ(SerializeBundle(EncodeGraphs(graphs)), bytes);
  DecodedGraphs decoded =
      DecodeGraphsFromBytes(bytes, DecodeOptions{.check_options = {.flow_level = true}});
  ASSERT_EQ(decoded.graphs.size(), graphs.size());
  std::vector<const FunctionGraph*> copies;
  for (size_t i = 0; i < graphs.size(); ++i) {
    std::string why;
    EXPECT_TRUE(GraphsStructurallyEqual(*graphs[i], *decoded.graphs[i], &why))
        << graphs[i]->name() << ": " << why;
    EXPECT_TRUE(CheckGraph(*decoded.graphs[i]).empty()) << graphs[i]->name();
    copies.push_back(decoded.graphs[i].get());
  }
  EXPECT_EQ(SerializeBundle(EncodeGraphs(copies)), bytes);

  // The prebuilt ring still points at itself after the trip.
  bool found_ring = false;
  for (const auto& value : decoded.values) {
    if (value->kind() != host::HostKind::kInstance) continue;
    for (const auto& [name, attr] : value->attrs()) {
      if (name == "next" && attr == value.get()) found_ring = true;
    }
  }
  EXPECT_TRUE(found_ring);
}

}  // namespace
}  // namespace rtfarm::model
