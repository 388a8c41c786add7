#include "passes/genc/source_writer.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/rules.h"
#include "passes/annotator/special_methods.h"
#include "passes/genc/c_types.h"
#include "passes/genc/function_writer.h"
#include "passes/genc/mixed_helpers.h"
#include "passes/genc/prelude.h"

namespace rtfarm::genc {
namespace {

using annotator::Ann;
using annotator::Kind;
using lltype::Primitive;
using lltype::TypeKind;
using rtyper::ClassLayout;
using rtyper::ContainerType;
using rtyper::Universe;

class ProgramWriter {
 public:
  ProgramWriter(Universe& universe, const transform::GcPolicy& gc)
      : u_(universe), t_(universe.types()), gc_(gc) {}

  ProgramDatabase Run(const annotator::GraphInfo* entry);

 private:
  // --- collecting ---
  void CollectType(const lltype::Type* t);
  void CollectGraphTypes();
  std::vector<const lltype::Type*> StructsInOrder();
  std::vector<const ContainerType*> ContainersInOrder();
  // Function pointer typedefs, container instantiations (each with its helpers'
  // prototypes) and the prototypes of other types' helpers, in dependency order.
  std::string DeclarationsInOrder(
      const std::map<std::string, std::string>& container_text,
      const std::vector<std::pair<const lltype::Type*, std::string>>& protos_of);

  // --- per-type expressions ---
  std::string Eq(const lltype::Type* t, const std::string& a, const std::string& b);
  std::string Lt(const lltype::Type* t, const std::string& a, const std::string& b);
  std::string Hash(const lltype::Type* t, const std::string& a);
  std::string Repr(const lltype::Type* t, const std::string& a, bool bytes = false);
  // "s = s + repr(item)" in a repr helper's body: when the item's repr may raise (an
  // instance's __repr__, at any depth), the helper returns NULL with the exception set.
  // `bytes`: the strings are bytes (shown b'...'), in a "reprb" helper's container.
  std::string AppendRepr(const std::string& indent, const lltype::Type* t, const std::string& a,
                         bool bytes = false);
  // While a "reprf" helper is written: its container may hold False (a null pointer,
  // never None here: the RTyper checked), so every null item shows as False.
  bool repr_falses_ = false;
  bool ReprCanRaise(const lltype::Type* t);
  std::string KeyErrorRepr(const lltype::Type* k);
  bool HasAnnotatedRepr(const ClassLayout* layout);
  // Whether the method `name` of the layout's instances has a graph in the program.
  bool HasAnnotatedMethod(const ClassLayout* layout, const std::string& name);
  bool IsExceptionType(const lltype::Type* t);  // a pointer to an exception instance
  bool ShownByRuntime(const lltype::Type* t);
  const ClassLayout* LayoutOfPointer(const lltype::Type* t);  // whose instances `t` points to
  const ClassLayout* InstanceLayout(const lltype::Type* t);   // of a user class, or null
  std::pair<std::string, const lltype::Type*> InstanceMethodCall(
      const ClassLayout* layout, const std::string& name, const std::string& x,
      const std::vector<std::string>& args);
  std::string InstanceReprCall(const ClassLayout* layout, const std::string& x);
  // Instances whose class compares (__eq__), hashes (__hash__) or orders (__lt__) through
  // user methods in containers: their layout, or null.
  const ClassLayout* UserEqualityLayout(const lltype::Type* t);
  const ClassLayout* UserOrderLayout(const lltype::Type* t);
  // The body of the eq, hash or lt helper of such instances.
  std::string InstanceHelper(const std::string& what, const std::string& name,
                             const ClassLayout* layout, const lltype::Type* t);
  std::string Helper(const std::string& what, const lltype::Type* t);  // requests it
  std::string WriteHelper(const std::string& what, const lltype::Type* t);
  // copy.deepcopy()'s helpers (rpy_deepcopy_*): see WriteDeepCopy.
  std::string DeepCopied(const lltype::Type* t, const std::string& value);
  std::string Store(const std::string& dst, const std::string& value);
  void WriteDeepCopy(std::ostringstream& o, const std::string& name, const lltype::Type* t);
  // The switch on src's class of a copy of an instance (`base` and its subclasses): a new
  // object of src's class, `after_allocation` written once it exists, then each field
  // stored as `field_value(type, "s->field")` gives it; returns it as `tn`.
  void WriteInstanceCopyCases(
      std::ostringstream& o, const ClassLayout* base, const std::string& tn,
      const std::string& after_allocation,
      const std::function<std::string(const lltype::Type*, const std::string&)>& field_value);
  // The helpers of a number that may be None (Universe::NullableNumberType).
  std::string WriteBoxHelper(const std::string& what, const std::string& name,
                             const lltype::Type* box, const lltype::Type* number);

  // --- data ---
  std::string StringConstant(const std::string& symbol, const std::string& text);
  std::string VtableInit(const ClassLayout* of, const ClassLayout* level);
  std::string ValueExpr(const host::HostObject* o, const Ann& a, const lltype::Type* t);
  void WritePrebuilt(std::ostringstream& decl, std::ostringstream& alloc, std::ostringstream& fill);

  // --- the exact collectors' tables (docs/gc.md) ---
  // The access paths ("super.a_next") of the GC pointer fields of the struct `s`,
  // through its inlined parents.
  void GcPointerPaths(const lltype::Type* s, const std::string& prefix,
                      std::vector<std::string>& out);
  // The universe's GC type table: `rpy_tid_<name>` for every GC struct and every part of
  // the container instantiations, numbered in the order of their C names. Writes the
  // enum (header) and the layouts and static roots (data).
  void WriteGcTables(const std::vector<const lltype::Type*>& structs, std::ostringstream& h,
                     std::ostringstream& data);

  // The C name of a function the data refers to (a method slot, a function pointer, an
  // __init__ dispatch, the entry point): the roots of the program's live functions.
  std::string Referenced(const annotator::GraphInfo* graph) {
    std::string name = u_.FunctionName(graph);
    referenced_.insert(name);
    return name;
  }

  Universe& u_;
  std::set<std::string> referenced_;
  std::vector<std::string> discovered_;  // prebuilt symbols ValueExpr handed out (WritePrebuilt)
  CTypes types_;
  lltype::TypeRegistry& t_;
  const transform::GcPolicy& gc_;
  std::set<const lltype::Type*> seen_;
  std::set<const lltype::Type*> structs_;
  std::set<std::pair<std::string, const lltype::Type*>> helpers_done_;
  std::vector<std::pair<std::string, const lltype::Type*>> helpers_todo_;
  // Class attributes holding prebuilt objects (lists, dicts, tuples, instances, ranges):
  // their pointers are variables set at start-up, not constants a vtable's static
  // initializer may hold, so the vtable field is filled by rpy_init_prebuilt.
  std::vector<std::string> vtable_fills_;
  // Addresses of static locations that may hold GC pointers (exact collectors only).
  std::vector<std::string> gc_static_roots_;
};

// `static void NAME(void)` running `body` (top-level statements, one or more lines each),
// cut into functions of at most kLinesPerPart lines called in order: gcc's time on one
// function grows faster than its length, and a program with tens of thousands of
// prebuilt objects (a long linked structure) made one function of every assignment.
// The parts run once, at start-up: compiled without optimization (gcc inlined the
// allocation fast path into each of 15,000 assignments and took 15 s at -O2).
std::string SplitFunction(const std::string& name, const std::string& body) {
  constexpr int kLinesPerPart = 400;
  std::ostringstream parts, calls;
  std::istringstream lines(body);
  std::string line, part;
  int count = 0, depth = 0, index = 0;
  auto flush = [&] {
    if (part.empty()) return;
    std::string part_name = name + "_" + std::to_string(index++);
    parts << "static __attribute__((noinline, optimize(\"O0\"))) void " << part_name << "(void) {\n"
          << part << "}\n";
    calls << "  " << part_name << "();\n";
    part.clear();
    count = 0;
  };
  while (std::getline(lines, line)) {
    part += line + "\n";
    ++count;
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {  // braces outside string literals
      if (line[i] == '\\' && quoted) {
        ++i;
      } else if (line[i] == '"') {
        quoted = !quoted;
      } else if (!quoted && line[i] == '{') {
        ++depth;
      } else if (!quoted && line[i] == '}') {
        --depth;
      }
    }
    if (depth == 0 && count >= kLinesPerPart) flush();
  }
  flush();
  return parts.str() + "static void " + name + "(void) {\n" + calls.str() + "}\n";
}

// --- collecting ----------------------------------------------------------------------------

void ProgramWriter::CollectType(const lltype::Type* t) {
  if (t == nullptr || !seen_.insert(t).second) return;
  switch (t->kind()) {
    case TypeKind::kStruct:
      if (!t->name().starts_with("rpy_")) structs_.insert(t);
      for (const auto& [name, field] : t->fields()) CollectType(field);
      break;
    case TypeKind::kPtr:
      CollectType(t->target());
      break;
    case TypeKind::kFunc:
      for (const auto& [name, arg] : t->fields()) CollectType(arg);
      CollectType(t->result());
      break;
    case TypeKind::kArray:
      CollectType(t->item());
      break;
    case TypeKind::kOpaque: {
      // Iterators name their container: "rpy_list_X_iter".
      break;
    }
    default:
      break;
  }
}

void ProgramWriter::CollectGraphTypes() {
  for (const annotator::GraphInfo* info : u_.graphs()) {
    for (const model::Block* block : info->graph->Blocks()) {
      for (const model::Variable* v : block->inputargs) CollectType(v->concretetype);
      for (const auto& op : block->operations) {
        CollectType(op.result->concretetype);
        for (const model::Value* a : op.args) {
          CollectType(a->concretetype);
          if (a->is_constant()) CollectType(static_cast<const model::Constant*>(a)->type_value);
        }
      }
      // Function bodies are written by the shards against the header: every function
      // pointer type they may name must be declared there.
      for (const model::Variable* v : block->inputargs) types_.NameFunctionTypes(v->concretetype);
      for (const auto& op : block->operations) {
        types_.NameFunctionTypes(op.result->concretetype);
        for (const model::Value* a : op.args) types_.NameFunctionTypes(a->concretetype);
      }
      for (const model::Link* link : block->exits) {
        for (const model::Value* a : link->args) types_.NameFunctionTypes(a->concretetype);
      }
    }
  }
  for (const auto& layout : u_.layouts()) {
    CollectType(layout->instance);
    CollectType(layout->vtable);
  }
  // Prebuilt objects the graphs name but never read (a constant tuple of Void items).
  for (const auto& [symbol, p] : u_.prebuilt()) CollectType(p.type);
}

std::vector<const lltype::Type*> ProgramWriter::StructsInOrder() {
  // Inlined parents come before their children; otherwise by name.
  std::vector<const lltype::Type*> sorted(structs_.begin(), structs_.end());
  std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->name() < b->name(); });
  std::vector<const lltype::Type*> out;
  std::set<const lltype::Type*> done;
  std::function<void(const lltype::Type*)> visit = [&](const lltype::Type* s) {
    if (done.count(s) || !structs_.count(s)) return;
    done.insert(s);
    for (const auto& [name, field] : s->fields()) {
      if (field->kind() == TypeKind::kStruct) visit(field);
    }
    out.push_back(s);
  };
  for (auto* s : sorted) visit(s);
  return out;
}

std::vector<const ContainerType*> ProgramWriter::ContainersInOrder() {
  std::vector<const ContainerType*> out;
  std::set<std::string> done;
  std::function<void(const ContainerType*)> visit = [&](const ContainerType* c) {
    if (done.count(c->name)) return;
    done.insert(c->name);
    for (const lltype::Type* part : {c->item, c->key, c->value}) {
      if (part == nullptr) continue;
      if (const ContainerType* inner = u_.ContainerOf(part)) visit(inner);
    }
    out.push_back(c);
  };
  for (const auto& [name, c] : u_.containers()) visit(&c);
  return out;
}

// The header's declarations between the structs' forward declarations and their
// definitions form a graph. A function pointer typedef names the typedefs and containers
// of its parameters and result (through pointers and arrays: a struct is declared
// before); a container's instantiation names its items' typedefs and containers, and
// its item macros call their helpers (tuple equality, an instance's repr); a helper's
// prototype names its type. Each is written after everything it names, by a depth-first
// walk whose roots and edges are taken by name, so that the text does not depend on the
// order in which the types were met (nor on the thread or shard count). The roots: the
// typedefs that name no container (before every container, as lists of functions need),
// the prototypes of tuples' and instances' helpers, the containers, the other typedefs.
std::string ProgramWriter::DeclarationsInOrder(
    const std::map<std::string, std::string>& container_text,
    const std::vector<std::pair<const lltype::Type*, std::string>>& protos_of) {
  // Every typedef a declaration names, and those that the typedefs name in turn.
  for (const auto& [name, c] : u_.containers()) {
    for (const lltype::Type* part : {c.item, c.key, c.value}) types_.NameFunctionTypes(part);
  }
  for (const auto& [t, protos] : protos_of) types_.NameFunctionTypes(t);
  for (size_t known = 0; known != types_.function_types().size();) {
    known = types_.function_types().size();
    std::vector<const lltype::Type*> fns;
    for (const auto& [name, fn] : types_.function_types()) fns.push_back(fn);
    for (const lltype::Type* fn : fns) {
      for (const auto& [unused, arg] : fn->fields()) types_.NameFunctionTypes(arg);
      types_.NameFunctionTypes(fn->result());
    }
  }
  // Nodes by key: "t:<typedef>", "c:<container>", "p:<type key>" (a type's helpers).
  struct Decl {
    std::string text;
    std::set<std::string> names;
  };
  std::map<std::string, Decl> decls;
  std::function<void(const lltype::Type*, std::set<std::string>&)> mentions =
      [&](const lltype::Type* t, std::set<std::string>& names) {
        if (t == nullptr) return;
        if (const ContainerType* c = u_.ContainerOf(t)) {
          names.insert("c:" + c->name);
          return;
        }
        if (t->kind() == TypeKind::kArray) return mentions(t->item(), names);
        if (t->kind() != TypeKind::kPtr) return;
        const lltype::Type* target = t->target();
        if (target->kind() == TypeKind::kFunc) {
          names.insert("t:" + types_.Name(t));
        } else if (target->kind() == TypeKind::kArray) {
          mentions(target->item(), names);
        } else if (target->kind() == TypeKind::kOpaque) {
          // An iterator ("rpy_list_X_iter") is declared by its container's macro.
          for (std::string_view suffix : {"_iter", "_riter"}) {
            const std::string& name = target->name();
            if (!name.ends_with(suffix)) continue;
            std::string container = name.substr(0, name.size() - suffix.size());
            if (u_.containers().count(container)) names.insert("c:" + container);
          }
        }
      };
  for (const auto& [name, fn] : types_.function_types()) {
    Decl& d = decls["t:" + name];
    d.text = "typedef " + types_.Name(fn->result()) + " (*" + name + ")(";
    mentions(fn->result(), d.names);
    bool first = true;
    for (const auto& [unused, arg] : fn->fields()) {
      if (arg->IsPrimitive(Primitive::kVoid)) continue;
      d.text += (first ? "" : ", ") + types_.Name(arg);
      mentions(arg, d.names);
      first = false;
    }
    d.text += std::string(first ? "void" : "") + ");\n";
  }
  std::set<std::string> has_protos;
  for (const auto& [t, protos] : protos_of) {
    if (u_.ContainerOf(t) != nullptr) continue;
    Decl& d = decls["p:" + t->key()];
    d.text = protos;
    mentions(t, d.names);
    has_protos.insert(t->key());
  }
  std::vector<std::string> containers;
  for (const ContainerType* c : ContainersInOrder()) {
    containers.push_back("c:" + c->name);
    Decl& d = decls["c:" + c->name];
    if (!c->runtime_defined) d.text = container_text.at(c->name);
    for (const auto& [t, protos] : protos_of) {
      const ContainerType* of = u_.ContainerOf(t);
      if (of != nullptr && of->name == c->name) d.text += protos;
    }
    for (const lltype::Type* part : {c->item, c->key, c->value}) {
      if (part == nullptr) continue;
      mentions(part, d.names);
      if (has_protos.count(part->key())) d.names.insert("p:" + part->key());
    }
  }
  std::ostringstream out;
  std::set<std::string> done, open;
  std::function<void(const std::string&)> visit = [&](const std::string& key) {
    auto it = decls.find(key);
    if (it == decls.end() || done.count(key)) return;
    if (!open.insert(key).second)
      throw std::runtime_error("the C declaration of " + key.substr(2) + " names itself");
    for (const std::string& name : it->second.names) visit(name);
    open.erase(key);
    done.insert(key);
    out << it->second.text;
  };
  std::map<std::string, bool> names_container;
  std::function<bool(const std::string&)> reaches_container = [&](const std::string& key) {
    if (key.starts_with("c:")) return true;
    auto [it, fresh] = names_container.try_emplace(key, false);
    if (!fresh) return it->second;  // (a cycle, if any, is reported by visit)
    bool reaches = false;
    if (auto d = decls.find(key); d != decls.end()) {
      for (const std::string& name : d->second.names) reaches |= reaches_container(name);
    }
    return names_container[key] = reaches;
  };
  for (const auto& [key, d] : decls) {
    if (key.starts_with("t:") && !reaches_container(key)) visit(key);
  }
  for (const auto& [key, d] : decls) {
    if (key.starts_with("p:")) visit(key);
  }
  for (const std::string& key : containers) visit(key);
  for (const auto& [key, d] : decls) visit(key);
  return out.str();
}

