#include "passes/backendopt/int_ranges.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;
using Wide = __int128;

constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr IntRange kFull{kMin, kMax};
// Rounds an inputarg's interval may grow before its moving bounds jump to the extremes.
constexpr int kGrowthsBeforeWidening = 3;
// Rounds of narrowing after the fixpoint: one per block of a loop's test-to-test path.
constexpr int kNarrowingRounds = 8;

bool Fits(Wide lo, Wide hi) { return lo >= kMin && hi <= kMax; }

// An exact interval, or every value when it does not fit (the C wraps).
IntRange WrappedOrFull(Wide lo, Wide hi) {
  return Fits(lo, hi) ? IntRange{static_cast<int64_t>(lo), static_cast<int64_t>(hi)} : kFull;
}

// The relation a link out of a comparison's switch guarantees between its operands.
struct Relation {
  const Value* left = nullptr;
  const Value* right = nullptr;
  std::string op;  // "lt", "le", "eq" (gt and ge are swapped into lt and le)
};

class RangeAnalysis {
 public:
  RangeAnalysis(const model::FunctionGraph& graph, const lltype::TypeRegistry& types)
      : graph_(graph), signed_(types.Signed()) {}

  std::set<OperationPlace> Run(std::optional<IntRange> param_bound) {
    Block* start = graph_.startblock();
    for (Variable* p : start->inputargs)
      if (p->concretetype == signed_) range_[p] = param_bound.value_or(kFull);
    Enqueue(start);
    while (!queue_.empty()) {
      Block* block = queue_.front();
      queue_.pop_front();
      queued_.erase(block);
      Evaluate(*block, nullptr);
      for (Link* link : block->exits) Propagate(*block, *link);
    }
    // Widening lost what loop tests say of counters (the body of `while k < last` knows
    // k < last): a few rounds of narrowing from this sound state get it back.
    for (int round = 0; widened_ && round < kNarrowingRounds && Narrow(param_bound); ++round) {
    }
    // The intervals are final: evaluate each reached block once more to judge its checks.
    std::set<OperationPlace> free;
    for (const Block* block : graph_.Blocks())
      if (reached_.count(block)) Evaluate(*block, &free);
    return free;
  }

 private:
  // One round of recomputing every inputarg's interval from its entering links, with the
  // intervals of the last round (decreasing from a sound state, so each round is sound).
  // Returns whether an interval shrank.
  bool Narrow(std::optional<IntRange> param_bound) {
    std::unordered_map<const Variable*, IntRange> next;
    for (Variable* p : graph_.startblock()->inputargs)
      if (IsSigned(p)) next[p] = param_bound.value_or(kFull);
    for (const Block* block : graph_.Blocks()) {
      if (!reached_.count(block)) continue;
      Evaluate(*block, nullptr);
      for (const Link* link : block->exits) {
        std::optional<Relation> relation = RelationOn(*block, *link);
        std::vector<std::pair<const Variable*, IntRange>> incoming;
        bool feasible = true;
        for (size_t i = 0; i < link->args.size() && i < link->target->inputargs.size(); ++i) {
          const Variable* into = link->target->inputargs[i];
          if (!IsSigned(into) || !RangeOf(link->args[i])) continue;
          IntRange r = Narrowed(link->args[i], relation);
          if (r.lo > r.hi) feasible = false;
          incoming.push_back({into, r});
        }
        if (!feasible) continue;
        for (const auto& [into, r] : incoming) {
          auto [it, fresh] = next.insert({into, r});
          if (!fresh) it->second = {std::min(it->second.lo, r.lo), std::max(it->second.hi, r.hi)};
        }
      }
    }
    bool shrank = false;
    for (const auto& [v, r] : next) {
      IntRange& old = range_[v];
      if (r.lo > old.lo || r.hi < old.hi) shrank = true;
      old = {std::max(old.lo, r.lo), std::min(old.hi, r.hi)};
    }
    return shrank;
  }

  void Enqueue(Block* block) {
    reached_.insert(block);
    if (queued_.insert(block).second) queue_.push_back(block);
  }

  bool IsSigned(const Value* v) const { return v->concretetype == signed_; }

