#pragma once
// One or two White kings against one or two Black pieces (First Position, two kings against a king
// and a man, and all it can come to, the exchange into one king against one included), solved
// exactly by retrograde analysis with the core's move generator: the yardstick for each move the
// goal engine plays in the textbook wins (tests/data/checkers/plans.txt). White wins when Black has
// no piece or no move. The draw by repetition and the move limit are not modelled: a value is the
// plies a perfect attacker needs against a perfect defender.

#include "checkers/position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace newell::bench {

class FirstPositionSolution {
 public:
  // Solves every position of the class (some seconds).
  FirstPositionSolution();
  // Whether the position is of the class (White one or two kings, Black one or two pieces).
  static bool covers(const checkers::Position& position);
  // Plies to Black's loss with perfect play; nullopt when White does not win (or not covered).
  std::optional<int> plies_to_win(const checkers::Position& position) const;

 private:
  std::vector<std::int16_t> plies_;
};

}  // namespace newell::bench
