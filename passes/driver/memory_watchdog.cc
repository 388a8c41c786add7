#include "passes/driver/memory_watchdog.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

#include "passes/model/progress.h"

namespace rtfarm::driver {

int64_t DefaultMaxMemoryMb() {
  int64_t physical = static_cast<int64_t>(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGE_SIZE);
  int64_t total = physical;
  // cgroup v2, then v1: a container's limit is the machine that matters.
  for (const char* path :
       {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
    std::ifstream in(path);
    int64_t limit = 0;
    if (in >> limit && limit > 0 && limit < total) total = limit;
  }
  return std::max<int64_t>(total / 2 >> 20, 64);
}

int64_t PeakResidentMb() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stoll(line.substr(6)) >> 10;  // kB
  }
  return -1;
}

MemoryWatchdog::MemoryWatchdog(int64_t limit_mb) : limit_bytes_(limit_mb << 20) {
  if (limit_mb > 0) thread_ = std::thread([this] { Run(); });
}

MemoryWatchdog::~MemoryWatchdog() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

void MemoryWatchdog::Run() {
  const int64_t page = sysconf(_SC_PAGE_SIZE);
  while (!stop_.load(std::memory_order_relaxed)) {
    // statm's second field: resident pages. Read with stdio, not a stream: cheap and
    // allocation-free enough to run every 5 ms.
    FILE* statm = std::fopen("/proc/self/statm", "r");
    long long size = 0, resident = 0;
    if (statm != nullptr) {
      if (std::fscanf(statm, "%lld %lld", &size, &resident) != 2) resident = 0;
      std::fclose(statm);
    }
    if (resident * page > limit_bytes_) {
      std::string function = model::GrowingFunction();
      std::fprintf(stderr,
                   "error: rtfarm translate ran out of memory: %lld MB resident, over "
                   "--max-memory %lld MB, in phase '%s'%s%s%s\n",
                   resident * page >> 20, static_cast<long long>(limit_bytes_ >> 20),
                   model::CurrentPhase(), function.empty() ? "" : " (function ", function.c_str(),
                   function.empty() ? "" : ")");
      std::fflush(stderr);
      std::fflush(stdout);
      _exit(1);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

}  // namespace rtfarm::driver
