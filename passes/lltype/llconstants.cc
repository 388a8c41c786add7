#include "passes/lltype/llconstants.h"

#include <cstring>

#include "passes/host/host_builder.h"

namespace rtfarm::lltype {

using host::HostBuilder;
using host::HostKind;

model::Constant* IntConstant(model::FunctionGraph& graph, int64_t value, const Type* type) {
  std::unique_ptr<host::HostObject> object;
  if (type->IsPrimitive(Primitive::kBool)) {
    object = HostBuilder::Make(HostKind::kBool, value ? "True" : "False");
    HostBuilder::SetBool(object.get(), value != 0);
  } else {
    object = HostBuilder::Make(HostKind::kInt, "int:" + std::to_string(value));
  }
  HostBuilder::SetInt(object.get(), value);
  model::Constant* c = graph.NewOwnedConstant(std::move(object));
  c->concretetype = type;
  return c;
}

model::Constant* FloatConstant(model::FunctionGraph& graph, double value, const Type* type) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  auto object = HostBuilder::Make(HostKind::kFloat, "float:" + std::to_string(bits));
  HostBuilder::SetFloat(object.get(), value);
  model::Constant* c = graph.NewOwnedConstant(std::move(object));
  c->concretetype = type;
  return c;
}

model::Constant* VoidConstant(model::FunctionGraph& graph, const Type* void_type) {
  model::Constant* c = graph.NewOwnedConstant(HostBuilder::Make(HostKind::kNone, "None"));
  c->concretetype = void_type;
  return c;
}

model::Constant* PointerConstant(model::FunctionGraph& graph, const std::string& symbol,
                                 const Type* type) {
  model::Constant* c = graph.NewConstant(nullptr);
  c->symbol = symbol;
  c->concretetype = type;
  return c;
}

int64_t IntegerValue(const model::Constant* constant) {
  const host::HostObject* o = constant->object();
  if (o == nullptr) return 0;
  switch (o->kind()) {
    case HostKind::kBool:
      return o->bool_value();
    case HostKind::kStr:
      return o->text().empty() ? 0 : static_cast<unsigned char>(o->text()[0]);
    default:
      return o->int_value();
  }
}

}  // namespace rtfarm::lltype
