// Builtin functions: print, len, range, enumerate, zip, reversed, min, max, abs, int,
// float, str, repr, bool, chr, ord, isinstance, iter, next, list, sorted, sum, and the
// external functions of os, time and math.
#include "passes/annotator/rules.h"
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {

Value* IsInstance(OpContext& c, Value* object, const Ann& a, const host::HostObject* klass);
Value* LowerMathCall(OpContext& c, const std::string& name, const CallShape& shape);

namespace {

using annotator::Kind;

Value* Print(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  auto text = [&](const char* keyword, const char* fallback) -> Value* {
    size_t i = shape.Keyword(keyword);
    if (i == 0 || c.args[i]->kind == Kind::kNone) return c.Str(fallback);
    return c.ArgAs(i, StrAnnotation());
  };
  Value* sep = text("sep", " ");
  Value* end = text("end", "\n");
  // flush=False is no flush; flush=x with x unknown flushes (a flush changes no bytes).
  size_t flush_at = shape.Keyword("flush");
  bool flush = flush_at != 0 && !(c.args[flush_at]->constant != nullptr &&
                                  !c.args[flush_at]->constant->IsTrueConstant());
  size_t file = shape.Keyword("file");
  if (file != 0 && c.args[file]->kind == Kind::kInstance) {
    // print(..., file=f) calls f.write() for each argument's str(), each separator and
    // the end, as CPython's print does (a user class's write sees every piece).
    Value* f = c.Arg(file);
    const Ann& fa = c.args[file];
    for (size_t n = 0; n < shape.positional.size(); ++n) {
      size_t i = shape.positional[n];
      if (n > 0) CallMethodByName(c, f, fa, "write", {sep}, t.Void());
      CallMethodByName(c, f, fa, "write", {ToStr(c, c.Arg(i), c.args[i])}, t.Void());
    }
    CallMethodByName(c, f, fa, "write", {end}, t.Void());
    if (flush) CallMethodByName(c, f, fa, "flush", {}, t.Void());
    return nullptr;
  }
  for (size_t n = 0; n < shape.positional.size(); ++n) {
    size_t i = shape.positional[n];
    if (n > 0) c.Call("rpy_print_str", {sep}, t.Void(), false);
    c.Call("rpy_print_str", {ToStr(c, c.Arg(i), c.args[i])}, t.Void(), false);
  }
  c.Call("rpy_print_str", {end}, t.Void(), false);
  if (flush) c.Call("rpy_stdout_flush", {}, t.Void(), false);
  return nullptr;
}

Value* Range(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  std::vector<Value*> a;
  for (size_t i : shape.positional) a.push_back(c.ConvertType(c.Arg(i), t.Signed()));
  Value* start = a.size() >= 2 ? a[0] : c.Int(0);
  Value* stop = a.size() >= 2 ? a[1] : a.at(0);
  Value* step = a.size() == 3 ? a[2] : c.Int(1);
  Value* range = c.Call("lrange_new", {start, stop, step}, c.universe().RangeType(), true);
  if (c.result_type == range->concretetype) return range;
  const ContainerType* list = c.universe().ContainerOf(c.result_type);
  if (list == nullptr) c.Fail("range() as " + c.result_type->key());
  return c.Call(list->name + "_from_range", {range}, c.result_type, false);
}

// The elements of set argument `i` in its iteration order, as a list (min, max, sum, any
// and all walk a set as CPython does: sum() of floats adds them in that order).
Value* SetAsList(OpContext& c, size_t i) {
  const ContainerType* set = c.universe().ContainerOf(c.Arg(i)->concretetype);
  if (set == nullptr) c.Fail("not a set: " + annotator::Describe(c.args[i]));
  return ListFrom(c, i, c.universe().ListType(set->item));
}

// sum() whose result may be an int or a float: of floats, the start (0 when not given)
// for no items, else a float; of such numbers, their typed sum, the start added first.
Value* MixedSum(OpContext& c, const CallShape& shape, Value* list, const std::string& symbol) {
  auto& t = c.types();
  const ContainerType* l = c.universe().ContainerOf(list->concretetype);
  Value* start = shape.positional.size() > 1
                     ? AsMixed(c, c.Arg(shape.positional[1]), c.args[shape.positional[1]])
                     : BoxMixed(c, c.Int(0), annotator::IntAnn());
  if (l != nullptr && Universe::IsMixedNumber(l->item))
    return MixedArithmetic(c, "add",
                           {start, c.Call(symbol, {list}, c.universe().MixedNumberType(), true)});
  if (l == nullptr || l->item != t.Float()) c.Fail("sum() of " + list->concretetype->key());
  Value* total = c.Emit(
      "float_add", {MixedValue(c, start), c.Call(symbol, {list}, t.Float(), false)}, t.Float());
  Value* empty =
      c.Emit("int_eq", {c.Call(l->name + "_len", {list}, t.Signed(), false), c.Int(0)}, t.Bool());
  return c.Emit("select", {empty, start, BoxMixed(c, total, annotator::FloatAnn())},
                c.universe().MixedNumberType());
}

Value* MinMax(OpContext& c, const std::string& name, const CallShape& shape) {
  auto& t = c.types();
  if (shape.positional.size() == 1) {
    size_t i = shape.positional[0];
    Value* list = ItemsOfIterable(c, i);
    if (c.args[i]->kind == Kind::kSet) list = SetAsList(c, i);
    // max(s) of a str (its characters) and max(t) of a tuple of known length: their items
    // as a list of the result's type, whose min/max keep the first of equal items.
    if (IsStrLike(c.args[i]) || c.args[i]->kind == Kind::kTuple)
      list = ListFrom(c, i, c.universe().ListType(c.universe().ItemType(c.result)));
    if (c.universe().IsRangeType(list->concretetype))  // the first or the last item
      return c.Call("lrange_" + name, {list}, t.Signed(), true);
    const ContainerType* l = c.universe().ContainerOf(list->concretetype);
    if (l == nullptr) c.Fail(name + "() of " + annotator::Describe(c.args[i]));
    if (name == "max" && c.result->kind == Kind::kInstance) {
      // `item > best` (the runtime's max asks `best < item`): GenC's helper.
      std::string symbol = c.universe().RequestTypeHelper("max", list->concretetype);
      return c.Call(symbol, {list}, l->item, true);
    }
    return c.Call(l->name + "_" + name, {list}, l->item, true);
  }
  const Type* type = c.result_type;
  // Of numbers that may be None (unboxed: None raises TypeError): compared as numbers.
  if (const Type* number = c.universe().BoxedNumber(type)) type = number;
  Value* best = c.ConvertType(c.Arg(shape.positional[0]), type);
  if (c.result->kind == Kind::kInstance) {
    // min(a, b, ...): `item < best` (max: `item > best`), the methods CPython calls.
    for (size_t n = 1; n < shape.positional.size(); ++n) {
      Value* other = c.ConvertType(c.Arg(shape.positional[n]), type);
      std::vector<Ann> anns = {c.result, c.result};
      auto plan = PlanSpecial(c, name == "min" ? "lt" : "gt", anns);
      if (!plan) c.Fail(name + "() of " + annotator::Describe(c.result) + ": no order");
      Value* better = LowerSpecialCall(c, *plan, {other, best}, anns, t.Bool());
      best = c.Emit("select", {better, other, best}, type);
    }
    return best;
  }
  if (Universe::IsMixedNumber(type)) {
    // Ints and floats compared by value; the winner keeps its type (max(0, 2.5) is 2.5,
    // max(3, 2.5) is 3).
    for (size_t n = 1; n < shape.positional.size(); ++n) {
      Value* other = c.ConvertType(c.Arg(shape.positional[n]), type);
      Value* better = c.Emit(name == "min" ? "float_lt" : "float_gt",
                             {MixedValue(c, other), MixedValue(c, best)}, t.Bool());
      best = c.Emit("select", {better, other, best}, type);
    }
    return best;
  }
  std::string prefix = type == t.Float()     ? "float_"
                       : type == t.UniChar() ? "unichar_"
                       : type == t.Bool()    ? "bool_"  // max(True, False) is a bool
                                             : "int_";
  bool strings = type == c.universe().StringPtr();
  if (c.result->kind == Kind::kTuple || c.result->kind == Kind::kList) {
    // max(a, b) of tuples or lists: compared item by item (GenC's cmp helper, as `<`).
    std::string symbol = c.universe().RequestTypeHelper("cmp", type);
    for (size_t n = 1; n < shape.positional.size(); ++n) {
      Value* other = c.ConvertType(c.Arg(shape.positional[n]), type);
      Value* cmp = c.Call(symbol, {other, best}, t.Signed(), false);
      Value* better = c.Emit(name == "min" ? "int_lt" : "int_gt", {cmp, c.Int(0)}, t.Bool());
      best = c.Emit("select", {better, other, best}, type);
    }
    return best;
  }
  for (size_t n = 1; n < shape.positional.size(); ++n) {
    Value* other = c.ConvertType(c.Arg(shape.positional[n]), type);
    // CPython keeps the first of equal items: replace only when strictly better.
    Value* better;
    if (strings) {
      Value* cmp = c.Call("rpy_str_cmp", {other, best}, t.Signed(), false);
      better = c.Emit(name == "min" ? "int_lt" : "int_gt", {cmp, c.Int(0)}, t.Bool());
    } else {
      better = c.Emit(prefix + (name == "min" ? "lt" : "gt"), {other, best}, t.Bool());
    }
    best = type == t.Bool() ? c.Emit("select", {better, other, best}, type)
                            : c.Call("rpy_select_" + c.universe().TypeTag(type),
                                     {better, other, best}, type, false);
  }
  return best;
}

Value* IntOf(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  if (shape.positional.empty()) return c.Int(0);
  size_t i = shape.positional[0];
  const Ann& a = c.args[i];
  Value* v = c.Arg(i);
  if (a->kind == Kind::kFloat) return c.Call("rpy_int_from_float", {v}, t.Signed(), true);
  if (IsStrLike(a)) {
    Value* s = c.ArgAs(i, StrAnnotation());
    if (shape.positional.size() > 1) {
      return c.Call("rpy_int_from_str_base",
                    {s, c.ConvertType(c.Arg(shape.positional[1]), t.Signed())}, t.Signed(), true);
    }
    return c.Call("rpy_int_from_str", {s}, t.Signed(), true);
  }
  return c.ConvertType(v, t.Signed());
}

Value* FloatOf(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  if (shape.positional.empty()) return c.Float(0);
  size_t i = shape.positional[0];
  if (IsStrLike(c.args[i]))
    return c.Call("rpy_float_from_str", {c.ArgAs(i, StrAnnotation())}, t.Float(), true);
  return c.ConvertType(c.Arg(i), t.Float());
}

// list(it) of an iterator over a list or a range: the items it has left; it is then
// exhausted.
Value* DrainIterator(OpContext& c, Value* it, const Ann& a, const ContainerType& list,
                     const Type* list_type) {
  auto& t = c.types();
  const Type* target = it->concretetype->target();
  const std::string& name = target->name();
  if (name == "lrange_iter") {  // what is left is range(next, stop, step)
    Value* next = c.Emit("getfield", {it, c.Field("next")}, t.Signed());
    Value* stop = c.Emit("getfield", {it, c.Field("stop")}, t.Signed());
    Value* step = c.Emit("getfield", {it, c.Field("step")}, t.Signed());
    Value* range = c.Call("lrange_new", {next, stop, step}, c.universe().RangeType(), true);
    c.Emit("setfield", {it, c.Field("next"), stop}, t.Void());
    return c.Call(list.name + "_from_range", {range}, list_type, false);
  }
  if (target->kind() == lltype::TypeKind::kOpaque &&
      (name == list.name + "_iter" || name == list.name + "_riter"))
    return c.Call(name + "_drain", {it}, list_type, false);
  if (target->kind() == lltype::TypeKind::kOpaque && name.starts_with("rpy_array_")) {
    // An iterator over a fixed-size list: its drain gives one, copied into the result.
    auto source = c.universe().containers().find(name.substr(0, name.rfind('_')));
    if (source != c.universe().containers().end() && source->second.item == list.item) {
      const Type* fixed = source->second.tuple ? c.universe().VarTupleType(list.item)
                                               : c.universe().FixedListType(list.item);
      return c.ConvertType(c.Call(name + "_drain", {it}, fixed, false), list_type);
    }
  }
  // What an iterator over a dict's keys or values has left (GenC's helper).
  if (name.starts_with("diter_") && (a->iter_kind == annotator::IterKind::kDictKeys ||
                                     a->iter_kind == annotator::IterKind::kDictValues)) {
    bool keys = a->iter_kind == annotator::IterKind::kDictKeys;
    const ContainerType* d = c.universe().ContainerOf(target->FieldType("dict"));
    const Type* own = c.universe().ListType(keys ? d->key : d->value);
    Value* items = c.Call(
        c.universe().RequestTypeHelper(keys ? "drain_keys" : "drain_values", it->concretetype),
        {it}, own, true);
    return own == list_type ? items : c.ConvertType(items, list_type);
  }
  // The chars a str iterator has left, as a list of one-character strs.
  if ((name == "rpy_str_iter" || name == "rpy_str_riter") && list.name == "rpy_list_str")
    return c.Call(name + "_drain", {it}, list_type, false);
  c.Fail("list() of " + annotator::Describe(a) + " is not supported yet");
}

Value* ListOf(OpContext& c, const CallShape& shape) {
  const ContainerType* list = c.universe().ContainerOf(c.result_type);
  if (list == nullptr) c.Fail("list() giving " + c.result_type->key());
  if (shape.positional.empty()) return NewList(c, c.result_type, {});
  return ListFrom(c, shape.positional[0], c.result_type);
}

}  // namespace

Value* ItemsOfIterable(OpContext& c, size_t i) {
  const Ann& a = c.args[i];
  if (Value* items = GeneratorItems(c, i)) return items;
  if (a->kind != Kind::kInstance) return c.Arg(i);
  Ann iterator = c.universe().InstanceIteratorAnn(a);
  if (iterator->kind != Kind::kIterator) return c.Arg(i);
  if (iterator->iter_kind == annotator::IterKind::kSequence)
    return ListFrom(c, i, c.universe().LowLevelType(iterator->items[0]));
  // iter(self.counts) of a Counter or a defaultdict: its keys (or values).
  const Ann& container = iterator->items[0];
  if (container->kind == Kind::kDict && iterator->iter_kind == annotator::IterKind::kDictKeys)
    return ListFrom(c, i,
                    c.universe().ListType(c.universe().ItemType(container->dictdef->key().peek())));
  if (container->kind == Kind::kDict && iterator->iter_kind == annotator::IterKind::kDictValues)
    return ListFrom(
        c, i, c.universe().ListType(c.universe().ItemType(container->dictdef->value().peek())));
  return c.Arg(i);
}

Value* CallGeneratorMethod(OpContext& c, size_t i, const std::string& method) {
  Ann generator = c.args[i];
  Value* object = c.Arg(i);
  // An instance whose __iter__ is a generator: the generator object it returns.
  if (generator->kind == Kind::kInstance && !annotator::IsGeneratorObject(generator) &&
      annotator::UserSpecialMethod(generator->classdef, "__iter__") != nullptr) {
    Ann iterator = c.universe().InstanceIteratorAnn(generator);
    // The program's own iterators have `_rtfarm_any` and `_rtfarm_all` too (rlib/riterators.py).
    bool user = method != "_rtfarm_drain" && annotator::IsUserIterator(iterator);
    if (!annotator::IsGeneratorObject(iterator) && !user) return nullptr;
    object =
        CallMethodByName(c, object, generator, "__iter__", {}, c.universe().LowLevelType(iterator));
    generator = iterator;
    if (user) {
      const Type* result_type =
          c.universe().LowLevelType(c.universe().InstanceMethodResultAnn(generator, method));
      return CallMethodByName(c, object, generator, method, {}, result_type);
    }
  }
  if (!annotator::IsGeneratorObject(generator)) return nullptr;
  const Type* result_type =
      c.universe().LowLevelType(c.universe().InstanceMethodResultAnn(generator, method));
  return CallMethodByName(c, object, generator, method, {}, result_type);
}

Value* GeneratorItems(OpContext& c, size_t i) {
  if (Value* items = CallGeneratorMethod(c, i, "_rtfarm_drain")) return items;
  return UserIteratorItems(c, i);
}

Value* UserIteratorItems(OpContext& c, size_t i) {
  const Ann& iterable = c.args[i];
  if (iterable->kind != Kind::kInstance || annotator::IsGeneratorObject(iterable) ||
      annotator::UserSpecialMethod(iterable->classdef, "__iter__") == nullptr)
    return nullptr;
  Ann iterator = c.universe().InstanceIteratorAnn(iterable);
  if (!annotator::IsUserIterator(iterator)) return nullptr;
  Value* it =
      CallMethodByName(c, c.Arg(i), iterable, "__iter__", {}, c.universe().LowLevelType(iterator));
  const Type* list_type = c.universe().LowLevelType(
      c.universe().InstanceMethodResultAnn(iterator, annotator::kUserIteratorItems));
  return CallMethodByName(c, it, iterator, annotator::kUserIteratorItems, {}, list_type);
}

Value* DictFromPairs(OpContext& c, size_t i, const Type* dict_type) {
  // As a list of (key, value) tuples of the dict's own types, then inserted in order.
  const ContainerType* d = c.universe().ContainerOf(dict_type);
  const Type* pairs = c.universe().ListType(c.universe().TupleType({d->key, d->value}));
  Value* list = annotator::IsMappingInstance(c.args[i])
                    ? CallMethodByName(c, c.Arg(i), c.args[i], "items", {}, pairs)
                    : ListFrom(c, i, pairs);
  std::string symbol = c.universe().RequestTypeHelper("from_items", dict_type);
  return c.Call(symbol, {list}, dict_type, false);
}

Value* StoreKeywordItems(OpContext& c, Value* dict, const CallShape& shape, const Ann& value_ann) {
  const ContainerType* d = c.universe().ContainerOf(dict->concretetype);
  Value* last = nullptr;
  for (const auto& [keyword, i] : shape.keywords) {
    Value* key = c.ConvertType(c.Str(keyword), d->key);
    Value* value = c.ConvertType(c.Convert(c.Arg(i), c.args[i], value_ann), d->value);
    last = c.Call(d->name + "_setitem", {dict, key, value}, c.types().Void(), false);
  }
  return last;
}

Value* ListFrom(OpContext& c, size_t i, const Type* list_type) {
  const ContainerType* list = c.universe().ContainerOf(list_type);
  if (list == nullptr) c.Fail("a list of type " + list_type->key());
  const Ann& a = c.args[i];
  Value* v = c.Arg(i);
  if (Value* items = GeneratorItems(c, i))  // a new list: converted only when its type differs
    return items->concretetype == list_type ? items : c.ConvertType(items, list_type);
  if (v->concretetype == c.universe().RangeType())
    return c.Call(list->name + "_from_range", {v}, list_type, false);
  if (a->kind == Kind::kList) {
    if (v->concretetype != list_type) return c.ConvertType(v, list_type);  // a copy
    return c.Call(list->name + "_copy", {v}, list_type, false);
  }
  if (a->kind == Kind::kSet) {  // the elements in table order (GenC's helper)
    const ContainerType* set = c.universe().ContainerOf(v->concretetype);
    if (set == nullptr || set->item != list->item)
      c.Fail("a list of " + list->item->key() + " from " + annotator::Describe(a) +
             " is not supported yet");
    std::string symbol = c.universe().RequestTypeHelper("keys", v->concretetype);
    return c.ConvertType(c.Call(symbol, {v}, c.universe().ListType(set->item), false), list_type);
  }
  if (a->kind == Kind::kDict) {
    // keys() gives a list of the dict's own key type: only a list of those receives it.
    const ContainerType* dict = c.universe().ContainerOf(v->concretetype);
    if (dict == nullptr || dict->key != list->item)
      c.Fail("a list of " + list->item->key() + " from the keys of " + annotator::Describe(a) +
             " is not supported yet");
    std::string symbol = c.universe().RequestTypeHelper("keys", v->concretetype);
    return c.ConvertType(c.Call(symbol, {v}, c.universe().ListType(dict->key), false), list_type);
  }
  if (a->kind == Kind::kBytes) {  // its ints (GenC's helper)
    std::string symbol = c.universe().RequestTypeHelper("from_bytes", list_type);
    return c.Call(symbol, {c.ArgAs(i, StrAnnotation())}, list_type, false);
  }
  if (IsStrLike(a))
    return c.Call("rpy_str_to_char_list", {c.ArgAs(i, StrAnnotation())}, list_type, false);
  if (a->kind == Kind::kTuple) return NewList(c, list_type, TupleItems(c, v, a));
  if (a->kind == Kind::kIterator) return DrainIterator(c, v, a, *list, list_type);
  if (a->kind == Kind::kInstance) {  // what its __iter__ returns (a builtin iterator)
    Ann iterator = c.universe().InstanceIteratorAnn(a);
    if (iterator->kind == Kind::kIterator) {
      Value* it = MakeIterator(c, v, a, c.universe().LowLevelType(iterator));
      return DrainIterator(c, it, iterator, *list, list_type);
    }
  }
  c.Fail("a list of the items of " + annotator::Describe(a) + " is not supported yet");
}

namespace {

// isinstance(x, C) and isinstance(x, (C, D, ...)). The annotator decided every test it
// could on x's annotation (a constant result); what is left is, for instances, a test
// of the run-time class, and for builtin-typed values that match (a list, a str, a set
// of the right kind), whether x is not None.
Value* LowerIsInstance(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  if (c.result->constant != nullptr) return c.Bool(c.result->constant->IsTrueConstant());
  const host::HostObject* spec = c.ConstArg(shape.positional.at(1));
  std::vector<const host::HostObject*> classes;
  if (spec != nullptr && spec->kind() == host::HostKind::kTuple) {
    classes = spec->items();
  } else if (spec != nullptr) {
    classes = {spec};
  }
  if (classes.empty()) c.Fail("isinstance() needs a constant class");
  for (const host::HostObject* klass : classes) {
    if (klass->kind() != host::HostKind::kClass) c.Fail("isinstance() needs a constant class");
  }
  Value* object = c.Arg(shape.positional[0]);
  const Ann& a = c.args[shape.positional[0]];
  bool wants_object = false;
  for (const host::HostObject* klass : classes) wants_object |= klass->key() == "builtins.object";
  if (a->kind == Kind::kSet) {  // a set or a frozenset (the annotator knows which)
    bool frozen = a->set_type == annotator::SetType::kFrozen;
    bool matches = wants_object;
    for (const host::HostObject* klass : classes) {
      const std::string& key = klass->key();
      matches |= (key == "builtins.set" && !frozen) || (key == "builtins.frozenset" && frozen);
    }
    if (!matches) return c.Bool(false);
    return c.Emit("ptr_nonzero", {object}, t.Bool());
  }
  if (a->kind != Kind::kInstance || wants_object) {
    if (!annotator::CanBeNone(a)) return c.Bool(true);  // lists, dicts and sets may be
    return c.Emit("ptr_nonzero", {object}, t.Bool());
  }
  Value* result = nullptr;
  for (const host::HostObject* klass : classes) {
    Value* test = IsInstance(c, object, a, klass);
    result = result == nullptr ? test : c.Emit("select", {test, c.Bool(true), result}, t.Bool());
  }
  return result != nullptr ? result : c.Bool(false);
}

// hasattr(x, name) of an instance (the annotator's AnnotateHasattr): a constant, or the
// run-time class among those whose instances have the attribute.
Value* LowerHasattr(OpContext& c, const CallShape& shape) {
  auto& t = c.types();
  const Ann& object = c.args[shape.positional.at(0)];
  const host::HostObject* name = c.ConstArg(shape.positional.at(1));
  if (object->kind != Kind::kInstance || name == nullptr) {
    if (c.result->constant != nullptr) return c.Bool(c.result->constant->IsTrueConstant());
    c.Fail("hasattr() of " + annotator::Describe(object));
  }
  const auto* answer = c.universe().ClassesHavingAttribute(object->classdef->desc(), name->text());
  if (answer == nullptr)
    c.Fail("hasattr() of " + annotator::Describe(object) + " was not answered by class");
  if (c.result->constant != nullptr) {
    // The annotation's constant must still be the answer of every class (a class seen
    // after the block's last annotation would make it wrong: refused, never guessed).
    bool yes = c.result->constant->IsTrueConstant();
    if (!(yes ? answer->absent : answer->present).empty())
      c.Fail("hasattr() of " + annotator::Describe(object) + ", '" + name->text() +
             "': the classes known after annotation answer otherwise than the annotation");
    return c.Bool(yes);
  }
  Value* instance = c.ConvertType(c.Arg(shape.positional[0]), c.universe().ObjectPtr());
  Value* result = c.Bool(false);
  for (annotator::ClassDesc* klass : answer->present) {
    ClassLayout* layout = c.universe().LayoutOf(klass->classdef);
    Value* test =
        c.Call("rpy_isinstance_leaf",
               {instance, c.Symbol("&" + layout->vtable_symbol, c.universe().VtablePtr())},
               t.Bool(), false);
    result = c.Emit("select", {test, c.Bool(true), result}, t.Bool());
  }
  return result;
}

Value* External(OpContext& c, const std::string& name, const CallShape& shape) {
  auto& t = c.types();
  std::vector<Value*> args;
  for (size_t i : shape.positional) args.push_back(c.Arg(i));
  auto as = [&](size_t n, const Type* type) { return c.ConvertType(args.at(n), type); };
  const Type* str = c.universe().StringPtr();
  if (name == "os.write")
    return c.Call("rpy_os_write",
                  {as(0, t.Signed()), c.ArgAs(shape.positional[1], StrAnnotation())}, t.Signed(),
                  true);
  if (name == "os.read")
    return c.Call("rpy_os_read", {as(0, t.Signed()), as(1, t.Signed())}, str, true);
  if (name == "os.urandom") return c.Call("rpy_os_urandom", {as(0, t.Signed())}, str, true);
  if (name == "os.open")
    return c.Call("rpy_os_open",
                  {c.ArgAs(shape.positional[0], StrAnnotation()), as(1, t.Signed()),
                   args.size() > 2 ? as(2, t.Signed()) : c.Int(0777)},
                  t.Signed(), true);
  if (name == "os.close") return c.Call("rpy_os_close", {as(0, t.Signed())}, t.Void(), true);
  if (name == "time.time" || name == "time.perf_counter" || name == "time.monotonic" ||
      name == "time.process_time" || name == "time.clock") {
    std::string which = name.substr(5);
    if (which == "process_time" || which == "clock") which = "perf_counter";
    return c.Call("rpy_time_" + which, {}, t.Float(), false);
  }
  if (Value* v = LowerMathCall(c, name, shape)) return v;
  return nullptr;
}

}  // namespace

Value* LowerBuiltinCall(OpContext& c, const std::string& name, const CallShape& shape) {
  auto& t = c.types();
  auto arg = [&](size_t n) { return c.Arg(shape.positional.at(n)); };
  auto ann = [&](size_t n) -> const Ann& { return c.args[shape.positional.at(n)]; };
  if (c.result->constant != nullptr && name != "print")
    return c.LowLevelConstant(c.result->constant, c.result, c.result_type);
  if (name == "print") return Print(c, shape);
  // len(x), bool(x), hash(x), abs(x) of an instance: its special method.
  if (std::string_view op = annotator::SpecialOperationOfBuiltin(name);
      !op.empty() && shape.positional.size() == 1 && ann(0)->kind == Kind::kInstance) {
    if (auto plan = PlanSpecial(c, op, {ann(0)}))
      return LowerSpecialCall(c, *plan, {arg(0)}, {ann(0)});
  }
  if (name == "super") return c.ConvertType(arg(1), c.result_type);  // the instance
  if (name == "divmod") {
    const Type* type = c.result_type->target()->FieldType("item0");
    if (Universe::IsMixedNumber(type)) {  // ints stay ints, as CPython's divmod
      std::vector<Value*> ab = {AsMixed(c, arg(0), ann(0)), AsMixed(c, arg(1), ann(1))};
      return NewTuple(c, c.result_type,
                      {MixedArithmetic(c, "floordiv", ab), MixedArithmetic(c, "mod", ab)});
    }
    std::string kind = type == t.Float() ? "float" : "int";
    Value* a = c.ConvertType(arg(0), type);
    Value* b = c.ConvertType(arg(1), type);
    Value* q = c.Call("rpy_" + kind + "_floordiv", {a, b}, type, true);
    Value* r = c.Call("rpy_" + kind + "_mod", {a, b}, type, true);
    return NewTuple(c, c.result_type, {q, r});
  }
  if (name == "pow" && shape.positional.size() == 3) {  // ints (the annotator checked)
    return c.Call("rpy_int_pow_mod",
                  {c.ConvertType(arg(0), t.Signed()), c.ConvertType(arg(1), t.Signed()),
                   c.ConvertType(arg(2), t.Signed())},
                  t.Signed(), true);
  }
  if (name == "pow" && shape.positional.size() == 2) {
    const Type* type = c.result_type;
    if (Universe::IsMixedNumber(type))
      return MixedArithmetic(c, "pow", {AsMixed(c, arg(0), ann(0)), AsMixed(c, arg(1), ann(1))});
    std::string kind = type == t.Float() ? "float" : "int";
    return c.Call("rpy_" + kind + "_pow",
                  {c.ConvertType(arg(0), type), c.ConvertType(arg(1), type)}, type, true);
  }
  if (name == "round") {
    if (Universe::IsMixedNumber(c.result_type))  // round(x, n) of an int is an int
      return MixedArithmetic(c, "round",
                             {AsMixed(c, arg(0), ann(0)), c.ConvertType(arg(1), t.Signed())});
    if (shape.positional.size() == 2 && ann(0)->kind != Kind::kFloat)  // an int stays one
      return c.Call("rpy_int_round",
                    {c.ConvertType(arg(0), t.Signed()), c.ConvertType(arg(1), t.Signed())},
                    t.Signed(), false);
    Value* x = c.ConvertType(arg(0), t.Float());
    if (shape.positional.size() == 1)
      return c.Call("rpy_float_round_to_int", {x}, t.Signed(), true);
    return c.Call("rpy_float_round", {x, c.ConvertType(arg(1), t.Signed())}, t.Float(), true);
  }
  if (name == "bin" || name == "hex" || name == "oct") {
    std::string spec = name == "bin" ? "#b" : name == "hex" ? "#x" : "#o";
    Value* value =
        c.Call("rpy_fmt_i", {c.ConvertType(arg(0), t.Signed())}, t.Opaque("rpy_fmt_arg"), false);
    return c.Call("rpy_format_value", {value, c.Str(spec)}, c.universe().StringPtr(), true);
  }
  if (name == "len") return Len(c, arg(0), ann(0));
  if (name == "range") return Range(c, shape);
  if (name == "str") return shape.positional.empty() ? c.Str("") : ToStr(c, arg(0), ann(0));
  if (name == "repr") return ToRepr(c, arg(0), ann(0));
  if (name == "ascii") {  // repr() with the non-ASCII escaped, as CPython's
    if (ann(0)->kind == Kind::kStr || ann(0)->kind == Kind::kChar)
      return c.Call("rpy_str_ascii", {c.ArgAs(shape.positional[0], StrAnnotation())},
                    c.universe().StringPtr(), false);
    return c.Call("rpy_str_escape_non_ascii", {ToRepr(c, arg(0), ann(0))}, c.universe().StringPtr(),
                  false);
  }
  if (name == "bool") return shape.positional.empty() ? c.Bool(false) : IsTrue(c, arg(0), ann(0));
  if (name == "int" || name == "intmask") return IntOf(c, shape);
  if (name == "r_uint") return c.ConvertType(c.ConvertType(arg(0), t.Signed()), t.Unsigned());
  if (name == "float") return FloatOf(c, shape);
  if (name == "abs") {
    const Type* type = c.result_type;
    if (Universe::IsMixedNumber(type)) return MixedArithmetic(c, "abs", {arg(0)});
    return c.Emit(type == t.Float() ? "float_abs" : "int_abs", {c.ConvertType(arg(0), type)}, type);
  }
  if (name == "min" || name == "max") return MinMax(c, name, shape);
  if (name == "chr")
    return c.Call("rpy_chr", {c.ConvertType(arg(0), t.Signed())}, c.result_type, true);
  if (name == "ord") {
    if (ann(0)->kind == Kind::kChar) return c.Call("rpy_ord_char", {arg(0)}, t.Signed(), false);
    return c.Call("rpy_str_ord", {c.ArgAs(shape.positional[0], StrAnnotation())}, t.Signed(), true);
  }
  if (name == "type")  // the instance's vtable (the annotator allows instances only)
    return c.Emit("getfield", {c.ConvertType(arg(0), c.universe().ObjectPtr()), c.Field("typeptr")},
                  c.universe().VtablePtr());
  if (name == "isinstance") return LowerIsInstance(c, shape);
  if (name == "hasattr") return LowerHasattr(c, shape);
  if (name == "iter") {
    if (ann(0)->kind == Kind::kInstance)
      return CallMethodByName(c, arg(0), ann(0), "__iter__", {}, c.result_type);
    return MakeIterator(c, arg(0), ann(0), c.result_type);
  }
  if (name == "list") return ListOf(c, shape);
  if (name == "dict") {
    const ContainerType* d = c.universe().ContainerOf(c.result_type);
    Value* dict;
    if (shape.positional.empty()) {
      dict = c.Call(d->name + "_new", {}, c.result_type, false);
    } else if (ann(0)->kind == Kind::kDict) {
      dict =
          c.Call(d->name + "_copy", {c.ConvertType(arg(0), c.result_type)}, c.result_type, false);
    } else {
      dict = DictFromPairs(c, shape.positional[0], c.result_type);
    }
    // dict(a=1, b=2): each keyword stored in turn.
    StoreKeywordItems(c, dict, shape, c.result->dictdef->value().peek());
    return dict;
  }
  if (name == "set" || name == "frozenset") return LowerSetOf(c, name, shape);
  if (name == "tuple") {
    // tuple(x) of a tuple of any length from another iterable: a copy of its items.
    if (c.result->kind != Kind::kList || (ann(0)->kind == Kind::kList && ann(0)->listdef->tuple()))
      return c.ConvertType(arg(0), c.result_type);
    if (ann(0)->kind == Kind::kList && arg(0)->concretetype != c.universe().RangeType())
      return c.ConvertType(arg(0), c.result_type);  // a copy
    const ContainerType* tuple = c.universe().ContainerOf(c.result_type);
    Value* list = ListFrom(c, shape.positional[0], c.universe().ListType(tuple->item));
    return c.ConvertType(list, c.result_type);
  }
  if (name == "int.from_bytes") {  // the annotator checked the byte order is a constant
    size_t data = shape.positional.empty() ? shape.Keyword("bytes") : shape.positional[0];
    size_t order = shape.positional.size() > 1 ? shape.positional[1] : shape.Keyword("byteorder");
    size_t is_signed = shape.Keyword("signed");
    bool little =
        order && c.args[order]->constant != nullptr && c.args[order]->constant->text() == "little";
    Value* signed_value =
        is_signed ? c.ConvertType(IsTrue(c, c.Arg(is_signed), c.args[is_signed]), t.Bool())
                  : c.Bool(false);
    return c.Call("rpy_int_from_bytes",
                  {c.ArgAs(data, StrAnnotation()), c.Bool(little), signed_value}, t.Signed(), true);
  }
  if (name == "bytes" || name == "bytes.fromhex") return LowerBytesOf(c, name, shape);
  if (name == "bytearray") {  // the bytes bytes() would make, as a list of ints
    Value* bytes = LowerBytesOf(c, "bytes", shape);
    std::string symbol = c.universe().RequestTypeHelper("from_bytes", c.result_type);
    return c.Call(symbol, {bytes}, c.result_type, false);
  }
  if (name == "sorted") {
    Value* copy = ListOf(c, CallShape{{shape.positional.at(0)}, {}, -1});
    const ContainerType* l = c.universe().ContainerOf(c.result_type);
    size_t reverse = shape.Keyword("reverse");
    Value* flag = reverse ? c.ConvertType(c.Arg(reverse), t.Bool()) : c.Bool(false);
    c.Call(l->name + "_sort", {copy, flag}, t.Void(), false);
    return copy;
  }
  if ((name == "any" || name == "all") && shape.positional.size() == 1) {
    // A generator runs only up to the deciding item (docs/generators.md).
    if (Value* decided = CallGeneratorMethod(c, shape.positional[0], "_rtfarm_" + name))
      return c.ConvertType(decided, t.Bool());
    Value* list = ItemsOfIterable(c, shape.positional[0]);
    if (ann(0)->kind == Kind::kTuple) list = TupleAsList(c, list, ann(0));
    if (ann(0)->kind == Kind::kSet) list = SetAsList(c, shape.positional[0]);
    const ContainerType* l = c.universe().ContainerOf(list->concretetype);
    if (l == nullptr || l->kind != ContainerType::kList ||
        !(l->item->IsNumber() || l->item == c.universe().StringPtr() ||
          c.universe().BoxedNumber(l->item) != nullptr ||
          (c.universe().ContainerOf(l->item) != nullptr && !c.universe().IsRangeType(l->item))))
      c.Fail(name + "() of " + annotator::Describe(ann(0)) + " is not supported yet");
    std::string symbol = c.universe().RequestTypeHelper(name, list->concretetype);
    return c.Call(symbol, {list}, t.Bool(), false);
  }
  if (name == "sum") {
    Value* list = ItemsOfIterable(c, shape.positional[0]);
    if (ann(0)->kind == Kind::kTuple) list = TupleAsList(c, list, ann(0));
    if (ann(0)->kind == Kind::kSet) list = SetAsList(c, shape.positional[0]);
    // The ints of bytes, or what an iterator kept in a variable has left (`r =
    // reversed(xs)` then `sum(r)`): first drained into a list of the total's type.
    bool plain_total = c.result_type == t.Signed() || c.result_type == t.Float();
    if (plain_total && (ann(0)->kind == Kind::kBytes || ann(0)->kind == Kind::kIterator) &&
        c.universe().ContainerOf(list->concretetype) == nullptr)
      list = ListFrom(c, shape.positional[0], c.universe().ListType(c.result_type));
    std::string symbol = c.universe().RequestTypeHelper("sum", list->concretetype);
    // Items that may be None raise TypeError at a None.
    const ContainerType* items = c.universe().ContainerOf(list->concretetype);
    bool boxed = items != nullptr && c.universe().BoxedNumber(items->item) != nullptr;
    if (Universe::IsMixedNumber(c.result_type)) return MixedSum(c, shape, list, symbol);
    Value* total = c.Call(symbol, {list}, c.result_type, boxed);
    if (shape.positional.size() > 1)
      total = c.Emit(c.result_type == t.Float() ? "float_add" : "int_add",
                     {total, c.ConvertType(arg(1), c.result_type)}, c.result_type);
    return total;
  }
  if (name == "enumerate") {
    Value* it = c.Emit("malloc", {c.TypeArg(c.result_type->target())}, c.result_type);
    const Type* inner_type = c.result_type->target()->FieldType("inner");
    Value* inner = MakeIterator(c, arg(0), ann(0), inner_type);
    c.Emit("setfield", {it, c.Field("inner"), inner}, t.Void());
    size_t start_kw = shape.Keyword("start");
    Value* start = start_kw                      ? c.ConvertType(c.Arg(start_kw), t.Signed())
                   : shape.positional.size() > 1 ? c.ConvertType(arg(1), t.Signed())
                                                 : c.Int(0);
    c.Emit("setfield", {it, c.Field("index"), start}, t.Void());
    return it;
  }
  if (name == "zip") {
    Value* it = c.Emit("malloc", {c.TypeArg(c.result_type->target())}, c.result_type);
    for (size_t n = 0; n < shape.positional.size(); ++n) {
      std::string field = "it" + std::to_string(n);
      const Type* inner_type = c.result_type->target()->FieldType(field);
      c.Emit("setfield", {it, c.Field(field), MakeIterator(c, arg(n), ann(n), inner_type)},
             t.Void());
    }
    return it;
  }
  if (name == "reversed") {
    if (c.result_type->target()->name() == "lrange_iter")
      return c.Call("lrange_riter_new", {arg(0)}, c.result_type, false);
    if (c.result_type->target()->name() == "rpy_str_riter")
      return c.Call("rpy_str_riter_new", {c.ArgAs(shape.positional[0], StrAnnotation())},
                    c.result_type, false);
    return MakeIterator(c, arg(0), ann(0), c.result_type);
  }
  if (name == "hash") {
    const Ann& a = ann(0);
    if (a->kind == Kind::kBytes)
      return c.Call("rpy_bytes_hash", {c.ArgAs(shape.positional[0], StrAnnotation())}, t.Signed(),
                    false);
    if (IsStrLike(a))
      return c.Call("rpy_str_hash", {c.ArgAs(shape.positional[0], StrAnnotation())}, t.Signed(),
                    false);
    if (a->kind == Kind::kFloat) return c.Call("rpy_hash_double", {arg(0)}, t.Signed(), false);
    if (a->kind == Kind::kSet) return LowerSetHash(c, arg(0));
    if (a->kind == Kind::kTuple || (a->kind == Kind::kList && a->listdef->tuple())) {
      // CPython's tuple hash (GenC's helper), for tuples of any length too
      std::string symbol = c.universe().RequestTypeHelper("hash", arg(0)->concretetype);
      return c.Call(symbol, {arg(0)}, t.Signed(), false);
    }
    return c.Call("rpy_hash_long", {c.ConvertType(arg(0), t.Signed())}, t.Signed(), false);
  }
  if (name == "next") {  // next(it) as a call: the same as the flow operation
    if (shape.positional.size() != 1) c.Fail("next() with a default is not supported yet");
    if (ann(0)->kind == Kind::kInstance)
      return CallMethodByName(c, arg(0), ann(0), "__next__", {}, c.result_type);
    return NextItem(c, arg(0), ann(0));
  }
  if (Value* v = External(c, name, shape)) return v;
  if (IsVoidType(c.result_type)) return nullptr;
  c.Fail("the builtin " + name + "() is not supported by the RTyper yet");
}

}  // namespace rtfarm::rtyper
