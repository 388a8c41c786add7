// The annotator (seed 000 §6): whole-program type inference by abstract interpretation
// of flow graphs, to the least general sound state. Blocks are (re)annotated until no
// rule generalises anything; graphs are built on demand, one per function and
// specialisation, keyed by stable names.
#pragma once

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

#include <atomic>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/annotator/annotation.h"
#include "passes/annotator/bookkeeper.h"
#include "passes/annotator/reflow.h"
#include "passes/annotator/world_lock.h"
#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::annotator {

// One graph under annotation: a function under one specialisation.
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

struct GraphInfo {
  std::string key;  // "mod.f" or "mod.f<argtype(int)>": stable, sorts the output
  FunctionDesc* desc = nullptr;
  std::unique_ptr<model::FunctionGraph> graph;  // null while it is being built
  bool building = false;
  std::atomic<bool> build_claimed{false};  // set by whoever builds the graph (once)
  std::atomic<bool> build_done{false};     // a build task's builder finished (parked it or failed)
  bool called = false;                     // some call reached it (prefetched graphs may not)
  std::optional<AnnotatorError> build_error;  // reported once the graph is called
  // By variable number. An operation's result is written and read only by the worker
  // annotating its block (one at a time per block); an inputarg's is that worker's copy of
  // `inputs`, taken when the block starts.
  std::vector<Ann> bindings;
  // By variable number, for inputargs only: what links and calls merged into them, under
  // inputs_mu (merges come from any worker). Copied to `bindings` when annotation ends.
  std::vector<Ann> inputs;
  // Where each inputarg's binding first came from: a link's position (BlockEntry) or an
  // interned call position (CallWhere), never freed while annotating; null until bound. A
  // string per variable was a copy at each first binding and a compare at every merge.
  std::vector<const std::string*> origins;
  // By constant number: the annotations of the graph's constants. The primitive ones
  // (numbers, strings, None, tuples of those) are made by its builder, the others at
  // their first use; null until then.
  std::vector<Ann> constants;
  Readers return_readers;                            // blocks that use the return value
  const model::Block* last_return_reader = nullptr;  // the last one inserted (see HiddenValue)
  std::atomic<int> flows{0};  // block annotations performed (reflow statistics)
  std::unordered_map<const model::Block*, int> block_index;  // position in Blocks() order
  std::string file_base;  // the graph's file name without its directory, for positions
  // Guards `inputs`, `origins`, `return_readers`, `last_return_reader`, `called` and the
  // `reached` flags of the graph's blocks (`constants` are the world's). A leaf: taken
  // with the world held (shared or exclusive), and nothing but the queue's lock is taken
  // under it.
  mutable std::mutex inputs_mu;
};

// Thrown at the end of a step that called graphs not built yet (they gave nothing): the
// worker leaves the world, builds them (or waits for the workers building them), installs
// them and makes the step again. One throw for all the graphs a wide call found unbuilt:
// one per graph made the call again for each. Not a std::exception, as NeedExclusive.
struct NeedGraphs {};

// The last call through a set of pre-built constants made by one operation
// (rules_calls.cc). Annotated again with the same callee and arguments, the call only
// reads its callees' return values again: binding and merging the same arguments into
// the same graphs would change nothing (bindings only grow).
struct CallSiteMemo {
  Ann callee;
  std::vector<Ann> args;  // positional, then keyword values, then the star tuple
  std::vector<std::string> keywords;
  bool has_star = false;
  bool valid = false;
  // Per desc of the callee: the graph whose return value is its result, or null and the
  // result itself (an instance, a memo table, a special function, a refused graph).
  std::vector<GraphInfo*> graphs;
  std::vector<Ann> fixed;
};

