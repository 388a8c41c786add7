// Lists, dicts, tuples, ranges and iterators. Lists and dicts are the runtime's macro
// instantiations (RPY_LIST_DEFINE, RPY_DICT_DEFINE) named by the universe; tuples and
// iterator states are GC structs of the program.
#include <algorithm>
#include <climits>

#include "passes/rtyper/lowering_util.h"
#include "passes/rtyper/slices.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

const ContainerType& ContainerFor(OpContext& c, const Type* t) {
  const ContainerType* container = c.universe().ContainerOf(t);
  if (container == nullptr) c.Fail("not a list or dict: " + t->key());
  return *container;
}

Value* Item(OpContext& c, size_t i, const Type* item_type) {
  return c.ConvertType(c.Arg(i), item_type);
}

bool IsList(const Ann& a) { return a->kind == Kind::kList; }
bool IsDict(const Ann& a) { return a->kind == Kind::kDict; }
bool IsTuple(const Ann& a) { return a->kind == Kind::kTuple; }

Value* Malloc(OpContext& c, const Type* ptr) {
  return c.Emit("malloc", {c.TypeArg(ptr->target())}, ptr);
}

// --- tuples ----------------------------------------------------------------------------------

Value* TupleItem(OpContext& c, Value* tuple, const Ann& a, int64_t index) {
  if (index < 0) index += static_cast<int64_t>(a->items.size());
  if (index < 0 || index >= static_cast<int64_t>(a->items.size()))
    c.Fail("tuple index out of range");
  const Type* t = c.graph.TypeOf(a->items[index]);
  if (IsVoidType(t)) {  // no field; a single function, class or frozen object is known
    if (a->items[index]->kind == Kind::kBuiltin) {  // converts as the builtin (convert.cc)
      Value* builtin = c.LowLevelConstant(a->items[index]->constant, a->items[index], t);
      c.graph.Remember(builtin, a->items[index]);
      return builtin;
    }
    const host::HostObject* known = SinglePbcObject(a->items[index]);
    return known ? c.LowLevelConstant(known, a->items[index], t) : c.Null(t);
  }
  Value* item = c.Emit("getfield", {tuple, c.Field("item" + std::to_string(index))}, t);
  c.graph.Remember(item, a->items[index]);  // a tuple of Void items converts through it
  return item;
}

}  // namespace

Value* NewTuple(OpContext& c, const Type* ptr, const std::vector<Value*>& items) {
  Value* t = Malloc(c, ptr);
  for (size_t i = 0; i < items.size(); ++i) {
    std::string field = "item" + std::to_string(i);
    const Type* ft = ptr->target()->FieldType(field);
    if (ft == nullptr) continue;  // a Void item
    c.Emit("setfield", {t, c.Field(field), c.ConvertType(items[i], ft)}, c.types().Void());
  }
  return t;
}

std::vector<Value*> TupleItems(OpContext& c, Value* tuple, const Ann& a) {
  std::vector<Value*> items;
  for (size_t i = 0; i < a->items.size(); ++i)
    items.push_back(TupleItem(c, tuple, a, static_cast<int64_t>(i)));
  return items;
}

Value* TupleAsList(OpContext& c, Value* tuple, const Ann& a) {
  const Type* list = c.universe().ListType(c.universe().ItemType(Universe::TupleItem(a)));
  return NewList(c, list, TupleItems(c, tuple, a));
}

