#include "goals/likelihood.h"

#include <catch2/catch.hpp>

#include <random>

using namespace newell::goals;

namespace {
GoalId add_goal(GoalNet& net, std::uint32_t type, std::uint64_t argument) {
  Goal goal;
  goal.type = type;
  goal.arguments = {newell::interpreter::Value::entity(argument)};
  return net.add(goal);
}
}  // namespace

TEST_CASE("an achieved goal has likelihood 1 and a goal with neither tactic nor subgoals 0") {
  GoalNet net;
  const GoalId achieved = add_goal(net, 0, 1);
  const GoalId bare = add_goal(net, 0, 2);
  const auto result = propagate(net, {{achieved, {true, std::nullopt}}, {bare, {false, std::nullopt}}});
  CHECK(result.at(achieved).value == 1);
  CHECK(result.at(achieved).how == GoalLikelihood::How::achieved);
  CHECK(result.at(bare).value == 0);
  CHECK(result.at(bare).how == GoalLikelihood::How::none);
}

TEST_CASE("a goal with a tactic takes the tactic's likelihood") {
  GoalNet net;
  const GoalId goal = add_goal(net, 0, 1);
  const auto result = propagate(net, {{goal, {false, 0.42}}});
  CHECK(result.at(goal).value == Approx(0.42));
  CHECK(result.at(goal).how == GoalLikelihood::How::tactic);
}

TEST_CASE("subgoals combine by the weighted noisy-or law") {
  GoalNet net;
  const GoalId parent = add_goal(net, 0, 1);
  const GoalId first = add_goal(net, 1, 2);
  const GoalId second = add_goal(net, 1, 3);
  net.add_subgoal(parent, first, {0, 0.5});
  net.add_subgoal(parent, second, {1, 1.0});
  const auto result = propagate(net, {{first, {true, std::nullopt}}, {second, {false, 0.4}}});
  // 1 - (1 - 0.5 * 1) * (1 - 1.0 * 0.4) = 1 - 0.5 * 0.6 = 0.7
  CHECK(result.at(parent).value == Approx(0.7));
  CHECK(result.at(parent).how == GoalLikelihood::How::subgoals);
}

TEST_CASE("the subgoal law is monotone: raising one subgoal's likelihood never lowers the goal's") {
  std::mt19937 random(7);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<std::pair<double, double>> children(1 + trial % 5);
    for (auto& [weight, likelihood] : children) {
      weight = unit(random);
      likelihood = unit(random);
    }
    const double before = combine_subgoals(children);
    auto raised = children;
    auto& [weight, likelihood] = raised[static_cast<std::size_t>(trial) % raised.size()];
    likelihood = std::min(1.0, likelihood + unit(random) * (1 - likelihood));
    (void)weight;
    CHECK(combine_subgoals(raised) >= before - 1e-12);
    CHECK(before >= 0);
    CHECK(before <= 1);
  }
}

TEST_CASE("propagation is monotone through a chain of goals and ends on cycles") {
  GoalNet net;
  const GoalId top = add_goal(net, 0, 1);
  const GoalId middle = add_goal(net, 1, 2);
  const GoalId leaf = add_goal(net, 2, 3);
  net.add_subgoal(top, middle, {0, 0.8});
  net.add_subgoal(middle, leaf, {1, 0.9});
  net.add_subgoal(leaf, top, {2, 0.9});  // a cycle: must not loop
  double previous = -1;
  for (double leaf_likelihood : {0.0, 0.1, 0.3, 0.6, 0.9, 1.0}) {
    const auto result = propagate(net, {{leaf, {false, leaf_likelihood}}, {top, {false, 0.05}}});
    CHECK(result.at(top).value >= previous);
    previous = result.at(top).value;
  }
  CHECK(previous == Approx(std::max(0.05, 0.8 * 0.9)));
}
