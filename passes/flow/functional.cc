#include "passes/flow/functional.h"

#include <algorithm>

#include "passes/flow/flow_context.h"

namespace rtfarm::flow {
namespace {

using model::Value;

const host::HostObject* ConstantOf(const Value* v) {
  return v != nullptr && v->is_constant() ? static_cast<const model::Constant*>(v)->object()
                                          : nullptr;
}

bool IsBuiltin(const host::HostObject* object, const char* name) {
  return object != nullptr && object->kind() == host::HostKind::kBuiltin && object->text() == name;
}

// A function of rlib.rbuiltin, as a constant.
Value* Helper(FlowContext& ctx, const char* name) {
  const host::HostObject* function = nullptr;
  try {
    const host::HostObject* module = ctx.space().ImportModule("rlib.rbuiltin");
    function = ctx.space().ModuleAttr(module, name);
  } catch (const host::HostError& error) {
    ctx.Fail(std::string("rlib.rbuiltin cannot be imported: ") + error.what());
  }
  if (function == nullptr || function->kind() != host::HostKind::kFunction)
    ctx.Fail(std::string("rlib.rbuiltin has no function ") + name);
  return ctx.Const(function);
}

// A builtin that is a class (list, dict, zip, enumerate): mirrored as the class.
bool IsBuiltinClass(const host::HostObject* object, const std::string& name) {
  return object != nullptr && object->kind() == host::HostKind::kClass &&
         object->key() == "builtins." + name;
}

bool HasKeyword(const std::vector<std::string>& keywords, const char* name) {
  return std::find(keywords.begin(), keywords.end(), name) != keywords.end();
}

// The kinds of lazy objects (FlowValue::object): "map", "map2" (two iterables, zipped),
// "filter", "filter None"; " iter" appended once GET_ITER made the iterator.
const host::HostObject* Kind(FlowContext& ctx, const std::string& kind) {
  return ctx.space().Str(kind);
}

// Builtins that read the whole of their (first) argument before doing anything else, so
// that the list of a map()'s results is all they can observe.
constexpr const char* kWholeConsumers[] = {"list", "tuple", "sorted", "sum",
                                           "min",  "max",   "set",    "frozenset"};

// sorted/min/max(d, key=d.get): the dict itself is iterated, so every key is present and
// d.get never gives None; rbuiltin's *_by_dict_value read d[k] instead (d.get's result,
// an int or None, could not be compared).
bool SubstituteDictValueKey(FlowContext& ctx, const host::HostObject* callee, Value** function,
                            std::vector<Value*>* args, const std::vector<std::string>& keywords) {
  const char* helper = IsBuiltin(callee, "sorted") ? "sorted_by_dict_value"
                       : IsBuiltin(callee, "min")  ? "min_by_dict_value"
                       : IsBuiltin(callee, "max")  ? "max_by_dict_value"
                                                   : nullptr;
  size_t positional = args->size() - keywords.size();
  if (helper == nullptr || positional != 1) return false;
  size_t at = std::find(keywords.begin(), keywords.end(), "key") - keywords.begin();
  const model::SpaceOperation* load = ctx.RecordedDefinition((*args)[positional + at]);
  if (load == nullptr || load->opname != "getattr" || load->args.size() != 2 ||
      load->args[0] != (*args)[0])
    return false;
  const host::HostObject* name = ConstantOf(load->args[1]);
  if (name == nullptr || name->kind() != host::HostKind::kStr || name->text() != "get")
    return false;
  // The call keeps its shape (a replay of the block compares operation names): the key
  // is passed as None and ignored.
  (*args)[positional + at] = ctx.Const(ctx.space().None());
  *function = Helper(ctx, helper);
  return true;
}

}  // namespace

void SubstituteKeyedCall(FlowContext& ctx, Value** function, std::vector<Value*>* args,
                         const std::vector<std::string>& keywords) {
  const host::HostObject* callee = ConstantOf(*function);
  // min(items, default=d) and max(..., key=f, default=d): rlib.rbuiltin's helpers, whose
  // parameters `key` and `default` receive the keywords as given.
  if (HasKeyword(keywords, "default") && (IsBuiltin(callee, "min") || IsBuiltin(callee, "max"))) {
    const std::string name = callee->text();
    for (const std::string& keyword : keywords) {
      if (keyword != "key" && keyword != "default")
        ctx.Fail("'" + keyword + "' is an invalid keyword argument for " + name + "()");
    }
    if (args->size() - keywords.size() != 1)
      ctx.Fail("Cannot specify a default for " + name + "() with multiple positional arguments");
    std::string helper = name + (HasKeyword(keywords, "key") ? "_by_key_default" : "_default");
    *function = Helper(ctx, helper.c_str());
    return;
  }
  if (!HasKeyword(keywords, "key")) return;
  if (SubstituteDictValueKey(ctx, callee, function, args, keywords)) return;
  size_t positional = args->size() - keywords.size();
  if (IsBuiltin(callee, "sorted")) {
    *function = Helper(ctx, "sorted_by_key");
    return;
  }
  if (IsBuiltin(callee, "min") || IsBuiltin(callee, "max")) {
    if (keywords.size() != 1) ctx.Fail(callee->text() + "() with key= takes no other keyword");
    if (positional == 0) ctx.Fail(callee->text() + "() expected at least 1 argument, got 0");
    if (positional > 1) {  // min(a, b, key=f): the items as a list
      std::vector<Value*> items(args->begin(), args->begin() + positional);
      Value* key = args->back();
      *args = {ctx.Record("newlist", items), key};
    }
    *function = Helper(ctx, callee->text() == "min" ? "min_by_key" : "max_by_key");
    return;
  }
  // lst.sort(key=...): the bound method read just before (LOAD_METHOD). While replaying
  // the recorded call stands (replays compare operation names only).
  const model::SpaceOperation* load = ctx.RecordedDefinition(*function);
  if (load == nullptr || load->opname != "getattr" || load->args.size() != 2) return;
  const host::HostObject* name = ConstantOf(load->args[1]);
  if (name == nullptr || name->kind() != host::HostKind::kStr || name->text() != "sort") return;
  args->insert(args->begin(), load->args[0]);
  *function = Helper(ctx, "sort_by_key");
}

void SubstituteTranslateCall(FlowContext& ctx, Value** function, std::vector<Value*>* args,
                             const std::vector<std::string>& keywords) {
  if (!keywords.empty() || args->size() != 1) return;
  // translate_method's own call of the program's method stays as it is.
  if (ctx.function() != nullptr && ctx.function()->key() == "rlib.rbuiltin.translate_method")
    return;
  // x.translate(table): the bound method read just before (LOAD_METHOD).
  const model::SpaceOperation* load = ctx.RecordedDefinition(*function);
  if (load == nullptr || load->opname != "getattr" || load->args.size() != 2) return;
  const host::HostObject* name = ConstantOf(load->args[1]);
  if (name == nullptr || name->kind() != host::HostKind::kStr || name->text() != "translate")
    return;
  args->insert(args->begin(), load->args[0]);
  *function = Helper(ctx, "translate_method");
}

void PositionalEnumerateStart(Value* function, std::vector<Value*>* args,
                              std::vector<std::string>* keywords) {
  // The keyword values follow the positional arguments in `args`.
  if (keywords->size() != 1 || (*keywords)[0] != "start" || args->size() != 2 ||
      !IsBuiltinClass(ConstantOf(function), "enumerate"))
    return;
  keywords->clear();
}

void SubstituteIteratorDrain(FlowContext& ctx, Value** function, std::vector<Value*>* args,
                             const std::vector<std::string>& keywords) {
  // The keyword values follow the positional arguments in `args`.
  if (args->size() != keywords.size() + 1) return;
  const host::HostObject* callee = ConstantOf(*function);
  const char* helper = IsBuiltinClass(callee, "list")   ? "list_of_iterator"
                       : IsBuiltinClass(callee, "dict") ? "dict_of_pairs"
                                                        : nullptr;
  if (helper == nullptr || (!keywords.empty() && IsBuiltinClass(callee, "list"))) return;
  const model::SpaceOperation* made = ctx.DefinitionInThisBlock((*args)[0]);
  if (made == nullptr || made->opname != "simple_call" || made->args.empty()) return;
  const host::HostObject* maker = ConstantOf(made->args[0]);
  if (!IsBuiltinClass(maker, "zip") && !IsBuiltinClass(maker, "enumerate")) return;
  if (keywords.empty()) {
    *function = Helper(ctx, helper);
    return;
  }
  // dict(zip(keys, values), k=v): the dict of the pairs, then dict(that, k=v).
  (*args)[0] = ctx.Record("simple_call", {Helper(ctx, helper), (*args)[0]});
}

void SubstituteIteratorArgument(FlowContext& ctx, Value* function, std::vector<Value*>* args,
                                const std::vector<std::string>& keywords) {
  // The keyword values follow the positional arguments in `args`.
  if (args->size() != keywords.size() + 1 || HasKeyword(keywords, "key") ||
      HasKeyword(keywords, "default"))
    return;
  const host::HostObject* callee = ConstantOf(function);
  bool all_drains = IsBuiltinClass(callee, "sorted") || IsBuiltin(callee, "sorted") ||
                    IsBuiltinClass(callee, "tuple") || IsBuiltinClass(callee, "set") ||
                    IsBuiltinClass(callee, "frozenset");
  bool reductions = IsBuiltin(callee, "min") || IsBuiltin(callee, "max") ||
                    IsBuiltin(callee, "sum") || IsBuiltin(callee, "any") ||
                    IsBuiltin(callee, "all");
  if (!all_drains && !reductions) return;
  const model::SpaceOperation* made = ctx.DefinitionInThisBlock((*args)[0]);
  if (made == nullptr || made->opname != "simple_call" || made->args.empty()) return;
  const host::HostObject* maker = ConstantOf(made->args[0]);
  bool pairs = IsBuiltinClass(maker, "zip") || IsBuiltinClass(maker, "enumerate");
  // The RTyper drains a reversed() iterator for sorted(), tuple() and set() itself.
  if (!pairs && !(reductions && IsBuiltinClass(maker, "reversed"))) return;
  (*args)[0] = ctx.Record("simple_call", {Helper(ctx, "list_of_iterator"), (*args)[0]});
}

void SubstituteNextDefault(FlowContext& ctx, Value** function, const std::vector<Value*>& args,
                           const std::vector<std::string>& keywords) {
  if (!keywords.empty()) return;
  const host::HostObject* callee = ConstantOf(*function);
  if (args.size() == 2 && IsBuiltin(callee, "next")) *function = Helper(ctx, "next_or_default");
}

Value* SubstituteZipStar(FlowContext& ctx, Value* function, const std::vector<Value*>& positional,
                         Value* rest, const std::vector<std::string>& keywords) {
  if (rest == nullptr || !positional.empty() || !keywords.empty() ||
      !IsBuiltinClass(ConstantOf(function), "zip"))
    return nullptr;
  // zip(*rows): the columns, as a list of tuples (of the rows' count, known at run time).
  return ctx.Record("simple_call", {Helper(ctx, "zip_star"), rest});
}

bool SubstitutePrintKwargs(FlowContext& ctx, Value** function, std::vector<Value*>* positional,
                           Value* rest) {
  if (!IsBuiltin(ConstantOf(*function), "print")) return false;
  std::vector<Value*> pieces;
  for (Value* v : *positional) pieces.push_back(ctx.Record("str", {v}));
  Value* strs = ctx.Record("newlist", pieces);
  if (rest != nullptr)
    strs = ctx.Record("add", {strs, ctx.Record("simple_call", {Helper(ctx, "str_items"), rest})});
  *function = Helper(ctx, "print_joined");
  *positional = {strs};
  return true;
}

Value* SubstitutePrintStar(FlowContext& ctx, Value* function, std::vector<Value*>* positional,
                           Value* rest, std::vector<std::string>* keywords,
                           std::vector<Value*>* keyword_values) {
  if (rest == nullptr || !IsBuiltin(ConstantOf(function), "print")) return nullptr;
  // print(a, *items, sep=s, ...) prints s.join([str(a)] + [str(x) for x in items]): the
  // one string is printed by print(joined, ...) with the other keywords.
  std::vector<Value*> pieces;
  for (Value* v : *positional) pieces.push_back(ctx.Record("str", {v}));
  Value* strs = ctx.Record("simple_call", {Helper(ctx, "str_items"), rest});
  if (!pieces.empty()) strs = ctx.Record("add", {ctx.Record("newlist", pieces), strs});
  Value* sep = ctx.Const(ctx.space().Str(" "));
  auto at = std::find(keywords->begin(), keywords->end(), "sep");
  if (at != keywords->end()) {
    size_t i = at - keywords->begin();
    const host::HostObject* given = ConstantOf((*keyword_values)[i]);
    if (given == nullptr || given->kind() != host::HostKind::kNone) sep = (*keyword_values)[i];
    keywords->erase(at);
    keyword_values->erase(keyword_values->begin() + i);
  }
  Value* joined = ctx.Record(
      "simple_call", {ctx.Record("getattr", {sep, ctx.Const(ctx.space().Str("join"))}), strs});
  *positional = {joined};
  return joined;
}

bool MakeLazyMap(FlowContext& ctx, const std::string& builtin, const std::vector<Value*>& args,
                 const std::vector<std::string>& keywords) {
  if (builtin != "map" && builtin != "filter") return false;
  if (!keywords.empty()) ctx.Fail(builtin + "() takes no keyword arguments");
  auto push = [&](Value* iterable, Value* function, const std::string& kind) {
    ctx.frame().stack.push_back({FlowValue::kLazyMap, iterable, function, Kind(ctx, kind)});
  };
  if (builtin == "filter") {
    if (args.size() != 2)
      ctx.Fail("filter expected 2 arguments, got " + std::to_string(args.size()));
    const host::HostObject* f = ConstantOf(args[0]);
    push(args[1], args[0],
         f != nullptr && f->kind() == host::HostKind::kNone ? "filter None" : "filter");
    return true;
  }
  if (args.size() < 2) ctx.Fail("map() must have at least two arguments.");
  if (args.size() == 2) {
    push(args[1], args[0], "map");
    return true;
  }
  if (args.size() > 3) ctx.Fail("map() over more than two iterables is not supported");
  Value* zip = ctx.Const(ctx.space().Builtin("zip"));
  push(ctx.Record("simple_call", {zip, args[1], args[2]}), args[0], "map2");
  return true;
}

Value* MaterializeLazyMap(FlowContext& ctx, const FlowValue& lazy, Value* callee,
                          const std::string& what) {
  const std::string& kind = lazy.object->text();
  std::string name = kind.substr(0, kind.find(' '));
  if (kind.ends_with(" iter")) ctx.Fail("an iterator over a " + name + "() object " + what);
  bool whole = ctx.Replaying() || callee == nullptr;  // unpacking reads every item
  if (!whole) {
    const host::HostObject* object = ConstantOf(callee);
    for (const char* consumer : kWholeConsumers) {
      if (object != nullptr && object == ctx.space().Builtin(consumer)) whole = true;
    }
    const model::SpaceOperation* load = ctx.RecordedDefinition(callee);
    if (load != nullptr && load->opname == "getattr" && load->args.size() == 2) {
      const host::HostObject* method = ConstantOf(load->args[1]);
      whole |=
          method != nullptr && method->kind() == host::HostKind::kStr && method->text() == "join";
    }
  }
  if (!whole) {
    ctx.Fail("a " + name + "() object " + what +
             ": it is supported in a for loop, in unpacking, and as the argument of list(), "
             "sorted(), sum(), min(), max(), set() or str.join()");
  }
  if (kind == "map")
    return ctx.Record("simple_call", {Helper(ctx, "map_list"), lazy.etype, lazy.value});
  if (kind == "map2")
    return ctx.Record("simple_call", {Helper(ctx, "map2_list"), lazy.etype, lazy.value});
  if (kind == "filter")
    return ctx.Record("simple_call", {Helper(ctx, "filter_list"), lazy.etype, lazy.value});
  return ctx.Record("simple_call", {Helper(ctx, "filter_true_list"), lazy.value});
}

FlowValue IterLazyMap(FlowContext& ctx, const FlowValue& lazy) {
  const std::string& kind = lazy.object->text();
  if (kind.ends_with(" iter")) return lazy;  // iter() of an iterator is itself
  return {FlowValue::kLazyMap, ctx.Record("iter", {lazy.value}), lazy.etype,
          Kind(ctx, kind + " iter")};
}

void ForIterLazyMap(FlowContext& ctx, int ins_start, int exhausted) {
  FlowValue lazy = ctx.frame().stack.back();
  const std::string& kind = lazy.object->text();
  Value* item = nullptr;
  FlowValue raised;
  const host::HostObject* stop = ctx.BuiltinClass("StopIteration");
  if (ctx.RecordCatching("next", {lazy.value}, {stop}, &item, &raised) != nullptr) {
    ctx.frame().stack.pop_back();
    ctx.frame().next_offset = exhausted;
    return;
  }
  host::HostSpace& space = ctx.space();
  if (kind == "map iter") {
    ctx.frame().stack.push_back(FlowValue::Of(ctx.Record("simple_call", {lazy.etype, item})));
    return;
  }
  if (kind == "map2 iter") {
    Value* x = ctx.RecordNoRaise("getitem", {item, ctx.Const(space.Int(0))});
    Value* y = ctx.RecordNoRaise("getitem", {item, ctx.Const(space.Int(1))});
    ctx.frame().stack.push_back(FlowValue::Of(ctx.Record("simple_call", {lazy.etype, x, y})));
    return;
  }
  Value* test = kind == "filter None iter" ? item : ctx.Record("simple_call", {lazy.etype, item});
  if (!ctx.GuessBool(ctx.Record("is_true", {test}))) {
    ctx.frame().next_offset = ins_start;  // the next item: this FOR_ITER again
    return;
  }
  ctx.frame().stack.push_back(FlowValue::Of(item));
}

}  // namespace rtfarm::flow
