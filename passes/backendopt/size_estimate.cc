#include "passes/backendopt/size_estimate.h"

#include <cmath>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Link;

// The exception transformer's checks and fetches. RPython weighs graphs before that
// transform, where a call that may raise is one operation and an exception that is not
// caught leaves no trace in the graph; its threshold (32.4) was tuned on such weights.
// Weighing the checks (a call and a switch after every raising call, each one
// propagating to the return block half of the time) kept small accessors out: Richards'
// Scheduler.find weighed 34.1 (RPython's way: 24) and stayed a call in Task.send.
bool IsExceptionBookkeeping(const model::SpaceOperation& op) {
  const std::string* callee = CalleeName(op);
  return callee != nullptr &&
         (*callee == "rpy_exc_occurred" || *callee == "rpy_exc_fetch_type" ||
          *callee == "rpy_exc_fetch_value" || *callee == "rpy_clear_exception");
}

// The exit of an exception check that only propagates (to the return block, with the
// dummy value): absent from the graph RPython weighs.
bool PropagatesOnly(const model::FunctionGraph& graph, const Block& block, const Link& link) {
  if (block.exitswitch != model::ExitSwitch::kVariable || block.operations.empty() ||
      link.target != graph.returnblock())
    return false;
  const model::SpaceOperation& last = block.operations.back();
  return last.result == block.exitswitch_var && IsExceptionBookkeeping(last);
}

// An element read or write of a list or fixed-size list: a C inline function of the
// runtime (rpy_list.h), a bounds check and the access once gcc has inlined it. RPython's
// graphs have the access itself there (getarrayitem, after its own helpers are inlined),
// not a call.
bool IsElementAccess(const std::string& callee) {
  if (!callee.starts_with("rpy_list_") && !callee.starts_with("rpy_array_")) return false;
  for (const char* suffix : {"_getitem", "_getitem_nonneg", "_setitem", "_setitem_nonneg"}) {
    if (callee.ends_with(suffix)) return true;
  }
  return false;
}

// Operations that cost nothing in C (value moves, markers) or more than one
// instruction (allocation).
double OperationWeight(const model::SpaceOperation& op) {
  if (IsExceptionBookkeeping(op)) return 0;
  if (const std::string* callee = CalleeName(op)) {
    // Raising is a link to the except block in the graphs RPython weighs.
    if (*callee == "rpy_raise") return 0;
    if (IsElementAccess(*callee)) return 2;
  }
  static const std::map<std::string, double> kWeights = {
      {"same_as", 0},      {"cast_pointer", 0}, {"keepalive", 0},     {"catch_region", 0},
      {"debug_assert", 0}, {"malloc", 2},       {"malloc_varsize", 2}};
  double weight = 1;
  if (auto it = kWeights.find(op.opname); it != kWeights.end()) weight = it->second;
  // A call costs its setup and one move per argument.
  if (op.opname == "direct_call") weight += 1.5 + op.args.size() / 2.0;
  if (op.opname == "indirect_call") weight += 2 + op.args.size() / 2.0;
  return weight;
}

// Links that jump back to a block still on the depth-first path from the start: the
// back edges of loops.
std::unordered_set<const Link*> BackEdges(const model::FunctionGraph& graph) {
  std::unordered_set<const Link*> back;
  std::unordered_set<const Block*> on_path;
  std::unordered_set<const Block*> done;
  struct Frame {
    Block* block;
    size_t next_exit;
  };
  std::vector<Frame> stack = {{graph.startblock(), 0}};
  on_path.insert(graph.startblock());
  while (!stack.empty()) {
    Frame& frame = stack.back();
    if (frame.next_exit == frame.block->exits.size()) {
      on_path.erase(frame.block);
      done.insert(frame.block);
      stack.pop_back();
      continue;
    }
    Link* link = frame.block->exits[frame.next_exit++];
    if (on_path.count(link->target)) {
      back.insert(link);
    } else if (!done.count(link->target)) {
      on_path.insert(link->target);
      stack.push_back({link->target, 0});
    }
  }
  return back;
}

}  // namespace

double BlockWeight(const Block& block) {
  double total = 0;
  for (const auto& op : block.operations) total += OperationWeight(op);
  if (block.exitswitch != model::ExitSwitch::kNone) total += 1;
  return total;
}

namespace {

// BlockWeight without the switch of an exception check that only propagates.
double WeightIn(const model::FunctionGraph& graph, const Block& block) {
  double weight = BlockWeight(block);
  for (const Link* link : block.exits) {
    if (PropagatesOnly(graph, block, *link)) return weight - 1;
  }
  return weight;
}

}  // namespace

