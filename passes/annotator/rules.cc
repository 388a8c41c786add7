// Rules for the flow-level operations (docs/operations.md), Python 3 semantics.
#include "passes/annotator/rules.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>

#include "passes/annotator/special_methods.h"
#include "passes/flow/constant_fold.h"

namespace rtfarm::annotator {

void Refuse(const std::string& message) { throw AnnotationRefused(message); }
bool IsInt(const Ann& a) { return a->kind == Kind::kInteger || a->kind == Kind::kBool; }
bool IsStr(const Ann& a) { return a->kind == Kind::kStr || a->kind == Kind::kChar; }

bool IsOrdered(const Ann& a) {
  // Not known yet (the items of a dict still being annotated): judged when they are.
  if (a->kind == Kind::kImpossible) return true;
  if (IsNumeric(a) || IsStr(a) || a->kind == Kind::kBytes) return true;
  // Instances whose class defines __lt__ (or __gt__): sorting calls it.
  if (a->kind == Kind::kInstance) return !a->can_be_none && HasUserOrder(a->classdef);
  // Lists compare item by item, as tuples do (CPython's lexicographic order).
  if (a->kind == Kind::kList && !a->can_be_none) {
    return IsOrdered(a->listdef->item().peek());
  }
  if (a->kind != Kind::kTuple) return false;
  for (const Ann& item : a->items) {
    if (!IsOrdered(item)) return false;
  }
  return true;
}

std::string Arg(const Ann& a) { return IsRangeList(a) ? "range" : Describe(a); }

bool IsRangeList(const Ann& a) { return a->kind == Kind::kList && a->listdef->range(); }

bool IsVarTuple(const Ann& a) { return a->kind == Kind::kList && a->listdef->tuple(); }
bool IsByteArray(const Ann& a) { return a->kind == Kind::kList && a->listdef->bytearray(); }

void ExpectMutableList(const Ann& list, const std::string& what) {
  if (IsVarTuple(list)) {
    if (what == "item assignment" || what == "item deletion")
      Refuse("'tuple' object does not support " + what);
    Refuse("'tuple' object has no attribute '" + what + "'");
  }
  if (!IsRangeList(list)) return;
  if (what == "item assignment" || what == "item deletion")
    Refuse("'range' object does not support " + what + ": use list(range(...))");
  Refuse("'range' object has no attribute '" + what + "': use list(range(...))");
}

namespace {

// What a list can take the items of (extend, +=, slice assignment): the kinds
// IterationItem reads and the RTyper's ListFrom copies.
bool IsListSource(const Ann& a) {
  return a->kind == Kind::kList || IsStr(a) || a->kind == Kind::kTuple || a->kind == Kind::kDict ||
         a->kind == Kind::kSet || a->kind == Kind::kIterator || a->kind == Kind::kBytes;
}

// The binary operation an in-place or overflow-checked one stands for: "inplace_or" is
// "or_", "add_ovf" is "add".
// A view of the operation's own name (or of a literal): an Arithmetic of every block
// annotated copied it into a string.
std::string_view BaseName(std::string_view op) {
  if (op.starts_with("inplace_")) {
    op.remove_prefix(8);
    // and, or are keywords: their operations are and_, or_ (xor has no underscore).
    if (op == "and") return "and_";
    if (op == "or") return "or_";
  }
  if (op.ends_with("_ovf")) op.remove_suffix(4);
  return op;
}

const char* Symbol(std::string_view op) {
  static const std::pair<const char*, const char*> kSymbols[] = {
      {"add", "+"}, {"sub", "-"},  {"mul", "*"},     {"truediv", "/"}, {"floordiv", "//"},
      {"mod", "%"}, {"pow", "**"}, {"lshift", "<<"}, {"rshift", ">>"}, {"and_", "&"},
      {"or_", "|"}, {"xor", "^"},  {"matmul", "@"},  {"lt", "<"},      {"le", "<="},
      {"eq", "=="}, {"ne", "!="},  {"gt", ">"},      {"ge", ">="},
  };
  for (const auto& [name, symbol] : kSymbols) {
    if (op == name) return symbol;
  }
  return "?";
}

[[noreturn]] void RefuseOperands(const std::string& op, const Ann& a, const Ann& b) {
  Refuse(std::string("unsupported operand types for ") + Symbol(BaseName(op)) + ": " + Arg(a) +
         " and " + Arg(b));
}

Ann IntResult(std::string_view op, const Ann& a, const Ann& b) {
  bool is_unsigned = a->is_unsigned || b->is_unsigned;
  bool an = a->nonneg;
  bool bn = b->nonneg;
  if (a->kind == Kind::kBool && b->kind == Kind::kBool &&
      (op == "and_" || op == "or_" || op == "xor")) {
    return BoolAnn();
  }
  // True & True is a bool, 1 & True an int: an int that may be a bool stays one.
  auto boolish = [](const Ann& x) { return x->kind == Kind::kBool || x->may_be_bool; };
  if (boolish(a) && boolish(b) && (op == "and_" || op == "or_" || op == "xor"))
    return WithNumberKinds(IntAnn(true, is_unsigned), true, false);
  if (op == "truediv") return FloatAnn();
  if (op == "add" || op == "mul" || op == "floordiv" || op == "pow" || op == "or_" || op == "xor") {
    return IntAnn(an && bn, is_unsigned);
  }
  if (op == "mod") return IntAnn(bn, is_unsigned);
  if (op == "and_") return IntAnn(an || bn, is_unsigned);
  // A left shift may overflow into the sign bit; a right shift keeps the sign.
  if (op == "lshift") return IntAnn(a->is_unsigned, a->is_unsigned);
  if (op == "rshift") return IntAnn(an, a->is_unsigned);
  if (op == "sub") return IntAnn(false, is_unsigned);
  return nullptr;
}

std::string Int128Text(__int128 value) {
  bool negative = value < 0;
  unsigned __int128 magnitude = negative ? -static_cast<unsigned __int128>(value) : value;
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(magnitude % 10)));
    magnitude /= 10;
  } while (magnitude != 0);
  return (negative ? "-" : "") + digits;
}

// Integer arithmetic on two constants (specialisation and constant propagation give
// them; the flow builder folds the rest): computed exactly, and refused when the result
// leaves the machine integer, as a pre-built constant would be.
Ann FoldIntegers(Annotator& annotator, std::string_view op, const Ann& a, const Ann& b) {
  if (a->constant == nullptr || b->constant == nullptr || a->is_unsigned || b->is_unsigned)
    return nullptr;
  auto value = [](const Ann& x) -> __int128 {
    return x->constant->kind() == host::HostKind::kBool ? x->constant->bool_value()
                                                        : x->constant->int_value();
  };
  __int128 x = value(a);
  __int128 y = value(b);
  __int128 result;
  constexpr __int128 kLimit = static_cast<__int128>(1) << 100;
  if (op == "add") {
    result = x + y;
  } else if (op == "sub") {
    result = x - y;
  } else if (op == "mul") {
    result = x * y;
  } else if (op == "pow" && y >= 0) {
    result = 1;
    for (__int128 i = 0; i < y && result < kLimit && result > -kLimit; ++i) result *= x;
    if (result >= kLimit || result <= -kLimit) {
      throw AnnotationRefused("the integer constant " + Int128Text(x) + " ** " + Int128Text(y) +
                              " does not fit in 64 bits");
    }
  } else {
    return nullptr;
  }
  if (result > INT64_MAX || result < INT64_MIN) {
    throw AnnotationRefused("the integer constant " + Int128Text(result) +
                            " does not fit in 64 bits");
  }
  return IntAnn(result >= 0, false, annotator.space().Int(static_cast<int64_t>(result)));
}