// --- per-type expressions --------------------------------------------------------------------

std::string ProgramWriter::Helper(const std::string& what, const lltype::Type* t) {
  std::string name = u_.RequestTypeHelper(what, t);
  if (!helpers_done_.count({what, t})) {
    helpers_done_.insert({what, t});
    helpers_todo_.push_back({what, t});
  }
  return name;
}

namespace {

// A tuple: a pointer to a "tup_..." struct (Universe::TupleType).
bool IsTuplePointer(const lltype::Type* t) {
  return t->kind() == TypeKind::kPtr && t->target()->name().starts_with("tup");
}

// A tuple's equality, hash and ordering: a few field comparisons that a dict or set
// lookup and a sort call for every probe or comparison. They are written into the
// header as static inline functions, so that gcc inlines them into the containers'
// functions, instead of into rpy_data.c, which no other file sees into.
bool InlineInHeader(const std::string& what, const lltype::Type* t) {
  if (rtyper::Universe::IsMixedNumber(t)) return MixedHelperInline(what);
  if (t->kind() == TypeKind::kPtr && t->target()->name().starts_with("nbox_"))
    return what == "unbox" || what == "is_true" || what == "eq" || what == "fmt" || what == "lt" ||
           what == "or_default";
  return IsTuplePointer(t) && (what == "eq" || what == "hash" || what == "cmp");
}

}  // namespace

// Values the runtime shows, compares and hashes by itself: primitives and strs.
bool ProgramWriter::ShownByRuntime(const lltype::Type* t) {
  return t->kind() == TypeKind::kPrimitive || t == u_.StringPtr();
}

std::string ProgramWriter::Eq(const lltype::Type* t, const std::string& a, const std::string& b) {
  if (t == t_.Signed() || t == t_.Bool() || t == t_.Unsigned()) return "(" + a + " == " + b + ")";
  if (t == t_.Float()) return "(" + a + " == " + b + ")";
  if (t == t_.Char() || t == t_.UniChar()) return "(" + a + " == " + b + ")";
  if (t == u_.StringPtr()) return "rpy_str_eq(" + a + ", " + b + ")";
  if (u_.BoxedNumber(t) != nullptr || rtyper::Universe::IsMixedNumber(t))
    return Helper("eq", t) + "(" + a + ", " + b + ")";
  if (const ContainerType* c = u_.ContainerOf(t)) {
    // A frozenset element (never None): the runtime's comparison.
    if (c->kind == ContainerType::kSet) return c->name + "_eq(" + a + ", " + b + ")";
    return Helper("eq", t) + "(" + a + ", " + b + ")";
  }
  if (IsTuplePointer(t) || u_.IsRangeType(t)) return Helper("eq", t) + "(" + a + ", " + b + ")";
  if (UserEqualityLayout(t) != nullptr) return Helper("eq", t) + "(" + a + ", " + b + ")";
  return "((void *)" + a + " == (void *)" + b + ")";
}

std::string ProgramWriter::Lt(const lltype::Type* t, const std::string& a, const std::string& b) {
  if (t == t_.Char()) return "((unsigned char)" + a + " < (unsigned char)" + b + ")";
  if (t->kind() == TypeKind::kPrimitive) return "(" + a + " < " + b + ")";
  // None has no order: a NULL box faults, which ends the program as CPython's TypeError.
  if (u_.BoxedNumber(t) != nullptr || rtyper::Universe::IsMixedNumber(t))
    return Helper("lt", t) + "(" + a + ", " + b + ")";
  if (t == u_.StringPtr()) return "(rpy_str_cmp(" + a + ", " + b + ") < 0)";
  if (UserOrderLayout(t) != nullptr) return Helper("lt", t) + "(" + a + ", " + b + ")";
  return "(" + Helper("cmp", t) + "(" + a + ", " + b + ") < 0)";
}

std::string ProgramWriter::Hash(const lltype::Type* t, const std::string& a) {
  if (t == t_.Float()) return "rpy_hash_double(" + a + ")";
  // A char (a code point) hashes as its one-character str, as CPython's does.
  if (t == t_.UniChar()) return "rpy_str_hash(rpy_str_from_char(" + a + "))";
  if (t->kind() == TypeKind::kPrimitive) return "rpy_hash_long((long)" + a + ")";
  if (t == u_.StringPtr()) return "rpy_str_hash(" + a + ")";
  if (IsTuplePointer(t)) return Helper("hash", t) + "(" + a + ")";
  if (u_.BoxedNumber(t) != nullptr || rtyper::Universe::IsMixedNumber(t))
    return Helper("hash", t) + "(" + a + ")";
  if (const ContainerType* c = u_.ContainerOf(t); c != nullptr && c->tuple)
    return Helper("hash", t) + "(" + a + ")";
  if (const ContainerType* c = u_.ContainerOf(t); c != nullptr && c->kind == ContainerType::kSet)
    return c->name + "_hash(" + a + ")";  // a frozenset: CPython's frozenset_hash
  if (UserEqualityLayout(t) != nullptr) return Helper("hash", t) + "(" + a + ")";
  return "rpy_hash_ptr((void *)" + a + ")";
}

std::string ProgramWriter::Repr(const lltype::Type* t, const std::string& a, bool bytes) {
  if (repr_falses_ && t->kind() == TypeKind::kPtr) {
    // Containers and tuples inside show their own null items as False too.
    bool nested = u_.ContainerOf(t) != nullptr || IsTuplePointer(t);
    bool outer = repr_falses_;
    repr_falses_ = false;
    std::string shown = nested ? Helper("reprf", t) + "(" + a + ")" : Repr(t, a, bytes);
    repr_falses_ = outer;
    return "(" + a + " == NULL ? rpy_str_from_cstr(\"False\") : " + shown + ")";
  }
  if (t == t_.Signed()) return "rpy_str_from_int(" + a + ")";
  if (t == t_.Unsigned()) return "rpy_str_from_uint(" + a + ")";
  if (t == t_.Float()) return "rpy_str_from_float(" + a + ")";
  if (t == t_.Bool()) return "rpy_str_from_bool(" + a + ")";
  if (t == t_.UniChar()) return "rpy_str_repr_char(" + a + ")";
  if (t == u_.StringPtr() && bytes)
    return "(" + a + " == NULL ? rpy_str_from_cstr(\"None\") : rpy_bytes_repr(" + a + "))";
  if (t == u_.StringPtr()) return "rpy_str_repr_or_none(" + a + ")";
  if (u_.ContainerOf(t) != nullptr || IsTuplePointer(t) || u_.IsRangeType(t) ||
      u_.BoxedNumber(t) != nullptr || rtyper::Universe::IsMixedNumber(t))
    return Helper(bytes ? "reprb" : "repr", t) + "(" + a + ")";
  if (InstanceLayout(t) != nullptr) return Helper("repr", t) + "(" + a + ")";
  if (IsExceptionType(t))
    return "(" + a + " == NULL ? rpy_str_from_cstr(\"None\") : rpy_exc_repr((rpy_object *)" + a +
           "))";
  if (t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kStruct)
    return "rpy_str_from_cstr(\"<object>\")";
  return "rpy_str_from_cstr(\"None\")";
}

const ClassLayout* ProgramWriter::LayoutOfPointer(const lltype::Type* t) {
  if (t->kind() != TypeKind::kPtr || t->target()->kind() != TypeKind::kStruct) return nullptr;
  for (const auto& layout : u_.layouts()) {
    if (t_.Ptr(layout->instance) == t) return layout.get();
  }
  return nullptr;
}

// Whether instances of `layout` show through a __repr__ of the program that the annotator
// annotated (for a dict or set key, annotator::AnnotateContainerEquality does; a key
// without one, or of a pre-built dict never operated on, has a KeyError without message).
bool ProgramWriter::HasAnnotatedRepr(const ClassLayout* layout) {
  return HasAnnotatedMethod(layout, "__repr__");
}

bool ProgramWriter::HasAnnotatedMethod(const ClassLayout* layout, const std::string& name) {
  if (layout == nullptr) return false;
  if (u_.MethodSlotOwner(layout->classdef, name) != nullptr) return true;
  const host::HostObject* method = annotator::UserSpecialMethod(layout->classdef, name);
  if (method == nullptr || method->kind() != host::HostKind::kFunction) return false;
  auto* f = u_.annotator().bookkeeper().GetFunctionDesc(method);
  if (f->specializations.size() != 1) return false;
  const annotator::GraphInfo* graph = f->specializations.begin()->second;
  return std::find(u_.graphs().begin(), u_.graphs().end(), graph) != u_.graphs().end();
}

// The message of a KeyError for the key `k` (a C expression of `(k)`): the runtime shows
// primitives and strs itself, a tuple or an instance goes through its repr helper (whose
// prototype the header puts before every container). CPython computes repr(key) when
// the error is shown; rtfarm when it is raised, so a __repr__ that raises there leaves
// the KeyError without a message (rpy_key_error_repr) instead of replacing it.
std::string ProgramWriter::KeyErrorRepr(const lltype::Type* k) {
  const ContainerType* kc = u_.ContainerOf(k);
  bool tuple_key = IsTuplePointer(k) || (kc != nullptr && kc->tuple);
  if (!ShownByRuntime(k) && !tuple_key && !HasAnnotatedRepr(InstanceLayout(k)))
    return "RPY_DICT_NO_REPR(k)";
  if (!ReprCanRaise(k)) return Repr(k, "(k)");
  return "rpy_key_error_repr(" + Repr(k, "(k)") + ")";
}

const ClassLayout* ProgramWriter::InstanceLayout(const lltype::Type* t) {
  const ClassLayout* layout = LayoutOfPointer(t);
  if (layout == nullptr || layout->classdef == nullptr || layout->classdef->IsException())
    return nullptr;
  return layout;
}

bool ProgramWriter::IsExceptionType(const lltype::Type* t) {
  const ClassLayout* layout = LayoutOfPointer(t);
  return layout != nullptr && (layout->name.starts_with("builtins.") ||
                               (layout->classdef != nullptr && layout->classdef->IsException()));
}

bool ProgramWriter::ReprCanRaise(const lltype::Type* t) {
  if (InstanceLayout(t) != nullptr) return true;
  if (const ContainerType* c = u_.ContainerOf(t)) {
    for (const lltype::Type* part : {c->item, c->key, c->value})
      if (part != nullptr && ReprCanRaise(part)) return true;
    return false;
  }
  if (IsTuplePointer(t)) {
    for (const auto& [field, ft] : t->target()->fields())
      if (ReprCanRaise(ft)) return true;
  }
  return false;
}

// The call of the method `name` of `layout`'s instances on `x` (not NULL) with `args` (C
// expressions), and its C result type: through the vtable slot when the class's subtree
// has several implementations, else directly; each argument cast to its parameter's type.
std::pair<std::string, const lltype::Type*> ProgramWriter::InstanceMethodCall(
    const ClassLayout* layout, const std::string& name, const std::string& x,
    const std::vector<std::string>& args) {
  const lltype::Type* self = t_.Ptr(layout->instance);
  auto arguments = [&](const std::vector<const lltype::Type*>& params) {
    if (params.size() != args.size())
      throw std::runtime_error("GenC: the method " + name + " of " + layout->name + " takes " +
                               std::to_string(params.size()) + " arguments");
    std::string text;
    for (size_t i = 0; i < args.size(); ++i)
      text += ", (" + types_.Name(params[i]) + ")(" + args[i] + ")";
    return text;
  };
  if (const ClassLayout* owner = u_.MethodSlotOwner(layout->classdef, name)) {
    const lltype::Type* slot = owner->class_fields.at("m_" + name);
    const lltype::Type* vtable = t_.Ptr(owner->vtable);
    std::vector<const lltype::Type*> params;
    const auto& fields = slot->target()->fields();
    for (size_t i = 1; i < fields.size(); ++i) params.push_back(fields[i].second);
    return {"((" + types_.Name(vtable) + ")" + x + "->" + types_.FieldPath(self, "typeptr") +
                ")->" + types_.FieldPath(vtable, "m_" + name) + "((" +
                types_.Name(t_.Ptr(owner->instance)) + ")" + x + arguments(params) + ")",
            slot->target()->result()};
  }
  const host::HostObject* method = nullptr;
  for (annotator::ClassDesc* d = layout->classdef->desc(); d != nullptr && method == nullptr;
       d = d->base())
    method = d->OwnAttr(name);
  if (method == nullptr || method->kind() != host::HostKind::kFunction)
    throw std::runtime_error("GenC: the class " + layout->name + " has no method " + name);
  auto* f = u_.annotator().bookkeeper().GetFunctionDesc(method);
  if (f->specializations.size() != 1)
    throw std::runtime_error("GenC: the method " + f->key() + " has " +
                             std::to_string(f->specializations.size()) + " specialisations");
  const annotator::GraphInfo* graph = f->specializations.begin()->second;
  if (std::find(u_.graphs().begin(), u_.graphs().end(), graph) == u_.graphs().end())
    throw std::runtime_error("GenC: the method " + f->key() + " was not annotated");
  const auto& inputs = graph->graph->startblock()->inputargs;
  std::vector<const lltype::Type*> params;
  for (size_t i = 1; i < inputs.size(); ++i) params.push_back(inputs[i]->concretetype);
  return {Referenced(graph) + "((" + types_.Name(inputs.at(0)->concretetype) + ")" + x +
              arguments(params) + ")",
          graph->graph->returnblock()->inputargs.at(0)->concretetype};
}

