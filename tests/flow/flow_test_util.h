// Shared helpers of the flow builder tests: one HostSpace per test binary (the embedded
// interpreter starts once per process), fixture modules by name, functions by qualified
// name, and small queries on the shape of a flow graph.
//
// Blocks are numbered as GraphToText numbers them: FunctionGraph::Blocks() order with
// the return and except blocks left out, so `OpBlocks(g)[1]` is "block1" of the listing.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "passes/flow/build_flow.h"
#include "passes/flow/flow_error.h"
#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow::testing {

// The process-wide space, with the runfiles' rtfarm home on sys.path.
host::HostSpace& Space();

// <runfiles>/rtfarm/tests/flow/fixtures/<name>.py
std::string FixturePath(const std::string& name);

// Imports tests/flow/fixtures/<name>.py once.
const host::HostObject* FixtureModule(const std::string& name);

// The function (or method: "Class.method") of a fixture module with that qualified
// name; null when there is none.
const host::HostObject* FindFunction(const std::string& module, const std::string& qualname);

// Builds the graph of module.qualname. A FlowError (or a missing function) is reported
// as a test failure and gives null, so callers ASSERT_NE(graph, nullptr).
std::unique_ptr<model::FunctionGraph> Build(const std::string& module, const std::string& qualname);

// The FlowError building module.qualname throws; nullopt (plus a test failure naming
// the graph) when it builds.
std::optional<FlowError> BuildError(const std::string& module, const std::string& qualname);

// The 1-based number of the first line of tests/flow/fixtures/<module>.py containing
// `text` (0 when none does): refusal tests name the line they expect by its text.
int LineOf(const std::string& module, const std::string& text);

// GraphToText, for failure messages.
std::string Listing(const model::FunctionGraph& graph);

// CheckGraph's messages joined by newlines ("" for a well-formed graph).
std::string Problems(const model::FunctionGraph& graph);

// --- graph shape ---------------------------------------------------------------------

// Reachable blocks other than the return and except blocks, in listing order.
std::vector<model::Block*> OpBlocks(const model::FunctionGraph& graph);

// Operation names of one block, in order.
std::vector<std::string> OpNames(const model::Block* block);

// Operation names of every block, in listing order.
std::vector<std::string> AllOpNames(const model::FunctionGraph& graph);

int CountOps(const model::FunctionGraph& graph, const std::string& opname);

// The first operation named `opname` (listing order), and its block; null when absent.
const model::SpaceOperation* FindOp(const model::FunctionGraph& graph, const std::string& opname,
                                    const model::Block** block = nullptr);

// The host object of a Constant, null for a Variable or null.
const host::HostObject* ConstantOf(const model::Value* value);

// A readable form of a value: FormatConstant for constants, "var" for variables.
std::string ValueText(const model::Value* value);

// "True"/"False" for a bool switch case, the class's __name__ for an exception link, ""
// for an unconditional link.
std::string CaseName(const model::Link* link);

// The cases of a block's exits, in order.
std::vector<std::string> ExitCases(const model::Block* block);

// Every link whose target is the return block (listing order of their source blocks).
std::vector<model::Link*> ReturnLinks(const model::FunctionGraph& graph);
// Every link into the except block.
std::vector<model::Link*> RaiseLinks(const model::FunctionGraph& graph);
// Every exception link (an exit past the first of a last_exception switch).
std::vector<model::Link*> ExceptionLinks(const model::FunctionGraph& graph);

// When the start block links straight to the return block with a constant, that
// constant; null otherwise.
const host::HostObject* ReturnedConstant(const model::FunctionGraph& graph);

// Whether some block's exits loop back to a block listed no later than it (a cycle).
bool HasBackEdge(const model::FunctionGraph& graph);

}  // namespace rtfarm::flow::testing

// Every test checks its graph with CheckGraph and a protobuf round trip; the listing
// explains a failure.
#define EXPECT_WELL_FORMED(graph) \
  EXPECT_EQ(::rtfarm::flow::testing::Problems(graph), "") << ::rtfarm::flow::testing::Listing(graph)
