#pragma once
// A board as SVG, drawn by us: chess men as Unicode glyphs in SVG text (filled glyphs, white men
// with a dark outline), checkers men as discs and kings as discs with a crown ring. White at the
// bottom in chess; Black at the top on 1-12 in checkers, as in the standard diagram. The last
// move's squares are tinted. Arrows (a tactic's line) are drawn over the men: the first one, the
// move played, in orange, the rest in blue, each numbered by its place in the line.

#include "app/records/replay.h"
#include "app/report/line_arrows.h"
#include "game_descriptor/game_descriptor.h"

#include <string>
#include <vector>

namespace newell::app::report {

std::string board_svg(const GameDescriptor& game, const records::Board& board, int size = 400,
                      const std::vector<Arrow>& arrows = {});

}  // namespace newell::app::report
