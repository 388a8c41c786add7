#include "passes/driver/partition.h"

#include <algorithm>
#include <deque>

namespace rtfarm::driver {

std::vector<std::vector<int>> PartitionGraphs(const std::vector<PartitionNode>& nodes, int shards) {
  const int n = static_cast<int>(nodes.size());
  shards = std::max(1, shards);
  if (n == 0) return {};
  std::vector<std::vector<int>> neighbours(n);
  int64_t total = 0;
  for (int i = 0; i < n; ++i) {
    total += std::max<int64_t>(1, nodes[i].size);
    for (int callee : nodes[i].callees) {
      if (callee < 0 || callee >= n || callee == i) continue;
      neighbours[i].push_back(callee);
      neighbours[callee].push_back(i);
    }
  }
  for (auto& list : neighbours) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  const int64_t cap = std::max<int64_t>(1, total / (static_cast<int64_t>(shards) * 2));

  struct Cluster {
    std::vector<int> members;
    int64_t size = 0;
  };
  std::vector<Cluster> clusters;
  std::vector<bool> assigned(n, false);
  for (int root = 0; root < n; ++root) {
    if (assigned[root]) continue;
    Cluster cluster;
    std::deque<int> queue{root};
    assigned[root] = true;
    cluster.size = std::max<int64_t>(1, nodes[root].size);  // counted when queued
    while (!queue.empty()) {
      int node = queue.front();
      queue.pop_front();
      cluster.members.push_back(node);
      for (int next : neighbours[node]) {
        int64_t size = std::max<int64_t>(1, nodes[next].size);
        if (assigned[next] || cluster.size + size > cap) continue;
        assigned[next] = true;
        cluster.size += size;
        queue.push_back(next);
      }
    }
    clusters.push_back(std::move(cluster));
  }

  std::vector<int> order(clusters.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return clusters[a].size > clusters[b].size; });
  std::vector<std::vector<int>> out(shards);
  std::vector<int64_t> load(shards, 0);
  for (int c : order) {
    int best = static_cast<int>(std::min_element(load.begin(), load.end()) - load.begin());
    load[best] += clusters[c].size;
    out[best].insert(out[best].end(), clusters[c].members.begin(), clusters[c].members.end());
  }
  std::vector<std::vector<int>> result;
  for (auto& shard : out) {
    if (shard.empty()) continue;
    std::sort(shard.begin(), shard.end());
    result.push_back(std::move(shard));
  }
  return result;
}

}  // namespace rtfarm::driver