const ClassLayout* ProgramWriter::UserEqualityLayout(const lltype::Type* t) {
  const ClassLayout* layout = InstanceLayout(t);
  return layout != nullptr && annotator::HasUserEquality(layout->classdef) ? layout : nullptr;
}

const ClassLayout* ProgramWriter::UserOrderLayout(const lltype::Type* t) {
  const ClassLayout* layout = InstanceLayout(t);
  return layout != nullptr && annotator::HasUserOrder(layout->classdef) ? layout : nullptr;
}

// a == b, hash(x) and a < b of instances in the runtime's containers (dict and set
// lookups, list searches and comparisons, sorting, min, max): the method calls the
// annotator annotated (annotator/special_methods.h: CPython's choice of method), as
// CPython's containers make them, identity first for equality. An exception raised by
// the method stays pending: the RTyper declares the runtime's functions on such
// containers raising (Universe::ContainerCallsUserMethods), so their caller finds it.
std::string ProgramWriter::InstanceHelper(const std::string& what, const std::string& name,
                                          const ClassLayout* layout, const lltype::Type* t) {
  std::string tn = types_.Name(t);
  const Ann& ann = layout->classdef->instance(false);
  const std::string& op = what;  // "eq", "lt", "gt" or "hash"
  std::vector<Ann> anns = what == "hash" ? std::vector<Ann>{ann} : std::vector<Ann>{ann, ann};
  std::optional<annotator::SpecialCall> plan = annotator::PlanSpecialCall(op, anns);
  // A method the annotator did not annotate is one no operation of the program calls
  // (a container's search functions exist whether or not anything calls them).
  if (plan && !HasAnnotatedMethod(layout, plan->method)) plan.reset();
  std::ostringstream o;
  if (what == "hash") {
    o << "long " << name << "(" << tn << " x) {\n";
    if (!plan) {
      o << "  return rpy_hash_ptr((void *)x);\n}\n";
      return o.str();
    }
    auto [call, result] = InstanceMethodCall(layout, plan->method, "x", {});
    o << "  long h = (long)RPY_GC_FROM_C(" << call << ");\n";
    o << "  return h == -1 ? -2 : h;\n}\n";
    return o.str();
  }
  o << "bool " << name << "(" << tn << " a, " << tn << " b) {\n";
  if (what == "eq") o << "  if (a == b) return 1;\n";
  if (!plan) {
    o << "  return " << (what == "eq" ? "0" : "(a, b, 0)") << ";\n}\n";
    return o.str();
  }
  const char* self = plan->receiver == 0 ? "a" : "b";
  const char* other = plan->receiver == 0 ? "b" : "a";
  if (plan->swap_when_subclass) {
    // CPython asks the right operand first when its class is a proper subclass of the
    // left one's (do_richcompare): the same method, the operands exchanged.
    std::string ta = "a->" + types_.FieldPath(t, "typeptr");
    std::string tb = "b->" + types_.FieldPath(t, "typeptr");
    o << "  if (" << ta << " != " << tb << " && rpy_vtable_issubclass(" << tb << ", " << ta
      << ")) { " << tn << " swap = a; a = b; b = swap; }\n";
  }
  auto [call, result] = InstanceMethodCall(layout, plan->method, self, {other});
  bool negate = plan->result == annotator::SpecialCall::Result::kNotTruth;
  o << "  bool r = " << (negate ? "!" : "") << "(bool)RPY_GC_FROM_C(" << call << ");\n";
  // An exception raised by __eq__ ends a search as a match, so that list.index() and
  // `in` stop there as CPython does and their caller finds it pending.
  o << "  return " << (what == "eq" ? "r || rpy_exc_type != NULL" : "r") << ";\n}\n";
  return o.str();
}

// The call of the __repr__ of `layout`'s instances on `x` (not NULL), as a string.
std::string ProgramWriter::InstanceReprCall(const ClassLayout* layout, const std::string& x) {
  auto [call, result] = InstanceMethodCall(layout, "__repr__", x, {});
  // Generated code called from C, whose variables an exact collector cannot see: no
  // collection until it returns (rpy.h).
  if (result == u_.StringPtr()) return "RPY_GC_FROM_C(" + call + ")";
  if (result == t_.UniChar()) return "rpy_str_from_char(RPY_GC_FROM_C(" + call + "))";
  // Never returns (it always raises): the caller finds the exception.
  return "(RPY_GC_FROM_C_VOID(" + call + "), (rpy_string *)NULL)";
}

std::string Concat(const std::string& s, const std::string& more) {
  return "  " + s + " = rpy_str_concat(" + s + ", " + more + ");\n";
}

std::string ProgramWriter::AppendRepr(const std::string& indent, const lltype::Type* t,
                                      const std::string& a, bool bytes) {
  if (!ReprCanRaise(t)) return indent + Concat("s", Repr(t, a, bytes));
  return indent + "  {\n" + indent + "    rpy_string *r = " + Repr(t, a, bytes) + ";\n" + indent +
         "    if (rpy_exc_type) return NULL;\n" + indent + "  " + Concat("s", "r") + indent +
         "  }\n";
}

std::string ProgramWriter::WriteBoxHelper(const std::string& what, const std::string& name,
                                          const lltype::Type* box, const lltype::Type* number) {
  std::string bn = types_.Name(box), nn = types_.Name(number);
  std::ostringstream o;
  if (what == "unbox") {  // None used as a number
    o << nn << " " << name << "(" << bn << " x) {\n";
    o << "  if (x == NULL) {\n    rpy_raise_builtin(rpy_cls_TypeError, "
      << CTypes::Literal("unsupported operand type(s): 'NoneType' where a number is needed")
      << ");\n    return 0;\n  }\n";
    o << "  return x->value;\n}\n";
  } else if (what == "is_true") {
    o << "bool " << name << "(" << bn << " x) {\n  return x != NULL && x->value != 0;\n}\n";
  } else if (what == "or_default") {  // a slice bound: its value, or the default for None
    o << nn << " " << name << "(" << bn << " x, long dflt) {\n";
    o << "  return x == NULL ? (" << nn << ")dflt : x->value;\n}\n";
  } else if (what == "eq") {  // None equals only None
    o << "bool " << name << "(" << bn << " a, " << bn << " b) {\n";
    o << "  if (a == NULL || b == NULL) return a == b;\n";
    o << "  return a->value == b->value;\n}\n";
  } else if (what == "lt") {
    // None has no order: a NULL box faults, which ends the program as CPython's
    // TypeError would (rpy_main.c).
    o << "bool " << name << "(" << bn << " a, " << bn << " b) {\n";
    o << "  return a->value < b->value;\n}\n";
  } else if (what == "hash") {
    o << "long " << name << "(" << bn << " x) {\n";
    // hash(None) is an address in CPython 3.11: any constant keeps dicts' order.
    o << "  if (x == NULL) return 0x5f3759df;\n";
    o << "  return " << Hash(number, "x->value") << ";\n}\n";
  } else if (what == "repr") {
    o << "rpy_string *" << name << "(" << bn << " x) {\n";
    o << "  if (x == NULL) return rpy_str_from_cstr(\"None\");\n";
    o << "  return " << Repr(number, "x->value") << ";\n}\n";
  } else if (what == "fmt") {  // "%s" % x, f"{x}": the number, or "None" as a str
    o << "rpy_fmt_arg " << name << "(" << bn << " x) {\n";
    o << "  if (x == NULL) return rpy_fmt_s(rpy_str_from_cstr(\"None\"));\n";
    std::string kind = number == t_.Float()      ? "f"
                       : number == t_.Bool()     ? "b"
                       : number == t_.Unsigned() ? "u"
                                                 : "i";
    o << "  return rpy_fmt_" << kind << "(x->value);\n}\n";
  } else if (what.starts_with("widen_")) {  // int or None into float or None
    const lltype::Type* to = u_.NullableNumberType(what == "widen_Float"      ? t_.Float()
                                                   : what == "widen_Unsigned" ? t_.Unsigned()
                                                                              : t_.Signed());
    std::string tn = types_.Name(to);
    o << tn << " " << name << "(" << bn << " x) {\n";
    o << "  if (x == NULL) return NULL;\n";
    o << "  " << types_.Name(u_.BoxedNumber(to)) << " v = x->value;\n";
    o << "  " << tn << " r = (" << tn << ")" << gc_.Allocate(types_.Name(to->target()), false)
      << ";\n";
    o << "  r->value = v;\n  return r;\n}\n";
    CollectType(to);
  } else {
    throw std::runtime_error("no helper '" + what + "' for " + box->key());
  }
  return o.str();
}

// `value` (of type t) deep-copied under `memo`: instances, lists, dicts, sets and tuples
// through their helper, anything else (numbers, strs, bytes, functions, exceptions, boxed
// numbers) is immutable here and shared, as CPython's deepcopy returns it.
std::string ProgramWriter::DeepCopied(const lltype::Type* t, const std::string& value) {
  if (InstanceLayout(t) != nullptr || u_.ContainerOf(t) != nullptr || IsTuplePointer(t))
    return Helper("deepcopy", t) + "(" + value + ", memo)";
  return value;
}

// `dst = value;` counting references under refcount.
std::string ProgramWriter::Store(const std::string& dst, const std::string& value) {
  if (gc_.counts_references()) return "RPY_RC_ASSIGN(" + dst + ", " + value + ");";
  return dst + " = " + value + ";";
}

void ProgramWriter::WriteInstanceCopyCases(
    std::ostringstream& o, const ClassLayout* base, const std::string& tn,
    const std::string& after_allocation,
    const std::function<std::string(const lltype::Type*, const std::string&)>& field_value) {
  o << "  switch (src->" << types_.FieldPath(t_.Ptr(base->instance), "typeptr")
    << "->subclass_min) {\n";
  for (const auto& layout : u_.layouts()) {
    if (layout->classdef == nullptr || layout->subclass_min < base->subclass_min ||
        layout->subclass_min > base->subclass_max)
      continue;
    const lltype::Type* lp = t_.Ptr(layout->instance);
    std::string ln = types_.Name(lp);
    o << "    case " << layout->subclass_min << ": {\n";
    o << "      " << ln << " s = (" << ln << ")src;\n";
    o << "      " << ln << " p = (" << ln << ")"
      << gc_.Allocate(types_.Name(layout->instance), true) << ";\n";
    std::string typeptr = types_.FieldPath(lp, "typeptr");
    o << "      p->" << typeptr << " = s->" << typeptr << ";\n";
    if (!after_allocation.empty()) o << "      " << after_allocation << "\n";
    for (const ClassLayout* l = layout.get(); l != nullptr; l = l->base) {
      for (const auto& [field, ft] : l->fields) {
        if (ft->IsPrimitive(Primitive::kVoid)) continue;
        std::string path = types_.FieldPath(lp, field);
        o << "      " << Store("p->" + path, field_value(ft, "s->" + path)) << "\n";
      }
    }
    o << "      return (" << tn << ")p;\n    }\n";
  }
  o << "  }\n  return NULL;\n}\n";
}

// rpy_deepcopy_<t>(src, memo): the copy of src (the memo's when src was met before),
// entered into the memo before its parts are copied (so cycles end).
void ProgramWriter::WriteDeepCopy(std::ostringstream& o, const std::string& name,
                                  const lltype::Type* t) {
  std::string tn = types_.Name(t);
  o << tn << " " << name << "(" << tn << " src, rpy_memo *memo) {\n";
  o << "  if (src == NULL) return NULL;\n";
  o << "  " << tn << " seen = (" << tn << ")rpy_memo_get(memo, src);\n";
  o << "  if (seen != NULL) return seen;\n";
  if (const ClassLayout* base = InstanceLayout(t)) {
    for (const auto& layout : u_.layouts()) {
      if (layout->classdef == nullptr || layout->subclass_min < base->subclass_min ||
          layout->subclass_min > base->subclass_max)
        continue;
      for (const ClassLayout* l = layout.get(); l != nullptr; l = l->base) {
        if (l->classdef != nullptr && l->classdef->desc()->OwnAttr("__deepcopy__") != nullptr)
          throw std::runtime_error("copy.deepcopy() of " + base->name + " reaches instances of " +
                                   layout->name + ", whose __deepcopy__ is not supported there");
      }
    }
    WriteInstanceCopyCases(
        o, base, tn, "rpy_memo_put(memo, src, p);",
        [&](const lltype::Type* ft, const std::string& value) { return DeepCopied(ft, value); });
    return;
  }
  if (IsTuplePointer(t)) {
    o << "  " << tn << " p = (" << tn << ")" << gc_.Allocate(types_.Name(t->target()), true)
      << ";\n";
    o << "  rpy_memo_put(memo, src, p);\n";
    for (const auto& [field, ft] : t->target()->fields()) {
      if (ft->IsPrimitive(Primitive::kVoid)) continue;
      o << "  " << Store("p->" + field, DeepCopied(ft, "src->" + field)) << "\n";
    }
    o << "  return p;\n}\n";
    return;
  }
  const ContainerType* c = u_.ContainerOf(t);
  if (c == nullptr) throw std::runtime_error("GenC: deepcopy of " + t->key());
  if (c->kind == ContainerType::kList) {
    o << "  " << tn << " p = RPY_SEQ_COPY(" << c->name << ", src);\n";
    o << "  rpy_memo_put(memo, src, p);\n";
    std::string item = DeepCopied(c->item, "p->items[i]");
    if (item != "p->items[i]")
      o << "  for (long i = 0; i < p->length; i++) " << Store("p->items[i]", item) << "\n";
  } else if (c->kind == ContainerType::kDict) {
    // The keys are shared (hashable, so immutable but for instances compared by identity).
    o << "  " << tn << " p = " << c->name << "_copy(src);\n";
    o << "  rpy_memo_put(memo, src, p);\n";
    std::string value = DeepCopied(c->value, "p->entries[i].value");
    if (value != "p->entries[i].value")
      o << "  for (long i = 0; i < p->nentries; i++)\n    if (p->entries[i].live) "
        << Store("p->entries[i].value", value) << "\n";
  } else {
    // A set's elements are hashable: shared (a frozenset is kept, as CPython may).
    o << "  " << tn << " p = src->frozen ? src : " << c->name << "_copy(src);\n";
    o << "  rpy_memo_put(memo, src, p);\n";
  }
  o << "  return p;\n}\n";
}

