// Builtin functions RPython programs use, external functions with declared signatures
// (os, time, math), and rlib's r_uint. Python 3 semantics; what RPython 3 cannot
// translate is refused with a message naming the function and the annotations involved.
// (rlib's functions are recognised by identity in rules_calls.cc.)
#include <algorithm>
#include <map>

#include "passes/annotator/classdef.h"
#include "passes/annotator/rules.h"
#include "passes/annotator/special_methods.h"

namespace rtfarm::annotator {
namespace {

std::string Arguments(size_t n) {
  return std::to_string(n) + (n == 1 ? " argument" : " arguments");
}

void ExpectCount(const std::string& name, const CallArgs& call, size_t low, size_t high) {
  size_t n = call.positional.size();
  if (call.star != nullptr) Refuse(name + "() called with *args is not supported");
  if (n < low || n > high) {
    std::string takes = low == high             ? Arguments(low)
                        : high == size_t(-1)    ? "at least " + Arguments(low)
                        : low == 0 && high == 1 ? "at most 1 argument"
                                                : std::to_string(low) + " to " + Arguments(high);
    Refuse(name + "() takes " + takes + ", " + std::to_string(n) + " given");
  }
}

// The keyword argument `keyword` of the call, or null.
const Ann* Keyword(const CallArgs& call, const std::string& keyword) {
  for (const auto& [k, value] : call.keywords) {
    if (k == keyword) return &value;
  }
  return nullptr;
}

// int.from_bytes() and int.to_bytes(): the byte order is a constant 'big' or 'little'
// (null: the default, 'big').
void CheckByteOrder(const std::string& name, const Ann* order) {
  if (order == nullptr) return;
  const host::HostObject* text = (*order)->constant;
  if (text == nullptr || text->kind() != host::HostKind::kStr ||
      (text->text() != "big" && text->text() != "little"))
    Refuse(name + "() needs a byteorder known at translation time: 'big' or 'little'");
}

// Refuses the keyword arguments `name` does not accept.
void AllowKeywords(const std::string& name, const CallArgs& call,
                   std::initializer_list<const char*> allowed) {
  for (const auto& [keyword, value] : call.keywords) {
    bool ok = false;
    for (const char* a : allowed) ok |= keyword == a;
    if (ok) continue;
    if (allowed.size() == 0) Refuse(name + "() does not take keyword arguments");
    std::string list;
    for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a) + "=";
    Refuse(name + "() supports only " + list + " as keyword arguments, not " + keyword + "=");
  }
}

void ExpectInt(const std::string& name, const Ann& a, const std::string& what = "arguments") {
  if (!IsInt(a)) Refuse(name + "() " + what + " must be int, not " + Arg(a));
}

void ExpectNumber(const std::string& name, const Ann& a) {
  if (!IsNumeric(a)) Refuse(name + "() needs an int or a float, not " + Arg(a));
}

// The ClassDesc a constant class annotation stands for, or null.
ClassDesc* ClassConstant(const Ann& a) {
  if (a->kind != Kind::kPBC || a->descs.size() != 1 || a->can_be_none) return nullptr;
  if (a->descs[0]->kind() != DescKind::kClass) return nullptr;
  return static_cast<ClassDesc*>(a->descs[0]);
}

}  // namespace

// --- str(), repr(), print(): what the runtime can show as CPython does -------------------

const host::HostObject* UserSpecialMethod(ClassDef* classdef, const std::string& special) {
  for (ClassDesc* desc = classdef->desc(); desc != nullptr; desc = desc->base()) {
    if (desc->is_builtin()) return nullptr;
    if (const host::HostObject* method = desc->OwnAttr(special)) return method;
  }
  return nullptr;
}

void CheckShowable(Annotator& annotator, const std::string& name, const Ann& value, bool as_repr);

// Whether `a` is an instance whose __iter__ returns one of the program's own iterators
// (its items then come from `_rtfarm_items_`).
static bool ReadThroughUserIterator(Annotator& annotator, const Ann& a) {
  if (a->kind != Kind::kInstance || UserSpecialMethod(a->classdef, "__iter__") == nullptr)
    return false;
  return IsUserIterator(CallIterationMethod(annotator, a, "__iter__"));
}

bool IsMappingInstance(const Ann& a) {
  return a->kind == Kind::kInstance && !a->can_be_none &&
         UserSpecialMethod(a->classdef, "keys") != nullptr &&
         UserSpecialMethod(a->classdef, "__getitem__") != nullptr &&
         UserSpecialMethod(a->classdef, "items") != nullptr;
}

bool GeneraliseDictItems(Annotator& annotator, DictDef* dict, const CallArgs& call,
                         const std::string& caller) {
  // Str keys, each keyword stored after the positional argument's items (a keyword's
  // value replaces theirs), in the call's order.
  for (const auto& [name, value] : call.keywords) {
    dict->key().Generalise(StrAnn());
    dict->value().Generalise(WithoutConstant(value));
  }
  if (call.positional.empty()) return true;
  const Ann& source = call.positional[0];
  if (source->kind == Kind::kDict) {
    dict->key().Generalise(source->dictdef->key().Read());
    dict->value().Generalise(source->dictdef->value().Read());
    return true;
  }
  Ann pairs = source;
  if (IsMappingInstance(source)) {
    // A mapping of the program (collections' defaultdict and Counter are such classes):
    // its items(), as CPython reads a mapping through keys() and [].
    SpecialCall plan;
    plan.method = "items";
    pairs = AnnotateSpecialCall(annotator, plan, {source});
    if (pairs->kind == Kind::kImpossible) return false;
  }
  Ann pair = IterationItem(annotator, pairs);
  if (pair->kind == Kind::kImpossible) return true;
  if (pair->kind != Kind::kTuple || pair->items.size() != 2)
    Refuse(caller + " needs a dict or an iterable of pairs, not an iterable of " + Arg(pair));
  dict->key().Generalise(WithoutConstant(pair->items[0]));
  dict->value().Generalise(WithoutConstant(pair->items[1]));
  return true;
}

