#include "passes/annotator/annotation.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <string_view>
#include <unordered_map>

#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"

namespace rtfarm::annotator {
namespace {

std::shared_ptr<Annotation> Make(Kind kind, const host::HostObject* constant = nullptr) {
  auto a = std::make_shared<Annotation>();
  a->kind = kind;
  a->constant = constant;
  return a;
}

std::shared_ptr<Annotation> Copy(const Ann& a) { return std::make_shared<Annotation>(*a); }

bool SameConstant(const Ann& a, const Ann& b) {
  return a->constant != nullptr && a->constant == b->constant;
}

const host::HostObject* KeptConstant(const Ann& a, const Ann& b) {
  return SameConstant(a, b) ? a->constant : nullptr;
}

bool IsStringLike(Kind k) { return k == Kind::kChar || k == Kind::kStr; }

// Numbers may be None too ("int or None": `best = None` before a loop finds one); the
// RTyper boxes them (docs/annotator.md, "Numbers or None").
bool IsNullableKind(Kind k) {
  return k == Kind::kStr || k == Kind::kBytes || k == Kind::kInstance || k == Kind::kPBC ||
         k == Kind::kType || k == Kind::kList || k == Kind::kDict || k == Kind::kSet ||
         k == Kind::kTuple || k == Kind::kBool || k == Kind::kInteger || k == Kind::kFloat;
}

// `a`, of a nullable kind, with `can_be_none` and `constant` replaced: through the
// constructors for strings, bytes and instances, which share those without a constant.
Ann WithNullability(const Ann& a, bool can_be_none, const host::HostObject* constant) {
  switch (a->can_be_false ? Kind::kImpossible : a->kind) {  // the shared ones are never False
    case Kind::kStr:
      return StrAnn(can_be_none, constant);
    case Kind::kBytes:
      return BytesAnn(can_be_none, constant);
    case Kind::kInstance:
      return InstanceAnn(a->classdef, can_be_none, constant);
    default: {
      auto copy = Copy(a);
      copy->can_be_none = can_be_none;
      copy->constant = constant;
      if (can_be_none && IsNumeric(a)) copy->knowntypedata.clear();
      return copy;
    }
  }
}

Ann UnionWithNone(const Ann& other) {
  // False is already the null pointer: None cannot be it too.
  if (other->can_be_false && other->kind != Kind::kBool) return nullptr;
  // False or None: remembered as False (FalseOnlyAnn), for the message if an object
  // meets it.
  if (IsFalseConstant(other)) return WithNullability(FalseOnlyAnn(), true, nullptr);
  // Lists, dicts and sets are pointers that may be null anyway; the flag still records
  // that None met them, so that isinstance() keeps the branch where the value is None
  // (the same answer whichever of the two reached a variable first).
  if (other->kind == Kind::kList || other->kind == Kind::kDict || other->kind == Kind::kSet)
    return other->can_be_none ? other : WithNullability(other, true, nullptr);
  if (other->kind == Kind::kChar) return StrAnn(true);  // a char or None is a nullable str
  if (!IsNullableKind(other->kind)) return nullptr;
  return WithNullability(other, true, nullptr);
}

bool DescsCompatible(const std::vector<Desc*>& descs) {
  // A PBC set mixes only descs that the RTyper can represent together.
  if (descs.empty()) return true;
  DescKind first = descs.front()->kind();
  for (Desc* d : descs) {
    DescKind k = d->kind();
    bool frozen_like = (k == DescKind::kFrozen) && (first == DescKind::kFrozen);
    if (k != first && !frozen_like) return false;
  }
  // Bound methods are represented by their receiver; receivers without a common base
  // (closures of different functions) by any object, the call choosing the
  // implementation by the receiver's class (docs/annotator.md, "Functions as values").
  return true;
}

// A method's function, the class it was found on, and its name: what SimplifiedMethods
// merges by. Hashed by the two pointers alone (the name rarely differs between two
// methods of one function found on one class): a tree keyed by the three took 30% of
// the time of uniting two sets of 1,448 methods.
struct MethodKey {
  FunctionDesc* function;
  ClassDef* origin;
  std::string_view name;
  bool operator==(const MethodKey& other) const {
    return function == other.function && origin == other.origin && name == other.name;
  }
};
struct MethodKeyHash {
  size_t operator()(const MethodKey& key) const {
    return std::hash<const void*>()(key.function) * 31 + std::hash<const void*>()(key.origin);
  }
};

// One function found on one class, bound to several classes, is bound to their common
// base (RPython's simplify_desc_set): the union of bound methods stays monotone whatever
// the order in which the receiver's annotation generalised.
std::vector<Desc*> SimplifiedMethods(std::vector<Desc*> descs) {
  // The result is sorted by key afterwards (MakePbc): the order of the map is not seen.
  std::unordered_map<MethodKey, MethodDesc*, MethodKeyHash> merged;
  merged.reserve(descs.size());
  std::vector<Desc*> result;
  for (Desc* desc : descs) {
    auto* method = desc->kind() == DescKind::kMethod ? static_cast<MethodDesc*>(desc) : nullptr;
    if (method == nullptr || method->selfclass() == nullptr || method->bookkeeper == nullptr) {
      result.push_back(desc);
      continue;
    }
    auto [it, inserted] =
        merged.emplace(MethodKey{method->function(), method->origin(), method->name()}, method);
    if (inserted || it->second->selfclass() == method->selfclass()) continue;
    ClassDef* common = it->second->selfclass()->CommonBase(method->selfclass());
    if (common == nullptr) {
      result.push_back(desc);  // unrelated receivers: kept apart
      continue;
    }
    it->second = method->bookkeeper->GetMethodDesc(method->function(), method->origin(), common,
                                                   method->name());
  }
  for (const auto& [key, method] : merged) result.push_back(method);
  return result;
}

bool KeyLess(const Desc* x, const Desc* y) { return x->key() < y->key(); }

// Strictly increasing keys: what PbcAnn keeps.
bool SortedByKey(const std::vector<Desc*>& descs) {
  for (size_t i = 1; i < descs.size(); ++i) {
    if (!KeyLess(descs[i - 1], descs[i])) return false;
  }
  return true;
}

// The union of two sets sorted by key, sorted by key.
std::vector<Desc*> MergedByKey(const std::vector<Desc*>& a, const std::vector<Desc*>& b) {
  std::vector<Desc*> result;
  result.reserve(a.size() + b.size());
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] == b[j]) {
      result.push_back(a[i++]);
      ++j;
    } else if (KeyLess(b[j], a[i])) {
      result.push_back(b[j++]);
    } else {
      result.push_back(a[i++]);
    }
  }
  result.insert(result.end(), a.begin() + i, a.end());
  result.insert(result.end(), b.begin() + j, b.end());
  return result;
}

