// Integers, floats and bools: arithmetic with Python's semantics (floor division and
// modulo, true division, overflow-checked variants), comparisons of every kind of value,
// identity, truth.
#include <algorithm>

#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

// The machine type two numbers are combined in.
const Type* CommonNumberType(OpContext& c, const Ann& a, const Ann& b) {
  auto& t = c.types();
  if (a->kind == Kind::kFloat || b->kind == Kind::kFloat) return t.Float();
  if (a->is_unsigned || b->is_unsigned) return t.Unsigned();
  return t.Signed();
}

std::string Prefix(OpContext& c, const Type* type) {
  auto& t = c.types();
  if (type == t.Float()) return "float_";
  if (type == t.Unsigned()) return "uint_";
  if (type == t.UniChar()) return "unichar_";
  if (type == t.Bool()) return "bool_";
  return "int_";
}

std::string BaseName(const std::string& opname) {
  std::string name = opname.starts_with("inplace_") ? opname.substr(8) : opname;
  if (name == "and_" || name == "or_") name.pop_back();
  return name;
}

// `a // d` and `a % d` for a constant d (not 0, not -1 for signed): C's truncating
// division, then Python's floor correction without a branch (the remainder's sign differs
// from d's: the quotient goes one down and the remainder moves by d). No call, no zero
// check, and gcc turns a power of two into shifts. Null when d is not such a constant.
Value* DivideByConstant(OpContext& c, const std::string& name, Value* a, Value* b,
                        const Type* type) {
  auto& t = c.types();
  const host::HostObject* constant = c.args[1]->constant;
  if (constant == nullptr ||
      (constant->kind() != host::HostKind::kInt && constant->kind() != host::HostKind::kBool))
    return nullptr;
  int64_t d =
      constant->kind() == host::HostKind::kBool ? constant->bool_value() : constant->int_value();
  bool is_unsigned = type == t.Unsigned();
  if (d == 0 || (!is_unsigned && d == -1)) return nullptr;
  std::string prefix = is_unsigned ? "uint_" : "int_";
  if (is_unsigned || (c.args[0]->nonneg && d > 0))  // C's division is already the floor
    return c.Emit(prefix + name, {a, b}, type);
  Value* r = c.Emit("int_mod", {a, b}, type);
  Value* off = c.Emit(d > 0 ? "int_lt" : "int_gt", {r, c.Int(0)}, t.Bool());
  Value* adjust = c.Emit("cast_bool_to_int", {off}, t.Signed());
  if (name == "mod") return c.Emit("int_add", {r, c.Emit("int_mul", {adjust, b}, type)}, type);
  return c.Emit("int_sub", {c.Emit("int_floordiv", {a, b}, type), adjust}, type);
}

Value* Binary(OpContext& c) {
  std::string name = BaseName(c.op.opname);
  auto& t = c.types();
  const Type* type = CommonNumberType(c, c.args[0], c.args[1]);
  // int ** (a negative constant) is a float: both operands become floats first.
  if (name == "pow" && c.result_type == t.Float()) type = t.Float();
  bool ovf = name.ends_with("_ovf");
  if (ovf) name = name.substr(0, name.size() - 4);
  if (name == "truediv") {
    Value* a = c.ConvertType(c.Arg(0), type);
    Value* b = c.ConvertType(c.Arg(1), type);
    if (type == t.Float()) return c.Call("rpy_float_truediv", {a, b}, t.Float(), true);
    return c.Call("rpy_int_truediv", {c.ConvertType(a, t.Signed()), c.ConvertType(b, t.Signed())},
                  t.Float(), true);
  }
  // Bitwise operations of two bools stay bools.
  if ((name == "and" || name == "or" || name == "xor") && c.result_type == t.Bool()) {
    return c.Emit(
        "int_is_true",
        {c.Emit("int_" + name,
                {c.ConvertType(c.Arg(0), t.Signed()), c.ConvertType(c.Arg(1), t.Signed())},
                t.Signed())},
        t.Bool());
  }
  Value* a = c.ConvertType(c.Arg(0), type);
  // A shift count is a Signed whatever the shifted value is (lloperations.h).
  bool shift = name == "lshift" || name == "rshift";
  Value* b = c.ConvertType(c.Arg(1), shift && type != t.Float() ? t.Signed() : type);
  std::string prefix = Prefix(c, type);
  if ((name == "floordiv" || name == "mod") && type != t.Float()) {
    if (Value* inline_result = DivideByConstant(c, name, a, b, type)) return inline_result;
  }
  if (name == "floordiv" || name == "mod" || name == "pow") {
    std::string kind = type == t.Float() ? "float" : type == t.Unsigned() ? "uint" : "int";
    return c.Call("rpy_" + kind + "_" + name, {a, b}, type, true);
  }
  if (ovf && type == t.Signed()) return c.Emit("int_" + name + "_ovf", {a, b}, type);
  // Python's ints do not overflow: where the exact result matters, one beyond 64 bits
  // stops the program (wrap_tolerance.h).
  if (type == t.Signed() && (name == "add" || name == "sub" || name == "mul" || name == "lshift") &&
      !c.graph.WrapAllowed(c.op.result))
    return c.Emit("int_" + name + "_nonbig", {a, b}, type);
  return c.Emit(prefix + name, {a, b}, type);
}

