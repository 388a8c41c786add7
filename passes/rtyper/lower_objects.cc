// Instances and classes: attribute access through the class layouts of the universe
// (instance fields and vtable fields), isinstance by subclass ranges, type().
#include <functional>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/rules.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

std::string AttrName(const OpContext& c) {
  const host::HostObject* name = c.ConstArg(1);
  if (name == nullptr || name->kind() != host::HostKind::kStr)
    c.Fail("attribute names must be constants");
  return name->text();
}

}  // namespace

// The vtable of `instance`, seen as the vtable struct of `layout`.
Value* VtableOf(OpContext& c, Value* instance, const ClassLayout* layout) {
  Value* typeptr = c.Emit("getfield", {instance, c.Field("typeptr")}, c.universe().VtablePtr());
  return c.ConvertType(typeptr, c.types().Ptr(layout->vtable));
}

namespace {

// A classmethod bound to one or several classes (MethodOfFrozenDescs of classes).
bool IsClassMethods(const Ann& a) {
  return a->kind == Kind::kPBC && !a->descs.empty() &&
         a->descs[0]->kind() == annotator::DescKind::kMethodOfFrozen &&
         static_cast<annotator::MethodOfFrozenDesc*>(a->descs[0])->is_classmethod();
}

Value* GetAttr(OpContext& c) {
  if (c.result->constant != nullptr && c.args[0]->kind != Kind::kInstance &&
      c.result->kind != Kind::kBuiltinMethod)
    return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
  std::string name = AttrName(c);
  const Ann& owner = c.args[0];
  if (c.result->kind == Kind::kBuiltinMethod) return c.ConvertType(c.Arg(0), c.result_type);
  bool is_class = owner->kind == Kind::kType ||
                  (owner->kind == Kind::kPBC && c.graph.TypeOf(owner) == c.universe().VtablePtr());
  if (is_class && name == "__name__") {
    if (c.result->constant != nullptr)
      return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
    Value* vtable = c.ConvertType(c.Arg(0), c.universe().VtablePtr());
    return c.Emit("getfield", {vtable, c.Field("name")}, c.universe().StringPtr());
  }
  if (owner->kind == Kind::kInstance && name == "__class__") {  // type(x): its vtable
    if (c.result->constant != nullptr)
      return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
    Value* vtable =
        c.Emit("getfield", {c.ConvertType(c.Arg(0), c.universe().ObjectPtr()), c.Field("typeptr")},
               c.universe().VtablePtr());
    return c.ConvertType(vtable, c.result_type);
  }
  if (IsClassMethods(c.result)) {
    // A classmethod read through an instance of a class without subclasses: bound to
    // that class, a constant (Void).
    if (IsVoidType(c.result_type)) return nullptr;
    // Through an instance of a class with subclasses, through type(x) or a class held
    // in a variable: bound to its class, the vtable.
    if (owner->kind == Kind::kInstance) {
      Value* vtable = c.Emit(
          "getfield", {c.ConvertType(c.Arg(0), c.universe().ObjectPtr()), c.Field("typeptr")},
          c.universe().VtablePtr());
      return c.ConvertType(vtable, c.result_type);
    }
    if (is_class) return c.ConvertType(c.Arg(0), c.result_type);
    c.Fail("a classmethod read through " + annotator::Describe(owner) + " is not supported yet");
  }
  if (is_class && c.result->constant == nullptr && !IsVoidType(c.result_type)) {
    // A class attribute read through a class known only at run time: its vtable field.
    annotator::ClassDef* classdef = owner->kind == Kind::kType ? owner->classdef : nullptr;
    for (annotator::Desc* d :
         owner->kind == Kind::kType ? std::vector<annotator::Desc*>{} : owner->descs) {
      annotator::ClassDef* def = static_cast<annotator::ClassDesc*>(d)->classdef;
      if (def == nullptr) c.Fail("class " + d->key() + " has no layout");
      classdef = classdef == nullptr ? def : classdef->CommonBase(def);
    }
    bool instance_field = false;
    ClassLayout* layout = classdef != nullptr
                              ? c.universe().AttributeOwner(classdef, name, &instance_field)
                              : nullptr;
    if (layout == nullptr || instance_field)
      c.Fail("attribute '" + name + "' of " + annotator::Describe(owner) +
             " is also set on instances: reading it through the class is not supported yet");
    Value* vtable = c.ConvertType(c.Arg(0), c.types().Ptr(layout->vtable));
    Value* value =
        c.Emit("getfield", {vtable, c.Field("c_" + name)}, layout->class_fields.at("c_" + name));
    return c.ConvertType(value, c.result_type);
  }
  if (owner->kind == Kind::kSuper) {  // super().method: bound to the same instance
    Value* property_value = nullptr;
    if (CallSuperPropertyGetter(c, c.Arg(0), owner, name, &property_value)) return property_value;
    if (IsVoidType(c.result_type)) return nullptr;
    return c.ConvertType(c.Arg(0), c.result_type);
  }
  if (const FrozenFamily* family = c.universe().FrozenFamilyOf(c.graph.TypeOf(owner))) {
    // One of several frozen objects: a field of its prebuilt struct; a method bound to it
    // is represented by the object itself.
    Value* object = c.Arg(0);
    if (c.result->kind == Kind::kPBC && !c.result->descs.empty() &&
        c.result->descs[0]->kind() == annotator::DescKind::kMethodOfFrozen)
      return IsVoidType(c.result_type) ? nullptr : c.ConvertType(object, c.result_type);
    auto field = family->fields.find("f_" + name);
    if (field != family->fields.end())
      return c.Emit("getfield", {object, c.Field("f_" + name)}, field->second);
  }
  if (owner->kind != Kind::kInstance) {
    if (c.result->constant != nullptr)
      return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
    if (IsVoidType(c.result_type)) return nullptr;
    const host::HostObject* single = SinglePbcObject(owner);
    if (single != nullptr && owner->descs[0]->kind() == annotator::DescKind::kFrozen) {
      // One known frozen object or module: the value of its attribute (a list, a dict).
      const host::HostObject* value = c.universe().FrozenAttributeValue(single, name);
      if (value != nullptr) return c.LowLevelConstant(value, c.result, c.result_type);
    }
    c.Fail("attribute '" + name + "' of " + annotator::Describe(owner) + " is not supported yet");
  }
  std::string global_name;
  if (const host::ModuleGlobals* globals = annotator::MutableClassAttribute(
          c.universe().annotator(), owner->classdef, name, &global_name)) {
    // A class attribute assigned at run time: a field of the module state.
    if (IsVoidType(c.result_type)) return nullptr;
    Ann state_ann = c.universe().annotator().bookkeeper().ImmutableValue(globals->state);
    Value* state =
        c.LowLevelConstant(globals->state, state_ann, c.universe().LowLevelType(state_ann));
    bool field = false;
    ClassLayout* layout = c.universe().AttributeOwner(state_ann->classdef, global_name, &field);
    if (layout == nullptr || !field)
      c.Fail("the state of class attribute '" + name + "' has no field");
    Value* value = c.Emit("getfield", {state, c.Field("a_" + global_name)},
                          layout->fields.at("a_" + global_name));
    return c.ConvertType(value, c.result_type);
  }
  Value* instance = c.Arg(0);
  Value* property_value = nullptr;
  if (CallPropertyAccessor(c, instance, owner, name, nullptr, nullptr, &property_value))
    return property_value;
  if (c.result->kind == Kind::kBuiltinMethod) return c.ConvertType(instance, c.result_type);
  bool instance_field = false;
  ClassLayout* layout = c.universe().AttributeOwner(owner->classdef, name, &instance_field);
  // A method read from the class is bound to the receiver, which represents it; a bound
  // method stored in the attribute (a closure, obj.method) is read from its field.
  if (c.result->kind == Kind::kPBC && !c.result->descs.empty() &&
      c.result->descs[0]->kind() == annotator::DescKind::kMethod && !instance_field) {
    return c.ConvertType(instance, c.result_type);
  }
  if (IsVoidType(c.result_type)) return nullptr;
  if (layout == nullptr) {
    if (name == "args0")  // an exception's message: rpy_exception.msg
      return c.Emit("getfield", {instance, c.Field("msg")}, c.universe().StringPtr());
    if (c.result->constant != nullptr)
      return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
    c.Fail("attribute '" + name + "' of " + owner->classdef->name() + " has no layout");
  }
  if (instance_field) {
    const Type* t = layout->fields.at("a_" + name);
    return c.Emit("getfield", {instance, c.Field("a_" + name)}, t);
  }
  const Type* t = layout->class_fields.at("c_" + name);
  return c.Emit("getfield", {VtableOf(c, instance, layout), c.Field("c_" + name)}, t);
}

Value* SetAttr(OpContext& c) {
  std::string name = AttrName(c);
  const Ann& owner = c.args[0];
  if (owner->kind != Kind::kInstance)
    c.Fail("cannot set attributes of " + annotator::Describe(owner));
  if (CallPropertyAccessor(c, c.Arg(0), owner, name, c.Arg(2), c.args[2], nullptr)) return nullptr;
  bool instance_field = false;
  ClassLayout* layout = c.universe().AttributeOwner(owner->classdef, name, &instance_field);
  if (layout == nullptr) return nullptr;  // never read: a Void attribute
  if (!instance_field) c.Fail("attribute '" + name + "' is a class attribute");
  const Type* t = layout->fields.at("a_" + name);
  if (IsVoidType(t)) return nullptr;
  c.Emit("setfield", {c.Arg(0), c.Field("a_" + name), c.ConvertType(c.Arg(2), t)},
         c.types().Void());
  return nullptr;
}

// except C, except (C, D): the raised class against C (against each class of the tuple,
// when the flow builder could not split the clause into links, as when one handler
// serves several raising operations).
Value* IsSubtype(OpContext& c) {
  const host::HostObject* klass = c.ConstArg(1);
  if (klass == nullptr) c.Fail("except needs a constant class");
  std::vector<const host::HostObject*> classes;
  std::function<void(const host::HostObject*)> collect = [&](const host::HostObject* k) {
    if (k->kind() != host::HostKind::kTuple) return classes.push_back(k);
    for (const host::HostObject* item : k->items()) collect(item);
  };
  collect(klass);
  const Type* vtable = c.universe().VtablePtr();
  Value* etype = c.ConvertType(c.Arg(0), vtable);
  Value* result = nullptr;
  for (const host::HostObject* k : classes) {
    ClassLayout* layout = c.universe().LayoutNamed(k->key());
    if (layout == nullptr) continue;  // never raised
    Value* match =
        c.Call("rpy_vtable_issubclass", {etype, c.Symbol("&" + layout->vtable_symbol, vtable)},
               c.types().Bool(), false);
    result = result == nullptr ? match
                               : c.Emit("select", {match, c.Bool(true), result}, c.types().Bool());
  }
  return result != nullptr ? result : c.Bool(false);
}

}  // namespace

