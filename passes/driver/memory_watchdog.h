// `rtfarm translate --max-memory MB`: a thread samples the process's resident memory
// (/proc/self/statm) every few milliseconds and, past the limit, prints which phase grew
// and, where passes published their functions, the function (and pass) whose thread
// allocated the most since it began it (model::GrowingFunction: with several threads, the
// last function published may be another thread's), then ends the process with status 1
// (_exit: no destructor runs while another thread allocates). The kernel's out-of-memory
// killer never has to choose. setrlimit(RLIMIT_AS) is not used: the allocators reserve
// address space they never touch, so a cap on it fails sound translations.
#pragma once

#include <atomic>
#include <cstdint>
#include <thread>

namespace rtfarm::driver {

// Half of the machine's memory, or of the cgroup's limit when that is lower, in MB.
int64_t DefaultMaxMemoryMb();

// The process's peak resident memory so far (VmHWM), in MB.
int64_t PeakResidentMb();

class MemoryWatchdog {
 public:
  explicit MemoryWatchdog(int64_t limit_mb);  // 0 or less: no watchdog
  ~MemoryWatchdog();
  MemoryWatchdog(const MemoryWatchdog&) = delete;
  MemoryWatchdog& operator=(const MemoryWatchdog&) = delete;

 private:
  void Run();

  int64_t limit_bytes_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace rtfarm::driver
