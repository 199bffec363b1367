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
  net[id].retired = true;
  CHECK(net.goals_of(0).empty());
  CHECK(net.add(goal) == id);
  CHECK_FALSE(net[id].retired);
}
