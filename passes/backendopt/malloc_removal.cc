#include "passes/backendopt/malloc_removal.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using lltype::Type;
using lltype::TypeKind;
using model::Block;
using model::Constant;
using model::Link;
using model::SpaceOperation;
using model::Value;
using model::Variable;

// One field of the exploded structure: the struct (in the chain of parents) declaring it.
struct Slot {
  const Type* owner;
  std::string name;
  const Type* type;
};

bool IsStructPointer(const Value* v) {
  const Type* t = v->concretetype;
  return t != nullptr && t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kStruct;
}

// The fields of `s` and of its inlined parents, parents first. False when a field has
// no value GenC could hold in a variable (inlined structs, arrays) or no zero constant.
bool Flatten(const Type* s, std::vector<Slot>& out) {
  const Type* parent = s->Parent();
  for (size_t i = 0; i < s->fields().size(); ++i) {
    const auto& [name, type] = s->fields()[i];
    if (i == 0 && parent != nullptr) {
      if (!Flatten(parent, out)) return false;
      continue;
    }
    if (type->kind() != TypeKind::kPrimitive && type->kind() != TypeKind::kPtr) return false;
    out.push_back({s, name, type});
  }
  return true;
}

std::string FieldName(const Value* v) {
  if (!v->is_constant()) return "";
  const auto* c = static_cast<const Constant*>(v);
  if (!c->symbol.empty()) return c->symbol;
  return c->object() != nullptr ? c->object()->text() : "";
}

// The slot a field access through a pointer to `seen` reaches, or -1. The field is
// looked up from the pointer's own struct upwards, as C's access path is.
int SlotOf(const std::vector<Slot>& slots, const Type* seen, const std::string& name) {
  for (const Type* s = seen; s != nullptr; s = s->Parent()) {
    for (size_t i = 0; i < s->fields().size(); ++i) {
      if (i == 0 && s->Parent() != nullptr) continue;
      if (s->fields()[i].first != name) continue;
      for (size_t k = 0; k < slots.size(); ++k) {
        if (slots[k].owner == s && slots[k].name == name) return static_cast<int>(k);
      }
      return -1;
    }
  }
  return -1;
}

bool IsAlias(const SpaceOperation& op) {
  return op.opname == "same_as" || op.opname == "cast_pointer";
}

// Which struct pointers may stand for one allocation: a union-find over the variables
// joined by links and copies, then every use checked.
class Remover {
 public:
  Remover(model::FunctionGraph& graph, lltype::TypeRegistry& types)
      : graph_(graph), types_(types), blocks_(graph.Blocks()) {}

  int Run() {
    Analyse();
    ResolveFields();
    while (!ComputeAliases()) {
    }
    int removed = 0;
    for (auto& [root, group] : groups_) {
      if (group.ok && group.creations > 0) removed += group.creations;
    }
    if (removed > 0) Rewrite();
    return removed;
  }

 private:
  struct Group {
    bool ok = true;
    const Type* type = nullptr;  // the allocated struct
    int creations = 0;
    std::vector<Slot> slots;
  };
  using Fields = std::shared_ptr<std::vector<Value*>>;  // one allocation's current values

  const Variable* Find(const Variable* v) {
    auto it = parent_.find(v);
    if (it == parent_.end()) {
      parent_[v] = v;
      members_.push_back(v);
      return v;
    }
    if (it->second == v) return v;
    const Variable* root = Find(it->second);
    parent_[v] = root;
    return root;
  }
  void Unite(const Variable* a, const Variable* b) {
    const Variable* ra = Find(a);
    const Variable* rb = Find(b);
    if (ra != rb) parent_[ra] = rb;
  }
  Group& GroupOf(const Value* v) { return groups_[Find(static_cast<const Variable*>(v))]; }
  void Escape(const Value* v) {
    if (!v->is_constant() && IsStructPointer(v)) GroupOf(v).ok = false;
  }

