#include "passes/driver/partition.h"

#include <gtest/gtest.h>

namespace rtfarm::driver {
namespace {

std::vector<PartitionNode> Chain(int n, int64_t size) {
  std::vector<PartitionNode> nodes(n);
  for (int i = 0; i < n; ++i) {
    nodes[i].size = size;
    if (i + 1 < n) nodes[i].callees.push_back(i + 1);
  }
  return nodes;
}

TEST(Partition, EveryNodeOnceAndSorted) {
  std::vector<PartitionNode> nodes = Chain(100, 10);
  auto shards = PartitionGraphs(nodes, 4);
  ASSERT_EQ(shards.size(), 4u);
  std::vector<int> seen(100, 0);
  for (const auto& shard : shards) {
    EXPECT_TRUE(std::is_sorted(shard.begin(), shard.end()));
    for (int i : shard) ++seen[i];
  }
  for (int count : seen) EXPECT_EQ(count, 1);
}

TEST(Partition, BalancesBySize) {
  std::vector<PartitionNode> nodes = Chain(200, 5);
  for (auto& shard : PartitionGraphs(nodes, 4)) {
    EXPECT_GE(shard.size(), 40u);
    EXPECT_LE(shard.size(), 60u);
  }
}

TEST(Partition, KeepsCallNeighbourhoodsTogether) {
  // Four independent families: a caller and its three callees each.
  std::vector<PartitionNode> nodes(16);
  for (int f = 0; f < 4; ++f) {
    nodes[f].size = 30;
    for (int c = 0; c < 3; ++c) {
      nodes[4 + f * 3 + c].size = 10;
      nodes[f].callees.push_back(4 + f * 3 + c);
    }
  }
  auto shards = PartitionGraphs(nodes, 2);
  ASSERT_EQ(shards.size(), 2u);
  for (int f = 0; f < 4; ++f) {
    int home = -1;
    for (size_t s = 0; s < shards.size(); ++s)
      if (std::count(shards[s].begin(), shards[s].end(), f)) home = static_cast<int>(s);
    for (int c = 0; c < 3; ++c)
      EXPECT_TRUE(std::count(shards[home].begin(), shards[home].end(), 4 + f * 3 + c))
          << "family " << f << " callee " << c;
  }
}

TEST(Partition, OneHugeGraphGetsAShardOfItsOwn) {
  std::vector<PartitionNode> nodes = Chain(10, 1);
  nodes[3].size = 1000;
  auto shards = PartitionGraphs(nodes, 3);
  bool alone = false;
  for (const auto& shard : shards) alone |= shard == std::vector<int>{3};
  EXPECT_TRUE(alone);
}

TEST(Partition, MoreShardsThanGraphsAndEdgeCases) {
  EXPECT_EQ(PartitionGraphs(Chain(3, 1), 8).size(), 3u);
  EXPECT_TRUE(PartitionGraphs({}, 4).empty());
  EXPECT_EQ(PartitionGraphs(Chain(5, 1), 0).size(), 1u);
  std::vector<PartitionNode> odd = Chain(4, 0);
  odd[0].callees = {-1, 7, 0, 2};  // out of range and self edges are ignored
  EXPECT_EQ(PartitionGraphs(odd, 2).size(), 2u);
}

TEST(Partition, DependsOnlyOnItsInput) {
  std::vector<PartitionNode> nodes = Chain(57, 3);
  for (int i = 0; i < 57; i += 5) nodes[i].callees.push_back((i * 7) % 57);
  EXPECT_EQ(PartitionGraphs(nodes, 5), PartitionGraphs(nodes, 5));
}

}  // namespace
}  // namespace rtfarm::driver
