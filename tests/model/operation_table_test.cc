#include "passes/model/operation_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rtfarm::model {
namespace {

// Every flow operation and its arity (-1: variadic), spelled out independently of the
// table so that an accidental edit there shows up here.
const std::map<std::string_view, int>& ExpectedArities() {
  static const std::map<std::string_view, int> arities = {
      {"is_true", 1},
      {"not_", 1},
      {"pos", 1},
      {"neg", 1},
      {"invert", 1},
      {"abs", 1},
      {"add", 2},
      {"sub", 2},
      {"mul", 2},
      {"truediv", 2},
      {"floordiv", 2},
      {"mod", 2},
      {"pow", 2},
      {"lshift", 2},
      {"rshift", 2},
      {"and_", 2},
      {"or_", 2},
      {"xor", 2},
      {"matmul", 2},
      {"inplace_add", 2},
      {"inplace_sub", 2},
      {"inplace_mul", 2},
      {"inplace_truediv", 2},
      {"inplace_floordiv", 2},
      {"inplace_mod", 2},
      {"inplace_pow", 2},
      {"inplace_lshift", 2},
      {"inplace_rshift", 2},
      {"inplace_and", 2},
      {"inplace_or", 2},
      {"inplace_xor", 2},
      {"inplace_matmul", 2},
      {"neg_ovf", 1},
      {"abs_ovf", 1},
      {"add_ovf", 2},
      {"sub_ovf", 2},
      {"mul_ovf", 2},
      {"floordiv_ovf", 2},
      {"mod_ovf", 2},
      {"lshift_ovf", 2},
      {"lt", 2},
      {"le", 2},
      {"eq", 2},
      {"ne", 2},
      {"gt", 2},
      {"ge", 2},
      {"is_", 2},
      {"contains", 2},
      {"issubtype", 2},
      {"getattr", 2},
      {"setattr", 3},
      {"delattr", 2},
      {"getitem", 2},
      {"setitem", 3},
      {"delitem", 2},
      {"newslice", 3},
      {"len", 1},
      {"simple_call", -1},
      {"call_args", -1},
      {"newtuple", -1},
      {"newlist", -1},
      {"newdict", -1},
      {"newset", -1},
      {"list_extend", 2},
      {"dict_update", 2},
      {"iter", 1},
      {"next", 1},
      {"yield_", 1},
      {"str", 1},
      {"repr", 1},
      {"ascii", 1},
      {"format", 2},
      {"buildstr", -1},
      {"hash", 1},
      {"type", 1},
  };
  return arities;
}

bool Raises(const OperationInfo& op, std::string_view exception) {
  return std::find(op.canraise.begin(), op.canraise.end(), exception) != op.canraise.end();
}

TEST(OperationTableTest, IsSortedWithoutDuplicates) {
  const auto& table = AllOperations();
  ASSERT_FALSE(table.empty());
  for (size_t i = 1; i < table.size(); ++i) {
    EXPECT_LT(table[i - 1].name, table[i].name) << "at " << i;
  }
}

TEST(OperationTableTest, LookupFindsEveryEntryAndNothingElse) {
  for (const OperationInfo& op : AllOperations()) {
    EXPECT_EQ(FindOperation(op.name), &op) << op.name;
    EXPECT_FALSE(op.python.empty()) << op.name;
  }
  EXPECT_EQ(FindOperation(""), nullptr);
  EXPECT_EQ(FindOperation("frobnicate"), nullptr);
  EXPECT_EQ(FindOperation("add "), nullptr);
  EXPECT_EQ(FindOperation("ad"), nullptr);
  EXPECT_EQ(FindOperation("Add"), nullptr);
  EXPECT_EQ(FindOperation("zzz"), nullptr);      // after the last entry
  EXPECT_EQ(FindOperation("aaa"), nullptr);      // before the first
  EXPECT_EQ(FindOperation("int_add"), nullptr);  // a low-level name
}

TEST(OperationTableTest, EveryOperationHasItsArity) {
  const auto& expected = ExpectedArities();
  EXPECT_EQ(AllOperations().size(), expected.size());
  for (const OperationInfo& op : AllOperations()) {
    auto it = expected.find(op.name);
    if (it == expected.end()) {
      ADD_FAILURE() << "unexpected operation " << op.name;
      continue;
    }
    EXPECT_EQ(op.arity, it->second) << op.name;
  }
  for (const auto& [name, arity] : expected) {
    const OperationInfo* op = FindOperation(name);
    ASSERT_NE(op, nullptr) << name;
    EXPECT_EQ(op->arity, arity) << name;
  }
}

TEST(OperationTableTest, ImplicitExceptions) {
  EXPECT_TRUE(FindOperation("is_")->canraise.empty());
  EXPECT_TRUE(FindOperation("newtuple")->canraise.empty());
  // An operator on instances calls their special method, which may raise anything.
  EXPECT_TRUE(Raises(*FindOperation("add"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("lt"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("getitem"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("floordiv"), "ZeroDivisionError"));
  EXPECT_TRUE(Raises(*FindOperation("inplace_mod"), "ZeroDivisionError"));
  EXPECT_TRUE(Raises(*FindOperation("getitem"), "IndexError"));
  EXPECT_TRUE(Raises(*FindOperation("getitem"), "KeyError"));
  EXPECT_TRUE(Raises(*FindOperation("next"), "StopIteration"));
  EXPECT_TRUE(Raises(*FindOperation("simple_call"), "BaseException"));
  // An instance shows through its __str__ / __repr__, which may raise anything.
  EXPECT_TRUE(Raises(*FindOperation("str"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("repr"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("format"), "Exception"));
  EXPECT_TRUE(Raises(*FindOperation("floordiv_ovf"), "ZeroDivisionError"));
  EXPECT_TRUE(Raises(*FindOperation("floordiv_ovf"), "OverflowError"));
  EXPECT_TRUE(FindOperation("is_true")->pure);
  EXPECT_FALSE(FindOperation("setattr")->pure);
  EXPECT_FALSE(FindOperation("add_ovf")->pure);
}

TEST(OperationTableTest, OverflowVariants) {
  const std::map<std::string_view, std::string_view> expected = {
      {"neg", "neg_ovf"},         {"abs", "abs_ovf"},
      {"add", "add_ovf"},         {"sub", "sub_ovf"},
      {"mul", "mul_ovf"},         {"floordiv", "floordiv_ovf"},
      {"mod", "mod_ovf"},         {"lshift", "lshift_ovf"},
      {"inplace_add", "add_ovf"}, {"inplace_sub", "sub_ovf"},
      {"inplace_mul", "mul_ovf"}, {"inplace_floordiv", "floordiv_ovf"},
      {"inplace_mod", "mod_ovf"}, {"inplace_lshift", "lshift_ovf"},
  };
  for (const OperationInfo& op : AllOperations()) {
    auto it = expected.find(op.name);
    std::string_view variant = OverflowVariant(op.name);
    if (it == expected.end()) {
      EXPECT_EQ(variant, "") << op.name;
      continue;
    }
    EXPECT_EQ(variant, it->second) << op.name;
    const OperationInfo* checked = FindOperation(variant);
    ASSERT_NE(checked, nullptr) << variant;
    EXPECT_EQ(checked->arity, op.arity) << variant;
    EXPECT_TRUE(Raises(*checked, "OverflowError")) << variant;
    // The checked form raises whatever the plain one does, and more.
    for (std::string_view exception : op.canraise) {
      EXPECT_TRUE(Raises(*checked, exception)) << variant << " " << exception;
    }
  }
  EXPECT_EQ(OverflowVariant("rshift"), "");
  EXPECT_EQ(OverflowVariant("truediv"), "");
  EXPECT_EQ(OverflowVariant("inplace_truediv"), "");
  EXPECT_EQ(OverflowVariant("add_ovf"), "");
  EXPECT_EQ(OverflowVariant(""), "");
  EXPECT_EQ(OverflowVariant("inplace_"), "");
}

}  // namespace
}  // namespace rtfarm::model