  static bool IsCreation(const SpaceOperation& op) {
    if (op.opname != "malloc" || op.args.size() != 1 || !op.args[0]->is_constant()) return false;
    const Type* t = static_cast<const Constant*>(op.args[0])->type_value;
    return t != nullptr && t->kind() == TypeKind::kStruct && t->is_gc();
  }

  void Analyse() {
    for (Block* block : blocks_) {
      for (const Variable* v : block->inputargs) {
        if (IsStructPointer(v)) Find(v);
      }
      for (const SpaceOperation& op : block->operations) {
        if (IsStructPointer(op.result)) Find(op.result);
        if (IsAlias(op) && !op.args[0]->is_constant() && IsStructPointer(op.args[0]))
          Unite(static_cast<const Variable*>(op.args[0]), op.result);
      }
      for (const Link* link : block->exits) {
        if (link->target->is_final()) continue;
        for (size_t i = 0; i < link->args.size(); ++i) {
          if (!link->args[i]->is_constant() && IsStructPointer(link->args[i]))
            Unite(static_cast<const Variable*>(link->args[i]), link->target->inputargs[i]);
        }
      }
    }
    for (Block* block : blocks_) CheckBlock(block);
    for (const Variable* v : members_) {
      Group& g = GroupOf(v);
      if (g.type != nullptr && !g.type->HasParent(v->concretetype->target())) g.ok = false;
    }
  }

  void CheckBlock(Block* block) {
    for (const Variable* v : block->inputargs) {
      if (IsStructPointer(v) && block == graph_.startblock()) GroupOf(v).ok = false;
    }
    for (const SpaceOperation& op : block->operations) CheckOperation(op);
    if (block->exitswitch_var != nullptr) Escape(block->exitswitch_var);
    for (const Link* link : block->exits) {
      for (size_t i = 0; i < link->args.size(); ++i) {
        const Value* arg = link->args[i];
        if (link->target->is_final()) {
          Escape(arg);  // returned
          continue;
        }
        const Variable* input = link->target->inputargs[i];
        if (!IsStructPointer(input)) continue;
        // NULL or a prebuilt structure may arrive instead of the allocation.
        if (arg->is_constant()) GroupOf(input).ok = false;
      }
    }
  }

  void CheckOperation(const SpaceOperation& op) {
    if (IsCreation(op)) {
      Group& g = GroupOf(op.result);
      const Type* t = static_cast<const Constant*>(op.args[0])->type_value;
      if (g.type == nullptr) {
        g.type = t;
        if (!Flatten(t, g.slots)) g.ok = false;
      } else if (g.type != t) {
        g.ok = false;
      }
      ++g.creations;
      return;
    }
    bool alias = IsAlias(op) && !op.args[0]->is_constant() && IsStructPointer(op.args[0]);
    // A struct pointer made any other way (loaded, returned by a call, a constant cast)
    // is not the allocation.
    if (IsStructPointer(op.result) && !alias) Escape(op.result);
    bool access = op.opname == "getfield" || op.opname == "setfield";
    bool test = op.opname == "ptr_nonzero" || op.opname == "ptr_iszero";
    for (size_t k = 0; k < op.args.size(); ++k) {
      const Value* arg = op.args[k];
      if (arg->is_constant() || !IsStructPointer(arg)) continue;
      if (k == 0 && (alias || test)) continue;
      if (k == 0 && access && op.args.size() >= 2) {
        access_.push_back(&op);
        continue;
      }
      Escape(arg);
    }
  }

  // Field names resolve only once the group's type is known.
  void ResolveFields() {
    for (const SpaceOperation* op : access_) {
      Group& g = GroupOf(op->args[0]);
      if (!g.ok || g.creations == 0) continue;
      if (SlotOf(g.slots, op->args[0]->concretetype->target(), FieldName(op->args[1])) < 0)
        g.ok = false;
    }
  }

