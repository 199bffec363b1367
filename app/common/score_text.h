#pragma once
// Scores as people read them, for explain, traces and reports: "+0.35", "-1.20", "0.00", and mates
// as "#3" (the side to move mates in 3 moves) or "-#2" (it is mated in 2). The engines' own units
// are hundredths of a pawn (chess) or of a man (checkers) with wins near a large bound.
//
//   score_text(35) == "+0.35";  score_text(chess::mate_in(5)) == "#3";  score_text(chess::mated_in(4)) == "-#2"

#include "game_descriptor/game_descriptor.h"

#include <string>

namespace newell::app {

// A chess score of the core (chess/search_score.h): pawns with a sign, or a mate in moves.
std::string score_text(int score);
// The same for either game (checkers' wins are counted in plies to the end, shown as moves of the
// winner as in chess).
std::string score_text(GameKind game, int score);

}  // namespace newell::app
