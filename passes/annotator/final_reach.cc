// Which code a refused program reaches on the fixpoint's results, and the errors shown
// for it. An operation refused again at the fixpoint (RecheckRefusedBlocks) may have had
// a result before: code reached only through it was annotated, and may have met errors
// of its own, in some schedules and not in others. The errors listed are those of the
// code the final results reach, whatever the schedule.
#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/annotator/annotator.h"

namespace rtfarm::annotator {

std::unordered_set<const model::Block*> Annotator::BlocksReachedAtFixpoint() const {
  // Graphs some operation records as its callee are reached through it; the others (the
  // entry point, the special methods the runtime calls) are where the walk starts.
  std::unordered_set<const GraphInfo*> called_by_operations;
  for (const auto& [op, log] : callees_) {
    for (const auto& [desc, graph] : log.entries) called_by_operations.insert(graph);
  }
  std::unordered_set<const model::Block*> reached;
  std::unordered_set<const GraphInfo*> returning;
  // Blocks stopped at a call of graphs none of which returned yet, by callee: walked again
  // when one does.
  std::unordered_map<const GraphInfo*, std::vector<const model::Block*>> waiting;
  std::vector<const model::Block*> work;
  auto reach = [&](const model::Block* block) {
    if (reached.insert(block).second) work.push_back(block);
  };
  auto follow = [&](const GraphInfo* info, const model::Link* link) {
    if (link->target == info->graph->returnblock() && returning.insert(info).second) {
      for (const model::Block* caller : waiting[info]) work.push_back(caller);
    }
    reach(link->target);
  };
  for (const auto& [key, info] : graphs_) {
    if (info->graph != nullptr && info->called && !called_by_operations.contains(info.get()))
      reach(info->graph->startblock());
  }
  while (!work.empty()) {
    const model::Block* block = work.back();
    work.pop_back();
    auto found = blocks_.find(block);
    if (found == blocks_.end() || block->is_final()) continue;
    const BlockEntry& entry = found->second;
    const GraphInfo* info = entry.graph;
    const int count = static_cast<int>(block->operations.size());
    // The first operation that does not complete; `count` when all do.
    int stop = count;
    if (!entry.errors.empty()) stop = std::min(stop, entry.refused_at);
    if (entry.blocked_at >= 0) stop = std::min(stop, entry.blocked_at);
    bool refused = !entry.errors.empty();
    for (int i = 0; i < count && i <= stop; ++i) {
      std::map<std::string, GraphInfo*> callees = CalleesOf(&block->operations[i]);
      // A call completes when one of its callees returns (a builtin always does).
      bool any_returns = callees.empty();
      for (const auto& [name, callee] : callees) {
        if (callee == nullptr || callee->graph == nullptr) {
          any_returns = true;
          continue;
        }
        reach(callee->graph->startblock());
        any_returns = any_returns || returning.contains(callee);
      }
      if (!any_returns) {
        for (const auto& [name, callee] : callees) waiting[callee].push_back(block);
        stop = std::min(stop, i);
      }
    }
    const auto& exits = block->exits;
    if (stop >= count && !refused) {
      for (const model::Link* link : exits) follow(info, link);
    } else if (stop == count - 1 && !refused &&
               block->exitswitch == model::ExitSwitch::kLastException) {
      // Its last operation does not return, but what it raises is caught here.
      for (size_t e = 1; e < exits.size(); ++e) follow(info, exits[e]);
    }
  }
  return reached;
}

void Annotator::DropErrorsOfUnreachedBlocks() {
  if (errors_.empty()) return;
  std::unordered_set<const model::Block*> reached = BlocksReachedAtFixpoint();
  std::vector<AnnotatorError> kept;
  for (const AnnotatorError& error : errors_) {
    auto found = error_blocks_.find(error.Format());
    bool keep = found == error_blocks_.end();
    if (!keep) {
      for (const model::Block* block : found->second)
        keep = keep || block == nullptr || reached.contains(block);
    }
    if (keep) kept.push_back(error);
  }
  // A refused program stays refused: its errors all lie beyond other refusals only when
  // the walk misses a way in (a graph called by both an operation and the runtime).
  if (kept.empty()) return;
  errors_ = std::move(kept);
  reached_at_fixpoint_ = std::move(reached);
}

}  // namespace rtfarm::annotator
