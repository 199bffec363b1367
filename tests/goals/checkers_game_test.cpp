#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "tests/goals/self_play_checks.h"
#include "tests/support/shipped_rules.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

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

namespace {
// The values of the goals' candidates in `position` at 3,000 nodes, with the rules as committed
// (which define `standing` from Samuel's terms but no line_value) and, when `with_line_value`, the
// line value their comment measured added; and the move played.
std::pair<std::map<std::string, double>, std::string> checkers_candidate_values(const std::string& position,
                                                                                bool with_line_value) {
  std::string rules_text = newell::testing::shipped_rule_set_text("rules/checkers/newell.nwl");
  REQUIRE(rules_text.find("\ndefine line_value :=") == std::string::npos);
  if (with_line_value) rules_text += "\ndefine line_value := 0.1 * (standing(me) - standing(opponent)).\n";
  games::CheckersGame game(position);
  auto rules = goals::Rules::from_text("line-value.nwl", rules_text, game.registry());
  REQUIRE(rules->has_line_value() == with_line_value);
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 3000});
  std::map<std::string, double> values;
  for (const auto& alternative : decision.trace.alternatives) values[alternative.move] = alternative.value;
  return {values, decision.move_text};
}
}  // namespace

// Black's men on 1 and 4 may each step where nothing can jump them, and the goals value the three
// safe steps alike. A line_value of Samuel's terms prefers 4-8, after which Black has the
// most moves (the man on the side square 4 comes off it), and puts 1-5, onto the side, last.
TEST_CASE("the checkers line_value chooses between safe steps the goals value alike") {
  const std::string position = "B:W29,30,31:B1,4";
  const auto [alike, first_move] = checkers_candidate_values(position, false);
  REQUIRE(alike.size() == 3);
  CHECK(alike.count(first_move) == 1);
  for (const char* move : {"1-6", "4-8"}) {
    INFO(move << " " << alike.at(move) << " against 1-5 " << alike.at("1-5"));
    CHECK(alike.at(move) == Approx(alike.at("1-5")));
  }
  const auto [valued, chosen] = checkers_candidate_values(position, true);
  REQUIRE(valued.size() == 3);
  CHECK(valued.at("4-8") > valued.at("1-6"));
  CHECK(valued.at("1-6") > valued.at("1-5"));
  CHECK(chosen == "4-8");
}

TEST_CASE("the man on a checkers square is the man whose square it is, as men move and are taken") {
  games::CheckersGame game("");
  const auto men_found = [&] {
    int found = 0;
    for (std::uint64_t square = 1; square <= 32; ++square) {
      const auto man = game.man_on(interpreter::Value::entity(square));
      if (!man) continue;
      ++found;
      REQUIRE(game.square_of(*man));
      CHECK(game.square_of(*man)->as_entity() == square);
    }
    return found;
  };
  CHECK(men_found() == 24);
  for (const char* text : {"11-15", "22-18"}) {
    const auto move = game.parse_move(text);
    REQUIRE(move);
    game.make(*move);
  }
  const auto capture = game.parse_move("15x22");
  REQUIRE(capture);
  const auto mover = game.moved_man(*capture);
  game.make(*capture);
  REQUIRE(game.man_on(interpreter::Value::entity(22)));
  CHECK(game.man_on(interpreter::Value::entity(22))->bits() == mover.bits());
  CHECK_FALSE(game.man_on(interpreter::Value::entity(18)));
  CHECK(men_found() == 23);
  CHECK_FALSE(game.man_on(interpreter::Value::entity(0)));
  CHECK_FALSE(game.man_on(interpreter::Value::entity(33)));
}
