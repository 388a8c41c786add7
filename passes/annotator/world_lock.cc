#include "passes/annotator/world_lock.h"

#include <stdexcept>
#include <thread>

namespace rtfarm::annotator {
namespace {

// Each thread counts its holds in one slot; threads sharing a slot (more than kSlots of
// them) stay correct, since a slot counts, it does not flag.
int MySlot(int slots) {
  static std::atomic<int> next{0};
  static thread_local int slot = next.fetch_add(1) % slots;
  return slot;
}

// Waits a little, then gives the core away: on a machine with fewer cores than workers
// (the determinism test runs 8 on 2), the thread waited for may be the one preempted.
void Backoff(int& spins) {
  if (++spins < 64) return;
  spins = 0;
  std::this_thread::yield();
}

}  // namespace

WorldAccess& CurrentWorldAccess() {
  static thread_local WorldAccess access = WorldAccess::kUnlocked;
  return access;
}

void WorldLock::LockShared() {
  Slot& slot = slots_[MySlot(kSlots)];
  int spins = 0;
  for (;;) {
    // Sequentially consistent on both sides: either the writer sees this count, or this
    // thread sees the writer's flag (Dekker).
    slot.readers.fetch_add(1, std::memory_order_seq_cst);
    if (!writer_.load(std::memory_order_seq_cst)) return;
    slot.readers.fetch_sub(1, std::memory_order_release);
    while (writer_.load(std::memory_order_acquire)) Backoff(spins);
  }
}

void WorldLock::UnlockShared() {
  slots_[MySlot(kSlots)].readers.fetch_sub(1, std::memory_order_release);
}

void WorldLock::Lock() {
  writers_.lock();
  writer_.store(true, std::memory_order_seq_cst);
  int spins = 0;
  for (Slot& slot : slots_) {
    while (slot.readers.load(std::memory_order_seq_cst) != 0) Backoff(spins);
  }
}

void WorldLock::Unlock() {
  writer_.store(false, std::memory_order_release);
  writers_.unlock();
}

SharedWorld::SharedWorld(WorldLock& lock) {
  WorldAccess& access = CurrentWorldAccess();
  if (access != WorldAccess::kUnlocked) return;
  lock.LockShared();
  access = WorldAccess::kShared;
  lock_ = &lock;
}

SharedWorld::~SharedWorld() {
  if (lock_ == nullptr) return;
  CurrentWorldAccess() = WorldAccess::kUnlocked;
  lock_->UnlockShared();
}

ExclusiveWorld::ExclusiveWorld(WorldLock& lock) {
  WorldAccess& access = CurrentWorldAccess();
  if (access == WorldAccess::kExclusive) return;
  if (access == WorldAccess::kShared)
    throw std::logic_error("annotator: the world taken exclusive under a shared hold");
  lock.Lock();
  access = WorldAccess::kExclusive;
  lock_ = &lock;
}

ExclusiveWorld::~ExclusiveWorld() {
  if (lock_ == nullptr) return;
  CurrentWorldAccess() = WorldAccess::kUnlocked;
  lock_->Unlock();
}

}  // namespace rtfarm::annotator
