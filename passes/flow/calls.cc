#include "passes/flow/calls.h"

#include <algorithm>

#include "passes/flow/enum_classes.h"
#include "passes/flow/flow_context.h"
#include "passes/flow/functional.h"
#include "passes/flow/runtime_format.h"

namespace rtfarm::flow {
namespace {

using host::HostKind;
using model::Value;

// Builtins whose meaning depends on the caller's frame: no static translation exists.
constexpr const char* kFrameIntrospection[] = {"locals", "globals", "vars", "exec",
                                               "eval",   "compile", "dir"};

FlowValue PopSlot(FlowContext& ctx) {
  auto& stack = ctx.frame().stack;
  if (stack.empty()) ctx.Fail("internal error of the flow builder: value stack underflow");
  FlowValue v = stack.back();
  stack.pop_back();
  return v;
}

Value* AsValue(FlowContext& ctx, const FlowValue& v) {
  if (v.kind == FlowValue::kValue || v.kind == FlowValue::kException ||
      v.kind == FlowValue::kClosingWrapper)
    return v.value;
  if (v.kind == FlowValue::kLazyMap) return MaterializeLazyMap(ctx, v, nullptr, "");
  ctx.Fail("internal error of the flow builder: a call argument is missing");
}

// The shape of a call with keywords or star arguments, as call_args's first argument:
// (number of positional arguments, keyword names, has *args, has **kwargs).
Value* CallShape(FlowContext& ctx, int positional, const std::vector<std::string>& keywords,
                 bool star, bool double_star) {
  host::HostSpace& space = ctx.space();
  std::vector<const host::HostObject*> names;
  for (const auto& name : keywords) names.push_back(space.Str(name));
  return ctx.Const(space.Tuple(
      {space.Int(positional), space.Tuple(names), space.Bool(star), space.Bool(double_star)}));
}

// super() with no arguments reads the method's __class__ cell and its first argument.
std::vector<Value*> SuperArguments(FlowContext& ctx) {
  const DecodedCode& dc = ctx.CodeOf(ctx.state().frames.front().code);
  int cell = dc.SlotOf("__class__");
  if (cell < 0 || dc.info->argcount == 0) ctx.Fail("super() without arguments outside a method");
  const FlowValue& klass = ctx.state().frames.front().locals[cell];
  const FlowValue& self = ctx.state().frames.front().locals[0];
  if (klass.kind != FlowValue::kValue || self.kind != FlowValue::kValue) {
    ctx.Fail("super() without arguments needs the method's class and first argument");
  }
  return {klass.value, self.value};
}

const host::HostObject* ConstantOf(Value* v) {
  return v->is_constant() ? static_cast<model::Constant*>(v)->object() : nullptr;
}

// f(a, b, *rest): 3.11 builds the positional arguments as a list, `newlist(a, b)` then
// `list_extend(list, rest)`, and passes `tuple(list)`. RPython's call shape is two
// positional arguments and a star argument: recognised here when the three operations
// were just recorded in this block, and elided once the graph is built (they stay until
// then, so that replaying the block sees the same operations).
bool PositionalAndStar(FlowContext& ctx, Value* star, std::vector<Value*>* positional,
                       Value** rest) {
  const model::SpaceOperation* to_tuple = ctx.RecordedDefinition(star);
  if (to_tuple == nullptr || to_tuple->opname != "simple_call" || to_tuple->args.size() != 2 ||
      !to_tuple->args[0]->is_constant() ||
      static_cast<model::Constant*>(to_tuple->args[0])->object()->key() != "builtins.tuple") {
    return false;
  }
  Value* list = to_tuple->args[1];
  const model::SpaceOperation* extend = nullptr;
  for (const model::SpaceOperation* op : ctx.RecordedUses(list)) {
    if (op == to_tuple) continue;
    if (op->opname != "list_extend" || extend != nullptr || op->args[0] != list) return false;
    extend = op;
  }
  const model::SpaceOperation* build = ctx.RecordedDefinition(list);
  if (extend == nullptr || build == nullptr || build->opname != "newlist") return false;
  *positional = build->args;
  *rest = extend->args[1];
  ctx.Elide(build->result);
  ctx.Elide(extend->result);
  ctx.Elide(to_tuple->result);
  return true;
}

// How a generator expression flowed inline is consumed
// (DecodedCode::InlineGeneratorExpression): by the callable under it on the stack, a builtin (the
// real one, not a global of the same name) or a bound method (str.join).
FrameSlice::Yields GeneratorConsumer(FlowContext& ctx) {
  const std::vector<FlowValue>& stack = ctx.frame().stack;
  if (!stack.empty() && stack.back().kind == FlowValue::kValue) {
    const host::HostObject* consumer = ConstantOf(stack.back().value);
    if (consumer == nullptr) return FrameSlice::Yields::kCollect;  // "sep".join
    // classes, not builtin functions
    for (const char* type : {"list", "tuple", "bytes", "set", "frozenset", "dict"}) {
      if (consumer == ctx.space().Builtin(type)) return FrameSlice::Yields::kCollect;
    }
    if (consumer->kind() == HostKind::kBuiltin) {
      if (auto yields = GeneratorConsumerYields(consumer->text())) return *yields;
    }
    // collections.Counter and deque (rlib.rcollections' classes by then) read the whole
    // iterable when made.
    if (consumer->kind() == HostKind::kClass && (consumer->key() == "rlib.rcollections.Counter" ||
                                                 consumer->key() == "rlib.rcollections.deque"))
      return FrameSlice::Yields::kCollect;
  }
  ctx.Fail(
      "a generator expression is consumed by something other than a builtin, "
      "collections.Counter, collections.deque or str.join (use a list comprehension)");
}

// The keyword arguments of f(..., **m): 3.11 builds m as `newdict(k1, v1...)` of the
// call's explicit keywords, then `dict_update(m, d)` for the mapping. Known when d is a
// dict display with constant str keys recorded in this block and only read since (a
// mutation or a call that could change its keys makes it unknown). The dicts become
// unused and are elided. A last mapping that is none of those (a **kwargs parameter
// passed on: `f(*args, **kwargs)`) is left in `*rest` for the annotator, which knows
// the keys of such a parameter's dict (rules.cc, PassKwargsOn) or refuses.
bool KnownKeywords(FlowContext& ctx, Value* merged, std::vector<std::string>* names,
                   std::vector<Value*>* values, Value** rest) {
  const model::SpaceOperation* build = ctx.RecordedDefinition(merged);
  if (build == nullptr || build->opname != "newdict") return false;
  std::vector<const model::SpaceOperation*> sources = {build};
  std::vector<const model::SpaceOperation*> updates;
  const std::vector<const model::SpaceOperation*> uses = ctx.RecordedUses(merged);
  for (const model::SpaceOperation* op : uses) {
    if (op->opname != "dict_update" || op->args.size() != 2 || op->args[0] != merged) return false;
    const model::SpaceOperation* source = ctx.RecordedDefinition(op->args[1]);
    if ((source == nullptr || source->opname != "newdict") && op == uses.back() &&
        *rest == nullptr) {
      *rest = op->args[1];
      updates.push_back(op);
      continue;
    }
    if (source == nullptr || source->opname != "newdict") return false;
    for (const model::SpaceOperation* use : ctx.RecordedUses(op->args[1])) {
      if (use->opname == "dict_update" && use->args[1] == op->args[1]) continue;
      static const char* const kReads[] = {"getitem", "len", "contains", "is_true", "iter"};
      if (std::find_if(std::begin(kReads), std::end(kReads),
                       [&](const char* read) { return use->opname == read; }) == std::end(kReads))
        return false;
    }
    sources.push_back(source);
    updates.push_back(op);
  }
  for (const model::SpaceOperation* source : sources) {
    for (size_t i = 0; i + 1 < source->args.size(); i += 2) {
      const host::HostObject* key = ConstantOf(source->args[i]);
      if (key == nullptr || key->kind() != HostKind::kStr) return false;
      if (std::find(names->begin(), names->end(), key->text()) != names->end()) {
        ctx.Fail("this call gets keyword argument '" + key->text() + "' twice");
      }
      names->push_back(key->text());
      values->push_back(source->args[i + 1]);
    }
  }
  for (const model::SpaceOperation* op : updates) ctx.Elide(op->result);
  for (const model::SpaceOperation* source : sources) ctx.Elide(source->result);
  return true;
}

}  // namespace

std::optional<FrameSlice::Yields> GeneratorConsumerYields(std::string_view builtin) {
  if (builtin == "any") return FrameSlice::Yields::kUntilTrue;
  if (builtin == "all") return FrameSlice::Yields::kUntilFalse;
  if (builtin == "sum" || builtin == "min" || builtin == "max" || builtin == "sorted" ||
      builtin == "list" || builtin == "tuple" || builtin == "bytes" || builtin == "set" ||
      builtin == "frozenset" || builtin == "dict")
    return FrameSlice::Yields::kCollect;
  return std::nullopt;
}

void Call(FlowContext& ctx, int argc) {
  std::vector<std::string> keywords = std::move(ctx.frame().kwnames);
  ctx.frame().kwnames.clear();
  std::vector<FlowValue> slots(argc);
  for (int i = argc - 1; i >= 0; --i) slots[i] = PopSlot(ctx);
  FlowValue second = PopSlot(ctx);
  FlowValue first = PopSlot(ctx);
  // 3.11 stacks either NULL, callable, args... or callable, self, args...
  FlowValue callable = first.is_null() ? second : first;
  if (!first.is_null()) slots.insert(slots.begin(), second);

  if (callable.kind == FlowValue::kMadeFunction) {
    // A comprehension: flowed inline, as Python 2 compiled it, in a frame of its own.
    if (slots.size() != 1 || !keywords.empty()) ctx.Fail("unexpected call of a comprehension");
    FrameSlice::Yields yields = FrameSlice::Yields::kNotGenerator;
    if (callable.object->code()->name == "<genexpr>") yields = GeneratorConsumer(ctx);
    ctx.PushFrame(callable.object, {slots[0]});
    ctx.frame().yields = yields;
    return;
  }
  Value* function = AsValue(ctx, callable);
  std::vector<Value*> args;
  for (const FlowValue& slot : slots) {
    args.push_back(slot.kind == FlowValue::kLazyMap
                       ? MaterializeLazyMap(ctx, slot, function, "is passed to this call")
                       : AsValue(ctx, slot));
  }
  PositionalEnumerateStart(function, &args, &keywords);
  SubstituteEnumClassCall(ctx, &function, &args, keywords);
  SubstituteRuntimeFormat(ctx, &function, &args, keywords);

  if (const host::HostObject* callee = ConstantOf(function)) {
    host::HostSpace& space = ctx.space();
    if (callee == space.Builtin("map") && MakeLazyMap(ctx, "map", args, keywords)) return;
    if (callee == space.Builtin("filter") && MakeLazyMap(ctx, "filter", args, keywords)) return;
    if (callee->kind() == HostKind::kBuiltin || callee->kind() == HostKind::kClass) {
      const std::string& name =
          callee->kind() == HostKind::kBuiltin ? callee->text() : callee->key();
      for (const char* forbidden : kFrameIntrospection) {
        if (name == forbidden) ctx.Fail(std::string(forbidden) + "() is not supported");
      }
      if ((name == "builtins.super" || name == "super") && args.empty()) args = SuperArguments(ctx);
    }
    // abs(x) is the `abs` operation (docs/operations.md), as RPython's flow space maps
    // the builtin to its operation: so that ovfcheck(abs(x)) has abs_ovf to record.
    if (callee->kind() == HostKind::kBuiltin && callee->text() == "abs" && args.size() == 1 &&
        keywords.empty()) {
      ctx.frame().stack.push_back(FlowValue::Of(ctx.Record("abs", {args[0]})));
      return;
    }
    // format(x, spec) is what f"{x:{spec}}" records; format(x) is str(x).
    if (callee->kind() == HostKind::kBuiltin && callee->text() == "format" && keywords.empty() &&
        (args.size() == 1 || args.size() == 2)) {
      Value* shown = args.size() == 2 ? ctx.Record("format", {args[0], args[1]})
                                      : ctx.Record("str", {args[0]});
      ctx.frame().stack.push_back(FlowValue::Of(shown));
      return;
    }
    // getattr(x, "name") and setattr(x, "name", v) with a name known here (a literal, or
    // "op_" + item in a loop over an unrolling_iterable) are attribute operations.
    if (callee->kind() == HostKind::kBuiltin && keywords.empty() &&
        ((callee->text() == "getattr" && args.size() == 2) ||
         (callee->text() == "setattr" && args.size() == 3))) {
      const host::HostObject* name = ConstantOf(args[1]);
      if (name == nullptr || name->kind() != HostKind::kStr) {
        ctx.Fail(callee->text() +
                 "() needs an attribute name known at translation time (a str constant, or "
                 "one made from the items of an unrolling_iterable loop)");
      }
      if (callee->text() == "getattr") {
        ctx.frame().stack.push_back(FlowValue::Of(ctx.Record("getattr", {args[0], args[1]})));
      } else {
        ctx.Record("setattr", {args[0], args[1], args[2]});
        ctx.frame().stack.push_back(FlowValue::Of(ctx.Const(space.None())));
      }
      return;
    }
    // hasattr(C, "name") of a class or module known here: answered now (the attributes
    // of classes and modules are constants for the translation). Of an instance, the
    // annotator answers by class (attribute_presence.h): a simple_call of the builtin.
    // getattr(x, "name", default): the host's function choosing between x.name and the
    // default by hasattr() (HostSpace::GetattrDefaultFunction).
    bool has = callee->kind() == HostKind::kBuiltin && callee->text() == "hasattr" &&
               keywords.empty() && args.size() == 2;
    bool get3 = callee->kind() == HostKind::kBuiltin && callee->text() == "getattr" &&
                keywords.empty() && args.size() == 3;
    if (has || get3) {
      const host::HostObject* owner = ConstantOf(args[0]);
      const host::HostObject* name = ConstantOf(args[1]);
      if (name == nullptr || name->kind() != HostKind::kStr) {
        ctx.Fail(callee->text() +
                 "() needs an attribute name known at translation time (a str constant, or "
                 "one made from the items of an unrolling_iterable loop)");
      }
      bool known_owner = owner != nullptr &&
                         (owner->kind() == HostKind::kClass || owner->kind() == HostKind::kModule);
      bool found = known_owner && (owner->kind() == HostKind::kClass
                                       ? owner->LookupClassAttr(name->text()) != nullptr
                                       : space.ModuleAttr(owner, name->text()) != nullptr);
      if (has && known_owner) {
        ctx.frame().stack.push_back(FlowValue::Of(ctx.Const(space.Bool(found))));
        return;
      }
      if (get3 && known_owner) {
        ctx.frame().stack.push_back(
            FlowValue::Of(found ? ctx.Record("getattr", {args[0], args[1]}) : args[2]));
        return;
      }
      if (get3) {
        // The helper asks hasattr() again, where its answer cuts a branch; this one is
        // there so that a refusal names the program's line.
        ctx.Record("simple_call", {ctx.Const(space.Builtin("hasattr")), args[0], args[1]});
        const host::HostObject* helper = nullptr;
        try {
          helper = space.GetattrDefaultFunction(name->text());
        } catch (const host::HostError& error) {
          ctx.Fail(std::string("getattr() with a default: ") + error.what());
        }
        ctx.frame().stack.push_back(
            FlowValue::Of(ctx.Record("simple_call", {ctx.Const(helper), args[0], args[2]})));
        return;
      }
    }
    if (callee->kind() == HostKind::kFunction && callee->key() == "rlib.rarithmetic.ovfcheck") {
      if (args.size() != 1 || !keywords.empty()) ctx.Fail("ovfcheck() takes exactly one argument");
      if (!args[0]->is_constant()) ctx.MakeOverflowChecked(args[0]);
      ctx.frame().stack.push_back(FlowValue::Of(args[0]));
      return;
    }
  }

  SubstituteKeyedCall(ctx, &function, &args, keywords);
  SubstituteTranslateCall(ctx, &function, &args, keywords);
  SubstituteIteratorDrain(ctx, &function, &args, keywords);
  SubstituteIteratorArgument(ctx, function, &args, keywords);
  SubstituteNextDefault(ctx, &function, args, keywords);
  Value* result;
  if (keywords.empty()) {
    args.insert(args.begin(), function);
    result = ctx.Record("simple_call", std::move(args));
  } else {
    int positional = static_cast<int>(args.size() - keywords.size());
    args.insert(args.begin(), {function, CallShape(ctx, positional, keywords, false, false)});
    result = ctx.Record("call_args", std::move(args));
  }
  ctx.frame().stack.push_back(FlowValue::Of(result));
}

void CallFunctionEx(FlowContext& ctx, int flags) {
  bool has_kwargs = flags & 1;
  Value* kwargs = has_kwargs ? AsValue(ctx, PopSlot(ctx)) : nullptr;
  Value* star = AsValue(ctx, PopSlot(ctx));
  Value* function = AsValue(ctx, PopSlot(ctx));
  PopSlot(ctx);  // the NULL below the callable
  std::vector<Value*> positional;
  Value* rest = star;
  if (!PositionalAndStar(ctx, star, &positional, &rest)) {
    // f(**d) and f(a, **d) stack a constant or a built tuple of the positional arguments.
    if (const host::HostObject* items = ConstantOf(star);
        items != nullptr && items->kind() == HostKind::kTuple) {
      for (const host::HostObject* item : items->items()) positional.push_back(ctx.Const(item));
      rest = nullptr;
    } else if (const model::SpaceOperation* build = ctx.RecordedDefinition(star);
               build != nullptr && build->opname == "newtuple") {
      positional = build->args;
      rest = nullptr;
    }
  }
  std::vector<std::string> keywords;
  std::vector<Value*> keyword_values;
  Value* kwargs_rest = nullptr;
  if (kwargs != nullptr && !KnownKeywords(ctx, kwargs, &keywords, &keyword_values, &kwargs_rest)) {
    // Replaying a block recorded before: the operation's name is all that is compared.
    if (!ctx.Replaying()) {
      ctx.Fail(
          "f(**d) is supported only when d is a dict display with constant str keys, written "
          "in the call or assigned in the same block and not changed before the call "
          "(f(**{'x': 1}), d = {'x': 1}; f(**d)), so that the keywords are known");
    }
  }
  if (kwargs_rest == nullptr) {
    if (Value* columns = SubstituteZipStar(ctx, function, positional, rest, keywords)) {
      ctx.frame().stack.push_back(FlowValue::Of(columns));
      return;
    }
    if (Value* text = SubstituteFormatStar(ctx, function, positional, rest, keywords)) {
      ctx.frame().stack.push_back(FlowValue::Of(text));
      return;
    }
    if (SubstitutePrintStar(ctx, function, &positional, rest, &keywords, &keyword_values))
      rest = nullptr;
  } else if (SubstitutePrintKwargs(ctx, &function, &positional, rest)) {
    rest = nullptr;
  }
  std::vector<Value*> args = {
      function, CallShape(ctx, static_cast<int>(positional.size()), keywords, rest != nullptr,
                          kwargs_rest != nullptr)};
  args.insert(args.end(), positional.begin(), positional.end());
  args.insert(args.end(), keyword_values.begin(), keyword_values.end());
  if (rest != nullptr) args.push_back(rest);
  if (kwargs_rest != nullptr) args.push_back(kwargs_rest);
  ctx.frame().stack.push_back(FlowValue::Of(ctx.Record("call_args", std::move(args))));
}

}  // namespace rtfarm::flow