  // The interval of an integer value: a constant's point, a Signed variable's interval
  // (every value before its definition was reached), nothing for other values.
  std::optional<IntRange> RangeOf(const Value* v) const {
    if (v->is_constant()) {
      const auto* c = static_cast<const Constant*>(v);
      if (!IsSigned(c) || !c->symbol.empty() || c->object() == nullptr) return std::nullopt;
      int64_t value = lltype::IntegerValue(c);
      return IntRange{value, value};
    }
    if (!IsSigned(v)) return std::nullopt;
    auto it = range_.find(static_cast<const Variable*>(v));
    return it == range_.end() ? kFull : it->second;
  }
  IntRange RangeOrFull(const Value* v) const { return RangeOf(v).value_or(kFull); }

  static std::optional<int64_t> ConstantValue(const Value* v) {
    if (!v->is_constant()) return std::nullopt;
    const auto* c = static_cast<const Constant*>(v);
    if (!c->symbol.empty() || c->object() == nullptr) return std::nullopt;
    return lltype::IntegerValue(c);
  }

  // The operation that made a value: followed through links while every entering link
  // agrees (a range iterator carried around its loop).
  const SpaceOperation* OriginOf(const Value* v) const {
    if (v->is_constant()) return nullptr;
    auto it = origin_.find(static_cast<const Variable*>(v));
    return it == origin_.end() || it->second == &conflict_ ? nullptr : it->second;
  }

  // The values `range(start, stop, step)` yields to the iterator `it`.
  IntRange RangeIteration(const Value* it) const {
    const SpaceOperation* iter_new = OriginOf(it);
    const std::string* name = iter_new ? CalleeName(*iter_new) : nullptr;
    if (name == nullptr || *name != "lrange_iter_new" || iter_new->args.size() != 2) return kFull;
    const SpaceOperation* range_new = OriginOf(iter_new->args[1]);
    name = range_new ? CalleeName(*range_new) : nullptr;
    if (name == nullptr || *name != "lrange_new" || range_new->args.size() != 4) return kFull;
    IntRange start = RangeOrFull(range_new->args[1]);
    IntRange stop = RangeOrFull(range_new->args[2]);
    IntRange step = RangeOrFull(range_new->args[3]);
    // The values lie between start (included) and stop (excluded) as long as the value
    // after the last one fits: the runtime's iterator (GenC's lrange_iter_next_ok) adds
    // the step without a check, and a sum past the 64-bit limits would start again from
    // the other end.
    Wide reach = std::max(-static_cast<Wide>(step.lo), static_cast<Wide>(step.hi));
    if (static_cast<Wide>(stop.hi) + reach > kMax + Wide{1} ||
        static_cast<Wide>(stop.lo) - reach < kMin - Wide{1})
      return kFull;
    if (step.lo > 0) return {start.lo, std::max(start.lo, stop.hi == kMin ? kMin : stop.hi - 1)};
    if (step.hi < 0) return {std::min(start.hi, stop.lo == kMax ? kMax : stop.lo + 1), start.hi};
    return {std::min(start.lo, stop.lo), std::max(start.hi, stop.hi)};
  }

  // The interval of op's Signed result; `*checked_fits` says whether a checked
  // operation's exact result always fits.
  IntRange Transfer(const SpaceOperation& op, bool* checked_fits) const {
    const std::string& n = op.opname;
    if (n == "same_as" && op.args.size() == 1) return RangeOrFull(op.args[0]);
    if (const std::string* callee = CalleeName(op)) {
      if (*callee == "lrange_iter_next" && op.args.size() == 2) return RangeIteration(op.args[1]);
      if (*callee == "rpy_int_mod" && op.args.size() == 3) {  // Python's %: the divisor's sign
        IntRange b = RangeOrFull(op.args[2]);
        if (b.lo > 0) return {0, b.hi - 1};
        if (b.hi < 0) return {b.lo + 1, 0};
        return kFull;
      }
      // len() of a list, str, dict, set or range (the runtime's and GenC's helpers)
      if (callee->ends_with("_len") &&
          (callee->starts_with("rpy_") || callee->starts_with("lrange_")))
        return {0, kMax};
      return kFull;
    }
    if (n == "cast_bool_to_int") return {0, 1};
    bool checked = n.ends_with("_nonbig");
    std::string base = checked ? n.substr(0, n.size() - 7) : n;
    if (op.args.size() == 1 && base == "int_neg") {
      IntRange a = RangeOrFull(op.args[0]);
      return WrappedOrFull(-static_cast<Wide>(a.hi), -static_cast<Wide>(a.lo));
    }
    if (op.args.size() != 2) return kFull;
    IntRange a = RangeOrFull(op.args[0]);
    IntRange b = RangeOrFull(op.args[1]);
    Wide lo = 0;
    Wide hi = 0;
    if (base == "int_add") {
      lo = static_cast<Wide>(a.lo) + b.lo;
      hi = static_cast<Wide>(a.hi) + b.hi;
    } else if (base == "int_sub") {
      lo = static_cast<Wide>(a.lo) - b.hi;
      hi = static_cast<Wide>(a.hi) - b.lo;
    } else if (base == "int_mul") {
      Wide p[4] = {static_cast<Wide>(a.lo) * b.lo, static_cast<Wide>(a.lo) * b.hi,
                   static_cast<Wide>(a.hi) * b.lo, static_cast<Wide>(a.hi) * b.hi};
      lo = *std::min_element(p, p + 4);
      hi = *std::max_element(p, p + 4);
    } else {
      return OtherBinary(base, a, b, op.args[1]);
    }
    if (!checked) return WrappedOrFull(lo, hi);
    *checked_fits = Fits(lo, hi);
    // Past the check the value fits: the program stops otherwise.
    Wide clamped_lo = std::max<Wide>(lo, kMin);
    Wide clamped_hi = std::min<Wide>(hi, kMax);
    if (clamped_lo > clamped_hi) return kFull;
    return {static_cast<int64_t>(clamped_lo), static_cast<int64_t>(clamped_hi)};
  }

