#pragma once
// The evaluation graph of a game: the core's score of each traced decision (the move played, after
// the reply it found), for the side that moves first (White in chess, Black in checkers), drawn as
// an SVG line over the plies with a point per known score; a point's ply is in `data-ply`, which the
// page's script steps to when it is clicked. Scores beyond five pawns (or men) and mates are drawn
// at the edge.

#include "game_descriptor/game_descriptor.h"

#include <optional>
#include <string>
#include <vector>

namespace newell::app::report {

struct EvaluationPoint {
  int ply = 0;             // 1 for the first move
  int score = 0;           // the core's units, for the side that moves first
  std::string label;       // "12. Nf3: +0.35 for White"
};

// `plies`: the game's length (the x axis). Empty when there is no point.
std::string evaluation_svg(const GameDescriptor& game, const std::vector<EvaluationPoint>& points, int plies);

}  // namespace newell::app::report
