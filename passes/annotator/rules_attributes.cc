// Attributes (seed 000 §6.7): instance attributes through ClassDefs, methods bound by
// lookup_filter, class attributes of class constants, attributes of frozen objects
// and modules, methods of builtin types.
#include <algorithm>

#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

// An attribute set on a function at import (`chain.from_iterable = ...`, `f.limit = 10`):
// a function, a class or an immutable value, read as the constant it is (a function's
// attributes cannot be assigned in translated code). Null for anything else.
const host::HostObject* FunctionAttribute(const Desc* desc, const std::string& name) {
  if (desc->kind() != DescKind::kFunction || name.starts_with("__")) return nullptr;
  const host::HostObject* value = static_cast<const FunctionDesc*>(desc)->Attr(name);
  if (value == nullptr) return nullptr;
  switch (value->kind()) {
    case host::HostKind::kFunction:
    case host::HostKind::kClass:
    case host::HostKind::kNone:
    case host::HostKind::kBool:
    case host::HostKind::kInt:
    case host::HostKind::kFloat:
    case host::HostKind::kStr:
    case host::HostKind::kBytes:
      return value;
    default:
      return nullptr;
  }
}

// Of the methods an attribute may hold, those that instances of `classdef` can see: the
// most derived definition among its bases, and the overrides in its subclasses; each
// bound to `classdef` (RPython's lookup_filter).
Ann BindMethods(Bookkeeper& bookkeeper, const Ann& value, ClassDef* classdef) {
  // Methods already bound to an instance (a bound method, a closure, stored in the
  // attribute) are values like any other: nothing to bind.
  bool all_bound = std::all_of(value->descs.begin(), value->descs.end(), [](Desc* desc) {
    return desc->kind() == DescKind::kMethod &&
           static_cast<MethodDesc*>(desc)->selfclass() != nullptr;
  });
  if (all_bound) return value;
  std::vector<Desc*> bound;
  MethodDesc* best_up = nullptr;
  bool other_descs = false;
  for (Desc* desc : value->descs) {
    if (desc->kind() != DescKind::kMethod) {
      other_descs = true;
      bound.push_back(desc);
      continue;
    }
    auto* method = static_cast<MethodDesc*>(desc);
    ClassDef* origin = method->origin();
    if (origin != classdef && origin->IsSubclassOf(classdef)) {
      // Each site's copy has its own graph of the method: no vtable slot can hold it.
      if (origin->per_site()) {
        Refuse("method '" + method->name() + "' of the specialize:ctr_location class " +
               origin->desc()->key() + " called through its base " + classdef->name() +
               " is not supported");
      }
      bound.push_back(bookkeeper.GetMethodDesc(method->function(), origin, origin, method->name()));
    } else if (classdef->IsSubclassOf(origin)) {
      if (best_up == nullptr || origin->IsSubclassOf(best_up->origin())) best_up = method;
    }
  }
  if (best_up != nullptr) {
    bound.push_back(bookkeeper.GetMethodDesc(best_up->function(), best_up->origin(), classdef,
                                             best_up->name()));
  }
  if (bound.empty()) return Impossible();
  if (other_descs && bound.size() != value->descs.size())
    Refuse("an attribute mixes methods and other callables");
  // Each method is bound to its own class or to `classdef`: none needs simplifying.
  return other_descs ? PbcAnn(std::move(bound), value->can_be_none)
                     : SimplifiedMethodsAnn(std::move(bound), value->can_be_none);
}

const host::HostObject* LookupInClassChain(ClassDesc* desc, const std::string& name,
                                           ClassDesc** owner) {
  for (ClassDesc* d = desc; d != nullptr; d = d->base()) {
    if (const host::HostObject* value = d->OwnAttr(name)) {
      *owner = d;
      return value;
    }
  }
  return nullptr;
}

