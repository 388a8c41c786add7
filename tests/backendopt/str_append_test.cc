#include "passes/backendopt/str_append.h"

#include <gtest/gtest.h>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// Loops accumulating a str: f(piece, n) { s = ""; while (cond) s = s + piece; return s }
// and variations that must stay copies. Strings are opaque pointers here: the pass reads
// callee names, types and where each value goes.
class StrAppendTest : public ::testing::Test {
 protected:
  StrAppendTest() {
    str = t.Ptr(t.Opaque("rpy_string"));
    concat = t.Func({str, str}, str);
    test = t.Func({str}, t.Bool());
    keep = t.Func({str}, t.Void());
  }

  // The loop's shape: start -> head(s) -> body(s) -> head, head -> return. `body_ops`
  // fills the body, given its s, and returns the value going back to the head.
  template <typename BodyOps>
  FunctionGraph& Loop(BodyOps body_ops, Value* initial = nullptr) {
    FunctionGraph& g = p.Graph("f" + std::to_string(counter_++), {str, t.Signed()}, str);
    Block* start = g.startblock();
    Variable* s_head = Var(g, str, "s");
    Variable* piece_head = Var(g, str, "piece");
    Block* head = g.NewBlock({s_head, piece_head});
    Variable* s_body = Var(g, str, "s");
    Variable* piece_body = Var(g, str, "piece");
    Block* body = g.NewBlock({s_body, piece_body});
    Jump(g, start, head,
         {initial != nullptr ? initial : Symbol(g, "&rpy_sconst_empty", str), start->inputargs[0]});
    Variable* more = Call(g, head, "rpy_str_startswith_x", test, {s_head}, t);
    Branch(g, head, more, body, {s_head, piece_head}, g.returnblock(), {s_head});
    Value* next = body_ops(g, body, s_body, piece_body);
    Jump(g, body, head, {next, piece_body});
    return g;
  }

  Variable* Concat(FunctionGraph& g, Block* b, Value* x, Value* y) {
    return Call(g, b, "rpy_str_concat", concat, {x, y}, t);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* str;
  const Type* concat;
  const Type* test;
  const Type* keep;
  int counter_ = 0;
};

// s = s + piece around a loop: appended in place; the constant "" entering the loop
// becomes an owned copy in the start block, the only block with a link into the head.
TEST_F(StrAppendTest, AppendsAroundALoop) {
  FunctionGraph& g = Loop([&](FunctionGraph& g, Block* body, Value* s, Value* piece) {
    return Concat(g, body, s, piece);
  });
  EXPECT_EQ(AppendStringsInPlace(g, t), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_str_append_owned"), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_owned_copy"), 1);
  EXPECT_EQ(g.startblock()->operations.size(), 1u);
}

// s = s + a + b appends twice; lengths and comparisons before the append are fine.
TEST_F(StrAppendTest, ChainsAndReadsBeforeTheAppend) {
  FunctionGraph& g = Loop([&](FunctionGraph& g, Block* body, Value* s, Value* piece) {
    Call(g, body, "rpy_str_eq_x", test, {s}, t);
    Variable* once = Concat(g, body, s, piece);
    return Concat(g, body, once, Symbol(g, "&rpy_sconst_comma", str));
  });
  EXPECT_EQ(AppendStringsInPlace(g, t), 2);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_str_append_owned"), 2);
}

// A reference kept before the append (a store, a call of the program's own function):
// the concatenation must copy, and nothing changes.
TEST_F(StrAppendTest, KeptReferenceStaysACopy) {
  FunctionGraph& g = Loop([&](FunctionGraph& g, Block* body, Value* s, Value* piece) {
    Call(g, body, "fn_remember", keep, {s}, t);
    return Concat(g, body, s, piece);
  });
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_owned_copy"), 0);
}

// The old s read after the concatenation (`t = s; s += x; use(t)`): a copy.
TEST_F(StrAppendTest, ReadAfterTheAppendStaysACopy) {
  FunctionGraph& g = Loop([&](FunctionGraph& g, Block* body, Value* s, Value* piece) {
    Variable* grown = Concat(g, body, s, piece);
    Call(g, body, "rpy_str_eq_x", test, {s}, t);
    return grown;
  });
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 1);
}

