#include "passes/host/host_object.h"

namespace rtfarm::host {

const char* HostKindName(HostKind kind) {
  switch (kind) {
    case HostKind::kNone:
      return "None";
    case HostKind::kBool:
      return "bool";
    case HostKind::kInt:
      return "int";
    case HostKind::kBigInt:
      return "bigint";
    case HostKind::kFloat:
      return "float";
    case HostKind::kStr:
      return "str";
    case HostKind::kBytes:
      return "bytes";
    case HostKind::kTuple:
      return "tuple";
    case HostKind::kList:
      return "list";
    case HostKind::kDict:
      return "dict";
    case HostKind::kSet:
      return "set";
    case HostKind::kCode:
      return "code";
    case HostKind::kFunction:
      return "function";
    case HostKind::kClass:
      return "class";
    case HostKind::kModule:
      return "module";
    case HostKind::kInstance:
      return "instance";
    case HostKind::kBuiltin:
      return "builtin";
    case HostKind::kEllipsis:
      return "Ellipsis";
    case HostKind::kStaticMethod:
      return "staticmethod";
    case HostKind::kClassMethod:
      return "classmethod";
    case HostKind::kOpaque:
      return "opaque";
    case HostKind::kRange:
      return "range";
  }
  return "?";
}

const HostObject* HostObject::LookupClassAttr(const std::string& name) const {
  for (const HostObject* klass : mro_) {
    for (const auto& [attr, value] : klass->attrs_) {
      if (attr == name) return value;
    }
  }
  return nullptr;
}

bool HostObject::HasOwnAttr(const std::string& name) const {
  for (const auto& entry : attrs_) {
    if (entry.first == name) return true;
  }
  return false;
}

bool HostObject::IsSubclassOf(const HostObject* base) const {
  for (const HostObject* klass : mro_) {
    if (klass == base) return true;
  }
  return false;
}

bool HostObject::IsTrueConstant() const {
  switch (kind_) {
    case HostKind::kNone:
      return false;
    case HostKind::kBool:
      return bool_value_;
    case HostKind::kInt:
      return int_value_ != 0;
    case HostKind::kBigInt:
      return true;
    case HostKind::kFloat:
      return float_value_ != 0.0;
    case HostKind::kStr:
    case HostKind::kBytes:
      return !text_.empty();
    case HostKind::kTuple:
    case HostKind::kList:
    case HostKind::kSet:
      return !items_.empty();
    case HostKind::kDict:
      return !items_.empty();
    case HostKind::kRange: {  // non-empty
      int64_t start = items_[0]->int_value(), stop = items_[1]->int_value();
      return items_[2]->int_value() > 0 ? start < stop : start > stop;
    }
    default:
      return true;
  }
}

const HostObject* ModuleOfClass(const HostObject* klass) {
  for (const auto& [name, value] : klass->attrs()) {
    const HostObject* function = value;
    if ((function->kind() == HostKind::kStaticMethod ||
         function->kind() == HostKind::kClassMethod) &&
        !function->items().empty()) {
      function = function->items()[0];
    }
    if (function->kind() == HostKind::kFunction && function->module() != nullptr &&
        function->module()->text() == klass->module_name()) {
      return function->module();
    }
  }
  return nullptr;
}

std::string ClassAttributeGlobal(const HostObject* klass, const std::string& attr) {
  return "_rtfarm_class_" + std::to_string(klass->qualname().size()) + "_" + klass->qualname() +
         "_" + attr;
}

}  // namespace rtfarm::host
