#include "games/link_game_languages.h"

#include "games/checkers/checkers_language.h"
#include "games/chess/chess_language.h"

// The symbol every program linking newell_games is told to need (see games/CMakeLists.txt). Each
// call goes into a game's language file, which makes that file, and so its registration, part of
// the link (the calls themselves do nothing).
extern "C" void newell_link_game_languages() {
  newell::games::link_chess_language();
  newell::games::link_checkers_language();
}

namespace newell::games {

void link_game_languages() { newell_link_game_languages(); }

}  // namespace newell::games
