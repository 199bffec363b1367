// Step 7 of the decision cycle, good enough?: steps 4-6 repeated (search, evaluate, candidates),
// and while no candidate is good enough, subgoals grown by the transformation rules; a decisive goal
// whose tactic nearly always reaches it is first searched again deeper.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::goals {

std::vector<Candidate> GoalEngine::run_cycle(std::vector<GoalId> pending, Trace& trace) {
  std::vector<Candidate> list;
  for (int iteration = 1;; ++iteration) {
    TraceIteration record;
    record.number = static_cast<int>(trace.iterations.size()) + 1;
    search_tactics(pending, record);
    evaluate();
    list = candidates();
    const Candidate* best = list.empty() ? nullptr : &list.front();
    if (best) {
      measure_conflict(*best);
      record.best_move = game_.move_text(best->move);
      record.best_likelihood = best->likelihood;
    }
    record.aspiration = levels_.read(Level::good_enough);
    record.good_enough = best && best->likelihood >= record.aspiration;
    const bool again = next_iteration(iteration, pending, record);
    record.nodes_after = game_.nodes_used() - decision_.shares.start;
    trace.iterations.push_back(std::move(record));
    if (!again) break;
  }
  return list;
}

// The share of our goals whose tactics begin with another move than the best candidate.
void GoalEngine::measure_conflict(const Candidate& best) {
  std::size_t others = 0, total = 0;
  context_.decision.tactic_first_move.visit([&](GoalId id, MoveId move) {
    if (net_[id].owner != context_.machine) return;
    ++total;
    others += move != best.move;
  });
  context_.record.conflict = total == 0 ? 0 : static_cast<double>(others) / static_cast<double>(total);
}

// Whether the cycle goes on, with the goals to search next in `pending`; the record says why.
bool GoalEngine::next_iteration(int iteration, std::vector<GoalId>& pending, TraceIteration& record) {
  const int iterations = decision_.levels.iterations;
  const bool budget_left = game_.nodes_used() < decision_.shares.tactics_end && !out_of_time(decision_.shares.tactics_deadline);
  auto nearly = budget_left && iteration < iterations ? nearly_proved() : std::vector<std::pair<GoalId, int>>{};
  if (!nearly.empty()) {
    pending.clear();
    for (const auto& [id, plies] : nearly) {
      pending.push_back(id);
      decision_.deepened[id] += plies;
    }
    record.decision = fmt::format("deepen the tactics of {} nearly proved goals", pending.size());
    return true;
  }
  if (record.good_enough) {
    record.decision = "stop: a candidate is good enough; the candidates go to the core for refutation";
    return false;
  }
  if (!budget_left) {
    record.decision = "stop: the tactics' share of the budget is spent; the candidates go to the core for refutation";
    return false;
  }
  if (iteration < iterations) {
    pending = grow();
    record.subgoals_added = pending;
    if (!pending.empty()) {
      record.decision = fmt::format("grow the net: {} new subgoal{}", pending.size(), pending.size() == 1 ? "" : "s");
      return true;
    }
  }
  // Budget buys breadth where the goals say: once the net has grown, a decisive goal not yet proved
  // (a mate) has its tactic searched again wider and deeper while the tactics' share lasts, before
  // the candidates go to the core. A smaller budget's look is part of a larger one's.
  if (auto decisive = decisive_to_widen(); !decisive.empty()) {
    pending = std::move(decisive);
    for (GoalId id : pending) ++decision_.widened[id];
    record.decision = fmt::format("widen the tactics of {} decisive goal{}", pending.size(), pending.size() == 1 ? "" : "s");
    return true;
  }
  record.decision = iteration >= iterations
                        ? "stop: no iterations left; the candidates go to the core for refutation"
                        : "stop: no transformation rule offers a new subgoal; the candidates go to the core for refutation";
  return false;
}

// Goals the rules call decisive (`proof_<goal>`) whose tactic almost always reaches them, with
// `deepen_<goal>` extra plies to spend once on the replies that escaped.
std::vector<std::pair<GoalId, int>> GoalEngine::nearly_proved() {
  std::vector<std::pair<GoalId, int>> found;
  const double from = decision_.levels.deepen_from;
  for (const auto& [id, tactic] : decision_.tactics) {
    const Goal& goal = net_[id];
    if (decision_.deepened.count(id) || goal.owner != context_.machine || tactic.likelihood >= 1 || tactic.likelihood < from)
      continue;
    const int plies = static_cast<int>(levels_.read(GoalLevel::deepen, goal));
    if (plies > 0 && levels_.holds(GoalLevel::proof, goal)) found.emplace_back(id, plies);
  }
  return found;
}

// Our decisive goals (`proof_<goal>`) whose tactic has not proved them, each widened at most three
// times: eight times the first moves and six plies deeper than the rules' look, as far as a line of
// checks goes.
std::vector<GoalId> GoalEngine::decisive_to_widen() {
  constexpr int limit = 3;
  std::vector<GoalId> found;
  for (const auto& [id, tactic] : decision_.tactics) {
    const Goal& goal = net_[id];
    // A tactic that found no line towards it at all (no check, no threat) has nothing to widen.
    if (goal.owner != context_.machine || tactic.likelihood >= 1 || tactic.likelihood <= 0 || decision_.achieved[id]) continue;
    const auto widened = decision_.widened.find(id);
    if (!levels_.holds(GoalLevel::proof, goal) || (widened != decision_.widened.end() && widened->second >= limit)) continue;
    found.push_back(id);
  }
  return found;
}

// Transformation rules grow subgoals under our goals that are not yet likely enough, the most
// important first; the candidates are ranked by rule weight times the parent's importance plus a
// small seeded random element. A rule whose (learned) weight is below `transform_floor` is not tried
// at all: Newell's inhibited rule stops offering subgoals.
std::vector<GoalId> GoalEngine::grow() {
  struct Offer {
    GoalId parent;
    ProposedSubgoal subgoal;
    double rank;
  };
  std::vector<Offer> offers;
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const DecisionLevels& levels = decision_.levels;
  for (GoalId id : net_.goals_of(context_.machine)) {
    const double likelihood = decision_.likelihoods.count(id) ? decision_.likelihoods[id].value : 0;
    if (likelihood >= levels.tactics.adequate || decision_.achieved[id]) continue;
    const Goal parent = net_[id];
    for (auto& proposed : rules_.transform(game_, context_, parent)) {
      if (proposed.weight < levels.transform_floor || net_.find(proposed.goal.type, proposed.goal.arguments, context_.machine))
        continue;
      const double rank = proposed.weight * importance(parent) + levels.random_element * uniform(random_);
      offers.push_back({id, std::move(proposed), rank});
    }
  }
  std::stable_sort(offers.begin(), offers.end(), [](const Offer& a, const Offer& b) { return a.rank > b.rank; });
  std::vector<GoalId> added;
  for (auto& offer : offers) {
    if (static_cast<int>(added.size()) >= levels.grow) break;
    if (net_.find(offer.subgoal.goal.type, offer.subgoal.goal.arguments, context_.machine)) continue;
    Goal goal;
    goal.type = offer.subgoal.goal.type;
    goal.arguments = std::move(offer.subgoal.goal.arguments);
    goal.owner = context_.machine;
    goal.origin = GoalOrigin::transform;
    goal.origin_rule = offer.subgoal.goal.rule;
    const GoalId child = net_.add(std::move(goal));
    net_.add_subgoal(offer.parent, child, {offer.subgoal.transform, offer.subgoal.weight});
    added.push_back(child);
  }
  return added;
}

}  // namespace newell::goals
