// A shard receives bytes from the network in a farm: whatever they are, RunShardBytes
// must answer with a ShardOutput — the C of a well-formed input, or an error — and never
// crash, hang or write C for graphs it could not check. Deterministic mutations (seeded)
// of real shard inputs: flipped bytes, cut and repeated ranges, truncations.
#include <gtest/gtest.h>

#include <random>

#include "farm/shard_runner.h"
#include "passes/model/flow_proto.h"
#include "tests/shards/front_end.h"

namespace rtfarm::testing {
namespace {

std::string ShardInputBytes(const char* path, bool backendopt) {
  LowLevelProgram program = TranslateFrontEnd(path);
  EXPECT_NE(program.universe, nullptr);
  proto::ShardInput input;
  std::vector<const model::FunctionGraph*> graphs;
  for (const annotator::GraphInfo* info : program.universe->graphs()) {
    graphs.push_back(info->graph.get());
    input.add_function_names(program.universe->FunctionName(info));
  }
  *input.mutable_graphs() = model::EncodeGraphs(graphs);
  input.mutable_header()->set_name("rpy_program.h");
  input.mutable_options()->set_gc("boehm");
  input.mutable_options()->set_backendopt(backendopt);
  return farm::SerializeDeterministic(input);
}

std::string Mutate(std::string bytes, std::mt19937& random) {
  int edits = 1 + static_cast<int>(random() % 4);
  for (int e = 0; e < edits && !bytes.empty(); ++e) {
    size_t at = random() % bytes.size();
    size_t length = 1 + random() % std::min<size_t>(64, bytes.size() - at);
    switch (random() % 5) {
      case 0:
        bytes[at] = static_cast<char>(bytes[at] ^ (1 << (random() % 8)));
        break;
      case 1:
        bytes[at] = static_cast<char>(random());
        break;
      case 2:
        bytes.erase(at, length);
        break;
      case 3:
        bytes.insert(at, bytes.substr(at, length));
        break;
      case 4:
        bytes.resize(at);
        break;
    }
  }
  return bytes;
}

TEST(ShardInputMutation, EveryInputGetsAnOutputNeverACrash) {
  farm::ShardEnvironment env{RunfilesHome() + "/runtime", ""};
  std::mt19937 random(20261122);
  int refused = 0, translated = 0;
  for (const char* path : {"examples/richards.py", "tests/programs/041_exceptions_custom.py"}) {
    for (bool backendopt : {false, true}) {
      std::string original = ShardInputBytes(path, backendopt);
      proto::ShardOutput clean;
      ASSERT_TRUE(clean.ParseFromString(farm::RunShardBytes(original, env)));
      ASSERT_EQ(clean.error(), "") << path;
      for (int i = 0; i < 400; ++i) {
        std::string bytes = Mutate(original, random);
        proto::ShardOutput out;
        ASSERT_TRUE(out.ParseFromString(farm::RunShardBytes(bytes, env))) << path << " #" << i;
        if (out.error().empty()) {
          ++translated;
          EXPECT_FALSE(out.c_file().content().empty());
        } else {
          ++refused;
        }
      }
    }
  }
  // Most mutations break something the decoder or the checker sees.
  EXPECT_GT(refused, 800);
  std::printf("%d mutated inputs refused, %d still well-formed\n", refused, translated);
}

}  // namespace
}  // namespace rtfarm::testing