Value* Unary(OpContext& c) {
  std::string name = c.op.opname;
  bool ovf = name.ends_with("_ovf");
  if (ovf) name = name.substr(0, name.size() - 4);
  auto& t = c.types();
  const Type* type = c.args[0]->kind == Kind::kFloat ? t.Float()
                     : c.args[0]->is_unsigned        ? t.Unsigned()
                                                     : t.Signed();
  Value* a = c.ConvertType(c.Arg(0), type);
  if (name == "pos") return a;
  if (ovf) return c.Emit("int_" + name + "_ovf", {a}, type);
  return c.Emit(Prefix(c, type) + name, {a}, type);
}

// --- comparisons ---------------------------------------------------------------------------

bool IsPointerLike(const OpContext& c, size_t i) {
  const Type* t = c.graph.TypeOf(c.args[i]);
  return t->kind() == lltype::TypeKind::kPtr || c.args[i]->kind == Kind::kNone;
}

Value* Negate(OpContext& c, Value* v) { return c.Emit("bool_not", {v}, c.types().Bool()); }

// An int constant a double holds exactly: compared as a double.
bool ExactAsDouble(const Ann& a) {
  const int64_t exact = int64_t{1} << 53;
  return a->constant != nullptr && a->constant->kind() == host::HostKind::kInt &&
         a->constant->int_value() >= -exact && a->constant->int_value() <= exact;
}

// An int (a machine word) against a float: CPython compares the exact values, so an int
// beyond 2**53 is not rounded to a double first (rpy_cmp_int_float).
Value* CompareIntWithFloat(OpContext& c, size_t int_side) {
  auto& t = c.types();
  std::string op = c.op.opname;
  if (int_side == 1) {  // f < i is i > f
    if (op == "lt")
      op = "gt";
    else if (op == "gt")
      op = "lt";
    else if (op == "le")
      op = "ge";
    else if (op == "ge")
      op = "le";
  }
  // A NaN makes every operator false but != true.
  int64_t unordered = op == "gt" || op == "ge" ? -2 : 2;
  Value* cmp =
      c.Call("rpy_cmp_int_float",
             {c.Arg(int_side), c.ConvertType(c.Arg(1 - int_side), t.Float()), c.Int(unordered)},
             t.Signed(), false);
  return c.Emit("int_" + op, {cmp, c.Int(0)}, t.Bool());
}

Value* CompareNumbers(OpContext& c) {
  const Type* type = CommonNumberType(c, c.args[0], c.args[1]);
  if (type == c.types().Float()) {
    for (size_t i = 0; i < 2; ++i) {
      if (c.Arg(i)->concretetype == c.types().Signed() && !ExactAsDouble(c.args[i]) &&
          c.args[1 - i]->kind == Kind::kFloat)
        return CompareIntWithFloat(c, i);
    }
  }
  return c.Emit(Prefix(c, type) + c.op.opname,
                {c.ConvertType(c.Arg(0), type), c.ConvertType(c.Arg(1), type)}, c.types().Bool());
}

