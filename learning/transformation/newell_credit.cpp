#include "learning/transformation/newell_credit.h"

#include "learning/transformation/credit.h"
#include "learning/transformation/threat_target.h"

#include <algorithm>
#include <set>

namespace newell::learning::transformation {

namespace {

double clamped_weight(const goals::Rules& rules, std::uint32_t transform) {
  return std::clamp(rules.transform_weight(transform), 0.0, 1.0);
}

double likelihood_of(const std::map<goals::GoalId, double>& likelihoods, goals::GoalId goal) {
  const auto found = likelihoods.find(goal);
  return found == likelihoods.end() ? 0.0 : found->second;
}

// `goal`'s part of `parent`'s likelihood by the subgoal law's terms w L.
double share_in_parent(const goals::GoalNet& net, const goals::Rules& rules, const std::map<goals::GoalId, double>& likelihoods,
                       goals::GoalId parent, goals::GoalId goal) {
  const auto children = net.subgoals(parent);
  double total = 0, mine = 0;
  for (const auto& [child, edge] : children) {
    const double term = clamped_weight(rules, edge.transform) * likelihood_of(likelihoods, child);
    total += term;
    if (child == goal) mine = term;
  }
  if (total <= 0) return children.empty() ? 0.0 : 1.0 / static_cast<double>(children.size());
  return mine / total;
}

void add_shares(const goals::GoalNet& net, const goals::Rules& rules, const std::map<goals::GoalId, double>& likelihoods,
                goals::GoalId goal, double share, std::set<goals::GoalId>& visited, std::map<std::string, double>& shares) {
  if (share <= 0 || !visited.insert(goal).second) return;
  const auto& graph = net.graph();
  const auto parents = static_cast<double>(boost::in_degree(goal, graph));
  for (auto [edge, end] = boost::in_edges(goal, graph); edge != end; ++edge) {
    const auto parent = static_cast<goals::GoalId>(boost::source(*edge, graph));
    const double mine = share / parents;
    shares[rules.transform_name(graph[*edge].transform)] += mine;
    add_shares(net, rules, likelihoods, parent, mine * share_in_parent(net, rules, likelihoods, parent, goal), visited, shares);
  }
}

}  // namespace

std::map<std::string, double> providing_rule_shares(const goals::GoalNet& net, const goals::Rules& rules,
                                                    const std::map<goals::GoalId, double>& likelihoods, goals::GoalId goal) {
  std::map<std::string, double> shares;
  if (goal >= net.size()) return shares;
  std::set<goals::GoalId> visited;
  add_shares(net, rules, likelihoods, goal, 1.0, visited, shares);
  return shares;
}

void credit_rules(const std::map<std::string, double>& shares, bool achieved, const store::CreditEvidence& what,
                  std::map<std::string, Tally>& tallies, std::vector<store::CreditEvidence>& evidence) {
  for (const auto& [rule, share] : shares) {
    Tally& tally = tallies[rule];
    tally.trials += share;
    if (achieved) tally.successes += share;
    store::CreditEvidence item = what;
    item.rule = rule;
    item.share = share;
    item.achieved = achieved;
    evidence.push_back(std::move(item));
  }
}

std::optional<int> tactic_cost(std::optional<int> started, std::optional<int> settled) {
  if (!started || !settled) return std::nullopt;
  return *started - *settled;
}

TacticVerdict judge_settled_tactic(bool achieved, std::optional<int> started, std::optional<int> settled, int loss_margin) {
  if (!achieved) return TacticVerdict::failed;
  const auto cost = tactic_cost(started, settled);
  return cost && *cost > loss_margin ? TacticVerdict::reached_at_a_cost : TacticVerdict::reached;
}

bool fallback_met_uncovered_threat(const goals::Trace& trace, int loss_margin) {
  return trace.source == "fallback" && !trace.threat.empty() && trace.standing_still_score && trace.baseline_score &&
         *trace.standing_still_score < *trace.baseline_score - loss_margin;
}

std::map<goals::GoalId, double> trace_goal_likelihoods(const goals::Trace& trace) {
  std::map<goals::GoalId, double> likelihoods;
  for (const auto& goal : trace.goals) likelihoods[goal.id] = goal.likelihood;
  return likelihoods;
}

std::vector<std::string> rules_for_goal_type(const goals::Rules& rules, const std::string& type) {
  std::vector<std::string> names;
  const auto& transforms = rules.program().transforms();
  for (std::uint32_t index = 0; index < transforms.size(); ++index)
    if (rules.goal_name(transforms[index].from_goal) == type) names.push_back(rules.transform_name(index));
  return names;
}

std::vector<const goals::TraceGoal*> goals_naming_targets(const goals::Trace& trace, const std::vector<std::string>& target_squares) {
  std::vector<const goals::TraceGoal*> keepers;
  for (const auto& goal : trace.goals) {
    if (goal.owner != "machine" || goal.achieved) continue;
    const bool names_target = std::any_of(goal.arguments.begin(), goal.arguments.end(), [&](const std::string& argument) {
      return std::any_of(target_squares.begin(), target_squares.end(),
                         [&](const std::string& square) { return argument_names_square(argument, square); });
    });
    if (names_target) keepers.push_back(&goal);
  }
  return keepers;
}

std::map<std::string, double> uncovered_threat_shares(const goals::GoalNet& net, const goals::Rules& rules,
                                                      const goals::Trace& trace, const std::vector<std::string>& target_squares) {
  const auto keepers = goals_naming_targets(trace, target_squares);
  std::map<std::string, double> shares;
  if (keepers.empty()) return shares;
  const double part = 1.0 / static_cast<double>(keepers.size());
  const auto likelihoods = trace_goal_likelihoods(trace);
  for (const auto* goal : keepers) {
    const auto under = rules_for_goal_type(rules, goal->type);
    for (const auto& rule : under) shares[rule] += part / static_cast<double>(under.size());
    for (const auto& [rule, share] : providing_rule_shares(net, rules, likelihoods, goal->id)) shares[rule] += part * share;
  }
  // A rule both under a goal's type and above another keeper is blamed for one failure at most.
  for (auto& [rule, share] : shares) share = std::min(share, 1.0);
  return shares;
}

}  // namespace newell::learning::transformation
