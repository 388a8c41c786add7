// The flow graph IR shared by every phase (seed 003, "The Flow Model").
//
// A FunctionGraph owns its Blocks, Links, Variables and Constants. Blocks hold
// SpaceOperations whose arguments are Variables defined earlier in the same block (or its
// inputargs) or Constants; Links carry values to the target's inputargs by position
// (SSI: each block uses its own distinct variables). Constants hold HostObjects.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/host/host_object.h"

namespace rtfarm::lltype {
class Type;
}

namespace rtfarm::model {

class Block;

// Either a Variable or a Constant.
class Value {
 public:
  virtual ~Value() = default;
  virtual bool is_constant() const = 0;
  // The low-level type, set by the RTyper (null in flow-level and annotated graphs).
  const lltype::Type* concretetype = nullptr;
};

class Variable final : public Value {
 public:
  Variable(int number, std::string hint) : number_(number), hint_(std::move(hint)) {}
  bool is_constant() const override { return false; }
  // Unique within its graph, in creation order (deterministic for a given builder run).
  int number() const { return number_; }
  // A source-level name the value came from ("x", "self"), or "" — only for listings.
  const std::string& hint() const { return hint_; }
  void set_hint(std::string hint) { hint_ = std::move(hint); }
  std::string name() const { return "v" + std::to_string(number_); }

 private:
  friend class FunctionGraph;  // CompactValues renumbers
  int number_;
  std::string hint_;
};

class Constant final : public Value {
 public:
  explicit Constant(const host::HostObject* object, int number = -1)
      : object_(object), number_(number) {}
  bool is_constant() const override { return true; }
  const host::HostObject* object() const { return object_; }
  // Unique within the graph that made it, in creation order (below its
  // constant_count()); -1 for a constant no graph made. Lets a pass keep a value per
  // constant in a vector, as it does per variable.
  int number() const { return number_; }
  // Low-level constants of the RTyper's graphs that are no Python value: a type (the
  // argument of malloc, of type Void), or a symbol named by the universe (a function's
  // or a prebuilt structure's C name). At most one of these is set.
  const lltype::Type* type_value = nullptr;
  std::string symbol;

 private:
  friend class FunctionGraph;  // CompactValues renumbers
  const host::HostObject* object_;
  int number_;
};

// Where an operation came from in the Python source.
struct SourcePosition {
  std::string file;
  int line = 0;
  int offset = -1;  // bytecode offset in the code object, -1 when synthesised
};

struct SpaceOperation {
  std::string opname;
  std::vector<Value*> args;
  Variable* result = nullptr;
  SourcePosition position;
};

class Link {
 public:
  Block* prevblock = nullptr;
  Block* target = nullptr;
  std::vector<Value*> args;
  // Bool switch: Constant(True/False). Exception link: the exception class. Normal path
  // of an exception block, or an unconditional jump: null.
  const host::HostObject* exitcase = nullptr;
  // Exception links only: fresh variables holding the exception class and value, usable
  // only in this link's args.
  Variable* last_exception = nullptr;
  Variable* last_exc_value = nullptr;
  // Source line of the statement that takes this exit (0: unknown), for messages about
  // values arriving in the target block.
  int line = 0;
};

enum class ExitSwitch {
  kNone,           // one unconditional exit (or none: return/except blocks)
  kVariable,       // switch on `exitswitch_var` over the exits' exitcases
  kLastException,  // first exit: normal path; others: exceptions raised by the last op
};

class Block {
 public:
  std::vector<Variable*> inputargs;
  std::vector<SpaceOperation> operations;
  ExitSwitch exitswitch = ExitSwitch::kNone;
  Variable* exitswitch_var = nullptr;
  std::vector<Link*> exits;

  bool is_final() const { return is_final_; }
  // Replaces every use in the block (operation arguments, the switch, the exits'
  // arguments) of a value `renamed` names; its inputargs stay.
  void RenameUses(const std::unordered_map<const Value*, Variable*>& renamed);

 private:
  friend class FunctionGraph;
  bool is_final_ = false;
  size_t index_ = 0;  // creation order in its graph: Blocks() marks visits by it
};

class FunctionGraph {
 public:
  // `name` is the stable key of the function (module.qualname plus specialisation key).
  explicit FunctionGraph(std::string name);
  FunctionGraph(const FunctionGraph&) = delete;
  FunctionGraph& operator=(const FunctionGraph&) = delete;

  const std::string& name() const { return name_; }
  Block* startblock() const { return startblock_; }
  Block* returnblock() const { return returnblock_; }
  Block* exceptblock() const { return exceptblock_; }
  void set_startblock(Block* block) { startblock_ = block; }

  // Positional parameter names of the start block, for listings and call matching.
  std::vector<std::string> argnames;
  SourcePosition position;  // the def line

  Variable* NewVariable(std::string hint = "");
  Variable* CopyVariable(const Variable* original);  // fresh, same hint
  // A variable with a given number, for decoders that rebuild a graph: `number` must be
  // at least variable_count() and below INT_MAX (std::invalid_argument otherwise); later
  // NewVariable calls continue after it.
  Variable* NewVariableNumbered(int number, std::string hint);
  Constant* NewConstant(const host::HostObject* object);
  // A constant whose value the graph itself owns: low-level graphs made or rebuilt away
  // from the HostSpace (a shard decoding its input, constant folding) keep their
  // primitive values here.
  Constant* NewOwnedConstant(std::unique_ptr<host::HostObject> object);
  Block* NewBlock(std::vector<Variable*> inputargs = {});
  Link* NewLink(Block* from, Block* to, std::vector<Value*> args,
                const host::HostObject* exitcase = nullptr);

  // Blocks reachable from the start block, depth first following exits in order: the
  // deterministic order every listing and serialisation uses.
  std::vector<Block*> Blocks() const;
  std::vector<Link*> Links() const;

  // Drops blocks, links and variables no longer reachable (after simplification).
  void Prune();
  // Frees the variables and constants that no block reachable from the start block (nor
  // the return and except blocks) uses, and renumbers the rest densely, keeping their
  // order: flow building makes several times more than its simplified graph keeps, and
  // every per-variable vector of later passes is sized by variable_count(). Call only
  // when nothing outside the graph holds a Value* or a number of it (end of flow
  // building).
  void CompactValues();

  int variable_count() const { return next_variable_; }
  int constant_count() const { return static_cast<int>(constants_.size()); }

 private:
  std::string name_;
  Block* startblock_ = nullptr;
  Block* returnblock_ = nullptr;
  Block* exceptblock_ = nullptr;
  int next_variable_ = 0;
  size_t next_block_ = 0;
  std::deque<std::unique_ptr<Variable>> variables_;
  std::deque<std::unique_ptr<Constant>> constants_;
  std::deque<std::unique_ptr<host::HostObject>> owned_objects_;
  std::deque<std::unique_ptr<Block>> blocks_;
  std::deque<std::unique_ptr<Link>> links_;
};

// The C symbols the constants of a low-level graph name (callees, function pointers,
// strings, prebuilt data), the '&' of an address left out, in order of appearance:
// what a graph's C needs declared and what it keeps alive.
std::vector<std::string> SymbolsNamed(const FunctionGraph& graph);

}  // namespace rtfarm::model
