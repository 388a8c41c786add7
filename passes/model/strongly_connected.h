// Tarjan's strongly connected components of a directed graph given as adjacency lists
// (node i's successors in edges[i]), without recursion: a chain of a hundred thousand
// nodes (calls, loop-carried values of a huge function) must not overflow the
// translator's own stack. Nodes are visited in number order and successors in list
// order, so the numbering depends on nothing else. Returns each node's component number;
// a component is numbered before every component that reaches it.
#pragma once

#include <vector>

namespace rtfarm::model {

std::vector<int> StronglyConnectedComponents(const std::vector<std::vector<int>>& edges);

}  // namespace rtfarm::model
