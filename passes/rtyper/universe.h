// The universe (issue 5 §2): the global decisions every later phase reads — the
// low-level type of every annotation, the layout of every class (instance struct,
// vtable, subclass range), the C name of every graph, function, type and prebuilt
// constant. Computed once, centrally and deterministically, after annotation: names
// come from stable keys (graph keys, class names, content hashes), never from the order
// in which something was met.
//
// Also a protobuf message: EncodeUniverse (universe_proto.h) writes these decisions as
// proto/universe.proto's Universe, which every ShardInput names by its SHA-256.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "passes/annotator/annotator.h"
#include "passes/annotator/attribute_presence.h"
#include "passes/lltype/lltype.h"

namespace rtfarm::rtyper {

using annotator::Ann;
using lltype::Type;

// Thrown for a program the RTyper cannot translate (yet); the driver prints it with the
// source position of the operation.
class RTypeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One class in the program's hierarchy, user class or builtin exception.
struct ClassLayout {
  std::string name;                         // "mod.Class" or "builtins.IndexError"
  std::string c_name;                       // sanitised, unique
  annotator::ClassDef* classdef = nullptr;  // null for builtin exceptions nobody used
  ClassLayout* base = nullptr;
  std::vector<ClassLayout*> subclasses;  // sorted by name
  const Type* instance = nullptr;        // GcStruct (rpy_object / rpy_exception at the roots)
  const Type* vtable = nullptr;          // Struct starting with the base's vtable
  long subclass_min = 0, subclass_max = 0;
  // Attributes owned here (not in a base): instance fields and vtable fields, by name.
  std::map<std::string, const Type*> fields;        // "a_<name>"
  std::map<std::string, const Type*> class_fields;  // "c_<name>" (methods: "m_<name>")
  std::string vtable_symbol;                        // the C global holding this class's vtable
};

// A container type the runtime instantiates from a macro (lists, dicts, sets) or defines
// itself (rpy_list_str).
struct ContainerType {
  enum Kind { kList, kDict, kSet } kind;
  std::string name;             // "rpy_list_Signed"
  const Type* item = nullptr;   // list item; set element
  const Type* key = nullptr;    // dict key; set element
  const Type* value = nullptr;  // dict value
  bool runtime_defined = false;
  // A fixed-size list ("rpy_array_X", RPY_ARRAY_DEFINE): the list of a ListDef the
  // program never resizes, one allocation holding the length and the items.
  bool fixed = false;
  // A tuple of any length ("rpy_array_vtuple_X"): a fixed-size list shown as (a, b),
  // hashed as CPython hashes tuples (the annotator's ListDef::tuple()).
  bool tuple = false;
  // A bytearray ("rpy_list_bytearray"): a resizable list of Signed shown as
  // bytearray(b'...') (the annotator's ListDef::bytearray()).
  bool bytearray = false;
};

// Instantiation of a class held in a variable whose candidates have different
// __init__s: GenC writes a function allocating by vtable, then calling the __init__ of
// the class found (one case per class).
struct InitDispatch {
  const Type* base = nullptr;  // pointer to the common base's instance struct
  std::vector<std::pair<const ClassLayout*, const annotator::GraphInfo*>> cases;
  std::vector<const Type*> args;  // after the vtable, in the call's representations
  // Per case, the default values of the parameters its __init__ takes after `args`, each
  // with its parameter's annotation: numbers, bools, None and strs (empty: none omitted).
  std::vector<std::vector<std::pair<const host::HostObject*, Ann>>> defaults;
};

// A call of a bound method whose receivers have no common base class (closures of
// different functions meeting in one variable): GenC writes a function choosing the
// implementation by the receiver's class (one case per class and its subclasses).
struct MethodDispatch {
  // The receiver is a class (a vtable pointer: classmethods bound to the run-time class),
  // each case one exact class; otherwise an instance, each case a class and its subclasses.
  bool class_receiver = false;
  const Type* result = nullptr;  // the call's representation of the result
  std::vector<std::pair<const ClassLayout*, const annotator::GraphInfo*>> cases;
  std::vector<const Type*> args;  // after the receiver, in the call's representations
  // Per case (empty: none omitted), the default values of the parameters after `args`,
  // each with its parameter's annotation: constants of primitive types or None.
  std::vector<std::vector<std::pair<const host::HostObject*, Ann>>> defaults;
};

// Frozen pre-built constants seen through a set (seed 000 §7, RPython's
// MultipleFrozenPBCRepr). The frozen objects that some annotation holds together form a
// family (union-find over every annotation of the program); a variable that is one of
// several of them is a pointer to the family's struct, and each member is a prebuilt
// immutable struct holding the attributes read through the family's sets.
struct FrozenFamily {
  std::string name;                             // the struct: "frz_<first key>_<hash>"
  const Type* ptr = nullptr;                    // Ptr(GcStruct name)
  std::vector<const annotator::Desc*> members;  // the frozen descs, sorted by key
  // Attribute -> the union of the annotations its reads through the family's sets gave
  // (lists and dicts are not merged after annotation: the first read's, and the others'
  // in `other_reads`, which must have the same low-level type).
  std::map<std::string, Ann> attrs;
  std::map<std::string, std::vector<Ann>> other_reads;
  // "f_<attribute>" -> low-level type, for the attributes that have a run-time value.
  std::map<std::string, const Type*> fields;
};

// The frozen objects a set annotation holds: its frozen descs, or the objects its
// methods of frozen objects are bound to, sorted by key. Empty for other annotations.
std::vector<const annotator::Desc*> FrozenMembers(const Ann& a);

// A prebuilt constant GenC must emit: a string, or an object built at start-up.
struct PrebuiltConstant {
  std::string symbol;
  const Type* type = nullptr;                // the pointer type of the symbol
  const host::HostObject* object = nullptr;  // the Python value
  Ann annotation;                            // how the program sees it
};

class Universe {
 public:
  Universe(annotator::Annotator& annotator);

