#pragma once
// A chess score of the core (search_score.h) as a player reads it: pawns with a sign, or a mate in
// moves.
//
//   score_text(35) == "+0.35";  score_text(mate_in(5)) == "#3";  score_text(mated_in(4)) == "-#2"

#include <string>

namespace newell::chess {

std::string score_text(int score);

}  // namespace newell::chess