Value* CompareStrings(OpContext& c) {
  auto& t = c.types();
  const std::string& op = c.op.opname;
  if (c.args[0]->kind == Kind::kChar && c.args[1]->kind == Kind::kChar)
    return c.Emit("unichar_" + op, {c.Arg(0), c.Arg(1)}, t.Bool());
  Value* a = c.ArgAs(0, StrAnnotation());
  Value* b = c.ArgAs(1, StrAnnotation());
  if (op == "eq" || op == "ne") {
    Value* eq = c.Call("rpy_str_eq", {a, b}, t.Bool(), false);
    return op == "eq" ? eq : Negate(c, eq);
  }
  Value* cmp = c.Call("rpy_str_cmp", {a, b}, t.Signed(), false);
  return c.Emit("int_" + op, {cmp, c.Int(0)}, t.Bool());
}

// What kind of object a value is, for `is`: values of two different kinds are never the
// same object (only None may be both). 0 when the annotation says too little.
int IdentityKind(const Ann& a) {
  switch (a->kind) {
    case Kind::kType:
      return 1;  // a class, known or not
    case Kind::kPBC:
      if (a->descs.empty()) return 0;
      switch (a->descs[0]->kind()) {
        case annotator::DescKind::kClass:
          return 1;
        case annotator::DescKind::kFunction:
        case annotator::DescKind::kMethod:
          return 2;
        case annotator::DescKind::kFrozen:
        case annotator::DescKind::kMethodOfFrozen:
          return 3;
      }
      return 0;
    case Kind::kInstance:
      return 4;
    case Kind::kStr:
    case Kind::kChar:
      return 5;
    case Kind::kBytes:
      return 6;
    case Kind::kList:
      return 7;
    case Kind::kDict:
      return 8;
    case Kind::kSet:
      return 9;
    case Kind::kTuple:
      return 10;
    case Kind::kBuiltin:
      return 11;
    default:
      return 0;
  }
}

bool IsVarTuple(const Ann& a) { return a->kind == Kind::kList && a->listdef->tuple(); }
bool IsTupleLike(const Ann& a) { return a->kind == Kind::kTuple || IsVarTuple(a); }

