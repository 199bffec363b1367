#pragma once
// The arrows of a tactic's line on the board: each move of the line (the move played first, then the
// replies and moves the tactic expects) from the square it leaves to the square it ends on, in the
// board indices of records::Board. A line is followed as far as its moves are legal.

#include "app/records/replay.h"
#include "game_descriptor/game_descriptor.h"

#include <string>
#include <vector>

namespace newell::app::report {

struct Arrow {
  int from = 0;
  int to = 0;
};

// `start`: the position before the line's first move (FEN).
std::vector<Arrow> line_arrows(const GameDescriptor& game, const std::string& start, const std::vector<std::string>& line);

}  // namespace newell::app::report