namespace {

// str(e) of an exception is its message (repr(e) "E('message')") unless a user class of
// it defines __str__ (__repr__), which is then called as for any instance.
void CheckExceptionShowable(Annotator& annotator, const std::string& name, const Ann& value,
                            bool as_repr, const Ann& container) {
  ClassDef* classdef = value->classdef;
  std::string special = as_repr ? "__repr__" : "__str__";
  if (UserSpecialMethod(classdef, special) == nullptr) {
    // Which text shows would depend on the run-time class.
    if (ClassDef* sub = SubclassDefining(classdef, special)) {
      Refuse(name + "() of " + Arg(value) + ": the subclass " + sub->name() + " defines " +
             special + " but " + classdef->name() + " does not (define " + special + " in " +
             classdef->name() + ")");
    }
    return;
  }
  if (container != nullptr) {
    Refuse(name + "() of " + Arg(container) + ": its exception items whose class defines " +
           special + " cannot be shown yet (show them one by one)");
  }
  Ann method = AnnotateGetattr(annotator, NonNullable(value), special);
  if (method->kind == Kind::kImpossible) return;
  Ann result = AnnotateCall(annotator, method, CallArgs{});
  if (result->kind != Kind::kImpossible && !IsStr(result))
    Refuse(special + "() of " + classdef->name() + " returns " + Arg(result) + ", not str");
}

// str(x) / repr(x) of an instance calls its __str__ / __repr__; exceptions show their
// message. `container` is the list, tuple or dict shown when the instance is one of its
// items (at any depth): items always show through __repr__.
void CheckInstanceShowable(Annotator& annotator, const std::string& name, const Ann& value,
                           bool as_repr, const Ann& container) {
  ClassDef* classdef = value->classdef;
  if (classdef->IsException()) {
    CheckExceptionShowable(annotator, name, value, as_repr, container);
    return;
  }
  const char* first = as_repr ? "__repr__" : "__str__";
  std::string special = first;
  if (UserSpecialMethod(classdef, special) == nullptr) special = "__repr__";
  if (UserSpecialMethod(classdef, special) == nullptr && container != nullptr) {
    Refuse(name + "() of " + Arg(container) + ": its items show through repr(), and repr() of " +
           Arg(value) + " would print its address, which differs from run to run: define " +
           "__repr__ in " + classdef->name());
  }
  if (container != nullptr && classdef->per_site() &&
      classdef->desc()->OwnAttr(special) == UserSpecialMethod(classdef, special)) {
    // GenC's repr of a container item calls the one graph of the class's __repr__.
    Refuse(name + "() of " + Arg(container) + ": items that are instances of the " +
           "specialize:ctr_location class " + classdef->desc()->key() +
           " (one class per instantiation site) cannot be shown yet");
  }
  if (UserSpecialMethod(classdef, special) == nullptr) {
    Refuse(name + "() of " + Arg(value) + ": the class defines no " + first +
           (as_repr ? "" : " or __repr__") +
           ", and the default shows an address that differs from run to run");
  }
  Ann method = AnnotateGetattr(annotator, NonNullable(value), special);
  if (method->kind == Kind::kImpossible) return;
  Ann result = AnnotateCall(annotator, method, CallArgs{});
  if (result->kind != Kind::kImpossible && !IsStr(result)) {
    Refuse(special + "() of " + classdef->name() + " returns " + Arg(result) + ", not str");
  }
}

}  // namespace

namespace {

// `container`: the outermost list, tuple or dict `value` is an item of, or null.
void CheckShowableIn(Annotator& annotator, const std::string& name, const Ann& value, bool as_repr,
                     const Ann& container) {
  const Ann& outer = container != nullptr ? container : value;
  switch (value->kind) {
    case Kind::kInstance:
      CheckInstanceShowable(annotator, name, value, as_repr, container);
      return;
    case Kind::kPBC:
    case Kind::kType:
    case Kind::kBuiltin:
    case Kind::kBuiltinMethod:
    case Kind::kIterator:
      Refuse(name + "() of " + Arg(value) +
             ": its text shows an address that differs from run to run");
    case Kind::kList:
      CheckShowableIn(annotator, name, value->listdef->item().Read(), true, outer);
      return;
    case Kind::kDict:
      CheckShowableIn(annotator, name, value->dictdef->key().Read(), true, outer);
      CheckShowableIn(annotator, name, value->dictdef->value().Read(), true, outer);
      return;
    case Kind::kSet:
      // Instances hash by address: their order in a set is not CPython's to match.
      if (value->dictdef->key().Read()->kind == Kind::kInstance)
        Refuse(name + "() of " + Arg(value) +
               ": a set of instances iterates in the order of their addresses, which are not "
               "CPython's");
      CheckShowableIn(annotator, name, value->dictdef->key().Read(), true, outer);
      return;
    case Kind::kTuple:
      for (const Ann& item : value->items) CheckShowableIn(annotator, name, item, true, outer);
      return;
    case Kind::kInteger:
    case Kind::kFloat:
      RefuseShowingMixedNumber(annotator, name, value, container);
      return;
    default:
      return;
  }
}

}  // namespace

// Items of containers show through repr(): an instance item through its class's __repr__,
// whose call is annotated here (GenC's container repr helpers make it).
void CheckShowable(Annotator& annotator, const std::string& name, const Ann& value, bool as_repr) {
  CheckShowableIn(annotator, name, value, as_repr, nullptr);
}

void CheckFormatArgument(Annotator& annotator, const std::string& name, const Ann& value) {
  CheckShowable(annotator, name, value, false);
  if (value->kind == Kind::kInstance && !value->classdef->IsException() &&
      UserSpecialMethod(value->classdef, "__repr__") != nullptr)
    CheckShowable(annotator, name, value, true);
}

