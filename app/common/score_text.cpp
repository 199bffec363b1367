#include "app/common/score_text.h"

#include "checkers/search.h"
#include "chess/search_score.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>

namespace newell::app {
namespace {

// Hundredths with a sign; zero has none, as an even position is neither side's.
std::string hundredths_text(int score) {
  if (score == 0) return "0.00";
  return fmt::format("{}{}.{:02}", score > 0 ? '+' : '-', std::abs(score) / 100, std::abs(score) % 100);
}

std::string mate_text(int moves) { return moves > 0 ? fmt::format("#{}", moves) : fmt::format("-#{}", -moves); }

}  // namespace

std::string score_text(int score) {
  if (chess::is_mate_score(score)) return mate_text(chess::mate_in_moves(score));
  return hundredths_text(score);
}

std::string score_text(GameKind game, int score) {
  if (game == GameKind::checkers) {
    if (!checkers::is_win_score(score)) return hundredths_text(score);
    // win_score - plies: the winner's moves are the plies to the end, rounded up, halved.
    const int plies = checkers::win_score - std::abs(score);
    const int moves = (plies + 1) / 2;
    return mate_text(score > 0 ? std::max(moves, 1) : -std::max(moves, 1));
  }
  return score_text(score);
}

}  // namespace newell::app
