#include "goals/goal_net.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using newell::interpreter::Value;

TEST_CASE("a goal equal to a known one (type, arguments, owner) is not added twice") {
  GoalNet net;
  Goal goal;
  goal.type = 2;
  goal.arguments = {Value::entity(5), Value::entity(9)};
  const GoalId first = net.add(goal);
  CHECK(net.add(goal) == first);
  goal.owner = 1;
  CHECK(net.add(goal) != first);
  CHECK(net.size() == 2);
  CHECK(net.goals_of(0) == std::vector<GoalId>{first});
}

TEST_CASE("subgoal edges carry the transformation rule that made them") {
  GoalNet net;
  Goal parent;
  parent.type = 0;
  Goal child;
  child.type = 1;
  const GoalId p = net.add(parent);
  const GoalId c = net.add(child);
  net.add_subgoal(p, c, {3, 0.25});
  net.add_subgoal(p, c, {4, 0.75});  // the first rule wins
  const auto children = net.subgoals(p);
  REQUIRE(children.size() == 1);
  CHECK(children[0].first == c);
  CHECK(children[0].second.transform == 3);
  CHECK(children[0].second.weight == 0.25);
  CHECK(net.parents(c) == std::vector<GoalId>{p});
  CHECK(net.is_top_level(p));
  CHECK_FALSE(net.is_top_level(c));
}

TEST_CASE("retired goals leave the live list but keep their id") {
  GoalNet net;
  Goal goal;
  const GoalId id = net.add(goal);
  net.set_retired(id, true);
  CHECK(net.goals_of(0).empty());
  CHECK(net.add(goal) == id);
  CHECK_FALSE(net[id].retired());
}

TEST_CASE("each side's live goals stay in id order as goals are retired and come back") {
  GoalNet net;
  std::vector<GoalId> ids;
  for (std::uint32_t type = 0; type < 6; ++type) {
    Goal goal;
    goal.type = type;
    goal.owner = static_cast<Side>(type % 2);
    ids.push_back(net.add(goal));
  }
  CHECK(net.goals_of(0) == std::vector<GoalId>{ids[0], ids[2], ids[4]});
  CHECK(net.goals_of(1) == std::vector<GoalId>{ids[1], ids[3], ids[5]});
  net.set_retired(ids[2], true);
  net.set_retired(ids[2], true);  // twice is once
  net.set_retired(ids[5], true);
  CHECK(net.goals_of(0) == std::vector<GoalId>{ids[0], ids[4]});
  CHECK(net.goals_of(1) == std::vector<GoalId>{ids[1], ids[3]});
  net.set_retired(ids[2], false);
  CHECK(net.goals_of(0) == std::vector<GoalId>{ids[0], ids[2], ids[4]});
  // A copy of a retired goal added again is the same goal, live again.
  Goal copy = net[ids[5]];
  CHECK(copy.retired());
  CHECK(net.add(copy) == ids[5]);
  CHECK(net.goals_of(1) == std::vector<GoalId>{ids[1], ids[3], ids[5]});
  std::vector<GoalId> visited;
  net.visit_goals_of(1, [&](GoalId id) { visited.push_back(id); });
  CHECK(visited == net.goals_of(1));
}
