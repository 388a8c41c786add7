#include "passes/backendopt/str_append.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/model/strongly_connected.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

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
        if (!IsStrConcat(op)) continue;
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
      bool concat = IsStrConcat(op);
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

  // Keeps what is worth owning: a str that grows around a loop (a cycle of owned values
  // through an append), and what it goes on to after the loop, as long as it leads to an
  // append. Elsewhere a bounded number of appends gains nothing over copies, and the
  // concatenation chains (concat_chain.h) join them exactly. Returns whether anything
  // was dropped.
  bool Prune() {
    // The valid owned values, numbered, with edges v -> p (passed on to parameter p) and
    // s -> s + piece (appended).
    std::unordered_map<const Variable*, int> index;
    std::vector<const Variable*> values;
    std::vector<std::vector<int>> next;
    std::vector<std::pair<int, int>> append_edges;
    auto number = [&](const Variable* v) {
      auto [it, fresh] = index.emplace(v, static_cast<int>(values.size()));
      if (fresh) {
        values.push_back(v);
        next.emplace_back();
      }
      return it->second;
    };
    for (Block* block : blocks_) {
      auto visit = [&](const Variable* v) {
        const Uses* u = UsesOf(v);
        if (u == nullptr || !u->valid()) return;
        int from = number(v);
        for (Variable* p : u->passed_to) {
          int to = number(p);
          next[from].push_back(to);
        }
      };
      for (Variable* v : block->inputargs) visit(v);
      for (size_t j = 0; j < block->operations.size(); ++j) {
        const SpaceOperation& op = block->operations[j];
        if (op.result != nullptr) visit(op.result);
        if (IsStrConcat(op) && owned_.count(op.result) && AppendsAt(op, j)) {
          int from = number(static_cast<const Variable*>(op.args[1]));
          int to = number(op.result);
          next[from].push_back(to);
          append_edges.emplace_back(from, to);
        }
      }
    }
    size_t n = values.size();
    // Useful: appends, or leads to a value that does (backwards over the edges).
    std::vector<std::vector<int>> previous(n);
    for (size_t v = 0; v < n; ++v)
      for (int w : next[v]) previous[w].push_back(static_cast<int>(v));
    std::vector<bool> useful(n, false);
    std::vector<int> work;
    for (const auto& [from, to] : append_edges)
      if (!useful[from]) useful[from] = true, work.push_back(from);
    while (!work.empty()) {
      int w = work.back();
      work.pop_back();
      for (int v : previous[w])
        if (!useful[v]) useful[v] = true, work.push_back(v);
    }
    // Growing: in a strongly connected component with an append inside it; then
    // everything after such a component.
    std::vector<int> component = model::StronglyConnectedComponents(next);
    std::vector<bool> after_growth(n, false);
    for (const auto& [from, to] : append_edges) {
      if (component[from] != component[to]) continue;
      for (int v : {from, to})
        if (!after_growth[v]) after_growth[v] = true, work.push_back(v);
    }
    while (!work.empty()) {
      int v = work.back();
      work.pop_back();
      for (int w : next[v])
        if (!after_growth[w]) after_growth[w] = true, work.push_back(w);
    }
    auto kept = [&](const Variable* v) {
      auto it = index.find(v);
      return it != index.end() && useful[it->second] && after_growth[it->second];
    };
    std::vector<const Variable*> dropped;
    for (Block* block : blocks_) {
      for (Variable* v : block->inputargs)
        if (owned_.count(v) && !kept(v)) dropped.push_back(v);
      for (size_t j = 0; j < block->operations.size(); ++j) {
        const SpaceOperation& op = block->operations[j];
        if (!IsStrConcat(op) || !owned_.count(op.result) || kept(op.result)) continue;
        // An append to a kept value stays one (its result may end the chain).
        if (!AppendsAt(op, j) || !kept(static_cast<const Variable*>(op.args[1])))
          dropped.push_back(op.result);
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
        if (!IsStrConcat(op) || !owned_.count(op.result)) continue;
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
