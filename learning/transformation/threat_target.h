#pragma once
// What an uncovered threat takes (issue 15, item 1: the rules that should have covered it). The
// trace names the threat as the opponent's move were we to stand still ("24x29", "Nxe5"); it is
// read here by playing it in the decision's position with the side to move flipped.

#include <string>
#include <string_view>
#include <vector>

namespace newell::learning::transformation {

// The squares of the men the threat takes, named as goal arguments name them ("27" in checkers, "e5"
// in chess: "black man from 5 (now a king) on 27", "white knight on e5"). Empty for a threat that
// takes nothing (a quiet move preparing a shot, a mate threat) and for a game, position or move
// text that cannot be read this way (`game`: "checkers" or "chess").
std::vector<std::string> threat_target_squares(std::string_view game, std::string_view position, std::string_view threat);

// Whether a man of the side to move in `position` (a FEN) stands pinned to its king: it cannot step
// out of an attack, nor guard a square off the pinning line. Chess only; false in checkers, where no
// man is pinned, and for a position that cannot be read.
bool side_to_move_has_pinned_man(std::string_view game, std::string_view position);

// Whether a goal argument as the trace writes it names the man on `square` ("... on 27").
bool argument_names_square(std::string_view argument, std::string_view square);

}  // namespace newell::learning::transformation