std::string ProgramWriter::WriteHelper(const std::string& what, const lltype::Type* t) {
  std::string name = u_.RequestTypeHelper(what, t);
  std::string tn = types_.Name(t);
  std::ostringstream o;
  const ContainerType* c = u_.ContainerOf(t);
  bool tuple = IsTuplePointer(t);
  auto str = [&](const std::string& text) {
    return "rpy_str_from_cstr(" + CTypes::Literal(text) + ")";
  };
  std::vector<std::pair<std::string, const lltype::Type*>> items;
  if (tuple) {
    for (const auto& [field, ft] : t->target()->fields()) {
      if (field != "empty") items.push_back({field, ft});
    }
  }
  if (const lltype::Type* number = u_.BoxedNumber(t)) return WriteBoxHelper(what, name, t, number);
  if (rtyper::Universe::IsMixedNumber(t))
    return WriteMixedHelper(what, name, tn, gc_.Allocate(types_.Name(t->target()), false));
  if (what == "eq" || what == "hash" || what == "lt" || what == "gt") {
    if (const ClassLayout* layout = InstanceLayout(t)) return InstanceHelper(what, name, layout, t);
  }
  if (what == "max" && c != nullptr) {
    // max() of a list of instances: `item > best` as CPython asks, the first of equal
    // items kept.
    std::string item = types_.Name(c->item);
    o << item << " " << name << "(" << tn << " l) {\n";
    o << "  if (l->length == 0) {\n";
    o << "    rpy_raise_builtin(rpy_cls_ValueError, \"max() arg is an empty sequence\");\n";
    o << "    return (" << item << ")0;\n  }\n";
    o << "  " << item << " best = l->items[0];\n";
    o << "  for (long i = 1; i < l->length; i++) {\n";
    o << "    if (" << Helper("gt", c->item) << "(l->items[i], best)) best = l->items[i];\n";
    o << "    if (rpy_exc_type) return (" << item << ")0;\n  }\n";
    o << "  return best;\n}\n";
    return o.str();
  }
  if (what == "str") {  // str() of an instance or None: its __str__, else its __repr__
    const ClassLayout* layout = InstanceLayout(t);
    if (layout == nullptr) throw std::runtime_error("GenC: str of " + t->key());
    o << "rpy_string *" << name << "(" << tn << " x) {\n";
    o << "  if (x == NULL) return " << str("None") << ";\n";
    if (annotator::UserSpecialMethod(layout->classdef, "__str__") != nullptr) {
      auto [call, result] = InstanceMethodCall(layout, "__str__", "x", {});
      if (result == u_.StringPtr())
        o << "  return RPY_GC_FROM_C(" << call << ");\n}\n";
      else if (result == t_.UniChar())
        o << "  return rpy_str_from_char(RPY_GC_FROM_C(" << call << "));\n}\n";
      else
        o << "  RPY_GC_FROM_C_VOID(" << call << ");\n  return NULL;\n}\n";
    } else {
      o << "  return " << InstanceReprCall(layout, "x") << ";\n}\n";
    }
    return o.str();
  }
  if (what == "repr" || what == "reprb" || what == "reprf") {
    // "reprb": the same, for a container whose strings are all bytes (the annotator's
    // knowledge; they share the str representation). "reprf": for a container whose
    // null pointers are all False (Annotation::can_be_false), shown as False.
    bool bytes = what == "reprb";
    bool falses = what == "reprf";
    struct FalsesScope {
      bool& flag;
      bool saved;
      FalsesScope(bool& f, bool v) : flag(f), saved(f) { flag = v; }
      ~FalsesScope() { flag = saved; }
    } falses_scope(repr_falses_, falses);
    auto AppendRepr = [&](const std::string& indent, const lltype::Type* it, const std::string& a) {
      return this->AppendRepr(indent, it, a, bytes);
    };
    o << "rpy_string *" << name << "(" << tn << " x) {\n";
    o << "  if (x == NULL) return " << str(falses ? "False" : "None") << ";\n";
    if (const ClassLayout* layout = InstanceLayout(t)) {
      // An instance: its class's __repr__ (which may raise).
      o << "  return " << InstanceReprCall(layout, "x") << ";\n}\n";
      return o.str();
    }
    if (u_.IsRangeType(t)) {  // range(0, 4) or range(0, 9, 3), as CPython prints it
      o << "  rpy_string *s = " << str("range(") << ";\n";
      o << Concat("s", "rpy_str_from_int(x->start)") << Concat("s", str(", "))
        << Concat("s", "rpy_str_from_int(x->stop)");
      o << "  if (x->step != 1) {\n  " << Concat("s", str(", ")) << "  "
        << Concat("s", "rpy_str_from_int(x->step)") << "  }\n";
      o << Concat("s", str(")"));
    } else if (tuple) {
      o << "  rpy_string *s = " << str("(") << ";\n";
      for (size_t i = 0; i < items.size(); ++i) {
        if (i) o << Concat("s", str(", "));
        o << AppendRepr("", items[i].second, "x->" + items[i].first);
      }
      o << Concat("s", str(items.size() == 1 ? ",)" : ")"));
    } else if (c != nullptr && c->bytearray) {  // bytearray(b'...')
      o << "  rpy_string *s = " << str("bytearray(") << ";\n";
      o << Concat("s", "rpy_bytes_repr(rpy_bytes_from_longs(x->length, x->items))");
      o << Concat("s", str(")"));
    } else if (c != nullptr && c->kind == ContainerType::kList) {
      // A tuple of any length shows as (a, b), (a,) or ().
      o << "  rpy_string *s = " << str(c->tuple ? "(" : "[") << ";\n";
      o << "  for (long i = 0; i < x->length; i++) {\n  ";
      o << "  if (i) s = rpy_str_concat(s, " << str(", ") << ");\n";
      o << AppendRepr("  ", c->item, "x->items[i]");
      o << "  }\n";
      if (c->tuple) o << "  if (x->length == 1) s = rpy_str_concat(s, " << str(",") << ");\n";
      o << Concat("s", str(c->tuple ? ")" : "]"));
    } else if (c != nullptr && c->kind == ContainerType::kSet) {
      // {1, 2}, set(), frozenset({1, 2}), frozenset(): the elements in table order.
      o << "  if (x->used == 0) return x->frozen ? " << str("frozenset()") << " : " << str("set()")
        << ";\n";
      o << "  rpy_string *s = x->frozen ? " << str("frozenset({") << " : " << str("{") << ";\n";
      o << "  for (long i = 0, n = 0; i <= x->mask; i++) {\n";
      o << "    if (x->table[i].state != RPY_SET_ACTIVE) continue;\n";
      o << "    if (n++) s = rpy_str_concat(s, " << str(", ") << ");\n";
      o << AppendRepr("  ", c->item, "x->table[i].key");
      o << "  }\n" << Concat("s", "x->frozen ? " + str("})") + " : " + str("}"));
    } else if (c != nullptr) {
      o << "  rpy_string *s = " << str("{") << ";\n";
      o << "  " << c->name << "_iter *it = " << c->name << "_iter_new(x);\n";
      o << "  for (long n = 0;; n++) {\n";
      o << "    long ix = " << c->name << "_iter_next(it);\n";
      o << "    if (rpy_exc_type) { rpy_clear_exception(); break; }\n  ";
      o << "  if (n) s = rpy_str_concat(s, " << str(", ") << ");\n";
      o << AppendRepr("  ", c->key, c->name + "_entry_key(x, ix)");
      o << "  " << Concat("s", str(": "));
      o << AppendRepr("  ", c->value, c->name + "_entry_value(x, ix)");
      o << "  }\n" << Concat("s", str("}"));
    }
    o << "  return s;\n}\n";
  } else if (what == "eq") {
    o << "bool " << name << "(" << tn << " a, " << tn << " b) {\n";
    o << "  if (a == b) return 1;\n  if (a == NULL || b == NULL) return 0;\n";
    if (u_.IsRangeType(t)) {  // as sequences: the length, then the first item and the step
      o << "  long n = lrange_len(a);\n  if (n != lrange_len(b)) return 0;\n";
      o << "  return n == 0 || (a->start == b->start && (n == 1 || a->step == b->step));\n";
    } else if (tuple) {
      for (const auto& [field, ft] : items)
        o << "  if (!" << Eq(ft, "a->" + field, "b->" + field) << ") return 0;\n";
      o << "  return 1;\n";
    } else if (c != nullptr && c->kind == ContainerType::kList) {
      o << "  if (a->length != b->length) return 0;\n";
      o << "  for (long i = 0; i < a->length; i++) if (!"
        << Eq(c->item, "a->items[i]", "b->items[i]") << ") return 0;\n  return 1;\n";
    } else if (c != nullptr && c->kind == ContainerType::kSet) {
      o << "  return " << c->name << "_eq(a, b);\n";
    } else if (c != nullptr) {
      o << "  if (" << c->name << "_len(a) != " << c->name << "_len(b)) return 0;\n";
      o << "  " << c->name << "_iter *it = " << c->name << "_iter_new(a);\n";
      o << "  for (;;) {\n    long ix = " << c->name << "_iter_next(it);\n";
      o << "    if (rpy_exc_type) { rpy_clear_exception(); return 1; }\n";
      o << "    " << types_.Name(c->key) << " k = " << c->name << "_entry_key(a, ix);\n";
      o << "    if (!" << c->name << "_contains(b, k)) return 0;\n";
      o << "    if (!" << Eq(c->value, c->name + "_entry_value(a, ix)", c->name + "_getitem(b, k)")
        << ") return 0;\n  }\n";
    }
    o << "}\n";
  } else if (what == "cmp") {
    o << "long " << name << "(" << tn << " a, " << tn << " b) {\n";
    if (tuple) {
      for (const auto& [field, ft] : items) {
        o << "  if (" << Lt(ft, "a->" + field, "b->" + field) << ") return -1;\n";
        o << "  if (" << Lt(ft, "b->" + field, "a->" + field) << ") return 1;\n";
      }
      o << "  return 0;\n";
    } else if (c != nullptr && c->kind == ContainerType::kList) {
      o << "  for (long i = 0; i < a->length && i < b->length; i++) {\n";
      o << "    if (" << Lt(c->item, "a->items[i]", "b->items[i]") << ") return -1;\n";
      o << "    if (" << Lt(c->item, "b->items[i]", "a->items[i]") << ") return 1;\n  }\n";
      o << "  return a->length < b->length ? -1 : a->length > b->length ? 1 : 0;\n";
    } else {
      o << "  (void)a; (void)b; return 0;\n";
    }
    o << "}\n";
  } else if (what == "from_bytes") {  // list(b), bytearray(b), lst += b: the ints of b
    o << tn << " " << name << "(rpy_string *b) {\n";
    o << "  " << tn << " l = " << c->name << "_new(b->length);\n";
    o << "  for (long i = 0; i < b->length; i++)\n";
    o << "    " << c->name << "_set_unchecked(l, i, (" << types_.Name(c->item)
      << ")(unsigned char)b->chars[i]);\n";
    o << "  return l;\n}\n";
  } else if (what == "getitem_bytes" || what == "pop_bytes" || what == "delitem_bytes") {
    // d[k], d.pop(k), del d[k] with bytes keys: a missing one's KeyError shows b'...'.
    std::string op = what.substr(0, what.find('_'));
    bool void_result = op == "delitem";
    std::string result = void_result ? "void" : types_.Name(c->value);
    o << result << " " << name << "(" << tn << " d, rpy_string *k) {\n  ";
    if (!void_result) o << result << " v = ";
    o << c->name << "_" << op << "(d, k);\n";
    o << "  if (rpy_exc_type == rpy_cls_KeyError) {\n";
    o << "    rpy_clear_exception();\n    rpy_raise_key_error(rpy_bytes_repr(k));\n  }\n";
    o << (void_result ? "}\n" : "  return v;\n}\n");
  } else if (what == "hash") {
    // CPython 3.11's tuplehash (xxHash's mixing): a set of tuples iterates in the order
    // of these hashes, so they must be CPython's.
    o << "long " << name << "(" << tn << " x) {\n  unsigned long h = 2870177450012600261UL;\n";
    if (c != nullptr && c->tuple) {  // a tuple of any length: the same, in a loop
      o << "  for (long i = 0; i < x->length; i++) {\n";
      o << "    h += (unsigned long)" << Hash(c->item, "x->items[i]")
        << " * 14029467366897019727UL;\n";
      o << "    h = (h << 31) | (h >> 33);\n    h *= 11400714785074694791UL;\n  }\n";
      o << "  h += (unsigned long)x->length ^ (2870177450012600261UL ^ 3527539UL);\n";
      o << "  return h == (unsigned long)-1 ? 1546275796L : (long)h;\n}\n";
      return o.str();
    }
    for (const auto& [field, ft] : items) {
      o << "  h += (unsigned long)" << Hash(ft, "x->" + field) << " * 14029467366897019727UL;\n";
      o << "  h = (h << 31) | (h >> 33);\n  h *= 11400714785074694791UL;\n";
    }
    o << "  h += " << items.size() << "UL ^ (2870177450012600261UL ^ 3527539UL);\n";
    o << "  return h == (unsigned long)-1 ? 1546275796L : (long)h;\n}\n";
  } else if (what == "keys" && c != nullptr && c->kind == ContainerType::kSet) {
    // list(s), sorted(s): the elements in table order.
    std::string ln = u_.ContainerOf(u_.ListType(c->item))->name;
    o << ln << " *" << name << "(" << tn << " s) {\n";
    o << "  " << ln << " *l = " << ln << "_new(0);\n";
    o << "  for (long i = 0; i <= s->mask; i++)\n";
    o << "    if (s->table[i].state == RPY_SET_ACTIVE) " << ln << "_append(l, s->table[i].key);\n";
    o << "  return l;\n}\n";
  } else if (what == "from_items") {  // dict(pairs): from a list of (key, value) tuples
    const lltype::Type* pair = u_.TupleType({c->key, c->value});
    std::string ln = u_.ContainerOf(u_.ListType(pair))->name;
    o << tn << " " << name << "(" << ln << " *l) {\n";
    o << "  " << tn << " d = " << c->name << "_new();\n";
    o << "  for (long i = 0; i < l->length; i++)\n";
    o << "    " << c->name << "_setitem(d, l->items[i]->item0, l->items[i]->item1);\n";
    o << "  return d;\n}\n";
  } else if (what == "keys" || what == "values" || what == "items") {
    const lltype::Type* item = what == "keys"     ? c->key
                               : what == "values" ? c->value
                                                  : u_.TupleType({c->key, c->value});
    const lltype::Type* list = u_.ListType(item);
    std::string ln = u_.ContainerOf(list)->name;
    o << ln << " *" << name << "(" << tn << " d) {\n";
    o << "  " << ln << " *l = " << ln << "_new(0);\n";
    o << "  " << c->name << "_iter *it = " << c->name << "_iter_new(d);\n";
    o << "  for (;;) {\n    long ix = " << c->name << "_iter_next(it);\n";
    o << "    if (rpy_exc_type) { rpy_clear_exception(); break; }\n";
    if (what == "items") {
      std::string tt = types_.Name(item);
      o << "    " << tt << " t = (" << tt << ")" << gc_.Allocate(types_.Name(item->target()), true)
        << ";\n";
      // RPY_RC_ASSIGN: reference counting counts the tuple's references (rpy.h).
      o << "    RPY_RC_ASSIGN(t->item0, " << c->name << "_entry_key(d, ix));\n";
      o << "    RPY_RC_ASSIGN(t->item1, " << c->name << "_entry_value(d, ix));\n";
      o << "    " << ln << "_append(l, t);\n";
    } else {
      o << "    " << ln << "_append(l, " << c->name
        << (what == "keys" ? "_entry_key" : "_entry_value") << "(d, ix));\n";
    }
    o << "  }\n  return l;\n}\n";
  } else if (what == "joinchars") {
    o << "rpy_string *" << name << "(rpy_string *sep, " << tn << " l) {\n";
    // Items are code points (UniChar).
    o << "  long n = l->length, total = n > 0 ? (n - 1) * sep->length : 0;\n";
    o << "  for (long i = 0; i < n; i++) total += rpy_str_from_char(l->items[i])->length;\n";
    o << "  rpy_string *s = rpy_str_alloc(total);\n  long at = 0;\n";
    o << "  for (long i = 0; i < n; i++) {\n";
    o << "    if (i) { memcpy(s->chars + at, sep->chars, sep->length); at += sep->length; }\n";
    o << "    rpy_string *c = rpy_str_from_char(l->items[i]);\n";
    o << "    memcpy(s->chars + at, c->chars, c->length); at += c->length;\n";
    o << "  }\n  return s;\n}\n";
  } else if (what == "partition" || what == "rpartition") {
    bool right = what == "rpartition";
    o << tn << " " << name << "(rpy_string *s, rpy_string *sep) {\n";
    o << "  " << tn << " t = (" << tn << ")" << gc_.Allocate(types_.Name(t->target()), true)
      << ";\n";
    o << "  rpy_string *empty = rpy_str_from_cstr(\"\");\n";
    o << "  if (sep->length == 0) { rpy_raise_builtin(rpy_cls_ValueError, \"empty separator\"); "
         "return t; }\n";
    // Byte offsets: the cuts are made on the bytes.
    o << "  long i = rpy_str_" << (right ? "rfind" : "find") << "_bytes(s, sep);\n";
    o << "  if (i < 0) { RPY_RC_ASSIGN(t->item0, " << (right ? "empty" : "s")
      << "); RPY_RC_ASSIGN(t->item1, empty); RPY_RC_ASSIGN(t->item2, " << (right ? "s" : "empty")
      << "); return t; }\n";
    o << "  RPY_RC_ASSIGN(t->item0, rpy_str_slice_bytes(s, 0, i));\n"
      << "  RPY_RC_ASSIGN(t->item1, sep);\n";
    o << "  RPY_RC_ASSIGN(t->item2, rpy_str_slice_bytes(s, i + sep->length, s->length));\n"
      << "  return t;\n}\n";
  } else if (what == "new") {
    // Allocates the class `cls` points to, one of the subclasses of t's class.
    const ClassLayout* base = nullptr;
    for (const auto& layout : u_.layouts()) {
      if (t_.Ptr(layout->instance) == t && layout->classdef) base = layout.get();
    }
    if (base == nullptr) throw std::runtime_error("GenC: no class for " + t->key());
    o << tn << " " << name << "(rpy_vtable *cls) {\n  switch (cls->subclass_min) {\n";
    for (const auto& layout : u_.layouts()) {
      if (layout->classdef == nullptr || layout->subclass_min < base->subclass_min ||
          layout->subclass_min > base->subclass_max)
        continue;
      const lltype::Type* lp = t_.Ptr(layout->instance);
      std::string ln = types_.Name(lp);
      o << "    case " << layout->subclass_min << ": {\n";
      o << "      " << ln << " p = (" << ln << ")"
        << gc_.Allocate(types_.Name(layout->instance), true) << ";\n";
      o << "      p->" << types_.FieldPath(lp, "typeptr") << " = cls;\n";
      for (const auto& d : u_.FieldDefaults(layout.get())) {
        Ann a = u_.annotator().bookkeeper().ImmutableValue(d.value);
        o << "      p->" << types_.FieldPath(lp, d.field) << " = " << ValueExpr(d.value, a, d.type)
          << ";\n";
      }
      o << "      return (" << tn << ")p;\n    }\n";
    }
    o << "  }\n  return NULL;\n}\n";
  } else if (what == "clone") {
    // copy.copy() of an instance: a new object of the class `src` points to, its fields
    // copied one by one (a fresh object: no write barrier; counted under refcount).
    const ClassLayout* base = nullptr;
    for (const auto& layout : u_.layouts()) {
      if (t_.Ptr(layout->instance) == t && layout->classdef) base = layout.get();
    }
    if (base == nullptr) throw std::runtime_error("GenC: no class for " + t->key());
    o << tn << " " << name << "(" << tn << " src) {\n  if (src == NULL) return NULL;\n";
    WriteInstanceCopyCases(o, base, tn, "",
                           [](const lltype::Type*, const std::string& value) { return value; });
  } else if (what == "deepcopy_top") {
    // copy.deepcopy(): the copy of `src` with a memo of its own.
    o << tn << " " << name << "(" << tn << " src) {\n  rpy_memo memo = {0, 0, NULL, NULL};\n";
    o << "  " << tn << " copy = " << Helper("deepcopy", t) << "(src, &memo);\n";
    o << "  rpy_memo_free(&memo);\n  return copy;\n}\n";
  } else if (what == "deepcopy") {
    WriteDeepCopy(o, name, t);
  } else if (what == "sum" && t == u_.RangeType()) {
    // Python's sum grows; a total beyond 64 bits stops the program (never wraps).
    o << "long " << name << "(" << tn << " r) {\n  long s = 0;\n";
    o << "  for (long i = r->start; r->step > 0 ? i < r->stop : i > r->stop; i += r->step)\n";
    o << "    if (__builtin_add_overflow(s, i, &s)) rpy_fatal_int_overflow(\"sum()\");\n";
    o << "  return s;\n}\n";
  } else if ((what == "drain_keys" || what == "drain_values") && t->kind() == TypeKind::kPtr &&
             t->target()->name().starts_with("diter_")) {
    // list() of what an iterator over a dict's keys or values has left (the instance
    // whose __iter__ is iter(self.d): a Counter, a defaultdict), its errors as next()'s.
    const ContainerType* d = u_.ContainerOf(t->target()->FieldType("dict"));
    bool keys = what == "drain_keys";
    const ContainerType* l = u_.ContainerOf(u_.ListType(keys ? d->key : d->value));
    o << l->name << " *" << name << "(" << tn << " di) {\n";
    o << "  " << l->name << " *l = " << l->name << "_new(0);\n  for (;;) {\n";
    o << "    long e = " << d->name << "_iter_next(di->it);\n";
    o << "    if (e < 0) {\n      if (!rpy_exc_matches(rpy_cls_StopIteration)) return NULL;\n";
    o << "      rpy_clear_exception();\n      return l;\n    }\n";
    o << "    " << l->name << "_append(l, " << d->name << (keys ? "_entry_key" : "_entry_value")
      << "(di->dict, e));\n  }\n}\n";
    CollectType(u_.ListType(keys ? d->key : d->value));
  } else if (c == nullptr && !tuple) {
    throw std::runtime_error("GenC: " + what + " of " + t->key() + " is not supported yet");
  } else if ((what == "any" || what == "all") && c->kind == ContainerType::kList) {
    // any(): the first true item decides; all(): the first false one.
    const lltype::Type* item = c->item;
    std::string truth;
    if (item->IsNumber()) {
      truth = "l->items[i] != 0";
    } else if (u_.BoxedNumber(item) != nullptr) {
      truth = Helper("is_true", item) + "(l->items[i])";
    } else if (rtyper::Universe::IsMixedNumber(item)) {
      truth = Helper("value", item) + "(l->items[i]) != 0";
    } else if (item == u_.StringPtr()) {
      truth = "rpy_str_is_true(l->items[i])";
    } else if (const ContainerType* items = u_.ContainerOf(item)) {
      truth = items->name + "_is_true(l->items[i])";  // NULL (None or False) is false
    } else {
      throw std::runtime_error("GenC: " + what + "() of " + t->key() + " is not supported yet");
    }
    bool any = what == "any";
    o << "bool " << name << "(" << tn << " l) {\n";
    o << "  for (long i = 0; i < l->length; i++) if (" << (any ? "" : "!(") << truth
      << (any ? "" : ")") << ") return " << (any ? 1 : 0) << ";\n";
    o << "  return " << (any ? 0 : 1) << ";\n}\n";
  } else if (what == "sum" && rtyper::Universe::IsMixedNumber(c->item)) {
    // Ints and floats by their types, from the int 0 (the caller adds the start).
    std::string mn = types_.Name(c->item);
    o << mn << " " << name << "(" << tn << " l) {\n  rpy_mixed r = {0, 0.0, 1};\n";
    o << "  for (long i = 0; i < l->length; i++) {\n";
    o << "    if (l->items[i] == NULL) {\n      rpy_raise_builtin(rpy_cls_TypeError, "
         "\"unsupported operand type(s) for +: 'int' and 'NoneType'\");\n      return NULL;\n    "
         "}\n";
    o << "    r = rpy_mixed_binary('+', r, " << MixedOf("l->items[i]") << ");\n";
    o << "    if (rpy_exc_type) return NULL;\n  }\n";
    o << "  " << mn << " box = (" << mn << ")"
      << gc_.Allocate(types_.Name(c->item->target()), false) << ";\n";
    o << "  box->is_int = r.is_int;\n  box->ival = r.i;\n  box->fval = r.f;\n  return box;\n}\n";
  } else if (what == "sum" && u_.BoxedNumber(c->item) != nullptr) {
    // Numbers that may be None: a None item raises TypeError, as CPython's + does.
    const lltype::Type* number = u_.BoxedNumber(c->item);
    std::string acc = number == t_.Float() ? "double" : "long";
    o << acc << " " << name << "(" << tn << " l) {\n  " << acc << " s = 0;\n";
    o << "  for (long i = 0; i < l->length; i++) {\n";
    o << "    " << acc << " v = " << Helper("unbox", c->item) << "(l->items[i]);\n";
    o << "    if (rpy_exc_type) return 0;\n";
    if (number == t_.Signed())
      o << "    if (__builtin_add_overflow(s, v, &s)) rpy_fatal_int_overflow(\"sum()\");\n";
    else
      o << "    s += v;\n";
    o << "  }\n  return s;\n}\n";
  } else if (what == "sum") {
    std::string it = types_.Name(c->item);
    std::string acc = c->item == t_.Float() ? "double" : "long";
    o << acc << " " << name << "(" << tn << " l) {\n  " << acc << " s = 0;\n";
    if (c->item == t_.Signed()) {  // a total beyond 64 bits stops the program
      o << "  for (long i = 0; i < l->length; i++)\n";
      o << "    if (__builtin_add_overflow(s, l->items[i], &s)) "
           "rpy_fatal_int_overflow(\"sum()\");\n";
    } else {
      o << "  for (long i = 0; i < l->length; i++) s += l->items[i];\n";
    }
    o << "  return s;\n}\n";
  } else {
    throw std::runtime_error("GenC: unknown type helper " + what);
  }
  return o.str();
}

