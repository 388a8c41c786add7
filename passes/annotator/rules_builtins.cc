// Builtin functions RPython programs use, external functions with declared signatures
// (os, time, math), and rlib's functions recognised by identity.
#include <map>

#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

[[noreturn]] void Refuse(const std::string& message) { throw AnnotationRefused(message); }

bool IsInt(const Ann& a) { return a->kind == Kind::kInteger || a->kind == Kind::kBool; }
bool IsStr(const Ann& a) { return a->kind == Kind::kStr || a->kind == Kind::kChar; }

void ExpectCount(const std::string& name, const CallArgs& call, size_t low, size_t high) {
  size_t n = call.positional.size();
  if (n < low || n > high || call.star != nullptr) {
    Refuse(
        name + "() takes " +
        (low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high)) +
        " arguments, " + std::to_string(n) + " given");
  }
}

Ann Range(Annotator& annotator, const CallArgs& call) {
  ExpectCount("range", call, 1, 3);
  bool nonneg = true;
  for (size_t i = 0; i < call.positional.size(); ++i) {
    const Ann& a = call.positional[i];
    if (!IsInt(a)) Refuse("range() arguments must be integers, not " + Arg(a));
    // The items are non-negative when the start is and the step is positive.
    if (call.positional.size() >= 2 && i == 0 && !a->nonneg) nonneg = false;
    if (i == 2 && (a->constant == nullptr || a->constant->int_value() <= 0)) nonneg = false;
  }
  ListDef* list = annotator.ListDefHere();
  list->MarkRange();
  list->item().Generalise(IntAnn(nonneg));
  return ListAnn(list);
}

Ann MinMax(Annotator& annotator, const std::string& name, const CallArgs& call) {
  if (call.positional.empty()) Refuse(name + "() expects at least one argument");
  Ann result = Impossible();
  if (call.positional.size() == 1) {
    result = IterationItem(annotator, call.positional[0]);
  } else {
    for (const Ann& a : call.positional) result = Union(result, WithoutConstant(a));
  }
  if (!IsNumeric(result) && !IsStr(result)) Refuse(name + "() of " + Arg(result));
  return WithoutConstant(result);
}

Ann Isinstance(Annotator& annotator, const CallArgs& call,
               const std::vector<const model::Variable*>& vars) {
  ExpectCount("isinstance", call, 2, 2);
  const Ann& value = call.positional[0];
  const Ann& klass = call.positional[1];
  auto result = std::make_shared<Annotation>(*BoolAnn());
  if (klass->kind == Kind::kPBC && klass->descs.size() == 1 &&
      klass->descs[0]->kind() == DescKind::kClass) {
    ClassDef* wanted = annotator.bookkeeper().GetClassDef(static_cast<ClassDesc*>(klass->descs[0]));
    if (value->kind == Kind::kInstance) {
      if (value->classdef->IsSubclassOf(wanted) && !value->can_be_none) {
        result->constant = annotator.space().Bool(true);
        return result;
      }
      if (!wanted->IsSubclassOf(value->classdef)) {
        result->constant = annotator.space().Bool(false);
        return result;
      }
      if (!vars.empty() && vars[0] != nullptr)
        result->knowntypedata.push_back({vars[0], InstanceAnn(wanted), nullptr});
      return result;
    }
    if (value->kind == Kind::kNone) result->constant = annotator.space().Bool(false);
    return result;
  }
  if (klass->kind == Kind::kBuiltin) {
    // isinstance(x, int) and friends decide statically on the annotation.
    const std::string& name = klass->name;
    bool matches =
        (name == "int" && IsInt(value)) || (name == "float" && value->kind == Kind::kFloat) ||
        (name == "str" && IsStr(value)) || (name == "bool" && value->kind == Kind::kBool) ||
        (name == "list" && value->kind == Kind::kList) ||
        (name == "dict" && value->kind == Kind::kDict) ||
        (name == "tuple" && value->kind == Kind::kTuple);
    result->constant = annotator.space().Bool(matches);
    return result;
  }
  Refuse("isinstance() needs a class known before translation, not " + Arg(klass));
}