namespace {

Value* ListGetItemOf(OpContext& c, Value* list);

// t[i] with an index known only at run time, or t[a:b] with such bounds (the annotator
// made the result a tuple of any length): the items as a tuple of any length, read as one.
Value* TupleGetItemAtRunTime(OpContext& c) {
  const Ann& a = c.args[0];
  const Type* items =
      c.args[1]->kind == Kind::kSlice
          ? c.result_type
          : c.universe().VarTupleType(c.universe().ItemType(Universe::TupleItem(a)));
  Value* tuple = NewList(c, items, TupleItems(c, c.Arg(0), a));
  return c.ConvertType(ListGetItemOf(c, tuple), c.result_type);
}

Value* TupleGetItem(OpContext& c) {
  if (c.args[0]->dict_keys != nullptr) {  // kwargs["k"] of a **kwargs record
    const std::vector<std::string>& keys = *c.args[0]->dict_keys;
    auto found = std::find(keys.begin(), keys.end(), c.args[1]->constant->text());
    return c.ConvertType(TupleItem(c, c.Arg(0), c.args[0], found - keys.begin()), c.result_type);
  }
  if (c.args[1]->kind == Kind::kSlice && c.result->kind == Kind::kList)
    return TupleGetItemAtRunTime(c);
  if (c.args[1]->kind == Kind::kSlice) {  // constant bounds: the annotator chose the items
    const Ann& a = c.args[0];
    std::vector<Value*> items;
    std::vector<size_t> picked;
    auto bound = [](const Ann& b, int64_t fallback) {
      return b->constant && b->constant->kind() == host::HostKind::kInt ? b->constant->int_value()
                                                                        : fallback;
    };
    int64_t n = static_cast<int64_t>(a->items.size());
    int64_t step = bound(c.args[1]->items[2], 1);
    if (step == 0) c.Fail("slice step cannot be zero");
    int64_t start = bound(c.args[1]->items[0], step > 0 ? 0 : n - 1);
    int64_t stop = bound(c.args[1]->items[1], step > 0 ? n : -n - 1);
    auto clamp = [&](int64_t i, bool is_stop) {
      if (i < 0) i += n;
      int64_t lo = step > 0 ? 0 : -1, hi = step > 0 ? n : n - 1;
      (void)is_stop;
      return std::max(lo, std::min(i, hi));
    };
    start = clamp(start, false);
    stop = clamp(stop, true);
    Value* tuple = c.Arg(0);
    for (int64_t i = start; step > 0 ? i < stop : i > stop; i += step)
      items.push_back(TupleItem(c, tuple, a, i));
    return NewTuple(c, c.result_type, items);
  }
  const host::HostObject* index = c.ConstArg(1);
  if (index == nullptr || index->kind() != host::HostKind::kInt) return TupleGetItemAtRunTime(c);
  return TupleItem(c, c.Arg(0), c.args[0], index->int_value());
}

Value* TupleConcat(OpContext& c) {
  std::vector<Value*> items = TupleItems(c, c.Arg(0), c.args[0]);
  for (Value* item : TupleItems(c, c.Arg(1), c.args[1])) items.push_back(item);
  return NewTuple(c, c.result_type, items);
}

// --- lists -----------------------------------------------------------------------------------

// The runtime's list indexing by an index the annotator proved non-negative skips the
// wrap-around test (RPython's ll_getitem_nonneg).
std::string IndexedAccess(const OpContext& c, const std::string& access) {
  const Ann& index = c.args[1];
  bool nonneg = index->kind == Kind::kBool || (index->kind == Kind::kInteger && index->nonneg);
  return nonneg ? access + "_nonneg" : access;
}

Value* ListGetItem(OpContext& c) { return ListGetItemOf(c, c.Arg(0)); }

// list[i] and list[a:b:c] of `list` (argument 0 or what stands in for it).
Value* ListGetItemOf(OpContext& c, Value* list) {
  if (list->concretetype == c.universe().RangeType()) {
    if (c.args[1]->kind == Kind::kSlice) {  // a range, as CPython's range_subscript
      SliceParts s = ReadSlice(c, 1);
      return c.Call("lrange_slice",
                    {list, s.start, s.stop, s.step, c.Int(s.has_start), c.Int(s.has_stop)},
                    list->concretetype, true);
    }
    return c.Call("lrange_getitem", {list, c.ConvertType(c.Arg(1), c.types().Signed())},
                  c.types().Signed(), true);
  }
  const ContainerType& l = ContainerFor(c, list->concretetype);
  if (c.args[1]->kind == Kind::kSlice) {
    SliceParts s = ReadSlice(c, 1);
    if (s.has_step) {
      // A slice is a new ListDef: of the source's kind or the other (then copied).
      return c.ConvertType(
          c.Call(l.name + "_slice_step",
                 {list, s.start, s.stop, s.step, c.Int(s.has_start), c.Int(s.has_stop)},
                 list->concretetype, true),
          c.result_type);
    }
    return c.ConvertType(
        c.Call(l.name + "_slice", {list, s.start, s.stop}, list->concretetype, false),
        c.result_type);
  }
  return c.Call(l.name + IndexedAccess(c, "_getitem"),
                {list, c.ConvertType(c.Arg(1), c.types().Signed())}, l.item, true);
}

// The items of argument `i`, to be copied into `list` (extend, slice assignment): another
// list of the same items is read in place; anything else (a range, str, tuple, dict,
// iterator or a list of other items) is first made a list like `list`.
Value* ItemsAsList(OpContext& c, size_t i, Value* list) {
  Value* other = c.Arg(i);
  const ContainerType* o = c.universe().ContainerOf(other->concretetype);
  const ContainerType& l = ContainerFor(c, list->concretetype);
  if (o != nullptr && o->kind == ContainerType::kList && o->item == l.item)
    return c.ConvertType(other, list->concretetype);  // a fixed-size one is copied
  return ListFrom(c, i, list->concretetype);
}

Value* ListSetItem(OpContext& c) {
  Value* list = c.Arg(0);
  const ContainerType& l = ContainerFor(c, list->concretetype);
  if (c.args[1]->kind == Kind::kSlice) {
    SliceParts s = ReadSlice(c, 1);
    // The new items as a list like this one (the annotator merged a list's items with
    // this list's; any other iterable is copied, as CPython does).
    Value* items = ItemsAsList(c, 2, list);
    if (s.has_step) {
      return c.Call(l.name + "_setslice_step",
                    {list, s.start, s.stop, s.step, c.Int(s.has_start), c.Int(s.has_stop), items},
                    c.types().Void(), true);
    }
    return c.Call(l.name + "_setslice", {list, s.start, s.stop, items}, c.types().Void(), false);
  }
  Value* item = Item(c, 2, l.item);
  if (l.bytearray) item = c.Call("rpy_byte_value", {item}, c.types().Signed(), true);
  return c.Call(l.name + IndexedAccess(c, "_setitem"),
                {list, c.ConvertType(c.Arg(1), c.types().Signed()), item}, c.types().Void(), true);
}

Value* ListDelItem(OpContext& c) {
  Value* list = c.Arg(0);
  const ContainerType& l = ContainerFor(c, list->concretetype);
  if (c.args[1]->kind == Kind::kSlice) {
    SliceParts s = ReadSlice(c, 1);
    if (s.has_step) {
      return c.Call(l.name + "_delslice_step",
                    {list, s.start, s.stop, s.step, c.Int(s.has_start), c.Int(s.has_stop)},
                    c.types().Void(), true);
    }
    return c.Call(l.name + "_delslice", {list, s.start, s.stop}, c.types().Void(), false);
  }
  return c.Call(l.name + "_delitem", {list, c.ConvertType(c.Arg(1), c.types().Signed())},
                c.types().Void(), true);
}

Value* ListConcat(OpContext& c) {
  Value* a = c.Arg(0);
  const ContainerType& l = ContainerFor(c, c.result_type);
  return c.Call(l.name + "_concat",
                {c.ConvertType(a, c.result_type), c.ConvertType(c.Arg(1), c.result_type)},
                c.result_type, false);
}

// t + u and t += u of a tuple of any length: u another one, or a tuple of known length
// whose items are copied into one first.
Value* VarTupleConcat(OpContext& c) {
  const ContainerType& l = ContainerFor(c, c.result_type);
  Value* other = c.Arg(1);
  if (c.args[1]->kind == Kind::kTuple)
    other = NewList(c, c.result_type, TupleItems(c, other, c.args[1]));
  return c.Call(l.name + "_concat",
                {c.ConvertType(c.Arg(0), c.result_type), c.ConvertType(other, c.result_type)},
                c.result_type, false);
}

bool IsVarTupleArg(const OpContext& c, size_t i) {
  return c.args.size() > i && c.args[i]->kind == Kind::kList && c.args[i]->listdef->tuple();
}

Value* ListExtendInPlace(OpContext& c) {
  Value* a = c.Arg(0);
  const ContainerType& l = ContainerFor(c, a->concretetype);
  Value* other = c.Arg(1);
  if (c.args[1]->kind == Kind::kTuple) {  // [a, b, *t] and list displays of constants
    for (Value* item : TupleItems(c, other, c.args[1]))
      c.Call(l.name + "_append", {a, c.ConvertType(item, l.item)}, c.types().Void(), false);
    return a;
  }
  c.Call(l.name + "_extend", {a, ItemsAsList(c, 1, a)}, c.types().Void(), false);
  return a;
}

Value* ListRepeat(OpContext& c) {
  size_t li = IsList(c.args[0]) ? 0 : 1;
  Value* list = c.Arg(li);
  const ContainerType& l = ContainerFor(c, list->concretetype);
  Value* count = c.ConvertType(c.Arg(1 - li), c.types().Signed());
  Value* result = c.Call(l.name + "_mul", {list, count}, list->concretetype, false);
  return c.ConvertType(result, c.result_type);  // a new ListDef, maybe of the other kind
}

// t * n and n * t of a tuple of known length: the annotator made the result a tuple of
// known length (a constant count: the items repeated) or one of any length (the items
// copied into one, then repeated by the runtime).
Value* TupleRepeat(OpContext& c) {
  size_t ti = IsTuple(c.args[0]) ? 0 : 1;
  std::vector<Value*> items = TupleItems(c, c.Arg(ti), c.args[ti]);
  if (c.result->kind == Kind::kTuple) {
    std::vector<Value*> repeated;
    for (size_t k = 0; k < c.result->items.size(); ++k) repeated.push_back(items[k % items.size()]);
    return NewTuple(c, c.result_type, repeated);
  }
  const ContainerType& l = ContainerFor(c, c.result_type);
  Value* count = c.ConvertType(c.Arg(1 - ti), c.types().Signed());
  return c.Call(l.name + "_mul", {NewList(c, c.result_type, items), count}, c.result_type, false);
}

// [x] * n as the RTyper fuses it (rtyper.cc): n items, each x.
Value* AllocAndSet(OpContext& c) {
  const ContainerType& l = ContainerFor(c, c.result_type);
  return c.Call(l.name + "_alloc_and_set",
                {c.ConvertType(c.Arg(0), c.types().Signed()), Item(c, 1, l.item)}, c.result_type,
                false);
}

Value* TupleContains(OpContext& c) {
  const Ann& a = c.args[0];
  // "k" in kwargs of a **kwargs record: the annotator decided it.
  if (a->dict_keys != nullptr) return c.Bool(c.result->constant->bool_value());
  Ann item = annotator::Union(Universe::TupleItem(a), annotator::WithoutConstant(c.args[1]));
  const Type* list = c.universe().ListType(c.universe().ItemType(item));
  const ContainerType& l = ContainerFor(c, list);
  return c.Call(l.name + "_contains",
                {NewList(c, list, TupleItems(c, c.Arg(0), a)), Item(c, 1, l.item)},
                c.types().Bool(), false);
}

Value* ListContains(OpContext& c) {
  Value* list = c.Arg(0);
  if (list->concretetype == c.universe().RangeType())
    return c.Call("lrange_contains", {list, c.ConvertType(c.Arg(1), c.types().Signed())},
                  c.types().Bool(), false);
  const ContainerType& l = ContainerFor(c, list->concretetype);
  return c.Call(l.name + "_contains", {list, Item(c, 1, l.item)}, c.types().Bool(), false);
}

// --- dicts ---------------------------------------------------------------------------------------

Value* DictGetItem(OpContext& c) {
  Value* d = c.Arg(0);
  const ContainerType& t = ContainerFor(c, d->concretetype);
  // bytes keys share the str representation: GenC's "getitem_bytes" helper shows a
  // missing one as b'...' in its KeyError.
  if (c.args[1]->kind == Kind::kBytes) {
    std::string symbol = c.universe().RequestTypeHelper("getitem_bytes", d->concretetype);
    return c.Call(symbol, {d, Item(c, 1, t.key)}, t.value, true);
  }
  return c.Call(t.name + "_getitem", {d, Item(c, 1, t.key)}, t.value, true);
}

Value* DictSetItem(OpContext& c) {
  Value* d = c.Arg(0);
  const ContainerType& t = ContainerFor(c, d->concretetype);
  return c.Call(t.name + "_setitem", {d, Item(c, 1, t.key), Item(c, 2, t.value)}, c.types().Void(),
                false);
}

Value* DictDelItem(OpContext& c) {
  Value* d = c.Arg(0);
  const ContainerType& t = ContainerFor(c, d->concretetype);
  if (c.args[1]->kind == Kind::kBytes) {  // KeyError(b'...'): GenC's helper
    std::string symbol = c.universe().RequestTypeHelper("delitem_bytes", d->concretetype);
    return c.Call(symbol, {d, Item(c, 1, t.key)}, c.types().Void(), true);
  }
  return c.Call(t.name + "_delitem", {d, Item(c, 1, t.key)}, c.types().Void(), true);
}

Value* DictContains(OpContext& c) {
  Value* d = c.Arg(0);
  const ContainerType& t = ContainerFor(c, d->concretetype);
  return c.Call(t.name + "_contains", {d, Item(c, 1, t.key)}, c.types().Bool(), false);
}

Value* NewDict(OpContext& c) {
  const ContainerType& t = ContainerFor(c, c.result_type);
  Value* d = c.Call(t.name + "_new", {}, c.result_type, false);
  for (size_t i = 0; i + 1 < c.arity(); i += 2) {
    c.Call(t.name + "_setitem", {d, Item(c, i, t.key), Item(c, i + 1, t.value)}, c.types().Void(),
           false);
  }
  return d;
}

Value* DictUpdate(OpContext& c) {  // {**a}
  Value* d = c.Arg(0);
  const ContainerType& t = ContainerFor(c, d->concretetype);
  c.Call(t.name + "_update", {d, c.ConvertType(c.Arg(1), d->concretetype)}, c.types().Void(),
         false);
  return nullptr;
}

// --- iterators ------------------------------------------------------------------------------

// iter(x) and next(x) of an instance call its __iter__ and __next__ (the annotator
// annotated those calls).
Value* Iter(OpContext& c) {
  if (c.args[0]->kind == Kind::kInstance)
    return CallMethodByName(c, c.Arg(0), c.args[0], "__iter__", {}, c.result_type);
  return MakeIterator(c, c.Arg(0), c.args[0], c.result_type);
}

Value* NextOf(OpContext& c, Value* it, const Ann& a, const Type* result_type);

Value* Next(OpContext& c) {
  if (c.args[0]->kind == Kind::kInstance)
    return CallMethodByName(c, c.Arg(0), c.args[0], "__next__", {}, c.result_type);
  return NextOf(c, c.Arg(0), c.args[0], c.result_type);
}

// The iterator enumerate() or zip() made of `source`: itself when it is one already
// (enumerate(zip(a, b))), else iter(source).
Ann InnerIteratorAnn(OpContext& c, const Ann& source) {
  if (source->kind == Kind::kIterator) return source;
  if (source->kind == Kind::kInstance) return c.universe().InstanceIteratorAnn(source);
  return annotator::IteratorAnn(annotator::IterKind::kSequence, source);
}

Value* NextOf(OpContext& c, Value* it, const Ann& a, const Type* result_type) {
  auto& t = c.types();
  if (a->kind == Kind::kInstance)  // what an instance's __iter__ returned (enumerate, zip)
    return CallMethodByName(c, it, a, "__next__", {}, result_type);
  const Type* type = it->concretetype;
  const Type* target = type->target();
  const std::string& name = target->name();
  if (name == "rpy_str_iter") return c.Call("rpy_str_iter_next", {it}, t.UniChar(), true);
  if (name == "rpy_str_riter") return c.Call("rpy_str_riter_next", {it}, t.UniChar(), true);
  if (name == "rpy_bytes_iter") return c.Call("rpy_bytes_iter_next", {it}, t.Signed(), true);
  if (name == "lrange_iter") return c.Call("lrange_iter_next", {it}, t.Signed(), true);
  if (target->kind() == lltype::TypeKind::kOpaque) {  // rpy_list_X_iter, _riter
    std::string list = name.substr(0, name.rfind('_'));
    const ContainerType* l = &c.universe().containers().at(list);
    return c.Call(name + "_next", {it}, l->item, true);
  }
  if (name.starts_with("diter_")) {
    const Type* dict_type = target->FieldType("dict");
    const ContainerType& d = ContainerFor(c, dict_type);
    Value* inner = c.Emit("getfield", {it, c.Field("it")}, target->FieldType("it"));
    Value* dict = c.Emit("getfield", {it, c.Field("dict")}, dict_type);
    Value* index = c.Call(d.name + "_iter_next", {inner}, t.Signed(), true);
    annotator::IterKind kind = a->iter_kind;
    if (kind == annotator::IterKind::kDictValues)
      return c.Call(d.name + "_entry_value", {dict, index}, d.value, false);
    Value* key = c.Call(d.name + "_entry_key", {dict, index}, d.key, false);
    if (kind != annotator::IterKind::kDictItems) return key;
    Value* value = c.Call(d.name + "_entry_value", {dict, index}, d.value, false);
    return NewTuple(c, result_type, {key, value});
  }
  if (name.starts_with("enum_")) {
    const Type* inner_type = target->FieldType("inner");
    Value* inner = c.Emit("getfield", {it, c.Field("inner")}, inner_type);
    Ann inner_ann = InnerIteratorAnn(c, a->items[0]);
    const Type* item_type = result_type->target()->FieldType("item1");
    Value* item = NextOf(c, inner, inner_ann, item_type ? item_type : t.Void());
    Value* index = c.Emit("getfield", {it, c.Field("index")}, t.Signed());
    c.Emit("setfield", {it, c.Field("index"), c.Emit("int_add", {index, c.Int(1)}, t.Signed())},
           t.Void());
    return NewTuple(c, result_type, {index, item});
  }
  if (name.starts_with("zip")) {
    std::vector<Value*> items;
    const Ann& sources = a->items[0];
    for (size_t i = 0; i < sources->items.size(); ++i) {
      std::string field = "it" + std::to_string(i);
      Value* inner = c.Emit("getfield", {it, c.Field(field)}, target->FieldType(field));
      Ann inner_ann = InnerIteratorAnn(c, sources->items[i]);
      const Type* item_type = result_type->target()->FieldType("item" + std::to_string(i));
      items.push_back(NextOf(c, inner, inner_ann, item_type ? item_type : t.Void()));
    }
    return NewTuple(c, result_type, items);
  }
  c.Fail("next() of " + annotator::Describe(a) + " is not supported yet");
}

}  // namespace

