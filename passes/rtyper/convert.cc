// Representation changes (int to float, subclass to base, char to str, a single
// function to a function pointer) and low-level constants for Python values.
#include <cerrno>
#include <cstdlib>

#include "passes/annotator/classdef.h"
#include "passes/annotator/descs.h"
#include "passes/annotator/rules.h"
#include "passes/lltype/llconstants.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

using annotator::Kind;
using lltype::Primitive;
using lltype::TypeKind;

Ann StrAnnotation() {
  static const Ann str = annotator::StrAnn();
  return str;
}

namespace {

bool IsStructPtr(const Type* t) {
  return t->kind() == TypeKind::kPtr && t->target()->kind() == TypeKind::kStruct;
}

// Whether a user class of the instance (or one of its bases) defines `special`.
bool HasUserMethod(const Ann& a, const std::string& special) {
  return annotator::UserSpecialMethod(a->classdef, special) != nullptr;
}

// Whether `a` or an item of its lists, tuples and dicts, at any depth, is `kind`.
bool HoldsKind(const Ann& a, Kind kind) {
  if (a == nullptr) return false;
  if (a->kind == kind) return true;
  switch (a->kind) {
    case Kind::kTuple:
      for (const Ann& item : a->items) {
        if (HoldsKind(item, kind)) return true;
      }
      return false;
    case Kind::kList:
      return HoldsKind(a->listdef->item().peek(), kind);
    case Kind::kDict:
    case Kind::kSet:  // its values stay Impossible
      return HoldsKind(a->dictdef->key().peek(), kind) ||
             HoldsKind(a->dictdef->value().peek(), kind);
    default:
      return false;
  }
}

// Whether a container's items (at any depth) may be False (Annotation::can_be_false).
bool HoldsMaybeFalse(const Ann& a) {
  switch (a->kind) {
    case Kind::kTuple:
      for (const Ann& item : a->items) {
        if (annotator::IsObjectOrFalse(item) || HoldsMaybeFalse(item)) return true;
      }
      return false;
    case Kind::kList: {
      const Ann& item = a->listdef->item().peek();
      return annotator::IsObjectOrFalse(item) || HoldsMaybeFalse(item);
    }
    case Kind::kDict:
    case Kind::kSet: {
      const Ann& key = a->dictdef->key().peek();
      const Ann& value = a->dictdef->value().peek();
      return annotator::IsObjectOrFalse(key) || annotator::IsObjectOrFalse(value) ||
             HoldsMaybeFalse(key) || HoldsMaybeFalse(value);
    }
    default:
      return false;
  }
}

// Whether `a` or a part of it (at any depth) may be None: a null pointer that is not False.
bool MayHoldNone(const Ann& a) {
  if (a->kind == Kind::kNone || a->can_be_none) return true;
  switch (a->kind) {
    case Kind::kTuple:
      for (const Ann& item : a->items) {
        if (MayHoldNone(item)) return true;
      }
      return false;
    case Kind::kList:
      return MayHoldNone(a->listdef->item().peek());
    case Kind::kDict:
    case Kind::kSet:
      return MayHoldNone(a->dictdef->key().peek()) ||
             (a->kind == Kind::kDict && MayHoldNone(a->dictdef->value().peek()));
    default:
      return false;
  }
}

}  // namespace

namespace {

// The conversions between numbers that ConvertType makes (a bool to an int or a float,
// an int to a float, signed to unsigned and back).
bool IsWidening(const Type* from, const Type* to) {
  using lltype::Primitive;
  auto is = [](const Type* t, Primitive p) { return t->IsPrimitive(p); };
  if (is(from, Primitive::kBool))
    return is(to, Primitive::kSigned) || is(to, Primitive::kUnsigned) || is(to, Primitive::kFloat);
  if (is(from, Primitive::kSigned))
    return is(to, Primitive::kFloat) || is(to, Primitive::kUnsigned);
  if (is(from, Primitive::kUnsigned))
    return is(to, Primitive::kSigned) || is(to, Primitive::kFloat);
  return false;
}

}  // namespace

Value* OpContext::ConvertType(Value* value, const Type* to) {
  if (value->concretetype == to) return value;
  return ConvertFrom(value, graph.SourceAnn(value), to);
}

