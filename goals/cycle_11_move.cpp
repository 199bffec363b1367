// Step 11 of the decision cycle, the move: the surviving candidate is played (`source: goal`); when
// the budget ended before the core could check the rest, the best valued candidate no reply vetoed;
// only when every candidate was refuted, or none exists, after the second look too, does the core
// choose its own move with the reserve (`fallback_share`) and what is left, and the trace names what
// was missing.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::goals {

// Steps 8-10: refutation, the second look, and the comparison when every move loses.
std::optional<std::size_t> GoalEngine::choose(std::vector<Candidate>& list, Trace& trace) {
  std::optional<std::size_t> chosen = refute(list, trace);
  // A try whose lines all stopped at the depth undecided (the horizon's hope) is not played unchecked.
  const auto unchecked_try = [](const Candidate& c) { return c.verdict == Verdict::unchecked && c.likelihood > 0 && c.reached; };
  if (!chosen && std::none_of(list.begin(), list.end(), unchecked_try)) chosen = look_again(list, trace);
  // The budget ended before the core could look at the rest: the best valued candidate no reply has
  // vetoed is the goals' choice still, and the trace says it went unchecked. The core's own move
  // on the crumbs of the budget would be no better informed.
  if (!chosen) {
    // A mate try whose tactic reached nothing is a candidate only for the core to prove.
    const auto unchecked = std::find_if(list.begin(), list.end(), unchecked_try);
    if (unchecked != list.end()) chosen = static_cast<std::size_t>(unchecked - list.begin());
  }
  if (!chosen) chosen = when_every_move_loses(list);
  return chosen;
}

Decision GoalEngine::play(const Candidate& chosen, const std::vector<Candidate>& list, Trace& trace) {
  Decision decision;
  decision.move = chosen.move;
  decision.move_text = game_.move_text(chosen.move);
  trace.move = decision.move_text;
  trace.source = "goal";
  trace.plan = line_text(game_, chosen.line);
  if (chosen.score) {
    trace.baseline_score = chosen.score;
    trace.baseline_text = game_.score_text(*chosen.score);
  }
  const Goal& goal = net_[*chosen.goal];
  trace.tactic = TracePlayedTactic{rules_.goal_name(goal.type), rules_.describe(game_, goal),
                                   rules_.describe_arguments(game_, goal), chosen.likelihood, true, std::nullopt};
  trace.summary = summary(chosen, list, *trace.tactic);
  remember_played(chosen);
  record_candidates(list, trace);
  for (auto& alternative : trace.alternatives)
    if (alternative.move == decision.move_text) alternative.verdict = chosen.verdict == Verdict::proved ? "proved" : "played";
  trace.nodes_used = game_.nodes_used() - decision_.shares.start;
  decision.trace = finish_trace(std::move(trace));
  return decision;
}

// The tactic played, settled at a later decision: achieved within the line's own moves, or not. A
// kept tactic goes on as the one already played (settled once, when its line ends); a new one is
// settled within its own moves.
void GoalEngine::remember_played(const Candidate& chosen) {
  const int own_moves = static_cast<int>((chosen.line.size() + 1) / 2);
  const auto going_on = std::find_if(played_tactics_.begin(), played_tactics_.end(),
                                     [&](const PlayedTactic& played) { return chosen.kept && played.goal == *chosen.goal; });
  if (going_on != played_tactics_.end()) {
    going_on->line = chosen.line;
    going_on->reply = 1;
    going_on->moves_left = std::max(going_on->moves_left, std::max(own_moves, 1));
  } else {
    played_tactics_.push_back({*chosen.goal, chosen.likelihood, std::max(own_moves, 1), 0, chosen.line, 1});
  }
}

Decision GoalEngine::fall_back(const std::vector<Candidate>& list, Trace& trace) {
  ++context_.record.fallbacks;
  Decision decision;
  const std::uint64_t used = game_.nodes_used();
  const std::uint64_t end = decision_.shares.end;
  Game::CoreResult core = game_.core_search(used < end ? end - used : 1);
  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  decision.move = core.move ? *core.move : legal.front();
  if (!decision_.shares.allowed(*decision.move)) best_allowed_move(legal, core, decision);
  decision.move_text = game_.move_text(*decision.move);
  trace.move = decision.move_text;
  trace.source = "fallback";
  trace.baseline_score = core.score;
  trace.baseline_text = game_.score_text(core.score);
  trace.verification_depth = std::max(trace.verification_depth, core.depth);
  trace.summary = fallback_summary(decision.move_text, core, list, trace);
  record_candidates(list, trace);
  trace.nodes_used = game_.nodes_used() - decision_.shares.start;
  decision.trace = finish_trace(std::move(trace));
  return decision;
}

// The core's move was left out of the request (UCI `searchmoves`): the best of the moves allowed,
// each searched a ply less deep than the core's own search went, in a share of what is left.
void GoalEngine::best_allowed_move(const std::vector<MoveId>& legal, Game::CoreResult& core, Decision& decision) {
  const Shares& shares = decision_.shares;
  const auto allowed = static_cast<std::uint64_t>(std::count_if(legal.begin(), legal.end(), [&](MoveId move) { return shares.allowed(move); }));
  const std::uint64_t now = game_.nodes_used();
  const std::uint64_t each = std::max<std::uint64_t>((now < shares.end ? shares.end - now : 0) / std::max<std::uint64_t>(allowed, 1), 500);
  std::optional<int> best;
  for (const MoveId move : legal) {
    if (!shares.allowed(move)) continue;
    MoveScope scope(game_, move);
    const int score = farther(-game_.search_score(std::max(core.depth - 1, 1), each), 1);
    if (!best || score > *best) {
      best = score;
      decision.move = move;
    }
  }
  if (best) core.score = *best;
}

// Why the core's own move: each candidate was refuted, or the budget ended before the rest were put
// to the core, or none exists (an unchecked try that reached its goal would have been played); and
// the opponent's threat no goal covered, were we to stand still.
std::string GoalEngine::fallback_summary(const std::string& move, const Game::CoreResult& core,
                                         const std::vector<Candidate>& list, Trace& trace) const {
  const auto refuted = static_cast<std::size_t>(
      std::count_if(list.begin(), list.end(), [](const Candidate& candidate) { return candidate.verdict == Verdict::refuted; }));
  const std::string why = list.empty()            ? "no tactic of ours reaches any goal, so no goal offered a candidate"
                          : refuted == list.size() ? fmt::format("every candidate ({}) was refuted", list.size())
                                                   : fmt::format("{} of {} candidates were refuted and the budget ended before the "
                                                                 "others were put to the core",
                                                                 refuted, list.size());
  if (trace.threat.empty())
    for (const auto& [depth, still] : decision_.standing_still)
      if (still && !still->move_text.empty()) {
        trace.threat = still->move_text;
        trace.standing_still_score = still->score;
      }
  std::string summary = fmt::format("{}: the core's own move (score {}, depth {}), a fallback: {}", move,
                                    game_.score_text(core.score), core.depth, why);
  if (!trace.threat.empty() && trace.standing_still_score && *trace.standing_still_score < core.score - decision_.levels.loss_margin)
    summary += fmt::format("; no goal covered the threat {} ({} were we to stand still)", trace.threat,
                           game_.score_text(*trace.standing_still_score));
  return summary;
}

}  // namespace newell::goals