struct AnnotatorOptions {
  int threads = 0;             // annotation and graph building threads; <= 0: every core
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
  std::string MissingAttribute(const GraphInfo& info, const model::SpaceOperation& op) const;
  Ann ReturnAnnotation(const GraphInfo& info) const;
  // The index of the operation that ends `block` early: a call of functions that never
  // return (each always raises or exits, `sys.exit()`), after which nothing of the
  // block runs. -1 for a block that runs to its exits.
  int NeverReturningCallAt(const model::Block* block) const;
  // The index of the operation from which `block` never runs: the read of a generator
  // object's slot that no yield ever stores (a resume point the program never reaches,
  // docs/generators.md). -1 for any other block.
  int UnreachedFrom(const model::Block* block) const;
  // Whether a link into `block`, which has no inputargs, was ever followed. (A block with
  // inputargs is reached when they are bound; one with none may hold only operations
  // whose results stay unknown, a call that never returns, and still be reached.)
  bool NoInputBlockReached(const model::Block* block) const;

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
  // Records that the current operation calls `callee` (the graph of `desc` chosen by
  // specialisation), for the RTyper, which must call the same graphs. The log is the
  // operation's own: only the worker annotating its block writes it.
  void RecordCallee(const Desc* desc, GraphInfo* callee);
  // The graphs the operation `op` calls, by desc key (empty when it calls none).
  std::map<std::string, GraphInfo*> CalleesOf(const model::SpaceOperation* op) const;
  // The memo of the PBC call made by the current operation (null outside operations),
  // the operation's own as its callee log.
  CallSiteMemo* CallSiteMemoHere();
  std::string CurrentWhere() const;  // "file.py:12"
  // "the call at file.py:12" for the current operation, built once per operation rather
  // than once per callee of a call through a PBC: the origin of what a call merges.
  // Interned: the same string object for the same text until the annotator is destroyed.
  const std::string& CallWhere() const;
  std::string CurrentLocation() const;     // "/full/path/file.py:12"
  std::string CurrentPositionKey() const;  // graph key + block + operation index
  const model::SpaceOperation* CurrentOperation() const { return Here().op; }
  GraphInfo* CurrentGraph() const { return Here().graph; }

  // ReflowSink. With the world held (hidden variables generalise in rules only).
  void Reflow(const Readers& readers) override;
  // Runs `step` with the world held shared; again with it held exclusive if the step
  // must write the world (NeedExclusive); after building the graphs it called unbuilt
  // (NeedGraphs), or leaving the block to the workers building them (LeftForBuilds).
  // Inside a hold already, the step just runs: the outermost one retries.
  template <typename Step>
  auto InWorld(Step&& step) -> decltype(step()) {
    if (CurrentWorldAccess() != WorldAccess::kUnlocked) return step();
    if (threads_ == 1) {
      // Alone, a worker has the world to itself (nothing else runs in a one-slot arena):
      // it never makes a step twice, and builds the graphs it calls at once (CallGraph).
      // The lock itself is not taken: that was a scan of its slots per operation.
      struct Alone {
        Alone() { CurrentWorldAccess() = WorldAccess::kExclusive; }
        ~Alone() { CurrentWorldAccess() = WorldAccess::kUnlocked; }
      } alone;
      return step();
    }
    for (;;) {
      UnbuiltCallees().clear();  // left by a step that ended in an error
      try {
        SharedWorld shared(world_);
        return Checked(step);
      } catch (const NeedExclusive&) {
        UnbuiltCallees().clear();
        try {
          ExclusiveWorld exclusive(world_);
          return Checked(step);
        } catch (const NeedGraphs&) {
        }
      } catch (const NeedGraphs&) {
      }
      if (!AwaitGraphs(LeavingAllowed())) throw LeftForBuilds{};
    }
  }
  // Set while a worker annotates a block's operations: a step that needs a graph another
  // worker is building then leaves the block (LeftForBuilds) instead of waiting; the
  // block is scheduled again when the graph is installed (it reads its return value).
  static bool& LeavingAllowed() {
    static thread_local bool allowed = false;
    return allowed;
  }
  struct LeftForBuilds {};
  // The graphs the current step called before they were built (they gave nothing yet).
  static std::vector<GraphInfo*>& UnbuiltCallees() {
    static thread_local std::vector<GraphInfo*> unbuilt;
    return unbuilt;
  }
  // Whether the current step has called a graph not built yet: what it computed is below
  // the final result, and must not be remembered as final (CallSiteMemo).
  static bool CalledUnbuilt() { return !UnbuiltCallees().empty(); }
  const model::Block* CurrentBlock() const override;
  static bool& SubclassesRead();  // set by NoteSubclassesRead during a block's annotation