Ann ClassAttribute(Annotator& annotator, ClassDesc* desc, const std::string& name) {
  ClassDesc* owner = nullptr;
  const host::HostObject* value = LookupInClassChain(desc, name, &owner);
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  // `Exception.__init__(self, message)` in a subclass's __init__: keeps the message; so
  // does `Base.__init__(self, message)` of the program's exception class without an
  // __init__ of its own (it inherits BaseException's).
  if (value == nullptr && name == "__init__" && bookkeeper.GetClassDef(desc)->IsException())
    return BuiltinAnn("exception.__init__");
  if (value == nullptr) Refuse("class " + desc->key() + " has no attribute '" + name + "'");
  if (value->kind() == host::HostKind::kFunction)
    return PbcAnn({bookkeeper.GetFunctionDesc(value)});
  // A classmethod read through a class is bound to that class (not to the one whose dict
  // holds it): `cls` is the class the attribute was read from.
  if (value->kind() == host::HostKind::kClassMethod && !value->items().empty() &&
      value->items()[0]->kind() == host::HostKind::kFunction) {
    return PbcAnn(
        {bookkeeper.GetMethodOfFrozenDesc(bookkeeper.GetFunctionDesc(value->items()[0]), desc)});
  }
  return bookkeeper.ImmutableValue(value);
}

// A classmethod `name` seen by instances of `classdef` (in its class's dict or a base's);
// null when the name is something else or nothing.
const host::HostObject* FindClassMethod(ClassDef* classdef, const std::string& name) {
  ClassDesc* owner = nullptr;
  const host::HostObject* value = LookupInClassChain(classdef->desc(), name, &owner);
  return value != nullptr && value->kind() == host::HostKind::kClassMethod ? value : nullptr;
}

// The classmethod `name` read through an instance of `classdef` or through type() of one
// (`x.make`, `type(x).make`): bound to the class the instance has at run time, so one
// binding per class it may have (Bookkeeper::ClassesOfType), each to the definition that
// class sees (a subclass may override it); a class vtable represents them, and a call
// chooses the function by the class when there are several.
Ann ClassMethodOfType(Annotator& annotator, ClassDef* classdef, const std::string& name) {
  ClassDesc* root = classdef->desc();
  if (!annotator.space().HasSubclasses(root->object()))
    return ClassAttribute(annotator, root, name);
  if (root->ctr_location || classdef->per_site())
    Refuse("classmethod '" + name + "' of the specialize:ctr_location class " + root->key() +
           " read through an instance is not supported");
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  std::vector<Desc*> bound;
  for (Desc* desc : bookkeeper.ClassesOfType(root)) {
    auto* klass = static_cast<ClassDesc*>(desc);
    ClassDesc* owner = nullptr;
    const host::HostObject* value = LookupInClassChain(klass, name, &owner);
    if (value == nullptr || value->kind() != host::HostKind::kClassMethod ||
        value->items().empty() || value->items()[0]->kind() != host::HostKind::kFunction) {
      Refuse("classmethod '" + name + "' called through an instance of " + classdef->name() +
             ", whose subclass " + klass->key() +
             " makes it something else than a classmethod, is not supported");
    }
    bound.push_back(
        bookkeeper.GetMethodOfFrozenDesc(bookkeeper.GetFunctionDesc(value->items()[0]), klass));
  }
  std::sort(bound.begin(), bound.end(), [](Desc* a, Desc* b) { return a->key() < b->key(); });
  return PbcAnn(std::move(bound));
}

// A class-level attribute read through a class known only at run time (type(x).label,
// cls.label in a classmethod bound to several classes) whose classes hold different
// values: read from the vtable, as through an instance of `classdef`. Methods and values
// assigned at run time are refused (the RTyper refuses one also set on instances).
Ann ClassValueThroughType(Annotator& annotator, ClassDef* classdef, const std::string& name,
                          const std::string& what) {
  ClassDesc* owner = nullptr;
  const host::HostObject* value = LookupInClassChain(classdef->desc(), name, &owner);
  if (value == nullptr) Refuse(what + " has no attribute '" + name + "'");
  if (value->kind() == host::HostKind::kFunction || value->kind() == host::HostKind::kClassMethod ||
      value->kind() == host::HostKind::kStaticMethod || host::IsProperty(value))
    Refuse("attribute '" + name + "' of " + what + " (a method of a class known only at run " +
           "time) is not supported yet");
  std::string global_name;
  if (MutableClassAttribute(annotator, classdef, name, &global_name) != nullptr)
    Refuse("attribute '" + name + "' of " + what + ", assigned at run time, is not supported yet");
  return classdef->FindAttribute(name).value.Read();
}