Value* OpContext::ConvertFrom(Value* value, const Ann& source, const Type* to) {
  const Type* from = value->concretetype;
  if (from == to) return value;
  auto& t = types();
  if (IsVoidType(from)) {
    // A single known function, class or frozen object (no run-time value, a constant
    // or a variable annotated with it) becomes a pointer to it.
    const host::HostObject* object = nullptr;
    if (value->is_constant()) object = static_cast<Constant*>(value)->object();
    if (object == nullptr && source != nullptr) object = SinglePbcObject(source);
    // A builtin function that met the program's functions in one variable: the function
    // calling it that the annotator put in its place (annotation.cc, BuiltinWithFunctions;
    // made once per builtin and arity, so this is the one annotated).
    if (source != nullptr && source->kind == Kind::kBuiltin && to->kind() == TypeKind::kPtr) {
      bool pointer = to->target()->kind() == TypeKind::kFunc;
      const host::HostObject* function = universe().space().BuiltinAsFunction(
          source->constant, source->name,
          pointer ? static_cast<int>(to->target()->fields().size()) : -1);
      return LowLevelConstant(function, annotator::Impossible(), to);
    }
    if (object != nullptr && to->kind() == TypeKind::kPtr) {
      host::HostKind k = object->kind();
      if (k == host::HostKind::kFunction || k == host::HostKind::kClass)
        return LowLevelConstant(object, annotator::Impossible(), to);
      if ((k == host::HostKind::kInstance || k == host::HostKind::kModule) &&
          universe().FrozenFamilyOf(to) != nullptr)
        return LowLevelConstant(object, annotator::Impossible(), to);
    }
    // None (and a value never made) is the null pointer; a primitive stands for a Void
    // item of a list or dict, never read. A pointer to anything else would be a NULL
    // where the program has an object: refused.
    bool none =
        (object != nullptr && object->kind() == host::HostKind::kNone) ||
        (source != nullptr && (source->kind == Kind::kNone || source->kind == Kind::kImpossible));
    if (to->kind() == TypeKind::kPtr && !none) {
      Fail("cannot convert " +
           (source != nullptr ? annotator::Describe(source) : std::string("a value")) +
           " (no run-time value) to " + to->key() + ": which object it is is not known here");
    }
    return Null(to);
  }
  if (IsVoidType(to)) return Null(to);
  // Numbers that may be None (Universe::NullableNumberType, nullable_numbers.cc).
  const Type* boxed_from = universe().BoxedNumber(from);
  const Type* boxed_to = universe().BoxedNumber(to);
  if (boxed_to != nullptr && boxed_from == nullptr) {
    if (from == universe().NoneType() || (source != nullptr && source->kind == Kind::kNone))
      return Null(to);  // None (a tuple's None item)
    Value* number = ConvertFrom(value, source ? annotator::NonNullable(source) : nullptr, boxed_to);
    Variable* box = Emit("malloc", {TypeArg(to->target())}, to);
    Emit("setfield", {box, Field("value"), number}, t.Void());
    return box;
  }
  if (boxed_from != nullptr && boxed_to == nullptr) {
    // None used as a number: TypeError, as CPython's operation raises.
    Value* number = Call(universe().RequestTypeHelper("unbox", from), {value}, boxed_from, true);
    return ConvertFrom(number, source ? annotator::NonNullable(source) : nullptr, to);
  }
  if (boxed_from != nullptr && boxed_to != nullptr) {
    // An int or None where a float or None is: a new box of the float, None kept.
    if (!IsWidening(boxed_from, boxed_to))
      Fail("cannot convert " + from->key() + " to " + to->key());
    return Call(universe().RequestTypeHelper("widen_" + universe().TypeTag(boxed_to), from),
                {value}, to, false);
  }
  // Floats that may be ints, kept with their type (mixed_numbers.cc).
  if (Universe::IsMixedNumber(to) && !Universe::IsMixedNumber(from))
    return BoxMixed(*this, value, source);
  if (Universe::IsMixedNumber(from) && !Universe::IsMixedNumber(to))
    return ConvertFrom(MixedValue(*this, value), annotator::FloatAnn(), to);
  // The constant False where a container, string, tuple or instance may be False
  // (Annotation::can_be_false): the null pointer.
  if (from == t.Bool() && to->kind() == TypeKind::kPtr) {
    const host::HostObject* object =
        value->is_constant() ? static_cast<Constant*>(value)->object() : nullptr;
    if (object != nullptr && object->kind() == host::HostKind::kBool && !object->bool_value())
      return Null(to);
    if (object == nullptr && source != nullptr && annotator::IsFalseConstant(source))
      return Null(to);
    Fail("cannot convert " +
         (source != nullptr ? annotator::Describe(source) : std::string("a bool")) + " to " +
         to->key() + ": only the constant False may stand where an object is");
  }
  if (from == t.Bool() && to == t.Signed()) return Emit("cast_bool_to_int", {value}, to);
  if (from == t.Bool() && to == t.Float()) return Emit("cast_bool_to_float", {value}, to);
  if (from == t.Signed() && to == t.Float()) return Emit("cast_int_to_float", {value}, to);
  if (from == t.Signed() && to == t.Unsigned()) return Emit("cast_int_to_uint", {value}, to);
  if (from == t.Unsigned() && to == t.Signed()) return Emit("cast_uint_to_int", {value}, to);
  if (from == t.Unsigned() && to == t.Float()) return Emit("cast_uint_to_float", {value}, to);
  if (from == t.Bool() && to == t.Unsigned()) {
    return Emit("cast_int_to_uint", {Emit("cast_bool_to_int", {value}, t.Signed())}, to);
  }
  if (from == universe().StringPtr() && to == t.UniChar())  // a char kept in a list or dict
    return Call("rpy_char_of_str", {value}, to, false);
  if (from == t.UniChar() && to == universe().StringPtr())
    return Call("rpy_str_from_char", {value}, to, false);
  if (source != nullptr && source->kind == Kind::kPBC && !source->descs.empty() &&
      source->descs[0]->kind() == annotator::DescKind::kMethod && IsStructPtr(to) &&
      to->target()->name().starts_with("tup") && !Universe::IsBoundMethodPair(source)) {
    // One bound method (its receiver) where bound methods of different names meet: the
    // pair of the receiver and that method's function (Universe::BoundMethodPairType).
    if (source->descs.size() != 1)
      Fail("a value that is " + annotator::Describe(source) +
           " (a method overridden in subclasses) where bound methods of different names meet "
           "is not supported yet");
    auto* method = static_cast<annotator::MethodDesc*>(source->descs[0]);
    const Type* self_type = to->target()->FieldType("item0");
    const Type* function_type = to->target()->FieldType("item1");
    Value* function = Symbol(universe().FunctionValueSymbol(method->function()), function_type);
    Value* pair = Emit("malloc", {TypeArg(to->target())}, to);
    Emit("setfield", {pair, Field("item0"), Emit("cast_pointer", {value}, self_type)}, t.Void());
    Emit("setfield", {pair, Field("item1"), function}, t.Void());
    return pair;
  }
  if (IsStructPtr(from) && from->target()->name().starts_with("tup") && source != nullptr &&
      source->kind == Kind::kTuple) {
    // A tuple of known length flowing where a tuple of any length is (the annotator's
    // union of the two): a new one of its items.
    const ContainerType* var_tuple = universe().ContainerOf(to);
    if (var_tuple != nullptr && var_tuple->tuple)
      return NewList(*this, to, TupleItems(*this, value, source));
  }
  if (IsStructPtr(from) && IsStructPtr(to) && from->target()->name().starts_with("tup") &&
      to->target()->name().starts_with("tup")) {
    // Tuples of other item types ((int, char) into (int, str), (inc, add) into a tuple of
    // function pointers): a converted copy, item by item. A Void item of the source has
    // no field: its value is the one object its annotation names.
    bool known = source != nullptr && source->kind == Kind::kTuple;
    Variable* copy = Emit("malloc", {TypeArg(to->target())}, to);
    for (const auto& [field, ft] : to->target()->fields()) {
      Ann item_ann = nullptr;
      if (known && field.starts_with("item")) {
        size_t index = std::strtoul(field.c_str() + 4, nullptr, 10);
        if (index < source->items.size()) item_ann = source->items[index];
      }
      const Type* field_type = from->target()->FieldType(field);
      Value* item = nullptr;
      if (field_type != nullptr) {
        item = Emit("getfield", {value, Field(field)}, field_type);
      } else {  // unknown without its annotation: refused below if the item needs a value
        Constant* c = graph.graph.NewConstant(item_ann ? SinglePbcObject(item_ann) : nullptr);
        c->concretetype = t.Void();
        item = c;
      }
      Emit("setfield", {copy, Field(field), ConvertFrom(item, item_ann, ft)}, t.Void());
    }
    return copy;
  }
  if (IsStructPtr(from) && IsStructPtr(to)) return Emit("cast_pointer", {value}, to);
  const ContainerType* from_list = universe().ContainerOf(from);
  const ContainerType* to_list = universe().ContainerOf(to);
  if (from_list != nullptr && to_list != nullptr && from_list->kind == ContainerType::kList &&
      to_list->kind == ContainerType::kList) {
    // A list and a fixed-size list of the same items (two ListDefs meeting in an operation
    // that only reads the source: a + b, extend, ==, a slice or repetition giving a list
    // of the other kind): a copy.
    if (from_list->item == to_list->item)
      return Call(to_list->name + "_from_seq", {value}, to, false);
    // A list of numbers read as a list of wider ones (ints met by floats in `floats +
    // ints`, `floats.extend(ints)`): a copy converting each item as the scalar
    // conversions above.
    if (IsWidening(from_list->item, to_list->item))
      return Call(to_list->name + "_from_numbers", {value}, to, false);
    // A list of plain numbers read as a list of numbers shown with their types (a list
    // of floats meeting one of ints and floats in `row[:] + [x]`): a copy boxing each.
    if (Universe::IsMixedNumber(to_list->item) && from_list->item->IsNumber()) {
      bool floats = from_list->item == t.Float();
      return Call(to_list->name + (floats ? "_from_plain_floats" : "_from_plain_ints"), {value}, to,
                  false);
    }
    // A list of instances read as a list of instances of a base class (`heroes +
    // monsters`, a list of Warriors and a list of Goblins meeting as Fighters): a copy,
    // each item cast.
    if (IsStructPtr(from_list->item) && IsStructPtr(to_list->item) &&
        !from_list->item->target()->name().starts_with("tup") &&
        !to_list->item->target()->name().starts_with("tup"))
      return Call(to_list->name + "_from_instances", {value}, to, false);
    // A list of only None read as a list of something else ([None, None] * n or + frames,
    // the result later holding instances): as many NULL items of the other type.
    if (from_list->item == universe().NoneType())
      return Call(to_list->name + "_alloc_and_set",
                  {Call(from_list->name + "_len", {value}, t.Signed(), false), Null(to_list->item)},
                  to, false);
  }
  if (from->kind() == TypeKind::kPtr && to == t.Bool()) return Emit("ptr_nonzero", {value}, to);
  Fail("cannot convert " +
       (source != nullptr ? annotator::Describe(source) + ", a value of low-level type "
                          : std::string("a value of low-level type ")) +
       from->key() + ", to " + to->key());
}

