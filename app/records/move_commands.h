#pragma once
// The commands GUIs and sites read in a PGN move's comment: `[%eval 0.35]` (White's view, in pawns;
// `[%eval #3]`, `[%eval #-2]` for mates) and `[%clk 0:00:09.5]` (the mover's clock after the move),
// and the TimeControl tag ("10+0.1": seconds and the increment in seconds). Export writes them where
// the store knows them (the goal engine's score in its trace, a match's clocks); import takes them
// out of the comment, so that the summary reads back as it was and the commands are kept apart.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace newell::app::records {

// `[%eval ...]` for a chess score of the core (centipawns, or a mate: chess/search_score.h) for the
// side that moved; "" without a score.
std::string eval_command(std::optional<int> mover_score, bool white_moved);
// The core's score of the move played, from a stored trace (JSON); nullopt when it has none.
std::optional<int> trace_score(const std::optional<std::string>& trace);
// `[%clk H:MM:SS]`, tenths of a second written when there are any.
std::string clock_command(std::int64_t milliseconds);
// A match's time control as a TimeControl tag: "10+0.1" stays, "movetime 100 ms" and "none" have no
// PGN form (nullopt).
std::optional<std::string> time_control_tag(const std::string& match_time_control);
// The leading `[%...]` commands of a comment, and the comment after them (trimmed).
std::pair<std::string, std::string> split_commands(const std::string& comment);

}  // namespace newell::app::records
