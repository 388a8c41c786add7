// Floats that may be ints, in a program that shows one (`total = 0` that becomes a float,
// then printed): CPython shows each by its own type (0, 12.5), so such numbers keep it at
// run time. Each is a pointer to an immutable GC struct "mnum" (Universe::MixedNumberType:
// is_int, ival, fval). Arithmetic whose result is such a number calls GenC's helpers,
// which compute as CPython (int with int stays an exact int; runtime/rpy_mixed.c); the
// operations that show the value take the struct; every other operation (comparisons,
// truth, hashing, `/`, math functions, storing into a plain float) uses its value as a
// float, decoded before the operation is lowered. A program that shows no such number
// keeps them plain floats (their value is all its operations use).
#include <set>

#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

// The arithmetic operators whose result keeps the Python type (helper name: the
// operator's, without `inplace_`).
const std::set<std::string>& TypedArithmetic() {
  static const std::set<std::string> ops = {"add", "sub", "mul", "floordiv", "mod",
                                            "pow", "neg", "pos", "abs"};
  return ops;
}

std::string ArithmeticOf(const std::string& opname) {
  return opname.starts_with("inplace_") ? opname.substr(8) : opname;
}

bool IsMixedArithmetic(const OpContext& c) {
  return TypedArithmetic().count(ArithmeticOf(c.op.opname)) && c.universe().IsMixedAnn(c.result);
}

// Builtins whose result keeps the Python type of their arguments (lower_builtins.cc).
bool IsMixedBuiltin(const OpContext& c) {
  if ((c.op.opname != "simple_call" && c.op.opname != "call_args") || c.args.empty() ||
      c.args[0]->kind != Kind::kBuiltin)
    return false;
  const std::string& name = c.args[0]->name;
  if (name == "divmod")
    return c.result->kind == Kind::kTuple && !c.result->items.empty() &&
           c.universe().IsMixedAnn(c.result->items[0]);
  return (name == "abs" || name == "pow" || name == "round" || name == "min" || name == "max" ||
          name == "sum") &&
         c.universe().IsMixedAnn(c.result);
}

// Whether argument i of the operation is used as the struct (shown, stored, passed on,
// or computed with by its type); otherwise it is used as a float.
bool KeepsMixed(const OpContext& c, size_t i) {
  if (IsMixedArithmetic(c) || IsMixedBuiltin(c)) return true;
  const std::string& op = c.op.opname;
  if (op == "eq" || op == "ne" || op == "is_true" || op == "not_" || op == "hash" || op == "is_")
    return false;  // 1 == 1.0, hash(1) == hash(1.0), truth by value
  if ((op == "simple_call" || op == "call_args") && i > 0 && c.args[0]->kind == Kind::kBuiltin) {
    const std::string& name = c.args[0]->name;
    return name == "print" || name == "str" || name == "repr" || name == "ascii" ||
           name == "format";
  }
  return KeepsNumberBox(c, i);
}

}  // namespace

Value* BoxMixed(OpContext& c, Value* value, const Ann& source) {
  auto& t = c.types();
  const Type* from = value->concretetype;
  const Type* mnum = c.universe().MixedNumberType();
  Value* is_int = nullptr;
  Value* ival = c.Int(0);
  Value* fval = c.Float(0.0);
  if (from == t.Signed() || from == t.Bool() || from == t.Unsigned()) {
    is_int = c.Bool(true);
    ival = c.ConvertType(value, t.Signed());
  } else if (from == t.Float()) {
    // A float computed by an operation the RTyper lowered as a float, where the
    // annotator says it may be an int, would lose the int's type: refused, never shown
    // wrongly.
    if (source == nullptr || source->may_be_int)
      c.Fail("a number that may be an int or a float, computed as a float by " + c.op.opname +
             ", is not supported yet in a program that shows such numbers");
    is_int = c.Bool(false);
    fval = value;
  } else {
    c.Fail("cannot convert " + from->key() + " to a number that may be an int or a float");
  }
  Variable* box = c.Emit("malloc", {c.TypeArg(mnum->target())}, mnum);
  c.Emit("setfield", {box, c.Field("is_int"), is_int}, t.Void());
  c.Emit("setfield", {box, c.Field("ival"), ival}, t.Void());
  c.Emit("setfield", {box, c.Field("fval"), fval}, t.Void());
  return box;
}

Value* MixedValue(OpContext& c, Value* box) {
  return c.Call(c.universe().RequestTypeHelper("value", box->concretetype), {box},
                c.types().Float(), false);
}

Value* AsMixed(OpContext& c, Value* value, const Ann& a) {
  if (Universe::IsMixedNumber(value->concretetype)) return value;
  return BoxMixed(c, value, a);
}

Value* MixedArithmetic(OpContext& c, const std::string& op, const std::vector<Value*>& boxes) {
  const Type* mnum = c.universe().MixedNumberType();
  return c.Call(c.universe().RequestTypeHelper(op, mnum), boxes, mnum, true);
}

void DecodeMixedArguments(OpContext& c) {
  for (size_t i = 0; i < c.args.size(); ++i) {
    // One that may be None here is kept by its operation (UnboxNullableArguments checked
    // the others), which handles None: ==, `is`, truth, hash, showing, storing.
    if (!c.universe().IsMixedAnn(c.args[i]) || c.args[i]->can_be_none || KeepsMixed(c, i)) continue;
    if (c.unboxed.size() < c.args.size()) c.unboxed.resize(c.args.size(), nullptr);
    c.unboxed[i] = MixedValue(c, c.Arg(i));
    c.args[i] = annotator::WithNumberKinds(c.args[i], false, false);
  }
}

void RegisterMixedNumberLowerings(LoweringTable& table) {
  for (const std::string& op : TypedArithmetic()) {
    auto lower = [](OpContext& c) -> Value* {
      std::vector<Value*> boxes;
      for (size_t i = 0; i < c.args.size(); ++i) boxes.push_back(AsMixed(c, c.Arg(i), c.args[i]));
      return MixedArithmetic(c, ArithmeticOf(c.op.opname), boxes);
    };
    table[op].push_back({IsMixedArithmetic, lower});
    if (op != "neg" && op != "pos" && op != "abs")
      table["inplace_" + op].push_back({IsMixedArithmetic, lower});
  }
}

}  // namespace rtfarm::rtyper
