#include "goals/likelihood.h"

#include <algorithm>
#include <set>

namespace newell::goals {

double combine_subgoals(std::span<const std::pair<double, double>> weighted_likelihoods) {
  double none_reached = 1;
  for (const auto& [weight, likelihood] : weighted_likelihoods)
    none_reached *= 1 - std::clamp(weight, 0.0, 1.0) * std::clamp(likelihood, 0.0, 1.0);
  return 1 - none_reached;
}

std::string how_text(GoalLikelihood::How how) {
  switch (how) {
    case GoalLikelihood::How::achieved: return "achieved";
    case GoalLikelihood::How::tactic: return "tactic";
    case GoalLikelihood::How::subgoals: return "subgoals";
    case GoalLikelihood::How::none: return "none";
  }
  return "none";
}

namespace {

GoalLikelihood evaluate(const GoalNet& net, const std::map<GoalId, GoalFacts>& facts, GoalId id,
                        std::set<GoalId>& on_path, std::map<GoalId, GoalLikelihood>& done) {
  if (auto known = done.find(id); known != done.end()) return known->second;
  GoalLikelihood result;
  const auto fact = facts.find(id);
  if (fact != facts.end() && fact->second.achieved) {
    result = {1, GoalLikelihood::How::achieved};
  } else {
    on_path.insert(id);
    std::vector<std::pair<double, double>> children;
    for (const auto& [child, edge] : net.subgoals(id)) {
      if (on_path.contains(child) || net[child].retired()) continue;
      children.emplace_back(edge.weight, evaluate(net, facts, child, on_path, done).value);
    }
    on_path.erase(id);
    const double tactic = fact != facts.end() && fact->second.tactic ? *fact->second.tactic : 0;
    const double subgoals = combine_subgoals(children);
    if (!children.empty() && subgoals > tactic) result = {subgoals, GoalLikelihood::How::subgoals};
    else if (fact != facts.end() && fact->second.tactic) result = {tactic, GoalLikelihood::How::tactic};
    else if (!children.empty()) result = {subgoals, GoalLikelihood::How::subgoals};
  }
  // A value found while a parent was on the path may be lower than the goal's own: cache only
  // what was computed at the top of a chain.
  if (on_path.empty()) done[id] = result;
  return result;
}

}  // namespace

std::map<GoalId, GoalLikelihood> propagate(const GoalNet& net, const std::map<GoalId, GoalFacts>& facts) {
  std::map<GoalId, GoalLikelihood> done;
  for (GoalId id = 0; id < net.size(); ++id) {
    if (net[id].retired()) continue;
    std::set<GoalId> on_path;
    evaluate(net, facts, id, on_path, done);
  }
  return done;
}

}  // namespace newell::goals
