// The Bookkeeper: the annotator's registry of everything that outlives one block —
// descriptions of pre-built constants, class definitions, container hidden variables —
// and the annotation of constants ("immutablevalue" in RPython).
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/host/host_space.h"

namespace rtfarm::annotator {

// A constant or construct the annotator cannot give a meaning to.
class AnnotationRefused : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
  // Where to report it when that is not the operation being annotated: a conflict
  // between several sources is reported at the first of them, whatever the order in
  // which they were seen ("/path/file.py:12").
  AnnotationRefused(const std::string& message, std::string location, std::string function = "")
      : std::runtime_error(message), location(std::move(location)), function(std::move(function)) {}
  std::string location;
  std::string function;  // the function whose local conflicts, when it is one
};

class Bookkeeper {
 public:
  Bookkeeper(host::HostSpace& space, ReflowSink* sink);
  ~Bookkeeper();

  host::HostSpace& space() { return space_; }
  ReflowSink* sink() { return sink_; }

  FunctionDesc* GetFunctionDesc(const host::HostObject* function);
  // The desc of a function the annotation met, or null (makes none).
  FunctionDesc* FindFunctionDesc(const host::HostObject* function) const;
  ClassDesc* GetClassDesc(const host::HostObject* klass);
  // The class's unique ClassDef; refused for a specialize:ctr_location class, which has
  // none (RPython's getuniqueclassdef).
  ClassDef* GetClassDef(ClassDesc* desc);
  // The ClassDef of a class instantiated at `site` (a position key: graph key, block and
  // operation index): for a specialize:ctr_location class, one per site; otherwise the
  // unique one.
  ClassDef* GetClassDefAt(ClassDesc* desc, const std::string& site);
  ClassDef* ClassDefOf(const host::HostObject* klass) { return GetClassDef(GetClassDesc(klass)); }
  FrozenDesc* GetFrozenDesc(const host::HostObject* object);
  MethodDesc* GetMethodDesc(FunctionDesc* function, ClassDef* origin, ClassDef* selfclass,
                            const std::string& name);
  MethodOfFrozenDesc* GetMethodOfFrozenDesc(FunctionDesc* function, Desc* frozen);
  // A function meeting closures in one set: the bound method `rtfarm_call` of a pre-built
  // instance of a class of its own (HostSpace::FunctionAsClosure); null for a function
  // that cannot be one (specialised, or with free variables).
  MethodDesc* FunctionAsClosure(FunctionDesc* function);
  // That pre-built instance, for the RTyper (null for a function never made one).
  const host::HostObject* ClosureOfFunction(const host::HostObject* function) const;

  // Whether the program shows a float that may be an int (`total = 0` become a float,
  // printed): the RTyper then gives every such number its run-time type
  // (rtyper/mixed_numbers.cc). Set by any worker; only ever set.
  void NoteShownMixedNumber() { shows_mixed_numbers_.store(true, std::memory_order_relaxed); }
  bool ShowsMixedNumbers() const { return shows_mixed_numbers_.load(std::memory_order_relaxed); }

  // A builtin function (an annotation kBuiltin) as a function of `arity` parameters that
  // calls it (HostSpace::BuiltinAsFunction): its annotation, or null when the host cannot
  // make one.
  Ann BuiltinAsFunction(const Ann& builtin, int arity);
  // The number of arguments a call of that builtin passes (HostSpace::BuiltinArity), -1
  // when not known.
  int BuiltinArity(const Ann& builtin);

  ListDef* NewListDef();
  DictDef* NewDictDef();

  // The annotation of a constant. Throws AnnotationRefused for constants RPython cannot
  // translate (big integers, sets, opaque objects).
  Ann ImmutableValue(const host::HostObject* object);
  // The union of the annotations of items[first], items[first + step], ...; null for none.
  Ann UnionOfItems(const std::vector<const host::HostObject*>& items, size_t first, size_t step);
  // The annotation of a class-level value read through instances of `owner`.
  Ann ClassLevelValue(const host::HostObject* value, ClassDef* owner, const std::string& name);
  // An instance of a (user or builtin exception) class.
  Ann InstanceOf(const host::HostObject* klass);

  // The classes a value "class C or a subclass" (an annotation kType, `type(x)` of an
  // instance of C) may be at run time: C and every class the program derives from it
  // (type.__subclasses__, so classes never instantiated too), sorted by key. Computed once
  // per class, while annotating; the RTyper reads it again.
  const std::vector<Desc*>& ClassesOfType(ClassDesc* root);

