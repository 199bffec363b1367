#include "app/uci/goal_engine_info.h"

#include "app/uci/uci_output.h"
#include "chess/evaluation.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/search_score.h"

#include <fmt/core.h>

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

std::string format_goal_engine_info(const GoalEngineInfo& info, int multipv) {
  std::string line = format_info(info.iteration);
  if (multipv > 0) line.insert(std::string_view("info ").size(), fmt::format("multipv {} ", multipv));
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

namespace {

// The verdict as a player reads it, and its place in the order (a move that stands first).
int verdict_rank(const goals::TraceAlternative& alternative) {
  if (alternative.verdict == "proved" || alternative.verdict == "played") return 0;
  if (alternative.verdict == "stands") return 1;
  if (alternative.rejected) return 3;
  return 2;
}

std::string candidate_text(int multipv, const goals::TraceAlternative& alternative, const std::string& verdict) {
  std::string text = fmt::format("info string multipv {}: {} for {} (likelihood {:.2f}): {}", multipv, alternative.move,
                                 alternative.goal.empty() ? std::string("no goal") : alternative.goal,
                                 alternative.likelihood, verdict);
  if (!alternative.reason.empty()) text += ": " + alternative.reason;
  return text;
}

}  // namespace

std::vector<std::string> goal_candidate_lines(const goals::Trace& trace, const chess::Position& position,
                                              const GoalEngineInfo& played, std::size_t count) {
  std::vector<std::string> lines;
  if (count == 0) return lines;
  lines.push_back(format_goal_engine_info(played, 1));
  const auto own = std::find_if(trace.alternatives.begin(), trace.alternatives.end(),
                                [&](const goals::TraceAlternative& alternative) { return alternative.move == trace.move; });
  if (own != trace.alternatives.end()) {
    lines.push_back(candidate_text(1, *own, own->verdict));
  } else {
    lines.push_back(fmt::format("info string multipv 1: {} for no goal: {}", trace.move,
                                trace.source == "fallback" ? "the core's own move (a fallback)" : "played"));
  }
  std::vector<const goals::TraceAlternative*> others;
  for (const goals::TraceAlternative& alternative : trace.alternatives)
    if (alternative.move != trace.move) others.push_back(&alternative);
  std::stable_sort(others.begin(), others.end(), [](const goals::TraceAlternative* a, const goals::TraceAlternative* b) {
    if (verdict_rank(*a) != verdict_rank(*b)) return verdict_rank(*a) < verdict_rank(*b);
    if (a->verified_score.has_value() != b->verified_score.has_value()) return a->verified_score.has_value();
    if (a->verified_score && *a->verified_score != *b->verified_score) return *a->verified_score > *b->verified_score;
    return a->value > b->value;
  });
  int multipv = 1;
  for (const goals::TraceAlternative* alternative : others) {
    if (static_cast<std::size_t>(multipv) >= count) break;
    std::vector<std::string> line{alternative->move};
    if (!alternative->reply.empty()) line.push_back(alternative->reply);
    GoalEngineInfo info;
    info.iteration.principal_variation = san_line_moves(position, line);
    if (info.iteration.principal_variation.empty()) continue;  // a line that does not read here
    ++multipv;
    info.iteration.depth = std::max(alternative->checked_depth, 1);
    info.iteration.selective_depth = std::max(info.iteration.depth, static_cast<int>(info.iteration.principal_variation.size()));
    info.iteration.nodes = played.iteration.nodes;
    info.iteration.elapsed = played.iteration.elapsed;
    info.has_score = alternative->verified_score.has_value();
    info.iteration.score = alternative->verified_score.value_or(0);
    lines.push_back(format_goal_engine_info(info, multipv));
    lines.push_back(candidate_text(multipv, *alternative, alternative->verdict));
  }
  return lines;
}

}  // namespace newell::uci
