// Displays, comprehensions, unpacking, items, slices and attributes
// (fixtures/flow_containers.py).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/flow/flow_test_util.h"

namespace rtfarm::flow::testing {
namespace {

using model::ExitSwitch;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::unique_ptr<model::FunctionGraph> G(const std::string& name) {
  return Build("flow_containers", name);
}

void ExpectOneBlock(const model::FunctionGraph& g, const std::vector<std::string>& ops) {
  ASSERT_EQ(OpBlocks(g).size(), 1u) << Listing(g);
  EXPECT_EQ(OpNames(g.startblock()), ops) << Listing(g);
  EXPECT_EQ(g.startblock()->exitswitch, ExitSwitch::kNone);
}

// --- displays -----------------------------------------------------------------------------

TEST(ContainersTest, TupleOfVariables) {
  auto g = G("tuple_display");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newtuple"});
  const auto& op = g->startblock()->operations[0];
  EXPECT_EQ(op.args.size(), 2u);
}

TEST(ContainersTest, ConstantTupleIsOneConstant) {
  auto g = G("constant_tuple");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {});
  const host::HostObject* tuple = ReturnedConstant(*g);
  ASSERT_NE(tuple, nullptr);
  EXPECT_EQ(tuple->kind(), host::HostKind::kTuple);
  EXPECT_EQ(ValueText(g->startblock()->exits[0]->args[0]), "(1, 'x', None)");
}

TEST(ContainersTest, ListDisplay) {
  auto g = G("list_display");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newlist"});
  const auto& op = g->startblock()->operations[0];
  ASSERT_EQ(op.args.size(), 3u);
  EXPECT_EQ(ValueText(op.args[2]), "3");
}

TEST(ContainersTest, EmptyListIsNotAConstant) {
  auto g = G("empty_list");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  // A list is mutable: each call makes a new one.
  ExpectOneBlock(*g, {"newlist"});
  EXPECT_TRUE(g->startblock()->operations[0].args.empty());
}

TEST(ContainersTest, DictDisplayAlternatesKeysAndValues) {
  auto g = G("dict_display");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newdict"});
  const auto& op = g->startblock()->operations[0];
  ASSERT_EQ(op.args.size(), 4u);
  EXPECT_EQ(op.args[0], g->startblock()->inputargs[0]);
  EXPECT_EQ(op.args[1], g->startblock()->inputargs[1]);
  EXPECT_EQ(ValueText(op.args[2]), "'two'");
  EXPECT_EQ(ValueText(op.args[3]), "2");
}

TEST(ContainersTest, ConstantKeyDict) {
  auto g = G("const_key_dict");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newdict"});
  const auto& op = g->startblock()->operations[0];
  ASSERT_EQ(op.args.size(), 4u);
  EXPECT_EQ(ValueText(op.args[0]), "'a'");
  EXPECT_EQ(op.args[1], g->startblock()->inputargs[0]);
  EXPECT_EQ(ValueText(op.args[2]), "'b'");
  EXPECT_EQ(op.args[3], g->startblock()->inputargs[1]);
}

TEST(ContainersTest, SetDisplay) {
  auto g = G("set_display");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newset"});
}

TEST(ContainersTest, StarredListDisplayExtends) {
  auto g = G("list_star");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newlist", "list_extend", "list_extend"});
  const auto& ops = g->startblock()->operations;
  EXPECT_EQ(ops[1].args[0], ops[0].result);
  EXPECT_EQ(ops[2].args[0], ops[0].result);
  EXPECT_EQ(g->startblock()->exits[0]->args[0], ops[0].result);
}

// --- comprehensions -----------------------------------------------------------------------

// A comprehension is flowed inline: no call of the made function, the loop in the graph.
void ExpectInlinedComprehension(const model::FunctionGraph& g, const std::string& builder,
                                const std::vector<std::string>& body) {
  for (const model::Block* block : OpBlocks(g)) {
    for (const auto& op : block->operations) {
      if (op.opname != "simple_call") continue;
      const host::HostObject* callee = ConstantOf(op.args[0]);
      EXPECT_TRUE(callee == nullptr || callee->kind() != host::HostKind::kFunction)
          << "comprehension called instead of inlined:\n"
          << Listing(g);
    }
  }
  auto blocks = OpBlocks(g);
  ASSERT_GE(blocks.size(), 3u) << Listing(g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("iter", builder)) << Listing(g);
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("next"));
  EXPECT_THAT(ExitCases(blocks[1]), ElementsAre("", "StopIteration"));
  // Exhausted: the function returns the list (dict, set) carried around the loop.
  EXPECT_EQ(blocks[1]->exits[1]->target, g.returnblock());
  EXPECT_EQ(OpNames(blocks[2]), body) << Listing(g);
  EXPECT_TRUE(HasBackEdge(g));
}

