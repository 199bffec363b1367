#pragma once
// Turing's game replayed: at each of the machine's moves of a PGN game (Turochamp against Glennie,
// tests/data/chess/turing_glennie.pgn), Turing's search chooses a move with the Turochamp rules,
// and the choice is compared with the move the paper records.

#include "games/chess/turochamp_rules.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::games {

// The moves of a PGN game's movetext, in SAN, each with the comment that follows it ("" if none).
// Tags, move numbers, NAGs and the result are skipped. Nullopt and a message on unbalanced braces.
struct PgnMove {
  std::string san;
  std::string comment;
};
std::optional<std::vector<PgnMove>> read_pgn_moves(std::string_view text, std::string& error);

struct TuringReplayMove {
  int number = 0;             // the move number
  std::string paper;          // the paper's move (SAN)
  std::string chosen;         // the search's choice (SAN)
  std::string comment;        // the paper's comment on the move
  bool agrees = false;
  bool paper_asterisk = false;  // the paper marks every other move as having a lower position-play value
  double value = 0;             // the value of the chosen move (material ratio after analysis)
  double position_play_gain = 0;
};

struct TuringReplay {
  std::vector<TuringReplayMove> moves;
  int agreements = 0;
  int asterisk_moves = 0;
  int asterisk_agreements = 0;
};

// Replays the game from its start; the machine plays White. Nullopt and a message naming the move
// on a PGN or move error.
std::optional<TuringReplay> replay_turing_game(const std::filesystem::path& pgn, TurochampRules& rules, std::string& error);
// The game in the source tree.
std::filesystem::path default_turing_game_path();

}  // namespace newell::games