// t * n and n * t of a tuple of known length (also t *= n, a new tuple): with a constant
// count giving a few items, a tuple of known length repeating them; otherwise a tuple of
// any length of their union. The empty tuple repeated is always empty.
Ann TupleRepeat(Annotator& annotator, const Ann& tuple, const Ann& count) {
  constexpr int64_t kMostKnownItems = 32;
  if (tuple->items.empty()) return tuple;
  if (count->constant != nullptr) {
    int64_t n = count->constant->kind() == host::HostKind::kBool ? count->constant->bool_value()
                                                                 : count->constant->int_value();
    if (n <= 0) return TupleAnn({});
    if (n <= kMostKnownItems / static_cast<int64_t>(tuple->items.size())) {
      std::vector<Ann> items;
      for (int64_t k = 0; k < n; ++k)
        items.insert(items.end(), tuple->items.begin(), tuple->items.end());
      return TupleAnn(std::move(items));
    }
  }
  Ann item = Impossible();
  try {
    for (const Ann& one : tuple->items) item = Union(item, WithoutConstant(one));
  } catch (const UnionError&) {
    Refuse("t * n of " + Arg(tuple) +
           " with a count known only at run time: the result is a tuple of any length, whose "
           "items have one type (repeat a tuple of one item type, or use a constant count)");
  }
  ListDef* result = annotator.ListDefHere();
  result->MarkTuple();
  result->item().Generalise(item);
  return ListAnn(result);
}

Ann Arithmetic(Annotator& annotator, const std::string& opname, const Ann& a, const Ann& b) {
  std::string_view op = BaseName(opname);
  if (a->kind == Kind::kSet || b->kind == Kind::kSet) return SetBinary(annotator, opname, op, a, b);
  if (a->kind == Kind::kDict && b->kind == Kind::kDict && op == "or_") {
    // d | e (a new dict, e's values winning) and d |= e (d updated), Python 3.9: one item
    // type for the three (RPython's dictdef agreement), so that the runtime copies items
    // between dicts of one low-level type.
    a->dictdef->Merge(b->dictdef);
    return a;
  }
  if (IsInt(a) && IsInt(b)) {
    if (Ann folded = FoldIntegers(annotator, op, a, b)) return folded;
    // Python 3: int ** int is a float when the exponent is negative: known for a
    // constant exponent (`2 ** -3`, float(2) ** float(-3) as CPython computes it).
    if (op == "pow" && !b->nonneg && b->constant != nullptr) return FloatAnn();
    if (op == "pow" && !b->nonneg) {
      Refuse(std::string("unsupported operand types for **: ") + Arg(a) + " and " + Arg(b) +
             ": a negative exponent gives a float in Python 3");
    }
    if (Ann result = IntResult(op, a, b)) return result;
  }
  if (IsNumeric(a) && IsNumeric(b)) {
    if (op == "truediv") return FloatAnn();
    if (op == "add" || op == "sub" || op == "mul" || op == "floordiv" || op == "mod" ||
        op == "pow") {
      // A float that may be an int, with an int: an int when both are (2 * 3, not 6.0).
      return WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(a) && MayBeIntOrBool(b));
    }
  }
  if (IsStr(a) && IsStr(b) && op == "add") return StrAnn();
  if (IsStr(a) && op == "mod") {  // "%" formatting: instances show through __str__ or __repr__
    std::vector<char> conversions;
    if (a->constant != nullptr && a->constant->kind() == host::HostKind::kStr)
      conversions = PercentConversions(a->constant->text());
    // A number under a conversion that shows every type it may hold alike ('%d', '%.2f')
    // needs no more; the rest show as str() would.
    auto check = [&](const Ann& item, size_t index) {
      if (IsNumeric(item) && index < conversions.size() &&
          PercentFormatsMixedNumberAlike(annotator, item, conversions[index]))
        return;
      CheckFormatArgument(annotator, "%", item);
    };
    if (b->kind == Kind::kTuple) {
      for (size_t i = 0; i < b->items.size(); ++i) check(b->items[i], i);
    } else {
      check(b, 0);
    }
    return StrAnn();
  }
  if (((IsStr(a) && IsInt(b)) || (IsInt(a) && IsStr(b))) && op == "mul") return StrAnn();
  // bytes share str's representation: the same concatenation and repetition of bytes.
  if (a->kind == Kind::kBytes && b->kind == Kind::kBytes && op == "add") return BytesAnn();
  if (((a->kind == Kind::kBytes && IsInt(b)) || (IsInt(a) && b->kind == Kind::kBytes)) &&
      op == "mul")
    return BytesAnn();
  // A tuple of any length: t + t2 and t + (x, y) (also +=) make a new one; so do t * n.
  if (IsVarTuple(a) && op == "add") {
    ListDef* result = annotator.ListDefHere();
    result->MarkTuple();
    result->item().Generalise(a->listdef->item().Read());
    if (IsVarTuple(b)) {
      result->item().Generalise(b->listdef->item().Read());
    } else if (b->kind == Kind::kTuple) {
      for (const Ann& item : b->items) result->item().Generalise(WithoutConstant(item));
    } else {
      Refuse("can only concatenate tuple (not " + Arg(b) + ") to tuple");
    }
    return ListAnn(result);
  }
  if (IsVarTuple(b) && op == "add")
    Refuse("can only concatenate " + Arg(a) + " (not tuple) to it: only tuple + tuple");
  if (op == "mul" && (IsVarTuple(a) || IsVarTuple(b)) && (IsInt(a) || IsInt(b))) {
    ListDef* result = annotator.ListDefHere();
    result->MarkTuple();
    result->item().Generalise((IsVarTuple(a) ? a : b)->listdef->item().Read());
    return ListAnn(result);
  }
  if (opname == "inplace_add" && a->kind == Kind::kList && !IsRangeList(a) && IsListSource(b)) {
    // lst += x extends lst itself with any iterable (list.__iadd__), unlike lst + x.
    Ann item = IterationItem(annotator, b);
    a->listdef->MarkResized();
    if (item->kind != Kind::kImpossible) a->listdef->item().Generalise(WithoutConstant(item));
    return a;
  }
  if (IsRangeList(a) || IsRangeList(b)) RefuseOperands(opname, a, b);  // a range has no + or *
  if (a->kind == Kind::kList && b->kind == Kind::kList && op == "add") {
    if (IsByteArray(a) != IsByteArray(b))
      Refuse("concatenating a bytearray and a list is not supported (CPython: TypeError)");
    ListDef* result = annotator.ListDefHere();
    if (IsByteArray(a)) result->MarkByteArray();  // bytearray + bytearray
    result->item().Generalise(a->listdef->item().Read());
    result->item().Generalise(b->listdef->item().Read());
    return ListAnn(result);
  }
  if (op == "mul" &&
      ((a->kind == Kind::kList && IsInt(b)) || (IsInt(a) && b->kind == Kind::kList))) {
    const Ann& list = a->kind == Kind::kList ? a : b;
    if (opname.starts_with("inplace_") && a->kind == Kind::kList) {
      // lst *= n resizes lst itself: its aliases see the change.
      a->listdef->MarkResized();
      return a;
    }
    ListDef* result = annotator.ListDefHere();
    if (IsByteArray(list)) result->MarkByteArray();  // bytearray * n
    result->item().Generalise(list->listdef->item().Read());
    return ListAnn(result);
  }
  if (op == "mul" &&
      ((a->kind == Kind::kTuple && IsInt(b)) || (IsInt(a) && b->kind == Kind::kTuple)))
    return TupleRepeat(annotator, a->kind == Kind::kTuple ? a : b, IsInt(a) ? a : b);
  if (a->kind == Kind::kTuple && b->kind == Kind::kTuple && op == "add") {
    std::vector<Ann> items = a->items;
    items.insert(items.end(), b->items.begin(), b->items.end());
    return TupleAnn(std::move(items));
  }
  RefuseOperands(opname, a, b);
}

