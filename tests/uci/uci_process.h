#pragma once
// `newell uci` as a GUI meets it: the built binary as a child process, every line it prints kept
// in order and read with a timeout, so that a test measures how soon an answer comes and never
// hangs on one that does not.

#include "match/child_process.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::testing {

class UciProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // `newell uci` with `arguments` after it.
  explicit UciProcess(const std::vector<std::string>& arguments) : child_(command(arguments)) {}

  void send(const std::string& line) { child_.write_line(line); }

  // Lines are read until one starts with `start`, which is returned; none within `timeout`: nullopt.
  std::optional<std::string> wait_for(std::string_view start, std::chrono::milliseconds timeout) {
    const auto until = Clock::now() + timeout;
    while (true) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
      if (left.count() <= 0) return std::nullopt;
      std::optional<std::string> line;
      try {
        line = child_.read_line(left);
      } catch (const match::ProcessError&) {
        return std::nullopt;  // it exited
      }
      if (!line) return std::nullopt;
      lines_.push_back(*line);
      if (line->rfind(start, 0) == 0) return line;
    }
  }

  // The time from now until a line starting with `start` arrives (nullopt: none within `timeout`).
  std::optional<std::chrono::milliseconds> time_to(std::string_view start, std::chrono::milliseconds timeout) {
    const auto sent = Clock::now();
    if (!wait_for(start, timeout)) return std::nullopt;
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - sent);
  }

  // Ends the input (the engine reads end of file) and reads what it still prints until it exits:
  // how long that took, or nullopt when it still ran after `patience` (it is killed then).
  std::optional<std::chrono::milliseconds> close_and_wait(std::chrono::milliseconds patience) {
    const auto closed = Clock::now();
    child_.close_input();
    while (Clock::now() - closed < patience) {
      try {
        if (const auto line = child_.read_line(std::chrono::milliseconds(20))) lines_.push_back(*line);
      } catch (const match::ProcessError&) {
        // Its output is closed: it has exited, or is about to.
      }
      if (!child_.running()) return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - closed);
    }
    child_.stop(std::chrono::milliseconds(0));
    return std::nullopt;
  }

  const std::vector<std::string>& lines() const { return lines_; }
  const std::string& exit_description() const { return child_.exit_description(); }

 private:
  static std::vector<std::string> command(const std::vector<std::string>& arguments) {
    std::vector<std::string> words{NEWELL_BINARY, "uci"};
    words.insert(words.end(), arguments.begin(), arguments.end());
    return words;
  }

  match::ChildProcess child_;
  std::vector<std::string> lines_;
};

}  // namespace newell::testing