namespace {

// --- range, enumerate, zip, reversed, min, max, sorted ---------------------------------

Ann Range(Annotator& annotator, const CallArgs& call) {
  ExpectCount("range", call, 1, 3);
  const auto& args = call.positional;
  for (const Ann& a : args) ExpectInt("range", a);
  bool nonneg;
  if (args.size() == 1) {
    nonneg = true;  // range(stop) counts up from 0
  } else if (args.size() == 2) {
    nonneg = args[0]->nonneg;
  } else {
    const Ann& step = args[2];
    if (step->constant != nullptr && step->constant->kind() == host::HostKind::kInt &&
        step->constant->int_value() == 0) {
      Refuse("range() step must not be zero");
    }
    if (step->nonneg) {
      nonneg = args[0]->nonneg;  // counting up from the start
    } else if (step->constant != nullptr && step->constant->kind() == host::HostKind::kInt) {
      // Counting down: every item is above the stop, so stop >= -1 keeps them nonneg.
      const Ann& stop = args[1];
      nonneg = stop->nonneg ||
               (stop->constant != nullptr && stop->constant->kind() == host::HostKind::kInt &&
                stop->constant->int_value() >= -1);
    } else {
      nonneg = false;  // a step of unknown sign
    }
  }
  ListDef* list = annotator.ListDefHere();
  list->MarkRange();
  list->item().Generalise(IntAnn(nonneg));
  return ListAnn(list);
}

Ann Enumerate(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("enumerate", call, {"start"});
  ExpectCount("enumerate", call, 1, 2);
  Ann start = call.positional.size() == 2 ? call.positional[1] : nullptr;
  if (const Ann* keyword = Keyword(call, "start")) {
    if (start != nullptr) Refuse("enumerate() got multiple values for argument 'start'");
    start = *keyword;
  }
  if (start != nullptr) {
    ExpectInt("enumerate", start, "start");
    // The counters are annotated nonneg: a start that may be negative cannot be kept.
    if (!start->nonneg) {
      Refuse("enumerate() start must be a non-negative int in RPython 3, not " + Arg(start));
    }
  }
  IterationItem(annotator, call.positional[0], true);  // refuses what is not iterable
  return IteratorAnn(IterKind::kEnumerate, call.positional[0]);
}

Ann MinMax(Annotator& annotator, const std::string& name, const CallArgs& call) {
  AllowKeywords(name, call, {});
  ExpectCount(name, call, 1, size_t(-1));
  const auto& args = call.positional;
  Ann result = Impossible();
  bool any_nonneg = false;
  if (args.size() == 1) {
    if (args[0]->kind == Kind::kTuple && args[0]->items.empty())
      Refuse(name + "() of an empty tuple");
    result = IterationItem(annotator, args[0]);
  } else {
    for (const Ann& a : args) {
      result = Union(result, WithoutConstant(a));
      any_nonneg |= IsInt(a) && a->nonneg;
    }
  }
  if (result->kind == Kind::kImpossible) return result;  // items not known yet
  if (!IsOrdered(result)) {
    Refuse(name + "() of " + Arg(result) +
           ": only int, float, str and tuples or lists of them are ordered");
  }
  result = WithoutConstant(result);
  if (result->kind == Kind::kInstance) AnnotateItemOrder(annotator, result, name + "()");
  // max(x, 0) is non-negative as soon as one argument is (RPython's nonneg cleverness).
  if (name == "max" && any_nonneg && result->kind == Kind::kInteger && !result->nonneg)
    result = WithNumberKinds(IntAnn(true, result->is_unsigned), result->may_be_bool, false);
  return result;
}

Ann Sorted(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("sorted", call, {"reverse"});
  ExpectCount("sorted", call, 1, 1);
  if (const Ann* reverse = Keyword(call, "reverse")) {
    if ((*reverse)->kind != Kind::kBool && !IsInt(*reverse))
      Refuse("sorted() reverse= must be a bool, not " + Arg(*reverse));
  }
  Ann item = IterationItem(annotator, call.positional[0]);
  if (item->kind != Kind::kImpossible && !IsOrdered(item))
    Refuse("sorted() of items of type " + Arg(item) +
           " needs int, float, str or tuples or lists of them");
  if (item->kind != Kind::kImpossible) AnnotateItemOrder(annotator, item, "sorted()");
  ListDef* list = annotator.ListDefHere();
  list->MarkResized();
  list->item().Generalise(WithoutConstant(item));
  return ListAnn(list);
}

Ann Sum(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("sum", call, {"start"});
  ExpectCount("sum", call, 1, 2);
  Ann start = call.positional.size() == 2 ? call.positional[1] : nullptr;
  if (const Ann* keyword = Keyword(call, "start")) start = *keyword;
  Ann item = IterationItem(annotator, call.positional[0]);
  // No item yet (a dict a getter sums before anything is stored): the start, as CPython
  // gives for an empty iterable; the items widen it when they arrive (the block is
  // annotated again then).
  if (item->kind == Kind::kImpossible) {
    Ann empty = start == nullptr ? IntAnn(true) : WithoutConstant(start);
    ExpectNumber("sum", empty);
    return empty;
  }
  if (!IsNumeric(item)) {
    Refuse("sum() of items of type " + Arg(item) + ": only numbers can be summed (use \"\".join)");
  }
  Ann result = start == nullptr ? IntAnn(true) : WithoutConstant(start);
  ExpectNumber("sum", result);
  // Adding bools gives an int: the items' bool-ness does not reach the sum.
  // Items that may be None add as numbers (None raises TypeError).
  Ann added = WithNumberKinds(WithoutConstant(NonNullable(item)), false,
                              MayBeIntOrBool(item) && item->kind == Kind::kFloat);
  // Bool items (`sum(x > 0 for x in xs)`) add as ints: 0 + True is 1, an int.
  if (added->kind == Kind::kBool) added = IntAnn(true);
  result = Union(result, added);
  if (result->kind == Kind::kBool) result = IntAnn(true);
  return result;
}

// --- isinstance, issubclass -------------------------------------------------------------

// The classes of the second argument of isinstance(): a class, a builtin type, or a
// tuple of those.
struct ClassSpec {
  std::vector<ClassDef*> user;
  std::vector<std::string> builtin;  // "int", "str", "r_uint", ...
  std::vector<ClassDesc*> per_site;  // specialize:ctr_location classes: one ClassDef a site
};

void CollectClasses(Annotator& annotator, const Ann& klass, ClassSpec& spec) {
  if (ClassDesc* desc = ClassConstant(klass)) {
    if (desc->ctr_location) {
      spec.per_site.push_back(desc);
    } else {
      spec.user.push_back(annotator.bookkeeper().GetClassDef(desc));
    }
    return;
  }
  if (klass->kind == Kind::kBuiltin && klass->constant != nullptr &&
      klass->constant->kind() == host::HostKind::kClass) {
    spec.builtin.push_back(klass->name);
    return;
  }
  if (klass->kind == Kind::kTuple && klass->constant != nullptr) {
    for (const Ann& item : klass->items) CollectClasses(annotator, item, spec);
    return;
  }
  Refuse("isinstance() needs a class known before translation, not " + Arg(klass));
}

bool MatchesBuiltinType(const std::string& type, const Ann& value) {
  if (type == "int" || type == "bool" || type == "float")
    RefuseMixedNumberType("isinstance() with " + type, value);
  if (type == "int") return IsInt(value);  // bool and r_uint are ints too
  if (type == "r_uint") return value->kind == Kind::kInteger && value->is_unsigned;
  if (type == "bool") return value->kind == Kind::kBool;
  if (type == "float") return value->kind == Kind::kFloat;
  if (type == "str") return IsStr(value);
  if (type == "bytes") return value->kind == Kind::kBytes;
  // Ranges, bytearrays and tuples of any length are lists underneath, not list instances.
  if (type == "list")
    return value->kind == Kind::kList && !IsVarTuple(value) && !IsRangeList(value) &&
           !IsByteArray(value);
  if (type == "range") return IsRangeList(value);
  if (type == "bytearray") return IsByteArray(value);
  if (type == "dict") return value->kind == Kind::kDict;
  if ((type == "set" || type == "frozenset") && value->kind == Kind::kSet) {
    if (value->set_type == SetType::kEither)
      Refuse("isinstance() of " + Arg(value) + " with " + type +
             ": a value that may be a set or a frozenset is not supported");
    return (value->set_type == SetType::kFrozen) == (type == "frozenset");
  }
  if (type == "tuple") return value->kind == Kind::kTuple || IsVarTuple(value);
  if (type == "object") return value->kind != Kind::kNone;
  return false;
}

Ann Isinstance(Annotator& annotator, const CallArgs& call,
               const std::vector<const model::Variable*>& vars) {
  AllowKeywords("isinstance", call, {});
  ExpectCount("isinstance", call, 2, 2);
  const Ann& value = call.positional[0];
  ClassSpec spec;
  CollectClasses(annotator, call.positional[1], spec);
  const model::Variable* var = vars.empty() ? nullptr : vars[0];
  auto result = std::make_shared<Annotation>(*BoolAnn());
  auto constant = [&](bool v) {
    result->constant = annotator.space().Bool(v);
    return result;
  };
  if (value->kind == Kind::kNone) return constant(false);
  if (IsObjectOrFalse(value))
    Refuse("isinstance() of " + Arg(value) +
           " (False is held as a null pointer here): test `x is False` first");
  if (value->kind == Kind::kInstance) {
    // Statically true when the value's class is below a wanted class, false when no
    // subclass of it can be; else a run-time test that narrows the true branch.
    NoteSubclassesRead();
    bool below = false;
    std::vector<ClassDef*> possible;
    for (ClassDef* wanted : spec.user) {
      if (value->classdef->IsSubclassOf(wanted)) below = true;
      if (wanted->IsSubclassOf(value->classdef)) possible.push_back(wanted);
    }
    if (std::find(spec.builtin.begin(), spec.builtin.end(), "object") != spec.builtin.end())
      below = true;
    // A specialize:ctr_location class (never subclassed): every site's copy is an
    // instance of it. Against a base, the test would need every site's copy, including
    // sites not annotated yet: refused.
    for (ClassDesc* wanted : spec.per_site) {
      if (value->classdef->desc() == wanted) {
        below = true;
      } else if (wanted->base() != nullptr && annotator.bookkeeper()
                                                  .GetClassDef(wanted->base())
                                                  ->IsSubclassOf(value->classdef)) {
        Refuse("isinstance() of " + Arg(value) + " against the specialize:ctr_location class " +
               wanted->key() + " (one class per instantiation site) is not supported");
      }
    }
    if (below) {
      if (!value->can_be_none) return constant(true);
      if (var != nullptr) result->knowntypedata.push_back({var, NonNullable(value), nullptr});
      return result;
    }
    if (possible.empty()) return constant(false);
    if (var != nullptr) {
      ClassDef* common = possible[0];
      for (ClassDef* each : possible) common = common->CommonBase(each);
      result->knowntypedata.push_back({var, InstanceAnn(common), nullptr});
    }
    return result;
  }
  // A number that may be of several Python types (an int or a float, a bool or an int):
  // decided when every type it may be gives the same answer (`isinstance(x, (int,
  // float))`); otherwise refused below, since the value does not remember its type.
  if (IsNumeric(value) && !MixedNumberKinds(value).empty() && !value->can_be_none) {
    std::vector<std::string> kinds = {value->kind == Kind::kBool      ? "bool"
                                      : value->kind == Kind::kInteger ? "int"
                                                                      : "float"};
    if (value->may_be_bool) kinds.push_back("bool");
    if (value->may_be_int) kinds.push_back("int");
    auto kind_matches = [&](const std::string& kind) {
      for (const std::string& type : spec.builtin) {
        if (type == kind || type == "object" || (type == "int" && kind == "bool")) return true;
      }
      return false;
    };
    bool first = kind_matches(kinds[0]), same = true;
    for (const std::string& kind : kinds) same = same && kind_matches(kind) == first;
    if (same && (first || spec.user.empty())) return constant(first);
  }
  // Builtin-typed values: decided on the annotation, except None for nullable ones.
  bool matches = false;
  for (const std::string& type : spec.builtin) matches |= MatchesBuiltinType(type, value);
  if (matches && value->can_be_none) {
    if (var != nullptr) result->knowntypedata.push_back({var, NonNullable(value), NoneAnn()});
    return result;
  }
  if (matches &&
      (value->kind == Kind::kList || value->kind == Kind::kDict || value->kind == Kind::kSet)) {
    // Lists and dicts may be None: a run-time test. One known not to be None yet makes
    // the false branch unreachable (its value impossible, so that branch is not
    // annotated: `if isinstance(x, list): ... elif isinstance(x, dict): ...` in a
    // function specialised per type) until the value generalises to one that may be None.
    if (!value->can_be_none && var != nullptr)
      result->knowntypedata.push_back({var, nullptr, Impossible()});
    return result;
  }
  return constant(matches);
}

Ann Issubclass(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("issubclass", call, {});
  ExpectCount("issubclass", call, 2, 2);
  const Ann& sub = call.positional[0];
  const Ann& klass = call.positional[1];
  ClassDesc* base_desc = ClassConstant(klass);
  if (base_desc == nullptr) {
    Refuse("issubclass() needs a class known before translation as its second argument, not " +
           Arg(klass));
  }
  ClassDef* base = annotator.bookkeeper().GetClassDef(base_desc);
  auto result = std::make_shared<Annotation>(*BoolAnn());
  if (ClassDesc* sub_desc = ClassConstant(sub)) {
    ClassDef* subdef = annotator.bookkeeper().GetClassDef(sub_desc);
    result->constant = annotator.space().Bool(subdef->IsSubclassOf(base));
    return result;
  }
  if (sub->kind == Kind::kType) {
    if (sub->classdef->IsSubclassOf(base))
      result->constant = annotator.space().Bool(true);
    else if (!base->IsSubclassOf(sub->classdef))
      result->constant = annotator.space().Bool(false);
    return result;
  }
  Refuse("issubclass() needs a class as its first argument, not " + Arg(sub));
}

// --- conversions ------------------------------------------------------------------------

Ann IntOf(const CallArgs& call) {
  AllowKeywords("int", call, {"base"});
  ExpectCount("int", call, 0, 2);
  const Ann* base = Keyword(call, "base");
  if (call.positional.size() == 2) base = &call.positional[1];
  if (call.positional.empty()) {
    if (base != nullptr) Refuse("int() missing string argument");
    return IntAnn(true, false);
  }
  const Ann& a = call.positional[0];
  if (base != nullptr) {
    if (!IsStr(a) && a->kind != Kind::kBytes)
      Refuse("int() can't convert non-string with explicit base: " + Arg(a));
    ExpectInt("int", *base, "base");
    return IntAnn();
  }
  if (a->kind == Kind::kBool) return IntAnn(true);
  if (IsInt(a)) return IntAnn(a->nonneg && !a->is_unsigned);
  if (a->kind == Kind::kFloat || IsStr(a) || a->kind == Kind::kBytes) return IntAnn();
  Refuse("int() of " + Arg(a));
}

Ann FloatOf(const CallArgs& call) {
  AllowKeywords("float", call, {});
  ExpectCount("float", call, 0, 1);
  if (call.positional.empty() || IsNumeric(call.positional[0]) || IsStr(call.positional[0]))
    return FloatAnn();
  Refuse("float() of " + Arg(call.positional[0]));
}

Ann ListOf(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("list", call, {});
  ExpectCount("list", call, 0, 1);
  ListDef* list = annotator.ListDefHere();
  list->MarkResized();
  if (!call.positional.empty())
    list->item().Generalise(WithoutConstant(IterationItem(annotator, call.positional[0])));
  return ListAnn(list);
}

Ann DictOf(Annotator& annotator, const CallArgs& call) {
  ExpectCount("dict", call, 0, 1);
  // dict(a=1, b=2), dict(pairs, c=3), dict(mapping).
  DictDef* dict = annotator.DictDefHere();
  if (!GeneraliseDictItems(annotator, dict, call, "dict()")) return Impossible();
  return DictAnn(dict);
}

Ann Chr(const CallArgs& call) {
  ExpectCount("chr", call, 1, 1);
  ExpectInt("chr", call.positional[0], "argument");
  return CharAnn();
}

Ann Ord(const CallArgs& call) {
  ExpectCount("ord", call, 1, 1);
  const Ann& a = call.positional[0];
  if (!IsStr(a) && a->kind != Kind::kBytes) Refuse("ord() expected a character, but got " + Arg(a));
  return IntAnn(true);
}

Ann Hash(const CallArgs& call) {
  ExpectCount("hash", call, 1, 1);
  const Ann& a = call.positional[0];
  if ((a->kind == Kind::kList && !IsVarTuple(a)) || a->kind == Kind::kDict ||
      (a->kind == Kind::kSet && a->set_type != SetType::kFrozen))
    Refuse("hash() of " + Arg(a) + ": unhashable type");
  return IntAnn();
}

Ann Divmod(const CallArgs& call) {
  ExpectCount("divmod", call, 2, 2);
  const Ann& a = call.positional[0];
  const Ann& b = call.positional[1];
  if (IsInt(a) && IsInt(b)) {
    bool is_unsigned = a->is_unsigned || b->is_unsigned;
    // Floor division and a remainder with the divisor's sign (Python 3).
    return TupleAnn({IntAnn(a->nonneg && b->nonneg, is_unsigned), IntAnn(b->nonneg, is_unsigned)});
  }
  if (IsNumeric(a) && IsNumeric(b)) {
    // A float that may be an int, with an int: ints when both are (divmod(0, 4) is (0, 0)).
    Ann item = WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(a) && MayBeIntOrBool(b));
    return TupleAnn({item, item});
  }
  Refuse("divmod() of " + Arg(a) + " and " + Arg(b));
}

