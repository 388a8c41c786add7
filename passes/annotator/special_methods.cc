// CPython 3.11's dispatch of operators to special methods (Objects/abstract.c's
// binary_op1 and the SLOT1BINFULL slots of typeobject.c, object.c's do_richcompare),
// decided statically from the classes an operand's annotation admits.
#include "passes/annotator/special_methods.h"

#include <algorithm>
#include <functional>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/listdef.h"
#include "passes/annotator/rules.h"

namespace rtfarm::annotator {

// A subclass of `classdef` (at any depth) whose own class dict defines `name`, or null.
ClassDef* SubclassDefining(ClassDef* classdef, const std::string& name) {
  NoteSubclassesRead();
  for (ClassDef* sub : classdef->subdefs()) {
    if (sub->desc()->OwnAttr(name) != nullptr) return sub;
    if (ClassDef* deeper = SubclassDefining(sub, name)) return deeper;
  }
  return nullptr;
}

namespace {

using Result = SpecialCall::Result;

struct BinaryNames {
  std::string_view op;
  const char* symbol;
  const char* forward;
  const char* reflected;
  const char* inplace;
};

constexpr BinaryNames kBinary[] = {
    {"add", "+", "__add__", "__radd__", "__iadd__"},
    {"sub", "-", "__sub__", "__rsub__", "__isub__"},
    {"mul", "*", "__mul__", "__rmul__", "__imul__"},
    {"truediv", "/", "__truediv__", "__rtruediv__", "__itruediv__"},
    {"floordiv", "//", "__floordiv__", "__rfloordiv__", "__ifloordiv__"},
    {"mod", "%", "__mod__", "__rmod__", "__imod__"},
    {"pow", "**", "__pow__", "__rpow__", "__ipow__"},
    {"matmul", "@", "__matmul__", "__rmatmul__", "__imatmul__"},
    {"lshift", "<<", "__lshift__", "__rlshift__", "__ilshift__"},
    {"rshift", ">>", "__rshift__", "__rrshift__", "__irshift__"},
    {"and_", "&", "__and__", "__rand__", "__iand__"},
    {"or_", "|", "__or__", "__ror__", "__ior__"},
    {"xor", "^", "__xor__", "__rxor__", "__ixor__"},
};

struct CompareNames {
  std::string_view op;
  const char* symbol;
  const char* forward;
  const char* reflected;  // the swapped comparison, called on the right operand
};

constexpr CompareNames kCompare[] = {
    {"lt", "<", "__lt__", "__gt__"},  {"le", "<=", "__le__", "__ge__"},
    {"gt", ">", "__gt__", "__lt__"},  {"ge", ">=", "__ge__", "__le__"},
    {"eq", "==", "__eq__", "__eq__"}, {"ne", "!=", "__ne__", "__ne__"},
};

constexpr std::pair<std::string_view, const char*> kUnary[] = {
    {"neg", "__neg__"}, {"pos", "__pos__"}, {"abs", "__abs__"}, {"invert", "__invert__"}};

bool IsUserInstance(const Ann& a) { return a->kind == Kind::kInstance && a->classdef != nullptr; }

// The name of instances of `a` in messages: the class's own name, as CPython's.
std::string ClassName(const Ann& a) {
  const std::string& key = a->classdef->desc()->key();
  size_t dot = key.rfind('.');
  return "'" + (dot == std::string::npos ? key : key.substr(dot + 1)) + "'";
}

// The user method `name` instances of `a` have, or null when they have none. Refuses
// when only some of the classes `a` admits have it (a subclass defining it while the
// class itself does not): the dispatch would depend on the run-time class.
const host::HostObject* Method(const Ann& a, const std::string& name) {
  const host::HostObject* method = UserSpecialMethod(a->classdef, name);
  if (method != nullptr) return method;
  if (ClassDef* sub = SubclassDefining(a->classdef, name)) {
    Refuse(sub->name() + " defines " + name + " but its base " + a->classdef->name() +
           " does not: an operation on instances of " + a->classdef->name() +
           " would call it only for some of them (define " + name + " in " + a->classdef->name() +
           ")");
  }
  return nullptr;
}

bool Has(const Ann& a, const std::string& name) {
  return IsUserInstance(a) && Method(a, name) != nullptr;
}

// Every class instances of `classdef` may have: itself and its subclasses.
void ForEachClass(ClassDef* classdef, const std::function<void(ClassDef*)>& f) {
  NoteSubclassesRead();
  f(classdef);
  for (ClassDef* sub : classdef->subdefs()) ForEachClass(sub, f);
}

// CPython calls the right operand's reflected method first when its class is a proper
// subclass of the left operand's (and, for arithmetic, overrides that method): refused
// when some pair of run-time classes would make it do so, since the choice would be made
// at run time.
// The pair of run-time classes (left x, right y) for which it would, or nulls.
std::pair<ClassDef*, ClassDef*> ReflectedFirst(const Ann& a, const Ann& b,
                                               const std::string& reflected, bool comparison) {
  std::pair<ClassDef*, ClassDef*> found = {nullptr, nullptr};
  if (!IsUserInstance(a) || !IsUserInstance(b)) return found;
  ForEachClass(b->classdef, [&](ClassDef* y) {
    const host::HostObject* on_y = UserSpecialMethod(y, reflected);
    if (on_y == nullptr || found.first != nullptr) return;
    for (ClassDef* x = y->base(); x != nullptr; x = x->base()) {
      if (!x->IsSubclassOf(a->classdef)) continue;
      if (!comparison && UserSpecialMethod(x, reflected) == on_y) continue;
      found = {x, y};
      return;
    }
  });
  return found;
}

void CheckReflectedFirst(const Ann& a, const Ann& b, const std::string& reflected,
                         const std::string& symbol, bool comparison) {
  auto [x, y] = ReflectedFirst(a, b, reflected, comparison);
  if (x == nullptr) return;
  Refuse("'" + symbol + "' between " + a->classdef->name() + " and " + b->classdef->name() +
         ": when the left operand is a " + x->name() + " and the right one a " + y->name() +
         " (a subclass), CPython calls " + y->name() + "." + reflected +
         " first; choosing at run time is not supported");
}

void RefuseNullable(const Ann& receiver, const std::string& method, const std::string& what) {
  if (CanBeNone(receiver)) {
    Refuse(what + " of " + Describe(receiver) + ": it may be None, whose " + method +
           " is not that of " + receiver->classdef->name() + " (test `is not None` first)");
  }
}

SpecialCall Call(const std::string& method, size_t receiver, std::vector<size_t> args,
                 Result result = Result::kValue) {
  return SpecialCall{method, receiver, std::move(args), result};
}

std::optional<SpecialCall> PlanBinary(const BinaryNames& names, bool inplace,
                                      const std::vector<Ann>& args) {
  const Ann& a = args[0];
  const Ann& b = args[1];
  bool ai = IsUserInstance(a);
  bool bi = IsUserInstance(b);
  std::string symbol = std::string(names.symbol) + (inplace ? "=" : "");
  if (ai) {
    if (inplace && Has(a, names.inplace)) {
      RefuseNullable(a, names.inplace, symbol);
      return Call(names.inplace, 0, {1});
    }
    if (Has(a, names.forward)) {
      RefuseNullable(a, names.forward, symbol);
      CheckReflectedFirst(a, b, names.reflected, symbol, false);
      return Call(names.forward, 0, {1});
    }
    if (bi && Has(b, names.reflected)) {
      // CPython tries the reflected method only between different classes.
      if (a->classdef->IsSubclassOf(b->classdef) || b->classdef->IsSubclassOf(a->classdef)) {
        Refuse("unsupported operand types for " + symbol + ": " + a->classdef->name() +
               " defines no " + names.forward + ", and " + b->classdef->name() + "." +
               names.reflected + " is called only when the two classes differ");
      }
      RefuseNullable(b, names.reflected, symbol);
      return Call(names.reflected, 1, {0});
    }
    Refuse("unsupported operand types for " + symbol + ": " + Arg(a) + " and " + Arg(b) + " (" +
           a->classdef->name() + " defines no " + names.forward +
           (bi ? std::string(" and ") + b->classdef->name() + " no " + names.reflected : "") + ")");
  }
  if (!bi) return std::nullopt;
  // "..." % x formats x: str's own operator comes first.
  if (names.op == "mod" && (IsStr(a) || a->kind == Kind::kBytes)) return std::nullopt;
  if (Has(b, names.reflected)) {
    RefuseNullable(b, names.reflected, symbol);
    return Call(names.reflected, 1, {0});
  }
  Refuse("unsupported operand types for " + symbol + ": " + Arg(a) + " and " + Arg(b) + " (" +
         b->classdef->name() + " defines no " + names.reflected + ")");
}

std::optional<SpecialCall> PlanComparison(const CompareNames& names, const std::vector<Ann>& args) {
  const Ann& a = args[0];
  const Ann& b = args[1];
  bool ai = IsUserInstance(a);
  bool bi = IsUserInstance(b);
  if (!ai && !bi) return std::nullopt;
  bool ne = names.op == "ne";
  // a != b without __ne__: object.__ne__ negates a.__eq__(b).
  auto first = [&](const Ann& x, size_t self, size_t other,
                   const char* method) -> std::optional<SpecialCall> {
    if (Has(x, method)) {
      RefuseNullable(x, method, names.symbol);
      return Call(method, self, {other});
    }
    if (ne && Has(x, "__eq__")) {
      RefuseNullable(x, "__eq__", names.symbol);
      return Call("__eq__", self, {other}, Result::kNotTruth);
    }
    return std::nullopt;
  };
  if (ai && (Has(a, names.forward) || (ne && Has(a, "__eq__")))) {
    std::optional<SpecialCall> plan = first(a, 0, 1, names.forward);
    bool symmetric = names.forward == std::string_view(names.reflected);  // == and !=
    if (symmetric && bi && ReflectedFirst(a, b, plan->method, true).first != nullptr) {
      // The same method either way: the operands are exchanged at run time.
      ClassDef* base = SwapBase(args);
      if (base == nullptr || UserSpecialMethod(base, plan->method) == nullptr)
        CheckReflectedFirst(a, b, plan->method, names.symbol, true);
      RefuseNullable(b, plan->method, names.symbol);
      plan->swap_when_subclass = true;
      return plan;
    }
    CheckReflectedFirst(a, b, names.reflected, names.symbol, true);
    if (ne) CheckReflectedFirst(a, b, "__eq__", names.symbol, true);
    return plan;
  }
  if (bi) {
    if (auto plan = first(b, 1, 0, names.reflected)) return plan;
  }
  // == and != without methods compare identities (the comparison rule); the orderings
  // have no default: the comparison rule refuses them as CPython raises TypeError.
  if (names.op == "eq" || names.op == "ne") return std::nullopt;
  Refuse("'" + std::string(names.symbol) + "' not supported between instances of " +
         (ai ? ClassName(a) : Arg(a)) + " and " + (bi ? ClassName(b) : Arg(b)) + " (no " +
         names.forward + (bi ? std::string(" nor reflected ") + names.reflected : "") + ")");
}

// One operand, one method: len(x), x[i], x[i] = v, del x[i], item in x, hash(x), -x.
std::optional<SpecialCall> PlanOne(const std::string& method, const Ann& receiver,
                                   std::vector<size_t> args, Result result,
                                   const std::string& what) {
  if (!IsUserInstance(receiver) || !Has(receiver, method)) return std::nullopt;
  RefuseNullable(receiver, method, what);
  return Call(method, 0, std::move(args), result);
}

}  // namespace

std::optional<SpecialCall> PlanSpecialCall(std::string_view op, const std::vector<Ann>& args) {
  bool any = false;
  for (const Ann& a : args) any |= IsUserInstance(a);
  if (!any) return std::nullopt;
  if (args.size() == 2) {
    bool inplace = op.starts_with("inplace_");
    std::string_view base = inplace ? op.substr(8) : op;
    for (const BinaryNames& names : kBinary) {
      std::string_view name = names.op;
      if (inplace && name.ends_with('_')) name.remove_suffix(1);  // inplace_and, inplace_or
      if (base == name) return PlanBinary(names, inplace, args);
    }
    for (const CompareNames& names : kCompare) {
      if (op == names.op) return PlanComparison(names, args);
    }
  }
  const Ann& x = args[0];
  if (args.size() == 1) {
    std::string_view unary = op.ends_with("_ovf") ? op.substr(0, op.size() - 4) : op;
    for (const auto& [name, method] : kUnary) {
      if (unary == name) return PlanOne(method, x, {}, Result::kValue, "unary " + std::string(op));
    }
    if (op == "len") return PlanOne("__len__", x, {}, Result::kValue, "len()");
    if (op == "hash") {
      if (!IsUserInstance(x)) return std::nullopt;
      const host::HostObject* hash = UserSpecialMethod(x->classdef, "__hash__");
      if (hash != nullptr && hash->kind() == host::HostKind::kNone)
        Refuse("unhashable type: " + ClassName(x) + " (it defines __eq__ without __hash__)");
      return PlanOne("__hash__", x, {}, Result::kHash, "hash()");
    }
    if (op == "is_true" || op == "not_") {
      Result truth = op == "is_true" ? Result::kTruth : Result::kNotTruth;
      if (!IsUserInstance(x)) return std::nullopt;
      // CPython's truth: __bool__, else __len__, else true.
      if (auto plan = PlanOne("__bool__", x, {}, truth, "the truth")) return plan;
      return PlanOne("__len__", x, {}, truth, "the truth");
    }
  }
  if (op == "getitem" && args.size() == 2)
    return PlanOne("__getitem__", x, {1}, Result::kValue, "subscript");
  if (op == "setitem" && args.size() == 3)
    return PlanOne("__setitem__", x, {1, 2}, Result::kValue, "item assignment");
  if (op == "delitem" && args.size() == 2)
    return PlanOne("__delitem__", x, {1}, Result::kValue, "item deletion");
  if (op == "contains" && args.size() == 2) {  // `item in x`: x is the first operand
    if (auto plan = PlanOne("__contains__", x, {1}, Result::kTruth, "'in'")) return plan;
    if (IsUserInstance(x))
      Refuse("'in' of " + x->classdef->name() +
             ": its class defines no __contains__ (searching through __iter__ or " +
             "__getitem__ is not supported)");
  }
  return std::nullopt;
}

ClassDef* SwapBase(const std::vector<Ann>& args) {
  return args.at(0)->classdef->CommonBase(args.at(1)->classdef);
}

std::string_view SpecialOperationOfBuiltin(std::string_view builtin) {
  if (builtin == "len") return "len";
  if (builtin == "bool") return "is_true";
  if (builtin == "hash") return "hash";
  if (builtin == "abs") return "abs";
  return {};
}

bool HasUserEquality(ClassDef* classdef) {
  return UserSpecialMethod(classdef, "__eq__") != nullptr ||
         UserSpecialMethod(classdef, "__hash__") != nullptr;
}

bool HasUserOrder(ClassDef* classdef) {
  return UserSpecialMethod(classdef, "__lt__") != nullptr ||
         UserSpecialMethod(classdef, "__gt__") != nullptr;
}

Ann AnnotateSpecialCall(Annotator& annotator, const SpecialCall& plan,
                        const std::vector<Ann>& args) {
  const Ann& receiver =
      plan.swap_when_subclass ? SwapBase(args)->instance(false) : args[plan.receiver];
  Ann method = AnnotateGetattr(annotator, NonNullable(receiver), plan.method);
  if (method->kind == Kind::kImpossible) return method;
  CallArgs call;
  for (size_t i : plan.args)
    call.positional.push_back(plan.swap_when_subclass ? receiver : args[i]);
  Ann result = AnnotateCall(annotator, method, call);
  if (result->kind == Kind::kImpossible) return result;
  const std::string where = receiver->classdef->name() + "." + plan.method;
  switch (plan.result) {
    case SpecialCall::Result::kValue:
      if (plan.method == "__len__") {
        if (!IsInt(result)) Refuse(where + "() should return an int, not " + Arg(result));
        return IntAnn(result->nonneg);
      }
      return WithoutConstant(result);
    case SpecialCall::Result::kTruth:
    case SpecialCall::Result::kNotTruth:
      if (plan.method == "__len__") {
        if (!IsInt(result)) Refuse(where + "() should return an int, not " + Arg(result));
      } else if (result->kind != Kind::kBool) {
        Refuse(where + "() should return a bool here, not " + Arg(result));
      }
      return BoolAnn();
    case SpecialCall::Result::kHash:
      if (!IsInt(result) || result->is_unsigned)
        Refuse(where + "() should return an int, not " + Arg(result));
      return IntAnn();
  }
  return result;
}

namespace {

// The instances a container item may be, at any depth of tuples.
void ForEachInstance(const Ann& item, const std::function<void(const Ann&)>& f) {
  if (item->kind == Kind::kInstance && item->classdef != nullptr) f(item);
  if (item->kind == Kind::kTuple) {
    for (const Ann& each : item->items) ForEachInstance(each, f);
  }
}

void AnnotateItemCall(Annotator& annotator, const Ann& item, std::string_view op,
                      const std::string& what) {
  if (CanBeNone(item))
    Refuse(what + " of " + Describe(item) + ": items that may be None are not supported with " +
           "the user methods of " + item->classdef->name());
  std::vector<Ann> args = op == "hash" ? std::vector<Ann>{item} : std::vector<Ann>{item, item};
  std::optional<SpecialCall> plan = PlanSpecialCall(op, args);
  if (!plan) return;
  Ann result = AnnotateSpecialCall(annotator, *plan, args);
  if (op != "hash" && result->kind != Kind::kBool && result->kind != Kind::kImpossible)
    Refuse(what + " of " + item->classdef->name() + " items: its " + plan->method + " returns " +
           Arg(result) + ", not a bool");
}

}  // namespace

void AnnotateContainerEquality(Annotator& annotator, const Ann& container) {
  Ann item;
  bool hashed = false;
  if (container->kind == Kind::kList) {
    item = container->listdef->item().Read();
  } else if (container->kind == Kind::kDict || container->kind == Kind::kSet) {
    item = container->dictdef->key().Read();
    hashed = true;
  } else {
    return;
  }
  ForEachInstance(item, [&](const Ann& instance) {
    // A missing key's KeyError shows repr(key) (GenC's KeyErrorRepr).
    if (hashed && UserSpecialMethod(instance->classdef, "__repr__") != nullptr) {
      Ann method = AnnotateGetattr(annotator, NonNullable(instance), "__repr__");
      if (method->kind != Kind::kImpossible) AnnotateCall(annotator, method, CallArgs{});
    }
    if (!HasUserEquality(instance->classdef)) return;
    const char* what = container->kind == Kind::kList ? "searching a list" : "a dict or set key";
    if (hashed) AnnotateItemCall(annotator, instance, "hash", what);
    AnnotateItemCall(annotator, instance, "eq", what);
  });
}

void AnnotateNestedComparison(Annotator& annotator, const Ann& value, bool order) {
  std::function<void(const Ann&, int)> walk = [&](const Ann& a, int depth) {
    if (depth > 8) return;  // a list of lists of ... : deep enough for any real program
    switch (a->kind) {
      case Kind::kList:
        return walk(a->listdef->item().Read(), depth + 1);
      case Kind::kDict:
      case Kind::kSet:  // (a set's values stay impossible)
        walk(a->dictdef->key().Read(), depth + 1);
        return walk(a->dictdef->value().Read(), depth + 1);
      case Kind::kTuple:
        for (const Ann& item : a->items) walk(item, depth + 1);
        return;
      case Kind::kInstance:
        if (depth == 0 || a->classdef == nullptr) return;  // the operator itself decided
        if (order && HasUserOrder(a->classdef)) {
          AnnotateItemCall(annotator, a, "lt", "comparing containers");
        } else if (HasUserEquality(a->classdef)) {
          AnnotateItemCall(annotator, a, "eq", "comparing containers");
        }
        return;
      default:
        return;
    }
  };
  walk(value, 0);
}

void AnnotateItemOrder(Annotator& annotator, const Ann& item, const std::string& what) {
  ForEachInstance(item, [&](const Ann& instance) {
    if (UserSpecialMethod(instance->classdef, "__lt__") == nullptr &&
        UserSpecialMethod(instance->classdef, "__gt__") == nullptr)
      Refuse(what + " of " + Describe(instance) + ": its class defines no __lt__");
    // max() keeps the first of equal items by asking `item > best`; the others `<`.
    AnnotateItemCall(annotator, instance, what.starts_with("max") ? "gt" : "lt", what);
  });
}

namespace {

// Whether items annotated `item` are or may later become instances: a list's items can
// generalise after this operation was annotated, but an int, float or str item never
// unifies with an instance (that union is refused), so only those are known safe.
bool ItemsMayBeInstances(const Ann& item) {
  if (item == nullptr) return true;
  switch (item->kind) {
    case Kind::kBool:
    case Kind::kInteger:
    case Kind::kFloat:
    case Kind::kChar:
    case Kind::kStr:
    case Kind::kBytes:
      return false;
    case Kind::kTuple:
      for (const Ann& sub : item->items) {
        if (ItemsMayBeInstances(sub)) return true;
      }
      return false;
    case Kind::kList:
      return ItemsMayBeInstances(item->listdef->item().peek());
    case Kind::kDict:
      return ItemsMayBeInstances(item->dictdef->key().peek()) ||
             ItemsMayBeInstances(item->dictdef->value().peek());
    case Kind::kSet:
      return ItemsMayBeInstances(item->dictdef->key().peek());
    default:
      return true;
  }
}

// The operand itself: its annotation is this block's, and a change re-annotates it.
bool OperandMayRunUserCode(const Ann& operand) {
  switch (operand->kind) {
    case Kind::kInstance:
      return true;
    case Kind::kTuple:
      for (const Ann& item : operand->items) {
        if (OperandMayRunUserCode(item)) return true;
      }
      return false;
    case Kind::kList:
    case Kind::kDict:
    case Kind::kSet:
      return ItemsMayBeInstances(operand);
    default:
      return false;
  }
}

}  // namespace

bool OperationMayCallUserCode(std::string_view op, const std::vector<Ann>& args) {
  static constexpr std::string_view kDispatching[] = {"pos",
                                                      "neg",
                                                      "invert",
                                                      "abs",
                                                      "add",
                                                      "sub",
                                                      "mul",
                                                      "truediv",
                                                      "floordiv",
                                                      "mod",
                                                      "pow",
                                                      "lshift",
                                                      "rshift",
                                                      "and_",
                                                      "or_",
                                                      "xor",
                                                      "matmul",
                                                      "inplace_add",
                                                      "inplace_sub",
                                                      "inplace_mul",
                                                      "inplace_truediv",
                                                      "inplace_floordiv",
                                                      "inplace_mod",
                                                      "inplace_pow",
                                                      "inplace_lshift",
                                                      "inplace_rshift",
                                                      "inplace_and",
                                                      "inplace_or",
                                                      "inplace_xor",
                                                      "inplace_matmul",
                                                      "lt",
                                                      "le",
                                                      "eq",
                                                      "ne",
                                                      "gt",
                                                      "ge",
                                                      "contains",
                                                      "getitem",
                                                      "setitem",
                                                      "delitem"};
  // Any other operation listing Exception (a call, str(), iter()) may always raise it.
  if (std::find(std::begin(kDispatching), std::end(kDispatching), op) == std::end(kDispatching))
    return true;
  // 'fmt' % x may always raise MemoryError (FlowContext::Record).
  if ((op == "mod" || op == "inplace_mod") && !args.empty() && args[0] != nullptr &&
      args[0]->kind == Kind::kStr)
    return true;
  for (const Ann& arg : args) {
    if (arg != nullptr && OperandMayRunUserCode(arg)) return true;
  }
  return false;
}

}  // namespace rtfarm::annotator
