// Small predicates and shorthands shared by the lowering families.
#pragma once

#include <optional>
#include <string_view>

#include "passes/annotator/special_methods.h"
#include "passes/rtyper/rtyper.h"

namespace rtfarm::rtyper {

inline bool IsKind(const Ann& a, annotator::Kind k) { return a->kind == k; }
inline bool IsNumber(const Ann& a) {
  return a->kind == annotator::Kind::kInteger || a->kind == annotator::Kind::kBool ||
         a->kind == annotator::Kind::kFloat;
}
inline bool IsStrLike(const Ann& a) {
  return a->kind == annotator::Kind::kStr || a->kind == annotator::Kind::kChar ||
         a->kind == annotator::Kind::kBytes;
}
inline bool IsVoidType(const Type* t) { return t->IsPrimitive(lltype::Primitive::kVoid); }

// Rules applying when every argument satisfies `pred`.
template <typename Pred>
std::function<bool(const OpContext&)> All(Pred pred) {
  return [pred](const OpContext& c) {
    for (const Ann& a : c.args) {
      if (!pred(a)) return false;
    }
    return true;
  };
}
// Rules applying when argument `i` satisfies `pred`.
template <typename Pred>
std::function<bool(const OpContext&)> ArgIs(size_t i, Pred pred) {
  return [i, pred](const OpContext& c) { return c.args.size() > i && pred(c.args[i]); };
}
inline std::function<bool(const OpContext&)> Always() {
  return [](const OpContext&) { return true; };
}

// The one pre-built constant (function, class, frozen object) a set annotation stands
// for, or null: read from the set, whether or not the annotation carries it as constant.
inline const host::HostObject* SinglePbcObject(const Ann& a) {
  if (a->kind != annotator::Kind::kPBC || a->descs.size() != 1 || a->can_be_none) return nullptr;
  annotator::DescKind k = a->descs[0]->kind();
  if (k == annotator::DescKind::kMethod || k == annotator::DescKind::kMethodOfFrozen)
    return nullptr;
  return a->descs[0]->object();
}

// The annotation of str values (what a char converts to).
Ann StrAnnotation();

}  // namespace rtfarm::rtyper

