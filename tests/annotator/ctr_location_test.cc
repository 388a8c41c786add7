// specialize:ctr_location (fixtures/ann_ctr_location.py): one ClassDef per instantiation
// site, named by the site's position key; attributes and methods annotated per site;
// isinstance() against the class; subclasses and pre-built instances refused.

#include <gtest/gtest.h>

#include "passes/annotator/dump.h"
#include "tests/annotator/annotator_test_util.h"

namespace rtfarm::annotator::testing {
namespace {

constexpr char kFixture[] = "ann_ctr_location";
constexpr char kBoxInt[] = "ann_ctr_location.Box<at ann_ctr_location.entry_point/0/0>";
constexpr char kBoxStr[] = "ann_ctr_location.Box<at ann_ctr_location.entry_point/0/1>";
constexpr char kBoxMade[] = "ann_ctr_location.Box<at ann_ctr_location.make_box/0/0>";

std::string Method(const std::string& method, const std::string& classdef) {
  return "ann_ctr_location.Box." + method + "<self(" + classdef + ")>";
}

TEST(CtrLocationTest, EachSiteGetsItsOwnClassDef) {
  const Program& p = Annotated(kFixture);
  EXPECT_NO_ANNOTATION_ERRORS(p);
  EXPECT_TRUE(p.HasClass(kBoxInt)) << p.Dump();
  EXPECT_TRUE(p.HasClass(kBoxStr)) << p.Dump();
  // Called twice, make_box is still one site.
  EXPECT_TRUE(p.HasClass(kBoxMade)) << p.Dump();
  EXPECT_FALSE(p.HasClass("ann_ctr_location.Box"));
  EXPECT_EQ(p.Attr(kBoxInt, "value"), "nonneg int");
  EXPECT_EQ(p.Attr(kBoxStr, "value"), "char");
  EXPECT_EQ(p.Attr("ann_ctr_location.Stack<at ann_ctr_location.entry_point/0/14>", "items"),
            "list of nonneg int");
  EXPECT_EQ(p.Attr("ann_ctr_location.Stack<at ann_ctr_location.entry_point/0/18>", "items"),
            "list of str");
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "ints"), "instance of " + std::string(kBoxInt));
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "strs"), "instance of " + std::string(kBoxStr));
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "again"), "instance of " + std::string(kBoxMade));
}

TEST(CtrLocationTest, MethodsAreAnnotatedPerSite) {
  const Program& p = Annotated(kFixture);
  EXPECT_EQ(p.GraphsOf("ann_ctr_location.Box.get"),
            (std::vector<std::string>{Method("get", kBoxInt), Method("get", kBoxStr),
                                      Method("get", kBoxMade)}));
  EXPECT_EQ(p.Return(Method("get", kBoxInt)), "nonneg int");
  EXPECT_EQ(p.Return(Method("get", kBoxStr)), "char");
  EXPECT_EQ(p.Return(Method("twice", kBoxInt)), "nonneg int");
  EXPECT_EQ(p.Return(Method("twice", kBoxStr)), "str");
  EXPECT_EQ(p.Var(Method("get", kBoxStr), "self"), "instance of " + std::string(kBoxStr));
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "text"), "str");
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "total"), "nonneg int");
}

TEST(CtrLocationTest, BaseClassAndIsinstance) {
  const Program& p = Annotated(kFixture);
  const std::string counted = "ann_ctr_location.Counted<at ann_ctr_location.entry_point/0/21>";
  EXPECT_EQ(p.BaseOf(counted), "ann_ctr_location.Base");
  EXPECT_EQ(p.Attr(counted, "tag"), "float");
  EXPECT_EQ(p.Var("ann_ctr_location.entry_point", "both"), "bool = bool:True");
}

TEST(CtrLocationTest, SubclassIsRefused) {
  auto error = RejectionOf(kFixture, "case_subclass");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->message,
            "class ann_ctr_location.SubBox cannot subclass ann_ctr_location.Box, which is "
            "specialize:ctr_location (one class per instantiation site): RPython does not allow "
            "subclassing it");
  EXPECT_EQ(error->line, LineOf(kFixture, "# subclass_use"));
}

TEST(CtrLocationTest, PrebuiltInstanceIsRefused) {
  auto error = RejectionOf(kFixture, "case_prebuilt");
  ASSERT_TRUE(error.has_value());
  EXPECT_NE(error->message.find("class ann_ctr_location.Box is specialize:ctr_location"),
            std::string::npos)
      << error->Format();
  EXPECT_EQ(error->line, LineOf(kFixture, "# prebuilt_use"));
}

TEST(CtrLocationTest, TwoSitesDoNotMeet) {
  auto error = RejectionOf(kFixture, "case_mixed_sites_meet");
  ASSERT_TRUE(error.has_value());
  EXPECT_NE(error->message.find("instance of ann_ctr_location.Box<at "
                                "ann_ctr_location.case_mixed_sites_meet/"),
            std::string::npos)
      << error->Format();
}

// The sites are named by position keys, never by discovery order.
TEST(CtrLocationTest, SameDumpForEveryThreadCountAndSchedule) {
  auto annotate = [](int threads, uint64_t seed) {
    host::HostSpace& space = Space();
    const host::HostObject* entry = space.FindEntryPoint(FixtureModule(kFixture));
    Annotator annotator(space, {threads, seed});
    annotator.AnnotateEntryPoint(entry);
    EXPECT_TRUE(annotator.errors().empty());
    return DumpAnnotations(annotator);
  };
  std::string reference = annotate(1, 0);
  for (int threads : {1, 8}) {
    for (uint64_t seed : {0, 3, 99}) {
      EXPECT_EQ(annotate(threads, seed), reference) << "threads " << threads << ", seed " << seed;
    }
  }
}

}  // namespace
}  // namespace rtfarm::annotator::testing
