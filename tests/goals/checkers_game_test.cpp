#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "tests/goals/self_play_checks.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell;
using goals::MoveId;

namespace {
const std::string checkers_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";
}

TEST_CASE("the checkers adapter gives legal moves, makes and unmakes them, and reads and writes them") {
  games::CheckersGame game("");
  std::vector<MoveId> moves;
  game.legal_moves(moves);
  CHECK(moves.size() == 7);
  const std::string start = game.position_text();
  const auto move = game.parse_move("11-15");
  REQUIRE(move);
  CHECK(game.move_text(*move) == "11-15");
  game.make(*move);
  CHECK(game.side_to_move() == 1);
  game.unmake();
  CHECK(game.position_text() == start);
  CHECK_FALSE(game.parse_move("11-18"));
  CHECK_THROWS_AS(games::CheckersGame("not a fen"), std::invalid_argument);
}

TEST_CASE("each side's goals are judged with that side as `me` in checkers") {
  games::CheckersGame game("");
  auto rules = goals::Rules::from_text("me.nwl", "game checkers.\ngoal first(S: side) achieved when me = S.\n",
                                       game.registry());
  goals::EngineContext context;
  goals::Goal goal;
  goal.arguments = {interpreter::Value::entity(0)};
  goal.owner = 0;
  CHECK(rules->achieved(game, context, goal));
  goal.owner = 1;
  CHECK_FALSE(rules->achieved(game, context, goal));
  goal.arguments = {interpreter::Value::entity(1)};
  CHECK(rules->achieved(game, context, goal));
}

TEST_CASE("the goal engine plays legal checkers moves for both sides and verifies them with the core") {
  games::CheckersGame game("");
  auto rules = goals::Rules::load(checkers_rules, game.registry());
  goals::testing::check_self_play(game, *rules, 8);
}

// The engine refuses an alternative scoring more than loss_margin() below the core's choice; a man
// is 100 in the checkers core, so a margin of 100 let the goal engine give a man away (it did, in
// 26 of 588 goal-driven moves of a 20-game match against the alpha-beta core).
TEST_CASE("the checkers adapter's loss margin refuses an alternative that loses a man") {
  games::CheckersGame game("");
  CHECK(game.loss_margin() < 100);
  CHECK(game.loss_margin() >= 0);
}

// The core sees a repetition within the run of quiet king moves as a draw: a king down, Black can
// return to a position already played (its search's history is that run, no longer the whole game).
TEST_CASE("the checkers adapter's core scores going back to an earlier position of a quiet run as a draw") {
  games::CheckersGame game("B:WK31,K32:BK1");
  const auto fresh = game.core_search(200'000);
  CHECK(fresh.score < 0);
  for (const char* text : {"1-5", "32-28", "5-1", "28-32"}) {
    const auto move = game.parse_move(text);
    REQUIRE(move);
    game.make(*move);
  }
  const auto repeated = game.core_search(200'000);
  CHECK(repeated.score == 0);
  REQUIRE(repeated.move);
  CHECK(game.move_text(*repeated.move) == "1-5");
}
