// The game adapters register themselves from files nothing here references: calling their (empty)
// link functions once makes them part of the test binary, so that find_game("checkers") works.
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"

namespace {
const bool linked = [] {
  newell::games::link_checkers_game();
  newell::games::link_chess_game();
  return true;
}();
}  // namespace