Ann Unary(const std::string& opname, const Ann& a) {
  std::string_view op = BaseName(opname);
  if (IsInt(a)) {
    if (op == "neg" || op == "invert") return IntAnn(false, a->is_unsigned);
    if (op == "pos") return IntAnn(a->nonneg, a->is_unsigned);
    if (op == "abs") return IntAnn(true, a->is_unsigned);
  }
  // -x of a float that may be an int (or a bool) is an int when x is one.
  if (a->kind == Kind::kFloat) return WithNumberKinds(FloatAnn(), false, MayBeIntOrBool(a));
  Refuse("bad operand type for unary " + std::string(op) + ": " + Arg(a));
}

// Non-negative narrowing: after `x >= 0` (and friends) x is known non-negative.
// A comparison of two primitive constants is decided now, so that the switch on it
// cuts the other branch (e.g. in a specialize:arg graph): the flow builder's folding.
Ann FoldComparison(Annotator& annotator, const std::string& op, const Ann& a, const Ann& b) {
  if (a->constant == nullptr || b->constant == nullptr) return nullptr;
  const host::HostObject* truth =
      flow::FoldConstants(annotator.space(), op, {a->constant, b->constant});
  return truth != nullptr && truth->kind() == host::HostKind::kBool ? BoolAnn(truth) : nullptr;
}

Ann Comparison(Annotator& annotator, const std::string& op, const std::vector<Ann>& args,
               const std::vector<const model::Variable*>& vars) {
  const Ann& a = args[0];
  const Ann& b = args[1];
  bool comparable = (IsNumeric(a) && IsNumeric(b)) || (IsStr(a) && IsStr(b)) ||
                    (a->kind == Kind::kBytes && b->kind == Kind::kBytes) || op == "eq" ||
                    op == "ne";
  // Sets order by inclusion (<= is issubset).
  if (a->kind == Kind::kSet && b->kind == Kind::kSet) {
    CheckSetOperands("comparison " + op, a, b);
    comparable = true;
  }
  if (!comparable && a->kind == b->kind && (a->kind == Kind::kTuple || a->kind == Kind::kList) &&
      !IsRangeList(a) && !IsRangeList(b))  // ranges have == but no order
    comparable = true;
  // A tuple of known length and one of any length order as tuples.
  auto var_tuple = [](const Ann& x) { return x->kind == Kind::kList && x->listdef->tuple(); };
  if ((a->kind == Kind::kTuple && var_tuple(b)) || (var_tuple(a) && b->kind == Kind::kTuple))
    comparable = true;
  if (!comparable) RefuseOperands(op, a, b);
  if ((IsByteArray(a) && b->kind == Kind::kBytes) || (a->kind == Kind::kBytes && IsByteArray(b)))
    Refuse("comparing a bytearray with bytes is not supported yet: compare bytes(x)");
  if (Ann folded = FoldComparison(annotator, op, a, b)) return folded;
  // Containers compare their instance items through the items' methods.
  for (const Ann& side : args) {
    if (side->kind == Kind::kList || side->kind == Kind::kTuple || side->kind == Kind::kDict)
      AnnotateNestedComparison(annotator, side, op != "eq" && op != "ne");
  }
  auto result = std::make_shared<Annotation>(*BoolAnn());
  // Non-negative narrowing: x is known >= 0 on a branch when it is compared with a
  // bound that is itself >= 0 (or > -1 for strict comparisons): a constant, or a
  // variable known non-negative.
  auto nonneg_if = [&](int var_index, bool strict, bool on_true) {
    const Ann& other = args[1 - var_index];
    const model::Variable* var = vars[var_index];
    if (var == nullptr || !IsInt(args[var_index]) || args[var_index]->is_unsigned ||
        args[var_index]->nonneg || args[var_index]->may_be_bool)
      return;
    bool bound_ok = IsInt(other) && other->nonneg;
    if (other->constant != nullptr && other->constant->kind() == host::HostKind::kInt) {
      bound_ok = other->constant->int_value() >= (strict ? -1 : 0);
    }
    if (!bound_ok) return;
    Ann narrowed = IntAnn(true);
    result->knowntypedata.push_back(
        {var, on_true ? narrowed : nullptr, on_true ? nullptr : narrowed});
  };
  // x op bound
  if (op == "ge") nonneg_if(0, false, true);   // x >= b
  if (op == "gt") nonneg_if(0, true, true);    // x > b
  if (op == "lt") nonneg_if(0, false, false);  // not (x < b): x >= b
  if (op == "le") nonneg_if(0, true, false);   // not (x <= b): x > b
  if (op == "eq") nonneg_if(0, false, true);   // x == b
  // bound op x
  if (op == "le") nonneg_if(1, false, true);   // b <= x
  if (op == "lt") nonneg_if(1, true, true);    // b < x
  if (op == "gt") nonneg_if(1, false, false);  // not (b > x): x >= b
  if (op == "ge") nonneg_if(1, true, false);   // not (b >= x): x > b
  if (op == "eq") nonneg_if(1, false, true);   // b == x
  return result;
}

Ann Truth(Annotator& annotator, const std::vector<Ann>& args,
          const std::vector<const model::Variable*>& vars, bool negate) {
  const Ann& a = args[0];
  if (a->constant != nullptr && a->kind != Kind::kList && a->kind != Kind::kDict &&
      a->kind != Kind::kInstance && !(a->kind == Kind::kSet && a->set_type != SetType::kFrozen)) {
    // Constant truth: the switch will cut the other branch.
    return BoolAnn(annotator.space().Bool(a->constant->IsTrueConstant() != negate));
  }
  // None is false (a value only None so far: its other values have not arrived yet).
  if (a->kind == Kind::kNone) return BoolAnn(annotator.space().Bool(negate));
  auto result = std::make_shared<Annotation>(*BoolAnn());
  if (a->kind == Kind::kBool) result->knowntypedata = a->knowntypedata;
  // A tuple of one item or more is true: `if pair:` tells it from None.
  if (vars[0] != nullptr && a->kind == Kind::kTuple && a->can_be_none && !a->items.empty())
    result->knowntypedata.push_back({vars[0], NonNullable(a), nullptr});
  // A container or False (its null pointer) that is true is not False.
  if (vars[0] != nullptr && a->can_be_false && a->kind != Kind::kBool)
    result->knowntypedata.push_back({vars[0], NonFalse(a), nullptr});
  if (vars[0] != nullptr && CanBeNone(a) && a->kind != Kind::kList && a->kind != Kind::kDict &&
      a->kind != Kind::kSet) {
    // Only instances and PBCs are false exactly when None.
    if (a->kind == Kind::kInstance || a->kind == Kind::kPBC) {
      result->knowntypedata.push_back({vars[0], NonNullable(a), nullptr});
    }
  }
  if (negate) {
    for (KnownType& known : result->knowntypedata) std::swap(known.when_true, known.when_false);
  }
  return result;
}

