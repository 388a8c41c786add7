// Which graphs go to which shard (issue 6): a deterministic rule that keeps call-graph
// neighbourhoods together — so that what gcc can still inline after the backend's own
// inlining stays inside one C file — and balances the shards by estimated size.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rtfarm::driver {

struct PartitionNode {
  int64_t size = 1;          // estimated work (operations)
  std::vector<int> callees;  // indices of the graphs it calls directly
};

// Nodes are given in a canonical order (by C name). Returns at most `shards` non-empty
// shards, each a sorted list of node indices; the result depends only on the nodes and
// `shards`.
//
// Neighbourhoods: graphs are grown into clusters breadth first along call edges (either
// direction), in node order, up to half a shard's fair share; clusters are then
// dealt largest first to the least loaded shard (ties: the lower shard).
std::vector<std::vector<int>> PartitionGraphs(const std::vector<PartitionNode>& nodes, int shards);

}  // namespace rtfarm::driver
