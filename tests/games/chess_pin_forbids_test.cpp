// pin_forbids(P, Q): a man pinned to its king guards the squares off its line in name only.

#include "chess_fixture.h"

#include <catch2/catch.hpp>

using newell::games::testing::ChessLanguage;

TEST_CASE("chess: a pawn pinned to its king may not take off the line of the pin") {
  // The black pawn on g7 is pinned to the king on h8 by the bishop on b2 (the long diagonal).
  ChessLanguage pinned("7k/6p1/8/8/8/8/1B6/K7 w - - 0 1");
  CHECK(pinned.value("pin_forbids(man_at(g7), h6)") == "true");
  CHECK(pinned.value("pin_forbids(man_at(g7), f6)") == "false");  // along the diagonal it may take
  CHECK(pinned.value("pin_forbids(man_at(g7), g6)") == "false");  // a square it does not attack
  CHECK(pinned.value("pin_forbids(man_at(h8), g7)") == "false");  // the king is never pinned
  ChessLanguage free_pawn("6k1/6p1/8/8/8/8/1B6/K7 w - - 0 1");
  CHECK(free_pawn.value("pin_forbids(man_at(g7), h6)") == "false");
}