// e.args of an exception: the tuple BaseException.__init__ keeps, an instance attribute
// the constructions of the program's exception classes fill once a read is seen
// (Bookkeeper::ExceptionArgsRead). Exceptions of builtin classes may come from the runtime,
// which keeps only their message; a class with an __init__ of its own decides itself.
Ann ExceptionArgs(Annotator& annotator, const Ann& owner) {
  ClassDef* classdef = owner->classdef;
  if (classdef->desc()->is_builtin())
    Refuse("e.args of " + Arg(owner) +
           ": an exception of a builtin class keeps only its message here (str(e)); e.args "
           "is supported for the program's own exception classes");
  for (Desc* desc : annotator.bookkeeper().ClassesOfType(classdef->desc())) {
    for (auto* k = static_cast<ClassDesc*>(desc); k != nullptr && !k->is_builtin(); k = k->base()) {
      if (k->OwnAttr("__init__") != nullptr)
        Refuse("e.args of " + Arg(owner) + ": class " + k->key() +
               " defines __init__ (e.args is supported for exceptions made by "
               "BaseException.__init__)");
      if (k->OwnAttr("args") != nullptr)
        Refuse("e.args of " + Arg(owner) + ": class " + k->key() + " defines 'args'");
    }
  }
  annotator.bookkeeper().MarkExceptionArgsRead();
  return classdef->FindAttribute("args").value.Read();
}

Ann FrozenAttribute(Annotator& annotator, FrozenDesc* desc, const std::string& name) {
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  const host::HostObject* object = desc->object();
  if (object->kind() == host::HostKind::kModule) {
    const host::HostObject* value = annotator.space().ModuleAttr(object, name);
    if (value == nullptr) Refuse("module " + object->text() + " has no attribute '" + name + "'");
    return bookkeeper.ImmutableValue(value);
  }
  for (const auto& [attr, value] : object->attrs()) {
    if (attr == name) return bookkeeper.ImmutableValue(value);
  }
  const host::HostObject* value = object->type() ? object->type()->LookupClassAttr(name) : nullptr;
  if (value == nullptr) Refuse("frozen object " + desc->key() + " has no attribute '" + name + "'");
  if (value->kind() == host::HostKind::kFunction) {
    return PbcAnn({bookkeeper.GetMethodOfFrozenDesc(bookkeeper.GetFunctionDesc(value), desc)});
  }
  return bookkeeper.ImmutableValue(value);
}

Ann CallAccessor(Annotator& annotator, const host::HostObject* function, ClassDesc* owner,
                 ClassDef* classdef, const std::string& name, const CallArgs& args);

// super().name in a method of `super->classdef`: the definition found from the base of
// that class, bound to the instance (a direct call, not a virtual one); a property's
// getter called so.
Ann SuperAttribute(Annotator& annotator, const Ann& super, const std::string& name) {
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  ClassDesc* start = super->classdef->desc()->base();
  ClassDesc* owner = nullptr;
  const host::HostObject* value = start ? LookupInClassChain(start, name, &owner) : nullptr;
  if (value == nullptr) {
    // super().__init__(message) of an exception class keeps the message (str(e)).
    if (name == "__init__" && start != nullptr && super->classdef->IsException())
      return BuiltinMethodAnn("exception.__init__", super->items[0]);
    if (name == "__init__" && start != nullptr) return BuiltinAnn("object.__init__");
    Refuse("super() of class " + super->classdef->name() + " has no attribute '" + name + "'");
  }
  const Ann& instance = super->items[0];
  ClassDef* selfclass = instance->kind == Kind::kInstance ? instance->classdef : super->classdef;
  if (host::IsProperty(value)) {
    const host::HostObject* getter = value->items()[0];
    if (getter->kind() != host::HostKind::kFunction)
      Refuse("property '" + name + "' of class " + owner->key() + " has no getter");
    return CallAccessor(annotator, getter, owner, selfclass, name, CallArgs{});
  }
  if (value->kind() != host::HostKind::kFunction) return bookkeeper.ImmutableValue(value);
  return PbcAnn({bookkeeper.GetMethodDesc(bookkeeper.GetFunctionDesc(value),
                                          bookkeeper.GetClassDef(owner), selfclass, name)});
}

