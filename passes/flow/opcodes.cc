#include "passes/flow/opcodes.h"

#include "passes/flow/calls.h"
#include "passes/flow/enum_classes.h"
#include "passes/flow/flow_context.h"
#include "passes/flow/functional.h"
#include "passes/flow/match_opcodes.h"

namespace rtfarm::flow {
namespace {

using host::HostKind;
using model::Value;

// Operation names of BINARY_OP's argument (Include/opcode.h NB_*).
constexpr const char* kBinaryOps[] = {
    "add",
    "and_",
    "floordiv",
    "lshift",
    "matmul",
    "mul",
    "mod",
    "or_",
    "pow",
    "rshift",
    "sub",
    "truediv",
    "xor",
    "inplace_add",
    "inplace_and",
    "inplace_floordiv",
    "inplace_lshift",
    "inplace_matmul",
    "inplace_mul",
    "inplace_mod",
    "inplace_or",
    "inplace_pow",
    "inplace_rshift",
    "inplace_sub",
    "inplace_truediv",
    "inplace_xor",
};
constexpr const char* kCompareOps[] = {"lt", "le", "eq", "ne", "gt", "ge"};

class Interp {
 public:
  Interp(FlowContext& ctx, const Instruction& ins) : ctx_(ctx), ins_(ins) {}

  void Run();

 private:
  std::vector<FlowValue>& stack() { return ctx_.frame().stack; }
  void Push(const FlowValue& v) { stack().push_back(v); }
  void PushValue(Value* v) { stack().push_back(FlowValue::Of(v)); }
  FlowValue PopSlot() {
    if (stack().empty()) ctx_.Fail("internal error of the flow builder: value stack underflow");
    FlowValue v = stack().back();
    stack().pop_back();
    return v;
  }
  // An ordinary value (an exception in a variable counts as its instance).
  Value* AsValue(const FlowValue& v) {
    if (v.kind == FlowValue::kValue || v.kind == FlowValue::kException ||
        v.kind == FlowValue::kClosingWrapper)
      return v.value;
    if (v.kind == FlowValue::kMadeFunction)
      ctx_.Fail("a comprehension function can only be called at once");
    if (v.kind == FlowValue::kLazyMap) {
      const std::string& kind = v.object->text();
      ctx_.Fail("a " + kind.substr(0, kind.find(' ')) +
                "() object used as a value: it is supported in a for loop, in unpacking, and as "
                "the argument of list(), sorted(), sum(), min(), max(), set() or "
                "str.join()");
    }
    if (v.kind == FlowValue::kUnrolling)
      ctx_.Fail("the iterator of an unrolling_iterable is supported only in a for loop");
    ctx_.Fail("internal error of the flow builder: a value is missing on the stack");
  }
  Value* Pop() { return AsValue(PopSlot()); }
  FlowValue& Peek(int depth) {
    if (depth < 1 || depth > static_cast<int>(stack().size())) {
      ctx_.Fail("internal error of the flow builder: value stack underflow");
    }
    return stack()[stack().size() - depth];
  }
  std::vector<Value*> PopN(int n) {
    std::vector<Value*> values(n);
    for (int i = n - 1; i >= 0; --i) values[i] = Pop();
    return values;
  }
  Value* Const(const host::HostObject* o) { return ctx_.Const(o); }
  Value* ConstStr(const std::string& s) { return Const(ctx_.space().Str(s)); }
  const host::CodeInfo& info() { return *ctx_.code().info; }
  const std::string& Name(int index) {
    if (index < 0 || index >= static_cast<int>(info().names.size())) ctx_.Fail("bad name index");
    return info().names[index];
  }
  const host::HostObject* ConstAt(int index) {
    if (index < 0 || index >= static_cast<int>(info().consts.size()))
      ctx_.Fail("bad constant index");
    return info().consts[index];
  }
  void JumpTo(int offset) { ctx_.frame().next_offset = offset; }
  bool Truth(Value* v) { return ctx_.GuessBool(ctx_.Record("is_true", {v})); }

  void LoadGlobal();
  const host::ModuleGlobals* Assigned(const host::HostObject* module, const std::string& name);
  // The module state holding `owner.name` when functions assign it (a module's global or
  // a class attribute); `global_name` is then its name in that state.
  const host::ModuleGlobals* AssignedAttr(Value* owner, const std::string& name,
                                          std::string* global_name);
  void CheckGlobalBound(const host::ModuleGlobals& globals, const std::string& name);
  Value* ReadGlobal(const host::ModuleGlobals& globals, const std::string& name);
  void WriteGlobal(const std::string& name, bool del);
  void LoadFast(int slot);
  FlowValue CheckBound(int slot);
  void StoreFast(int slot, const FlowValue& value);
  void LoadAttr(bool method);
  const host::HostObject* StrStaticMethod(Value* owner, const std::string& name);
  void UnpackSequence(int count);
  void UnpackStarred(int counts);
  // Raises CPython's ValueError of an unpacking whose `length` is not the `expected` one
  // (`format` takes both).
  [[noreturn]] void RaiseUnpackError(const std::string& format, int expected, Value* length);
  [[noreturn]] void RaiseValueError(Value* message);
  void ForIter();
  // SEND of `yield from` in a generator's body: the next item of the sub-iterator, or, at
  // its end, its return value (None: a value the body uses is refused).
  void Send();
  bool IterUnrolling();
  void ForIterUnrolling();
  void Raise(int argc);
  void CheckExcMatch();
  void BeforeWith();
  void WithExceptStart();
  void FormatValue(int flags);
  void MakeFunction(int flags);
  void MakeCell(int slot);
  void CopyFreeVars();
  Value* CellOf(int slot);
  // RETURN_GENERATOR, YIELD_VALUE and RETURN_VALUE in a generator expression's frame.
  void StartCollecting();
  void Yield();
  void ImportName();
  void ListExtend(int depth);
  [[noreturn]] void Unsupported(const std::string& what) { ctx_.Fail(what + " is not supported"); }