// The size of MergedByKey(a, b), without making it.
size_t MergedSizeByKey(const std::vector<Desc*>& a, const std::vector<Desc*>& b) {
  size_t count = 0, i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] == b[j]) {
      ++i;
      ++j;
    } else if (KeyLess(b[j], a[i])) {
      ++j;
    } else {
      ++i;
    }
    ++count;
  }
  return count + (a.size() - i) + (b.size() - j);
}

// `members` sorted by key, each once, where `sorted` (sorted by key, each once) holds most
// of them: those keep its order, and only the others (methods rebound to a common base)
// are sorted. Sorting the whole union of two sets of 1,448 methods by their string keys
// again was 5% of the serial instructions (200k generated lines).
std::vector<Desc*> SortedAlong(const std::vector<Desc*>& sorted, std::vector<Desc*> members) {
  // Membership by address (sorted, then binary searches): a hash set of the 2,900 members
  // cost twice what it saved.
  std::sort(members.begin(), members.end(), std::less<Desc*>());
  members.erase(std::unique(members.begin(), members.end()), members.end());
  std::vector<bool> taken(members.size());
  std::vector<Desc*> kept, others;
  kept.reserve(members.size());
  for (Desc* desc : sorted) {
    auto it = std::lower_bound(members.begin(), members.end(), desc, std::less<Desc*>());
    if (it == members.end() || *it != desc) continue;
    kept.push_back(desc);
    taken[it - members.begin()] = true;
  }
  for (size_t i = 0; i < members.size(); ++i) {
    if (!taken[i]) others.push_back(members[i]);
  }
  std::sort(others.begin(), others.end(), KeyLess);
  return MergedByKey(kept, others);
}

// A method bound to a class: unions of those are simplified (SimplifiedMethods).
bool HasBoundMethod(const std::vector<Desc*>& descs) {
  for (const Desc* desc : descs) {
    if (desc->kind() != DescKind::kMethod) continue;
    auto* method = static_cast<const MethodDesc*>(desc);
    if (method->selfclass() != nullptr && method->bookkeeper != nullptr) return true;
  }
  return false;
}

// Functions meeting bound methods (a module-level function and a closure in one
// variable): each function becomes a closure of no cells (Bookkeeper::FunctionAsClosure),
// so that the set is one of bound methods. `descs` unchanged when that is not possible.
std::vector<Desc*> FunctionsAsClosures(std::vector<Desc*> descs) {
  Bookkeeper* bookkeeper = nullptr;
  for (Desc* desc : descs) {
    if (desc->kind() == DescKind::kMethod && static_cast<MethodDesc*>(desc)->selfclass() != nullptr)
      bookkeeper = static_cast<MethodDesc*>(desc)->bookkeeper;
    else if (desc->kind() != DescKind::kFunction)
      return descs;
  }
  if (bookkeeper == nullptr) return descs;
  std::vector<Desc*> result;
  for (Desc* desc : descs) {
    if (desc->kind() == DescKind::kFunction) {
      MethodDesc* method = bookkeeper->FunctionAsClosure(static_cast<FunctionDesc*>(desc));
      if (method == nullptr) return descs;
      desc = method;
    }
    result.push_back(desc);
  }
  return result;
}

// A class constant meeting "some subclass of C" (a raised class meeting a caught one):
// the class of their common base or a subclass.
Ann TypeWithClasses(const Ann& type, const Ann& pbc) {
  ClassDef* common = type->classdef;
  for (Desc* desc : pbc->descs) {
    if (desc->kind() != DescKind::kClass) return nullptr;
    ClassDef* classdef = static_cast<ClassDesc*>(desc)->classdef;
    if (classdef == nullptr || common == nullptr) return nullptr;
    common = common->CommonBase(classdef);
  }
  // None too: a class or None (a context manager's exc_type) is a nullable vtable pointer.
  return common != nullptr ? TypeAnn(common, type->can_be_none || pbc->can_be_none) : nullptr;
}

std::atomic<Bookkeeper*> var_tuple_maker{nullptr};

// The union of two tuples of different known lengths: a new tuple of any length holding
// the items of both (null when no Bookkeeper is registered).
Ann VarTupleOfBoth(const Ann& a, const Ann& b) {
  Bookkeeper* bookkeeper = var_tuple_maker.load();
  if (bookkeeper == nullptr || a->can_be_none || b->can_be_none) return nullptr;
  ListDef* listdef = bookkeeper->NewListDef();
  listdef->MarkTuple();
  for (const Ann* tuple : {&a, &b}) {
    for (const Ann& item : (*tuple)->items) listdef->item().Generalise(WithoutConstant(item));
  }
  return ListAnn(listdef);
}

// The union of `var_tuple` (a tuple of any length) and `fixed` (one of known length): the
// former, whose ListDef's item absorbs each item of the latter. A fixed tuple that may be
// None is refused (a tuple of any length is never None here: RTyper's conversion would
// have to test it).
Ann VarTupleAbsorbing(const Ann& var_tuple, const Ann& fixed) {
  if (fixed->can_be_none) throw UnionError(var_tuple, fixed);
  for (const Ann& item : fixed->items) var_tuple->listdef->item().Generalise(WithoutConstant(item));
  return var_tuple;
}

// The number of arguments a call passes to `desc` (a function, or a method bound to its
// first parameter), or -1 when it takes *args.
int CallArity(const Desc* desc) {
  const host::HostObject* function = nullptr;
  int bound = 0;
  if (desc->kind() == DescKind::kFunction) {
    function = desc->object();
  } else if (desc->kind() == DescKind::kMethod &&
             static_cast<const MethodDesc*>(desc)->selfclass() != nullptr) {
    function = static_cast<const MethodDesc*>(desc)->function()->object();
    bound = 1;
  }
  if (function == nullptr || function->code() == nullptr) return -1;
  const host::CodeInfo& code = *function->code();
  if (code.flags & host::kCoVarargs) return -1;
  return code.argcount - bound;
}

