#pragma once
// The checkers registry of the rule language: types man, square (s1..s32), move, side; domains of
// men and moves; capture, threat, king and mobility predicates; and each of Samuel's 38 evaluation
// terms as a function `samuel_<name>` (the paper's name in lower case, spaces as underscores:
// samuel_adv, samuel_mode_2, samuel_moc_3), computed as in checkers/samuel_terms.h with the side
// to move active and the value credited to the passive side. Registered as game "checkers".

#include "interpreter/game_languages.h"
#include "interpreter/registry.h"

namespace newell::games {

void build_checkers_registry(interpreter::Registry& registry);
std::shared_ptr<void> make_checkers_state(std::string_view fen, std::string& error);

extern const char checkers_language_description[];
// Does nothing; calling it links checkers_language.cpp and so its registration.
void link_checkers_language();

}  // namespace newell::games