Ann Identity(Annotator& annotator, const std::vector<Ann>& args,
             const std::vector<const model::Variable*>& vars) {
  if (IsNumeric(args[0]) && IsNumeric(args[1])) {
    // `x is True` of an int that may be a bool: CPython's answer depends on its type.
    RefuseMixedNumberType("'is'", args[0]);
    RefuseMixedNumberType("'is'", args[1]);
  }
  auto result = std::make_shared<Annotation>(*BoolAnn());
  // `n is True` of an int or a float (a match statement's `case True:`): never the bool
  // singleton.
  if (IsNumeric(args[0]) && IsNumeric(args[1]) &&
      (args[0]->kind == Kind::kBool) != (args[1]->kind == Kind::kBool)) {
    result->constant = annotator.space().Bool(false);
    return result;
  }
  // A container, string, tuple or instance that may be False (the null pointer, never
  // None): `x is False` tests the pointer, `x is None` and `x is True` are never true.
  for (int side = 0; side < 2; ++side) {
    const Ann& me = args[side];
    const Ann& other = args[1 - side];
    if (!me->can_be_false || me->kind == Kind::kBool) continue;  // FalseOnlyAnn: a bool
    if (other->kind == Kind::kNone ||
        (other->kind == Kind::kBool && other->constant != nullptr && !IsFalseConstant(other))) {
      result->constant = annotator.space().Bool(false);
      return result;
    }
    if (!IsFalseConstant(other))
      Refuse("'is' between " + Describe(me) + " and " + Describe(other) +
             " is not supported: compare with the constant False (`x is False`)");
    if (vars[side] != nullptr) result->knowntypedata.push_back({vars[side], other, NonFalse(me)});
    return result;
  }
  for (int side = 0; side < 2; ++side) {
    const Ann& me = args[side];
    const Ann& other = args[1 - side];
    if (other->kind != Kind::kNone || vars[side] == nullptr) continue;
    if (me->kind == Kind::kNone) continue;
    if (!CanBeNone(me)) {
      result->constant = annotator.space().Bool(false);
      return result;
    }
    result->knowntypedata.push_back({vars[side], NoneAnn(), NonNullable(me)});
  }
  if (args[0]->kind == Kind::kNone && args[1]->kind == Kind::kNone)
    result->constant = annotator.space().Bool(true);
  return result;
}

Ann Contains(const Ann& container, const Ann& item) {
  switch (container->kind) {
    case Kind::kList:
      Union(container->listdef->item().Read(), item);
      return BoolAnn();
    case Kind::kDict:
    case Kind::kSet:
      Union(container->dictdef->key().Read(), item);
      return BoolAnn();
    case Kind::kStr:
    case Kind::kChar:
      if (!IsStr(item)) Refuse("'in <str>' requires a str, not " + Arg(item));
      return BoolAnn();
    case Kind::kBytes:  // a byte value or a sub-sequence
      if (!IsInt(item) && item->kind != Kind::kBytes)
        Refuse("a bytes-like object is required, not " + Arg(item) + " ('in <bytes>')");
      return BoolAnn();
    case Kind::kTuple:
      return BoolAnn();
    default:
      Refuse("'in' on " + Arg(container) + " is not supported");
  }
}

// A bound of a slice (`t[a:b:c]`): its constant value, nullopt for None (omitted), and a
// refusal when it is not known before translation.
std::optional<int64_t> SliceBound(const Ann& bound) {
  if (bound->kind == Kind::kNone) return std::nullopt;
  if (IsInt(bound) && bound->constant != nullptr && !bound->is_unsigned) {
    if (bound->constant->kind() == host::HostKind::kBool) return bound->constant->bool_value();
    if (bound->constant->kind() == host::HostKind::kInt) return bound->constant->int_value();
  }
  Refuse("slicing a tuple needs constant bounds, not " + Arg(bound));
}

// Whether every bound of a slice is None or a constant int (TupleSlice's case).
bool TupleSliceIsConstant(const Ann& slice) {
  for (const Ann& bound : slice->items) {
    if (bound->kind == Kind::kNone) continue;
    if (!IsInt(bound) || bound->constant == nullptr || bound->is_unsigned) return false;
  }
  return true;
}

// t[a:b:c] with constant bounds: the tuple of the selected items, as Python's
// slice.indices() selects them (negative bounds count from the end, bounds out of range
// are clipped, a negative step walks backwards).
Ann TupleSlice(Annotator& annotator, const Ann& tuple, const Ann& slice) {
  const int64_t n = static_cast<int64_t>(tuple->items.size());
  std::optional<int64_t> start = SliceBound(slice->items[0]);
  std::optional<int64_t> stop = SliceBound(slice->items[1]);
  std::optional<int64_t> step_bound = SliceBound(slice->items[2]);
  int64_t step = step_bound.value_or(1);
  if (step == 0) Refuse("slice step cannot be zero");
  // A step longer than the tuple selects one item at most (and cannot overflow below).
  step = std::clamp<int64_t>(step, -(n + 1), n + 1);
  auto adjust = [&](std::optional<int64_t> bound, int64_t if_none) -> int64_t {
    if (!bound.has_value()) return if_none;
    int64_t i = *bound;
    if (i < 0) {
      i += n;
      if (i < 0) i = step < 0 ? -1 : 0;  // -1: before the first item, walking backwards
    } else if (i >= n) {
      i = step < 0 ? n - 1 : n;
    }
    return i;
  };
  int64_t first = adjust(start, step < 0 ? n - 1 : 0);
  int64_t last = adjust(stop, step < 0 ? -1 : n);
  std::vector<Ann> items;
  std::vector<const host::HostObject*> constants;
  bool constant = tuple->constant != nullptr && tuple->constant->kind() == host::HostKind::kTuple &&
                  static_cast<int64_t>(tuple->constant->items().size()) == n;
  for (int64_t i = first; step > 0 ? i < last : i > last; i += step) {
    items.push_back(tuple->items[i]);
    if (constant) constants.push_back(tuple->constant->items()[i]);
  }
  return TupleAnn(std::move(items), constant ? annotator.space().Tuple(constants) : nullptr);
}

