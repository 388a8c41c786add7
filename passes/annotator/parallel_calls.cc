// Calls through a PBC of many descs, prepared on every worker at once.
//
// Annotation runs on one worker at a time under the state lock (annotator.cc, RunOne).
// What dominates it on large programs is a call such as `op.execute(frame)` through a
// set of thousands of overriding methods, the first time each call site is annotated:
// one argument binding and one merge into a start block per desc. The merges of
// different descs touch different graphs, so the drainer lends its lock to the other
// workers for the length of the call: each prepares some descs' calls (binding the
// arguments, the union with the start block's bindings, reading the return value)
// without storing anything, and the drainer then commits them one by one in desc order,
// exactly as the serial loop would have called them. A proposal whose inputs changed
// meanwhile (an earlier desc of the same call reached the same graph) is dropped and
// that call is made serially, so the result is the serial one whatever the split.
#include "passes/annotator/annotator.h"

namespace rtfarm::annotator {
namespace {

// Annotations whose union with each other reads only immutable structure (class
// hierarchies) and allocates: no ListDef or DictDef merge, no bound-method
// simplification (which asks the bookkeeper for descs), no narrowing facts.
bool UnionIsLocal(const Ann& a) {
  if (!a->knowntypedata.empty()) return false;
  switch (a->kind) {
    case Kind::kNone:
    case Kind::kBool:
    case Kind::kInteger:
    case Kind::kFloat:
    case Kind::kChar:
    case Kind::kStr:
    case Kind::kBytes:
    case Kind::kInstance:
    case Kind::kType:
      return true;
    case Kind::kTuple:
      for (const Ann& item : a->items) {
        if (!UnionIsLocal(item)) return false;
      }
      return true;
    default:
      return false;
  }
}

}  // namespace

bool Annotator::ProposeCall(GraphInfo* info, const std::vector<Ann>& params,
                            const model::Block* reader, const std::string& where,
                            CallProposal* proposal) const {
  // Written by the drainer only, which is inside the same call: stable here.
  if (info->graph == nullptr) return false;
  const model::Block* start = info->graph->startblock();
  if (params.size() != start->inputargs.size()) return false;
  proposal->start = start;
  proposal->args.clear();
  proposal->args.reserve(params.size());
  proposal->changed = false;
  for (size_t i = 0; i < params.size(); ++i) {
    int number = start->inputargs[i]->number();
    Ann& binding = info->bindings[number];
    if (!UnionIsLocal(params[i]) || (binding != nullptr && !UnionIsLocal(binding))) return false;
    Ann merged;
    try {
      merged = binding ? Union(binding, params[i]) : params[i];
    } catch (const UnionError&) {
      return false;  // the serial call reports it, with its origins
    }
    // As MergeInto: a binding that does not change keeps its object.
    bool generalised = binding == nullptr || !Equal(merged, binding);
    proposal->changed |= generalised;
    const std::string*& origin = info->origins[number];
    proposal->args.push_back({&binding, &origin, binding, generalised ? std::move(merged) : nullptr,
                              IsEarlierOrigin(where, origin)});
  }
  proposal->result = Binding(*info, info->graph->returnblock()->inputargs[0]);
  // The one write: two descs of the call may reach the same graph. Registering a reader
  // the serial loop would not have (the call fails at an earlier desc) only annotates that
  // block once more, which changes nothing at the fixpoint.
  if (reader != nullptr) {
    std::lock_guard lock(info->readers_mu);
    if (reader != info->last_return_reader) {
      info->return_readers.insert(reader);
      info->last_return_reader = reader;
    }
  }
  return true;
}

Ann Annotator::CommitCall(GraphInfo* info, const CallProposal& proposal) {
  for (const CallProposal::Arg& arg : proposal.args) {
    if (*arg.slot != arg.seen) return nullptr;
  }
  // From here on, what CallGraph and MergeInto do for a built graph.
  if (!info->called) info->called = true;  // a built graph has no build error to report
  // As MergeInto: a start block with inputargs is reached when they are first bound (a
  // proposal from a null binding has changed); one with none is looked up.
  const model::Block* start = proposal.start;
  bool changed = proposal.changed || (proposal.args.empty() && reached_.insert(start).second);
  for (const CallProposal::Arg& arg : proposal.args) {
    if (arg.new_origin) *arg.origin = &CallWhere();
    if (arg.merged != nullptr) *arg.slot = arg.merged;
  }
  if (changed) Schedule(start);
  return proposal.result;
}

}  // namespace rtfarm::annotator
