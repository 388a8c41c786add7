// Numbers that may be None ("int or None": `best = None` before a loop finds one, a list
// made as `[None] * n` and filled with ints, `d.get(k)` of int values). They are boxed
// (Universe::NullableNumberType: NULL is None). An operation that shows them, stores
// them, tests them for truth or compares them with == or `is` takes the box; every other
// one uses the value as a number, so it is unboxed before the operation is lowered:
// None there raises TypeError, where CPython's operation would raise it too.
#include <set>

#include "passes/model/operation_table.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

bool IsBox(const OpContext& c, size_t i) {
  return c.args[i]->can_be_none && annotator::IsNumeric(c.args[i]);
}

// Builtin functions that take such a value as it is (they show it or test it).
bool BuiltinTakesBox(const std::string& name) {
  return name == "print" || name == "str" || name == "repr" || name == "ascii" || name == "bool" ||
         name == "format" || name == "hash" || name == "isinstance";
}

}  // namespace

bool KeepsNumberBox(const OpContext& c, size_t i) {
  const std::string& op = c.op.opname;
  if (op == "is_true" || op == "not_" || op == "is_" || op == "eq" || op == "ne" || op == "str" ||
      op == "repr" || op == "ascii" || op == "hash" || op == "newtuple" || op == "newlist" ||
      op == "newdict" || op == "newset" || op == "same_as" || op == "newslice")
    return true;  // newslice: the slice's reader gives a None bound its default (slices.cc)
  if (op == "contains") return i == 1;                     // the item looked for
  if (op == "setattr" || op == "setitem") return i == 2;   // the value stored
  if (op == "format") return i == 0;                       // f"{x}", f"{x:5}"
  if (op == "mod") return i == 1 && IsStrLike(c.args[0]);  // "%s" % x
  if (op == "simple_call" || op == "call_args") {
    if (i == 0) return true;
    const Ann& callee = c.args[0];
    if (callee->kind == Kind::kBuiltin) return BuiltinTakesBox(callee->name);
    if (callee->kind == Kind::kBuiltinMethod) {
      // A container's method stores or looks for its items; a str's uses numbers.
      // str.format() shows them.
      Kind receiver = callee->items[0]->kind;
      if (callee->name == "str.format") return true;
      return receiver == Kind::kList || receiver == Kind::kDict || receiver == Kind::kSet;
    }
    return true;  // the program's functions, methods and classes: their parameters
  }
  // Operations outside the table of flow operations (the lowering's own) keep it.
  static const std::set<std::string> kOtherUses = {"getitem",  "setitem", "delitem",  "getattr",
                                                   "newslice", "iter",    "len",      "format",
                                                   "mod",      "type",    "contains", "issubtype"};
  return !model::IsNumberOperation(op) && kOtherUses.count(op) == 0;
}

void UnboxNullableArguments(OpContext& c) {
  for (size_t i = 0; i < c.args.size(); ++i) {
    if (!IsBox(c, i) || KeepsNumberBox(c, i)) continue;
    if (c.op.opname == "type")
      c.Fail("type() of " + annotator::Describe(c.args[i]) + ": test `is None` first");
    if (c.unboxed.size() < c.args.size()) c.unboxed.resize(c.args.size(), nullptr);
    Ann number = annotator::NonNullable(c.args[i]);
    Value* box = c.Arg(i);
    // A float that may be an int keeps its struct (mixed_numbers.cc): only checked.
    c.unboxed[i] = Universe::IsMixedNumber(box->concretetype)
                       ? c.Call(c.universe().RequestTypeHelper("unbox", box->concretetype), {box},
                                box->concretetype, true)
                       : c.ConvertType(box, c.graph.TypeOf(number));
    c.args[i] = number;
  }
}

namespace {

// A number that may be None against anything, or a number against None.
bool AnyBox(const OpContext& c) {
  for (size_t i = 0; i < c.args.size(); ++i) {
    if (IsBox(c, i)) return true;
    if (IsNumber(c.args[i]) && c.args[1 - i]->kind == Kind::kNone) return true;
  }
  return false;
}

// `x == y`, `x != y`, `x is None` where x may be None: None equals only None.
Value* CompareNullable(OpContext& c) {
  auto& t = c.types();
  const std::string& op = c.op.opname;
  bool eq = op == "eq" || op == "is_";
  for (size_t i = 0; i < 2; ++i) {
    if (c.args[1 - i]->kind != Kind::kNone) continue;
    if (!IsBox(c, i)) return c.Bool(!eq);  // a number is never None
    return c.Emit(eq ? "ptr_iszero" : "ptr_nonzero", {c.Arg(i)}, t.Bool());
  }
  if (op == "is_")
    c.Fail("'is' between " + annotator::Describe(c.args[0]) + " and " +
           annotator::Describe(c.args[1]) + ": compare numbers with ==");
  if (!IsNumber(c.args[0]) || !IsNumber(c.args[1])) return c.Bool(!eq);  // never equal
  // Both sides as boxes of the wider number.
  Ann wider = annotator::Nullable(
      annotator::Union(annotator::NonNullable(c.args[0]), annotator::NonNullable(c.args[1])));
  const Type* box = c.graph.TypeOf(wider);
  Value* a = c.ConvertType(c.Arg(0), box);
  Value* b = c.ConvertType(c.Arg(1), box);
  Value* same = c.Call(c.universe().RequestTypeHelper("eq", box), {a, b}, t.Bool(), false);
  return eq ? same : c.Emit("bool_not", {same}, t.Bool());
}

}  // namespace

void RegisterNullableNumberLowerings(LoweringTable& table) {
  for (const char* op : {"eq", "ne", "is_"}) table[op].push_back({AnyBox, CompareNullable});
}

}  // namespace rtfarm::rtyper
