#pragma once
// Reading the GUI's commands: the words of a line, `position` and `go`. Every error names the
// offending text so that the engine can answer with `info string error: ...` and keep going.

#include "chess/position.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace newell::uci {

class UciCommandError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// 'text' in single quotes, as every message quotes what the GUI sent (its first 200 bytes).
std::string in_quotes(std::string_view text);

// The words of a line, split on spaces and tabs.
std::vector<std::string_view> split_words(std::string_view line);

// words[from, to) joined by single spaces: an option's name or value, the words skipped.
std::string join_words(const std::vector<std::string_view>& words, std::size_t from, std::size_t to);

// What `position startpos|fen <FEN> [moves m1 m2 ...]` sets up: the position reached, history
// included so that repetitions are seen, from `start_fen` through `moves` (UCI). A move that is not
// legal ends the list: the position is the one before it, as Stockfish does, and `ignored` says
// which moves were left out and why (GUIs show `info string`).
struct PositionCommand {
  chess::Position position;
  std::string start_fen;
  std::vector<std::string> moves;
  std::optional<std::string> ignored;
};

// The words after "position". Throws UciCommandError naming a bad FEN or a missing part (nothing
// can be set up then).
PositionCommand parse_position_command(const std::vector<std::string_view>& words);

struct GoParameters {
  std::optional<long long> white_time_ms, black_time_ms, white_increment_ms, black_increment_ms;
  std::optional<int> moves_to_go;
  std::optional<int> depth;
  std::optional<std::uint64_t> nodes;
  std::optional<int> mate_in_moves;
  std::optional<long long> movetime_ms;
  bool infinite = false;
  bool ponder = false;
  std::vector<std::string> search_moves;  // as written, checked against the position later
};

// The words after "go". Throws UciCommandError naming an unknown word or a bad number.
GoParameters parse_go_command(const std::vector<std::string_view>& words);

}  // namespace newell::uci
