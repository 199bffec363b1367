#pragma once
// Games with their moves, the summary of each decision and its full trace (JSON text).
// A game is written whole in one transaction: a run killed mid-game loses only that game.

#include "store/database.h"

#include <cstdint>
#include <functional>
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
  std::string kind;           // the game's name (game_descriptor/: chess, checkers)
  std::string first_player;   // White in chess, Black in checkers
  std::string second_player;
  std::optional<std::int64_t> rule_set_id;
  std::string settings = "{}";  // JSON; by convention "event" says where the game comes from
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
  std::string event;  // the settings' "event" (where the game comes from: "newell demo", "Manchester 1841"), or ""
  int plies = 0;
  int traced_plies = 0;  // moves stored with a decision trace
};

GameId save_game(const Database& database, const GameRecord& game);
// Many games in one transaction (an import batch): all are stored or, on any failure, none.
std::vector<GameId> save_games(const Database& database, const std::vector<GameRecord>& games);
std::optional<GameRecord> load_game(const Database& database, GameId id);
// Every stored game of `kind`, in id order, one at a time, with its moves' notation only (no
// summaries, no traces): a scan over a large store that never holds it all.
void for_each_game(const Database& database, const std::string& kind, const std::function<void(const GameRecord&)>& visit);
std::vector<GameSummary> list_games(const Database& database, const GameFilter& filter = {});
// The newest game (of one kind when given), or nullopt when none is stored.
std::optional<GameId> latest_game(const Database& database, const std::optional<std::string>& kind = std::nullopt);
std::int64_t count_games(const Database& database);

}  // namespace newell::store