Ann Pow(const CallArgs& call) {
  ExpectCount("pow", call, 2, 3);
  const auto& args = call.positional;
  if (args.size() == 3) {
    for (const Ann& a : args) {
      ExpectInt("pow", a, "arguments with a modulus");
      if (a->is_unsigned) Refuse("pow() of r_uint with a modulus is not supported");
    }
    return IntAnn(args[2]->nonneg);
  }
  if (IsInt(args[0]) && IsInt(args[1])) {
    if (!args[1]->nonneg && args[1]->constant != nullptr) return FloatAnn();  // pow(2, -1)
    if (!args[1]->nonneg) {
      Refuse("pow() of int to an exponent of type " + Arg(args[1]) +
             ": a negative exponent gives a float in Python 3");
    }
    return IntAnn(args[0]->nonneg, args[0]->is_unsigned);
  }
  if (IsNumeric(args[0]) && IsNumeric(args[1]))  // pow(0, 2) of a float that may be an int
    return WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(args[0]) && MayBeIntOrBool(args[1]));
  Refuse("pow() of " + Arg(args[0]) + " and " + Arg(args[1]));
}

Ann Round(const CallArgs& call) {
  AllowKeywords("round", call, {});
  ExpectCount("round", call, 1, 2);
  const Ann& x = call.positional[0];
  ExpectNumber("round", x);
  if (call.positional.size() == 2) {
    ExpectInt("round", call.positional[1], "ndigits");
    // round(x, n) has x's type: an int when a float that may be an int is one.
    return x->kind == Kind::kFloat ? WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(x))
                                   : IntAnn();
  }
  return IntAnn(IsInt(x) && x->nonneg);
}

