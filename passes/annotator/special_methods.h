// Operations on instances of user classes that are calls of their special methods
// (`a + b` is `a.__add__(b)`, `len(x)` is `x.__len__()`, `2 * v` is `v.__rmul__(2)`),
// decided from the operands' annotations alone by CPython 3.11's rules, so that the
// annotator (which annotates the call) and the RTyper (which makes it) agree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passes/annotator/annotation.h"

namespace rtfarm::annotator {

struct SpecialCall {
  // What the operation gives from the method's result.
  enum class Result : uint8_t {
    kValue,     // the result itself
    kTruth,     // bool(result): truth tests, `in` (__contains__), `!=` through __eq__
    kNotTruth,  // not bool(result): `not x`, `!=` through `not a.__eq__(b)`
    kHash,      // hash(x): the result, with -1 made -2 as CPython's slot does
  };
  std::string method;        // "__add__", "__radd__", "__lt__", "__len__", ...
  size_t receiver = 0;       // the operand the method is called on
  std::vector<size_t> args;  // the operands passed after self, in order
  Result result = Result::kValue;
  // `==` and `!=` between instances of related classes: CPython calls the right
  // operand's method first when its run-time class is a proper subclass of the left
  // one's. The method has the same name on both sides, so the receiver and the argument
  // are exchanged at run time (both seen as instances of their common base, SwapBase).
  bool swap_when_subclass = false;
};

// The class both operands of a swap_when_subclass call are seen as.
ClassDef* SwapBase(const std::vector<Ann>& args);
// A subclass of `classdef` (at any depth) whose own class dict defines `name`, or null
// (noted as a decision taken from the subclasses known so far: NoteSubclassesRead).
ClassDef* SubclassDefining(ClassDef* classdef, const std::string& name);

// The special method call the operation `op` (a flow operation name: "add",
// "inplace_add", "lt", "len", "is_true", "contains", "getitem", "hash", ...) on `args`
// stands for, or nullopt when it is none (no instance operand where CPython would call
// one of its methods: the operation's own rule applies). Throws AnnotationRefused, with
// the class and method named, for what cannot be dispatched statically: a receiver that
// may be None, a method defined only by subclasses of the operand's class, a reflected
// method that CPython would try first for some pair of run-time classes.
std::optional<SpecialCall> PlanSpecialCall(std::string_view op, const std::vector<Ann>& args);

class Annotator;
// Annotates the call `plan` stands for (the method read from the receiver, then called)
// and returns the operation's result.
Ann AnnotateSpecialCall(Annotator& annotator, const SpecialCall& plan,
                        const std::vector<Ann>& args);

// The __hash__ and __eq__ calls the runtime makes on the keys of a dict or set and the
// __eq__ calls on the items of a list it searches or compares (`container`'s item
// annotation, instances at any depth of tuples): annotated, so that GenC's helpers can
// call them (source_writer.cc, InstanceHelper).
void AnnotateContainerEquality(Annotator& annotator, const Ann& container);
// `==`/`!=` (`order`: `<`...) of lists, tuples or dicts holding instances at any depth:
// the runtime compares items with their __eq__ (their __lt__), annotated here.
void AnnotateNestedComparison(Annotator& annotator, const Ann& value, bool order);
// The __lt__ calls of sorting and min()/max() of items annotated `item`; refuses
// instances that have no order. `what` names the caller ("sorted()", "max()").
void AnnotateItemOrder(Annotator& annotator, const Ann& item, const std::string& what);

// The flow operation a builtin applied to one instance stands for ("len" -> "len",
// "bool" -> "is_true", "hash" -> "hash", "abs" -> "abs"), or empty.
std::string_view SpecialOperationOfBuiltin(std::string_view builtin);

// Whether the operation `op` (one whose table entry lists Exception because of the
// special methods it may call: arithmetic, comparisons, `in`, items) may run user code
// on operands annotated `args`: an instance, or a container or tuple whose items are or
// may become instances. False for ints, floats and strs, and for containers of them
// (their items can never become instances): then the Exception link the flow graph has
// for it inside a try is never taken, and the annotator does not follow it.
bool OperationMayCallUserCode(std::string_view op, const std::vector<Ann>& args);

// Whether instances of `classdef` compare and hash through user methods in dicts, sets
// and list searches (they define __eq__ or __hash__ in their hierarchy).
bool HasUserEquality(ClassDef* classdef);
// Whether `<` between instances of `classdef` is a user method (sort, min, max).
bool HasUserOrder(ClassDef* classdef);

}  // namespace rtfarm::annotator
