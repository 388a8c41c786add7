// Sets and frozensets: the runtime's RPY_SET_DEFINE instantiations (runtime/rpy_set.h)
// named by the universe ("rpy_set_X", one for both: a run-time flag marks frozensets).
// Every operation calls the runtime function that follows CPython's own algorithm for
// it, since which set is walked, in which order, and when the table grows decide the
// order a set then iterates in. Any iterable that is not a set is first made a list of
// the set's elements (ListFrom), whose items are added in order as CPython adds an
// iterable's.
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

bool IsSet(const Ann& a) { return a->kind == Kind::kSet; }

const ContainerType& SetFor(OpContext& c, const Type* t) {
  const ContainerType* set = c.universe().ContainerOf(t);
  if (set == nullptr || set->kind != ContainerType::kSet) c.Fail("not a set: " + t->key());
  return *set;
}

Value* Element(OpContext& c, size_t i, const ContainerType& set) {
  return c.ConvertType(c.Arg(i), set.item);
}

// Argument `i`, a set or frozenset of the same elements as `set` (a set of other elements
// would need converted copies, which CPython does not make).
Value* SetOperand(OpContext& c, size_t i, Value* set) {
  Value* other = c.Arg(i);
  // A set nothing is ever put into (`x == set()`) has no element type: an empty set of
  // the other's type stands in for it.
  if (other->concretetype != set->concretetype && IsSet(c.args[i]) &&
      c.args[i]->dictdef->key().peek()->kind == Kind::kImpossible)
    return c.Call(SetFor(c, set->concretetype).name + "_new", {}, set->concretetype, false);
  if (other->concretetype != set->concretetype) {
    c.Fail("an operation between " + annotator::Describe(c.args[i]) + " and a set of type " +
           set->concretetype->key() + ": sets of different element types are not supported");
  }
  return other;
}

// The left operand of a binary operation; an always-empty set (`set() == s`) is an empty
// set of the right operand's type instead.
Value* LeftOperand(OpContext& c) {
  Value* a = c.Arg(0);
  if (c.arity() > 1 && IsSet(c.args[1]) &&
      c.args[0]->dictdef->key().peek()->kind == Kind::kImpossible &&
      c.Arg(1)->concretetype != a->concretetype) {
    const Type* type = c.Arg(1)->concretetype;
    return c.Call(SetFor(c, type).name + "_new", {}, type, false);
  }
  return a;
}

// Argument `i`, not a set: its items as a list of the set's elements.
Value* ItemsAsList(OpContext& c, size_t i, const ContainerType& set) {
  return ListFrom(c, i, c.universe().ListType(set.item));
}

// set.update(x) for one argument: a set merges (set_merge); a dict's keys are added after
// one resize for all of them; any other iterable's items are added in order.
void UpdateFrom(OpContext& c, Value* set, size_t i) {
  auto& t = c.types();
  const ContainerType& s = SetFor(c, set->concretetype);
  if (IsSet(c.args[i])) {
    c.Call(s.name + "_update", {set, SetOperand(c, i, set)}, t.Void(), false);
    return;
  }
  Value* items = ItemsAsList(c, i, s);
  if (c.args[i]->kind == Kind::kDict)
    c.Call(s.name + "_reserve", {set, Len(c, c.Arg(i), c.args[i])}, t.Void(), false);
  c.Call(s.name + "_add_seq", {set, items}, t.Void(), false);
}

// A new set of `set_type` holding the items of argument `i` (make_new_set).
Value* NewSetFrom(OpContext& c, const Type* set_type, size_t i) {
  const ContainerType& s = SetFor(c, set_type);
  Value* set = c.Call(s.name + "_new", {}, set_type, false);
  UpdateFrom(c, set, i);
  return set;
}

// Argument `i` as a set of the receiver's type: itself when it is one, else a new set of
// its items (what CPython builds for issubset, symmetric_difference and the like).
Value* AsSet(OpContext& c, size_t i, Value* receiver) {
  if (IsSet(c.args[i])) return SetOperand(c, i, receiver);
  return NewSetFrom(c, receiver->concretetype, i);
}

