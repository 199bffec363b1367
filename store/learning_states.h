#pragma once
// Samuel's learning-by-generalization state after a game (Alpha's terms, correlations and reserve,
// Beta's polynomial; text), by experiment and game number (table samuel_learning_states), so that a
// run resumes exactly and a batch learner keeps one state per batch.

#include "store/database.h"
#include "store/experiments.h"

#include <cstdint>
#include <optional>
#include <string>

namespace newell::store {

// Inside the caller's transaction; replaces a state stored for the same game.
void save_learning_state(const Database& database, ExperimentId experiment, std::int64_t game, std::string_view state);

struct LearningState {
  std::int64_t game = 0;
  std::string state;
};
// The state after the experiment's latest game, when it has one.
std::optional<LearningState> latest_learning_state(const Database& database, ExperimentId experiment);

}  // namespace newell::store
