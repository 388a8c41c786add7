#include "passes/rtyper/rtyper.h"

#include <cstring>
#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "passes/model/progress.h"
#include "passes/rtyper/wrap_tolerance.h"

namespace rtfarm::rtyper {

using annotator::Kind;

// --- the lowering table ----------------------------------------------------------------

const LoweringRule* FindLowering(const OpContext& c) {
  static const LoweringTable table = [] {
    LoweringTable t;
    RegisterNullableNumberLowerings(t);  // first: None is no number
    RegisterMixedNumberLowerings(t);     // an int's type kept where it may be a float
    RegisterSpecialLowerings(t);         // operators on instances call their methods
    RegisterSetLowerings(t);  // before the generic comparisons, which would take sets too
    RegisterNumberLowerings(t);
    RegisterMembershipLowerings(t);
    RegisterStringLowerings(t);
    RegisterContainerLowerings(t);
    RegisterObjectLowerings(t);
    RegisterCallLowerings(t);
    return t;
  }();
  auto it = table.find(c.op.opname);
  if (it == table.end()) return nullptr;
  for (const LoweringRule& rule : it->second) {
    if (rule.applies(c)) return &rule;
  }
  return nullptr;
}

// --- OpContext -------------------------------------------------------------------------

OpContext::OpContext(GraphTyper& graph, const model::SpaceOperation& op) : graph(graph), op(op) {
  for (const Value* arg : op.args) args.push_back(graph.AnnOf(arg));
  result = graph.AnnOf(op.result);
  result_type = op.result->concretetype;
}

Universe& OpContext::universe() const { return graph.universe; }
lltype::TypeRegistry& OpContext::types() const { return graph.universe.types(); }

const host::HostObject* OpContext::ConstArg(size_t i) const {
  if (i >= op.args.size()) return args.at(i)->constant;  // a value made by the lowering
  const Value* v = op.args.at(i);
  if (v->is_constant()) return static_cast<const Constant*>(v)->object();
  return args[i]->constant;
}

Value* OpContext::Arg(size_t i) {
  if (i < unboxed.size() && unboxed[i] != nullptr) return unboxed[i];
  Value* v = op.args.at(i);
  if (!v->is_constant()) return v;
  Value* c = LowLevelConstant(static_cast<Constant*>(v)->object(), args[i], graph.TypeOf(args[i]));
  // A prebuilt tuple's symbol does not say which functions its Void items are.
  graph.Remember(c, args[i]);
  return c;
}

Value* OpContext::ArgAs(size_t i, const Ann& to) {
  if (i < unboxed.size() && unboxed[i] != nullptr) return Convert(unboxed[i], args[i], to);
  Value* v = op.args.at(i);
  if (v->is_constant()) {
    return LowLevelConstant(static_cast<Constant*>(v)->object(), to, graph.TypeOf(to));
  }
  return Convert(v, args[i], to);
}

Variable* OpContext::Emit(const std::string& opname, std::vector<Value*> operands,
                          const Type* type) {
  Variable* result = graph.graph.NewVariable();
  result->concretetype = type;
  graph.out->push_back({opname, std::move(operands), result, op.position});
  return result;
}

Variable* OpContext::Call(const std::string& symbol, std::vector<Value*> operands, const Type* type,
                          bool canraise) {
  // A runtime function on a container whose items compare, hash or order through user
  // methods raises what those raise.
  for (size_t i = 0; i < operands.size() && !canraise; ++i)
    canraise = universe().ContainerCallsUserMethods(operands[i]->concretetype);
  universe().DeclareHelper(symbol, canraise);
  std::vector<const Type*> arg_types;
  for (Value* v : operands) arg_types.push_back(v->concretetype);
  const Type* fn = types().Ptr(types().Func(arg_types, type));
  operands.insert(operands.begin(), Symbol(symbol, fn));
  return Emit("direct_call", std::move(operands), type);
}

Constant* OpContext::Int(int64_t value) {
  Constant* c = graph.graph.NewConstant(universe().space().Int(value));
  c->concretetype = types().Signed();
  return c;
}

Constant* OpContext::Float(double value) {
  Constant* c = graph.graph.NewConstant(universe().space().Float(value));
  c->concretetype = types().Float();
  return c;
}

Constant* OpContext::Bool(bool value) {
  Constant* c = graph.graph.NewConstant(universe().space().Bool(value));
  c->concretetype = types().Bool();
  return c;
}

Constant* OpContext::UniChar(const std::string& utf8) {
  Constant* c = graph.graph.NewConstant(universe().space().Str(utf8));
  c->concretetype = types().UniChar();
  return c;
}

// The text rides along with the symbol: the backend optimizations fold comparisons of
// string constants.
Constant* OpContext::Str(const std::string& utf8) {
  Constant* c = graph.graph.NewConstant(universe().space().Str(utf8));
  c->symbol = "&" + universe().StringConstant(utf8);
  c->concretetype = universe().StringPtr();
  return c;
}

Constant* OpContext::Null(const Type* type) {
  Constant* c = graph.graph.NewConstant(universe().space().None());
  if (type->kind() == lltype::TypeKind::kPrimitive && !type->IsPrimitive(lltype::Primitive::kVoid))
    c = graph.graph.NewConstant(universe().space().Int(0));
  c->concretetype = type;
  return c;
}

Constant* OpContext::Symbol(const std::string& symbol, const Type* type) {
  Constant* c = graph.graph.NewConstant(nullptr);
  c->symbol = symbol;
  c->concretetype = type;
  return c;
}

Constant* OpContext::Field(const std::string& name) {
  Constant* c = graph.graph.NewConstant(nullptr);
  c->symbol = name;
  c->concretetype = types().Void();
  return c;
}

Constant* OpContext::TypeArg(const Type* type) {
  Constant* c = graph.graph.NewConstant(nullptr);
  c->type_value = type;
  c->concretetype = types().Void();
  return c;
}

void OpContext::Fail(const std::string& message) const { throw RTypeError(message); }

// --- GraphTyper ------------------------------------------------------------------------

GraphTyper::GraphTyper(Universe& universe, const annotator::GraphInfo& info)
    : universe(universe), info(info), graph(*info.graph) {}

Ann GraphTyper::AnnOf(const Value* value) const {
  if (value != nullptr && value->is_constant()) {
    const host::HostObject* object = static_cast<const Constant*>(value)->object();
    if (object == nullptr) return annotator::Impossible();
    return universe.annotator().bookkeeper().ImmutableValue(object);
  }
  return universe.annotator().Binding(info, value);
}

Ann GraphTyper::SourceAnn(const Value* value) const {
  if (value == nullptr) return nullptr;
  auto it = lowered_anns_.find(value);
  if (it != lowered_anns_.end()) return it->second;
  if (value->is_constant()) {
    if (static_cast<const Constant*>(value)->object() == nullptr) return nullptr;
    return AnnOf(value);
  }
  Ann a = AnnOf(value);
  return a->kind == Kind::kImpossible ? nullptr : a;
}

namespace {

// "file.py:LINE: message", the file without its directories.
std::string Located(const model::SourcePosition& position, const std::string& message) {
  std::string file = position.file;
  auto slash = file.rfind('/');
  if (slash != std::string::npos) file = file.substr(slash + 1);
  return file + ":" + std::to_string(position.line) + ": " + message;
}

std::string Shown(const OpContext& c) {
  std::string shown = c.op.opname + "(";
  for (size_t i = 0; i < c.args.size(); ++i)
    shown += (i ? ", " : "") + annotator::Describe(c.args[i]);
  return shown + ")";
}

bool Reached(const GraphTyper& g, const model::Block* block) {
  if (block->is_final()) return true;
  for (const Variable* v : block->inputargs) {
    if (g.AnnOf(v)->kind != Kind::kImpossible) return true;
  }
  for (const auto& op : block->operations) {
    if (g.AnnOf(op.result)->kind != Kind::kImpossible) return true;
  }
  if (!block->inputargs.empty()) return false;
  return block->operations.empty() || g.universe.annotator().NoInputBlockReached(block);
}

}  // namespace

void GraphTyper::TypeVariables() {
  const Type* void_type = universe.types().Void();
  // Results of operations first: a type the universe refuses is then reported at the
  // line of the operation that makes such a value.
  for (model::Block* block : graph.Blocks()) {
    for (auto& op : block->operations) {
      try {
        op.result->concretetype = TypeOf(AnnOf(op.result));
      } catch (const RTypeError& e) {
        throw RTypeError(Located(op.position, e.what()));
      }
    }
  }
  for (model::Block* block : graph.Blocks()) {
    for (Variable* v : block->inputargs) v->concretetype = TypeOf(AnnOf(v));
    for (model::Link* link : block->exits) {
      if (link->last_exception) link->last_exception->concretetype = universe.VtablePtr();
      if (link->last_exc_value) link->last_exc_value->concretetype = universe.ObjectPtr();
    }
  }
  // A method family's common return type (Universe::ReturnType); the return links convert.
  graph.returnblock()->inputargs[0]->concretetype = universe.ReturnType(&info);
  model::Block* except = graph.exceptblock();
  if (except->inputargs.size() == 2) {
    except->inputargs[0]->concretetype = universe.VtablePtr();
    except->inputargs[1]->concretetype = universe.ObjectPtr();
  }
  (void)void_type;
}

// A link from `block` to the return block that is never taken: the exception
// transformer wants a normal exit after a call that can raise, also after one that
// never returns.
model::Link* GraphTyper::NeverTakenReturn(model::Block* block) {
  model::Block* ret = graph.returnblock();
  std::vector<Value*> dummy;
  for (size_t i = 0; i < ret->inputargs.size(); ++i)
    dummy.push_back(graph.NewConstant(universe.space().None()));
  return graph.NewLink(block, ret, dummy);
}

// The operations after a call that never returns were never annotated and never run: the
// block ends with the call, its one exit never taken.
void GraphTyper::CutAfterNeverReturningCall(model::Block* block, int index) {
  block->operations.resize(static_cast<size_t>(index) + 1);
  block->exitswitch = model::ExitSwitch::kNone;
  block->exitswitch_var = nullptr;
  block->exits = {NeverTakenReturn(block)};
}

void GraphTyper::Prepare() {
  model::PublishFunction(graph.name(), "RTyper");
  // Links into blocks the annotator never reached (dead branches, exceptions that
  // cannot happen) go away first.
  for (model::Block* block : graph.Blocks()) {
    int never_returns = universe.annotator().NeverReturningCallAt(block);
    if (never_returns >= 0) CutAfterNeverReturningCall(block, never_returns);
    // A generator's resume point never reached: nothing of the block runs from there.
    int unreached = universe.annotator().UnreachedFrom(block);
    if (unreached >= 0) CutAfterNeverReturningCall(block, unreached - 1);
    // A switch the annotator knew constant (isinstance() of an argument specialised by
    // type) followed only its own case, even into a block reached another way.
    const host::HostObject* decided = nullptr;
    if (block->exitswitch == model::ExitSwitch::kVariable) {
      decided = AnnOf(block->exitswitch_var)->constant;
      bool matched = false;
      for (model::Link* link : block->exits)
        matched |= decided != nullptr && link->exitcase != nullptr &&
                   decided->key() == link->exitcase->key();
      if (!matched) decided = nullptr;
    }
    std::vector<model::Link*> kept;
    for (model::Link* link : block->exits) {
      if (decided != nullptr && link->exitcase != nullptr &&
          decided->key() != link->exitcase->key())
        continue;
      if (Reached(*this, link->target)) kept.push_back(link);
    }
    if (block->exitswitch == model::ExitSwitch::kLastException && !kept.empty() &&
        kept[0] != block->exits[0]) {
      // The caught operation never returns (next() of an empty tuple, a call of a function
      // that always raises): only handlers are reached.
      kept.insert(kept.begin(), NeverTakenReturn(block));
    }
    if (kept != block->exits) {
      block->exits = kept;
      if (block->exitswitch == model::ExitSwitch::kLastException && kept.size() == 1) {
        block->exitswitch = model::ExitSwitch::kNone;
      }
      if (block->exitswitch == model::ExitSwitch::kVariable && kept.size() == 1) {
        block->exitswitch = model::ExitSwitch::kNone;
        block->exitswitch_var = nullptr;
        kept[0]->exitcase = nullptr;
      }
    }
  }
  graph.Prune();
  TypeVariables();
}

void GraphTyper::Lower() {
  wrap_tolerant_ = WrapTolerantVariables(graph);
  for (model::Block* block : graph.Blocks()) LowerBlock(block);
  for (model::Block* block : graph.Blocks()) ConvertLinks(block);
  ForgetVoidObjects();
}

// A Void constant has no run-time value; the Python object it stood for (a function, a
// class, a frozen object passed where only that one can be) served the conversions above
// and stays with the front-end: the shards receive primitive values only.
void GraphTyper::ForgetVoidObjects() {
  const Type* void_type = universe.types().Void();
  auto forget = [&](Value*& v) {
    if (!v->is_constant()) return;
    auto* c = static_cast<Constant*>(v);
    const host::HostObject* o = c->object();
    if (c->concretetype != void_type || o == nullptr || !c->symbol.empty() ||
        c->type_value != nullptr)
      return;
    switch (o->kind()) {
      case host::HostKind::kNone:
      case host::HostKind::kBool:
      case host::HostKind::kInt:
      case host::HostKind::kBigInt:
      case host::HostKind::kFloat:
      case host::HostKind::kStr:
      case host::HostKind::kBytes:
        return;
      default:
        break;
    }
    Constant* none = graph.NewConstant(universe.space().None());
    none->concretetype = void_type;
    v = none;
  };
  for (model::Block* block : graph.Blocks()) {
    for (auto& op : block->operations)
      for (Value*& a : op.args) forget(a);
    for (model::Link* link : block->exits)
      for (Value*& a : link->args) forget(a);
  }
}

// `[x] * n` (and `n * [x]`) in one block, the one-item list read by nothing else:
// RPython's alloc_and_set, which allocates the n items at once. The literal's own list
// (whose items are only x: [None] is a list of None) is never made. Returns the `mul`
// operations rewritten, and marks the `newlist` operations to skip.
static std::vector<model::SpaceOperation> FuseAllocAndSet(
    const model::Block* block, std::unordered_set<const model::SpaceOperation*>& skipped,
    const std::function<Ann(const Value*)>& ann_of) {
  std::unordered_map<const Value*, int> uses;
  for (const model::SpaceOperation& op : block->operations)
    for (const Value* a : op.args) ++uses[a];
  for (const model::Link* link : block->exits)
    for (const Value* a : link->args) ++uses[a];
  if (block->exitswitch_var != nullptr) ++uses[block->exitswitch_var];
  std::unordered_map<const Value*, const model::SpaceOperation*> one_item_lists;
  for (const model::SpaceOperation& op : block->operations) {
    if (op.opname == "newlist" && op.args.size() == 1) one_item_lists[op.result] = &op;
  }
  std::vector<model::SpaceOperation> fused(block->operations.size());
  for (size_t i = 0; i < block->operations.size(); ++i) {
    const model::SpaceOperation& op = block->operations[i];
    if (op.opname != "mul" || op.args.size() != 2) continue;
    for (size_t li = 0; li < 2; ++li) {
      auto it = one_item_lists.find(op.args[li]);
      if (it == one_item_lists.end() || uses[op.args[li]] != 1) continue;
      Ann count = ann_of(op.args[1 - li]);
      if (count->kind != Kind::kInteger && count->kind != Kind::kBool) continue;
      skipped.insert(it->second);
      fused[i] = {"alloc_and_set", {op.args[1 - li], it->second->args[0]}, op.result, op.position};
      break;
    }
  }
  return fused;
}

void GraphTyper::LowerBlock(model::Block* block) {
  std::vector<model::SpaceOperation> lowered;
  out = &lowered;
  definitions.clear();
  std::unordered_set<const Value*> used;
  for (const model::SpaceOperation& op : block->operations)
    used.insert(op.args.begin(), op.args.end());
  for (const model::Link* link : block->exits) used.insert(link->args.begin(), link->args.end());
  std::unordered_set<const model::SpaceOperation*> skipped;
  std::vector<model::SpaceOperation> fused =
      FuseAllocAndSet(block, skipped, [&](const Value* v) { return AnnOf(v); });
  for (size_t index = 0; index < block->operations.size(); ++index) {
    if (skipped.count(&block->operations[index])) continue;
    const model::SpaceOperation& op =
        fused[index].result != nullptr ? fused[index] : block->operations[index];
    if (block->exitswitch == model::ExitSwitch::kLastException &&
        &op == &block->operations.back()) {
      // The exception transformer covers the raising operations of this lowering only.
      Variable* marker = graph.NewVariable();
      marker->concretetype = universe.types().Void();
      lowered.push_back({"catch_region", {}, marker, op.position});
    }
    definitions[op.result] = &op;
    OpContext c(*this, op);
    Value* result;
    try {
      CheckNoneOwner(c, block->exitswitch == model::ExitSwitch::kLastException &&
                            &op == &block->operations.back());
      UnboxNullableArguments(c);
      DecodeMixedArguments(c);
      const LoweringRule* rule = FindLowering(c);
      if (rule == nullptr) c.Fail("the operation " + Shown(c) + " is not supported yet");
      result = rule->lower(c);
    } catch (const std::exception& e) {
      throw RTypeError(Located(op.position, e.what()));
    }
    const Type* want = op.result->concretetype;
    if (want->IsPrimitive(lltype::Primitive::kVoid)) {
      // No run-time value; a variable later operations or links name is still defined.
      if (used.count(op.result)) {
        Constant* none = graph.NewConstant(universe.space().None());
        none->concretetype = want;
        lowered.push_back({"same_as", {none}, op.result, op.position});
      }
      continue;
    }
    if (result == nullptr) c.Fail(op.opname + " gave no value");
    if (result->concretetype != want) {
      // The lowering's value is one of the operation's result.
      if (SourceAnn(result) == nullptr) Remember(result, c.result);
      try {
        result = c.ConvertType(result, want);
      } catch (const std::exception& e) {
        throw RTypeError(Located(op.position, e.what()));
      }
    }
    if (result == op.result) continue;
    lowered.push_back({"same_as", {result}, op.result, op.position});
  }
  block->operations = std::move(lowered);
  out = nullptr;
}

// A value arriving at a block in another representation (an int where a float is
// expected, a subclass instance where its base is, a char where a str is) is converted
// on the link, in a block of its own.
void GraphTyper::ConvertLinks(model::Block* block) {
  for (model::Link* link : block->exits) {
    model::Block* target = link->target;
    std::vector<model::SpaceOperation> ops;
    std::vector<Value*> converted = link->args;
    bool needs_block = false;
    out = &ops;
    for (size_t i = 0; i < link->args.size() && i < target->inputargs.size(); ++i) {
      Value* arg = link->args[i];
      Variable* param = target->inputargs[i];
      const Type* want = param->concretetype;
      if (arg->is_constant()) {
        auto* c = static_cast<Constant*>(arg);
        if (c->concretetype == want && (c->symbol.size() || c->type_value)) continue;
        model::SpaceOperation fake{"same_as", {arg}, param, {}};
        OpContext ctx(*this, fake);
        converted[i] = ctx.LowLevelConstant(c->object(), AnnOf(param), want);
        continue;
      }
      if (arg->concretetype == want) continue;
      model::SpaceOperation fake{"same_as", {arg}, param, {}};
      OpContext ctx(*this, fake);
      try {
        converted[i] = ctx.ConvertType(arg, want);
      } catch (const std::exception& e) {
        // A link has no position of its own: the block's last operation (the one whose
        // value flows, or the branch) is the nearest line.
        const model::SourcePosition* where = &graph.position;
        for (const auto& op : block->operations) {
          if (op.position.line > 0) where = &op.position;
        }
        throw RTypeError(Located(*where, e.what()));
      }
      needs_block = true;
    }
    out = nullptr;
    if (!needs_block) {
      link->args = converted;
      continue;
    }
    // The conversion block takes the link's variables and passes converted values on.
    std::vector<Variable*> inputs;
    std::vector<Value*> outer_args;
    std::map<Value*, Value*> renamed;
    for (Value* arg : link->args) {
      if (arg->is_constant() || renamed.count(arg)) continue;
      Variable* copy = graph.CopyVariable(static_cast<Variable*>(arg));
      copy->concretetype = arg->concretetype;
      renamed[arg] = copy;
      inputs.push_back(copy);
      outer_args.push_back(arg);
    }
    auto rename = [&](Value* v) {
      auto it = renamed.find(v);
      return it == renamed.end() ? v : it->second;
    };
    for (auto& op : ops) {
      for (Value*& a : op.args) a = rename(a);
    }
    for (Value*& a : converted) a = rename(a);
    model::Block* middle = graph.NewBlock(inputs);
    middle->operations = std::move(ops);
    middle->exits.push_back(graph.NewLink(middle, target, converted));
    link->target = middle;
    link->args = outer_args;
  }
}

// --- the driver ------------------------------------------------------------------------

std::vector<std::string> RTyper::SpecializeAll() {
  std::vector<std::string> errors;
  // Every graph's variables are typed before any is lowered: calls read their callee's
  // parameter types.
  std::vector<std::unique_ptr<GraphTyper>> typers;
  for (const annotator::GraphInfo* info : universe_.graphs()) {
    typers.push_back(std::make_unique<GraphTyper>(universe_, *info));
    try {
      typers.back()->Prepare();
    } catch (const std::exception& e) {
      errors.push_back(std::string(e.what()) + " (in " + info->key + ")");
    }
  }
  if (!errors.empty()) return errors;
  for (auto& typer : typers) {
    const annotator::GraphInfo* info = &typer->info;
    try {
      typer->Lower();
    } catch (const std::exception& e) {
      errors.push_back(std::string(e.what()) + " (in " + info->key + ")");
    }
  }
  return errors;
}

}  // namespace rtfarm::rtyper
