#pragma once
// The games of one experiment as the experiment runners read them back: enough to score a match or
// a learning batch from the store (a merged one included) without loading moves or traces.

#include "store/database.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace newell::store {

struct ExperimentGame {
  GameId id = 0;
  std::string first_player, second_player;
  std::string settings;  // JSON: each runner keeps the game's index and what it needs there
  std::string result, termination;
};

// In id order.
std::vector<ExperimentGame> experiment_games(const Database& database, ExperimentId experiment);
std::int64_t count_experiment_games(const Database& database, ExperimentId experiment);
// Whether the experiment holds a game whose settings give `field` (a top-level key) this value.
bool has_experiment_game(const Database& database, ExperimentId experiment, std::string_view field, std::int64_t value);

// The experiment's games whose id no step of its result series `series` records: saved, but the
// run was killed before it recorded them (a learner keeps each game's id in a series).
std::vector<GameId> games_missing_from_series(const Database& database, ExperimentId experiment, std::string_view series);

// Deletes the experiment's games whose settings number them (`"game"`) above `last_kept`, with their
// moves: games saved by a run killed before it stored what followed them, to be played again.
void delete_games_numbered_after(const Database& database, ExperimentId experiment, std::int64_t last_kept);

}  // namespace newell::store
