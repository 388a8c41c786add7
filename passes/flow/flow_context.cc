#include "passes/flow/flow_context.h"

#include <algorithm>

#include "passes/flow/constant_fold.h"
#include "passes/flow/flow_error.h"
#include "passes/flow/generator.h"
#include "passes/flow/opcodes.h"
#include "passes/flow/special_method_names.h"
#include "passes/model/operation_table.h"

namespace rtfarm::flow {

struct FlowContext::BlockRecord {
  enum Kind { kSpam, kBoolEgg, kNormalEgg, kExceptionEgg };
  model::Block* block = nullptr;
  BlockRecord* parent = nullptr;
  Kind kind = kSpam;
  FrameState start_state;  // SpamBlock: the state its inputargs stand for
  // ExceptionEgg of an operation raised at once (Record): the state the raise unwinds
  // from, shared by the decision's eggs; the flows of it and its descendants start there
  // (FlowOne).
  std::shared_ptr<const FrameState> raise_state;
  bool bool_outcome = false;
  const host::HostObject* exc_class = nullptr;
  model::Variable* exc_type = nullptr;  // placeholders used while replaying
  model::Variable* exc_value = nullptr;
  // Variables of the ancestors (as the replay sees them) -> this block's inputargs: an
  // exception egg's placeholders at first, then what RenameEggs finds used.
  std::unordered_map<const model::Variable*, model::Variable*> rename;
  // EggBlock: its inputargs and the args of the link from its parent that stand for
  // ancestors' variables, made by RenameEggs (before `extra_inputs` / the link's extras).
  std::vector<std::pair<model::Variable*, model::Variable*>> carried;  // parent's -> own
  std::vector<model::Variable*> extra_inputs;
  model::Link* entry = nullptr;  // the link from its parent
  bool dead = false;             // generalised away: its flow result is discarded
  // A SpamBlock made by CutAt: the merge-point SpamBlock (or the start block) its
  // straight-line region began at. Only those are ever generalised (marked dead), so the
  // region is dead when it is: followed by IsDeadChain instead of a chain of cuts.
  BlockRecord* region = nullptr;
};

namespace {

std::string InternalError(const std::string& what) {
  return "internal error of the flow builder: " + what;
}

}  // namespace

FlowContext::FlowContext(host::HostSpace& space, const host::HostObject* function,
                         const BuildOptions& options)
    : space_(space), function_(function), options_(options) {}

FlowContext::FlowContext(host::HostSpace& space, const host::HostObject* function,
                         const BuildOptions& options, std::string graph_name)
    : space_(space),
      function_(function),
      resumable_graph_name_(std::move(graph_name)),
      options_(options) {}

FlowContext::~FlowContext() = default;

const DecodedCode& FlowContext::CodeOf(const host::HostObject* code_object) {
  auto& slot = decoded_[code_object];
  if (!slot) {
    try {
      slot = std::make_unique<DecodedCode>(code_object);
    } catch (const std::runtime_error& error) {
      decoded_.erase(code_object);
      Fail(std::string("cannot decode bytecode: ") + error.what());
    }
  }
  return *slot;
}

const model::SpaceOperation* FlowContext::RecordedDefinition(const model::Value* value) const {
  if (Replaying() || value == nullptr || value->is_constant()) return nullptr;
  for (const auto& op : current_->block->operations) {
    if (op.result == value) return &op;
  }
  return nullptr;
}

const model::SpaceOperation* FlowContext::DefinitionInThisBlock(const model::Value* value) const {
  if (value == nullptr || value->is_constant() || chain_.empty()) return nullptr;
  size_t level = Replaying() ? replay_level_ : chain_.size() - 1;
  for (size_t i = level + 1; i-- > 0;) {
    for (const auto& op : chain_[i]->block->operations) {
      if (op.result == value) return &op;
    }
  }
  return nullptr;
}

std::vector<const model::SpaceOperation*> FlowContext::RecordedUses(
    const model::Value* value) const {
  std::vector<const model::SpaceOperation*> uses;
  if (Replaying()) return uses;
  for (const auto& op : current_->block->operations) {
    if (std::find(op.args.begin(), op.args.end(), value) != op.args.end()) uses.push_back(&op);
  }
  return uses;
}

void FlowContext::RemoveElided(model::FunctionGraph& graph) const {
  // Only operations nothing uses any more are removed (to a fixpoint: the list is used by
  // the other two): a safe fallback if a link still carries one of them.
  bool changed = !elided_.empty();
  while (changed) {
    changed = false;
    std::set<const model::Value*> used;
    for (model::Block* block : graph.Blocks()) {
      for (const auto& op : block->operations) used.insert(op.args.begin(), op.args.end());
      for (model::Link* link : block->exits) used.insert(link->args.begin(), link->args.end());
      if (block->exitswitch_var) used.insert(block->exitswitch_var);
    }
    for (model::Block* block : graph.Blocks()) {
      changed |= std::erase_if(block->operations, [&](const model::SpaceOperation& op) {
                   return elided_.count(op.result) && !used.count(op.result);
                 }) > 0;
    }
  }
}

void FlowContext::Fail(const std::string& construct) {
  std::string file = "?";
  int line = 0;
  if (!state_.frames.empty()) {
    model::SourcePosition position = CurrentPosition();
    file = position.file;
    line = position.line;
  } else if (function_->code() != nullptr) {
    file = function_->code()->filename;
    line = function_->code()->firstlineno;
  }
  throw FlowError(function_->key(), file, line, construct);
}

model::SourcePosition FlowContext::CurrentPosition() {
  const DecodedCode& dc = code();
  return {dc.info->filename, dc.LineAt(frame().instr_offset), frame().instr_offset};
}

const host::HostObject* FlowContext::BuiltinClass(const char* name) {
  const host::HostObject* klass = space_.Builtin(name);
  if (klass == nullptr || klass->kind() != host::HostKind::kClass)
    Fail(InternalError(std::string("no builtin ") + name));
  return klass;
}

std::unique_ptr<model::FunctionGraph> FlowContext::Build() {
  const host::HostObject* code_object = function_->code_object();
  if (code_object == nullptr || code_object->code() == nullptr) {
    throw FlowError(function_->key(), "?", 0, "not a Python function");
  }
  const host::CodeInfo& info = *code_object->code();
  bool resumable = !resumable_graph_name_.empty();
  graph_ =
      std::make_unique<model::FunctionGraph>(resumable ? resumable_graph_name_ : function_->key());
  graph_->position = {info.filename, info.firstlineno, -1};
  auto refuse = [&](const std::string& what) {
    throw FlowError(function_->key(), info.filename, info.firstlineno, what);
  };
  if (info.flags & host::kCoAsyncGenerator) refuse("async generators are not supported");
  if ((info.flags & host::kCoGenerator) && !resumable)
    refuse("internal error: a generator function flowed as a plain function");
  if (info.flags & (host::kCoCoroutine | host::kCoIterableCoroutine))
    refuse("async functions are not supported");

  const DecodedCode& dc = CodeOf(code_object);
  block_limit_ =
      std::max<int64_t>(options_.max_blocks, int64_t{options_.max_blocks_per_instruction} *
                                                 static_cast<int64_t>(dc.instructions.size()));
  FrameSlice slice;
  slice.code = code_object;
  if (resumable) slice.yields = FrameSlice::Yields::kResumable;
  slice.locals.resize(dc.slot_names.size());
  int nargs = info.argcount + info.kwonlyargcount + ((info.flags & host::kCoVarargs) ? 1 : 0) +
              ((info.flags & host::kCoVarkeywords) ? 1 : 0);
  for (int i = 0; i < nargs; ++i) {
    slice.locals[i] = FlowValue::Of(graph_->NewVariable(info.varnames[i]));
    graph_->argnames.push_back(info.varnames[i]);
  }
  const auto& closure = function_->closure();
  for (size_t i = 0; i < info.freevars.size(); ++i) {
    if (i < closure.size() && closure[i] != nullptr) {
      slice.locals[dc.first_free_slot + i] = FlowValue::Of(Const(closure[i]));
    }
  }
  FrameState start;
  start.frames.push_back(std::move(slice));
  BlockRecord* root = NewRecord(graph_->NewBlock(start.Variables()), nullptr);
  root->start_state = std::move(start);
  graph_->set_startblock(root->block);
  pending_.push_back(root);

  while (!pending_.empty()) {
    BlockRecord* record = pending_.front();
    pending_.pop_front();
    if (IsDeadChain(record)) continue;
    FlowOne(record);
  }
  RenameEggs();
  graph_->Prune();
  return std::move(graph_);
}

FlowContext::BlockRecord* FlowContext::NewRecord(model::Block* block, BlockRecord* parent) {
  // Cuts are not counted: they split blocks that simplification joins again, and must not
  // change which functions the limit refuses.
  if (static_cast<int64_t>(records_.size() - cut_records_) >= block_limit_) {
    Fail("the flow graph exceeds " + std::to_string(block_limit_) + " blocks");
  }
  records_.push_back(std::make_unique<BlockRecord>());
  BlockRecord* record = records_.back().get();
  record->block = block;
  record->parent = parent;
  return record;
}

bool FlowContext::IsDeadChain(const BlockRecord* record) const {
  for (; record != nullptr; record = record->parent) {
    if (record->dead) return true;
    if (record->region != nullptr && record->region->dead) return true;
  }
  return false;
}

void FlowContext::FlowOne(BlockRecord* record) {
  chain_.clear();
  for (BlockRecord* r = record; r != nullptr; r = r->parent) chain_.push_back(r);
  std::reverse(chain_.begin(), chain_.end());
  current_ = record;
  // The replay starts at the deepest exception egg on the chain whose decision saved the
  // state its raise unwinds from, rather than at the root: replaying up to it would end
  // in the raising operation's Record, whose FlowRaise unwinds to Interpret, which moves
  // to the handler. A C++ throw through the opcode implementations costs 50,000 to
  // 80,000 instructions (their unwind tables are long), and every exception outcome of
  // every operation in a `try` or `with` took one, with every block below it: a fifth of
  // building the graph of 1000 try/finally statements. The replay would reach the same
  // state: it re-executes the same instructions from the same start, getting the
  // recorded operations' results back.
  size_t start = 0;
  for (size_t level = chain_.size(); level-- > 1;) {
    if (chain_[level]->raise_state != nullptr) {
      start = level;
      break;
    }
  }
  replay_index_ = 0;
  replay_level_ = start;
  raised_after_instruction_.reset();
  try {
    if (start == 0) {
      state_ = chain_.front()->start_state;
      Interpret(record);
      return;
    }
    const BlockRecord* egg = chain_[start];
    state_ = *egg->raise_state;
    if (Unwind(FlowValue::Exception(egg->exc_value, egg->exc_type, egg->exc_class)))
      Interpret(record, /*first=*/false);
  } catch (const StopFlowing&) {
  }
}

// Ends when the block being flowed does. A merge point and an exception leaving the
// function end it here, by returning: a C++ throw costs about 20,000 instructions, and a
// merge point ends a block about ten times per graph (building every graph of 50k
// generated lines took 14% fewer instructions without those throws). Operations that end
// it deeper down (a branch, a raising call, a return) still throw StopFlowing to FlowOne.
void FlowContext::Interpret(BlockRecord*, bool first) {
  for (;;) {
    try {
      for (;;) {
        FrameSlice& f = frame();
        const DecodedCode& dc = code();
        int offset = f.next_offset;
        if (!first && dc.merge_points.count(offset)) {
          if (replay_level_ + 1 < chain_.size())
            Fail(InternalError("merge point reached while replaying"));
          MergeAt(state_);
          return;
        }
        if (!first && ShouldCut()) {
          CutAt();
          return;
        }
        first = false;
        const Instruction* ins = dc.At(offset);
        if (ins == nullptr) Fail("execution falls off the end of the bytecode");
        f.instr_offset = ins->offset;
        f.next_offset = ins->next_offset;
        ExecuteInstruction(*this, *ins);
        if (raised_after_instruction_) {
          FlowValue exception = std::move(*raised_after_instruction_);
          raised_after_instruction_.reset();
          if (!Unwind(exception)) return;
        }
      }
    } catch (FlowRaise& raise) {
      if (!Unwind(raise.exception)) return;
    }
  }
}

bool FlowContext::CoveredByHandler(const FlowValue* stepped) {
  for (const FrameSlice& f : state_.frames) {
    if (FindHandler(CodeOf(f.code).handlers, f.instr_offset) != nullptr) return true;
    // A loop that closes its generator when an exception leaves it is a handler too.
    for (const FlowValue& slot : f.stack)
      if (slot.closes_generator() && &slot != stepped) return true;
  }
  return false;
}

void FlowContext::DropIterators(const FlowValue* dropped, size_t count) {
  for (size_t i = count; i-- > 0;) {
    if (!dropped[i].closes_generator()) continue;
    // A local bound on some paths only (a loop's first entry): closed if bound.
    if (dropped[i].maybe_undefined() && !GuessBool(dropped[i].etype)) continue;
    model::Value* drop = RecordNoRaise(
        "getattr", {dropped[i].closed_generator(), Const(space_.Str("_rtfarm_drop"))});
    RecordNoRaise("simple_call", {drop});
  }
}

FlowValue FlowContext::LoopIterator(model::Value* iterable, model::Value* iterator) {
  FlowValue result = FlowValue::Of(iterator);
  result.object = FreshGeneratorNeedingClose(iterable);
  if (result.object != nullptr) return result;
  // enumerate(f(...)) or enumerate(f(...), constant): the enumerate object holds the
  // only reference to the generator, and the loop the only one to the enumerate object.
  const DecodedCode& dc = code();
  auto at = dc.index_of_offset.find(frame().instr_offset);
  const model::SpaceOperation* made = DefinitionInThisBlock(iterable);
  if (at == dc.index_of_offset.end() || at->second < 4 || made == nullptr ||
      made->opname != "simple_call" || made->args.size() < 2 || made->args.size() > 3 ||
      !made->args[0]->is_constant() ||
      static_cast<model::Constant*>(made->args[0])->object() != space_.Builtin("enumerate"))
    return result;
  int call = at->second - 1;  // CALL of enumerate, PRECALL, [LOAD_CONST start], CALL of f
  int inner = call - (made->args.size() == 3 ? 3 : 2);
  if (dc.instructions[call].opcode != CALL || dc.instructions[call - 1].opcode != PRECALL ||
      (made->args.size() == 3 && dc.instructions[call - 2].opcode != LOAD_CONST) || inner < 0)
    return result;
  if (const host::HostObject* closed = FreshGeneratorNeedingClose(made->args[1], inner))
    return FlowValue{FlowValue::kClosingWrapper, iterator, made->args[1], closed};
  return result;
}

const host::HostObject* FlowContext::FreshGeneratorNeedingClose(model::Value* value,
                                                                int call_index) {
  // Only a call's result is fresh: `for x in g` over a local leaves g holding it.
  const DecodedCode& dc = code();
  if (call_index < 0) {
    auto at = dc.index_of_offset.find(frame().instr_offset);
    if (at == dc.index_of_offset.end() || at->second == 0) return nullptr;
    call_index = at->second - 1;
  }
  if (dc.instructions[call_index].opcode != CALL) return nullptr;
  const model::SpaceOperation* made = DefinitionInThisBlock(value);
  if (made == nullptr || made->opname != "simple_call") return nullptr;
  if (!made->args[0]->is_constant()) {
    // x.name(...): a generator method that needs closing, whatever x's class (the flow
    // graph does not know it); the generator class of the method (its `<generators>`
    // base when overridden) is the one named.
    const model::SpaceOperation* method = DefinitionInThisBlock(made->args[0]);
    if (method == nullptr || method->opname != "getattr" || !method->args[1]->is_constant())
      return nullptr;
    const host::HostObject* name = static_cast<model::Constant*>(method->args[1])->object();
    if (name->kind() != host::HostKind::kStr || !space_.GeneratorMethodNeedsClose(name->text()))
      return nullptr;
    return name;
  }
  const host::HostObject* callee = static_cast<model::Constant*>(made->args[0])->object();
  if (callee->kind() != host::HostKind::kFunction || !IsGeneratorFunction(callee) ||
      !space_.GeneratorNeedsClose(callee))
    return nullptr;
  return callee;
}

FlowValue FlowContext::TemporaryGeneratorArgument(int argc) {
  FrameSlice& f = frame();
  const DecodedCode& dc = code();
  auto at = dc.index_of_offset.find(f.instr_offset);
  // next(f(...), constant): the default between the generator's CALL and the PRECALL.
  int made_at = at == dc.index_of_offset.end() ? -1 : at->second - 1 - argc;
  if (argc < 1 || argc > 2 || f.stack.size() < static_cast<size_t>(argc) + 1 || made_at < 0 ||
      dc.instructions[at->second - 1].opcode != PRECALL ||
      (argc == 2 && dc.instructions[at->second - 2].opcode != LOAD_CONST))
    return FlowValue::Null();
  const FlowValue& callee = f.stack[f.stack.size() - 1 - argc];
  const FlowValue& argument = f.stack[f.stack.size() - argc];
  if (callee.kind != FlowValue::kValue || callee.value == nullptr || !callee.value->is_constant() ||
      argument.kind != FlowValue::kValue)
    return FlowValue::Null();
  const host::HostObject* function = static_cast<model::Constant*>(callee.value)->object();
  if (function != space_.Builtin("next") &&
      (argc == 2 || (function != space_.Builtin("any") && function != space_.Builtin("all"))))
    return FlowValue::Null();
  FlowValue result = FlowValue::Of(argument.value);
  result.object = FreshGeneratorNeedingClose(argument.value, made_at);
  return result.object != nullptr ? result : FlowValue::Null();
}

bool FlowContext::OwnsGenerator(int slot) {
  if (state_.frames.size() != 1 || frame().yields != FrameSlice::Yields::kNotGenerator ||
      function_ == nullptr || function_->kind() != host::HostKind::kFunction)
    return false;
  if (!owned_slots_) {
    owned_slots_.emplace(code().slot_names.size(), false);
    for (const std::string& name : space_.OwnedGeneratorLocals(function_)) {
      const std::vector<std::string>& names = code().slot_names;
      auto it = std::find(names.begin(), names.end(), name);
      if (it != names.end()) (*owned_slots_)[it - names.begin()] = true;
    }
  }
  return slot >= 0 && static_cast<size_t>(slot) < owned_slots_->size() && (*owned_slots_)[slot];
}

bool FlowContext::Unwind(FlowValue exception) {
  for (;;) {
    FrameSlice& f = frame();
    const ExceptionTableEntry* handler = FindHandler(code().handlers, f.instr_offset);
    if (handler != nullptr) {
      if (handler->depth > static_cast<int>(f.stack.size()))
        Fail(InternalError("handler deeper than the stack"));
      DropIterators(f.stack.data() + handler->depth, f.stack.size() - handler->depth);
      f.stack.resize(handler->depth);
      // The raising offset matters only to tracebacks; a fixed value keeps states equal.
      if (handler->lasti) f.stack.push_back(FlowValue::Of(Const(space_.None())));
      f.stack.push_back(exception);
      f.next_offset = handler->target;
      return true;
    }
    DropIterators(f.stack.data(), f.stack.size());
    if (state_.frames.size() > 1) {
      state_.frames.pop_back();
      continue;
    }
    model::Value* etype =
        exception.etype != nullptr ? exception.etype : RecordNoRaise("type", {exception.value});
    LinkTo(graph_->exceptblock(), {etype, exception.value});
    return false;
  }
}

void FlowContext::Raise(const FlowValue& exception) { throw FlowRaise{exception}; }

FlowValue FlowContext::NotAnExceptionRaised() {
  const host::HostObject* type_error = BuiltinClass("TypeError");
  model::Value* instance = RecordNoRaise(
      "simple_call",
      {Const(type_error), Const(space_.Str("exceptions must derive from BaseException"))});
  return FlowValue::Exception(instance, Const(type_error), type_error);
}

FlowValue FlowContext::ExceptionFromRaise(model::Value* raised) {
  if (raised->is_constant()) {
    const host::HostObject* object = static_cast<model::Constant*>(raised)->object();
    // `raise "text"`, `raise 5`, `raise NotAnException()`: CPython raises TypeError
    // when (and only when) the statement runs; so does the translated program.
    const host::HostObject* base = BuiltinClass("BaseException");
    const host::HostObject* klass = object->kind() == host::HostKind::kClass      ? object
                                    : object->kind() == host::HostKind::kInstance ? object->type()
                                                                                  : nullptr;
    if (object->kind() != host::HostKind::kOpaque &&
        (klass == nullptr || !klass->IsSubclassOf(base)))
      return NotAnExceptionRaised();
    if (object->kind() == host::HostKind::kClass) {
      model::Value* instance = RecordNoRaise("simple_call", {raised});
      return FlowValue::Exception(instance, Const(object), object);
    }
    if (object->kind() == host::HostKind::kInstance && object->type() != nullptr) {
      return FlowValue::Exception(raised, Const(object->type()), object->type());
    }
    if (object->kind() == host::HostKind::kOpaque)  // host_space.cc: MirrorInstance
      Fail("raise of " + object->key() +
           ": a pre-built exception with arguments cannot be translated (its message would " +
           "be lost); raise a new instance instead");
  }
  // `raise C(...)` where the instance was made by calling a constant class here.
  if (const host::HostObject* callee = KnownInstanceClass(raised)) {
    if (!callee->IsSubclassOf(BuiltinClass("BaseException"))) return NotAnExceptionRaised();
    return FlowValue::Exception(raised, Const(callee), callee);
  }
  return FlowValue::Exception(raised, RecordNoRaise("type", {raised}), nullptr);
}

void FlowContext::PushFrame(const host::HostObject* code_object, std::vector<FlowValue> args) {
  const DecodedCode& dc = CodeOf(code_object);
  FrameSlice slice;
  slice.code = code_object;
  slice.locals.resize(dc.slot_names.size());
  for (size_t i = 0; i < args.size() && i < slice.locals.size(); ++i) {
    slice.locals[i] = args[i];
    // A loop iterator passed on (an inlined comprehension's `.0`) is a local there, which
    // LOAD_FAST may copy: only the loop's own stack slot closes its generator.
    if (slice.locals[i].closes_generator()) slice.locals[i] = FlowValue::Of(args[i].value);
  }
  state_.frames.push_back(std::move(slice));
}

void FlowContext::ReturnFromFrame(model::Value* result) {
  if (state_.frames.size() > 1) {
    state_.frames.pop_back();
    frame().stack.push_back(FlowValue::Of(result));
    return;
  }
  LinkTo(graph_->returnblock(), {result});
  throw StopFlowing{};
}

FlowValue& FlowContext::Slot(int index) {
  FrameSlice& f = frame();
  const DecodedCode& dc = code();
  if (index < 0 || index >= static_cast<int>(f.locals.size()))
    Fail(InternalError("local slot out of range"));
  if (index < dc.first_free_slot || state_.frames.size() == 1) return f.locals[index];
  const std::string& name = dc.slot_names[index];
  for (int k = static_cast<int>(state_.frames.size()) - 2; k >= 0; --k) {
    const DecodedCode& outer = CodeOf(state_.frames[k].code);
    int s = outer.SlotOf(name);
    if (s >= 0 && (s < outer.first_free_slot || k == 0)) return state_.frames[k].locals[s];
  }
  Fail("free variable '" + name + "' not found in the enclosing function");
}

bool FlowContext::IsCellSlot(int index) {
  const DecodedCode& dc = code();
  if (index < 0 || index >= static_cast<int>(dc.slot_names.size()))
    Fail(InternalError("local slot out of range"));
  if (index < dc.first_free_slot) return dc.captured[index];
  if (state_.frames.size() == 1) return IsClosureBody();
  const std::string& name = dc.slot_names[index];
  for (int k = static_cast<int>(state_.frames.size()) - 2; k >= 0; --k) {
    const DecodedCode& outer = CodeOf(state_.frames[k].code);
    int s = outer.SlotOf(name);
    if (s >= 0 && s < outer.first_free_slot) return outer.captured[s];
    if (s >= 0 && k == 0) return IsClosureBody();
  }
  return false;
}

bool FlowContext::IsClosureBody() const {
  const host::CodeInfo* info = function_->code();
  return info != nullptr && !info->freevars.empty() && !info->varnames.empty() &&
         info->varnames[0] == "_rtfarm_closure";
}

// An EggBlock that recorded operations of its own and reached the end of an instruction
// with every value stack empty (a statement boundary, in practice) ends there, as
// RPython's flow space ends a block after each bytecode: otherwise a straight line of
// decisions (`a, b = seq` checks the length; `s += lst[k] // x` in a `try` may raise)
// makes one chain of EggBlocks from the last merge point, each replaying the whole chain
// and taking every variable of its parent as inputargs, so that the work and the
// variables grew with the square of the statements (400 unpackings: 24 GB). An empty
// stack means no value in flight between instructions (a star call's list, ovfcheck's
// operand, `raise C(...)`'s instance), which the opcodes find in the current block.
bool FlowContext::ShouldCut() const {
  if (chain_.size() < 2 || Replaying() || current_->block->operations.empty()) return false;
  for (const FrameSlice& f : state_.frames) {
    if (!f.stack.empty()) return false;
  }
  return true;
}

// Links the current block to a new SpamBlock in the current state, with fresh variables,
// flowed later like any other. It is not a merge point: no other path joins it, so it has
// one predecessor and simplification joins it back into the block ending here.
void FlowContext::CutAt() {
  FrameState fresh = state_.CopyWithFreshVariables(*graph_);
  std::vector<model::Value*> args = state_.OutputArgs(fresh);
  std::vector<model::Variable*> inputs = fresh.Variables();
  // `e = C(...)` then `raise e`: the class stays known across the cut, as it is within
  // a block (ExceptionFromRaise).
  for (size_t i = 0; i < args.size() && i < inputs.size(); ++i) {
    if (const host::HostObject* klass = KnownInstanceClass(args[i]))
      cut_instance_class_[inputs[i]] = klass;
  }
  ++cut_records_;
  BlockRecord* next = NewRecord(graph_->NewBlock(std::move(inputs)), nullptr);
  next->start_state = std::move(fresh);
  next->region = chain_.front()->region != nullptr ? chain_.front()->region : chain_.front();
  LinkTo(next->block, std::move(args));
  pending_.push_back(next);
}

// The class of an instance made on this path by calling a constant class (null: none).
const host::HostObject* FlowContext::KnownInstanceClass(const model::Value* value) const {
  if (value == nullptr || value->is_constant()) return nullptr;
  for (const BlockRecord* r : chain_) {
    for (const auto& op : r->block->operations) {
      if (op.result == value && (op.opname == "simple_call" || op.opname == "call_args") &&
          op.args[0]->is_constant()) {
        const host::HostObject* callee = static_cast<model::Constant*>(op.args[0])->object();
        if (callee->kind() == host::HostKind::kClass) return callee;
      }
    }
  }
  auto it = cut_instance_class_.find(value);
  return it == cut_instance_class_.end() ? nullptr : it->second;
}

void FlowContext::LinkTo(model::Block* target, std::vector<model::Value*> args) {
  if (replay_level_ + 1 < chain_.size()) Fail(InternalError("link made while replaying"));
  model::Block* from = current_->block;
  from->exits.push_back(graph_->NewLink(from, target, std::move(args)));
  from->exits.back()->line = CurrentPosition().line;
}

LivenessFn FlowContext::Liveness() {
  return [this](const FrameSlice& frame, size_t slot) {
    return CodeOf(frame.code).LiveAt(frame.next_offset, static_cast<int>(slot));
  };
}

UndefinedConstants FlowContext::MergeConstants() {
  return {[this] { return Const(space_.Undefined()); }, [this] { return Const(space_.Bool(true)); },
          [this] { return Const(space_.Bool(false)); }};
}

// The input variables of a join point are named after the locals they hold: a value
// that came from another local (`best = m`) would otherwise carry that local's name
// into the annotator's messages about the merge.
void FlowContext::NameLocals(FrameState& state) {
  for (FrameSlice& frame : state.frames) {
    const std::vector<std::string>& names = CodeOf(frame.code).slot_names;
    for (size_t i = 0; i < frame.locals.size() && i < names.size(); ++i) {
      model::Value* v = frame.locals[i].value;
      if (v != nullptr && !v->is_constant()) static_cast<model::Variable*>(v)->set_hint(names[i]);
    }
  }
}

void FlowContext::MergeAt(const FrameState& current) {
  auto& candidates = joinpoints_[current.Position()];
  std::erase_if(candidates, [](const BlockRecord* r) { return r->dead; });
  LivenessFn live = Liveness();
  UndefinedConstants constants = MergeConstants();
  for (BlockRecord* candidate : candidates) {
    if (candidate->start_state.Generalizes(current, live)) {
      LinkTo(candidate->block, current.OutputArgs(candidate->start_state, &constants));
      return;
    }
    std::optional<FrameState> merged = candidate->start_state.Union(current, *graph_, live);
    if (!merged) continue;
    FrameState fresh = merged->CopyWithFreshVariables(*graph_);
    NameLocals(fresh);
    BlockRecord* general = NewRecord(graph_->NewBlock(fresh.Variables()), nullptr);
    general->start_state = fresh;
    // Generalisation reuses the candidate block: it becomes an empty block forwarding
    // its own inputargs to the more general block; what was flowed from it is dropped.
    candidate->dead = true;
    model::Block* old = candidate->block;
    old->operations.clear();
    old->exitswitch = model::ExitSwitch::kNone;
    old->exitswitch_var = nullptr;
    old->exits = {
        graph_->NewLink(old, general->block, candidate->start_state.OutputArgs(fresh, &constants))};
    if (current_ != candidate) LinkTo(general->block, current.OutputArgs(fresh, &constants));
    candidates.insert(candidates.begin(), general);
    pending_.push_back(general);
    return;
  }
  FrameState fresh = current.CopyWithFreshVariables(*graph_);
  NameLocals(fresh);
  BlockRecord* next = NewRecord(graph_->NewBlock(fresh.Variables()), nullptr);
  next->start_state = fresh;
  LinkTo(next->block, current.OutputArgs(fresh, &constants));
  candidates.insert(candidates.begin(), next);
  pending_.push_back(next);
}

model::Value* FlowContext::Append(const std::string& opname, std::vector<model::Value*> args) {
  if (replay_level_ + 1 < chain_.size()) {
    const model::Block* replayed = chain_[replay_level_]->block;
    if (replay_index_ >= replayed->operations.size())
      Fail(InternalError("replay ran past the recorded block"));
    const model::SpaceOperation& op = replayed->operations[replay_index_++];
    if (op.opname != opname && op.opname != model::OverflowVariant(opname)) {
      Fail(InternalError("replay diverged: recorded " + op.opname + ", now " + opname));
    }
    return op.result;
  }
  model::SpaceOperation op;
  op.opname = opname;
  op.args = std::move(args);
  op.result = graph_->NewVariable();
  op.position = CurrentPosition();
  current_->block->operations.push_back(std::move(op));
  return current_->block->operations.back().result;
}

model::Value* FlowContext::RecordNoRaise(const std::string& opname,
                                         std::vector<model::Value*> args) {
  if (const host::HostObject* folded = FoldOperation(space_, opname, args)) return Const(folded);
  return Append(opname, std::move(args));
}

model::Value* FlowContext::Record(const std::string& opname, std::vector<model::Value*> args) {
  if (const host::HostObject* folded = FoldOperation(space_, opname, args)) return Const(folded);
  const model::OperationInfo* info = model::FindOperation(opname);
  if (info == nullptr) Fail(InternalError("unknown operation " + opname));
  // An operation on instances may call their special methods (`'fmt' % x` their
  // __str__), which may raise anything: the table lists Exception for those, and
  // inside a try that is caught as a call's exceptions are.
  // Outside a try nothing catches what it raises: its classes do not matter.
  if (!CoveredByHandler()) return Append(opname, std::move(args));
  std::vector<const host::HostObject*> classes = CanRaiseClasses(opname);
  // x.name where some class of the program has a property `name`: its getter may raise
  // anything (the annotator follows the link: OperationMayCallUserCode).
  if (opname == "getattr" && IsPropertyRead(args) &&
      std::find(classes.begin(), classes.end(), BuiltinClass("Exception")) == classes.end())
    classes.push_back(BuiltinClass("Exception"));
  // 'fmt' % x builds a string of any size, whatever x is: its MemoryError (an Exception)
  // is caught as an allocating call's is.
  const host::HostObject* any = BuiltinClass("Exception");
  if ((opname == "mod" || opname == "inplace_mod") && args[0]->is_constant() &&
      std::find(classes.begin(), classes.end(), any) == classes.end()) {
    const host::HostObject* format = static_cast<model::Constant*>(args[0])->object();
    if (format != nullptr && format->kind() == host::HostKind::kStr) classes.push_back(any);
  }
  if (classes.empty()) return Append(opname, std::move(args));
  model::Value* result = Append(opname, std::move(args));
  FlowValue raised;
  if (DecideExceptions(classes, &raised, /*raises_at_once=*/true) != nullptr) Raise(raised);
  return result;
}

bool FlowContext::IsPropertyRead(const std::vector<model::Value*>& args) {
  if (args.size() != 2 || !args[1]->is_constant()) return false;
  const host::HostObject* name = static_cast<model::Constant*>(args[1])->object();
  return name != nullptr && name->kind() == host::HostKind::kStr &&
         space_.ProgramClassDefines("property:" + name->text());
}

bool FlowContext::MayCallProgramMethods(std::string_view opname) {
  std::optional<std::vector<std::string>> methods = SpecialMethodsOf(opname);
  if (!methods) return true;  // a call, str(), iter(): anything may raise
  for (const std::string& method : *methods) {
    if (space_.ProgramClassDefines(method)) return true;
  }
  return false;
}

// Once per operation name and function: the program's classes and the builtins do not
// change while a function is flowed (looked up by name for every operation in a try,
// this was 2% of building a function of 1000 `with` statements).
std::vector<const host::HostObject*> FlowContext::CanRaiseClasses(std::string_view opname) {
  auto known = can_raise_.find(opname);
  if (known != can_raise_.end()) return known->second;
  std::vector<const host::HostObject*> classes;
  if (const model::OperationInfo* info = model::FindOperation(opname)) {
    for (std::string_view name : info->canraise) {
      // An operator's Exception link stands for its operands' special methods: none
      // when no class of the program defines one (the graph stays as small as before).
      if (name == "Exception" && !MayCallProgramMethods(opname)) continue;
      classes.push_back(BuiltinClass(std::string(name).c_str()));
    }
  }
  // A number that may be None raises TypeError in arithmetic and ordering (the RTyper
  // unboxes it there): in a function that names TypeError (`except TypeError:`), such
  // an operation gets that link too, so that the handler around it catches it. The
  // function's own code decides (the answer is kept for the whole function, and an
  // inlined comprehension's code, which cannot hold a `try`, may be flowed first).
  if (model::IsNumberOperation(opname) && classes.empty()) {
    const std::vector<std::string>& names = CodeOf(state_.frames.front().code).info->names;
    if (std::find(names.begin(), names.end(), "TypeError") != names.end())
      classes.push_back(BuiltinClass("TypeError"));
  }
  // Likewise an attribute of an instance that may be None raises AttributeError (the
  // RTyper checks it there): in a function whose handlers may catch it by name
  // (`except AttributeError`, `except Exception`, `except BaseException`).
  if ((opname == "getattr" || opname == "setattr") && classes.empty()) {
    const std::vector<std::string>& names = CodeOf(state_.frames.front().code).info->names;
    for (const char* name : {"AttributeError", "Exception", "BaseException"}) {
      if (std::find(names.begin(), names.end(), name) != names.end()) {
        classes.push_back(BuiltinClass("AttributeError"));
        break;
      }
    }
  }
  can_raise_.emplace(std::string(opname), classes);
  return classes;
}

bool FlowContext::OverflowCheckPreviousBlock(model::Value* value) {
  // ovfcheck(a // b) inside a try: `floordiv` can raise ZeroDivisionError, so its block
  // already ended with an exception switch and ovfcheck() runs at the start of the
  // normal outcome. As RPython's transform_ovfcheck does for this "hard case", the
  // operation in the previous block becomes the checked variant, and its switch gains
  // the variant's other exception classes (OverflowError).
  if (replay_level_ == 0) return false;
  const BlockRecord* egg = chain_[replay_level_];
  if (egg->kind != BlockRecord::kNormalEgg) return false;
  // Nothing recorded (or replayed) in the normal outcome before the ovfcheck() call.
  if (Replaying() ? replay_index_ != 0 : !egg->block->operations.empty()) return false;
  BlockRecord* parent = chain_[replay_level_ - 1];
  auto& ops = parent->block->operations;
  if (ops.empty() || ops.back().result != value) return false;
  if (Replaying()) return true;  // renamed when this egg was first flowed
  std::string checked(model::OverflowVariant(ops.back().opname));
  if (checked.empty()) return false;
  ops.back().opname = checked;
  BlockRecord* normal = current_;
  current_ = parent;  // the new exception eggs hang off the previous block
  for (const host::HostObject* klass : CanRaiseClasses(checked)) {
    bool present = false;
    for (const model::Link* link : parent->block->exits) present |= link->exitcase == klass;
    if (!present) AddExceptionEgg(klass);
  }
  // The operation's Exception link (its operands' special methods) stays last: the
  // classes are matched in order, and OverflowError must not be caught by it first.
  const host::HostObject* any = BuiltinClass("Exception");
  auto& exits = parent->block->exits;
  std::stable_partition(exits.begin() + 1, exits.end(),
                        [&](const model::Link* link) { return link->exitcase != any; });
  current_ = normal;
  return true;
}

void FlowContext::MakeOverflowChecked(model::Value* value) {
  if (OverflowCheckPreviousBlock(value)) return;
  std::string checked;
  if (Replaying()) {
    // The recorded operation was already renamed when its block was first flowed.
    const model::Block* replayed = chain_[replay_level_]->block;
    if (replay_index_ == 0 || replayed->operations[replay_index_ - 1].result != value) {
      Fail(InternalError("ovfcheck replay lost its operation"));
    }
    checked = replayed->operations[replay_index_ - 1].opname;
  } else {
    auto& ops = current_->block->operations;
    if (ops.empty() || ops.back().result != value ||
        model::OverflowVariant(ops.back().opname).empty()) {
      Fail("ovfcheck() must directly wrap an integer operation (+, -, *, //, %, <<, unary -, abs)");
    }
    checked = std::string(model::OverflowVariant(ops.back().opname));
    ops.back().opname = checked;
  }
  if (!CoveredByHandler()) return;
  FlowValue raised;
  if (DecideExceptions(CanRaiseClasses(checked), &raised) != nullptr) Raise(raised);
}

const host::HostObject* FlowContext::RecordCatching(
    const std::string& opname, std::vector<model::Value*> args,
    const std::vector<const host::HostObject*>& classes, model::Value** result, FlowValue* raised) {
  *result = Append(opname, std::move(args));
  return DecideExceptions(classes, raised);
}

const host::HostObject* FlowContext::DecideExceptions(
    const std::vector<const host::HostObject*>& classes, FlowValue* raised, bool raises_at_once) {
  if (replay_level_ + 1 < chain_.size()) {
    if (replay_index_ != chain_[replay_level_]->block->operations.size()) {
      Fail(InternalError("replayed decision is not at the end of its block"));
    }
    BlockRecord* next = chain_[++replay_level_];
    replay_index_ = 0;
    if (next->kind == BlockRecord::kNormalEgg) return nullptr;
    if (next->kind != BlockRecord::kExceptionEgg)
      Fail(InternalError("replay expected an exception outcome"));
    *raised = FlowValue::Exception(next->exc_value, next->exc_type, next->exc_class);
    return next->exc_class;
  }
  current_->block->exitswitch = model::ExitSwitch::kLastException;
  MakeEgg({}, {}, nullptr)->kind = BlockRecord::kNormalEgg;
  std::shared_ptr<const FrameState> raise_state;
  if (raises_at_once) raise_state = std::make_shared<const FrameState>(state_);
  for (const host::HostObject* klass : classes) {
    AddExceptionEgg(klass);
    records_.back()->raise_state = raise_state;
  }
  throw StopFlowing{};
}

void FlowContext::AddExceptionEgg(const host::HostObject* klass) {
  model::Variable* link_type = graph_->NewVariable("etype");
  model::Variable* link_value = graph_->NewVariable("evalue");
  model::Variable* in_type = graph_->NewVariable("etype");
  model::Variable* in_value = graph_->NewVariable("evalue");
  BlockRecord* egg = MakeEgg({link_type, link_value}, {in_type, in_value}, klass);
  egg->kind = BlockRecord::kExceptionEgg;
  egg->exc_class = klass;
  egg->exc_type = graph_->NewVariable("etype");
  egg->exc_value = graph_->NewVariable("evalue");
  egg->rename[egg->exc_type] = in_type;
  egg->rename[egg->exc_value] = in_value;
  model::Link* link = current_->block->exits.back();
  link->last_exception = link_type;
  link->last_exc_value = link_value;
}

bool FlowContext::GuessBool(model::Value* value) {
  if (value->is_constant()) return static_cast<model::Constant*>(value)->object()->IsTrueConstant();
  if (replay_level_ + 1 < chain_.size()) {
    if (replay_index_ != chain_[replay_level_]->block->operations.size()) {
      Fail(InternalError("replayed branch is not at the end of its block"));
    }
    BlockRecord* next = chain_[++replay_level_];
    replay_index_ = 0;
    if (next->kind != BlockRecord::kBoolEgg)
      Fail(InternalError("replay expected a branch outcome"));
    return next->bool_outcome;
  }
  model::Block* block = current_->block;
  block->exitswitch = model::ExitSwitch::kVariable;
  block->exitswitch_var = static_cast<model::Variable*>(value);
  for (bool outcome : {false, true}) {
    BlockRecord* egg = MakeEgg({}, {}, space_.Bool(outcome));
    egg->kind = BlockRecord::kBoolEgg;
    egg->bool_outcome = outcome;
  }
  throw StopFlowing{};
}

FlowContext::BlockRecord* FlowContext::MakeEgg(std::vector<model::Value*> extra_link_args,
                                               std::vector<model::Variable*> extra_inputs,
                                               const host::HostObject* exitcase) {
  // The egg's copies of the variables its parent can see are made by RenameEggs, once
  // the graph is complete, for those the egg (or an egg below it) uses: a copy of every
  // visible variable per egg made most of a graph's variables and link arguments.
  BlockRecord* parent = current_;
  model::Block* from = parent->block;
  BlockRecord* egg = NewRecord(graph_->NewBlock(extra_inputs), parent);
  egg->extra_inputs = std::move(extra_inputs);
  from->exits.push_back(graph_->NewLink(from, egg->block, std::move(extra_link_args), exitcase));
  from->exits.back()->line = CurrentPosition().line;
  egg->entry = from->exits.back();
  pending_.push_back(egg);
  return egg;
}

// `raw`, a variable of `record` or of an ancestor as the replay sees it, as `record`'s
// block names it: itself when the block defines it, else a copy carried in from the
// parent (made on first use, and so on up the chain); null when no ancestor defines it.
model::Variable* FlowContext::Carry(BlockRecord* record, model::Variable* raw,
                                    const std::vector<BlockRecord*>& owner) {
  // Up the chain to the first record that names `raw`, then copies down again.
  std::vector<BlockRecord*> path;
  model::Variable* named = nullptr;
  for (BlockRecord* r = record; r != nullptr; r = r->parent) {
    auto it = r->rename.find(raw);
    if (it != r->rename.end()) {
      named = it->second;
      break;
    }
    size_t n = static_cast<size_t>(raw->number());
    if (n < owner.size() && owner[n] == r) {
      named = raw;
      break;
    }
    if (r->kind == BlockRecord::kSpam) return nullptr;
    path.push_back(r);
  }
  if (named == nullptr) return nullptr;
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    model::Variable* copy = graph_->CopyVariable(named);
    (*it)->rename[raw] = copy;
    (*it)->carried.emplace_back(named, copy);
    named = copy;
  }
  return named;
}

