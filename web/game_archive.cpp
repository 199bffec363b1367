#include "web/game_archive.h"

#include "store/experiments.h"
#include "web/request_error.h"

#include <fmt/core.h>

namespace newell::web {

GameArchive::GameArchive(const std::filesystem::path& database) : database_(store::Database::open(database)) {}

store::GameId GameArchive::save(const store::GameRecord& game) {
  const std::lock_guard lock(mutex_);
  return store::save_game(database_, game);
}

nlohmann::json GameArchive::list(int limit) {
  const std::lock_guard lock(mutex_);
  store::GameFilter filter;
  filter.limit = limit;
  auto games = nlohmann::json::array();
  for (const auto& game : store::list_games(database_, filter))
    games.push_back({{"id", game.id}, {"kind", game.kind}, {"first_player", game.first_player},
                     {"second_player", game.second_player}, {"result", game.result}, {"termination", game.termination},
                     {"played_at", game.played_at}, {"event", game.event}, {"plies", game.plies},
                     {"traced_plies", game.traced_plies}});
  return {{"games", games}};
}

nlohmann::json GameArchive::game(store::GameId id) {
  const std::lock_guard lock(mutex_);
  const auto game = store::load_game(database_, id);
  if (!game) throw RequestError(404, fmt::format("there is no stored game {}", id));
  auto moves = nlohmann::json::array();
  for (const auto& move : game->moves) {
    nlohmann::json trace = nullptr;
    if (move.trace) {
      trace = nlohmann::json::parse(*move.trace, nullptr, false);
      if (trace.is_discarded()) trace = nullptr;
    }
    moves.push_back({{"ply", move.ply}, {"move", move.notation}, {"summary", move.summary}, {"trace", trace}});
  }
  return {{"id", game->id}, {"game", game->kind}, {"first_player", game->first_player},
          {"second_player", game->second_player}, {"start_fen", game->start_position}, {"result", game->result},
          {"termination", game->termination}, {"played_at", game->played_at}, {"moves", moves}};
}

nlohmann::json GameArchive::experiments() {
  const std::lock_guard lock(mutex_);
  auto listed = nlohmann::json::array();
  for (const auto& experiment : store::list_experiments(database_)) {
    auto series = nlohmann::json::array();
    for (const auto& name : store::result_series_names(database_, experiment.id)) {
      auto points = nlohmann::json::array();
      for (const auto& point : store::result_series(database_, experiment.id, name)) points.push_back({point.step, point.value});
      series.push_back({{"name", name}, {"points", points}});
    }
    listed.push_back({{"id", experiment.id}, {"name", experiment.name}, {"kind", experiment.kind},
                      {"status", experiment.status}, {"created_at", experiment.created_at}, {"series", series}});
  }
  return {{"experiments", listed}};
}

}  // namespace newell::web
