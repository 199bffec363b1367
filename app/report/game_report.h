#pragma once
// `newell report`: a stored game as one self-contained HTML page (inline CSS, script and SVG; no
// network): the board after every move, the move list, and for the selected move the decision's
// goal net drawn by Graphviz, the goals' likelihoods, the tactic tree, the alternatives and the
// summary. Arrow keys and clicks step through the game.

#include "store/game_records.h"

#include <string>
#include <vector>

namespace newell::app::report {

struct ReportSettings {
  std::string dot_program = "dot";
  std::string rule_set;  // the game's rule set as the store names it, "" when none
  int board_size = 420;
};

struct GameReport {
  std::string html;
  int traced_moves = 0;
  int graphs_drawn = 0;
  std::vector<std::string> notes;  // e.g. why the goal nets are listed rather than drawn
};

// Throws records::MoveFailure when a stored move is not legal (a damaged record).
GameReport build_report(const store::GameRecord& game, const ReportSettings& settings = {});

}  // namespace newell::app::report
