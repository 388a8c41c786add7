// coordinator/state_store.h: the coordinator's state in a real SQLite file, across
// closing and reopening (a restart) and across a process killed mid-transaction.
#include "coordinator/state_store.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <memory>

#include "tests/farm/farm_test_util.h"

namespace rtfarm::coordinator {
namespace {

using farm_test::FreshDir;
using namespace std::string_literals;

proto::Digest MakeDigest(char fill, int64_t size) {
  proto::Digest digest;
  digest.set_sha256(std::string(64, fill));
  digest.set_size(size);
  return digest;
}

proto::JobRecord MakeJob(const std::string& label) {
  proto::JobRecord record;
  proto::Job& job = *record.mutable_job();
  job.set_kind("translate");
  job.set_state("frontend");
  job.set_label(label);
  job.set_created(1700000000.25);
  proto::Cell& cell = *job.add_cells();
  cell.set_index(0);
  cell.mutable_options()->set_gc("boehm");
  cell.mutable_options()->set_opt(3);
  cell.set_state("waiting");
  proto::JobFile& file = *record.mutable_request()->add_files();
  file.set_path("pkg/main.py");
  *file.mutable_digest() = MakeDigest('a', 123);
  record.mutable_request()->set_target("pkg/main.py");
  return record;
}

void ExpectSameShard(const ShardRecord& a, const ShardRecord& b) {
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.job, b.job);
  EXPECT_EQ(a.cell, b.cell);
  EXPECT_EQ(a.index, b.index);
  EXPECT_EQ(a.input.SerializeAsString(), b.input.SerializeAsString());
  EXPECT_EQ(a.key, b.key);
  EXPECT_EQ(a.toolchain, b.toolchain);
  EXPECT_EQ(a.state, b.state);
  EXPECT_EQ(a.output.SerializeAsString(), b.output.SerializeAsString());
  EXPECT_EQ(a.cached, b.cached);
  EXPECT_EQ(a.attempts, b.attempts);
  EXPECT_EQ(a.expiries, b.expiries);
  EXPECT_EQ(a.failed_on, b.failed_on);
  EXPECT_EQ(a.lease, b.lease);
  EXPECT_EQ(a.worker, b.worker);
  EXPECT_EQ(a.last_error, b.last_error);
}

TEST(StateStoreTest, ShardStateNames) {
  EXPECT_STREQ(ShardStateName(ShardState::kWaiting), "waiting");
  EXPECT_STREQ(ShardStateName(ShardState::kLeased), "leased");
  EXPECT_STREQ(ShardStateName(ShardState::kDone), "done");
  EXPECT_STREQ(ShardStateName(ShardState::kFailed), "failed");
  EXPECT_STREQ(ShardStateName(ShardState::kCancelled), "cancelled");
}

TEST(StateStoreTest, EverythingSurvivesARestart) {
  std::string path = FreshDir() + "/state.db";
  proto::JobRecord job1 = MakeJob("first");
  proto::JobRecord job2 = MakeJob("second");
  std::vector<ShardRecord> shards;
  int64_t worker_a = 0, worker_b = 0;
  {
    StateStore store(path);
    EXPECT_TRUE(store.LoadJobs().empty());
    int64_t id1 = store.InsertJob(job1);
    int64_t id2 = store.InsertJob(job2);
    EXPECT_GT(id1, 0);
    EXPECT_GT(id2, id1);
    EXPECT_EQ(job1.job().id(), id1);
    EXPECT_EQ(job2.job().id(), id2);
    // A later change of job 1 replaces its record.
    job1.mutable_job()->set_state("running");
    job1.mutable_job()->set_error("an error\nwith a second line and a \0 byte"s);
    job1.mutable_plan()->set_frontend_seconds(1.5);
    store.SaveJob(job1);

    for (int i = 0; i < 3; ++i) {
      ShardRecord shard;
      shard.job = i < 2 ? id1 : id2;
      shard.cell = i;
      shard.index = 10 + i;
      shard.input = MakeDigest(static_cast<char>('b' + i), 1000 + i);
      shard.key = std::string("key-") + static_cast<char>('0' + i);
      shard.toolchain = "rtfarm aaaa; runtime bbbb";
      store.InsertShard(shard);
      EXPECT_GT(shard.id, 0);
      shards.push_back(shard);
    }
    // Shard 0: done after failing on two workers.
    ShardRecord& done = shards[0];
    done.state = ShardState::kDone;
    done.output = MakeDigest('f', 77777);
    done.attempts = 2;
    done.expiries = 1;
    done.failed_on = {3, 5};
    done.last_error = "boom: \"quoted\", 'single', \0 nul"s;
    store.SaveShard(done);
    // Shard 1: leased.
    ShardRecord& leased = shards[1];
    leased.state = ShardState::kLeased;
    leased.lease = 99;
    leased.worker = 5;
    leased.failed_on = {123456789012345};
    store.SaveShard(leased);
    // Shard 2: cached and cancelled.
    shards[2].state = ShardState::kCancelled;
    shards[2].cached = true;
    store.SaveShard(shards[2]);

    for (int seq = 1; seq <= 3; ++seq) {
      proto::JobEvent event;
      event.set_job_id(id2);
      event.set_seq(seq);
      event.set_kind(proto::JobEvent::PROGRESS);
      event.set_done(seq);
      event.set_total(3);
      store.AppendEvent(event);
      event.set_job_id(id1);
      event.set_kind(proto::JobEvent::PHASE);
      event.set_text("phase " + std::to_string(seq));
      event.set_cell(-1);
      store.AppendEvent(event);
    }

    worker_a = store.InsertWorker({0, "alpha", "tc-a", 8, 0});
    worker_b = store.InsertWorker({0, "beta", "tc-b", 2, 5});
    EXPECT_GT(worker_b, worker_a);
    store.SaveWorker({worker_a, "ignored", "ignored", 1, 42});

    store.Cache("k1", MakeDigest('1', 11));
    store.Cache("k2", MakeDigest('2', 22));
    store.Cache("k1", MakeDigest('3', 33));  // replaces
    EXPECT_EQ(store.NextLeaseId(), 1);
    EXPECT_EQ(store.NextLeaseId(), 2);
    EXPECT_EQ(store.NextLeaseId(), 3);
  }

  StateStore store(path);
  std::vector<proto::JobRecord> jobs = store.LoadJobs();
  ASSERT_EQ(jobs.size(), 2u);
  EXPECT_EQ(jobs[0].SerializeAsString(), job1.SerializeAsString());
  EXPECT_EQ(jobs[1].SerializeAsString(), job2.SerializeAsString());
  EXPECT_EQ(jobs[0].job().state(), "running");
  EXPECT_EQ(jobs[0].request().files(0).path(), "pkg/main.py");

  std::vector<ShardRecord> loaded = store.LoadShards();
  ASSERT_EQ(loaded.size(), shards.size());
  for (size_t i = 0; i < shards.size(); ++i) {
    SCOPED_TRACE("shard " + std::to_string(i));
    ExpectSameShard(loaded[i], shards[i]);
  }

  std::vector<proto::JobEvent> events = store.LoadEvents();
  ASSERT_EQ(events.size(), 6u);
  // By job, then by sequence number.
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(events[i].job_id(), job1.job().id());
    EXPECT_EQ(events[i].seq(), i + 1);
    EXPECT_EQ(events[i].text(), "phase " + std::to_string(i + 1));
    EXPECT_EQ(events[i + 3].job_id(), job2.job().id());
    EXPECT_EQ(events[i + 3].seq(), i + 1);
    EXPECT_EQ(events[i + 3].kind(), proto::JobEvent::PROGRESS);
  }

