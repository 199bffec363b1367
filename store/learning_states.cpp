#include "store/learning_states.h"

namespace newell::store {

void save_learning_state(const Database& database, ExperimentId experiment, std::int64_t game, std::string_view state) {
  database.prepare("INSERT OR REPLACE INTO samuel_learning_states(experiment_id, game, state) VALUES (?, ?, ?)")
      .bind(1, experiment)
      .bind(2, game)
      .bind(3, state)
      .run();
}

std::optional<LearningState> latest_learning_state(const Database& database, ExperimentId experiment) {
  auto select = database.prepare("SELECT game, state FROM samuel_learning_states WHERE experiment_id = ? ORDER BY game DESC LIMIT 1");
  select.bind(1, experiment);
  if (!select.step()) return std::nullopt;
  LearningState latest;
  select.read_columns(latest.game, latest.state);
  return latest;
}

}  // namespace newell::store
