// The annotator's result is the unique least fixpoint (seed 000 §6.9.3): the canonical
// dump, and the errors, must not depend on the thread count or the scheduling order.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "passes/annotator/annotator.h"
#include "passes/annotator/dump.h"

namespace rtfarm::annotator {
namespace {

host::HostSpace& Space() {
  static host::HostSpace space(std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm");
  return space;
}

std::string Fixture(const std::string& name) {
  return std::string(std::getenv("TEST_SRCDIR")) + "/rtfarm/tests/annotator_determinism/" + name;
}

// The dump of an accepted program, or the errors of a rejected one: after a failed union
// the state is no fixpoint (which value was kept depends on the order), but the errors
// must be the same.
std::string Annotate(const std::string& file, int threads, uint64_t seed) {
  host::HostSpace& space = Space();
  const host::HostObject* entry = space.FindEntryPoint(space.ImportFile(Fixture(file)));
  Annotator annotator(space, {threads, seed});
  annotator.AnnotateEntryPoint(entry);
  if (annotator.errors().empty()) return DumpAnnotations(annotator);
  std::string out;
  for (const auto& error : annotator.errors()) out += "error: " + error.Format() + "\n";
  return out;
}

class DeterminismTest : public ::testing::TestWithParam<const char*> {};

TEST_P(DeterminismTest, SameDumpForEveryThreadCountAndSchedule) {
  std::string reference = Annotate(GetParam(), 1, 0);
  ASSERT_FALSE(reference.empty());
  for (int threads : {1, 2, 8}) {
    for (uint64_t seed : {0, 1, 2, 7, 12345}) {
      EXPECT_EQ(Annotate(GetParam(), threads, seed), reference)
          << "threads " << threads << ", seed " << seed;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Programs, DeterminismTest,
                         // wide_*: calls through 40 to 49 descs, prepared on every
                         // worker (parallel_calls.cc), accepted and rejected.
                         // late_refusals: refusals made again at the fixpoint.
                         // functions_meeting_closures: sets of functions called while
                         // plain, later closures. containers_meeting_none: lists, dicts
                         // and sets that meet None before or after isinstance() sees them.
                         ::testing::Values("shapes.py", "interp.py", "conflicts.py",
                                           "ctr_location.py", "wide_calls.py", "wide_conflicts.py",
                                           "late_refusals.py", "functions_meeting_closures.py",
                                           "containers_meeting_none.py"),
                         [](const auto& info) {
                           std::string name = info.param;
                           return name.substr(0, name.find('.'));
                         });

TEST(DeterminismErrorsTest, ConflictsAreReportedWithBothSources) {
  std::string out = Annotate("conflicts.py", 2, 3);
  EXPECT_NE(out.find("attribute 'x' of class conflicts.A gets nonneg int at conflicts.py:3 and str "
                     "at conflicts.py:8"),
            std::string::npos)
      << out;
}

TEST(DeterminismErrorsTest, RefusalsAreMadeOnTheWholeProgram) {
  // However early the operator was annotated, the subclass defining __add__ is named.
  std::string out = Annotate("late_refusals.py", 2, 1);
  EXPECT_NE(out.find("late_refusals.Int defines __add__ but its base late_refusals.Num does not"),
            std::string::npos)
      << out;
}

TEST(DeterminismErrorsTest, CodeReachedOnlyThroughARefusedOperationShowsNoErrors) {
  // add_them never returns once its addition is refused: what follows its call is not
  // reached, however far the addition's provisional result had flowed.
  for (int threads : {1, 2, 8}) {
    for (uint64_t seed : {0, 3, 5, 9}) {
      std::string out = Annotate("late_refusals.py", threads, seed);
      EXPECT_NE(out.find("variable 'items' of late_refusals.range_or_list"), std::string::npos)
          << out;
      EXPECT_EQ(out.find("beyond_the_refusal"), std::string::npos) << out;
    }
  }
}

}  // namespace
}  // namespace rtfarm::annotator
