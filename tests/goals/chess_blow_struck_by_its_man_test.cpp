// A named blow is struck by the man it names: a discovery's tactic begins with the move that opens
// the line, a pin's, fork's or skewer's with a move of the man that pins, forks or skewers. Before,
// the tactic of discover(bishop on g2, queen on g3, king on g1) in the Lichess puzzle AAT0j began
// with the queen's own Qh3, and that of pin(knight on e4, pawn on h2) in 02Hhq with Qxg3: lines
// that name a blow the move does not strike, and the blow itself (Bh3+) went unsearched.

#include "chess_puzzle.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::goals;
using namespace newell::goals::testing;

namespace {

// The kind of man a move in SAN moves ("Bh3+": bishop; "exd5", "O-O": pawn, king).
std::string kind_moved(const std::string& san) {
  switch (san.empty() ? ' ' : san.front()) {
    case 'K': case 'O': return "king";
    case 'Q': return "queen";
    case 'R': return "rook";
    case 'B': return "bishop";
    case 'N': return "knight";
    default: return "pawn";
  }
}

// Every named blow's tactic in the trace begins with a move of the man the goal names first (by
// kind: the trace names men as "black bishop on g2").
void check_blows_struck_by_their_men(const Trace& trace) {
  int blows = 0;
  for (const auto& goal : trace.goals) {
    if (goal.owner != "machine" || !goal.tactic || goal.tactic->first_move.empty() || goal.arguments.empty()) continue;
    if (goal.type != "pin" && goal.type != "fork" && goal.type != "skewer" && goal.type != "discover") continue;
    INFO(goal.text << " begins " << goal.tactic->first_move);
    std::string kind = " ";  // built in steps: GCC 12 warns (-Wrestrict) of `" " + string`
    kind += kind_moved(goal.tactic->first_move);
    kind += " on ";
    CHECK(goal.arguments.front().find(kind) != std::string::npos);
    ++blows;
  }
  CHECK(blows > 0);
}

}  // namespace

TEST_CASE("a discovery's tactic begins with the move that opens its line", "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("AAT0j", "rn3rk1/2p3pp/pp2p3/5p2/1P1P1P2/P1NBP1q1/2QN2b1/R4RK1 w - - 1 18",
                                                    {"f1f2", "g2h3", "g1h1", "g3f2"},
                                                    {"advantage", "deflection", "discoveredAttack", "kingsideAttack",
                                                     "master", "middlegame", "short"}, 10000);
  CHECK(outcome.played == "Bh3+");
  CHECK(trace_names(outcome.trace, "discover", "Bh3+", "black bishop on g2"));
  check_blows_struck_by_their_men(outcome.trace);
}

TEST_CASE("a pin's tactic begins with a move of the man that strikes it", "[puzzles]") {
  const auto outcome = try_with_shipped_chess_rules("02Hhq", "1b6/p6k/1p5p/3p1p2/PP2nP2/2P1Q1Pq/7P/4R2K w - - 1 40",
                                                    {"e3d4", "e4g3", "h1g1", "g3e4"},
                                                    {"crushing", "endgame", "pin", "short"}, 10000);
  CHECK(outcome.played == "Nxg3+");
  CHECK(outcome.named_in_line.at("pin"));
  check_blows_struck_by_their_men(outcome.trace);
}
