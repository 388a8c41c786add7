// Fuzz entry point for the flow graph decoder: any bytes must either decode into graphs
// every consumer can use, or be refused with FlowProtoError. Never built by default.
//
// libFuzzer (clang), from the repository root once `bazel build //proto:flowgraph_proto`
// has generated the protobuf sources, with a seed written by the standalone build below
// (one command, shown split over lines):
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I. -Ibazel-bin
//     tests/model/flow_proto_fuzz.cc tests/model/test_graphs.cc passes/model/flow_model.cc
//     passes/model/checkgraph.cc passes/model/operation_table.cc passes/model/flow_proto.cc
//     passes/host/host_object.cc bazel-bin/proto/flowgraph.pb.cc -lprotobuf -o /tmp/fuzz
//   /tmp/fuzz -max_total_time=60 /tmp/corpus
// Standalone (gcc, Bazel, tag manual): replays files, or writes a seed bundle:
//   bazel build //tests/model:flow_proto_fuzz
//   bazel-bin/tests/model/flow_proto_fuzz --write-seed /tmp/corpus/seed
//   bazel-bin/tests/model/flow_proto_fuzz /tmp/corpus/*
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "passes/model/checkgraph.h"
#include "passes/model/flow_proto.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace rtfarm::model;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (bool check : {true, false}) {
    DecodedGraphs decoded;
    try {
      decoded = DecodeGraphsFromBytes(bytes, DecodeOptions{.check_graphs = check});
    } catch (const FlowProtoError&) {
      continue;
    }
    std::vector<const FunctionGraph*> graphs;
    for (const auto& graph : decoded.graphs) {
      graphs.push_back(graph.get());
      std::vector<std::string> errors = CheckGraph(*graph, CheckOptions{.flow_level = false});
      if (check && !errors.empty()) {
        std::fprintf(stderr, "a checked graph fails checkgraph: %s\n", errors[0].c_str());
        std::abort();
      }
      CheckGraph(*graph);
      if (!GraphsStructurallyEqual(*graph, *graph, nullptr)) std::abort();
    }
    try {
      // What decodes encodes again, to the same bytes when it decodes again.
      std::string again = SerializeBundle(EncodeGraphs(graphs));
      DecodedGraphs redecoded = DecodeGraphsFromBytes(again, DecodeOptions{.check_graphs = false});
      if (SerializeBundle(EncodeGraphs([&] {
            std::vector<const FunctionGraph*> more;
            for (const auto& graph : redecoded.graphs) more.push_back(graph.get());
            return more;
          }())) != again) {
        std::fprintf(stderr, "re-encoding is not stable\n");
        std::abort();
      }
    } catch (const FlowProtoError& e) {
      std::fprintf(stderr, "a decoded graph does not round-trip: %s\n", e.what());
      std::abort();
    }
  }
  return 0;
}

#ifdef RTFARM_FUZZ_STANDALONE
#include <fstream>
#include <iterator>

#include "tests/model/test_graphs.h"

int main(int argc, char** argv) {
  using namespace rtfarm::model;
  if (argc == 3 && std::string_view(argv[1]) == "--write-seed") {
    testing::TestConstants constants;
    std::vector<std::unique_ptr<FunctionGraph>> owned;
    owned.push_back(testing::StraightLineGraph(constants));
    owned.push_back(testing::DiamondGraph(constants));
    owned.push_back(testing::LoopGraph(constants));
    owned.push_back(testing::ExceptionGraph(constants));
    std::vector<const FunctionGraph*> graphs;
    for (const auto& graph : owned) graphs.push_back(graph.get());
    std::ofstream(argv[2], std::ios::binary) << SerializeBundle(EncodeGraphs(graphs));
    return 0;
  }
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[i]);
      return 2;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("%d inputs replayed\n", argc - 1);
  return 0;
}
#endif