// --- print ------------------------------------------------------------------------------

Ann Print(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("print", call, {"sep", "end", "flush", "file"});
  if (call.star != nullptr) Refuse("print() called with *args is not supported");
  for (const auto& [keyword, value] : call.keywords) {
    if (keyword == "flush") {
      if (value->kind != Kind::kBool) Refuse("print(flush=...) needs a bool, not " + Arg(value));
      continue;
    }
    if (keyword == "file") {
      // A file object (sys.stderr, open()'s) or any instance with write(): its write()
      // gets each piece of the line, as in CPython, and flush=True calls its flush().
      if (value->kind == Kind::kNone) continue;
      if (value->kind != Kind::kInstance || value->can_be_none)
        Refuse("print(file=...) needs a file object (sys.stdout, sys.stderr, open()'s), not " +
               Arg(value));
      if (UserSpecialMethod(value->classdef, "write") == nullptr)
        Refuse("print(file=...) of " + Arg(value) + ": its class has no write() method");
      Ann write = AnnotateGetattr(annotator, value, "write");
      if (write->kind != Kind::kImpossible) {
        CallArgs line;
        line.positional.push_back(StrAnn());
        AnnotateCall(annotator, write, line);
      }
      if (Keyword(call, "flush") != nullptr) {
        Ann flush = AnnotateGetattr(annotator, value, "flush");
        if (flush->kind != Kind::kImpossible) AnnotateCall(annotator, flush, CallArgs{});
      }
      continue;
    }
    if (!IsStr(value) && value->kind != Kind::kNone)
      Refuse("print(" + keyword + "=...) needs a str or None, not " + Arg(value));
  }
  for (const Ann& value : call.positional) CheckShowable(annotator, "print", value, false);
  return NoneAnn();
}