Ann GetItem(Annotator& annotator, const Ann& container, const Ann& index) {
  bool slice = index->kind == Kind::kSlice;
  switch (container->kind) {
    case Kind::kList:
      if (slice) {
        ListDef* result = annotator.ListDefHere();
        if (IsRangeList(container)) result->MarkRange();  // a slice of a range is a range
        if (IsVarTuple(container)) result->MarkTuple();   // and of a tuple a tuple
        if (IsByteArray(container)) result->MarkByteArray();
        result->item().Generalise(container->listdef->item().Read());
        return ListAnn(result);
      }
      if (!IsInt(index)) Refuse("list indices must be integers, not " + Arg(index));
      return container->listdef->item().Read();
    case Kind::kStr:
    case Kind::kChar:
      if (slice) return StrAnn();
      if (!IsInt(index)) Refuse("string indices must be integers, not " + Arg(index));
      return CharAnn();
    case Kind::kBytes:  // an item is an int in 0..255
      if (slice) return BytesAnn();
      if (!IsInt(index)) Refuse("byte indices must be integers or slices, not " + Arg(index));
      return IntAnn(true);
    case Kind::kDict:
      Union(container->dictdef->key().Read(), index);
      return container->dictdef->value().Read();
    case Kind::kTuple: {
      if (container->dict_keys != nullptr) {  // kwargs["k"] of a **kwargs record
        const host::HostObject* key = index->constant;
        if (key == nullptr || key->kind() != host::HostKind::kStr)
          Refuse("a **kwargs parameter read by keys needs a constant str key, not " + Arg(index));
        const std::vector<std::string>& keys = *container->dict_keys;
        auto found = std::find(keys.begin(), keys.end(), key->text());
        if (found == keys.end())
          Refuse("KeyError: " + key->key() +
                 ": the calls reaching this read pass no such keyword (test `\"" + key->text() +
                 "\" in kwargs` first, or use kwargs.get())");
        return container->items[found - keys.begin()];
      }
      if (index->constant != nullptr && index->constant->kind() == host::HostKind::kInt) {
        int64_t n = static_cast<int64_t>(container->items.size());
        int64_t i = index->constant->int_value();
        if (i < 0) i += n;
        if (i < 0 || i >= n) Refuse("tuple index out of range");
        return container->items[i];
      }
      if (slice && !TupleSliceIsConstant(index)) {
        // Bounds known only at run time: a tuple of any length of the items' union.
        Ann item = Impossible();
        try {
          for (const Ann& each : container->items) item = Union(item, WithoutConstant(each));
        } catch (const UnionError&) {
          Refuse("slicing " + Arg(container) +
                 " with bounds known only at run time: the slice is a tuple of any length, "
                 "whose items must have one type (use constant bounds)");
        }
        ListDef* result = annotator.ListDefHere();
        result->MarkTuple();
        result->item().Generalise(item);
        return ListAnn(result);
      }
      if (slice) return TupleSlice(annotator, container, index);
      Ann item = Impossible();
      for (const Ann& each : container->items) item = Union(item, each);
      return item;
    }
    default: {
      // `a, b = it` checks the length and reads the items by index (passes/flow).
      bool iterable = container->kind == Kind::kInstance && container->classdef != nullptr &&
                      UserSpecialMethod(container->classdef, "__iter__") != nullptr;
      Refuse(Arg(container) + " is not subscriptable" +
             (iterable ? " (unpacking `a, b = x` reads the items by index: unpack list(x))" : ""));
    }
  }
}

void SetItem(Annotator& annotator, const Ann& container, const Ann& index, const Ann& value) {
  switch (container->kind) {
    case Kind::kList:
      if (index->kind == Kind::kSlice) {  // lst[a:b] = other: other's items replace a slice
        ExpectMutableList(container, "item assignment");
        if (value->kind == Kind::kList && !IsRangeList(value)) {
          // One item type for both (RPython's listdef agreement): the runtime copies items
          // between two lists of the same low-level type.
          container->listdef->Merge(value->listdef);
        } else if (IsListSource(value)) {
          // A range, str, tuple, dict or iterator: its items are copied into a new list
          // like this one first (the RTyper's ListFrom).
          Ann item = IterationItem(annotator, value);
          if (item->kind != Kind::kImpossible)
            container->listdef->item().Generalise(WithoutConstant(item));
        } else {
          Refuse("can only assign an iterable, not " + Arg(value));
        }
        container->listdef->MarkResized();
        return;
      }
      if (!IsInt(index)) Refuse("list indices must be integers, not " + Arg(index));
      ExpectMutableList(container, "item assignment");
      container->listdef->MarkMutated();
      container->listdef->item().Generalise(WithoutConstant(value));
      return;
    case Kind::kDict:
      container->dictdef->MarkKeysChanged();
      container->dictdef->key().Generalise(WithoutConstant(index));
      container->dictdef->value().Generalise(WithoutConstant(value));
      return;
    default:
      Refuse(Arg(container) + " does not support item assignment");
  }
}

// f(**kwargs) of a **kwargs parameter whose keys the graph's specialisation knows
// (rules_calls.cc): each key is a keyword argument whose value is the dict's value (the
// RTyper reads it from the dict, lower_calls.cc). Any other dict has keys known only at
// run time.
void PassKwargsOn(const Ann& dict, CallArgs* call) {
  if (dict->kind == Kind::kTuple && dict->dict_keys != nullptr) {
    // The record of a **kwargs parameter only passed on: each value of its own type.
    for (size_t i = 0; i < dict->dict_keys->size(); ++i) {
      const std::string& name = (*dict->dict_keys)[i];
      for (const auto& [given, value] : call->keywords) {
        if (given == name) Refuse("this call gets keyword argument '" + name + "' twice");
      }
      call->keywords.emplace_back(name, dict->items[i]);
    }
    return;
  }
  if (dict->kind != Kind::kDict || dict->dict_keys == nullptr) {
    Refuse(
        "f(**d) is supported only when d is a dict display with constant str keys, written "
        "in the call or assigned in the same block and not changed before the call "
        "(f(**{'x': 1}), d = {'x': 1}; f(**d)), or a **kwargs parameter passed on unchanged, "
        "so that the keywords are known; here d is " +
        Arg(dict));
  }
  if (dict->dictdef->keys_changed()) {
    Refuse(
        "f(**kwargs) passes on the keywords a **kwargs parameter was called with, but this "
        "dict's keys may change (item assignment, del, pop, update...): pass the keywords "
        "explicitly instead");
  }
  for (const std::string& name : *dict->dict_keys) {
    for (const auto& [given, value] : call->keywords) {
      if (given == name) Refuse("this call gets keyword argument '" + name + "' twice");
    }
    call->keywords.emplace_back(name, dict->dictdef->value().Read());
  }
}

// call_args(f, shape, args...): shape = (positional count, keyword names, *args, **kwargs).
CallArgs ApplyShape(const std::vector<Ann>& args) {
  const host::HostObject* shape = args[1]->constant;
  if (shape == nullptr || shape->kind() != host::HostKind::kTuple || shape->items().size() != 4) {
    Refuse("malformed call shape");
  }
  int64_t positional = shape->items()[0]->int_value();
  const auto& keywords = shape->items()[1]->items();
  bool star = shape->items()[2]->IsTrueConstant();
  bool double_star = shape->items()[3]->IsTrueConstant();
  CallArgs call;
  size_t next = 2;
  for (int64_t i = 0; i < positional; ++i) call.positional.push_back(args[next++]);
  for (const host::HostObject* name : keywords)
    call.keywords.emplace_back(name->text(), args[next++]);
  if (star) call.star = args[next++];
  if (double_star) PassKwargsOn(args[next++], &call);
  return call;
}

}  // namespace

