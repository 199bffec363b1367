// In the ending a player's aims change: the king comes to the centre and the enemy's passed pawn is
// stopped. Before these were goals of the chess rules, no goal offered a move in such positions and
// the core's own move was played as a fallback (Kd2 against the pawn on d3, Kc2 for the king on b1).

#include "chess_shipped_decision.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::goals;
using newell::goals::testing::sought_by;

namespace {
Trace decide(const std::string& fen, std::uint64_t nodes) {
  return newell::goals::testing::decide_with_shipped_chess_rules(fen, nodes);
}
}  // namespace

TEST_CASE("in the ending the king steps onto the path of the enemy's passed pawn to stop it") {
  const Trace trace = decide("8/8/4k3/8/8/3p4/8/4K3 w - - 0 1", 20000);
  INFO(trace.summary);
  CHECK(sought_by(trace, "seek_stop"));
  CHECK(trace.source == "goal");
  CHECK(trace.move == "Kd2");
  REQUIRE(trace.tactic);
  CHECK(trace.tactic->kind == "stop");
  CHECK(trace.summary.rfind("Kd2: plays for stop(black pawn on d3)", 0) == 0);
}

TEST_CASE("in the ending a king in the corner is brought nearer the centre") {
  const Trace trace = decide("8/8/8/4k3/8/8/1P6/1K6 w - - 0 1", 20000);
  INFO(trace.summary);
  CHECK(sought_by(trace, "seek_centralise"));
  CHECK(trace.source == "goal");
  REQUIRE(trace.tactic);
  CHECK(trace.tactic->kind == "centralise");
  // Kc2 or Kc1: a step that brings the king from b1 nearer d4-e5.
  CHECK((trace.move == "Kc2" || trace.move == "Kc1"));
}

TEST_CASE("the king is not sent to the centre while queens and rooks are on the board") {
  // The same kings with a queen and a rook each: no ending, so no centralise goal.
  const Trace trace = decide("6r1/2q5/8/4k3/8/8/1P6/1K1Q3R w - - 0 1", 20000);
  INFO(trace.summary);
  CHECK_FALSE(sought_by(trace, "seek_centralise"));
}
