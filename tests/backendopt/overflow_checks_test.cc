#include "passes/backendopt/overflow_checks.h"

#include <gtest/gtest.h>

#include "passes/backendopt/int_ranges.h"
#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

class OverflowChecksTest : public ::testing::Test {
 protected:
  Program p;
  lltype::TypeRegistry& t = p.types;
};

// f(i, n): while i < n: i += 1 -- the counter's check is dead (i < n <= 2**63 - 1);
// the loop is rotated as the flow graphs make it: the test follows the increment.
TEST_F(OverflowChecksTest, CounterBoundedByItsLoopTest) {
  FunctionGraph& g = p.Graph("count", {t.Signed(), t.Signed()}, t.Signed());
  Block* start = g.startblock();
  Variable* i0 = start->inputargs[0];
  Variable* n0 = start->inputargs[1];
  Variable* first = Op(g, start, "int_lt", {i0, n0}, t.Bool());
  Block* body = g.NewBlock({Var(g, t.Signed(), "i"), Var(g, t.Signed(), "n")});
  Variable* next = Op(g, body, "int_add_nonbig", {body->inputargs[0], Int(g, t, 1)}, t.Signed());
  Variable* again = Op(g, body, "int_lt", {next, body->inputargs[1]}, t.Bool());
  Branch(g, start, first, body, {i0, n0}, g.returnblock(), {i0});
  Branch(g, body, again, body, {next, body->inputargs[1]}, g.returnblock(), {next});
  OverflowCheckStats stats = RemoveOverflowChecks(g, t);
  EXPECT_EQ(stats.removed, 1);
  EXPECT_EQ(stats.versioned, 0);
  EXPECT_EQ(CountOps(g, "int_add_nonbig"), 0);
  EXPECT_EQ(CountOps(g, "int_add"), 1);
  EXPECT_EQ(Problems(g, t), "");
}

// f(k, w): for j in 0 .. k - 1: s = j * w. Nothing bounds w, so j * w keeps its check;
// with both parameters within +-2**31 it fits: a second version without it, chosen at
// the entry.
TEST_F(OverflowChecksTest, LoopOnParametersGetsAnUncheckedVersion) {
  FunctionGraph& g = p.Graph("scaled", {t.Signed(), t.Signed()}, t.Signed());
  Block* start = g.startblock();
  Variable* k0 = start->inputargs[0];
  Variable* w0 = start->inputargs[1];
  // loop: j = 0; while j < k: s = j * w; j += 1 (j's increment is proven either way)
  Block* head = g.NewBlock({Var(g, t.Signed(), "j"), Var(g, t.Signed(), "k"),
                            Var(g, t.Signed(), "w"), Var(g, t.Signed(), "s")});
  Jump(g, start, head, {Int(g, t, 0), k0, w0, Int(g, t, 0)});
  Variable* more = Op(g, head, "int_lt", {head->inputargs[0], head->inputargs[1]}, t.Bool());
  Block* body =
      g.NewBlock({Var(g, t.Signed(), "j"), Var(g, t.Signed(), "k"), Var(g, t.Signed(), "w")});
  Branch(g, head, more, body, {head->inputargs[0], head->inputargs[1], head->inputargs[2]},
         g.returnblock(), {head->inputargs[3]});
  Variable* s = Op(g, body, "int_mul_nonbig", {body->inputargs[0], body->inputargs[2]}, t.Signed());
  Variable* j1 = Op(g, body, "int_add_nonbig", {body->inputargs[0], Int(g, t, 1)}, t.Signed());
  Jump(g, body, head, {j1, body->inputargs[1], body->inputargs[2], s});

  EXPECT_EQ(OverflowFreeChecks(g, t, std::nullopt).size(), 1u);  // j + 1 only
  EXPECT_EQ(OverflowFreeChecks(g, t, IntRange{-(int64_t{1} << 31), int64_t{1} << 31}).size(), 2u);
  OverflowCheckStats stats = RemoveOverflowChecks(g, t);
  EXPECT_EQ(stats.versioned, 1);
  EXPECT_EQ(stats.removed, 3);                  // j + 1 in both versions, j * w in the copy
  EXPECT_EQ(CountOps(g, "int_mul_nonbig"), 1);  // the original keeps it
  EXPECT_EQ(CountOps(g, "int_mul"), 1);
  EXPECT_EQ(CountOps(g, "int_add"), 2);
  // the entry tests both parameters against the bound, keeping them as its inputargs
  EXPECT_NE(g.startblock(), start);
  EXPECT_EQ(g.startblock()->inputargs[0], k0);
  EXPECT_EQ(g.startblock()->operations[0].opname, "int_le");
  EXPECT_EQ(CountOps(g, "int_le") + CountOps(g, "int_ge"), 4);
  EXPECT_EQ(Problems(g, t), "");
}

// a + b on parameters outside any loop: kept, and not worth a second version.
TEST_F(OverflowChecksTest, StraightLineChecksOnParametersStay) {
  FunctionGraph& g = p.Graph("add", {t.Signed(), t.Signed()}, t.Signed());
  Block* start = g.startblock();
  Variable* sum =
      Op(g, start, "int_add_nonbig", {start->inputargs[0], start->inputargs[1]}, t.Signed());
  Jump(g, start, g.returnblock(), {sum});
  OverflowCheckStats stats = RemoveOverflowChecks(g, t);
  EXPECT_EQ(stats.removed, 0);
  EXPECT_EQ(stats.versioned, 0);
  EXPECT_EQ(CountOps(g, "int_add_nonbig"), 1);
}

// Results of %, //, & and >> by constants bound what follows: (a % 1000) * 1000 + (a & 255)
// fits whatever a is; a * 2 does not.
TEST_F(OverflowChecksTest, BoundedByModAndMask) {
  FunctionGraph& g = p.Graph("mix", {t.Signed()}, t.Signed());
  Block* start = g.startblock();
  Variable* a = start->inputargs[0];
  Variable* m = Op(g, start, "int_mod", {a, Int(g, t, 1000)}, t.Signed());
  Variable* low = Op(g, start, "int_and", {a, Int(g, t, 255)}, t.Signed());
  Variable* scaled = Op(g, start, "int_mul_nonbig", {m, Int(g, t, 1000)}, t.Signed());
  Variable* sum = Op(g, start, "int_add_nonbig", {scaled, low}, t.Signed());
  Variable* twice = Op(g, start, "int_mul_nonbig", {a, Int(g, t, 2)}, t.Signed());
  Variable* all = Op(g, start, "int_add_nonbig", {sum, twice}, t.Signed());
  Jump(g, start, g.returnblock(), {all});
  EXPECT_EQ(RemoveOverflowChecks(g, t).removed, 2);
  EXPECT_EQ(CountOps(g, "int_mul_nonbig"), 1);
  EXPECT_EQ(CountOps(g, "int_add_nonbig"), 1);
}

}  // namespace
}  // namespace rtfarm::backendopt
