#include "passes/rtyper/universe.h"

#include <algorithm>
#include <cstdio>
#include <functional>

#include "passes/annotator/attribute_presence.h"
#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/listdef.h"
#include "passes/annotator/special_methods.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

// The builtin exception classes the runtime raises or names (runtime/rpy.h declares a
// `rpy_cls_<Name>` for each): always part of the hierarchy, used or not.
struct BuiltinException {
  const char* name;
  const char* base;
};
constexpr BuiltinException kBuiltinExceptions[] = {
    {"BaseException", nullptr},
    {"Exception", "BaseException"},
    {"StopIteration", "Exception"},
    {"ArithmeticError", "Exception"},
    {"OverflowError", "ArithmeticError"},
    {"ZeroDivisionError", "ArithmeticError"},
    {"AssertionError", "Exception"},
    {"LookupError", "Exception"},
    {"IndexError", "LookupError"},
    {"KeyError", "LookupError"},
    {"ValueError", "Exception"},
    {"TypeError", "Exception"},
    {"RuntimeError", "Exception"},
    {"NotImplementedError", "RuntimeError"},
    {"RecursionError", "RuntimeError"},
    {"AttributeError", "Exception"},
    {"OSError", "Exception"},
    {"MemoryError", "Exception"},
    {"SystemExit", "BaseException"},
    {"KeyboardInterrupt", "BaseException"},
    {"UnicodeError", "ValueError"},
    {"UnicodeEncodeError", "UnicodeError"},
    {"UnicodeDecodeError", "UnicodeError"},
};

const Type* Iterator(lltype::TypeRegistry& types, const std::string& name) {
  return types.Ptr(types.Opaque(name));
}

// Whether an exception link of some graph catches the class named `class_key`.
bool AnyHandlerCatches(const std::vector<const annotator::GraphInfo*>& graphs,
                       const std::string& class_key) {
  for (const annotator::GraphInfo* info : graphs) {
    if (info->graph == nullptr) continue;
    for (const model::Block* block : info->graph->Blocks()) {
      if (block->exitswitch != model::ExitSwitch::kLastException) continue;
      for (const model::Link* link : block->exits)
        if (link->exitcase != nullptr && link->exitcase->key() == class_key) return true;
    }
  }
  return false;
}

}  // namespace

std::string Universe::Sanitise(const std::string& text) {
  std::string out;
  for (char c : text) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    out += ok ? c : '_';
  }
  return out;
}

std::string Universe::ContentHash(const std::string& text) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(h));
  return buffer;
}

Universe::Universe(annotator::Annotator& annotator) : annotator_(annotator) {
  // The runtime's own structures (runtime/rpy.h); GenC does not define them again.
  const Type* string = types_.GcStruct("rpy_string", {{"hash", types_.Signed()},
                                                      {"length", types_.Signed()},
                                                      {"ascii_length", types_.Signed()},
                                                      {"codepoints", types_.Signed()},
                                                      {"chars", types_.Array(types_.Char())}});
  string_ptr_ = types_.Ptr(string);
  const Type* vtable = types_.Struct("rpy_vtable", {{"subclass_min", types_.Signed()},
                                                    {"subclass_max", types_.Signed()},
                                                    {"name", string_ptr_}});
  vtable_ptr_ = types_.Ptr(vtable);
  const Type* object = types_.GcStruct("rpy_object", {{"typeptr", vtable_ptr_}});
  object_ptr_ = types_.Ptr(object);
  // runtime/rpy.h's rpy_exception: arg_kind and arg_repr make repr(e) CPython's.
  types_.GcStruct("rpy_exception", {{"base", object},
                                    {"msg", string_ptr_},
                                    {"arg_kind", types_.Signed()},
                                    {"arg_repr", string_ptr_}});
  containers_["rpy_list_str"] = {
      ContainerType::kList, "rpy_list_str", string_ptr_, nullptr, nullptr, true};
  container_of_type_[types_.Ptr(types_.Opaque("rpy_list_str"))] = "rpy_list_str";
  graphs_ = annotator.graphs();
  catches_attribute_error_ = AnyHandlerCatches(graphs_, "builtins.AttributeError");
  // hasattr() by the run-time class: answered on the final annotation, before any graph
  // is lowered (the analysis reads the flow graphs of __init__ methods).
  for (const auto& [key, root] : annotator.bookkeeper().AttributePresenceQueries()) {
    annotator::AttributePresenceAnswer answer =
        annotator::AttributePresence(annotator, root, key.second);
    if (answer.depends.empty()) classes_having_attribute_[key] = std::move(answer);
  }
  FindFrozenFamilies();  // class attributes may hold frozen objects: their types first
  // Families of functions whose results need no class layout first: the class layouts
  // then see their final function types (a field holding `first` or `upper`).
  NormaliseFunctionFamilyReturns(/*with_layouts=*/false);
  BuildClassTree();
  NormaliseClassMethodReturns();
  NormaliseFunctionFamilyReturns(/*with_layouts=*/true);
  LayOutFrozenFamilies();  // frozen objects' attributes may hold instances
}

// --- classes ---------------------------------------------------------------------------

ClassLayout* Universe::NewLayout(const std::string& name, annotator::ClassDef* classdef,
                                 ClassLayout* base) {
  auto layout = std::make_unique<ClassLayout>();
  layout->name = name;
  layout->c_name = Sanitise(name);
  layout->classdef = classdef;
  layout->base = base;
  if (base != nullptr) base->subclasses.push_back(layout.get());
  ClassLayout* raw = layout.get();
  layouts_.push_back(std::move(layout));
  layout_by_name_[name] = raw;
  if (classdef != nullptr) layout_of_[classdef] = raw;
  return raw;
}