Value* OpContext::Convert(Value* value, const Ann& from, const Ann& to) {
  const Type* to_type = graph.TypeOf(to);
  if (value->concretetype == to_type) return value;
  // A single known function, class or method becomes a pointer.
  if (IsVoidType(value->concretetype) && from->kind == Kind::kPBC && from->descs.size() == 1) {
    annotator::Desc* d = from->descs[0];
    if (d->kind() == annotator::DescKind::kFunction) {
      // In a set of closures: its pre-built closure (Bookkeeper::FunctionAsClosure).
      if (universe().annotator().bookkeeper().ClosureOfFunction(d->object()) != nullptr &&
          to->kind == Kind::kPBC && !to->descs.empty() &&
          to->descs[0]->kind() == annotator::DescKind::kMethod)
        return LowLevelConstant(d->object(), to, to_type);
      return Symbol(universe().FunctionValueSymbol(static_cast<annotator::FunctionDesc*>(d)),
                    to_type);
    }
    if (d->kind() == annotator::DescKind::kClass) {
      auto* cls = static_cast<annotator::ClassDesc*>(d);
      ClassLayout* layout = universe().LayoutNamed(cls->key());
      if (layout != nullptr) return Symbol("&" + layout->vtable_symbol, to_type);
    }
    if (d->kind() == annotator::DescKind::kFrozen && universe().FrozenFamilyOf(to_type) != nullptr)
      return LowLevelConstant(d->object(), to, to_type);
  }
  return ConvertFrom(value, from, to_type);
}

