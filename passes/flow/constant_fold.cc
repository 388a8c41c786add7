#include "passes/flow/constant_fold.h"

#include <cmath>
#include <optional>

#include "passes/model/operation_table.h"

namespace rtfarm::flow {
namespace {

using host::HostKind;
using host::HostObject;

// An int a double holds exactly (|i| <= 2**53); the bound is checked on the int itself,
// since 2**53 + 1 rounds to 2.0**53, within it.
bool ExactAsDouble(int64_t i) {
  constexpr int64_t kExact = int64_t{1} << 53;
  return i >= -kExact && i <= kExact;
}

std::optional<int64_t> AsInt(const HostObject* o) {
  if (o->kind() == HostKind::kInt) return o->int_value();
  if (o->kind() == HostKind::kBool) return o->bool_value() ? 1 : 0;
  return std::nullopt;
}

// A number as a double, only when the conversion is exact.
std::optional<double> AsExactDouble(const HostObject* o) {
  if (o->kind() == HostKind::kFloat) return o->float_value();
  if (auto i = AsInt(o); i && ExactAsDouble(*i)) return static_cast<double>(*i);
  return std::nullopt;
}

bool IsAscii(const std::string& s) {
  for (unsigned char c : s) {
    if (c >= 0x80) return false;
  }
  return true;
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorMod(int64_t a, int64_t b) {
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

// Truth of a constant when it is certain (immutable objects only).
std::optional<bool> Truth(const HostObject* o) {
  switch (o->kind()) {
    case HostKind::kList:
    case HostKind::kDict:
    case HostKind::kSet:
    case HostKind::kInstance:
    case HostKind::kOpaque:
      return std::nullopt;  // mutable or unknown: decided at run time
    default:
      return o->IsTrueConstant();
  }
}

// The six comparisons on two values of one C++ type (ints, exact doubles, UTF-8 strings,
// whose byte order is code point order); null for any other operation.
template <typename T>
const HostObject* Compare(host::HostSpace& space, const std::string& op, const T& a, const T& b) {
  if (op == "lt") return space.Bool(a < b);
  if (op == "le") return space.Bool(a <= b);
  if (op == "eq") return space.Bool(a == b);
  if (op == "ne") return space.Bool(a != b);
  if (op == "gt") return space.Bool(a > b);
  if (op == "ge") return space.Bool(a >= b);
  return nullptr;
}

const HostObject* FoldIntBinary(host::HostSpace& space, const std::string& op, int64_t a,
                                int64_t b) {
  int64_t r = 0;
  if (op == "add" || op == "inplace_add")
    return __builtin_add_overflow(a, b, &r) ? nullptr : space.Int(r);
  if (op == "sub" || op == "inplace_sub")
    return __builtin_sub_overflow(a, b, &r) ? nullptr : space.Int(r);
  if (op == "mul" || op == "inplace_mul")
    return __builtin_mul_overflow(a, b, &r) ? nullptr : space.Int(r);
  if (op == "floordiv" || op == "inplace_floordiv") {
    if (b == 0 || (a == INT64_MIN && b == -1)) return nullptr;
    return space.Int(FloorDiv(a, b));
  }
  if (op == "mod" || op == "inplace_mod") {
    if (b == 0 || (a == INT64_MIN && b == -1)) return nullptr;
    return space.Int(FloorMod(a, b));
  }
  if (op == "and_" || op == "inplace_and") return space.Int(a & b);
  if (op == "or_" || op == "inplace_or") return space.Int(a | b);
  if (op == "xor" || op == "inplace_xor") return space.Int(a ^ b);
  if (op == "lshift" || op == "inplace_lshift") {
    if (b < 0 || b >= 63) return nullptr;
    int64_t shifted = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
    return (shifted >> b) == a ? space.Int(shifted) : nullptr;
  }
  if (op == "rshift" || op == "inplace_rshift") {
    if (b < 0) return nullptr;
    return space.Int(b >= 64 ? (a < 0 ? -1 : 0) : a >> b);
  }
  if (op == "truediv" || op == "inplace_truediv") {
    if (b == 0 || !ExactAsDouble(a) || !ExactAsDouble(b)) {
      return nullptr;
    }
    return space.Float(static_cast<double>(a) / static_cast<double>(b));
  }
  if (const HostObject* compared = Compare(space, op, a, b)) return compared;
  return nullptr;
}

const HostObject* FoldFloatBinary(host::HostSpace& space, const std::string& op, double a,
                                  double b) {
  if (op == "add" || op == "inplace_add") return space.Float(a + b);
  if (op == "sub" || op == "inplace_sub") return space.Float(a - b);
  if (op == "mul" || op == "inplace_mul") return space.Float(a * b);
  if (op == "truediv" || op == "inplace_truediv") return b == 0 ? nullptr : space.Float(a / b);
  if (const HostObject* compared = Compare(space, op, a, b)) return compared;
  return nullptr;
}

const HostObject* FoldStrBinary(host::HostSpace& space, const std::string& op, const std::string& a,
                                const std::string& b) {
  // UTF-8 byte order is code point order, so comparisons are exact.
  if (op == "add") return space.Str(a + b);
  if (const HostObject* compared = Compare(space, op, a, b)) return compared;
  if (op == "contains") return space.Bool(a.find(b) != std::string::npos);
  return nullptr;
}

const HostObject* FoldGetattr(host::HostSpace& space, const HostObject* owner,
                              const HostObject* name) {
  if (name->kind() != HostKind::kStr) return nullptr;
  if (owner->kind() == HostKind::kModule) return space.ModuleAttr(owner, name->text());
  if (owner->kind() == HostKind::kClass) {
    const HostObject* attr = owner->LookupClassAttr(name->text());
    if (attr == nullptr) return nullptr;
    if (attr->kind() == HostKind::kStaticMethod)
      return attr->items().empty() ? nullptr : attr->items()[0];
    if (attr->kind() == HostKind::kClassMethod) return nullptr;  // bound to the class at run time
    return attr;
  }
  return nullptr;
}

const HostObject* FoldUnary(host::HostSpace& space, const std::string& op, const HostObject* x) {
  if (op == "is_true") {
    auto truth = Truth(x);
    return truth ? space.Bool(*truth) : nullptr;
  }
  if (op == "not_") {
    auto truth = Truth(x);
    return truth ? space.Bool(!*truth) : nullptr;
  }
  if (auto i = AsInt(x)) {
    if (op == "neg") return *i == INT64_MIN ? nullptr : space.Int(-*i);
    if (op == "pos") return space.Int(*i);
    if (op == "invert") return space.Int(~*i);
    if (op == "abs") return *i == INT64_MIN ? nullptr : space.Int(*i < 0 ? -*i : *i);
    if (op == "str" || op == "repr")
      return x->kind() == HostKind::kInt ? space.Str(std::to_string(*i)) : nullptr;
  }
  if (x->kind() == HostKind::kFloat) {
    if (op == "neg") return space.Float(-x->float_value());
    if (op == "pos") return x;
    if (op == "abs") return space.Float(std::fabs(x->float_value()));
  }
  if (x->kind() == HostKind::kStr) {
    if (op == "str") return x;
    if (op == "len" && IsAscii(x->text())) return space.Int(static_cast<int64_t>(x->text().size()));
  }
  if (x->kind() == HostKind::kTuple && op == "len")
    return space.Int(static_cast<int64_t>(x->items().size()));
  return nullptr;
}

const HostObject* FoldBinary(host::HostSpace& space, const std::string& op, const HostObject* a,
                             const HostObject* b);

// `b in a` for a constant tuple or frozenset `a` (`if name in ("JUMP", "RETURN")` over the
// names of an unrolling_iterable, or `in {...}`, which CPython compiles to a frozenset):
// decided when every comparison up to the first equal item folds, as RPython's flow space
// folds pure operations on constants, so the branch not taken is never annotated.
const HostObject* FoldContains(host::HostSpace& space, const HostObject* a, const HostObject* b) {
  bool frozen_set = a->kind() == HostKind::kSet && a->bool_value();
  if (a->kind() != HostKind::kTuple && !frozen_set) return nullptr;
  for (const HostObject* item : a->items()) {
    if (item == b) return space.Bool(true);
    const HostObject* equal = FoldBinary(space, "eq", item, b);
    if (equal == nullptr || equal->kind() != HostKind::kBool) return nullptr;
    if (equal->bool_value()) return space.Bool(true);
  }
  return space.Bool(false);
}

const HostObject* FoldBinary(host::HostSpace& space, const std::string& op, const HostObject* a,
                             const HostObject* b) {
  if (op == "is_") return space.Bool(a == b);
  if (op == "contains") {
    if (const HostObject* found = FoldContains(space, a, b)) return found;
  }
  if (op == "getattr") return FoldGetattr(space, a, b);
  if (op == "issubtype") {
    if (a->kind() != HostKind::kClass) return nullptr;
    if (b->kind() == HostKind::kClass) return space.Bool(a->IsSubclassOf(b));
    return nullptr;
  }
  if (op == "getitem") {
    auto index = AsInt(b);
    if (!index) return nullptr;
    if (a->kind() == HostKind::kTuple) {
      int64_t n = static_cast<int64_t>(a->items().size());
      int64_t i = *index < 0 ? *index + n : *index;
      return i >= 0 && i < n ? a->items()[i] : nullptr;
    }
    if (a->kind() == HostKind::kStr && IsAscii(a->text())) {
      int64_t n = static_cast<int64_t>(a->text().size());
      int64_t i = *index < 0 ? *index + n : *index;
      return i >= 0 && i < n ? space.Str(std::string(1, a->text()[i])) : nullptr;
    }
    return nullptr;
  }
  auto ia = AsInt(a);
  auto ib = AsInt(b);
  if (ia && ib) return FoldIntBinary(space, op, *ia, *ib);
  if (a->kind() == HostKind::kFloat || b->kind() == HostKind::kFloat) {
    auto da = AsExactDouble(a);
    auto db = AsExactDouble(b);
    if (da && db) return FoldFloatBinary(space, op, *da, *db);
    return nullptr;
  }
  if (a->kind() == HostKind::kStr && b->kind() == HostKind::kStr) {
    // contains(container, item): `b in a`
    return FoldStrBinary(space, op, a->text(), b->text());
  }
  if ((op == "eq" || op == "ne") && a->kind() == HostKind::kNone && b->kind() == HostKind::kNone) {
    return space.Bool(op == "eq");
  }
  return nullptr;
}

}  // namespace

const HostObject* FoldOperation(host::HostSpace& space, const std::string& opname,
                                const std::vector<model::Value*>& args) {
  std::vector<const HostObject*> objects;
  for (model::Value* arg : args) {
    if (!arg->is_constant()) return nullptr;
    objects.push_back(static_cast<model::Constant*>(arg)->object());
  }
  return FoldConstants(space, opname, objects);
}

const HostObject* FoldConstants(host::HostSpace& space, const std::string& opname,
                                const std::vector<const HostObject*>& objects) {
  const model::OperationInfo* info = model::FindOperation(opname);
  bool inplace_number = opname.starts_with("inplace_");
  if (info == nullptr || (!info->pure && !inplace_number)) return nullptr;
  for (const HostObject* object : objects) {
    if (object == nullptr) return nullptr;
  }
  if (opname == "newtuple") return space.Tuple(objects);
  if (opname == "buildstr") {
    std::string joined;
    for (const HostObject* part : objects) {
      if (part->kind() != HostKind::kStr) return nullptr;
      joined += part->text();
    }
    return space.Str(joined);
  }
  if (objects.size() == 1) return FoldUnary(space, opname, objects[0]);
  if (objects.size() == 2) {
    // In-place operators on immutable numbers and strings behave as the plain ones;
    // on anything else (lists) they mutate, so they are never folded.
    if (inplace_number) {
      auto kind = objects[0]->kind();
      if (kind != HostKind::kInt && kind != HostKind::kBool && kind != HostKind::kFloat)
        return nullptr;
    }
    return FoldBinary(space, opname, objects[0], objects[1]);
  }
  return nullptr;
}

}  // namespace rtfarm::flow
