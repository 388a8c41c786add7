#include "passes/backendopt/fold_operation.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "passes/backendopt/graph_edit.h"
#include "passes/lltype/llconstants.h"

namespace rtfarm::backendopt {
namespace {

using lltype::Primitive;
using model::Constant;

// A constant holding a plain value (not a symbol, type or pointer).
const Constant* Plain(const model::Value* v) {
  if (!v->is_constant()) return nullptr;
  const auto* c = static_cast<const Constant*>(v);
  if (!c->symbol.empty() || c->type_value != nullptr || c->object() == nullptr) return nullptr;
  if (c->concretetype == nullptr || c->concretetype->kind() != lltype::TypeKind::kPrimitive)
    return nullptr;
  return c;
}

double FloatValue(const Constant* c) {
  const host::HostObject* o = c->object();
  return o->kind() == host::HostKind::kFloat ? o->float_value()
                                             : static_cast<double>(lltype::IntegerValue(c));
}

std::optional<bool> Compare(const std::string& cmp, auto a, auto b) {
  if (cmp == "lt") return a < b;
  if (cmp == "le") return a <= b;
  if (cmp == "eq") return a == b;
  if (cmp == "ne") return a != b;
  if (cmp == "gt") return a > b;
  if (cmp == "ge") return a >= b;
  return std::nullopt;
}

std::optional<uint64_t> Shift(const std::string& op, uint64_t a, int64_t b, bool is_signed) {
  if (b < 0 || b > 63) return std::nullopt;
  if (op == "lshift") return a << b;
  if (is_signed) return static_cast<uint64_t>(static_cast<int64_t>(a) >> b);
  return a >> b;
}

// Signed and unsigned integers, computed on the 64-bit pattern.
std::optional<uint64_t> Integer(const std::string& op, uint64_t a, uint64_t b, bool is_signed) {
  auto sa = static_cast<int64_t>(a);
  auto sb = static_cast<int64_t>(b);
  if (op == "add") return a + b;
  if (op == "sub") return a - b;
  if (op == "mul") return a * b;
  if (op == "and") return a & b;
  if (op == "or") return a | b;
  if (op == "xor") return a ^ b;
  if (op == "floordiv" || op == "mod") {  // C's truncating division
    if (b == 0) return std::nullopt;
    if (!is_signed) return op == "floordiv" ? a / b : a % b;
    if (sa == INT64_MIN && sb == -1) return std::nullopt;  // traps on x86
    return static_cast<uint64_t>(op == "floordiv" ? sa / sb : sa % sb);
  }
  if (op == "lshift" || op == "rshift") return Shift(op, a, sb, is_signed);
  if (op == "neg") return 0 - a;
  if (op == "invert") return ~a;
  if (op == "abs") return is_signed && sa < 0 ? 0 - a : a;
  return std::nullopt;
}

std::optional<double> Float(const std::string& op, double a, double b) {
  if (op == "add") return a + b;
  if (op == "sub") return a - b;
  if (op == "mul") return a * b;
  if (op == "truediv") {
    if (b == 0) return std::nullopt;
    return a / b;
  }
  if (op == "neg") return -a;
  if (op == "abs") return std::fabs(a);
  return std::nullopt;
}

Constant* Cast(const std::string& name, const Constant* arg, const model::SpaceOperation& op,
               model::FunctionGraph& graph) {
  const lltype::Type* rt = op.result->concretetype;
  int64_t i = lltype::IntegerValue(arg);
  if (name == "cast_int_to_float" || name == "cast_bool_to_float")
    return lltype::FloatConstant(graph, static_cast<double>(i), rt);
  if (name == "cast_uint_to_float")
    return lltype::FloatConstant(graph, static_cast<double>(static_cast<uint64_t>(i)), rt);
  if (name == "cast_bool_to_int" || name == "cast_int_to_uint" || name == "cast_uint_to_int")
    return lltype::IntConstant(graph, i, rt);
  if (name == "cast_float_to_int") {
    double d = FloatValue(arg);
    // Only values C converts without undefined behaviour.
    if (!(d > -9223372036854775808.0 && d < 9223372036854775808.0)) return nullptr;
    return lltype::IntConstant(graph, static_cast<int64_t>(d), rt);
  }
  return nullptr;  // char and unichar casts: left to the C compiler
}

// The UTF-8 text of a string constant (a pointer to the runtime's string, as the RTyper
// writes a str constant), or null; `is_null` says it is None instead.
const std::string* StringText(const model::Value* v, bool* is_null) {
  *is_null = false;
  if (!v->is_constant()) return nullptr;
  const auto* c = static_cast<const Constant*>(v);
  if (c->concretetype == nullptr || c->concretetype->kind() != lltype::TypeKind::kPtr ||
      c->type_value != nullptr)
    return nullptr;
  if (c->symbol.empty() &&
      (c->object() == nullptr || c->object()->kind() == host::HostKind::kNone)) {  // NULL
    *is_null = true;
    return nullptr;
  }
  if (c->object() == nullptr || c->object()->kind() != host::HostKind::kStr) return nullptr;
  return &c->object()->text();
}

// The runtime's string comparisons (rpy.h) are pure functions of the strings' bytes:
// rpy_str_cmp gives -1, 0 or 1 by unsigned byte order (code point order for UTF-8),
// rpy_str_eq is NULL-safe.
Constant* FoldStringComparison(const model::SpaceOperation& op, model::FunctionGraph& graph) {
  const std::string* name = CalleeName(op);
  if (name == nullptr || op.args.size() != 3) return nullptr;
  const std::string& callee = *name;
  if (callee != "rpy_str_cmp" && callee != "rpy_str_eq") return nullptr;
  bool a_null = false, b_null = false;
  const std::string* a = StringText(op.args[1], &a_null);
  const std::string* b = StringText(op.args[2], &b_null);
  const lltype::Type* rt = op.result->concretetype;
  if (callee == "rpy_str_eq") {
    if (a_null || b_null) return lltype::IntConstant(graph, a_null && b_null, rt);
    if (a == nullptr || b == nullptr) return nullptr;
    return lltype::IntConstant(graph, *a == *b, rt);
  }
  if (a == nullptr || b == nullptr) return nullptr;  // the C would not compare None
  int order = a->compare(*b);  // char_traits<char> orders bytes as unsigned char
  return lltype::IntConstant(graph, order < 0 ? -1 : order > 0 ? 1 : 0, rt);
}

// len() of a str constant (rpy_str_len counts code points, as the runtime decodes UTF-8):
// `% len(ALPHABET)` becomes a division by a constant.
Constant* FoldStringLength(const model::SpaceOperation& op, model::FunctionGraph& graph) {
  const std::string* name = CalleeName(op);
  if (name == nullptr || *name != "rpy_str_len" || op.args.size() != 2) return nullptr;
  bool is_null = false;
  const std::string* text = StringText(op.args[1], &is_null);
  if (text == nullptr) return nullptr;
  return lltype::IntConstant(graph, lltype::CodePointCount(*text), op.result->concretetype);
}

}  // namespace

Constant* FoldOperation(const model::SpaceOperation& op, model::FunctionGraph& graph) {
  if (Constant* c = FoldStringComparison(op, graph)) return c;
  if (Constant* c = FoldStringLength(op, graph)) return c;
  if (!IsRemovableWhenUnused(op) || op.args.empty()) return nullptr;
  const std::string& name = op.opname;
  const lltype::Type* rt = op.result->concretetype;
  if (name == "ptr_nonzero" || name == "ptr_iszero") {
    // A symbol is the address of something; a valueless pointer constant is NULL.
    if (!op.args[0]->is_constant()) return nullptr;
    const auto* c = static_cast<const Constant*>(op.args[0]);
    if (c->type_value != nullptr) return nullptr;
    bool nonzero = !c->symbol.empty();
    return lltype::IntConstant(graph, nonzero == (name == "ptr_nonzero"), rt);
  }
  std::vector<const Constant*> args;
  for (const model::Value* v : op.args) {
    const Constant* c = Plain(v);
    if (c == nullptr) return nullptr;
    args.push_back(c);
  }
  if (name.starts_with("cast_")) return args.size() == 1 ? Cast(name, args[0], op, graph) : nullptr;
  auto underscore = name.find('_');
  if (underscore == std::string::npos) return nullptr;
  std::string family = name.substr(0, underscore);
  std::string what = name.substr(underscore + 1);
  if (what.ends_with("_ovf") || what.ends_with("_zer")) return nullptr;  // can raise
  if (what.ends_with("_nonbig")) {  // checked arithmetic: folded when the result fits
    what.resize(what.size() - 7);
    int64_t a = lltype::IntegerValue(args[0]), b = lltype::IntegerValue(args[1]), r = 0;
    bool overflow = what == "add"   ? __builtin_add_overflow(a, b, &r)
                    : what == "sub" ? __builtin_sub_overflow(a, b, &r)
                    : what == "mul" ? __builtin_mul_overflow(a, b, &r)
                                    : true;
    return overflow ? nullptr : lltype::IntConstant(graph, r, rt);
  }
  auto integer_value = [&](size_t i) {
    return static_cast<uint64_t>(lltype::IntegerValue(args[i]));
  };
  if (family == "int" || family == "uint" || family == "bool") {
    bool is_signed = family == "int";
    if (args.size() == 2) {
      uint64_t a = integer_value(0), b = integer_value(1);
      std::optional<bool> cmp =
          is_signed ? Compare(what, static_cast<int64_t>(a), static_cast<int64_t>(b))
                    : Compare(what, a, b);
      if (cmp) return lltype::IntConstant(graph, *cmp, rt);
      if (family == "bool") return nullptr;
      auto r = Integer(what, a, b, is_signed);
      return r ? lltype::IntConstant(graph, static_cast<int64_t>(*r), rt) : nullptr;
    }
    uint64_t a = integer_value(0);
    if (what == "is_true") return lltype::IntConstant(graph, a != 0, rt);
    if (what == "not") return lltype::IntConstant(graph, a == 0, rt);
    if (family == "bool") return nullptr;
    auto r = Integer(what, a, 0, is_signed);
    return r ? lltype::IntConstant(graph, static_cast<int64_t>(*r), rt) : nullptr;
  }
  if (family == "char" && args.size() == 2) {
    // C's `char` is signed here.
    auto a = static_cast<int8_t>(static_cast<uint8_t>(lltype::IntegerValue(args[0])));
    auto b = static_cast<int8_t>(static_cast<uint8_t>(lltype::IntegerValue(args[1])));
    std::optional<bool> cmp = Compare(what, a, b);
    return cmp ? lltype::IntConstant(graph, *cmp, rt) : nullptr;
  }
  if (family == "unichar" && args.size() == 2) {  // code points, C's unsigned int
    auto a = static_cast<uint32_t>(lltype::IntegerValue(args[0]));
    auto b = static_cast<uint32_t>(lltype::IntegerValue(args[1]));
    std::optional<bool> cmp = Compare(what, a, b);
    return cmp ? lltype::IntConstant(graph, *cmp, rt) : nullptr;
  }
  if (family == "float") {
    double a = FloatValue(args[0]);
    double b = args.size() == 2 ? FloatValue(args[1]) : 0.0;
    if (!std::isfinite(a) || !std::isfinite(b)) return nullptr;
    if (args.size() == 2) {
      if (std::optional<bool> cmp = Compare(what, a, b))
        return lltype::IntConstant(graph, *cmp, rt);
    }
    if (what == "is_true") return lltype::IntConstant(graph, a != 0.0, rt);
    auto r = Float(what, a, b);
    if (!r || !std::isfinite(*r)) return nullptr;
    return lltype::FloatConstant(graph, *r, rt);
  }
  return nullptr;
}

}  // namespace rtfarm::backendopt