Value* OpContext::LowLevelConstant(const host::HostObject* object, const Ann& annotation,
                                   const Type* type) {
  using host::HostKind;
  auto& t = types();
  if (object == nullptr || IsVoidType(type)) {
    Constant* c = graph.graph.NewConstant(object);
    c->concretetype = t.Void();
    return c;
  }
  HostKind kind = object->kind();
  if (kind == HostKind::kNone) return Null(type);
  // False where a container or an instance may be False (Annotation::can_be_false).
  if (kind == HostKind::kBool && !object->bool_value() && type->kind() == lltype::TypeKind::kPtr)
    return Null(type);
  if (Universe::IsMixedNumber(type)) {  // a prebuilt one (immutable, so shared)
    if (kind != HostKind::kInt && kind != HostKind::kFloat && kind != HostKind::kBool)
      Fail("the constant " + object->key() + " cannot be a number that may be an int or a float");
    return Symbol(universe().PrebuiltObject(object, annotation, type), type);
  }
  if (const Type* boxed = universe().BoxedNumber(type)) {
    // A number where it may also be None: a prebuilt box (immutable, so shared).
    Ann number = annotator::NonNullable(annotation);
    if (!annotator::IsNumeric(number)) number = annotator::Impossible();
    (void)boxed;
    return Symbol(universe().PrebuiltObject(object, number, type), type);
  }
  // A local on a path where it is unbound: any value of its type, never read (a check of
  // its "bound" flag comes first, docs/flow.md).
  if (host::IsUndefinedLocal(object)) {
    if (type == t.Float()) return Float(0.0);
    if (type == t.Bool()) return Bool(false);
    return Null(type);
  }
  if (type == t.Signed() || type == t.Unsigned()) {
    if (kind == HostKind::kBool) return Int(object->bool_value());
    if (kind == HostKind::kInt) {
      Constant* c = Int(object->int_value());
      c->concretetype = type;
      return c;
    }
    if (kind == HostKind::kInstance && !object->items().empty()) {  // r_uint(5): its int
      return LowLevelConstant(object->items()[0], annotation, type);
    }
    if (kind == HostKind::kBigInt && type == t.Unsigned()) {  // r_uint(2**64 - 1)
      errno = 0;
      char* end = nullptr;
      unsigned long long value = std::strtoull(object->text().c_str(), &end, 10);
      if (errno == 0 && end != nullptr && *end == '\0' && object->text()[0] != '-') {
        Constant* c = Int(static_cast<int64_t>(value));  // the bits; GenC writes them unsigned
        c->concretetype = type;
        return c;
      }
    }
  }
  if (type == t.Float()) {
    if (kind == HostKind::kFloat) return Float(object->float_value());
    if (kind == HostKind::kInt) return Float(static_cast<double>(object->int_value()));
    if (kind == HostKind::kBool) return Float(object->bool_value());
  }
  if (type == t.Bool()) {
    if (kind == HostKind::kBool) return Bool(object->bool_value());
    return Bool(object->IsTrueConstant());
  }
  if (type == t.UniChar() && kind == HostKind::kStr && lltype::CodePointCount(object->text()) == 1)
    return UniChar(object->text());
  if (type == universe().StringPtr()) {
    if (kind == HostKind::kStr || kind == HostKind::kBytes) return Str(object->text());
  }
  if (type == universe().VtablePtr() && kind == HostKind::kClass) {
    ClassLayout* layout = universe().LayoutNamed(object->key());
    if (layout != nullptr) return Symbol("&" + layout->vtable_symbol, type);
  }
  // A builtin among the program's functions (a pre-built dict of functions and builtins):
  // the function calling it that the annotator put in its place (arity -1: the one made
  // for it, when the type is a closure's).
  bool builtin = kind == HostKind::kBuiltin ||
                 (kind == HostKind::kClass && object->module_name() == "builtins");
  if (builtin && type->kind() == TypeKind::kPtr && type != universe().VtablePtr()) {
    bool pointer = type->target()->kind() == TypeKind::kFunc;
    object = universe().space().BuiltinAsFunction(
        object, object->text(), pointer ? static_cast<int>(type->target()->fields().size()) : -1);
    kind = object->kind();
  }
  // A function in a set of closures: its pre-built closure (Bookkeeper::FunctionAsClosure).
  if (kind == HostKind::kFunction && type->kind() == TypeKind::kPtr &&
      type->target()->kind() == TypeKind::kStruct) {
    auto& bookkeeper = universe().annotator().bookkeeper();
    if (const host::HostObject* closure = bookkeeper.ClosureOfFunction(object)) {
      annotator::Ann instance =
          annotator::InstanceAnn(bookkeeper.ClassDefOf(closure->type()), false, closure);
      return Symbol(universe().PrebuiltObject(closure, instance, type), type);
    }
  }
  if (type->kind() == TypeKind::kPtr && type->target()->kind() == TypeKind::kFunc &&
      kind == HostKind::kFunction) {
    auto* f = universe().annotator().bookkeeper().GetFunctionDesc(object);
    return Symbol(universe().FunctionValueSymbol(f), type);
  }
  if (const FrozenFamily* family = universe().FrozenFamilyOf(type)) {
    // A frozen object: the prebuilt (static) struct of its family.
    for (const annotator::Desc* d : family->members) {
      if (d->object() == object)
        return Symbol("&" + universe().PrebuiltObject(object, annotation, type), type);
    }
    Fail("the frozen object " + object->key() + " is not one of the family " + family->name);
  }
  if (type->kind() == TypeKind::kPtr &&
      (kind == HostKind::kInstance || kind == HostKind::kList || kind == HostKind::kDict ||
       kind == HostKind::kSet || kind == HostKind::kTuple || kind == HostKind::kRange)) {
    return Symbol(universe().PrebuiltObject(object, annotation, type), type);
  }
  if (type->kind() == TypeKind::kPtr && type->target()->kind() == TypeKind::kStruct &&
      annotation->kind == Kind::kInstance && kind == HostKind::kInstance) {
    return Symbol(universe().PrebuiltObject(object, annotation, type), type);
  }
  Fail("the constant " + object->key() + " cannot be represented as " + type->key());
}

