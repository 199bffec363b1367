// A check that opens a line onto a man that guards the enemy king, worth less than the man whose
// line opens, is a discovered attack when the line goes on to mate. In the Lichess puzzle Fic8A Ne7+
// checks the king on c8 and opens the queen on d2 onto the rook on d8, next to the king: Qxd8+ Rxd8
// Rxd8#. The rook is worth less than the queen and defended, so no discovery was adopted, and a mate
// did not achieve one.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

TEST_CASE("a check that opens a line onto a guard of the king and mates is named a discovered attack", "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("Fic8A", "2kr3r/ppp2p2/7p/3Np3/2P5/5q2/PPPQ1P1P/3RK3 b - - 1 18",
                                                    {"h8g8", "d5e7", "c8b8", "d2d8", "g8d8", "d1d8"},
                                                    {"backRankMate", "discoveredAttack", "endgame", "long", "mate",
                                                     "mateIn3"});
  CHECK(outcome.solution == "Ne7+");
  CHECK(outcome.played == "Ne7+");
  CHECK(outcome.named.at("discoveredAttack"));
  CHECK(trace_names(outcome.trace, "discover", "Ne7+", "white knight on d5"));
}
