// The RTyper (seed 000 §7): turns annotated flow graphs into low-level graphs, in place.
// Every variable gets the low-level type of its annotation (the universe decides); every
// high-level operation becomes low-level operations or direct calls of runtime helpers
// (runtime/rpy.h) and of other graphs; values that change representation on a link get
// a conversion block.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/rtyper/universe.h"

namespace rtfarm::rtyper {

using model::Constant;
using model::Value;
using model::Variable;

class GraphTyper;

// One high-level operation being lowered: its annotations and the low-level operations
// emitted in its place.
class OpContext {
 public:
  OpContext(GraphTyper& graph, const model::SpaceOperation& op);

  GraphTyper& graph;
  const model::SpaceOperation& op;
  std::vector<Ann> args;  // annotations of the arguments
  Ann result;             // annotation of the result
  const Type* result_type;

  Universe& universe() const;
  lltype::TypeRegistry& types() const;
  size_t arity() const { return op.args.size(); }
  // Argument i in the representation of its own annotation.
  Value* Arg(size_t i);
  // Argument i converted to the representation of `to`.
  Value* ArgAs(size_t i, const Ann& to);
  // The constant Python value of argument i, or null.
  const host::HostObject* ConstArg(size_t i) const;

  Variable* Emit(const std::string& opname, std::vector<Value*> args, const Type* type);
  Variable* Call(const std::string& symbol, std::vector<Value*> args, const Type* type,
                 bool canraise);
  Value* Convert(Value* value, const Ann& from, const Ann& to);
  // Numeric, pointer and tuple conversions; a Void value (a single function, class or
  // frozen object) and a tuple's Void items are known from the annotation the value
  // stands for (GraphTyper::SourceAnn), and refused when it is not known.
  Value* ConvertType(Value* value, const Type* to);

  Constant* Int(int64_t value);
  Constant* Float(double value);
  Constant* Bool(bool value);
  Constant* UniChar(const std::string& utf8);  // a char: one code point, as UTF-8
  Constant* Str(const std::string& utf8);
  Constant* Null(const Type* type);  // NULL pointer, zero, or Void
  Constant* Symbol(const std::string& symbol, const Type* type);
  Constant* Field(const std::string& name);  // a field name argument of getfield/setfield
  Constant* TypeArg(const Type* type);       // malloc's argument
  // A constant of `type` for the Python value `object` seen as `annotation`.
  Value* LowLevelConstant(const host::HostObject* object, const Ann& annotation, const Type* type);

  [[noreturn]] void Fail(const std::string& message) const;

  // Arguments that are numbers which may be None, used by this operation as numbers:
  // unboxed before the lowering runs (TypeError when None), their annotations made
  // non-nullable (UnboxNullableArguments, rtyper.cc).
  std::vector<Value*> unboxed;

 private:
  // ConvertType of `value`, which holds a value of annotation `from` (null: unknown).
  Value* ConvertFrom(Value* value, const Ann& from, const Type* to);
};

class GraphTyper {
 public:
  GraphTyper(Universe& universe, const annotator::GraphInfo& info);
  void Prepare();  // drops unreachable links, types every variable
  model::Link* NeverTakenReturn(model::Block* block);
  void CutAfterNeverReturningCall(model::Block* block, int index);
  void Lower();  // rewrites the operations

  Universe& universe;
  const annotator::GraphInfo& info;
  model::FunctionGraph& graph;
  std::vector<model::SpaceOperation>* out = nullptr;  // the block being rewritten
  // Operations of the block being lowered that defined a variable (newslice, ...), for
  // lowerings that look at how an argument was made.
  std::map<const Variable*, const model::SpaceOperation*> definitions;

  Ann AnnOf(const Value* value) const;
  const Type* TypeOf(const Ann& a) const { return universe.LowLevelType(a); }
  // The annotation of the Python value a low-level value holds: what Remember recorded
  // for the values the lowerings made (constants, results), a constant's own value, a
  // flow variable's binding; null when unknown (a variable a lowering emitted).
  Ann SourceAnn(const Value* value) const;
  void Remember(const Value* value, const Ann& a) { lowered_anns_[value] = a; }
  // Whether the integer result `v` of the graph may wrap at 64 bits unnoticed
  // (wrap_tolerance.h): its operation then needs no overflow check.
  bool WrapAllowed(const Variable* v) const { return wrap_tolerant_.count(v) > 0; }

 private:
  void TypeVariables();
  void LowerBlock(model::Block* block);
  void ConvertLinks(model::Block* block);
  void ForgetVoidObjects();

  std::unordered_map<const Value*, Ann> lowered_anns_;
  std::unordered_set<const Variable*> wrap_tolerant_;
};

// The lowering of one high-level operation: returns the result value (converted to the
// result's representation by the caller), or null when the result is Void.
using Lowering = std::function<Value*(OpContext&)>;
// A lowering for the operations whose arguments it `applies` to (by annotation).
struct LoweringRule {
  std::function<bool(const OpContext&)> applies;
  Lowering lower;
};
// The rule for `c`'s operation and arguments, or null.
const LoweringRule* FindLowering(const OpContext& c);

// Families register their rules here (one file each); the first that applies wins.
using LoweringTable = std::map<std::string, std::vector<LoweringRule>>;
void RegisterNullableNumberLowerings(LoweringTable& table);  // == and `is` of int or None
void RegisterSpecialLowerings(LoweringTable& table);         // operators on instances
// Unboxes the arguments of `c` that are numbers which may be None and that the operation
// uses as numbers (nullable_numbers.cc).
void UnboxNullableArguments(OpContext& c);
// An attribute read or set on an instance that may be None, where a handler may catch the
// AttributeError (`caught`: the block's handlers cover this operation): checked first
// (none_attribute.cc).
void CheckNoneOwner(OpContext& c, bool caught);
// Floats that may be ints, kept with their type (mixed_numbers.cc): their arithmetic, and
// the float value of those the operation uses as floats, decoded before it is lowered.
void RegisterMixedNumberLowerings(LoweringTable& table);
void DecodeMixedArguments(OpContext& c);
void RegisterSetLowerings(LoweringTable& table);
void RegisterNumberLowerings(LoweringTable& table);
void RegisterMembershipLowerings(LoweringTable& table);  // before strings and containers
void RegisterStringLowerings(LoweringTable& table);
void RegisterContainerLowerings(LoweringTable& table);
void RegisterObjectLowerings(LoweringTable& table);
void RegisterCallLowerings(LoweringTable& table);

// Conversions used by several families.
Value* ToStr(OpContext& c, Value* value, const Ann& a);   // str(x)
Value* ToRepr(OpContext& c, Value* value, const Ann& a);  // repr(x)
// Stores the argument `arg` of the new exception instance `exception`: str(arg) for
// str(e), and what repr(e) needs to show repr(arg) (rpy_exc_init_arg).
void StoreExceptionArgument(OpContext& c, Value* exception, Value* arg, const Ann& a);
Value* IsTrue(OpContext& c, Value* value, const Ann& a);  // bool(x)

class RTyper {
 public:
  explicit RTyper(Universe& universe) : universe_(universe) {}
  // Lowers every graph of the universe. Returns the errors, each "file:line: message".
  std::vector<std::string> SpecializeAll();

 private:
  Universe& universe_;
};

}  // namespace rtfarm::rtyper
