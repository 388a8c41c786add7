// Builtins taking a function, at flow time (docs/flow.md "Functions as values"):
// `sorted`/`min`/`max` with key= and `list.sort(key=...)` become calls of rlib.rbuiltin's
// RPython versions; `map()` and `filter()` objects stay lazy in the frame (a kLazyMap
// slot): a for loop over one calls the function item by item, as CPython does, and a
// builtin that reads its whole argument first (list(), sum(), sorted()...) gets the list
// rlib.rbuiltin makes.
#pragma once

#include <string>
#include <vector>

#include "passes/flow/frame_state.h"

namespace rtfarm::flow {

class FlowContext;

// A call of `*function` with `args` (positional, then one per keyword): when it is one of
// the keyed builtins above, `*function` and `args` are changed to call rlib.rbuiltin's.
// `sorted(d, key=d.get)`, `min(...)` and `max(...)` of a dict keyed by its own get (whose
// keys are all present, so the key is never None) call rbuiltin's *_by_dict_value.
void SubstituteKeyedCall(FlowContext& ctx, model::Value** function,
                         std::vector<model::Value*>* args,
                         const std::vector<std::string>& keywords);

// x.translate(table) (one argument, no keywords): rlib.rbuiltin's translate_method(x,
// table), which is str.translate for a str and x's own method otherwise.
void SubstituteTranslateCall(FlowContext& ctx, model::Value** function,
                             std::vector<model::Value*>* args,
                             const std::vector<std::string>& keywords);

// zip(*rows): rlib.rbuiltin's zip_star(rows), the list of the columns as tuples; null for
// any other call.
model::Value* SubstituteZipStar(FlowContext& ctx, model::Value* function,
                                const std::vector<model::Value*>& positional, model::Value* rest,
                                const std::vector<std::string>& keywords);

// print(a, *items, **kwargs) of a **kwargs parameter passed on: the keys are known only
// to the annotator, so print's sep= and end= are taken by rlib.rbuiltin.print_joined,
// called on the list of the strings (`*function` and `*positional` replaced). Returns
// false, changing nothing, for any other call.
bool SubstitutePrintKwargs(FlowContext& ctx, model::Value** function,
                           std::vector<model::Value*>* positional, model::Value* rest);

// print(*items, sep=...) and print(a, *items, ...): the strings joined by the separator
// become print's one positional argument (`*positional`; `sep` leaves the keywords).
// Returns null, changing nothing, for any other call.
model::Value* SubstitutePrintStar(FlowContext& ctx, model::Value* function,
                                  std::vector<model::Value*>* positional, model::Value* rest,
                                  std::vector<std::string>* keywords,
                                  std::vector<model::Value*>* keyword_values);

// enumerate(xs, start=n) is recorded as enumerate(xs, n): one call shape for the
// rewrites below (list(enumerate(...))) and for the annotator and RTyper.
void PositionalEnumerateStart(model::Value* function, std::vector<model::Value*>* args,
                              std::vector<std::string>* keywords);

// list(zip(...)), list(enumerate(...)), dict(zip(...)), dict(enumerate(...)) of an
// iterator made by the call just before: `*function` becomes rlib.rbuiltin's loop that
// collects its items (the RTyper lowers a for loop over such an iterator, not a drain);
// dict(zip(...), k=v) keeps the keywords: its positional argument becomes that dict.
void SubstituteIteratorDrain(FlowContext& ctx, model::Value** function,
                             std::vector<model::Value*>* args,
                             const std::vector<std::string>& keywords);

// sorted(), min(), max(), sum(), any(), all(), tuple(), set() and frozenset() (without
// key= or default=) of a zip(), enumerate() (or, for the reductions, reversed()) iterator
// made by the call just before: the argument becomes rlib.rbuiltin's list of its items.
void SubstituteIteratorArgument(FlowContext& ctx, model::Value* function,
                                std::vector<model::Value*>* args,
                                const std::vector<std::string>& keywords);

// next(it, default): rlib.rbuiltin's next_or_default, which catches the StopIteration
// of a generator object's __next__ (and of a builtin iterator's next).
void SubstituteNextDefault(FlowContext& ctx, model::Value** function,
                           const std::vector<model::Value*>& args,
                           const std::vector<std::string>& keywords);
// map(f, xs), map(f, xs, ys) or filter(f, xs) as a kLazyMap slot; false when `builtin`
// is not map or filter.
bool MakeLazyMap(FlowContext& ctx, const std::string& builtin,
                 const std::vector<model::Value*>& args, const std::vector<std::string>& keywords);

// A kLazyMap passed to `callee`: the list of its items when the callee reads its whole
// argument before anything else; refused otherwise.
model::Value* MaterializeLazyMap(FlowContext& ctx, const FlowValue& lazy, model::Value* callee,
                                 const std::string& what);

// GET_ITER of a kLazyMap: the same object over iter() of its iterable.
FlowValue IterLazyMap(FlowContext& ctx, const FlowValue& lazy);

// FOR_ITER of a kLazyMap iterator at the top of the stack (`ins_start`: where the
// instruction starts, `exhausted`: its jump target).
void ForIterLazyMap(FlowContext& ctx, int ins_start, int exhausted);

}  // namespace rtfarm::flow
