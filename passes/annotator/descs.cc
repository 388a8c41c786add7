#include "passes/annotator/descs.h"

#include "passes/annotator/classdef.h"

namespace rtfarm::annotator {

FunctionDesc::FunctionDesc(const host::HostObject* function)
    : Desc(DescKind::kFunction, function->key(), function) {
  if (const host::HostObject* policy = Attr("_annspecialcase_")) {
    if (policy->kind() == host::HostKind::kStr) policy_ = policy->text();
  }
}

const host::HostObject* FunctionDesc::Attr(const std::string& name) const {
  for (const auto& [attr, value] : object()->attrs()) {
    if (attr == name) return value;
  }
  return nullptr;
}

ClassDesc::ClassDesc(const host::HostObject* klass, ClassDesc* base)
    : Desc(DescKind::kClass, klass->key(), klass), base_(base) {}

const host::HostObject* ClassDesc::OwnAttr(const std::string& name) const {
  for (const auto& [attr, value] : object()->attrs()) {
    if (attr == name) return value;
  }
  for (const host::HostObject* mixin : mixins) {
    if (const host::HostObject* value = mixin->LookupClassAttr(name)) return value;
  }
  return nullptr;
}

MethodDesc::MethodDesc(FunctionDesc* function, ClassDef* origin, ClassDef* selfclass,
                       std::string name)
    : Desc(DescKind::kMethod,
           function->key() + "@" + origin->name() + (selfclass ? "/" + selfclass->name() : ""),
           function->object()),
      function_(function),
      origin_(origin),
      selfclass_(selfclass),
      name_(std::move(name)) {}

MethodOfFrozenDesc::MethodOfFrozenDesc(FunctionDesc* function, Desc* frozen)
    : Desc(DescKind::kMethodOfFrozen, function->key() + "@" + frozen->key(), function->object()),
      function_(function),
      frozen_(frozen) {}

}  // namespace rtfarm::annotator