// A builtin function meeting the program's functions in one variable (`{"max": max,
// "add": lambda a, b: a + b}`): the builtin becomes a function of the program taking as
// many arguments as they do (Bookkeeper::BuiltinAsFunction), and the union is one of
// functions. Null when they take different numbers or there is no Bookkeeper.
Ann BuiltinWithFunctions(const Ann& builtin, const Ann& functions) {
  Bookkeeper* bookkeeper = var_tuple_maker.load();
  if (bookkeeper == nullptr || functions->descs.empty()) return nullptr;
  int arity = -1;
  for (const Desc* desc : functions->descs) {
    int n = CallArity(desc);
    if (n < 0 || (arity >= 0 && n != arity)) return nullptr;
    arity = n;
  }
  Ann function = bookkeeper->BuiltinAsFunction(builtin, arity);
  if (function == nullptr) return nullptr;
  return Union(functions, function);
}

// Two different builtins in one variable (`{"hex": hex, "oct": oct}`): both become
// functions of the program taking as many arguments as their signatures require (the one
// known, when only one is), so that later functions of the program may join them.
Ann BuiltinsAsFunctions(const Ann& a, const Ann& b) {
  Bookkeeper* bookkeeper = var_tuple_maker.load();
  if (bookkeeper == nullptr) return nullptr;
  int arity_a = bookkeeper->BuiltinArity(a);
  int arity_b = bookkeeper->BuiltinArity(b);
  if (arity_a < 0) arity_a = arity_b;
  if (arity_b < 0) arity_b = arity_a;
  if (arity_a < 0 || arity_a != arity_b) return nullptr;
  Ann function_a = bookkeeper->BuiltinAsFunction(a, arity_a);
  Ann function_b = bookkeeper->BuiltinAsFunction(b, arity_b);
  if (function_a == nullptr || function_b == nullptr) return nullptr;
  return Union(function_a, function_b);
}

}  // namespace

void SetVarTupleMaker(Bookkeeper* bookkeeper) { var_tuple_maker.store(bookkeeper); }

void UnsetVarTupleMaker(Bookkeeper* bookkeeper) {
  var_tuple_maker.compare_exchange_strong(bookkeeper, nullptr);
}

UnionError::UnionError(Ann a, Ann b)
    : std::runtime_error("cannot unify " + Describe(a) + " and " + Describe(b)),
      left(std::move(a)),
      right(std::move(b)) {}

Ann Impossible() {
  static const Ann impossible = Make(Kind::kImpossible);
  return impossible;
}
Ann UndefinedAnn() {
  static const Ann undefined = Make(Kind::kImpossible);
  return undefined;
}
// Numbers, strings and None without a constant are made hundreds of thousands of times
// (every arithmetic result and comparison, every parameter stripped of its constant): one
// shared object for each instead of an allocation per result, which Equal then meets by
// pointer. Annotations are immutable, and the rules that attach narrowing facts to a bool
// copy it first, so sharing changes no result.
Ann NoneAnn() {
  static const Ann none = Make(Kind::kNone);
  return none;
}
Ann BoolAnn(const host::HostObject* constant) {
  static const Ann shared = [] {
    auto a = Make(Kind::kBool);
    a->nonneg = true;
    return a;
  }();
  if (constant == nullptr) return shared;
  auto a = Make(Kind::kBool, constant);
  a->nonneg = true;
  return a;
}
Ann IntAnn(bool nonneg, bool is_unsigned, const host::HostObject* constant) {
  auto make = [](bool nonneg, bool is_unsigned, const host::HostObject* constant) {
    auto a = Make(Kind::kInteger, constant);
    a->nonneg = nonneg || is_unsigned;
    a->is_unsigned = is_unsigned;
    return a;
  };
  if (constant == nullptr) {
    static const Ann signed_int = make(false, false, nullptr);
    static const Ann nonneg_int = make(true, false, nullptr);
    static const Ann unsigned_int = make(true, true, nullptr);
    return is_unsigned ? unsigned_int : nonneg ? nonneg_int : signed_int;
  }
  return make(nonneg, is_unsigned, constant);
}
Ann FloatAnn(const host::HostObject* constant) {
  static const Ann shared = Make(Kind::kFloat);
  return constant == nullptr ? shared : Make(Kind::kFloat, constant);
}
Ann CharAnn(const host::HostObject* constant) {
  static const Ann shared = Make(Kind::kChar);
  return constant == nullptr ? shared : Make(Kind::kChar, constant);
}
namespace {
// Str and bytes, with or without None.
Ann StringLike(Kind kind, bool can_be_none, const host::HostObject* constant) {
  auto make = [](Kind kind, bool can_be_none, const host::HostObject* constant) {
    auto a = Make(kind, constant);
    a->can_be_none = can_be_none;
    return a;
  };
  if (constant != nullptr) return make(kind, can_be_none, constant);
  static const Ann str[2] = {make(Kind::kStr, false, nullptr), make(Kind::kStr, true, nullptr)};
  static const Ann bytes[2] = {make(Kind::kBytes, false, nullptr),
                               make(Kind::kBytes, true, nullptr)};
  return (kind == Kind::kStr ? str : bytes)[can_be_none ? 1 : 0];
}
}  // namespace
Ann StrAnn(bool can_be_none, const host::HostObject* constant) {
  return StringLike(Kind::kStr, can_be_none, constant);
}
Ann BytesAnn(bool can_be_none, const host::HostObject* constant) {
  return StringLike(Kind::kBytes, can_be_none, constant);
}
Ann TupleAnn(std::vector<Ann> items, const host::HostObject* constant) {
  auto a = Make(Kind::kTuple, constant);
  a->items = std::move(items);
  return a;
}
Ann ListAnn(ListDef* listdef) {
  auto a = Make(Kind::kList);
  a->listdef = listdef;
  return a;
}
Ann SetAnn(DictDef* elements, SetType type) {
  auto a = Make(Kind::kSet);
  a->dictdef = elements;
  a->set_type = type;
  return a;
}

