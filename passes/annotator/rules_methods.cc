// Methods of builtin types: str, bytes, list, dict. Python 3 semantics; arguments are
// checked as CPython would check them, and what RPython 3 cannot translate is refused
// with a message naming the method and the annotations involved.
#include <algorithm>

#include "passes/annotator/rules.h"
#include "passes/annotator/special_methods.h"

namespace rtfarm::annotator {
namespace {

bool IsBytes(const Ann& a) { return a->kind == Kind::kBytes; }

const char* const kStrMethods[] = {
    "join",         "split",        "rsplit",      "splitlines", "strip",     "lstrip",
    "rstrip",       "startswith",   "endswith",    "find",       "rfind",     "index",
    "rindex",       "count",        "replace",     "upper",      "lower",     "capitalize",
    "title",        "swapcase",     "casefold",    "isdigit",    "isalpha",   "isspace",
    "isalnum",      "isupper",      "islower",     "isdecimal",  "isnumeric", "isascii",
    "istitle",      "isidentifier", "isprintable", "format",     "zfill",     "ljust",
    "rjust",        "center",       "partition",   "rpartition", "encode",    "removeprefix",
    "removesuffix", "expandtabs"};
}  // namespace

bool IsStrMethodName(const std::string& name) {
  for (const char* method : kStrMethods) {
    if (name == method) return true;
  }
  return false;
}

namespace {

const char* const kBytesMethods[] = {
    "decode",   "join",    "split",   "rsplit",  "strip",   "lstrip", "rstrip",  "startswith",
    "endswith", "find",    "rfind",   "index",   "rindex",  "count",  "replace", "upper",
    "lower",    "isdigit", "isalpha", "isspace", "isalnum", "hex"};
const char* const kListMethods[] = {"append", "pop",     "insert", "extend", "remove", "index",
                                    "count",  "reverse", "sort",   "copy",   "clear"};
const char* const kDictMethods[] = {"get", "keys",    "values", "items", "setdefault",
                                    "pop", "popitem", "update", "copy",  "clear"};

template <size_t N>
bool Has(const char* const (&names)[N], const std::string& name) {
  for (const char* n : names) {
    if (name == n) return true;
  }
  return false;
}

std::string Arguments(size_t n) {
  return std::to_string(n) + (n == 1 ? " argument" : " arguments");
}

// The positional arguments of a call to `name` (keywords are refused unless listed).
void Expect(const std::string& name, const CallArgs& call, size_t low, size_t high,
            std::initializer_list<const char*> keywords = {}) {
  size_t n = call.positional.size();
  if (call.star != nullptr) Refuse(name + "() called with *args is not supported");
  for (const auto& [keyword, value] : call.keywords) {
    bool ok = false;
    for (const char* k : keywords) ok |= keyword == k;
    if (!ok) Refuse(name + "() got an unexpected keyword argument '" + keyword + "'");
  }
  if (n < low || n > high) {
    std::string takes = low == high ? (low == 0 ? "no arguments" : Arguments(low))
                        : low == 0  ? "at most " + Arguments(high)
                                    : std::to_string(low) + " to " + Arguments(high);
    Refuse(name + "() takes " + takes + ", " + std::to_string(n) + " given");
  }
}

// The argument at `index` or given as `keyword`; null when absent.
Ann Argument(const CallArgs& call, size_t index, const std::string& keyword) {
  if (index < call.positional.size()) return call.positional[index];
  for (const auto& [k, value] : call.keywords) {
    if (k == keyword) return value;
  }
  return nullptr;
}

// Checks that `a` (when given) is of the receiver's text type: str for str methods,
// bytes for bytes methods; `or_none` also allows None.
void ExpectText(const std::string& name, const Ann& a, bool bytes, bool or_none = false,
                const std::string& what = "argument") {
  if (a == nullptr) return;
  if (or_none && a->kind == Kind::kNone) return;
  if (bytes ? IsBytes(a) : IsStr(a)) return;
  Refuse(name + "() " + what + " must be " + (bytes ? "bytes" : "str") +
         (or_none ? " or None" : "") + ", not " + Arg(a));
}

void ExpectIndex(const std::string& name, const Ann& a, const std::string& what,
                 bool or_none = false) {
  if (a == nullptr) return;
  if (or_none && a->kind == Kind::kNone) return;
  if (!IsInt(a)) Refuse(name + "() " + what + " must be int, not " + Arg(a));
}

Ann TextAnn(bool bytes) { return bytes ? BytesAnn() : StrAnn(); }

Ann ListOfText(Annotator& annotator, bool bytes) {
  ListDef* list = annotator.ListDefHere();
  list->MarkResized();  // a fresh list the program may grow
  list->item().Generalise(TextAnn(bytes));
  return ListAnn(list);
}

// Methods common to str and bytes; null when `name` is not one of them.
Ann TextMethod(Annotator& annotator, const std::string& type, const std::string& name,
               const CallArgs& call) {
  bool bytes = type == "bytes";
  std::string full = type + "." + name;
  const auto& args = call.positional;
  if (name == "join") {
    Expect(full, call, 1, 1);
    Ann item = IterationItem(annotator, args[0]);
    if (item->kind != Kind::kImpossible && !(bytes ? IsBytes(item) : IsStr(item))) {
      Refuse(full + "() needs an iterable of " + type + ", not of " + Arg(item));
    }
    return TextAnn(bytes);
  }
  if (name == "split" || name == "rsplit") {
    Expect(full, call, 0, 2, {"sep", "maxsplit"});
    ExpectText(full, Argument(call, 0, "sep"), bytes, true, "separator");
    ExpectIndex(full, Argument(call, 1, "maxsplit"), "maxsplit");
    Ann sep = Argument(call, 0, "sep");
    if (sep != nullptr && sep->constant != nullptr && sep->kind != Kind::kNone &&
        sep->constant->text().empty()) {
      Refuse(full + "() with an empty separator: ValueError in Python 3");
    }
    return ListOfText(annotator, bytes);
  }
  if (name == "strip" || name == "lstrip" || name == "rstrip") {
    Expect(full, call, 0, 1);
    ExpectText(full, Argument(call, 0, ""), bytes, true);
    return TextAnn(bytes);
  }
  if (name == "startswith" || name == "endswith") {
    Expect(full, call, 1, 3);
    const Ann& affix = args[0];
    if (affix->kind == Kind::kTuple) {
      // A tuple of prefixes: each must be of the receiver's type.
      for (const Ann& item : affix->items) ExpectText(full, item, bytes, false, "tuple item");
    } else {
      ExpectText(full, affix, bytes);
    }
    ExpectIndex(full, Argument(call, 1, ""), "start", true);
    ExpectIndex(full, Argument(call, 2, ""), "end", true);
    return BoolAnn();
  }
  if (name == "find" || name == "rfind" || name == "index" || name == "rindex" || name == "count") {
    Expect(full, call, 1, 3);
    ExpectText(full, args[0], bytes);
    ExpectIndex(full, Argument(call, 1, ""), "start", true);
    ExpectIndex(full, Argument(call, 2, ""), "end", true);
    // find gives -1 for "not found"; index raises ValueError instead.
    return IntAnn(name != "find" && name != "rfind");
  }
  if (name == "replace") {
    Expect(full, call, 2, 3);
    ExpectText(full, args[0], bytes);
    ExpectText(full, args[1], bytes);
    ExpectIndex(full, Argument(call, 2, ""), "count");
    return TextAnn(bytes);
  }
  if (name == "upper" || name == "lower") {
    Expect(full, call, 0, 0);
    return TextAnn(bytes);
  }
  if (name.starts_with("is")) {
    Expect(full, call, 0, 0);
    return BoolAnn();
  }
  return nullptr;
}

Ann StrMethod(Annotator& annotator, const std::string& name, const CallArgs& call) {
  const auto& args = call.positional;
  std::string full = "str." + name;
  if (Ann result = TextMethod(annotator, "str", name, call)) return result;
  if (name == "splitlines") {
    Expect(full, call, 0, 1, {"keepends"});
    Ann keepends = Argument(call, 0, "keepends");
    if (keepends != nullptr && keepends->kind != Kind::kBool && !IsInt(keepends))
      Refuse("str.splitlines() keepends must be a bool, not " + Arg(keepends));
    return ListOfText(annotator, false);
  }
  if (name == "partition" || name == "rpartition") {
    Expect(full, call, 1, 1);
    ExpectText(full, args[0], false);
    return TupleAnn({StrAnn(), StrAnn(), StrAnn()});
  }
  if (name == "removeprefix" || name == "removesuffix") {
    Expect(full, call, 1, 1);
    ExpectText(full, args[0], false);
    return StrAnn();
  }
  if (name == "capitalize" || name == "title" || name == "swapcase" || name == "casefold") {
    Expect(full, call, 0, 0);
    return StrAnn();
  }
  if (name == "zfill") {
    Expect(full, call, 1, 1);
    ExpectIndex(full, args[0], "width");
    return StrAnn();
  }
  if (name == "ljust" || name == "rjust" || name == "center") {
    Expect(full, call, 1, 2);
    ExpectIndex(full, args[0], "width");
    if (args.size() == 2 && args[1]->kind != Kind::kChar) {
      Refuse(full + "() fill character must be a str of length 1, not " + Arg(args[1]));
    }
    return StrAnn();
  }
  if (name == "expandtabs") {
    Expect(full, call, 0, 1, {"tabsize"});
    ExpectIndex(full, Argument(call, 0, "tabsize"), "tabsize");
    return StrAnn();
  }
  if (name == "encode") {
    Expect(full, call, 0, 2, {"encoding", "errors"});
    CheckCodecArguments(full, Argument(call, 0, "encoding"), Argument(call, 1, "errors"));
    return BytesAnn();
  }
  if (name == "format") {
    if (call.star != nullptr) Refuse("str.format() called with *args is not supported");
    for (const Ann& arg : call.positional) CheckFormatArgument(annotator, "str.format", arg);
    for (const auto& [keyword, arg] : call.keywords)
      CheckFormatArgument(annotator, "str.format", arg);
    return StrAnn();
  }
  Refuse("str." + name + "() is not supported");
}

// What CPython's encodings package accepts for the three codecs the runtime has
// (runtime/rpy_codecs.c looks names up the same way at run time).
bool KnownCodec(const std::string& encoding) {
  std::string name;
  bool punct = false;
  for (char c : encoding) {
    char lower = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    bool keep = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') || lower == '.';
    if (!keep) {
      punct = true;
      continue;
    }
    if (punct && !name.empty()) name += '_';
    name += lower == '.' ? '_' : lower;
    punct = false;
  }
  static const char* const kNames[] = {"utf_8",
                                       "u8",
                                       "utf",
                                       "utf8",
                                       "utf8_ucs2",
                                       "utf8_ucs4",
                                       "cp65001",
                                       "latin_1",
                                       "8859",
                                       "cp819",
                                       "csisolatin1",
                                       "ibm819",
                                       "iso8859",
                                       "iso8859_1",
                                       "iso_8859_1",
                                       "iso_8859_1_1987",
                                       "iso_ir_100",
                                       "l1",
                                       "latin",
                                       "latin1",
                                       "ascii",
                                       "646",
                                       "ansi_x3_4_1968",
                                       "ansi_x3_4_1986",
                                       "cp367",
                                       "csascii",
                                       "ibm367",
                                       "iso646_us",
                                       "iso_646_irv_1991",
                                       "iso_ir_6",
                                       "us",
                                       "us_ascii"};
  return Has(kNames, name);
}

}  // namespace

void CheckCodecArguments(const std::string& name, const Ann& encoding, const Ann& errors) {
  ExpectText(name, encoding, false, false, "encoding");
  ExpectText(name, errors, false, false, "errors");
  if (encoding != nullptr && encoding->constant != nullptr &&
      encoding->constant->kind() == host::HostKind::kStr &&
      !KnownCodec(encoding->constant->text())) {
    Refuse(name + "() with encoding '" + encoding->constant->text() +
           "': only the UTF-8, Latin-1 and ASCII codecs (and their aliases) are supported");
  }
}

namespace {

Ann BytesMethod(Annotator& annotator, const std::string& name, const CallArgs& call) {
  std::string full = "bytes." + name;
  if (Ann result = TextMethod(annotator, "bytes", name, call)) return result;
  if (name == "decode") {
    Expect(full, call, 0, 2, {"encoding", "errors"});
    CheckCodecArguments(full, Argument(call, 0, "encoding"), Argument(call, 1, "errors"));
    return StrAnn();
  }
  if (name == "hex") {
    // b.hex(sep, bytes_per_sep): sep a str or bytes (its length and ASCII-ness are
    // checked at run time, as CPython does), the group size an int.
    Expect(full, call, 0, 2, {"sep", "bytes_per_sep"});
    Ann sep = Argument(call, 0, "sep");
    Ann group = Argument(call, 1, "bytes_per_sep");
    if (sep != nullptr && !IsStr(sep) && !IsBytes(sep))
      Refuse(full + "() sep must be str or bytes, not " + Arg(sep));
    if (sep == nullptr && group != nullptr)
      Refuse(full + "() bytes_per_sep without sep is not supported (CPython ignores it)");
    ExpectIndex(full, group, "bytes_per_sep");
    return StrAnn();
  }
  Refuse("bytes." + name + "() is not supported");
}

// index() and count() of a tuple of known length: its items, with the value searched,
// must have one representation (the RTyper searches them as a tuple of any length).
Ann TupleMethod(Annotator& annotator, const std::string& name, const Ann& self,
                const CallArgs& call) {
  std::string full = "tuple." + name;
  Expect(full, call, 1, name == "index" ? 3 : 1);
  if (name == "index") {
    ExpectIndex(full, Argument(call, 1, ""), "start");
    ExpectIndex(full, Argument(call, 2, ""), "end");
  }
  Ann item = WithoutConstant(call.positional[0]);
  for (const Ann& a : self->items) item = Union(item, WithoutConstant(a));
  if (item->kind == Kind::kImpossible) return Impossible();
  AnnotateNestedComparison(annotator, self, false);
  return IntAnn(true);
}

Ann ListMethod(Annotator& annotator, const std::string& name, const Ann& self,
               const CallArgs& call) {
  ListDef* list = self->listdef;
  const auto& args = call.positional;
  std::string full = "list." + name;
  if (name != "count" && name != "index") ExpectMutableList(self, name);
  if (name == "append") {
    Expect(full, call, 1, 1);
    list->MarkResized();
    list->item().Generalise(WithoutConstant(args[0]));
    return NoneAnn();
  }
  if (name == "insert") {
    Expect(full, call, 2, 2);
    ExpectIndex(full, args[0], "index");
    list->MarkResized();
    list->item().Generalise(WithoutConstant(args[1]));
    return NoneAnn();
  }
  if (name == "extend") {
    Expect(full, call, 1, 1);
    Ann item = IterationItem(annotator, args[0]);
    list->MarkResized();
    if (item->kind != Kind::kImpossible) list->item().Generalise(WithoutConstant(item));
    return NoneAnn();
  }
  if (name == "pop") {
    Expect(full, call, 0, 1);
    if (!args.empty()) ExpectIndex(full, args[0], "index");
    list->MarkResized();
    return list->item().Read();
  }
  if (name == "remove" || name == "index" || name == "count") {
    Expect(full, call, 1, name == "index" && !IsRangeList(self) ? 3 : 1);
    if (name == "index") {
      ExpectIndex(full, Argument(call, 1, ""), "start");
      ExpectIndex(full, Argument(call, 2, ""), "end");
    }
    if (IsRangeList(self)) {  // the items stay ints
      if (!IsInt(args[0])) Refuse("range." + name + "() of " + Arg(args[0]) + " needs an int");
      return IntAnn(true);
    }
    if (name == "remove") list->MarkResized();
    // The value is compared with the items: it must be representable as one of them
    // (RPython generalises the items with it).
    list->item().Generalise(WithoutConstant(args[0]));
    return name == "remove" ? NoneAnn() : IntAnn(true);
  }
  if (name == "reverse") {
    Expect(full, call, 0, 0);
    list->MarkMutated();
    return NoneAnn();
  }
  if (name == "sort") {
    for (const auto& [keyword, value] : call.keywords) {
      if (keyword != "reverse")
        Refuse("list.sort() supports only reverse= as keyword argument, not " + keyword + "=");
      if (value->kind != Kind::kBool && !IsInt(value))
        Refuse("list.sort() reverse= must be a bool, not " + Arg(value));
    }
    Expect(full, call, 0, 0, {"reverse"});
    list->MarkMutated();
    Ann item = list->item().Read();
    if (item->kind != Kind::kImpossible && !IsOrdered(item)) {
      Refuse("list.sort() of items of type " + Arg(item) +
             " needs int, float, str or tuples or lists of them");
    }
    return NoneAnn();
  }
  if (name == "copy") {
    Expect(full, call, 0, 0);
    ListDef* copy = annotator.ListDefHere();
    copy->MarkResized();
    if (IsByteArray(self)) copy->MarkByteArray();  // a bytearray's copy is one
    copy->item().Generalise(list->item().Read());
    return ListAnn(copy);
  }
  if (name == "clear") {
    Expect(full, call, 0, 0);
    list->MarkResized();
    return NoneAnn();
  }
  Refuse("list." + name + "() is not supported");
}

// What get() or pop() gives: a value, or the default for a missing key (None when
// there is none). The dict itself is not generalised: it never holds the default.
Ann ValueOrDefault(const std::string& full, const Ann& value, const Ann& dflt, bool implicit_none) {
  try {
    return Union(value, implicit_none ? dflt : WithoutConstant(dflt));
  } catch (const UnionError&) {
    if (implicit_none) {
      Refuse(full + "() without a default gives None for a missing key, and values of type " +
             Arg(value) + " cannot be None: pass a default");
    }
    Refuse(full + "() default of type " + Arg(dflt) + " does not match the values, of type " +
           Arg(value) + ": the result has one type (pass a default of the values' type, or " +
           full + "(k, None) and test `is None`)");
  }
}

Ann DictMethod(Annotator& annotator, const std::string& name, const Ann& self,
               const CallArgs& call) {
  DictDef* dict = self->dictdef;
  const auto& args = call.positional;
  std::string full = "dict." + name;
  if (name == "pop" || name == "setdefault" || name == "popitem" || name == "update" ||
      name == "clear")
    dict->MarkKeysChanged();
  if (name == "get" || name == "pop") {
    Expect(full, call, 1, 2);
    // The key is hashed and compared with the keys: it must be representable as one.
    dict->key().Generalise(AsLookupKey(dict->key().Read(), args[0]));
    Ann value = dict->value().Read();
    // Until some value is stored, get() without default gives None (a getter may look
    // up a dict before the code that fills it runs; any value may be None, so the
    // values arriving later widen it); pop() without default waits.
    if (value->kind == Kind::kImpossible && args.size() == 1)
      return name == "get" ? NoneAnn() : value;
    if (args.size() == 2) return ValueOrDefault(full, value, args[1], false);
    if (name == "get") return ValueOrDefault(full, value, NoneAnn(), true);
    return value;
  }
  if (name == "setdefault") {
    Expect(full, call, 1, 2);
    dict->key().Generalise(WithoutConstant(args[0]));
    // The default is stored under the key when it is missing.
    Ann dflt = args.size() == 2 ? WithoutConstant(args[1]) : NoneAnn();
    try {
      dict->value().Generalise(dflt);
    } catch (const UnionError&) {
      Ann value = dict->value().Read();
      if (args.size() == 1) {
        Refuse(full + "() without a default stores None for a missing key, and values of type " +
               Arg(value) + " cannot be None: pass a default");
      }
      Refuse(full + "() default of type " + Arg(dflt) + " does not match the values, of type " +
             Arg(value));
    }
    return dict->value().Read();
  }
  if (name == "keys" || name == "values" || name == "items") {
    Expect(full, call, 0, 0);
    ListDef* list = annotator.ListDefHere();
    if (name == "keys") list->item().Generalise(dict->key().Read());
    if (name == "values") list->item().Generalise(dict->value().Read());
    if (name == "items")
      list->item().Generalise(TupleAnn({dict->key().Read(), dict->value().Read()}));
    return ListAnn(list);
  }
  if (name == "popitem") {
    Expect(full, call, 0, 0);
    return TupleAnn({dict->key().Read(), dict->value().Read()});
  }
  if (name == "update") {
    // d.update(other), d.update(pairs), d.update(a=1), d.update(other, b=2): the items of
    // the positional argument, then each keyword (a str key) in the call's order.
    if (call.star != nullptr) Refuse("dict.update() called with *args is not supported");
    if (args.size() > 1)
      Refuse("update expected at most 1 argument, got " + std::to_string(args.size()));
    if (!args.empty() && args[0]->kind == Kind::kIterator &&
        (args[0]->iter_kind == IterKind::kZip || args[0]->iter_kind == IterKind::kEnumerate))
      Refuse(
          "dict.update() of a zip() or enumerate() object is not supported: write "
          "d.update(dict(zip(...))) or a for loop");
    // While a mapping's items() is not known the dict is not generalised yet: this block
    // is annotated again when it is.
    GeneraliseDictItems(annotator, dict, call, "dict.update()");
    return NoneAnn();
  }
  if (name == "copy") {
    Expect(full, call, 0, 0);
    DictDef* copy = annotator.DictDefHere();
    copy->key().Generalise(dict->key().Read());
    copy->value().Generalise(dict->value().Read());
    return DictAnn(copy);
  }
  if (name == "clear") {
    Expect(full, call, 0, 0);
    return NoneAnn();
  }
  Refuse("dict." + name + "() is not supported");
}

}  // namespace

Ann BuiltinMethodOf(const Ann& receiver, const std::string& name) {
  // The methods of numbers programs use: (255).bit_length(), bit_count(), x.is_integer().
  if ((receiver->kind == Kind::kInteger || receiver->kind == Kind::kBool) &&
      (name == "bit_length" || name == "bit_count" || name == "to_bytes"))
    return BuiltinMethodAnn("int." + name, WithoutConstant(receiver));
  if (receiver->kind == Kind::kFloat && name == "is_integer")
    return BuiltinMethodAnn("float.is_integer", WithoutConstant(receiver));
  if ((receiver->kind == Kind::kStr || receiver->kind == Kind::kChar) && Has(kStrMethods, name)) {
    // str.format keeps its constant receiver: the RTyper compiles the format string, also
    // when the call is in a later block than the method (`"{}".format(a or b)`).
    return BuiltinMethodAnn("str." + name, name == "format" ? receiver : WithoutConstant(receiver));
  }
  if (receiver->kind == Kind::kBytes && Has(kBytesMethods, name))
    return BuiltinMethodAnn("bytes." + name, WithoutConstant(receiver));
  // A bytearray's methods that give no bytearray are those of bytes(x) (the RTyper makes
  // bytes of it first).
  if (IsByteArray(receiver) && (name == "decode" || name == "hex" || name == "find" ||
                                name == "rfind" || name == "startswith" || name == "endswith"))
    return BuiltinMethodAnn("bytes." + name, receiver);
  if (receiver->kind == Kind::kList && Has(kListMethods, name))
    return BuiltinMethodAnn("list." + name, receiver);
  // The record of a **kwargs parameter read by constant keys (rules_calls.cc).
  if (receiver->kind == Kind::kTuple && receiver->dict_keys != nullptr && name == "get")
    return BuiltinMethodAnn("kwargs.get", receiver);
  if (receiver->kind == Kind::kTuple && (name == "index" || name == "count"))
    return BuiltinMethodAnn("tuple." + name, receiver);
  if (receiver->kind == Kind::kDict && Has(kDictMethods, name))
    return BuiltinMethodAnn("dict." + name, receiver);
  if (receiver->kind == Kind::kSet) return SetMethodOf(receiver, name);
  return nullptr;
}

Ann AnnotateBuiltinMethodCall(Annotator& annotator, const Ann& method, const CallArgs& call) {
  for (const Ann& a : call.positional) {
    if (a->kind == Kind::kImpossible) return Impossible();
  }
  for (const auto& [keyword, a] : call.keywords) {
    if (a->kind == Kind::kImpossible) return Impossible();
  }
  const std::string& full = method->name;
  const Ann& self = method->items[0];
  std::string name = full.substr(full.find('.') + 1);
  if (full == "exception.__init__") return AnnotateExceptionInit(annotator, self, call);
  if (full == "int.bit_length" || full == "int.bit_count") {
    Expect(full, call, 0, 0);
    return IntAnn(true);
  }
  if (full == "int.to_bytes") {  // x.to_bytes(length=1, byteorder="big", *, signed=False)
    Expect(full, call, 0, 2, {"length", "byteorder", "signed"});
    if (Ann length = Argument(call, 0, "length")) ExpectIndex(full, length, "length");
    Ann order = Argument(call, 1, "byteorder");
    const host::HostObject* text = order ? order->constant : nullptr;
    if (order != nullptr && (text == nullptr || text->kind() != host::HostKind::kStr ||
                             (text->text() != "big" && text->text() != "little")))
      Refuse(full + "() needs a byteorder known at translation time: 'big' or 'little'");
    return BytesAnn();
  }
  if (full == "float.is_integer") {
    Expect(full, call, 0, 0);
    return BoolAnn();
  }
  if (full.starts_with("str.")) return StrMethod(annotator, name, call);
  if (full.starts_with("bytes.")) return BytesMethod(annotator, name, call);
  // Methods that search or hash: the __eq__ (and __hash__) of instance items or keys.
  if (full.starts_with("list.")) {
    Ann result = ListMethod(annotator, name, self, call);
    if (name == "index" || name == "count" || name == "remove")
      AnnotateContainerEquality(annotator, self);
    if (name == "sort") AnnotateItemOrder(annotator, self->listdef->item().Read(), "list.sort()");
    return result;
  }
  if (full == "kwargs.get") {
    // kwargs.get("k", default) of a **kwargs record: the graph is specialised by the
    // keyword names its calls pass, so the value is that keyword's or the default.
    Expect("dict.get", call, 1, 2);
    const host::HostObject* key = call.positional[0]->constant;
    if (key == nullptr || key->kind() != host::HostKind::kStr)
      Refuse("kwargs.get() of a **kwargs parameter read by keys needs a constant str key, not " +
             Arg(call.positional[0]));
    const std::vector<std::string>& keys = *self->dict_keys;
    auto found = std::find(keys.begin(), keys.end(), key->text());
    if (found != keys.end()) return self->items[found - keys.begin()];
    return call.positional.size() > 1 ? call.positional[1] : NoneAnn();
  }
  if (full.starts_with("tuple.")) return TupleMethod(annotator, name, self, call);
  if (full.starts_with("dict.") || full.starts_with("set.")) {
    Ann result = full.starts_with("dict.") ? DictMethod(annotator, name, self, call)
                                           : SetMethod(annotator, name, self, call);
    AnnotateContainerEquality(annotator, self);
    if (result->kind == Kind::kDict || result->kind == Kind::kSet)
      AnnotateContainerEquality(annotator, result);
    return result;
  }
  Refuse(full + "() is not supported");
}

}  // namespace rtfarm::annotator
