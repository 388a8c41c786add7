#include "passes/model/strongly_connected.h"

#include <algorithm>
#include <cstddef>

namespace rtfarm::model {

std::vector<int> StronglyConnectedComponents(const std::vector<std::vector<int>>& edges) {
  const int n = static_cast<int>(edges.size());
  std::vector<int> order(n, -1), low(n, 0), component(n, -1), stack;
  std::vector<bool> on_stack(n, false);
  int counter = 0, components = 0;
  struct Frame {
    int v;
    size_t next;  // the next successor to follow
  };
  std::vector<Frame> work;
  auto enter = [&](int v) {
    order[v] = low[v] = counter++;
    stack.push_back(v);
    on_stack[v] = true;
    work.push_back({v, 0});
  };
  for (int root = 0; root < n; ++root) {
    if (order[root] >= 0) continue;
    enter(root);
    while (!work.empty()) {
      int v = work.back().v;
      if (work.back().next < edges[v].size()) {
        int w = edges[v][work.back().next++];
        if (order[w] < 0) {
          enter(w);
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], order[w]);
        }
        continue;
      }
      if (low[v] == order[v]) {
        int w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          component[w] = components;
        } while (w != v);
        ++components;
      }
      work.pop_back();
      if (!work.empty()) low[work.back().v] = std::min(low[work.back().v], low[v]);
    }
  }
  return component;
}

}  // namespace rtfarm::model
