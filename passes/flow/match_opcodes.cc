#include "passes/flow/match_opcodes.h"

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "passes/flow/flow_context.h"
#include "passes/host/python_repr.h"

namespace rtfarm::flow {
namespace {

using host::HostKind;
using host::HostObject;
using model::Value;

// The builtin classes whose instances a single positional sub-pattern matches as a whole
// (`case int(n)`, `case str(s)`): CPython's _Py_TPFLAGS_MATCH_SELF types.
constexpr const char* kMatchSelfClasses[] = {"bool",  "bytearray", "bytes", "dict",
                                             "float", "frozenset", "int",   "list",
                                             "set",   "str",       "tuple"};

// The name of a value's type in CPython's messages.
std::string TypeName(const HostObject* value) {
  return value->kind() == HostKind::kNone ? "NoneType" : HostKindName(value->kind());
}

// The name CPython's messages give a class (tp_name: __name__ for the program's classes).
std::string ClassName(const HostObject* klass) {
  const std::string& qualname = klass->qualname().empty() ? klass->key() : klass->qualname();
  return qualname.substr(qualname.rfind('.') + 1);
}

// Whether `code` stores an attribute `name` (STORE_ATTR); false for bytecode that does
// not decode (its own flow graph reports that).
bool StoresAttribute(const host::CodeInfo& code, const std::string& name) {
  std::vector<Instruction> instructions;
  try {
    instructions = DecodeInstructions(code.code);
  } catch (const std::runtime_error&) {
    return false;
  }
  for (const Instruction& ins : instructions) {
    if (ins.opcode == STORE_ATTR && ins.arg < static_cast<int>(code.names.size()) &&
        code.names[ins.arg] == name)
      return true;
  }
  return false;
}

// Whether the source shows that every instance of the program's class `klass` has the
// attribute `name`: a class attribute (or method) of it or a base, or an attribute an
// __init__ of it or a base sets. A class pattern reading an attribute that some
// instances lack would fail in CPython (AttributeError means "no match"), while a
// translated read cannot tell: such a pattern is refused.
bool InstancesHaveAttribute(const HostObject* klass, const std::string& name) {
  if (klass->key().rfind("builtins.", 0) == 0) return true;  // left to the annotator
  for (const HostObject* base : klass->mro()) {
    if (base->HasOwnAttr(name)) return true;
    for (const auto& [attr, value] : base->attrs()) {
      if (attr != "__init__" || value->kind() != HostKind::kFunction) continue;
      const HostObject* code = value->code_object();
      if (code != nullptr && code->code() != nullptr && StoresAttribute(*code->code(), name))
        return true;
    }
  }
  return false;
}

class MatchInterp {
 public:
  MatchInterp(FlowContext& ctx, const Instruction& ins) : ctx_(ctx), ins_(ins) {}

  void Run() {
    switch (ins_.opcode) {
      case MATCH_SEQUENCE:
        // CPython's sequences: list, tuple, range, deque, never str, bytes or bytearray
        // (which only their own class patterns match).
        PushValue(IsInstance(AsValue(Peek(1)), MatchClasses("SEQUENCE_CLASSES")));
        return;
      case MATCH_MAPPING:
        PushValue(IsInstance(AsValue(Peek(1)), MatchClasses("MAPPING_CLASSES")));
        return;
      case GET_LEN:
        // Only after MATCH_SEQUENCE or MATCH_MAPPING matched: the subject has a length.
        PushValue(ctx_.RecordNoRaise("len", {AsValue(Peek(1))}));
        return;
      case MATCH_KEYS:
        MatchKeys();
        return;
      case MATCH_CLASS:
        MatchClass(ins_.arg);
        return;
      default:
        ctx_.Fail("internal error of the flow builder: not a match opcode");
    }
  }

 private:
  std::vector<FlowValue>& stack() { return ctx_.frame().stack; }
  void PushValue(Value* v) { stack().push_back(FlowValue::Of(v)); }
  FlowValue& Peek(int depth) {
    if (depth < 1 || depth > static_cast<int>(stack().size()))
      ctx_.Fail("internal error of the flow builder: value stack underflow");
    return stack()[stack().size() - depth];
  }
  Value* AsValue(const FlowValue& v) {
    if (v.kind == FlowValue::kValue && v.value != nullptr) return v.value;
    if (v.kind == FlowValue::kException) return v.value;
    ctx_.Fail(
        "the subject of a match statement must be a value (not a map(), filter() or "
        "unrolling_iterable iterator)");
  }
  Value* Pop() {
    Value* v = AsValue(Peek(1));
    stack().pop_back();
    return v;
  }
  const HostObject* ConstantOf(Value* v) {
    return v->is_constant() ? static_cast<model::Constant*>(v)->object() : nullptr;
  }
  Value* Const(const HostObject* o) { return ctx_.Const(o); }