// --- str(), repr(), bool() ---------------------------------------------------------------

namespace {

// str(x) or repr(x) of a value that may be False, its null pointer: shown as the
// nullable value would be (None for null, never used), then "False" chosen for null.
Value* ShowMaybeFalse(OpContext& c, Value* value, const Ann& a, bool repr) {
  Ann shown = annotator::Nullable(annotator::NonFalse(a));
  Value* text = repr ? ToRepr(c, value, shown) : ToStr(c, value, shown);
  const Type* s = c.universe().StringPtr();
  Value* present = c.Emit("ptr_nonzero", {value}, c.types().Bool());
  return c.Emit("select", {present, text, c.Str("False")}, s);
}

}  // namespace

Value* ToStr(OpContext& c, Value* value, const Ann& a) {
  if (annotator::IsObjectOrFalse(a)) return ShowMaybeFalse(c, value, a, false);
  auto& t = c.types();
  const Type* s = c.universe().StringPtr();
  // A number that may be None: "None" or the number (str and repr agree for numbers); a
  // float that may be an int: by its type.
  if (c.universe().BoxedNumber(value->concretetype) != nullptr ||
      Universe::IsMixedNumber(value->concretetype))
    return c.Call(c.universe().RequestRepr(value->concretetype), {value}, s, false);
  switch (a->kind) {
    case Kind::kInteger:
      return a->is_unsigned ? c.Call("rpy_str_from_uint", {value}, s, false)
                            : c.Call("rpy_str_from_int", {value}, s, false);
    case Kind::kBool:
      return c.Call("rpy_str_from_bool", {c.ConvertType(value, t.Bool())}, s, false);
    case Kind::kFloat:
      return c.Call("rpy_str_from_float", {value}, s, false);
    case Kind::kChar:
      return c.Call("rpy_str_from_char", {value}, s, false);
    case Kind::kBytes:  // str(b) is its repr, b'...'
      return c.Call("rpy_bytes_repr", {value}, s, false);
    case Kind::kStr:
      if (a->can_be_none) return c.Call("rpy_str_or_none", {value}, s, false);
      return value;
    case Kind::kNone:
      return c.Str("None");
    case Kind::kInstance:
      // An instance or None: GenC's helper shows None, or calls the method.
      if (a->can_be_none && (!a->classdef->IsException() || HasUserMethod(a, "__str__")))
        return c.Call(c.universe().RequestTypeHelper("str", value->concretetype), {value}, s, true);
      if (a->classdef->IsException() && !HasUserMethod(a, "__str__")) {
        return c.Call("rpy_exc_str", {c.ConvertType(value, c.universe().ObjectPtr())}, s, false);
      }
      if (HasUserMethod(a, "__str__")) return CallSpecialMethod(c, value, a, "__str__");
      // object.__str__ falls back on __repr__ (the annotator checked that one exists); a
      // subclass's own __str__ would need a dispatch of its own.
      for (const auto& layout : c.universe().layouts()) {
        const annotator::ClassDef* def = layout->classdef;
        if (def != nullptr && def->IsSubclassOf(a->classdef) && def->desc()->OwnAttr("__str__"))
          c.Fail("str() of " + annotator::Describe(a) + ": the subclass " + def->name() +
                 " defines __str__ but " + a->classdef->name() + " does not");
      }
      return CallSpecialMethod(c, value, a, "__repr__");
    case Kind::kList:
    case Kind::kTuple:
    case Kind::kDict:
    case Kind::kSet:
      return ToRepr(c, value, a);
    default:
      break;
  }
  c.Fail("str() of " + annotator::Describe(a) + " is not supported");
}

