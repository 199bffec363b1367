// Step 4 of the decision cycle: a tactic for each of our goals (tactic_search.h), the short ones
// first, then by importance, each with the levels its goal type sets.
#include "goals/engine.h"

#include <algorithm>

namespace newell::goals {

using interpreter::Value;

namespace {
// Bounds of a deepened or widened tactic: every first move a position has, and a line of checks a
// player reads.
constexpr int max_widened_root = 64;
constexpr int max_extra_depth = 14;
}  // namespace

// A decisive goal (a mate) is searched first, before the other tactics commit its men elsewhere:
// what it proves on a small budget it proves on every larger one. Then the goals settled in a few
// plies (they cost little), then the most important: the budget may end before the rest.
std::vector<GoalId> GoalEngine::goals_to_search() {
  std::vector<GoalId> pending = net_.goals_of(context_.machine);
  const TacticSettings& settings = decision_.levels.tactics;
  std::map<GoalId, std::pair<int, double>> order;
  for (GoalId id : pending) {
    const Goal& goal = net_[id];
    const int group = levels_.holds(GoalLevel::proof, goal) ? 0
                      : static_cast<int>(levels_.read(GoalLevel::depth, goal, settings.depth)) > 2 ? 2
                                                                                                  : 1;
    order[id] = {group, -importance(goal)};
  }
  std::stable_sort(pending.begin(), pending.end(), [&](GoalId a, GoalId b) { return order[a] < order[b]; });
  return pending;
}

// The decision's tactic levels as goal `id`'s type overrides them, within the tactics' share.
TacticSettings GoalEngine::tactic_settings(GoalId id) {
  const Goal& goal = net_[id];
  const TacticSettings& decision = decision_.levels.tactics;
  TacticSettings own = decision;
  own.stop_at = decision_.shares.tactics_end;
  own.deadline = decision_.shares.tactics_deadline;
  own.stop = decision_.shares.stop;
  own.depth = static_cast<int>(levels_.read(GoalLevel::depth, goal, decision.depth));
  own.width = static_cast<int>(levels_.read(GoalLevel::width, goal, decision.width));
  own.root_width = static_cast<int>(levels_.read(GoalLevel::root_width, goal, decision.root_width));
  own.utility_floor = levels_.read(GoalLevel::utility_floor, goal, decision.utility_floor);
  own.floor = levels_.read(GoalLevel::floor, goal, decision.floor);
  own.adequate = levels_.read(GoalLevel::adequate, goal, decision.adequate);
  own.proof_only = levels_.holds(GoalLevel::proof_only, goal);
  own.horizon = levels_.read(GoalLevel::horizon, goal);
  own.extension = static_cast<int>(levels_.read(GoalLevel::extension, goal, decision.extension));
  own.compare_certain = levels_.read(GoalLevel::compare_certain, goal, decision.compare_certain ? 1 : 0) > 0;
  const auto& threatened = context_.decision.threatened_men;
  own.anticipate = levels_.holds(GoalLevel::anticipate, goal) &&
                   std::any_of(threatened.begin(), threatened.end(), [&](Value man) { return context_.names(id, man); });
  if (const auto deeper = decision_.deepened.find(id); deeper != decision_.deepened.end()) {
    own.depth = std::min(own.depth + deeper->second, max_extra_depth);
    own.width += 1;
  }
  // Each widening of a decisive goal's tactic doubles its first moves and looks two plies deeper.
  if (const auto wider = decision_.widened.find(id); wider != decision_.widened.end()) {
    own.root_width = std::min(own.root_width << wider->second, max_widened_root);
    own.depth = std::min(own.depth + 2 * wider->second, max_extra_depth);
    own.width += wider->second;
  }
  return own;
}

void GoalEngine::search_tactics(const std::vector<GoalId>& goals, TraceIteration& record) {
  TacticSearch search(rules_, game_, context_);
  search.set_opponent_predictor(predictor_, predictor_weight_);
  for (GoalId id : goals) {
    if (game_.nodes_used() >= decision_.shares.tactics_end || out_of_time(decision_.shares.tactics_deadline)) break;
    Tactic tactic = search.search(id, tactic_settings(id));
    record.goals_searched.push_back(id);
    // A deeper look the budget cut short does not replace what the shallower one found.
    if (auto previous = decision_.tactics.find(id);
        previous != decision_.tactics.end() && tactic.stopped && tactic.likelihood < previous->second.likelihood)
      continue;
    decision_.achieved[id] = tactic.achieved_now;
    if (tactic.first_move) {
      context_.decision.tactic_first_move.set(id, *tactic.first_move);
      context_.decision.committed_men.push_back(game_.moved_man(*tactic.first_move));
    }
    decision_.tactics[id] = std::move(tactic);
  }
}

}  // namespace newell::goals
