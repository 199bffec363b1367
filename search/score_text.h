#pragma once
// A search score as a player reads it, in either game: hundredths of a pawn or of a man with a
// sign ("+0.35", "-1.20"; "0.00" has none, as an even position is neither side's), or a forced win
// in moves ("#3": the side to move wins in 3 moves; "-#2": it loses in 2). Each core says which of
// its scores are wins and how many moves they are (chess/score_text.h, checkers/score_text.h).

#include <cstdlib>
#include <string>

namespace newell::search {

inline std::string hundredths_text(int score) {
  if (score == 0) return "0.00";
  const int size = std::abs(score);
  std::string text(1, score > 0 ? '+' : '-');
  text += std::to_string(size / 100);
  text += '.';
  text += static_cast<char>('0' + size % 100 / 10);
  text += static_cast<char>('0' + size % 10);
  return text;
}

// `moves` > 0: the side to move wins in that many moves; < 0: it loses in -moves.
inline std::string win_text(int moves) { return (moves > 0 ? "#" : "-#") + std::to_string(std::abs(moves)); }

}  // namespace newell::search
