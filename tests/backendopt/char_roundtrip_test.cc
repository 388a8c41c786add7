#include "passes/backendopt/char_roundtrip.h"

#include <gtest/gtest.h>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// Chars kept as strs (opaque pointers here: the pass reads callee names only).
class CharRoundTripTest : public ::testing::Test {
 protected:
  CharRoundTripTest() {
    str = t.Ptr(t.Opaque("rpy_string"));
    char_of_str = t.Func({str}, t.UniChar());
    str_from_char = t.Func({t.UniChar()}, str);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* str;
  const Type* char_of_str;
  const Type* str_from_char;
};

// s -> char -> str is s; both calls go.
TEST_F(CharRoundTripTest, StrThroughCharIsTheStr) {
  FunctionGraph& g = p.Graph("f", {str}, str);
  Block* b = g.startblock();
  Variable* c = Call(g, b, "rpy_char_of_str", char_of_str, {b->inputargs[0]}, t);
  Variable* s = Call(g, b, "rpy_str_from_char", str_from_char, {c}, t);
  Jump(g, b, g.returnblock(), {s});
  EXPECT_EQ(RemoveCharRoundTrips(g), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_char_of_str"), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_from_char"), 0);
  ASSERT_EQ(b->operations.size(), 1u);
  EXPECT_EQ(b->operations[0].opname, "same_as");
  EXPECT_EQ(b->operations[0].args[0], b->inputargs[0]);
}

// char -> str -> char is the char; the str, also returned, stays.
TEST_F(CharRoundTripTest, CharThroughStrKeepsAStrStillRead) {
  FunctionGraph& g = p.Graph("g", {t.UniChar()}, str);
  Block* b = g.startblock();
  Variable* s = Call(g, b, "rpy_str_from_char", str_from_char, {b->inputargs[0]}, t);
  Variable* c = Call(g, b, "rpy_char_of_str", char_of_str, {s}, t);
  Variable* again = Call(g, b, "rpy_str_from_char", str_from_char, {c}, t);
  Op(g, b, "ptr_eq", {s, again}, t.Bool());
  Jump(g, b, g.returnblock(), {s});
  // c becomes a copy of the char; `again` converts that copy, not a conversion's result
  EXPECT_EQ(RemoveCharRoundTrips(g), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_char_of_str"), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_from_char"), 2);
}

// A conversion made in another block is not followed.
TEST_F(CharRoundTripTest, OtherBlocksAreLeftAlone) {
  FunctionGraph& g = p.Graph("h", {str}, str);
  Block* b = g.startblock();
  Variable* c = Call(g, b, "rpy_char_of_str", char_of_str, {b->inputargs[0]}, t);
  Block* next = g.NewBlock({Var(g, t.UniChar())});
  Jump(g, b, next, {c});
  Variable* s = Call(g, next, "rpy_str_from_char", str_from_char, {next->inputargs[0]}, t);
  Jump(g, next, g.returnblock(), {s});
  EXPECT_EQ(RemoveCharRoundTrips(g), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_from_char"), 1);
}

}  // namespace
}  // namespace rtfarm::backendopt
