// `x in t` for a tuple t of few ints, chars or strings, and `c in "abc"` for a constant
// string of few characters: an OR of equality tests, as a C programmer writes
// `r == 2 || r == 4 || ...`. The general lowering copies the tuple into a new list on
// every execution and searches it with a call; a constant tuple's items become constants,
// so gcc sees comparisons with immediates (and may turn them into a bit test).
#include "passes/rtyper/lowering_util.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

// Beyond this many items a search of the list is as fast and the code shorter.
constexpr size_t kMaxUnrolledItems = 16;

enum class Compared { kNone, kInt, kChar, kStr };

bool IsSignedInt(const Ann& a) {
  return (a->kind == Kind::kInteger && !a->is_unsigned) || a->kind == Kind::kBool;
}

// How the needle and the tuple's items compare, or kNone when this lowering does not
// apply (floats keep the general path: `nan in (x,)` is True by identity in CPython).
Compared TupleComparison(const OpContext& c) {
  const Ann& tuple = c.args[0];
  const Ann& needle = c.args[1];
  if (tuple->kind != Kind::kTuple || tuple->items.size() > kMaxUnrolledItems)
    return Compared::kNone;
  bool ints = IsSignedInt(needle), chars = needle->kind == Kind::kChar;
  bool strs = needle->kind == Kind::kStr || chars;
  for (const Ann& item : tuple->items) {
    ints = ints && IsSignedInt(item);
    chars = chars && item->kind == Kind::kChar;
    strs = strs && (item->kind == Kind::kStr || item->kind == Kind::kChar);
  }
  if (ints) return Compared::kInt;
  if (chars) return Compared::kChar;
  if (strs) return Compared::kStr;
  return Compared::kNone;
}

// The code points of a UTF-8 string, each as its UTF-8 bytes.
std::vector<std::string> CodePoints(const std::string& utf8) {
  std::vector<std::string> out;
  for (size_t i = 0; i < utf8.size();) {
    size_t n = 1;
    while (i + n < utf8.size() && (static_cast<unsigned char>(utf8[i + n]) & 0xC0) == 0x80) ++n;
    out.push_back(utf8.substr(i, n));
    i += n;
  }
  return out;
}

const host::HostObject* ConstantStr(const OpContext& c) {
  const host::HostObject* s = c.ConstArg(0);
  return s != nullptr && s->kind() == host::HostKind::kStr ? s : nullptr;
}

bool ConstantStrApplies(const OpContext& c) {
  const host::HostObject* s = ConstantStr(c);
  return s != nullptr && c.args[1]->kind == Kind::kChar &&
         CodePoints(s->text()).size() <= kMaxUnrolledItems;
}

// The OR of `tests` (bools), false when there is none.
Value* AnyOf(OpContext& c, const std::vector<Value*>& tests) {
  auto& t = c.types();
  if (tests.empty()) return c.Bool(false);
  if (tests.size() == 1) return tests[0];
  Value* acc = c.Emit("cast_bool_to_int", {tests[0]}, t.Signed());
  for (size_t i = 1; i < tests.size(); ++i)
    acc = c.Emit("int_or", {acc, c.Emit("cast_bool_to_int", {tests[i]}, t.Signed())}, t.Signed());
  return c.Emit("int_is_true", {acc}, t.Bool());
}

// The tuple's items as `how` compares them: constants when the tuple is one (gcc then
// compares with immediates), else its fields.
std::vector<Value*> ItemsToCompare(OpContext& c, Compared how) {
  auto& t = c.types();
  const Ann& tuple = c.args[0];
  const host::HostObject* known = c.ConstArg(0);
  std::vector<Value*> items;
  if (known != nullptr && known->kind() == host::HostKind::kTuple &&
      known->items().size() == tuple->items.size()) {
    for (const host::HostObject* o : known->items()) {
      if (o->kind() == host::HostKind::kInt) {
        items.push_back(c.Int(o->int_value()));
      } else if (o->kind() == host::HostKind::kBool) {
        items.push_back(c.Int(o->bool_value() ? 1 : 0));
      } else if (o->kind() == host::HostKind::kStr) {
        items.push_back(how == Compared::kChar ? c.UniChar(o->text()) : c.Str(o->text()));
      } else {
        items.clear();
        break;
      }
    }
    if (items.size() == tuple->items.size()) return items;
    items.clear();
  }
  std::vector<Value*> fields = TupleItems(c, c.Arg(0), tuple);
  for (size_t i = 0; i < fields.size(); ++i) {
    if (how == Compared::kInt) {
      items.push_back(c.ConvertType(fields[i], t.Signed()));
    } else if (how == Compared::kStr) {
      items.push_back(c.Convert(fields[i], tuple->items[i], StrAnnotation()));
    } else {
      items.push_back(fields[i]);
    }
  }
  return items;
}

Value* TupleContainsUnrolled(OpContext& c) {
  auto& t = c.types();
  Compared how = TupleComparison(c);
  Value* needle = how == Compared::kInt    ? c.ConvertType(c.Arg(1), t.Signed())
                  : how == Compared::kChar ? c.Arg(1)
                                           : c.ArgAs(1, StrAnnotation());
  std::vector<Value*> tests;
  for (Value* item : ItemsToCompare(c, how)) {
    if (how == Compared::kInt) {
      tests.push_back(c.Emit("int_eq", {needle, item}, t.Bool()));
    } else if (how == Compared::kChar) {
      tests.push_back(c.Emit("unichar_eq", {needle, item}, t.Bool()));
    } else {
      tests.push_back(c.Call("rpy_str_eq", {needle, item}, t.Bool(), false));
    }
  }
  return AnyOf(c, tests);
}

Value* StrContainsUnrolled(OpContext& c) {
  std::vector<Value*> tests;
  Value* needle = c.Arg(1);
  for (const std::string& cp : CodePoints(ConstantStr(c)->text()))
    tests.push_back(c.Emit("unichar_eq", {needle, c.UniChar(cp)}, c.types().Bool()));
  return AnyOf(c, tests);
}

}  // namespace

void RegisterMembershipLowerings(LoweringTable& table) {
  table["contains"].push_back(
      {[](const OpContext& c) { return TupleComparison(c) != Compared::kNone; },
       TupleContainsUnrolled});
  table["contains"].push_back({ConstantStrApplies, StrContainsUnrolled});
}

}  // namespace rtfarm::rtyper
