// The levels of aspiration as a decision reads them (goals/levels.h): by enum, per goal type from a
// table built once, clamped to the aspiration table's range, the table's default where the rules set
// none.
#include "goals/levels.h"
#include "tests/goals/number_line_attack.h"

#include <catch2/catch.hpp>

using namespace newell::goals;

namespace {
constexpr const char* levels_rules =
    "game numbers.\n"
    "goal att(T: man, A: man) achieved when not exists X in men_of(opponent): X = T.\n"
    "goal def(M: man) achieved when exists Y in men_of(me): Y = M.\n"
    "aspire tactic_depth 5.\n"
    "aspire refute_depth 99.\n"
    "aspire depth_att 3.\n"
    "aspire proof_att 1.\n"
    "aspire width_def if node_budget > 100 then 7 else 2.\n";

struct Levels {
  newell::games::NumberLineGame game{"..WB....B. w"};
  std::unique_ptr<Rules> rules = Rules::from_text("levels.nwl", levels_rules, game.registry());
  GoalNet net;
  EngineContext context;
  LevelReader reader{*rules, game, context};
  Levels() {
    link_engine_builtins();
    context.net = &net;
    context.game = &game;
    context.program = &rules->program();
  }
  Goal goal(const char* type) const {
    Goal made;
    for (std::uint32_t t = 0; t < rules->program().goals().size(); ++t)
      if (rules->goal_name(t) == type) made.type = t;
    return made;
  }
};
}  // namespace

TEST_CASE("a whole-decision level is read by its enum, clamped to its range, the table's default where unset") {
  Levels levels;
  CHECK(levels.reader.read(Level::tactic_depth) == 5);
  CHECK(levels.reader.read(Level::refute_depth) == aspiration_level(Level::refute_depth).maximum);
  CHECK(levels.reader.read(Level::tactic_floor) == aspiration_level(Level::tactic_floor).default_value);
}

TEST_CASE("a per-goal level is read for the goal's type alone, else the level it overrides") {
  Levels levels;
  const Goal attack = levels.goal("att");
  const Goal defence = levels.goal("def");
  CHECK(levels.reader.read(GoalLevel::depth, attack, 5) == 3);
  CHECK(levels.reader.read(GoalLevel::depth, defence, 5) == 5);
  CHECK(levels.reader.holds(GoalLevel::proof, attack));
  CHECK_FALSE(levels.reader.holds(GoalLevel::proof, defence));
  CHECK(levels.reader.read(GoalLevel::importance, defence) == goal_aspiration_level(GoalLevel::importance).default_value);
}

TEST_CASE("a per-goal level is evaluated when asked: it may depend on the decision in progress") {
  Levels levels;
  const Goal defence = levels.goal("def");
  CHECK(levels.reader.read(GoalLevel::width, defence, 3) == 2);
  levels.context.decision.node_budget = 1000;
  CHECK(levels.reader.read(GoalLevel::width, defence, 3) == 7);
}

TEST_CASE("a decision's levels are read once into a typed structure, the trace's by their table names") {
  Levels levels;
  std::map<std::string, double> shown;
  const DecisionLevels read = read_decision_levels(levels.reader, 77, shown);
  CHECK(read.tactics.depth == 5);
  CHECK(read.refute_depth == 12);
  CHECK(read.loss_margin == 77);  // -1 by default: the game's own margin
  CHECK_FALSE(read.candidate_margin);
  CHECK(shown.at("tactic_depth") == 5);
  CHECK(shown.at("refute_depth") == 12);
}
