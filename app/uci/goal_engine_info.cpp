#include "app/uci/goal_engine_info.h"

#include "app/uci/uci_output.h"
#include "chess/evaluation.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/search_score.h"

#include <algorithm>

namespace newell::uci {
namespace {

// The tactic line of the goal whose tactic the played move starts, in the game's notation (SAN).
const std::vector<std::string>* played_tactic_line(const goals::Trace& trace) {
  if (!trace.tactic) return nullptr;
  for (const goals::TraceGoal& goal : trace.goals)
    if (goal.text == trace.tactic->goal && goal.tactic && goal.tactic->first_move == trace.move &&
        !goal.tactic->line.empty())
      return &goal.tactic->line;
  return nullptr;
}

}  // namespace

std::vector<chess::Move> san_line_moves(chess::Position position, const std::vector<std::string>& line) {
  std::vector<chess::Move> moves;
  for (const std::string& text : line) {
    try {
      const chess::Move move = chess::parse_san(position, text);
      moves.push_back(move);
      position.make_move(move);
    } catch (const chess::NotationError&) {
      break;
    }
  }
  return moves;
}

GoalEngineInfo goal_engine_info(const goals::Trace& trace, const chess::Position& position, chess::Move move,
                                std::chrono::milliseconds elapsed, const std::vector<std::string>& core_line) {
  GoalEngineInfo info;
  auto& iteration = info.iteration;
  iteration.depth = std::max(trace.verification_depth, 1);
  iteration.nodes = trace.nodes_used;
  iteration.elapsed = elapsed;
  std::optional<int> score = trace.baseline_score;
  for (const goals::TraceAlternative& alternative : trace.alternatives)
    if (alternative.move == trace.move && alternative.verified_score && !alternative.rejected)
      score = alternative.verified_score;
  if (!score) {
    // A tactic played without verification (a mate found by the tactics alone): a mate is still a
    // score a GUI should see. A decision too short for any core search (50 ms on a loaded machine)
    // shows the position's static value after the move, so that a GUI always has a score to show;
    // it is shown, never used to choose.
    chess::Position after = position;
    after.make_move(move);
    if (chess::count_legal_moves(after) == 0)
      score = after.in_check() ? chess::mate_in(1) : 0;
    else
      score = -chess::evaluate(after);
  }
  info.has_score = score.has_value();
  iteration.score = score.value_or(0);
  int deepest_tactic = 0;
  for (const goals::TraceGoal& goal : trace.goals)
    if (goal.tactic) deepest_tactic = std::max(deepest_tactic, goal.tactic->depth);
  // The line the score belongs to: the core's, from the move played; else the tactic's; else the move.
  std::vector<chess::Move> line = san_line_moves(position, core_line);
  if (line.empty() || line.front() != move) {
    const auto* tactic_line = played_tactic_line(trace);
    line = tactic_line ? san_line_moves(position, *tactic_line) : std::vector<chess::Move>{};
    if (line.empty() || line.front() != move) line = {move};
  }
  iteration.principal_variation = std::move(line);
  iteration.selective_depth = std::max({iteration.depth, deepest_tactic,
                                        static_cast<int>(iteration.principal_variation.size())});
  return info;
}

std::string format_goal_engine_info(const GoalEngineInfo& info) {
  std::string line = format_info(info.iteration);
  // The core's table behind the goal engine is not the one `Hash` sizes: say nothing of it.
  if (const auto at = line.find(" hashfull "); at != std::string::npos) line.erase(at, line.find(" time ", at) - at);
  if (!info.has_score) {
    // format_info always writes a score: take it out rather than send a made-up 0.
    const auto at = line.find(" score ");
    const auto end = line.find(" nodes ", at);
    if (at != std::string::npos && end != std::string::npos) line.erase(at, end - at);
  }
  return line;
}

}  // namespace newell::uci
