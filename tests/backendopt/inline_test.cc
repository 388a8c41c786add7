#include "passes/backendopt/inline.h"

#include <gtest/gtest.h>

#include "passes/backendopt/backendopt.h"
#include "passes/backendopt/inline_call.h"
#include "passes/backendopt/size_estimate.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// What the exception transformer leaves after a call of a graph that can raise:
// r = call(...); e = rpy_exc_occurred(); switch e: true -> return dummy, false -> rest.
Variable* CallChecked(Program& p, FunctionGraph& g, Block*& block, const std::string& callee,
                      std::vector<Value*> args) {
  auto& t = p.types;
  Variable* r = Call(g, block, callee, p.signatures.at(callee), std::move(args), t);
  Variable* raised = Call(g, block, "rpy_exc_occurred", t.Func({}, t.Bool()), {}, t);
  Variable* carried = Var(g, r->concretetype);
  Block* rest = g.NewBlock({carried});
  const Type* ret = g.returnblock()->inputargs[0]->concretetype;
  Branch(g, block, raised, g.returnblock(), {lltype::IntConstant(g, 0, ret)}, rest, {r});
  block = rest;
  return carried;
}

// fn_add1(x) = x + 1
void AddOne(Program& p) {
  auto& t = p.types;
  FunctionGraph& g = p.Graph("fn_add1", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Jump(g, b, g.returnblock(), {Op(g, b, "int_add", {b->inputargs[0], Int(g, t, 1)}, t.Signed())});
}

// fn_abs(x): two returns.
void Abs(Program& p) {
  auto& t = p.types;
  FunctionGraph& g = p.Graph("fn_abs", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* x = b->inputargs[0];
  Variable* neg = Op(g, b, "int_lt", {x, Int(g, t, 0)}, t.Bool());
  Variable* y = Var(g, t.Signed());
  Block* flip = g.NewBlock({y});
  Branch(g, b, neg, flip, {x}, g.returnblock(), {x});
  Jump(g, flip, g.returnblock(), {Op(g, flip, "int_neg", {y}, t.Signed())});
}

TEST(InlineTest, InlinesSmallCalleesAndKeepsTheCallersChecks) {
  Program p;
  auto& t = p.types;
  AddOne(p);
  Abs(p);
  FunctionGraph& g = p.Graph("fn_main", {t.Signed(), t.Signed()}, t.Signed());
  Block* block = g.startblock();
  Variable* a = block->inputargs[0];
  Variable* b = block->inputargs[1];
  Variable* x = Call(g, block, "fn_add1", p.signatures["fn_add1"], {a}, t);
  Variable* y = Call(g, block, "fn_abs", p.signatures["fn_abs"], {b}, t);
  Variable* raised = Call(g, block, "rpy_exc_occurred", t.Func({}, t.Bool()), {}, t);
  Variable* x2 = Var(g, t.Signed());
  Variable* y2 = Var(g, t.Signed());
  Block* rest = g.NewBlock({x2, y2});
  Branch(g, block, raised, g.returnblock(), {Int(g, t, 0)}, rest, {x, y});
  Jump(g, rest, g.returnblock(), {Op(g, rest, "int_mul", {x2, y2}, t.Signed())});
  ASSERT_EQ(Problems(g, t), "");

  InlineStats stats = InlineFunctions(p.Map(), {}, t);
  EXPECT_EQ(stats.calls_inlined, 2);
  EXPECT_EQ(stats.graphs_changed, 1);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
  EXPECT_EQ(CountCallsTo(g, "fn_add1"), 0);
  EXPECT_EQ(CountCallsTo(g, "fn_abs"), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_exc_occurred"), 1);  // the caller's own check stays
  EXPECT_EQ(CountOps(g, "int_add"), 1);
  EXPECT_EQ(CountOps(g, "int_neg"), 1);
  // The callees themselves are untouched.
  EXPECT_EQ(CountBlocks(*p.graphs["fn_abs"]), 2);
  OptimizeGraph(g, t);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
}

TEST(InlineTest, CarriesTheCallersValuesThroughACalleeWithALoop) {
  Program p;
  auto& t = p.types;
  // fn_sum(n) = 0 + 1 + ... + (n-1)
  {
    FunctionGraph& g = p.Graph("fn_sum", {t.Signed()}, t.Signed());
    Block* b = g.startblock();
    Variable* i = Var(g, t.Signed());
    Variable* s = Var(g, t.Signed());
    Variable* n = Var(g, t.Signed());
    Block* head = g.NewBlock({i, s, n});
    Jump(g, b, head, {Int(g, t, 0), Int(g, t, 0), b->inputargs[0]});
    Variable* more = Op(g, head, "int_lt", {i, n}, t.Bool());
    Variable* i2 = Var(g, t.Signed());
    Variable* s2 = Var(g, t.Signed());
    Variable* n2 = Var(g, t.Signed());
    Block* body = g.NewBlock({i2, s2, n2});
    Branch(g, head, more, body, {i, s, n}, g.returnblock(), {s});
    Jump(g, body, head,
         {Op(g, body, "int_add", {i2, Int(g, t, 1)}, t.Signed()),
          Op(g, body, "int_add", {s2, i2}, t.Signed()), n2});
  }
  FunctionGraph& g = p.Graph("fn_main", {t.Signed(), t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* before = Op(g, b, "int_mul", {b->inputargs[1], Int(g, t, 3)}, t.Signed());
  Variable* s = Call(g, b, "fn_sum", p.signatures["fn_sum"], {b->inputargs[0]}, t);
  Jump(g, b, g.returnblock(), {Op(g, b, "int_sub", {s, before}, t.Signed())});
  InlineStats stats = InlineFunctions(p.Map(), {}, t);
  EXPECT_EQ(stats.calls_inlined, 1);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
  EXPECT_EQ(CountCallsTo(g, "fn_sum"), 0);
  // before, the callee's start, head, body, after
  EXPECT_EQ(CountBlocks(g), 5) << Dump(g);
}

TEST(InlineTest, NeverInlinesRecursiveCycles) {
  Program p;
  auto& t = p.types;
  FunctionGraph& even = p.Graph("fn_even", {t.Signed()}, t.Signed());
  FunctionGraph& odd = p.Graph("fn_odd", {t.Signed()}, t.Signed());
  FunctionGraph& self = p.Graph("fn_self", {t.Signed()}, t.Signed());
  for (auto [g, callee] : {std::pair{&even, "fn_odd"}, {&odd, "fn_even"}, {&self, "fn_self"}}) {
    Block* b = g->startblock();
    Variable* r = Call(*g, b, callee, p.signatures[callee], {b->inputargs[0]}, t);
    Jump(*g, b, g->returnblock(), {r});
  }
  FunctionGraph& main = p.Graph("fn_main", {t.Signed()}, t.Signed());
  Block* b = main.startblock();
  Variable* r = Call(main, b, "fn_even", p.signatures["fn_even"], {b->inputargs[0]}, t);
  Variable* r2 = Call(main, b, "fn_self", p.signatures["fn_self"], {r}, t);
  Jump(main, b, main.returnblock(), {r2});
  InlineStats stats = InlineFunctions(p.Map(), {}, t);
  EXPECT_EQ(stats.calls_inlined, 0);
  EXPECT_EQ(CountCallsTo(main, "fn_even"), 1);
  EXPECT_EQ(CountCallsTo(even, "fn_odd"), 1);
  EXPECT_EQ(CountCallsTo(self, "fn_self"), 1);
}

// A chain of n additions.
void Heavy(Program& p, const std::string& name, int n) {
  auto& t = p.types;
  FunctionGraph& g = p.Graph(name, {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Value* v = b->inputargs[0];
  for (int i = 0; i < n; ++i) v = Op(g, b, "int_add", {v, Int(g, t, i)}, t.Signed());
  Jump(g, b, g.returnblock(), {v});
}

TEST(InlineTest, RespectsTheThresholdAndTheCallerBound) {
  Program p;
  auto& t = p.types;
  Heavy(p, "fn_heavy", 40);
  Heavy(p, "fn_light", 5);
  FunctionGraph& g = p.Graph("fn_main", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Value* v = b->inputargs[0];
  for (int i = 0; i < 3; ++i) v = Call(g, b, "fn_light", p.signatures["fn_light"], {v}, t);
  v = Call(g, b, "fn_heavy", p.signatures["fn_heavy"], {v}, t);
  Jump(g, b, g.returnblock(), {v});
  EXPECT_GE(InliningWeight(*p.graphs["fn_heavy"]), 32.4);
  EXPECT_LT(InliningWeight(*p.graphs["fn_light"]), 32.4);
  InlineOptions options;
  // Room for two copies of fn_light only.
  options.max_caller_size = StaticInstructionCount(g) + 2 * 5 + 1;
  InlineStats stats = InlineFunctions(p.Map(), options, t);
  EXPECT_EQ(stats.calls_inlined, 2);
  EXPECT_EQ(CountCallsTo(g, "fn_light"), 1);
  EXPECT_EQ(CountCallsTo(g, "fn_heavy"), 1);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
}

TEST(InlineTest, VoidParametersAndResults) {
  Program p;
  auto& t = p.types;
  const Type* box = t.GcStruct("box", {{"value", t.Signed()}});
  FunctionGraph& set = p.Graph("fn_set", {t.Ptr(box), t.Void(), t.Signed()}, t.Void());
  Block* sb = set.startblock();
  Op(set, sb, "setfield", {sb->inputargs[0], Field(set, t, "value"), sb->inputargs[2]}, t.Void());
  Jump(set, sb, set.returnblock(), {lltype::VoidConstant(set, t.Void())});
  FunctionGraph& g = p.Graph("fn_main", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* obj = Op(g, b, "malloc", {TypeArg(g, t, box)}, t.Ptr(box));
  Call(g, b, "fn_set", p.signatures["fn_set"],
       {obj, lltype::VoidConstant(g, t.Void()), b->inputargs[0]}, t);
  Jump(g, b, g.returnblock(), {Op(g, b, "getfield", {obj, Field(g, t, "value")}, t.Signed())});
  InlineStats stats = InlineFunctions(p.Map(), {}, t);
  EXPECT_EQ(stats.calls_inlined, 1);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
  // Inlining the initialiser lets malloc removal see every use of the box.
  GraphOptStats opt = OptimizeGraph(g, t);
  EXPECT_EQ(opt.mallocs_removed, 1);
  EXPECT_EQ(Problems(g, t), "") << Dump(g);
  EXPECT_EQ(CountBlocks(g), 1) << Dump(g);
  EXPECT_EQ(g.startblock()->exits[0]->args[0], g.startblock()->inputargs[0]) << Dump(g);
}

TEST(InlineTest, LeavesCallsThroughAnotherSignatureAlone) {
  Program p;
  auto& t = p.types;
  AddOne(p);
  FunctionGraph& g = p.Graph("fn_main", {t.Float()}, t.Float());
  Block* b = g.startblock();
  // Same C name, different low-level signature: not this graph's call.
  Variable* r = Call(g, b, "fn_add1", t.Func({t.Float()}, t.Float()), {b->inputargs[0]}, t);
  Jump(g, b, g.returnblock(), {r});
  EXPECT_EQ(InlineFunctions(p.Map(), {}, t).calls_inlined, 0);
  EXPECT_EQ(CountCallsTo(g, "fn_add1"), 1);
}

// The same program inlined twice gives the same graphs, whatever the order in which
// its graphs were created.
TEST(InlineTest, Deterministic) {
  auto build = [](bool reversed) {
    Program p;
    auto& t = p.types;
    if (reversed) {
      Abs(p);
      AddOne(p);
    } else {
      AddOne(p);
      Abs(p);
    }
    FunctionGraph& g = p.Graph("fn_main", {t.Signed()}, t.Signed());
    Block* b = g.startblock();
    Variable* x = CallChecked(p, g, b, "fn_abs", {b->inputargs[0]});
    Variable* y = CallChecked(p, g, b, "fn_add1", {x});
    Variable* z = CallChecked(p, g, b, "fn_abs", {y});
    Jump(g, b, g.returnblock(), {z});
    InlineFunctions(p.Map(), {}, t);
    EXPECT_EQ(Problems(g, t), "") << Dump(g);
    OptimizeGraph(g, t);
    EXPECT_EQ(Problems(g, t), "") << Dump(g);
    return Dump(g);
  };
  std::string first = build(false);
  EXPECT_EQ(first, build(true));
  EXPECT_EQ(first.find("fn_abs"), std::string::npos) << first;
  EXPECT_EQ(first, build(false));
}

TEST(SizeEstimateTest, LoopsCostMoreThanTheirStaticCount) {
  Program p;
  Heavy(p, "fn_straight", 4);
  double straight = StaticInstructionCount(*p.graphs["fn_straight"]);
  EXPECT_EQ(straight, 4);
  EXPECT_EQ(MedianExecutionCost(*p.graphs["fn_straight"]), 4);
  auto& t = p.types;
  FunctionGraph& g = p.Graph("fn_loop", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* i = Var(g, t.Signed());
  Block* head = g.NewBlock({i});
  Jump(g, b, head, {b->inputargs[0]});
  Variable* more = Op(g, head, "int_gt", {i, Int(g, t, 0)}, t.Bool());
  Variable* j = Var(g, t.Signed());
  Block* body = g.NewBlock({j});
  Branch(g, head, more, body, {i}, g.returnblock(), {i});
  Jump(g, body, head, {Op(g, body, "int_sub", {j, Int(g, t, 1)}, t.Signed())});
  EXPECT_GT(MedianExecutionCost(g), StaticInstructionCount(g));
  // An infinite loop has no finite cost.
  FunctionGraph& spin = p.Graph("fn_spin", {}, t.Void());
  Block* s = spin.startblock();
  Jump(spin, s, s, {});
  EXPECT_EQ(MedianExecutionCost(spin), kUnboundedCost);
}

TEST(SizeEstimateTest, RaisingIsTheExceptionAndListAccessIsNotACall) {
  Program p;
  auto& t = p.types;
  // fn_check(x): if x < 0: (four operations) raise; return x
  FunctionGraph& g = p.Graph("fn_check", {t.Signed()}, t.Signed());
  Block* b = g.startblock();
  Variable* x = b->inputargs[0];
  Variable* negative = Op(g, b, "int_lt", {x, Int(g, t, 0)}, t.Bool());
  Variable* y = Var(g, t.Signed());
  Block* fail = g.NewBlock({y});
  Branch(g, b, negative, fail, {x}, g.returnblock(), {x});
  Value* v = y;
  for (int i = 0; i < 4; ++i) v = Op(g, fail, "int_add", {v, Int(g, t, 1)}, t.Signed());
  Call(g, fail, "rpy_raise", t.Func({t.Signed()}, t.Void()), {v}, t);
  Jump(g, fail, g.returnblock(), {Int(g, t, 0)});
  // The raise itself weighs nothing (a link to the except block in RPython's graphs);
  // the branch (2) runs always, the raising block (4) one time in ten.
  EXPECT_EQ(StaticInstructionCount(g), 6);
  EXPECT_NEAR(MedianExecutionCost(g), 2 + 0.1 * 4, 1e-9);

  // An element read of a list is a bounds check and a load, not a call.
  FunctionGraph& read = p.Graph("fn_read", {t.Signed()}, t.Signed());
  Block* r = read.startblock();
  Variable* item =
      Call(read, r, "rpy_list_Signed_getitem_nonneg", t.Func({t.Signed(), t.Signed()}, t.Signed()),
           {r->inputargs[0], Int(read, t, 0)}, t);
  Jump(read, r, read.returnblock(), {item});
  EXPECT_EQ(StaticInstructionCount(read), 2);
}

}  // namespace
}  // namespace rtfarm::backendopt
