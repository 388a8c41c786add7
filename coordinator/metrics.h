// The coordinator's Prometheus metrics (prometheus-cpp's core; served as text at
// /metrics by status_server.h). Counters and the histogram are updated by the core
// (coordinator.cc) where their events happen, under its lock or not: prometheus-cpp's
// counters are atomics. Gauges of the current state (jobs by state, workers alive, the
// blob store) are set from a snapshot when they are read.
#pragma once

#include <prometheus/counter.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>

#include <map>
#include <memory>
#include <string>

namespace rtfarm::coordinator {

class CoordinatorMetrics {
 public:
  CoordinatorMetrics();

  // ---- events (counted where they happen) ----
  void JobSubmitted(const std::string& kind) { jobs_submitted_->Add({{"kind", kind}}).Increment(); }
  void JobEnded(const std::string& state) { jobs_ended_->Add({{"state", state}}).Increment(); }
  void ShardRan() { shard_ran_->Increment(); }  // a worker's run succeeded
  void ShardCached() {
    shard_cached_->Increment();
    shard_cache_hits_->Increment();
  }
  void ShardFailed() { shard_failed_->Increment(); }  // out of attempts or expiries
  void Attempts(int leases) { attempts_->Increment(leases); }
  void LeaseExpired() { lease_expiries_->Increment(); }
  void QueueWait(double seconds) { queue_wait_->Observe(seconds); }
  void ShardCacheLookup() { shard_cache_lookups_->Increment(); }
  // A cell's link ended: from the link cache (nothing compiled), compiled, or failed.
  void Linked(bool cached, bool failed);

  // ---- the current state (set from a snapshot before reading) ----
  void SetJobs(const std::map<std::string, int>& by_state);
  void SetWorkers(int alive, int known);
  void SetBlobs(int64_t count, int64_t bytes);

  // The registry in Prometheus' text format (version 0.0.4).
  std::string Text() const;

  // Figures for the status page's caches (since this coordinator started).
  struct CacheFigures {
    double shard_hits = 0, shard_lookups = 0, shards_ran = 0;
    double link_hits = 0, links = 0;
  };
  CacheFigures Caches() const;

 private:
  std::shared_ptr<prometheus::Registry> registry_;
  prometheus::Family<prometheus::Counter>* jobs_submitted_;
  prometheus::Family<prometheus::Counter>* jobs_ended_;
  prometheus::Family<prometheus::Gauge>* jobs_;
  prometheus::Counter* shard_ran_;
  prometheus::Counter* shard_cached_;
  prometheus::Counter* shard_failed_;
  prometheus::Counter* attempts_;
  prometheus::Counter* lease_expiries_;
  prometheus::Histogram* queue_wait_;
  prometheus::Counter* shard_cache_hits_;
  prometheus::Counter* shard_cache_lookups_;
  prometheus::Counter* link_cache_hits_;
  prometheus::Counter* link_cache_lookups_;
  prometheus::Counter* links_failed_;
  prometheus::Gauge* workers_alive_;
  prometheus::Gauge* workers_known_;
  prometheus::Gauge* blobs_count_;
  prometheus::Gauge* blobs_bytes_;
};

}  // namespace rtfarm::coordinator