Value* ComparePointers(OpContext& c) {
  auto& t = c.types();
  const std::string& op = c.op.opname;
  bool eq = op == "eq" || op == "is_";
  if (op != "eq" && op != "ne" && op != "is_")
    c.Fail("ordering of " + annotator::Describe(c.args[0]));
  if (c.args[0]->kind == Kind::kNone && c.args[1]->kind == Kind::kNone) return c.Bool(eq);
  for (size_t i = 0; i < 2; ++i) {
    if (c.args[i]->kind == Kind::kNone) {
      Value* other = c.Arg(1 - i);
      if (IsVoidType(other->concretetype)) return c.Bool(!eq);
      return c.Emit(eq ? "ptr_iszero" : "ptr_nonzero", {other}, t.Bool());
    }
  }
  Value* a = c.Arg(0);
  Value* b = c.Arg(1);
  if (IsVoidType(a->concretetype) && IsVoidType(b->concretetype)) {
    // Two known builtins (`factory is int`) are the same when they are one builtin.
    bool same = c.args[0]->kind == Kind::kBuiltin || c.args[1]->kind == Kind::kBuiltin
                    ? c.args[0]->kind == c.args[1]->kind && c.args[0]->name == c.args[1]->name
                    : c.args[0]->descs == c.args[1]->descs;
    return c.Bool(same == eq);
  }
  // An instance is never a class, a function or a string (`e is ValueError`): False,
  // unless both may be None.
  int kind_a = IdentityKind(c.args[0]);
  int kind_b = IdentityKind(c.args[1]);
  // A tuple of any length equals a tuple of known length with the same items (below).
  // Their identity is not kept: a fixed tuple flowing into the other kind is a copy.
  bool tuples_by_value = IsTupleLike(c.args[0]) && IsTupleLike(c.args[1]);
  if (op == "is_" && tuples_by_value && IsVarTuple(c.args[0]) != IsVarTuple(c.args[1]))
    c.Fail("'is' between a tuple of any length and a tuple is not supported (compare with ==)");
  if (kind_a != 0 && kind_b != 0 && kind_a != kind_b && !tuples_by_value) {
    if (!CanBeNone(c.args[0]) || !CanBeNone(c.args[1]) || IsVoidType(a->concretetype) ||
        IsVoidType(b->concretetype))
      return c.Bool(!eq);
    Value* both_none =
        c.Emit("int_and",
               {c.Emit("cast_bool_to_int", {c.Emit("ptr_iszero", {a}, t.Bool())}, t.Signed()),
                c.Emit("cast_bool_to_int", {c.Emit("ptr_iszero", {b}, t.Bool())}, t.Signed())},
               t.Signed());
    return c.Emit(eq ? "int_ne" : "int_eq", {both_none, c.Int(0)}, t.Bool());
  }
  // A set of pre-built constants against one of them known statically (`op is ADD`): the
  // constant in the set's representation; a constant outside the set never matches.
  for (size_t i = 0; i < 2; ++i) {
    Value*& known = i == 0 ? a : b;
    const Value* other = i == 0 ? b : a;
    const Ann& ka = c.args[i];
    const Ann& oa = c.args[1 - i];
    if (!IsVoidType(known->concretetype) || IsVoidType(other->concretetype) ||
        ka->kind != Kind::kPBC || oa->kind != Kind::kPBC || ka->descs.size() != 1)
      continue;
    annotator::DescKind k = ka->descs[0]->kind();
    if (k != annotator::DescKind::kFrozen && k != annotator::DescKind::kFunction &&
        k != annotator::DescKind::kClass)
      continue;
    bool member = std::find(oa->descs.begin(), oa->descs.end(), ka->descs[0]) != oa->descs.end();
    // A function in a set of closures is its pre-built closure (FunctionAsClosure).
    auto& bookkeeper = c.universe().annotator().bookkeeper();
    if (const host::HostObject* closure = k == annotator::DescKind::kFunction
                                              ? bookkeeper.ClosureOfFunction(ka->descs[0]->object())
                                              : nullptr) {
      annotator::ClassDef* own = bookkeeper.ClassDefOf(closure->type());
      for (annotator::Desc* d : oa->descs) {
        if (d->kind() == annotator::DescKind::kMethod &&
            static_cast<annotator::MethodDesc*>(d)->selfclass() == own)
          member = true;
      }
    }
    if (!member) return c.Bool(!eq);
    known = c.Convert(known, ka, oa);
  }
  // Frozen objects of two families, or containers of two low-level types (a list and a
  // fixed-size copy of it, `b = a[:]; b is a`): no object in common, only None may be both.
  bool two_families =
      c.universe().FrozenFamilyOf(a->concretetype) && c.universe().FrozenFamilyOf(b->concretetype);
  bool two_containers = op == "is_" && c.universe().ContainerOf(a->concretetype) &&
                        c.universe().ContainerOf(b->concretetype);
  if (a->concretetype != b->concretetype && (two_families || two_containers)) {
    if (!c.args[0]->can_be_none || !c.args[1]->can_be_none) return c.Bool(!eq);
    Value* nones =
        c.Emit("int_add",
               {c.Emit("cast_bool_to_int", {c.Emit("ptr_iszero", {a}, t.Bool())}, t.Signed()),
                c.Emit("cast_bool_to_int", {c.Emit("ptr_iszero", {b}, t.Bool())}, t.Signed())},
               t.Signed());
    return c.Emit(eq ? "int_eq" : "int_ne", {nones, c.Int(2)}, t.Bool());
  }
  // Lists, dicts and tuples compare by value with ==.
  if (op != "is_" && (c.args[0]->kind == Kind::kList || c.args[0]->kind == Kind::kTuple ||
                      c.args[0]->kind == Kind::kDict)) {
    // A range never equals a list (two types in Python 3), whatever their items.
    if (c.universe().IsRangeType(a->concretetype) != c.universe().IsRangeType(b->concretetype))
      return c.Bool(!eq);
    // A tuple of known length against one of any length: compared as the latter.
    if (IsVarTuple(c.args[1]) && c.args[0]->kind == Kind::kTuple) std::swap(a, b);
    std::string symbol = c.universe().RequestTypeHelper("eq", a->concretetype);
    Value* result = c.Call(symbol, {a, c.ConvertType(b, a->concretetype)}, t.Bool(), false);
    return eq ? result : Negate(c, result);
  }
  // A class (type(x) is C): vtable pointers.
  if (a->concretetype != b->concretetype && (a->concretetype == c.universe().VtablePtr() ||
                                             b->concretetype == c.universe().VtablePtr())) {
    a = c.ConvertType(a, c.universe().VtablePtr());
    b = c.ConvertType(b, c.universe().VtablePtr());
  }
  // Instances seen as different classes (a subclass and its base): compared as objects.
  if (a->concretetype != b->concretetype && c.args[0]->kind == Kind::kInstance &&
      c.args[1]->kind == Kind::kInstance) {
    a = c.ConvertType(a, c.universe().ObjectPtr());
    b = c.ConvertType(b, c.universe().ObjectPtr());
  }
  return c.Emit(eq ? "ptr_eq" : "ptr_ne", {a, b}, t.Bool());
}