// A property `name` seen by instances of `classdef` (in its class's dict or a base's),
// and the class whose dict holds it; null when the name is something else or nothing.
const host::HostObject* FindProperty(ClassDef* classdef, const std::string& name,
                                     ClassDesc** owner) {
  for (ClassDesc* d = classdef->desc(); d != nullptr; d = d->base()) {
    if (const host::HostObject* value = d->OwnAttr(name)) {
      if (!host::IsProperty(value)) return nullptr;
      *owner = d;
      return value;
    }
  }
  return nullptr;
}

// A property some class related to `owner` (its class holding it) defines again: the host
// gave each such class the methods `_rtfarm_get_<name>` and `_rtfarm_set_<name>`
// (host_space.cc, _prepare_overridden_properties), read and called as overridden methods,
// so that the run-time class chooses. Empty when the property is not overridden.
std::string OverriddenPropertyAccessor(ClassDesc* owner, const std::string& name, bool getter) {
  std::string accessor = (getter ? "_rtfarm_get_" : "_rtfarm_set_") + name;
  return owner->OwnAttr(accessor) != nullptr ? accessor : std::string();
}

// A property's getter or setter called on an instance of `classdef` (the RTyper calls the
// same graph: lower_calls.cc, CallPropertyAccessor).
Ann CallAccessor(Annotator& annotator, const host::HostObject* function, ClassDesc* owner,
                 ClassDef* classdef, const std::string& name, const CallArgs& args) {
  WorldWrite();
  Bookkeeper& bookkeeper = annotator.bookkeeper();
  MethodDesc* method = bookkeeper.GetMethodDesc(bookkeeper.GetFunctionDesc(function),
                                                bookkeeper.GetClassDef(owner), classdef, name);
  return AnnotateCall(annotator, PbcAnn({method}), args);
}

}  // namespace

Ann AnnotateSuper(Annotator& annotator, const CallArgs& call) {
  if (call.positional.size() != 2 || call.positional[0]->kind != Kind::kPBC ||
      call.positional[0]->descs.size() != 1 ||
      call.positional[0]->descs[0]->kind() != DescKind::kClass ||
      call.positional[1]->kind != Kind::kInstance) {
    Refuse("super() is supported without arguments inside a method");
  }
  auto* desc = static_cast<ClassDesc*>(call.positional[0]->descs[0]);
  // In a method of a specialize:ctr_location class, `self` is one site's copy of it.
  ClassDef* classdef = desc->ctr_location && call.positional[1]->classdef->desc() == desc
                           ? call.positional[1]->classdef
                           : annotator.bookkeeper().GetClassDef(desc);
  return SuperAnn(classdef, call.positional[1]);
}

const host::ModuleGlobals* MutableClassAttribute(Annotator& annotator, ClassDef* classdef,
                                                 const std::string& name,
                                                 std::string* global_name) {
  ClassDesc* owner = nullptr;
  if (LookupInClassChain(classdef->desc(), name, &owner) == nullptr || owner->is_builtin())
    return nullptr;
  return annotator.space().AssignedClassAttribute(owner->object(), name, global_name);
}