void Universe::BuildClassTree() {
  const auto& classdefs = annotator_.bookkeeper().classdefs();
  auto find_def = [&](const std::string& name) -> annotator::ClassDef* {
    auto it = classdefs.find(name);
    return it == classdefs.end() ? nullptr : it->second.get();
  };
  for (const BuiltinException& e : kBuiltinExceptions) {
    std::string name = std::string("builtins.") + e.name;
    ClassLayout* base = e.base ? layout_by_name_.at(std::string("builtins.") + e.base) : nullptr;
    NewLayout(name, find_def(name), base);
  }
  // Classes in an order where every base comes first: by depth, then by name.
  std::vector<annotator::ClassDef*> pending;
  for (const auto& [name, def] : classdefs) {
    if (!layout_by_name_.count(name)) pending.push_back(def.get());
  }
  auto depth = [](const annotator::ClassDef* d) {
    int n = 0;
    for (; d != nullptr; d = d->base()) ++n;
    return n;
  };
  std::stable_sort(pending.begin(), pending.end(),
                   [&](auto* a, auto* b) { return depth(a) < depth(b); });
  for (annotator::ClassDef* def : pending) {
    ClassLayout* base = def->base() ? layout_of_.at(def->base()) : nullptr;
    if (base == nullptr && def->IsException()) base = layout_by_name_.at("builtins.Exception");
    NewLayout(def->name(), def, base);
  }
  for (auto& layout : layouts_) {
    std::sort(layout->subclasses.begin(), layout->subclasses.end(),
              [](auto* a, auto* b) { return a->name < b->name; });
  }
  // Subclass ranges: a preorder numbering of every root's tree.
  std::vector<ClassLayout*> roots;
  for (auto& layout : layouts_) {
    if (layout->base == nullptr) roots.push_back(layout.get());
  }
  std::sort(roots.begin(), roots.end(), [](auto* a, auto* b) { return a->name < b->name; });
  long next = 1;
  for (ClassLayout* root : roots) NumberSubclasses(root, &next);
  // Declare every struct first (fields may point to any class), then lay out.
  for (auto& layout : layouts_) {
    // BaseException's instances are the runtime's rpy_exception (a message), extended
    // by a struct of its own when the program gives it attributes: a value caught by a
    // `finally` or a `with` and raised again is a BaseException, so `e.errno` read
    // after it lands there (runtime/rpy_exceptions.c allocates spare zeroed words, so
    // such a read of an exception the runtime raised gives 0 or None).
    bool plain = layout->name == "builtins.BaseException" && !HasAssignedAttributes(*layout);
    layout->instance = plain ? types_.FindStruct("rpy_exception")
                             : types_.DeclareStruct("inst_" + layout->c_name, true);
    layout->vtable = types_.DeclareStruct("vt_" + layout->c_name, false);
    layout->vtable_symbol = "rpy_vtable_" + layout->c_name;
  }
  for (ClassLayout* root : roots) LayOutClass(root);
  // Instances the runtime's containers compare, hash or order through user methods.
  for (auto& layout : layouts_) {
    annotator::ClassDef* def = layout->classdef;
    if (def != nullptr && !def->IsException() &&
        (annotator::HasUserEquality(def) || annotator::HasUserOrder(def)))
      user_method_items_.insert(types_.Ptr(layout->instance));
  }
}

bool Universe::ContainerCallsUserMethods(const Type* t) const {
  const ContainerType* c = ContainerOf(t);
  if (c == nullptr || user_method_items_.empty()) return false;
  std::function<bool(const Type*)> calls = [&](const Type* part) {
    if (part == nullptr) return false;
    if (user_method_items_.count(part)) return true;
    if (part->kind() == lltype::TypeKind::kPtr && part->target()->name().starts_with("tup")) {
      for (const auto& [field, type] : part->target()->fields())
        if (calls(type)) return true;
    }
    return false;
  };
  return calls(c->item) || calls(c->key) || calls(c->value);
}

bool Universe::HasAssignedAttributes(const ClassLayout& layout) {
  if (layout.classdef == nullptr) return false;
  for (const auto& [name, attribute] : layout.classdef->attrs()) {
    if (attribute->assigned && !(layout.classdef->IsException() && name == "args0")) return true;
  }
  return false;
}

void Universe::NumberSubclasses(ClassLayout* layout, long* next) {
  layout->subclass_min = (*next)++;
  for (ClassLayout* sub : layout->subclasses) NumberSubclasses(sub, next);
  layout->subclass_max = *next - 1;
}

void Universe::LayOutClass(ClassLayout* layout) {
  std::vector<std::pair<std::string, const Type*>> fields, vfields;
  if (layout->base == nullptr) {
    bool exception_root = layout->name == "builtins.BaseException";
    fields.emplace_back("super",
                        types_.FindStruct(exception_root ? "rpy_exception" : "rpy_object"));
  } else {
    fields.emplace_back("super", layout->base->instance);
  }
  vfields.emplace_back("super",
                       layout->base ? layout->base->vtable : types_.FindStruct("rpy_vtable"));
  if (layout->classdef != nullptr) {
    for (const auto& [name, attribute] : layout->classdef->attrs()) {
      Ann value = attribute->value.peek();
      if (layout->classdef->IsException() && name == "args0") continue;  // rpy_exception.msg
      if (attribute->assigned) {
        layout->fields["a_" + name] = LowLevelType(value);
      } else if (const Type* slot = MethodSlotType(layout, value)) {
        layout->class_fields["m_" + name] = slot;
      } else {
        const Type* t = LowLevelType(value);
        if (t->IsPrimitive(lltype::Primitive::kVoid)) continue;  // a single method: no slot
        layout->class_fields["c_" + name] = t;
      }
    }
  }
  for (const auto& [name, type] : layout->fields) fields.emplace_back(name, type);
  for (const auto& [name, type] : layout->class_fields) vfields.emplace_back(name, type);
  if (layout->instance != types_.FindStruct("rpy_exception"))
    types_.SetFields(layout->instance, fields);
  types_.SetFields(layout->vtable, vfields);
  for (ClassLayout* sub : layout->subclasses) LayOutClass(sub);
}

const Type* Universe::UniteReturnTypes(const std::vector<annotator::FunctionDesc*>& functions,
                                       bool keep_pointers) {
  Ann returns = annotator::Impossible();
  for (annotator::FunctionDesc* f : functions) {
    for (const auto& [unused, graph] : f->specializations)
      returns = annotator::Union(returns, annotator_.ReturnAnnotation(*graph));
  }
  const Type* result = LowLevelType(returns);
  for (annotator::FunctionDesc* f : functions) {
    for (const auto& [unused, graph] : f->specializations) {
      const Ann& own_ann = annotator_.ReturnAnnotation(*graph);
      const Type* own = LowLevelType(own_ann);
      // An instance where the family's result is an instance (of a base class) is the
      // same pointer through either type: kept, so that the function types computed
      // before (class layouts) stay those of the functions.
      if (keep_pointers && own_ann->kind == Kind::kInstance && returns->kind == Kind::kInstance)
        continue;
      if (own != result) return_overrides_[graph] = result;
    }
  }
  return result;
}

void Universe::NormaliseClassMethodReturns() {
  const auto& descs = annotator_.bookkeeper().descs();
  for (const std::vector<std::string>& members : annotator_.bookkeeper().CallFamilies()) {
    std::vector<annotator::FunctionDesc*> functions;
    for (const std::string& key : members) {
      auto it = descs.find(key);
      if (it == descs.end() || it->second->kind() != annotator::DescKind::kMethodOfFrozen) continue;
      auto* method = static_cast<annotator::MethodOfFrozenDesc*>(it->second.get());
      if (!method->is_classmethod()) continue;
      if (std::find(functions.begin(), functions.end(), method->function()) == functions.end())
        functions.push_back(method->function());
    }
    if (functions.size() < 2) continue;
    UniteReturnTypes(functions);
  }
}

namespace {

// Whether the low-level type of a value of annotation `a` depends on class layouts.
bool NeedsClassLayouts(const Ann& a, int depth = 0) {
  if (depth > 16) return true;
  switch (a->kind) {
    case Kind::kInstance:
    case Kind::kType:
    case Kind::kPBC:
    case Kind::kBuiltinMethod:
    case Kind::kSuper:
      return true;
    case Kind::kList:
      return NeedsClassLayouts(a->listdef->item().peek(), depth + 1);
    case Kind::kDict:
      return NeedsClassLayouts(a->dictdef->key().peek(), depth + 1) ||
             NeedsClassLayouts(a->dictdef->value().peek(), depth + 1);
    case Kind::kSet:
      return NeedsClassLayouts(a->dictdef->key().peek(), depth + 1);
    case Kind::kTuple:
    case Kind::kIterator:
      for (const Ann& item : a->items) {
        if (NeedsClassLayouts(item, depth + 1)) return true;
      }
      return false;
    default:
      return false;
  }
}

}  // namespace