Value* ToRepr(OpContext& c, Value* value, const Ann& a) {
  if (annotator::IsObjectOrFalse(a)) return ShowMaybeFalse(c, value, a, true);
  if (HoldsMaybeFalse(a)) {
    // Every null pointer in it is False: the "reprf" helper shows them so.
    if (MayHoldNone(a) || HoldsKind(a, Kind::kBytes))
      c.Fail("showing " + annotator::Describe(a) +
             ": its items may be False, and some part of it None or bytes, which the shown "
             "container cannot tell apart (show the items one by one)");
    return c.Call(c.universe().RequestTypeHelper("reprf", value->concretetype), {value},
                  c.universe().StringPtr(), true);
  }
  const Type* s = c.universe().StringPtr();
  if (c.universe().BoxedNumber(value->concretetype) != nullptr ||
      Universe::IsMixedNumber(value->concretetype))
    return c.Call(c.universe().RequestRepr(value->concretetype), {value}, s, false);
  switch (a->kind) {
    case Kind::kBytes:
      return c.Call("rpy_bytes_repr", {value}, s, false);
    case Kind::kStr:
      if (a->can_be_none) return c.Call("rpy_str_repr_or_none", {value}, s, false);
      return c.Call("rpy_str_repr", {value}, s, false);
    case Kind::kChar:
      return c.Call("rpy_str_repr_char", {value}, s, false);
    case Kind::kList:
    case Kind::kTuple:
    case Kind::kDict:
    case Kind::kSet: {
      // GenC's helper shows an instance item through its class's __repr__ (the annotator
      // annotated that call), which may raise: then so does the helper. An exception item
      // shows as rpy_exc_repr does ("ValueError('x')"). Bytes share the str
      // representation: a container holding bytes gets the "reprb" helper, which shows
      // every string in it as bytes, so it must hold no str (nor char) as well.
      bool bytes = HoldsKind(a, Kind::kBytes);
      if (bytes && (HoldsKind(a, Kind::kStr) || HoldsKind(a, Kind::kChar))) {
        c.Fail("repr() of " + annotator::Describe(a) +
               ": containers holding both str and bytes are not supported yet");
      }
      std::string symbol = bytes ? c.universe().RequestTypeHelper("reprb", value->concretetype)
                                 : c.universe().RequestRepr(value->concretetype);
      return c.Call(symbol, {value}, s, HoldsKind(a, Kind::kInstance));
    }
    case Kind::kInstance:
      if (a->can_be_none && (!a->classdef->IsException() || HasUserMethod(a, "__repr__")))
        return c.Call(c.universe().RequestRepr(value->concretetype), {value}, s, true);
      if (!a->classdef->IsException() || HasUserMethod(a, "__repr__"))
        return CallSpecialMethod(c, value, a, "__repr__");
      return c.Call("rpy_exc_repr", {c.ConvertType(value, c.universe().ObjectPtr())}, s, false);
    default:
      return ToStr(c, value, a);
  }
}