  std::vector<WorkerRecord> workers = store.LoadWorkers();
  ASSERT_EQ(workers.size(), 2u);
  EXPECT_EQ(workers[0].id, worker_a);
  EXPECT_EQ(workers[0].name, "alpha");  // SaveWorker keeps the identity, updates the count
  EXPECT_EQ(workers[0].toolchain, "tc-a");
  EXPECT_EQ(workers[0].cores, 8);
  EXPECT_EQ(workers[0].shards_done, 42);
  EXPECT_EQ(workers[1].id, worker_b);
  EXPECT_EQ(workers[1].name, "beta");
  EXPECT_EQ(workers[1].cores, 2);
  EXPECT_EQ(workers[1].shards_done, 5);

  auto k1 = store.Cached("k1");
  ASSERT_TRUE(k1.has_value());
  EXPECT_EQ(k1->SerializeAsString(), MakeDigest('3', 33).SerializeAsString());
  auto k2 = store.Cached("k2");
  ASSERT_TRUE(k2.has_value());
  EXPECT_EQ(k2->size(), 22);
  EXPECT_FALSE(store.Cached("k3").has_value());
  EXPECT_FALSE(store.Cached("").has_value());

  // Lease ids keep increasing: a lease of the old coordinator is never handed out again
  // (ids are reserved in blocks, so they may jump, never go back).
  int64_t first = store.NextLeaseId();
  EXPECT_GT(first, 3);
  EXPECT_EQ(store.NextLeaseId(), first + 1);
}