// Plain functions called through one variable (a list of lambdas, a key function chosen
// at run time) share one function pointer type: their graphs return the family's common
// low-level type (a lambda returning a char and one returning a str both return a str,
// `half` returning a float and `double` an int a number of either kind), or the caller
// would read a result of another type than the callee wrote. Families whose results
// need no class layout are normalised before the layouts are made (a field holding such
// functions gets their final type); the others after, keeping pointers.
void Universe::NormaliseFunctionFamilyReturns(bool with_layouts) {
  const auto& descs = annotator_.bookkeeper().descs();
  for (const std::vector<std::string>& members : annotator_.bookkeeper().CallFamilies()) {
    std::vector<annotator::FunctionDesc*> functions, methods;
    bool needs_layouts = false;
    // Methods of classes without a common base (closures of different functions, each an
    // instance of a class of its own) are called by their receiver's class, not through
    // a vtable slot: they return one type too (after the layouts: their receivers).
    std::vector<annotator::ClassDef*> receivers;
    bool unrelated = true;
    for (const std::string& key : members) {
      auto it = descs.find(key);
      if (it == descs.end()) continue;
      if (it->second->kind() == annotator::DescKind::kMethod) {
        auto* method = static_cast<annotator::MethodDesc*>(it->second.get());
        if (method->selfclass() == nullptr) continue;
        for (annotator::ClassDef* other : receivers) {
          if (other->CommonBase(method->selfclass()) != nullptr) unrelated = false;
        }
        receivers.push_back(method->selfclass());
        if (std::find(methods.begin(), methods.end(), method->function()) == methods.end())
          methods.push_back(method->function());
        continue;
      }
      if (it->second->kind() != annotator::DescKind::kFunction) continue;
      auto* function = static_cast<annotator::FunctionDesc*>(it->second.get());
      if (std::find(functions.begin(), functions.end(), function) != functions.end()) continue;
      functions.push_back(function);
      for (const auto& [unused, graph] : function->specializations)
        needs_layouts |= NeedsClassLayouts(annotator_.ReturnAnnotation(*graph));
    }
    if (with_layouts && unrelated && methods.size() >= 2)
      UniteReturnTypes(methods, /*keep_pointers=*/true);
    if (functions.size() < 2 || needs_layouts != with_layouts) continue;
    UniteReturnTypes(functions, /*keep_pointers=*/true);
  }
}

// Methods with several implementations in a class's subtree are called through a
// function pointer in the vtable; its type is the first implementation's, with `self`
// as an instance of the class owning the slot.
const Type* Universe::MethodSlotType(ClassLayout* layout, const Ann& value) {
  if (value->kind != Kind::kPBC) return nullptr;
  std::vector<annotator::FunctionDesc*> functions;
  for (annotator::Desc* d : value->descs) {
    if (d->kind() != annotator::DescKind::kMethod) return nullptr;
    auto* f = static_cast<annotator::MethodDesc*>(d)->function();
    if (std::find(functions.begin(), functions.end(), f) == functions.end()) functions.push_back(f);
  }
  if (functions.size() < 2) return nullptr;
  UniteReturnTypes(functions);
  const Type* slot = nullptr;
  for (annotator::FunctionDesc* f : functions) {
    if (f->specializations.empty()) continue;
    if (f->specializations.size() > 1)
      throw RTypeError("the method " + f->key() + " is specialised and also overridden");
    const Type* fn = FunctionType(f->specializations.begin()->second);
    std::vector<const Type*> args;
    for (const auto& [unused, t] : fn->fields()) args.push_back(t);
    if (args.empty()) throw RTypeError("the method " + f->key() + " takes no self");
    args[0] = types_.Ptr(layout->instance);
    const Type* candidate = types_.Ptr(types_.Func(args, fn->result()));
    if (slot != nullptr && slot != candidate) {
      throw RTypeError("the implementations of method " + f->key() +
                       " have different signatures: " + slot->key() + " and " + candidate->key());
    }
    slot = candidate;
  }
  return slot;
}

ClassLayout* Universe::LayoutOf(const annotator::ClassDef* classdef) {
  auto it = layout_of_.find(classdef);
  if (it == layout_of_.end()) throw RTypeError("class " + classdef->name() + " has no layout");
  return it->second;
}

ClassLayout* Universe::LayoutNamed(const std::string& name) {
  auto it = layout_by_name_.find(name);
  return it == layout_by_name_.end() ? nullptr : it->second;
}

ClassLayout* Universe::AttributeOwner(annotator::ClassDef* classdef, const std::string& name,
                                      bool* instance_field) {
  for (ClassLayout* layout = LayoutOf(classdef); layout != nullptr; layout = layout->base) {
    if (layout->fields.count("a_" + name)) {
      *instance_field = true;
      return layout;
    }
    if (layout->class_fields.count("c_" + name)) {
      *instance_field = false;
      return layout;
    }
  }
  return nullptr;
}

std::vector<Universe::FieldDefault> Universe::FieldDefaults(const ClassLayout* layout) {
  std::vector<FieldDefault> defaults;
  if (layout->classdef == nullptr) return defaults;
  const host::HostObject* klass = layout->classdef->desc()->object();
  for (const ClassLayout* l = layout; l != nullptr; l = l->base) {
    for (const auto& [field, type] : l->fields) {
      const host::HostObject* value = klass->LookupClassAttr(field.substr(2));
      if (value != nullptr && value->kind() != host::HostKind::kFunction)
        defaults.push_back({field, type, value});
    }
  }
  return defaults;
}

ClassLayout* Universe::MethodSlotOwner(annotator::ClassDef* classdef, const std::string& name) {
  for (ClassLayout* layout = LayoutOf(classdef); layout != nullptr; layout = layout->base) {
    if (layout->class_fields.count("m_" + name)) return layout;
  }
  return nullptr;
}

// --- frozen pre-built constants ---------------------------------------------------------

std::vector<const annotator::Desc*> FrozenMembers(const Ann& a) {
  std::vector<const annotator::Desc*> members;
  if (a->kind != Kind::kPBC) return members;
  for (annotator::Desc* d : a->descs) {
    if (d->kind() == annotator::DescKind::kFrozen) {
      members.push_back(d);
    } else if (d->kind() == annotator::DescKind::kMethodOfFrozen) {
      auto* method = static_cast<annotator::MethodOfFrozenDesc*>(d);
      if (method->is_classmethod()) return {};  // bound to a class: no frozen object
      members.push_back(method->frozen());
    } else {
      return {};
    }
  }
  std::sort(members.begin(), members.end(), [](auto* x, auto* y) { return x->key() < y->key(); });
  members.erase(std::unique(members.begin(), members.end()), members.end());
  return members;
}

namespace {

// Whether a union with `a` could merge the hidden variables of lists or dicts (and so
// reschedule blocks of an annotation that has finished).
bool HoldsContainers(const Ann& a) {
  if (a->kind == Kind::kList || a->kind == Kind::kDict || a->kind == Kind::kSet) return true;
  for (const Ann& item : a->items)
    if (HoldsContainers(item)) return true;
  return false;
}

// Whether a value of `a` has a run-time representation as a frozen family pointer.
bool IsFrozenSet(const Ann& a) {
  std::vector<const annotator::Desc*> members = FrozenMembers(a);
  return !members.empty() && (members.size() > 1 || a->can_be_none);
}

}  // namespace

