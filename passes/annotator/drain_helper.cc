// The drainer's helper: while a worker drains the block queue (annotator.cc, RunOne), one
// other worker stays at hand for the drainer's parallel loops (the preparation of wide
// calls, the reading of memoised results: parallel_calls.cc, rules_calls.cc) and builds
// flow graphs in between.
//
// The loops were oneTBB parallel_fors. Once every graph is built, the other worker has
// nothing to do between two wide calls and went to sleep; woken by the next loop, it
// joined late, and the drainer ran about two thirds of every loop itself (perf, 200k
// lines). A loop lasts about a millisecond: the helper now waits for it spinning, and
// takes items with an atomic counter, a few at a time, as soon as the loop opens.
//
// The helper's task is queued behind the build tasks the drainer has queued, which the
// other worker runs oldest first: a third of the loops of a 200k-line program opened
// before it started (0.4 s of the drainer's 1.1 s in loops ran alone). So any build
// task that finds a drainer without a helper becomes the helper; the helper builds the
// most urgent graphs itself whenever no loop is open.
#include <algorithm>
#include <thread>

#include "passes/annotator/annotator.h"

namespace rtfarm::annotator {
namespace {

// Items taken at a time: a desc's call is prepared in about a microsecond.
constexpr size_t kItemsPerTake = 4;
// Spins between two looks for a graph to build (NextBuild takes a mutex).
constexpr int kSpinsPerBuildLook = 32;

}  // namespace

void Annotator::StartHelper() {
  if (ConcurrentBlocks() || threads_ < 2 || helper_running_.load() || helper_task_queued_.exchange(true)) return;
  group_->run([this] {
    helper_task_queued_.store(false);
    TryToHelp();
  });
}

void Annotator::TryToHelp() {
  if (threads_ < 2 || !draining_.load() || helper_running_.exchange(true)) return;
  HelpDrainer();
}

void Annotator::RunLoopItems() {
  const size_t n = loop_.n;
  const std::function<void(size_t)>& body = *loop_.body;
  for (;;) {
    size_t first = loop_.next.fetch_add(kItemsPerTake);
    if (first >= n) return;
    size_t last = std::min(n, first + kItemsPerTake);
    for (size_t i = first; i < last; ++i) body(i);
  }
}

void Annotator::ForEachInParallel(size_t n, const std::function<void(size_t)>& body) {
  if (threads_ < 2 || n < 2 || ConcurrentBlocks()) {
    for (size_t i = 0; i < n; ++i) body(i);
    return;
  }
  // Written before the loop opens; a helper reads them only once it has checked, after
  // counting itself in, that this loop is still open (and the drainer waits for it).
  loop_.n = n;
  loop_.body = &body;
  loop_.next.store(0);
  loop_.epoch.fetch_add(1);  // odd: open
  RunLoopItems();
  loop_.epoch.fetch_add(1);  // even: closed, no helper enters any more
  // A helper inside may still be running its last items, which write the caller's data.
  while (loop_.inside.load() != 0) std::this_thread::yield();
}

void Annotator::HelpDrainer() {
  uint64_t done = 0;  // the last loop helped with
  int spins = 0;
  for (;;) {
    while (draining_.load()) {
      uint64_t epoch = loop_.epoch.load();
      if ((epoch & 1) != 0 && epoch != done) {
        // Counted in before checking that the loop is still open: either the drainer,
        // closing it, sees this helper and waits, or the helper sees it closed.
        loop_.inside.fetch_add(1);
        if (loop_.epoch.load() == epoch) RunLoopItems();
        loop_.inside.fetch_sub(1);
        done = epoch;
        continue;
      }
      if (++spins % kSpinsPerBuildLook == 0) {
        if (GraphInfo* next = NextBuild()) {
          BuildClaimed(next);
          continue;
        }
      }
      std::this_thread::yield();
    }
    helper_running_.store(false);
    // A drainer that started meanwhile saw a helper running and started none.
    if (!draining_.load() || helper_running_.exchange(true)) return;
  }
}

}  // namespace rtfarm::annotator
