// Low-level types (seed 000 §7, RPython's lltypesystem): what the RTyper turns
// annotations into and GenC turns into C. Types are immutable and interned by a
// TypeRegistry: the same structure gives the same pointer, so types compare by pointer.
//
//   primitives  Signed Unsigned Float Char UniChar Bool Void
//   Struct      named fields; a GcStruct is allocated by the GC; a struct's first field
//               may be its parent struct, inlined (single inheritance of instances)
//   Array       variable-sized; GcArray when allocated by the GC
//   Ptr         to a Struct, Array, Func or Opaque
//   Func        argument and result types
//   Opaque      a named type the runtime defines (a C struct the toolchain never looks into)
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace rtfarm::lltype {

enum class TypeKind : uint8_t { kPrimitive, kStruct, kArray, kPtr, kFunc, kOpaque };
enum class Primitive : uint8_t { kSigned, kUnsigned, kFloat, kChar, kUniChar, kBool, kVoid };

class Type {
 public:
  TypeKind kind() const { return kind_; }
  Primitive primitive() const { return primitive_; }
  // Struct, Opaque: the name. Others: empty.
  const std::string& name() const { return name_; }
  bool is_gc() const { return gc_; }
  // Struct: fields in order. Func: arguments (names empty).
  const std::vector<std::pair<std::string, const Type*>>& fields() const { return fields_; }
  const Type* item() const { return item_; }      // Array
  const Type* target() const { return target_; }  // Ptr
  const Type* result() const { return result_; }  // Func
  // Canonical text ("Signed", "Ptr(GcStruct rpy_string)", "Func(Signed, Float -> Bool)"):
  // unique per type, used for interning and in messages.
  const std::string& key() const { return key_; }

  bool IsPrimitive(Primitive p) const { return kind_ == TypeKind::kPrimitive && primitive_ == p; }
  bool IsInteger() const;  // Signed, Unsigned, Char, UniChar, Bool
  bool IsNumber() const;   // Bool, Signed, Unsigned, Float: what C's assignment converts
  // Struct: the type of field `name`, or null. Searches inlined parents too.
  const Type* FieldType(const std::string& name) const;
  // Struct: the parent struct inlined as the first field, or null.
  const Type* Parent() const;
  // Struct: `this` is `other` or has it as an (indirect) inlined parent.
  bool HasParent(const Type* other) const;

 private:
  friend class TypeRegistry;
  TypeKind kind_ = TypeKind::kPrimitive;
  Primitive primitive_ = Primitive::kVoid;
  std::string name_;
  bool gc_ = false;
  bool complete_ = true;  // a declared struct whose fields are not set yet is not
  std::vector<std::pair<std::string, const Type*>> fields_;
  const Type* item_ = nullptr;
  const Type* target_ = nullptr;
  const Type* result_ = nullptr;
  std::string key_;
};

// Thrown for an ill-formed type (a parent that is not the first field, a GC struct
// inlined in a raw one, a name declared twice with different fields...).
class TypeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class TypeRegistry {
 public:
  TypeRegistry();
  TypeRegistry(const TypeRegistry&) = delete;
  TypeRegistry& operator=(const TypeRegistry&) = delete;

  const Type* Signed() const { return signed_; }
  const Type* Unsigned() const { return unsigned_; }
  const Type* Float() const { return float_; }
  const Type* Char() const { return char_; }
  const Type* UniChar() const { return unichar_; }
  const Type* Bool() const { return bool_; }
  const Type* Void() const { return void_; }

  // Structs are nominal: one per name. Declare first, then set the fields, so that a
  // struct can point to itself (linked lists, trees).
  const Type* DeclareStruct(const std::string& name, bool gc);
  void SetFields(const Type* declared, std::vector<std::pair<std::string, const Type*>> fields);
  const Type* Struct(const std::string& name,
                     std::vector<std::pair<std::string, const Type*>> fields, bool gc = false);
  const Type* GcStruct(const std::string& name,
                       std::vector<std::pair<std::string, const Type*>> fields) {
    return Struct(name, std::move(fields), true);
  }
  const Type* Array(const Type* item, bool gc = false);
  const Type* GcArray(const Type* item) { return Array(item, true); }
  const Type* Ptr(const Type* target);
  const Type* Func(std::vector<const Type*> args, const Type* result);
  const Type* Opaque(const std::string& name);
  // The struct named `name`, or null.
  const Type* FindStruct(const std::string& name) const;

 private:
  const Type* Intern(std::unique_ptr<Type> type);
  const Type* MakePrimitive(Primitive p, const char* name);

  mutable std::mutex mu_;
  std::map<std::string, std::unique_ptr<Type>> types_;  // by key
  std::map<std::string, Type*> structs_;                // by name
  const Type* signed_;
  const Type* unsigned_;
  const Type* float_;
  const Type* char_;
  const Type* unichar_;
  const Type* bool_;
  const Type* void_;
};

}  // namespace rtfarm::lltype