// bytes(), bytes(n), bytes(b), bytes(list of ints), bytes(s, encoding[, errors]).
Ann BytesOf(Annotator& annotator, const CallArgs& call) {
  AllowKeywords("bytes", call, {"encoding", "errors"});
  ExpectCount("bytes", call, 0, 3);
  const auto& args = call.positional;
  auto keyword = [&](const char* name) -> Ann {
    for (const auto& [k, value] : call.keywords) {
      if (k == name) return value;
    }
    return nullptr;
  };
  Ann encoding = args.size() > 1 ? args[1] : keyword("encoding");
  Ann errors = args.size() > 2 ? args[2] : keyword("errors");
  if (args.empty()) {
    if (encoding != nullptr || errors != nullptr)
      Refuse("bytes() with an encoding or errors needs a str to encode");
    return BytesAnn();
  }
  const Ann& a = args[0];
  if (encoding != nullptr || errors != nullptr) {
    if (!IsStr(a)) Refuse("bytes() with an encoding needs a str, not " + Arg(a));
    CheckCodecArguments("bytes", encoding, errors);
    return BytesAnn();
  }
  if (IsStr(a)) Refuse("bytes() of a str needs an encoding (CPython raises TypeError)");
  if (IsInt(a) || a->kind == Kind::kBytes) return BytesAnn();
  if (a->kind == Kind::kList) {
    Ann item = IterationItem(annotator, a);
    if (item->kind != Kind::kImpossible && (item->kind != Kind::kInteger || item->is_unsigned))
      Refuse("bytes() of " + Arg(a) + ": only a list of ints is supported");
    return BytesAnn();
  }
  // bytes((r, g, b)): a tuple of ints, made as from the list of its items.
  if (a->kind == Kind::kTuple) {
    for (const Ann& item : a->items) {
      if (item->kind != Kind::kInteger || item->is_unsigned)
        Refuse("bytes() of " + Arg(a) + ": only a tuple of ints is supported");
    }
    return BytesAnn();
  }
  Refuse("bytes() of " + Arg(a) +
         " is not supported: only of an int, bytes, a list or tuple of ints or a str with an "
         "encoding");
}

// --- iter, next -------------------------------------------------------------------------

Ann Iter(Annotator& annotator, const CallArgs& call) {
  ExpectCount("iter", call, 1, 1);
  const Ann& a = call.positional[0];
  if (a->kind == Kind::kInstance) return CallIterationMethod(annotator, a, "__iter__");
  IterationItem(annotator, a);
  if (a->kind == Kind::kIterator) return a;
  if (IsStr(a)) return IteratorAnn(IterKind::kStr, WithoutConstant(a));
  if (a->kind == Kind::kDict) return IteratorAnn(IterKind::kDictKeys, a);
  return IteratorAnn(IterKind::kSequence, a);
}

Ann Next(Annotator& annotator, const CallArgs& call) {
  ExpectCount("next", call, 1, 2);
  const Ann& it = call.positional[0];
  if (it->kind == Kind::kInstance && call.positional.size() == 1)  // a file's next line
    return WithoutConstant(CallIterationMethod(annotator, it, "__next__"));
  if (it->kind != Kind::kIterator) Refuse("next() of " + Arg(it) + ": it is not an iterator");
  Ann item = WithoutConstant(IterationItem(annotator, it));
  if (call.positional.size() == 2) return Union(item, WithoutConstant(call.positional[1]));
  return item;
}

// --- external functions -----------------------------------------------------------------

Ann OsFunction(const std::string& name, const CallArgs& call) {
  if (!name.starts_with("os.")) return nullptr;
  AllowKeywords(name, call, {});
  const auto& args = call.positional;
  if (name == "os.write") {
    ExpectCount(name, call, 2, 2);
    ExpectInt(name, args[0], "file descriptor");
    if (args[1]->kind != Kind::kBytes) {
      Refuse("os.write() needs bytes, not " + Arg(args[1]) + " (encode the str first)");
    }
    return IntAnn(true);
  }
  if (name == "os.read") {
    ExpectCount(name, call, 2, 2);
    ExpectInt(name, args[0], "file descriptor");
    ExpectInt(name, args[1], "length");
    return BytesAnn();
  }
  if (name == "os.open") {
    ExpectCount(name, call, 2, 3);
    if (!IsStr(args[0])) Refuse("os.open() path must be a str, not " + Arg(args[0]));
    ExpectInt(name, args[1], "flags");
    if (args.size() == 3) ExpectInt(name, args[2], "mode");
    return IntAnn(true);
  }
  if (name == "os.close" || name == "os.fsync") {
    ExpectCount(name, call, 1, 1);
    ExpectInt(name, args[0], "file descriptor");
    return NoneAnn();
  }
  if (name == "os.isatty") {
    ExpectCount(name, call, 1, 1);
    ExpectInt(name, args[0], "file descriptor");
    return BoolAnn();
  }
  if (name == "os.lseek") {
    ExpectCount(name, call, 3, 3);
    for (const Ann& a : args) ExpectInt(name, a);
    return IntAnn(true);
  }
  if (name == "os.getpid") {
    ExpectCount(name, call, 0, 0);
    return IntAnn(true);
  }
  if (name == "os.getcwd") {
    ExpectCount(name, call, 0, 0);
    return StrAnn();
  }
  if (name == "os.unlink" || name == "os.remove" || name == "os.rmdir" || name == "os.mkdir") {
    ExpectCount(name, call, 1, name == "os.mkdir" ? 2 : 1);
    if (!IsStr(args[0])) Refuse(name + "() path must be a str, not " + Arg(args[0]));
    return NoneAnn();
  }
  if (name == "os.urandom") {
    ExpectCount(name, call, 1, 1);
    ExpectInt(name, args[0], "length");
    return BytesAnn();
  }
  return nullptr;
}

