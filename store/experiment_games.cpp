#include "store/experiment_games.h"

namespace newell::store {

std::vector<ExperimentGame> experiment_games(const Database& database, ExperimentId experiment) {
  auto select = database.prepare(
      "SELECT id, first_player, second_player, settings, result, termination FROM games WHERE experiment_id = ? ORDER BY id");
  select.bind(1, experiment);
  std::vector<ExperimentGame> games;
  while (select.step()) {
    ExperimentGame game;
    select.read_columns(game.id, game.first_player, game.second_player, game.settings, game.result, game.termination);
    games.push_back(std::move(game));
  }
  return games;
}

std::int64_t count_experiment_games(const Database& database, ExperimentId experiment) {
  auto select = database.prepare("SELECT count(*) FROM games WHERE experiment_id = ?");
  select.bind(1, experiment);
  select.step();
  return select.column_integer(0);
}

}  // namespace newell::store
