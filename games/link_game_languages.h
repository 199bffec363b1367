#pragma once
// Linking the games' rule-language registrations.
//
// games/ is a static library, and each game registers its language (GameLanguageRegistration) from
// a file that no other code calls into, so a linker would leave those files out. newell_games
// therefore tells every program linking it to treat `newell_link_game_languages` as undefined
// (games/CMakeLists.txt: `-Wl,--undefined=...`); that symbol, defined in link_game_languages.cpp,
// references the chess and checkers language files, which pulls them and their registrations in.
// Nothing needs to call it; code built without CMake may call link_game_languages() instead.

namespace newell::games {

void link_game_languages();

}  // namespace newell::games
