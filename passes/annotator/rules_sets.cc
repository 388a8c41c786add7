// Sets and frozensets: {a, b}, set(), frozenset(), their operators and methods. A set's
// annotation is Kind::kSet over a DictDef whose keys are the elements (its values stay
// Impossible) and a SetType (set, frozenset, or either: they share one representation
// whose run-time flag tells them apart); the RTyper gives it the runtime's set table
// (runtime/rpy_set.h), which iterates in CPython's order, not a dict's.
#include "passes/annotator/listdef.h"
#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

const char* const kSetMethods[] = {"add",
                                   "discard",
                                   "remove",
                                   "pop",
                                   "clear",
                                   "copy",
                                   "update",
                                   "union",
                                   "intersection",
                                   "difference",
                                   "symmetric_difference",
                                   "intersection_update",
                                   "difference_update",
                                   "symmetric_difference_update",
                                   "issubset",
                                   "issuperset",
                                   "isdisjoint"};

// What a frozenset has of them (it never changes).
const char* const kFrozenSetMethods[] = {
    "copy",     "union",      "intersection", "difference", "symmetric_difference",
    "issubset", "issuperset", "isdisjoint"};

template <size_t N>
bool Has(const char* const (&names)[N], const std::string& name) {
  for (const char* each : names)
    if (name == each) return true;
  return false;
}

std::string TypeName(const Ann& set) {
  return set->set_type == SetType::kSet ? "set" : "frozenset";
}

// Refuses an element CPython could not hash, or whose hash (and so whose place in the
// table) the translated program could not reproduce.
void CheckElement(const Ann& item) {
  switch (item->kind) {
    case Kind::kImpossible:  // not known yet: checked when it is
      return;
    case Kind::kBool:
    case Kind::kInteger:
    case Kind::kFloat:
    case Kind::kChar:
      return;
    case Kind::kStr:
    case Kind::kInstance:
      if (item->can_be_none) Refuse("a set of elements that may be None is not supported");
      return;
    case Kind::kTuple:
      for (const Ann& each : item->items) CheckElement(each);
      return;
    case Kind::kSet:
      if (item->set_type == SetType::kFrozen) return;
      Refuse("unhashable type: 'set' (a set's elements must be hashable: use a frozenset)");
    case Kind::kList:
      if (IsVarTuple(item)) {  // a tuple of any length: hashable when its items are
        CheckElement(item->listdef->item().peek());
        return;
      }
      Refuse("unhashable type: 'list' (a set's elements must be hashable: use a tuple)");
    case Kind::kDict:
      Refuse("unhashable type: 'dict' (a set's elements must be hashable)");
    case Kind::kNone:
      Refuse("a set of elements that may be None is not supported");
    default:
      Refuse("a set of " + Arg(item) + " elements is not supported");
  }
}

// Numbers of two kinds would share one representation (True and 1.0 stored as 1.0),
// where CPython keeps each element as it came and prints it so.
bool MixesNumbers(const Ann& a, const Ann& b) {
  if (IsNumeric(a) && IsNumeric(b)) return a->kind != b->kind;
  if (a->kind == Kind::kTuple && b->kind == Kind::kTuple && a->items.size() == b->items.size()) {
    for (size_t i = 0; i < a->items.size(); ++i)
      if (MixesNumbers(a->items[i], b->items[i])) return true;
  }
  return false;
}

// The items of `source` (what iterating over it gives), as the receiver of set methods
// and operators takes them: any iterable for methods, a set for operators.
Ann ItemsOf(Annotator& annotator, const Ann& source) {
  if (source->kind == Kind::kSet) return source->dictdef->key().Read();
  return IterationItem(annotator, source);
}

void ExpectArgs(const std::string& full, const CallArgs& call, size_t min, size_t max) {
  if (!call.keywords.empty() || call.star != nullptr)
    Refuse(full + "() takes no keyword or starred arguments here");
  size_t n = call.positional.size();
  if (n < min || n > max) {
    Refuse(full + "() takes " +
           (min == max ? "exactly " + std::to_string(min) : "at most " + std::to_string(max)) +
           " argument" + (max == 1 ? "" : "s") + " (" + std::to_string(n) + " given)");
  }
}

Ann NewSetLike(Annotator& annotator, SetType type, const std::vector<Ann>& sources) {
  DictDef* def = annotator.DictDefHere();
  for (const Ann& items : sources) AddSetElements(def, items);
  return SetAnn(def, type);
}

// Elements read against the set's (compared, removed, kept): of the set's type, or the
// run time would have to convert them (CPython compares 1 and 1.0 equal, but a set of
// ints and a list of floats share no representation here).
void ExpectSameElements(const std::string& what, const Ann& elements, const Ann& others) {
  if (elements->kind == Kind::kImpossible || others->kind == Kind::kImpossible) return;
  bool same = !MixesNumbers(elements, others);
  if (same) {
    try {
      Union(elements, WithoutConstant(others));
    } catch (const UnionError&) {
      same = false;
    }
  }
  if (!same) {
    Refuse(what + " between elements of type " + Arg(elements) + " and " + Arg(others) +
           " is not supported (a set's operands must hold elements of one type)");
  }
}

}  // namespace

void CheckSetOperands(const std::string& what, const Ann& a, const Ann& b) {
  ExpectSameElements(what, a->dictdef->key().Read(), b->dictdef->key().Read());
}