Ann TimeFunction(const std::string& name, const CallArgs& call) {
  if (!name.starts_with("time.")) return nullptr;
  AllowKeywords(name, call, {});
  if (name == "time.time" || name == "time.perf_counter" || name == "time.monotonic" ||
      name == "time.process_time") {
    ExpectCount(name, call, 0, 0);
    return FloatAnn();
  }
  if (name == "time.time_ns" || name == "time.perf_counter_ns" || name == "time.monotonic_ns" ||
      name == "time.process_time_ns") {
    ExpectCount(name, call, 0, 0);
    return IntAnn(true);
  }
  if (name == "time.sleep") {
    ExpectCount(name, call, 1, 1);
    ExpectNumber(name, call.positional[0]);
    return NoneAnn();
  }
  return nullptr;
}

// Math functions of float arguments returning a float.
const char* const kMathFloat1[] = {
    "math.sqrt",  "math.exp",     "math.log10",   "math.sin",   "math.cos",   "math.tan",
    "math.atan",  "math.asin",    "math.acos",    "math.fabs",  "math.sinh",  "math.cosh",
    "math.tanh",  "math.log2",    "math.log1p",   "math.expm1", "math.asinh", "math.acosh",
    "math.atanh", "math.degrees", "math.radians", "math.erf",   "math.erfc"};
const char* const kMathFloat2[] = {"math.pow",      "math.atan2", "math.fmod",
                                   "math.copysign", "math.hypot", "math.remainder"};

template <size_t N>
bool In(const char* const (&names)[N], const std::string& name) {
  for (const char* n : names) {
    if (name == n) return true;
  }
  return false;
}

Ann MathFunction(const std::string& name, const CallArgs& call) {
  if (!name.starts_with("math.")) return nullptr;
  AllowKeywords(name, call, {});
  const auto& args = call.positional;
  auto numbers = [&](size_t low, size_t high) {
    ExpectCount(name, call, low, high);
    for (const Ann& a : args) ExpectNumber(name, a);
  };
  if (In(kMathFloat1, name)) {
    numbers(1, 1);
    return FloatAnn();
  }
  if (In(kMathFloat2, name)) {
    numbers(2, 2);
    return FloatAnn();
  }
  if (name == "math.gamma" || name == "math.lgamma") {
    // CPython computes them with an algorithm of its own, whose results differ from
    // libm's in the last bits for most arguments.
    Refuse(name + "() is not supported: CPython's own algorithm is not in the runtime");
  }
  if (name == "math.log") {
    numbers(1, 2);
    return FloatAnn();
  }
  if (name == "math.floor" || name == "math.ceil" || name == "math.trunc") {
    // Python 3: an int, for a float argument too.
    numbers(1, 1);
    if (IsInt(args[0])) return IntAnn(args[0]->nonneg, args[0]->is_unsigned);
    return IntAnn();
  }
  if (name == "math.isnan" || name == "math.isinf" || name == "math.isfinite") {
    numbers(1, 1);
    return BoolAnn();
  }
  if (name == "math.isclose") {
    numbers(2, 2);
    return BoolAnn();
  }
  if (name == "math.gcd" || name == "math.isqrt" || name == "math.factorial") {
    ExpectCount(name, call, 1, name == "math.gcd" ? size_t(-1) : 1);
    for (const Ann& a : args) ExpectInt(name, a);
    return IntAnn(true);
  }
  if (name == "math.ldexp") {
    ExpectCount(name, call, 2, 2);
    ExpectNumber(name, args[0]);
    ExpectInt(name, args[1], "exponent");
    return FloatAnn();
  }
  if (name == "math.frexp") {
    numbers(1, 1);
    return TupleAnn({FloatAnn(), IntAnn()});
  }
  if (name == "math.modf") {
    numbers(1, 1);
    return TupleAnn({FloatAnn(), FloatAnn()});
  }
  return nullptr;
}

// --- rlib, by identity ------------------------------------------------------------------

// rlib's functions are recognised by identity in rules_calls.cc (SpecialFunction); its
// machine-integer class r_uint is a builtin here (Bookkeeper::ImmutableValue).
Ann RUint(const CallArgs& call) {
  AllowKeywords("r_uint", call, {});
  ExpectCount("r_uint", call, 0, 1);
  const auto& args = call.positional;
  if (!args.empty() && !IsNumeric(args[0]))
    Refuse("r_uint() expects an integer or a float, not " + Arg(args[0]));
  return IntAnn(true, true);
}

}  // namespace