Ann DictAnn(DictDef* dictdef) {
  auto a = Make(Kind::kDict);
  a->dictdef = dictdef;
  return a;
}
Ann KwargsRecordAnn(std::vector<Ann> values, std::vector<std::string> keys) {
  auto a = Make(Kind::kTuple);
  a->items = std::move(values);
  a->dict_keys = std::make_shared<const std::vector<std::string>>(std::move(keys));
  return a;
}
Ann KwargsDictAnn(DictDef* dictdef, std::vector<std::string> keys) {
  auto a = Make(Kind::kDict);
  a->dictdef = dictdef;
  a->dict_keys = std::make_shared<const std::vector<std::string>>(std::move(keys));
  return a;
}
Ann InstanceAnn(ClassDef* classdef, bool can_be_none, const host::HostObject* constant) {
  if (constant == nullptr && classdef != nullptr) {
    // Null only while the ClassDef makes its own.
    if (const Ann& shared = classdef->instance(can_be_none)) return shared;
  }
  auto a = Make(Kind::kInstance, constant);
  a->classdef = classdef;
  a->can_be_none = can_be_none;
  return a;
}
Ann TypeAnn(ClassDef* classdef, bool can_be_none) {
  auto a = Make(Kind::kType);
  a->classdef = classdef;
  a->can_be_none = can_be_none;
  return a;
}
namespace {

// `sorted`: the caller knows `descs` are sorted by key, each once.
std::shared_ptr<Annotation> MakePbc(std::vector<Desc*> descs, bool can_be_none,
                                    bool sorted = false) {
  // Sorted by key, each once (keys name descs uniquely); usually already so.
  if (!sorted && !SortedByKey(descs)) {
    std::sort(descs.begin(), descs.end(), KeyLess);
    descs.erase(std::unique(descs.begin(), descs.end()), descs.end());
  }
  auto a = Make(Kind::kPBC, descs.size() == 1 && !can_be_none ? descs[0]->object() : nullptr);
  // A method's object is its function: that is not the method's constant value.
  if (a->constant != nullptr && descs[0]->kind() == DescKind::kMethod) a->constant = nullptr;
  if (a->constant != nullptr && descs[0]->kind() == DescKind::kMethodOfFrozen)
    a->constant = nullptr;
  a->descs = std::move(descs);
  a->can_be_none = can_be_none;
  return a;
}

std::shared_ptr<Annotation> MarkedSimplified(std::shared_ptr<Annotation> a) {
  a->methods_simplified = true;
  return a;
}

}  // namespace

Ann PbcAnn(std::vector<Desc*> descs, bool can_be_none) {
  return MakePbc(std::move(descs), can_be_none);
}

Ann SimplifiedMethodsAnn(std::vector<Desc*> descs, bool can_be_none) {
  return MarkedSimplified(MakePbc(std::move(descs), can_be_none));
}
Ann IteratorAnn(IterKind kind, Ann container) {
  auto a = Make(Kind::kIterator);
  a->iter_kind = kind;
  a->items = {std::move(container)};
  return a;
}
Ann BuiltinAnn(std::string name, const host::HostObject* constant) {
  auto a = Make(Kind::kBuiltin, constant);
  a->name = std::move(name);
  return a;
}
Ann BuiltinMethodAnn(std::string name, Ann receiver) {
  auto a = Make(Kind::kBuiltinMethod);
  a->name = std::move(name);
  a->items = {std::move(receiver)};
  return a;
}
Ann SliceAnn(Ann start, Ann stop, Ann step) {
  auto a = Make(Kind::kSlice);
  a->items = {std::move(start), std::move(stop), std::move(step)};
  return a;
}

Ann SuperAnn(ClassDef* classdef, Ann instance) {
  auto a = Make(Kind::kSuper);
  a->classdef = classdef;
  a->items = {std::move(instance)};
  return a;
}

Ann WithoutConstant(const Ann& a) {
  if (a->constant == nullptr && a->knowntypedata.empty()) return a;
  switch (a->kind) {
    case Kind::kPBC:
    case Kind::kBuiltin:
      return a;  // their identity is their meaning
    case Kind::kNone:
      return NoneAnn();
    case Kind::kBool:
    case Kind::kInteger:
    case Kind::kFloat: {
      if (IsFalseConstant(a)) return FalseOnlyAnn();
      Ann number = a->kind == Kind::kBool ? BoolAnn()
                   : a->kind == Kind::kInteger
                       ? WithNumberKinds(IntAnn(a->nonneg, a->is_unsigned), a->may_be_bool, false)
                       : WithNumberKinds(FloatAnn(), a->may_be_bool, a->may_be_int);
      return a->can_be_none ? WithNullability(number, true, nullptr) : number;
    }
    case Kind::kChar:
      return CharAnn();
    case Kind::kStr:
    case Kind::kBytes:
    case Kind::kInstance:
      return WithNullability(a, a->can_be_none, nullptr);
    default:
      break;
  }
  auto copy = Copy(a);
  copy->constant = nullptr;
  copy->knowntypedata.clear();
  return copy;
}

Ann WithConstant(const Ann& a, const host::HostObject* constant) {
  auto copy = Copy(a);
  copy->constant = constant;
  return copy;
}

Ann Nullable(const Ann& a) {
  if (a->kind == Kind::kNone || a->kind == Kind::kImpossible) return a;
  Ann result = UnionWithNone(a);
  if (result == nullptr) throw UnionError(a, NoneAnn());
  return result;
}

Ann NonNullable(const Ann& a) {
  if (!IsNullableKind(a->kind) || !a->can_be_none) return a;
  // A set of one pre-built constant is that constant, however it was reached.
  if (a->kind == Kind::kPBC) return PbcAnn(a->descs, false);
  return WithNullability(a, false, a->constant);
}

bool IsNumeric(const Ann& a) {
  return a->kind == Kind::kBool || a->kind == Kind::kInteger || a->kind == Kind::kFloat;
}

bool CanBeNone(const Ann& a) {
  return a->kind == Kind::kNone || a->can_be_none || a->kind == Kind::kList ||
         a->kind == Kind::kDict || a->kind == Kind::kSet;
}