void AddSetElements(DictDef* set, const Ann& item) {
  Ann element = WithoutConstant(item);
  if (element->kind == Kind::kImpossible) return;
  CheckElement(element);
  Ann old = set->key().peek();
  if (old->kind != Kind::kImpossible && MixesNumbers(old, element)) {
    Refuse("a set mixing " + Arg(old) + " and " + Arg(element) +
           " elements is not supported: CPython keeps each element's type (1, 1.0 and True "
           "print differently)");
  }
  try {
    set->key().Generalise(element);
  } catch (const UnionError&) {
    Refuse("a set mixing " + Arg(old) + " and " + Arg(element) +
           " elements is not supported (a set holds elements of one type)");
  }
}

Ann NewSet(Annotator& annotator, const std::vector<Ann>& items) {
  DictDef* def = annotator.DictDefHere();
  for (const Ann& item : items) AddSetElements(def, item);
  return SetAnn(def, SetType::kSet);
}

Ann SetOf(Annotator& annotator, const std::string& id, const CallArgs& call) {
  ExpectArgs(id, call, 0, 1);
  std::vector<Ann> sources;
  if (!call.positional.empty()) sources.push_back(ItemsOf(annotator, call.positional[0]));
  return NewSetLike(annotator, id == "frozenset" ? SetType::kFrozen : SetType::kSet, sources);
}

Ann SetBinary(Annotator& annotator, const std::string& opname, std::string_view op, const Ann& a,
              const Ann& b) {
  static const std::pair<std::string_view, const char*> kSymbols[] = {
      {"or_", "|"}, {"and_", "&"}, {"sub", "-"}, {"xor", "^"}};
  const char* symbol = nullptr;
  for (const auto& [name, text] : kSymbols)
    if (op == name) symbol = text;
  bool inplace = opname.starts_with("inplace_");
  if (symbol == nullptr || a->kind != Kind::kSet || b->kind != Kind::kSet) {
    Refuse(std::string("unsupported operand type(s) for ") + (symbol ? symbol : std::string(op)) +
           (inplace ? "=" : "") + ": '" + Arg(a) + "' and '" + Arg(b) + "'");
  }
  CheckSetOperands(std::string(symbol) + (inplace ? "=" : ""), a, b);
  bool adds = op == "or_" || op == "xor";
  // s |= t changes s itself; fs |= t makes a new frozenset (a value that may be either
  // is the one or the other at run time: either way a value like it).
  if (inplace && a->set_type != SetType::kFrozen) {
    if (adds) AddSetElements(a->dictdef, b->dictdef->key().Read());
    return a;
  }
  std::vector<Ann> sources = {a->dictdef->key().Read()};
  if (adds) sources.push_back(b->dictdef->key().Read());
  return NewSetLike(annotator, a->set_type, sources);  // the left operand's type
}

Ann SetMethodOf(const Ann& receiver, const std::string& name) {
  if (!Has(kSetMethods, name)) return nullptr;
  if (receiver->set_type != SetType::kSet && !Has(kFrozenSetMethods, name)) {
    Refuse("'frozenset' object has no attribute '" + name + "'" +
           (receiver->set_type == SetType::kEither ? " (this value may be a frozenset)" : ""));
  }
  return BuiltinMethodAnn("set." + name, receiver);
}

Ann SetMethod(Annotator& annotator, const std::string& name, const Ann& self,
              const CallArgs& call) {
  DictDef* set = self->dictdef;
  std::string full = TypeName(self) + "." + name;
  const auto& args = call.positional;
  if (name == "add") {
    ExpectArgs(full, call, 1, 1);
    AddSetElements(set, args[0]);
    return NoneAnn();
  }
  if (name == "discard" || name == "remove") {
    ExpectArgs(full, call, 1, 1);
    ExpectSameElements(full + "()", set->key().Read(), args[0]);  // hashed and compared
    return NoneAnn();
  }
  if (name == "pop") {
    ExpectArgs(full, call, 0, 0);
    return set->key().Read();
  }
  if (name == "clear") {
    ExpectArgs(full, call, 0, 0);
    return NoneAnn();
  }
  if (name == "copy") {
    ExpectArgs(full, call, 0, 0);
    return NewSetLike(annotator, self->set_type, {set->key().Read()});
  }
  if (name == "issubset" || name == "issuperset" || name == "isdisjoint") {
    ExpectArgs(full, call, 1, 1);
    ExpectSameElements(full + "()", set->key().Read(), ItemsOf(annotator, args[0]));
    return BoolAnn();
  }
  bool one_arg = name.starts_with("symmetric_difference");
  ExpectArgs(full, call, one_arg ? 1 : 0, one_arg ? 1 : 64);
  bool adds = name == "update" || name == "union" || name.starts_with("symmetric_difference");
  if (name.ends_with("update")) {  // changes the set itself
    for (const Ann& source : args) {
      Ann items = ItemsOf(annotator, source);
      if (adds)
        AddSetElements(set, items);
      else
        ExpectSameElements(full + "()", set->key().Read(), items);
    }
    return NoneAnn();
  }
  std::vector<Ann> sources = {set->key().Read()};
  for (const Ann& source : args) {
    Ann items = ItemsOf(annotator, source);
    if (adds)
      sources.push_back(items);
    else
      ExpectSameElements(full + "()", set->key().Read(), items);
  }
  return NewSetLike(annotator, self->set_type, sources);
}

}  // namespace rtfarm::annotator
