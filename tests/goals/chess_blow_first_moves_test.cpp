// A named blow's tactic tries its own first moves before the other men's checks and captures, and
// the trace names it (the chess rules' utility_discover and utility_pin). Each of these puzzles was
// played, or missed, by a tactic that started elsewhere before them: the trace named no discovery
// or pin for the solution.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::goals::testing;

TEST_CASE("a discovery's first move is the one whose man takes while the line it opens checks", "[puzzles]") {
  // 00dqP: Bxd5+ takes a pawn and opens the rook's g-file onto the king; the check is the rook's,
  // and the bishop, now on the long diagonal, takes the rook on a8.
  const auto outcome = try_with_shipped_chess_rules(
      "00dqP", "r1b2rk1/5p1p/p3pP2/1p1p4/5q1n/1P5P/P1P1QPB1/1K1R2R1 b - - 2 21", {"f4f6", "g2d5", "h4g6", "d5a8"},
      {"advantage", "discoveredAttack", "middlegame", "short"});
  CHECK(outcome.solution == "Bxd5+");
  CHECK(outcome.played == "Bxd5+");
  CHECK(outcome.named.at("discoveredAttack"));
}

TEST_CASE("a discovery's tactic tries the knight move that opens the queen's line before the queen's own", "[puzzles]") {
  // pTBWd: Nf6+ checks, and opens the queen on f3 onto the queen on b7, which falls.
  const auto outcome = try_with_shipped_chess_rules("pTBWd", "5rk1/p3pp1p/6p1/3Nb3/1q6/5Q2/PP4PP/3R3K b - - 3 24",
                                                    {"b4b7", "d5f6", "e7f6", "f3b7"},
                                                    {"crushing", "discoveredAttack", "endgame", "short"});
  CHECK(outcome.solution == "Nf6+");
  CHECK(outcome.played == "Nf6+");
  CHECK(outcome.named.at("discoveredAttack"));
}

TEST_CASE("a pin's tactic tries first the check on a square the pinned pawn may not take", "[puzzles]") {
  // Kfzvj: the pawn on g2, pinned to its king by the rook on g6, guards f3 in name only: Nf3+.
  // At 5,000 nodes, the games' budget: since an attack on the queen tries Be7 first (utility_att) and
  // the king is pressed (press), a decision of 2,500 nodes or fewer spends its tactics' share before
  // the pin's tactic is searched; from 3,000 it is searched and begins with Nf3+, as the solution
  // does (the move played there is Kh7 or Qf3: the pin's line is likely 0.5).
  const auto outcome = try_with_shipped_chess_rules("Kfzvj", "r5k1/ppp2p2/3b2rp/3pnq2/7Q/3PB3/PPPN1PPP/R4RK1 w - - 7 18",
                                                    {"h2h3", "e5f3", "d2f3", "f5f3"},
                                                    {"advantage", "kingsideAttack", "middlegame", "pin", "short"}, 5000);
  CHECK(outcome.solution == "Nf3+");
  CHECK(trace_names(outcome.trace, "pin", "Nf3+", "black knight on e5"));
}
