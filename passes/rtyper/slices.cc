#include "passes/rtyper/slices.h"

#include <climits>

namespace rtfarm::rtyper {

SliceParts ReadSlice(OpContext& c, size_t index) {
  const Value* slice = c.op.args.at(index);
  auto it = c.graph.definitions.find(static_cast<const Variable*>(slice));
  if (slice->is_constant() || it == c.graph.definitions.end() || it->second->opname != "newslice") {
    c.Fail("a slice made outside the operation that uses it is not supported");
  }
  const model::SpaceOperation& made = *it->second;
  auto& t = c.types();
  // A step that is a positive constant (or none): the defaults of start and stop below
  // are then those of a run-time None bound too.
  Ann step_ann = c.graph.AnnOf(made.args.at(2));
  bool positive_step =
      step_ann->kind == annotator::Kind::kNone ||
      (step_ann->constant != nullptr && step_ann->constant->kind() == host::HostKind::kInt &&
       step_ann->constant->int_value() > 0);
  auto part = [&](size_t i, int64_t fallback, bool* present) -> Value* {
    Value* v = made.args.at(i);
    Ann a = c.graph.AnnOf(v);
    if (a->kind == annotator::Kind::kNone) return c.Int(fallback);
    *present = true;
    if (v->is_constant())
      return c.LowLevelConstant(static_cast<model::Constant*>(v)->object(), a, t.Signed());
    // A bound that may be None at run time (`xs[:limit]`, limit=None): the default then.
    if (c.universe().BoxedNumber(v->concretetype) != nullptr) {
      if (i != 2 && !positive_step)
        c.Fail(
            "a slice bound that may be None with a step that may be negative is not "
            "supported (the default bound depends on the step's sign)");
      Value* number =
          c.Call(c.universe().RequestTypeHelper("or_default", v->concretetype),
                 {v, c.Int(fallback)}, c.universe().BoxedNumber(v->concretetype), false);
      return c.ConvertType(number, t.Signed());
    }
    return c.ConvertType(v, t.Signed());
  };
  SliceParts parts{};
  parts.start = part(0, 0, &parts.has_start);
  parts.stop = part(1, LONG_MAX, &parts.has_stop);
  parts.step = part(2, 1, &parts.has_step);
  return parts;
}

}  // namespace rtfarm::rtyper