  lltype::TypeRegistry& types() { return types_; }
  annotator::Annotator& annotator() { return annotator_; }
  host::HostSpace& space() { return annotator_.space(); }

  // The low-level type of values described by `a`.
  const Type* LowLevelType(const Ann& a);

  const Type* StringPtr() const { return string_ptr_; }
  const Type* ObjectPtr() const { return object_ptr_; }
  const Type* VtablePtr() const { return vtable_ptr_; }

  // hasattr(x, name) of instances of `root` answered by the run-time class: the classes
  // whose instances have it (attribute_presence.h, answered once annotation is over, as
  // the annotator asked); null when not asked.
  const annotator::AttributePresenceAnswer* ClassesHavingAttribute(annotator::ClassDesc* root,
                                                                   const std::string& name) const;

  // Classes.
  ClassLayout* LayoutOf(const annotator::ClassDef* classdef);
  ClassLayout* LayoutNamed(const std::string& name);  // "builtins.IndexError"
  const std::vector<std::unique_ptr<ClassLayout>>& layouts() const { return layouts_; }
  // The layout whose struct holds attribute `name` as seen from `classdef`, and whether
  // it is an instance field (else a vtable field).
  ClassLayout* AttributeOwner(annotator::ClassDef* classdef, const std::string& name,
                              bool* instance_field);

  // Every instance field of `layout`'s instances (its own and its bases') that starts
  // with a class-level value, with that value: what a new instance is initialised with.
  struct FieldDefault {
    std::string field;  // "a_<name>"
    const Type* type;
    const host::HostObject* value;
  };
  std::vector<FieldDefault> FieldDefaults(const ClassLayout* layout);

  // The layout whose vtable has the method slot "m_<name>" (several implementations).
  ClassLayout* MethodSlotOwner(annotator::ClassDef* classdef, const std::string& name);

  // Frozen objects. The family struct pointer representing a set of frozen objects (or
  // of methods bound to them); throws when they are not one family.
  const Type* FrozenPtr(const std::vector<annotator::Desc*>& descs);
  const FrozenFamily* FrozenFamilyOf(const Type* ptr) const;  // null unless a family pointer
  const FrozenFamily* FrozenFamilyOfDesc(const annotator::Desc* desc) const;
  const std::vector<std::unique_ptr<FrozenFamily>>& frozen_families() const {
    return frozen_families_;
  }
  // Attribute `name` of a frozen object or module as the annotator reads it (its own
  // dict, then its class), or null.
  const host::HostObject* FrozenAttributeValue(const host::HostObject* object,
                                               const std::string& name);

