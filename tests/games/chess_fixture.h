#pragma once
// Chess rule expressions evaluated on a position, for the registry tests.

#include "chess/notation.h"
#include "game_language_fixture.h"
#include "games/chess/chess_language.h"
#include "games/chess/chess_state.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace newell::games::testing {

struct ChessLanguage : GameLanguage<ChessState> {
  explicit ChessLanguage(std::string_view fen = "", std::string rules = "")
      : GameLanguage("chess", build_chess_registry, fen, std::move(rules)) {}

  // Plays moves given in SAN.
  void play(std::initializer_list<const char*> moves) {
    for (const char* text : moves) state->play(chess::parse_san(state->position(), text));
  }
};

}  // namespace newell::games::testing