namespace {

// Whether `side` of a PBC union already is its result: it holds all `united` descs of the
// two sides and is nullable exactly when the result is.
bool IsTheUnion(const Ann& side, size_t united, bool can_be_none) {
  return united == side->descs.size() && can_be_none == side->can_be_none;
}

// Whether the simplified set `big` is already the union of itself with the few descs of
// `small`: each is in `big`, or is a method whose function and class `big` binds once, to
// the same class or a base of its receiver (SimplifiedMethods would rebind it to that
// one). It is what a block annotated again meets: a method read through a receiver that
// has since generalised (a handful of methods bound to a subclass, then 1,295 bound to the
// base), whose full simplification cost 0.6 M instructions each time (200k generated
// lines). False when not decided this way: the general path then unites them.
bool AbsorbsRebound(const Ann& big, const Ann& small) {
  constexpr size_t kFew = 8;  // each is looked for by a scan of `big`
  if (small->descs.size() > kFew) return false;
  for (Desc* desc : small->descs) {
    if (std::find(big->descs.begin(), big->descs.end(), desc) != big->descs.end()) continue;
    if (desc->kind() != DescKind::kMethod) return false;
    auto* method = static_cast<MethodDesc*>(desc);
    if (method->selfclass() == nullptr || method->bookkeeper == nullptr) return false;
    const MethodDesc* host = nullptr;
    for (Desc* other : big->descs) {
      if (other->kind() != DescKind::kMethod) continue;
      auto* candidate = static_cast<MethodDesc*>(other);
      if (candidate->function() != method->function() || candidate->origin() != method->origin() ||
          candidate->name() != method->name())
        continue;
      if (host != nullptr) return false;  // bound apart to unrelated receivers
      host = candidate;
    }
    if (host == nullptr || host->selfclass() == nullptr ||
        !method->selfclass()->IsSubclassOf(host->selfclass()))
      return false;
  }
  return true;
}

// A set of functions, classes or frozen objects meeting one more of them: a table of 1,448
// classes or functions (a pre-built list or dict, a class attribute with an override per
// subclass) is united one entry at a time, and merging the whole set, then checking that
// it is sorted, cost two string comparisons per member each time (200k generated lines:
// 1.2 G instructions). The new one's place is found by a binary search instead. Null when
// neither side is a single desc, or when the result needs the general path.
Ann WithOneMore(const Ann& a, const Ann& b, bool can_be_none) {
  bool a_single = a->descs.size() == 1;
  if (!a_single && b->descs.size() != 1) return nullptr;
  const Ann& set = a_single ? b : a;
  Desc* one = a_single ? a->descs[0] : b->descs[0];
  auto at = std::lower_bound(set->descs.begin(), set->descs.end(), one, KeyLess);
  if (at != set->descs.end() && *at == one) {
    return IsTheUnion(set, set->descs.size(), can_be_none) ? set : nullptr;
  }
  // Every member of `set` is of one kind already: the new one must be of it too.
  if (!DescsCompatible({set->descs.front(), one})) throw UnionError(a, b);
  std::vector<Desc*> descs;
  descs.reserve(set->descs.size() + 1);
  descs.insert(descs.end(), set->descs.begin(), at);
  descs.push_back(one);
  descs.insert(descs.end(), at, set->descs.end());
  return MakePbc(std::move(descs), can_be_none, /*sorted=*/true);
}

}  // namespace

Ann UnionOfAll(std::vector<Ann> values) {
  // Builtin functions last: one meeting the program's functions takes their number of
  // arguments, which two builtins of unknown signatures (max, min) meeting first lack.
  auto builtins = std::stable_partition(values.begin(), values.end(),
                                        [](const Ann& v) { return v->kind != Kind::kBuiltin; });
  std::vector<Ann> last(builtins, values.end());
  values.erase(builtins, values.end());
  for (size_t width = values.size(); width > 1; width = (width + 1) / 2) {
    for (size_t i = 0; i < width / 2; ++i) values[i] = Union(values[2 * i], values[2 * i + 1]);
    if (width % 2 == 1) values[width / 2] = values[width - 1];
  }
  Ann result = values.empty() ? nullptr : values.front();
  for (const Ann& builtin : last) result = result == nullptr ? builtin : Union(result, builtin);
  return result;
}

namespace {

// `united`, a list, dict or set, marked as may-be-None when `a` or `b` was: a union
// whose result does not depend on which side came first.
Ann NullableIfEither(const Ann& united, const Ann& a, const Ann& b) {
  bool can_be_none = a->can_be_none || b->can_be_none;
  if (united->can_be_none == can_be_none) return united;
  return WithNullability(united, can_be_none, can_be_none ? nullptr : united->constant);
}

}  // namespace

namespace {
Ann UnionOfValues(const Ann& a, const Ann& b);
}  // namespace

bool IsFalseConstant(const Ann& a) {
  if (a->kind != Kind::kBool || a->can_be_none) return false;
  return a->can_be_false || (a->constant != nullptr && !a->constant->IsTrueConstant());
}

// False stored where constants are dropped (a parameter, a list item, a generator's
// items): still only False, so that a dict meeting it later is a dict or False
// whichever arrived first. A bool whose `can_be_false` says it is always False.
Ann FalseOnlyAnn() {
  static const Ann shared = [] {
    auto a = Make(Kind::kBool);
    a->nonneg = true;
    a->can_be_false = true;
    return a;
  }();
  return shared;
}

bool CanHoldFalse(const Ann& a) {
  switch (a->kind) {
    case Kind::kStr:
    case Kind::kBytes:
    case Kind::kList:
    case Kind::kDict:
    case Kind::kSet:
    case Kind::kInstance:
      return !a->can_be_none;
    case Kind::kTuple:  // an empty tuple is false too, so not told from False by truth
      return !a->can_be_none && !a->items.empty() && a->dict_keys == nullptr;
    default:
      return false;
  }
}

Ann WithFalse(const Ann& a) {
  if (a->can_be_false) return a;
  auto copy = Copy(a->kind == Kind::kChar ? StrAnn() : WithoutConstant(a));
  copy->can_be_false = true;
  return copy;
}

Ann NonFalse(const Ann& a) {
  if (!a->can_be_false) return a;
  auto copy = Copy(a);
  copy->can_be_false = false;
  return copy;
}

