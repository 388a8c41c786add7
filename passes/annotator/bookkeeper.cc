#include "passes/annotator/bookkeeper.h"

#include <algorithm>

#include "passes/annotator/rules.h"
#include "passes/annotator/world_lock.h"

namespace rtfarm::annotator {
namespace {

using host::HostKind;
using host::HostObject;

size_t CodePoints(const std::string& utf8) {
  size_t n = 0;
  for (unsigned char c : utf8) n += (c & 0xC0) != 0x80;
  return n;
}

const HostObject* ClassAttr(const HostObject* klass, const std::string& name) {
  return klass->LookupClassAttr(name);
}

bool IsMixin(const HostObject* klass) {
  for (const auto& [name, value] : klass->attrs()) {
    if (name == "_mixin_" && value->IsTrueConstant()) return true;
  }
  return false;
}

}  // namespace

Bookkeeper::Bookkeeper(host::HostSpace& space, ReflowSink* sink)
    : space_(space), sink_(sink), exception_args_read_(sink, "e.args read") {
  SetVarTupleMaker(this);
}
Bookkeeper::~Bookkeeper() { UnsetVarTupleMaker(this); }

FunctionDesc* Bookkeeper::FindFunctionDesc(const HostObject* function) const {
  auto it = desc_of_.find(function);
  if (it == desc_of_.end() || it->second->kind() != DescKind::kFunction) return nullptr;
  return static_cast<FunctionDesc*>(it->second);
}

FunctionDesc* Bookkeeper::GetFunctionDesc(const HostObject* function) {
  auto it = desc_of_.find(function);
  if (it != desc_of_.end()) return static_cast<FunctionDesc*>(it->second);
  WorldWrite();
  auto desc = std::make_unique<FunctionDesc>(function);
  FunctionDesc* result = desc.get();
  descs_[desc->key()] = std::move(desc);
  desc_of_[function] = result;
  return result;
}

bool Bookkeeper::IsDescClass(const HostObject* klass) const {
  if (klass->kind() != HostKind::kClass) return false;
  if (klass->module_name() != "builtins") return true;
  const HostObject* base_exception = space_.Builtin("BaseException");
  return klass->IsSubclassOf(base_exception);
}

void Bookkeeper::NoteAttributePresenceQuery(ClassDesc* root, const std::string& name) {
  std::lock_guard lock(presence_mu_);
  presence_queries_.emplace(std::make_pair(root->key(), name), root);
}

std::map<std::pair<std::string, std::string>, ClassDesc*> Bookkeeper::AttributePresenceQueries()
    const {
  std::lock_guard lock(presence_mu_);
  return presence_queries_;
}

const std::vector<Desc*>& Bookkeeper::ClassesOfType(ClassDesc* root) {
  auto known = classes_of_type_.find(root);
  if (known != classes_of_type_.end()) return known->second;
  WorldWrite();
  std::vector<Desc*> found = {root};
  for (size_t i = 0; i < found.size(); ++i) {
    for (const HostObject* sub : space_.Subclasses(found[i]->object())) {
      if (IsMixin(sub)) continue;
      ClassDesc* desc = GetClassDesc(sub);
      // A class using found[i] as a mixin derives from another base: not of this type.
      if (desc->base() == found[i]) found.push_back(desc);
    }
  }
  std::sort(found.begin(), found.end(), [](Desc* a, Desc* b) { return a->key() < b->key(); });
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return classes_of_type_.emplace(root, std::move(found)).first->second;
}

ClassDesc* Bookkeeper::GetClassDesc(const HostObject* klass) {
  auto it = desc_of_.find(klass);
  if (it != desc_of_.end()) return static_cast<ClassDesc*>(it->second);
  WorldWrite();
  if (!IsDescClass(klass)) {
    // A class deriving from dict, list, str...: reached as the base of the program's class.
    std::string advice =
        klass->key().starts_with("builtins.")
            ? " (a class deriving from a builtin type such as dict, list, set or str is not "
              "supported: keep one in an attribute, self.items = {}, and define the methods "
              "the program uses, __getitem__, __setitem__, __contains__, __len__, __iter__)"
            : "";
    throw AnnotationRefused("class " + klass->key() + " cannot be used as a user class" + advice);
  }
  // Single inheritance plus mixins: the first base that is not a mixin is the base.
  ClassDesc* base = nullptr;
  std::vector<const HostObject*> mixins;
  for (const HostObject* candidate : klass->items()) {
    if (candidate->kind() != HostKind::kClass) continue;
    if (IsMixin(candidate)) {
      mixins.push_back(candidate);
    } else if (base == nullptr && candidate->key() != "builtins.object") {
      // enum's classes other than Enum itself (which rlib/renum.py prepares) show,
      // compare and combine their members through int or str: not translated.
      const std::string& key = candidate->key();
      if (key == "enum.IntEnum" || key == "enum.Flag" || key == "enum.IntFlag" ||
          key == "enum.StrEnum")
        throw AnnotationRefused("class " + klass->key() + " derives from " + key +
                                ": only enum.Enum subclasses are supported (use enum.Enum, "
                                "or int constants at module level)");
      base = GetClassDesc(candidate);
    } else if (candidate->key() != "builtins.object") {
      throw AnnotationRefused("class " + klass->key() + " has several non-mixin bases (" +
                              base->key() + ", " + candidate->key() +
                              "): RPython allows single inheritance plus mixins");
    }
  }
  // Class specialisation (seed 000 §6.10.1): only ctr_location, on a class that is
  // neither subclassed nor an exception (RPython: the base's unique ClassDef is needed).
  std::string policy;
  for (const auto& [name, value] : klass->attrs()) {
    if (name == "_annspecialcase_" && value->kind() == HostKind::kStr) policy = value->text();
  }
  if (base != nullptr && base->ctr_location) {
    throw AnnotationRefused("class " + klass->key() + " cannot subclass " + base->key() +
                            ", which is specialize:ctr_location (one class per instantiation "
                            "site): RPython does not allow subclassing it");
  }
  if (!policy.empty() && policy != "specialize:ctr_location") {
    throw AnnotationRefused("class " + klass->key() + ": the class specialisation '" + policy +
                            "' is not supported (only specialize:ctr_location)");
  }
  if (!policy.empty() && klass->IsSubclassOf(space_.Builtin("BaseException"))) {
    throw AnnotationRefused("exception class " + klass->key() +
                            " cannot be specialize:ctr_location");
  }
  auto desc = std::make_unique<ClassDesc>(klass, base);
  desc->mixins = std::move(mixins);
  desc->ctr_location = !policy.empty();
  ClassDesc* result = desc.get();
  descs_[desc->key()] = std::move(desc);
  desc_of_[klass] = result;
  return result;
}

ClassDef* Bookkeeper::GetClassDef(ClassDesc* desc) {
  if (desc->classdef != nullptr) return desc->classdef;
  WorldWrite();
  if (desc->ctr_location) {
    throw AnnotationRefused("class " + desc->key() +
                            " is specialize:ctr_location: it has one class per instantiation "
                            "site, so it can only be instantiated by a call, never used as one "
                            "class (pre-built instances, issubclass(), super())");
  }
  desc->classdef = NewClassDef(desc, desc->key());
  return desc->classdef;
}

ClassDef* Bookkeeper::GetClassDefAt(ClassDesc* desc, const std::string& site) {
  if (!desc->ctr_location) return GetClassDef(desc);
  if (auto it = desc->site_classdefs.find(site); it != desc->site_classdefs.end())
    return it->second;
  WorldWrite();
  auto [it, inserted] = desc->site_classdefs.emplace(site, nullptr);
  if (inserted) it->second = NewClassDef(desc, desc->key() + "<at " + site + ">");
  return it->second;
}

ClassDef* Bookkeeper::NewClassDef(ClassDesc* desc, std::string classname) {
  ClassDef* base = desc->base() ? GetClassDef(desc->base()) : nullptr;
  auto classdef = std::make_unique<ClassDef>(this, desc, base, classname);
  ClassDef* result = classdef.get();
  classdefs_[classname] = std::move(classdef);
  // Attributes already found on a base get this new class's class-level values too.
  for (ClassDef* b = base; b != nullptr; b = b->base()) {
    for (const auto& [name, attribute] : b->attrs()) {
      if (desc->OwnAttr(name) != nullptr) result->AddClassValues(*attribute);
    }
  }
  return result;
}

FrozenDesc* Bookkeeper::GetFrozenDesc(const HostObject* object) {
  auto it = desc_of_.find(object);
  if (it != desc_of_.end()) return static_cast<FrozenDesc*>(it->second);
  WorldWrite();
  auto desc = std::make_unique<FrozenDesc>(DescKind::kFrozen, object->key(), object);
  FrozenDesc* result = desc.get();
  descs_[desc->key()] = std::move(desc);
  desc_of_[object] = result;
  return result;
}

MethodDesc* Bookkeeper::GetMethodDesc(FunctionDesc* function, ClassDef* origin, ClassDef* selfclass,
                                      const std::string& name) {
  // Looked up by identity first: every attribute read of a method asks for its desc.
  auto identity = std::make_tuple(function, origin, selfclass, name);
  auto found = method_descs_.find(identity);
  if (found != method_descs_.end()) return found->second;
  WorldWrite();
  auto desc = std::make_unique<MethodDesc>(function, origin, selfclass, name);
  desc->bookkeeper = this;
  MethodDesc* result = desc.get();
  auto [it, inserted] = descs_.emplace(desc->key(), std::move(desc));
  if (!inserted) result = static_cast<MethodDesc*>(it->second.get());
  method_descs_[identity] = result;
  return result;
}

MethodOfFrozenDesc* Bookkeeper::GetMethodOfFrozenDesc(FunctionDesc* function, Desc* frozen) {
  MethodOfFrozenDesc probe(function, frozen);
  auto it = descs_.find(probe.key());
  if (it != descs_.end()) return static_cast<MethodOfFrozenDesc*>(it->second.get());
  WorldWrite();
  auto desc = std::make_unique<MethodOfFrozenDesc>(function, frozen);
  MethodOfFrozenDesc* result = desc.get();
  descs_[desc->key()] = std::move(desc);
  return result;
}

MethodDesc* Bookkeeper::FunctionAsClosure(FunctionDesc* function) {
  if (!function->policy().empty()) return nullptr;
  const host::HostObject* object = function->object();
  host::HostSpace::FunctionClosure made;
  try {
    made = space_.FunctionAsClosure(object);
  } catch (const host::HostError&) {
    return nullptr;
  }
  Ann instance = ImmutableValue(made.instance);  // a pre-built instance: its ClassDef
  if (instance->kind != Kind::kInstance) return nullptr;
  WorldWrite();
  closure_of_function_[object] = made.instance;
  return GetMethodDesc(GetFunctionDesc(made.function), instance->classdef, instance->classdef,
                       "rtfarm_call");
}

const host::HostObject* Bookkeeper::ClosureOfFunction(const host::HostObject* function) const {
  auto it = closure_of_function_.find(function);
  return it == closure_of_function_.end() ? nullptr : it->second;
}

Ann Bookkeeper::BuiltinAsFunction(const Ann& builtin, int arity) {
  const HostObject* function = nullptr;
  try {
    function = space_.BuiltinAsFunction(builtin->constant, builtin->name, arity);
  } catch (const host::HostError&) {
    return nullptr;
  }
  Ann result = ImmutableValue(function);
  return result->kind == Kind::kPBC ? result : nullptr;
}

int Bookkeeper::BuiltinArity(const Ann& builtin) {
  try {
    return space_.BuiltinArity(builtin->constant, builtin->name);
  } catch (const host::HostError&) {
    return -1;
  }
}

ListDef* Bookkeeper::NewListDef() {
  auto def = std::make_unique<ListDef>(sink_);
  ListDef* result = def.get();
  std::lock_guard lock(containers_mu_);
  listdefs_.push_back(std::move(def));
  return result;
}

DictDef* Bookkeeper::NewDictDef() {
  auto def = std::make_unique<DictDef>(sink_);
  DictDef* result = def.get();
  std::lock_guard lock(containers_mu_);
  dictdefs_.push_back(std::move(def));
  return result;
}

bool Bookkeeper::IsFrozenInstance(const HostObject* object) const {
  return object->kind() == HostKind::kInstance && object->type() != nullptr &&
         ClassAttr(object->type(), "_freeze_") != nullptr;
}

Ann Bookkeeper::InstanceOf(const HostObject* klass) { return InstanceAnn(ClassDefOf(klass)); }

Ann Bookkeeper::ClassLevelValue(const HostObject* value, ClassDef* owner, const std::string& name) {
  if (value->kind() == HostKind::kFunction) {
    return PbcAnn({GetMethodDesc(GetFunctionDesc(value), owner, nullptr, name)});
  }
  if (value->kind() == HostKind::kStaticMethod && !value->items().empty()) {
    return PbcAnn({GetFunctionDesc(value->items()[0])});
  }
  return ImmutableValue(value);
}

// A pre-built table of 1,448 classes or functions generalised its items one at a time,
// copying the growing set of descs at each (200k generated lines: 3% of the
// serial instructions): they are united pairwise instead.
Ann Bookkeeper::UnionOfItems(const std::vector<const HostObject*>& items, size_t first,
                             size_t step) {
  std::vector<Ann> values;
  for (size_t i = first; i < items.size(); i += step) values.push_back(ImmutableValue(items[i]));
  return values.empty() ? nullptr : UnionOfAll(std::move(values));
}

Ann Bookkeeper::ImmutableValue(const HostObject* object) {
  switch (object->kind()) {
    case HostKind::kNone:
      return NoneAnn();
    case HostKind::kBool:
      return BoolAnn(object);
    case HostKind::kInt:
      return IntAnn(object->int_value() >= 0, false, object);
    case HostKind::kBigInt:
      throw AnnotationRefused("the integer constant " + object->text() +
                              " does not fit in 64 bits");
    case HostKind::kFloat:
      return FloatAnn(object);
    case HostKind::kStr:
      return CodePoints(object->text()) == 1 ? CharAnn(object) : StrAnn(false, object);
    case HostKind::kBytes:
      return BytesAnn(false, object);
    case HostKind::kTuple: {
      std::vector<Ann> items;
      for (const HostObject* item : object->items()) items.push_back(ImmutableValue(item));
      return TupleAnn(std::move(items), object);
    }
    case HostKind::kList: {
      if (auto found = prebuilt_lists_.find(object); found != prebuilt_lists_.end())
        return ListAnn(found->second);
      WorldWrite();
      auto [it, inserted] = prebuilt_lists_.emplace(object, nullptr);
      if (inserted) {
        it->second = NewListDef();
        try {
          if (Ann items = UnionOfItems(object->items(), 0, 1)) it->second->item().Generalise(items);
        } catch (const std::exception&) {
          // Reported as the items one at a time meet it: the same pair of annotations.
          for (const HostObject* item : object->items())
            it->second->item().Generalise(ImmutableValue(item));
        }
      }
      return ListAnn(it->second);
    }
    case HostKind::kRange: {  // a list marked range, as range() makes
      if (auto found = prebuilt_lists_.find(object); found != prebuilt_lists_.end())
        return ListAnn(found->second);
      WorldWrite();
      auto [it, inserted] = prebuilt_lists_.emplace(object, nullptr);
      if (inserted) {
        int64_t start = object->items()[0]->int_value(), stop = object->items()[1]->int_value();
        int64_t step = object->items()[2]->int_value();
        // Every item is >= 0: counting up from start >= 0, or down to stop >= -1.
        bool nonneg = step > 0 ? start >= 0 || start >= stop : stop >= -1 || start <= stop;
        it->second = NewListDef();
        it->second->MarkRange();
        it->second->item().Generalise(IntAnn(nonneg));
      }
      return ListAnn(it->second);
    }
    case HostKind::kDict: {
      if (auto found = prebuilt_dicts_.find(object); found != prebuilt_dicts_.end())
        return DictAnn(found->second);
      WorldWrite();
      auto [it, inserted] = prebuilt_dicts_.emplace(object, nullptr);
      if (inserted) {
        it->second = NewDictDef();
        const auto& items = object->items();
        try {
          // Keys and values (every other item), each united in one go; stored once both
          // are known, so that a failure leaves the DictDef as it was.
          Ann keys = UnionOfItems(items, 0, 2), values = UnionOfItems(items, 1, 2);
          if (keys != nullptr) it->second->key().Generalise(keys);
          if (values != nullptr) it->second->value().Generalise(values);
        } catch (const std::exception&) {
          // Reported as the items one at a time meet it: the same pair of annotations.
          for (size_t i = 0; i + 1 < items.size(); i += 2) {
            it->second->key().Generalise(ImmutableValue(items[i]));
            Ann value;
            try {
              value = ImmutableValue(items[i + 1]);
            } catch (...) {
              prebuilt_dicts_.erase(object);  // an item refused: so is this dict, each time
              throw;
            }
            try {
              it->second->value().Generalise(value);
            } catch (const UnionError& error) {
              // A record written as a dict ({"desc": "...", "exits": {...}}): say what to
              // write instead. Not kept half made: a dict holding it (met again by its own
              // retry above) fails the same way, instead of seeing only the first values.
              prebuilt_dicts_.erase(object);
              throw AnnotationRefused(
                  std::string(error.what()) +
                  ": a dict holds values of one type, but the value "
                  "of key " +
                  items[i]->key() + " in the pre-built dict " + object->key() + " is " +
                  Describe(WithoutConstant(value)) +
                  " (for a record of fields of different types, use a class, a dataclass or a "
                  "named tuple)");
            }
          }
        }
      }
      return DictAnn(it->second);
    }
    case HostKind::kSet: {  // a set or frozenset: its elements are the keys of a DictDef
      SetType frozen = object->bool_value() ? SetType::kFrozen : SetType::kSet;
      if (auto found = prebuilt_dicts_.find(object); found != prebuilt_dicts_.end())
        return SetAnn(found->second, frozen);
      WorldWrite();
      auto [it, inserted] = prebuilt_dicts_.emplace(object, nullptr);
      if (inserted) {
        it->second = NewDictDef();
        for (const HostObject* item : object->items())
          AddSetElements(it->second, ImmutableValue(item));
      }
      return SetAnn(it->second, frozen);
    }
    case HostKind::kFunction:
      return PbcAnn({GetFunctionDesc(object)});
    case HostKind::kClass:
      // rlib's machine-integer class is a builtin of RPython, not a user class.
      if (object->key() == "rlib.rarithmetic.r_uint") return BuiltinAnn("r_uint", object);
      if (IsDescClass(object)) return PbcAnn({GetClassDesc(object)});
      return BuiltinAnn(
          object->key().starts_with("builtins.") ? object->key().substr(9) : object->key(), object);
    case HostKind::kBuiltin:
      return BuiltinAnn(object->text(), object);
    case HostKind::kModule:
      return PbcAnn({GetFrozenDesc(object)});
    case HostKind::kInstance: {
      const HostObject* klass = object->type();
      if (klass != nullptr && klass->key() == "rlib.rarithmetic.r_uint")
        return IntAnn(true, true, object);
      if (IsFrozenInstance(object)) return PbcAnn({GetFrozenDesc(object)});
      ClassDef* classdef = ClassDefOf(klass);
      // A pre-built instance's attributes are values of its class's attributes.
      if (!prebuilt_instances_.contains(object)) {
        WorldWrite();
        prebuilt_instances_.emplace(object, true);
        for (const auto& [name, value] : object->attrs()) {
          classdef->GeneraliseAttribute(name, WithoutConstant(ImmutableValue(value)),
                                        "prebuilt " + object->key());
        }
      }
      return InstanceAnn(classdef, false, object);
    }
    case HostKind::kStaticMethod:
      if (!object->items().empty()) return ImmutableValue(object->items()[0]);
      break;
    case HostKind::kOpaque:
      if (host::IsUndefinedLocal(object)) return UndefinedAnn();
      break;
    case HostKind::kClassMethod:
      // Its function alone would be called without the class: a wrong "missing argument".
      throw AnnotationRefused(
          "classmethod " + (object->items().empty() ? object->key() : object->items()[0]->key()) +
          " is supported only when called through its class, as C.name(...) (through an "
          "instance or as a value, make it a staticmethod taking the class)");
    default:
      break;
  }
  if (object->kind() == HostKind::kOpaque) {
    // An object of a type with no translation (a compiled regular expression, a lock):
    // name its type, and for re's patterns what to write instead.
    std::string type = object->text();
    std::string advice =
        type.find("Pattern") != std::string::npos || type.find("Match") != std::string::npos
            ? ": the re module is not translated; match with str methods (split, partition, "
              "startswith, isdigit, find) or a small matcher of your own"
            : "";
    throw AnnotationRefused("the constant " + object->key() + " (an object of type " + type +
                            ", which rtfarm does not translate) cannot be translated" + advice);
  }
  throw AnnotationRefused("the constant " + object->key() + " (" +
                          host::HostKindName(object->kind()) + ") cannot be translated");
}

std::string Bookkeeper::FamilyRoot(const std::string& key) const {
  std::string root = key;
  for (auto it = family_parent_.find(root); it != family_parent_.end() && it->second != root;
       it = family_parent_.find(root)) {
    root = it->second;
  }
  return root;
}

void Bookkeeper::UniteCallFamily(const std::vector<Desc*>& descs) {
  WorldWrite();
  if (descs.size() < 2) return;
  // The smallest key is the root, so that families do not depend on the order of calls.
  std::vector<std::string> roots;
  for (Desc* desc : descs) {
    family_parent_.emplace(desc->key(), desc->key());
    roots.push_back(FamilyRoot(desc->key()));
  }
  std::string smallest = *std::min_element(roots.begin(), roots.end());
  for (const std::string& root : roots) family_parent_[root] = smallest;
}

std::vector<std::vector<std::string>> Bookkeeper::CallFamilies() const {
  std::map<std::string, std::vector<std::string>> by_root;
  for (const auto& [key, parent] : family_parent_) by_root[FamilyRoot(key)].push_back(key);
  std::vector<std::vector<std::string>> families;
  for (auto& [root, members] : by_root) {
    if (members.size() < 2) continue;
    std::sort(members.begin(), members.end());
    families.push_back(members);
  }
  std::sort(families.begin(), families.end());
  return families;
}

}  // namespace rtfarm::annotator