TEST(ContainersTest, ListComprehensionIsInlined) {
  auto g = G("list_comp");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectInlinedComprehension(*g, "newlist", {"mul", "getattr", "simple_call"});
  const auto& append = OpBlocks(*g)[2]->operations[1];
  EXPECT_EQ(ValueText(append.args[1]), "'append'");
  EXPECT_EQ(OpBlocks(*g).size(), 3u);
}

TEST(ContainersTest, ListComprehensionWithCondition) {
  auto g = G("list_comp_cond");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectInlinedComprehension(*g, "newlist", {"gt", "is_true"});
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 4u) << Listing(*g);
  EXPECT_EQ(blocks[2]->exits[0]->target, blocks[1]);  // filtered out: next item
  EXPECT_THAT(OpNames(blocks[3]), ElementsAre("getattr", "simple_call"));
}

TEST(ContainersTest, DictComprehensionStoresItems) {
  auto g = G("dict_comp");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectInlinedComprehension(*g, "newdict", {"add", "setitem"});
}

TEST(ContainersTest, SetComprehensionAdds) {
  auto g = G("set_comp");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectInlinedComprehension(*g, "newset", {"mod", "getattr", "simple_call"});
  EXPECT_EQ(ValueText(OpBlocks(*g)[2]->operations[1].args[1]), "'add'");
}

TEST(ContainersTest, ComprehensionReadsTheEnclosingLocal) {
  auto g = G("comp_uses_local");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectInlinedComprehension(*g, "newlist", {"add", "getattr", "simple_call"});
  // `k` reaches the loop body as a variable carried around the loop.
  const model::Block* body = OpBlocks(*g)[2];
  const model::Value* k = body->operations[0].args[1];
  EXPECT_FALSE(k->is_constant());
}

// --- unpacking ----------------------------------------------------------------------------

TEST(ContainersTest, TupleAssignmentChecksTheLength) {
  auto g = G("unpack_tuple");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  auto blocks = OpBlocks(*g);
  ASSERT_EQ(blocks.size(), 5u) << Listing(*g);
  EXPECT_THAT(OpNames(blocks[0]), ElementsAre("len", "eq", "is_true"));
  EXPECT_EQ(ValueText(blocks[0]->operations[1].args[1]), "2");
  // Wrong length: fewer or more than two, each with CPython 3.11's ValueError message.
  EXPECT_THAT(OpNames(blocks[1]), ElementsAre("lt", "is_true"));
  EXPECT_EQ(ValueText(blocks[1]->operations[0].args[1]), "2");
  EXPECT_THAT(OpNames(blocks[2]), ElementsAre("simple_call"));
  EXPECT_EQ(ValueText(blocks[2]->operations[0].args[1]),
            "'too many values to unpack (expected 2)'");
  EXPECT_EQ(blocks[2]->exits[0]->target, g->exceptblock());
  EXPECT_EQ(ValueText(blocks[2]->exits[0]->args[0]), "<class builtins.ValueError>");
  EXPECT_THAT(OpNames(blocks[3]), ElementsAre("newtuple", "mod", "simple_call"));
  EXPECT_EQ(ValueText(blocks[3]->operations[1].args[0]),
            "'not enough values to unpack (expected %d, got %d)'");
  EXPECT_EQ(blocks[3]->exits[0]->target, g->exceptblock());
  // Right length: the items by constant index.
  EXPECT_THAT(OpNames(blocks[4]), ElementsAre("getitem", "getitem", "sub"));
  EXPECT_EQ(ValueText(blocks[4]->operations[0].args[1]), "0");
  EXPECT_EQ(ValueText(blocks[4]->operations[1].args[1]), "1");
}

TEST(ContainersTest, SwapNeedsNoOperation) {
  auto g = G("swap");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"sub"});
  const auto& sub = g->startblock()->operations[0];
  EXPECT_EQ(sub.args[0], g->startblock()->inputargs[1]);  // a is the old b
  EXPECT_EQ(sub.args[1], g->startblock()->inputargs[0]);
}

TEST(ContainersTest, ConstantTupleUnpackingIsFolded) {
  auto g = G("unpack_constant");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {});
  ASSERT_NE(ReturnedConstant(*g), nullptr);
  EXPECT_EQ(ReturnedConstant(*g)->int_value(), 3);
}

TEST(ContainersTest, UnpackingInAForTarget) {
  auto g = G("unpack_for");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  EXPECT_EQ(CountOps(*g, "len"), 1);
  EXPECT_EQ(CountOps(*g, "getitem"), 2);
  EXPECT_EQ(RaiseLinks(*g).size(), 2u);  // too few, too many
  EXPECT_TRUE(HasBackEdge(*g));
}

// --- items, slices, attributes ------------------------------------------------------------

