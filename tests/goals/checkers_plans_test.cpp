// The checkers endgame plans of rules/checkers/newell.nwl played out: the goal engine with two kings
// against our alpha-beta core with one, at small node budgets so that each game takes well under a
// second (bench/goal_engine/checkers_plans.cpp plays every start and the textbook positions).

#include "games/checkers/checkers_game.h"
#include "goals/player.h"
#include "tests/goals/checkers_plan_game.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell;

using goals::testing::PlanGame;
using goals::testing::play_plan;

TEST_CASE("two kings drive the lone king out of the double corner: approach, shut the corner, win") {
  PlanGame game = play_plan("W:WK7,K22:BK19", 3000, 20000);
  CHECK(game.won);
  CHECK(game.moves <= 20);
  CHECK(game.kinds["approach"] >= 3);
  CHECK(game.kinds["shut_corner"] == 1);
  CHECK(game.kinds["win"] >= 1);
  CHECK(game.fallbacks <= 1);  // the goals decide; the core may have to answer once (a repetition it scores as a draw)
}

TEST_CASE("two kings beat one from a sample of starts in either double corner within 40 moves") {
  // Far from the lone king, beside it, in either double corner, and one king attacked at the start
  // (the last two lost before the low corner's posts were fixed and before candidate_margin).
  for (const char* fen : {"W:WK1,K2:BK32", "W:WK29,K30:BK5", "W:WK14,K23:BK28", "W:WK3,K10:BK11", "W:WK1,K27:BK32"}) {
    INFO(fen);
    CHECK(play_plan(fen, 3000, 20000).won);
  }
}
