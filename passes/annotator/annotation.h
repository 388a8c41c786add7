// The annotation lattice (seed 000 §6.3, seed 003 "The Annotation Pass").
//
// An annotation describes every value a variable may hold at run time. Annotations are
// immutable and shared; "mutable" knowledge (the items of a list, the attributes of a
// class) lives in hidden variables (ListDef, DictDef, ClassDef) that annotations point
// to. Union is the lattice join; there is no top: a union that would need "any object"
// throws UnionError, which the annotator reports with the source positions involved.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "passes/host/host_object.h"
#include "passes/model/flow_model.h"

namespace rtfarm::annotator {

class Bookkeeper;
class ListDef;
class DictDef;
class ClassDef;
class Desc;

enum class Kind : uint8_t {
  kImpossible,  // bottom: no value (yet)
  kNone,
  kBool,
  kInteger,
  kFloat,
  kChar,  // str of length 1
  kStr,
  kBytes,
  kTuple,
  kList,
  kDict,
  kSet,  // set, frozenset or either (`set_type`): a DictDef whose values stay Impossible
  kInstance,
  kPBC,            // a set of pre-built constants: functions, classes, methods, frozen objects
  kType,           // a class object known only as "some subclass of classdef" (caught exceptions)
  kIterator,       // iter() of a container
  kBuiltin,        // a builtin function (len, range, ...) or an external one (os.write)
  kBuiltinMethod,  // a method of a builtin type bound to its receiver (lst.append)
  kSlice,
  kSuper,  // super() in a method of `classdef`, bound to the instance in items[0]
};

// What a kSet annotation holds: sets, frozensets, or some of each (one representation,
// whose run-time flag tells them apart: a function may take both).
enum class SetType : uint8_t { kSet, kFrozen, kEither };

enum class IterKind : uint8_t {
  kSequence,
  kRange,
  kStr,
  kDictKeys,
  kDictValues,
  kDictItems,
  kEnumerate,
  kZip,
  kReversed
};

class Annotation;
using Ann = std::shared_ptr<const Annotation>;

// Narrowing information carried by a Bool: on the true (false) branch, `variable` is
// known to be `when_true` (`when_false`); null means no refinement on that branch.
struct KnownType {
  const model::Variable* variable;
  Ann when_true;
  Ann when_false;
};

class Annotation {
 public:
  Kind kind = Kind::kImpossible;
  // The single value this annotation stands for, when known (constant propagation).
  const host::HostObject* constant = nullptr;
  bool nonneg = false;       // kInteger (kBool is always non-negative)
  bool is_unsigned = false;  // kInteger: r_uint
  // A number slot holding values of narrower Python types, which the representation
  // forgets (RPython unites bool <= int <= float) but CPython shows: `True` is not `1`,
  // `1` is not `1.0`. kInteger, kFloat: the value may be a bool. kFloat: it may be an
  // int. Showing such a value, or asking its type, is refused (MixedNumberKinds).
  bool may_be_bool = false;
  bool may_be_int = false;
  bool can_be_none =
      false;  // kStr, kBytes, kInstance, kPBC, kType (lists, dicts and sets are always nullable)
  // The value may also be the constant False (a function returning a dict, or False when
  // it fails): kStr, kBytes, kTuple, kList, kDict, kSet, kInstance. Represented as the
  // null pointer, as None is, so never together with can_be_none: one null cannot be
  // both. Truth tests, `is False`, returning and storing it work as for None; showing it
  // shows `False` (docs/annotator.md, "Containers or False").
  bool can_be_false = false;
  // kTuple: the items. kIterator: [the container]. kBuiltinMethod: [the receiver].
  // kSlice: [start, stop, step].
  std::vector<Ann> items;
  ListDef* listdef = nullptr;
  DictDef* dictdef = nullptr;  // kDict; kSet: the elements are its keys
  // kDict: the keys, in order, of a **kwargs parameter's dict in a graph specialised by
  // the keyword names its calls pass (rules_calls.cc), so that `f(**kwargs)` can pass
  // them on as keywords; null when not known. kTuple: the names of the items of the
  // record a **kwargs parameter that is only passed on, or read by constant keys,
  // receives instead of a dict.
  std::shared_ptr<const std::vector<std::string>> dict_keys;
  SetType set_type = SetType::kSet;  // kSet
  ClassDef* classdef = nullptr;      // kInstance, kType
  std::vector<Desc*> descs;          // kPBC, sorted by key
  // kPBC: known to be its own SimplifiedMethods (annotation.cc): no two of its methods
  // are one function found on one class bound to different classes. Lets a union with a
  // subset of it be itself, instead of simplifying again (false: not known).
  bool methods_simplified = false;
  IterKind iter_kind = IterKind::kSequence;
  std::string name;  // kBuiltin, kBuiltinMethod: "len", "os.write", "list.append"
  std::vector<KnownType> knowntypedata;  // kBool
};

// Raised by Union when two annotations have no common generalisation below "any object".
class UnionError : public std::runtime_error {
 public:
  UnionError(Ann a, Ann b);
  Ann left, right;
};

// Constructors of the common annotations.
Ann Impossible();
// The value of a local on a path where it is unbound (HostSpace::Undefined): no value, as
// Impossible (every union with it is the other side, an operation on it is blocked), but a
// link passing it is followed, so that the path where the local is unbound is annotated.
Ann UndefinedAnn();
Ann NoneAnn();
Ann BoolAnn(const host::HostObject* constant = nullptr);
Ann IntAnn(bool nonneg = false, bool is_unsigned = false,
           const host::HostObject* constant = nullptr);
Ann FloatAnn(const host::HostObject* constant = nullptr);
Ann CharAnn(const host::HostObject* constant = nullptr);
Ann StrAnn(bool can_be_none = false, const host::HostObject* constant = nullptr);
Ann BytesAnn(bool can_be_none = false, const host::HostObject* constant = nullptr);
Ann TupleAnn(std::vector<Ann> items, const host::HostObject* constant = nullptr);
Ann ListAnn(ListDef* listdef);
Ann DictAnn(DictDef* dictdef);
// A **kwargs parameter's dict whose keys are exactly `keys`, in this order.
Ann KwargsDictAnn(DictDef* dictdef, std::vector<std::string> keys);
// What a **kwargs parameter only ever passed on (`f(**kwargs)`) receives: a tuple of the
// keyword values, each of its own type, named by `keys`.
Ann KwargsRecordAnn(std::vector<Ann> values, std::vector<std::string> keys);
Ann SetAnn(DictDef* elements, SetType type);
Ann InstanceAnn(ClassDef* classdef, bool can_be_none = false,
                const host::HostObject* constant = nullptr);
Ann TypeAnn(ClassDef* classdef, bool can_be_none = false);
Ann PbcAnn(std::vector<Desc*> descs, bool can_be_none = false);
// A set of methods known to need no simplification: each found on its class, bound to
// that class or to one receiver class (what reading a method attribute gives).
Ann SimplifiedMethodsAnn(std::vector<Desc*> descs, bool can_be_none);
Ann IteratorAnn(IterKind kind, Ann container);
Ann BuiltinAnn(std::string name, const host::HostObject* constant = nullptr);
Ann BuiltinMethodAnn(std::string name, Ann receiver);
Ann SliceAnn(Ann start, Ann stop, Ann step);
Ann SuperAnn(ClassDef* classdef, Ann instance);

// A copy without the constant (what a variable holding "some value like it" gets).
Ann WithoutConstant(const Ann& a);
Ann WithConstant(const Ann& a, const host::HostObject* constant);
Ann Nullable(const Ann& a);     // also None
Ann NonNullable(const Ann& a);  // None removed (narrowing of `x is not None`)
// The constant False (not a bool that may be True), or FalseOnlyAnn.
bool IsFalseConstant(const Ann& a);
// A bool known to be False whose constant was dropped (a parameter given False).
Ann FalseOnlyAnn();
// Whether False meeting `a` may be represented as its null pointer (`can_be_false`).
bool CanHoldFalse(const Ann& a);
Ann WithFalse(const Ann& a);  // also the constant False (the null pointer)
// A str, bytes, tuple, container or instance that may be False (not FalseOnlyAnn, a bool).
inline bool IsObjectOrFalse(const Ann& a) { return a->can_be_false && a->kind != Kind::kBool; }
Ann NonFalse(const Ann& a);  // False removed (narrowing of `if x:` and `x is not False`)
// Why `a` and `b` cannot meet when the reason is False (a bool that may be True, or False
// and None together, where an object is): a parenthesised hint, or empty.
std::string FalseUnionHint(const Ann& a, const Ann& b);

// Two tuples of known but different lengths meeting in one variable become a tuple of any
// length, whose ListDef Union asks the Bookkeeper for: the Bookkeeper registers itself
// here while it lives (the last one made: one annotation at a time per process);
// without one, such a union is an error.
void SetVarTupleMaker(Bookkeeper* bookkeeper);
void UnsetVarTupleMaker(Bookkeeper* bookkeeper);  // when it is still `bookkeeper`

// The lattice join. Merges hidden variables of lists and dicts as a side effect (their
// readers are rescheduled by the ListDef/DictDef). Throws UnionError.
Ann Union(const Ann& a, const Ann& b);
// The union of `values` (not empty), made pairwise: a table of 1,448 classes or methods
// (a pre-built list, the class-level values of an overridden method) united one value at
// a time copied the growing set at each. Throws UnionError; which pair fails may differ
// from a union one at a time.
Ann UnionOfAll(std::vector<Ann> values);
// Structural equality (hidden variables compared by identity after merging).
bool Equal(const Ann& a, const Ann& b);

bool IsNumeric(const Ann& a);  // bool, int, float
// `a` with the narrower number types it may also hold (see Annotation::may_be_bool).
Ann WithNumberKinds(const Ann& a, bool may_be_bool, bool may_be_int);
// The narrower Python types a number annotation may hold beyond its own ("bool",
// "int or bool"); empty when it holds only its own type.
std::string MixedNumberKinds(const Ann& a);
// Whether values of `a` may be Python ints or bools (true for bool and int annotations).
bool MayBeIntOrBool(const Ann& a);
// A key looked up among keys of annotation `stored` (d.get(1) of float keys): united with
// them, it widens their representation but stores nothing, so it adds no narrower type.
Ann AsLookupKey(const Ann& stored, const Ann& key);
bool CanBeNone(const Ann& a);

// "int", "nonneg int", "str or None", "list of int", "instance of mod.A", ...
std::string Describe(const Ann& a);

}  // namespace rtfarm::annotator
