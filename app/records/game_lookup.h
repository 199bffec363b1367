#pragma once
// The GAME argument of `newell show|export|report`: a game id from `newell games`, or `last`.

#include "store/database.h"
#include "store/game_records.h"

#include <string>

namespace newell::app::records {

// Throws std::invalid_argument with a message a user can act on when there is no such game.
store::GameRecord find_game(const store::Database& database, const std::string& argument);

}  // namespace newell::app::records