Value* IsInstance(OpContext& c, Value* object, const Ann& a, const host::HostObject* klass) {
  if (a->kind != Kind::kInstance) c.Fail("isinstance() of " + annotator::Describe(a));
  // A specialize:ctr_location class has a layout per instantiation site: the annotator
  // allows the test only on an instance of one site's copy (or None).
  ClassLayout* layout = a->classdef->per_site() && a->classdef->desc()->object() == klass
                            ? c.universe().LayoutOf(a->classdef)
                            : c.universe().LayoutNamed(klass->key());
  if (layout == nullptr) return c.Bool(false);
  // A class without subclasses: its instances are exactly those of its vtable (`assert
  // isinstance(x, Leaf)` narrowing a base-class value is common in RPython code).
  const char* test = layout->subclasses.empty() ? "rpy_isinstance_leaf" : "rpy_isinstance";
  return c.Call(test,
                {c.ConvertType(object, c.universe().ObjectPtr()),
                 c.Symbol("&" + layout->vtable_symbol, c.universe().VtablePtr())},
                c.types().Bool(), false);
}

namespace {

// type(x) of an instance: its vtable (the flow builder's `raise e` of a variable e).
Value* TypeOf(OpContext& c) {
  if (c.args[0]->kind != Kind::kInstance) c.Fail("type() of " + annotator::Describe(c.args[0]));
  Value* vtable =
      c.Emit("getfield", {c.ConvertType(c.Arg(0), c.universe().ObjectPtr()), c.Field("typeptr")},
             c.universe().VtablePtr());
  return c.ConvertType(vtable, c.result_type);
}

}  // namespace

void RegisterObjectLowerings(LoweringTable& table) {
  table["type"].push_back({Always(), TypeOf});
  table["getattr"].push_back({Always(), GetAttr});
  table["setattr"].push_back({Always(), SetAttr});
  table["issubtype"].push_back({Always(), IsSubtype});
}

}  // namespace rtfarm::rtyper