Value* NextItem(OpContext& c, Value* it, const Ann& a) { return NextOf(c, it, a, c.result_type); }

Value* MakeIterator(OpContext& c, Value* value, const Ann& a, const Type* iter_type) {
  auto& t = c.types();
  if (a->kind == Kind::kInstance)  // enumerate(f), zip(f, ...)
    return CallMethodByName(c, value, a, "__iter__", {}, iter_type);
  const Type* target = iter_type->target();
  const std::string& name = target->name();
  if (a->kind == Kind::kIterator) return value;
  if (a->kind == Kind::kTuple) {  // iterated as a list of its items
    return c.Call(name + "_new", {TupleAsList(c, value, a)}, iter_type, false);
  }
  if (name == "rpy_str_iter")
    return c.Call("rpy_str_iter_new", {c.ConvertType(value, c.universe().StringPtr())}, iter_type,
                  false);
  if (name == "rpy_bytes_iter")
    return c.Call("rpy_bytes_iter_new", {c.ConvertType(value, c.universe().StringPtr())}, iter_type,
                  false);
  if (name == "lrange_iter") return c.Call("lrange_iter_new", {value}, iter_type, false);
  if (target->kind() == lltype::TypeKind::kOpaque)
    return c.Call(name + "_new", {value}, iter_type, false);
  if (name.starts_with("diter_")) {
    const ContainerType& d = ContainerFor(c, value->concretetype);
    Value* it = Malloc(c, iter_type);
    Value* inner = c.Call(d.name + "_iter_new", {value}, target->FieldType("it"), false);
    c.Emit("setfield", {it, c.Field("it"), inner}, t.Void());
    c.Emit("setfield", {it, c.Field("dict"), value}, t.Void());
    return it;
  }
  c.Fail("iter() of " + annotator::Describe(a) + " is not supported yet");
}

