// What the translation is working on: the phase (published by the driver's PhaseClock)
// and the function a pass is on (published by the passes, once per graph), read by the
// memory watchdog (passes/driver/memory_watchdog.h) to say where a translation grew past
// --max-memory. Cheap: one atomic store per phase, a short copy per function.
#pragma once

#include <string>

namespace rtfarm::model {

// `phase` must have static storage (a string literal).
void PublishPhase(const char* phase);
const char* CurrentPhase();  // "start-up" before the first phase

// Copies the name (the first 255 bytes); with several threads, the last one published.
void PublishFunction(const std::string& name);
void ClearFunction();
std::string CurrentFunction();  // "" when no pass has published one in this phase

}  // namespace rtfarm::model
