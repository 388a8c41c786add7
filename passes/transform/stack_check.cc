#include "passes/transform/stack_check.h"

#include <algorithm>
#include <set>

#include "passes/lltype/lloperations.h"
#include "passes/model/strongly_connected.h"
#include "passes/rtyper/universe.h"

namespace rtfarm::transform {
namespace {

using model::Block;
using model::Constant;
using model::FunctionGraph;
using model::SpaceOperation;
using model::Variable;

bool IsCall(const SpaceOperation& op) {
  return op.opname == "direct_call" || op.opname == "indirect_call";
}

class Inserter {
 public:
  Inserter(const std::map<std::string, FunctionGraph*>& graphs, const HiddenCallees& hidden,
           lltype::TypeRegistry& types)
      : hidden_(hidden), types_(types) {
    for (const auto& [name, graph] : graphs) {
      index_[name] = static_cast<int>(graphs_.size());
      graphs_.push_back(graph);
    }
  }

  StackCheckStats Run() {
    edges_.resize(graphs_.size());
    self_call_.assign(graphs_.size(), false);
    for (size_t g = 0; g < graphs_.size(); ++g) {
      std::set<int> callees;
      for (const Block* block : graphs_[g]->Blocks()) {
        for (size_t i = 0; i < block->operations.size(); ++i) {
          for (int c : CalleesOf(*block, i)) callees.insert(c);
        }
      }
      self_call_[g] = callees.count(static_cast<int>(g)) > 0;
      edges_[g].assign(callees.begin(), callees.end());
    }
    FindComponents();
    std::vector<int> size(graphs_.size(), 0);
    for (int c : component_) ++size[c];
    for (size_t g = 0; g < graphs_.size(); ++g) {
      if (size[component_[g]] < 2 && !self_call_[g]) continue;
      ++stats_.recursive_graphs;
      InsertInto(*graphs_[g], component_[g]);
    }
    return stats_;
  }

 private:
  // The graphs operations[i] of `block` may call, by number.
  std::vector<int> CalleesOf(const Block& block, size_t i) {
    const SpaceOperation& op = block.operations[i];
    if (!IsCall(op) || op.args.empty()) return {};
    std::vector<std::string> names;
    if (op.opname == "direct_call" && op.args[0]->is_constant()) {
      const std::string& symbol = static_cast<const Constant*>(op.args[0])->symbol;
      if (index_.count(symbol)) return {index_.at(symbol)};
    } else if (op.opname == "indirect_call" && op.args.back()->is_constant()) {
      names = lltype::IndirectCallTargets(static_cast<const Constant*>(op.args.back()));
    }
    if (names.empty()) names = hidden_(block, i);
    std::vector<int> out;
    for (const std::string& name : names) {
      auto it = index_.find(name);
      if (it != index_.end()) out.push_back(it->second);
    }
    return out;
  }

  // Graphs in name order, callees in number (name) order: the numbering depends on
  // nothing else.
  void FindComponents() { component_ = model::StronglyConnectedComponents(edges_); }

  SpaceOperation VoidOperation(FunctionGraph& graph, const std::string& name,
                               const SpaceOperation& at) {
    Variable* result = graph.NewVariable();
    result->concretetype = types_.Void();
    return {name, {}, result, at.position};
  }

  // A stack_check before the calls of `graph` that may reach its own component, one per
  // frame and path: the stack pointer does not move within a C function, so a check
  // covers every call after it. Each block with such a call gets one before the first;
  // then the checks of blocks that every path from the start enters covered (a check
  // already ran on it, through normal exits) are dropped. A check failing inside a try
  // leaves through an exception exit, which covers nothing: the handler's calls check.
  void InsertInto(FunctionGraph& graph, int own) {
    std::vector<Block*> blocks = graph.Blocks();
    std::map<const Block*, size_t> at;  // the first call closing a cycle
    for (Block* block : blocks) {
      for (size_t i = 0; i < block->operations.size(); ++i) {
        bool closes_cycle = false;
        for (int c : CalleesOf(*block, i)) closes_cycle |= component_[c] == own;
        if (closes_cycle) {
          at[block] = i;
          break;
        }
      }
    }
    // Greatest fixpoint of "a check ran on every path here": false at the start.
    std::map<const Block*, bool> covered;
    for (Block* block : blocks) covered[block] = block != graph.startblock();
    for (bool changed = true; changed;) {
      changed = false;
      std::map<const Block*, bool> next;
      for (Block* block : blocks) next[block] = block != graph.startblock();
      for (Block* block : blocks) {
        bool out = covered[block] || at.count(block);
        for (size_t k = 0; k < block->exits.size(); ++k) {
          const model::Link* link = block->exits[k];
          bool exception = block->exitswitch == model::ExitSwitch::kLastException && k > 0;
          if (next.count(link->target)) next[link->target] &= exception ? covered[block] : out;
        }
      }
      if (next != covered) {
        covered = std::move(next);
        changed = true;
      }
    }
    for (Block* block : blocks) {
      auto it = at.find(block);
      if (it == at.end() || covered[block]) continue;
      InsertBefore(graph, block, it->second);
    }
  }

  // A stack_check before operations[i] of `block`, in the caught region when the call is.
  void InsertBefore(FunctionGraph& graph, Block* block, size_t i) {
    std::vector<SpaceOperation>& ops = block->operations;
    bool catches = block->exitswitch == model::ExitSwitch::kLastException;
    bool region = false;  // the RTyper's catch_region marker before operations[i]
    for (size_t j = 0; j < i; ++j) region |= ops[j].opname == "catch_region";
    SpaceOperation check = VoidOperation(graph, "stack_check", ops[i]);
    // Without a marker only the last operation is caught: the check joins it.
    if (catches && !region && i + 1 == ops.size()) {
      SpaceOperation marker = VoidOperation(graph, "catch_region", ops[i]);
      ops.insert(ops.begin() + i, {std::move(marker), std::move(check)});
    } else {
      ops.insert(ops.begin() + i, std::move(check));
    }
    ++stats_.checks;
  }

