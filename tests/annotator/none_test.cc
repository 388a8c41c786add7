// Values that are only None for a while (fixtures/ann_none.py): a function's `return None`
// may be annotated before its other returns, so that its callers first see a None-only
// result. As in RPython, an attribute read, a method call, a store or a call on such a
// value gives no value yet (the block waits and is annotated again when the value
// generalises) instead of an error; a value that stays None is rejected
// (rejections_test.cc, *AlwaysNone).

#include <gtest/gtest.h>

#include "passes/annotator/dump.h"
#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

const Program& P() { return Annotated("ann_none"); }
std::string R(const std::string& function) { return P().Return("ann_none." + function); }

TEST(NoneTest, FixtureAnnotatesWithoutErrors) {
  EXPECT_NO_ANNOTATION_ERRORS(P());
  EXPECT_EQ(R("entry_point"), "nonneg int = int:0");
}

TEST(NoneTest, FindReturnsAnInstanceOrNone) {
  EXPECT_EQ(R("Registry.find"), "instance of ann_none.Color or None");
}

TEST(NoneTest, MethodOfAValueThatWasNoneFirst) {
  EXPECT_EQ(R("Color.brightness"), "nonneg int");
  EXPECT_TRUE(P().Reaches("ann_none.entry_point", "getattr"));
}

TEST(NoneTest, AttributeReadOfAValueThatWasNoneFirst) { EXPECT_EQ(R("read_attribute"), "str"); }

TEST(NoneTest, StoreIntoAValueThatWasNoneFirst) {
  EXPECT_EQ(R("store_attribute"), "None");
  EXPECT_EQ(P().Attr("ann_none.Color", "b"), "nonneg int");
}

TEST(NoneTest, CallOfAValueThatWasNoneFirst) {
  EXPECT_EQ(R("find_handler"), "one of {ann_none.double, ann_none.triple} or None");
  EXPECT_EQ(R("call_found"), "nonneg int");
}

// Whichever return of find() is annotated first, the result is the same and there is no
// error: the None-only state is never reported.
TEST(NoneTest, SameResultForEveryThreadCountAndSchedule) {
  const std::string reference = P().Dump();
  const host::HostObject* entry = Space().FindEntryPoint(FixtureModule("ann_none"));
  for (int threads : {1, 2, 4}) {
    for (uint64_t seed : {0, 1, 2, 3, 7, 12345}) {
      Annotator annotator(Space(), {threads, seed});
      annotator.AnnotateEntryPoint(entry);
      std::string errors;
      for (const auto& error : annotator.errors()) errors += error.Format() + "\n";
      EXPECT_EQ(errors, "") << "threads " << threads << ", seed " << seed;
      EXPECT_EQ(DumpAnnotations(annotator), reference)
          << "threads " << threads << ", seed " << seed;
    }
  }
}

}  // namespace
}  // namespace rtfarm::annotator::testing