TEST(StateStoreTest, LeaseIdsIncreaseAcrossManyRestarts) {
  std::string path = FreshDir() + "/state.db";
  int64_t last = 0;
  for (int restart = 0; restart < 5; ++restart) {
    StateStore store(path);
    for (int i = 0; i < 3; ++i) {
      int64_t id = store.NextLeaseId();
      EXPECT_GT(id, last);
      last = id;
    }
  }
  EXPECT_GE(last, 15);
}

TEST(StateStoreTest, IdsOfANewRowNeverReuseThoseOfTheOldCoordinator) {
  std::string path = FreshDir() + "/state.db";
  int64_t job = 0, shard_id = 0, worker = 0;
  {
    StateStore store(path);
    proto::JobRecord record = MakeJob("x");
    job = store.InsertJob(record);
    ShardRecord shard;
    shard.job = job;
    store.InsertShard(shard);
    shard_id = shard.id;
    worker = store.InsertWorker({0, "w", "t", 1, 0});
  }
  StateStore store(path);
  proto::JobRecord record = MakeJob("y");
  EXPECT_GT(store.InsertJob(record), job);
  ShardRecord shard;
  shard.job = job;
  store.InsertShard(shard);
  EXPECT_GT(shard.id, shard_id);
  EXPECT_GT(store.InsertWorker({0, "w2", "t", 1, 0}), worker);
}

TEST(StateStoreTest, EmptyFieldsRoundTrip) {
  std::string path = FreshDir() + "/state.db";
  ShardRecord shard;
  {
    StateStore store(path);
    shard.job = 1;
    store.InsertShard(shard);
  }
  StateStore store(path);
  auto loaded = store.LoadShards();
  ASSERT_EQ(loaded.size(), 1u);
  ExpectSameShard(loaded[0], shard);
  EXPECT_TRUE(loaded[0].failed_on.empty());
  EXPECT_EQ(loaded[0].state, ShardState::kWaiting);
}

TEST(StateStoreTest, RolledBackTransactionLeavesNothing) {
  std::string path = FreshDir() + "/state.db";
  {
    StateStore store(path);
    {
      SqliteTransaction committed(store.db());
      proto::JobRecord record = MakeJob("kept");
      store.InsertJob(record);
      committed.Commit();
    }
    {
      SqliteTransaction abandoned(store.db());
      proto::JobRecord record = MakeJob("dropped");
      store.InsertJob(record);
      store.Cache("dropped", MakeDigest('d', 1));
    }  // rolled back
  }
  StateStore store(path);
  auto jobs = store.LoadJobs();
  ASSERT_EQ(jobs.size(), 1u);
  EXPECT_EQ(jobs[0].job().label(), "kept");
  EXPECT_FALSE(store.Cached("dropped").has_value());
}

TEST(StateStoreTest, AProcessKilledMidTransactionLosesOnlyThatTransaction) {
  std::string path = FreshDir() + "/state.db";
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    // The child: one committed job, then a transaction that never commits (SIGKILL).
    StateStore store(path);
    {
      SqliteTransaction transaction(store.db());
      proto::JobRecord record = MakeJob("committed");
      store.InsertJob(record);
      store.NextLeaseId();
      store.NextLeaseId();
      transaction.Commit();
    }
    SqliteTransaction transaction(store.db());
    proto::JobRecord record = MakeJob("in flight");
    store.InsertJob(record);
    store.NextLeaseId();
    raise(SIGKILL);
    _exit(3);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFSIGNALED(status));
  StateStore store(path);
  auto jobs = store.LoadJobs();
  ASSERT_EQ(jobs.size(), 1u);
  EXPECT_EQ(jobs[0].job().label(), "committed");
  // The committed ids (1 and 2) are never given again.
  EXPECT_GT(store.NextLeaseId(), 2);
}

TEST(StateStoreTest, AnEventSavedTwiceIsKeptOnce) {
  std::string path = FreshDir() + "/state.db";
  {
    StateStore store(path);
    proto::JobEvent event;
    event.set_job_id(1);
    event.set_seq(1);
    event.set_text("first");
    store.AppendEvent(event);
    event.set_text("again");
    store.AppendEvent(event);
  }
  StateStore store(path);
  auto events = store.LoadEvents();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].text(), "again");
}

TEST(StateStoreTest, UnopenablePathThrowsSqliteError) {
  std::string dir = FreshDir();
  EXPECT_THROW(StateStore(dir + "/no/such/dir/state.db"), SqliteError);
}

}  // namespace
}  // namespace rtfarm::coordinator
