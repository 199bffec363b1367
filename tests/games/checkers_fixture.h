#pragma once
// Checkers rule expressions evaluated on a position, for the registry tests.

#include "checkers/notation.h"
#include "game_language_fixture.h"
#include "games/checkers/checkers_language.h"
#include "games/checkers/checkers_state.h"

#include <string_view>

namespace newell::games::testing {

struct CheckersLanguage : GameLanguage<CheckersState> {
  explicit CheckersLanguage(std::string_view fen = "") : GameLanguage("checkers", build_checkers_registry, fen, "") {}

  // Plays a move given as `11-15` or `14x23`.
  void play(const char* move) { state->play(checkers::parse_move(state->position(), move)); }
};

}  // namespace newell::games::testing
