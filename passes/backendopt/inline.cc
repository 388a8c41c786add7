#include "passes/backendopt/inline.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <set>
#include <tuple>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/backendopt/inline_call.h"
#include "passes/backendopt/size_estimate.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::FunctionGraph;

class AutoInliner {
 public:
  AutoInliner(const std::map<std::string, FunctionGraph*>& graphs, const InlineOptions& options)
      : graphs_(graphs), options_(options) {}

  InlineStats Run() {
    BuildCallGraph();
    FindRecursiveGraphs();
    for (const auto& [name, graph] : graphs_) Push(name);
    std::set<std::string> changed;
    while (!heap_.empty()) {
      auto [weight, minus_callers, name, version] = heap_.top();
      heap_.pop();
      if (version != version_[name] || done_.count(name)) continue;  // stale entry
      if (weight >= options_.threshold) break;  // every remaining graph is heavier
      done_.insert(name);
      const FunctionGraph* callee = graphs_.at(name);
      for (const std::string& caller : std::set<std::string>(callers_[name])) {
        if (caller == name) continue;
        if (!InlineAndRecord(caller, name, *callee, changed)) continue;
        Push(caller);
      }
    }
    InlineSingleCallSites(changed);
    stats_.graphs_changed = static_cast<int>(changed.size());
    return stats_;
  }

 private:
  // A graph called from exactly one place is inlined there whatever its weight (up to
  // `single_call_site_size`): the program's code does not grow, and the call, its
  // exception check and the argument shuffling go away. gcc would do the same
  // (-finline-functions-called-once) were the two functions in one file, which the
  // sharded C does not promise. Callees go first, then graphs in name order, so the
  // outcome is deterministic. (A graph also reachable through a vtable or a function
  // pointer keeps its own copy.)
  void InlineSingleCallSites(std::set<std::string>& changed) {
    // Callees before their callers (a depth-first post-order from the graphs in name
    // order): a caller inlined first would stay behind as a second, dead caller.
    std::vector<std::string> order;
    std::set<std::string> seen;
    std::function<void(const std::string&)> visit = [&](const std::string& v) {
      if (!seen.insert(v).second) return;
      for (const std::string& w : callees_[v]) visit(w);
      order.push_back(v);
    };
    for (const auto& entry : graphs_) visit(entry.first);
    // One pass: a graph is looked at before any of its callers moves into another.
    for (const std::string& name : order) {
      const FunctionGraph* graph = graphs_.at(name);
      // done_: the weighted phase already inlined it where the caller bound allowed.
      if (done_.count(name) || recursive_.count(name) || callers_[name].size() != 1) continue;
      const std::string caller = *callers_[name].begin();
      if (caller == name || CallSites(caller, name) != 1) continue;
      if (Size(*graph) > options_.single_call_site_size) continue;
      if (!Inlinable(*graph)) continue;
      InlineAndRecord(caller, name, *graph, changed);
    }
  }

  // Inlines `name`'s call sites into `caller` and updates the call graph: the caller now
  // calls what the callee called, and no longer the callee when no site is left.
  bool InlineAndRecord(const std::string& caller, const std::string& name,
                       const FunctionGraph& callee, std::set<std::string>& changed) {
    int n = InlineInto(caller, name, callee);
    if (n == 0) return false;
    stats_.calls_inlined += n;
    changed.insert(caller);
    for (const std::string& c : callees_[name]) {
      callees_[caller].insert(c);
      callers_[c].insert(caller);
    }
    if (!StillCalls(caller, name)) {
      callees_[caller].erase(name);
      callers_[name].erase(caller);
    }
    return true;
  }

  int CallSites(const std::string& caller, const std::string& callee) {
    int n = 0;
    for (const Block* block : graphs_.at(caller)->Blocks()) {
      for (const auto& op : block->operations) {
        const std::string* name = CalleeName(op);
        if (name != nullptr && *name == callee) ++n;
      }
    }
    return n;
  }

  using Entry = std::tuple<double, int, std::string, int>;

  void BuildCallGraph() {
    for (const auto& [name, graph] : graphs_) {
      callees_[name];
      for (const Block* block : graph->Blocks()) {
        for (const auto& op : block->operations) {
          const std::string* callee = CalleeName(op);
          if (callee == nullptr || !graphs_.count(*callee)) continue;
          callees_[name].insert(*callee);
          callers_[*callee].insert(name);
        }
      }
    }
  }

