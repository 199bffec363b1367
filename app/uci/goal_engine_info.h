#pragma once
// What a GUI is told about one decision of the goal engine, read off its trace: the core's
// verification depth and score (the chosen move's, else the position's), the tactic line chosen as
// the principal variation (else the move alone), and the nodes of the whole decision. The one place
// that knows which trace fields stand for a search's depth, score and line: when the trace changes
// (issue 13), only this adapts.

#include "chess/position.h"
#include "chess/search.h"
#include "goals/trace.h"

#include <chrono>
#include <optional>

namespace newell::uci {

// `position` is the one the decision was made in; `move` the move played (legal there).
// No score when the trace has none (no verification ran): the info line then carries none.
struct GoalEngineInfo {
  chess::SearchIteration iteration;
  bool has_score = false;
};

GoalEngineInfo goal_engine_info(const goals::Trace& trace, const chess::Position& position, chess::Move move,
                                std::chrono::milliseconds elapsed);

// "info depth D seldepth S score cp X nodes N nps R time T pv m1 m2 ..." (no hashfull: the goal
// engine's core has a table of its own).
std::string format_goal_engine_info(const GoalEngineInfo& info);

}  // namespace newell::uci
