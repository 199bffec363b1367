#pragma once
// A checkers score of the core (search.h) as a player reads it: men with a sign, or a win in moves
// of the winner (the core counts wins in plies to the end).
//
//   score_text(250) == "+2.50";  score_text(win_score - 5) == "#3";  score_text(-(win_score - 4)) == "-#2"

#include <string>

namespace newell::checkers {

std::string score_text(int score);

}  // namespace newell::checkers