Value* CompareSequencesOrdered(OpContext& c) {
  auto& t = c.types();
  // A tuple of known length against one of any length: compared as the latter.
  if (c.args[0]->kind == Kind::kTuple && IsVarTuple(c.args[1])) {
    Value* b = c.Arg(1);
    Value* a = c.ConvertType(c.Arg(0), b->concretetype);
    std::string symbol = c.universe().RequestTypeHelper("cmp", b->concretetype);
    Value* cmp = c.Call(symbol, {a, b}, t.Signed(), false);
    return c.Emit("int_" + c.op.opname, {cmp, c.Int(0)}, t.Bool());
  }
  Value* a = c.Arg(0);
  Value* b = c.ConvertType(c.Arg(1), a->concretetype);
  std::string symbol = c.universe().RequestTypeHelper("cmp", a->concretetype);
  Value* cmp = c.Call(symbol, {a, b}, t.Signed(), false);
  return c.Emit("int_" + c.op.opname, {cmp, c.Int(0)}, t.Bool());
}

// `x is False`, `x == False` (and their negations) of a container, string, tuple or
// instance that may be False (its null pointer; never None): a null test. None and True
// are never it. Null when neither side may be False.
Value* CompareMaybeFalse(OpContext& c) {
  const std::string& op = c.op.opname;
  bool eq = op == "eq" || op == "is_";
  if (!eq && op != "ne") return nullptr;
  for (size_t i = 0; i < 2; ++i) {
    const Ann& other = c.args[1 - i];
    if (!annotator::IsObjectOrFalse(c.args[i])) continue;
    if (annotator::IsFalseConstant(other))
      return c.Emit(eq ? "ptr_iszero" : "ptr_nonzero", {c.Arg(i)}, c.types().Bool());
    if (other->kind == Kind::kNone || other->kind == Kind::kBool) {
      if (other->kind == Kind::kBool && other->constant == nullptr)
        c.Fail("comparing " + annotator::Describe(c.args[i]) +
               " with a bool that is not the constant False is not supported");
      return c.Bool(!eq);
    }
  }
  return nullptr;
}

Value* Compare(OpContext& c) {
  const Ann& a = c.args[0];
  const Ann& b = c.args[1];
  if (Value* maybe_false = CompareMaybeFalse(c)) return maybe_false;
  if (IsNumber(a) && IsNumber(b)) return CompareNumbers(c);
  bool ordered = c.op.opname != "eq" && c.op.opname != "ne";
  // rpy_str_eq is NULL-safe; ordering needs strings that cannot be None.
  if (IsStrLike(a) && IsStrLike(b) && (!ordered || !(a->can_be_none || b->can_be_none)))
    return CompareStrings(c);
  if (ordered && (a->kind == Kind::kTuple || a->kind == Kind::kList) &&
      (a->kind == b->kind || (IsTupleLike(a) && IsTupleLike(b))))
    return CompareSequencesOrdered(c);
  if (IsPointerLike(c, 0) || IsPointerLike(c, 1) ||
      (IsVoidType(c.graph.TypeOf(a)) && IsVoidType(c.graph.TypeOf(b))))
    return ComparePointers(c);
  if ((IsNumber(a) && IsStrLike(b)) || (IsStrLike(a) && IsNumber(b))) {
    if (c.op.opname == "eq") return c.Bool(false);
    if (c.op.opname == "ne") return c.Bool(true);
  }
  c.Fail("comparison " + c.op.opname + " of " + annotator::Describe(a) + " and " +
         annotator::Describe(b) + " is not supported");
}

