#include "passes/backendopt/store_sink.h"

#include <map>
#include <string>
#include <tuple>

#include "passes/lltype/lloperations.h"

namespace rtfarm::backendopt {
namespace {

using model::Block;
using model::Constant;
using model::SpaceOperation;
using model::Value;

// Which object a pointer operand names: a variable, or a constant by its C symbol (two
// constants of one pre-built object are distinct Values).
using ObjectKey = std::pair<const Value*, std::string>;
using FieldKey = std::tuple<const Value*, std::string, std::string>;

ObjectKey KeyOf(const Value* v) {
  if (v->is_constant()) return {nullptr, static_cast<const Constant*>(v)->symbol};
  return {v, ""};
}

const std::string* FieldName(const SpaceOperation& op) {
  if (op.args.size() < 2 || !op.args[1]->is_constant()) return nullptr;
  return &static_cast<const Constant*>(op.args[1])->symbol;
}

// Operations that write no struct field: the cache survives them.
bool LeavesFieldsAlone(const SpaceOperation& op) {
  if (op.opname == "setarrayitem" || op.opname == "malloc" || op.opname == "malloc_varsize" ||
      op.opname == "keepalive" || op.opname == "debug_assert")
    return true;
  const lltype::LowLevelOperation* ll = lltype::FindLowLevelOperation(op.opname);
  return ll != nullptr && ll->pure;
}

int SinkInBlock(Block* block) {
  std::map<FieldKey, Value*> known;
  int replaced = 0;
  auto forget_field = [&](const std::string& field) {
    std::erase_if(known, [&](const auto& entry) { return std::get<2>(entry.first) == field; });
  };
  for (SpaceOperation& op : block->operations) {
    if (op.opname == "getfield") {
      const std::string* field = FieldName(op);
      if (field == nullptr) continue;
      ObjectKey object = KeyOf(op.args[0]);
      FieldKey key{object.first, object.second, *field};
      auto it = known.find(key);
      if (it != known.end() && it->second->concretetype == op.result->concretetype) {
        op = SpaceOperation{"same_as", {it->second}, op.result, {}};
        ++replaced;
        continue;
      }
      known[key] = op.result;
    } else if (op.opname == "setfield") {
      const std::string* field = FieldName(op);
      if (field == nullptr) {
        known.clear();
        continue;
      }
      forget_field(*field);
      ObjectKey object = KeyOf(op.args[0]);
      known[FieldKey{object.first, object.second, *field}] = op.args[2];
    } else if (!LeavesFieldsAlone(op)) {
      known.clear();  // calls, and anything this pass does not know
    }
  }
  return replaced;
}

}  // namespace

int SinkStores(model::FunctionGraph& graph) {
  int replaced = 0;
  for (Block* block : graph.Blocks()) replaced += SinkInBlock(block);
  return replaced;
}

}  // namespace rtfarm::backendopt