Ann IterationItem(Annotator& annotator, const Ann& container, bool instances) {
  switch (container->kind) {
    case Kind::kList:
      return container->listdef->item().Read();
    case Kind::kStr:
    case Kind::kChar:
      return CharAnn();
    case Kind::kBytes:
      return IntAnn(true);
    case Kind::kDict:
    case Kind::kSet:
      return container->dictdef->key().Read();
    case Kind::kTuple: {
      Ann item = Impossible();
      for (const Ann& each : container->items) item = Union(item, each);
      return item;
    }
    case Kind::kIterator: {
      const Ann& inner = container->items[0];
      switch (container->iter_kind) {
        case IterKind::kSequence:
        case IterKind::kReversed:
        case IterKind::kStr:
          return IterationItem(annotator, inner);
        case IterKind::kRange:
          return inner;
        case IterKind::kDictKeys:
          return inner->dictdef->key().Read();
        case IterKind::kDictValues:
          return inner->dictdef->value().Read();
        case IterKind::kDictItems:
          return TupleAnn({inner->dictdef->key().Read(), inner->dictdef->value().Read()});
        case IterKind::kEnumerate:
          return TupleAnn({IntAnn(true), IterationItem(annotator, inner, true)});
        case IterKind::kZip: {
          std::vector<Ann> items;
          for (const Ann& each : inner->items)
            items.push_back(IterationItem(annotator, each, true));
          return TupleAnn(std::move(items));
        }
      }
      break;
    }
    case Kind::kInstance: {
      // A generator object read whole by a builtin (list(), sum(), sorted(), set()...):
      // the list its `_rtfarm_drain` makes (docs/generators.md); exact, since those
      // builtins read every item before anything else.
      if (!instances && IsGeneratorObject(container)) {
        Ann items = CallIterationMethod(annotator, container, "_rtfarm_drain");
        if (items->kind == Kind::kImpossible) return items;
        return IterationItem(annotator, items);
      }
      Ann iterator = CallIterationMethod(annotator, container, "__iter__");
      if (iterator->kind == Kind::kImpossible) return iterator;
      // An __iter__ that is a generator (`def __iter__(self): for x in ...: yield x`):
      // the builtin drains the generator object it returns.
      if (!instances && IsGeneratorObject(iterator)) {
        Ann items = CallIterationMethod(annotator, iterator, "_rtfarm_drain");
        if (items->kind == Kind::kImpossible) return items;
        return IterationItem(annotator, items);
      }
      // An __iter__ returning an instance of the program's own iterator class: the
      // builtin reads the list its `_rtfarm_items_` makes (rlib/riterators.py).
      if (!instances && IsUserIterator(iterator)) {
        Ann items = CallIterationMethod(annotator, iterator, kUserIteratorItems);
        if (items->kind == Kind::kImpossible) return items;
        return IterationItem(annotator, items);
      }
      // An __iter__ returning a builtin iterator (`iter(self.items)`): a builtin that
      // takes an iterable drains that iterator (the RTyper calls __iter__ the same way).
      if (!instances && iterator->kind == Kind::kIterator)
        return IterationItem(annotator, iterator);
      if (!instances)
        Refuse(Arg(container) +
               " can be iterated only by a for loop, enumerate() or zip() (which call its "
               "__iter__ and __next__), not by a builtin that takes an iterable, unless its "
               "__iter__ returns a builtin iterator such as iter(self.items)");
      if (iterator->kind != Kind::kInstance)
        Refuse(Arg(container) + ": enumerate() and zip() need its __iter__ to return an " +
               "instance (whose __next__ is called), not " + Arg(iterator));
      return WithoutConstant(CallIterationMethod(annotator, iterator, "__next__"));
    }
    default:
      break;
  }
  Refuse(Arg(container) + " is not iterable");
}

bool IsGeneratorObject(const Ann& a) {
  return a->kind == Kind::kInstance && a->classdef != nullptr &&
         a->classdef->desc()->OwnAttr("_rtfarm_drain") != nullptr;
}

bool IsUserIterator(const Ann& a) {
  return a->kind == Kind::kInstance && a->classdef != nullptr && !IsGeneratorObject(a) &&
         UserSpecialMethod(a->classdef, kUserIteratorItems) != nullptr;
}

Ann GeneratorOf(Annotator& annotator, const Ann& a) {
  if (IsGeneratorObject(a)) return a;
  if (a->kind != Kind::kInstance || UserSpecialMethod(a->classdef, "__iter__") == nullptr)
    return nullptr;
  Ann iterator = CallIterationMethod(annotator, a, "__iter__");
  if (iterator->kind == Kind::kImpossible) return iterator;
  return IsGeneratorObject(iterator) ? iterator : nullptr;
}

// iter(x) / next(x) of an instance (the flow operations and the builtins): its __iter__ /
// __next__ called (the RTyper makes the same call).
Ann CallIterationMethod(Annotator& annotator, const Ann& instance, const std::string& special) {
  if (UserSpecialMethod(instance->classdef, special) == nullptr)
    Refuse(Arg(instance) + " is not " + (special == "__iter__" ? "iterable" : "an iterator") +
           ": its class defines no " + special);
  Ann method = AnnotateGetattr(annotator, NonNullable(instance), special);
  if (method->kind == Kind::kImpossible) return method;
  return AnnotateCall(annotator, method, CallArgs{});
}

namespace {

// Whether user code defines both __str__ and __repr__ for instances of `classdef`.
bool ShowsDifferently(ClassDef* classdef) {
  return !classdef->IsException() && UserSpecialMethod(classdef, "__str__") != nullptr &&
         UserSpecialMethod(classdef, "__repr__") != nullptr;
}

// ValueError(x), raise MyError(x): an exception class without an __init__ of its own
// keeps str(x) as its message, which may show instances through their __str__ /
// __repr__ (a list's items through __repr__). Checked at every annotation of the call
// (AnnotateCall may skip the instantiation when its arguments did not change, while a
// list argument's items may have generalised).
void CheckExceptionMessage(Annotator& annotator, const Ann& callee, const CallArgs& call) {
  if (callee->kind != Kind::kPBC || call.positional.size() != 1) return;
  for (Desc* desc : callee->descs) {
    if (desc->kind() != DescKind::kClass) continue;
    auto* klass = static_cast<ClassDesc*>(desc);
    bool init = false;
    bool exception = false;
    for (ClassDesc* d = klass; d != nullptr; d = d->base()) {
      if (!d->is_builtin() && d->OwnAttr("__init__") != nullptr) init = true;
      if (d->key() == "builtins.BaseException") exception = true;
    }
    if (!exception || init) continue;
    const Ann& arg = call.positional[0];
    CheckShowable(annotator, desc->key(), arg, false);
    // repr(e) shows repr(argument): an instance argument whose str() differs from its
    // repr() keeps both (the RTyper's StoreExceptionArgument), so its __repr__ is called.
    if (arg->kind == Kind::kInstance && ShowsDifferently(arg->classdef))
      CheckShowable(annotator, desc->key(), arg, true);
  }
}

// The rule families of AnnotateOperation; kOther: a binary operation (Arithmetic) or
// none.
enum class OpRule : uint8_t {
  kOther,
  kCallArgs,
  kComparison,
  kContains,
  kDelattr,
  kDelitem,
  kDictUpdate,
  kGetattr,
  kGetitem,
  kHash,
  kIs,
  kIsTrue,
  kIssubtype,
  kIter,
  kLen,
  kListExtend,
  kNewdict,
  kNewlist,
  kNewset,
  kNewslice,
  kNewtuple,
  kNext,
  kNot,
  kSetattr,
  kSetitem,
  kShow,
  kSimpleCall,
  kStrOf,
  kType,
  kUnary,
};

// An open-addressing table keyed by the length and the first and last characters of the
// name: a std::unordered_map hashed every byte of it, which cost more than the rest of
// the lookup (about 100 instructions per operation in all). model::FindOperation, a binary
// search of the whole operation table, compares strings at each of its seven or so steps.
class OpRuleTable {
 public:
  OpRuleTable(std::initializer_list<std::pair<std::string_view, OpRule>> rules) {
    for (const auto& [name, rule] : rules) {
      size_t i = Slot(name);
      while (!slots_[i].first.empty()) i = (i + 1) % kSlots;
      slots_[i] = {name, rule};
    }
  }
  OpRule Find(std::string_view name) const {
    if (name.empty()) return OpRule::kOther;
    for (size_t i = Slot(name);; i = (i + 1) % kSlots) {
      if (slots_[i].first.empty()) return OpRule::kOther;
      if (slots_[i].first == name) return slots_[i].second;
    }
  }

