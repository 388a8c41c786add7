// Methods of builtin types: str, list, dict.
#include "passes/annotator/rules.h"

namespace rtfarm::annotator {
namespace {

[[noreturn]] void Refuse(const std::string& message) { throw AnnotationRefused(message); }

bool IsInt(const Ann& a) { return a->kind == Kind::kInteger || a->kind == Kind::kBool; }
bool IsStr(const Ann& a) { return a->kind == Kind::kStr || a->kind == Kind::kChar; }

const char* const kStrMethods[] = {
    "join",       "split",   "rsplit",   "strip",     "lstrip",  "rstrip",  "startswith",
    "endswith",   "find",    "rfind",    "index",     "rindex",  "replace", "upper",
    "lower",      "isdigit", "isalpha",  "isspace",   "isalnum", "isupper", "islower",
    "count",      "format",  "zfill",    "ljust",     "rjust",   "center",  "splitlines",
    "capitalize", "title",   "swapcase", "partition", "encode"};
const char* const kListMethods[] = {"append", "pop",     "insert", "extend", "remove", "index",
                                    "count",  "reverse", "sort",   "copy",   "clear"};
const char* const kDictMethods[] = {"get", "keys",   "values", "items", "setdefault",
                                    "pop", "update", "copy",   "clear"};

template <size_t N>
bool Has(const char* const (&names)[N], const std::string& name) {
  for (const char* n : names) {
    if (name == n) return true;
  }
  return false;
}

void Expect(const std::string& name, const CallArgs& call, size_t low, size_t high) {
  size_t n = call.positional.size();
  if (n < low || n > high || call.star != nullptr || !call.keywords.empty()) {
    Refuse(name + "() takes " + std::to_string(low) +
           (low == high ? "" : " to " + std::to_string(high)) + " arguments, " + std::to_string(n) +
           " given");
  }
}

Ann StrMethod(Annotator& annotator, const std::string& name, const Ann& self,
              const CallArgs& call) {
  const auto& args = call.positional;
  std::string full = "str." + name;
  if (name == "join") {
    Expect(full, call, 1, 1);
    Ann item = IterationItem(annotator, args[0]);
    if (!IsStr(item)) Refuse("str.join() needs an iterable of str, not of " + Arg(item));
    return StrAnn();
  }
  if (name == "split" || name == "rsplit" || name == "splitlines") {
    Expect(full, call, 0, 2);
    ListDef* list = annotator.ListDefHere();
    list->item().Generalise(StrAnn());
    return ListAnn(list);
  }
  if (name == "partition") {
    Expect(full, call, 1, 1);
    return TupleAnn({StrAnn(), StrAnn(), StrAnn()});
  }
  if (name == "startswith" || name == "endswith") {
    Expect(full, call, 1, 1);
    return BoolAnn();
  }
  if (name.starts_with("is")) {
    Expect(full, call, 0, 0);
    return BoolAnn();
  }
  if (name == "find" || name == "rfind" || name == "index" || name == "rindex") {
    Expect(full, call, 1, 3);
    if (!IsStr(args[0])) Refuse(full + "() needs a str, not " + Arg(args[0]));
    return IntAnn(name == "index" || name == "rindex");
  }
  if (name == "count") {
    Expect(full, call, 1, 3);
    return IntAnn(true);
  }
  if (name == "encode") return BytesAnn();
  (void)self;
  return StrAnn();  // strip family, replace, upper, lower, format, zfill, justification
}

Ann ListMethod(Annotator& annotator, const std::string& name, const Ann& self,
               const CallArgs& call) {
  ListDef* list = self->listdef;
  const auto& args = call.positional;
  std::string full = "list." + name;
  if (name == "append") {
    Expect(full, call, 1, 1);
    list->MarkResized();
    list->item().Generalise(WithoutConstant(args[0]));
    return NoneAnn();
  }
  if (name == "insert") {
    Expect(full, call, 2, 2);
    if (!IsInt(args[0])) Refuse("list.insert() index must be an integer");
    list->MarkResized();
    list->item().Generalise(WithoutConstant(args[1]));
    return NoneAnn();
  }
  if (name == "extend") {
    Expect(full, call, 1, 1);
    list->MarkResized();
    list->item().Generalise(WithoutConstant(IterationItem(annotator, args[0])));
    return NoneAnn();
  }
  if (name == "pop") {
    Expect(full, call, 0, 1);
    list->MarkResized();
    return list->item().Read();
  }
  if (name == "remove") {
    Expect(full, call, 1, 1);
    list->MarkResized();
    Union(list->item().Read(), args[0]);
    return NoneAnn();
  }
  if (name == "index" || name == "count") {
    Expect(full, call, 1, 1);
    Union(list->item().Read(), args[0]);
    return IntAnn(true);
  }
  if (name == "reverse" || name == "sort") {
    for (const auto& [keyword, value] : call.keywords) {
      if (keyword != "reverse") Refuse("list.sort() supports only reverse=");
    }
    if (!call.positional.empty()) Refuse(full + "() takes no positional arguments");
    list->MarkMutated();
    if (name == "sort") {
      Ann item = list->item().Read();
      if (!IsNumeric(item) && !IsStr(item) && item->kind != Kind::kImpossible) {
        Refuse("list.sort() of items of type " + Arg(item) + " needs int, float or str");
      }
    }
    return NoneAnn();
  }
  if (name == "copy") {
    Expect(full, call, 0, 0);
    ListDef* copy = annotator.ListDefHere();
    copy->item().Generalise(list->item().Read());
    return ListAnn(copy);
  }
  if (name == "clear") {
    list->MarkResized();
    return NoneAnn();
  }
  Refuse("list." + name + "() is not supported");
}

Ann DictMethod(Annotator& annotator, const std::string& name, const Ann& self,
               const CallArgs& call) {
  DictDef* dict = self->dictdef;
  const auto& args = call.positional;
  std::string full = "dict." + name;
  if (name == "get") {
    Expect(full, call, 1, 2);
    Union(dict->key().Read(), args[0]);
    Ann value = dict->value().Read();
    return args.size() == 2 ? Union(value, args[1]) : Nullable(value);
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
  if (name == "setdefault") {
    Expect(full, call, 2, 2);
    dict->key().Generalise(WithoutConstant(args[0]));
    dict->value().Generalise(WithoutConstant(args[1]));
    return dict->value().Read();
  }
  if (name == "pop") {
    Expect(full, call, 1, 2);
    Union(dict->key().Read(), args[0]);
    Ann value = dict->value().Read();
    return args.size() == 2 ? Union(value, args[1]) : value;
  }
  if (name == "update") {
    Expect(full, call, 1, 1);
    if (args[0]->kind != Kind::kDict) Refuse("dict.update() needs a dict");
    dict->key().Generalise(args[0]->dictdef->key().Read());
    dict->value().Generalise(args[0]->dictdef->value().Read());
    return NoneAnn();
  }
  if (name == "copy") {
    Expect(full, call, 0, 0);
    DictDef* copy = annotator.DictDefHere();
    copy->key().Generalise(dict->key().Read());
    copy->value().Generalise(dict->value().Read());
    return DictAnn(copy);
  }
  if (name == "clear") return NoneAnn();
  Refuse("dict." + name + "() is not supported");
}

}  // namespace

Ann BuiltinMethodOf(const Ann& receiver, const std::string& name) {
  if ((receiver->kind == Kind::kStr || receiver->kind == Kind::kChar) && Has(kStrMethods, name)) {
    return BuiltinMethodAnn("str." + name, WithoutConstant(receiver));
  }
  if (receiver->kind == Kind::kList && Has(kListMethods, name))
    return BuiltinMethodAnn("list." + name, receiver);
  if (receiver->kind == Kind::kDict && Has(kDictMethods, name))
    return BuiltinMethodAnn("dict." + name, receiver);
  return nullptr;
}

Ann AnnotateBuiltinMethodCall(Annotator& annotator, const Ann& method, const CallArgs& call) {
  const std::string& full = method->name;
  const Ann& self = method->items[0];
  std::string name = full.substr(full.find('.') + 1);
  if (full.starts_with("str.")) return StrMethod(annotator, name, self, call);
  if (full.starts_with("list.")) return ListMethod(annotator, name, self, call);
  if (full.starts_with("dict.")) return DictMethod(annotator, name, self, call);
  Refuse(full + "() is not supported");
}

}  // namespace rtfarm::annotator
