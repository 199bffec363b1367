#include "checkers/score_text.h"

#include "checkers/search.h"
#include "search/score_text.h"

#include <algorithm>
#include <cstdlib>

namespace newell::checkers {

std::string score_text(int score) {
  if (!is_win_score(score)) return search::hundredths_text(score);
  // win_score - plies: the winner's moves are the plies to the end, rounded up, halved.
  const int plies = win_score - std::abs(score);
  const int moves = std::max((plies + 1) / 2, 1);
  return search::win_text(score > 0 ? moves : -moves);
}

}  // namespace newell::checkers