// --- data ----------------------------------------------------------------------------------

std::string ProgramWriter::StringConstant(const std::string& symbol, const std::string& text) {
  return "RPY_STRING_CONSTANT_CP(" + symbol + ", " + std::to_string(text.size()) + ", " +
         std::to_string(lltype::CodePointCount(text)) + ", " + CTypes::Literal(text) + ");\n";
}

std::string ShortName(const std::string& qualified) {
  auto dot = qualified.rfind('.');
  return dot == std::string::npos ? qualified : qualified.substr(dot + 1);
}

std::string ProgramWriter::VtableInit(const ClassLayout* of, const ClassLayout* level) {
  std::string s = "{";
  if (level->base == nullptr) {
    std::string name_symbol = u_.StringConstant(ShortName(of->name));
    s += ".super = {" + std::to_string(of->subclass_min) + ", " + std::to_string(of->subclass_max) +
         ", (rpy_string *)&" + name_symbol + "}";
  } else {
    s += ".super = " + VtableInit(of, level->base);
  }
  const host::HostObject* klass = nullptr;
  if (of->classdef != nullptr) klass = of->classdef->desc()->object();
  for (const auto& [field, type] : level->class_fields) {
    std::string attr = field.substr(2);
    const host::HostObject* value = klass ? klass->LookupClassAttr(attr) : nullptr;
    // A staticmethod read through the class or an instance is its function.
    if (value != nullptr && value->kind() == host::HostKind::kStaticMethod &&
        !value->items().empty())
      value = value->items()[0];
    std::string expr = "0";
    if (field.starts_with("m_")) {
      expr = "NULL";
      if (value != nullptr && value->kind() == host::HostKind::kFunction) {
        auto* f = u_.annotator().bookkeeper().GetFunctionDesc(value);
        // A method no call reaches keeps an empty slot: nothing can read it (a bound
        // method taken as a value is a call of its own), and whether an unreached graph
        // was built at all depends on the annotator's prefetching.
        const annotator::GraphInfo* graph =
            f->specializations.size() == 1 ? f->specializations.begin()->second : nullptr;
        if (graph != nullptr && graph->graph && graph->called)
          expr = "(" + types_.Name(type) + ")" + Referenced(f->specializations.begin()->second);
      }
    } else if (value != nullptr) {
      Ann a = u_.annotator().bookkeeper().ImmutableValue(value);
      expr = ValueExpr(value, a, type);
      // A pointer to an object made at start-up (a list, an instance, a boxed number such
      // as a class attribute that is 1.5 here and 0 in a subclass) is no constant
      // expression: filled in then. Static structs ("&..."), casts of them or of
      // functions ("(T)...") and NULL are.
      bool allocated = type->kind() == TypeKind::kPtr && !expr.starts_with("&") &&
                       !expr.starts_with("(") && expr != "NULL";
      if (allocated) {
        vtable_fills_.push_back("  " + of->vtable_symbol + "." +
                                types_.FieldPath(t_.Ptr(of->vtable), field) + " = " + expr + ";\n");
        expr = "NULL";
      }
    }
    s += ", ." + field + " = " + expr;
  }
  return s + "}";
}

std::string ProgramWriter::ValueExpr(const host::HostObject* o, const Ann& a,
                                     const lltype::Type* t) {
  using host::HostKind;
  if (t->IsPrimitive(Primitive::kVoid)) return "0";
  if (o->kind() == HostKind::kNone) return t->kind() == TypeKind::kPtr ? "NULL" : "0";
  // A staticmethod (a class attribute read through the class or an instance) is its
  // function.
  if (o->kind() == HostKind::kStaticMethod && !o->items().empty()) o = o->items()[0];
  if (t->kind() == TypeKind::kPrimitive) {
    model::Constant c(o);
    c.concretetype = t;
    if (o->kind() == HostKind::kInstance && !o->items().empty())  // r_uint(5): its int
      return ValueExpr(o->items()[0], a, t);
    if (o->kind() == HostKind::kBigInt && t == t_.Unsigned()) {  // r_uint(2**64 - 1)
      errno = 0;
      char* end = nullptr;
      unsigned long long value = std::strtoull(o->text().c_str(), &end, 10);
      if (errno != 0 || end == nullptr || *end != '\0' || o->text()[0] == '-')
        throw std::runtime_error("the constant " + o->text() + " does not fit an r_uint");
      return std::to_string(value) + "UL";
    }
    return types_.Constant(&c);
  }
  if (t == u_.StringPtr()) return "(rpy_string *)&" + u_.StringConstant(o->text());
  if (t == u_.VtablePtr() && o->kind() == HostKind::kClass) {
    const ClassLayout* layout = u_.LayoutNamed(o->key());
    return layout ? "(rpy_vtable *)&" + layout->vtable_symbol : "NULL";
  }
  // A builtin among the program's functions (a pre-built dict of functions and builtins):
  // the function calling it that the annotator put in its place (HostSpace::
  // BuiltinAsFunction; arity -1: the one made for it when the pointer type does not say).
  bool builtin = o->kind() == HostKind::kBuiltin ||
                 (o->kind() == HostKind::kClass && o->module_name() == "builtins");
  if (builtin && t->kind() == TypeKind::kPtr && t != u_.VtablePtr()) {
    bool pointer = t->target()->kind() == TypeKind::kFunc;
    o = u_.space().BuiltinAsFunction(o, o->text(),
                                     pointer ? static_cast<int>(t->target()->fields().size()) : -1);
  }
  if (t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kFunc) {
    auto* f = u_.annotator().bookkeeper().GetFunctionDesc(o);
    std::string name = u_.FunctionValueSymbol(f);
    referenced_.insert(name);
    return "(" + types_.Name(t) + ")" + name;
  }
  if (o->kind() == HostKind::kFunction) {
    // A function in a set of closures: its pre-built closure (Bookkeeper::FunctionAsClosure).
    auto& bookkeeper = u_.annotator().bookkeeper();
    const host::HostObject* closure = bookkeeper.ClosureOfFunction(o);
    if (closure == nullptr)
      throw std::runtime_error("the function " + o->key() + " cannot be represented as " +
                               t->key());
    return ValueExpr(
        closure, annotator::InstanceAnn(bookkeeper.ClassDefOf(closure->type()), false, closure), t);
  }
  std::string symbol = u_.PrebuiltObject(o, a, t);
  discovered_.push_back(symbol);
  if (u_.FrozenFamilyOf(t) != nullptr) return "&" + symbol;  // a static struct
  return symbol;
}

