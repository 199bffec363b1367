#pragma once
// The drawn ending the checkers endgame plans must not exchange into: one piece against one. A lone
// king cannot be trapped by a lone king in the open, and a lone king does not catch a man that has
// a free road to its king row; whether this piece can be trapped all the same (a man that must walk
// into the king, a king on the edge with no square) is the search's to see, beyond the position
// where this test scores it. Two kings against a king and a man, by contrast, are a win (First
// Position), and two against one king always (rules/checkers/newell.nwl).

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/position.h"

#include <cstdlib>

namespace newell::games {

// One piece each and neither can jump the other now (the side to move's capture is the search's to
// make; a piece attacked where it stands may be trapped, which the search sees too).
inline bool drawn_ending(const checkers::Position& position) {
  if (checkers::count(position.black) != 1 || checkers::count(position.white) != 1) return false;
  if (checkers::can_capture(position)) return false;
  checkers::Position other = position;
  other.side_to_move = checkers::opposite(position.side_to_move);
  return !checkers::can_capture(other);
}

// The evaluation of the goal engine's refutation searches: the core's material count, except that
// the drawn ending costs the side that was ahead where the search began its whole advantage, and
// a little more: a drawn ending is a draw it can no longer avoid, worse for it than a line the
// search ends in a repetition (scored 0), which it can still vary from. The material count alone
// scores one king against one man as half a man up, so a candidate letting the opponent exchange
// into it looked as good as standing still.
class EndingAwareEvaluator {
 public:
  explicit EndingAwareEvaluator(const checkers::Position& root)
      : black_ahead_by_(root.side_to_move == checkers::Color::black ? checkers::material_balance(root)
                                                                    : -checkers::material_balance(root)) {}
  int operator()(const checkers::Position& position) const {
    if (!drawn_ending(position) || black_ahead_by_ == 0) return checkers::material_balance(position);
    const int lost = std::abs(black_ahead_by_) + checkers::man_value / 2;
    const bool mover_was_ahead = (black_ahead_by_ > 0) == (position.side_to_move == checkers::Color::black);
    return mover_was_ahead ? -lost : lost;
  }
  // The search stops at the drawn ending: searched on, a line of it ends in a repetition (0) or a
  // leaf, and the side that was ahead prefers the repetition, so the loss of the win went unseen.
  bool settled(const checkers::Position& position) const { return black_ahead_by_ != 0 && drawn_ending(position); }

 private:
  int black_ahead_by_;  // material at the search's root, from Black's side (0: level)
};

}  // namespace newell::games
