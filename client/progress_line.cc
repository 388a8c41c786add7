#include "client/progress_line.h"

#include <unistd.h>

namespace rtfarm::client {

ProgressLine::ProgressLine(FILE* out) : out_(out), live_(isatty(fileno(out)) != 0) {}

void ProgressLine::Break() {
  if (drawn_) std::fputc('\n', out_);
  drawn_ = false;
}

void ProgressLine::Redraw() {
  if (!live_) return;
  std::fprintf(out_, "\r\033[K[rtfarm] %s | shards %d/%d | links %d/%d", phase_.c_str(), done_,
               total_, links_done_, links_total_);
  std::fflush(out_);
  drawn_ = true;
}

void ProgressLine::Show(const proto::JobEvent& event) {
  switch (event.kind()) {
    case proto::JobEvent::PHASE:
      if (event.cell() >= 0) return;  // a cell's link: the counts say it
      phase_ = event.text();
      if (!live_) std::fprintf(out_, "[rtfarm] %s\n", phase_.c_str());
      break;
    case proto::JobEvent::PROGRESS:
      done_ = event.done();
      total_ = event.total();
      links_done_ = event.compiles_done();
      links_total_ = event.compiles_total();
      break;
    case proto::JobEvent::WARNING:
      Break();
      std::fprintf(out_, "warning: %s\n", event.text().c_str());
      break;
    case proto::JobEvent::CELL_DONE:
    case proto::JobEvent::CELL_FAILED:
      if (!live_)
        std::fprintf(out_, "[rtfarm] cell %d %s (shards %d/%d)\n", event.cell(),
                     event.kind() == proto::JobEvent::CELL_DONE ? "built" : "failed", done_,
                     total_);
      break;
    default:
      break;
  }
  Redraw();
}

}  // namespace rtfarm::client
