// On a large budget (and at a clock) a knight or bishop one of our pawns can attack with a quiet
// push is an att goal too: the piece must give way. From a game against Fairy-Max (black to move,
// a white bishop on g5): there the rules played Qf5 for a fork of the king and the bishop, which
// Bh4 meets, 1.5 pawns worse than h6 by Stockfish at depth 8, and at 100,000 nodes they play f5 for
// ctl(e4); now the push h6 is offered, stands, and outdoes both. A short decision does not seek it.

#include "chess_shipped_decision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell::goals;
using newell::goals::testing::decide_with_shipped_chess_rules;

namespace {
const std::string bishop_on_g5 = "r3k2r/ppn2ppp/1npbq3/3p2B1/3P4/1QP2BP1/PP1NP2P/R4RK1 b kq - 2 16";

bool pawn_attack_on_g5(const Trace& trace) {
  return std::any_of(trace.goals.begin(), trace.goals.end(), [](const TraceGoal& goal) {
    return goal.owner == "machine" && goal.origin_rule == "seek_attack" &&
           goal.text.rfind("att(white bishop on g5, black pawn", 0) == 0;
  });
}
}  // namespace

TEST_CASE("on a large budget a pawn's push at a bishop is offered and played") {
  const Trace trace = decide_with_shipped_chess_rules(bishop_on_g5, 100000);
  INFO(trace.summary);
  CHECK(pawn_attack_on_g5(trace));
  CHECK(trace.source == "goal");
  CHECK(trace.move == "h6");
  CHECK(trace.summary.rfind("h6: plays for att(white bishop on g5", 0) == 0);
}

TEST_CASE("on a short budget a pawn's push at a minor piece is not sought") {
  const Trace trace = decide_with_shipped_chess_rules(bishop_on_g5, 20000);
  INFO(trace.summary);
  CHECK_FALSE(pawn_attack_on_g5(trace));
}