// Families are the classes of a union-find over desc keys, fed with every annotation of
// the program (variables of every graph, constants, class attributes, and what lists,
// dicts, tuples and iterators hold): a value flows only from a set into a larger one, so
// both are in one family and have one representation. The result does not depend on
// the order of the walk.
void Universe::FindFrozenFamilies() {
  std::map<std::string, std::string> parent;
  std::map<std::string, const annotator::Desc*> desc_of_key;
  auto root = [&](std::string key) {
    while (parent.at(key) != key) key = parent.at(key);
    return key;
  };
  auto unite = [&](const std::vector<const annotator::Desc*>& members) {
    for (const annotator::Desc* d : members) {
      parent.emplace(d->key(), d->key());
      desc_of_key[d->key()] = d;
    }
    for (const annotator::Desc* d : members) {
      std::string a = root(members[0]->key()), b = root(d->key());
      if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
  };
  std::set<const void*> seen;
  std::function<void(const Ann&)> visit = [&](const Ann& a) {
    if (a == nullptr) return;
    if (a->kind == Kind::kPBC) {
      if (IsFrozenSet(a)) unite(FrozenMembers(a));
      return;
    }
    for (const Ann& item : a->items) visit(item);
    bool all_sets = a->items.size() > 1;
    for (const Ann& item : a->items) all_sets = all_sets && item->kind == Kind::kPBC;
    if (a->kind == Kind::kTuple && all_sets) {
      // Iterating over a tuple, or testing membership, sees the union of its items (a
      // union of sets only: it merges no list or dict).
      try {
        visit(TupleItem(a));
      } catch (const annotator::UnionError&) {
      }
    }
    if (a->kind == Kind::kList && seen.insert(a->listdef).second) visit(a->listdef->item().peek());
    if ((a->kind == Kind::kDict || a->kind == Kind::kSet) && seen.insert(a->dictdef).second) {
      visit(a->dictdef->key().peek());
      visit(a->dictdef->value().peek());
    }
  };
  auto visit_value = [&](const annotator::GraphInfo* info, const model::Value* v) {
    if (!v->is_constant()) return visit(annotator_.Binding(*info, v));
    const host::HostObject* object = static_cast<const model::Constant*>(v)->object();
    if (object == nullptr) return;
    host::HostKind k = object->kind();
    if (k != host::HostKind::kList && k != host::HostKind::kDict && k != host::HostKind::kTuple)
      return;
    try {
      visit(annotator_.bookkeeper().ImmutableValue(object));
    } catch (const std::exception&) {
    }
  };
  for (const annotator::GraphInfo* info : graphs_) {
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::Variable* v : block->inputargs) visit_value(info, v);
      // The constants of blocks the annotator never reached were never annotated.
      bool reached = block->inputargs.empty();
      for (const model::Variable* v : block->inputargs)
        reached = reached || annotator_.Binding(*info, v)->kind != Kind::kImpossible;
      if (!reached) continue;
      for (const auto& op : block->operations) {
        for (const model::Value* v : op.args) visit_value(info, v);
        visit_value(info, op.result);
      }
      for (const model::Link* link : block->exits)
        for (const model::Value* v : link->args) visit_value(info, v);
    }
  }
  for (const auto& [name, classdef] : annotator_.bookkeeper().classdefs())
    for (const auto& [attr, attribute] : classdef->attrs()) visit(attribute->value.peek());

  std::map<std::string, std::vector<const annotator::Desc*>> by_root;
  for (const auto& [key, unused] : parent) by_root[root(key)].push_back(desc_of_key.at(key));
  for (auto& [first, members] : by_root) {  // members in key order: `parent` is a map
    auto family = std::make_unique<FrozenFamily>();
    std::string tag = Sanitise(first);
    if (tag.size() > 40) tag = tag.substr(0, 40);
    family->name = "frz_" + tag + "_" + ContentHash(first).substr(0, 8);
    family->ptr = types_.Ptr(types_.DeclareStruct(family->name, true));
    family->members = members;
    for (const annotator::Desc* d : members) family_of_desc_[d] = family.get();
    family_of_type_[family->ptr] = family.get();
    frozen_families_.push_back(std::move(family));
  }
  std::sort(frozen_families_.begin(), frozen_families_.end(),
            [](const auto& a, const auto& b) { return a->name < b->name; });

  // The attributes read through each family's sets, with the union of what they gave.
  for (const annotator::GraphInfo* info : graphs_) {
    for (const model::Block* block : info->graph->Blocks()) {
      for (const auto& op : block->operations) {
        if (op.opname != "getattr" || op.args.size() != 2 || op.args[0]->is_constant() ||
            !op.args[1]->is_constant())
          continue;
        Ann owner = annotator_.Binding(*info, op.args[0]);
        if (!IsFrozenSet(owner)) continue;
        const host::HostObject* name = static_cast<const model::Constant*>(op.args[1])->object();
        Ann result = annotator_.Binding(*info, op.result);
        // A method bound to the object is represented by the object itself.
        bool method = result->kind == Kind::kPBC && !result->descs.empty() &&
                      result->descs[0]->kind() == annotator::DescKind::kMethodOfFrozen;
        if (name == nullptr || result->kind == Kind::kImpossible || method) continue;
        FrozenFamily* family = family_of_desc_.at(FrozenMembers(owner)[0]);
        Ann& slot = family->attrs[name->text()];
        if (slot != nullptr && (HoldsContainers(slot) || HoldsContainers(result))) {
          family->other_reads[name->text()].push_back(result);
          continue;
        }
        try {
          slot = slot ? annotator::Union(slot, result) : result;
        } catch (const annotator::UnionError&) {
          throw RTypeError("attribute '" + name->text() + "' of the frozen objects " +
                           family->members[0]->key() + ", ...: " + annotator::Describe(slot) +
                           " in one place, " + annotator::Describe(result) + " in another");
        }
      }
    }
  }
}

void Universe::LayOutFrozenFamilies() {
  for (auto& family : frozen_families_) {
    std::vector<std::pair<std::string, const Type*>> fields;
    for (const auto& [attr, ann] : family->attrs) {
      const Type* t = LowLevelType(ann);
      for (const Ann& other : family->other_reads[attr]) {
        if (LowLevelType(other) != t)
          throw RTypeError("attribute '" + attr + "' of the frozen objects " +
                           family->members[0]->key() + ", ...: " + annotator::Describe(ann) +
                           " in one place, " + annotator::Describe(other) + " in another");
      }
      if (t->IsPrimitive(lltype::Primitive::kVoid)) continue;  // a constant: never stored
      family->fields["f_" + attr] = t;
      fields.emplace_back("f_" + attr, t);
    }
    // Members are told apart by their address: never an empty struct.
    if (fields.empty()) fields.emplace_back("empty", types_.Signed());
    types_.SetFields(family->ptr->target(), fields);
    for (const annotator::Desc* d : family->members) {
      PrebuiltObject(d->object(), annotator::PbcAnn({const_cast<annotator::Desc*>(d)}),
                     family->ptr);
    }
  }
}

