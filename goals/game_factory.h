#pragma once
// Games for the engine by name: an adapter (games/chess/chess_game.cpp, ...) registers a maker,
//   const newell::goals::GameRegistration chess_game{"chess", make_chess_game};
// and front ends (`newell explain`, UCI, play, demo) ask for "chess" with a position.
// The toy `numbers` game (games/numbers/) registers itself the same way.

#include "goals/game.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::goals {

// Makes a game in `position` (the game's notation; "" = the initial position); throws
// std::invalid_argument naming the bad field.
using GameMaker = std::unique_ptr<Game> (*)(std::string_view position);

struct GameRegistration {
  GameRegistration(std::string_view name, GameMaker maker);
};

// Null when no adapter for `name` is linked.
GameMaker find_game(std::string_view name);
std::vector<std::string> known_games();

}  // namespace newell::goals
