// What the coordinator's units share (coordinator*.cc): its clock, the names of ended
// states, and its timing constants. Not for other code.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>

#include "coordinator/state_store.h"

namespace rtfarm::coordinator::internal {

using Clock = std::chrono::steady_clock;

// Job events of progress are sent at most this often (and always at a cell's end).
constexpr auto kProgressInterval = std::chrono::milliseconds(100);
// How long a worker may take to reach a restarted coordinator (farm_channel.cc's
// reconnection backoff, with its jitter).
constexpr int64_t kReconnectMilliseconds = 1500;

// Seconds since the epoch.
double Now();
bool Ended(const std::string& state);
bool ShardEndedState(ShardState state);
// A submitted path must stay inside the job's directory.
bool IsSafeRelativePath(const std::string& path);

}  // namespace rtfarm::coordinator::internal

// The coordinator's units use these names unqualified.
namespace rtfarm::coordinator {
namespace fs = std::filesystem;
using internal::Clock;
using internal::Ended;
using internal::kProgressInterval;
using internal::kReconnectMilliseconds;
using internal::Now;
using internal::ShardEndedState;
}  // namespace rtfarm::coordinator
