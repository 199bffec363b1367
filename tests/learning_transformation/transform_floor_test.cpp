#include "goals/engine.h"
#include "goals/game_factory.h"
#include "goals/rules.h"

#include <catch2/catch.hpp>

#include <string>

namespace goals = newell::goals;

namespace {

// The subgoals the engine grew under `win` in its first decision from the start position.
int win_subgoals(const std::map<std::string, double>& weights) {
  auto game = goals::find_game("checkers")("");
  auto rules = goals::Rules::load(std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl",
                                  game->registry());
  REQUIRE(rules->override_transform_weights(weights).empty());
  goals::GoalEngine engine(*game, *rules, 3);
  const auto decision = engine.choose_move({.nodes = 5000});
  int grown = 0;
  for (const auto& goal : decision.trace.goals)
    for (const auto& parent : goal.parents) grown += parent.rule.rfind("win->", 0) == 0;
  return grown;
}

}  // namespace

TEST_CASE("a transformation rule whose weight fell below transform_floor offers no subgoal") {
  // tests/data/learning/checkers-start.nwl: every rule at 0.5, `aspire transform_floor 0.25.`
  CHECK(win_subgoals({}) > 0);
  CHECK(win_subgoals({{"win->att", 0.2}, {"win->crown", 0.2}, {"win->ctl", 0.2}, {"win->ctl#2", 0.2}}) == 0);
  // At the floor a rule is still tried.
  CHECK(win_subgoals({{"win->att", 0.25}, {"win->crown", 0.25}, {"win->ctl", 0.25}, {"win->ctl#2", 0.25}}) > 0);
}
