// A pin is exploited by a blow that wins more than the pinned man: a knight checks on a square the
// pinned pawn guards in name only and forks the king and a rook. In the Lichess puzzle hA7jw the pawn
// on f7, pinned by the rook on b7 to the king on g7, cannot take the knight on e6; Ne6+ wins the rook
// on f4. Judged only by the pawn's fall, the pin's tactic began with Nxf7.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

TEST_CASE("a check on a square a pinned pawn cannot take that wins a rook is named a pin by the checking man",
          "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("hA7jw", "8/1R3pkp/3p1np1/p5N1/P4rP1/7P/8/6K1 b - - 1 31",
                                                    {"f6g4", "g5e6", "g7h6", "e6f4"},
                                                    {"advantage", "endgame", "pin", "short"});
  CHECK(outcome.solution == "Ne6+");
  CHECK(outcome.played == "Ne6+");
  CHECK(outcome.named.at("pin"));
  CHECK(trace_names(outcome.trace, "pin", "Ne6+", "white knight on g5"));
}
