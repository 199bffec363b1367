#pragma once
// The store the server writes its games into and reads stored games and experiments from: one
// connection, opened at start (so a bad --db is refused before the server listens), used by one
// request at a time.

#include "store/database.h"
#include "store/game_records.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <mutex>

namespace newell::web {

class GameArchive {
 public:
  // Throws store::StoreError when the file cannot be opened or is not newell's.
  explicit GameArchive(const std::filesystem::path& database);

  store::GameId save(const store::GameRecord& game);
  // {"games": [{id, kind, first_player, second_player, result, termination, played_at, plies}]}, newest first.
  nlohmann::json list(int limit);
  // The game with its moves, summaries and traces (as JSON objects); RequestError 404 when unknown.
  nlohmann::json game(store::GameId id);
  // {"experiments": [{id, name, scheme, status, series: [{name, points: [[step, value]...]}]}]}
  nlohmann::json experiments();

 private:
  std::mutex mutex_;
  store::Database database_;
};

}  // namespace newell::web
