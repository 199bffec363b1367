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
#include <string>
#include <vector>

namespace newell::uci {

// `position` is the one the decision was made in; `move` the move played (legal there); `core_line`
// the core's line from that move (SAN, goals::Progress::line), when the refutation search gave one.
// The pv is that line, else the played tactic's line, else the move alone.
// No score when the trace has none (no verification ran): the info line then carries none.
struct GoalEngineInfo {
  chess::SearchIteration iteration;
  bool has_score = false;
};

GoalEngineInfo goal_engine_info(const goals::Trace& trace, const chess::Position& position, chess::Move move,
                                std::chrono::milliseconds elapsed, const std::vector<std::string>& core_line = {});

// A line in SAN (a trace's or the core's) as moves from `position`, up to its first move that does
// not read there (lines come from the engine and should always read).
std::vector<chess::Move> san_line_moves(chess::Position position, const std::vector<std::string>& line);

// "info depth D seldepth S score cp X nodes N nps R time T pv m1 m2 ..." (no hashfull: the goal
// engine's core has a table of its own). With `multipv` K: "info multipv K depth ...".
std::string format_goal_engine_info(const GoalEngineInfo& info, int multipv = 0);

// `MultiPV N`: the decision's other candidates after the move played (`played`, the line for
// multipv 1), best first: those that stand, then those not checked, then the refuted; within each
// by the core's score, else by their goals' value. Each candidate gives two lines: "info multipv K
// depth D [score ...] nodes N nps R time T pv MOVE REPLY" and "info string multipv K: MOVE for GOAL
// (likelihood L): VERDICT[: REASON]". At most `count` candidates in all, the played one included.
std::vector<std::string> goal_candidate_lines(const goals::Trace& trace, const chess::Position& position,
                                              const GoalEngineInfo& played, std::size_t count);

}  // namespace newell::uci
