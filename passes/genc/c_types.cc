#include "passes/genc/c_types.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace rtfarm::genc {

using lltype::Primitive;
using lltype::TypeKind;

std::string CTypes::Name(const Type* t) {
  switch (t->kind()) {
    case TypeKind::kPrimitive:
      switch (t->primitive()) {
        case Primitive::kSigned:
          return "long";
        case Primitive::kUnsigned:
          return "unsigned long";
        case Primitive::kFloat:
          return "double";
        case Primitive::kChar:
          return "char";
        case Primitive::kUniChar:
          return "unsigned int";
        case Primitive::kBool:
          return "bool";
        case Primitive::kVoid:
          return "void";
      }
      break;
    case TypeKind::kStruct:
      return "struct " + t->name();
    case TypeKind::kOpaque:
      return t->name();
    case TypeKind::kPtr: {
      const Type* target = t->target();
      if (target->kind() == TypeKind::kFunc) {
        std::string name = "fnt_" + rtyper::Universe::ContentHash(target->key()).substr(0, 12);
        function_types_.emplace(name, target);
        return name;
      }
      if (target->kind() == TypeKind::kArray) return Name(target->item()) + " *";
      return Name(target) + " *";
    }
    case TypeKind::kArray:
      return Name(t->item()) + " *";
    case TypeKind::kFunc:
      break;
  }
  throw std::runtime_error("no C name for " + t->key());
}

std::string CTypes::IntLiteral(int64_t value) {
  if (value == INT64_MIN) return "(-9223372036854775807L - 1)";
  return std::to_string(value) + "L";
}

std::string CTypes::FloatLiteral(double value) {
  if (std::isnan(value)) return "NAN";
  if (std::isinf(value)) return value > 0 ? "HUGE_VAL" : "(-HUGE_VAL)";
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%a", value);
  return std::string("(") + buffer + ")";
}

std::string CTypes::Literal(const std::string& bytes) {
  std::string out = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c >= 0x20 && c < 0x7f && c != '?') {
      out += static_cast<char>(c);
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\%03o", c);  // octal: never swallows a digit
      out += buffer;
    }
  }
  return out + "\"";
}

std::string CTypes::Constant(const model::Constant* c) {
  const Type* t = c->concretetype;
  if (!c->symbol.empty()) {
    if (c->symbol[0] == '&') return "((" + Name(t) + ")" + c->symbol + ")";
    if (t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kFunc)
      return "((" + Name(t) + ")" + c->symbol + ")";
    return c->symbol;
  }
  const host::HostObject* o = c->object();
  if (t->kind() == TypeKind::kPtr) return "((" + Name(t) + ")NULL)";
  if (o == nullptr) throw std::runtime_error("a constant without value of type " + t->key());
  int64_t integer = o->kind() == host::HostKind::kBool ? o->bool_value() : o->int_value();
  switch (t->primitive()) {
    case Primitive::kSigned:
      return IntLiteral(integer);
    case Primitive::kUnsigned:
      return std::to_string(static_cast<uint64_t>(integer)) + "UL";
    case Primitive::kBool:
      return integer ? "1" : "0";
    case Primitive::kFloat:
      return FloatLiteral(o->kind() == host::HostKind::kFloat ? o->float_value()
                                                              : static_cast<double>(integer));
    case Primitive::kChar: {
      unsigned char ch = o->kind() == host::HostKind::kStr && !o->text().empty()
                             ? static_cast<unsigned char>(o->text()[0])
                             : static_cast<unsigned char>(integer);
      return "((char)" + std::to_string(ch) + ")";
    }
    case Primitive::kUniChar: {  // a code point: a one-character str, or its number
      int64_t cp = o->kind() == host::HostKind::kStr ? lltype::CodePointOf(o->text()) : integer;
      return std::to_string(static_cast<uint32_t>(cp)) + "U";
    }
    default:
      break;
  }
  throw std::runtime_error("cannot write a constant of type " + t->key());
}

std::string CTypes::FieldPath(const Type* ptr, const std::string& field) {
  const Type* s = ptr->target();
  std::string path;
  while (s != nullptr) {
    for (const auto& [name, type] : s->fields()) {
      if (name == field) return path + field;
    }
    const Type* parent = s->Parent();
    if (parent == nullptr) break;
    path += s->fields().front().first + ".";
    s = parent;
  }
  throw std::runtime_error("no field " + field + " in " + ptr->key());
}

void CTypes::NameFunctionTypes(const Type* t) {
  if (t == nullptr) return;
  if (t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kFunc) {
    Name(t);
  } else if (t->kind() == TypeKind::kPtr || t->kind() == TypeKind::kArray) {
    NameFunctionTypes(t->kind() == TypeKind::kPtr ? t->target() : t->item());
  }
}

bool CTypes::HoldsGcPointers(const Type* t) {
  switch (t->kind()) {
    case TypeKind::kPrimitive:
      return false;
    case TypeKind::kStruct:
      for (const auto& [name, field] : t->fields()) {
        if (name == "typeptr") continue;  // vtables are static data
        if (HoldsGcPointers(field)) return true;
      }
      return false;
    case TypeKind::kPtr:  // a stored None (rpy_none) is always NULL
      return t->target()->kind() != TypeKind::kFunc && t->target()->name() != "rpy_none";
    case TypeKind::kOpaque:
      return t->name() != "rpy_fmt_arg";
    default:
      return true;
  }
}

}  // namespace rtfarm::genc