  // Which values in `block` are which allocation: an inputarg's alias class (the
  // position of its leader) or, for an allocation made in the block, the number of
  // inputargs plus the operation's index.
  std::unordered_map<const Variable*, int> Identities(const Block* block) {
    std::unordered_map<const Variable*, int> ids;
    const std::vector<int>& leader = leaders_.at(block);
    int n = static_cast<int>(block->inputargs.size());
    for (int k = 0; k < n; ++k) {
      if (leader[k] >= 0) ids[block->inputargs[k]] = leader[k];
    }
    for (size_t m = 0; m < block->operations.size(); ++m) {
      const SpaceOperation& op = block->operations[m];
      if (IsCreation(op) && Exploded(op.result)) {
        ids[op.result] = n + static_cast<int>(m);
      } else if (IsAlias(op) && Exploded(op.args[0])) {
        ids[op.result] = ids.at(static_cast<const Variable*>(op.args[0]));
      }
    }
    return ids;
  }

  static int IdOf(const std::unordered_map<const Variable*, int>& ids, const Value* v) {
    auto it = ids.find(static_cast<const Variable*>(v));
    return it == ids.end() ? -1 : it->second;
  }

  // One allocation may reach a block in several inputargs (an inlined callee's
  // parameter and the caller's own copy carried through it). The inputargs of a block
  // that every entering link fills with the same allocation form one alias class and
  // share one set of fields. Found as a least fixpoint from "no aliases"; then every link
  // must alias exactly as its target's classes say, else the groups involved stay
  // allocated. Returns false when a group was given up (then the classes are redone).
  bool ComputeAliases() {
    leaders_.clear();
    for (Block* block : blocks_) {
      std::vector<int>& leader = leaders_[block];
      for (size_t k = 0; k < block->inputargs.size(); ++k)
        leader.push_back(Exploded(block->inputargs[k]) ? static_cast<int>(k) : -1);
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (Block* block : blocks_) {
        if (block->is_final()) continue;
        auto ids = Identities(block);
        for (const Link* link : block->exits) {
          if (link->target->is_final()) continue;
          std::vector<int>& leader = leaders_.at(link->target);
          for (size_t i = 0; i < leader.size(); ++i) {
            for (size_t j = i + 1; j < leader.size(); ++j) {
              if (leader[i] < 0 || leader[j] < 0 || leader[i] == leader[j]) continue;
              int a = IdOf(ids, link->args[i]);
              if (a < 0 || a != IdOf(ids, link->args[j])) continue;
              int from = std::max(leader[i], leader[j]);
              int to = std::min(leader[i], leader[j]);
              for (int& l : leader) l = l == from ? to : l;
              changed = true;
            }
          }
        }
      }
    }
    bool consistent = true;
    for (Block* block : blocks_) {
      if (block->is_final()) continue;
      auto ids = Identities(block);
      for (const Link* link : block->exits) {
        if (link->target->is_final()) continue;
        const std::vector<int>& leader = leaders_.at(link->target);
        for (size_t i = 0; i < leader.size(); ++i) {
          for (size_t j = i + 1; j < leader.size(); ++j) {
            if (leader[i] < 0 || leader[j] < 0) continue;
            int a = IdOf(ids, link->args[i]);
            bool same = a >= 0 && a == IdOf(ids, link->args[j]);
            if (same == (leader[i] == leader[j])) continue;
            GroupOf(link->target->inputargs[i]).ok = false;
            GroupOf(link->target->inputargs[j]).ok = false;
            consistent = false;
          }
        }
      }
    }
    return consistent;
  }

  void Rewrite() {
    for (Block* block : blocks_) {
      if (!block->is_final()) RewriteBlock(block);
    }
  }

  Group* Exploded(const Value* v) {
    if (v->is_constant() || !IsStructPointer(v)) return nullptr;
    Group& g = GroupOf(v);
    return g.ok && g.creations > 0 ? &g : nullptr;
  }