Value* Len(OpContext& c, Value* value, const Ann& a) {
  auto& t = c.types();
  if (IsStrLike(a)) {
    if (a->kind == Kind::kChar) return c.Int(1);
    // A str counts code points, bytes count bytes.
    return c.Call(a->kind == Kind::kBytes ? "rpy_bytes_len" : "rpy_str_len",
                  {c.ConvertType(value, c.universe().StringPtr())}, t.Signed(), false);
  }
  if (a->kind == Kind::kTuple) return c.Int(static_cast<int64_t>(a->items.size()));
  if (value->concretetype == c.universe().RangeType())
    return c.Call("lrange_len", {value}, t.Signed(), false);
  const ContainerType& container = ContainerFor(c, value->concretetype);
  return c.Call(container.name + "_len", {value}, t.Signed(), false);
}

Value* NewList(OpContext& c, const Type* list_type, const std::vector<Value*>& items) {
  const ContainerType& l = ContainerFor(c, list_type);
  Value* list =
      c.Call(l.name + "_new", {c.Int(static_cast<int64_t>(items.size()))}, list_type, false);
  for (size_t i = 0; i < items.size(); ++i) {
    c.Call(l.name + "_set_unchecked",
           {list, c.Int(static_cast<int64_t>(i)), c.ConvertType(items[i], l.item)},
           c.types().Void(), false);
  }
  return list;
}

