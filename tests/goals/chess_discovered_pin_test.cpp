// A check whose man steps off the line of one of our rooks onto an enemy man next to its king pins
// that man as it strikes. In the Lichess puzzle jW6GO Nb3+ opens the rook on c8 onto the pawn on c2,
// before the king on c1: the pawn may not take the knight, which takes the queen on d2 next. Before
// the knight moved nothing was pinned, so no pin goal named the knight.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

TEST_CASE("a check that opens a rook's line onto a man before its king is named a pin by the checking man",
          "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("jW6GO", "2rq1rk1/4npb1/p5pB/1pn5/3pN3/P4P2/1PPQ1P1P/2KR1B1R w - - 1 16",
                                                    {"h6g7", "c5b3", "c1b1", "b3d2"},
                                                    {"crushing", "master", "opening", "pin", "queensideAttack", "short"});
  CHECK(outcome.solution == "Nb3+");
  CHECK(outcome.played == "Nb3+");
  CHECK(outcome.named.at("pin"));
  CHECK(trace_names(outcome.trace, "pin", "Nb3+", "black knight on c5"));
}