  const HiddenCallees& hidden_;
  lltype::TypeRegistry& types_;
  std::vector<FunctionGraph*> graphs_;  // by number: name order
  std::map<std::string, int> index_;
  std::vector<std::vector<int>> edges_;
  std::vector<bool> self_call_;
  std::vector<int> component_;
  StackCheckStats stats_;
};

// The special methods GenC's C helpers call on instances (source_writer.cc's
// InstanceMethodCall): repr and str of containers and of instances, equality, hashing and
// ordering inside the runtime's containers.
constexpr const char* kCalledFromC[] = {"__repr__", "__str__", "__eq__", "__ne__",  "__lt__",
                                        "__le__",   "__gt__",  "__ge__", "__hash__"};

// What the universe knows of the calls a graph does not spell out.
class UniverseCallees {
 public:
  explicit UniverseCallees(rtyper::Universe& universe) : universe_(universe) {
    for (const annotator::GraphInfo* info : universe.graphs()) {
      if (info->graph == nullptr) continue;
      std::string name = universe.FunctionName(info);
      all_.push_back(name);
      graph_names_.insert(name);
      if (info->desc != nullptr && info->desc->object() != nullptr)
        by_function_name_[info->desc->object()->text()].push_back(name);
    }
    std::sort(all_.begin(), all_.end());
    for (const auto& [symbol, plan] : universe.init_dispatches())
      for (const auto& [layout, graph] : plan.cases) dispatch_[symbol].push_back(Name(graph));
    for (const auto& [symbol, plan] : universe.method_dispatches())
      for (const auto& [layout, graph] : plan.cases) dispatch_[symbol].push_back(Name(graph));
    for (const auto& [what, type] : universe.type_helpers())
      type_helpers_.insert("rpy_" + what + "_" + universe.TypeTag(type));
    for (const char* method : kCalledFromC) {
      auto it = by_function_name_.find(method);
      if (it != by_function_name_.end())
        called_from_c_.insert(called_from_c_.end(), it->second.begin(), it->second.end());
    }
  }

  std::vector<std::string> operator()(const Block& block, size_t index) const {
    const SpaceOperation& op = block.operations[index];
    if (op.opname == "indirect_call") return UnlistedTargets(block, index);
    if (!op.args[0]->is_constant()) return all_;
    const std::string& symbol = static_cast<const Constant*>(op.args[0])->symbol;
    auto dispatch = dispatch_.find(symbol);
    if (dispatch != dispatch_.end()) return dispatch->second;
    std::vector<std::string> out;
    bool reaches_methods = type_helpers_.count(symbol) > 0;
    for (size_t i = 1; i < op.args.size(); ++i) {
      const model::Value* arg = op.args[i];
      if (arg->concretetype != nullptr && universe_.ContainerCallsUserMethods(arg->concretetype))
        reaches_methods = true;
      // A function of the program handed to C code, which may call it.
      if (arg->is_constant() && graph_names_.count(static_cast<const Constant*>(arg)->symbol))
        out.push_back(static_cast<const Constant*>(arg)->symbol);
    }
    if (reaches_methods) out.insert(out.end(), called_from_c_.begin(), called_from_c_.end());
    return out;
  }

 private:
  std::string Name(const annotator::GraphInfo* graph) const {
    return universe_.FunctionName(graph);
  }

  // An indirect call without its targets: a special method called through the vtable
  // slot `m_<name>` (the function pointer read from it in the same block) reaches the
  // functions of that name; anything else, every graph.
  std::vector<std::string> UnlistedTargets(const Block& block, size_t index) const {
    const model::Value* fn = block.operations[index].args[0];
    for (size_t i = index; i-- > 0;) {
      const SpaceOperation& def = block.operations[i];
      if (def.result != fn) continue;
      if (def.opname == "getfield" && def.args.size() == 2 && def.args[1]->is_constant()) {
        const std::string& field = static_cast<const Constant*>(def.args[1])->symbol;
        if (field.starts_with("m_")) {
          auto it = by_function_name_.find(field.substr(2));
          return it == by_function_name_.end() ? std::vector<std::string>{} : it->second;
        }
      }
      break;
    }
    return all_;
  }

  rtyper::Universe& universe_;
  std::vector<std::string> all_;
  std::set<std::string> graph_names_;
  std::map<std::string, std::vector<std::string>> by_function_name_;
  std::map<std::string, std::vector<std::string>> dispatch_;
  std::set<std::string> type_helpers_;
  std::vector<std::string> called_from_c_;
};

}  // namespace

StackCheckStats InsertStackChecks(const std::map<std::string, model::FunctionGraph*>& graphs,
                                  const HiddenCallees& hidden, lltype::TypeRegistry& types) {
  return Inserter(graphs, hidden, types).Run();
}

StackCheckStats InsertStackChecks(rtyper::Universe& universe) {
  std::map<std::string, model::FunctionGraph*> graphs;
  for (const annotator::GraphInfo* info : universe.graphs())
    if (info->graph != nullptr) graphs[universe.FunctionName(info)] = info->graph.get();
  UniverseCallees callees(universe);
  return InsertStackChecks(graphs, std::cref(callees), universe.types());
}

}  // namespace rtfarm::transform
