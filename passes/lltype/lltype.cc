#include "passes/lltype/lltype.h"

namespace rtfarm::lltype {

bool Type::IsInteger() const {
  return kind_ == TypeKind::kPrimitive && primitive_ != Primitive::kFloat &&
         primitive_ != Primitive::kVoid;
}

bool Type::IsNumber() const {
  return IsPrimitive(Primitive::kBool) || IsPrimitive(Primitive::kSigned) ||
         IsPrimitive(Primitive::kUnsigned) || IsPrimitive(Primitive::kFloat);
}

const Type* Type::FieldType(const std::string& name) const {
  if (kind_ != TypeKind::kStruct) return nullptr;
  for (const auto& [field, type] : fields_) {
    if (field == name) return type;
  }
  const Type* parent = Parent();
  return parent ? parent->FieldType(name) : nullptr;
}

const Type* Type::Parent() const {
  if (kind_ != TypeKind::kStruct || fields_.empty()) return nullptr;
  const Type* first = fields_.front().second;
  return first->kind() == TypeKind::kStruct ? first : nullptr;
}

bool Type::HasParent(const Type* other) const {
  for (const Type* t = this; t != nullptr; t = t->Parent()) {
    if (t == other) return true;
  }
  return false;
}

TypeRegistry::TypeRegistry() {
  signed_ = MakePrimitive(Primitive::kSigned, "Signed");
  unsigned_ = MakePrimitive(Primitive::kUnsigned, "Unsigned");
  float_ = MakePrimitive(Primitive::kFloat, "Float");
  char_ = MakePrimitive(Primitive::kChar, "Char");
  unichar_ = MakePrimitive(Primitive::kUniChar, "UniChar");
  bool_ = MakePrimitive(Primitive::kBool, "Bool");
  void_ = MakePrimitive(Primitive::kVoid, "Void");
}

const Type* TypeRegistry::MakePrimitive(Primitive p, const char* name) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kPrimitive;
  type->primitive_ = p;
  type->key_ = name;
  return Intern(std::move(type));
}

const Type* TypeRegistry::Intern(std::unique_ptr<Type> type) {
  auto [it, inserted] = types_.emplace(type->key_, nullptr);
  if (inserted) it->second = std::move(type);
  return it->second.get();
}

const Type* TypeRegistry::DeclareStruct(const std::string& name, bool gc) {
  std::lock_guard lock(mu_);
  auto it = structs_.find(name);
  if (it != structs_.end()) {
    if (it->second->gc_ != gc) throw TypeError("struct " + name + " declared both GC and raw");
    return it->second;
  }
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kStruct;
  type->name_ = name;
  type->gc_ = gc;
  type->complete_ = false;
  type->key_ = std::string(gc ? "GcStruct " : "Struct ") + name;
  Type* raw = type.get();
  types_.emplace(raw->key_, std::move(type));
  structs_[name] = raw;
  return raw;
}

void TypeRegistry::SetFields(const Type* declared,
                             std::vector<std::pair<std::string, const Type*>> fields) {
  std::lock_guard lock(mu_);
  auto it = structs_.find(declared->name());
  if (it == structs_.end() || it->second != declared)
    throw TypeError("struct " + declared->name() + " not declared here");
  Type* type = it->second;
  if (type->complete_) {
    if (type->fields_ != fields)
      throw TypeError("struct " + type->name_ + " defined twice with different fields");
    return;
  }
  for (size_t i = 0; i < fields.size(); ++i) {
    const Type* field = fields[i].second;
    if (field == nullptr)
      throw TypeError("struct " + type->name_ + ": field " + fields[i].first + " has no type");
    if (field->kind() == TypeKind::kStruct) {
      // Inlined substructures: only the parent, first, and of the same GC kind.
      if (i != 0)
        throw TypeError("struct " + type->name_ + ": only the first field may inline a struct");
      if (field->is_gc() != type->gc_)
        throw TypeError("struct " + type->name_ + ": parent of another GC kind");
    }
    if (field->kind() == TypeKind::kArray && i + 1 != fields.size()) {
      throw TypeError("struct " + type->name_ + ": an inlined array must be the last field");
    }
    for (size_t j = 0; j < i; ++j) {
      if (fields[j].first == fields[i].first)
        throw TypeError("struct " + type->name_ + ": field " + fields[i].first + " twice");
    }
  }
  type->fields_ = std::move(fields);
  type->complete_ = true;
}

const Type* TypeRegistry::Struct(const std::string& name,
                                 std::vector<std::pair<std::string, const Type*>> fields, bool gc) {
  const Type* type = DeclareStruct(name, gc);
  SetFields(type, std::move(fields));
  return type;
}

const Type* TypeRegistry::FindStruct(const std::string& name) const {
  std::lock_guard lock(mu_);
  auto it = structs_.find(name);
  return it == structs_.end() ? nullptr : it->second;
}

const Type* TypeRegistry::Array(const Type* item, bool gc) {
  if (item == nullptr || item->IsPrimitive(Primitive::kVoid))
    throw TypeError("an array needs an item type");
  if (item->kind() == TypeKind::kStruct && item->is_gc())
    throw TypeError("an array cannot inline a GC struct");
  std::lock_guard lock(mu_);
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kArray;
  type->gc_ = gc;
  type->item_ = item;
  type->key_ = std::string(gc ? "GcArray(" : "Array(") + item->key() + ")";
  return Intern(std::move(type));
}

const Type* TypeRegistry::Ptr(const Type* target) {
  if (target == nullptr || target->kind() == TypeKind::kPrimitive ||
      target->kind() == TypeKind::kPtr) {
    throw TypeError("a pointer must point to a struct, array, function or opaque type");
  }
  std::lock_guard lock(mu_);
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kPtr;
  type->target_ = target;
  type->key_ = "Ptr(" + target->key() + ")";
  return Intern(std::move(type));
}

const Type* TypeRegistry::Func(std::vector<const Type*> args, const Type* result) {
  std::lock_guard lock(mu_);
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kFunc;
  type->result_ = result;
  std::string key = "Func(";
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i]->kind() == TypeKind::kStruct || args[i]->kind() == TypeKind::kArray) {
      throw TypeError("functions take structs and arrays by pointer");
    }
    key += (i ? ", " : "") + args[i]->key();
    type->fields_.emplace_back("", args[i]);
  }
  type->key_ = key + " -> " + result->key() + ")";
  return Intern(std::move(type));
}

const Type* TypeRegistry::Opaque(const std::string& name) {
  std::lock_guard lock(mu_);
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::kOpaque;
  type->name_ = name;
  type->key_ = "Opaque " + name;
  return Intern(std::move(type));
}

}  // namespace rtfarm::lltype
