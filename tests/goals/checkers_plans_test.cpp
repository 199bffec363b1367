// The checkers endgame plans of rules/checkers/newell.nwl played out: the goal engine with two kings
// against our alpha-beta core with one, at small node budgets so that each game takes well under a
// second (bench/goal_engine/checkers_plans.cpp plays every start and the textbook positions).

#include "games/checkers/checkers_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace newell;

namespace {

const std::string checkers_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";

struct PlanGame {
  bool won = false;
  int moves = 0;                      // the goal engine's
  int fallbacks = 0;
  std::map<std::string, int> kinds;   // the goal type that chose each of its moves
};

// The side to move is the goal engine's, the other the core's at a fixed node budget.
PlanGame play_plan(const std::string& fen, int max_moves = 40) {
  games::link_checkers_game();
  goals::GamePlayer attacker("checkers", fen, checkers_rules, goals::EngineKind::newell);
  goals::GamePlayer defender("checkers", fen, checkers_rules, goals::EngineKind::alphabeta);
  const goals::Side winner = attacker.game().side_to_move();
  PlanGame game;
  while (game.moves < max_moves) {
    auto ours = attacker.decide({.nodes = 3000});
    if (!ours) break;
    ++game.moves;
    REQUIRE(ours->full_trace);
    if (ours->full_trace->source != "goal") ++game.fallbacks;
    else if (ours->full_trace->tactic) ++game.kinds[ours->full_trace->tactic->kind];
    defender.play_opponent(ours->move);
    auto theirs = defender.decide({.nodes = 20000});
    if (!theirs) break;
    attacker.play_opponent(theirs->move);
  }
  const auto outcome = attacker.game().outcome();
  game.won = outcome == (winner == 0 ? goals::Outcome::first_side_wins : goals::Outcome::second_side_wins);
  return game;
}

}  // namespace

TEST_CASE("two kings drive the lone king out of the double corner: approach, shut the corner, win") {
  PlanGame game = play_plan("W:WK7,K22:BK19");
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
    CHECK(play_plan(fen).won);
  }
}
