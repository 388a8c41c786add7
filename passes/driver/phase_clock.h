// Phase times of a translation: a progress line on stderr as each phase starts, and the
// table of seed 001's style on stdout at the end.
#pragma once

#include <chrono>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "farm/progress_line.h"
#include "passes/model/progress.h"

namespace rtfarm::driver {

class PhaseClock {
 public:
  PhaseClock() = default;
  // Phases are also written as "phase NAME" lines to `phase_lines` (the job front-end's
  // report to the coordinator).
  explicit PhaseClock(FILE* phase_lines) : phase_lines_(phase_lines) {}

  // Phases are shown on `progress` (a live line on a terminal) instead of as lines.
  void SetProgress(farm::ProgressLine* progress) { progress_ = progress; }

  void Start(const char* phase) {
    if (progress_ != nullptr) {
      progress_->SetPhase(phase);
    } else {
      std::fprintf(stderr, "[rtfarm] %s...\n", phase);
      std::fflush(stderr);
    }
    if (phase_lines_ != nullptr) {
      std::fprintf(phase_lines_, "phase %s\n", phase);
      std::fflush(phase_lines_);
    }
    current_ = phase;
    model::PublishPhase(phase);
    start_ = std::chrono::steady_clock::now();
  }
  // Ends the live line before other output on stderr.
  void BreakLine() {
    if (progress_ != nullptr) progress_->Break();
  }
  void Stop() {
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    phases_.push_back({current_, s});
  }
  void Print() const {
    if (progress_ != nullptr) progress_->Break();
    double total = 0;
    std::printf("%-28s %9s\n", "phase", "time");
    for (const auto& [name, s] : phases_) {
      std::printf("%-28s %8.3fs\n", name.c_str(), s);
      total += s;
    }
    std::printf("%-28s %8.3fs\n", "total", total);
  }

 private:
  FILE* phase_lines_ = nullptr;
  farm::ProgressLine* progress_ = nullptr;
  std::string current_;
  std::chrono::steady_clock::time_point start_;
  std::vector<std::pair<std::string, double>> phases_;
};

}  // namespace rtfarm::driver
