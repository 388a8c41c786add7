#include "coordinator/metrics.h"

#include <prometheus/text_serializer.h>

namespace rtfarm::coordinator {
namespace {

// The job states of proto::Job, each always exported (a 0 is a value, not a gap).
const char* const kJobStates[] = {"frontend", "running", "done", "failed", "cancelled"};

}  // namespace

CoordinatorMetrics::CoordinatorMetrics() : registry_(std::make_shared<prometheus::Registry>()) {
  using prometheus::BuildCounter;
  using prometheus::BuildGauge;
  using prometheus::BuildHistogram;
  prometheus::Registry& r = *registry_;
  jobs_submitted_ = &BuildCounter()
                         .Name("rtfarm_jobs_submitted_total")
                         .Help("Jobs submitted, by kind (translate, shards)")
                         .Register(r);
  jobs_ended_ = &BuildCounter()
                     .Name("rtfarm_jobs_ended_total")
                     .Help("Jobs that ended, by their final state (done, failed, cancelled)")
                     .Register(r);
  for (const char* kind : {"translate", "shards"}) jobs_submitted_->Add({{"kind", kind}});
  for (const char* state : {"done", "failed", "cancelled"}) jobs_ended_->Add({{"state", state}});
  jobs_ =
      &BuildGauge().Name("rtfarm_jobs").Help("Jobs the coordinator holds, by state").Register(r);
  for (const char* state : kJobStates) jobs_->Add({{"state", state}});
  auto& shards = BuildCounter()
                     .Name("rtfarm_shards_total")
                     .Help(
                         "Shards that ended, by outcome: ran (on a worker), cached (served by "
                         "the shard cache), failed (out of attempts or lease expiries)")
                     .Register(r);
  shard_ran_ = &shards.Add({{"outcome", "ran"}});
  shard_cached_ = &shards.Add({{"outcome", "cached"}});
  shard_failed_ = &shards.Add({{"outcome", "failed"}});
  attempts_ = &BuildCounter()
                   .Name("rtfarm_shard_attempts_total")
                   .Help("Shard runs started: leases handed to workers")
                   .Register(r)
                   .Add({});
  lease_expiries_ = &BuildCounter()
                         .Name("rtfarm_lease_expiries_total")
                         .Help("Leases that ran out (a worker died or stalled)")
                         .Register(r)
                         .Add({});
  queue_wait_ = &BuildHistogram()
                     .Name("rtfarm_queue_wait_seconds")
                     .Help("How long a shard waited from ready (queued) to leased")
                     .Register(r)
                     .Add({}, prometheus::Histogram::BucketBoundaries{0.001, 0.005, 0.01, 0.05, 0.1,
                                                                      0.5, 1, 5, 10, 30, 60, 300});
  auto& hits = BuildCounter()
                   .Name("rtfarm_cache_hits_total")
                   .Help(
                       "Cache hits: shard (a shard's output was already known), link (a "
                       "cell's executable was already built)")
                   .Register(r);
  shard_cache_hits_ = &hits.Add({{"cache", "shard"}});
  link_cache_hits_ = &hits.Add({{"cache", "link"}});
  auto& lookups = BuildCounter()
                      .Name("rtfarm_cache_lookups_total")
                      .Help("Cache lookups (hits and misses), by cache")
                      .Register(r);
  shard_cache_lookups_ = &lookups.Add({{"cache", "shard"}});
  link_cache_lookups_ = &lookups.Add({{"cache", "link"}});
  links_failed_ = &BuildCounter()
                       .Name("rtfarm_links_failed_total")
                       .Help("Cells whose link failed")
                       .Register(r)
                       .Add({});
  auto& workers =
      BuildGauge().Name("rtfarm_workers").Help("Workers known, and those alive").Register(r);
  workers_alive_ = &workers.Add({{"state", "alive"}});
  workers_known_ = &workers.Add({{"state", "known"}});
  auto& blobs = BuildGauge().Name("rtfarm_blob_store").Help("The blob store").Register(r);
  blobs_count_ = &blobs.Add({{"figure", "blobs"}});
  blobs_bytes_ = &blobs.Add({{"figure", "bytes"}});
}

void CoordinatorMetrics::Linked(bool cached, bool failed) {
  if (failed) {
    links_failed_->Increment();
    return;
  }
  link_cache_lookups_->Increment();
  if (cached) link_cache_hits_->Increment();
}

void CoordinatorMetrics::SetJobs(const std::map<std::string, int>& by_state) {
  for (const char* state : kJobStates) {
    auto it = by_state.find(state);
    jobs_->Add({{"state", state}}).Set(it == by_state.end() ? 0 : it->second);
  }
}

void CoordinatorMetrics::SetWorkers(int alive, int known) {
  workers_alive_->Set(alive);
  workers_known_->Set(known);
}

void CoordinatorMetrics::SetBlobs(int64_t count, int64_t bytes) {
  blobs_count_->Set(static_cast<double>(count));
  blobs_bytes_->Set(static_cast<double>(bytes));
}

std::string CoordinatorMetrics::Text() const {
  return prometheus::TextSerializer().Serialize(registry_->Collect());
}

CoordinatorMetrics::CacheFigures CoordinatorMetrics::Caches() const {
  CacheFigures figures;
  figures.shard_hits = shard_cache_hits_->Value();
  figures.shard_lookups = shard_cache_lookups_->Value();
  figures.shards_ran = shard_ran_->Value();
  figures.link_hits = link_cache_hits_->Value();
  figures.links = link_cache_lookups_->Value();
  return figures;
}

}  // namespace rtfarm::coordinator
