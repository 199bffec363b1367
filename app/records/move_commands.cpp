#include "app/records/move_commands.h"

#include "chess/search_score.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <cstdlib>

namespace newell::app::records {

std::string eval_command(std::optional<int> mover_score, bool white_moved) {
  if (!mover_score) return "";
  // A mate counts the moves of the side that mates, from the mover's score; the sign says who it is.
  if (chess::is_mate_score(*mover_score)) {
    const int moves = chess::mate_in_moves(*mover_score);
    return fmt::format("[%eval #{}]", white_moved ? moves : -moves);
  }
  const int score = white_moved ? *mover_score : -*mover_score;
  return fmt::format("[%eval {}{}.{:02}]", score < 0 ? "-" : "", std::abs(score) / 100, std::abs(score) % 100);
}

std::optional<int> trace_score(const std::optional<std::string>& trace) {
  if (!trace) return std::nullopt;
  const auto parsed = nlohmann::json::parse(*trace, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("baseline_score") || !parsed["baseline_score"].is_number_integer())
    return std::nullopt;
  return parsed["baseline_score"].get<int>();
}

std::string clock_command(std::int64_t milliseconds) {
  if (milliseconds < 0) milliseconds = 0;
  const std::int64_t tenths = milliseconds / 100;
  const std::int64_t seconds = tenths / 10;
  const std::string fraction = tenths % 10 == 0 ? "" : fmt::format(".{}", tenths % 10);
  return fmt::format("[%clk {}:{:02}:{:02}{}]", seconds / 3600, seconds / 60 % 60, seconds % 60, fraction);
}

std::optional<std::string> time_control_tag(const std::string& match_time_control) {
  const auto plus = match_time_control.find('+');
  if (plus == std::string::npos || plus == 0 || match_time_control.find(' ') != std::string::npos) return std::nullopt;
  return match_time_control;
}

std::pair<std::string, std::string> split_commands(const std::string& comment) {
  std::size_t at = 0;
  const auto skip_spaces = [&] {
    while (at < comment.size() && comment[at] == ' ') ++at;
  };
  skip_spaces();
  std::string commands;
  while (comment.compare(at, 2, "[%") == 0) {
    const auto end = comment.find(']', at);
    if (end == std::string::npos) break;
    commands += (commands.empty() ? "" : " ") + comment.substr(at, end + 1 - at);
    at = end + 1;
    skip_spaces();
  }
  if (commands.empty()) return {"", comment};
  return {commands, comment.substr(at)};
}

}  // namespace newell::app::records