std::string FalseUnionHint(const Ann& a, const Ann& b) {
  for (int side = 0; side < 2; ++side) {
    const Ann& x = side == 0 ? a : b;  // the bool or None
    const Ann& y = side == 0 ? b : a;  // the object
    Ann object = NonFalse(Nullable(y->kind == Kind::kChar ? StrAnn() : y));
    if (!CanHoldFalse(NonNullable(object))) continue;
    bool none = x->kind == Kind::kNone || y->can_be_none || x->can_be_none;
    bool is_false = x->can_be_false || y->can_be_false || IsFalseConstant(NonNullable(x));
    if (x->kind == Kind::kBool && !IsFalseConstant(NonNullable(x)))
      return " (" + Describe(NonNullable(object)) +
             " may meet the constant False, held as its null pointer, but not a bool that "
             "may be True: return False or None where there is no result)";
    if (none && is_false && (x->kind == Kind::kBool || x->kind == Kind::kNone))
      return " (" + Describe(NonNullable(object)) +
             " may meet None or the constant False, but not both: both would be its null "
             "pointer; return None on every path where there is no result)";
  }
  return "";
}

// Containers, strings, tuples and instances may meet the constant False (`return False`
// where a dict is returned otherwise): the null pointer stands for it (can_be_false).
Ann Union(const Ann& a, const Ann& b) {
  if (a == b) return a;
  if (a->kind == Kind::kImpossible) return b;
  if (b->kind == Kind::kImpossible) return a;
  if (IsFalseConstant(a) && IsFalseConstant(b)) return SameConstant(a, b) ? a : FalseOnlyAnn();
  if (IsFalseConstant(a) && b->kind == Kind::kChar) return WithFalse(b);
  if (IsFalseConstant(b) && a->kind == Kind::kChar) return WithFalse(a);
  if (IsFalseConstant(a) && (b->can_be_false || CanHoldFalse(b))) return WithFalse(b);
  if (IsFalseConstant(b) && (a->can_be_false || CanHoldFalse(a))) return WithFalse(a);
  if ((a->can_be_false && a->kind != Kind::kBool) || (b->can_be_false && b->kind != Kind::kBool)) {
    Ann united = UnionOfValues(NonFalse(a), NonFalse(b));
    if (!CanHoldFalse(united)) throw UnionError(a, b);
    return WithFalse(united);
  }
  return UnionOfValues(a, b);
}