void ProgramWriter::WritePrebuilt(std::ostringstream& decl, std::ostringstream& alloc,
                                  std::ostringstream& fill) {
  std::set<std::string> done;
  // Sets and dicts hash their elements and keys when filled, so they are filled after
  // every other object (a tuple's items, an instance's fields must be there), and in the
  // reverse of the order they were met in (a frozenset key before the set or dict
  // holding it).
  std::vector<std::string> hashed_fills;
  std::ostringstream aliases;  // after every allocation, before any fill
  // Filling an object finds the objects it refers to (ValueExpr records their symbols in
  // discovered_): they are written next, without walking every prebuilt object again
  // (a chain of n objects made n passes over all of them). A last walk catches any
  // other new one.
  std::deque<rtyper::PrebuiltConstant> todo;
  auto queue = [&](const rtyper::PrebuiltConstant& p) {
    if (p.type == u_.StringPtr() || !done.insert(p.symbol).second) return;
    todo.push_back(p);
  };
  auto take_discovered = [&] {
    for (const std::string& found : discovered_) {
      if (done.count(found)) continue;
      if (std::optional<rtyper::PrebuiltConstant> p = u_.PrebuiltNamed(found)) queue(*p);
    }
    discovered_.clear();
  };
  auto walk_all = [&] {
    for (const auto& [symbol, p] : u_.prebuilt()) queue(p);
    return !todo.empty();
  };
  {
    while (!todo.empty() || walk_all()) {
      rtyper::PrebuiltConstant entry = std::move(todo.front());
      todo.pop_front();
      struct TakeDiscovered {  // after the object is written, whichever way it ends
        decltype(take_discovered)& take;
        ~TakeDiscovered() { take(); }
      } after{take_discovered};
      const std::string& symbol = entry.symbol;
      const rtyper::PrebuiltConstant& p = entry;
      if (const rtyper::FrozenFamily* family = u_.FrozenFamilyOf(p.type)) {
        // A frozen object: a static struct, whose address is a constant (vtables may hold
        // it), filled at start-up with the attributes read through its family's sets
        // (a member without one of them leaves it zero: it is never read from that one).
        decl << types_.Name(p.type->target()) << " " << symbol << ";\n";
        for (const auto& [field, ft] : family->fields) {
          if (ft->kind() == TypeKind::kPtr && types_.HoldsGcPointers(ft))
            gc_static_roots_.push_back("&" + symbol + "." + types_.FieldPath(p.type, field));
          std::string attr = field.substr(2);
          const host::HostObject* value = u_.FrozenAttributeValue(p.object, attr);
          if (value == nullptr) continue;
          fill << "  " << symbol << "." << types_.FieldPath(p.type, field) << " = "
               << ValueExpr(value, family->attrs.at(attr), ft) << ";\n";
        }
        continue;
      }
      std::string tn = types_.Name(p.type);
      decl << tn << " " << symbol << ";\n";
      gc_static_roots_.push_back("&" + symbol);
      const host::HostObject* o = p.object;
      const Ann& a = p.annotation;
      if (const ContainerType* c = u_.ContainerOf(p.type)) {
        if (c->kind == ContainerType::kList) {
          alloc << "  " << symbol << " = " << c->name << "_new(" << o->items().size() << ");\n";
          Ann item = a->listdef->item().peek();
          for (size_t i = 0; i < o->items().size(); ++i)
            fill << "  " << symbol << "->items[" << i
                 << "] = " << ValueExpr(o->items()[i], item, c->item) << ";\n";
        } else if (c->kind == ContainerType::kSet) {
          // CPython's table as the host had it, slot for slot (then dummies), when its
          // order is reproducible; else the elements added one by one.
          // slots: the finger, the items' slots, the dummies' (HostObject::slots).
          std::vector<int64_t> slots = o->slots();
          int64_t size = o->int_value() > 0 ? o->int_value() : 8;
          alloc << "  " << symbol << " = " << c->name << "_with_type(" << c->name << "_new_sized("
                << size << "), " << (o->bool_value() ? 1 : 0) << ");\n";
          if (!slots.empty()) {
            alloc << "  " << symbol << "->finger = " << slots.front() << ";\n";
            slots.erase(slots.begin());
          }
          Ann element = a->dictdef->key().peek();
          // Filled after every other object (hashed_fills).
          std::ostringstream set_fill;
          for (size_t i = 0; i < o->items().size(); ++i) {
            std::string value = ValueExpr(o->items()[i], element, c->item);
            if (i < slots.size())
              set_fill << "  " << c->name << "_put_at(" << symbol << ", " << slots[i] << ", "
                       << value << ");\n";
            else
              set_fill << "  " << c->name << "_add(" << symbol << ", " << value << ");\n";
          }
          for (size_t i = o->items().size(); i < slots.size(); ++i)
            set_fill << "  " << c->name << "_dummy_at(" << symbol << ", " << slots[i] << ");\n";
          hashed_fills.push_back(set_fill.str());
        } else {
          alloc << "  " << symbol << " = " << c->name << "_new();\n";
          Ann key = a->dictdef->key().peek(), value = a->dictdef->value().peek();
          std::ostringstream dict_fill;  // after every other object (hashed_fills)
          for (size_t i = 0; i + 1 < o->items().size(); i += 2)
            dict_fill << "  " << c->name << "_setitem(" << symbol << ", "
                      << ValueExpr(o->items()[i], key, c->key) << ", "
                      << ValueExpr(o->items()[i + 1], value, c->value) << ");\n";
          hashed_fills.push_back(dict_fill.str());
        }
        continue;
      }
      const lltype::Type* s = p.type->target();
      if (rtyper::Universe::IsMixedNumber(p.type)) {  // a float that may be an int: its type
        bool is_int = o->kind() != host::HostKind::kFloat;
        alloc << "  " << symbol << " = (" << tn << ")" << gc_.Allocate(types_.Name(s), false)
              << ";\n";
        fill << "  " << symbol << "->is_int = " << (is_int ? 1 : 0) << ";\n";
        fill << "  " << symbol
             << "->ival = " << (is_int ? ValueExpr(o, annotator::IntAnn(), t_.Signed()) : "0")
             << ";\n";
        fill << "  " << symbol
             << "->fval = " << (is_int ? "0.0" : ValueExpr(o, annotator::FloatAnn(), t_.Float()))
             << ";\n";
        continue;
      }
      if (const lltype::Type* number = u_.BoxedNumber(p.type)) {  // a number where None may be
        alloc << "  " << symbol << " = (" << tn << ")" << gc_.Allocate(types_.Name(s), false)
              << ";\n";
        fill << "  " << symbol << "->value = " << ValueExpr(o, a, number) << ";\n";
        continue;
      }
      if (o->kind() == host::HostKind::kRange) {  // a prebuilt range: struct lrange
        alloc << "  " << symbol << " = (" << tn << ")" << gc_.Allocate(types_.Name(s), false)
              << ";\n";
        const char* bounds[] = {"start", "stop", "step"};
        for (size_t i = 0; i < 3; ++i)
          fill << "  " << symbol << "->" << bounds[i] << " = " << o->items()[i]->int_value()
               << "L;\n";
        continue;
      }
      if (o->kind() == host::HostKind::kTuple) {
        alloc << "  " << symbol << " = (" << tn << ")" << gc_.Allocate(types_.Name(s), true)
              << ";\n";
        for (size_t i = 0; i < o->items().size(); ++i) {
          std::string field = "item" + std::to_string(i);
          const lltype::Type* ft = s->FieldType(field);
          if (ft == nullptr) continue;
          fill << "  " << symbol << "->" << field << " = "
               << ValueExpr(o->items()[i], a->items.at(i), ft) << ";\n";
        }
        continue;
      }
      // An instance: its class's vtable, then every field from its __dict__ or its class.
      const ClassLayout* layout = u_.LayoutNamed(o->type()->key());
      if (layout == nullptr)
        throw std::runtime_error("prebuilt instance of unknown class " + o->key());
      const lltype::Type* own = t_.Ptr(layout->instance);
      if (p.type != own) {
        // Seen through a base class's pointer type: one object is one allocation, made
        // under its own class's type (a later pass when new), cast.
        std::string canonical = u_.PrebuiltObject(o, p.annotation, own);
        discovered_.push_back(canonical);
        aliases << "  " << symbol << " = (" << tn << ")" << canonical << ";\n";
        continue;
      }
      alloc << "  " << symbol << " = (" << tn << ")" << gc_.Allocate(types_.Name(s), true) << ";\n";
      fill << "  " << symbol << "->" << types_.FieldPath(p.type, "typeptr") << " = (rpy_vtable *)&"
           << layout->vtable_symbol << ";\n";
      if (layout->classdef != nullptr && layout->classdef->IsException() &&
          o->items().size() == 2) {
        // A pre-built exception's arguments, as host_space.cc mirrors them: str(e) is its
        // message, repr(e) between the class name's parentheses what repr shows.
        const std::string& repr = o->items()[1]->text();
        size_t open = repr.find('(');
        std::string shown = open != std::string::npos && repr.size() >= open + 2
                                ? repr.substr(open + 1, repr.size() - open - 2)
                                : repr;
        const lltype::Type* str = u_.StringPtr();
        Ann str_ann = annotator::StrAnn();
        fill << "  " << symbol << "->" << types_.FieldPath(p.type, "msg") << " = "
             << ValueExpr(o->items()[0], str_ann, str) << ";\n";
        fill << "  " << symbol << "->" << types_.FieldPath(p.type, "arg_kind")
             << " = RPY_EXC_OWN_REPR;\n";
        fill << "  " << symbol << "->" << types_.FieldPath(p.type, "arg_repr") << " = "
             << ValueExpr(u_.annotator().space().Str(shown), str_ann, str) << ";\n";
      }
      for (const ClassLayout* l = layout; l != nullptr; l = l->base) {
        for (const auto& [field, ft] : l->fields) {
          // A field of one known constant (a single function, class or frozen object)
          // is Void: the struct has no member for it.
          if (ft->IsPrimitive(Primitive::kVoid)) continue;
          std::string attr = field.substr(2);
          const host::HostObject* value = nullptr;
          for (const auto& [name, v] : o->attrs()) {
            if (name == attr) value = v;
          }
          // A function in the instance's own __dict__ is a value (a function pointer
          // field: `self.op = double`, a module global holding a function); one found in
          // its class is a method, not a field's value.
          bool own = value != nullptr;
          if (value == nullptr) value = o->type()->LookupClassAttr(attr);
          if (value == nullptr || (!own && value->kind() == host::HostKind::kFunction)) continue;
          Ann fa = l->classdef ? l->classdef->attrs().at(attr)->value.peek()
                               : u_.annotator().bookkeeper().ImmutableValue(value);
          fill << "  " << symbol << "->" << types_.FieldPath(p.type, field) << " = "
               << ValueExpr(value, fa, ft) << ";\n";
        }
      }
    }
  }
  alloc << aliases.str();
  for (auto it = hashed_fills.rbegin(); it != hashed_fills.rend(); ++it) fill << *it;
}

void ProgramWriter::GcPointerPaths(const lltype::Type* s, const std::string& prefix,
                                   std::vector<std::string>& out) {
  for (const auto& [field, ft] : s->fields()) {
    if (field == "typeptr") continue;  // vtables are static data
    if (ft->kind() == TypeKind::kStruct) {
      GcPointerPaths(ft, prefix + field + ".", out);
    } else if (ft->kind() == TypeKind::kPtr && types_.HoldsGcPointers(ft)) {
      out.push_back(prefix + field);
    }
  }
}