 private:
  // Three times the rules: short probes. It must stay above their number, since the
  // probes of Find and of the constructor stop only at a free slot.
  static constexpr size_t kSlots = 128;
  static size_t Slot(std::string_view name) {
    return (name.size() * 31 + static_cast<unsigned char>(name[0]) * 7 +
            static_cast<unsigned char>(name[name.size() - 1])) %
           kSlots;
  }
  std::pair<std::string_view, OpRule> slots_[kSlots] = {};
};

OpRule RuleOf(std::string_view name) {
  static const OpRuleTable kRules = {
      {"lt", OpRule::kComparison},
      {"le", OpRule::kComparison},
      {"eq", OpRule::kComparison},
      {"ne", OpRule::kComparison},
      {"gt", OpRule::kComparison},
      {"ge", OpRule::kComparison},
      {"neg", OpRule::kUnary},
      {"pos", OpRule::kUnary},
      {"invert", OpRule::kUnary},
      {"abs", OpRule::kUnary},
      {"neg_ovf", OpRule::kUnary},
      {"abs_ovf", OpRule::kUnary},
      {"str", OpRule::kShow},
      {"repr", OpRule::kShow},
      {"format", OpRule::kShow},
      {"ascii", OpRule::kStrOf},
      {"buildstr", OpRule::kStrOf},
      {"simple_call", OpRule::kSimpleCall},
      {"call_args", OpRule::kCallArgs},
      {"getattr", OpRule::kGetattr},
      {"setattr", OpRule::kSetattr},
      {"delattr", OpRule::kDelattr},
      {"is_true", OpRule::kIsTrue},
      {"not_", OpRule::kNot},
      {"is_", OpRule::kIs},
      {"contains", OpRule::kContains},
      {"issubtype", OpRule::kIssubtype},
      {"getitem", OpRule::kGetitem},
      {"setitem", OpRule::kSetitem},
      {"delitem", OpRule::kDelitem},
      {"newtuple", OpRule::kNewtuple},
      {"newlist", OpRule::kNewlist},
      {"newdict", OpRule::kNewdict},
      {"newset", OpRule::kNewset},
      {"list_extend", OpRule::kListExtend},
      {"dict_update", OpRule::kDictUpdate},
      {"len", OpRule::kLen},
      {"iter", OpRule::kIter},
      {"next", OpRule::kNext},
      {"hash", OpRule::kHash},
      {"type", OpRule::kType},
      {"newslice", OpRule::kNewslice},
  };
  return kRules.Find(name);
}

// obj(args): its class's __call__, bound to it.
Ann CallInstance(Annotator& annotator, const Ann& instance, const CallArgs& call) {
  if (UserSpecialMethod(instance->classdef, "__call__") == nullptr)
    Refuse("'" + instance->classdef->name() + "' object is not callable (no __call__)");
  if (CanBeNone(instance))
    Refuse("calling " + Describe(instance) + ": it may be None (test `is not None` first)");
  if (!call.keywords.empty() || call.star != nullptr)
    Refuse("calling an instance of " + instance->classdef->name() +
           " (its __call__) with keyword or * arguments is not supported");
  Ann method = AnnotateGetattr(annotator, instance, "__call__");
  if (method->kind == Kind::kImpossible) return method;
  return AnnotateCall(annotator, method, call);
}

// The rule families whose operations call a special method of an instance operand.
bool UsesSpecialMethods(OpRule rule) {
  switch (rule) {
    case OpRule::kOther:  // binary arithmetic
    case OpRule::kComparison:
    case OpRule::kUnary:
    case OpRule::kLen:
    case OpRule::kHash:
    case OpRule::kIsTrue:
    case OpRule::kNot:
    case OpRule::kGetitem:
    case OpRule::kSetitem:
    case OpRule::kDelitem:
    case OpRule::kContains:
      return true;
    default:
      return false;
  }
}

}  // namespace