namespace {

Ann UnionOfValues(const Ann& a, const Ann& b) {
  if (a == b) return a;
  if (a->kind == Kind::kNone && b->kind == Kind::kNone) return a;
  if (a->kind == Kind::kNone || b->kind == Kind::kNone) {
    Ann result = UnionWithNone(a->kind == Kind::kNone ? b : a);
    if (result == nullptr) throw UnionError(a, b);
    return result;
  }
  Kind ka = a->kind;
  Kind kb = b->kind;
  // Numbers: bool <= nonneg int <= int <= float.
  if (IsNumeric(a) && IsNumeric(b)) {
    if (a->can_be_none || b->can_be_none) {
      Ann united = Union(NonNullable(a), NonNullable(b));
      return WithNullability(united, true, nullptr);
    }
    const host::HostObject* constant = KeptConstant(a, b);
    if (ka == Kind::kBool && kb == Kind::kBool) return BoolAnn(constant);
    // The representation is the wider one; the narrower Python types are remembered.
    bool may_be_bool = ka == Kind::kBool || kb == Kind::kBool || a->may_be_bool || b->may_be_bool;
    if (ka == Kind::kFloat || kb == Kind::kFloat) {
      bool may_be_int =
          ka == Kind::kInteger || kb == Kind::kInteger || a->may_be_int || b->may_be_int;
      return WithNumberKinds(FloatAnn(constant), may_be_bool, may_be_int);
    }
    if (a->is_unsigned != b->is_unsigned) {
      // Mixing signed and unsigned needs an explicit r_uint()/intmask().
      bool a_nonneg_const = ka == Kind::kBool || (a->constant && a->nonneg);
      bool b_nonneg_const = kb == Kind::kBool || (b->constant && b->nonneg);
      if (!(a_nonneg_const || b_nonneg_const)) throw UnionError(a, b);
    }
    return WithNumberKinds(
        IntAnn(a->nonneg && b->nonneg, a->is_unsigned || b->is_unsigned, constant), may_be_bool,
        false);
  }
  if (IsStringLike(ka) && IsStringLike(kb)) {
    const host::HostObject* constant = KeptConstant(a, b);
    if (ka == Kind::kChar && kb == Kind::kChar) return CharAnn(constant);
    return StrAnn(a->can_be_none || b->can_be_none, constant);
  }
  if (ka == Kind::kType && kb == Kind::kPBC) {
    if (Ann result = TypeWithClasses(a, b)) return result;
  }
  if (ka == Kind::kPBC && kb == Kind::kType) {
    if (Ann result = TypeWithClasses(b, a)) return result;
  }
  // A tuple of known length meeting a tuple of any length: the latter, its items
  // generalised by the former's (the RTyper converts the fixed tuple where it flows in).
  if (ka == Kind::kTuple && kb == Kind::kList && b->listdef->tuple())
    return VarTupleAbsorbing(b, a);
  if (ka == Kind::kList && kb == Kind::kTuple && a->listdef->tuple())
    return VarTupleAbsorbing(a, b);
  if (ka == Kind::kBuiltin && kb == Kind::kPBC) {
    if (Ann result = BuiltinWithFunctions(a, b)) return result;
  }
  if (ka == Kind::kPBC && kb == Kind::kBuiltin) {
    if (Ann result = BuiltinWithFunctions(b, a)) return result;
  }
  // The record of a **kwargs parameter that is only passed on meets only itself.
  if ((ka == Kind::kTuple && a->dict_keys != nullptr) ||
      (kb == Kind::kTuple && b->dict_keys != nullptr)) {
    if (ka != kb || a->dict_keys == nullptr || b->dict_keys == nullptr ||
        *a->dict_keys != *b->dict_keys || a->items.size() != b->items.size())
      throw UnionError(a, b);
  }
  if (ka != kb) throw UnionError(a, b);
  switch (ka) {
    case Kind::kBytes:
      return BytesAnn(a->can_be_none || b->can_be_none, KeptConstant(a, b));
    case Kind::kTuple: {
      if (a->items.size() != b->items.size()) {
        if (Ann var_tuple = VarTupleOfBoth(a, b)) return var_tuple;
        throw UnionError(a, b);
      }
      std::vector<Ann> items;
      for (size_t i = 0; i < a->items.size(); ++i) items.push_back(Union(a->items[i], b->items[i]));
      Ann tuple = TupleAnn(std::move(items), KeptConstant(a, b));
      if (a->dict_keys != nullptr) tuple = KwargsRecordAnn(tuple->items, *a->dict_keys);
      // A tuple or None (`return None` on one path): a null pointer, as for an instance.
      return a->can_be_none || b->can_be_none ? WithNullability(tuple, true, tuple->constant)
                                              : tuple;
    }
    case Kind::kList:
      // Python 3's range is a type of its own, printed, compared and sliced unlike a list.
      if (a->listdef->range() != b->listdef->range()) throw UnionError(a, b);
      if (a->listdef->tuple() != b->listdef->tuple()) throw UnionError(a, b);
      if (a->listdef->bytearray() != b->listdef->bytearray()) throw UnionError(a, b);
      a->listdef->Merge(b->listdef);
      return NullableIfEither(a, a, b);
    case Kind::kDict: {
      a->dictdef->Merge(b->dictdef);
      // Known keys survive only a union with a dict known to have the same.
      bool same_keys =
          a->dict_keys == nullptr || (b->dict_keys != nullptr && *a->dict_keys == *b->dict_keys);
      return NullableIfEither(same_keys ? a : DictAnn(a->dictdef), a, b);
    }
    case Kind::kSet:
      // A set and a frozenset share a representation (a flag tells them apart).
      a->dictdef->Merge(b->dictdef);
      return NullableIfEither(a->set_type == b->set_type ? a : SetAnn(a->dictdef, SetType::kEither),
                              a, b);
    case Kind::kInstance: {
      ClassDef* common = a->classdef->CommonBase(b->classdef);
      if (common == nullptr) throw UnionError(a, b);
      // Shared by the ClassDef when there is no constant: no allocation.
      return InstanceAnn(common, a->can_be_none || b->can_be_none, KeptConstant(a, b));
    }
    case Kind::kType: {
      ClassDef* common = a->classdef->CommonBase(b->classdef);
      if (common == nullptr) throw UnionError(a, b);
      return TypeAnn(common, a->can_be_none || b->can_be_none);
    }
    case Kind::kPBC: {
      // Sets with no bound method (functions, classes, frozen objects): both sides are
      // sorted by key, so their union is a merge — and the left side itself when it
      // already holds the right (a binding that does not change), instead of a re-sort.
      if (!HasBoundMethod(a->descs) && !HasBoundMethod(b->descs)) {
        bool can_be_none = a->can_be_none || b->can_be_none;
        if (a->descs == b->descs) {
          if (IsTheUnion(a, a->descs.size(), can_be_none)) return a;
          if (IsTheUnion(b, b->descs.size(), can_be_none)) return b;
        }
        if (Ann united = WithOneMore(a, b, can_be_none)) return united;
        std::vector<Desc*> descs = MergedByKey(a->descs, b->descs);
        if (!DescsCompatible(descs)) throw UnionError(a, b);
        if (IsTheUnion(a, descs.size(), can_be_none)) return a;
        if (IsTheUnion(b, descs.size(), can_be_none)) return b;
        return PbcAnn(std::move(descs), can_be_none);
      }
      // A set of simplified methods meeting a subset of itself (the methods read through
      // a class meeting those read again after an override was found): the union is that
      // set, and simplifying its 1,448 methods again was a tree and a sort keyed by strings
      // (200k generated lines). Found by a merge of the two key-sorted sets.
      if (a->methods_simplified || b->methods_simplified) {
        bool can_be_none = a->can_be_none || b->can_be_none;
        // The same methods read again (a block annotated again) compare no key: the count
        // meets the same desc at the same place on both sides.
        size_t united = MergedSizeByKey(a->descs, b->descs);
        if (a->methods_simplified && IsTheUnion(a, united, can_be_none)) return a;
        if (b->methods_simplified && IsTheUnion(b, united, can_be_none)) return b;
        if (a->methods_simplified && a->can_be_none == can_be_none && AbsorbsRebound(a, b))
          return a;
        if (b->methods_simplified && b->can_be_none == can_be_none && AbsorbsRebound(b, a))
          return b;
      }
      std::vector<Desc*> descs = a->descs;
      descs.insert(descs.end(), b->descs.begin(), b->descs.end());
      if (!DescsCompatible(descs)) descs = FunctionsAsClosures(std::move(descs));
      if (!DescsCompatible(descs)) throw UnionError(a, b);
      std::vector<Desc*> simplified = SimplifiedMethods(std::move(descs));
      return MarkedSimplified(
          MakePbc(SortedAlong(MergedByKey(a->descs, b->descs), std::move(simplified)),
                  a->can_be_none || b->can_be_none, /*sorted=*/true));
    }
    case Kind::kIterator:
      if (a->iter_kind != b->iter_kind) throw UnionError(a, b);
      return IteratorAnn(a->iter_kind, Union(a->items[0], b->items[0]));
    case Kind::kBuiltin:
      if (a->name != b->name) {
        if (Ann functions = BuiltinsAsFunctions(a, b)) return functions;
        throw UnionError(a, b);
      }
      return a;
    case Kind::kBuiltinMethod: {
      if (a->name == b->name) return BuiltinMethodAnn(a->name, Union(a->items[0], b->items[0]));
      // t.index of a tuple of known length meeting the same method of a tuple of any
      // length (a list kind): the receivers meet as a tuple of any length, whose method
      // is the list one.
      std::string suffix = a->name.substr(a->name.find('.'));
      if (suffix == b->name.substr(b->name.find('.')) &&
          (a->name.starts_with("tuple.") || b->name.starts_with("tuple."))) {
        Ann receiver = Union(a->items[0], b->items[0]);
        if (receiver->kind == Kind::kList) return BuiltinMethodAnn("list" + suffix, receiver);
      }
      throw UnionError(a, b);
    }
    case Kind::kSlice:
      return SliceAnn(Union(a->items[0], b->items[0]), Union(a->items[1], b->items[1]),
                      Union(a->items[2], b->items[2]));
    case Kind::kSuper:
      if (a->classdef != b->classdef) throw UnionError(a, b);
      return SuperAnn(a->classdef, Union(a->items[0], b->items[0]));
    default:
      throw UnionError(a, b);
  }
}

}  // namespace