  // Tarjan's strongly connected components, in name order: a graph in a component of
  // more than one graph, or calling itself, is recursive.
  void FindRecursiveGraphs() {
    std::map<std::string, int> index, low;
    std::vector<std::string> stack;
    std::set<std::string> on_stack;
    int counter = 0;
    std::function<void(const std::string&)> visit = [&](const std::string& v) {
      index[v] = low[v] = counter++;
      stack.push_back(v);
      on_stack.insert(v);
      for (const std::string& w : callees_[v]) {
        if (!index.count(w)) {
          visit(w);
          low[v] = std::min(low[v], low[w]);
        } else if (on_stack.count(w)) {
          low[v] = std::min(low[v], index[w]);
        }
      }
      if (low[v] != index[v]) return;
      std::vector<std::string> component;
      std::string w;
      do {
        w = stack.back();
        stack.pop_back();
        on_stack.erase(w);
        component.push_back(w);
      } while (w != v);
      if (component.size() > 1 || callees_[v].count(v)) {
        recursive_.insert(component.begin(), component.end());
      }
    };
    for (const auto& [name, graph] : graphs_) {
      if (!index.count(name)) visit(name);
    }
  }

  void Push(const std::string& name) {
    if (done_.count(name) || recursive_.count(name)) return;
    const FunctionGraph* graph = graphs_.at(name);
    if (!Inlinable(*graph)) return;
    int version = ++version_[name];
    int callers = static_cast<int>(callers_[name].size());
    heap_.push({InliningWeight(*graph, Size(*graph)), -callers, name, version});
  }

  bool StillCalls(const std::string& caller, const std::string& callee) {
    for (const Block* block : graphs_.at(caller)->Blocks()) {
      for (const auto& op : block->operations) {
        const std::string* name = CalleeName(op);
        if (name != nullptr && *name == callee) return true;
      }
    }
    return false;
  }

  // Inlines every call of `callee` in `caller` while the caller stays under the bound.
  // The copies contain no call of `callee` (it is not recursive), so the scan ends.
  int InlineInto(const std::string& caller_name, const std::string& callee_name,
                 const FunctionGraph& callee) {
    FunctionGraph& caller = *graphs_.at(caller_name);
    double callee_size = Size(callee);
    double size = Size(caller);
    // Not even one copy fits: the answer the scan below would give at its first site.
    if (size + callee_size > options_.max_caller_size) return 0;
    int inlined = 0;
    std::set<std::pair<const Block*, size_t>> refused;
    for (bool found = true; found;) {
      found = false;
      for (Block* block : caller.Blocks()) {
        for (size_t i = 0; i < block->operations.size() && !found; ++i) {
          const std::string* name = CalleeName(block->operations[i]);
          if (name == nullptr || *name != callee_name || refused.count({block, i})) continue;
          if (!CallMatches(*block, i, callee)) {
            refused.insert({block, i});  // a call through another signature: left as is
            continue;
          }
          if (size + callee_size > options_.max_caller_size) return inlined;
          InlineCall(caller, block, i, callee);
          size += callee_size;
          ++inlined;
          found = true;
        }
        if (found) break;
      }
    }
    if (inlined > 0) {
      caller.Prune();
      Forget(caller);
    }
    return inlined;
  }

  // A graph's static instruction count and whether it can be inlined, computed once per
  // version of the graph: a walk of a graph of 100,000 blocks costs milliseconds, and
  // every caller of every callee asked them again (bench/scale's big functions).
  struct Facts {
    double size = 0;
    bool inlinable = false;
  };
  const Facts& FactsOf(const FunctionGraph& graph) {
    auto it = facts_.find(&graph);
    if (it == facts_.end())
      it = facts_.emplace(&graph, Facts{StaticInstructionCount(graph), CannotInline(graph).empty()})
               .first;
    return it->second;
  }
  double Size(const FunctionGraph& graph) { return FactsOf(graph).size; }
  bool Inlinable(const FunctionGraph& graph) { return FactsOf(graph).inlinable; }
  // `graph` changed: its facts are computed again when next asked.
  void Forget(const FunctionGraph& graph) { facts_.erase(&graph); }

  const std::map<std::string, FunctionGraph*>& graphs_;
  InlineOptions options_;
  std::map<std::string, std::set<std::string>> callees_;
  std::map<std::string, std::set<std::string>> callers_;
  std::set<std::string> recursive_;
  std::set<std::string> done_;
  std::map<std::string, int> version_;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap_;
  std::map<const FunctionGraph*, Facts> facts_;
  InlineStats stats_;
};

}  // namespace

InlineStats InlineFunctions(const std::map<std::string, FunctionGraph*>& graphs,
                            const InlineOptions& options, lltype::TypeRegistry& types) {
  (void)types;  // the copies keep the callee's types; no new type is needed
  return AutoInliner(graphs, options).Run();
}

}  // namespace rtfarm::backendopt
