#include "passes/model/type_table_proto.h"

#include "passes/model/flow_proto.h"

namespace rtfarm::model {

using lltype::Primitive;
using lltype::Type;
using lltype::TypeKind;

namespace {

proto::LowLevelKind ToProto(TypeKind kind) {
  switch (kind) {
    case TypeKind::kPrimitive:
      return proto::LOW_LEVEL_PRIMITIVE;
    case TypeKind::kStruct:
      return proto::LOW_LEVEL_STRUCT;
    case TypeKind::kArray:
      return proto::LOW_LEVEL_ARRAY;
    case TypeKind::kPtr:
      return proto::LOW_LEVEL_PTR;
    case TypeKind::kFunc:
      return proto::LOW_LEVEL_FUNC;
    case TypeKind::kOpaque:
      return proto::LOW_LEVEL_OPAQUE;
  }
  return proto::LOW_LEVEL_KIND_UNSPECIFIED;
}

const Type* PrimitiveType(int primitive, lltype::TypeRegistry& types) {
  switch (static_cast<Primitive>(primitive)) {
    case Primitive::kSigned:
      return types.Signed();
    case Primitive::kUnsigned:
      return types.Unsigned();
    case Primitive::kFloat:
      return types.Float();
    case Primitive::kChar:
      return types.Char();
    case Primitive::kUniChar:
      return types.UniChar();
    case Primitive::kBool:
      return types.Bool();
    case Primitive::kVoid:
      return types.Void();
  }
  return nullptr;
}

}  // namespace

int TypeTableEncoder::Intern(const Type* type) {
  if (type == nullptr) throw FlowProtoError("a null low-level type");
  auto found = index_.find(type);
  if (found != index_.end()) return found->second;
  proto::LowLevelType out;
  out.set_kind(ToProto(type->kind()));
  out.set_item(-1);
  out.set_target(-1);
  out.set_result(-1);
  if (type->kind() == TypeKind::kStruct) {
    // Structs take their index before their fields: a struct may point to itself.
    int index = table_->size();
    index_[type] = index;
    table_->Add();
    out.set_name(type->name());
    out.set_gc(type->is_gc());
    for (const auto& [name, field] : type->fields()) {
      proto::LowLevelField* f = out.add_fields();
      f->set_name(name);
      f->set_type(Intern(field));
    }
    *table_->Mutable(index) = std::move(out);
    return index;
  }
  switch (type->kind()) {
    case TypeKind::kPrimitive:
      out.set_primitive(static_cast<proto::LowLevelPrimitive>(type->primitive()));
      break;
    case TypeKind::kArray:
      out.set_gc(type->is_gc());
      out.set_item(Intern(type->item()));
      break;
    case TypeKind::kPtr:
      out.set_target(Intern(type->target()));
      break;
    case TypeKind::kFunc:
      for (const auto& [name, arg] : type->fields()) out.add_fields()->set_type(Intern(arg));
      out.set_result(Intern(type->result()));
      break;
    case TypeKind::kOpaque:
      out.set_name(type->name());
      break;
    case TypeKind::kStruct:
      break;
  }
  int index = table_->size();
  index_[type] = index;
  *table_->Add() = std::move(out);
  return index;
}

std::vector<const Type*> DecodeTypeTable(
    const google::protobuf::RepeatedPtrField<proto::LowLevelType>& table,
    lltype::TypeRegistry& types) {
  const int n = table.size();
  std::vector<const Type*> decoded(n, nullptr);
  auto where = [](int i) { return "low-level type " + std::to_string(i); };
  auto ref = [&](int owner, int64_t index, const char* what) -> const Type* {
    if (index < 0 || index >= n || decoded[index] == nullptr) {
      throw FlowProtoError(where(owner) + ": " + what + " refers to type " + std::to_string(index) +
                           ", which is not defined before it");
    }
    return decoded[index];
  };
  try {
    for (int i = 0; i < n; ++i) {  // structs first: anything may point to them
      if (table[i].kind() == proto::LOW_LEVEL_STRUCT)
        decoded[i] = types.DeclareStruct(table[i].name(), table[i].gc());
    }
    for (int i = 0; i < n; ++i) {
      const proto::LowLevelType& t = table[i];
      switch (t.kind()) {
        case proto::LOW_LEVEL_STRUCT:
          continue;
        case proto::LOW_LEVEL_PRIMITIVE:
          decoded[i] = PrimitiveType(t.primitive(), types);
          if (decoded[i] == nullptr) throw FlowProtoError(where(i) + ": unknown primitive");
          break;
        case proto::LOW_LEVEL_ARRAY:
          decoded[i] = types.Array(ref(i, t.item(), "item"), t.gc());
          break;
        case proto::LOW_LEVEL_PTR:
          decoded[i] = types.Ptr(ref(i, t.target(), "target"));
          break;
        case proto::LOW_LEVEL_FUNC: {
          std::vector<const Type*> args;
          for (const auto& f : t.fields()) args.push_back(ref(i, f.type(), "argument"));
          decoded[i] = types.Func(std::move(args), ref(i, t.result(), "result"));
          break;
        }
        case proto::LOW_LEVEL_OPAQUE:
          decoded[i] = types.Opaque(t.name());
          break;
        default:
          throw FlowProtoError(where(i) + ": unknown kind " + std::to_string(t.kind()));
      }
    }
    for (int i = 0; i < n; ++i) {
      const proto::LowLevelType& t = table[i];
      if (t.kind() != proto::LOW_LEVEL_STRUCT) continue;
      std::vector<std::pair<std::string, const Type*>> fields;
      for (const auto& f : t.fields()) fields.emplace_back(f.name(), ref(i, f.type(), "field"));
      types.SetFields(decoded[i], std::move(fields));
    }
  } catch (const lltype::TypeError& error) {
    throw FlowProtoError(std::string("low-level type table: ") + error.what());
  }
  return decoded;
}

}  // namespace rtfarm::model
