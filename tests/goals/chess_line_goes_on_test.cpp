// A tactic searches on while its plan works (the chess rules' line_goes_on): in WAC.056 the bishop
// takes on f2 with check, the king takes it, the knight takes on e4 with check, and only at the
// sixth ply does the queen on g3, hanging to the knight, fall. Four plies (the rules' tactic depth)
// end the line before that; the two plies the line goes on while a man the goal names hangs find it.

#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell::goals;

TEST_CASE("a chess tactic goes on past its depth while the man it aims at hangs, and the trace shows the whole line") {
  newell::games::link_chess_game();
  GamePlayer player("chess", "r1bqk2r/pppp1ppp/5n2/2b1n3/4P3/1BP3Q1/PP3PPP/RNB1K1NR b KQkq - 0 1",
                    std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", EngineKind::newell);
  const auto played = player.decide({.nodes = 2000});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  CHECK(played->notation == "Bxf2+");
  const auto& goals = played->full_trace->goals;
  const auto queen_falls = std::find_if(goals.begin(), goals.end(), [](const TraceGoal& goal) {
    return goal.owner == "machine" && goal.tactic && goal.tactic->first_move == "Bxf2+" &&
           goal.tactic->line.size() >= 5 && goal.tactic->line[4] == "Nxg3";
  });
  REQUIRE(queen_falls != goals.end());
  CHECK(queen_falls->tactic->depth == 6);
  CHECK(queen_falls->tactic->likelihood > 0.5);
}
