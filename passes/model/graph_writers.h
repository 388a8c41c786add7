// Graph viewers: the counterpart of RPython's pygame graph viewer (seed 003, "The Flow
// Model"), as plain text, Graphviz dot, SVG and one self-contained HTML page.
//
// Every writer is deterministic: blocks are numbered in FunctionGraph::Blocks() order
// (block0 is the start block), the graph's return and except blocks are called
// `returnblock` / `exceptblock`, and constants are shown by FormatConstant, which never
// looks at addresses. The same graph therefore always gives byte-identical output.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "passes/host/host_object.h"
#include "passes/model/flow_model.h"

namespace rtfarm::model {

// Extra text shown after a variable where it is defined (inputargs, operation results):
// `rtfarm flowgraph --annotate` shows each variable's annotation this way. Empty: none.
using VariableLabel = std::function<std::string(const Variable*)>;

// A short readable form of a constant, for listings: None, True, 42, 1.0, 1e+16, 'abc',
// b'\x00', (1, 'a'), <function mod.f>, <class builtins.ValueError>, <builtin len>,
// <module mod>; anything else `<kind key>`. str and bytes use Python's repr quoting and
// escapes; a str longer than 60 characters (bytes: 60 bytes) is cut there and followed
// by "..." after the closing quote. Tuples show at most 10 items. Null gives "<null>".
std::string FormatConstant(const host::HostObject* object);

// A readable listing:
//
//   graph mod.f(x)   # mod.py:1
//   block0(v2 x):
//     v3 = gt(v2, 0)   # mod.py:2
//     exitswitch: v3
//     -> block1(v2) [case False]
//     -> return v2 [case True]
//
// Links to the graph's return block are shown as `return v`, links to its except block
// as `raise (etype, evalue)`; those two blocks are not listed themselves.
std::string GraphToText(const FunctionGraph& graph, const VariableLabel& label = {});

// Graphviz dot: one box per block (HTML-like label: header with the inputargs, then the
// operations and the exitswitch), the return block green, the except block red, the start
// block bold; edges labelled with their exitcase, args and exception variables. Node ids
// are the block names of GraphToText.
std::string GraphToDot(const FunctionGraph& graph, const VariableLabel& label = {});

// Several graphs in one dot digraph, graph N in `subgraph cluster_N` with node ids
// prefixed by `gN_`.
std::string GraphsToDot(const std::vector<const FunctionGraph*>& graphs,
                        const VariableLabel& label = {});

// Runs `dot -Tsvg` on `dot` and returns the SVG document. Throws std::runtime_error
// carrying dot's stderr when dot cannot be run or rejects the input.
std::string DotToSvg(const std::string& dot);

// One self-contained HTML page (no external resources): a sidebar index of the graph
// names with a filter box, and for each graph (anchor `graph-N`) its inline SVG and a
// collapsible text listing. Calls DotToSvg once per graph.
std::string GraphsToHtml(const std::vector<const FunctionGraph*>& graphs, const std::string& title,
                         const VariableLabel& label = {});

}  // namespace rtfarm::model
