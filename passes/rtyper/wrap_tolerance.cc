#include "passes/rtyper/wrap_tolerance.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace rtfarm::rtyper {
namespace {

using model::Block;
using model::Constant;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// Operations computing modulo 2**64 in two's complement: the low bits of their result
// depend only on the low bits of their operands.
bool IsRingOperation(std::string_view name) {
  if (name.starts_with("inplace_")) name.remove_prefix(8);
  return name == "add" || name == "sub" || name == "mul" || name == "lshift" || name == "neg" ||
         name == "pos" || name == "invert" || name == "and_" || name == "or_" || name == "and" ||
         name == "or" || name == "xor";
}

const host::HostObject* ConstantObject(const Value* v) {
  return v != nullptr && v->is_constant() ? static_cast<const Constant*>(v)->object() : nullptr;
}

bool NonNegativeIntConstant(const Value* v) {
  const host::HostObject* o = ConstantObject(v);
  return o != nullptr && o->kind() == host::HostKind::kInt && o->int_value() >= 0;
}

bool PowerOfTwoConstant(const Value* v) {
  const host::HostObject* o = ConstantObject(v);
  if (o == nullptr || o->kind() != host::HostKind::kInt) return false;
  int64_t n = o->int_value();
  return n > 0 && (n & (n - 1)) == 0;
}

// Whether `op` keeps only the low bits of its argument `index`, whatever its own result
// is used for: intmask(x), r_uint(x), x & mask, x % 2**k.
bool KeepsLowBits(const SpaceOperation& op, size_t index) {
  std::string_view name = op.opname;
  if (name.starts_with("inplace_")) name.remove_prefix(8);
  if (name == "simple_call" && index == 1 && op.args.size() == 2) {
    const host::HostObject* callee = ConstantObject(op.args[0]);
    if (callee == nullptr) return false;
    const std::string& key = callee->key();
    return key == "rlib.rarithmetic.intmask" || key == "rlib.rarithmetic.r_uint" ||
           key.ends_with(".r_uint");
  }
  if ((name == "and_" || name == "and") && op.args.size() == 2)
    return NonNegativeIntConstant(op.args[1 - index]);
  if (name == "mod" && index == 0 && op.args.size() == 2) return PowerOfTwoConstant(op.args[1]);
  return false;
}

}  // namespace

std::unordered_set<const Variable*> WrapTolerantVariables(const model::FunctionGraph& graph) {
  // What each variable's exactness depends on: the results of the ring operations and
  // the inputargs it flows into. A variable is exact-needed when it has a use that is
  // none of those (a comparison, a call, a return...), or when a variable it feeds must
  // be exact.
  std::unordered_map<const Variable*, std::vector<const Variable*>> feeds;
  std::vector<const Variable*> exact;
  std::unordered_set<const Variable*> all;
  auto use_exactly = [&](const Value* v) {
    if (v != nullptr && !v->is_constant()) exact.push_back(static_cast<const Variable*>(v));
  };
  for (const Block* block : graph.Blocks()) {
    for (const Variable* v : block->inputargs) all.insert(v);
    if (block->is_final()) {
      for (const Variable* v : block->inputargs) exact.push_back(v);
      continue;
    }
    for (const SpaceOperation& op : block->operations) {
      if (op.result != nullptr) all.insert(op.result);
      bool ring = IsRingOperation(op.opname);
      for (size_t i = 0; i < op.args.size(); ++i) {
        const Value* a = op.args[i];
        if (a == nullptr || a->is_constant()) continue;
        const auto* var = static_cast<const Variable*>(a);
        if (KeepsLowBits(op, i)) continue;
        // A shift's count is no operand of the ring: its exact value decides the result.
        bool shift_count = i == 1 && (op.opname == "lshift" || op.opname == "inplace_lshift");
        if (ring && !shift_count && op.result != nullptr) {
          feeds[var].push_back(op.result);
          continue;
        }
        exact.push_back(var);
      }
    }
    use_exactly(block->exitswitch_var);
    for (const model::Link* link : block->exits) {
      for (size_t i = 0; i < link->args.size(); ++i) {
        const Value* a = link->args[i];
        if (a == nullptr || a->is_constant()) continue;
        const auto* var = static_cast<const Variable*>(a);
        if (i < link->target->inputargs.size()) {
          feeds[var].push_back(link->target->inputargs[i]);
        } else {
          exact.push_back(var);
        }
      }
    }
  }
  // Backward: a variable feeding one that must be exact must be exact too.
  std::unordered_map<const Variable*, std::vector<const Variable*>> fed_by;
  for (const auto& [from, targets] : feeds) {
    for (const Variable* to : targets) fed_by[to].push_back(from);
  }
  std::unordered_set<const Variable*> must_be_exact;
  while (!exact.empty()) {
    const Variable* v = exact.back();
    exact.pop_back();
    if (!must_be_exact.insert(v).second) continue;
    auto it = fed_by.find(v);
    if (it == fed_by.end()) continue;
    for (const Variable* from : it->second) exact.push_back(from);
  }
  std::unordered_set<const Variable*> tolerant;
  for (const Variable* v : all) {
    if (!must_be_exact.count(v)) tolerant.insert(v);
  }
  return tolerant;
}

}  // namespace rtfarm::rtyper