Ann IntOf(const CallArgs& call) {
  ExpectCount("int", call, 0, 2);
  if (call.positional.empty()) return IntAnn(true);
  const Ann& a = call.positional[0];
  if (IsNumeric(a) || IsStr(a)) return IntAnn(a->kind == Kind::kBool || (IsInt(a) && a->nonneg));
  Refuse("int() of " + Arg(a));
}

Ann FloatOf(const CallArgs& call) {
  ExpectCount("float", call, 0, 1);
  if (call.positional.empty() || IsNumeric(call.positional[0]) || IsStr(call.positional[0]))
    return FloatAnn();
  Refuse("float() of " + Arg(call.positional[0]));
}

Ann ListOf(Annotator& annotator, const CallArgs& call) {
  ExpectCount("list", call, 0, 1);
  ListDef* list = annotator.ListDefHere();
  list->MarkResized();
  if (!call.positional.empty())
    list->item().Generalise(WithoutConstant(IterationItem(annotator, call.positional[0])));
  return ListAnn(list);
}

Ann Sorted(Annotator& annotator, const CallArgs& call) {
  ExpectCount("sorted", call, 1, 1);
  for (const auto& [name, value] : call.keywords) {
    if (name != "reverse") Refuse("sorted() supports only reverse=, not " + name + "=");
  }
  Ann item = IterationItem(annotator, call.positional[0]);
  if (!IsNumeric(item) && !IsStr(item))
    Refuse("sorted() of items of type " + Arg(item) + " needs int, float or str");
  ListDef* list = annotator.ListDefHere();
  list->MarkResized();
  list->item().Generalise(WithoutConstant(item));
  return ListAnn(list);
}

using Rule = Ann (*)(Annotator&, const CallArgs&, const std::vector<const model::Variable*>&);

// Math functions of one float argument returning a float.
const char* const kMathFloat1[] = {
    "math.sqrt", "math.exp",  "math.log",  "math.log10", "math.sin",   "math.cos",
    "math.tan",  "math.atan", "math.asin", "math.acos",  "math.fabs",  "math.floor_f",
    "math.sinh", "math.cosh", "math.tanh", "math.log2",  "math.log1p", "math.expm1"};

}  // namespace

