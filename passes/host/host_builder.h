// Fills in a HostObject while it is being made. Used by HostSpace when mirroring a live
// Python object and by the protobuf decoder when a worker rebuilds constants; once the
// maker hands the object out, nothing changes it again.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "passes/host/host_object.h"

namespace rtfarm::host {

class HostBuilder {
 public:
  static std::unique_ptr<HostObject> Make(HostKind kind, std::string key) {
    return std::make_unique<HostObject>(kind, std::move(key));
  }
  static void SetBool(HostObject* o, bool v) { o->bool_value_ = v; }
  static void SetInt(HostObject* o, int64_t v) { o->int_value_ = v; }
  static void SetFloat(HostObject* o, double v) { o->float_value_ = v; }
  static void SetText(HostObject* o, std::string v) { o->text_ = std::move(v); }
  static void SetItems(HostObject* o, std::vector<const HostObject*> v) {
    o->items_ = std::move(v);
  }
  static void SetSlots(HostObject* o, std::vector<int64_t> v) { o->slots_ = std::move(v); }
  static void SetCode(HostObject* o, std::unique_ptr<CodeInfo> v) { o->code_ = std::move(v); }
  static void SetCodeObject(HostObject* o, const HostObject* v) { o->code_object_ = v; }
  static void SetModule(HostObject* o, const HostObject* v) { o->module_ = v; }
  static void SetDefaults(HostObject* o, const HostObject* v) { o->defaults_ = v; }
  static void SetKwdefaults(HostObject* o, const HostObject* v) { o->kwdefaults_ = v; }
  static void SetClosure(HostObject* o, std::vector<const HostObject*> v) {
    o->closure_ = std::move(v);
  }
  static void SetType(HostObject* o, const HostObject* v) { o->type_ = v; }
  static void SetAttrs(HostObject* o, std::vector<std::pair<std::string, const HostObject*>> v) {
    o->attrs_ = std::move(v);
  }
  // Class: the C3 linearisation, the class itself first.
  static void SetMro(HostObject* o, std::vector<const HostObject*> v) { o->mro_ = std::move(v); }
  static void SetQualname(HostObject* o, std::string v) { o->qualname_ = std::move(v); }
  static void SetModuleName(HostObject* o, std::string v) { o->module_name_ = std::move(v); }
};

}  // namespace rtfarm::host