  // hasattr(x, name) of instances of `root` (attribute_presence.h): noted while annotating,
  // answered again for the RTyper once annotation is over (by root key, then name).
  void NoteAttributePresenceQuery(ClassDesc* root, const std::string& name);
  std::map<std::pair<std::string, std::string>, ClassDesc*> AttributePresenceQueries() const;

  // Whether the program reads `e.args` of an exception (of its own classes): then
  // BaseException.__init__ keeps its arguments in an instance attribute "args". Asking
  // registers the current block, so the constructions annotated before the first read
  // are annotated again once it is found.
  bool ExceptionArgsRead() { return exception_args_read_.Read()->kind != Kind::kImpossible; }
  bool ExceptionArgsReadAfterAnnotation() const {
    return exception_args_read_.peek()->kind != Kind::kImpossible;
  }
  void MarkExceptionArgsRead() { exception_args_read_.Generalise(BoolAnn()); }

  // Classes whose instances are frozen pre-built constants: `_freeze_` in their dict.
  bool IsFrozenInstance(const host::HostObject* object) const;
  // User class or builtin exception class: something annotated through ClassDescs.
  bool IsDescClass(const host::HostObject* klass) const;

  // Call families (seed 000 §6.8): descs called from one call site must share one
  // low-level signature; the RTyper normalises each family. Union-find over desc keys.
  void UniteCallFamily(const std::vector<Desc*>& descs);
  void ClearCallFamilies() { family_parent_.clear(); }
  // Every family with more than one member, each sorted, the list sorted.
  std::vector<std::vector<std::string>> CallFamilies() const;

  // The methods an attribute's value gives when read through instances of a class
  // (rules_attributes.cc, BindMethods), by value object and class: a function of the two
  // (annotations are immutable; the entry keeps its value alive, so its address is not
  // reused), asked again by every read of the method through that class — every
  // `op.execute` of an interpreter, each binding thousands of overrides. Value, result.
  using BoundMethodsKey = std::pair<const Annotation*, const ClassDef*>;
  std::map<BoundMethodsKey, std::pair<Ann, Ann>>& bound_methods() { return bound_methods_; }

  const std::map<std::string, std::unique_ptr<ClassDef>>& classdefs() const { return classdefs_; }
  const std::map<std::string, std::unique_ptr<Desc>>& descs() const { return descs_; }

 private:
  std::atomic<bool> shows_mixed_numbers_{false};
  mutable std::mutex presence_mu_;
  std::map<std::pair<std::string, std::string>, ClassDesc*> presence_queries_;
  host::HostSpace& space_;
  ReflowSink* sink_;
  std::map<std::string, std::unique_ptr<Desc>> descs_;  // by key
  std::map<std::string, std::unique_ptr<ClassDef>> classdefs_;
  std::map<const host::HostObject*, Desc*> desc_of_;
  std::map<const host::HostObject*, const host::HostObject*> closure_of_function_;
  using MethodKey = std::tuple<FunctionDesc*, ClassDef*, ClassDef*, std::string>;
  struct MethodKeyHash {
    size_t operator()(const MethodKey& key) const {
      size_t h = std::hash<std::string>()(std::get<3>(key));
      for (const void* p :
           {static_cast<const void*>(std::get<0>(key)), static_cast<const void*>(std::get<1>(key)),
            static_cast<const void*>(std::get<2>(key))})
        h = h * 1000003 ^ std::hash<const void*>()(p);
      return h;
    }
  };
  std::unordered_map<MethodKey, MethodDesc*, MethodKeyHash> method_descs_;
  std::map<BoundMethodsKey, std::pair<Ann, Ann>> bound_methods_;
  // Made by workers annotating blocks at once (a new list is nobody else's yet): only
  // keeping them is shared.
  std::mutex containers_mu_;
  std::vector<std::unique_ptr<ListDef>> listdefs_;
  std::vector<std::unique_ptr<DictDef>> dictdefs_;
  std::map<const host::HostObject*, ListDef*> prebuilt_lists_;
  std::map<const host::HostObject*, DictDef*> prebuilt_dicts_;
  std::map<const host::HostObject*, bool> prebuilt_instances_;
  std::map<const ClassDesc*, std::vector<Desc*>> classes_of_type_;
  HiddenValue exception_args_read_;
  ClassDef* NewClassDef(ClassDesc* desc, std::string classname);
  std::string FamilyRoot(const std::string& key) const;
  mutable std::map<std::string, std::string> family_parent_;
};

}  // namespace rtfarm::annotator
