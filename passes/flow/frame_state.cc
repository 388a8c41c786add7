#include "passes/flow/frame_state.h"

#include <stdexcept>

namespace rtfarm::flow {
namespace {

model::Variable* AsVariable(model::Value* v) {
  return v != nullptr && !v->is_constant() ? static_cast<model::Variable*>(v) : nullptr;
}

const host::HostObject* ConstantObject(const model::Value* v) {
  return v != nullptr && v->is_constant() ? static_cast<const model::Constant*>(v)->object()
                                          : nullptr;
}

// Two values merge into the same constant only if they are the same host object
// (primitives are interned, so equal values are the same pointer).
bool SameConstant(const model::Value* a, const model::Value* b) {
  const host::HostObject* ca = ConstantObject(a);
  return ca != nullptr && ca == ConstantObject(b);
}

model::Value* UnionValue(model::Value* a, model::Value* b, model::FunctionGraph& graph) {
  if (a == b) return a;
  if (SameConstant(a, b)) return a;
  auto* hint_source = AsVariable(a) ? AsVariable(a) : AsVariable(b);
  return graph.NewVariable(hint_source ? hint_source->hint() : "");
}

bool CoversValue(const model::Value* general, const model::Value* specific) {
  if (general == nullptr || specific == nullptr) return general == specific;
  if (!general->is_constant()) return true;
  return SameConstant(general, specific);
}

// `local_live`: the slot is a local that may be read later (see LivenessFn); only such a
// local unbound on one side becomes possibly undefined, anything else unbound stays so.
std::optional<FlowValue> UnionSlot(const FlowValue& a, const FlowValue& b,
                                   model::FunctionGraph& graph, bool local_live = false) {
  if (a.kind != b.kind) {
    // A local bound on one path and unbound on the other: where it is read later it is a
    // variable with a "bound" flag (LOAD_FAST raises UnboundLocalError when the flag is
    // false); elsewhere it is unbound after the merge.
    if (a.kind == FlowValue::kNull || b.kind == FlowValue::kNull) {
      const FlowValue& bound = a.kind == FlowValue::kNull ? b : a;
      // A generator that the local owns stays too, read or not: it is closed where the
      // local drops it, if bound then.
      if ((!local_live && !bound.closes_generator()) || bound.kind != FlowValue::kValue)
        return FlowValue::Null();
      auto* hint_source = AsVariable(bound.value);
      FlowValue merged = FlowValue::MaybeUndefined(
          graph.NewVariable(hint_source ? hint_source->hint() : ""), graph.NewVariable("bound"));
      merged.object = bound.object;
      return merged;
    }
    return std::nullopt;
  }
  switch (a.kind) {
    case FlowValue::kNull:
    case FlowValue::kCell:
      return a;
    case FlowValue::kValue: {
      if (a.etype == nullptr && b.etype == nullptr) {
        // A generator closed when dropped on one side only: not closed (never one closed
        // that something else may still hold).
        FlowValue merged = FlowValue::Of(UnionValue(a.value, b.value, graph));
        merged.object = a.object == b.object ? a.object : nullptr;
        return merged;
      }
      model::Value* value = UnionValue(a.value, b.value, graph);
      if (value->is_constant()) value = graph.NewVariable("");
      model::Value* flag =
          a.etype != nullptr && a.etype == b.etype ? a.etype : graph.NewVariable("bound");
      FlowValue merged = FlowValue::MaybeUndefined(value, flag);
      merged.object = a.object == b.object ? a.object : nullptr;
      return merged;
    }
    case FlowValue::kException:
      // Exceptions of different known classes stay apart, so that `except C:` is
      // decided statically on each path (the classes come from a finite set).
      if (a.object != b.object && a.object != nullptr && b.object != nullptr) return std::nullopt;
      return FlowValue::Exception(UnionValue(a.value, b.value, graph),
                                  UnionValue(a.etype, b.etype, graph),
                                  a.object == b.object ? a.object : nullptr);
    case FlowValue::kMadeFunction:
      if (a.object != b.object) return std::nullopt;
      return a;
    case FlowValue::kLazyMap:
      if (a.object != b.object) return std::nullopt;
      return FlowValue{FlowValue::kLazyMap, UnionValue(a.value, b.value, graph),
                       UnionValue(a.etype, b.etype, graph), a.object};
    case FlowValue::kUnrolling:
      if (a.object != b.object || !SameConstant(a.value, b.value)) return std::nullopt;
      return a;
    case FlowValue::kClosingWrapper:
      if (a.object != b.object) return std::nullopt;
      return FlowValue{FlowValue::kClosingWrapper, UnionValue(a.value, b.value, graph),
                       UnionValue(a.etype, b.etype, graph), a.object};
  }
  return std::nullopt;
}

bool CoversSlot(const FlowValue& general, const FlowValue& specific, bool local_live = false) {
  // Unbound covers anything, except a bound value of a local read later.
  if (general.kind == FlowValue::kNull)
    return (!local_live && !specific.closes_generator()) || specific.kind == FlowValue::kNull;
  if (general.maybe_undefined()) {
    if (specific.kind == FlowValue::kNull) return true;
    return specific.kind == FlowValue::kValue &&
           (general.object == nullptr || general.object == specific.object) &&
           CoversValue(general.value, specific.value);
  }
  if (general.kind != specific.kind) return false;
  switch (general.kind) {
    case FlowValue::kValue:
      return !specific.maybe_undefined() &&
             (general.object == nullptr || general.object == specific.object) &&
             CoversValue(general.value, specific.value);
    case FlowValue::kException:
      return CoversValue(general.value, specific.value) &&
             CoversValue(general.etype, specific.etype) &&
             (general.object == nullptr || general.object == specific.object);
    case FlowValue::kMadeFunction:
      return general.object == specific.object;
    case FlowValue::kLazyMap:
      return general.object == specific.object && CoversValue(general.value, specific.value) &&
             CoversValue(general.etype, specific.etype);
    case FlowValue::kUnrolling:
      return general.object == specific.object && SameConstant(general.value, specific.value);
    case FlowValue::kClosingWrapper:
      return general.object == specific.object && CoversValue(general.value, specific.value) &&
             CoversValue(general.etype, specific.etype);
    default:
      return true;
  }
}

bool SameShape(const FrameState& a, const FrameState& b) {
  if (a.frames.size() != b.frames.size()) return false;
  for (size_t i = 0; i < a.frames.size(); ++i) {
    const FrameSlice& x = a.frames[i];
    const FrameSlice& y = b.frames[i];
    if (x.code != y.code || x.next_offset != y.next_offset || x.locals.size() != y.locals.size() ||
        x.stack.size() != y.stack.size() || x.kwnames != y.kwnames) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::vector<model::Variable*> FrameState::Variables() const {
  std::vector<model::Variable*> vars;
  ForEachSlot([&](const FlowValue& slot) {
    if (auto* v = AsVariable(slot.value)) vars.push_back(v);
    if (auto* t = AsVariable(slot.etype)) vars.push_back(t);
  });
  return vars;
}

FrameState FrameState::CopyWithFreshVariables(model::FunctionGraph& graph) const {
  FrameState copy = *this;
  copy.ForEachSlot([&](FlowValue& slot) {
    if (auto* v = AsVariable(slot.value)) slot.value = graph.CopyVariable(v);
    if (auto* t = AsVariable(slot.etype)) slot.etype = graph.CopyVariable(t);
  });
  return copy;
}

std::vector<model::Value*> FrameState::OutputArgs(const FrameState& target,
                                                  const UndefinedConstants* constants) const {
  std::vector<const FlowValue*> mine;
  ForEachSlot([&](const FlowValue& slot) { mine.push_back(&slot); });
  std::vector<model::Value*> args;
  size_t i = 0;
  target.ForEachSlot([&](const FlowValue& slot) {
    const FlowValue& source = *mine[i++];
    if (slot.maybe_undefined() && !source.maybe_undefined()) {
      // The source side is unbound, or bound for sure.
      if (constants == nullptr)
        throw std::logic_error("flow: a link into a possibly undefined local");
      if (AsVariable(slot.value))
        args.push_back(source.kind == FlowValue::kNull ? constants->undefined() : source.value);
      if (AsVariable(slot.etype))
        args.push_back(source.kind == FlowValue::kNull ? constants->unbound() : constants->bound());
      return;
    }
    if (AsVariable(slot.value)) args.push_back(source.value);
    if (AsVariable(slot.etype)) args.push_back(source.etype);
  });
  return args;
}

std::optional<FrameState> FrameState::Union(const FrameState& other, model::FunctionGraph& graph,
                                            const LivenessFn& live) const {
  if (!SameShape(*this, other)) return std::nullopt;
  FrameState result = *this;
  for (size_t f = 0; f < frames.size(); ++f) {
    const FrameSlice& a = frames[f];
    const FrameSlice& b = other.frames[f];
    FrameSlice& r = result.frames[f];
    for (size_t i = 0; i < a.locals.size(); ++i) {
      auto slot = UnionSlot(a.locals[i], b.locals[i], graph, live(a, i));
      if (!slot) return std::nullopt;
      r.locals[i] = *slot;
    }
    for (size_t i = 0; i < a.stack.size(); ++i) {
      auto slot = UnionSlot(a.stack[i], b.stack[i], graph);
      // A stack entry cannot become unbound: that would be a compiler bug, not a merge.
      if (!slot || (slot->is_null() && !(a.stack[i].is_null() && b.stack[i].is_null()))) {
        return std::nullopt;
      }
      r.stack[i] = *slot;
    }
    auto exc = UnionSlot(a.current_exception, b.current_exception, graph);
    if (!exc) return std::nullopt;
    r.current_exception = *exc;
  }
  return result;
}

bool FrameState::Generalizes(const FrameState& other, const LivenessFn& live) const {
  if (!SameShape(*this, other)) return false;
  for (size_t f = 0; f < frames.size(); ++f) {
    const FrameSlice& a = frames[f];
    const FrameSlice& b = other.frames[f];
    for (size_t i = 0; i < a.locals.size(); ++i) {
      if (!CoversSlot(a.locals[i], b.locals[i], live(a, i))) return false;
    }
    for (size_t i = 0; i < a.stack.size(); ++i) {
      if (!CoversSlot(a.stack[i], b.stack[i])) return false;
    }
    if (!CoversSlot(a.current_exception, b.current_exception)) return false;
  }
  return true;
}

std::vector<std::pair<const host::HostObject*, int>> FrameState::Position() const {
  std::vector<std::pair<const host::HostObject*, int>> key;
  for (const auto& frame : frames) key.emplace_back(frame.code, frame.next_offset);
  return key;
}

}  // namespace rtfarm::flow
