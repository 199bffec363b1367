#pragma once
// A progress bar on stderr: games done, a note (the score trend), the time left. On a terminal it
// redraws one line; otherwise (a log file, a pipe) it prints one plain line per update.

#include <string>

namespace newell::learning::transformation {

class ProgressBar {
 public:
  explicit ProgressBar(int total);
  // `done` of the total; `done_this_run` of them in `seconds` (for the time left).
  void update(int done, int done_this_run, double seconds, const std::string& note);
  void finish();

 private:
  int total_;
  bool terminal_;
  bool drawn_ = false;
};

// "1h02m", "4m05s", "12s".
std::string duration_text(double seconds);

}  // namespace newell::learning::transformation