  // C's truncating `/` and `%` by a positive constant, `&` and `>>` (GenC's C for them).
  static IntRange OtherBinary(const std::string& n, IntRange a, IntRange b, const Value* right) {
    std::optional<int64_t> c = ConstantValue(right);
    if (n == "int_floordiv" && c && *c > 0) return {a.lo / *c, a.hi / *c};
    if (n == "int_mod" && c && *c > 0)
      return {a.lo >= 0 ? 0 : -(*c - 1), a.lo >= 0 ? std::min(a.hi, *c - 1) : *c - 1};
    if (n == "int_and") {
      if (a.lo >= 0 && b.lo >= 0) return {0, std::min(a.hi, b.hi)};
      if (a.lo >= 0) return {0, a.hi};
      if (b.lo >= 0) return {0, b.hi};
      return kFull;
    }
    if (n == "int_rshift" && c && *c >= 0 && *c <= 63) return {a.lo >> *c, a.hi >> *c};
    return kFull;
  }

  // Computes the results of `block`'s operations; with `free`, records its checks that
  // cannot overflow.
  void Evaluate(const Block& block, std::set<OperationPlace>* free) {
    for (size_t i = 0; i < block.operations.size(); ++i) {
      const SpaceOperation& op = block.operations[i];
      if (op.result == nullptr) continue;
      const std::string* callee = CalleeName(op);
      if (callee != nullptr && (*callee == "lrange_new" || *callee == "lrange_iter_new"))
        origin_[op.result] = &op;
      else if ((op.opname == "same_as" || op.opname == "cast_pointer") && op.args.size() == 1)
        if (const SpaceOperation* from = OriginOf(op.args[0])) origin_[op.result] = from;
      if (!IsSigned(op.result)) continue;
      bool checked_fits = false;
      range_[op.result] = Transfer(op, &checked_fits);
      if (free != nullptr && checked_fits) free->insert({&block, i});
    }
  }

  // The relation between two Signed values that holds on `link`, when it leaves `block`
  // through the switch on a comparison the block computed.
  std::optional<Relation> RelationOn(const Block& block, const Link& link) const {
    if (block.exitswitch != model::ExitSwitch::kVariable || link.exitcase == nullptr ||
        link.exitcase->kind() != host::HostKind::kBool)
      return std::nullopt;
    for (const SpaceOperation& op : block.operations) {
      if (op.result != block.exitswitch_var) continue;
      if (op.args.size() != 2 || !RangeOf(op.args[0]) || !RangeOf(op.args[1])) return std::nullopt;
      std::string cmp = op.opname.starts_with("int_") ? op.opname.substr(4) : "";
      if (!link.exitcase->bool_value()) {
        static const std::unordered_map<std::string, std::string> kNegated = {
            {"lt", "ge"}, {"le", "gt"}, {"gt", "le"}, {"ge", "lt"}, {"eq", "ne"}, {"ne", "eq"}};
        auto it = kNegated.find(cmp);
        if (it == kNegated.end()) return std::nullopt;
        cmp = it->second;
      }
      if (cmp == "lt" || cmp == "le" || cmp == "eq") return Relation{op.args[0], op.args[1], cmp};
      if (cmp == "gt" || cmp == "ge")
        return Relation{op.args[1], op.args[0], cmp == "gt" ? "lt" : "le"};
      return std::nullopt;
    }
    return std::nullopt;
  }

