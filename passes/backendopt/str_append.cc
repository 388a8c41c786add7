#include "passes/backendopt/str_append.h"

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

bool IsConcat(const SpaceOperation& op) {
  const std::string* callee = CalleeName(op);
  return callee != nullptr && *callee == "rpy_str_concat" && op.args.size() == 3 &&
         op.result != nullptr;
}

// A use of a str that keeps no reference to it once done: a runtime str or print
// function whose result is not a pointer (a length, a char, a comparison, nothing), a
// concatenation, which copies its operands into a new str, a field read or a pointer
// comparison.
bool KeepsNoReference(const SpaceOperation& op) {
  bool primitive_result = op.result == nullptr || op.result->concretetype == nullptr ||
                          op.result->concretetype->kind() == lltype::TypeKind::kPrimitive;
  const std::string* callee = CalleeName(op);
  if (callee == nullptr) {
    // A field read (the length), a pointer test or comparison (`s is None`).
    return primitive_result && (op.opname == "getfield" || op.opname.starts_with("ptr_"));
  }
  if (*callee == "rpy_str_concat" || *callee == "rpy_str_concat_n") return true;
  if (!callee->starts_with("rpy_str_") && !callee->starts_with("rpy_print_")) return false;
  return primitive_result;
}

// How an owned candidate is used in the block that defines it.
struct Uses {
  int append_at = -1;    // the concatenation taking it as left operand, last use
  bool escapes = false;  // a use that may keep a reference
  bool after_append = false;
  bool link_conflict = false;        // twice on one link, or to an owned and another parameter
  std::vector<Variable*> passed_to;  // owned parameters it goes on to
  bool valid() const {
    if (after_append || link_conflict) return false;
    if (append_at >= 0) return !escapes;
    return passed_to.empty() || !escapes;
  }
  bool appends() const { return valid() && append_at >= 0; }
};

class StrAppend {
 public:
  StrAppend(model::FunctionGraph& graph, lltype::TypeRegistry& types)
      : graph_(graph), types_(types), blocks_(graph.Blocks()) {}

  int Run() {
    if (!FindCandidates()) return 0;
    for (;;) {
      Analyse();
      if (!Prune()) break;
    }
    return Rewrite();
  }

 private:
  bool FindCandidates() {
    for (Block* block : blocks_) {
      for (const SpaceOperation& op : block->operations) {
        if (!IsConcat(op)) continue;
        if (concat_callee_ == nullptr) {
          concat_callee_ = static_cast<const Constant*>(op.args[0]);
          str_ = op.result->concretetype;
        }
        owned_.insert(op.result);
      }
    }
    if (concat_callee_ == nullptr) return false;
    for (Block* block : blocks_) {
      if (block == graph_.startblock()) continue;  // parameters: the caller's strs
      for (Variable* v : block->inputargs)
        if (v->concretetype == str_) owned_.insert(v);
    }
    return true;
  }

  void Analyse() {
    uses_.clear();
    for (Block* block : blocks_) AnalyseBlock(block);
  }

  void AnalyseBlock(Block* block) {
    auto state = [&](const Value* v) -> Uses* {
      if (v == nullptr || v->is_constant()) return nullptr;
      auto* var = static_cast<const Variable*>(v);
      return owned_.count(var) ? &uses_[var] : nullptr;
    };
    const auto& ops = block->operations;
    for (size_t j = 0; j < ops.size(); ++j) {
      const SpaceOperation& op = ops[j];
      bool concat = IsConcat(op);
      for (size_t a = 0; a < op.args.size(); ++a) {
        Uses* u = state(op.args[a]);
        if (u == nullptr) continue;
        if (u->append_at >= 0) u->after_append = true;
        if (concat && a == 1 && op.args[2] != op.args[1] && u->append_at < 0 && !u->after_append) {
          u->append_at = static_cast<int>(j);
        } else if (!KeepsNoReference(op)) {
          u->escapes = true;
        }
      }
    }
    if (Uses* u = state(block->exitswitch_var)) {
      if (u->append_at >= 0) u->after_append = true;
    }
    for (Link* link : block->exits) {
      std::unordered_map<const Value*, int> owned_positions, other_positions;
      for (size_t k = 0; k < link->args.size(); ++k) {
        Uses* u = state(link->args[k]);
        if (u == nullptr) continue;
        if (u->append_at >= 0) u->after_append = true;
        Variable* param = link->target->inputargs[k];
        if (owned_.count(param)) {
          ++owned_positions[link->args[k]];
          u->passed_to.push_back(param);
        } else {
          ++other_positions[link->args[k]];
        }
      }
      for (const auto& [v, n] : owned_positions)
        if (n > 1 || other_positions.count(v)) state(v)->link_conflict = true;
    }
  }

  const Uses* UsesOf(const Value* v) const {
    if (v == nullptr || v->is_constant()) return nullptr;
    auto it = uses_.find(static_cast<const Variable*>(v));
    return it == uses_.end() ? nullptr : &it->second;
  }

  // Whether the concatenation operations[j] appends to its left operand in place.
  bool AppendsAt(const SpaceOperation& op, size_t j) const {
    const Uses* left = UsesOf(op.args[1]);
    return left != nullptr && left->appends() && left->append_at == static_cast<int>(j);
  }

