#include "passes/backendopt/str_slice_key.h"

#include <gtest/gtest.h>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// f(d, s, i): dict operations keyed by `s[i:i + 2]` (an opaque dict instantiation
// `rpy_dict_str_Signed`: the pass reads names).
class StrSliceKeyTest : public ::testing::Test {
 protected:
  StrSliceKeyTest() {
    dict = t.Ptr(t.Opaque("rpy_dict_str_Signed"));
    str = t.Ptr(t.Opaque("rpy_string"));
    slice = t.Func({str, t.Signed(), t.Signed()}, str);
    get = t.Func({dict, str, t.Signed()}, t.Signed());
    set = t.Func({dict, str, t.Signed()}, t.Void());
    print = t.Func({str}, t.Void());
  }

  FunctionGraph& Graph() { return p.Graph("f", {dict, str, t.Signed()}, t.Signed()); }
  Variable* Slice(FunctionGraph& g, Block* b) {
    Value* i = b->inputargs[2];
    Variable* stop = Op(g, b, "int_add", {i, Int(g, t, 2)}, t.Signed());
    return Call(g, b, "rpy_str_slice", slice, {b->inputargs[1], i, stop}, t);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* dict;
  const Type* str;
  const Type* slice;
  const Type* get;
  const Type* set;
  const Type* print;
};

TEST_F(StrSliceKeyTest, ASliceUsedOnlyAsAKeyIsLookedUpInPlace) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* d = b->inputargs[0];
  Variable* key = Slice(g, b);
  Variable* old = Call(g, b, "rpy_dict_str_Signed_get_remembering", get, {d, key, Int(g, t, 0)}, t);
  Variable* incremented = Op(g, b, "int_add", {old, Int(g, t, 1)}, t.Signed());
  Call(g, b, "rpy_dict_str_Signed_setitem_remembered", set, {d, key, incremented}, t);
  Jump(g, b, g.returnblock(), {incremented});
  EXPECT_EQ(LookUpSliceKeysInPlace(g), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_slice"), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_get_remembering_slice"), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_setitem_remembered_slice"), 1);
}

// A slice also printed, or passed along a link, is allocated as before.
TEST_F(StrSliceKeyTest, ASliceUsedElsewhereStays) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* d = b->inputargs[0];
  Variable* printed = Slice(g, b);
  Call(g, b, "rpy_dict_str_Signed_get", get, {d, printed, Int(g, t, 0)}, t);
  Call(g, b, "rpy_print_str", print, {printed}, t);
  Variable* passed = Slice(g, b);
  Variable* v = Call(g, b, "rpy_dict_str_Signed_get", get, {d, passed, Int(g, t, 0)}, t);
  Block* next = g.NewBlock({Var(g, str), Var(g, t.Signed())});
  Jump(g, b, next, {passed, v});
  Jump(g, next, g.returnblock(), {next->inputargs[1]});
  EXPECT_EQ(LookUpSliceKeysInPlace(g), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_str_slice"), 2);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_get"), 2);
}

}  // namespace
}  // namespace rtfarm::backendopt
