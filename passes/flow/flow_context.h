// The flow builder's engine (seed 000 §5): abstract interpretation of the bytecode of one
// function, block by block, recording operations on variables, folding operations on
// constants, merging frame states at merge points and splitting at every decision.
//
// Decisions in the middle of an instruction (a branch on a variable, an operation that
// may raise inside a `try`) end the current block and create one EggBlock per outcome.
// Flowing an EggBlock restarts from the state of its root SpamBlock and *replays* the
// recorded operations up to the decision, taking the egg's outcome there, then records
// new operations into the egg. Variables of the ancestors that the egg's operations
// use are renamed to the egg's own inputargs once the graph is complete.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/flow/decoded_code.h"
#include "passes/flow/frame_state.h"
#include "passes/host/host_space.h"
#include "passes/model/flow_model.h"

namespace rtfarm::flow {

struct BuildOptions {
  // A graph larger than max(max_blocks, max_blocks_per_instruction * the function's
  // instructions) is refused (runaway unrolling). The part that grows with the code lets
  // a huge function (an interpreter's dispatch loop: 4000 `with` or `try` statements make
  // about 20 blocks each) through while still catching an unrolling that never ends.
  int max_blocks = 20000;
  int max_blocks_per_instruction = 4;
};

class FlowContext {
 public:
  FlowContext(host::HostSpace& space, const host::HostObject* function,
              const BuildOptions& options);
  // The body of the generator function `function` for its resume graph (generator.cc):
  // the graph is named `graph_name` and each yield is recorded as a `yield_` operation.
  FlowContext(host::HostSpace& space, const host::HostObject* function, const BuildOptions& options,
              std::string graph_name);
  ~FlowContext();
  std::unique_ptr<model::FunctionGraph> Build();

  // --- used by the opcode implementations (opcodes.cc) ---
  host::HostSpace& space() { return space_; }
  FrameState& state() { return state_; }
  FrameSlice& frame() { return state_.top(); }
  const DecodedCode& code() { return CodeOf(state_.top().code); }
  const DecodedCode& CodeOf(const host::HostObject* code_object);
  const host::HostObject* function() const { return function_; }

  model::Constant* Const(const host::HostObject* object) { return graph_->NewConstant(object); }
  // Records `opname(args)` (or replays it) and returns its result. When the operation
  // can raise (per the operation table) and a handler covers the current instruction,
  // the block splits into the normal outcome and one per exception class; in the
  // exceptional outcomes this throws FlowRaise.
  model::Value* Record(const std::string& opname, std::vector<model::Value*> args);
  // Same, but never split on exceptions (the caller knows it cannot raise here).
  model::Value* RecordNoRaise(const std::string& opname, std::vector<model::Value*> args);
  // Records an operation that raises only `classes`, whatever the handlers: returns the
  // class raised in this outcome (null: no exception) and fills `raised`.
  const host::HostObject* RecordCatching(const std::string& opname, std::vector<model::Value*> args,
                                         const std::vector<const host::HostObject*>& classes,
                                         model::Value** result, FlowValue* raised);
  // Turns the last recorded operation, whose result is `value`, into its overflow-checked
  // variant (ovfcheck); splits on OverflowError when a handler covers it.
  void MakeOverflowChecked(model::Value* value);
  bool Replaying() const { return replay_level_ + 1 < chain_.size(); }
  // The truth of `value` on this path: folds constants, otherwise splits the block.
  bool GuessBool(model::Value* value);

  // Unwinds to a handler, or out of the function (link to the except block).
  [[noreturn]] void Raise(const FlowValue& exception);
  // The same, for an opcode whose last act is the raise (RERAISE, RAISE_VARARGS): it
  // returns at once, and the unwinding happens when the instruction has ended, without
  // a C++ throw through the opcode implementations (tens of thousands of instructions).
  void RaiseAfterInstruction(const FlowValue& exception) { raised_after_instruction_ = exception; }
  // Makes the exception value for `raise x` / `raise C` / `raise C(...)`.
  // The TypeError CPython raises for `raise` of something that is not an exception.
  FlowValue NotAnExceptionRaised();
  FlowValue ExceptionFromRaise(model::Value* raised);

