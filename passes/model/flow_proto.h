// The codec between flow graphs (flow_model.h) and their wire form (proto/flowgraph.proto).
//
// Graphs travel in bundles: many graphs sharing one table of constants, which may form
// cycles. Encoding is deterministic (the same graphs give byte-identical messages);
// decoding checks every index, number and kind and throws FlowProtoError with a precise
// message on malformed input: a worker may receive anything, and must never crash on it.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "passes/host/host_object.h"
#include "passes/lltype/lltype.h"
#include "passes/model/checkgraph.h"
#include "passes/model/flow_model.h"
#include "proto/flowgraph.pb.h"

namespace rtfarm::model {

// A graph that cannot be encoded (null pointers, clashing variable numbers) or a message
// that cannot be decoded.
class FlowProtoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// --- Encoding ---

// The graphs, in the given order, with one constant table for all of them.
proto::FlowGraphBundle EncodeGraphs(const std::vector<const FunctionGraph*>& graphs);
proto::FlowGraphBundle EncodeGraph(const FunctionGraph& graph);
struct EncodeOptions {
  // Source positions of graphs, operations and links. Shards need none (GenC writes no
  // line numbers), and leaving them out keeps a shard's input unchanged when an edit
  // elsewhere in the file moves its functions' lines.
  bool positions = true;
};

// The same into an empty bundle the caller owns (typically on a protobuf Arena, which
// frees a large bundle at once instead of message by message).
void EncodeGraphsInto(const std::vector<const FunctionGraph*>& graphs, proto::FlowGraphBundle* out,
                      const EncodeOptions& options = {});

// Deterministic serialisation of a bundle (the bytes shard caches hash).
std::string SerializeBundle(const proto::FlowGraphBundle& bundle);

// --- Decoding ---

struct DecodeOptions {
  // Run CheckGraph on every decoded graph and refuse the bundle on any violation. The
  // default does not look operations up in the flow-level table, so that graphs of
  // later phases decode too.
  bool check_graphs = true;
  CheckOptions check_options{.flow_level = false};
};

// What a bundle decodes to. The graphs' constants point into `values`, so keep the whole
// struct alive as long as a graph is in use.
struct DecodedGraphs {
  std::vector<std::unique_ptr<host::HostObject>> values;  // the constant table, by index
  std::vector<std::unique_ptr<FunctionGraph>> graphs;     // bundle order
  // Low-level bundles: the registry their types live in, and the bundle's type table.
  std::unique_ptr<lltype::TypeRegistry> types;
  std::vector<const lltype::Type*> type_table;
};

DecodedGraphs DecodeGraphs(const proto::FlowGraphBundle& bundle, const DecodeOptions& options = {});
// Parses then decodes; bytes that are not a bundle throw FlowProtoError too.
DecodedGraphs DecodeGraphsFromBytes(std::string_view bytes, const DecodeOptions& options = {});
// A bundle of exactly one graph (FlowProtoError otherwise): graphs[0].
DecodedGraphs DecodeGraph(const proto::FlowGraphBundle& bundle, const DecodeOptions& options = {});

// --- Comparison ---

// Constants as the codec preserves them: kind, key and primitive payload (bool, int,
// float bit pattern, text). Two nulls are equal.
bool ConstantsEqual(const host::HostObject* a, const host::HostObject* b);

// Same name, argnames and position; same blocks in Blocks() order (the return and except
// blocks matched even when unreachable); same operations (opname, position, arguments
// matched through a bijection between the graphs' variables, constants by
// ConstantsEqual); same exitswitches, exits, exitcases and link arguments. Variable
// numbers and hints are not compared. On a difference, `why` (when not null) names the
// first one.
bool GraphsStructurallyEqual(const FunctionGraph& a, const FunctionGraph& b, std::string* why);

}  // namespace rtfarm::model
