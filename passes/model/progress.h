// What the translation is working on: the phase (published by the driver's PhaseClock)
// and, per thread, the function a pass is on (published by the passes, once per graph),
// read by the memory watchdog (passes/driver/memory_watchdog.h) to say where a
// translation grew past --max-memory. Cheap: one atomic store per phase, a short copy
// and two counter reads per function.
#pragma once

#include <string>

namespace rtfarm::model {

// `phase` must have static storage (a string literal). Ends every thread's function:
// the previous phase's work is over.
void PublishPhase(const char* phase);
const char* CurrentPhase();  // "start-up" before the first phase

// The calling thread works on function `name` (the first 255 bytes are kept) in `pass`
// (a string literal: "flow building", "GenC" ...) from now on.
void PublishFunction(const std::string& name, const char* pass);
void ClearFunction();  // the calling thread's

// Among the functions the threads are on in this phase, the one whose thread allocated
// the most (bytes allocated less bytes freed, jemalloc's per-thread counters) since it
// published it, as "NAME, in PASS"; without those counters, the last one published.
// "" when no thread has published one in this phase.
std::string GrowingFunction();

}  // namespace rtfarm::model