  FlowContext& ctx_;
  const Instruction& ins_;
};

// A local read (or deleted) where it may be unbound: where it is unbound for sure, or on
// the path where its "bound" flag is false, CPython 3.11's UnboundLocalError (NameError
// for a comprehension's free variable); otherwise its value, bound for sure from here on.
FlowValue Interp::CheckBound(int slot) {
  FlowValue value = ctx_.Slot(slot);
  if (value.is_null() || value.maybe_undefined()) {
    const std::string& name = ctx_.code().slot_names[slot];
    bool free = slot >= ctx_.code().first_free_slot;
    if (free && ctx_.state().frames.size() == 1)
      ctx_.Fail("local variable '" + name + "' may be used before assignment");
    if (value.is_null() || !ctx_.GuessBool(value.etype)) {
      const host::HostObject* klass = ctx_.BuiltinClass(free ? "NameError" : "UnboundLocalError");
      std::string message = free
                                ? "cannot access free variable '" + name +
                                      "' where it is not associated with a value in enclosing scope"
                                : "cannot access local variable '" + name +
                                      "' where it is not associated with a value";
      Value* error = ctx_.RecordNoRaise("simple_call", {Const(klass), ConstStr(message)});
      ctx_.Raise(FlowValue::Exception(error, Const(klass), klass));
    }
    value = FlowValue::Of(value.value);
    ctx_.Slot(slot) = value;
  }
  return value;
}

void Interp::LoadFast(int slot) {
  FlowValue value = CheckBound(slot);
  value.object = value.closes_generator() ? nullptr : value.object;  // the local owns it
  Push(value);
}

void Interp::StoreFast(int slot, const FlowValue& value) {
  if (value.kind == FlowValue::kValue && value.value != nullptr && !value.value->is_constant()) {
    auto* var = static_cast<model::Variable*>(value.value);
    if (var->hint().empty()) var->set_hint(ctx_.code().slot_names[slot]);
  }
  // `except E as e:` stores the exception instance: a local holds a plain value (the
  // stack and current_exception keep the exception for re-raising). Keeping the
  // exception kind there would make `err = None ... err = e` unmergeable at a loop
  // head, flowing the loop once per kind.
  FlowValue stored = value.kind == FlowValue::kException ? FlowValue::Of(value.value) : value;
  // A fresh generator object stored in a local that owns it is closed when the local
  // drops it (rebound here or deleted, or the function returning): CPython's refcounting.
  if (stored.closes_generator()) stored.object = nullptr;
  if (stored.kind == FlowValue::kValue && ctx_.OwnsGenerator(slot))
    stored.object = ctx_.FreshGeneratorNeedingClose(stored.value);
  FlowValue old = ctx_.Slot(slot);
  ctx_.Slot(slot) = stored;
  ctx_.DropIterators(&old, 1);
}

// A global of `module` that functions assign (host::ModuleGlobals): read and written at
// run time as an attribute of the module's state object; null for any other name.
const host::ModuleGlobals* Interp::Assigned(const host::HostObject* module,
                                            const std::string& name) {
  if (module == nullptr) return nullptr;
  const host::ModuleGlobals* globals = ctx_.space().AssignedGlobals(module);
  return globals != nullptr && globals->assigned.count(name) ? globals : nullptr;
}

// Reading a global unbound at import, or deleted somewhere, checks its flag first and
// raises CPython's NameError where it is not bound.
void Interp::CheckGlobalBound(const host::ModuleGlobals& globals, const std::string& name) {
  if (!globals.flagged.count(name)) return;
  if (ctx_.space().Builtin(name) != nullptr)
    ctx_.Fail("the global '" + name + "' is unbound at import or deleted, and shadows a builtin");
  Value* state = Const(globals.state);
  Value* bound = ctx_.RecordNoRaise("getattr", {state, ConstStr("_rtfarm_bound_" + name)});
  if (!ctx_.GuessBool(ctx_.RecordNoRaise("is_true", {bound}))) {
    const host::HostObject* klass = ctx_.BuiltinClass("NameError");
    Value* error = ctx_.RecordNoRaise(
        "simple_call", {Const(klass), ConstStr("name '" + name + "' is not defined")});
    ctx_.Raise(FlowValue::Exception(error, Const(klass), klass));
  }
}

Value* Interp::ReadGlobal(const host::ModuleGlobals& globals, const std::string& name) {
  CheckGlobalBound(globals, name);
  return ctx_.RecordNoRaise("getattr", {Const(globals.state), ConstStr(name)});
}

void Interp::WriteGlobal(const std::string& name, bool del) {
  const host::ModuleGlobals* globals = Assigned(ctx_.function()->module(), name);
  if (globals == nullptr)
    Unsupported("assigning a global variable ('global " + name + "') of another namespace");
  Value* state = Const(globals->state);
  if (del) {
    CheckGlobalBound(*globals, name);
    ctx_.RecordNoRaise("setattr",
                       {state, ConstStr("_rtfarm_bound_" + name), Const(ctx_.space().Bool(false))});
    return;
  }
  Value* value = Pop();
  ctx_.RecordNoRaise("setattr", {state, ConstStr(name), value});
  if (globals->flagged.count(name)) {
    ctx_.RecordNoRaise("setattr",
                       {state, ConstStr("_rtfarm_bound_" + name), Const(ctx_.space().Bool(true))});
  }
}

void Interp::LoadGlobal() {
  // 3.11: the low bit asks for a NULL before the value (a call sequence follows).
  if (ins_.arg & 1) Push(FlowValue::Null());
  const std::string& name = Name(ins_.arg >> 1);
  const host::HostObject* module = ctx_.function()->module();
  if (const host::ModuleGlobals* globals = Assigned(module, name)) {
    PushValue(ReadGlobal(*globals, name));
    return;
  }
  const host::HostObject* value =
      module ? ctx_.space().LookupGlobal(module, name) : ctx_.space().Builtin(name);
  if (value == nullptr) ctx_.Fail("global name '" + name + "' is not defined");
  PushValue(Const(value));
}

// `module.name` of a global its functions assign reads its state.
const host::ModuleGlobals* Interp::AssignedAttr(Value* owner, const std::string& name,
                                                std::string* global_name) {
  *global_name = name;
  if (!owner->is_constant()) return nullptr;
  const host::HostObject* object = static_cast<model::Constant*>(owner)->object();
  if (object == nullptr) return nullptr;
  if (object->kind() == HostKind::kModule) return Assigned(object, name);
  if (object->kind() != HostKind::kClass) return nullptr;
  // C.x of a class attribute that functions of C's module assign: the module state's
  // global for D.x, D the class of C's MRO whose dict holds x (host helper module_state).
  for (const host::HostObject* definer : object->mro()) {
    if (!definer->HasOwnAttr(name)) continue;
    return ctx_.space().AssignedClassAttribute(definer, name, global_name);
  }
  return nullptr;
}

// str.maketrans and dict.fromkeys: rlib.rstrtrans' maketrans and rlib.rbuiltin's
// dict_fromkeys (static and class methods of builtin types, which the annotator has no
// value for); null for any other attribute.
const host::HostObject* Interp::StrStaticMethod(Value* owner, const std::string& name) {
  if ((name != "maketrans" && name != "fromkeys") || !owner->is_constant()) return nullptr;
  const host::HostObject* object = static_cast<model::Constant*>(owner)->object();
  std::string type = name == "maketrans" ? "str" : "dict";
  bool is_type = object != nullptr &&
                 ((object->kind() == HostKind::kClass && object->key() == "builtins." + type) ||
                  (object->kind() == HostKind::kBuiltin && object->text() == type));
  if (!is_type) return nullptr;
  const char* module = name == "maketrans" ? "rlib.rstrtrans" : "rlib.rbuiltin";
  try {
    return ctx_.space().ModuleAttr(ctx_.space().ImportModule(module),
                                   name == "maketrans" ? name : "dict_fromkeys");
  } catch (const host::HostError& error) {
    ctx_.Fail(std::string(module) + " cannot be imported: " + error.what());
  }
}

void Interp::LoadAttr(bool method) {
  Value* owner = Pop();
  if (const host::HostObject* function = StrStaticMethod(owner, Name(ins_.arg))) {
    if (method) Push(FlowValue::Null());
    PushValue(Const(function));
    return;
  }
  // C.make(...) of a classmethod `make`: its function called with C first, as CPython's
  // bound classmethod does (through an instance, or as a value, it stays refused).
  if (method && owner->is_constant()) {
    const host::HostObject* klass = static_cast<model::Constant*>(owner)->object();
    const host::HostObject* attr =
        klass->kind() == HostKind::kClass ? klass->LookupClassAttr(Name(ins_.arg)) : nullptr;
    if (attr != nullptr && attr->kind() == HostKind::kClassMethod && !attr->items().empty()) {
      PushValue(Const(attr->items()[0]));
      PushValue(owner);
      return;
    }
  }
  std::string global_name;
  const host::ModuleGlobals* globals = AssignedAttr(owner, Name(ins_.arg), &global_name);
  Value* attr = globals != nullptr ? ReadGlobal(*globals, global_name)
                                   : ctx_.Record("getattr", {owner, ConstStr(Name(ins_.arg))});
  // LOAD_METHOD's (method, self) pair is pushed as (NULL, bound method): one value per
  // callable keeps every call the same shape.
  if (method) Push(FlowValue::Null());
  PushValue(attr);
}

void Interp::UnpackSequence(int count) {
  Value* sequence = Peek(1).kind == FlowValue::kLazyMap
                        ? MaterializeLazyMap(ctx_, PopSlot(), nullptr, "unpacked")
                        : Pop();
  if (sequence->is_constant()) {
    const host::HostObject* object = static_cast<model::Constant*>(sequence)->object();
    if (object->kind() == HostKind::kTuple || object->kind() == HostKind::kList) {
      if (static_cast<int>(object->items().size()) != count)
        ctx_.Fail("unpacking a constant of the wrong length");
      for (int i = count - 1; i >= 0; --i) PushValue(Const(object->items()[i]));
      return;
    }
  }
  // As RPython: check the length, then read the items.
  Value* length = ctx_.RecordNoRaise("len", {sequence});
  Value* matches = ctx_.RecordNoRaise("eq", {length, Const(ctx_.space().Int(count))});
  if (!ctx_.GuessBool(ctx_.RecordNoRaise("is_true", {matches}))) {
    // CPython 3.11's messages: too few values name both counts, too many only the
    // expected one.
    Value* fewer = ctx_.RecordNoRaise("lt", {length, Const(ctx_.space().Int(count))});
    if (ctx_.GuessBool(ctx_.RecordNoRaise("is_true", {fewer})))
      RaiseUnpackError("not enough values to unpack (expected %d, got %d)", count, length);
    RaiseValueError(Const(
        ctx_.space().Str("too many values to unpack (expected " + std::to_string(count) + ")")));
  }
  std::vector<Value*> items;
  for (int i = 0; i < count; ++i) {
    items.push_back(ctx_.RecordNoRaise("getitem", {sequence, Const(ctx_.space().Int(i))}));
  }
  for (int i = count - 1; i >= 0; --i) PushValue(items[i]);
}

// a, *b, c = seq: `before` items, a list of what is between, `after` items (as CPython,
// the starred target is a list whatever the sequence).
void Interp::UnpackStarred(int counts) {
  int before = counts & 0xFF;
  int after = counts >> 8;
  Value* sequence = Pop();
  auto integer = [&](int64_t v) { return Const(ctx_.space().Int(v)); };
  Value* length = ctx_.RecordNoRaise("len", {sequence});
  Value* enough = ctx_.RecordNoRaise("ge", {length, integer(before + after)});
  if (!ctx_.GuessBool(ctx_.RecordNoRaise("is_true", {enough})))
    RaiseUnpackError("not enough values to unpack (expected at least %d, got %d)", before + after,
                     length);
  std::vector<Value*> items;
  for (int i = 0; i < before; ++i)
    items.push_back(ctx_.RecordNoRaise("getitem", {sequence, integer(i)}));
  Value* stop = ctx_.RecordNoRaise("sub", {length, integer(after)});
  Value* slice =
      ctx_.RecordNoRaise("newslice", {integer(before), stop, Const(ctx_.space().None())});
  Value* middle = ctx_.RecordNoRaise("getitem", {sequence, slice});
  items.push_back(ctx_.RecordNoRaise("simple_call", {Const(ctx_.BuiltinClass("list")), middle}));
  for (int i = after; i > 0; --i)
    items.push_back(ctx_.RecordNoRaise("getitem", {sequence, integer(-i)}));
  for (int i = static_cast<int>(items.size()) - 1; i >= 0; --i) PushValue(items[i]);
}

void Interp::RaiseUnpackError(const std::string& format, int expected, Value* length) {
  Value* values = ctx_.RecordNoRaise("newtuple", {Const(ctx_.space().Int(expected)), length});
  RaiseValueError(ctx_.RecordNoRaise("mod", {Const(ctx_.space().Str(format)), values}));
}

void Interp::RaiseValueError(Value* message) {
  const host::HostObject* value_error = ctx_.BuiltinClass("ValueError");
  Value* error = ctx_.RecordNoRaise("simple_call", {Const(value_error), message});
  ctx_.Raise(FlowValue::Exception(error, Const(value_error), value_error));
}

void Interp::ForIter() {
  Value* iterator = AsValue(Peek(1));
  Value* item = nullptr;
  FlowValue raised;
  const host::HostObject* stop = ctx_.BuiltinClass("StopIteration");
  std::vector<const host::HostObject*> classes = {stop};
  // An instance's __next__ may raise anything else (a file's read error): inside a try,
  // that reaches the handlers (StopIteration, listed first, ends the loop).
  if (ctx_.CoveredByHandler(&Peek(1))) classes.push_back(ctx_.BuiltinClass("Exception"));
  const host::HostObject* caught = ctx_.RecordCatching("next", {iterator}, classes, &item, &raised);
  if (caught == stop) {
    PopSlot();
    JumpTo(ins_.jump_target);
    return;
  }
  if (caught != nullptr) ctx_.Raise(raised);
  PushValue(item);
}

void Interp::Send() {
  PopSlot();  // what the consumer sent: always None (send() is not supported)
  const DecodedCode& dc = ctx_.code();
  auto end = dc.index_of_offset.find(ins_.jump_target);
  if (end == dc.index_of_offset.end() || dc.instructions[end->second].opcode != POP_TOP)
    ctx_.Fail("the value of 'yield from' is not supported (only 'yield from' as a statement)");
  Value* iterator = AsValue(Peek(1));
  Value* item = nullptr;
  FlowValue raised;
  const host::HostObject* stop = ctx_.BuiltinClass("StopIteration");
  std::vector<const host::HostObject*> classes = {stop};
  if (ctx_.CoveredByHandler(&Peek(1))) classes.push_back(ctx_.BuiltinClass("Exception"));
  const host::HostObject* caught = ctx_.RecordCatching("next", {iterator}, classes, &item, &raised);
  if (caught == stop) {
    PopSlot();
    PushValue(Const(ctx_.space().None()));
    JumpTo(ins_.jump_target);
    return;
  }
  if (caught != nullptr) ctx_.Raise(raised);
  PushValue(item);
}

// iter() of a pre-built rlib.unroll.unrolling_iterable (a tuple subclass whose items are
// mirrored): the loop over it is unrolled, as RPython's flow space does, each item a
// constant in its own copy of the body (so getattr(x, "op_" + name) has a constant name).
bool Interp::IterUnrolling() {
  const FlowValue& top = Peek(1);
  if (top.kind != FlowValue::kValue || top.value == nullptr || !top.value->is_constant())
    return false;
  const host::HostObject* iterable = static_cast<model::Constant*>(top.value)->object();
  if (iterable->kind() != HostKind::kInstance || iterable->type() == nullptr ||
      iterable->type()->key() != "rlib.unroll.unrolling_iterable") {
    return false;
  }
  PopSlot();
  Push(FlowValue{FlowValue::kUnrolling, Const(ctx_.space().Int(0)), nullptr, iterable});
  return true;
}

void Interp::ForIterUnrolling() {
  FlowValue& iterator = Peek(1);
  const host::HostObject* iterable = iterator.object;
  int64_t index = static_cast<model::Constant*>(iterator.value)->object()->int_value();
  if (index >= static_cast<int64_t>(iterable->items().size())) {
    PopSlot();
    JumpTo(ins_.jump_target);
    return;
  }
  iterator.value = Const(ctx_.space().Int(index + 1));
  PushValue(Const(iterable->items()[index]));
}

// The raise ends the instruction: RaiseAfterInstruction, no C++ throw.
void Interp::Raise(int argc) {
  if (argc == 0) {
    FlowValue current = ctx_.frame().current_exception;
    if (current.kind != FlowValue::kException) ctx_.Fail("bare 'raise' outside an except block");
    ctx_.RaiseAfterInstruction(current);
    return;
  }
  if (argc == 2) PopSlot();  // `raise X from Y`: the cause is not kept
  FlowValue raised = PopSlot();
  if (raised.kind == FlowValue::kException) {
    ctx_.RaiseAfterInstruction(raised);
    return;
  }
  ctx_.RaiseAfterInstruction(ctx_.ExceptionFromRaise(AsValue(raised)));
}

void Interp::CheckExcMatch() {
  Value* wanted = Pop();
  FlowValue& exception = Peek(1);
  if (exception.kind != FlowValue::kException)
    ctx_.Fail("internal error of the flow builder: no exception to match");
  if (!wanted->is_constant()) ctx_.Fail("'except' needs a class known before translation");
  const host::HostObject* klass = static_cast<model::Constant*>(wanted)->object();
  std::vector<const host::HostObject*> classes;
  if (klass->kind() == HostKind::kTuple) {
    classes = klass->items();
  } else {
    classes = {klass};
  }
  bool undecided = false;
  for (const host::HostObject* c : classes) {
    if (c->kind() != HostKind::kClass)
      ctx_.Fail("'except' of " + c->key() + ", which is not a class");
    const host::HostObject* known = exception.object;
    if (known != nullptr && known->IsSubclassOf(c)) {
      PushValue(Const(ctx_.space().Bool(true)));
      return;
    }
    // A more specific handler than what is known may still match at run time.
    if (known == nullptr || c->IsSubclassOf(known)) undecided = true;
  }
  if (!undecided) {
    PushValue(Const(ctx_.space().Bool(false)));
    return;
  }
  PushValue(ctx_.RecordNoRaise("issubtype", {exception.etype, wanted}));
}

void Interp::BeforeWith() {
  Value* manager = Pop();
  Value* exit = ctx_.RecordNoRaise("getattr", {manager, ConstStr("__exit__")});
  Value* enter = ctx_.RecordNoRaise("getattr", {manager, ConstStr("__enter__")});
  PushValue(exit);
  PushValue(ctx_.Record("simple_call", {enter}));
}

void Interp::WithExceptStart() {
  // Stack: exit, lasti, previous exception, exception.
  FlowValue exception = Peek(1);
  Value* exit = AsValue(Peek(4));
  // As CPython: __exit__(type, value, traceback), the exception's class and the instance
  // (no traceback object: None). The normal exit passes None three times, so `type` is a
  // class or None (a nullable class annotation).
  Value* suppress = ctx_.Record(
      "simple_call", {exit, exception.etype, exception.value, Const(ctx_.space().None())});
  // Its result decides whether the exception is suppressed (POP_JUMP_IF_TRUE follows). A
  // manager whose __exit__ returns a constant false value (None, False) leaves only the
  // re-raise: the annotator follows the one exit the constant takes.
  PushValue(suppress);
}

void Interp::FormatValue(int flags) {
  Value* spec = (flags & 4) ? Pop() : nullptr;
  Value* value = Pop();
  static constexpr const char* kConversions[] = {nullptr, "str", "repr", "ascii"};
  if (const char* conversion = kConversions[flags & 3]) value = ctx_.Record(conversion, {value});
  if (spec != nullptr) {
    PushValue(ctx_.Record("format", {value, spec}));
  } else {
    // format(x, '') is str(x) for every RPython type.
    PushValue((flags & 3) ? value : ctx_.Record("str", {value}));
  }
}

void Interp::MakeFunction(int flags) {
  Value* code = Pop();
  if (flags & 0x08) PopSlot();  // closure cells: resolved by name
  if (flags & 0x04) PopSlot();  // annotations
  if (flags & 0x02) PopSlot();  // keyword defaults
  Value* defaults = (flags & 0x01) ? Pop() : nullptr;
  const host::HostObject* object =
      code->is_constant() ? static_cast<model::Constant*>(code)->object() : nullptr;
  if (object == nullptr || object->code() == nullptr)
    ctx_.Fail("MAKE_FUNCTION without a code object");
  const std::string& name = object->code()->name;
  if (name == "<listcomp>" || name == "<dictcomp>" || name == "<setcomp>") {
    Push({FlowValue::kMadeFunction, nullptr, nullptr, object});
    return;
  }
  if (name == "<genexpr>") {
    const DecodedCode& dc = ctx_.code();
    auto at = dc.index_of_offset.find(ins_.offset);
    if (at != dc.index_of_offset.end() && dc.InlineGeneratorExpression(at->second)) {
      Push({FlowValue::kMadeFunction, nullptr, nullptr, object});
      return;
    }
    // Consumed elsewhere: a generator function of its own, as a nested def would be.
  }
  // A lambda or nested def: one function per code object, its defaults constant-folded
  // (host helper `nested_function`); a closure is an instance of a class of its own
  // holding the cells of its free variables, and its value the bound method
  // `rtfarm_call` of that instance (docs/flow.md "Functions as values").
  if (flags & 0x02) {
    ctx_.Fail("keyword-only parameters with default values in the nested function '" + name +
              "' are not supported");
  }
  const host::HostObject* defaults_object = nullptr;
  // Defaults computed when the function is made (`lambda i=i: ...`): a closure holding
  // them (host helper `nested_function`), whose calls read the ones they omit.
  std::vector<Value*> computed_defaults;
  if (defaults != nullptr) {
    if (defaults->is_constant()) {
      defaults_object = static_cast<model::Constant*>(defaults)->object();
    } else {
      const model::SpaceOperation* build = ctx_.RecordedDefinition(defaults);
      if (build == nullptr || build->opname != "newtuple")
        ctx_.Fail("the default values of the nested function '" + name +
                  "' are not a tuple known here");
      computed_defaults = build->args;
      defaults_object = ctx_.space().Int(static_cast<int64_t>(computed_defaults.size()));
    }
  }
  host::HostSpace::NestedFunction made;
  try {
    made = ctx_.space().MakeNestedFunction(ctx_.frame().code, object, ctx_.function()->module(),
                                           defaults_object);
  } catch (const host::HostError& error) {
    ctx_.Fail("nested function '" + name + "': " + error.what());
  }
  if (made.closure_class == nullptr) {
    PushValue(Const(made.function));
    return;
  }
  Value* closure = ctx_.RecordNoRaise("simple_call", {Const(made.closure_class)});
  for (const std::string& free : object->code()->freevars) {
    int slot = ctx_.code().SlotOf(free);
    if (slot < 0 || !ctx_.IsCellSlot(slot))
      ctx_.Fail("the closure variable '" + free + "' of '" + name + "' has no cell");
    ctx_.RecordNoRaise("setattr", {closure, ConstStr(free), CellOf(slot)});
  }
  for (size_t k = 0; k < computed_defaults.size(); ++k)
    ctx_.RecordNoRaise("setattr",
                       {closure, ConstStr(host::ComputedDefaultAttr(k)), computed_defaults[k]});
  PushValue(ctx_.RecordNoRaise("getattr", {closure, ConstStr("rtfarm_call")}));
}

// The cell object of a captured variable (IsCellSlot).
Value* Interp::CellOf(int slot) {
  const FlowValue& cell = ctx_.Slot(slot);
  if (cell.kind != FlowValue::kValue || cell.value == nullptr)
    ctx_.Fail("internal error of the flow builder: the cell of '" + ctx_.code().slot_names[slot] +
              "' is missing");
  return cell.value;
}

// MAKE_CELL of a variable a closure captures: a new cell object, holding the argument's
// value when the variable is a parameter.
void Interp::MakeCell(int slot) {
  if (!ctx_.IsCellSlot(slot)) return;  // read by comprehensions only: a plain slot
  const std::string& name = ctx_.code().slot_names[slot];
  const host::HostObject* klass;
  try {
    klass = ctx_.space().CellClass(ctx_.frame().code, name, ctx_.function()->module());
  } catch (const host::HostError& error) {
    ctx_.Fail(std::string("cell of '") + name + "': " + error.what());
  }
  Value* cell = ctx_.RecordNoRaise("simple_call", {Const(klass)});
  FlowValue old = ctx_.Slot(slot);
  if (old.kind == FlowValue::kValue && old.value != nullptr && !old.maybe_undefined())
    ctx_.RecordNoRaise("setattr", {cell, ConstStr(name), old.value});
  ctx_.Slot(slot) = FlowValue::Of(cell);
}

// COPY_FREE_VARS at the start of a closure's body: each free slot gets its cell, an
// attribute of the closure (the first parameter).
void Interp::CopyFreeVars() {
  if (!ctx_.IsClosureBody() || ctx_.state().frames.size() != 1) return;
  Value* closure = AsValue(ctx_.frame().locals.at(0));
  const DecodedCode& dc = ctx_.code();
  for (size_t i = dc.first_free_slot; i < dc.slot_names.size(); ++i) {
    ctx_.frame().locals[i] =
        FlowValue::Of(ctx_.RecordNoRaise("getattr", {closure, ConstStr(dc.slot_names[i])}));
  }
}

void Interp::StartCollecting() {
  if (ctx_.frame().yields == FrameSlice::Yields::kNotGenerator) Unsupported("a generator (yield)");
  if (ctx_.frame().yields == FrameSlice::Yields::kResumable) {
    PushValue(Const(ctx_.space().None()));  // what the first resumption sends (POP_TOP)
    return;
  }
  PushValue(ctx_.Record("newlist", {}));
  PushValue(Const(ctx_.space().None()));  // what the first resumption sends (POP_TOP)
}

// `for member in Color`: an enum class iterates over the list of its members that
// rlib/renum.py puts in `_rtfarm_members_` (the metaclass's __iter__ is out of reach).
model::Value* MembersOfEnum(FlowContext& c, model::Value* iterable) {
  if (!iterable->is_constant()) return iterable;
  const host::HostObject* klass = static_cast<model::Constant*>(iterable)->object();
  if (klass == nullptr || klass->kind() != host::HostKind::kClass) return iterable;
  const host::HostObject* members = klass->LookupClassAttr("_rtfarm_members_");
  return members != nullptr ? c.Const(members) : iterable;
}

void Interp::Yield() {
  FrameSlice::Yields yields = ctx_.frame().yields;
  if (yields == FrameSlice::Yields::kNotGenerator) Unsupported("a generator (yield)");
  Value* item = Pop();
  if (yields == FrameSlice::Yields::kResumable) {
    // send() is not supported: what the consumer sends back is always None. A yield
    // some handler covers (try/finally, with, except, or a for loop that closes its
    // generator when dropped) may raise GeneratorExit instead, when close() resumes the
    // generator there: its exception link becomes that resume point's closing entry
    // (generator.cc).
    if (!ctx_.CoveredByHandler()) {
      ctx_.RecordNoRaise("yield_", {item});
    } else {
      Value* sent = nullptr;
      FlowValue raised;
      if (ctx_.RecordCatching("yield_", {item}, {ctx_.BuiltinClass("GeneratorExit")}, &sent,
                              &raised) != nullptr)
        ctx_.Raise(raised);
    }
    PushValue(Const(ctx_.space().None()));
    return;
  }
  Value* list = AsValue(ctx_.frame().stack.at(0));
  auto append = [&] {
    ctx_.Record("simple_call", {ctx_.RecordNoRaise("getattr", {list, ConstStr("append")}), item});
  };
  if (yields != FrameSlice::Yields::kCollect) {
    // any() stops at the first true item, all() at the first false one: the list then
    // holds that item alone, which gives the builtin the same answer.
    bool truth = ctx_.GuessBool(ctx_.Record("is_true", {item}));
    if (truth == (yields == FrameSlice::Yields::kUntilTrue)) {
      append();
      ctx_.ReturnFromFrame(list);
      return;
    }
    PushValue(Const(ctx_.space().None()));
    return;
  }
  append();
  PushValue(Const(ctx_.space().None()));  // what the consumer sends back (POP_TOP)
}

void Interp::ImportName() {
  Value* fromlist = Pop();
  Value* level = Pop();
  const host::HostObject* level_object =
      level->is_constant() ? static_cast<model::Constant*>(level)->object() : nullptr;
  if (level_object == nullptr || level_object->kind() != HostKind::kInt ||
      level_object->int_value() != 0) {
    ctx_.Fail("relative import inside a function is not supported");
  }
  std::string name = Name(ins_.arg);
  const host::HostObject* module = nullptr;
  try {
    module = ctx_.space().ImportModule(name);
    // `import a.b` binds the top package `a`; `from a.b import c` uses `a.b` (IMPORT_FROM).
    bool no_fromlist = fromlist->is_constant() &&
                       static_cast<model::Constant*>(fromlist)->object()->kind() == HostKind::kNone;
    if (name.find('.') != std::string::npos && no_fromlist) {
      module = ctx_.space().ImportModule(name.substr(0, name.find('.')));
    }
  } catch (const host::HostError& error) {
    ctx_.Fail(std::string("import failed: ") + error.what());
  }
  PushValue(Const(module));
}

void Interp::ListExtend(int depth) {
  Value* items = Pop();
  Value* list = AsValue(Peek(depth));
  ctx_.Record("list_extend", {list, items});
}

void Interp::Run() {
  FlowContext& c = ctx_;
  const int arg = ins_.arg;
  switch (ins_.opcode) {
    case NOP:
    case RESUME:
    case PRECALL:
      return;
    case MAKE_CELL:
      MakeCell(arg);
      return;
    case COPY_FREE_VARS:
      CopyFreeVars();
      return;
    case CACHE:
      c.Fail("CACHE entry executed as an instruction");
    case POP_TOP: {
      // A break or a return leaving a for loop drops its iterator here.
      FlowValue dropped = PopSlot();
      c.DropIterators(&dropped, 1);
      return;
    }
    case PUSH_NULL:
      Push(FlowValue::Null());
      return;
    case COPY:
      Push(Peek(arg));
      return;
    case SWAP:
      std::swap(Peek(1), Peek(arg));
      return;
    case LOAD_CONST:
      PushValue(Const(ConstAt(arg)));
      return;
    case LOAD_FAST:
      LoadFast(arg);
      return;
    case STORE_FAST:
      StoreFast(arg, PopSlot());
      return;
    case DELETE_FAST: {
      FlowValue old = CheckBound(arg);
      c.Slot(arg) = FlowValue::Null();
      c.DropIterators(&old, 1);
      return;
    }
    case LOAD_DEREF:
      if (c.IsCellSlot(arg)) {
        PushValue(c.RecordNoRaise("getattr", {CellOf(arg), ConstStr(c.code().slot_names[arg])}));
        return;
      }
      LoadFast(arg);
      return;
    case STORE_DEREF:
      if (c.IsCellSlot(arg)) {
        Value* value = Pop();
        c.RecordNoRaise("setattr", {CellOf(arg), ConstStr(c.code().slot_names[arg]), value});
        return;
      }
      if (arg >= c.code().first_free_slot && c.state().frames.size() == 1) {
        c.Fail("assignment to the closure variable '" + c.code().slot_names[arg] + "'");
      }
      StoreFast(arg, PopSlot());
      return;
    case DELETE_DEREF:
      if (c.IsCellSlot(arg)) c.Fail("del of a variable a nested function uses");
      c.Slot(arg) = FlowValue::Null();
      return;
    case LOAD_CLOSURE:
      Push({FlowValue::kCell, nullptr, nullptr, nullptr});
      return;
    case LOAD_GLOBAL:
      LoadGlobal();
      return;
    case LOAD_ATTR:
      LoadAttr(false);
      return;
    case LOAD_METHOD:
      LoadAttr(true);
      return;
    case STORE_ATTR: {
      Value* owner = Pop();
      Value* value = Pop();
      std::string global_name;
      if (const host::ModuleGlobals* globals = AssignedAttr(owner, Name(arg), &global_name);
          globals != nullptr && owner->is_constant() &&
          static_cast<model::Constant*>(owner)->object()->kind() == HostKind::kClass) {
        // A class attribute assigned at run time: a global of its module's state (set on
        // a subclass that inherits it, it would be a new attribute of that subclass).
        if (global_name !=
            host::ClassAttributeGlobal(static_cast<model::Constant*>(owner)->object(), Name(arg))) {
          ctx_.Fail("setting the class attribute '" + Name(arg) +
                    "' on a subclass of the class that defines it is not supported");
        }
        ctx_.RecordNoRaise("setattr", {Const(globals->state), ConstStr(global_name), value});
        return;
      }
      // Inside a try, a property's setter may raise (a property without one raises
      // AttributeError): the operation table says so, so that handlers catch it.
      c.Record("setattr", {owner, ConstStr(Name(arg)), value});
      return;
    }
    case DELETE_ATTR:
      c.Record("delattr", {Pop(), ConstStr(Name(arg))});
      return;
    case UNARY_POSITIVE:
      PushValue(c.Record("pos", {Pop()}));
      return;
    case UNARY_NEGATIVE:
      PushValue(c.Record("neg", {Pop()}));
      return;
    case UNARY_NOT:
      PushValue(c.Record("not_", {Pop()}));
      return;
    case UNARY_INVERT:
      PushValue(c.Record("invert", {Pop()}));
      return;
    case BINARY_OP: {
      if (arg < 0 || arg >= static_cast<int>(std::size(kBinaryOps)))
        c.Fail("unknown binary operator");
      Value* right = Pop();
      Value* left = Pop();
      PushValue(c.Record(kBinaryOps[arg], {left, right}));
      return;
    }
    case COMPARE_OP: {
      if (arg < 0 || arg >= 6) c.Fail("unknown comparison");
      Value* right = Pop();
      Value* left = Pop();
      PushValue(c.Record(kCompareOps[arg], {left, right}));
      return;
    }
    case IS_OP: {
      Value* right = Pop();
      Value* left = Pop();
      Value* same = c.Record("is_", {left, right});
      PushValue(arg ? c.Record("not_", {same}) : same);
      return;
    }
    case CONTAINS_OP: {
      Value* container = Pop();
      Value* item = Pop();
      Value* found = EnumClassContains(c, container, item);
      if (found == nullptr) found = c.Record("contains", {container, item});
      PushValue(arg ? c.Record("not_", {found}) : found);
      return;
    }
    case BINARY_SUBSCR: {
      Value* index = Pop();
      Value* container = Pop();
      Value* member = EnumClassSubscript(c, container, index);
      PushValue(member != nullptr ? member : c.Record("getitem", {container, index}));
      return;
    }
    case STORE_SUBSCR: {
      Value* index = Pop();
      Value* owner = Pop();
      c.Record("setitem", {owner, index, Pop()});
      return;
    }
    case DELETE_SUBSCR: {
      Value* index = Pop();
      c.Record("delitem", {Pop(), index});
      return;
    }
    case BUILD_SLICE: {
      Value* step = arg == 3 ? Pop() : Const(c.space().None());
      Value* stop = Pop();
      PushValue(c.Record("newslice", {Pop(), stop, step}));
      return;
    }
    case BUILD_TUPLE:
      if (arg > 0 && Peek(1).kind == FlowValue::kCell) {
        for (int i = 0; i < arg; ++i) PopSlot();  // the closure of MAKE_FUNCTION
        Push({FlowValue::kCell, nullptr, nullptr, nullptr});
        return;
      }
      PushValue(c.Record("newtuple", PopN(arg)));
      return;
    case BUILD_LIST:
      PushValue(c.Record("newlist", PopN(arg)));
      return;
    case BUILD_SET:
      PushValue(c.Record("newset", PopN(arg)));
      return;
    case BUILD_MAP:
      PushValue(c.Record("newdict", PopN(2 * arg)));
      return;
    case BUILD_CONST_KEY_MAP: {
      Value* keys = Pop();
      std::vector<Value*> values = PopN(arg);
      if (!keys->is_constant()) c.Fail("BUILD_CONST_KEY_MAP without a constant key tuple");
      const host::HostObject* key_tuple = static_cast<model::Constant*>(keys)->object();
      if (key_tuple->kind() != HostKind::kTuple ||
          static_cast<int>(key_tuple->items().size()) != arg) {
        c.Fail("BUILD_CONST_KEY_MAP without a constant key tuple");
      }
      std::vector<Value*> pairs;
      for (int i = 0; i < arg; ++i) {
        pairs.push_back(Const(key_tuple->items()[i]));
        pairs.push_back(values[i]);
      }
      PushValue(c.Record("newdict", pairs));
      return;
    }
    case BUILD_STRING:
      PushValue(c.Record("buildstr", PopN(arg)));
      return;
    case LIST_APPEND: {
      Value* item = Pop();
      Value* list = AsValue(Peek(arg));
      c.Record("simple_call", {c.RecordNoRaise("getattr", {list, ConstStr("append")}), item});
      return;
    }
    case SET_ADD: {
      Value* item = Pop();
      Value* set = AsValue(Peek(arg));
      c.Record("simple_call", {c.RecordNoRaise("getattr", {set, ConstStr("add")}), item});
      return;
    }
    case MAP_ADD: {
      Value* value = Pop();
      Value* key = Pop();
      c.Record("setitem", {AsValue(Peek(arg)), key, value});
      return;
    }
    case LIST_EXTEND:
      ListExtend(arg);
      return;
    case LIST_TO_TUPLE:
      // Making a tuple of a list cannot raise: no exception split inside a try, so that
      // f(a, *rest) stays in one block for CallFunctionEx to recognise.
      PushValue(c.RecordNoRaise("simple_call", {Const(c.BuiltinClass("tuple")), Pop()}));
      return;
    case DICT_UPDATE:
    case DICT_MERGE: {
      Value* update = Pop();
      c.Record("dict_update", {AsValue(Peek(arg)), update});
      return;
    }
    case SET_UPDATE: {
      Value* update = Pop();
      Value* set = AsValue(Peek(arg));
      c.Record("simple_call", {c.RecordNoRaise("getattr", {set, ConstStr("update")}), update});
      return;
    }
    case FORMAT_VALUE:
      FormatValue(arg);
      return;
    case GET_ITER:
      if (IterUnrolling()) return;
      if (Peek(1).kind == FlowValue::kLazyMap) {
        Push(IterLazyMap(c, PopSlot()));
        return;
      }
      {
        Value* iterable = MembersOfEnum(c, Pop());
        Push(c.LoopIterator(iterable, c.Record("iter", {iterable})));
        return;
      }
    case FOR_ITER:
      if (Peek(1).kind == FlowValue::kUnrolling) {
        ForIterUnrolling();
        return;
      }
      if (Peek(1).kind == FlowValue::kLazyMap) {
        ForIterLazyMap(c, ins_.start, ins_.jump_target);
        return;
      }
      ForIter();
      return;
    case UNPACK_SEQUENCE:
      UnpackSequence(arg);
      return;
    case UNPACK_EX:
      UnpackStarred(arg);
      return;
    case JUMP_FORWARD:
    case JUMP_BACKWARD:
    case JUMP_BACKWARD_NO_INTERRUPT:
      JumpTo(ins_.jump_target);
      return;
    case POP_JUMP_FORWARD_IF_FALSE:
    case POP_JUMP_BACKWARD_IF_FALSE:
      if (!Truth(Pop())) JumpTo(ins_.jump_target);
      return;
    case POP_JUMP_FORWARD_IF_TRUE:
    case POP_JUMP_BACKWARD_IF_TRUE:
      if (Truth(Pop())) JumpTo(ins_.jump_target);
      return;
    case POP_JUMP_FORWARD_IF_NONE:
    case POP_JUMP_BACKWARD_IF_NONE:
    case POP_JUMP_FORWARD_IF_NOT_NONE:
    case POP_JUMP_BACKWARD_IF_NOT_NONE: {
      Value* is_none = c.Record("is_", {Pop(), Const(c.space().None())});
      bool want_none =
          ins_.opcode == POP_JUMP_FORWARD_IF_NONE || ins_.opcode == POP_JUMP_BACKWARD_IF_NONE;
      if (c.GuessBool(c.RecordNoRaise("is_true", {is_none})) == want_none) JumpTo(ins_.jump_target);
      return;
    }
    case JUMP_IF_FALSE_OR_POP:
      if (!Truth(AsValue(Peek(1)))) {
        JumpTo(ins_.jump_target);
      } else {
        PopSlot();
      }
      return;
    case JUMP_IF_TRUE_OR_POP:
      if (Truth(AsValue(Peek(1)))) {
        JumpTo(ins_.jump_target);
      } else {
        PopSlot();
      }
      return;
    case RETURN_VALUE: {
      Value* result = Pop();
      // A generator expression's end: the list of what it yielded, not its None.
      if (c.frame().yields != FrameSlice::Yields::kNotGenerator &&
          c.frame().yields != FrameSlice::Yields::kResumable)
        result = AsValue(c.frame().stack.at(0));
      // The frame's locals go: the generators they own are closed, in slot order.
      if (c.state().frames.size() == 1)
        for (size_t slot = 0; slot < c.frame().locals.size(); ++slot)
          c.DropIterators(&c.frame().locals[slot], 1);
      c.ReturnFromFrame(result);
      return;
    }
    case RAISE_VARARGS:
      Raise(arg);
      return;
    case LOAD_ASSERTION_ERROR:
      PushValue(Const(c.BuiltinClass("AssertionError")));
      return;
    case PUSH_EXC_INFO: {
      FlowValue exception = PopSlot();
      FlowValue& current = c.frame().current_exception;
      Push(current.is_null() ? FlowValue::Of(Const(c.space().None())) : current);
      Push(exception);
      current = exception;
      return;
    }
    case POP_EXCEPT: {
      FlowValue previous = PopSlot();
      c.frame().current_exception =
          previous.kind == FlowValue::kException ? previous : FlowValue::Null();
      return;
    }
    case CHECK_EXC_MATCH:
      CheckExcMatch();
      return;
    case RERAISE: {
      // 3.11 pops only the exception; with an argument it merely *peeks* at the lasti
      // value below it (to set f_lasti for the traceback).
      FlowValue exception = PopSlot();
      if (exception.kind != FlowValue::kException)
        c.Fail("internal error of the flow builder: RERAISE of a non-exception");
      c.RaiseAfterInstruction(exception);
      return;
    }
    case BEFORE_WITH:
      BeforeWith();
      return;
    case WITH_EXCEPT_START:
      WithExceptStart();
      return;
    case KW_NAMES: {
      const host::HostObject* names = ConstAt(arg);
      c.frame().kwnames.clear();
      for (const host::HostObject* name : names->items()) c.frame().kwnames.push_back(name->text());
      return;
    }
    case CALL: {
      // next(f(...)), any(f(...)), all(f(...)): the generator, suspended when the call
      // returns, goes with the call's arguments (what raises has ended it).
      FlowValue dropped = c.TemporaryGeneratorArgument(arg);
      Call(c, arg);
      c.DropIterators(&dropped, 1);
      return;
    }
    case CALL_FUNCTION_EX:
      CallFunctionEx(c, arg);
      return;
    case MAKE_FUNCTION:
      MakeFunction(arg);
      return;
    case IMPORT_NAME:
      ImportName();
      return;
    case IMPORT_FROM: {
      Value* module = AsValue(Peek(1));
      std::string global_name;
      if (const host::ModuleGlobals* globals = AssignedAttr(module, Name(arg), &global_name)) {
        PushValue(ReadGlobal(*globals, global_name));
        return;
      }
      PushValue(c.Record("getattr", {module, ConstStr(Name(arg))}));
      return;
    }
    case STORE_GLOBAL:
      WriteGlobal(Name(arg), false);
      return;
    case DELETE_GLOBAL:
      WriteGlobal(Name(arg), true);
      return;
    case LOAD_NAME:
    case STORE_NAME:
    case DELETE_NAME:
    case LOAD_CLASSDEREF:
      Unsupported("module- or class-level name access");
    case LOAD_BUILD_CLASS:
      Unsupported("a class statement inside a function");
    case IMPORT_STAR:
      Unsupported("'from ... import *'");
    case RETURN_GENERATOR:
      StartCollecting();
      return;
    case YIELD_VALUE:
      Yield();
      return;
    case GET_YIELD_FROM_ITER: {
      if (c.frame().yields != FrameSlice::Yields::kResumable) Unsupported("a generator (yield)");
      // `yield from f(...)` holds the delegate as a for loop holds its iterator.
      Value* delegate = Pop();
      Push(c.LoopIterator(delegate, c.Record("iter", {delegate})));
      return;
    }
    case SEND:
      if (c.frame().yields != FrameSlice::Yields::kResumable) Unsupported("a generator (yield)");
      Send();
      return;
    case GET_AWAITABLE:
    case GET_AITER:
    case GET_ANEXT:
    case BEFORE_ASYNC_WITH:
    case END_ASYNC_FOR:
    case ASYNC_GEN_WRAP:
      Unsupported("async code");
    case GET_LEN:
    case MATCH_MAPPING:
    case MATCH_SEQUENCE:
    case MATCH_KEYS:
    case MATCH_CLASS:
      ExecuteMatchInstruction(c, ins_);
      return;
    case CHECK_EG_MATCH:
    case PREP_RERAISE_STAR:
      Unsupported("'except*'");
    case SETUP_ANNOTATIONS:
    case PRINT_EXPR:
      Unsupported("interactive or annotation code");
    default:
      c.Fail("opcode " + std::string(OpcodeName(ins_.opcode)) + " is not supported");
  }
}

}  // namespace

void ExecuteInstruction(FlowContext& ctx, const Instruction& ins) { Interp(ctx, ins).Run(); }

}  // namespace rtfarm::flow
