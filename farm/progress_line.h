// How a long translation shows its progress (`rtfarm translate`, `rtfarm submit`,
// `translate --farm`): on a terminal, one live line rewritten in place with the phase,
// the shards done/total and the links done/total; to a file or pipe, a plain line when
// the phase changes. Thread-safe: executors report shards from their own threads.
#pragma once

#include <cstdio>
#include <mutex>
#include <string>

#include "proto/farm.pb.h"

namespace rtfarm::farm {

class ProgressLine {
 public:
  explicit ProgressLine(FILE* out);
  bool live() const { return live_; }

  void SetPhase(const std::string& phase);
  void SetShards(int done, int total);
  void SetLinks(int done, int total);
  // A line of its own (a warning), below the live line.
  void Note(const std::string& text);
  // A farm job's event.
  void Show(const proto::JobEvent& event);
  // Ends the live line before other output.
  void Break();

 private:
  void Redraw();
  void BreakLocked();
  std::mutex mu_;
  FILE* out_;
  bool live_;
  bool drawn_ = false;
  std::string phase_ = "queued";
  int done_ = 0, total_ = 0, links_done_ = 0, links_total_ = 0;
};

}  // namespace rtfarm::farm
