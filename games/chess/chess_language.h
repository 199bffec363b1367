#pragma once
// The chess registry of the rule language: types man, square, move, side and kind; constants
// white, black, a1..h8, pawn..king; domains of men and moves; the predicates and functions that
// Newell's goals and Turing's evaluation need. `newell repl --game chess` → `:predicates` lists
// them with their one-line documentation.
//
// The state built-ins receive is a ChessState (games/chess/chess_state.h). The game is registered
// as "chess" in interpreter/game_languages.h (see games/link_game_languages.h for how the
// registration is linked).

#include "interpreter/game_languages.h"
#include "interpreter/registry.h"

namespace newell::games {

void build_chess_registry(interpreter::Registry& registry);
// Makes a ChessState from a FEN ("" = the initial position), for GameLanguage::make_state.
std::shared_ptr<void> make_chess_state(std::string_view fen, std::string& error);

extern const char chess_language_description[];
// Does nothing; calling it links chess_language.cpp and so its registration (see link_game_languages.h).
void link_chess_language();

}  // namespace newell::games
