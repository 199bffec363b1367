// Step 3 of the decision cycle: goals about men that have been taken are pruned; opponent
// hypotheses whose moves have stopped serving them are retired; the seek nets propose the goals of
// both sides in the new position (an opponent goal proposed this way is a hypothesis with a low
// activity). A goal that exists keeps its id: goals follow men, not squares.
#include "goals/engine.h"

namespace newell::goals {

namespace types = interpreter::types;

void GoalEngine::refresh_net() {
  const auto& goal_types = rules_.program().goals();
  const double retire_below = decision_.levels.retire_activity;
  for (GoalId id = 0; id < net_.size(); ++id) {
    Goal& goal = net_[id];
    if (goal.retired()) continue;
    const auto& parameters = goal_types[goal.type].achieved.parameters;
    for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i)
      if (parameters[i] == types::man && !game_.square_of(goal.arguments[i])) net_.set_retired(id, true);
    if (!goal.retired() && goal.owner != context_.machine && goal.origin == GoalOrigin::seek && goal.activity < retire_below)
      net_.set_retired(id, true);
  }
  // A step of a plan (`transient_<goal>`) that the position no longer proposes is over: retired
  // here, back below if a seek net proposes it again.
  for (GoalId id = 0; id < net_.size(); ++id) {
    Goal& goal = net_[id];
    if (!goal.retired() && goal.owner == context_.machine && goal.origin == GoalOrigin::seek &&
        levels_.holds(GoalLevel::transient, goal))
      net_.set_retired(id, true);
  }
  for (const Side owner : {context_.machine, 1 - context_.machine}) adopt_proposed(owner);
}

// The goals the seek nets propose for `owner` join the net (an opponent's as a hypothesis with a low
// activity); one retired and proposed again comes back.
std::vector<GoalId> GoalEngine::adopt_proposed(Side owner) {
  const double initial_activity = decision_.levels.initial_activity;
  std::vector<GoalId> joined;
  for (auto& proposed : rules_.seek(game_, context_, owner)) {
    Goal goal;
    goal.type = proposed.type;
    goal.arguments = std::move(proposed.arguments);
    goal.owner = owner;
    goal.origin = GoalOrigin::seek;
    goal.origin_rule = proposed.rule;
    const auto known = net_.find(goal.type, goal.arguments, owner);
    if (known && net_[*known].retired()) {
      net_.set_retired(*known, false);
      if (owner != context_.machine) net_[*known].activity = initial_activity;
      joined.push_back(*known);
      continue;
    }
    if (known) continue;
    if (owner != context_.machine) goal.activity = initial_activity;
    joined.push_back(net_.add(std::move(goal)));
  }
  return joined;
}

}  // namespace newell::goals
