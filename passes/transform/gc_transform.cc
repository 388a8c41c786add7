#include "passes/transform/gc_transform.h"

#include <algorithm>
#include <set>
#include <vector>

#include "passes/transform/frame_storage.h"

namespace rtfarm::transform {
namespace {

using lltype::Type;
using lltype::TypeKind;
using model::Block;
using model::SpaceOperation;
using model::Variable;

const std::string* DirectCallee(const SpaceOperation& op) {
  if (op.opname != "direct_call" || op.args.empty() || !op.args[0]->is_constant()) return nullptr;
  return &static_cast<const model::Constant*>(op.args[0])->symbol;
}

bool EndsWithAny(const std::string& s, std::initializer_list<const char*> suffixes) {
  for (const char* suffix : suffixes)
    if (s.ends_with(suffix)) return true;
  return false;
}

}  // namespace

bool IsGcPointer(const Type* t) {
  if (t == nullptr || t->kind() != TypeKind::kPtr) return false;
  const Type* target = t->target();
  if (target->kind() == TypeKind::kFunc || target->name() == "rpy_none") return false;
  // Vtables are static data. Other raw structs may be on the heap (ranges) or not
  // (frozen objects, ranges in the C frame): the collector ignores what is not its own.
  if (target->name() == "rpy_vtable" || target->name().starts_with("vt_")) return false;
  return true;
}

bool CallCanCollect(const std::string& symbol) {
  // Generated functions (Universe::FunctionName) and __init__ dispatches, which call an
  // __init__; every other direct call is the runtime's or a GenC type helper, which
  // never reaches a collect point (a helper calling a __repr__ inhibits them).
  return symbol.starts_with("fn_") || symbol.starts_with("rpy_newinit_");
}

bool CallMayAllocate(const std::string& symbol) {
  static const std::set<std::string> kNever = {"rpy_exc_occurred",    "rpy_clear_exception",
                                               "rpy_exc_matches",     "rpy_exc_fetch_type",
                                               "rpy_exc_fetch_value", "rpy_raise",
                                               "rpy_str_eq",          "rpy_str_cmp",
                                               "rpy_str_hash",        "rpy_print_str",
                                               "rpy_stdout_flush",    "rpy_isinstance",
                                               "rpy_isinstance_leaf", "rpy_vtable_issubclass",
                                               "rpy_str_len",         "rpy_str_is_true",
                                               "rpy_char_of_str",     "rpy_ord_char",
                                               "lrange_iter_next",    "lrange_len",
                                               "lrange_getitem",      "lrange_contains"};
  if (kNever.count(symbol)) return false;
  if (symbol.starts_with("rpy_list_") || symbol.starts_with("rpy_array_") ||
      symbol.starts_with("rpy_dict_") || symbol.starts_with("rpy_set_") ||
      symbol.starts_with("rpy_fset_")) {
    return !EndsWithAny(symbol, {"_len", "_getitem", "_getitem_nonneg", "_setitem",
                                 "_setitem_nonneg", "_set_unchecked", "_is_true", "_iter_next",
                                 "_riter_next", "_entry_key", "_entry_value", "_contains"});
  }
  return true;
}

namespace {

bool IsCollecting(const SpaceOperation& op) {
  const std::string* callee = DirectCallee(op);
  return op.opname == "indirect_call" || (callee && CallCanCollect(*callee));
}

bool IsAllocating(const SpaceOperation& op) {
  const std::string* callee = DirectCallee(op);
  return op.opname == "malloc" || op.opname == "malloc_varsize" ||
         (callee && !IsCollecting(op) && CallMayAllocate(*callee));
}

// A store of a GC pointer into an object (the moving collector's write barrier).
bool StoresGcPointer(const SpaceOperation& op) {
  // The object may be a constant: a prebuilt object's variable (GenC writes no barrier
  // for a frozen object, a static struct whose fields are static roots).
  return op.opname == "setfield" && op.args.size() == 3 && IsGcPointer(op.args[2]->concretetype) &&
         IsGcPointer(op.args[0]->concretetype);
}

// A constant that can never be a young object: NULL, or static data ("&symbol").
bool NeverYoung(const model::Value* v) {
  if (!v->is_constant()) return false;
  const std::string& symbol = static_cast<const model::Constant*>(v)->symbol;
  return symbol.empty() || symbol[0] == '&';
}

// The moving collector's write barriers: `gc_write_barrier(obj)` before each store of a
// GC pointer into obj, unless obj was allocated in this block since the last point that
// can collect (it is young: the initialising stores of a new object need none), or obj
// already had its barrier since that point (it is remembered, or young), or the value
// stored is NULL or static data.
void InsertWriteBarriers(Block* block, model::FunctionGraph& graph,
                         const lltype::TypeRegistry& types, GcTransformStats& stats) {
  std::set<const model::Value*> fresh;  // and those whose barrier ran
  std::vector<SpaceOperation> out;
  for (SpaceOperation& op : block->operations) {
    if (op.opname == "gc_collect_point" || op.opname == "gc_pop_roots" || IsCollecting(op))
      fresh.clear();
    if (StoresGcPointer(op) && !NeverYoung(op.args[2])) {
      if (fresh.insert(op.args[0]).second) {
        SpaceOperation wb;
        wb.opname = "gc_write_barrier";
        wb.args = {op.args[0]};
        wb.result = graph.NewVariable();
        wb.result->concretetype = types.Void();
        out.push_back(std::move(wb));
        ++stats.write_barriers;
      }
    }
    if (op.opname == "malloc" && op.result != nullptr) fresh.insert(op.result);
    out.push_back(std::move(op));
  }
  block->operations = std::move(out);
}

}  // namespace

GcTransformStats GcTransformGraph(model::FunctionGraph& graph, const lltype::TypeRegistry& types,
                                  const GcPolicy& policy) {
  GcTransformStats stats;
  if (!policy.exact()) return stats;
  // A moving collector gets its collect points before the allocations, so that a new
  // object stays young (needs no write barrier) until the next point that can collect.
  const bool before = policy.moving();
  std::vector<Block*> blocks = graph.Blocks();
  // What GenC will write in the C frame allocates nothing and is no root.
  const FrameStorage frame =
      FindFrameStorage(blocks, /*iterators_in_frame=*/false, !policy.counts_references());
  for (Block* block : blocks) {
    if (block->operations.empty()) continue;
    // Where each variable of the block is defined: roots are listed in that order.
    std::vector<const Variable*> order(block->inputargs.begin(), block->inputargs.end());
    for (const SpaceOperation& op : block->operations)
      if (op.result != nullptr) order.push_back(op.result);
    std::set<const Variable*> live;
    auto use = [&](const model::Value* v) {
      if (v != nullptr && !v->is_constant()) live.insert(static_cast<const Variable*>(v));
    };
    for (const model::Link* link : block->exits)
      for (const model::Value* v : link->args) use(v);
    if (block->exitswitch_var != nullptr) use(block->exitswitch_var);
    auto roots_of = [&](const std::set<const Variable*>& set) {
      std::vector<model::Value*> roots;
      for (const Variable* v : order)
        if (set.count(v) && IsGcPointer(v->concretetype) && !frame.values.count(v))
          roots.push_back(const_cast<Variable*>(v));
      return roots;
    };
    std::vector<SpaceOperation> out;  // reversed
    auto gc_op = [&](const std::string& name, std::vector<model::Value*> args) {
      SpaceOperation op;
      op.opname = name;
      op.args = std::move(args);
      op.result = graph.NewVariable();
      op.result->concretetype = types.Void();
      return op;
    };
    for (size_t i = block->operations.size(); i-- > 0;) {
      SpaceOperation& op = block->operations[i];
      bool collecting = IsCollecting(op);
      bool allocating = !collecting && IsAllocating(op) && !frame.calls.count(&op);
      if (allocating && before) {
        // The roots are what is live before the operation: its arguments too.
        std::set<const Variable*> before_op = live;
        before_op.erase(op.result);
        for (const model::Value* v : op.args)
          if (v != nullptr && !v->is_constant()) before_op.insert(static_cast<const Variable*>(v));
        out.push_back(std::move(op));
        out.push_back(gc_op("gc_collect_point", roots_of(before_op)));
        ++stats.collect_points;
      } else if (collecting) {
        std::set<const Variable*> after = live;
        after.erase(op.result);
        std::vector<model::Value*> roots = roots_of(after);
        if (!roots.empty()) {
          out.push_back(gc_op("gc_pop_roots", roots));
          out.push_back(std::move(op));
          out.push_back(gc_op("gc_push_roots", roots));
          ++stats.calls_with_roots;
        } else {
          out.push_back(std::move(op));
        }
      } else if (allocating) {
        out.push_back(gc_op("gc_collect_point", roots_of(live)));
        out.push_back(std::move(op));
        ++stats.collect_points;
      } else {
        out.push_back(std::move(op));
      }
      const SpaceOperation& kept = out.back().opname == "gc_push_roots" ||
                                           (before && out.back().opname == "gc_collect_point")
                                       ? out[out.size() - 2]
                                       : out.back();
      live.erase(kept.result);
      for (const model::Value* v : kept.args) use(v);
    }
    std::reverse(out.begin(), out.end());
    block->operations = std::move(out);
    if (policy.moving()) InsertWriteBarriers(block, graph, types, stats);
  }
  return stats;
}

}  // namespace rtfarm::transform
