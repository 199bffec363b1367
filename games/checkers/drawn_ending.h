#pragma once
// The drawn ending the checkers endgame plans must not exchange into: one piece against one that
// neither side can win (one_against_one.h knows each exactly). A lone king mostly holds a lone king
// or catches a man, but not always: a king with the opposition traps a lone king cut off from the
// double corners, and that is how the textbook win of First Position ends (two kings against a
// king and a man, exchanged into one king against one with the move). Scoring every one against
// one as a draw made the plan refuse that exchange.

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/position.h"
#include "games/checkers/kings_against_men.h"
#include "games/checkers/one_against_one.h"

#include <cstdlib>
#include <optional>

namespace newell::games {

// One piece each and neither side can win.
inline bool drawn_ending(const checkers::Position& position) {
  return one_against_one(position) == OneAgainstOne::drawn;
}

// The evaluation of the goal engine's refutation searches: the core's material count, except for
// one piece against one and two kings against two men, whose results are known exactly. A won one scores as a decided game (more
// than any material lead of these endings); the drawn ending costs the side that was ahead where
// the search began its whole advantage, and a little more: a drawn ending is a draw it can no
// longer avoid, worse for it than a line the search ends in a repetition (scored 0), which it can
// still vary from. The material count alone scores one king against one man as half a man up, so a
// candidate letting the opponent exchange into it looked as good as standing still.
class EndingAwareEvaluator {
 public:
  static constexpr int decided = 3 * checkers::king_value;

  explicit EndingAwareEvaluator(const checkers::Position& root)
      : black_ahead_by_(root.side_to_move == checkers::Color::black ? checkers::material_balance(root)
                                                                    : -checkers::material_balance(root)) {}
  int operator()(const checkers::Position& position) const {
    const auto ending = known_ending(position);
    if (!ending) return checkers::material_balance(position);
    if (*ending == OneAgainstOne::won) return decided;
    if (*ending == OneAgainstOne::lost) return -decided;
    if (black_ahead_by_ == 0) return 0;
    const int lost = std::abs(black_ahead_by_) + checkers::man_value / 2;
    const bool mover_was_ahead = (black_ahead_by_ > 0) == (position.side_to_move == checkers::Color::black);
    return mover_was_ahead ? -lost : lost;
  }
  // The search stops at one piece against one: its result is known. Searched on, a drawn line ends
  // in a repetition (0) or a leaf, and the side that was ahead prefers the repetition, so the loss
  // of the win went unseen.
  bool settled(const checkers::Position& position) const { return known_ending(position).has_value(); }
  // One piece against one, and two kings against two men (the Second Position's exchange of kings
  // leaves it, won or drawn by where the kings stand, which the material count cannot tell).
  static std::optional<OneAgainstOne> known_ending(const checkers::Position& position) {
    if (auto ending = one_against_one(position)) return ending;
    return kings_against_men(position);
  }

 private:
  int black_ahead_by_;  // material at the search's root, from Black's side (0: level)
};

}  // namespace newell::games
