// coordinator/fair_scheduler.h and farm/toolchain.h's ToolchainServes.
#include "coordinator/fair_scheduler.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <vector>

#include "farm/toolchain.h"

namespace rtfarm::coordinator {
namespace {

const std::string kPlain = "rtfarm aaaa; runtime bbbb";  // a shard that only translates
const std::string kCompiling = kPlain + "; gcc (Debian 12.2.0-14) 12.2.0";  // a compiling one
const std::string kOtherRtfarm = "rtfarm ffff; runtime bbbb";
const std::string kOtherRuntime = "rtfarm aaaa; runtime eeee";

TEST(ToolchainServesTest, SameIdentityOrSameLessTheCompiler) {
  using farm::ToolchainServes;
  EXPECT_TRUE(ToolchainServes(kCompiling, kCompiling));
  EXPECT_TRUE(ToolchainServes(kCompiling, kPlain));
  EXPECT_TRUE(ToolchainServes(kPlain, kPlain));
  // Never the other way round: a worker without the compiler cannot compile.
  EXPECT_FALSE(ToolchainServes(kPlain, kCompiling));
  // Another rtfarm, another runtime, another compiler.
  EXPECT_FALSE(ToolchainServes(kCompiling, kOtherRtfarm));
  EXPECT_FALSE(ToolchainServes(kCompiling, kOtherRuntime));
  EXPECT_FALSE(ToolchainServes(kCompiling, kOtherRuntime + "; gcc (Debian 12.2.0-14) 12.2.0"));
  EXPECT_FALSE(ToolchainServes(kPlain + "; clang 16", kCompiling));
  // A prefix that does not end at the separator is not the identity less its compiler.
  EXPECT_FALSE(ToolchainServes(kCompiling, "rtfarm aaaa; runtime bb"));
  EXPECT_FALSE(ToolchainServes(kCompiling, kPlain + ";"));
  EXPECT_FALSE(ToolchainServes(kCompiling, kPlain + "; "));
  EXPECT_FALSE(ToolchainServes(kCompiling, ""));
  EXPECT_FALSE(ToolchainServes("", kPlain));
}

TEST(ToolchainServesTest, OnlyTheCompilerPartMayBeLeftOut) {
  // "The same one less the compiler": dropping the runtime as well must not match, or a
  // worker of another runtime would run a shard that names only "rtfarm <sha>".
  EXPECT_FALSE(farm::ToolchainServes(kCompiling, "rtfarm aaaa"))
      << "a worker of '" << kCompiling << "' serves a shard asking for 'rtfarm aaaa'";
}

TEST(ToolchainServesTest, ShardToolchainShape) {
  std::string plain = farm::ShardToolchain("1234", false);
  EXPECT_EQ(plain.rfind("rtfarm ", 0), 0u) << plain;
  EXPECT_NE(plain.find("; runtime 1234"), std::string::npos) << plain;
  std::string compiling = farm::ShardToolchain("1234", true);
  EXPECT_EQ(compiling.rfind(plain + "; ", 0), 0u) << compiling;
  EXPECT_TRUE(farm::ToolchainServes(compiling, plain));
  EXPECT_TRUE(farm::ToolchainServes(compiling, compiling));
  EXPECT_FALSE(farm::ToolchainServes(plain, compiling));
  EXPECT_FALSE(farm::ToolchainServes(farm::ShardToolchain("5678", true), plain));
}

TEST(FairSchedulerTest, EmptySchedulerGivesNothing) {
  FairScheduler scheduler;
  EXPECT_FALSE(scheduler.Take(kCompiling).has_value());
  EXPECT_EQ(scheduler.waiting(), 0u);
  EXPECT_EQ(scheduler.running(1), 0);
}

TEST(FairSchedulerTest, OrderWithinAJobIsPreserved) {
  FairScheduler scheduler;
  for (int64_t shard = 100; shard < 110; ++shard) scheduler.Add(7, shard, kPlain);
  EXPECT_EQ(scheduler.waiting(), 10u);
  for (int64_t shard = 100; shard < 110; ++shard) EXPECT_EQ(scheduler.Take(kCompiling), shard);
  EXPECT_FALSE(scheduler.Take(kCompiling).has_value());
  EXPECT_EQ(scheduler.running(7), 10);
  EXPECT_EQ(scheduler.waiting(), 0u);
}

TEST(FairSchedulerTest, SmallJobBehindABigOneGetsAShardAtTheNextTake) {
  FairScheduler scheduler;
  for (int64_t shard = 1; shard <= 1000; ++shard) scheduler.Add(1, shard, kPlain);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(scheduler.Take(kPlain), i + 1);  // 8 workers busy on job 1
  scheduler.Add(2, 5001, kPlain);
  scheduler.Add(2, 5002, kPlain);
  scheduler.Add(2, 5003, kPlain);
  // Job 2 runs nothing: it is served first, until it runs as many as job 1 or drains.
  EXPECT_EQ(scheduler.Take(kPlain), 5001);
  EXPECT_EQ(scheduler.Take(kPlain), 5002);
  EXPECT_EQ(scheduler.Take(kPlain), 5003);
  EXPECT_EQ(scheduler.Take(kPlain), 9);
  EXPECT_EQ(scheduler.running(1), 9);
  EXPECT_EQ(scheduler.running(2), 3);
  EXPECT_EQ(scheduler.waiting(), 1000u - 9);
}

TEST(FairSchedulerTest, FewestRunningWinsAndTiesGoToTheOlderJob) {
  FairScheduler scheduler;
  for (int64_t i = 0; i < 4; ++i) {
    scheduler.Add(10, 100 + i, kPlain);
    scheduler.Add(20, 200 + i, kPlain);
    scheduler.Add(30, 300 + i, kPlain);
  }
  std::vector<int64_t> order;
  for (int i = 0; i < 12; ++i) order.push_back(*scheduler.Take(kPlain));
  EXPECT_EQ(order,
            (std::vector<int64_t>{100, 200, 300, 101, 201, 301, 102, 202, 302, 103, 203, 303}));
  // A job whose shard ended gets the next one.
  scheduler.Add(10, 104, kPlain);
  scheduler.Add(20, 204, kPlain);
  scheduler.Finished(20);
  EXPECT_EQ(scheduler.Take(kPlain), 204);
  EXPECT_EQ(scheduler.Take(kPlain), 104);
}

TEST(FairSchedulerTest, MarkRunningCountsForFairness) {
  FairScheduler scheduler;
  scheduler.Add(1, 11, kPlain);
  scheduler.Add(2, 21, kPlain);
  scheduler.MarkRunning(1);  // a lease found again after a restart
  EXPECT_EQ(scheduler.running(1), 1);
  EXPECT_EQ(scheduler.Take(kPlain), 21);
}

TEST(FairSchedulerTest, AWorkerNeverGetsAShardOfAnotherToolchain) {
  FairScheduler scheduler;
  scheduler.Add(1, 1, kCompiling);
  scheduler.Add(1, 2, kOtherRuntime);
  scheduler.Add(1, 3, kPlain);
  scheduler.Add(2, 4, kOtherRtfarm);
  // A worker without the compiler: only the plain shard.
  EXPECT_EQ(scheduler.Take(kPlain), 3);
  EXPECT_FALSE(scheduler.Take(kPlain).has_value());
  // A compiling worker of our identity: the compiling shard, nothing of other identities.
  EXPECT_EQ(scheduler.Take(kCompiling), 1);
  EXPECT_FALSE(scheduler.Take(kCompiling).has_value());
  EXPECT_EQ(scheduler.waiting(), 2u);
  // Their own workers take them.
  EXPECT_EQ(scheduler.Take(kOtherRtfarm + "; gcc 12"), 4);
  EXPECT_EQ(scheduler.Take(kOtherRuntime), 2);
  EXPECT_EQ(scheduler.waiting(), 0u);
}

TEST(FairSchedulerTest, RandomisedToolchainFilterIsNeverViolated) {
  const std::vector<std::string> toolchains{kPlain, kCompiling, kOtherRtfarm, kOtherRuntime};
  FairScheduler scheduler;
  std::map<int64_t, std::string> wants;
  uint32_t x = 12345;
  auto next = [&] {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return x;
  };
  int64_t id = 0;
  for (int round = 0; round < 2000; ++round) {
    if (next() % 2 == 0) {
      ++id;
      wants[id] = toolchains[next() % toolchains.size()];
      scheduler.Add(next() % 5, id, wants[id]);
    } else {
      const std::string& worker = toolchains[next() % toolchains.size()];
      if (auto shard = scheduler.Take(worker)) {
        EXPECT_TRUE(farm::ToolchainServes(worker, wants.at(*shard)));
        wants.erase(*shard);
      }
    }
  }
  EXPECT_EQ(scheduler.waiting(), wants.size());
}

TEST(FairSchedulerTest, SkipPredicate) {
  FairScheduler scheduler;
  scheduler.Add(1, 11, kPlain);
  scheduler.Add(1, 12, kPlain);
  scheduler.Add(1, 13, kPlain);
  auto skip_11 = [](int64_t shard) { return shard == 11; };
  // The first shard this worker may run, the others keep their order.
  EXPECT_EQ(scheduler.Take(kPlain, skip_11), 12);
  auto skip_all = [](int64_t) { return true; };
  EXPECT_FALSE(scheduler.Take(kPlain, skip_all).has_value());
  EXPECT_EQ(scheduler.waiting(), 2u);
  EXPECT_EQ(scheduler.Take(kPlain), 11);
  EXPECT_EQ(scheduler.Take(kPlain), 13);
}

TEST(FairSchedulerTest, SkipMovesToAnotherJobWhenTheFairestHasNothingForThisWorker) {
  FairScheduler scheduler;
  scheduler.Add(1, 11, kPlain);
  scheduler.Add(2, 21, kPlain);
  scheduler.Add(2, 22, kPlain);
  scheduler.MarkRunning(2);
  // Job 1 is fairest, but its only shard failed on this worker: job 2's shard is given.
  EXPECT_EQ(scheduler.Take(kPlain, [](int64_t shard) { return shard == 11; }), 21);
  EXPECT_EQ(scheduler.running(2), 2);
  EXPECT_EQ(scheduler.running(1), 0);
}

TEST(FairSchedulerTest, FinishedAndRemoveJobBookkeeping) {
  FairScheduler scheduler;
  for (int64_t shard = 1; shard <= 5; ++shard) scheduler.Add(1, shard, kPlain);
  scheduler.Add(2, 9, kPlain);
  EXPECT_EQ(scheduler.Take(kPlain), 1);
  EXPECT_EQ(scheduler.Take(kPlain), 9);
  EXPECT_EQ(scheduler.Take(kPlain), 2);
  EXPECT_EQ(scheduler.running(1), 2);
  EXPECT_EQ(scheduler.waiting(), 3u);

  // Cancelling job 1 forgets its waiting shards, not its running ones.
  EXPECT_EQ(scheduler.RemoveJob(1), 3u);
  EXPECT_EQ(scheduler.waiting(), 0u);
  EXPECT_EQ(scheduler.running(1), 2);
  EXPECT_EQ(scheduler.RemoveJob(1), 0u);
  EXPECT_FALSE(scheduler.Take(kPlain).has_value());
  scheduler.Finished(1);
  scheduler.Finished(1);
  EXPECT_EQ(scheduler.running(1), 0);
  // Finishing more than ran, or an unknown job, changes nothing.
  scheduler.Finished(1);
  scheduler.Finished(42);
  EXPECT_EQ(scheduler.running(1), 0);
  EXPECT_EQ(scheduler.running(42), 0);
  EXPECT_EQ(scheduler.RemoveJob(42), 0u);

  // Job 2: its shard ends; the job can be used again afterwards.
  EXPECT_EQ(scheduler.running(2), 1);
  scheduler.Finished(2);
  EXPECT_EQ(scheduler.running(2), 0);
  scheduler.Add(2, 10, kPlain);
  EXPECT_EQ(scheduler.waiting(), 1u);
  EXPECT_EQ(scheduler.Take(kPlain), 10);
  EXPECT_EQ(scheduler.running(2), 1);
}

TEST(FairSchedulerTest, RequeuedShardOfARunningJob) {
  // A lease expires: the coordinator calls Finished then Add again; the job's count is
  // right and the shard is taken again.
  FairScheduler scheduler;
  scheduler.Add(1, 1, kPlain);
  scheduler.Add(1, 2, kPlain);
  EXPECT_EQ(scheduler.Take(kPlain), 1);
  scheduler.Finished(1);
  scheduler.Add(1, 1, kPlain);
  EXPECT_EQ(scheduler.running(1), 0);
  EXPECT_EQ(scheduler.waiting(), 2u);
  EXPECT_EQ(scheduler.Take(kPlain), 2);
  EXPECT_EQ(scheduler.Take(kPlain), 1);
}

}  // namespace
}  // namespace rtfarm::coordinator
