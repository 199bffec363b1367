#include "learning/transformation/newell_credit.h"

#include "learning/transformation/credit.h"

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

bool fallback_met_uncovered_threat(const goals::Trace& trace, int loss_margin) {
  return trace.source == "fallback" && !trace.threat.empty() && trace.standing_still_score && trace.baseline_score &&
         *trace.standing_still_score < *trace.baseline_score - loss_margin;
}

std::map<goals::GoalId, double> trace_goal_likelihoods(const goals::Trace& trace) {
  std::map<goals::GoalId, double> likelihoods;
  for (const auto& goal : trace.goals) likelihoods[goal.id] = goal.likelihood;
  return likelihoods;
}

std::map<std::string, double> uncovered_threat_shares(const goals::GoalNet& net, const goals::Rules& rules,
                                                      const goals::Trace& trace) {
  std::vector<goals::GoalId> searched;
  for (const auto& goal : trace.goals)
    if (goal.owner == "machine" && !goal.achieved && goal.tactic && !goal.parents.empty()) searched.push_back(goal.id);
  std::map<std::string, double> shares;
  if (searched.empty()) return shares;
  const auto likelihoods = trace_goal_likelihoods(trace);
  for (const auto goal : searched)
    for (const auto& [rule, share] : providing_rule_shares(net, rules, likelihoods, goal))
      shares[rule] += share / static_cast<double>(searched.size());
  return shares;
}

}  // namespace newell::learning::transformation
