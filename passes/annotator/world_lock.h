// The lock of the annotator's shared world: the bookkeeper and what it owns (descs,
// ClassDefs and their attributes, ListDefs and DictDefs), the registry of graphs.
//
// Blocks are annotated by every worker at once. Each step of a block (one operation, the
// links it follows) runs with the world held *shared*: rules read descs, class
// hierarchies, attributes and hidden variables freely, since nobody writes them
// meanwhile. A rule that must write the world (a new desc, a new attribute, two
// ListDefs merged; a hidden variable's binding has a lock of its own) calls WorldWrite(), which,
// under a shared hold, throws NeedExclusive before anything is written: the step is then run again
// with the world held *exclusive*. Running a step twice is harmless because every write of
// annotation is a join (bindings and hidden variables only grow): what the first attempt wrote is
// below what the second writes.
//
// Shared holds are counted per thread on cache lines of their own (a "big reader"
// lock): taking one is an atomic increment of a line no other core writes, where a
// std::shared_mutex made both workers write one line per operation.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>

namespace rtfarm::annotator {

// Thrown by WorldWrite under a shared hold. Not a std::exception: no rule's handler for
// errors may catch it.
struct NeedExclusive {};

enum class WorldAccess : uint8_t { kUnlocked, kShared, kExclusive };

// How the calling thread holds the world now.
WorldAccess& CurrentWorldAccess();

// Called before every write to the shared world. Unlocked code (setting up, tests,
// the flow builders' primitive constants) writes nothing another thread reads.
inline void WorldWrite() {
  if (CurrentWorldAccess() == WorldAccess::kShared) throw NeedExclusive{};
}

class WorldLock {
 public:
  void LockShared();
  void UnlockShared();
  void Lock();
  void Unlock();

 private:
  static constexpr int kSlots = 16;
  struct alignas(64) Slot {
    std::atomic<int> readers{0};
  };
  Slot slots_[kSlots];
  alignas(64) std::atomic<bool> writer_{false};
  std::mutex writers_;
};

// Holds the world shared for its lifetime, unless the thread holds it already.
class SharedWorld {
 public:
  explicit SharedWorld(WorldLock& lock);
  ~SharedWorld();
  SharedWorld(const SharedWorld&) = delete;
  SharedWorld& operator=(const SharedWorld&) = delete;

 private:
  WorldLock* lock_ = nullptr;
};

// Holds the world exclusive for its lifetime, unless the thread holds it so already.
// Taking it under a shared hold would wait for itself: a logic error.
class ExclusiveWorld {
 public:
  explicit ExclusiveWorld(WorldLock& lock);
  ~ExclusiveWorld();
  ExclusiveWorld(const ExclusiveWorld&) = delete;
  ExclusiveWorld& operator=(const ExclusiveWorld&) = delete;

 private:
  WorldLock* lock_ = nullptr;
};

}  // namespace rtfarm::annotator