 private:
  struct CalleeLog;
  // What the calling thread is annotating (each TBB worker runs one block at a time).
  struct Position {
    GraphInfo* graph = nullptr;
    const model::Block* block = nullptr;
    const model::SpaceOperation* op = nullptr;
    int op_index = -1;
    const model::Link* link = nullptr;
    // CallWhere() and the operation it was found for, reset with the position of each block.
    const model::SpaceOperation* where_op = nullptr;
    const std::string* call_where = nullptr;
    // CalleeLogHere() and the operation it was found for.
    const model::SpaceOperation* callee_op = nullptr;
    CalleeLog* callee_log = nullptr;
  };
  static Position& Here();
  enum class BlockState : uint8_t { kIdle, kQueued, kRunning, kDirty };
  // What workers need of each block of an installed graph, found with one lookup per
  // scheduling (it was two maps, looked up four times per block annotation).
  struct BlockEntry {
    GraphInfo* graph = nullptr;
    BlockState state = BlockState::kIdle;
    std::atomic<bool> scheduled{false};  // queued at least once: its callees were prefetched
    bool reached = false;                // a block with no inputargs was reached (under inputs_mu)
    // The operation its last annotation stopped at, its result not known yet (-1: none).
    // Those still set when annotation completes are errors.
    int blocked_at = -1;
    // LinkWhere of each exit, made by the builder: workers made one string per link
    // followed (2% of its serial instructions at 200k lines).
    std::vector<std::string> link_wheres;
    // The errors its last annotation met (written by the worker running it). Provisional:
    // a later annotation of the block, on more general bindings or a larger class
    // hierarchy, replaces them; Complete reports those of the fixpoint.
    std::vector<AnnotatorError> errors;
    // Its last annotation decided something from a class's subclasses (NoteSubclassesRead).
    bool read_subclasses = false;
    // The operation `errors` stopped it at; the operation count when following its exits
    // was refused.
    int refused_at = 0;
  };
  struct PendingBlock {
    const model::Block* block;
    BlockEntry* entry;  // stable: nodes of an unordered_map do not move
  };

