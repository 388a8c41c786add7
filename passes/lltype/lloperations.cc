#include "passes/lltype/lloperations.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "passes/model/flow_model.h"

namespace rtfarm::lltype {
namespace {

// Arithmetic families: prefix -> operand type.
struct Family {
  std::string_view prefix;
  Primitive type;
};
constexpr Family kFamilies[] = {{"int_", Primitive::kSigned},      {"uint_", Primitive::kUnsigned},
                                {"float_", Primitive::kFloat},     {"char_", Primitive::kChar},
                                {"unichar_", Primitive::kUniChar}, {"bool_", Primitive::kBool}};

constexpr std::string_view kBinary[] = {"add",    "sub", "mul", "floordiv", "mod",    "lshift",
                                        "rshift", "and", "or",  "xor",      "truediv"};
constexpr std::string_view kCompare[] = {"lt", "le", "eq", "ne", "gt", "ge"};
constexpr std::string_view kUnary[] = {"neg", "abs", "invert"};

std::vector<LowLevelOperation> BuildTable() {
  std::vector<LowLevelOperation> ops;
  auto add = [&](std::string name, bool pure, std::vector<std::string_view> canraise = {}) {
    ops.push_back({std::move(name), pure, std::move(canraise)});
  };
  for (const Family& family : kFamilies) {
    std::string prefix(family.prefix);
    bool integer = family.type == Primitive::kSigned || family.type == Primitive::kUnsigned;
    bool number = integer || family.type == Primitive::kFloat;
    for (std::string_view cmp : kCompare) add(prefix + std::string(cmp), true);
    if (family.type == Primitive::kBool) add("bool_not", true);
    if (!number) continue;
    add(prefix + "is_true", true);
    for (std::string_view op : kBinary) {
      if (!integer && (op == "floordiv" || op == "mod" || op == "lshift" || op == "rshift" ||
                       op == "and" || op == "or" || op == "xor")) {
        continue;
      }
      if (integer && op == "truediv") continue;
      add(prefix + std::string(op), true);
    }
    for (std::string_view op : kUnary) {
      if (!integer && op == "invert") continue;
      add(prefix + std::string(op), true);
    }
    if (family.type == Primitive::kSigned) {
      for (std::string_view op : {"add", "sub", "mul", "neg", "abs", "lshift"}) {
        add("int_" + std::string(op) + "_ovf", false, {"OverflowError"});
      }
      // Checked where the exact value matters (passes/rtyper/wrap_tolerance.h): an
      // overflow stops the program. Removable when unused; folded when it fits.
      for (std::string_view op : {"add", "sub", "mul", "lshift"}) {
        add("int_" + std::string(op) + "_nonbig", true);
      }
      add("int_floordiv_ovf", false, {"OverflowError", "ZeroDivisionError"});
      add("int_mod_ovf", false, {"OverflowError", "ZeroDivisionError"});
      add("int_floordiv_zer", false, {"ZeroDivisionError"});
      add("int_mod_zer", false, {"ZeroDivisionError"});
    }
  }
  for (const char* cast :
       {"cast_int_to_float", "cast_float_to_int", "cast_bool_to_int", "cast_bool_to_float",
        "cast_char_to_int", "cast_int_to_char", "cast_int_to_uint", "cast_uint_to_int",
        "cast_unichar_to_int", "cast_int_to_unichar", "cast_uint_to_float", "cast_float_to_uint",
        "cast_pointer", "same_as"}) {
    add(cast, true);
  }
  for (const char* memory : {"getfield", "getsubstruct", "getarrayitem", "getarraysize",
                             "ptr_nonzero", "ptr_iszero", "ptr_eq", "ptr_ne"}) {
    add(memory, true);
  }
  add("select", true);  // select(cond, a, b): a if cond else b (memo table lookups)
  for (const char* effect :
       {"setfield", "setarrayitem", "malloc", "malloc_varsize", "keepalive", "debug_assert"}) {
    add(effect, false);
  }
  // Before a call that may close a cycle of the call graph (transform/stack_check.h):
  // RecursionError when the C stack is nearly full.
  add("stack_check", false, {"RecursionError"});
  add("direct_call", false, {"Exception"});
  add("indirect_call", false, {"Exception"});
  std::sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return ops;
}

std::string Shown(const Type* t) { return t ? t->key() : "<untyped>"; }

std::string Expect(std::string_view op, size_t index, const Type* got, const Type* want) {
  if (got == want) return "";
  return std::string(op) + ": argument " + std::to_string(index) + " is " + Shown(got) +
         ", expected " + Shown(want);
}

const Type* PointedStruct(const Type* ptr) {
  return ptr != nullptr && ptr->kind() == TypeKind::kPtr &&
                 ptr->target()->kind() == TypeKind::kStruct
             ? ptr->target()
             : nullptr;
}

const Type* PointedArray(const Type* ptr) {
  if (ptr == nullptr || ptr->kind() != TypeKind::kPtr) return nullptr;
  const Type* target = ptr->target();
  if (target->kind() == TypeKind::kArray) return target;
  // A struct ending with an inlined array (a string: header + characters) indexes it.
  if (target->kind() == TypeKind::kStruct && !target->fields().empty() &&
      target->fields().back().second->kind() == TypeKind::kArray) {
    return target->fields().back().second;
  }
  return nullptr;
}

std::string FieldName(const std::vector<const model::Constant*>& constants, size_t index) {
  if (index >= constants.size() || constants[index] == nullptr) return "";
  const model::Constant* c = constants[index];
  if (!c->symbol.empty()) return c->symbol;
  return c->object() != nullptr ? c->object()->text() : "";
}

std::string CheckMemory(std::string_view op, const std::vector<const Type*>& args,
                        const Type* result, const std::vector<const model::Constant*>& constants,
                        TypeRegistry& types) {
  auto arity = [&](size_t n) -> std::string {
    return args.size() == n ? "" : std::string(op) + " takes " + std::to_string(n) + " arguments";
  };
  if (op == "getfield" || op == "setfield" || op == "getsubstruct") {
    if (auto e = arity(op == "setfield" ? 3 : 2); !e.empty()) return e;
    const Type* s = PointedStruct(args[0]);
    if (s == nullptr)
      return std::string(op) + ": " + Shown(args[0]) + " is not a pointer to a struct";
    std::string name = FieldName(constants, 1);
    const Type* field = s->FieldType(name);
    if (field == nullptr) return std::string(op) + ": " + s->key() + " has no field '" + name + "'";
    if (op == "getfield")
      return field == result
                 ? ""
                 : "getfield " + name + " gives " + Shown(field) + ", not " + Shown(result);
    if (op == "getsubstruct") {
      return field->kind() == TypeKind::kStruct && result == types.Ptr(field)
                 ? ""
                 : "getsubstruct " + name + ": bad result";
    }
    if (args[2] != field)
      return "setfield " + name + ": value is " + Shown(args[2]) + ", field is " + Shown(field);
    return result == types.Void() ? "" : "setfield returns Void";
  }
  if (op == "getarrayitem" || op == "setarrayitem" || op == "getarraysize") {
    if (auto e = arity(op == "setarrayitem" ? 3 : op == "getarraysize" ? 1 : 2); !e.empty())
      return e;
    const Type* a = PointedArray(args[0]);
    if (a == nullptr)
      return std::string(op) + ": " + Shown(args[0]) + " is not a pointer to an array";
    if (op == "getarraysize") return result == types.Signed() ? "" : "getarraysize gives Signed";
    if (args[1] != types.Signed())
      return std::string(op) + ": the index must be Signed, not " + Shown(args[1]);
    if (op == "getarrayitem")
      return result == a->item() ? "" : "getarrayitem gives " + Shown(a->item());
    if (args[2] != a->item())
      return "setarrayitem: value is " + Shown(args[2]) + ", items are " + Shown(a->item());
    return result == types.Void() ? "" : "setarrayitem returns Void";
  }
  if (op == "malloc" || op == "malloc_varsize") {
    if (auto e = arity(op == "malloc" ? 1 : 2); !e.empty()) return e;
    const Type* t =
        constants.empty() || constants[0] == nullptr ? nullptr : constants[0]->type_value;
    if (t == nullptr) return std::string(op) + ": the first argument must be a type constant";
    if (op == "malloc_varsize" && args[1] != types.Signed())
      return "malloc_varsize: the length must be Signed";
    if (op == "malloc_varsize" && PointedArray(types.Ptr(t)) == nullptr)
      return "malloc_varsize of a fixed-size type";
    return result == types.Ptr(t)
               ? ""
               : std::string(op) + " gives " + types.Ptr(t)->key() + ", not " + Shown(result);
  }
  if (op == "ptr_nonzero" || op == "ptr_iszero") {
    if (auto e = arity(1); !e.empty()) return e;
    if (args[0] == nullptr || args[0]->kind() != TypeKind::kPtr)
      return std::string(op) + " of a non-pointer";
    return result == types.Bool() ? "" : std::string(op) + " gives Bool";
  }
  if (op == "ptr_eq" || op == "ptr_ne") {
    if (auto e = arity(2); !e.empty()) return e;
    if (args[0] == nullptr || args[0]->kind() != TypeKind::kPtr || args[0] != args[1]) {
      return std::string(op) + " of " + Shown(args[0]) + " and " + Shown(args[1]);
    }
    return result == types.Bool() ? "" : std::string(op) + " gives Bool";
  }
  return "";
}

std::string CheckCall(std::string_view op, const std::vector<const Type*>& args,
                      const Type* result) {
  if (args.empty() || args[0] == nullptr || args[0]->kind() != TypeKind::kPtr ||
      args[0]->target()->kind() != TypeKind::kFunc) {
    return std::string(op) + ": the callee is not a function pointer";
  }
  const Type* func = args[0]->target();
  size_t given =
      args.size() - 1 - (op == "indirect_call" ? 1 : 0);  // indirect_call ends with the graph list
  if (given != func->fields().size()) {
    return std::string(op) + ": " + std::to_string(given) + " arguments for " + func->key();
  }
  for (size_t i = 0; i < given; ++i) {
    if (args[i + 1] != func->fields()[i].second) {
      return std::string(op) + ": argument " + std::to_string(i) + " is " + Shown(args[i + 1]) +
             ", expected " + func->fields()[i].second->key();
    }
  }
  return result == func->result()
             ? ""
             : std::string(op) + " gives " + func->result()->key() + ", not " + Shown(result);
}

}  // namespace

const std::vector<LowLevelOperation>& AllLowLevelOperations() {
  static const std::vector<LowLevelOperation> table = BuildTable();
  return table;
}

// Hashed: the back-end's passes look every operation of every round up by name (a binary
// search of string comparisons was 5% of translating a function of 1000 unpackings).
const LowLevelOperation* FindLowLevelOperation(std::string_view name) {
  static const std::unordered_map<std::string_view, const LowLevelOperation*> by_name = [] {
    std::unordered_map<std::string_view, const LowLevelOperation*> map;
    for (const LowLevelOperation& op : AllLowLevelOperations()) map.emplace(op.name, &op);
    return map;
  }();
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : it->second;
}

std::string CheckOperationTypes(std::string_view name, const std::vector<const Type*>& args,
                                const Type* result,
                                const std::vector<const model::Constant*>& constants,
                                TypeRegistry& types) {
  if (FindLowLevelOperation(name) == nullptr)
    return "unknown low-level operation " + std::string(name);
  if (name == "direct_call" || name == "indirect_call") return CheckCall(name, args, result);
  if (name == "stack_check") {
    return args.empty() && result == types.Void() ? "" : "stack_check takes nothing, gives Void";
  }
  if (name == "same_as") {
    return args.size() == 1 && args[0] == result ? "" : "same_as must keep its type";
  }
  if (name == "select") {
    if (args.size() != 3 || args[0] != types.Bool()) return "select takes a Bool and two values";
    return args[1] == result && args[2] == result
               ? ""
               : "select of " + Shown(args[1]) + " and " + Shown(args[2]) + " to " + Shown(result);
  }
  if (name.starts_with("cast_")) {
    static const std::map<std::string_view, std::pair<Primitive, Primitive>> kCasts = {
        {"cast_int_to_float", {Primitive::kSigned, Primitive::kFloat}},
        {"cast_float_to_int", {Primitive::kFloat, Primitive::kSigned}},
        {"cast_bool_to_int", {Primitive::kBool, Primitive::kSigned}},
        {"cast_bool_to_float", {Primitive::kBool, Primitive::kFloat}},
        {"cast_char_to_int", {Primitive::kChar, Primitive::kSigned}},
        {"cast_int_to_char", {Primitive::kSigned, Primitive::kChar}},
        {"cast_int_to_uint", {Primitive::kSigned, Primitive::kUnsigned}},
        {"cast_uint_to_int", {Primitive::kUnsigned, Primitive::kSigned}},
        {"cast_unichar_to_int", {Primitive::kUniChar, Primitive::kSigned}},
        {"cast_int_to_unichar", {Primitive::kSigned, Primitive::kUniChar}},
        {"cast_uint_to_float", {Primitive::kUnsigned, Primitive::kFloat}},
        {"cast_float_to_uint", {Primitive::kFloat, Primitive::kUnsigned}},
    };
    if (name == "cast_pointer") {
      // Up or down the chain of inlined parents.
      if (args.size() != 1 || PointedStruct(args[0]) == nullptr ||
          PointedStruct(result) == nullptr) {
        return "cast_pointer needs struct pointers";
      }
      const Type* from = PointedStruct(args[0]);
      const Type* to = PointedStruct(result);
      return from->HasParent(to) || to->HasParent(from)
                 ? ""
                 : "cast_pointer between unrelated " + from->key() + " and " + to->key();
    }
    auto it = kCasts.find(name);
    if (args.size() != 1 || !args[0]->IsPrimitive(it->second.first) ||
        !result->IsPrimitive(it->second.second)) {
      return std::string(name) + " of " + Shown(args.empty() ? nullptr : args[0]) + " to " +
             Shown(result);
    }
    return "";
  }
  for (const Family& family : kFamilies) {
    if (!name.starts_with(family.prefix)) continue;
    std::string_view op = name.substr(family.prefix.size());
    if (op.ends_with("_ovf")) op.remove_suffix(4);
    if (op.ends_with("_nonbig")) op.remove_suffix(7);
    if (op.ends_with("_zer")) op.remove_suffix(4);
    const Type* operand = nullptr;
    switch (family.type) {
      case Primitive::kSigned:
        operand = types.Signed();
        break;
      case Primitive::kUnsigned:
        operand = types.Unsigned();
        break;
      case Primitive::kFloat:
        operand = types.Float();
        break;
      case Primitive::kChar:
        operand = types.Char();
        break;
      case Primitive::kUniChar:
        operand = types.UniChar();
        break;
      default:
        operand = types.Bool();
        break;
    }
    bool unary = op == "neg" || op == "abs" || op == "invert" || op == "is_true" || op == "not";
    bool compare = std::find(std::begin(kCompare), std::end(kCompare), op) != std::end(kCompare);
    size_t arity = unary ? 1 : 2;
    if (args.size() != arity)
      return std::string(name) + " takes " + std::to_string(arity) + " arguments";
    for (size_t i = 0; i < args.size(); ++i) {
      // Shift counts are Signed whatever the shifted type.
      const Type* want = (i == 1 && (op == "lshift" || op == "rshift")) ? types.Signed() : operand;
      if (auto e = Expect(name, i, args[i], want); !e.empty()) return e;
    }
    const Type* want = (compare || op == "is_true" || op == "not") ? types.Bool() : operand;
    return result == want ? ""
                          : std::string(name) + " gives " + want->key() + ", not " + Shown(result);
  }
  return CheckMemory(name, args, result, constants, types);
}

std::vector<std::string> IndirectCallTargets(const model::Constant* graph_list) {
  std::vector<std::string> names;
  if (graph_list == nullptr || !graph_list->symbol.starts_with("graphs:")) return names;
  const std::string& symbol = graph_list->symbol;
  size_t at = 7;
  while (at < symbol.size()) {
    size_t comma = symbol.find(',', at);
    if (comma == std::string::npos) comma = symbol.size();
    names.push_back(symbol.substr(at, comma - at));
    at = comma + 1;
  }
  return names;
}

}  // namespace rtfarm::lltype
