#include "games/link_game_languages.h"

#include "games/checkers/checkers_language.h"
#include "games/chess/chess_language.h"
#include "games/numbers/number_line_game.h"

// The symbol every program linking newell_games is told to need (see games/CMakeLists.txt). Each
// call goes into a game's language file, which makes that file, and so its registration, part of
// the link (the calls themselves do nothing). The toy `numbers` game's adapter comes with it: it
// needs nothing but the interpreter, and `newell explain --game numbers` and the tests ask for it.
extern "C" void newell_link_game_languages() {
  newell::games::link_chess_language();
  newell::games::link_checkers_language();
  newell::games::link_number_line_game();
}

namespace newell::games {

void link_game_languages() { newell_link_game_languages(); }

}  // namespace newell::games
