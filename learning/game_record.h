#pragma once
// A checkers game played by the learners' players (Samuel's, M*'s) as the store keeps it (store/game_records.h), so that
// every learning command leaves its games behind for `newell games`, `show`, `export` and `report`.

#include "checkers/game.h"
#include "store/game_records.h"

#include <cstdint>
#include <optional>
#include <string>

namespace newell::learning {

struct PlayedBy {
  std::string black, white;
};

// `settings` is JSON ("event" names where the game came from, as `newell games` shows it).
store::GameRecord checkers_game_record(const checkers::Game& game, const PlayedBy& players, const std::string& result,
                                       const std::string& termination, std::optional<std::int64_t> experiment_id,
                                       const std::string& settings);

}  // namespace newell::learning