  // Containers. A range() is a (start, stop, step) struct: the annotator refuses every
  // mutation of a range, and its union with a list.
  bool IsRangeList(const Ann& a) const;
  // A list never resized (RPython's fixed-size list, a GcArray): no append, pop, insert,
  // extend, remove, del, slice assignment, clear or *= anywhere on its ListDef; never a
  // range.
  bool IsFixedList(const Ann& a) const;
  const Type* ItemType(const Ann& item);  // of a list or dict
  // None where a value must be stored (a list, dict or tuple item holding only None): a
  // pointer that is always NULL, so that repr() shows None.
  const Type* NoneType();
  static Ann TupleItem(const Ann& tuple);  // the union of a homogeneous tuple's items
  const Type* RangeType();                 // made on first use
  bool IsRangeType(const Type* t) const;   // RangeType(), without making it
  const Type* IteratorType(annotator::IterKind kind, const Ann& iterator);
  const Type* InnerIteratorType(const Ann& container);
  // What iter(x) of an instance gives: the annotation its class's __iter__ returns.
  Ann InstanceIteratorAnn(const Ann& instance) {
    return InstanceMethodResultAnn(instance, "__iter__");
  }
  // What calling method `name` (no arguments) of an instance gives.
  Ann InstanceMethodResultAnn(const Ann& instance, const std::string& name);
  const Type* ListType(const Type* item);  // resizable: "rpy_list_X"
  const Type* FixedListType(const Type* item);
  const Type* VarTupleType(const Type* item);
  const Type* ByteArrayType();  // fixed-size: "rpy_array_X"
  const Type* DictType(const Type* key, const Type* value);
  // Sets and frozensets of `element` ("rpy_set_X"): one representation, whose `frozen`
  // flag tells them apart at run time.
  const Type* SetType(const Type* element);
  const Type* TupleType(const std::vector<const Type*>& items);
  // A number that may be None (`best = None`, then ints): a pointer to an immutable GC
  // box "nbox_<number>" holding it, NULL for None. Made on first use.
  const Type* NullableNumberType(const Type* number);
  // The number type a box holds, or null when `t` is no such box.
  const Type* BoxedNumber(const Type* t) const;
  // A float that may be an int, in a program that shows one (Bookkeeper::
  // ShowsMixedNumbers): a pointer to an immutable GC struct "mnum" holding the value with
  // its Python type (is_int, ival, fval; rtyper/mixed_numbers.cc), NULL for None.
  const Type* MixedNumberType();
  static bool IsMixedNumber(const Type* t);
  // Whether annotation `a` is represented by MixedNumberType().
  bool IsMixedAnn(const Ann& a) const;
  // Bound methods of different names in one value: (receiver, function) as a tuple
  // struct; null when the methods share one name.
  const Type* BoundMethodPairType(const Ann& a, annotator::ClassDef* common);
  static bool IsBoundMethodPair(const Ann& a);
  const std::map<std::string, ContainerType>& containers() const { return containers_; }
  const ContainerType* ContainerOf(const Type* ptr) const;  // null unless a list/dict pointer
  // Whether the runtime's functions on the container `t` call user methods of its items
  // or keys (__eq__, __hash__, __lt__: GenC's instance helpers), which may raise.
  bool ContainerCallsUserMethods(const Type* t) const;
  // "Signed", "Float", "str", "inst_mod_A": the part of a container's name for an item.
  std::string TypeTag(const Type* t) const;

  // Types whose repr() GenC writes a function for ("rpy_repr_<tag>": lists, tuples,
  // dicts), and tuple types used as dict keys (hash and equality functions).
  std::string RequestRepr(const Type* type) { return RequestTypeHelper("repr", type); }
  // "rpy_<what>_<tag>" for what in repr, eq, hash, lt.
  std::string RequestTypeHelper(const std::string& what, const Type* type);
  std::set<std::pair<std::string, const Type*>> type_helpers() const;

  // Functions.
  std::string FunctionName(const annotator::GraphInfo* graph);
  const Type* FunctionType(const annotator::GraphInfo* graph);
  // What `graph` returns: its return annotation's type, or the common type of the method
  // family it implements.
  const Type* ReturnType(const annotator::GraphInfo* graph);
  // Helpers: whether a direct_call of `symbol` can raise (program graphs: yes).
  void DeclareHelper(const std::string& symbol, bool canraise);
  bool CanRaise(const std::string& symbol) const;
  // Every declared symbol, with whether it can raise.
  std::map<std::string, bool> helpers() const {
    std::lock_guard lock(prebuilt_mu_);
    return helpers_;
  }

  // The GC type table and static roots of an exact collector, decided by the database
  // (GenC's WriteGcTables) from the program's types; empty for Boehm.
  struct GcType {
    std::string name;
    uint32_t id = 0;
    bool varsize = false;
    std::string items_offset, item_size;
    std::vector<std::string> pointer_offsets;
  };
  void SetGcTables(std::vector<GcType> types, std::vector<std::string> roots) {
    gc_types_ = std::move(types);
    gc_static_roots_ = std::move(roots);
  }
  const std::vector<GcType>& gc_types() const { return gc_types_; }
  const std::vector<std::string>& gc_static_roots() const { return gc_static_roots_; }

  // Registers an InitDispatch; returns its C name (a content hash of the plan).
  std::string RegisterInitDispatch(InitDispatch plan);
  std::map<std::string, InitDispatch> init_dispatches() const;
  // Registers a MethodDispatch; returns its C name (a content hash of the plan).
  std::string RegisterMethodDispatch(MethodDispatch plan);
  std::map<std::string, MethodDispatch> method_dispatches() const;

