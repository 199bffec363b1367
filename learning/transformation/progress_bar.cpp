#include "learning/transformation/progress_bar.h"

#include <fmt/core.h>

#include <cstdio>
#include <unistd.h>

namespace newell::learning::transformation {

ProgressBar::ProgressBar(int total) : total_(total), terminal_(isatty(fileno(stderr)) != 0) {}

std::string duration_text(double seconds) {
  const long total = static_cast<long>(seconds + 0.5);
  if (total >= 3600) return fmt::format("{}h{:02}m", total / 3600, (total % 3600) / 60);
  if (total >= 60) return fmt::format("{}m{:02}s", total / 60, total % 60);
  return fmt::format("{}s", total);
}

void ProgressBar::update(int done, int done_this_run, double seconds, const std::string& note) {
  const double per_game = done_this_run > 0 ? seconds / done_this_run : 0;
  const std::string left = done_this_run > 0 ? duration_text(per_game * (total_ - done)) : "?";
  if (!terminal_) {
    fmt::print(stderr, "{}/{} games, {} left: {}\n", done, total_, left, note);
    std::fflush(stderr);
    return;
  }
  constexpr int width = 30;
  const int filled = total_ > 0 ? width * done / total_ : width;
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.resize(width, '.');
  std::string line = fmt::format("[{}] {}/{} games, {} left: {}", bar, done, total_, left, note);
  if (line.size() > 150) line.resize(150);
  fmt::print(stderr, "\r{}\x1b[K", line);
  std::fflush(stderr);
  drawn_ = true;
}

void ProgressBar::finish() {
  if (terminal_ && drawn_) fmt::print(stderr, "\n");
  drawn_ = false;
}

}  // namespace newell::learning::transformation
