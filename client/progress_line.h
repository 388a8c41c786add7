// How `rtfarm submit` (and `translate --farm`) show a job's progress: on a terminal one
// live line rewritten in place (the phase, shards done/total, links done/total); to a
// file or pipe, plain lines when the phase changes and when a cell ends.
#pragma once

#include <cstdio>
#include <string>

#include "proto/farm.pb.h"

namespace rtfarm::client {

class ProgressLine {
 public:
  explicit ProgressLine(FILE* out);
  void Show(const proto::JobEvent& event);
  // Ends the live line before other output.
  void Break();

 private:
  void Redraw();
  FILE* out_;
  bool live_;
  bool drawn_ = false;
  std::string phase_ = "queued";
  int done_ = 0, total_ = 0, links_done_ = 0, links_total_ = 0;
};

}  // namespace rtfarm::client
