// A discovered attack opened by a check: the moving man checks while its move opens the line of a
// man of ours onto an enemy man as valuable as that man; the enemy answers the check and loses the
// other. In the Lichess puzzle ltFvd Nxe7+ checks the king on c8 and opens the queen on g2 onto the
// queen on c6 (defended, worth what ours is): the trace names the discovery with the knight.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

TEST_CASE("a check that opens a line onto a man as valuable as its attacker is named a discovered attack",
          "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("ltFvd", "2kr4/pp1rbppp/6q1/3N1b2/5P2/6P1/PPP3QP/2KRR3 b - - 0 19",
                                                    {"g6c6", "d5e7", "d7e7", "g2c6", "b7c6", "e1e7"},
                                                    {"crushing", "discoveredAttack", "fork", "long", "middlegame"});
  CHECK(outcome.solution == "Nxe7+");
  CHECK(outcome.named.at("discoveredAttack"));
  CHECK(trace_names(outcome.trace, "discover", "Nxe7+", "white knight on d5"));
}
