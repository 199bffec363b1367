#pragma once
// The games of one experiment as the experiment runners read them back: enough to score a match or
// a learning batch from the store (a merged one included) without loading moves or traces.

#include "store/database.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <cstdint>
#include <string>
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

}  // namespace newell::store
