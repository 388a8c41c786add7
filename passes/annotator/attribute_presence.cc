// hasattr()/getattr(x, name, default) of instances: see attribute_presence.h. The
// instance attributes an __init__ surely sets are found on its flow graph: a "must"
// analysis (an attribute counts at a block's entry only when every path into it set it),
// following `self` from block to block through the links.
#include "passes/annotator/attribute_presence.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "passes/annotator/annotator.h"
#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/rules.h"
#include "passes/host/host_object.h"

namespace rtfarm::annotator {
namespace {

using Names = std::set<std::string>;

const host::HostObject* Lookup(ClassDesc* desc, const std::string& name) {
  for (ClassDesc* d = desc; d != nullptr; d = d->base()) {
    if (const host::HostObject* value = d->OwnAttr(name)) return value;
  }
  return nullptr;
}

const host::HostObject* ConstantOf(const model::Value* v) {
  if (v == nullptr || !v->is_constant()) return nullptr;
  return static_cast<const model::Constant*>(v)->object();
}

// The attributes every return of the methods of `klass` below sets on self.
class MustSetAnalysis {
 public:
  MustSetAnalysis(Annotator& annotator, ClassDesc* klass) : annotator_(annotator), klass_(klass) {}

  // What `function` (called with self first) surely sets on self before it returns.
  Names OfFunction(const host::HostObject* function, int depth) {
    if (function == nullptr || function->kind() != host::HostKind::kFunction || depth > 6)
      return {};
    // Never called (no desc): no graph, and no instance ran it.
    FunctionDesc* desc = annotator_.bookkeeper().FindFunctionDesc(function);
    if (desc == nullptr) return {};
    const model::FunctionGraph* graph = nullptr;
    for (const auto& [key, info] : desc->specializations) {
      if (info->graph != nullptr) {
        graph = info->graph.get();
        break;
      }
    }
    if (graph == nullptr || graph->startblock()->inputargs.empty()) return {};
    auto known = memo_.find(graph);
    if (known != memo_.end()) return known->second;
    memo_[graph] = {};  // a recursion sets nothing more
    Names found = OfGraph(*graph, depth);
    memo_[graph] = found;
    return found;
  }

 private:
  // What one operation adds, `self` being the block's self variable; `defs` the block's
  // operations so far by result (getattr(self, 'm'), super(C, self)).
  void Apply(const model::SpaceOperation& op, const model::Variable* self,
             const std::map<const model::Value*, const model::SpaceOperation*>& defs, Names& names,
             int depth) {
    if (self == nullptr) return;
    if (op.opname == "setattr" && op.args.size() == 3 && op.args[0] == self) {
      if (const host::HostObject* name = ConstantOf(op.args[1]);
          name != nullptr && name->kind() == host::HostKind::kStr)
        names.insert(name->text());
      return;
    }
    if (op.opname != "simple_call" || op.args.empty()) return;
    const host::HostObject* callee = ConstantOf(op.args[0]);
    // Base.__init__(self, ...), a helper function given self.
    if (callee != nullptr && op.args.size() > 1 && op.args[1] == self) {
      Names more = OfFunction(callee, depth + 1);
      names.insert(more.begin(), more.end());
      return;
    }
    auto made = defs.find(op.args[0]);
    if (made == defs.end() || made->second->opname != "getattr" || made->second->args.size() != 2)
      return;
    const host::HostObject* attr = ConstantOf(made->second->args[1]);
    if (attr == nullptr || attr->kind() != host::HostKind::kStr) return;
    const model::Value* owner = made->second->args[0];
    const host::HostObject* method = nullptr;
    if (owner == self) {  // self.reset(): the method klass_ has
      method = Lookup(klass_, attr->text());
    } else if (auto sup = defs.find(owner); sup != defs.end()) {
      // super().__init__(...): the flow builder's super(C, self), looked up from C's base.
      const model::SpaceOperation* s = sup->second;
      const host::HostObject* super_class = s->args.empty() ? nullptr : ConstantOf(s->args[0]);
      const host::HostObject* start = s->args.size() == 3 ? ConstantOf(s->args[1]) : nullptr;
      if (s->opname != "simple_call" || super_class == nullptr ||
          super_class->key() != "builtins.super" || start == nullptr || s->args[2] != self)
        return;
      for (ClassDesc* d = klass_; d != nullptr; d = d->base()) {
        if (d->object() == start) {
          method = d->base() != nullptr ? Lookup(d->base(), attr->text()) : nullptr;
          break;
        }
      }
    }
    Names more = OfFunction(method, depth + 1);
    names.insert(more.begin(), more.end());
  }