  // A worker's task: runs queued blocks until the queue is empty. As many run as there
  // are workers; blocks of different graphs and of the same graph run at once.
  void RunBlocks();
  // Makes `info` installed: builds it here unless a worker claimed it, else waits for
  // that worker. With the world not held.
  void AwaitGraph(GraphInfo* info);
  // AwaitGraph of each of UnbuiltCallees(), which it empties; with `may_leave`, only
  // builds those no worker claimed, and returns false if another worker builds some.
  bool AwaitGraphs(bool may_leave = false);
  // The step's result, unless it called graphs not built yet (NeedGraphs).
  template <typename Step>
  static auto Checked(Step& step) -> decltype(step()) {
    if constexpr (std::is_void_v<decltype(step())>) {
      step();
      if (CalledUnbuilt()) throw NeedGraphs{};
    } else {
      auto result = step();
      if (CalledUnbuilt()) throw NeedGraphs{};
      return result;
    }
  }
  void Schedule(const model::Block* block);
  void Schedule(const model::Block* block, BlockEntry& entry);
  BlockEntry& EntryOf(const model::Block* block);  // with the world held
  void FlowBlock(BlockEntry& entry, const model::Block* block);
  // Runs the queued blocks to the fixpoint, installing parked graphs.
  void RunToFixpoint();
  // Annotates again, on the fixpoint's bindings, the blocks whose last annotation met
  // an error or read a class's subclasses, until their errors no longer change: what a
  // block was refused for must not depend on how much of the program was known when it
  // first ran.
  void RecheckRefusedBlocks();
  // Generalises the parameters of the functions one call reaches through a variable to
  // their union where their representations would differ; true when anything changed.
  bool NormalizeCallFamilies();
  std::vector<std::string> BlockErrorKeys() const;  // sorted
  // Annotates the block's operations in order. Returns the index of the first whose
  // result is not known yet (the rest waits for a reflow), or -1 when all are annotated.
  int AnnotateOperations(GraphInfo* info, const model::Block* block);
  // `link_wheres`: LinkWhere of each exit, made by the graph's builder.
  // Whether the last operation of a block catching its exceptions may raise anything
  // through a special method of its operands (its Exception link is taken).
  bool RaisingOperationMayCallUserCode(GraphInfo* info, const model::SpaceOperation& op);
  void FollowExits(GraphInfo* info, const model::Block* block,
                   const std::vector<std::string>& link_wheres, bool only_exceptions);
  // `where`: the source position the values come from, for union error messages; kept by
  // address as the origin, so it must live as long as the annotator (a link's, or interned
  // by Intern or CallWhere). With the world held.
  void MergeInto(GraphInfo* info, const model::Block* target, const std::vector<Ann>& values,
                 const std::string& where);
  // Whether `where` should become the origin: the smallest position names it, whatever the
  // order values arrived in (the same link or call again compares no text).
  static bool IsEarlierOrigin(const std::string& where, const std::string* origin) {
    return origin == nullptr || (origin != &where && where < *origin);
  }
  // "file.py:12": where the values a link carries come from, for union error messages.
  static std::string LinkWhere(const std::string& file_base, const model::FunctionGraph& graph,
                               const model::Link* link);
  Ann ValueOf(GraphInfo* info, const model::Value* value);
  Ann ConstantOf(GraphInfo* info, const model::Constant* constant);  // ValueOf of a constant
  // Binding of a variable of `info` (impossible when unbound), without asking the value
  // what it is: the operations' arguments are sorted once (AnnotateOperations).
  static Ann VariableBinding(const GraphInfo& info, const model::Variable* var) {
    int number = var->number();
    if (number < 0 || number >= static_cast<int>(info.bindings.size())) return Impossible();
    const Ann& a = info.bindings[number];
    return a ? a : Impossible();
  }
  // GraphInfo::constants for `graph`, with no lock (a builder's work).
  std::vector<Ann> PrimitiveConstants(const model::FunctionGraph& graph,
                                      const std::vector<model::Block*>& blocks) const;
  void SetBinding(GraphInfo* info, const model::Variable* var, const Ann& value);
  void AnnotateDescConstants(GraphInfo* info, const std::vector<model::Block*>& blocks);
  Ann ConstantValue(const model::Constant* constant);  // with the world held
  void RecordError(const std::string& message, const std::string& location = "");
  // The error `message` at the current position (or at `location`), its operation
  // described; with the world held.
  AnnotatorError ErrorHere(const std::string& message, const std::string& location,
                           const std::string& function = "");
  // Once per distinct text; `block` is the block being annotated when it was found
  // (null: kept whatever is reached, see DropErrorsOfUnreachedBlocks).
  void AddError(const AnnotatorError& error, const model::Block* block);
  void AddError(const AnnotatorError& error) { AddError(error, Here().block); }
  void BuildGraph(GraphInfo* info);
  // The graph a build task builds next, claimed (null: all are claimed).
  GraphInfo* NextBuild();
  void BuildClaimed(GraphInfo* info);  // builds it and parks the result
  // Builds the graph of `info` in the calling thread unless a worker already claimed it;
  // returns whether it is built now.
  bool BuildNow(GraphInfo* info);
  void PrefetchCallees(const model::Block* block);
  void PrefetchModule(const host::HostObject* module);
  void ReportBuildError(GraphInfo* info);
  void ComputeCallFamilies();
  // Graphs built by build tasks are parked, not installed, while workers annotate blocks:
  // the builder goes on building instead of waiting for the world. The workers install
  // them between blocks, several at a time.
  struct BuiltGraph {
    GraphInfo* info;
    std::unique_ptr<model::FunctionGraph> graph;
    std::optional<AnnotatorError> error;
    // What installing the graph needs and reads nothing shared, made by the builder
    // (Build) rather than by the worker installing it, with the world held exclusive.
    std::vector<model::Block*> blocks;  // Blocks() order
    std::unordered_map<const model::Block*, int> block_index;
    std::vector<Ann> bindings;                          // empty, one per variable
    std::vector<const std::string*> origins;            // likewise
    std::vector<Ann> constants;                         // GraphInfo::constants
    std::string file_base;                              // GraphInfo::file_base
    std::vector<std::vector<std::string>> link_wheres;  // BlockEntry::link_wheres, by block
  };
  // Builds the flow graph of `info` and what installing it needs, with no lock.
  BuiltGraph Build(GraphInfo* info);
  void FinishBuild(BuiltGraph built);
  void Park(BuiltGraph built);
  void InstallParked();  // takes the world exclusive
  void ReportBlockedBlocks();
  // The blocks the program reaches on the fixpoint's results alone (final_reach.cc): from
  // the graphs no operation calls (the entry point, those the runtime calls), through each
  // block up to the first operation refused, blocked or calling only graphs that never
  // return. Code reached earlier only through a result an operation had before it was
  // refused again at the fixpoint is not among them.
  std::unordered_set<const model::Block*> BlocksReachedAtFixpoint() const;
  // Drops the errors found only in blocks the fixpoint does not reach: which of them a
  // refused program showed depended on how far provisional results had flowed, that is,
  // on the schedule. Never drops every error.
  void DropErrorsOfUnreachedBlocks();
  // Set by DropErrorsOfUnreachedBlocks when it filtered: ReportBlockedBlocks reports no
  // blocked operation outside it.
  std::optional<std::unordered_set<const model::Block*>> reached_at_fixpoint_;
  // Whether `op`, blocked at the fixpoint, is a call whose callees are all functions or
  // methods (their results stay unknown only because none of them ever returns).
  bool CallsOnlyFunctions(GraphInfo* info, const model::SpaceOperation& op);
  std::string BlockedReason(GraphInfo* info, const model::SpaceOperation& op);
  void AppendWhere(std::string& out) const;  // CurrentWhere, appended; needs an operation