  // Keeps the owned parameters and chain starts that lead to an append; returns whether
  // anything was dropped.
  bool Prune() {
    // Useful: appends, or goes on (validly) to a useful parameter. Backwards from the
    // appends over the reversed "passed to" edges.
    std::unordered_map<const Variable*, std::vector<const Variable*>> passed_from;
    std::vector<const Variable*> work;
    std::unordered_set<const Variable*> useful;
    for (Block* block : blocks_) {
      auto visit = [&](const Variable* v) {
        const Uses* u = UsesOf(v);
        if (u == nullptr || !u->valid()) return;
        for (Variable* p : u->passed_to) passed_from[p].push_back(v);
        if (u->appends() && useful.insert(v).second) work.push_back(v);
      };
      for (Variable* v : block->inputargs) visit(v);
      for (const SpaceOperation& op : block->operations)
        if (op.result != nullptr) visit(op.result);
    }
    while (!work.empty()) {
      const Variable* p = work.back();
      work.pop_back();
      auto it = passed_from.find(p);
      if (it == passed_from.end()) continue;
      for (const Variable* v : it->second)
        if (useful.insert(v).second) work.push_back(v);
    }
    std::vector<const Variable*> dropped;
    for (Block* block : blocks_) {
      for (Variable* v : block->inputargs)
        if (owned_.count(v) && !useful.count(v)) dropped.push_back(v);
      for (size_t j = 0; j < block->operations.size(); ++j) {
        const SpaceOperation& op = block->operations[j];
        if (!IsConcat(op) || !owned_.count(op.result) || useful.count(op.result)) continue;
        if (!AppendsAt(op, j)) dropped.push_back(op.result);
      }
    }
    for (const Variable* v : dropped) owned_.erase(v);
    return !dropped.empty();
  }

  Constant* Callee(const char* symbol, std::vector<const lltype::Type*> params) {
    Constant* callee = CopyConstant(graph_, concat_callee_);
    callee->symbol = symbol;
    callee->concretetype = types_.Ptr(types_.Func(std::move(params), str_));
    return callee;
  }

  int Rewrite() {
    int appends = 0;
    for (Block* block : blocks_) {
      for (size_t j = 0; j < block->operations.size(); ++j) {
        SpaceOperation& op = block->operations[j];
        if (!IsConcat(op) || !owned_.count(op.result)) continue;
        bool append = AppendsAt(op, j);
        op.args[0] = Callee(append ? "rpy_str_append_owned" : "rpy_str_concat_owned", {str_, str_});
        appends += append ? 1 : 0;
      }
    }
    if (appends == 0) return 0;
    for (Block* block : blocks_) {
      std::vector<Link*> exits = block->exits;
      for (Link* link : exits) CopyIntoOwnedParameters(block, link);
    }
    return appends;
  }

  // A value arriving in an owned parameter that is not an owned str continuing its chain
  // (a constant, a str from elsewhere) arrives as an owned copy of itself.
  void CopyIntoOwnedParameters(Block* block, Link* link) {
    std::vector<size_t> positions;
    for (size_t k = 0; k < link->args.size(); ++k) {
      if (!owned_.count(link->target->inputargs[k])) continue;
      const Uses* u = UsesOf(link->args[k]);
      if (u == nullptr || !u->valid()) positions.push_back(k);
    }
    if (positions.empty()) return;
    Block* at = block;
    Link* out = link;
    if (block->exits.size() > 1) {
      // A block of its own on this link, so that the other exits pay nothing.
      std::vector<Variable*> inputs;
      std::unordered_map<const Value*, Variable*> renamed;
      std::vector<Value*> args;
      for (Value* a : link->args) {
        if (a->is_constant()) {
          args.push_back(a);
          continue;
        }
        auto [it, fresh] = renamed.emplace(a, nullptr);
        if (fresh) {
          it->second = FreshCopy(graph_, static_cast<Variable*>(a));
          inputs.push_back(static_cast<Variable*>(const_cast<Value*>(a)));
        }
        args.push_back(it->second);
      }
      std::vector<Variable*> params;
      for (Variable* v : inputs) params.push_back(renamed[v]);
      at = graph_.NewBlock(params);
      out = graph_.NewLink(at, link->target, args);
      at->exits.push_back(out);
      link->target = at;
      link->args.assign(inputs.begin(), inputs.end());
    }
    for (size_t k : positions) {
      SpaceOperation copy;
      copy.opname = "direct_call";
      copy.args = {Callee("rpy_str_owned_copy", {str_}), out->args[k]};
      copy.result = graph_.NewVariable();
      copy.result->concretetype = str_;
      out->args[k] = copy.result;
      at->operations.push_back(std::move(copy));
    }
  }

  model::FunctionGraph& graph_;
  lltype::TypeRegistry& types_;
  std::vector<Block*> blocks_;
  const Constant* concat_callee_ = nullptr;
  const lltype::Type* str_ = nullptr;
  std::unordered_set<const Variable*> owned_;
  std::unordered_map<const Variable*, Uses> uses_;
};

}  // namespace

int AppendStringsInPlace(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  return StrAppend(graph, types).Run();
}

}  // namespace rtfarm::backendopt