Ann AnnotateGetattr(Annotator& annotator, const Ann& owner, const std::string& name) {
  switch (owner->kind) {
    case Kind::kInstance: {
      ClassDef* classdef = owner->classdef;
      // x.__class__ is type(x): the class, known up to the instance's classdef (used in
      // type dispatch and in JIT hints by interpreters written for RPython).
      if (name == "__class__") {
        if (owner->can_be_none) Refuse("__class__ of " + Arg(owner) + ", which may be None");
        return TypeAnn(classdef);
      }
      if (name == "args" && classdef->IsException()) return ExceptionArgs(annotator, owner);
      if (IsGeneratorObject(owner) && (name == "send" || name == "throw"))
        Refuse("generator." + name + "() is not supported (a generator object is advanced " +
               "by next(), for loops and close() only; its yield expressions receive None)");
      std::string global_name;
      if (const host::ModuleGlobals* globals =
              MutableClassAttribute(annotator, classdef, name, &global_name)) {
        // A class attribute assigned at run time: its current value, in the module state.
        return AnnotateGetattr(annotator, annotator.bookkeeper().ImmutableValue(globals->state),
                               global_name);
      }
      ClassDesc* property_owner = nullptr;
      if (const host::HostObject* property = FindProperty(classdef, name, &property_owner)) {
        std::string accessor = OverriddenPropertyAccessor(property_owner, name, true);
        if (!accessor.empty())
          return AnnotateCall(annotator, AnnotateGetattr(annotator, owner, accessor), CallArgs{});
        const host::HostObject* getter = property->items()[0];
        if (getter->kind() != host::HostKind::kFunction)
          Refuse("property '" + name + "' of class " + classdef->name() + " has no getter");
        return CallAccessor(annotator, getter, property_owner, classdef, name, CallArgs{});
      }
      if (FindClassMethod(classdef, name) != nullptr)
        return ClassMethodOfType(annotator, classdef, name);  // bound to type(x)
      Attribute& attribute = classdef->FindAttribute(name);
      Ann value = attribute.value.Read();
      if (value->kind != Kind::kPBC) return value;
      Bookkeeper& bookkeeper = annotator.bookkeeper();
      auto key = std::make_pair(value.get(), static_cast<const ClassDef*>(classdef));
      auto memo = bookkeeper.bound_methods().find(key);
      if (memo != bookkeeper.bound_methods().end()) return memo->second.second;
      WorldWrite();
      Ann bound = BindMethods(bookkeeper, value, classdef);  // may refuse: not remembered
      bookkeeper.bound_methods().emplace(key, std::make_pair(value, bound));
      return bound;
    }
    case Kind::kPBC: {
      Ann result = Impossible();
      for (Desc* desc : owner->descs) {
        if (desc->kind() == DescKind::kClass && name == "__name__") {
          // A class's own name (its vtable's, when the class is held in a variable).
          result = Union(result, StrAnn(false, annotator.space().Str(desc->object()->text())));
        } else if (desc->kind() == DescKind::kClass) {
          result = Union(result, ClassAttribute(annotator, static_cast<ClassDesc*>(desc), name));
        } else if (desc->kind() == DescKind::kFrozen) {
          result = Union(result, FrozenAttribute(annotator, static_cast<FrozenDesc*>(desc), name));
        } else if (desc->kind() == DescKind::kFunction &&
                   (name == "__name__" || name == "__qualname__")) {
          // What a decorator's wrapper shows of the function it wraps (`func.__name__`):
          // the host function's own, as functools.wraps left it.
          const host::HostObject* function = desc->object();
          const std::string& text = name == "__name__" ? function->text() : function->qualname();
          result = Union(result, StrAnn(false, annotator.space().Str(text)));
          if (result->constant == nullptr)
            Refuse("attribute '" + name + "' of " + Arg(owner) +
                   ": functions of different names in one variable are not supported");
        } else if (desc->key().starts_with("rlib.rfunctools.") &&
                   (name == "cache_info" || name == "cache_clear" || name == "cache_parameters")) {
          // functools.lru_cache's wrapper is rlib.rfunctools' closure (docs/python.md).
          Refuse(name +
                 "() of a function decorated with functools.lru_cache or functools.cache "
                 "is not supported: the translated cache is a closure without statistics; count "
                 "calls in a dict or a global of your own, and write the cache as a dict to clear "
                 "it");
        } else if (const host::HostObject* value = FunctionAttribute(desc, name)) {
          result = Union(result, annotator.bookkeeper().ImmutableValue(value));
          if (result->constant == nullptr &&
              !(result->kind == Kind::kPBC && result->descs.size() == 1))
            Refuse("attribute '" + name + "' of " + Arg(owner) +
                   ": functions holding different values of it in one variable are not "
                   "supported (read it where the function is known, or use a dict)");
        } else {
          Refuse("attribute '" + name + "' of " + desc->key() + " is not supported");
        }
      }
      // Several classes holding different values of a class attribute: their vtables'.
      if (owner->descs.size() > 1 && result->constant == nullptr && result->kind != Kind::kPBC &&
          owner->descs[0]->kind() == DescKind::kClass && name != "__name__") {
        Bookkeeper& bookkeeper = annotator.bookkeeper();
        ClassDef* common = nullptr;
        for (Desc* desc : owner->descs) {
          if (desc->kind() != DescKind::kClass) Refuse(Arg(owner) + ": mixed values");
          ClassDef* def = bookkeeper.GetClassDef(static_cast<ClassDesc*>(desc));
          common = common == nullptr ? def : common->CommonBase(def);
          if (common == nullptr)
            Refuse("attribute '" + name + "' of " + Arg(owner) + ", classes without a common base");
        }
        return ClassValueThroughType(annotator, common, name, Arg(owner));
      }
      return result;
    }
    case Kind::kSuper:
      return SuperAttribute(annotator, owner, name);
    case Kind::kType:
      // The name of a class known up to a classdef (`type(x).__name__`): its vtable's.
      if (name == "__name__") return StrAnn();
      if (FindClassMethod(owner->classdef, name) != nullptr) {
        if (owner->can_be_none)
          Refuse("attribute '" + name + "' of " + Arg(owner) + ", which may be None");
        return ClassMethodOfType(annotator, owner->classdef, name);
      }
      if (owner->can_be_none)
        Refuse("attribute '" + name + "' of " + Arg(owner) + ", which may be None");
      return ClassValueThroughType(annotator, owner->classdef, name, Arg(owner));
    case Kind::kNone:
      // As RPython's SomeNone.getattr: a value that is only None so far (the result of
      // a function whose other returns are not annotated yet) has no attribute yet, not
      // an error: the block is annotated again when the value generalises to `instance
      // or None`. If it never does, the block stays blocked and is reported at the end.
      return Impossible();
    case Kind::kBuiltin:  // the one class method of a builtin type supported
      if (owner->name == "bytes" && name == "fromhex") return BuiltinAnn("bytes.fromhex");
      if (owner->name == "int" && name == "from_bytes") return BuiltinAnn("int.from_bytes");
      // `str.lower` as a value (`sorted(words, key=str.lower)`): called with the string.
      if (owner->name == "str" && IsStrMethodName(name)) return BuiltinAnn("str." + name);
      [[fallthrough]];
    default:
      if (Ann method = BuiltinMethodOf(owner, name)) return method;
      Refuse(Arg(owner) + " has no attribute '" + name + "'");
  }
}