Ann AnnotateBuiltinCall(Annotator& annotator, const Ann& callee, const CallArgs& call,
                        const std::vector<const model::Variable*>& vars) {
  const std::string& name = callee->name;
  // Compared with each builtin's name in turn: as a view, a literal's length is known
  // (a std::string measured and compared it at every call of a builtin).
  std::string_view id = name;
  for (const Ann& a : call.positional) {
    if (a->kind == Kind::kImpossible) return Impossible();
  }
  for (const auto& [keyword, a] : call.keywords) {
    if (a->kind == Kind::kImpossible) return Impossible();
  }
  const auto& args = call.positional;
  if (id == "print") return Print(annotator, call);
  if (id == "sorted") return Sorted(annotator, call);
  if (id == "int") return IntOf(call);
  if (id == "enumerate") return Enumerate(annotator, call);
  if (id == "sum") return Sum(annotator, call);
  if (id == "dict") {
    Ann result = DictOf(annotator, call);
    AnnotateContainerEquality(annotator, result);
    return result;
  }
  if (id == "min" || id == "max") return MinMax(annotator, name, call);
  if (id == "r_uint") return RUint(call);
  if (id == "bytes") return BytesOf(annotator, call);
  if (id == "bytearray") {  // what bytes() takes, as a list of ints marked bytearray
    BytesOf(annotator, call);
    ListDef* list = annotator.ListDefHere();
    list->MarkByteArray();
    list->MarkResized();
    list->item().Generalise(IntAnn(true));
    return ListAnn(list);
  }
  if (id == "int.from_bytes") {  // int.from_bytes(b, byteorder="big", *, signed=False)
    AllowKeywords(name, call, {"bytes", "byteorder", "signed"});
    ExpectCount(name, call, 0, 2);
    const Ann* data = call.positional.empty() ? Keyword(call, "bytes") : &call.positional[0];
    if (data == nullptr || (*data)->kind != Kind::kBytes)
      Refuse("int.from_bytes() needs bytes" + (data ? ", not " + Arg(*data) : std::string()));
    const Ann* order =
        call.positional.size() > 1 ? &call.positional[1] : Keyword(call, "byteorder");
    CheckByteOrder(name, order);
    return IntAnn(false);
  }
  if (id == "bytes.fromhex") {
    ExpectCount(name, call, 1, 1);
    if (!IsStr(args[0])) Refuse("bytes.fromhex() argument must be str, not " + Arg(args[0]));
    return BytesAnn();
  }
  if (Ann result = OsFunction(name, call)) return result;
  if (Ann result = TimeFunction(name, call)) return result;
  if (Ann result = MathFunction(name, call)) return result;
  AllowKeywords(name, call, {});
  // len(x), bool(x), hash(x), abs(x) of an instance: its __len__, __bool__, ...
  if (std::string_view op = SpecialOperationOfBuiltin(id);
      !op.empty() && args.size() == 1 && args[0]->kind == Kind::kInstance) {
    if (auto plan = PlanSpecialCall(op, args)) return AnnotateSpecialCall(annotator, *plan, args);
  }
  if (id == "len") {
    ExpectCount(name, call, 1, 1);
    const Ann& a = args[0];
    if (a->kind == Kind::kTuple)
      return IntAnn(true, false, annotator.space().Int(static_cast<int64_t>(a->items.size())));
    if (a->kind == Kind::kList || a->kind == Kind::kDict || a->kind == Kind::kSet || IsStr(a) ||
        a->kind == Kind::kBytes)
      return IntAnn(true);
    Refuse("len() of " + Arg(a) + ": it has no length");
  }
  if (id == "range") return Range(annotator, call);
  if (id == "isinstance") return Isinstance(annotator, call, vars);
  if (id == "issubclass") return Issubclass(annotator, call);
  if (id == "float") return FloatOf(call);
  if (id == "str" || id == "repr" || id == "ascii") {
    ExpectCount(name, call, id == "str" ? 0 : 1, 1);
    if (!args.empty()) CheckShowable(annotator, name, args[0], id != "str");
    return StrAnn();
  }
  if (id == "bool") {
    ExpectCount(name, call, 0, 1);
    return BoolAnn();
  }
  if (id == "abs") {
    ExpectCount(name, call, 1, 1);
    if (IsInt(args[0])) return IntAnn(true, args[0]->is_unsigned);
    if (args[0]->kind == Kind::kFloat)
      return WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(args[0]));
    Refuse("abs() of " + Arg(args[0]));
  }
  if (id == "chr") return Chr(call);
  if (id == "ord") return Ord(call);
  if (id == "hash") return Hash(call);
  if (id == "divmod") return Divmod(call);
  if (id == "pow") return Pow(call);
  if (id == "round") return Round(call);
  if (id == "bin" || id == "hex" || id == "oct") {
    ExpectCount(name, call, 1, 1);
    ExpectInt(name, args[0], "argument");
    return StrAnn();
  }
  if (id == "any" || id == "all") {
    ExpectCount(name, call, 1, 1);
    // A generator object (or an instance whose __iter__ is a generator) runs only up to
    // the deciding item: its `_rtfarm_any`/`_rtfarm_all` (docs/generators.md).
    if (Ann generator = GeneratorOf(annotator, args[0])) {
      if (generator->kind == Kind::kImpossible) return generator;
      CallIterationMethod(annotator, generator, "_rtfarm_" + std::string(id));
      return BoolAnn();
    }
    // The program's own iterator stops at the deciding item too (rlib/riterators.py).
    if (ReadThroughUserIterator(annotator, args[0])) {
      Ann iterator = CallIterationMethod(annotator, args[0], "__iter__");
      CallIterationMethod(annotator, iterator, "_rtfarm_" + std::string(id));
      return BoolAnn();
    }
    IterationItem(annotator, args[0]);
    return BoolAnn();
  }
  if (id == "list") return ListOf(annotator, call);
  if (id == "tuple") {
    ExpectCount(name, call, 0, 1);
    if (args.empty()) return TupleAnn({});
    if (args[0]->kind == Kind::kTuple || IsVarTuple(args[0])) return args[0];
    // A tuple of any length: an immutable list of its own, with the source's items.
    if (args[0]->kind == Kind::kInstance && !IsGeneratorObject(args[0]) &&
        !ReadThroughUserIterator(annotator, args[0]))
      Refuse("tuple() of " + Arg(args[0]) + " is not supported (only of builtin iterables)");
    Ann item = IterationItem(annotator, args[0]);
    ListDef* tuple = annotator.ListDefHere();
    tuple->MarkTuple();
    if (item->kind != Kind::kImpossible) tuple->item().Generalise(WithoutConstant(item));
    return ListAnn(tuple);
  }
  if (id == "zip") {
    if (args.empty()) Refuse("zip() needs at least 1 argument");
    ExpectCount(name, call, 1, size_t(-1));
    for (const Ann& a : args) IterationItem(annotator, a, true);
    return IteratorAnn(IterKind::kZip, TupleAnn(args));
  }
  if (id == "reversed") {
    ExpectCount(name, call, 1, 1);
    if (args[0]->kind != Kind::kList && !IsStr(args[0]))
      Refuse("reversed() of " + Arg(args[0]) + ": only lists and str can be reversed");
    return IteratorAnn(IterKind::kReversed, IsStr(args[0]) ? StrAnn() : args[0]);
  }
  if (id == "iter") return Iter(annotator, call);
  if (id == "hasattr") return AnnotateHasattr(annotator, call);
  if (id == "next") return Next(annotator, call);
  if (id == "super") Refuse("super() with arguments is not supported: use super() inside a method");
  if (id == "set" || id == "frozenset") {
    Ann result = SetOf(annotator, std::string(id), call);
    AnnotateContainerEquality(annotator, result);
    return result;
  }
  if (id == "input") Refuse("input() is not supported: read standard input with os.read(0, n)");
  if (id == "open" || id == "io.open")
    Refuse("open() is not supported: use os.open, os.read, os.write and os.close");
  if (id == "id") Refuse("id() is not supported: addresses differ from run to run");
  if (id == "type") {  // type(x) of an instance: its class (`type(x) is C`)
    ExpectCount("type", call, 1, 1);
    const Ann& a = call.positional[0];
    if (a->kind == Kind::kInstance && !a->can_be_none) return TypeAnn(a->classdef);
    Refuse("type() of " + Arg(a) + " is not supported: only of an instance that is not None");
  }
  if (id == "slice")
    Refuse(
        "slice objects (slice(...)) are not supported: a slice has no run-time value here; "
        "write the bounds into the subscript, keeping them in variables (lst[start:stop], "
        "lst[start:stop:step])");
  if (id == "eval" || id == "exec" || id == "compile")
    Refuse(name + "() is not supported: RPython 3 programs cannot run code made at run time");
  Refuse("the builtin " + name + "() is not supported");
}

}  // namespace rtfarm::annotator
