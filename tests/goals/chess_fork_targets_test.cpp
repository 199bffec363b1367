// A fork strikes two pieces at once: a pawn is no fork target. In the Lichess puzzle 00rCD the
// knight on f5 could hit the knight on e4 and the pawn on b7 (Nd6), but the fork is Ne7+, on the
// king and the rook on c8; the trace names that one, and no fork of the engine names a pawn.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using newell::goals::testing::try_with_shipped_chess_rules;

TEST_CASE("a fork names two pieces, never a pawn: the knight's check on king and rook is the fork named",
          "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("00rCD", "1r4k1/pp3pp1/1b5p/1B3N2/1P2nP1P/P5P1/6K1/2B5 b - - 0 29",
                                                    {"b8c8", "f5e7", "g8f8", "e7c8"},
                                                    {"crushing", "endgame", "fork", "short"});
  CHECK(outcome.solution == "Ne7+");
  CHECK(outcome.named.at("fork"));
  for (const auto& goal : outcome.trace.goals) {
    if (goal.owner != "machine" || goal.type != "fork") continue;
    INFO(goal.text);
    for (std::size_t target = 1; target < goal.arguments.size(); ++target)
      CHECK(goal.arguments[target].find("pawn") == std::string::npos);
  }
}