  Names OfGraph(const model::FunctionGraph& graph, int depth) {
    const model::Block* start = graph.startblock();
    std::map<const model::Block*, std::optional<Names>> in;
    std::map<const model::Block*, const model::Variable*> self_of;
    in[start] = Names{};
    self_of[start] = start->inputargs[0];
    std::optional<Names> at_return;
    std::vector<model::Block*> blocks = graph.Blocks();
    for (bool changed = true; changed;) {
      changed = false;
      for (const model::Block* block : blocks) {
        auto entry = in.find(block);
        if (entry == in.end() || !entry->second) continue;
        const model::Variable* self = self_of[block];
        Names names = *entry->second;
        Names before_last = names;
        std::map<const model::Value*, const model::SpaceOperation*> defs;
        for (const model::SpaceOperation& op : block->operations) {
          before_last = names;
          Apply(op, self, defs, names, depth);
          if (op.result != nullptr) defs[op.result] = &op;
        }
        for (size_t e = 0; e < block->exits.size(); ++e) {
          const model::Link* link = block->exits[e];
          // An exception link leaves before the raising (last) operation completed.
          bool raised = block->exitswitch == model::ExitSwitch::kLastException && e > 0;
          const Names& out = raised ? before_last : names;
          const model::Block* target = link->target;
          if (target == graph.returnblock()) {
            if (!at_return) {
              at_return = out;
            } else {
              Names both;
              std::set_intersection(at_return->begin(), at_return->end(), out.begin(), out.end(),
                                    std::inserter(both, both.begin()));
              at_return = std::move(both);
            }
            continue;
          }
          const model::Variable* target_self = nullptr;
          for (size_t i = 0; i < link->args.size() && i < target->inputargs.size(); ++i) {
            if (self != nullptr && link->args[i] == self) {
              target_self = target->inputargs[i];
              break;
            }
          }
          auto& slot = in[target];
          if (!slot) {
            slot = out;
            self_of[target] = target_self;
            changed = true;
            continue;
          }
          Names both;
          std::set_intersection(slot->begin(), slot->end(), out.begin(), out.end(),
                                std::inserter(both, both.begin()));
          if (both != *slot) {
            slot = std::move(both);
            changed = true;
          }
          if (self_of[target] != target_self && self_of[target] != nullptr) {
            self_of[target] = nullptr;  // self in another place on another path: unknown
            changed = true;
          }
        }
      }
    }
    return at_return ? *at_return : Names{};
  }

