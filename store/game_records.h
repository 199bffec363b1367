#pragma once
// Games with their moves, the summary of each decision and its full trace (JSON text).
// A game is written whole in one transaction: a run killed mid-game loses only that game.

#include "store/database.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::store {

using GameId = std::int64_t;

struct MoveRecord {
  int ply = 0;                       // 1 for the first move of the game
  std::string notation;              // SAN for chess, standard notation for checkers
  std::string summary;               // one line a person reads: why this move
  std::optional<std::string> trace;  // the decision's full trace, JSON
};

struct GameRecord {
  GameId id = 0;  // set by save_game
  std::string kind;           // "chess" or "checkers"
  std::string first_player;   // White in chess, Black in checkers
  std::string second_player;
  std::optional<std::int64_t> rule_set_id;
  std::string settings = "{}";  // JSON
  std::string start_position;   // FEN
  std::string result = "*";     // "1-0", "0-1", "1/2-1/2" or "*"
  std::string termination;      // "checkmate", "time forfeit", "adjudicated draw", ...
  std::optional<std::int64_t> experiment_id;
  std::string played_at;        // set by the database when empty
  std::vector<MoveRecord> moves;
};

struct GameFilter {
  std::optional<std::string> kind;
  std::optional<std::int64_t> experiment_id;
  int limit = 100;
};

// One row of `newell games`.
struct GameSummary {
  GameId id = 0;
  std::string kind, first_player, second_player, result, termination, played_at;
  int plies = 0;
};

GameId save_game(const Database& database, const GameRecord& game);
std::optional<GameRecord> load_game(const Database& database, GameId id);
std::vector<GameSummary> list_games(const Database& database, const GameFilter& filter = {});

}  // namespace newell::store
