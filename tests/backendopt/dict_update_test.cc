#include "passes/backendopt/dict_update.h"

#include <gtest/gtest.h>

#include "tests/backendopt/ll_builder.h"

namespace rtfarm::backendopt {
namespace {

using namespace testing;  // NOLINT: the builders

// f(d, k, other): `d[k] = d.get(k, 0) + 1` through the runtime's helpers of a dict
// instantiation `rpy_dict_str_Signed` (an opaque pointer here: the pass reads names).
class DictUpdateTest : public ::testing::Test {
 protected:
  DictUpdateTest() {
    dict = t.Ptr(t.Opaque("rpy_dict_str_Signed"));
    str = t.Ptr(t.Opaque("rpy_string"));
    get = t.Func({dict, str, t.Signed()}, t.Signed());
    set = t.Func({dict, str, t.Signed()}, t.Void());
    other_call = t.Func({}, t.Void());
  }

  FunctionGraph& Graph() {
    return p.Graph("f" + std::to_string(counter_++), {dict, str, dict}, t.Signed());
  }
  Variable* Get(FunctionGraph& g, Block* b, Value* d, Value* k) {
    return Call(g, b, "rpy_dict_str_Signed_get", get, {d, k, Int(g, t, 0)}, t);
  }
  void Set(FunctionGraph& g, Block* b, Value* d, Value* k, Value* v) {
    Call(g, b, "rpy_dict_str_Signed_setitem", set, {d, k, v}, t);
  }

  Program p;
  lltype::TypeRegistry& t = p.types;
  const Type* dict;
  const Type* str;
  const Type* get;
  const Type* set;
  const Type* other_call;
  int counter_ = 0;
};

TEST_F(DictUpdateTest, PairsAGetWithTheSetOfTheSameKey) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* d = b->inputargs[0];
  Value* k = b->inputargs[1];
  Variable* old = Get(g, b, d, k);
  Variable* incremented = Op(g, b, "int_add", {old, Int(g, t, 1)}, t.Signed());
  Set(g, b, d, k, incremented);
  Jump(g, b, g.returnblock(), {incremented});
  EXPECT_EQ(FuseDictGetAndSet(g), 1);
  EXPECT_EQ(Problems(g, t), "");
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_get_remembering"), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_setitem_remembered"), 1);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_get"), 0);
}

// Another dict, another key, or a call between them: two lookups stay.
TEST_F(DictUpdateTest, LeavesOtherDictsKeysAndCallsAlone) {
  FunctionGraph& g = Graph();
  Block* b = g.startblock();
  Value* d = b->inputargs[0];
  Value* k = b->inputargs[1];
  Value* e = b->inputargs[2];
  Variable* v1 = Get(g, b, d, k);
  Set(g, b, e, k, v1);  // another dict
  Variable* v2 = Get(g, b, d, k);
  Call(g, b, "fn_something", other_call, {}, t);  // may change d
  Set(g, b, d, k, v2);
  Variable* v3 = Get(g, b, d, k);
  Set(g, b, d, Symbol(g, "&rpy_sconst_x", str), v3);  // another key
  Jump(g, b, g.returnblock(), {v3});
  EXPECT_EQ(FuseDictGetAndSet(g), 0);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_get"), 3);
  EXPECT_EQ(CountCallsTo(g, "rpy_dict_str_Signed_setitem"), 3);
}

}  // namespace
}  // namespace rtfarm::backendopt
