// Operators on instances of user classes: calls of their special methods, the ones the
// annotator annotated (annotator/special_methods.h decides which, for both).
#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/special_methods.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

using annotator::Kind;
using annotator::SpecialCall;

std::optional<SpecialCall> PlanSpecial(const OpContext& c, std::string_view op,
                                       const std::vector<Ann>& anns) {
  try {
    return annotator::PlanSpecialCall(op, anns);
  } catch (const annotator::AnnotationRefused& refused) {
    c.Fail(refused.what());
  }
}

Value* LowerSpecialCall(OpContext& c, const SpecialCall& plan, const std::vector<Value*>& values,
                        const std::vector<Ann>& anns, const Type* result_type) {
  auto& t = c.types();
  Value* self = values.at(plan.receiver);
  Ann a = anns.at(plan.receiver);
  std::vector<Value*> args;
  for (size_t i : plan.args) args.push_back(values.at(i));
  if (plan.swap_when_subclass) {
    // b's method first when type(b) is a proper subclass of type(a) (CPython's
    // do_richcompare): the same method, on the operands exchanged.
    a = annotator::SwapBase(anns)->instance(false);
    const Type* base = c.graph.TypeOf(a);
    Value* left = c.ConvertType(values.at(0), base);
    Value* right = c.ConvertType(values.at(1), base);
    auto vtable = [&](Value* v) {
      return c.Emit("getfield", {c.ConvertType(v, c.universe().ObjectPtr()), c.Field("typeptr")},
                    c.universe().VtablePtr());
    };
    Value* left_type = vtable(left);
    Value* right_type = vtable(right);
    Value* differ = c.Emit("ptr_ne", {left_type, right_type}, t.Bool());
    Value* below = c.Call("rpy_vtable_issubclass", {right_type, left_type}, t.Bool(), false);
    Value* swap = c.Emit("select", {differ, below, c.Bool(false)}, t.Bool());
    self = c.Emit("select", {swap, right, left}, base);
    args = {c.Emit("select", {swap, left, right}, base)};
  }
  switch (plan.result) {
    case SpecialCall::Result::kValue:
      return CallMethodByName(c, self, a, plan.method, args,
                              result_type != nullptr ? result_type : c.result_type);
    case SpecialCall::Result::kTruth:
    case SpecialCall::Result::kNotTruth: {
      bool length = plan.method == "__len__";
      Value* result =
          CallMethodByName(c, self, a, plan.method, args, length ? t.Signed() : t.Bool());
      Value* truth = length ? c.Emit("int_is_true", {result}, t.Bool()) : result;
      if (plan.result == SpecialCall::Result::kTruth) return truth;
      return c.Emit("bool_not", {truth}, t.Bool());
    }
    case SpecialCall::Result::kHash: {
      // CPython's slot_tp_hash: a __hash__ returning -1 hashes as -2 (-1 means an error).
      Value* hash = CallMethodByName(c, self, a, plan.method, args, t.Signed());
      Value* minus_one = c.Emit("int_eq", {hash, c.Int(-1)}, t.Bool());
      return c.Emit("select", {minus_one, c.Int(-2), hash}, t.Signed());
    }
  }
  c.Fail("unknown special call");
}

namespace {

bool AnyInstance(const OpContext& c) {
  for (const Ann& a : c.args) {
    if (a->kind == Kind::kInstance) return true;
  }
  return false;
}

Value* LowerSpecialOperation(OpContext& c) {
  std::optional<SpecialCall> plan = PlanSpecial(c, c.op.opname, c.args);
  std::vector<Value*> values;
  for (size_t i = 0; i < c.arity(); ++i) values.push_back(c.Arg(i));
  return LowerSpecialCall(c, *plan, values, c.args);
}

}  // namespace

void RegisterSpecialLowerings(LoweringTable& table) {
  auto applies = [](const OpContext& c) {
    return AnyInstance(c) && PlanSpecial(c, c.op.opname, c.args).has_value();
  };
  for (const char* op : {"add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul",
                         "lshift", "rshift", "and_", "or_", "xor"}) {
    table[op].push_back({applies, LowerSpecialOperation});
    std::string name = op;
    if (name.back() == '_') name.pop_back();  // and_ -> inplace_and
    table["inplace_" + name].push_back({applies, LowerSpecialOperation});
  }
  for (const char* op : {"lt", "le", "eq", "ne", "gt", "ge", "neg", "pos", "abs", "invert", "len",
                         "hash", "is_true", "not_", "getitem", "setitem", "delitem", "contains"})
    table[op].push_back({applies, LowerSpecialOperation});
}

}  // namespace rtfarm::rtyper