  void RewriteBlock(Block* block) {
    std::unordered_map<const Variable*, Fields> state;
    std::vector<Variable*> inputs;
    const std::vector<int>& leader = leaders_.at(block);
    for (size_t k = 0; k < block->inputargs.size(); ++k) {
      Variable* v = block->inputargs[k];
      Group* g = Exploded(v);
      if (g == nullptr) {
        inputs.push_back(v);
        continue;
      }
      if (leader[k] != static_cast<int>(k)) {  // an alias of an earlier inputarg
        state[v] = state.at(block->inputargs[leader[k]]);
        continue;
      }
      auto fields = std::make_shared<std::vector<Value*>>();
      for (const Slot& slot : g->slots) {
        Variable* f =
            graph_.NewVariable(v->hint().empty() ? slot.name : v->hint() + "." + slot.name);
        f->concretetype = slot.type;
        inputs.push_back(f);
        fields->push_back(f);
      }
      state[v] = fields;
    }
    block->inputargs = inputs;
    std::vector<SpaceOperation> ops;
    for (SpaceOperation& op : block->operations) {
      if (IsCreation(op)) {
        if (Group* g = Exploded(op.result)) {
          auto fields = std::make_shared<std::vector<Value*>>();
          for (const Slot& slot : g->slots)
            fields->push_back(ZeroConstant(graph_, slot.type, types_));
          state[op.result] = fields;
          continue;
        }
      }
      Group* g = op.args.empty() ? nullptr : Exploded(op.args[0]);
      if (g == nullptr) {
        ops.push_back(std::move(op));
        continue;
      }
      const Fields& fields = state.at(static_cast<const Variable*>(op.args[0]));
      if (IsAlias(op)) {
        state[op.result] = fields;  // the same allocation under another type
      } else if (op.opname == "getfield") {
        int slot = SlotOf(g->slots, op.args[0]->concretetype->target(), FieldName(op.args[1]));
        ops.push_back({"same_as", {(*fields)[slot]}, op.result, op.position});
      } else if (op.opname == "setfield") {
        int slot = SlotOf(g->slots, op.args[0]->concretetype->target(), FieldName(op.args[1]));
        (*fields)[slot] = op.args[2];
      } else {  // ptr_nonzero / ptr_iszero: an allocation is never NULL
        Constant* truth = lltype::IntConstant(graph_, op.opname == "ptr_nonzero" ? 1 : 0,
                                              op.result->concretetype);
        ops.push_back({"same_as", {truth}, op.result, op.position});
      }
    }
    block->operations = std::move(ops);
    for (Link* link : block->exits) {
      std::vector<Value*> args;
      for (size_t k = 0; k < link->args.size(); ++k) {
        Value* a = link->args[k];
        if (Exploded(a) == nullptr) {
          args.push_back(a);
          continue;
        }
        // The target's alias of an earlier inputarg receives no fields of its own.
        if (leaders_.at(link->target)[k] != static_cast<int>(k)) continue;
        const Fields& fields = state.at(static_cast<const Variable*>(a));
        args.insert(args.end(), fields->begin(), fields->end());
      }
      link->args = std::move(args);
    }
  }

  model::FunctionGraph& graph_;
  lltype::TypeRegistry& types_;
  std::vector<Block*> blocks_;
  std::unordered_map<const Variable*, const Variable*> parent_;
  std::vector<const Variable*> members_;
  // Keyed by the root variable; iterated only to sum counts (order-independent).
  std::unordered_map<const Variable*, Group> groups_;
  std::vector<const SpaceOperation*> access_;
  std::unordered_map<const Block*, std::vector<int>> leaders_;  // by inputarg position
};

}  // namespace

int RemoveMallocs(model::FunctionGraph& graph, lltype::TypeRegistry& types) {
  return Remover(graph, types).Run();
}

}  // namespace rtfarm::backendopt
