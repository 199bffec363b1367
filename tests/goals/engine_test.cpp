#include "goals/engine.h"
#include "games/numbers/number_line_game.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell::goals;
using newell::games::NumberLineGame;

namespace {
const std::string numbers_rules = std::string(NEWELL_SOURCE_DIR) + "/tests/goals/numbers.nwl";

bool is_legal(const Game& game, MoveId move) {
  std::vector<MoveId> moves;
  game.legal_moves(moves);
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}
}  // namespace

TEST_CASE("the engine takes an undefended man through the tactic for att and says so") {
  NumberLineGame game("..WB....B. w");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  const Decision decision = engine.choose_move({.nodes = 500});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "s2-s3");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("plays for att(") == std::string("s2-s3: ").size());
  const auto att = std::find_if(decision.trace.goals.begin(), decision.trace.goals.end(),
                                [](const TraceGoal& goal) { return goal.type == "att" && goal.owner == "machine"; });
  REQUIRE(att != decision.trace.goals.end());
  REQUIRE(att->tactic);
  CHECK(att->tactic->first_move == "s2-s3");
  CHECK(att->tactic->likelihood == 1);
  CHECK(att->likelihood == 1);
  CHECK(att->how == "tactic");
}

TEST_CASE("every node the engine makes counts against the budget, and a legal move always comes back") {
  for (std::uint64_t budget : {1u, 20u, 300u}) {
    NumberLineGame game("WWW....BBB w");
    auto rules = Rules::load(numbers_rules, game.registry());
    GoalEngine engine(game, *rules);
    for (int ply = 0; ply < 12 && game.outcome() == Outcome::ongoing; ++ply) {
      const std::uint64_t before = game.nodes_used();
      const Decision decision = engine.choose_move({.nodes = budget});
      REQUIRE(decision.move);
      CHECK(is_legal(game, *decision.move));
      CHECK(decision.trace.nodes_used == game.nodes_used() - before);
      // The fallback may overrun a tiny budget by its one search of the root's moves.
      CHECK(decision.trace.nodes_used <= budget + 64);
      engine.observe_opponent_move(*decision.move);  // both sides played by the engine
      game.make(*decision.move);
    }
  }
}

TEST_CASE("with no goal in sight the engine falls back to the core and the trace says so") {
  NumberLineGame game("WWW....BBB w");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  const Decision decision = engine.choose_move({.nodes = 400});
  REQUIRE(decision.move);
  CHECK(decision.trace.source == "fallback");
  CHECK(decision.trace.summary.find("the core's own move") != std::string::npos);
}

TEST_CASE("the classification net adopts an opponent goal and raises its activity when later moves serve it") {
  NumberLineGame game("W.B......B b");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  const auto approach = game.parse_move("s2-s1");
  REQUIRE(approach);
  engine.observe_opponent_move(*approach);
  game.make(*approach);
  auto decision = engine.choose_move({.nodes = 500});
  REQUIRE(decision.trace.classification);
  CHECK(decision.trace.classification->kind == "adopt");
  CHECK(decision.trace.classification->goal.find("att(") == 0);
  const auto theirs = std::find_if(decision.trace.goals.begin(), decision.trace.goals.end(),
                                   [](const TraceGoal& goal) { return goal.owner == "opponent" && goal.origin == "classified"; });
  REQUIRE(theirs != decision.trace.goals.end());
  CHECK(theirs->activity == Approx(0.5));
  // White answers by taking the attacker, which nothing defends.
  CHECK(decision.move_text == "s0-s1");
}

TEST_CASE("a move that serves a known opponent goal is classified as stemming from it") {
  NumberLineGame game("W.B...W..B b");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  engine.observe_opponent_move(*game.parse_move("s2-s1"));  // lands next to white's man on s0: adopt
  game.make(*game.parse_move("s2-s1"));
  REQUIRE(engine.net().size() == 1);
  CHECK(engine.net()[0].owner == 1);
  CHECK(engine.net()[0].activity == Approx(0.5));
  game.make(*game.parse_move("s6-s7"));
  engine.observe_opponent_move(*game.parse_move("s1-s2"));  // the same man again: stems from the goal
  CHECK(engine.net().size() == 1);
  CHECK(engine.net()[0].activity == Approx(0.75));
  game.make(*game.parse_move("s1-s2"));
  game.make(*game.parse_move("s7-s8"));
  const auto unrelated = game.parse_move("s9-s8");  // takes a man the goal does not name: activity decays
  REQUIRE(unrelated);
  engine.observe_opponent_move(*unrelated);
  CHECK(engine.net()[0].activity == Approx(0.375));
}