  void PushFrame(const host::HostObject* code_object, std::vector<FlowValue> args);
  // Leaves the innermost frame with `result`: returns to the caller frame (inlined
  // comprehension) or links to the return block.
  void ReturnFromFrame(model::Value* result);

  // The operation recorded in the block being built that defines `value` (null when it
  // comes from elsewhere, or while replaying), and the recorded operations using it.
  const model::SpaceOperation* RecordedDefinition(const model::Value* value) const;
  std::vector<const model::SpaceOperation*> RecordedUses(const model::Value* value) const;
  // The operation that defines `value` in the block being built or replayed or in the
  // blocks it was split from (the decisions of a try, an if: its ancestors up to the
  // block where flowing started); null when it comes from elsewhere. A rewrite decided
  // on it is decided the same way when the block is replayed.
  const model::SpaceOperation* DefinitionInThisBlock(const model::Value* value) const;
  // Marks the operation defining `result` for removal once the graph is built and
  // simplified (RemoveElided), if nothing uses its result by then.
  void Elide(const model::Variable* result) { elided_.insert(result); }
  void RemoveElided(model::FunctionGraph& graph) const;

  [[noreturn]] void Fail(const std::string& construct);
  model::SourcePosition CurrentPosition();
  const host::HostObject* BuiltinClass(const char* name);

  // Liveness of locals for merges, and the constants links pass into possibly undefined
  // locals (frame_state.h).
  LivenessFn Liveness();
  UndefinedConstants MergeConstants();

  // Reads/writes a slot of the innermost frame, resolving a comprehension's free
  // variables to the enclosing frame's cell of the same name.
  FlowValue& Slot(int index);
  // Whether that slot (resolved as Slot does) holds a cell object: a variable captured
  // by a closure, or a free variable of a closure's body (docs/flow.md "Functions as
  // values"). Such a slot is bound to the cell for good; the variable is its attribute.
  bool IsCellSlot(int index);
  // The function being flowed is a closure's body (host helper `nested_function`): its
  // first parameter is the closure, whose attributes are the cells of its free variables.
  bool IsClosureBody() const;

  // Whether an exception raised here would reach a handler of the frame (a try block,
  // or a for loop that closes its generator when left by an exception). `stepped`: the iterator a
  // FOR_ITER steps, not counted (its generator ended when it raised: closing it does nothing, and
  // would keep malloc removal from its object).
  bool CoveredByHandler(const FlowValue* stepped = nullptr);
  // Closes the generators among `dropped` that their slot owns (FlowValue::
  // closes_generator: a for loop's iterator, a local), as CPython's refcounting does
  // when the last reference goes: `_rtfarm_drop` (host_space.cc) runs their finally
  // blocks. A local bound on some paths only is closed if bound (a branch here).
  void DropIterators(const FlowValue* dropped, size_t count);
  // GET_ITER's iterator of `iterable`: flagged to close its generator when dropped early
  // when `iterable` is a fresh generator object of a function that needs it.
  FlowValue LoopIterator(model::Value* iterable, model::Value* iterator);
  // The generator function (one that needs closing, GeneratorNeedsClose) whose maker
  // call the instruction `call_index` (default: the current instruction's previous one),
  // a CALL, made `value` with; else null.
  const host::HostObject* FreshGeneratorNeedingClose(model::Value* value, int call_index = -1);
  // CALL `argc`'s first argument when the call is next(), next(..., constant), any() or
  // all() of a fresh generator that needs closing (made by the CALL right before),
  // flagged; else Null.
  FlowValue TemporaryGeneratorArgument(int argc);
  // Whether local `slot` of the current frame holds the only reference to its value
  // (host OwnedGeneratorLocals), in the function's own frame of an ordinary function.
  bool OwnsGenerator(int slot);

 private:
  struct BlockRecord;  // a block being flowed (SpamBlock or EggBlock)
  struct StopFlowing {};