Ann AnnotateBuiltinCall(Annotator& annotator, const Ann& callee, const CallArgs& call,
                        const std::vector<const model::Variable*>& vars) {
  const std::string& name = callee->name;
  if (!call.keywords.empty() && name != "print" && name != "sorted" && name != "int") {
    Refuse(name + "() does not take keyword arguments");
  }
  const auto& args = call.positional;
  if (name == "len") {
    ExpectCount(name, call, 1, 1);
    const Ann& a = args[0];
    if (a->kind == Kind::kTuple)
      return IntAnn(true, false, annotator.space().Int(static_cast<int64_t>(a->items.size())));
    if (a->kind == Kind::kList || a->kind == Kind::kDict || IsStr(a) || a->kind == Kind::kBytes)
      return IntAnn(true);
    Refuse("len() of " + Arg(a));
  }
  if (name == "range") return Range(annotator, call);
  if (name == "print") {
    for (const auto& [keyword, value] : call.keywords) {
      if (keyword != "sep" && keyword != "end")
        Refuse("print() supports sep= and end=, not " + keyword + "=");
      if (!IsStr(value) && value->kind != Kind::kNone)
        Refuse("print(" + keyword + "=...) needs a str");
    }
    return NoneAnn();
  }
  if (name == "isinstance") return Isinstance(annotator, call, vars);
  if (name == "int") return IntOf(call);
  if (name == "float") return FloatOf(call);
  if (name == "str" || name == "repr") {
    ExpectCount(name, call, 0, 1);
    return StrAnn();
  }
  if (name == "bool") {
    ExpectCount(name, call, 0, 1);
    return BoolAnn();
  }
  if (name == "abs") {
    ExpectCount(name, call, 1, 1);
    if (IsInt(args[0])) return IntAnn(true, args[0]->is_unsigned);
    if (args[0]->kind == Kind::kFloat) return FloatAnn();
    Refuse("abs() of " + Arg(args[0]));
  }
  if (name == "min" || name == "max") return MinMax(annotator, name, call);
  if (name == "chr") {
    ExpectCount(name, call, 1, 1);
    if (!IsInt(args[0])) Refuse("chr() of " + Arg(args[0]));
    return CharAnn();
  }
  if (name == "ord") {
    ExpectCount(name, call, 1, 1);
    if (!IsStr(args[0])) Refuse("ord() of " + Arg(args[0]));
    return IntAnn(true);
  }
  if (name == "hash") return IntAnn();
  if (name == "list") return ListOf(annotator, call);
  if (name == "dict") {
    ExpectCount(name, call, 0, 0);
    return DictAnn(annotator.DictDefHere());
  }
  if (name == "tuple") {
    ExpectCount(name, call, 1, 1);
    if (args[0]->kind == Kind::kTuple) return args[0];
    Refuse("tuple() of " + Arg(args[0]) + ": the length must be known");
  }
  if (name == "enumerate") {
    ExpectCount(name, call, 1, 1);
    IterationItem(annotator, args[0]);
    return IteratorAnn(IterKind::kEnumerate, args[0]);
  }
  if (name == "zip") {
    if (args.empty()) Refuse("zip() needs arguments");
    for (const Ann& a : args) IterationItem(annotator, a);
    return IteratorAnn(IterKind::kZip, TupleAnn(args));
  }
  if (name == "reversed") {
    ExpectCount(name, call, 1, 1);
    if (args[0]->kind != Kind::kList && !IsStr(args[0])) Refuse("reversed() of " + Arg(args[0]));
    return IteratorAnn(IterKind::kReversed, args[0]);
  }
  if (name == "sorted") return Sorted(annotator, call);
  if (name == "iter") {
    ExpectCount(name, call, 1, 1);
    IterationItem(annotator, args[0]);
    return args[0]->kind == Kind::kIterator ? args[0] : IteratorAnn(IterKind::kSequence, args[0]);
  }
  if (name == "next") {
    ExpectCount(name, call, 1, 1);
    if (args[0]->kind != Kind::kIterator) Refuse("next() of " + Arg(args[0]));
    return WithoutConstant(IterationItem(annotator, args[0]));
  }
  if (name == "issubclass") return BoolAnn();
  if (name == "super")
    Refuse("super() with arguments is not supported: use super() inside a method");
  // External functions with declared signatures.
  if (name == "os.write") return IntAnn(true);
  if (name == "os.read") return BytesAnn();
  if (name == "os.open") return IntAnn(true);
  if (name == "os.close") return NoneAnn();
  if (name == "time.time" || name == "time.perf_counter" || name == "time.monotonic" ||
      name == "time.process_time") {
    return FloatAnn();
  }
  for (const char* math : kMathFloat1) {
    if (name == math) {
      ExpectCount(name, call, 1, 1);
      if (!IsNumeric(args[0])) Refuse(name + "() of " + Arg(args[0]));
      return FloatAnn();
    }
  }
  if (name == "math.floor" || name == "math.ceil") return IntAnn();
  if (name == "math.pow" || name == "math.atan2" || name == "math.fmod" || name == "math.hypot" ||
      name == "math.copysign") {
    return FloatAnn();
  }
  if (name == "math.isnan" || name == "math.isinf" || name == "math.isfinite") return BoolAnn();
  // rlib, by identity (its classes and functions are mirrored as builtins of rlib).
  if (name == "r_uint") return IntAnn(true, true);
  Refuse("the builtin " + name + "() is not supported");
}

}  // namespace rtfarm::annotator
