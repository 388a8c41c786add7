#include "passes/model/progress.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>

// jemalloc replaces malloc in every rtfarm binary (third_party:jemalloc); declared weak so
// that a binary without it still links, and names the last function published instead.
extern "C" int mallctl(const char* name, void* oldp, size_t* oldlenp, void* newp, size_t newlen)
    __attribute__((weak));

namespace rtfarm::model {
namespace {

std::atomic<const char*> g_phase{"start-up"};

// One slot per live thread that published a function. Only its thread writes it; the
// watchdog reads it. The name is relaxed atomic bytes: a reader racing a writer may see a
// mix of two names, never undefined behaviour (it reads once, to print it).
constexpr size_t kMaxName = 255;
constexpr size_t kSlots = 256;

struct Slot {
  std::atomic<bool> claimed{false};
  std::atomic<bool> active{false};
  std::array<std::atomic<char>, kMaxName + 1> name{};
  std::atomic<const char*> pass{""};
  // The thread's jemalloc counters (thread-local, alive while the slot is claimed) and
  // their difference when the function was published.
  std::atomic<const uint64_t*> allocated{nullptr};
  std::atomic<const uint64_t*> deallocated{nullptr};
  std::atomic<uint64_t> baseline{0};
  std::atomic<uint64_t> sequence{0};  // publication order, the fallback's choice
};

std::array<Slot, kSlots> g_slots;
std::atomic<uint64_t> g_sequence{0};

const uint64_t* CounterPointer(const char* name) {
  if (mallctl == nullptr) return nullptr;
  uint64_t* pointer = nullptr;
  size_t size = sizeof(pointer);
  if (mallctl(name, &pointer, &size, nullptr, 0) != 0) return nullptr;
  return pointer;
}

uint64_t NetAllocated(const Slot& slot) {
  const uint64_t* allocated = slot.allocated.load(std::memory_order_relaxed);
  const uint64_t* deallocated = slot.deallocated.load(std::memory_order_relaxed);
  if (allocated == nullptr || deallocated == nullptr) return 0;
  // Another thread's counters, read without its cooperation: a torn or stale value only
  // makes the choice of function less exact.
  return *static_cast<const volatile uint64_t*>(allocated) -
         *static_cast<const volatile uint64_t*>(deallocated);
}

// The calling thread's slot, claimed on its first publication and given back when the
// thread ends (its counters die with it).
class ThreadSlot {
 public:
  ThreadSlot() {
    for (Slot& slot : g_slots) {
      bool expected = false;
      if (slot.claimed.compare_exchange_strong(expected, true)) {
        slot_ = &slot;
        slot.allocated.store(CounterPointer("thread.allocatedp"), std::memory_order_relaxed);
        slot.deallocated.store(CounterPointer("thread.deallocatedp"), std::memory_order_relaxed);
        return;
      }
    }
  }
  ~ThreadSlot() {
    if (slot_ == nullptr) return;
    slot_->active.store(false, std::memory_order_relaxed);
    slot_->allocated.store(nullptr, std::memory_order_relaxed);
    slot_->deallocated.store(nullptr, std::memory_order_relaxed);
    slot_->claimed.store(false, std::memory_order_release);
  }
  Slot* get() const { return slot_; }  // null: every slot taken, not named

 private:
  Slot* slot_ = nullptr;
};

Slot* ThisThread() {
  thread_local ThreadSlot slot;
  return slot.get();
}

std::string NameOf(const Slot& slot) {
  std::string name;
  for (size_t i = 0; i <= kMaxName; ++i) {
    char c = slot.name[i].load(std::memory_order_relaxed);
    if (c == '\0') break;
    name += c;
  }
  return name;
}

}  // namespace

void PublishPhase(const char* phase) {
  g_phase.store(phase, std::memory_order_relaxed);
  for (Slot& slot : g_slots) slot.active.store(false, std::memory_order_relaxed);
}

const char* CurrentPhase() { return g_phase.load(std::memory_order_relaxed); }

void PublishFunction(const std::string& name, const char* pass) {
  Slot* slot = ThisThread();
  if (slot == nullptr) return;
  slot->active.store(false, std::memory_order_relaxed);
  size_t n = std::min(name.size(), kMaxName);
  for (size_t i = 0; i < n; ++i) slot->name[i].store(name[i], std::memory_order_relaxed);
  slot->name[n].store('\0', std::memory_order_relaxed);
  slot->pass.store(pass, std::memory_order_relaxed);
  slot->baseline.store(NetAllocated(*slot), std::memory_order_relaxed);
  slot->sequence.store(++g_sequence, std::memory_order_relaxed);
  slot->active.store(true, std::memory_order_release);
}

void ClearFunction() {
  if (Slot* slot = ThisThread()) slot->active.store(false, std::memory_order_relaxed);
}

std::string GrowingFunction() {
  const Slot* chosen = nullptr;
  uint64_t chosen_growth = 0;
  for (const Slot& slot : g_slots) {
    if (!slot.claimed.load(std::memory_order_acquire) ||
        !slot.active.load(std::memory_order_acquire))
      continue;
    uint64_t growth = NetAllocated(slot) - slot.baseline.load(std::memory_order_relaxed);
    // Freed more than allocated since: no growth. Ties go to the later publication.
    if (static_cast<int64_t>(growth) < 0) growth = 0;
    if (chosen == nullptr || growth > chosen_growth ||
        (growth == chosen_growth && slot.sequence.load(std::memory_order_relaxed) >
                                        chosen->sequence.load(std::memory_order_relaxed))) {
      chosen = &slot;
      chosen_growth = growth;
    }
  }
  if (chosen == nullptr) return "";
  std::string name = NameOf(*chosen);
  if (name.empty()) return "";
  return name + ", in " + std::string(chosen->pass.load(std::memory_order_relaxed));
}

}  // namespace rtfarm::model