const Type* Universe::FrozenPtr(const std::vector<annotator::Desc*>& descs) {
  Ann set = annotator::PbcAnn(descs, true);
  const FrozenFamily* family = nullptr;
  for (const annotator::Desc* d : FrozenMembers(set)) {
    const FrozenFamily* f = FrozenFamilyOfDesc(d);
    if (f == nullptr || (family != nullptr && f != family)) {
      throw RTypeError("a value that is " + annotator::Describe(set) +
                       " is not supported yet (these frozen objects were never seen together)");
    }
    family = f;
  }
  if (family == nullptr) throw RTypeError("no frozen objects in " + annotator::Describe(set));
  return family->ptr;
}

const FrozenFamily* Universe::FrozenFamilyOf(const Type* ptr) const {
  auto it = family_of_type_.find(ptr);
  return it == family_of_type_.end() ? nullptr : it->second;
}

const FrozenFamily* Universe::FrozenFamilyOfDesc(const annotator::Desc* desc) const {
  auto it = family_of_desc_.find(desc);
  return it == family_of_desc_.end() ? nullptr : it->second;
}

const host::HostObject* Universe::FrozenAttributeValue(const host::HostObject* object,
                                                       const std::string& name) {
  if (object->kind() == host::HostKind::kModule) return space().ModuleAttr(object, name);
  for (const auto& [attr, value] : object->attrs()) {
    if (attr == name) return value;
  }
  return object->type() ? object->type()->LookupClassAttr(name) : nullptr;
}

// --- types -----------------------------------------------------------------------------

std::string Universe::TypeTag(const Type* t) const {
  switch (t->kind()) {
    case lltype::TypeKind::kPrimitive:
      return t->key();
    case lltype::TypeKind::kPtr: {
      const Type* target = t->target();
      if (target->name() == "rpy_string") return "str";
      if (!target->name().empty()) return target->name();
      return "p" + ContentHash(t->key()).substr(0, 8);
    }
    default:
      return Sanitise(t->key());
  }
}