Ann AnnotateOperation(Annotator& annotator, const model::SpaceOperation& op,
                      const std::vector<Ann>& args,
                      const std::vector<const model::Variable*>& vars) {
  // Found by one lookup, not by comparing the name with each rule's in turn (a chain of
  // comparisons that made up a tenth of the serial instructions).
  std::string_view name = op.opname;
  OpRule rule = RuleOf(name);
  bool instance = false;
  for (const Ann& arg : args) {
    if (arg->kind == Kind::kImpossible) return Impossible();
    instance |= arg->kind == Kind::kInstance;
  }
  // An operator on an instance calls its class's special method (special_methods.h).
  if (instance && UsesSpecialMethods(rule)) {
    if (auto plan = PlanSpecialCall(name, args)) return AnnotateSpecialCall(annotator, *plan, args);
  }
  switch (rule) {
    case OpRule::kSimpleCall: {
      CallArgs call;
      call.positional.assign(args.begin() + 1, args.end());
      if (args[0]->kind == Kind::kBuiltin && args[0]->name == "super")
        return AnnotateSuper(annotator, call);
      if (args[0]->kind == Kind::kBuiltin && args[0]->name == "object.__init__") return NoneAnn();
      if (args[0]->kind == Kind::kBuiltin && args[0]->name.starts_with("str.")) {
        // str.lower(s): s.lower(), as CPython's method descriptor.
        if (call.positional.empty() || !IsStr(call.positional[0]))
          Refuse("descriptor '" + args[0]->name.substr(4) + "' for 'str' objects needs a str" +
                 (call.positional.empty() ? "" : ", not " + Arg(call.positional[0])));
        Ann receiver = call.positional[0];
        call.positional.erase(call.positional.begin());
        return AnnotateBuiltinMethodCall(annotator, BuiltinMethodAnn(args[0]->name, receiver),
                                         call);
      }
      if (args[0]->kind == Kind::kBuiltin && args[0]->name == "exception.__init__") {
        if (call.positional.empty()) Refuse("Exception.__init__() needs the instance");
        Ann self = call.positional[0];
        call.positional.erase(call.positional.begin());
        return AnnotateExceptionInit(annotator, self, call);
      }
      if (args[0]->kind == Kind::kBuiltin) {
        return AnnotateBuiltinCall(
            annotator, args[0], call,
            std::vector<const model::Variable*>(vars.begin() + 1, vars.end()));
      }
      if (args[0]->kind == Kind::kInstance) return CallInstance(annotator, args[0], call);
      CheckExceptionMessage(annotator, args[0], call);
      return AnnotateCall(annotator, args[0], call);
    }
    case OpRule::kCallArgs: {
      CallArgs call = ApplyShape(args);
      if (args[0]->kind == Kind::kBuiltin) return AnnotateBuiltinCall(annotator, args[0], call, {});
      if (args[0]->kind == Kind::kInstance) return CallInstance(annotator, args[0], call);
      CheckExceptionMessage(annotator, args[0], call);
      return AnnotateCall(annotator, args[0], call);
    }
    case OpRule::kGetattr:
      if (args[1]->constant == nullptr) Refuse("getattr with a name not known before translation");
      return AnnotateGetattr(annotator, args[0], args[1]->constant->text());
    case OpRule::kSetattr:
      // Storing into a value that is only None so far waits, as getattr does, for it to
      // generalise (or stays blocked: an error at the end).
      if (args[0]->kind == Kind::kNone) return Impossible();
      AnnotateSetattr(annotator, args[0], args[1]->constant->text(), args[2]);
      return NoneAnn();
    case OpRule::kDelattr:
      Refuse("deleting attributes is not supported");
    case OpRule::kIsTrue:
      return Truth(annotator, args, vars, false);
    case OpRule::kNot:
      return Truth(annotator, args, vars, true);
    case OpRule::kIs:
      return Identity(annotator, args, vars);
    case OpRule::kComparison:
      return Comparison(annotator, op.opname, args, vars);
    case OpRule::kContains: {
      // "k" in kwargs of a **kwargs record (rules_calls.cc): decided by the keyword names
      // the graph is specialised for.
      if (args[0]->kind == Kind::kTuple && args[0]->dict_keys != nullptr) {
        const host::HostObject* key = args[1]->constant;
        if (key == nullptr || key->kind() != host::HostKind::kStr)
          Refuse("'in' of a **kwargs parameter read by keys needs a constant str key, not " +
                 Arg(args[1]));
        const std::vector<std::string>& keys = *args[0]->dict_keys;
        return BoolAnn(
            annotator.space().Bool(std::find(keys.begin(), keys.end(), key->text()) != keys.end()));
      }
      Ann result = Contains(args[0], args[1]);
      AnnotateContainerEquality(annotator, args[0]);  // instances' __eq__ (and __hash__)
      return result;
    }
    case OpRule::kIssubtype:
      return BoolAnn();
    case OpRule::kGetitem: {
      Ann result = GetItem(annotator, args[0], args[1]);
      if (args[0]->kind == Kind::kDict) AnnotateContainerEquality(annotator, args[0]);
      return result;
    }
    case OpRule::kSetitem:
      SetItem(annotator, args[0], args[1], args[2]);
      if (args[0]->kind == Kind::kDict) AnnotateContainerEquality(annotator, args[0]);
      return NoneAnn();
    case OpRule::kDelitem:
      if (args[0]->kind == Kind::kList) {
        ExpectMutableList(args[0], "item deletion");
        args[0]->listdef->MarkResized();
      } else if (args[0]->kind != Kind::kDict) {  // sets have no items: refused here too
        Refuse(Arg(args[0]) + " does not support item deletion");
      } else {
        args[0]->dictdef->MarkKeysChanged();
        AnnotateContainerEquality(annotator, args[0]);
      }
      return NoneAnn();
    case OpRule::kNewtuple:
      return TupleAnn(args);
    case OpRule::kNewlist: {
      // Builtin functions last (UnionOfAll): they take the arity of the functions.
      ListDef* list = annotator.ListDefHere();
      try {
        for (bool builtins : {false, true}) {
          for (const Ann& item : args)
            if ((item->kind == Kind::kBuiltin) == builtins)
              list->item().Generalise(WithoutConstant(item));
        }
      } catch (const UnionError& error) {
        // `[op, 0]`: a record of mixed fields written as a list.
        Refuse(std::string(error.what()) +
               " in one list: a list's items have one type (a record of mixed fields is a "
               "tuple, or an instance of a class)");
      }
      return ListAnn(list);
    }
    case OpRule::kNewdict: {
      DictDef* dict = annotator.DictDefHere();
      for (size_t i = 0; i + 1 < args.size(); i += 2)
        dict->key().Generalise(WithoutConstant(args[i]));
      for (bool builtins : {false, true}) {
        for (size_t i = 1; i < args.size(); i += 2) {
          if ((args[i]->kind == Kind::kBuiltin) != builtins) continue;
          try {
            dict->value().Generalise(WithoutConstant(args[i]));
          } catch (const UnionError& error) {
            // A record written as a dict ({"name": "hall", "exits": {...}}): say what to
            // write instead.
            const host::HostObject* key = args[i - 1]->constant;
            Refuse(std::string(error.what()) + ": a dict holds values of one type, but " +
                   (key != nullptr ? "the value of key " + key->key() : std::string("a value")) +
                   " in this dict display is " + Arg(WithoutConstant(args[i])) +
                   " (for a record of fields of different types, use a class, a dataclass or a "
                   "named tuple)");
          }
        }
      }
      Ann result = DictAnn(dict);
      // Keys of its own: their __eq__ and __hash__. An empty literal's keys arrive by
      // operations that annotate (or refuse) them where they are stored.
      if (!args.empty()) AnnotateContainerEquality(annotator, result);
      return result;
    }
    case OpRule::kNewset: {
      Ann result = NewSet(annotator, args);
      if (!args.empty()) AnnotateContainerEquality(annotator, result);
      return result;
    }
    case OpRule::kListExtend:
      if (args[0]->kind != Kind::kList) Refuse("extend of " + Arg(args[0]));
      args[0]->listdef->MarkResized();
      args[0]->listdef->item().Generalise(WithoutConstant(IterationItem(annotator, args[1])));
      return NoneAnn();
    case OpRule::kDictUpdate:
      if (args[0]->kind != Kind::kDict || args[1]->kind != Kind::kDict)
        Refuse("update of " + Arg(args[0]));
      args[0]->dictdef->MarkKeysChanged();
      args[0]->dictdef->key().Generalise(args[1]->dictdef->key().Read());
      args[0]->dictdef->value().Generalise(args[1]->dictdef->value().Read());
      return NoneAnn();
    case OpRule::kLen:
      if (args[0]->kind == Kind::kTuple) {
        return IntAnn(true, false,
                      annotator.space().Int(static_cast<int64_t>(args[0]->items.size())));
      }
      return IntAnn(true);
    case OpRule::kIter: {
      const Ann& c = args[0];
      switch (c->kind) {
        case Kind::kList:
          return IteratorAnn(IterKind::kSequence, c);
        case Kind::kStr:
        case Kind::kChar:
          return IteratorAnn(IterKind::kStr, c);
        case Kind::kBytes:  // ints, as a sequence
          return IteratorAnn(IterKind::kSequence, WithoutConstant(c));
        case Kind::kDict:
          return IteratorAnn(IterKind::kDictKeys, c);
        case Kind::kSet:
          return IteratorAnn(IterKind::kSequence, c);
        case Kind::kTuple:
          IterationItem(annotator, c);  // refuses heterogeneous tuples
          return IteratorAnn(IterKind::kSequence, c);
        case Kind::kIterator:
          return c;
        case Kind::kInstance:
          return CallIterationMethod(annotator, c, "__iter__");
        default:
          Refuse(Arg(c) + " is not iterable");
      }
    }
    case OpRule::kNext:
      if (args[0]->kind == Kind::kInstance)
        return WithoutConstant(CallIterationMethod(annotator, args[0], "__next__"));
      if (args[0]->kind != Kind::kIterator) Refuse("next() of " + Arg(args[0]));
      return WithoutConstant(IterationItem(annotator, args[0]));
    case OpRule::kShow:
      // f'{x:.2f}' of a float that may be an int shows both alike.
      if (name == "format" && args.size() == 2 && IsNumeric(args[0]) &&
          FormatsMixedNumberAlike(annotator, args[0], args[1]))
        return StrAnn();
      // f'{x}', f'{x!r}': an instance shows through its __str__ / __repr__.
      CheckShowable(annotator, op.opname, args[0], name == "repr");
      return StrAnn();
    case OpRule::kStrOf:
      return StrAnn();
    case OpRule::kHash:
      return IntAnn();
    case OpRule::kType:
      if (args[0]->kind == Kind::kInstance) return TypeAnn(args[0]->classdef);
      Refuse("type() of " + Arg(args[0]) + " is not supported");
    case OpRule::kNewslice:
      return SliceAnn(args[0], args[1], args[2]);
    case OpRule::kUnary:
      return Unary(op.opname, args[0]);
    case OpRule::kOther:
      break;
  }
  if (args.size() == 2) return Arithmetic(annotator, op.opname, args[0], args[1]);
  Refuse("operation " + op.opname + " is not supported");
}

}  // namespace rtfarm::annotator
