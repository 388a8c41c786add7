// model::GrowingFunction names the function whose thread allocated the most since it
// published it, not the one published last (--max-memory's error, several threads).
#include "passes/model/progress.h"

#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace rtfarm::model {
namespace {

TEST(ProgressTest, NamesTheFunctionWhoseThreadGrewNotTheLastPublished) {
  PublishPhase("test phase");
  std::atomic<int> step{0};
  std::vector<std::unique_ptr<char[]>> kept;
  std::thread big([&] {
    PublishFunction("module.big", "flow building");
    for (int i = 0; i < 64; ++i) {
      kept.push_back(std::make_unique<char[]>(1 << 20));
      kept.back()[0] = 1;
    }
    step = 1;
    while (step != 2) std::this_thread::yield();
  });
  while (step != 1) std::this_thread::yield();
  std::thread small([&] {
    PublishFunction("module.small", "GenC");  // published last, alive: not the one
    step = 3;
    while (step != 2) std::this_thread::yield();
  });
  while (step != 3) std::this_thread::yield();
  EXPECT_EQ(GrowingFunction(), "module.big, in flow building");
  step = 2;
  big.join();
  small.join();
}

TEST(ProgressTest, APhaseEndsEveryThreadsFunction) {
  PublishFunction("module.f", "RTyper");
  EXPECT_EQ(GrowingFunction(), "module.f, in RTyper");
  PublishPhase("next phase");
  EXPECT_EQ(GrowingFunction(), "");
  PublishFunction("module.g", "RTyper");
  ClearFunction();
  EXPECT_EQ(GrowingFunction(), "");
}

}  // namespace
}  // namespace rtfarm::model