const Type* Universe::ListType(const Type* item) {
  std::string name = "rpy_list_" + TypeTag(item);
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {ContainerType::kList, name, item, nullptr, nullptr, false};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const Type* Universe::FixedListType(const Type* item) {
  std::string name = "rpy_array_" + TypeTag(item);
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {ContainerType::kList, name, item, nullptr, nullptr, false, true};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const Type* Universe::VarTupleType(const Type* item) {
  std::string name = "rpy_array_vtuple_" + TypeTag(item);
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {ContainerType::kList, name, item, nullptr, nullptr, false, true, true};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const Type* Universe::ByteArrayType() {
  std::string name = "rpy_list_bytearray";
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {
        ContainerType::kList, name, types_.Signed(), nullptr, nullptr, false, false, false, true};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const Type* Universe::DictType(const Type* key, const Type* value) {
  std::string name = "rpy_dict_" + TypeTag(key) + "_" + TypeTag(value);
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {ContainerType::kDict, name, nullptr, key, value, false};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const Type* Universe::SetType(const Type* element) {
  std::string name = "rpy_set_" + TypeTag(element);
  const Type* ptr = types_.Ptr(types_.Opaque(name));
  if (!containers_.count(name)) {
    containers_[name] = {ContainerType::kSet, name, element, element, nullptr, false};
    container_of_type_[ptr] = name;
  }
  return ptr;
}

const ContainerType* Universe::ContainerOf(const Type* ptr) const {
  auto it = container_of_type_.find(ptr);
  return it == container_of_type_.end() ? nullptr : &containers_.at(it->second);
}

const Type* Universe::TupleType(const std::vector<const Type*>& items) {
  // The item count in the name keeps it unambiguous: without it a tuple holding one
  // (int, int, int) tuple and one holding an (int, int) tuple and an int were both
  // "tup_tup_Signed_Signed_Signed", one struct for two layouts.
  std::string name = "tup" + std::to_string(items.size());
  for (const Type* t : items) name += "_" + TypeTag(t);
  if (name.size() > 60) name = "tup_" + ContentHash(name);
  if (const Type* existing = types_.FindStruct(name)) return types_.Ptr(existing);
  std::vector<std::pair<std::string, const Type*>> fields;
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i]->IsPrimitive(lltype::Primitive::kVoid)) continue;
    fields.emplace_back("item" + std::to_string(i), items[i]);
  }
  if (fields.empty()) fields.emplace_back("empty", types_.Signed());
  return types_.Ptr(types_.GcStruct(name, fields));
}

const Type* Universe::NullableNumberType(const Type* number) {
  std::string name = "nbox_" + TypeTag(number);
  if (const Type* existing = types_.FindStruct(name)) return types_.Ptr(existing);
  return types_.Ptr(types_.GcStruct(name, {{"value", number}}));
}

const Type* Universe::BoxedNumber(const Type* t) const {
  if (t->kind() != lltype::TypeKind::kPtr || t->target()->kind() != lltype::TypeKind::kStruct ||
      !t->target()->name().starts_with("nbox_"))
    return nullptr;
  return t->target()->FieldType("value");
}

const Type* Universe::MixedNumberType() {
  if (const Type* existing = types_.FindStruct("mnum")) return types_.Ptr(existing);
  return types_.Ptr(types_.GcStruct(
      "mnum", {{"is_int", types_.Bool()}, {"ival", types_.Signed()}, {"fval", types_.Float()}}));
}

bool Universe::IsMixedNumber(const Type* t) {
  return t->kind() == lltype::TypeKind::kPtr && t->target()->kind() == lltype::TypeKind::kStruct &&
         t->target()->name() == "mnum";
}

bool Universe::IsMixedAnn(const Ann& a) const {
  return a->kind == Kind::kFloat && a->may_be_int && !a->may_be_bool &&
         annotator_.bookkeeper().ShowsMixedNumbers();
}

namespace {

// The lists, dicts and sets whose low-level type is being made on this thread: one met
// again inside its own items is a container that holds containers of its own kind
// (`node = node.setdefault(key, {})` for a tree), which has no finite C type here.
thread_local std::vector<const void*> containers_in_progress;

class ContainerInProgress {
 public:
  ContainerInProgress(const void* def, const char* kind) {
    if (std::find(containers_in_progress.begin(), containers_in_progress.end(), def) !=
        containers_in_progress.end()) {
      throw RTypeError(std::string("a ") + kind +
                       " that holds containers of its own kind (a recursive type, as a "
                       "tree of nested dicts made by `node = node.setdefault(key, {})`) is "
                       "not supported: make the nodes instances of a class holding a dict "
                       "of children");
    }
    containers_in_progress.push_back(def);
  }
  ~ContainerInProgress() { containers_in_progress.pop_back(); }
};

}  // namespace

const Type* Universe::LowLevelType(const Ann& a) {
  if (IsMixedAnn(a)) return MixedNumberType();  // NULL when it may be None
  if (a->can_be_none && annotator::IsNumeric(a))
    return NullableNumberType(LowLevelType(annotator::NonNullable(a)));
  switch (a->kind) {
    case Kind::kImpossible:
    case Kind::kNone:
    case Kind::kBuiltin:
    case Kind::kSlice:
      return types_.Void();
    case Kind::kBool:
      return types_.Bool();
    case Kind::kInteger:
      return a->is_unsigned ? types_.Unsigned() : types_.Signed();
    case Kind::kFloat:
      return types_.Float();
    case Kind::kChar:  // a code point
      return types_.UniChar();
    case Kind::kStr:
    case Kind::kBytes:
      return string_ptr_;
    case Kind::kTuple: {
      std::vector<const Type*> items;
      for (const Ann& item : a->items)
        items.push_back(item->kind == Kind::kNone ? NoneType() : LowLevelType(item));
      return TupleType(items);
    }
    case Kind::kList: {
      if (IsRangeList(a)) return RangeType();
      ContainerInProgress guard(a->listdef, "list");
      const Type* item = ItemType(a->listdef->item().peek());
      if (a->listdef->tuple()) return VarTupleType(item);
      if (a->listdef->bytearray()) return ByteArrayType();
      return IsFixedList(a) ? FixedListType(item) : ListType(item);
    }
    case Kind::kDict: {
      ContainerInProgress guard(a->dictdef, "dict");
      const Type* key = ItemType(a->dictdef->key().peek());
      const Type* value = ItemType(a->dictdef->value().peek());
      return DictType(key, value);
    }
    case Kind::kSet: {
      ContainerInProgress guard(a->dictdef, "set");
      return SetType(ItemType(a->dictdef->key().peek()));
    }
    case Kind::kInstance:
      return types_.Ptr(LayoutOf(a->classdef)->instance);
    case Kind::kType:
      return vtable_ptr_;
    case Kind::kBuiltinMethod:
    case Kind::kSuper:
      return LowLevelType(a->items[0]);
    case Kind::kIterator:
      return IteratorType(a->iter_kind, a);
    case Kind::kPBC: {
      using annotator::DescKind;
      const auto& descs = a->descs;
      if (descs.empty()) return types_.Void();
      DescKind kind = descs[0]->kind();
      for (auto* d : descs) {
        if (d->kind() != kind)
          throw RTypeError("a value that is " + annotator::Describe(a) + " is not supported yet");
      }
      if (kind == DescKind::kMethod) {
        annotator::ClassDef* common = nullptr;
        for (auto* d : descs) {
          auto* m = static_cast<annotator::MethodDesc*>(d);
          if (m->selfclass() == nullptr) return types_.Void();  // unbound: a constant
          common = common ? common->CommonBase(m->selfclass()) : m->selfclass();
          // Receivers without a common base (closures of different functions): any
          // object, the call chooses the implementation by its class (MethodDispatch).
          if (common == nullptr) return types_.Ptr(types_.FindStruct("rpy_object"));
        }
        if (const Type* pair = BoundMethodPairType(a, common)) return pair;
        return types_.Ptr(LayoutOf(common)->instance);
      }
      if (kind == DescKind::kMethodOfFrozen) {
        // A classmethod bound to one class is the constant class (Void); bound to one of
        // several (read through an instance of a class with subclasses), that class's
        // vtable.
        size_t classmethods = 0;
        for (auto* d : descs)
          classmethods += static_cast<annotator::MethodOfFrozenDesc*>(d)->is_classmethod();
        if (classmethods != 0 && (classmethods != descs.size() || a->can_be_none))
          throw RTypeError("a value that is " + annotator::Describe(a) +
                           " (classmethods mixed with other methods, or None) is not "
                           "supported yet");
        // Represented by the object the method is bound to: one function for all (of
        // classmethods, a call chooses it by the class: CallMethodByClass).
        for (auto* d : classmethods != 0 ? std::vector<annotator::Desc*>{} : descs) {
          if (static_cast<annotator::MethodOfFrozenDesc*>(d)->function() !=
              static_cast<annotator::MethodOfFrozenDesc*>(descs[0])->function())
            throw RTypeError("a value that is " + annotator::Describe(a) +
                             " (different functions) is not supported yet");
        }
      }
      if (descs.size() == 1 && !a->can_be_none) return types_.Void();
      if (kind == DescKind::kMethodOfFrozen &&
          static_cast<annotator::MethodOfFrozenDesc*>(descs[0])->is_classmethod())
        return vtable_ptr_;
      if (kind == DescKind::kFrozen || kind == DescKind::kMethodOfFrozen) return FrozenPtr(descs);
      if (kind == DescKind::kClass) return vtable_ptr_;
      if (kind == DescKind::kFunction) {
        auto* f = static_cast<annotator::FunctionDesc*>(descs[0]);
        // Functions no call reaches have no graph: any pointer type holds them (they
        // are stubs, FunctionValueSymbol).
        if (f->specializations.empty()) return types_.Ptr(types_.Func({}, types_.Void()));
        if (f->specializations.size() != 1)
          throw RTypeError("a variable holding the specialised function " + f->key());
        return types_.Ptr(FunctionType(f->specializations.begin()->second));
      }
      throw RTypeError("a value that is " + annotator::Describe(a) + " is not supported yet");
    }
  }
  throw RTypeError("no low-level type for " + annotator::Describe(a));
}

// Bound methods of different names in one value (`self.ops = {"add": self.op_add, ...}`):
// the receiver and the function, as a pair (a tuple struct). Null when every method has
// one name (the receiver alone, the call choosing by its class).
const Type* Universe::BoundMethodPairType(const Ann& a, annotator::ClassDef* common) {
  const std::string& name = static_cast<annotator::MethodDesc*>(a->descs[0])->name();
  bool several_names = false;
  for (auto* d : a->descs) several_names |= static_cast<annotator::MethodDesc*>(d)->name() != name;
  if (!several_names) return nullptr;
  const Type* function = nullptr;
  for (auto* d : a->descs) {
    annotator::FunctionDesc* f = static_cast<annotator::MethodDesc*>(d)->function();
    if (f->specializations.size() != 1)
      throw RTypeError("a value that is " + annotator::Describe(a) + ": the method " + f->key() +
                       " has " + std::to_string(f->specializations.size()) +
                       " specialisations (bound methods of different names in one value need "
                       "one graph each)");
    const Type* type = types_.Ptr(FunctionType(f->specializations.begin()->second));
    if (function != nullptr && type != function)
      throw RTypeError("a value that is " + annotator::Describe(a) +
                       ": bound methods of different names in one value need the same "
                       "parameter and result types (" +
                       function->key() + " and " + type->key() + ")");
    function = type;
  }
  return TupleType({types_.Ptr(LayoutOf(common)->instance), function});
}

bool Universe::IsBoundMethodPair(const Ann& a) {
  if (a->kind != Kind::kPBC || a->descs.empty()) return false;
  annotator::ClassDef* common = nullptr;
  bool several_names = false;
  for (annotator::Desc* d : a->descs) {
    if (d->kind() != annotator::DescKind::kMethod) return false;  // functions mixed in
    auto* m = static_cast<annotator::MethodDesc*>(d);
    if (m->selfclass() == nullptr) return false;
    common = common ? common->CommonBase(m->selfclass()) : m->selfclass();
    if (common == nullptr) return false;  // closures of different functions
    several_names |= m->name() != static_cast<annotator::MethodDesc*>(a->descs[0])->name();
  }
  return several_names;
}

Ann Universe::TupleItem(const Ann& tuple) {
  Ann item = annotator::Impossible();
  for (const Ann& a : tuple->items) item = annotator::Union(item, annotator::WithoutConstant(a));
  return item;
}

// Items of lists and dicts: a char is stored as a str (a list of chars and a list of
// strs meet often: list(s), keys compared with str values), nothing as an unused int.
const Type* Universe::ItemType(const Ann& item) {
  if (item->kind == Kind::kTuple) {  // (char, int) items are stored as (str, int)
    std::vector<const Type*> items;
    for (const Ann& a : item->items) items.push_back(ItemType(a));
    return TupleType(items);
  }
  if (item->kind == Kind::kImpossible) return string_ptr_;  // never filled: "".join([])
  const Type* t = LowLevelType(item);
  if (t == types_.UniChar()) return string_ptr_;
  if (item->kind == Kind::kNone) return NoneType();
  if (t->IsPrimitive(lltype::Primitive::kVoid)) return types_.Signed();
  return t;
}

// A Void None item had no field in a tuple and was an int in a list or dict, so repr()
// printed nothing or 0 where CPython prints None.
const Type* Universe::NoneType() { return types_.Ptr(types_.Opaque("rpy_none")); }

// `mutated` cannot be set on a range's ListDef (the annotator refuses the mutation); the
// test stays so that a refusal missed would give a resizable list, never a mutated range.
bool Universe::IsRangeList(const Ann& a) const {
  return a->kind == Kind::kList && a->listdef->range() && !a->listdef->mutated();
}

bool Universe::IsFixedList(const Ann& a) const {
  return a->kind == Kind::kList && !a->listdef->resized() && !a->listdef->range();
}

const Type* Universe::RangeType() {
  const Type* s = types_.FindStruct("lrange");
  if (s == nullptr) {
    s = types_.GcStruct(
        "lrange",
        {{"start", types_.Signed()}, {"stop", types_.Signed()}, {"step", types_.Signed()}});
  }
  return types_.Ptr(s);
}

bool Universe::IsRangeType(const Type* t) const {
  const Type* s = types_.FindStruct("lrange");
  return s != nullptr && t->kind() == lltype::TypeKind::kPtr && t->target() == s;
}

const Type* Universe::IteratorType(annotator::IterKind kind, const Ann& iterator) {
  const Ann& container = iterator->items[0];
  switch (kind) {
    case annotator::IterKind::kRange:
    case annotator::IterKind::kSequence:
    case annotator::IterKind::kReversed: {
      if (container->kind == Kind::kStr || container->kind == Kind::kChar) {
        return Iterator(types_,
                        kind == annotator::IterKind::kReversed ? "rpy_str_riter" : "rpy_str_iter");
      }
      if (container->kind == Kind::kBytes) return Iterator(types_, "rpy_bytes_iter");  // ints
      if (container->kind == Kind::kIterator) return LowLevelType(container);
      if (container->kind == Kind::kTuple) {  // iterated as a list of its items
        return Iterator(types_, ContainerOf(ListType(ItemType(TupleItem(container))))->name +
                                    (kind == annotator::IterKind::kReversed ? "_riter" : "_iter"));
      }
      if (IsRangeList(container)) {  // reversed(range) walks back with the same state
        const Type* s = types_.FindStruct("lrange_iter");
        if (s == nullptr) {
          s = types_.GcStruct(
              "lrange_iter",
              {{"next", types_.Signed()}, {"stop", types_.Signed()}, {"step", types_.Signed()}});
        }
        return types_.Ptr(s);
      }
      const ContainerType* list = ContainerOf(LowLevelType(container));
      // A set iterates through its own iterator (rpy_set_X_iter_new/_next give elements).
      if (list != nullptr && list->kind == ContainerType::kSet &&
          kind == annotator::IterKind::kSequence)
        return Iterator(types_, list->name + "_iter");
      if (list == nullptr || list->kind != ContainerType::kList)
        throw RTypeError("iteration over " + annotator::Describe(container) +
                         " is not supported yet");
      return Iterator(types_,
                      list->name + (kind == annotator::IterKind::kReversed ? "_riter" : "_iter"));
    }
    case annotator::IterKind::kStr:
      return Iterator(types_, "rpy_str_iter");
    case annotator::IterKind::kDictKeys:
    case annotator::IterKind::kDictValues:
    case annotator::IterKind::kDictItems: {
      const Type* dict_type = LowLevelType(container);
      const ContainerType* dict = ContainerOf(dict_type);
      if (dict == nullptr) throw RTypeError("dict iteration over a non-dict");
      std::string name = "diter_" + dict->name;
      const Type* s = types_.FindStruct(name);
      if (s == nullptr) {
        s = types_.GcStruct(name,
                            {{"it", Iterator(types_, dict->name + "_iter")}, {"dict", dict_type}});
      }
      return types_.Ptr(s);
    }
    case annotator::IterKind::kEnumerate: {
      const Type* inner = InnerIteratorType(container);
      std::string name = "enum_" + TypeTag(inner);
      const Type* s = types_.FindStruct(name);
      if (s == nullptr) s = types_.GcStruct(name, {{"inner", inner}, {"index", types_.Signed()}});
      return types_.Ptr(s);
    }
    case annotator::IterKind::kZip: {
      std::vector<std::pair<std::string, const Type*>> fields;
      std::string name = "zip";
      for (size_t i = 0; i < container->items.size(); ++i) {
        const Type* inner = InnerIteratorType(container->items[i]);
        fields.emplace_back("it" + std::to_string(i), inner);
        name += "_" + TypeTag(inner);
      }
      if (name.size() > 60) name = "zip_" + ContentHash(name);
      const Type* s = types_.FindStruct(name);
      if (s == nullptr) s = types_.GcStruct(name, fields);
      return types_.Ptr(s);
    }
  }
  throw RTypeError("unknown iterator");
}

Ann Universe::InstanceMethodResultAnn(const Ann& instance, const std::string& name) {
  const host::HostObject* method = nullptr;
  for (annotator::ClassDesc* d = instance->classdef->desc(); d != nullptr && method == nullptr;
       d = d->base())
    method = d->OwnAttr(name);
  if (method == nullptr || method->kind() != host::HostKind::kFunction)
    throw RTypeError("the class " + instance->classdef->name() + " has no method " + name);
  auto* f = annotator_.bookkeeper().GetFunctionDesc(method);
  if (f->specializations.size() == 1)
    return annotator_.ReturnAnnotation(*f->specializations.begin()->second);
  // A method of a class specialised per place it is made (specialize:ctr_location) has
  // one graph per class copy: the one whose `self` is this instance's class.
  for (const auto& [key, info] : f->specializations) {
    if (info->graph == nullptr || info->graph->startblock()->inputargs.empty()) continue;
    Ann self = annotator_.Binding(*info, info->graph->startblock()->inputargs[0]);
    if (self != nullptr && self->kind == Kind::kInstance && self->classdef == instance->classdef)
      return annotator_.ReturnAnnotation(*info);
  }
  throw RTypeError("iterating over " + annotator::Describe(instance) + " through " + f->key() +
                   ", which has " + std::to_string(f->specializations.size()) + " specialisations");
}

// The iterator iter(x) makes for a container annotated `container`.
const Type* Universe::InnerIteratorType(const Ann& container) {
  switch (container->kind) {
    case Kind::kInstance:  // what its __iter__ returns
      return LowLevelType(InstanceIteratorAnn(container));
    case Kind::kStr:
    case Kind::kChar:
      return Iterator(types_, "rpy_str_iter");
    case Kind::kDict:
      return IteratorType(annotator::IterKind::kDictKeys,
                          annotator::IteratorAnn(annotator::IterKind::kDictKeys, container));
    case Kind::kIterator:
      return LowLevelType(container);
    default:
      return IteratorType(annotator::IterKind::kSequence,
                          annotator::IteratorAnn(annotator::IterKind::kSequence, container));
  }
}

// --- functions -------------------------------------------------------------------------

std::string Universe::FunctionName(const annotator::GraphInfo* graph) {
  static std::mutex mu;
  std::lock_guard lock(mu);
  auto it = function_names_.find(graph);
  if (it != function_names_.end()) return it->second;
  std::string name = "fn_" + Sanitise(graph->key);
  if (name.size() > 80 || name != "fn_" + graph->key) {
    // Distinct keys can sanitise alike ("f<a,b>" and "f<a_b>"): a hash keeps them apart.
    name = name.substr(0, 60) + "_" + ContentHash(graph->key).substr(0, 8);
  }
  function_names_[graph] = name;
  return name;
}

std::string Universe::FunctionValueSymbol(annotator::FunctionDesc* function) {
  if (function->specializations.size() > 1)
    throw RTypeError("the function " + function->key() + " has " +
                     std::to_string(function->specializations.size()) +
                     " specialisations and cannot be used as a value");
  // No specialisation: no call reaches it and no graph was ever made.
  const annotator::GraphInfo* graph =
      function->specializations.empty() ? nullptr : function->specializations.begin()->second;
  std::string name = graph ? FunctionName(graph) : "fn_uncalled_" + ContentHash(function->key());
  if (graph == nullptr || !graph->called) {
    std::lock_guard lock(uncalled_mu_);
    uncalled_stubs_.emplace(name, function->key());
  }
  return name;
}

std::map<std::string, std::string> Universe::uncalled_stubs() const {
  std::lock_guard lock(uncalled_mu_);
  return uncalled_stubs_;
}

const Type* Universe::FunctionType(const annotator::GraphInfo* graph) {
  std::vector<const Type*> args;
  for (const model::Variable* v : graph->graph->startblock()->inputargs) {
    args.push_back(LowLevelType(annotator_.Binding(*graph, v)));
  }
  return types_.Func(args, ReturnType(graph));
}

const Type* Universe::ReturnType(const annotator::GraphInfo* graph) {
  auto it = return_overrides_.find(graph);
  if (it != return_overrides_.end()) return it->second;
  return LowLevelType(annotator_.ReturnAnnotation(*graph));
}

void Universe::DeclareHelper(const std::string& symbol, bool canraise) {
  std::lock_guard lock(prebuilt_mu_);
  helpers_[symbol] = canraise;
}

bool Universe::CanRaise(const std::string& symbol) const {
  std::lock_guard lock(prebuilt_mu_);
  auto it = helpers_.find(symbol);
  return it == helpers_.end() ? true : it->second;
}

std::string Universe::RequestTypeHelper(const std::string& what, const Type* type) {
  std::lock_guard lock(prebuilt_mu_);
  type_helpers_.insert({what, type});
  return "rpy_" + what + "_" + TypeTag(type);
}

std::set<std::pair<std::string, const Type*>> Universe::type_helpers() const {
  std::lock_guard lock(prebuilt_mu_);
  return type_helpers_;
}

std::string Universe::RegisterInitDispatch(InitDispatch plan) {
  std::string key = plan.base->key();
  for (const auto& [layout, graph] : plan.cases) key += "|" + layout->name + "=" + graph->key;
  for (const Type* t : plan.args) key += "|" + t->key();
  for (const auto& one : plan.defaults) {
    key += "|defaults";
    for (const auto& [value, ann] : one) key += "," + value->key();
  }
  std::string symbol = "rpy_newinit_" + ContentHash(key);
  std::lock_guard lock(prebuilt_mu_);
  init_dispatches_.emplace(symbol, std::move(plan));
  return symbol;
}

std::map<std::string, InitDispatch> Universe::init_dispatches() const {
  std::lock_guard lock(prebuilt_mu_);
  return init_dispatches_;
}

std::string Universe::RegisterMethodDispatch(MethodDispatch plan) {
  std::string key = std::string(plan.class_receiver ? "class|" : "") + plan.result->key();
  for (const auto& [layout, graph] : plan.cases) key += "|" + layout->name + "=" + graph->key;
  for (const Type* t : plan.args) key += "|" + t->key();
  for (const auto& one : plan.defaults) {
    key += "|defaults";
    for (const auto& [value, ann] : one) key += ":" + value->key();
  }
  std::string symbol = "rpy_callmethod_" + ContentHash(key);
  std::lock_guard lock(prebuilt_mu_);
  method_dispatches_.emplace(symbol, std::move(plan));
  return symbol;
}

std::map<std::string, MethodDispatch> Universe::method_dispatches() const {
  std::lock_guard lock(prebuilt_mu_);
  return method_dispatches_;
}

// --- prebuilt constants ----------------------------------------------------------------

std::string Universe::StringConstant(const std::string& utf8) {
  std::string symbol = "rpy_sconst_" + ContentHash(utf8);
  std::lock_guard lock(prebuilt_mu_);
  auto [it, inserted] = prebuilt_.emplace(symbol, PrebuiltConstant{});
  if (inserted) {
    it->second.symbol = symbol;
    it->second.type = string_ptr_;
    it->second.object = space().Str(utf8);
  }
  return symbol;
}

std::string Universe::PrebuiltObject(const host::HostObject* object, const Ann& annotation,
                                     const Type* type) {
  std::lock_guard lock(prebuilt_mu_);
  std::string symbol =
      "rpy_prebuilt_" + Sanitise(TypeTag(type)) + "_" + ContentHash(object->key()).substr(0, 12);
  auto [it, inserted] = prebuilt_.emplace(symbol, PrebuiltConstant{});
  if (inserted) it->second = {symbol, type, object, annotation};
  return symbol;
}

std::map<std::string, PrebuiltConstant> Universe::prebuilt() const {
  std::lock_guard lock(prebuilt_mu_);
  return prebuilt_;
}

std::optional<PrebuiltConstant> Universe::PrebuiltNamed(const std::string& symbol) const {
  std::lock_guard lock(prebuilt_mu_);
  auto it = prebuilt_.find(symbol);
  if (it == prebuilt_.end()) return std::nullopt;
  return it->second;
}

}  // namespace rtfarm::rtyper

namespace rtfarm::rtyper {

const annotator::AttributePresenceAnswer* Universe::ClassesHavingAttribute(
    annotator::ClassDesc* root, const std::string& name) const {
  auto it = classes_having_attribute_.find({root->key(), name});
  return it == classes_having_attribute_.end() ? nullptr : &it->second;
}

}  // namespace rtfarm::rtyper