Value* Identity(OpContext& c) {
  const Ann& a = c.args[0];
  const Ann& b = c.args[1];
  if (c.result->constant != nullptr) return c.Bool(c.result->constant->bool_value());
  if (Value* maybe_false = CompareMaybeFalse(c)) return maybe_false;
  if (IsNumber(a) && IsNumber(b)) {
    const Type* type = CommonNumberType(c, a, b);
    return c.Emit(Prefix(c, type) + "eq",
                  {c.ConvertType(c.Arg(0), type), c.ConvertType(c.Arg(1), type)}, c.types().Bool());
  }
  if (a->kind == Kind::kChar && b->kind == Kind::kChar)
    return c.Emit("unichar_eq", {c.Arg(0), c.Arg(1)}, c.types().Bool());
  // Tuples of two different known lengths (`t += (x,)`, then `t is old`) are never the
  // same object.
  if (a->kind == Kind::kTuple && b->kind == Kind::kTuple &&
      c.graph.TypeOf(a) != c.graph.TypeOf(b) && a->items.size() != b->items.size())
    return c.Bool(false);
  return ComparePointers(c);
}

Value* Hash(OpContext& c) {
  auto& t = c.types();
  const Ann& a = c.args[0];
  if (a->kind == Kind::kInteger || a->kind == Kind::kBool)
    return c.Call("rpy_hash_long", {c.ConvertType(c.Arg(0), t.Signed())}, t.Signed(), false);
  if (a->kind == Kind::kFloat) return c.Call("rpy_hash_double", {c.Arg(0)}, t.Signed(), false);
  if (a->kind == Kind::kBytes)
    return c.Call("rpy_bytes_hash", {c.ArgAs(0, StrAnnotation())}, t.Signed(), false);
  if (IsStrLike(a)) return c.Call("rpy_str_hash", {c.ArgAs(0, StrAnnotation())}, t.Signed(), false);
  if (a->kind == Kind::kTuple || (a->kind == Kind::kList && a->listdef->tuple())) {
    // CPython's tuple hash (GenC's helper), for tuples of any length too
    std::string symbol = c.universe().RequestTypeHelper("hash", c.Arg(0)->concretetype);
    return c.Call(symbol, {c.Arg(0)}, t.Signed(), false);
  }
  c.Fail("hash() of " + annotator::Describe(a) + " is not supported");
}

}  // namespace

void RegisterNumberLowerings(LoweringTable& table) {
  auto numbers = All(IsNumber);
  for (const char* op : {"add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and_", "or_",
                         "xor", "lshift", "rshift"}) {
    table[op].push_back({numbers, Binary});
    std::string name = op;
    if (name.back() == '_') name.pop_back();  // and_ -> inplace_and
    table["inplace_" + name].push_back({numbers, Binary});
  }
  for (const char* op : {"add_ovf", "sub_ovf", "mul_ovf", "floordiv_ovf", "mod_ovf", "lshift_ovf"})
    table[op].push_back({numbers, Binary});
  for (const char* op : {"neg", "pos", "abs", "invert", "neg_ovf", "abs_ovf"})
    table[op].push_back({numbers, Unary});
  for (const char* op : {"lt", "le", "eq", "ne", "gt", "ge"})
    table[op].push_back({Always(), Compare});
  table["is_"].push_back({Always(), Identity});
  table["is_true"].push_back(
      {Always(), [](OpContext& c) { return IsTrue(c, c.Arg(0), c.args[0]); }});
  table["not_"].push_back({Always(), [](OpContext& c) -> Value* {
                             return c.Emit("bool_not", {IsTrue(c, c.Arg(0), c.args[0])},
                                           c.types().Bool());
                           }});
  table["hash"].push_back({Always(), Hash});
}

}  // namespace rtfarm::rtyper