Ann WithNumberKinds(const Ann& a, bool may_be_bool, bool may_be_int) {
  may_be_bool = may_be_bool && (a->kind == Kind::kInteger || a->kind == Kind::kFloat);
  may_be_int = may_be_int && a->kind == Kind::kFloat;
  if (a->may_be_bool == may_be_bool && a->may_be_int == may_be_int) return a;
  auto copy = Copy(a);
  copy->may_be_bool = may_be_bool;
  copy->may_be_int = may_be_int;
  return copy;
}

std::string MixedNumberKinds(const Ann& a) {
  if (a->may_be_int) return a->may_be_bool ? "int or bool" : "int";
  return a->may_be_bool ? "bool" : "";
}

bool MayBeIntOrBool(const Ann& a) {
  return a->kind == Kind::kBool || a->kind == Kind::kInteger ||
         (a->kind == Kind::kFloat && (a->may_be_int || a->may_be_bool));
}

Ann AsLookupKey(const Ann& stored, const Ann& key) {
  Ann k = WithoutConstant(key);
  if (!IsNumeric(k)) return k;
  k = WithNumberKinds(k, false, false);
  if (!IsNumeric(stored)) return k;
  auto rank = [](Kind kind) { return kind == Kind::kBool ? 0 : kind == Kind::kInteger ? 1 : 2; };
  if (rank(k->kind) >= rank(stored->kind)) return k;
  // Narrower than the keys: looked up as one of them.
  return stored->kind == Kind::kFloat ? FloatAnn() : IntAnn(true, stored->is_unsigned);
}

bool Equal(const Ann& a, const Ann& b) {
  if (a == b) return true;
  if (a->kind != b->kind || a->constant != b->constant || a->nonneg != b->nonneg ||
      a->is_unsigned != b->is_unsigned || a->may_be_bool != b->may_be_bool ||
      a->may_be_int != b->may_be_int || a->can_be_none != b->can_be_none ||
      a->can_be_false != b->can_be_false || a->classdef != b->classdef ||
      a->iter_kind != b->iter_kind || a->name != b->name || a->set_type != b->set_type ||
      a->items.size() != b->items.size() || a->descs != b->descs) {
    return false;
  }
  if (a->listdef != nullptr && !a->listdef->SameAs(b->listdef)) return false;
  if (a->dictdef != nullptr && !a->dictdef->SameAs(b->dictdef)) return false;
  if ((a->dict_keys == nullptr) != (b->dict_keys == nullptr) ||
      (a->dict_keys != nullptr && *a->dict_keys != *b->dict_keys))
    return false;
  for (size_t i = 0; i < a->items.size(); ++i) {
    if (!Equal(a->items[i], b->items[i])) return false;
  }
  return true;
}

namespace {

std::string DescribeOne(const Ann& a);

}  // namespace

// Bounded: a container holding containers of its own kind (a tree of nested dicts) is
// its own item, so its description is cut short ("...") instead of recursing forever.
std::string Describe(const Ann& a) {
  thread_local int depth = 0;
  if (depth >= 12) return "...";
  struct Level {
    Level() { ++depth; }
    ~Level() { --depth; }
  } level;
  return DescribeOne(a);
}

namespace {

std::string DescribeOne(const Ann& a) {
  std::string text;
  switch (a->kind) {
    case Kind::kImpossible:
      return "impossible";
    case Kind::kNone:
      return "None";
    case Kind::kBool:
      text = a->can_be_false ? "False" : "bool";  // FalseOnlyAnn
      break;
    case Kind::kInteger:
      text = a->is_unsigned ? "r_uint" : a->nonneg ? "nonneg int" : "int";
      if (a->may_be_bool) text += " or bool";
      break;
    case Kind::kFloat:
      text = "float";
      if (!MixedNumberKinds(a).empty()) text += " or " + MixedNumberKinds(a);
      break;
    case Kind::kChar:
      text = "char";
      break;
    case Kind::kStr:
      text = "str";
      break;
    case Kind::kBytes:
      text = "bytes";
      break;
    case Kind::kTuple: {
      text = "tuple(";
      for (size_t i = 0; i < a->items.size(); ++i) text += (i ? ", " : "") + Describe(a->items[i]);
      text += ")";
      break;
    }
    case Kind::kList: {
      if (a->listdef->bytearray()) {
        text = "bytearray";
        break;
      }
      text = std::string(a->listdef->range()   ? "range list of "
                         : a->listdef->tuple() ? "tuple (of any length) of "
                                               : "list of ") +
             Describe(a->listdef->item().peek());
      break;
    }
    case Kind::kDict:
      text = "dict of " + Describe(a->dictdef->key().peek()) + " to " +
             Describe(a->dictdef->value().peek());
      break;
    case Kind::kSet:
      text = std::string(a->set_type == SetType::kSet      ? "set"
                         : a->set_type == SetType::kFrozen ? "frozenset"
                                                           : "set or frozenset") +
             " of " + Describe(a->dictdef->key().peek());
      break;
    case Kind::kInstance:
      text = "instance of " + a->classdef->name();
      break;
    case Kind::kType:
      text = "class " + a->classdef->name() + " or a subclass";
      break;
    case Kind::kPBC: {
      text = a->descs.size() == 1 ? "" : "one of {";
      for (size_t i = 0; i < a->descs.size(); ++i) text += (i ? ", " : "") + a->descs[i]->key();
      if (a->descs.size() != 1) text += "}";
      break;
    }
    case Kind::kIterator:
      text = "iterator over " + Describe(a->items[0]);
      break;
    case Kind::kBuiltin:
      text = "builtin " + a->name;
      break;
    case Kind::kBuiltinMethod:
      text = "method " + a->name + " of " + Describe(a->items[0]);
      break;
    case Kind::kSlice:
      text = "slice";
      break;
    case Kind::kSuper:
      text = "super of " + a->classdef->name();
      break;
  }
  if (a->can_be_none) text += " or None";
  if (a->can_be_false && a->kind != Kind::kBool) text += " or False";
  if (a->constant != nullptr && a->kind != Kind::kPBC && a->kind != Kind::kBuiltin) {
    text += " = " + a->constant->key();
  }
  return text;
}

}  // namespace

}  // namespace rtfarm::annotator