void AnnotateSetattr(Annotator& annotator, const Ann& owner, const std::string& name,
                     const Ann& value) {
  if (owner->kind == Kind::kPBC && !owner->descs.empty() &&
      owner->descs[0]->kind() == DescKind::kClass) {
    Refuse("cannot set attribute '" + name + "' of class " + owner->descs[0]->key() +
           ": class attributes assigned at run time are not supported (class attributes are "
           "constants; keep the value in a module-level variable or an instance attribute)");
  }
  if (owner->kind != Kind::kInstance)
    Refuse("cannot set attribute '" + name + "' of " + Arg(owner));
  std::string global_name;
  if (MutableClassAttribute(annotator, owner->classdef, name, &global_name) != nullptr) {
    Refuse("setting attribute '" + name + "' on an instance of " + owner->classdef->name() +
           ", whose class attribute of that name is assigned at run time, is not supported");
  }
  ClassDesc* property_owner = nullptr;
  if (const host::HostObject* property = FindProperty(owner->classdef, name, &property_owner)) {
    std::string accessor = OverriddenPropertyAccessor(property_owner, name, false);
    if (!accessor.empty()) {
      AnnotateCall(annotator, AnnotateGetattr(annotator, owner, accessor),
                   CallArgs{{value}, {}, nullptr});
      return;
    }
    const host::HostObject* setter = property->items()[1];
    // No setter: CPython raises AttributeError when the line runs (the RTyper's
    // CallPropertyAccessor raises it; the flow builder lets a handler around catch it).
    if (setter->kind() != host::HostKind::kFunction) return;
    CallAccessor(annotator, setter, property_owner, owner->classdef, name,
                 CallArgs{{value}, {}, nullptr});
    return;
  }
  owner->classdef->GeneraliseAttribute(name, WithoutConstant(value), annotator.CurrentLocation());
}

}  // namespace rtfarm::annotator
