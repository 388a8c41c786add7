#include "farm/progress_line.h"

#include <unistd.h>

namespace rtfarm::farm {

ProgressLine::ProgressLine(FILE* out) : out_(out), live_(isatty(fileno(out)) != 0) {}

void ProgressLine::BreakLocked() {
  if (drawn_) std::fputc('\n', out_);
  drawn_ = false;
}

void ProgressLine::Break() {
  std::lock_guard<std::mutex> lock(mu_);
  BreakLocked();
}

void ProgressLine::Redraw() {
  if (!live_) return;
  std::string line = "\r\033[K[rtfarm] " + phase_;
  if (total_ > 0) line += " | shards " + std::to_string(done_) + "/" + std::to_string(total_);
  if (links_total_ > 0)
    line += " | links " + std::to_string(links_done_) + "/" + std::to_string(links_total_);
  std::fputs(line.c_str(), out_);
  std::fflush(out_);
  drawn_ = true;
}

void ProgressLine::SetPhase(const std::string& phase) {
  std::lock_guard<std::mutex> lock(mu_);
  phase_ = phase;
  if (!live_) {
    std::fprintf(out_, "[rtfarm] %s...\n", phase.c_str());
    std::fflush(out_);
  }
  Redraw();
}

void ProgressLine::SetShards(int done, int total) {
  std::lock_guard<std::mutex> lock(mu_);
  done_ = done;
  total_ = total;
  Redraw();
}

void ProgressLine::SetLinks(int done, int total) {
  std::lock_guard<std::mutex> lock(mu_);
  links_done_ = done;
  links_total_ = total;
  Redraw();
}

void ProgressLine::Note(const std::string& text) {
  std::lock_guard<std::mutex> lock(mu_);
  BreakLocked();
  std::fprintf(out_, "%s\n", text.c_str());
  Redraw();
}

void ProgressLine::Show(const proto::JobEvent& event) {
  switch (event.kind()) {
    case proto::JobEvent::PHASE:
      if (event.cell() < 0) SetPhase(event.text());  // a cell's link: the counts say it
      break;
    case proto::JobEvent::PROGRESS: {
      std::lock_guard<std::mutex> lock(mu_);
      done_ = event.done();
      total_ = event.total();
      links_done_ = event.compiles_done();
      links_total_ = event.compiles_total();
      Redraw();
      break;
    }
    case proto::JobEvent::WARNING:
      Note("warning: " + event.text());
      break;
    case proto::JobEvent::CELL_DONE:
    case proto::JobEvent::CELL_FAILED:
      if (!live_) {
        std::lock_guard<std::mutex> lock(mu_);
        std::fprintf(out_, "[rtfarm] cell %d %s\n", event.cell(),
                     event.kind() == proto::JobEvent::CELL_DONE ? "built" : "failed");
      }
      break;
    default:
      break;
  }
}

}  // namespace rtfarm::farm
