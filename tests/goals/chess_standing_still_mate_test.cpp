// Standing still is a ply, as a candidate is: a mate the opponent gives after the pass is counted
// from the position before it, as every candidate's is. Black to move, White's queen on d7 and
// bishop on c6 mate on e8 were Black to pass; the trace read "(#0 were we to stand still)".

#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::goals;

TEST_CASE("a mate the opponent gives after the pass reads as a mate in one against us") {
  newell::games::link_chess_game();
  GamePlayer player("chess", "5k1r/3Qb1p1/p1B3p1/4p3/1P3PP1/7P/P2pK3/R6R b - - 0 30",
                    std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", EngineKind::newell);
  const auto played = player.decide({.nodes = 80000});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  const Trace& trace = *played->full_trace;
  INFO(trace.summary);
  CHECK(trace.threat == "Qe8#");
  REQUIRE(trace.standing_still_score);
  CHECK(newell::games::ChessGame("5k1r/3Qb1p1/p1B3p1/4p3/1P3PP1/7P/P2pK3/R6R b - - 0 30")
            .score_text(*trace.standing_still_score) == "-#1");
  CHECK(trace.summary.find("#0") == std::string::npos);
}
