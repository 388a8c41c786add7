// ClassDef: what the annotator knows about the instances of one user class (seed 000
// §6.7): its attributes, discovered as the program reads and writes them, each with an
// annotation general enough for every value stored. Class-level values are initial
// values; an attribute read through a base class lives in that base ("lifting"), so
// that every subclass shares one annotation for it.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "passes/annotator/listdef.h"

namespace rtfarm::annotator {

class ClassDesc;
class Bookkeeper;

// Where a value of an attribute came from, for error messages ("file.py:12").
struct AttrSource {
  std::string where;
  Ann value;
};

class Attribute {
 public:
  Attribute(ReflowSink* sink, std::string name) : name(std::move(name)), value(sink, "attribute") {}
  std::string name;
  HiddenValue value;
  std::vector<AttrSource> sources;  // the first few, for union errors
  bool class_values_added = false;
  // Written on instances (setattr, prebuilt instances, exception messages): an instance
  // field. Otherwise only class-level values: the RTyper keeps it in the vtable.
  bool assigned = false;
};

class ClassDef {
 public:
  // `name`: the desc's key, or for a specialize:ctr_location class the key of one
  // instantiation site's copy ("mod.C<at mod.f/0/3>").
  ClassDef(Bookkeeper* bookkeeper, ClassDesc* desc, ClassDef* base, std::string name);
  ClassDesc* desc() const { return desc_; }
  ClassDef* base() const { return base_; }
  const std::string& name() const { return name_; }
  // One instantiation site's copy of a specialize:ctr_location class.
  bool per_site() const;
  // For such a copy, the specialisation key of its methods' graphs (they are specialised
  // by the copy `self` is an instance of): "self(mod.C<at mod.f/0/3>)".
  std::string SelfSpecialization() const { return "self(" + name_ + ")"; }
  const std::vector<ClassDef*>& subdefs() const { return subdefs_; }
  const std::map<std::string, std::unique_ptr<Attribute>>& attrs() const { return attrs_; }

  // "instance of C" and "instance of C or None", made with the ClassDef: what every
  // instantiation, `self` and union of instances of C gives, shared rather than allocated
  // each time (so that the equal results of the callees of a wide call compare by
  // pointer). InstanceAnn returns them.
  const Ann& instance(bool can_be_none) const { return instances_[can_be_none ? 1 : 0]; }

  bool IsSubclassOf(const ClassDef* other) const;
  ClassDef* CommonBase(ClassDef* other);
  bool IsException() const;

  // The attribute `name` as seen from instances of this class: found in this class or a
  // base, or created here (lifting it from subclasses that already had it). Its value
  // includes the class-level values of this class and its subclasses.
  Attribute& FindAttribute(const std::string& name);
  // instance.name = value
  void GeneraliseAttribute(const std::string& name, const Ann& value, const std::string& where);
  // Whether some store gave instances typed as exactly this class (not a subclass, not
  // through a base) the attribute `name`: GeneraliseAttribute's calls on this ClassDef,
  // kept here even when the attribute itself is lifted to a base (hasattr() of an instance,
  // attribute_presence.h).
  bool StoredOnInstances(const std::string& name) const { return stored_.count(name) != 0; }
  // Adds the class-level values of this class and its subclasses to `attribute` (also
  // called when a subclass appears after the attribute was found).
  void AddClassValues(Attribute& attribute);

 private:
  friend class Bookkeeper;
  Attribute* Locate(const std::string& name);
  // The class-level values of `name` in this class and its subclasses, depth first.
  void CollectClassValues(const std::string& name, std::vector<std::pair<ClassDef*, Ann>>& found);
  // AddClassValues one class at a time, in the same order: where a conflict is found.
  void AddClassValuesOneByOne(Attribute& attribute);
  void CollectSubAttributes(const std::string& name,
                            std::vector<std::unique_ptr<Attribute>>& found);

  Bookkeeper* bookkeeper_;
  ClassDesc* desc_;
  ClassDef* base_;
  std::string name_;
  std::vector<ClassDef*> subdefs_;
  std::map<std::string, std::unique_ptr<Attribute>> attrs_;
  std::set<std::string> stored_;
  Ann instances_[2];
};

}  // namespace rtfarm::annotator
