#pragma once
// Two kings against one king in checkers, solved exactly by retrograde analysis with the core's
// move generator: for every start (the two kings to move, the lone king not capturable at once,
// one start per class of the board's four symmetries) how many plies a perfect attacker needs
// against a perfect defender, or none when the lone king draws (it can attack both kings at once,
// or one king is stuck behind the other). The yardstick the goal engine's plan is measured against.

#include <optional>
#include <string>
#include <vector>

namespace newell::bench {

struct TwoKingsStart {
  std::string fen;                   // White's two kings to move against Black's king
  std::optional<int> plies_to_win;   // perfect play, counted until Black has no piece or move
};

struct TwoKingsSolution {
  std::vector<TwoKingsStart> starts;
};

TwoKingsSolution solve_two_kings_against_one();

}  // namespace newell::bench
