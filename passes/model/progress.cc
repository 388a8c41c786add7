#include "passes/model/progress.h"

#include <algorithm>
#include <array>
#include <atomic>

namespace rtfarm::model {
namespace {

std::atomic<const char*> g_phase{"start-up"};
// The name as relaxed atomic bytes: a reader racing a writer may see a mix of two names,
// never undefined behaviour; the watchdog reads it once, to print it.
constexpr size_t kMaxName = 255;
std::array<std::atomic<char>, kMaxName + 1> g_function{};

}  // namespace

void PublishPhase(const char* phase) {
  g_phase.store(phase, std::memory_order_relaxed);
  ClearFunction();
}

const char* CurrentPhase() { return g_phase.load(std::memory_order_relaxed); }

void PublishFunction(const std::string& name) {
  size_t n = std::min(name.size(), kMaxName);
  for (size_t i = 0; i < n; ++i) g_function[i].store(name[i], std::memory_order_relaxed);
  g_function[n].store('\0', std::memory_order_relaxed);
}

void ClearFunction() { g_function[0].store('\0', std::memory_order_relaxed); }

std::string CurrentFunction() {
  std::string name;
  for (size_t i = 0; i <= kMaxName; ++i) {
    char c = g_function[i].load(std::memory_order_relaxed);
    if (c == '\0') break;
    name += c;
  }
  return name;
}

}  // namespace rtfarm::model