  Annotator& annotator_;
  ClassDesc* klass_;
  std::map<const model::FunctionGraph*, Names> memo_;
};

// Whether some code stores `name` on an instance that may be exactly of `klass`: a store
// through a variable typed as `klass` or one of its bases (ClassDef::StoredOnInstances).
bool MayBeStored(ClassDesc* klass, const std::string& name) {
  for (ClassDesc* d = klass; d != nullptr; d = d->base()) {
    if (d->classdef != nullptr && d->classdef->StoredOnInstances(name)) return true;
  }
  return false;
}

}  // namespace

AttributePresenceAnswer AttributePresence(Annotator& annotator, ClassDesc* root,
                                          const std::string& name) {
  AttributePresenceAnswer answer;
  for (Desc* d : annotator.bookkeeper().ClassesOfType(root)) {
    auto* klass = static_cast<ClassDesc*>(d);
    if (klass->classdef == nullptr) continue;  // no instances
    if (const host::HostObject* value = Lookup(klass, name)) {
      if (host::IsProperty(value)) {
        answer.depends = "'" + name + "' is a property of " + klass->key() +
                         " (hasattr() and getattr() run its getter): read the property itself";
        return answer;
      }
      answer.present.push_back(klass);
      continue;
    }
    MustSetAnalysis must(annotator, klass);
    Names set = must.OfFunction(Lookup(klass, "__init__"), 0);
    if (set.count(name)) {
      answer.present.push_back(klass);
    } else if (MayBeStored(klass, name)) {
      answer.depends = "instances of " + klass->key() + " get attribute '" + name +
                       "' only on some paths or after __init__, so whether they have it depends "
                       "on the run: set it in __init__ on every path (None until it is known) "
                       "and test that instead";
      return answer;
    } else {
      answer.absent.push_back(klass);
    }
  }
  return answer;
}

Ann AnnotateHasattr(Annotator& annotator, const CallArgs& call) {
  if (call.positional.size() != 2 || !call.keywords.empty() || call.star != nullptr)
    Refuse("hasattr() takes exactly 2 positional arguments");
  const Ann& object = call.positional[0];
  const Ann& name = call.positional[1];
  if (name->constant == nullptr || name->constant->kind() != host::HostKind::kStr)
    Refuse("hasattr() needs an attribute name known at translation time (a str constant)");
  // A value of a builtin type: that type's attributes (a constant).
  const char* builtin_type = nullptr;
  if (!object->can_be_none) {
    switch (object->kind) {
      case Kind::kStr:
      case Kind::kChar:
        builtin_type = "str";
        break;
      case Kind::kBytes:
        builtin_type = "bytes";
        break;
      case Kind::kInteger:
        builtin_type = object->may_be_bool ? nullptr : "int";
        break;
      case Kind::kBool:
        builtin_type = "bool";
        break;
      case Kind::kFloat:
        builtin_type = object->may_be_int ? nullptr : "float";
        break;
      case Kind::kTuple:
        builtin_type = "tuple";
        break;
      case Kind::kDict:
        builtin_type = "dict";
        break;
      case Kind::kList:
        builtin_type = IsVarTuple(object)    ? "tuple"
                       : IsByteArray(object) ? "bytearray"
                       : IsRangeList(object) ? "range"
                                             : "list";
        break;
      default:
        break;
    }
  }
  if (builtin_type != nullptr) {
    bool found = annotator.space().BuiltinTypeHasAttr(builtin_type, name->constant->text());
    return BoolAnn(annotator.space().Bool(found));
  }
  if (object->kind != Kind::kInstance || object->classdef == nullptr ||
      object->classdef->per_site())
    Refuse("hasattr() of " + Arg(object) +
           " is not supported: only of an instance of the program's classes, or of a class or "
           "module known at translation time");
  if (object->can_be_none)
    Refuse("hasattr() of " + Arg(object) + ", which may be None: test `is not None` first");
  // The answer follows the classes and stores known so far: made again at the fixpoint
  // (Annotator::RecheckRefusedBlocks), and for the RTyper once annotation is over.
  NoteSubclassesRead();
  ClassDesc* root = object->classdef->desc();
  annotator.bookkeeper().NoteAttributePresenceQuery(root, name->constant->text());
  AttributePresenceAnswer answer = AttributePresence(annotator, root, name->constant->text());
  if (!answer.depends.empty()) Refuse("hasattr() of " + Arg(object) + ": " + answer.depends);
  if (answer.present.empty()) return BoolAnn(annotator.space().Bool(false));
  if (answer.absent.empty()) return BoolAnn(annotator.space().Bool(true));
  return BoolAnn();  // by the run-time class
}

}  // namespace rtfarm::annotator