void ProgramWriter::WriteGcTables(const std::vector<const lltype::Type*>& structs,
                                  std::ostringstream& h, std::ostringstream& data) {
  struct Layout {
    std::string c_type;  // for sizeof/offsetof
    bool varsize = false;
    std::string items_offset = "0", item_size = "0";
    std::vector<std::string> ptrs;  // offset expressions
  };
  std::map<std::string, Layout> layouts;  // by tid name: numbered in this order
  for (const lltype::Type* s : structs) {
    if (!s->is_gc()) continue;
    Layout l;
    l.c_type = "struct " + s->name();
    std::vector<std::string> paths;
    GcPointerPaths(s, "", paths);
    for (const std::string& path : paths)
      l.ptrs.push_back("offsetof(" + l.c_type + ", " + path + ")");
    layouts[s->name()] = l;
  }
  auto pointer_item = [&](const lltype::Type* t) {
    return t != nullptr && t->kind() == TypeKind::kPtr && types_.HoldsGcPointers(t);
  };
  auto one_ptr = [&](const std::string& c_type, const std::string& field) {
    Layout l;
    l.c_type = c_type;
    l.ptrs.push_back("offsetof(" + c_type + ", " + field + ")");
    return l;
  };
  for (const ContainerType* c : ContainersInOrder()) {
    if (c->runtime_defined) continue;
    const std::string& n = c->name;
    if (c->kind == ContainerType::kList) {
      Layout items;
      items.c_type = n + "_item";
      items.varsize = true;
      items.item_size = "sizeof(" + n + "_item)";
      if (pointer_item(c->item)) items.ptrs.push_back("0");
      layouts[n + "_items"] = items;  // a raw block of items (also a fixed-size list's sort)
      if (c->fixed) {
        items.c_type = n;
        items.items_offset = "offsetof(" + n + ", items)";
        layouts[n] = items;
      } else {
        layouts[n] = one_ptr(n, "items");
      }
      layouts[n + "_iter"] = one_ptr(n + "_iter", "list");
      layouts[n + "_riter"] = one_ptr(n + "_riter", "list");
    } else if (c->kind == ContainerType::kSet) {
      layouts[n] = one_ptr(n, "table");
      Layout entries;
      entries.c_type = n + "_entry";
      entries.varsize = true;
      entries.item_size = "sizeof(" + n + "_entry)";
      if (pointer_item(c->item)) entries.ptrs.push_back("offsetof(" + n + "_entry, key)");
      layouts[n + "_entries"] = entries;
      layouts[n + "_iter"] = one_ptr(n + "_iter", "set");
    } else {
      Layout d = one_ptr(n, "indices");
      d.ptrs.push_back("offsetof(" + n + ", entries)");
      layouts[n] = d;
      Layout entries;
      entries.c_type = n + "_entry";
      entries.varsize = true;
      entries.item_size = "sizeof(" + n + "_entry)";
      if (pointer_item(c->key)) entries.ptrs.push_back("offsetof(" + n + "_entry, key)");
      if (pointer_item(c->value)) entries.ptrs.push_back("offsetof(" + n + "_entry, value)");
      layouts[n + "_entries"] = entries;
      layouts[n + "_iter"] = one_ptr(n + "_iter", "dict");
    }
  }
  // Decided here, kept in the universe (its message carries them to whoever reads it).
  std::vector<Universe::GcType> decided;
  for (const auto& [name, l] : layouts) {
    Universe::GcType t;
    t.name = name;
    t.id = static_cast<uint32_t>(8 + decided.size());  // RPY_TID_FIRST_PROGRAM (rpy.h)
    t.varsize = l.varsize;
    t.items_offset = l.items_offset;
    t.item_size = l.item_size;
    t.pointer_offsets = l.ptrs;
    decided.push_back(std::move(t));
  }
  h << "/* The GC type ids (docs/gc.md): the runtime's below RPY_TID_FIRST_PROGRAM. */\n";
  h << "enum {\n";
  size_t id = 0;
  for (const auto& [name, l] : layouts)
    h << "  rpy_tid_" << name << " = RPY_TID_FIRST_PROGRAM + " << id++ << ",\n";
  h << "  rpy_tid_count_ = RPY_TID_FIRST_PROGRAM + " << id << "\n};\n";
  h << "_Static_assert(RPY_TID_FIRST_PROGRAM == 8, \"the universe numbers GC types from 8\");\n";
  std::ostringstream table;
  for (const auto& [name, l] : layouts) {
    std::string ptrs = "NULL";
    if (!l.ptrs.empty()) {
      data << "static const uint32_t rpy_gc_ptrs_" << name << "[] = {";
      for (size_t i = 0; i < l.ptrs.size(); ++i) data << (i ? ", " : "") << l.ptrs[i];
      data << "};\n";
      ptrs = "rpy_gc_ptrs_" + name;
    }
    table << "  {" << (l.varsize ? 1 : 0) << ", " << l.ptrs.size() << ", " << l.items_offset << ", "
          << l.item_size << ", " << ptrs << "}, /* rpy_tid_" << name << " */\n";
  }
  data << "const rpy_gc_type_info rpy_gc_program_types[] = {\n"
       << (layouts.empty() ? "  {0, 0, 0, 0, NULL}\n" : table.str()) << "};\n";
  data << "const uint32_t rpy_gc_program_type_count = " << layouts.size() << ";\n";
  // Static roots: the variables of prebuilt objects and the GC pointer fields of frozen
  // objects (collected by WritePrebuilt), and those of the vtables (class attributes).
  std::vector<std::string> roots = gc_static_roots_;
  for (const auto& layout : u_.layouts()) {
    std::vector<std::string> paths;
    GcPointerPaths(layout->vtable, "", paths);
    for (const std::string& path : paths) roots.push_back("&" + layout->vtable_symbol + "." + path);
  }
  std::sort(roots.begin(), roots.end());
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
  u_.SetGcTables(std::move(decided), roots);
  data << "void **const rpy_gc_static_roots[] = {\n";
  for (const std::string& r : roots) data << "  (void **)" << r << ",\n";
  if (roots.empty()) data << "  NULL\n";
  data << "};\nconst uint32_t rpy_gc_static_root_count = " << roots.size() << ";\n";
}

