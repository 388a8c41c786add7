#include "tests/flow/flow_test_util.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <unordered_map>

#include "passes/model/checkgraph.h"
#include "passes/model/flow_proto.h"
#include "passes/model/graph_writers.h"

namespace rtfarm::flow::testing {

host::HostSpace& Space() {
  // Never destroyed: the interpreter lives as long as the process.
  static host::HostSpace* space = [] {
    const char* srcdir = std::getenv("TEST_SRCDIR");
    return new host::HostSpace(std::string(srcdir ? srcdir : ".") + "/rtfarm");
  }();
  return *space;
}

std::string FixturePath(const std::string& name) {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  return std::string(srcdir ? srcdir : ".") + "/rtfarm/tests/flow/fixtures/" + name + ".py";
}

const host::HostObject* FixtureModule(const std::string& name) {
  static std::map<std::string, const host::HostObject*> modules;
  auto& module = modules[name];
  if (module == nullptr) module = Space().ImportFile(FixturePath(name));
  return module;
}

const host::HostObject* FindFunction(const std::string& module, const std::string& qualname) {
  for (const host::HostObject* function : Space().DefinedFunctions(FixtureModule(module))) {
    if (function->qualname() == qualname) return function;
  }
  return nullptr;
}

std::unique_ptr<model::FunctionGraph> Build(const std::string& module,
                                            const std::string& qualname) {
  const host::HostObject* function = FindFunction(module, qualname);
  if (function == nullptr) {
    ADD_FAILURE() << "no function " << module << "." << qualname;
    return nullptr;
  }
  try {
    return BuildFlowGraph(Space(), function);
  } catch (const FlowError& error) {
    ADD_FAILURE() << module << "." << qualname << " refused: " << error.what();
  }
  return nullptr;
}

std::optional<FlowError> BuildError(const std::string& module, const std::string& qualname) {
  const host::HostObject* function = FindFunction(module, qualname);
  if (function == nullptr) {
    ADD_FAILURE() << "no function " << module << "." << qualname;
    return std::nullopt;
  }
  try {
    auto graph = BuildFlowGraph(Space(), function);
    ADD_FAILURE() << module << "." << qualname << " was not refused:\n" << Listing(*graph);
  } catch (const FlowError& error) {
    return error;
  }
  return std::nullopt;
}

int LineOf(const std::string& module, const std::string& text) {
  std::ifstream file(FixturePath(module));
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.find(text) != std::string::npos) return number;
  }
  ADD_FAILURE() << "no line of " << module << " contains '" << text << "'";
  return 0;
}

std::string Listing(const model::FunctionGraph& graph) { return model::GraphToText(graph); }

std::string Problems(const model::FunctionGraph& graph) {
  std::string joined;
  for (const std::string& problem : model::CheckGraph(graph)) joined += problem + "\n";
  // Every graph a test builds must also survive the trip to a worker: serialise, parse,
  // decode, and compare structurally.
  try {
    std::string bytes = model::SerializeBundle(model::EncodeGraph(graph));
    model::DecodedGraphs decoded = model::DecodeGraphsFromBytes(bytes);
    std::string why;
    if (decoded.graphs.size() != 1 ||
        !model::GraphsStructurallyEqual(graph, *decoded.graphs[0], &why)) {
      joined += "protobuf round trip differs: " + why + "\n";
    }
  } catch (const model::FlowProtoError& error) {
    joined += std::string("protobuf round trip failed: ") + error.what() + "\n";
  }
  return joined;
}

std::vector<model::Block*> OpBlocks(const model::FunctionGraph& graph) {
  std::vector<model::Block*> blocks;
  for (model::Block* block : graph.Blocks()) {
    if (block != graph.returnblock() && block != graph.exceptblock()) blocks.push_back(block);
  }
  return blocks;
}

std::vector<std::string> OpNames(const model::Block* block) {
  std::vector<std::string> names;
  for (const auto& op : block->operations) names.push_back(op.opname);
  return names;
}

std::vector<std::string> AllOpNames(const model::FunctionGraph& graph) {
  std::vector<std::string> names;
  for (const model::Block* block : OpBlocks(graph)) {
    for (const auto& op : block->operations) names.push_back(op.opname);
  }
  return names;
}

int CountOps(const model::FunctionGraph& graph, const std::string& opname) {
  int count = 0;
  for (const std::string& name : AllOpNames(graph)) count += name == opname;
  return count;
}

const model::SpaceOperation* FindOp(const model::FunctionGraph& graph, const std::string& opname,
                                    const model::Block** block) {
  for (const model::Block* b : OpBlocks(graph)) {
    for (const auto& op : b->operations) {
      if (op.opname != opname) continue;
      if (block != nullptr) *block = b;
      return &op;
    }
  }
  return nullptr;
}

const host::HostObject* ConstantOf(const model::Value* value) {
  if (value == nullptr || !value->is_constant()) return nullptr;
  return static_cast<const model::Constant*>(value)->object();
}

std::string ValueText(const model::Value* value) {
  if (value == nullptr) return "<null>";
  if (!value->is_constant()) return "var";
  return model::FormatConstant(ConstantOf(value));
}

std::string CaseName(const model::Link* link) {
  const host::HostObject* exitcase = link->exitcase;
  if (exitcase == nullptr) return "";
  if (exitcase->kind() == host::HostKind::kBool) return exitcase->bool_value() ? "True" : "False";
  if (exitcase->kind() == host::HostKind::kClass) return exitcase->text();
  return model::FormatConstant(exitcase);
}

std::vector<std::string> ExitCases(const model::Block* block) {
  std::vector<std::string> cases;
  for (const model::Link* link : block->exits) cases.push_back(CaseName(link));
  return cases;
}

namespace {

std::vector<model::Link*> LinksInto(const model::FunctionGraph& graph, const model::Block* target) {
  std::vector<model::Link*> links;
  for (const model::Block* block : OpBlocks(graph)) {
    for (model::Link* link : block->exits) {
      if (link->target == target) links.push_back(link);
    }
  }
  return links;
}

}  // namespace

std::vector<model::Link*> ReturnLinks(const model::FunctionGraph& graph) {
  return LinksInto(graph, graph.returnblock());
}

std::vector<model::Link*> RaiseLinks(const model::FunctionGraph& graph) {
  return LinksInto(graph, graph.exceptblock());
}

std::vector<model::Link*> ExceptionLinks(const model::FunctionGraph& graph) {
  std::vector<model::Link*> links;
  for (const model::Block* block : OpBlocks(graph)) {
    if (block->exitswitch != model::ExitSwitch::kLastException) continue;
    for (size_t i = 1; i < block->exits.size(); ++i) links.push_back(block->exits[i]);
  }
  return links;
}

const host::HostObject* ReturnedConstant(const model::FunctionGraph& graph) {
  const model::Block* start = graph.startblock();
  if (start == nullptr || start->exits.size() != 1) return nullptr;
  const model::Link* link = start->exits[0];
  if (link->target != graph.returnblock() || link->args.size() != 1) return nullptr;
  return ConstantOf(link->args[0]);
}

bool HasBackEdge(const model::FunctionGraph& graph) {
  std::unordered_map<const model::Block*, size_t> index;
  std::vector<model::Block*> blocks = OpBlocks(graph);
  for (size_t i = 0; i < blocks.size(); ++i) index[blocks[i]] = i;
  for (size_t i = 0; i < blocks.size(); ++i) {
    for (const model::Link* link : blocks[i]->exits) {
      auto it = index.find(link->target);
      if (it != index.end() && it->second <= i) return true;
    }
  }
  return false;
}

}  // namespace rtfarm::flow::testing