// index() and count() of a tuple of known length: its items, as a tuple of any length of
// their union with the value (the annotator checked there is one), searched as one.
Value* LowerTupleMethod(OpContext& c, const std::string& name, Value* tuple, const Ann& a,
                        const CallShape& shape) {
  Ann item = annotator::Union(Universe::TupleItem(a), c.args[shape.positional.at(0)]);
  const Type* items = c.universe().VarTupleType(c.universe().ItemType(item));
  return LowerListMethod(c, name, NewList(c, items, TupleItems(c, tuple, a)), shape);
}

Value* LowerListMethod(OpContext& c, const std::string& name, Value* list, const CallShape& shape) {
  auto& t = c.types();
  if (list->concretetype == c.universe().RangeType()) {  // the annotator allows only these
    Value* x = c.ConvertType(c.Arg(shape.positional.at(0)), t.Signed());
    if (name == "count") return c.Call("lrange_count", {list, x}, t.Signed(), false);
    if (name == "index") return c.Call("lrange_index", {list, x}, t.Signed(), true);
    c.Fail("range." + name + "() is not supported");
  }
  const ContainerType& l = ContainerFor(c, list->concretetype);
  auto arg = [&](size_t n) { return c.Arg(shape.positional.at(n)); };
  auto item = [&](size_t n) { return c.ConvertType(arg(n), l.item); };
  auto integer = [&](size_t n) { return c.ConvertType(arg(n), t.Signed()); };
  size_t n = shape.positional.size();
  if (name == "append" && l.bytearray)  // ValueError outside 0..255
    return c.Call(l.name + "_append", {list, c.Call("rpy_byte_value", {item(0)}, t.Signed(), true)},
                  t.Void(), false);
  if (name == "append") return c.Call(l.name + "_append", {list, item(0)}, t.Void(), false);
  if (name == "pop") {
    if (n == 0) return c.Call(l.name + "_pop_last", {list}, l.item, true);
    return c.Call(l.name + "_pop", {list, integer(0)}, l.item, true);
  }
  if (name == "insert")
    return c.Call(l.name + "_insert", {list, integer(0), item(1)}, t.Void(), false);
  if (name == "extend") {
    return c.Call(l.name + "_extend", {list, ItemsAsList(c, shape.positional.at(0), list)},
                  t.Void(), false);
  }
  if (name == "remove") return c.Call(l.name + "_remove", {list, item(0)}, t.Void(), true);
  if (name == "index" && n > 1)  // index(x, start[, stop]): bounds adjusted as a slice's
    return c.Call(l.name + "_index_range",
                  {list, item(0), integer(1), n > 2 ? integer(2) : c.Int(INT64_MAX)}, t.Signed(),
                  true);
  if (name == "index") return c.Call(l.name + "_index", {list, item(0)}, t.Signed(), true);
  if (name == "count") return c.Call(l.name + "_count", {list, item(0)}, t.Signed(), false);
  if (name == "reverse") return c.Call(l.name + "_reverse", {list}, t.Void(), false);
  if (name == "clear") return c.Call(l.name + "_clear", {list}, t.Void(), false);
  if (name == "copy") return c.Call(l.name + "_copy", {list}, list->concretetype, false);
  if (name == "sort") {
    size_t reverse = shape.Keyword("reverse");
    if (shape.Keyword("key")) c.Fail("list.sort(key=...) is not supported yet");
    Value* flag = reverse ? c.ConvertType(c.Arg(reverse), t.Bool()) : c.Bool(false);
    return c.Call(l.name + "_sort", {list, flag}, t.Void(), false);
  }
  c.Fail("list." + name + "() is not supported yet");
}