ProgramDatabase ProgramWriter::Run(const annotator::GraphInfo* entry) {
  CollectGraphTypes();
  // Data first: writing it can register more strings, prebuilt objects and helpers.
  std::ostringstream data, prebuilt_decl, prebuilt_alloc, prebuilt_fill;
  std::vector<std::string> vtable_defs;
  for (const auto& layout : u_.layouts()) {
    vtable_defs.push_back("struct " + layout->vtable->name() + " " + layout->vtable_symbol + " = " +
                          VtableInit(layout.get(), layout.get()) + ";\n");
  }
  WritePrebuilt(prebuilt_decl, prebuilt_alloc, prebuilt_fill);
  for (const std::string& fill : vtable_fills_) prebuilt_fill << fill;
  // Container instantiations, in dependency order; writing their item macros may ask
  // for helpers (tuple equality, ...), whose bodies may ask for more containers.
  std::map<std::string, std::string> container_text, container_extras;
  std::set<std::pair<std::string, const lltype::Type*>> written;
  std::ostringstream helper_bodies, inline_helper_bodies;
  for (bool more = true; more;) {
    more = false;
    // The universe's set is ordered by type address: take it in the order of the
    // types' text, so that the helpers' bodies come out the same in every run.
    std::map<std::pair<std::string, std::string>, std::pair<std::string, const lltype::Type*>>
        requested;
    for (const auto& helper : u_.type_helpers())
      requested.emplace(std::make_pair(helper.first, helper.second->key()), helper);
    for (const auto& [key, helper] : requested) {
      if (helpers_done_.insert(helper).second) helpers_todo_.push_back(helper);
    }
    for (const ContainerType* c : ContainersInOrder()) {
      if (c->runtime_defined || container_text.count(c->name)) continue;
      more = true;
      for (const lltype::Type* part : {c->item, c->key, c->value}) CollectType(part);
      std::ostringstream o, extras;
      if (c->kind == ContainerType::kList) {
        std::string item = types_.Name(c->item);
        bool atomic = !types_.HoldsGcPointers(c->item);
        // A fixed-size list (RPY_ARRAY_DEFINE) has the same functions minus the resizing
        // ones; _from_seq copies any list or fixed-size list of the same items.
        std::string kind = c->fixed ? "ARRAY" : "LIST";
        o << "RPY_" << kind << "_DEFINE(" << c->name << ", " << item << ", " << atomic << ")\n";
        o << "#define " << c->name << "_from_seq(s) RPY_SEQ_COPY(" << c->name << ", s)\n";
        if (c->item->IsNumber())
          o << "#define " << c->name << "_from_numbers(s) RPY_SEQ_CONVERT(" << c->name << ", s)\n";
        if (c->item->kind() == lltype::TypeKind::kPtr)
          o << "#define " << c->name << "_from_instances(s) RPY_SEQ_UPCAST(" << c->name << ", s)\n";
        if (rtyper::Universe::IsMixedNumber(c->item)) {
          // A list of plain floats or ints read as one of numbers shown with their types
          // (rtyper/mixed_numbers.cc): a copy boxing each item. The runtime reaches no
          // collect point, so the new list needs no root while the boxes are made.
          std::string mn = types_.Name(c->item);
          std::string alloc = gc_.Allocate(types_.Name(c->item->target()), false);
          for (bool ints : {false, true}) {
            o << "#define " << c->name << (ints ? "_from_plain_ints" : "_from_plain_floats")
              << "(s) ({ __typeof__(s) rpy_src_ = (s); " << c->name << " *rpy_dst_ = " << c->name
              << "_new(rpy_src_->length); for (long rpy_i_ = 0; rpy_i_ < rpy_src_->length; "
                 "rpy_i_++) { "
              << mn << " rpy_b_ = (" << mn << ")" << alloc << "; rpy_b_->is_int = " << ints
              << "; rpy_b_->ival = " << (ints ? "(long)rpy_src_->items[rpy_i_]" : "0")
              << "; rpy_b_->fval = " << (ints ? "0.0" : "(double)rpy_src_->items[rpy_i_]") << "; "
              << c->name << "_set_unchecked(rpy_dst_, rpy_i_, rpy_b_); } rpy_dst_; })\n";
          }
        }
        o << "static inline bool " << c->name << "_is_true(" << c->name
          << " *l) { return l != NULL && l->length != 0; }\n";
        o << "static inline void " << c->name << "_set_unchecked(" << c->name << " *l, long i, "
          << item << " v) { " << c->name
          << "_written_(l, i, 1); RPY_RC_ASSIGN(l->items[i], v); }\n";
        o << "#define RPY_ITEM_EQ_" << c->name << "(a, b) " << Eq(c->item, "(a)", "(b)") << "\n";
        // index() of a missing item names it ("5 is not in list", CPython 3.11) when the
        // runtime shows the item by itself (primitives, str); otherwise the generic text.
        if (ShownByRuntime(c->item)) {
          o << "#define RPY_ITEM_REPR_" << c->name << "(v) " << Repr(c->item, "(v)") << "\n";
          o << "RPY_" << kind << "_DEFINE_EQ_REPR(" << c->name << ", " << item << ", RPY_ITEM_EQ_"
            << c->name << ", RPY_ITEM_REPR_" << c->name << ")\n";
        } else {
          o << "RPY_" << kind << "_DEFINE_EQ(" << c->name << ", " << item << ", RPY_ITEM_EQ_"
            << c->name << ")\n";
        }
        const ContainerType* item_container = u_.ContainerOf(c->item);
        bool orderable =
            ShownByRuntime(c->item) || IsTuplePointer(c->item) ||
            u_.BoxedNumber(c->item) != nullptr || rtyper::Universe::IsMixedNumber(c->item) ||
            (item_container != nullptr && item_container->kind == ContainerType::kList) ||
            UserOrderLayout(c->item) != nullptr;
        if (orderable) {
          o << "#define RPY_ITEM_LT_" << c->name << "(a, b) " << Lt(c->item, "(a)", "(b)") << "\n";
          o << "RPY_" << kind << "_DEFINE_SORT(" << c->name << ", " << item << ", RPY_ITEM_LT_"
            << c->name << ")\n";
        }
        if (c->item == t_.Signed() && !c->fixed) {
          extras << "static inline " << c->name << " *" << c->name
                 << "_from_range(struct lrange *r) {\n"
                 << "  " << c->name << " *l = " << c->name
                 << "_new(0);\n"
                 // Counted, each value start + k * step in unsigned arithmetic: no step past
                 // the last value, which may be near the 64-bit limits.
                 << "  unsigned long n = 0, step = (unsigned long)r->step;\n"
                 << "  if (r->step > 0 && r->start < r->stop)\n"
                 << "    n = ((unsigned long)r->stop - (unsigned long)r->start - 1) / step + 1;\n"
                 << "  if (r->step < 0 && r->start > r->stop)\n"
                 << "    n = ((unsigned long)r->start - (unsigned long)r->stop - 1) / (0UL - step) "
                    "+ 1;\n"
                 << "  for (unsigned long k = 0; k < n; k++) " << c->name
                 << "_append(l, (long)((unsigned long)r->start + k * "
                    "step));\n  return l;\n}\n";
        }
      } else if (c->kind == ContainerType::kSet) {
        const std::string& n = c->name;
        const lltype::Type* k = c->item;
        o << "#define RPY_HASH_" << n << "(k) " << Hash(k, "(k)") << "\n";
        o << "#define RPY_EQ_" << n << "(a, b) " << Eq(k, "(a)", "(b)") << "\n";
        // remove()'s KeyError shows repr(key) as the dict's does (below).
        o << "#define RPY_KREPR_" << n << "(k) " << KeyErrorRepr(k) << "\n";
        o << "RPY_SET_DEFINE(" << n << ", " << types_.Name(k) << ", RPY_HASH_" << n << ", RPY_EQ_"
          << n << ", RPY_KREPR_" << n << ")\n";
        for (const char* op : {"add", "and", "sub", "xor"}) {
          std::string upper = op;
          for (char& ch : upper) ch = static_cast<char>(std::toupper(ch));
          o << "#define " << n << "_" << op << "_seq(s, q) RPY_SET_" << upper << "_SEQ(" << n
            << ", s, q)\n";
        }
      } else {
        o << "#define RPY_HASH_" << c->name << "(k) " << Hash(c->key, "(k)") << "\n";
        o << "#define RPY_EQ_" << c->name << "(a, b) " << Eq(c->key, "(a)", "(b)") << "\n";
        // A missing key's KeyError shows repr(key), as CPython's does (KeyErrorRepr).
        const lltype::Type* k = c->key;
        o << "#define RPY_KREPR_" << c->name << "(k) " << KeyErrorRepr(k) << "\n";
        o << "RPY_DICT_DEFINE_REPR(" << c->name << ", " << types_.Name(k) << ", "
          << types_.Name(c->value) << ", RPY_HASH_" << c->name << ", RPY_EQ_" << c->name
          << ", RPY_KREPR_" << c->name << ")\n";
        // Keyed by strs: the lookups of a slice in place (passes/backendopt/str_slice_key.h).
        if (k == u_.StringPtr())
          o << "RPY_DICT_DEFINE_STR_SLICE(" << c->name << ", " << types_.Name(c->value) << ")\n";
        o << "static inline bool " << c->name << "_is_true(" << c->name
          << " *d) { return d != NULL && " << c->name << "_len(d) != 0; }\n";
      }
      container_text[c->name] = o.str();
      container_extras[c->name] = extras.str();
    }
    while (!helpers_todo_.empty()) {
      auto helper = helpers_todo_.back();
      helpers_todo_.pop_back();
      if (!written.insert(helper).second) continue;
      more = true;
      if (InlineInHeader(helper.first, helper.second)) {
        inline_helper_bodies << "static inline " << WriteHelper(helper.first, helper.second);
      } else {
        helper_bodies << WriteHelper(helper.first, helper.second);
      }
      CollectType(helper.second);
    }
  }
  std::vector<const lltype::Type*> structs = StructsInOrder();
  std::ostringstream structs_text;
  for (const lltype::Type* s : structs) {
    structs_text << "struct " << s->name() << " {\n";
    for (const auto& [field, ft] : s->fields()) {
      if (ft->IsPrimitive(Primitive::kVoid)) continue;
      structs_text << "  " << types_.Declare(ft, field) << ";\n";
    }
    structs_text << "};\n";
  }
  // Helper prototypes, by the type they serve: a container's come right after it.
  // Keyed by the type's text, never its address: the header's order must not depend on
  // where the types happen to live in memory.
  // A dict's keys(), values() and items() return lists, and so does the drain of an
  // iterator over its keys or values (a list the program may use nowhere else, made by
  // the helper): theirs come after every container.
  struct Protos {
    const lltype::Type* type;
    std::string text, lists;
  };
  std::map<std::string, Protos> protos_by_key;
  for (const auto& [what, t] : written) {
    std::string text = WriteHelper(what, t);
    Protos& p = protos_by_key.try_emplace(t->key(), Protos{t, "", ""}).first->second;
    bool lists = what == "keys" || what == "values" || what == "items" || what == "from_items" ||
                 what == "drain_keys" || what == "drain_values";
    (lists ? p.lists : p.text) +=
        (InlineInHeader(what, t) ? "static inline " : "") + text.substr(0, text.find(" {")) + ";\n";
  }
  std::vector<std::pair<const lltype::Type*, std::string>> protos_of, list_protos_of;
  for (auto& [key, p] : protos_by_key) {
    protos_of.emplace_back(p.type, std::move(p.text));
    list_protos_of.emplace_back(p.type, std::move(p.lists));
  }
  std::ostringstream fn_protos, dispatch_protos, dispatch_bodies;
  for (const annotator::GraphInfo* info : u_.graphs())
    fn_protos << FunctionSignature(types_, *info->graph, u_.FunctionName(info)) << ";\n";
  // Instantiations of a class in a variable, each class with its own __init__.
  for (const auto& [symbol, plan] : u_.init_dispatches()) {
    std::string tn = types_.Name(plan.base);
    std::string signature = tn + " " + symbol + "(rpy_vtable *cls";
    for (size_t i = 0; i < plan.args.size(); ++i) {
      if (!plan.args[i]->IsPrimitive(Primitive::kVoid))
        signature += ", " + types_.Declare(plan.args[i], "a" + std::to_string(i));
    }
    signature += ")";
    dispatch_protos << signature << ";\n";
    dispatch_bodies << signature << " {\n  " << tn
                    << " self = " << u_.RequestTypeHelper("new", plan.base)
                    << "(cls);\n  RPY_GC_SAVE(self);\n  switch (cls->subclass_min) {\n";
    for (size_t k = 0; k < plan.cases.size(); ++k) {
      const auto& [layout, graph] = plan.cases[k];
      const auto& params = graph->graph->startblock()->inputargs;
      dispatch_bodies << "    case " << layout->subclass_min << ": " << Referenced(graph) << "(("
                      << types_.Name(params[0]->concretetype) << ")self";
      for (size_t i = 0; i < plan.args.size(); ++i) {
        const lltype::Type* pt = params[i + 1]->concretetype;
        if (pt->IsPrimitive(Primitive::kVoid)) continue;
        dispatch_bodies << ", (" << types_.Name(pt) << ")a" << i;
      }
      if (!plan.defaults.empty()) {  // this __init__'s own defaults of omitted arguments
        const auto& defaults = plan.defaults[k];
        for (size_t d = 0; d < defaults.size(); ++d) {
          const lltype::Type* pt = params[plan.args.size() + 1 + d]->concretetype;
          if (pt->IsPrimitive(Primitive::kVoid)) continue;
          dispatch_bodies << ", " << ValueExpr(defaults[d].first, defaults[d].second, pt);
        }
      }
      dispatch_bodies << "); RPY_GC_RELOAD(self); break;\n";
    }
    dispatch_bodies << "  }\n  RPY_GC_DROP(1);\n  return self;\n}\n";
  }
  // Calls of a bound method whose receivers have no common base: by the receiver's class.
  for (const auto& [symbol, plan] : u_.method_dispatches()) {
    bool returns = !plan.result->IsPrimitive(Primitive::kVoid);
    std::string signature = (returns ? types_.Name(plan.result) : std::string("void")) + " " +
                            symbol +
                            (plan.class_receiver ? "(rpy_vtable *self" : "(rpy_object *self");
    for (size_t i = 0; i < plan.args.size(); ++i) {
      if (!plan.args[i]->IsPrimitive(Primitive::kVoid))
        signature += ", " + types_.Declare(plan.args[i], "a" + std::to_string(i));
    }
    signature += ")";
    dispatch_protos << signature << ";\n";
    dispatch_bodies << signature << " {\n  long id = self->"
                    << (plan.class_receiver ? "" : "typeptr->") << "subclass_min;\n";
    for (size_t k = 0; k < plan.cases.size(); ++k) {
      const auto& [layout, graph] = plan.cases[k];
      const auto& params = graph->graph->startblock()->inputargs;
      dispatch_bodies << "  ";
      // The last case needs no test: the annotator knows of no other class. Each case is
      // a block: a method returning nothing is called, then returns (`if (...) { f(); return; }`).
      if (k + 1 < plan.cases.size() && plan.class_receiver)
        dispatch_bodies << "if (id == " << layout->subclass_min << ") { ";
      else if (k + 1 < plan.cases.size())
        dispatch_bodies << "if (id >= " << layout->subclass_min
                        << " && id <= " << layout->subclass_max << ") { ";
      else
        dispatch_bodies << "{ ";
      dispatch_bodies << (returns ? "return " : "") << Referenced(graph) << "(";
      // A classmethod bound to one class only takes it as a constant (Void): no argument.
      bool self_void = params[0]->concretetype->IsPrimitive(Primitive::kVoid);
      if (!self_void) dispatch_bodies << "(" << types_.Name(params[0]->concretetype) << ")self";
      bool first = self_void;
      for (size_t i = 0; i < plan.args.size(); ++i) {
        const lltype::Type* pt = params[i + 1]->concretetype;
        if (pt->IsPrimitive(Primitive::kVoid)) continue;
        dispatch_bodies << (first ? "" : ", ") << "(" << types_.Name(pt) << ")a" << i;
        first = false;
      }
      if (!plan.defaults.empty()) {  // this function's own defaults of omitted arguments
        const auto& defaults = plan.defaults[k];
        for (size_t d = 0; d < defaults.size(); ++d) {
          const lltype::Type* pt = params[plan.args.size() + 1 + d]->concretetype;
          if (pt->IsPrimitive(Primitive::kVoid)) continue;
          dispatch_bodies << (first ? "" : ", ")
                          << ValueExpr(defaults[d].first, defaults[d].second, pt);
          first = false;
        }
      }
      dispatch_bodies << ");" << (returns ? "" : " return;") << " }\n";
    }
    dispatch_bodies << "}\n";
  }
  std::string declarations = DeclarationsInOrder(container_text, protos_of);
  std::ostringstream h;
  h << "/* Generated by rtfarm: the program's types and declarations. */\n";
  // Every symbol of the program and the runtime is linked into one executable, so their
  // declarations say "hidden": gcc then reaches functions and data directly
  // (PC-relative) instead of through the GOT, as it must for a symbol that a shared
  // library could define in a position-independent executable. That keeps a promoted
  // call's comparison with a function's address (promote_indirect_calls.h) an
  // instruction, not a load. The C library's headers come first, so that their
  // declarations keep their default visibility; nothing after this header includes any.
  h << SystemIncludes() << "#pragma GCC visibility push(hidden)\n";
  h << "#define RPY_GC_CHOSEN 1\n";  // rpy.h's write barrier: decided at compile time
  if (gc_.exact()) h << "#define RPY_GC_EXACT 1\n";
  if (gc_.moving()) h << "#define RPY_GC_GENERATIONAL 1\n";
  if (gc_.counts_references()) h << "#define RPY_GC_REFCOUNT 1\n";
  h << "#include \"rpy.h\"\n";
  if (gc_.exact()) h << "#include \"rpy_gc.h\"\n";
  h << PreludeSource() << "\n";
  std::ostringstream gc_data;
  if (gc_.exact()) WriteGcTables(structs, h, gc_data);
  for (const lltype::Type* s : structs) h << "struct " << s->name() << ";\n";
  h << declarations;
  // A dict's keys(), values() and items() return lists: they come after every container
  // (and so do the drains of iterators over a dict, which are no container).
  for (const auto& [t, protos] : list_protos_of) {
    const ContainerType* of = u_.ContainerOf(t);
    if (of == nullptr || of->kind == ContainerType::kDict || of->kind == ContainerType::kSet)
      h << protos;
  }
  h << structs_text.str();
  // After the structs whose fields they read; gcc inlines them into the containers'
  // functions above all the same (it inlines once the whole file is read).
  h << inline_helper_bodies.str();
  for (const auto& [name, extras] : container_extras) {
    if (structs_.count(t_.FindStruct("lrange"))) h << extras;
  }
  if (structs_.count(t_.FindStruct("lrange"))) {
    h << R"C(
static inline struct lrange *lrange_new(long start, long stop, long step) {
  if (step == 0) { rpy_raise_builtin(rpy_cls_ValueError, "range() arg 3 must not be zero"); return NULL; }
  struct lrange *r = (struct lrange *)rpy_malloc_atomic(sizeof(struct lrange));
  r->start = start; r->stop = stop; r->step = step;
  return r;
}
static inline long lrange_len(struct lrange *r) {
  /* In unsigned arithmetic: stop - start may pass the 64-bit limits. */
  if (r->step > 0 && r->start < r->stop)
    return (long)(((unsigned long)r->stop - (unsigned long)r->start - 1) / (unsigned long)r->step + 1);
  if (r->step < 0 && r->start > r->stop)
    return (long)(((unsigned long)r->start - (unsigned long)r->stop - 1) / (0UL - (unsigned long)r->step) + 1);
  return 0;
}
static inline long lrange_getitem(struct lrange *r, long i) {
  long n = lrange_len(r);
  if (i < 0) i += n;
  if (i < 0 || i >= n) { rpy_raise_builtin(rpy_cls_IndexError, "range object index out of range"); return 0; }
  return r->start + i * r->step;
}
static inline bool lrange_contains(struct lrange *r, long x) {
  if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) return 0;
  return (x - r->start) % r->step == 0;
}
static inline long lrange_count(struct lrange *r, long x) { return lrange_contains(r, x); }
/* min() and max(): the first or the last item, whichever is smaller (larger). */
static inline long lrange_min(struct lrange *r) {
  long n = lrange_len(r);
  if (n == 0) { rpy_raise_builtin(rpy_cls_ValueError, "min() arg is an empty sequence"); return 0; }
  return r->step > 0 ? r->start : r->start + (n - 1) * r->step;
}
static inline long lrange_max(struct lrange *r) {
  long n = lrange_len(r);
  if (n == 0) { rpy_raise_builtin(rpy_cls_ValueError, "max() arg is an empty sequence"); return 0; }
  return r->step > 0 ? r->start + (n - 1) * r->step : r->start;
}
static inline long lrange_index(struct lrange *r, long x) {
  if (lrange_contains(r, x)) return (x - r->start) / r->step;
  rpy_raise_builtin_str(rpy_cls_ValueError, rpy_str_concat(rpy_str_from_int(x), rpy_str_from_cstr(" is not in range")));
  return -1;
}
/* range(start + lo * step, start + hi * step, step * slice_step) with slice.indices()'
 * bounds lo and hi (CPython's range_subscript): a slice of a range is a range, printed
 * with those bounds. */
static inline struct lrange *lrange_slice(struct lrange *r, long start, long stop, long step,
                                          int has_start, int has_stop) {
  if (step == 0) { rpy_raise_builtin(rpy_cls_ValueError, "slice step cannot be zero"); return NULL; }
  rpy_adjust_slice_step(lrange_len(r), &start, &stop, step, has_start, has_stop);
  return lrange_new(r->start + start * r->step, r->start + stop * r->step, r->step * step);
}
)C";
  }
  if (structs_.count(t_.FindStruct("lrange_iter"))) {
    h << R"C(
static inline struct lrange_iter *lrange_iter_new(struct lrange *r) {
  struct lrange_iter *it = (struct lrange_iter *)rpy_malloc_atomic(sizeof(struct lrange_iter));
  it->next = r->start; it->stop = r->stop; it->step = r->step;
  return it;
}
static inline struct lrange_iter *lrange_riter_new(struct lrange *r) {
  struct lrange_iter *it = (struct lrange_iter *)rpy_malloc_atomic(sizeof(struct lrange_iter));
  long n = lrange_len(r);
  it->next = r->start + (n - 1) * r->step; it->stop = r->start - r->step; it->step = -r->step;
  return it;
}
/* The next value into *out, or false at the end (nothing raised: GenC's loops test it). */
static inline bool lrange_iter_next_ok(struct lrange_iter *it, long *out) {
  long v = it->next, step = it->step;
  if (step > 0 ? v >= it->stop : v <= it->stop) return 0;
  /* A step of 1 or -1 never passes stop; a longer one may pass the 64-bit limits after
   * the last value (range(2**63 - 2, 2**63 - 1, 5)): then the next call ends. */
  if (step == 1 || step == -1)
    it->next = v + step;
  else if (__builtin_add_overflow(v, step, &it->next))
    it->next = it->stop;
  *out = v;
  return 1;
}
static inline long lrange_iter_next(struct lrange_iter *it) {
  long v = 0;
  if (!lrange_iter_next_ok(it, &v)) rpy_raise_builtin(rpy_cls_StopIteration, NULL);
  return v;
}
)C";
  }
  for (const auto& layout : u_.layouts())
    h << "extern struct " << layout->vtable->name() << " " << layout->vtable_symbol << ";\n";
  {
    std::istringstream lines(prebuilt_decl.str());
    std::string line;
    while (std::getline(lines, line)) h << "extern " << line << "\n";
  }
  h << dispatch_protos.str();
  // Functions only used as values (Universe::FunctionValueSymbol): declared here, since
  // any shard's code or the data may take their address, and defined in the data.
  std::ostringstream uncalled_bodies;
  for (const auto& [symbol, function] : u_.uncalled_stubs()) {
    h << "void " << symbol << "(void);\n";
    uncalled_bodies << "void " << symbol << "(void) { rpy_fatal_uncalled("
                    << CTypes::Literal(function) << "); }\n";
  }

  data << "/* Generated by rtfarm: vtables, prebuilt constants, helpers, the entry point. */\n";
  data << "#include \"rpy_program.h\"\n";
  // Functions and string constants are declared by each file that uses them, so that
  // the header does not change when a function's body does (a shard's cache key
  // includes the header).
  for (const auto& [symbol, p] : u_.prebuilt()) {
    if (p.type == u_.StringPtr()) data << StringConstant(symbol, p.object->text());
  }
  data << fn_protos.str();
  for (const std::string& v : vtable_defs) data << v;
  for (const auto& layout : u_.layouts()) {
    if (!layout->name.starts_with("builtins.")) continue;
    data << "rpy_vtable *const rpy_cls_" << ShortName(layout->name) << " = (rpy_vtable *)&"
         << layout->vtable_symbol << ";\n";
  }
  data << prebuilt_decl.str();
  data << SplitFunction("rpy_init_prebuilt", prebuilt_alloc.str() + prebuilt_fill.str());
  data << helper_bodies.str() << dispatch_bodies.str();
  data << uncalled_bodies.str();
  data << gc_data.str();
  const model::FunctionGraph& g = *entry->graph;
  const lltype::Type* result = g.returnblock()->inputargs[0]->concretetype;
  data << "long rpy_entry_point(rpy_list_str *argv) {\n  rpy_init_prebuilt();\n";
  // Reference counting: the prebuilt objects' initial references (written by plain
  // stores above) are counted once, from the heap and the static roots.
  if (gc_.counts_references()) data << "  rpy_gc_recount();\n";
  // A moving collector: the prebuilt objects move into the old generation now, once, so
  // that their addresses never change again (an iterator of one may live in the C frame,
  // passes/transform/frame_storage.h). argv, made before, moves too: a root meanwhile.
  if (gc_.moving())
    data << "  rpy_gc_root_top[0] = (void *)argv;\n  rpy_gc_root_top += 1;\n"
            "  rpy_gc_collect_minor();\n  rpy_gc_root_top -= 1;\n"
            "  argv = (rpy_list_str *)rpy_gc_root_top[0];\n";
  // argv is a fixed-size list when the program never resizes it.
  std::string argv = "argv";
  if (!g.startblock()->inputargs.empty()) {
    const ContainerType* c = u_.ContainerOf(g.startblock()->inputargs[0]->concretetype);
    if (c != nullptr && c->fixed) argv = c->name + "_from_seq(argv)";
  }
  std::string call = Referenced(entry) + "(" + argv + ")";
  if (result->IsPrimitive(Primitive::kVoid)) {
    data << "  " << call << ";\n  return 0;\n}\n";
  } else {
    data << "  return (long)" << call << ";\n}\n";
  }

  return {{"rpy_program.h", h.str()}, {"rpy_data.c", data.str()}, referenced_};
}

}  // namespace

ProgramDatabase WriteDatabase(Universe& universe, const annotator::GraphInfo* entry,
                              const transform::GcPolicy& gc) {
  return ProgramWriter(universe, gc).Run(entry);
}

}  // namespace rtfarm::genc