namespace rtfarm::rtyper {

// The arguments of a call operation (simple_call or call_args), as operand indices.
struct CallShape {
  std::vector<size_t> positional;  // after the callee
  std::vector<std::pair<std::string, size_t>> keywords;
  long star = -1;         // f(*t): index of t
  long double_star = -1;  // f(**kwargs): index of the dict (ParseCall turns its keys into keywords)
  size_t Keyword(const std::string& name) const {  // 0 when absent
    for (const auto& [k, i] : keywords) {
      if (k == name) return i;
    }
    return 0;
  }
};
CallShape ParseCall(const OpContext& c);

// Methods of builtin types: `receiver` is the object, `shape` the call's arguments.
Value* LowerStrMethod(OpContext& c, const std::string& name, Value* receiver,
                      const CallShape& shape);
// s.startswith(affix, start[, end]) (or endswith) of a str or bytes (`kind`: "str" or
// "bytes", whose positions count code points or bytes): the test on the slice, when the
// bounds are in order (CPython's tailmatch: false for a start past the end, even for an
// empty affix).
Value* LowerAffixTestOfSlice(OpContext& c, const std::string& name, Value* s,
                             const CallShape& shape, const std::string& kind);
Value* LowerTupleMethod(OpContext& c, const std::string& name, Value* tuple, const Ann& a,
                        const CallShape& shape);
Value* LowerListMethod(OpContext& c, const std::string& name, Value* receiver,
                       const CallShape& shape);
Value* LowerDictMethod(OpContext& c, const std::string& name, Value* receiver,
                       const CallShape& shape);
Value* LowerSetMethod(OpContext& c, const std::string& name, Value* receiver,
                      const CallShape& shape);
// set(x), frozenset(x); hash() of a frozenset (lower_sets.cc).
Value* LowerSetOf(OpContext& c, const std::string& name, const CallShape& shape);
Value* LowerSetHash(OpContext& c, Value* value);
// str.format() (lower_format.cc).
Value* LowerStrFormat(OpContext& c, const CallShape& shape);
// x.__str__() / x.__repr__() of an instance, as a str.
Value* CallSpecialMethod(OpContext& c, Value* self, const Ann& a, const std::string& name);
// self.name(*args) on an instance, the call the annotator annotated (lower_calls.cc).
Value* CallMethodByName(OpContext& c, Value* self, const Ann& a, const std::string& name,
                        const std::vector<Value*>& args, const Type* result_type);
// The special method call an operation (or a builtin: "len", "is_true", "hash", "abs")
// on `anns` stands for (annotator/special_methods.h), its refusals as this operation's
// errors; and that call made on `values` (lower_special.cc).
std::optional<annotator::SpecialCall> PlanSpecial(const OpContext& c, std::string_view op,
                                                  const std::vector<Ann>& anns);
Value* LowerSpecialCall(OpContext& c, const annotator::SpecialCall& plan,
                        const std::vector<Value*>& values, const std::vector<Ann>& anns,
                        const Type* result_type = nullptr);  // null: the operation's
// Reads (value null) or sets the property `name` of the instance `self` (annotated `a`)
// through its getter or setter; false when `name` is no property (lower_calls.cc).
// A number a family's function pointer (or a method's vtable slot) returned widened
// (an int or a bool as a float, or in a box of an int or a float) given back as `own`,
// the type the callee (or the callees of one call) really return; otherwise unchanged.
Value* NarrowWidenedResult(OpContext& c, Value* result, const Type* own);
bool CallPropertyAccessor(OpContext& c, Value* self, const Ann& a, const std::string& name,
                          Value* value, const Ann& value_ann, Value** result);
// super().name of a property: its getter called directly. False when `name` is no property.
bool CallSuperPropertyGetter(OpContext& c, Value* self, const Ann& super, const std::string& name,
                             Value** result);
// bytes (lower_bytes.cc): methods, bytes(...) and bytes.fromhex(), b[i] and slices,
// `in`; LowerCodecCall is s.encode()/b.decode()/bytes(s, ...) with the encoding and
// errors at positional `first` and `first + 1` (or keywords) of `shape`.
Value* LowerBytesMethod(OpContext& c, const std::string& name, Value* receiver,
                        const CallShape& shape);
Value* LowerBytesOf(OpContext& c, const std::string& name, const CallShape& shape);
Value* LowerCodecCall(OpContext& c, const std::string& function, Value* text,
                      const CallShape& shape, size_t first);
Value* BytesGetItem(OpContext& c, Value* b);
Value* BytesContains(OpContext& c, Value* b);
// Builtin functions (len, range, print, ...).
Value* LowerBuiltinCall(OpContext& c, const std::string& name, const CallShape& shape);
// The container-specific parts of builtins.
Value* Len(OpContext& c, Value* value, const Ann& a);
// A new tuple of type `ptr` holding `items` (each converted to its field's type).
Value* NewTuple(OpContext& c, const Type* ptr, const std::vector<Value*>& items);
Value* MakeIterator(OpContext& c, Value* value, const Ann& a, const Type* iter_type);
Value* NextItem(OpContext& c, Value* it, const Ann& a);  // next(it): StopIteration at the end
Value* NewList(OpContext& c, const Type* list_type, const std::vector<Value*>& items);
// The items of a tuple (Void items as Void constants), and the tuple as a list of them
// (iteration, sum() and membership treat a homogeneous tuple as a list).
std::vector<Value*> TupleItems(OpContext& c, Value* tuple, const Ann& a);
Value* TupleAsList(OpContext& c, Value* tuple, const Ann& a);
// A new list of type `list_type` holding the items of argument `i` (a list, range, str,
// tuple, dict or iterator), as list(x) makes it; its items convert to the list's.
Value* ListFrom(OpContext& c, size_t i, const Type* list_type);
// A new dict of type `dict_type` holding the pairs of argument `i`, inserted in order: an
// iterable of (key, value) tuples (a list, zip(), enumerate(), a generator) or a mapping
// of the program (annotator::IsMappingInstance), through its items() (dict(x),
// d.update(x)).
Value* DictFromPairs(OpContext& c, size_t i, const Type* dict_type);
// dict(a=1) and d.update(a=1): each keyword of `shape` stored into `dict` in turn (the
// annotator made the keys strs), converted from its annotation to `value_ann`, the dict's
// values'. The last store; null when there is no keyword.
Value* StoreKeywordItems(OpContext& c, Value* dict, const CallShape& shape, const Ann& value_ann);
// The items of argument i as a list when it is an instance whose __iter__ returns an
// iterator over a list, or over a dict's keys or values, or a generator object (a new
// list, as list(x) makes it); else its value (lower_builtins.cc).
Value* ItemsOfIterable(OpContext& c, size_t i);
// The items of argument `i` when it is a generator object (a new list its
// `_rtfarm_drain` makes, docs/generators.md) or one of the program's own iterators
// (UserIteratorItems); null otherwise.
Value* GeneratorItems(OpContext& c, size_t i);
// The items of argument `i` when it is an instance whose __iter__ returns one of the
// program's own iterators (a new list its `_rtfarm_items_` makes, rlib/riterators.py);
// null otherwise. GeneratorItems gives these too.
Value* UserIteratorItems(OpContext& c, size_t i);
// The result of the generator class's method `method` (no arguments: "_rtfarm_any") on
// argument `i` when it is a generator object or an instance whose __iter__ is a
// generator (called first); null otherwise.
Value* CallGeneratorMethod(OpContext& c, size_t i, const std::string& method);

// Whether argument i of the operation takes a number box as it is (shown, stored,
// compared with == or `is`, passed to the program's functions) rather than its number
// (nullable_numbers.cc).
bool KeepsNumberBox(const OpContext& c, size_t i);
// Floats that may be ints, kept with their type (mixed_numbers.cc): `value` (an int, a
// bool or a float of annotation `source`) as such a number; the float value of one;
// `value` as one whatever it is; and the helper `op` ("add", "neg", "round"...) on such
// numbers, which may raise.
Value* BoxMixed(OpContext& c, Value* value, const Ann& source);
Value* MixedValue(OpContext& c, Value* box);
Value* AsMixed(OpContext& c, Value* value, const Ann& a);
Value* MixedArithmetic(OpContext& c, const std::string& op, const std::vector<Value*>& boxes);

}  // namespace rtfarm::rtyper