Value* NewSet(OpContext& c) {
  const ContainerType& s = SetFor(c, c.result_type);
  Value* set = c.Call(s.name + "_new", {}, c.result_type, false);
  for (size_t i = 0; i < c.arity(); ++i)
    c.Call(s.name + "_add", {set, Element(c, i, s)}, c.types().Void(), false);
  return set;
}

Value* Contains(OpContext& c) {
  Value* set = c.Arg(0);
  const ContainerType& s = SetFor(c, set->concretetype);
  return c.Call(s.name + "_contains", {set, Element(c, 1, s)}, c.types().Bool(), false);
}

// | & - ^ and their in-place forms; the result has the left operand's type.
Value* Binary(OpContext& c) {
  Value* a = LeftOperand(c);
  const ContainerType& s = SetFor(c, a->concretetype);
  std::string op = c.op.opname;
  bool inplace = op.starts_with("inplace_");
  if (inplace) op = op.substr(8);
  if (op.back() == '_') op.pop_back();  // or_, and_
  Value* b = SetOperand(c, 1, a);
  if (inplace) {
    if (c.args[0]->set_type == annotator::SetType::kSet) {  // known to be a set: in place
      static const std::map<std::string, std::string> kInPlace = {
          {"or", "_update"}, {"and", "_iand"}, {"sub", "_isub"}, {"xor", "_ixor"}};
      c.Call(s.name + kInPlace.at(op), {a, b}, c.types().Void(), false);
      return a;
    }
    // A frozenset gets a new object (its flag decides at run time when either may come).
    return c.Call(s.name + "_i" + op + "_any", {a, b}, a->concretetype, false);
  }
  return c.Call(s.name + "_" + op, {a, b}, a->concretetype, false);
}

Value* Compare(OpContext& c) {
  Value* a = LeftOperand(c);
  const ContainerType& s = SetFor(c, a->concretetype);
  return c.Call(s.name + "_" + c.op.opname, {a, SetOperand(c, 1, a)}, c.types().Bool(), false);
}

Value* Hash(OpContext& c) {
  Value* a = c.Arg(0);
  const ContainerType& s = SetFor(c, a->concretetype);
  return c.Call(s.name + "_hash", {a}, c.types().Signed(), false);
}

}  // namespace

Value* LowerSetMethod(OpContext& c, const std::string& name, Value* set, const CallShape& shape) {
  auto& t = c.types();
  const ContainerType& s = SetFor(c, set->concretetype);
  const std::vector<size_t>& args = shape.positional;
  const Type* type = set->concretetype;
  auto call = [&](const std::string& f, std::vector<Value*> operands, const Type* result,
                  bool raises = false) { return c.Call(s.name + f, operands, result, raises); };
  auto element = [&](size_t n) { return Element(c, args.at(n), s); };
  if (name == "add") return call("_add", {set, element(0)}, t.Void());
  if (name == "discard") return call("_discard", {set, element(0)}, t.Void());
  if (name == "remove") return call("_remove", {set, element(0)}, t.Void(), true);
  if (name == "pop") return call("_pop", {set}, s.item, true);
  if (name == "clear") return call("_clear", {set}, t.Void());
  if (name == "copy") return call("_copy_method", {set}, type);  // a frozenset's is itself
  if (name == "update") {
    for (size_t i : args) UpdateFrom(c, set, i);
    return nullptr;
  }
  if (name == "union") {  // a copy, then update() with each argument but the set itself
    Value* result = call("_copy", {set}, type);
    for (size_t i : args) UpdateFrom(c, result, i);
    return result;
  }
  // intersection: a chain of two-set intersections (a non-set argument's items are kept in
  // their order when in the set); intersection_update takes the result's table.
  if (name == "intersection" || name == "intersection_update") {
    Value* result = args.empty() ? call("_copy", {set}, type) : set;
    for (size_t i : args) {
      if (IsSet(c.args[i])) {
        result = call("_and", {result, SetOperand(c, i, result)}, type);
      } else {
        result = call("_and_seq", {result, ItemsAsList(c, i, s)}, type);
      }
    }
    if (name == "intersection") return result;
    call("_take_table", {set, result}, t.Void());
    return nullptr;
  }
  auto difference_update = [&](Value* target, size_t i) {
    if (IsSet(c.args[i])) {
      call("_isub", {target, SetOperand(c, i, target)}, t.Void());
    } else {
      call("_sub_seq", {target, ItemsAsList(c, i, s)}, t.Void());
    }
  };
  if (name == "difference") {  // set_difference with the first, then difference_update
    if (args.empty()) return call("_copy", {set}, type);
    Value* result;
    if (c.args[args[0]]->kind == Kind::kDict) {  // sized as a set of its keys would be
      result = call("_sub", {set, AsSet(c, args[0], set)}, type);
    } else if (IsSet(c.args[args[0]])) {
      result = call("_sub", {set, SetOperand(c, args[0], set)}, type);
    } else {  // set_copy_and_difference
      result = call("_copy", {set}, type);
      difference_update(result, args[0]);
    }
    for (size_t n = 1; n < args.size(); ++n) difference_update(result, args[n]);
    return result;
  }
  if (name == "difference_update") {
    for (size_t i : args) difference_update(set, i);
    return nullptr;
  }
  if (name == "symmetric_difference") {  // a new set (of the set's type) of the argument's
    Value* result = NewSetFrom(c, type, args.at(0));  // items, ^= the set
    call("_type_of", {result, set}, type);
    call("_ixor", {result, set}, t.Void());
    return result;
  }
  if (name == "symmetric_difference_update") {
    size_t i = args.at(0);
    if (c.args[i]->kind == Kind::kDict) {  // the dict's keys in its order, each toggled
      call("_xor_seq", {set, ItemsAsList(c, i, s)}, t.Void());
    } else {
      call("_ixor", {set, AsSet(c, i, set)}, t.Void());
    }
    return nullptr;
  }
  if (name == "issubset") return call("_issubset", {set, AsSet(c, args.at(0), set)}, t.Bool());
  if (name == "issuperset") return call("_issuperset", {set, AsSet(c, args.at(0), set)}, t.Bool());
  if (name == "isdisjoint") return call("_isdisjoint", {set, AsSet(c, args.at(0), set)}, t.Bool());
  c.Fail("set." + name + "() is not supported yet");
}

