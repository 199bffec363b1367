// Step 6 of the decision cycle, the candidates and their value: Newell's alternatives are the
// first moves of the tactics for our goals (every first move a tactic tried that reaches its goal
// with some likelihood), valued by the goal evaluation of the position each leads to.
#include "goals/engine.h"

#include <algorithm>

namespace newell::goals {

std::vector<Candidate> GoalEngine::candidates() {
  std::map<MoveId, Candidate> by_move;
  std::map<MoveId, double> weighted;  // importance x likelihood of each candidate's goal so far
  std::vector<std::pair<MoveId, GoalId>> below_floor;
  for (const auto& [id, tactic] : decision_.tactics) {
    const Goal& goal = net_[id];
    if (goal.retired() || goal.owner != context_.machine || tactic.achieved_now) continue;
    const double weight = importance(goal);
    // A decisive goal's tries its tactic could not prove within its depth stay candidates: the
    // core's look at them may find the mate the tactic's checks began.
    const bool decisive = levels_.holds(GoalLevel::proof, goal);
    // A blow that rarely works is no plan to play (a pin of likelihood 0.04 that the core could not
    // refute only because standing still lost as much): the rules may ask more of a goal type's tries.
    const double floor = levels_.read(GoalLevel::candidate_floor, goal);
    for (const TriedMove& tried : tactic.tried) {
      if (tried.value <= 0 && !decisive) continue;
      if (tried.value < floor && !decisive) {
        below_floor.emplace_back(tried.move, id);
        continue;
      }
      Candidate& candidate = by_move[tried.move];
      candidate.move = tried.move;
      candidate.tactics_started.push_back(id);
      if (!candidate.goal || weight * tried.value > weighted[tried.move]) {
        weighted[tried.move] = weight * tried.value;
        candidate.goal = id;
        candidate.likelihood = tried.value;
        candidate.line = tried.line;
        candidate.reached = tried.reached;
      }
    }
  }
  // Such a blow offers no move, but a move another goal offers still serves it.
  for (const auto& [move, id] : below_floor)
    if (auto found = by_move.find(move); found != by_move.end()) found->second.tactics_started.push_back(id);
  offer_kept_tactic(by_move, weighted);
  std::vector<Candidate> list;
  // The tactics' thousands of positions may be settled cheaply (`exchange_settling`); the few
  // candidates' values are what the decision turns on, so their captures are played out (WAC at
  // 500/2,000/10,000 nodes 77/132/155 settled cheaply here too, 83/132/157 so).
  struct PlayedOut {
    Game& game;
    bool after;
    ~PlayedOut() { game.set_settling_by_exchange(after); }
  } played_out{game_, decision_.levels.exchange_settling};
  game_.set_settling_by_exchange(false);
  for (auto& [move, candidate] : by_move) {
    if (!decision_.shares.allowed(move)) continue;  // UCI searchmoves
    judge(candidate);
    list.push_back(std::move(candidate));
  }
  std::stable_sort(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
  return list;
}

// The tactic played last move, whose line the opponent followed, goes on: its next move is a
// candidate with the rest of its line, whether or not this decision's search found it again.
void GoalEngine::offer_kept_tactic(std::map<MoveId, Candidate>& by_move, std::map<MoveId, double>& weighted) {
  if (!kept_ || kept_->goal >= net_.size() || net_[kept_->goal].retired() || kept_->line.empty()) return;
  const MoveId next = kept_->line.front();
  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  if (std::find(legal.begin(), legal.end(), next) == legal.end()) return;  // a position set up anew
  const double weight = importance(net_[kept_->goal]);
  Candidate& candidate = by_move[next];
  candidate.move = next;
  if (std::find(candidate.tactics_started.begin(), candidate.tactics_started.end(), kept_->goal) ==
      candidate.tactics_started.end())
    candidate.tactics_started.push_back(kept_->goal);
  if (!candidate.goal || weight * kept_->likelihood >= weighted[next]) {
    weighted[next] = weight * kept_->likelihood;
    candidate.goal = kept_->goal;
    candidate.likelihood = kept_->likelihood;
    candidate.line = kept_->line;
    candidate.reached = kept_->likelihood > 0;
  }
  // Found again by this decision's search for the same goal, or taken from the last: it goes on.
  candidate.kept = candidate.goal == kept_->goal;
}

// The value of the position after a candidate: each of our top-level goals by importance times its
// likelihood, propagated from the facts the move brings about (a goal whose tactic it starts counts
// that line's likelihood; a goal achieved now counts when the move keeps it achieved; any other a
// `keep` share of its likelihood now); less the opponent's goals the move lets it achieve at once.
void GoalEngine::judge(Candidate& candidate) {
  std::map<GoalId, GoalFacts> facts;
  std::vector<GoalId> theirs_achieved;
  {
    MoveScope scope(game_, candidate.move);
    game_.count_nodes(1);
    for (GoalId id = 0; id < net_.size(); ++id) {
      const Goal& goal = net_[id];
      if (goal.retired()) continue;
      if (goal.owner != context_.machine) {
        if (rules_.achieved(game_, context_, goal)) theirs_achieved.push_back(id);
        continue;
      }
      GoalFacts fact;
      const auto tactic = decision_.tactics.find(id);
      if (tactic != decision_.tactics.end() && tactic->second.achieved_now) {
        fact.achieved = rules_.achieved(game_, context_, goal);
      } else if (tactic != decision_.tactics.end()) {
        const auto& tried = tactic->second.tried;
        const auto line = std::find_if(tried.begin(), tried.end(), [&](const TriedMove& t) { return t.move == candidate.move; });
        const double present = decision_.likelihoods.count(id) ? decision_.likelihoods[id].value : 0;
        const double kept = levels_.read(GoalLevel::keep, goal, decision_.levels.keep) * present;
        fact.tactic = line != tried.end() ? std::max(line->value, kept) : kept;
      }
      facts[id] = fact;
    }
  }
  const auto after = propagate(net_, facts);
  double value = 0;
  for (GoalId id = 0; id < net_.size(); ++id) {
    const Goal& goal = net_[id];
    if (goal.retired() || goal.owner != context_.machine || !net_.is_top_level(id)) continue;
    auto found = after.find(id);
    value += importance(goal) * (found == after.end() ? 0 : found->second.value);
  }
  for (GoalId id : theirs_achieved)
    if (net_.is_top_level(id)) value -= importance(net_[id]) * (0.5 + 0.5 * net_[id].activity);
  value += candidate.likelihood * line_value(candidate);
  // Newell's likelihoods weigh what a tactic gains when it works; what it risks when it fails counts
  // too: a sacrifice whose tactic rarely works costs what the move gives, and a candidate is valued
  // by where the move alone leaves us (the captures it begins settled) as often as its tactic fails.
  if (decision_.levels.failure_value && candidate.likelihood < 1) value += (1 - candidate.likelihood) * value_after(candidate.move);
  candidate.value = value;
}

// Where the candidate's tactic expects to end: the rules' `line_value` of the position after its
// expected line (the likeliest replies), 0 when the rules define none. A tactic that wins its goal
// but leaves us poorer is worth less than one that wins it and more.
double GoalEngine::line_value(const Candidate& candidate) {
  if (!rules_.has_line_value()) return 0;
  int made = 0;
  for (const MoveId move : candidate.line) {
    game_.make(move);
    ++made;
  }
  game_.count_nodes(static_cast<std::uint64_t>(made));
  const double value = rules_.line_value(game_, context_).value_or(0);
  for (; made > 0; --made) game_.unmake();
  return value;
}

// The rules' `line_value` after `move` alone.
double GoalEngine::value_after(MoveId move) {
  if (!rules_.has_line_value()) return 0;
  MoveScope scope(game_, move);
  game_.count_nodes(1);
  return rules_.line_value(game_, context_).value_or(0);
}

}  // namespace newell::goals
