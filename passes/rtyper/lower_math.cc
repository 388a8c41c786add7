// The math module's functions: calls of the runtime's rpy_math_* (runtime/rpy_math.c),
// which make CPython's checks (domain and range errors) around libm.
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

namespace {

using annotator::Kind;

bool IsOneOf(const std::string& name, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    if (name == n) return true;
  }
  return false;
}

}  // namespace

Value* LowerMathCall(OpContext& c, const std::string& name, const CallShape& shape) {
  if (!name.starts_with("math.")) return nullptr;
  auto& t = c.types();
  const std::string f = name.substr(5);
  const std::string symbol = "rpy_math_" + f;
  const size_t count = shape.positional.size();
  auto arg = [&](size_t n) { return c.Arg(shape.positional.at(n)); };
  auto ann = [&](size_t n) -> const Ann& { return c.args[shape.positional.at(n)]; };
  auto as_float = [&](size_t n) { return c.ConvertType(arg(n), t.Float()); };
  auto as_int = [&](size_t n) { return c.ConvertType(arg(n), t.Signed()); };
  if (f == "pi") return c.Float(3.141592653589793);
  if (IsOneOf(f, {"floor", "ceil", "trunc"})) {
    // Of an int: the int itself.
    if (ann(0)->kind != Kind::kFloat) return c.ConvertType(arg(0), c.result_type);
    return c.Call(symbol, {as_float(0)}, t.Signed(), true);
  }
  if (IsOneOf(f, {"isnan", "isinf", "isfinite"}))
    return c.Call(symbol, {as_float(0)}, t.Bool(), false);
  if (f == "isclose") return c.Call(symbol, {as_float(0), as_float(1)}, t.Bool(), false);
  if (f == "log" && count == 2)
    return c.Call("rpy_math_log_base", {as_float(0), as_float(1)}, t.Float(), true);
  if (IsOneOf(f, {"atan2", "fmod", "hypot", "pow", "copysign", "remainder"}))
    return c.Call(symbol, {as_float(0), as_float(1)}, t.Float(), true);
  if (f == "ldexp") return c.Call(symbol, {as_float(0), as_int(1)}, t.Float(), true);
  if (f == "frexp") {
    Value* x = as_float(0);
    return NewTuple(c, c.result_type,
                    {c.Call("rpy_math_frexp_mantissa", {x}, t.Float(), false),
                     c.Call("rpy_math_frexp_exponent", {x}, t.Signed(), false)});
  }
  if (f == "modf") {
    Value* x = as_float(0);
    return NewTuple(c, c.result_type,
                    {c.Call("rpy_math_modf_fraction", {x}, t.Float(), false),
                     c.Call("rpy_math_modf_integral", {x}, t.Float(), false)});
  }
  if (f == "gcd") {
    if (count == 0) return c.Int(0);
    Value* result = c.Call("rpy_math_gcd", {as_int(0), c.Int(0)}, t.Signed(), true);
    for (size_t i = 1; i < count; ++i)
      result = c.Call("rpy_math_gcd", {result, as_int(i)}, t.Signed(), true);
    return result;
  }
  if (IsOneOf(f, {"isqrt", "factorial"})) return c.Call(symbol, {as_int(0)}, t.Signed(), true);
  if (count != 1) c.Fail("math." + f + "() with " + std::to_string(count) + " arguments");
  return c.Call(symbol, {as_float(0)}, t.Float(), true);
}

}  // namespace rtfarm::rtyper