// runtime/rpy.h's RPY_EXC_* values: how repr(e) shows the argument.
enum ExceptionArgKind : int64_t {
  kExcStrArg = 1,    // a str: quoted
  kExcShownArg = 2,  // str(arg) is also repr(arg) (numbers, containers)
  kExcOwnRepr = 3,   // str() and repr() differ: both kept
  kExcStrOrNone = 4  // a str that may be None: decided at run time
};

void StoreExceptionArgument(OpContext& c, Value* exception, Value* arg, const Ann& a) {
  const Type* s = c.universe().StringPtr();
  ExceptionArgKind kind = kExcShownArg;
  Value* msg = nullptr;
  Value* repr = c.Null(s);
  if (a->kind == Kind::kStr) {
    kind = a->can_be_none ? kExcStrOrNone : kExcStrArg;
    msg = c.ConvertType(arg, s);
  } else if (a->kind == Kind::kChar) {
    kind = kExcStrArg;
    msg = ToStr(c, arg, a);
  } else if (a->kind == Kind::kInstance &&
             (a->classdef->IsException() ||
              (HasUserMethod(a, "__str__") && HasUserMethod(a, "__repr__")))) {
    // The annotator annotated both. With __str__ alone CPython's repr would show an
    // address: msg stands in (kExcShownArg).
    kind = kExcOwnRepr;
    msg = ToStr(c, arg, a);
    repr = ToRepr(c, arg, a);
  } else {
    msg = ToStr(c, arg, a);
  }
  c.Call("rpy_exc_init_arg",
         {c.ConvertType(exception, c.universe().ObjectPtr()), msg, c.Int(kind), repr},
         c.types().Void(), false);
}