void FlowContext::RenameEggs() {
  // The record whose block defines each variable (an inputarg or an operation's result).
  std::vector<BlockRecord*> owner(static_cast<size_t>(graph_->variable_count()));
  auto live = [&](BlockRecord* record) { return !IsDeadChain(record); };
  for (const auto& record : records_) {
    if (!live(record.get())) continue;
    for (model::Variable* v : record->block->inputargs) owner[v->number()] = record.get();
    for (const auto& op : record->block->operations) owner[op.result->number()] = record.get();
  }
  for (const auto& record : records_) {
    if (record->kind == BlockRecord::kSpam || !live(record.get())) continue;
    auto rename = [&](model::Value*& value) {
      if (value == nullptr || value->is_constant()) return;
      if (model::Variable* own = Carry(record.get(), static_cast<model::Variable*>(value), owner))
        value = own;
    };
    model::Block* block = record->block;
    for (auto& op : block->operations) {
      for (auto*& arg : op.args) rename(arg);
    }
    if (block->exitswitch_var != nullptr) {
      model::Value* v = block->exitswitch_var;
      rename(v);
      block->exitswitch_var = static_cast<model::Variable*>(v);
    }
    for (model::Link* link : block->exits) {
      for (auto*& arg : link->args) {
        // An exception link's own variables are no ancestor's.
        if (arg != link->last_exception && arg != link->last_exc_value) rename(arg);
      }
    }
  }
  // Each egg's carried variables in the order its parent can see them (its inputargs,
  // then its operations' results), as a copy of every visible variable was: parents
  // come before their eggs in records_, so a parent's inputargs are final here.
  std::vector<size_t> position(static_cast<size_t>(graph_->variable_count()));
  for (const auto& record : records_) {
    if (!live(record.get())) continue;
    model::Block* block = record->block;
    if (record->kind != BlockRecord::kSpam) {
      auto& carried = record->carried;
      std::sort(carried.begin(), carried.end(), [&](const auto& a, const auto& b) {
        return position[a.first->number()] < position[b.first->number()];
      });
      std::vector<model::Variable*> inputs;
      std::vector<model::Value*> args;
      for (const auto& [theirs, own] : carried) {
        args.push_back(theirs);
        inputs.push_back(own);
      }
      inputs.insert(inputs.end(), record->extra_inputs.begin(), record->extra_inputs.end());
      args.insert(args.end(), record->entry->args.begin(), record->entry->args.end());
      block->inputargs = std::move(inputs);
      record->entry->args = std::move(args);
    }
    size_t n = 0;
    for (model::Variable* v : block->inputargs) position[v->number()] = n++;
    for (const auto& op : block->operations) position[op.result->number()] = n++;
  }
}

}  // namespace rtfarm::flow
