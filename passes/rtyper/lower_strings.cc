// Strings: concatenation, repetition, indexing and slicing, containment, iteration,
// `%` formatting and f-strings, and the methods of str — all calls of runtime helpers
// (runtime/rpy.h) on immutable rpy_string values.
#include <climits>

#include "passes/annotator/rules.h"
#include "passes/rtyper/lowering_util.h"
#include "passes/rtyper/slices.h"

namespace rtfarm::rtyper {
namespace {

using annotator::Kind;

Value* AsStr(OpContext& c, size_t i) { return c.ArgAs(i, StrAnnotation()); }

Value* Concat(OpContext& c) {
  return c.Call("rpy_str_concat", {AsStr(c, 0), AsStr(c, 1)}, c.universe().StringPtr(), false);
}

Value* Repeat(OpContext& c) {
  size_t s = IsStrLike(c.args[0]) ? 0 : 1;
  return c.Call("rpy_str_mul", {AsStr(c, s), c.ConvertType(c.Arg(1 - s), c.types().Signed())},
                c.universe().StringPtr(), false);
}

Value* GetItem(OpContext& c) {
  auto& t = c.types();
  if (c.args[0]->kind == Kind::kBytes) return BytesGetItem(c, AsStr(c, 0));
  if (c.args[1]->kind == Kind::kSlice) {
    SliceParts slice = ReadSlice(c, 1);
    if (!slice.has_step) {
      return c.Call(c.args[0]->kind == Kind::kBytes ? "rpy_bytes_slice" : "rpy_str_slice",
                    {AsStr(c, 0), slice.start, slice.stop}, c.universe().StringPtr(), false);
    }
    return c.Call("rpy_str_slice_step",
                  {AsStr(c, 0), slice.start, slice.stop, slice.step, c.Int(slice.has_start),
                   c.Int(slice.has_stop)},
                  c.universe().StringPtr(), true);
  }
  // An index the annotator proved non-negative skips the wrap-around test.
  const Ann& index = c.args[1];
  bool nonneg = index->kind == Kind::kBool || (index->kind == Kind::kInteger && index->nonneg);
  return c.Call(nonneg ? "rpy_str_getitem_nonneg" : "rpy_str_getitem",
                {AsStr(c, 0), c.ConvertType(c.Arg(1), t.Signed())}, t.UniChar(), true);
}

Value* Contains(OpContext& c) {
  auto& t = c.types();
  if (c.args[0]->kind == Kind::kBytes) return BytesContains(c, AsStr(c, 0));
  if (c.args[1]->kind == Kind::kChar)
    return c.Call("rpy_str_contains_char", {AsStr(c, 0), c.Arg(1)}, t.Bool(), false);
  return c.Call("rpy_str_contains", {AsStr(c, 0), AsStr(c, 1)}, t.Bool(), false);
}

// --- formatting ------------------------------------------------------------------------------

const Type* FmtArgType(OpContext& c) { return c.types().Opaque("rpy_fmt_arg"); }

// A value wrapped for the runtime's formatter: ints, floats, bools and chars keep their
// kind (so that %d, %f and %c see numbers); anything else is converted with str().
Value* FmtArg(OpContext& c, Value* v, const Ann& a) {
  auto& t = c.types();
  const Type* fa = FmtArgType(c);
  // A number that may be None: the number, or "None" shown as a str. A float that may be
  // an int: an int or a float, as it is at run time.
  if (c.universe().BoxedNumber(v->concretetype) != nullptr ||
      Universe::IsMixedNumber(v->concretetype))
    return c.Call(c.universe().RequestTypeHelper("fmt", v->concretetype), {v}, fa, false);
  switch (a->kind) {
    case Kind::kInteger:
      if (a->is_unsigned) return c.Call("rpy_fmt_u", {v}, fa, false);
      return c.Call("rpy_fmt_i", {c.ConvertType(v, t.Signed())}, fa, false);
    case Kind::kBool:
      return c.Call("rpy_fmt_b", {c.ConvertType(v, t.Bool())}, fa, false);
    case Kind::kFloat:
      return c.Call("rpy_fmt_f", {v}, fa, false);
    case Kind::kChar:
      return c.Call("rpy_fmt_c", {v}, fa, false);
    default:
      return c.Call("rpy_fmt_s", {ToStr(c, v, a)}, fa, false);
  }
}

}  // namespace

Value* FormatArg(OpContext& c, Value* v, const Ann& a) { return FmtArg(c, v, a); }

namespace {

// An argument of `%`. Objects other than numbers and strings (instances, lists, None)
// are shown here, by their str() under %s and their repr() under %r, and passed as text
// the runtime shows as is.
Value* PercentArg(OpContext& c, Value* v, const Ann& a, const std::vector<char>& conversions,
                  size_t n) {
  // A number that may be None under %s or %r: its text ("None" or the number).
  if (c.universe().BoxedNumber(v->concretetype) != nullptr && n < conversions.size() &&
      (conversions[n] == 's' || conversions[n] == 'r'))
    return c.Call("rpy_fmt_shown", {ToStr(c, v, a)}, FmtArgType(c), false);
  if (IsNumber(a) || IsStrLike(a)) return FmtArg(c, v, a);
  if (n >= conversions.size()) {
    if (a->kind == Kind::kInstance)
      c.Fail("%-formatting an instance with a format string not known at translation time");
    return FmtArg(c, v, a);
  }
  char conversion = conversions[n];
  if (conversion == 'a') c.Fail("%a of " + annotator::Describe(a) + " is not supported yet");
  if (conversion != 's' && conversion != 'r') return FmtArg(c, v, a);  // the runtime refuses
  Value* text = conversion == 'r' ? ToRepr(c, v, a) : ToStr(c, v, a);
  return c.Call("rpy_fmt_shown", {text}, FmtArgType(c), false);
}

// "%(name)s is %(age)d" % d: the keys in order and the format without them, or false
// when the format has no mapping key. A conversion without a key beside keyed ones, or an
// unclosed key, is refused.
bool SplitMappingKeys(OpContext& c, const std::string& format, std::string* rewritten,
                      std::vector<std::string>* keys) {
  bool keyed = false, plain = false;
  for (size_t i = 0; i < format.size(); ++i) {
    *rewritten += format[i];
    if (format[i] != '%') continue;
    if (i + 1 < format.size() && format[i + 1] == '%') {
      *rewritten += '%';
      ++i;
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '(') {
      size_t depth = 1, j = i + 2;  // CPython counts nested parentheses in the key
      for (; j < format.size() && depth > 0; ++j) {
        if (format[j] == '(') ++depth;
        if (format[j] == ')') --depth;
      }
      if (depth > 0) c.Fail("ValueError: incomplete format key");
      keys->push_back(format.substr(i + 2, j - 1 - (i + 2)));
      keyed = true;
      i = j - 1;
    } else {
      plain = true;
    }
  }
  if (keyed && plain)
    c.Fail("a %-format mixing conversions with and without (key) is not supported");
  return keyed;
}

Value* Modulo(OpContext& c) {
  std::vector<Value*> operands = {AsStr(c, 0), nullptr};
  const Ann& args = c.args[1];
  const host::HostObject* format = c.ConstArg(0);
  std::vector<char> conversions;
  // A mapping: each %(key)... takes d[key] (KeyError as CPython when missing).
  std::string rewritten;
  std::vector<std::string> keys;
  if (args->kind == Kind::kDict && format != nullptr && format->kind() == host::HostKind::kStr &&
      SplitMappingKeys(c, format->text(), &rewritten, &keys)) {
    conversions = annotator::PercentConversions(rewritten);
    operands[0] = c.Str(rewritten);
    Value* d = c.Arg(1);
    const ContainerType* dict = c.universe().ContainerOf(d->concretetype);
    if (dict == nullptr) c.Fail("a %-format mapping of " + annotator::Describe(args));
    Ann value = args->dictdef->value().peek();
    for (size_t i = 0; i < keys.size(); ++i) {
      Value* item = c.Call(dict->name + "_getitem", {d, c.ConvertType(c.Str(keys[i]), dict->key)},
                           dict->value, true);
      // Stored as the dict stores items (a char as a str): back to the value's own.
      item = c.ConvertType(item, c.graph.TypeOf(value));
      operands.push_back(PercentArg(c, item, value, conversions, i));
    }
    operands[1] = c.Int(static_cast<int64_t>(operands.size() - 2));
    return c.Call("rpy_fmt_call", operands, c.universe().StringPtr(), true);
  }
  if (format != nullptr && format->kind() == host::HostKind::kStr)
    conversions = annotator::PercentConversions(format->text());
  if (args->kind == Kind::kTuple) {
    std::vector<Value*> items = TupleItems(c, c.Arg(1), args);
    for (size_t i = 0; i < items.size(); ++i)
      operands.push_back(PercentArg(c, items[i], args->items[i], conversions, i));
  } else {
    operands.push_back(PercentArg(c, c.Arg(1), args, conversions, 0));
  }
  operands[1] = c.Int(static_cast<int64_t>(operands.size() - 2));
  return c.Call("rpy_fmt_call", operands, c.universe().StringPtr(), true);
}

Value* Format(OpContext& c) {  // f'{x:spec}'
  Value* spec = AsStr(c, 1);
  return c.Call("rpy_format_value", {FmtArg(c, c.Arg(0), c.args[0]), spec},
                c.universe().StringPtr(), true);
}

Value* BuildStr(OpContext& c) {  // the parts of an f-string, each a str already
  std::vector<Value*> operands = {c.Int(static_cast<int64_t>(c.arity()))};
  for (size_t i = 0; i < c.arity(); ++i) operands.push_back(AsStr(c, i));
  return c.Call("rpy_str_buildn", operands, c.universe().StringPtr(), false);
}

// --- methods -----------------------------------------------------------------------------------

Value* OptionalStr(OpContext& c, const CallShape& shape, size_t n) {
  if (shape.positional.size() > n) {
    size_t i = shape.positional[n];
    if (c.args[i]->kind == Kind::kNone) return c.Null(c.universe().StringPtr());
    return c.ArgAs(i, StrAnnotation());
  }
  return c.Null(c.universe().StringPtr());
}

Value* OptionalInt(OpContext& c, const CallShape& shape, size_t n, int64_t fallback) {
  if (shape.positional.size() > n) {
    return c.ConvertType(c.Arg(shape.positional[n]), c.types().Signed());
  }
  return c.Int(fallback);
}

}  // namespace

Value* LowerAffixTestOfSlice(OpContext& c, const std::string& name, Value* s,
                             const CallShape& shape, const std::string& kind) {
  auto& t = c.types();
  Value* start = OptionalInt(c, shape, 1, 0);
  Value* end = OptionalInt(c, shape, 2, LONG_MAX);
  Value* length = c.Call("rpy_" + kind + "_len", {s}, t.Signed(), false);
  Value* ordered = c.Call("rpy_tailmatch_bounds_ordered", {length, start, end}, t.Bool(), false);
  Value* part = c.Call("rpy_" + kind + "_slice", {s, start, end}, c.universe().StringPtr(), false);
  CallShape on_slice = shape;
  on_slice.positional.resize(1);
  Value* match = LowerStrMethod(c, name, part, on_slice);
  return c.Emit("int_ne",
                {c.Emit("int_and",
                        {c.Emit("cast_bool_to_int", {ordered}, t.Signed()),
                         c.Emit("cast_bool_to_int", {match}, t.Signed())},
                        t.Signed()),
                 c.Int(0)},
                t.Bool());
}

Value* LowerStrMethod(OpContext& c, const std::string& name, Value* s, const CallShape& shape) {
  auto& t = c.types();
  if (name == "format") return LowerStrFormat(c, shape);
  const Type* str = c.universe().StringPtr();
  const Type* list = c.universe().ListType(str);
  s = c.ConvertType(s, str);
  auto arg_str = [&](size_t n) { return c.ArgAs(shape.positional.at(n), StrAnnotation()); };
  if (name == "join") {
    size_t i = shape.positional.at(0);
    Value* items = c.Arg(i);
    if (c.args[i]->kind == annotator::Kind::kStr || c.args[i]->kind == annotator::Kind::kChar)
      return c.Call("rpy_str_join_str", {s, c.ArgAs(i, StrAnnotation())}, str, false);
    items = ItemsOfIterable(c, i);  // a generator's, an instance's
    const ContainerType* items_list = c.universe().ContainerOf(items->concretetype);
    if (items_list != nullptr && items_list->item == t.UniChar()) {
      std::string symbol = c.universe().RequestTypeHelper("joinchars", items->concretetype);
      return c.Call(symbol, {s, items}, str, false);
    }
    if (items_list != nullptr && items_list->fixed && items_list->item == str)
      items = c.ConvertType(items, list);  // a fixed-size list of strs
    if (items_list != nullptr && items_list->kind == ContainerType::kSet && items_list->item == str)
      items = ListFrom(c, i, list);  // a set of strs, in its iteration order
    // An iterator (reversed(), map(), an iterator over dict keys...), a tuple or a dict
    // of strs: its items as list(x) makes them.
    const annotator::Kind kind = c.args[i]->kind;
    if (items->concretetype != list &&
        (kind == annotator::Kind::kIterator || kind == annotator::Kind::kTuple ||
         kind == annotator::Kind::kDict))
      items = ListFrom(c, i, list);
    if (items->concretetype != list)
      c.Fail("str.join of " + annotator::Describe(c.args[i]) + ": only lists of str are supported");
    // Items that may be None raise CPython's TypeError when one is.
    const Ann& joined = c.args[i];
    bool nullable_items =
        joined->kind == annotator::Kind::kList && joined->listdef->item().peek()->can_be_none;
    return c.Call("rpy_str_join", {s, items}, str, nullable_items);
  }
  if (name == "split" || name == "rsplit") {
    size_t sep_kw = shape.Keyword("sep");
    Value* sep = sep_kw ? c.ArgAs(sep_kw, StrAnnotation()) : OptionalStr(c, shape, 0);
    size_t max_kw = shape.Keyword("maxsplit");
    Value* maxsplit =
        max_kw ? c.ConvertType(c.Arg(max_kw), t.Signed()) : OptionalInt(c, shape, 1, -1);
    return c.Call("rpy_str_" + name, {s, sep, maxsplit}, list, true);
  }
  if (name == "splitlines") {  // keepends, positional or by keyword, is a bool or an int
    size_t keep_kw = shape.Keyword("keepends");
    Value* keepends =
        keep_kw ? c.ConvertType(c.Arg(keep_kw), t.Signed()) : OptionalInt(c, shape, 0, 0);
    return c.Call("rpy_str_splitlines_keepends", {s, keepends}, list, false);
  }
  if (name == "strip" || name == "lstrip" || name == "rstrip")
    return c.Call("rpy_str_" + name, {s, OptionalStr(c, shape, 0)}, str, false);
  if (name == "upper" || name == "lower" || name == "capitalize" || name == "title" ||
      name == "swapcase" || name == "casefold")
    return c.Call("rpy_str_" + name, {s}, str, false);
  if (name == "isdigit" || name == "isalpha" || name == "isspace" || name == "isalnum" ||
      name == "isupper" || name == "islower" || name == "isdecimal" || name == "isnumeric" ||
      name == "isprintable" || name == "isascii" || name == "isidentifier" || name == "istitle")
    return c.Call("rpy_str_" + name, {s}, t.Bool(), false);
  if (name == "startswith" || name == "endswith") {
    if (shape.positional.size() > 1)  // s.startswith(x, start[, end]): on the slice
      return LowerAffixTestOfSlice(c, name, s, shape, "str");
    const Ann& affix = c.args[shape.positional.at(0)];
    if (affix->kind != Kind::kTuple)
      return c.Call("rpy_str_" + name, {s, arg_str(0)}, t.Bool(), false);
    // A tuple of affixes: true when one of them is (each test is pure: all are made).
    std::vector<Value*> items = TupleItems(c, c.Arg(shape.positional.at(0)), affix);
    Value* any = c.Bool(false);
    for (size_t i = 0; i < items.size(); ++i) {
      Value* item = c.Convert(items[i], affix->items[i], StrAnnotation());
      Value* hit = c.Call("rpy_str_" + name, {s, item}, t.Bool(), false);
      any = c.Emit("int_or",
                   {c.Emit("cast_bool_to_int", {any}, t.Signed()),
                    c.Emit("cast_bool_to_int", {hit}, t.Signed())},
                   t.Signed());
      any = c.Emit("int_ne", {any, c.Int(0)}, t.Bool());
    }
    return any;
  }
  if (name == "find" || name == "rfind" || name == "index" || name == "rindex" || name == "count") {
    Value* start = OptionalInt(c, shape, 1, 0);
    Value* end = OptionalInt(c, shape, 2, LONG_MAX);
    bool raises = name == "index" || name == "rindex";
    return c.Call("rpy_str_" + name, {s, arg_str(0), start, end}, t.Signed(), raises);
  }
  if (name == "replace") {
    return c.Call("rpy_str_replace", {s, arg_str(0), arg_str(1), OptionalInt(c, shape, 2, -1)}, str,
                  false);
  }
  if (name == "ljust" || name == "rjust" || name == "center") {
    Value* fill = shape.positional.size() > 1 ? c.Arg(shape.positional[1]) : c.UniChar(" ");
    return c.Call("rpy_str_" + name, {s, OptionalInt(c, shape, 0, 0), fill}, str, false);
  }
  if (name == "partition" || name == "rpartition") {
    std::string symbol = c.universe().RequestTypeHelper(name, c.result_type);
    return c.Call(symbol, {s, arg_str(0)}, c.result_type, false);
  }
  if (name == "encode") return LowerCodecCall(c, "rpy_str_encode", s, shape, 0);
  if (name == "removeprefix" || name == "removesuffix")
    return c.Call("rpy_str_" + name, {s, arg_str(0)}, str, false);
  if (name == "zfill") return c.Call("rpy_str_zfill", {s, OptionalInt(c, shape, 0, 0)}, str, false);
  if (name == "expandtabs") {
    size_t size_kw = shape.Keyword("tabsize");
    Value* size = size_kw ? c.ConvertType(c.Arg(size_kw), t.Signed()) : OptionalInt(c, shape, 0, 8);
    return c.Call("rpy_str_expandtabs", {s, size}, str, false);
  }
  c.Fail("str." + name + "() is not supported yet");
}

void RegisterStringLowerings(LoweringTable& table) {
  auto both_str = All(IsStrLike);
  table["add"].push_back({both_str, Concat});
  table["inplace_add"].push_back({both_str, Concat});
  auto str_times_int = [](const OpContext& c) {
    return (IsStrLike(c.args[0]) && IsNumber(c.args[1])) ||
           (IsNumber(c.args[0]) && IsStrLike(c.args[1]));
  };
  table["mul"].push_back({str_times_int, Repeat});
  table["inplace_mul"].push_back({str_times_int, Repeat});
  table["getitem"].push_back({ArgIs(0, IsStrLike), GetItem});
  table["contains"].push_back({ArgIs(0, IsStrLike), Contains});
  table["mod"].push_back({ArgIs(0, IsStrLike), Modulo});
  table["inplace_mod"].push_back({ArgIs(0, IsStrLike), Modulo});
  table["format"].push_back({Always(), Format});
  table["buildstr"].push_back({Always(), BuildStr});
  table["str"].push_back({Always(), [](OpContext& c) { return ToStr(c, c.Arg(0), c.args[0]); }});
  table["repr"].push_back({Always(), [](OpContext& c) { return ToRepr(c, c.Arg(0), c.args[0]); }});
  // f"{x!a}": repr() with the non-ASCII escaped.
  table["ascii"].push_back(
      {Always(), [](OpContext& c) -> Value* {
         const Type* str = c.universe().StringPtr();
         if (c.args[0]->kind == annotator::Kind::kStr || c.args[0]->kind == annotator::Kind::kChar)
           return c.Call("rpy_str_ascii", {c.ArgAs(0, StrAnnotation())}, str, false);
         return c.Call("rpy_str_escape_non_ascii", {ToRepr(c, c.Arg(0), c.args[0])}, str, false);
       }});
}

}  // namespace rtfarm::rtyper
