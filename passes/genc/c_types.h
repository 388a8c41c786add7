// C spellings of low-level types and constants (GenC's database of names).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "passes/lltype/llconstants.h"
#include "passes/model/flow_model.h"
#include "passes/rtyper/universe.h"

namespace rtfarm::genc {

using lltype::Type;

class CTypes {
 public:
  CTypes() = default;

  // "long", "struct inst_A *", "rpy_list_Signed *", "fnt_1234abcd".
  std::string Name(const Type* t);
  // A declaration of `name` with type `t` ("long v3", "fnt_xx v4").
  std::string Declare(const Type* t, const std::string& name) { return Name(t) + " " + name; }
  // The C expression of a low-level constant.
  std::string Constant(const model::Constant* c);
  // `p->super.super.a_x`: the access path of `field` in the struct `p` points to.
  std::string FieldPath(const Type* ptr, const std::string& field);
  // Names every function pointer type `t` mentions, so that the header declares it.
  void NameFunctionTypes(const Type* t);
  // Whether values of this type hold pointers the GC must trace.
  bool HoldsGcPointers(const Type* t);

  // Function pointer typedefs met so far, to declare before use.
  const std::map<std::string, const Type*>& function_types() const { return function_types_; }

  static std::string Literal(const std::string& bytes);  // a C string literal
  static std::string FloatLiteral(double value);
  static std::string IntLiteral(int64_t value);

 private:
  std::map<std::string, const Type*> function_types_;
};

}  // namespace rtfarm::genc
