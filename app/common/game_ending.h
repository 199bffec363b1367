#pragma once
// How a finished game ended, named as players say it: "checkmate: White wins", "stalemate: draw",
// "no moves: White wins" (checkers), "draw" (by rule while moves remain); empty while it goes on.

#include "goals/game.h"

#include <string>

namespace newell::app {

std::string ending_text(const goals::Game& game);

}  // namespace newell::app
