// The abstract state of the interpreted frames at one point (seed 000 §5.2-5.4): locals,
// value stack and the exception being handled, for the function being flowed and for
// the comprehension frames inlined into it. States are merged at bytecode positions:
// equal constants stay constant, anything else becomes a fresh variable.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "passes/host/host_object.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow {

// One slot of a frame: a local, a stack entry, the current exception.
struct FlowValue {
  enum Kind : uint8_t {
    kNull,            // unbound local, or the NULL a 3.11 call sequence pushes
    kValue,           // an ordinary value
    kException,       // a raised exception: `value` is the instance, `etype` its class
    kCell,            // LOAD_CLOSURE's marker (closures are resolved by name)
    kMadeFunction,    // a comprehension made by MAKE_FUNCTION, called right after
    kLazyMap,         // a map() or filter() object (functional.h): `value` the iterable (an
                      // iterator once GET_ITER ran), `etype` the function, `object` which
    kUnrolling,       // the iterator of a pre-built rlib.unroll.unrolling_iterable: `object`
                      // the iterable, `value` the constant index of the next item; a loop
                      // over it is unrolled (states with different indices never merge)
    kClosingWrapper,  // a for loop's iterator over `enumerate(f(...))` (`value`) of a
                      // fresh generator (`etype`) that needs closing: the loop closes it
                      // when dropping the iterator early; `object` as for kValue below
  };
  Kind kind = kNull;
  model::Value* value = nullptr;
  // kException: the class. kValue: null, or (a local possibly unbound here) a bool
  // variable true when the local is bound; `value` is then the value when it is, and
  // the "undefined" constant when it is not. LOAD_FAST checks it and raises CPython's
  // UnboundLocalError.
  model::Value* etype = nullptr;
  // kException: the most precise class known statically (null: unknown).
  // kValue: null, or the generator function (or method name) whose fresh generator
  // object `value` is, in the slot that owns it: the iterator of a for loop, or a local,
  // which closes it when dropping it early (FlowContext::DropIterators; generators.md).
  // kMadeFunction: the code object. kLazyMap: its kind (a str, functional.cc).
  const host::HostObject* object = nullptr;

  static FlowValue Null() { return {}; }
  static FlowValue Of(model::Value* v) { return {kValue, v, nullptr, nullptr}; }
  static FlowValue Exception(model::Value* value, model::Value* type,
                             const host::HostObject* known) {
    return {kException, value, type, known};
  }
  static FlowValue MaybeUndefined(model::Value* v, model::Value* defined) {
    return {kValue, v, defined, nullptr};
  }
  bool is_null() const { return kind == kNull; }
  bool maybe_undefined() const { return kind == kValue && etype != nullptr; }
  bool closes_generator() const {
    return (kind == kValue && object != nullptr) || kind == kClosingWrapper;
  }
  // The generator object closes_generator() closes.
  model::Value* closed_generator() const { return kind == kClosingWrapper ? etype : value; }
};

// The constants a link passes for a local that is unbound, or bound, on its source side
// while the target block carries it as possibly undefined.
// Made only when such a link is made (a graph's constants are not interned).
struct UndefinedConstants {
  std::function<model::Value*()> undefined;  // the value of an unbound local
  std::function<model::Value*()> bound;      // True
  std::function<model::Value*()> unbound;    // False
};

struct FrameSlice {
  const host::HostObject* code = nullptr;  // kCode
  int next_offset = 0;                     // where interpretation resumes
  int instr_offset = 0;           // the instruction being executed (the CALL, in a caller frame)
  std::vector<FlowValue> locals;  // co_varnames + cells + free vars
  std::vector<FlowValue> stack;
  FlowValue current_exception;       // sys.exc_info() of this frame
  std::vector<std::string> kwnames;  // pending KW_NAMES for the next CALL
  // A generator expression's frame collects what it yields into a list (the first slot
  // of its stack) for the builtin consuming it; for any() and all() it stops at the first
  // item that decides, as the generator would be left there.
  // A generator function's own body (kResumable) records each yield as a `yield_`
  // operation, which the resume transform (generator.cc) turns into a return.
  enum class Yields : uint8_t { kNotGenerator, kCollect, kUntilTrue, kUntilFalse, kResumable };
  Yields yields = Yields::kNotGenerator;
};

// Whether the local `slot` of `frame` may be read later (DecodedCode::LiveAt at its resume
// offset): a local unbound on one side of a merge stays unbound where it is dead, and is
// carried as possibly undefined where it is live.
using LivenessFn = std::function<bool(const FrameSlice& frame, size_t slot)>;

class FrameState {
 public:
  std::vector<FrameSlice> frames;  // outermost first

  FrameSlice& top() { return frames.back(); }
  const FrameSlice& top() const { return frames.back(); }

  // Calls `fn(FlowValue&)` on every slot, in a fixed order.
  template <typename Fn>
  void ForEachSlot(Fn&& fn) {
    for (auto& frame : frames) {
      for (auto& v : frame.locals) fn(v);
      for (auto& v : frame.stack) fn(v);
      fn(frame.current_exception);
    }
  }
  template <typename Fn>
  void ForEachSlot(Fn&& fn) const {
    for (const auto& frame : frames) {
      for (const auto& v : frame.locals) fn(v);
      for (const auto& v : frame.stack) fn(v);
      fn(frame.current_exception);
    }
  }

  // The variables of the state in slot order: a block starting in this state takes
  // them as inputargs.
  std::vector<model::Variable*> Variables() const;

  // A copy where every variable is replaced by a fresh one of `graph`.
  FrameState CopyWithFreshVariables(model::FunctionGraph& graph) const;

  // The values of `this` (a more specific state) at the variable positions of `target`:
  // the args of a link from a block in this state to a block in `target`.
  std::vector<model::Value*> OutputArgs(const FrameState& target,
                                        const UndefinedConstants* constants = nullptr) const;

  // The most specific state containing both, or nullopt when they cannot merge (different
  // frame shapes). New variables come from `graph`.
  std::optional<FrameState> Union(const FrameState& other, model::FunctionGraph& graph,
                                  const LivenessFn& live) const;

  // True when every slot of `other` is covered by this state: equal constants and kinds,
  // or a variable here.
  bool Generalizes(const FrameState& other, const LivenessFn& live) const;

  // The merge-position key: (code, offset) of every frame.
  std::vector<std::pair<const host::HostObject*, int>> Position() const;
};

}  // namespace rtfarm::flow