Value* IsTrue(OpContext& c, Value* value, const Ann& a) {
  auto& t = c.types();
  const Type* type = value->concretetype;
  if (a->constant != nullptr) return c.Bool(a->constant->IsTrueConstant());
  // A number that may be None: false for None and for zero.
  if (c.universe().BoxedNumber(type) != nullptr)
    return c.Call(c.universe().RequestTypeHelper("is_true", type), {value}, t.Bool(), false);
  if (Universe::IsMixedNumber(type))  // an int or a float: true when not zero (None: false)
    return c.Call(c.universe().RequestTypeHelper("is_true", type), {value}, t.Bool(), false);
  switch (a->kind) {
    case Kind::kBool:
      return value;
    case Kind::kInteger:
      return type == t.Unsigned() ? c.Emit("uint_is_true", {value}, t.Bool())
                                  : c.Emit("int_is_true", {value}, t.Bool());
    case Kind::kFloat:
      return c.Emit("float_is_true", {value}, t.Bool());
    case Kind::kChar:
      return c.Bool(true);
    case Kind::kStr:
    case Kind::kBytes:
      return c.Call("rpy_str_is_true", {value}, t.Bool(), false);
    case Kind::kNone:
      return c.Bool(false);
    case Kind::kList:
    case Kind::kDict:
    case Kind::kSet: {
      if (c.universe().IsRangeType(type))  // a range is true when not empty
        return c.Emit("int_is_true", {c.Call("lrange_len", {value}, t.Signed(), false)}, t.Bool());
      const ContainerType* container = c.universe().ContainerOf(type);
      return c.Call(container->name + "_is_true", {value}, t.Bool(), false);
    }
    case Kind::kTuple:
      // A tuple or None: a null pointer is None (a tuple of one item or more is true).
      if ((a->can_be_none || a->can_be_false) && !a->items.empty() &&
          type->kind() == TypeKind::kPtr)
        return c.Emit("ptr_nonzero", {value}, t.Bool());
      return c.Bool(!a->items.empty());
    default:
      if (type->kind() == TypeKind::kPtr) return c.Emit("ptr_nonzero", {value}, t.Bool());
      if (IsVoidType(type)) return c.Bool(true);
  }
  c.Fail("truth value of " + annotator::Describe(a) + " is not supported");
}

}  // namespace rtfarm::rtyper
