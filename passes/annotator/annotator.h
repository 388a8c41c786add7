// The annotator (seed 000 §6): whole-program type inference by abstract interpretation
// of flow graphs, to the least general sound state. Blocks are (re)annotated until no
// rule generalises anything; graphs are built on demand, one per function and
// specialisation, keyed by stable names.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/reflow.h"
#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::annotator {

// One graph under annotation: a function under one specialisation.
struct GraphInfo {
  std::string key;  // "mod.f" or "mod.f<argtype(int)>": stable, sorts the output
  FunctionDesc* desc = nullptr;
  std::unique_ptr<model::FunctionGraph> graph;
  std::vector<Ann> bindings;         // by variable number
  std::vector<std::string> origins;  // where each inputarg's binding first came from
  Readers return_readers;            // blocks that use the return value
  int flows = 0;                     // block annotations performed (reflow statistics)
  std::unordered_map<const model::Block*, int> block_index;  // position in Blocks() order
};

// An error in the program, found by annotation: where, which operation, what.
struct AnnotatorError {
  std::string file;
  int line = 0;
  std::string function;
  std::string operation;  // "add(int, str)" with the argument annotations
  std::string message;
  std::string Format() const;
  bool operator<(const AnnotatorError& other) const;
};

struct AnnotatorOptions {
  int threads = 0;             // graph building threads; <= 0: every core
  uint64_t schedule_seed = 0;  // 0: FIFO; else a deterministic shuffle of the worklist
  int max_block_flows = 5'000'000;
};

struct AnnotatorStats {
  int graphs = 0;
  int blocks = 0;
  long long block_flows = 0;
  int classes = 0;
  double seconds = 0;
};

class Annotator : public ReflowSink {
 public:
  Annotator(host::HostSpace& space, AnnotatorOptions options = {});
  ~Annotator() override;

  // Annotates the program from `entry_point(argv: list[str]) -> int`.
  void AnnotateEntryPoint(const host::HostObject* function);
  // Annotates `function` called with `args` (tests).
  GraphInfo* AnnotateFunction(const host::HostObject* function, std::vector<Ann> args);
  // Runs the worklist to the fixpoint.
  void Complete();

  const std::vector<AnnotatorError>& errors() const { return errors_; }  // sorted, distinct
  AnnotatorStats stats() const;
  Bookkeeper& bookkeeper() { return *bookkeeper_; }
  host::HostSpace& space() { return space_; }
  std::vector<const GraphInfo*> graphs() const;  // sorted by key
  Ann Binding(const GraphInfo& info, const model::Value* value) const;
  Ann ReturnAnnotation(const GraphInfo& info) const;

  // --- for the rules ---
  // The graph for `desc` under specialisation `spec_key`, built if needed.
  GraphInfo* GraphFor(FunctionDesc* desc, const std::string& spec_key);
  // Merges `args` into the start block's inputargs and returns the return value
  // (registering the current block as its reader).
  Ann CallGraph(GraphInfo* info, const std::vector<Ann>& args);
  // Hidden variables created at the current operation: the same ListDef every time the
  // operation is annotated again (seed 000 §6.5).
  ListDef* ListDefHere(int slot = 0);
  DictDef* DictDefHere(int slot = 0);
  std::string CurrentWhere() const;        // "file.py:12"
  std::string CurrentPositionKey() const;  // graph key + block + operation index
  const model::SpaceOperation* CurrentOperation() const { return current_op_; }
  GraphInfo* CurrentGraph() const { return current_graph_; }

  // ReflowSink
  void Reflow(const Readers& readers) override;
  const model::Block* CurrentBlock() const override { return current_block_; }

 private:
  void Schedule(const model::Block* block);
  void FlowBlock(const model::Block* block);
  void AnnotateOperations(GraphInfo* info, const model::Block* block, bool* blocked_at_raising_op);
  void FollowExits(GraphInfo* info, const model::Block* block, bool only_exceptions);
  // `where`: the source position the values come from, for union error messages.
  void MergeInto(GraphInfo* info, const model::Block* target, const std::vector<Ann>& values,
                 const std::string& where);
  std::string LinkWhere(GraphInfo* info, const model::Link* link) const;
  Ann ValueOf(GraphInfo* info, const model::Value* value);
  void SetBinding(GraphInfo* info, const model::Variable* var, const Ann& value);
  void RecordError(const std::string& message);
  void BuildGraph(GraphInfo* info);

  host::HostSpace& space_;
  AnnotatorOptions options_;
  std::unique_ptr<Bookkeeper> bookkeeper_;
  std::map<std::string, std::unique_ptr<GraphInfo>> graphs_;
  std::unordered_map<const model::Block*, GraphInfo*> graph_of_block_;
  std::deque<const model::Block*> pending_;
  std::set<const model::Block*> scheduled_;
  std::set<const model::Block*> reached_;
  std::map<std::string, ListDef*> listdefs_here_;
  std::map<std::string, DictDef*> dictdefs_here_;
  std::vector<AnnotatorError> errors_;
  std::set<std::string> error_keys_;
  uint64_t shuffle_state_ = 0;
  long long block_flows_ = 0;
  double seconds_ = 0;

  // The operation being annotated.
  GraphInfo* current_graph_ = nullptr;
  const model::Block* current_block_ = nullptr;
  const model::SpaceOperation* current_op_ = nullptr;
  int current_op_index_ = -1;
  const model::Link* current_link_ = nullptr;  // the exit being followed
};

}  // namespace rtfarm::annotator
