// The world lock (passes/annotator/world_lock.h): shared holds run together, an exclusive
// one runs alone, and a write under a shared hold asks for the step to be made again.
#include "passes/annotator/world_lock.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace rtfarm::annotator {
namespace {

TEST(WorldLockTest, WriteUnderASharedHoldThrowsNeedExclusive) {
  WorldLock lock;
  EXPECT_NO_THROW(WorldWrite());  // unlocked: setting up
  {
    SharedWorld shared(lock);
    EXPECT_EQ(CurrentWorldAccess(), WorldAccess::kShared);
    EXPECT_THROW(WorldWrite(), NeedExclusive);
  }
  EXPECT_EQ(CurrentWorldAccess(), WorldAccess::kUnlocked);
  {
    ExclusiveWorld exclusive(lock);
    EXPECT_NO_THROW(WorldWrite());
    SharedWorld nested(lock);  // inside a hold, nothing is taken again
    EXPECT_EQ(CurrentWorldAccess(), WorldAccess::kExclusive);
  }
  EXPECT_EQ(CurrentWorldAccess(), WorldAccess::kUnlocked);
}

TEST(WorldLockTest, ExclusiveUnderASharedHoldIsALogicError) {
  WorldLock lock;
  SharedWorld shared(lock);
  EXPECT_THROW(ExclusiveWorld exclusive(lock), std::logic_error);
}

// Readers count a shared total without a lock of their own; writers change it only
// exclusive. A reader sees no half-made write, and no update is lost.
TEST(WorldLockTest, ExclusiveHoldsExcludeEveryOtherHold) {
  WorldLock lock;
  long long pair[2] = {0, 0};  // a writer keeps both equal
  std::atomic<int> readers_inside{0};
  std::atomic<bool> overlap{false}, torn{false};
  auto worker = [&](int id) {
    for (int i = 0; i < 20000; ++i) {
      if ((i + id) % 8 == 0) {
        ExclusiveWorld exclusive(lock);
        if (readers_inside.load() != 0) overlap = true;
        ++pair[0];
        ++pair[1];
      } else {
        SharedWorld shared(lock);
        ++readers_inside;
        if (pair[0] != pair[1]) torn = true;
        --readers_inside;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int id = 0; id < 4; ++id) threads.emplace_back(worker, id);
  for (std::thread& thread : threads) thread.join();
  EXPECT_FALSE(overlap.load());
  EXPECT_FALSE(torn.load());
  EXPECT_EQ(pair[0], 4 * 20000 / 8);
  EXPECT_EQ(pair[1], pair[0]);
}

}  // namespace
}  // namespace rtfarm::annotator