  // Prebuilt constants, by symbol.
  std::string StringConstant(const std::string& utf8);
  std::string PrebuiltObject(const host::HostObject* object, const Ann& annotation,
                             const Type* type);
  std::map<std::string, PrebuiltConstant> prebuilt() const;
  std::optional<PrebuiltConstant> PrebuiltNamed(const std::string& symbol) const;

  // The C symbol of a function used as a value (stored, passed, compared, never called
  // through this reference). A function with several specialisations has no single
  // address: RTypeError. A function no call ever reaches has no graph the program
  // contains; its symbol is then an "uncalled stub" that GenC defines to stop the
  // program, so the pointer stays distinct and non-null, as the Python object is.
  std::string FunctionValueSymbol(annotator::FunctionDesc* function);
  // The stubs FunctionValueSymbol handed out, by symbol (the function's key as value).
  std::map<std::string, std::string> uncalled_stubs() const;

  // The graphs the program consists of: every annotated graph, sorted by key.
  const std::vector<const annotator::GraphInfo*>& graphs() const { return graphs_; }
  // Whether some handler of the program names AttributeError (`except AttributeError`):
  // then an attribute of an instance that may be None is checked wherever it is read or
  // set, since the error may reach that handler from any function it calls.
  bool catches_attribute_error() const { return catches_attribute_error_; }

  static std::string Sanitise(const std::string& text);
  static std::string ContentHash(const std::string& text);  // 16 hex digits

 private:
  void BuildClassTree();
  // Classmethods overridden in subclasses and called through an instance (a dispatch on
  // the class): every implementation returns the representation of their union.
  void NormaliseClassMethodReturns();
  void NormaliseFunctionFamilyReturns(bool with_layouts);
  void FindFrozenFamilies();
  void LayOutFrozenFamilies();
  void LayOutClass(ClassLayout* layout);
  ClassLayout* NewLayout(const std::string& name, annotator::ClassDef* classdef, ClassLayout* base);
  void NumberSubclasses(ClassLayout* layout, long* next);
  static bool HasAssignedAttributes(const ClassLayout& layout);
  const Type* MethodSlotType(ClassLayout* layout, const Ann& value);
  // Implementations called through one slot or one call family may return values of
  // different representations (a char here, a str there): every one returns the
  // representation of the union, converted on its return links (as PyPy's
  // normalizecalls does). Returns that representation. With `keep_pointers` (plain
  // functions in one variable), one returning a pointer where the union is a pointer
  // keeps its own (the class layouts computed its function type before).
  const Type* UniteReturnTypes(const std::vector<annotator::FunctionDesc*>& functions,
                               bool keep_pointers = false);

  std::map<std::pair<std::string, std::string>, annotator::AttributePresenceAnswer>
      classes_having_attribute_;
  annotator::Annotator& annotator_;
  lltype::TypeRegistry types_;
  const Type* string_ptr_;
  const Type* vtable_ptr_;
  const Type* object_ptr_;
  std::vector<const annotator::GraphInfo*> graphs_;
  bool catches_attribute_error_ = false;
  std::vector<std::unique_ptr<ClassLayout>> layouts_;
  std::unordered_set<const Type*> user_method_items_;  // ContainerCallsUserMethods
  std::map<std::string, ClassLayout*> layout_by_name_;
  std::map<const annotator::ClassDef*, ClassLayout*> layout_of_;
  std::map<std::string, ContainerType> containers_;
  std::map<const Type*, std::string> container_of_type_;
  std::map<const annotator::GraphInfo*, std::string> function_names_;
  mutable std::mutex uncalled_mu_;
  std::map<std::string, std::string> uncalled_stubs_;
  std::map<const annotator::GraphInfo*, const Type*> return_overrides_;
  std::map<std::string, bool> helpers_;
  std::vector<GcType> gc_types_;
  std::vector<std::string> gc_static_roots_;
  mutable std::mutex prebuilt_mu_;
  std::map<std::string, PrebuiltConstant> prebuilt_;
  std::set<std::pair<std::string, const Type*>> type_helpers_;
  std::map<std::string, InitDispatch> init_dispatches_;
  std::map<std::string, MethodDispatch> method_dispatches_;
  std::map<const host::HostObject*, std::string> prebuilt_symbol_;
  std::vector<std::unique_ptr<FrozenFamily>> frozen_families_;  // sorted by name
  std::map<const annotator::Desc*, FrozenFamily*> family_of_desc_;
  std::map<const Type*, FrozenFamily*> family_of_type_;
};

}  // namespace rtfarm::rtyper