  // `v`'s interval on a link where `relation` holds; empty (lo > hi) when it cannot.
  IntRange Narrowed(const Value* v, const std::optional<Relation>& relation) const {
    IntRange r = RangeOrFull(v);
    if (!relation) return r;
    IntRange left = RangeOrFull(relation->left);
    IntRange right = RangeOrFull(relation->right);
    Wide strict = relation->op == "lt" ? 1 : 0;
    if (v == relation->left) {
      if (relation->op == "eq") r.lo = std::max(r.lo, right.lo);
      Wide hi = static_cast<Wide>(right.hi) - strict;
      if (hi < r.hi) r.hi = hi < kMin ? kMin : static_cast<int64_t>(hi);
      if (hi < kMin) r.lo = kMax;  // nothing is below the minimum: the link is never taken
    }
    if (v == relation->right) {
      if (relation->op == "eq") r.hi = std::min(r.hi, left.hi);
      Wide lo = static_cast<Wide>(left.lo) + strict;
      if (lo > r.lo) r.lo = lo > kMax ? kMax : static_cast<int64_t>(lo);
      if (lo > kMax) r.hi = kMin;
    }
    return r;
  }

  void Propagate(const Block& block, const Link& link) {
    std::optional<Relation> relation = RelationOn(block, link);
    Block* target = link.target;
    std::vector<std::pair<Variable*, IntRange>> incoming;
    for (size_t i = 0; i < link.args.size() && i < target->inputargs.size(); ++i) {
      Variable* into = target->inputargs[i];
      if (!IsSigned(into) || !RangeOf(link.args[i])) continue;
      IntRange r = Narrowed(link.args[i], relation);
      if (r.lo > r.hi) return;  // the relation cannot hold: this link is never taken
      incoming.push_back({into, r});
    }
    bool changed = !reached_.count(target);
    for (auto& [into, r] : incoming) changed |= Join(into, r);
    for (size_t i = 0; i < link.args.size() && i < target->inputargs.size(); ++i)
      changed |= JoinOrigin(target->inputargs[i], link.args[i]);
    if (changed) Enqueue(target);
  }

  bool Join(Variable* into, IntRange r) {
    auto it = range_.find(into);
    if (it == range_.end()) {
      range_[into] = r;
      return true;
    }
    IntRange old = it->second;
    IntRange joined{std::min(old.lo, r.lo), std::max(old.hi, r.hi)};
    if (joined.lo == old.lo && joined.hi == old.hi) return false;
    if (++growths_[into] > kGrowthsBeforeWidening) {
      if (joined.lo < old.lo) joined.lo = kMin;
      if (joined.hi > old.hi) joined.hi = kMax;
      widened_ = true;
    }
    it->second = joined;
    return true;
  }

  bool JoinOrigin(Variable* into, const Value* from) {
    const SpaceOperation* incoming = OriginOf(from);
    if (incoming == nullptr) incoming = &conflict_;  // a parameter, a constant, a merge
    auto it = origin_.find(into);
    if (it == origin_.end()) {
      origin_[into] = incoming;
      return true;
    }
    if (it->second == incoming || it->second == &conflict_) return false;
    it->second = &conflict_;
    return true;
  }

  const model::FunctionGraph& graph_;
  const lltype::Type* signed_;
  std::unordered_map<const Variable*, IntRange> range_;
  std::unordered_map<const Variable*, int> growths_;
  std::unordered_map<const Variable*, const SpaceOperation*> origin_;
  const SpaceOperation conflict_{};  // the origin of a value several operations made
  bool widened_ = false;  // without widening the fixpoint is the least: nothing to narrow
  std::unordered_set<const Block*> reached_;
  std::unordered_set<const Block*> queued_;
  std::deque<Block*> queue_;
};

}  // namespace

std::set<OperationPlace> OverflowFreeChecks(const model::FunctionGraph& graph,
                                            const lltype::TypeRegistry& types,
                                            std::optional<IntRange> param_bound) {
  return RangeAnalysis(graph, types).Run(param_bound);
}

}  // namespace rtfarm::backendopt