  // rlib.rmatch's tuple of the classes MATCH_SEQUENCE or MATCH_MAPPING match.
  const HostObject* MatchClasses(const char* name) {
    const HostObject* classes = nullptr;
    try {
      classes = ctx_.space().ModuleAttr(ctx_.space().ImportModule("rlib.rmatch"), name);
    } catch (const host::HostError& error) {
      ctx_.Fail(std::string("rlib.rmatch cannot be imported: ") + error.what());
    }
    if (classes == nullptr || classes->kind() != HostKind::kTuple)
      ctx_.Fail(std::string("rlib.rmatch has no tuple ") + name);
    return classes;
  }

  // isinstance(subject, classes) as a call of the builtin: the annotator decides it on the
  // subject's annotation (a constant where the type is known, which cuts the patterns that
  // cannot match) and narrows the subject where it is a run-time test.
  Value* IsInstance(Value* subject, const HostObject* classes) {
    return ctx_.RecordNoRaise("simple_call",
                              {Const(ctx_.space().Builtin("isinstance")), subject, Const(classes)});
  }

  // MATCH_KEYS and MATCH_CLASS push a tuple of values, or None when the pattern fails,
  // and CPython 3.11 always follows them with COPY 1, POP_JUMP_FORWARD_IF_NONE to the
  // failure, UNPACK_SEQUENCE of the values. That tuple is never built here: a failure
  // pushes None and jumps to the failure target, a success pushes the values as the
  // unpacking would and resumes after it (so no value is a tuple or None).
  struct ResultShape {
    int failure = 0;  // the POP_JUMP's target
    int after = 0;    // the offset after UNPACK_SEQUENCE
    int count = 0;    // UNPACK_SEQUENCE's count
  };
  ResultShape ExpectResultTest() {
    const DecodedCode& dc = ctx_.code();
    auto at = dc.index_of_offset.find(ins_.offset);
    size_t index = at == dc.index_of_offset.end() ? dc.instructions.size() : at->second;
    if (index + 3 < dc.instructions.size()) {
      const Instruction& copy = dc.instructions[index + 1];
      const Instruction& test = dc.instructions[index + 2];
      const Instruction& unpack = dc.instructions[index + 3];
      if (copy.opcode == COPY && copy.arg == 1 && test.opcode == POP_JUMP_FORWARD_IF_NONE &&
          unpack.opcode == UNPACK_SEQUENCE && !dc.merge_points.count(copy.offset) &&
          !dc.merge_points.count(test.offset) && !dc.merge_points.count(unpack.offset)) {
        return {test.jump_target, unpack.next_offset, unpack.arg};
      }
    }
    ctx_.Fail(std::string(OpcodeName(ins_.opcode)) +
              " not followed by CPython 3.11's test of its result (COPY 1, "
              "POP_JUMP_FORWARD_IF_NONE, UNPACK_SEQUENCE) is not supported");
  }
  void Fails(const ResultShape& shape) {
    PushValue(Const(ctx_.space().None()));
    ctx_.frame().next_offset = shape.failure;
  }
  // Pushes `values` as UNPACK_SEQUENCE does (the first on top) and resumes after it.
  void Matches(const ResultShape& shape, const std::vector<Value*>& values) {
    if (static_cast<int>(values.size()) != shape.count)
      ctx_.Fail(
          "internal error of the flow builder: a pattern's values do not match its "
          "unpacking");
    for (auto it = values.rbegin(); it != values.rend(); ++it) PushValue(*it);
    ctx_.frame().next_offset = shape.after;
  }
  bool Holds(Value* condition) {
    return ctx_.GuessBool(ctx_.RecordNoRaise("is_true", {condition}));
  }
  [[noreturn]] void RaiseTypeError(const std::string& message) { RaiseError("TypeError", message); }
  [[noreturn]] void RaiseError(const char* class_name, const std::string& message) {
    const HostObject* klass = ctx_.BuiltinClass(class_name);
    Value* error =
        ctx_.RecordNoRaise("simple_call", {Const(klass), Const(ctx_.space().Str(message))});
    ctx_.Raise(FlowValue::Exception(error, Const(klass), klass));
  }

