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
  auto part = [&](size_t i, int64_t fallback, bool* present) -> Value* {
    Value* v = made.args.at(i);
    Ann a = c.graph.AnnOf(v);
    if (a->kind == annotator::Kind::kNone) return c.Int(fallback);
    *present = true;
    if (v->is_constant())
      return c.LowLevelConstant(static_cast<model::Constant*>(v)->object(), a, t.Signed());
    return c.ConvertType(v, t.Signed());
  };
  SliceParts parts{};
  parts.start = part(0, 0, &parts.has_start);
  parts.stop = part(1, LONG_MAX, &parts.has_stop);
  parts.step = part(2, 1, &parts.has_step);
  return parts;
}

}  // namespace rtfarm::rtyper