// s + s reads its operand twice: never in place.
TEST_F(StrAppendTest, SelfConcatenationStaysACopy) {
  FunctionGraph& g =
      Loop([&](FunctionGraph& g, Block* body, Value* s, Value*) { return Concat(g, body, s, s); });
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
}

// The body passes the grown s on twice (to two parameters of the loop's head): two
// names for one str, so it may not grow in place.
TEST_F(StrAppendTest, PassedTwiceOnOneLinkStaysACopy) {
  FunctionGraph& g = p.Graph("twice", {str}, str);
  Block* start = g.startblock();
  Variable* a = Var(g, str, "a");
  Variable* b = Var(g, str, "b");
  Block* head = g.NewBlock({a, b});
  Jump(g, start, head, {start->inputargs[0], start->inputargs[0]});
  Variable* more = Call(g, head, "rpy_str_startswith_x", test, {b}, t);
  Variable* a_body = Var(g, str, "a");
  Block* body = g.NewBlock({a_body});
  Branch(g, head, more, body, {a}, g.returnblock(), {b});
  Variable* grown = Concat(g, body, a_body, Symbol(g, "&rpy_sconst_x", str));
  Jump(g, body, head, {grown, grown});
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 1);
}

// Appends outside a loop are a bounded number of copies: left to the concatenation
// chains, which join them exactly.
TEST_F(StrAppendTest, StraightLineAppendsAreLeftAlone) {
  FunctionGraph& g = p.Graph("straight", {str, str}, str);
  Block* start = g.startblock();
  Variable* s = Concat(g, start, start->inputargs[0], start->inputargs[1]);
  Variable* mid = Var(g, str, "s");
  Block* next = g.NewBlock({mid});
  Jump(g, start, next, {s});
  Variable* more = Concat(g, next, mid, Symbol(g, "&rpy_sconst_x", str));
  Jump(g, next, g.returnblock(), {Concat(g, next, more, Symbol(g, "&rpy_sconst_y", str))});
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 3);
}

// A value entering the loop's parameter from a block with two exits gets its copy in a
// block of its own on that link, so the other exit pays nothing.
TEST_F(StrAppendTest, CopyOnALinkOfABranchingBlock) {
  FunctionGraph& g = p.Graph("branching", {str, t.Bool()}, str);
  Block* start = g.startblock();
  Variable* s_head = Var(g, str, "s");
  Block* head = g.NewBlock({s_head});
  Variable* s_body = Var(g, str, "s");
  Block* body = g.NewBlock({s_body});
  Branch(g, start, start->inputargs[1], head, {start->inputargs[0]}, g.returnblock(),
         {start->inputargs[0]});
  Variable* more = Call(g, head, "rpy_str_startswith_x", test, {s_head}, t);
  Branch(g, head, more, body, {s_head}, g.returnblock(), {s_head});
  Jump(g, body, head, {Concat(g, body, s_body, Symbol(g, "&rpy_sconst_x", str))});
  EXPECT_EQ(AppendStringsInPlace(g, t), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_TRUE(start->operations.empty());
  EXPECT_EQ(CountCallsTo(g, "rpy_str_owned_copy"), 1);
  // start's link into the loop now goes through the new block.
  Link* into_loop = start->exits[1];
  ASSERT_NE(into_loop->target, head);
  EXPECT_EQ(into_loop->target->exits.size(), 1u);
  EXPECT_EQ(into_loop->target->exits[0]->target, head);
}

// No concatenation feeds a loop: nothing to do, the graph is untouched.
TEST_F(StrAppendTest, GraphsWithoutAccumulationAreLeftAlone) {
  FunctionGraph& g = p.Graph("plain", {str, str}, str);
  Block* start = g.startblock();
  Variable* s = Concat(g, start, start->inputargs[0], start->inputargs[1]);
  Jump(g, start, g.returnblock(), {s});
  EXPECT_EQ(AppendStringsInPlace(g, t), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 1);
}

}  // namespace
}  // namespace rtfarm::backendopt
