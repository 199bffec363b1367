// A discovered attack is judged by the line its moving man began: the man steps out of the line of
// a man of ours and makes a threat of its own, and the enemy, unable to meet both, loses material,
// though not always the man the line opened onto. In the Lichess puzzle 019Oa Nf6 attacks the queen
// on h7 and opens the queen on d8 onto the bishop on d2. The reply the opponent model holds likeliest,
// Qxg7+ (a capture with check), gives the queen for a pawn and leaves the bishop standing; judged only
// by the bishop's fall, the discovery's tactic began with Nc3+.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

namespace {
newell::games::PuzzleOutcome lichess_019Oa() {
  return try_with_shipped_chess_rules("019Oa", "3q4/5kpp/p1p5/1p1n4/2p1Q1P1/P6P/1PPB4/1K6 w - - 0 33",
                                      {"e4h7", "d5f6", "h7f5", "d8d2"}, {"advantage", "discoveredAttack", "endgame", "short"});
}
}  // namespace

TEST_CASE("a discovery whose moving man begins a line that wins material is named for that man's move", "[puzzles]") {
  const auto outcome = lichess_019Oa();
  CHECK(outcome.solution == "Nf6");
  CHECK(outcome.played == "Nf6");
  CHECK(outcome.named.at("discoveredAttack"));
  CHECK(trace_names(outcome.trace, "discover", "Nf6", "black knight on d5"));
}

TEST_CASE("a line's first man is no achievement at the root: the discovery is not achieved before it is played", "[puzzles]") {
  const auto outcome = lichess_019Oa();
  bool listed = false;
  for (const auto& goal : outcome.trace.goals) {
    if (goal.owner != "machine" || goal.type != "discover") continue;
    listed = true;
    INFO(goal.text);
    CHECK_FALSE(goal.achieved);
  }
  CHECK(listed);
}
