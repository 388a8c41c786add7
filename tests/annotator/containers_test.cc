// Lists, dicts and tuples: constructors, hidden item variables generalised by every
// writer, list and dict methods, unpacking (fixtures/ann_containers.py).

#include <gtest/gtest.h>

#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_containers"); }
std::string R(const std::string& function) { return P().Return("ann_containers." + function); }

TEST(ContainersTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

// --- lists ---

TEST(ContainersTest, AppendInALoopFillsAnEmptyList) {
  EXPECT_EQ(R("list_append"), "list of nonneg int");
}
TEST(ContainersTest, AppendGeneralisesTheItems) {
  EXPECT_EQ(R("list_append_generalises"), "list of int");
}
TEST(ContainersTest, PopGivesAnItem) {
  EXPECT_EQ(R("list_pop"), "nonneg int");
  EXPECT_EQ(R("list_pop_index"), "str");
}
TEST(ContainersTest, InsertGeneralisesTheItems) { EXPECT_EQ(R("list_insert"), "list of str"); }
TEST(ContainersTest, ExtendWithAList) { EXPECT_EQ(R("list_extend"), "list of nonneg int"); }
TEST(ContainersTest, ExtendWithAStrAddsChars) { EXPECT_EQ(R("list_extend_str"), "list of char"); }
TEST(ContainersTest, RemoveThenLen) { EXPECT_EQ(R("list_remove"), "nonneg int"); }
TEST(ContainersTest, IndexAndCountAreNonneg) {
  EXPECT_EQ(R("list_index"), "nonneg int");
  EXPECT_EQ(R("list_count"), "nonneg int");
}
TEST(ContainersTest, ReverseKeepsTheItems) { EXPECT_EQ(R("list_reverse"), "list of nonneg int"); }
TEST(ContainersTest, SortOfFloats) { EXPECT_EQ(R("list_sort"), "list of float"); }
TEST(ContainersTest, SortWithReverseKeyword) { EXPECT_EQ(R("list_sort_reverse"), "list of str"); }
TEST(ContainersTest, CopyIsANewListOfTheSameItems) {
  EXPECT_EQ(R("list_copy_clear"), "list of nonneg int");
}
TEST(ContainersTest, SetitemGeneralisesARepeatedList) {
  // [0] * n holds nonneg ints until items[0] = -5.
  EXPECT_EQ(R("list_setitem"), "list of int");
}
TEST(ContainersTest, ListOfLists) { EXPECT_EQ(R("list_of_lists"), "list of list of nonneg int"); }
TEST(ContainersTest, ListOfTuples) {
  EXPECT_EQ(R("list_of_tuples"), "list of tuple(str, nonneg int)");
}
TEST(ContainersTest, LenOfAnEmptyList) { EXPECT_EQ(R("empty_list_len"), "nonneg int"); }
TEST(ContainersTest, ListComprehension) {
  EXPECT_EQ(R("list_comprehension"), "list of nonneg int");
}
TEST(ContainersTest, FilteringComprehension) {
  EXPECT_EQ(R("list_comprehension_filter"), "list of str");
}
TEST(ContainersTest, DelItemKeepsTheItems) { EXPECT_EQ(R("del_item"), "list of nonneg int"); }
TEST(ContainersTest, NegativeIndex) { EXPECT_EQ(R("negative_index"), "str"); }
TEST(ContainersTest, ListOfArgvCopy) {
  EXPECT_EQ(P().Var("ann_containers.entry_point", "words"), "list of str");
}

// --- dicts ---

TEST(ContainersTest, DictLiteral) { EXPECT_EQ(R("dict_literal"), "dict of str to nonneg int"); }
TEST(ContainersTest, GetWithADefault) { EXPECT_EQ(R("dict_get_default"), "nonneg int"); }
TEST(ContainersTest, GetWithNoneDefaultOfListValues) {
  // A list or None: the same pointer, marked as may-be-None.
  EXPECT_EQ(R("dict_get_none_default"), "list of nonneg int or None");
}
TEST(ContainersTest, KeysValuesItems) {
  EXPECT_EQ(R("dict_keys"), "list of str");
  EXPECT_EQ(R("dict_values"), "list of nonneg int");
  EXPECT_EQ(R("dict_items"), "list of tuple(str, nonneg int)");
}
TEST(ContainersTest, IteratingOverItemsUnpacksPairs) {
  EXPECT_EQ(R("dict_iter_items"), "nonneg int");
  EXPECT_EQ(P().Var("ann_containers.dict_iter_items", "k"), "str");
}
TEST(ContainersTest, IteratingOverADictGivesKeys) { EXPECT_EQ(R("dict_iter_keys"), "str"); }
TEST(ContainersTest, SetdefaultReturnsTheValue) {
  EXPECT_EQ(R("dict_setdefault"), "dict of str to list of nonneg int");
}
TEST(ContainersTest, PopGivesAValue) { EXPECT_EQ(R("dict_pop"), "nonneg int"); }
TEST(ContainersTest, PopWithDefault) { EXPECT_EQ(R("dict_pop_default"), "int"); }
TEST(ContainersTest, UpdateMergesIntoTheReceiver) {
  EXPECT_EQ(R("dict_update"), "dict of str to nonneg int");
}
TEST(ContainersTest, Copy) { EXPECT_EQ(R("dict_copy"), "dict of str to nonneg int"); }
TEST(ContainersTest, Clear) { EXPECT_EQ(R("dict_clear"), "dict of str to float"); }
TEST(ContainersTest, SetitemGeneralisesTheValues) {
  EXPECT_EQ(R("dict_setitem_generalises"), "dict of str to float or int");
}
TEST(ContainersTest, DictOfLists) {
  EXPECT_EQ(R("dict_of_lists"), "dict of str to list of nonneg int");
}
TEST(ContainersTest, IntKeys) { EXPECT_EQ(R("dict_int_keys"), "dict of nonneg int to str"); }
TEST(ContainersTest, DelItemOfADict) { EXPECT_EQ(R("del_dict_item"), "dict of str to nonneg int"); }
TEST(ContainersTest, DictComprehension) {
  EXPECT_EQ(R("dict_comprehension"), "dict of str to nonneg int");
}

// --- tuples ---

TEST(ContainersTest, TupleUnpacking) { EXPECT_EQ(R("tuple_unpack"), "str"); }
TEST(ContainersTest, TupleSwap) { EXPECT_EQ(R("tuple_swap"), "str"); }
TEST(ContainersTest, ReturningATuple) { EXPECT_EQ(R("tuple_return"), "tuple(nonneg int, float)"); }
TEST(ContainersTest, LenOfATupleIsAConstant) { EXPECT_EQ(R("tuple_len"), "nonneg int = int:3"); }
TEST(ContainersTest, TupleComparison) { EXPECT_EQ(R("tuple_compare"), "bool"); }
TEST(ContainersTest, InConstantTuple) { EXPECT_EQ(R("tuple_in"), "bool"); }
TEST(ContainersTest, NestedTuple) {
  EXPECT_EQ(R("nested_tuple"), "tuple(tuple(nonneg int, str), list of str)");
}
TEST(ContainersTest, SliceOfAList) { EXPECT_EQ(R("list_in_tuple_unpack"), "list of str"); }

// --- prebuilt ---

TEST(ContainersTest, PrebuiltList) { EXPECT_EQ(R("prebuilt_list"), "list of nonneg int"); }
TEST(ContainersTest, PrebuiltDict) { EXPECT_EQ(R("prebuilt_dict"), "nonneg int"); }

}  // namespace
}  // namespace rtfarm::annotator::testing