  BlockRecord* NewRecord(model::Block* block, BlockRecord* parent);
  void FlowOne(BlockRecord* record);
  void Interpret(BlockRecord* record, bool first = true);
  // Ends the current block at a merge point: links it to a block whose state generalises
  // `current`, or to a new or generalised one, queued for flowing.
  void MergeAt(const FrameState& current);
  void NameLocals(FrameState& state);
  void LinkTo(model::Block* target, std::vector<model::Value*> args);
  // Moves to the innermost handler of `exception` (true), or ends the current block with
  // a link to the except block (false).
  bool Unwind(FlowValue exception);
  // One exception outcome (class `klass`) of the decision ending current_'s block.
  void AddExceptionEgg(const host::HostObject* klass);
  // ovfcheck() of the operation ending the previous block (see the .cc); false when the
  // operation is not there.
  bool OverflowCheckPreviousBlock(model::Value* value);
  BlockRecord* MakeEgg(std::vector<model::Value*> extra_link_args,
                       std::vector<model::Variable*> extra_inputs,
                       const host::HostObject* exitcase);
  model::Value* Append(const std::string& opname, std::vector<model::Value*> args);
  // The decision after an operation that may raise `classes`: see RecordCatching.
  // `raises_at_once`: the caller raises the exception of an exceptional outcome at once
  // (Record), so that the state here is the one the raise unwinds from.
  const host::HostObject* DecideExceptions(const std::vector<const host::HostObject*>& classes,
                                           FlowValue* raised, bool raises_at_once = false);
  std::vector<const host::HostObject*> CanRaiseClasses(std::string_view opname);
  // Whether the Exception link the operation table lists for `opname` is needed: some
  // class of the program defines one of the special methods it may call.
  // getattr(x, 'name') where some class of the program has a property `name`.
  bool IsPropertyRead(const std::vector<model::Value*>& args);
  bool MayCallProgramMethods(std::string_view opname);
  bool IsDeadChain(const BlockRecord* record) const;
  // Ends an EggBlock at a statement boundary (see the .cc).
  bool ShouldCut() const;
  void CutAt();
  const host::HostObject* KnownInstanceClass(const model::Value* value) const;
  void RenameEggs();
  model::Variable* Carry(BlockRecord* record, model::Variable* raw,
                         const std::vector<BlockRecord*>& owner);

  host::HostSpace& space_;
  const host::HostObject* function_;
  std::string resumable_graph_name_;  // non-empty: flowing a generator's body
  BuildOptions options_;
  int64_t block_limit_ = 0;  // set by Build from the options and the code size
  std::unique_ptr<model::FunctionGraph> graph_;
  std::map<const host::HostObject*, std::unique_ptr<DecodedCode>> decoded_;

  std::deque<std::unique_ptr<BlockRecord>> records_;
  std::deque<BlockRecord*> pending_;
  std::map<std::vector<std::pair<const host::HostObject*, int>>, std::vector<BlockRecord*>>
      joinpoints_;

  // The block being flowed and the replay position.
  BlockRecord* current_ = nullptr;
  std::vector<BlockRecord*> chain_;  // root .. current
  size_t replay_level_ = 0;          // chain_[replay_level_] is being replayed
  size_t replay_index_ = 0;          // next operation of it
  FrameState state_;
  std::optional<FlowValue> raised_after_instruction_;  // RaiseAfterInstruction's
  // CanRaiseClasses by operation name.
  std::map<std::string, std::vector<const host::HostObject*>, std::less<>> can_raise_;
  // OwnsGenerator's answer for each slot of the function's own frame, asked once.
  std::optional<std::vector<bool>> owned_slots_;
  std::set<const model::Variable*> elided_;
  size_t cut_records_ = 0;  // records made by CutAt
  // Inputargs of cut blocks that stand for an instance of a known class.
  std::unordered_map<const model::Value*, const host::HostObject*> cut_instance_class_;
};

// Thrown through the opcode implementations when an exception is raised on this path.
struct FlowRaise {
  FlowValue exception;
};

}  // namespace rtfarm::flow