TEST(ContainersTest, Subscription) {
  auto g = G("get_item");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"getitem"});
  // Outside a try the item's exceptions are not links.
  EXPECT_THAT(ExceptionLinks(*g), IsEmpty());
}

TEST(ContainersTest, SubscriptionStore) {
  auto g = G("set_item");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"setitem"});
  const auto& op = g->startblock()->operations[0];
  const auto& in = g->startblock()->inputargs;
  EXPECT_THAT(op.args, ElementsAre(in[0], in[1], in[2]));
  EXPECT_EQ(ValueText(g->startblock()->exits[0]->args[0]), "None");
}

TEST(ContainersTest, SubscriptionDelete) {
  auto g = G("del_item");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"delitem"});
}

TEST(ContainersTest, AugmentedItemAssignment) {
  auto g = G("augmented_item");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"getitem", "inplace_add", "setitem"});
}

TEST(ContainersTest, SliceIsNewsliceThenGetitem) {
  auto g = G("slice_get");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newslice", "getitem"});
  const auto& ops = g->startblock()->operations;
  EXPECT_EQ(ops[0].args[0], g->startblock()->inputargs[1]);
  EXPECT_EQ(ops[0].args[1], g->startblock()->inputargs[2]);
  EXPECT_EQ(ValueText(ops[0].args[2]), "None");
  EXPECT_EQ(ops[1].args[1], ops[0].result);
}

TEST(ContainersTest, OpenAndSteppedSlices) {
  auto open = G("slice_open");
  ASSERT_NE(open, nullptr);
  EXPECT_WELL_FORMED(*open);
  ExpectOneBlock(*open, {"newslice", "getitem"});
  const auto& a = open->startblock()->operations[0];
  EXPECT_EQ(ValueText(a.args[0]), "1");
  EXPECT_EQ(ValueText(a.args[1]), "None");
  EXPECT_EQ(ValueText(a.args[2]), "None");

  auto step = G("slice_step");
  ASSERT_NE(step, nullptr);
  EXPECT_WELL_FORMED(*step);
  ExpectOneBlock(*step, {"newslice", "getitem"});
  const auto& b = step->startblock()->operations[0];
  EXPECT_EQ(ValueText(b.args[0]), "None");
  EXPECT_EQ(ValueText(b.args[1]), "None");
  EXPECT_EQ(ValueText(b.args[2]), "2");
}

TEST(ContainersTest, SliceStore) {
  auto g = G("slice_store");
  ASSERT_NE(g, nullptr);
  EXPECT_WELL_FORMED(*g);
  ExpectOneBlock(*g, {"newslice", "setitem"});
  const auto& ops = g->startblock()->operations;
  EXPECT_EQ(ops[1].args[1], ops[0].result);
  EXPECT_EQ(ops[1].args[2], g->startblock()->inputargs[1]);
}

TEST(ContainersTest, AttributeLoadStoreDelete) {
  auto get = G("get_attr");
  ASSERT_NE(get, nullptr);
  EXPECT_WELL_FORMED(*get);
  ExpectOneBlock(*get, {"getattr"});
  EXPECT_EQ(ValueText(get->startblock()->operations[0].args[1]), "'value'");

  auto set = G("set_attr");
  ASSERT_NE(set, nullptr);
  EXPECT_WELL_FORMED(*set);
  ExpectOneBlock(*set, {"setattr"});
  const auto& store = set->startblock()->operations[0];
  EXPECT_EQ(store.args[0], set->startblock()->inputargs[0]);
  EXPECT_EQ(ValueText(store.args[1]), "'value'");
  EXPECT_EQ(store.args[2], set->startblock()->inputargs[1]);

  auto del = G("del_attr");
  ASSERT_NE(del, nullptr);
  EXPECT_WELL_FORMED(*del);
  ExpectOneBlock(*del, {"delattr"});
  EXPECT_EQ(ValueText(del->startblock()->operations[0].args[1]), "'value'");
}

TEST(ContainersTest, ConstantIndexingIsFolded) {
  auto tuple = G("fold_tuple_index");
  ASSERT_NE(tuple, nullptr);
  EXPECT_WELL_FORMED(*tuple);
  ExpectOneBlock(*tuple, {});
  ASSERT_NE(ReturnedConstant(*tuple), nullptr);
  EXPECT_EQ(ReturnedConstant(*tuple)->int_value(), 2);

  auto str = G("fold_str_index");
  ASSERT_NE(str, nullptr);
  EXPECT_WELL_FORMED(*str);
  ExpectOneBlock(*str, {});
  ASSERT_NE(ReturnedConstant(*str), nullptr);
  EXPECT_EQ(ReturnedConstant(*str)->text(), "c");
}

}  // namespace
}  // namespace rtfarm::flow::testing
