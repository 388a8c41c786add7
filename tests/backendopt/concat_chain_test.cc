#include "passes/backendopt/concat_chain.h"

#include <gtest/gtest.h>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// f(a, b, c): chains of the runtime's `rpy_str_concat` (strings as opaque pointers here:
// the pass reads callee names and counts uses).
class ConcatChainTest : public ::testing::Test {
 protected:
  ConcatChainTest() {
    str = t.Ptr(t.Opaque("rpy_string"));
    concat = t.Func({str, str}, str);
  }

  FunctionGraph& Graph() { return p.Graph("f" + std::to_string(counter_++), {str, str, str}, str); }
  Variable* Concat(FunctionGraph& g, Block* b, Value* x, Value* y) {
    return Call(g, b, "rpy_str_concat", concat, {x, y}, t);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* str;
  const Type* concat;
  int counter_ = 0;
};

// "(" + a + " " + b + ")": four calls become one of five pieces, in order.
TEST_F(ConcatChainTest, FusesALeftNestedChain) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* open = Symbol(g, "&rpy_sconst_open", str);
  Value* space = Symbol(g, "&rpy_sconst_space", str);
  Value* close = Symbol(g, "&rpy_sconst_close", str);
  Variable* s1 = Concat(g, b, open, b->inputargs[0]);
  Variable* s2 = Concat(g, b, s1, space);
  Variable* s3 = Concat(g, b, s2, b->inputargs[1]);
  Variable* s4 = Concat(g, b, s3, close);
  Jump(g, b, g.returnblock(), {s4});
  EXPECT_EQ(FuseStringConcatenations(g, t), 3);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 0);
  ASSERT_EQ(CountCallsTo(g, "rpy_str_concat_n"), 1);
  const SpaceOperation& op = b->operations.back();
  ASSERT_EQ(op.args.size(), 7u);  // callee, count, five pieces
  EXPECT_EQ(op.args[2], open);
  EXPECT_EQ(op.args[3], b->inputargs[0]);
  EXPECT_EQ(op.args[4], space);
  EXPECT_EQ(op.args[5], b->inputargs[1]);
  EXPECT_EQ(op.args[6], close);
  EXPECT_EQ(op.result, s4);
}

// a + (b + c) fuses too; an intermediate read elsewhere (returned, or passed to a
// link) is kept and its own chain starts again after it.
TEST_F(ConcatChainTest, KeepsIntermediatesUsedElsewhere) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* a = b->inputargs[0];
  Value* c = b->inputargs[2];
  Variable* inner = Concat(g, b, b->inputargs[1], c);
  Variable* nested = Concat(g, b, a, inner);   // a + (b + c): fused
  Variable* shared = Concat(g, b, nested, a);  // read twice below: kept
  Variable* first = Concat(g, b, shared, c);
  Variable* both = Concat(g, b, first, shared);
  Jump(g, b, g.returnblock(), {both});
  EXPECT_EQ(FuseStringConcatenations(g, t), 3);  // inner, nested, first
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat_n"), 2);  // a+b+c+a and shared+c+shared
  EXPECT_EQ(CountCallsTo(g, "rpy_str_concat"), 0);
  EXPECT_EQ(b->operations.size(), 2u);
}

}  // namespace
}  // namespace rtfarm::backendopt
