#include "chess/score_text.h"

#include "chess/search_score.h"
#include "search/score_text.h"

namespace newell::chess {

std::string score_text(int score) {
  if (is_mate_score(score)) return search::win_text(mate_in_moves(score));
  return search::hundredths_text(score);
}

}  // namespace newell::chess
