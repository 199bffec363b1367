#include "goals/goal_net.h"

#include <algorithm>

namespace newell::goals {

namespace {
bool same_arguments(const std::vector<interpreter::Value>& a, const std::vector<interpreter::Value>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].bits() != b[i].bits()) return false;
  return true;
}
}  // namespace

std::optional<GoalId> GoalNet::find(std::uint32_t type, const std::vector<interpreter::Value>& arguments,
                                    Side owner) const {
  for (GoalId id = 0; id < size(); ++id) {
    const Goal& goal = graph_[id];
    if (goal.type == type && goal.owner == owner && same_arguments(goal.arguments, arguments)) return id;
  }
  return std::nullopt;
}

GoalId GoalNet::add(Goal goal) {
  if (auto existing = find(goal.type, goal.arguments, goal.owner)) {
    set_retired(*existing, false);
    return *existing;
  }
  // add_vertex(graph) then the bundle: the overload taking the bundle goes through Boost's
  // named-graph lookup, which GCC 12 under the sanitizers flags as maybe-uninitialized.
  const auto vertex = boost::add_vertex(graph_);
  const auto id = static_cast<GoalId>(vertex);
  const bool retired = goal.retired_;
  graph_[vertex] = std::move(goal);
  graph_[vertex].retired_ = true;
  set_retired(id, retired);
  return id;
}

void GoalNet::set_retired(GoalId id, bool retired) {
  Goal& goal = graph_[id];
  if (goal.retired_ == retired) return;
  goal.retired_ = retired;
  if (goal.owner < 0 || static_cast<std::size_t>(goal.owner) >= live_.size()) return;
  auto& live = live_[static_cast<std::size_t>(goal.owner)];
  const auto place = std::lower_bound(live.begin(), live.end(), id);
  if (retired) {
    if (place != live.end() && *place == id) live.erase(place);
  } else if (place == live.end() || *place != id) {
    live.insert(place, id);
  }
}

void GoalNet::add_subgoal(GoalId parent, GoalId child, SubgoalEdge edge) {
  if (parent == child || boost::edge(parent, child, graph_).second) return;
  boost::add_edge(parent, child, edge, graph_);
}

std::vector<GoalId> GoalNet::goals_of(Side owner) const {
  std::vector<GoalId> ids;
  visit_goals_of(owner, [&](GoalId id) { ids.push_back(id); });
  return ids;
}

std::vector<std::pair<GoalId, SubgoalEdge>> GoalNet::subgoals(GoalId parent) const {
  std::vector<std::pair<GoalId, SubgoalEdge>> children;
  for (auto [edge, end] = boost::out_edges(parent, graph_); edge != end; ++edge)
    children.emplace_back(static_cast<GoalId>(boost::target(*edge, graph_)), graph_[*edge]);
  return children;
}

std::vector<GoalId> GoalNet::parents(GoalId child) const {
  std::vector<GoalId> ids;
  for (auto [edge, end] = boost::in_edges(child, graph_); edge != end; ++edge)
    ids.push_back(static_cast<GoalId>(boost::source(*edge, graph_)));
  return ids;
}

}  // namespace newell::goals
