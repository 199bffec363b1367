// Second Position (Lasker, Chess and Checkers, diagram 95) played out by the plan of
// rules/checkers/newell.nwl against our alpha-beta core: the men run at the lone king and are
// crowned, the guard is changed, a king takes the man on 20 from behind, and the lone king is
// exchanged for a king of ours (22-17 5x14 17x10) into two kings against two men, which the
// refutation search knows exactly (games/checkers/kings_against_men.h). bench/goal_engine/
// checkers_plans.cpp plays it at 200 ms a move (tests/data/checkers/second_position.txt).

#include "games/checkers/checkers_game.h"
#include "games/checkers/drawn_ending.h"
#include "games/checkers/kings_against_men.h"
#include "tests/goals/checkers_plan_game.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell;

using goals::testing::PlanGame;
using goals::testing::play_plan;

TEST_CASE("Second Position: the men crowned, the man on 20 held from behind, the kings exchanged, and the win against alpha-beta") {
  // White's men on 27 and 30 and king on 22 against Black's men on 20 and 21 and king on 9, White to
  // move. Before the exact ending and guard_behind the plan crowned both men and then either gave
  // the man on 21 away (22-17 with no exchange) or exchanged with its king on 19, in front of the man
  // on 20, into a drawn ending; the game was not won in 80 moves. The table made first, as a game
  // at a clock has it by then (it is begun at 8 pieces), so that the game is the same every run.
  games::solve_kings_against_men();
  PlanGame game = play_plan("W:W27,30,K22:B20,21,K9", 300000, 300000, 60);
  INFO(game.summaries);
  CHECK(game.won);
  CHECK(game.fallbacks <= 4);
  // The trace names the plan: the men run and are crowned, the guard is changed, a king goes behind
  // the man on 20, the exchange is offered and made, and the First Position and the hunt finish it.
  CHECK(game.kinds["free_run"] >= 4);
  CHECK(game.kinds["crown"] >= 1);
  CHECK(game.kinds["relieve"] >= 1);
  CHECK(game.kinds["guard_behind"] >= 2);
  CHECK(game.summaries.find("22-17: plays for trade(") != std::string::npos);
  CHECK(game.kinds["win"] >= 1);
}

TEST_CASE("the refutation search knows the exchange of kings wins with the man on 20 held from behind, not from in front") {
  games::link_checkers_game();
  games::solve_kings_against_men();
  // After 22-17 Black must jump 5x14 and White takes back 17x10: two kings against two men.
  games::CheckersGame behind("B:WK9,K17,K27:BK5,20,21");
  games::CheckersGame in_front("B:WK9,K17,K19:BK5,20,21");
  const auto won = behind.search_to_depth(6, 200000);
  const auto drawn = in_front.search_to_depth(6, 200000);
  // For Black: lost as a decided game, and drawn as White's advantage gone. The material count sees
  // White ahead in both and the win in neither.
  CHECK(won.score <= -games::EndingAwareEvaluator::decided);
  CHECK(drawn.score > 0);
  CHECK(behind.core_search(200000).score > -games::EndingAwareEvaluator::decided);
  CHECK(in_front.core_search(200000).score < 0);
}