double StaticInstructionCount(const model::FunctionGraph& graph) {
  double count = 0;
  for (const Block* block : graph.Blocks()) count += WeightIn(graph, *block);
  return count;
}

namespace {

// Blocks from which every path raises: those that call rpy_raise, and those whose
// every exit (but one propagating an exception) leads to one.
std::unordered_set<const Block*> RaisingBlocks(const model::FunctionGraph& graph,
                                               const std::vector<Block*>& blocks) {
  std::unordered_set<const Block*> raising;
  for (const Block* block : blocks) {
    for (const auto& op : block->operations) {
      const std::string* callee = CalleeName(op);
      if (callee != nullptr && *callee == "rpy_raise") raising.insert(block);
    }
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (const Block* block : blocks) {
      if (raising.count(block) || block->exits.empty()) continue;
      bool all = true;
      for (const Link* link : block->exits)
        all = all && (raising.count(link->target) || PropagatesOnly(graph, *block, *link));
      if (all) grew = raising.insert(block).second;
    }
  }
  return raising;
}

// The share of a branch's runs that take its exits into raising code: raising is the
// exception, as gcc predicts a path to a noreturn call.
constexpr double kRaisingShare = 0.1;

}  // namespace

double MedianExecutionCost(const model::FunctionGraph& graph) {
  std::vector<Block*> blocks = graph.Blocks();
  size_t n = blocks.size();
  // Dense elimination is cubic: past this size the graph is far above any threshold.
  if (n > 400) return kUnboundedCost;
  std::unordered_map<const Block*, size_t> index;
  for (size_t i = 0; i < n; ++i) index[blocks[i]] = i;
  std::unordered_set<const Link*> back = BackEdges(graph);
  std::unordered_set<const Block*> raising = RaisingBlocks(graph, blocks);
  // (I - P) x = w, row i for block i.
  std::vector<std::vector<double>> m(n, std::vector<double>(n + 1, 0.0));
  for (size_t i = 0; i < n; ++i) {
    const Block* block = blocks[i];
    m[i][i] = 1;
    m[i][n] = WeightIn(graph, *block);
    // An exit that only propagates an exception is not taken (see PropagatesOnly).
    std::vector<const Link*> exits;
    for (const Link* link : block->exits) {
      if (!PropagatesOnly(graph, *block, *link)) exits.push_back(link);
    }
    if (exits.empty()) exits.assign(block->exits.begin(), block->exits.end());
    std::vector<const Link*> cold;
    if (!raising.count(block)) {
      std::erase_if(exits, [&](const Link* link) {
        if (!raising.count(link->target)) return false;
        cold.push_back(link);
        return true;
      });
      if (exits.empty()) exits.swap(cold);
    }
    double warm_share = cold.empty() ? 1.0 : 1.0 - kRaisingShare;
    for (const Link* link : cold) m[i][index.at(link->target)] -= kRaisingShare / cold.size();
    size_t backs = 0;
    for (const Link* link : exits) backs += back.count(link);
    size_t forwards = exits.size() - backs;
    for (const Link* link : exits) {
      // Staying in a loop is likelier than leaving it: 70% for the back edges together.
      double p = back.count(link) ? (forwards ? 0.7 : 1.0) / backs : (backs ? 0.3 : 1.0) / forwards;
      m[i][index.at(link->target)] -= p * warm_share;
    }
  }
  for (size_t col = 0; col < n; ++col) {
    size_t pivot = col;
    for (size_t r = col + 1; r < n; ++r) {
      if (std::fabs(m[r][col]) > std::fabs(m[pivot][col])) pivot = r;
    }
    if (std::fabs(m[pivot][col]) < 1e-12) return kUnboundedCost;
    std::swap(m[pivot], m[col]);
    for (size_t r = 0; r < n; ++r) {
      if (r == col || m[r][col] == 0) continue;
      double f = m[r][col] / m[col][col];
      for (size_t c = col; c <= n; ++c) m[r][c] -= f * m[col][c];
    }
  }
  size_t start = index.at(graph.startblock());
  double cost = m[start][n] / m[start][start];
  return std::isfinite(cost) && cost < kUnboundedCost ? cost : kUnboundedCost;
}

double InliningWeight(const model::FunctionGraph& graph) {
  return InliningWeight(graph, StaticInstructionCount(graph));
}

double InliningWeight(const model::FunctionGraph& graph, double static_count) {
  // Big graphs are never inlined: skip the linear system.
  if (static_count >= 200) return static_count;
  return static_count + MedianExecutionCost(graph);
}

}  // namespace rtfarm::backendopt