Value* LowerDictMethod(OpContext& c, const std::string& name, Value* dict, const CallShape& shape) {
  auto& t = c.types();
  const ContainerType& d = ContainerFor(c, dict->concretetype);
  size_t n = shape.positional.size();
  auto key = [&](size_t i) { return c.ConvertType(c.Arg(shape.positional.at(i)), d.key); };
  auto value_or_none = [&](size_t i) {
    if (n > i) return c.ConvertType(c.Arg(shape.positional.at(i)), d.value);
    return static_cast<Value*>(c.Null(d.value));
  };
  // get() or pop() with a default on a dict never filled (an empty `**options`
  // parameter's `options.get("repeat", 1)`): the key is looked up (hashing it, as
  // CPython) and the default is the result; the values' stand-in type (a str) need not
  // hold it.
  if ((name == "get" || name == "pop") && n == 2 && c.args[0]->kind == Kind::kBuiltinMethod &&
      !c.args[0]->items.empty() && c.args[0]->items[0]->kind == Kind::kDict &&
      c.args[0]->items[0]->dictdef->value().peek()->kind == Kind::kImpossible) {
    c.Call(d.name + "_contains", {dict, key(0)}, t.Bool(), false);
    return c.ConvertType(c.Arg(shape.positional.at(1)), c.result_type);
  }
  // get() or pop() whose default (None) the values cannot hold: a number that may be
  // None, None when the key is missing (nullable_numbers.cc).
  const Type* boxed = c.universe().BoxedNumber(c.result_type);
  if ((name == "get" || (name == "pop" && n == 2)) && boxed != nullptr &&
      c.universe().BoxedNumber(d.value) == nullptr) {
    Value* k = key(0);
    Value* found = c.Call(d.name + "_contains", {dict, k}, t.Bool(), false);
    Value* dflt = n > 1 ? c.ConvertType(c.Arg(shape.positional.at(1)), c.result_type)
                        : static_cast<Value*>(c.Null(c.result_type));
    Value* value = c.Call(d.name + (name == "get" ? "_get" : "_pop_default"),
                          {dict, k, c.Null(d.value)}, d.value, false);
    return c.Emit("select", {found, c.ConvertType(value, c.result_type), dflt}, c.result_type);
  }
  auto number_type = [](const Type* type) {
    return type->IsNumber() || Universe::IsMixedNumber(type);
  };
  if ((name == "get" || name == "pop") && n == 2 && c.result_type != d.value &&
      number_type(c.result_type) && number_type(d.value) && boxed == nullptr &&
      c.args[0]->kind == Kind::kBuiltinMethod && !c.args[0]->items.empty() &&
      c.args[0]->items[0]->kind == Kind::kDict) {
    // A default of another number kind than the values (`d.get(k, 0)` of float values,
    // `d.get(k, 0.5)` of ints): the value found or the default, each converted to the
    // result's representation by its own annotation (an int kept an int where the program
    // shows numbers that may be either). Both are converted (a select): numbers only.
    Ann value_ann = c.args[0]->items[0]->dictdef->value().peek();
    size_t given = shape.positional.at(1);
    Value* k = key(0);
    Value* found = c.Call(d.name + "_contains", {dict, k}, t.Bool(), false);
    Value* value = c.Call(d.name + (name == "get" ? "_get" : "_pop_default"),
                          {dict, k, c.Null(d.value)}, d.value, false);
    Value* mine = c.ConvertType(c.Convert(value, value_ann, c.result), c.result_type);
    Value* dflt = c.ConvertType(c.Convert(c.Arg(given), c.args[given], c.result), c.result_type);
    return c.Emit("select", {found, mine, dflt}, c.result_type);
  }
  if (name == "get")
    return c.Call(d.name + "_get", {dict, key(0), value_or_none(1)}, d.value, false);
  if (name == "setdefault")
    return c.Call(d.name + "_setdefault", {dict, key(0), value_or_none(1)}, d.value, false);
  if (name == "pop") {
    if (n == 1 && c.args[shape.positional.at(0)]->kind == Kind::kBytes) {  // KeyError(b'...')
      std::string symbol = c.universe().RequestTypeHelper("pop_bytes", dict->concretetype);
      return c.Call(symbol, {dict, key(0)}, d.value, true);
    }
    if (n == 1) return c.Call(d.name + "_pop", {dict, key(0)}, d.value, true);
    return c.Call(d.name + "_pop_default", {dict, key(0), value_or_none(1)}, d.value, false);
  }
  if (name == "keys" || name == "values" || name == "items") {
    // GenC's helper builds a resizable list: copied when the program never resizes it.
    std::string symbol = c.universe().RequestTypeHelper(name, dict->concretetype);
    const Type* item = name == "keys"     ? d.key
                       : name == "values" ? d.value
                                          : c.universe().TupleType({d.key, d.value});
    return c.ConvertType(c.Call(symbol, {dict}, c.universe().ListType(item), false), c.result_type);
  }
  if (name == "update") {
    // The positional argument's items (a dict's, or pairs inserted in turn as dict(pairs)
    // inserts them), then each keyword.
    Value* result = nullptr;
    if (n == 1) {
      const Ann& source = c.args[shape.positional[0]];
      // A list nothing is ever put in (`d.update([])`) adds nothing.
      bool empty =
          source->kind == Kind::kList && source->listdef->item().peek()->kind == Kind::kImpossible;
      if (!empty) {
        Value* other = source->kind == Kind::kDict
                           ? c.ConvertType(c.Arg(shape.positional[0]), dict->concretetype)
                           : DictFromPairs(c, shape.positional[0], dict->concretetype);
        result = c.Call(d.name + "_update", {dict, other}, t.Void(), false);
      }
    }
    Value* stored = StoreKeywordItems(c, dict, shape, c.args[0]->items[0]->dictdef->value().peek());
    if (stored != nullptr) result = stored;
    return result != nullptr ? result : c.Null(t.Void());
  }
  if (name == "popitem") {  // the last inserted pair, removed (KeyError when empty)
    Value* index = c.Call(d.name + "_popitem_index", {dict}, t.Signed(), true);
    Value* k = c.Call(d.name + "_entry_key", {dict, index}, d.key, false);
    Value* v = c.Call(d.name + "_entry_value", {dict, index}, d.value, false);
    c.Call(d.name + "_popitem_remove", {dict}, t.Void(), false);
    return NewTuple(c, c.result_type, {k, v});
  }
  if (name == "copy") return c.Call(d.name + "_copy", {dict}, dict->concretetype, false);
  if (name == "clear") return c.Call(d.name + "_clear", {dict}, t.Void(), false);
  c.Fail("dict." + name + "() is not supported yet");
}

