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

bool has_experiment_game(const Database& database, ExperimentId experiment, std::string_view field, std::int64_t value) {
  auto select = database.prepare(
      "SELECT EXISTS (SELECT 1 FROM games WHERE experiment_id = ?1 AND json_extract(settings, '$.' || ?2) = ?3)");
  select.bind(1, experiment).bind(2, field).bind(3, value);
  select.step();
  return select.column_integer(0) != 0;
}

std::vector<GameId> games_missing_from_series(const Database& database, ExperimentId experiment, std::string_view series) {
  auto select = database.prepare(
      "SELECT id FROM games WHERE experiment_id = ? AND id NOT IN "
      "(SELECT CAST(value AS INTEGER) FROM experiment_results WHERE experiment_id = ? AND series = ?)");
  select.bind(1, experiment).bind(2, experiment).bind(3, series);
  std::vector<GameId> games;
  while (select.step()) games.push_back(select.column_integer(0));
  return games;
}

void delete_games_numbered_after(const Database& database, ExperimentId experiment, std::int64_t last_kept) {
  database.prepare("DELETE FROM games WHERE experiment_id = ?1 AND json_extract(settings, '$.game') > ?2")
      .bind(1, experiment)
      .bind(2, last_kept)
      .run();
}

}  // namespace newell::store
