#include "passes/model/strongly_connected.h"

#include <gtest/gtest.h>

namespace rtfarm::model {
namespace {

// 0 -> 1 -> 2 -> 0 is one component; 3 (a self-loop) and 4 (reaching the cycle) are
// their own. A component is numbered before those that reach it.
TEST(StronglyConnectedTest, CyclesSelfLoopsAndOrder) {
  std::vector<std::vector<int>> edges = {{1}, {2}, {0}, {3}, {0, 3}};
  std::vector<int> c = StronglyConnectedComponents(edges);
  ASSERT_EQ(c.size(), 5u);
  EXPECT_EQ(c[0], c[1]);
  EXPECT_EQ(c[1], c[2]);
  EXPECT_NE(c[3], c[0]);
  EXPECT_NE(c[4], c[0]);
  EXPECT_NE(c[4], c[3]);
  EXPECT_LT(c[0], c[4]);
  EXPECT_LT(c[3], c[4]);
}

// A chain of 300,000 nodes closed into one cycle: no recursion, one component.
TEST(StronglyConnectedTest, LongChainsNeedNoRecursion) {
  const int n = 300000;
  std::vector<std::vector<int>> edges(n);
  for (int i = 0; i < n; ++i) edges[i] = {(i + 1) % n};
  std::vector<int> c = StronglyConnectedComponents(edges);
  for (int i = 0; i < n; ++i) ASSERT_EQ(c[i], 0);
  edges[n - 1].clear();  // a chain: every node alone
  c = StronglyConnectedComponents(edges);
  EXPECT_EQ(c[0], n - 1);
  EXPECT_EQ(c[n - 1], 0);
}

TEST(StronglyConnectedTest, EmptyGraph) { EXPECT_TRUE(StronglyConnectedComponents({}).empty()); }

}  // namespace
}  // namespace rtfarm::model