  host::HostSpace& space_;
  AnnotatorOptions options_;
  // The bookkeeper and what it owns (descs, ClassDefs and their attributes, ListDefs and
  // DictDefs), the registry of graphs, the installed graphs' structure (blocks_) and their
  // constants: held shared by each step of a block, exclusive by a step that writes them
  // (world_lock.h). What else workers share has a lock of its own, taken with the world
  // held and nothing but the queue's lock taken under it: a graph's inputs, a hidden
  // variable's binding and readers, the queue, errors, interned strings, the operations'
  // callee logs and memos, new ListDefs.
  WorldLock world_;
  // Guards pending_, every BlockEntry's state and scheduled flag, and active_runners_.
  std::mutex queue_mu_;
  int active_runners_ = 0;
  std::mutex errors_mu_;            // errors_, error_keys_
  std::mutex callees_mu_;           // the maps callees_ and call_memos_ (nodes stay)
  std::mutex here_mu_;              // listdefs_here_, dictdefs_here_
  mutable std::mutex interned_mu_;  // interned_
  // A pool larger than the machine (the determinism test asks for 8 on 2 cores) is
  // allowed explicitly rather than silently capped by TBB.
  std::optional<tbb::global_control> parallelism_;
  tbb::task_arena arena_;
  std::unique_ptr<tbb::task_group> group_ =
      std::make_unique<tbb::task_group>();  // its destructor may throw
  std::unique_ptr<Bookkeeper> bookkeeper_;
  std::map<std::string, std::unique_ptr<GraphInfo>> graphs_;
  std::unordered_map<const model::Block*, BlockEntry> blocks_;  // filled by FinishBuild
  // Blocks cut short by a call that never returns, with its index (ReportBlockedBlocks).
  std::unordered_map<const model::Block*, int> never_returning_;
  // Blocks of resume graphs entering a resume point never reached (UnreachedFrom).
  std::unordered_map<const model::Block*, int> unreached_from_;
  std::deque<PendingBlock> pending_;
  std::unordered_set<const model::Block*> reached_;  // reached blocks with no inputargs
  std::set<const host::HostObject*> prefetched_modules_;
  std::map<std::string, ListDef*> listdefs_here_;
  std::map<std::string, DictDef*> dictdefs_here_;
  // The graphs one call operation reached, by desc, in the order recorded: the latest
  // of a desc holds. By desc, not by desc key: a call through a PBC of thousands of
  // methods records each once per site, and keying by strings cost a string comparison per
  // tree level; appended, not inserted into a hash table per desc (8% of the
  // serial instructions at 200k lines). CalleesOf (the RTyper's view) sorts by key.
  struct CalleeLog {
    std::vector<std::pair<const Desc*, GraphInfo*>> entries;
    size_t compacted = 0;  // entries after the last compaction (one per desc)
  };
  CalleeLog* CalleeLogHere();  // the current operation's (null outside operations)
  static void CompactIfLong(CalleeLog& log);
  std::unordered_map<const model::SpaceOperation*, CalleeLog> callees_;
  std::unordered_map<const model::SpaceOperation*, CallSiteMemo> call_memos_;
  std::vector<AnnotatorError> errors_;
  std::set<std::string> error_keys_;
  // By error text: the blocks it was found in (null: outside any block).
  std::map<std::string, std::vector<const model::Block*>> error_blocks_;
  // The strings origins point to that no graph owns: call positions and "a call".
  mutable std::unordered_set<std::string> interned_;
  const std::string& Intern(const std::string& text) const {
    std::lock_guard lock(interned_mu_);
    return *interned_.insert(text).first;
  }
  uint64_t shuffle_state_ = 0;
  std::atomic<long long> block_flows_{0};
  double seconds_ = 0;
  std::atomic<bool> stopped_{false};  // too many block annotations
  int threads_ = 1;                   // workers in the arena
  // Graphs waiting for a builder, by priority: the callees of scheduled blocks (in
  // schedule order, as the workers run them), then every graph in the order it was asked
  // for (the module prefetch). A graph may be listed in both.
  alignas(64) std::mutex build_mu_;
  std::deque<GraphInfo*> builds_soon_;
  std::deque<GraphInfo*> builds_;
  std::mutex parked_mu_;
  std::vector<BuiltGraph> parked_;
  std::atomic<int> parked_count_{0};
};

}  // namespace rtfarm::annotator
