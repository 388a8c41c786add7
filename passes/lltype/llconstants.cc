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
      return CodePointOf(o->text());
    default:
      return o->int_value();
  }
}

namespace {

// runtime/rpy_utf8.c's rpy_utf8_decode: the code point at utf8[i], its size in *len.
int64_t Decode(const std::string& utf8, size_t i, size_t* len) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(utf8[k]); };
  unsigned char lead = byte(i);
  size_t need = 0;
  int64_t cp = lead;
  *len = 1;
  if (lead >= 0xC2 && lead <= 0xDF) {
    need = 1;
    cp = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    need = 2;
    cp = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    need = 3;
    cp = lead & 0x07;
  } else {
    return lead;
  }
  if (utf8.size() - i <= need) return lead;
  for (size_t k = 1; k <= need; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return lead;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  *len = need + 1;
  return cp;
}

}  // namespace

int64_t CodePointCount(const std::string& utf8) {
  int64_t count = 0;
  for (size_t i = 0, len = 0; i < utf8.size(); i += len, ++count) Decode(utf8, i, &len);
  return count;
}

int64_t CodePointOf(const std::string& utf8) {
  size_t len = 0;
  return utf8.empty() ? 0 : Decode(utf8, 0, &len);
}

}  // namespace rtfarm::lltype