// set(x) and frozenset(x).
Value* LowerSetOf(OpContext& c, const std::string& name, const CallShape& shape) {
  const ContainerType& s = SetFor(c, c.result_type);
  if (shape.positional.empty()) {
    Value* set = c.Call(s.name + "_new", {}, c.result_type, false);
    if (name == "set") return set;
    return c.Call(s.name + "_with_type", {set, c.Int(1)}, c.result_type, false);
  }
  size_t i = shape.positional[0];
  bool frozen = name == "frozenset";
  if (IsSet(c.args[i])) {
    Value* source = SetOperand(c, i, c.Arg(i));
    if (source->concretetype != c.result_type) c.Fail(name + "() of a set of other elements");
    // frozenset(fs) is fs itself; otherwise a copy (set_merge into a new set).
    if (frozen) return c.Call(s.name + "_frozenset_of", {source}, c.result_type, false);
    Value* copy = c.Call(s.name + "_copy", {source}, c.result_type, false);
    return c.Call(s.name + "_with_type", {copy, c.Int(0)}, c.result_type, false);
  }
  Value* set = NewSetFrom(c, c.result_type, i);
  if (!frozen) return set;
  return c.Call(s.name + "_with_type", {set, c.Int(1)}, c.result_type, false);
}

Value* LowerSetHash(OpContext& c, Value* value) {
  const ContainerType& s = SetFor(c, value->concretetype);
  return c.Call(s.name + "_hash", {value}, c.types().Signed(), false);
}

void RegisterSetLowerings(LoweringTable& table) {
  table["newset"].push_back({Always(), NewSet});
  table["contains"].push_back({ArgIs(0, IsSet), Contains});
  for (const char* op : {"or_", "and_", "sub", "xor"}) {
    std::string name = op;
    table[name].push_back({All(IsSet), Binary});
    if (name.back() == '_') name.pop_back();
    table["inplace_" + name].push_back({All(IsSet), Binary});
  }
  for (const char* op : {"lt", "le", "eq", "ne", "gt", "ge"})
    table[op].push_back({All(IsSet), Compare});
  table["hash"].push_back({ArgIs(0, IsSet), Hash});
}

}  // namespace rtfarm::rtyper