  // Stack: subject, keys -> subject, keys, values (or None). As CPython: every key must be
  // in the mapping; the values are read in the keys' order.
  void MatchKeys() {
    ResultShape shape = ExpectResultTest();
    Value* keys = AsValue(Peek(1));
    Value* subject = AsValue(Peek(2));
    const HostObject* key_tuple = ConstantOf(keys);
    if (key_tuple == nullptr || key_tuple->kind() != HostKind::kTuple)
      ctx_.Fail(
          "a mapping pattern needs keys known at translation time (literals or "
          "constants), not keys computed at run time");
    std::vector<Value*> values;
    std::set<std::string> seen;
    for (const HostObject* key : key_tuple->items()) {
      // Two value patterns naming equal keys (literal ones are a SyntaxError).
      if (!seen.insert(host::PythonRepr(key)).second)
        RaiseError("ValueError",
                   "mapping pattern checks duplicate key (" + host::PythonRepr(key) + ")");
      if (!Holds(ctx_.RecordNoRaise("contains", {subject, Const(key)}))) {
        Fails(shape);
        return;
      }
      values.push_back(ctx_.RecordNoRaise("getitem", {subject, Const(key)}));
    }
    Matches(shape, values);
  }

  // Stack: subject, class, keyword names -> the values of the sub-patterns (or None):
  // CPython 3.11's match_class, with its TypeErrors where the pattern is reached.
  void MatchClass(int positional) {
    ResultShape shape = ExpectResultTest();
    Value* names = Pop();
    Value* klass_value = Pop();
    Value* subject = Pop();
    const HostObject* keywords = ConstantOf(names);
    if (keywords == nullptr || keywords->kind() != HostKind::kTuple)
      ctx_.Fail("internal error of the flow builder: MATCH_CLASS without its keyword names");
    const HostObject* klass = ConstantOf(klass_value);
    if (klass == nullptr) ctx_.Fail("a class pattern needs a class known at translation time");
    if (klass->kind() != HostKind::kClass) RaiseTypeError("called match pattern must be a type");
    if (!Holds(IsInstance(subject, klass))) {
      Fails(shape);
      return;
    }
    std::vector<std::string> attributes;
    bool match_self = false;
    if (positional > 0) {
      const HostObject* match_args = klass->LookupClassAttr("__match_args__");
      size_t allowed = 0;
      if (match_args != nullptr) {
        if (match_args->kind() != HostKind::kTuple)
          RaiseTypeError(ClassName(klass) + ".__match_args__ must be a tuple (got " +
                         TypeName(match_args) + ")");
        allowed = match_args->items().size();
      } else {
        for (const char* name : kMatchSelfClasses)
          match_self |= ctx_.space().Builtin(name) == klass;
        allowed = match_self ? 1 : 0;
      }
      if (static_cast<size_t>(positional) > allowed)
        RaiseTypeError(ClassName(klass) + "() accepts " + std::to_string(allowed) +
                       " positional sub-pattern" + (allowed == 1 ? "" : "s") + " (" +
                       std::to_string(positional) + " given)");
      if (!match_self) {
        for (int i = 0; i < positional; ++i) {
          const HostObject* name = match_args->items()[i];
          if (name->kind() != HostKind::kStr)
            RaiseTypeError(std::string("__match_args__ elements must be strings (got ") +
                           TypeName(name) + ")");
          attributes.push_back(name->text());
        }
      }
    }
    for (const HostObject* name : keywords->items()) attributes.push_back(name->text());
    std::vector<Value*> values;
    if (match_self) values.push_back(subject);
    std::set<std::string> seen;
    for (const std::string& name : attributes) {
      if (!seen.insert(name).second)
        RaiseTypeError(ClassName(klass) + "() got multiple sub-patterns for attribute '" + name +
                       "'");
      if (!InstancesHaveAttribute(klass, name))
        ctx_.Fail("the class pattern " + ClassName(klass) + "(...) reads the attribute '" + name +
                  "', which instances of " + ClassName(klass) +
                  " may lack (neither a class attribute nor set by an __init__ of it or its "
                  "bases): CPython's pattern fails where it is missing, which a translated "
                  "program cannot tell; match the subclass that sets it");
      values.push_back(ctx_.RecordNoRaise("getattr", {subject, Const(ctx_.space().Str(name))}));
    }
    Matches(shape, values);
  }

  FlowContext& ctx_;
  const Instruction& ins_;
};

}  // namespace

void ExecuteMatchInstruction(FlowContext& ctx, const Instruction& ins) {
  MatchInterp(ctx, ins).Run();
}

}  // namespace rtfarm::flow