namespace {

// d | e: a copy of d updated with e; d |= e: d updated (Python 3.9's dict union).
// The annotator gave the operands and the result one dict type.
Value* DictUnion(OpContext& c) {
  const Type* type = c.result_type;
  const ContainerType& d = ContainerFor(c, type);
  Value* left = c.ConvertType(c.Arg(0), type);
  Value* result =
      c.op.opname == "inplace_or" ? left : c.Call(d.name + "_copy", {left}, type, false);
  c.Call(d.name + "_update", {result, c.ConvertType(c.Arg(1), type)}, c.types().Void(), false);
  return result;
}

bool BothDicts(const OpContext& c) {
  return c.args.size() == 2 && c.args[0]->kind == Kind::kDict && c.args[1]->kind == Kind::kDict;
}

}  // namespace

void RegisterContainerLowerings(LoweringTable& table) {
  table["or_"].push_back({BothDicts, DictUnion});
  table["inplace_or"].push_back({BothDicts, DictUnion});
  table["newslice"].push_back({Always(), [](OpContext&) -> Value* { return nullptr; }});
  table["newtuple"].push_back({Always(), [](OpContext& c) {
                                 std::vector<Value*> items;
                                 for (size_t i = 0; i < c.arity(); ++i) items.push_back(c.Arg(i));
                                 return NewTuple(c, c.result_type, items);
                               }});
  table["newlist"].push_back({Always(), [](OpContext& c) {
                                std::vector<Value*> items;
                                for (size_t i = 0; i < c.arity(); ++i) items.push_back(c.Arg(i));
                                return NewList(c, c.result_type, items);
                              }});
  table["newdict"].push_back({Always(), NewDict});
  table["getitem"].push_back({ArgIs(0, IsTuple), TupleGetItem});
  table["getitem"].push_back({ArgIs(0, IsList), ListGetItem});
  table["getitem"].push_back({ArgIs(0, IsDict), DictGetItem});
  table["setitem"].push_back({ArgIs(0, IsList), ListSetItem});
  table["setitem"].push_back({ArgIs(0, IsDict), DictSetItem});
  table["delitem"].push_back({ArgIs(0, IsList), ListDelItem});
  table["delitem"].push_back({ArgIs(0, IsDict), DictDelItem});
  table["contains"].push_back({ArgIs(0, IsList), ListContains});
  table["contains"].push_back({ArgIs(0, IsTuple), TupleContains});
  table["contains"].push_back({ArgIs(0, IsDict), DictContains});
  auto var_tuple_first = [](const OpContext& c) { return IsVarTupleArg(c, 0); };
  table["add"].push_back({var_tuple_first, VarTupleConcat});
  table["inplace_add"].push_back({var_tuple_first, VarTupleConcat});
  table["add"].push_back({All(IsTuple), TupleConcat});
  table["inplace_add"].push_back({All(IsTuple), TupleConcat});  // t += (x,): a new tuple
  table["add"].push_back({All(IsList), ListConcat});
  table["inplace_add"].push_back({All(IsList), ListExtendInPlace});
  // lst += a tuple, str, dict or iterator (the annotator allows any iterable).
  table["inplace_add"].push_back({ArgIs(0, IsList), ListExtendInPlace});
  table["list_extend"].push_back({ArgIs(0, IsList), ListExtendInPlace});
  auto list_times_int = [](const OpContext& c) {
    return (IsList(c.args[0]) && IsNumber(c.args[1])) || (IsNumber(c.args[0]) && IsList(c.args[1]));
  };
  table["mul"].push_back({list_times_int, ListRepeat});
  table["inplace_mul"].push_back({list_times_int, ListRepeat});
  auto tuple_times_int = [](const OpContext& c) {
    return (IsTuple(c.args[0]) && IsNumber(c.args[1])) ||
           (IsNumber(c.args[0]) && IsTuple(c.args[1]));
  };
  table["mul"].push_back({tuple_times_int, TupleRepeat});
  table["inplace_mul"].push_back({tuple_times_int, TupleRepeat});
  table["alloc_and_set"].push_back({Always(), AllocAndSet});
  table["dict_update"].push_back({ArgIs(0, IsDict), DictUpdate});
  table["iter"].push_back({Always(), Iter});
  table["next"].push_back({Always(), Next});
  table["len"].push_back({Always(), [](OpContext& c) { return Len(c, c.Arg(0), c.args[0]); }});
}

}  // namespace rtfarm::rtyper
