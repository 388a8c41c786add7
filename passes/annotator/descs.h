// Descriptions of pre-built constants (seed 000 §6.6-6.8): what a PBC annotation is a
// set of. One Desc per live object, owned by the Bookkeeper, keyed by stable names.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "passes/host/host_object.h"

namespace rtfarm::annotator {

class ClassDef;
class DictDef;
class Bookkeeper;
struct GraphInfo;

enum class DescKind : uint8_t { kFunction, kClass, kMethod, kFrozen, kMethodOfFrozen };

class Desc {
 public:
  Desc(DescKind kind, std::string key, const host::HostObject* object)
      : kind_(kind), key_(std::move(key)), object_(object) {}
  virtual ~Desc() = default;
  DescKind kind() const { return kind_; }
  const std::string& key() const { return key_; }
  const host::HostObject* object() const { return object_; }

 private:
  DescKind kind_;
  std::string key_;
  const host::HostObject* object_;
};

// A Python function; its graphs are its specialisations (one unless a policy says so).
class FunctionDesc : public Desc {
 public:
  FunctionDesc(const host::HostObject* function);
  // "specialize:argtype(0)" etc. from rlib.objectmodel, "" for the default policy.
  const std::string& policy() const { return policy_; }
  std::map<std::string, GraphInfo*> specializations;  // by specialisation key
  // specialize:memo: the result of every combination of constant arguments, computed at
  // annotation time (keys: the arguments' keys joined by ","); the RTyper makes a table.
  std::map<std::string, const host::HostObject*> memo_table;
  // The dict a **kwargs parameter receives, shared by every call and specialisation: str
  // keys, the union of the extra keyword arguments' values. Made on the first call.
  DictDef* kwargs_dictdef = nullptr;
  const host::HostObject* Attr(const std::string& name) const;  // function __dict__ entry

 private:
  std::string policy_;
};

class ClassDesc : public Desc {
 public:
  ClassDesc(const host::HostObject* klass, ClassDesc* base);
  ClassDesc* base() const { return base_; }
  bool is_builtin() const { return object()->module_name() == "builtins"; }
  ClassDef* classdef = nullptr;  // made on first instantiation or attribute use
  // `_annspecialcase_ = "specialize:ctr_location"` in the class's own dict: no unique
  // `classdef`, but one ClassDef per instantiation site (by the site's position key).
  bool ctr_location = false;
  std::map<std::string, ClassDef*> site_classdefs;
  // Looks `name` up in this class's own dict, then in its mixins (not its base).
  const host::HostObject* OwnAttr(const std::string& name) const;
  std::vector<const host::HostObject*> mixins;

 private:
  ClassDesc* base_;
};

// A function found in a class dict: unbound (selfclass null) or bound to instances of
// selfclass (seed 000 §6.7).
class MethodDesc : public Desc {
 public:
  // Set by the Bookkeeper: unions of bound methods ask it for merged descs.
  Bookkeeper* bookkeeper = nullptr;
  MethodDesc(FunctionDesc* function, ClassDef* origin, ClassDef* selfclass, std::string name);
  FunctionDesc* function() const { return function_; }
  ClassDef* origin() const { return origin_; }
  ClassDef* selfclass() const { return selfclass_; }
  const std::string& name() const { return name_; }

 private:
  FunctionDesc* function_;
  ClassDef* origin_;
  ClassDef* selfclass_;
  std::string name_;
};

// A pre-built object treated as a constant: a module, or an instance whose class says
// `_freeze_()` is true. Its attributes are constants.
class FrozenDesc : public Desc {
 public:
  using Desc::Desc;
};

// A function bound to a pre-built object: a method of a frozen object, or a classmethod
// bound to a class (`frozen` is then a ClassDesc: C.make, self.make when the instance's
// class has no subclasses). Calling it passes the object first.
class MethodOfFrozenDesc : public Desc {
 public:
  MethodOfFrozenDesc(FunctionDesc* function, Desc* frozen);
  FunctionDesc* function() const { return function_; }
  Desc* frozen() const { return frozen_; }
  bool is_classmethod() const { return frozen_->kind() == DescKind::kClass; }

 private:
  FunctionDesc* function_;
  Desc* frozen_;
};

}  // namespace rtfarm::annotator
