// An attack on a man worth more than its attacker begins with the move that brings a man to bear on
// it (the chess rules' utility_att): the knight that comes to hit the queen is among the two first
// moves att's tactic tries, where the checks and captures had crowded it out.

#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell::goals;

namespace {
struct Played {
  std::string move;
  std::string summary;
  bool queen_attack_begins_with_it = false;
};

// The goal engine's move at 2,000 nodes with the shipped chess rules, and whether the attack on the
// enemy queen named in `target` is a tactic that begins with it.
Played decide(const std::string& position, const std::string& target) {
  newell::games::link_chess_game();
  GamePlayer player("chess", position, std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", EngineKind::newell);
  const auto played = player.decide({.nodes = 2000});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  const auto& goals = played->full_trace->goals;
  const bool begins = std::any_of(goals.begin(), goals.end(), [&](const TraceGoal& goal) {
    return goal.owner == "machine" && goal.type == "att" && goal.text.find(target) != std::string::npos && goal.tactic &&
           goal.tactic->first_move == played->notation;
  });
  return {played->notation, played->full_trace->summary, begins};
}
}  // namespace

TEST_CASE("a knight that comes to attack the queen begins the attack on it, though it may be taken") {
  // WAC.007: Ne3 attacks the queen on d1; fxe3 opens the diagonal for Qh4+, and g3 Qxg3 mates. With
  // the captures and checks tried first, Nxe5 was played.
  const auto played = decide("rnbqkb1r/pppp1ppp/8/4P3/6n1/7P/PPPNPPP1/R1BQKBNR b KQkq - 0 1", "att(white queen on d1");
  CHECK(played.move == "Ne3");
  CHECK(played.queen_attack_begins_with_it);
  CHECK(played.summary.find("Ne3: plays for att(white queen on d1") == 0);
}

TEST_CASE("a queen in the middle of the board is attacked by the knight that comes to hit it") {
  // WAC.016: Nc3 attacks the queen on d5; after Qd6, Ne4 hits it and the bishop on c5 together.
  // Before, the attack's tactic tried only c4 and c3, the pawn moves that hit the queen.
  const auto played = decide("r4rk1/ppp2ppp/2n5/2bqp3/8/P2PB3/1PP1NPPP/R2Q1RK1 w - - 0 1", "att(black queen on d5");
  CHECK(played.move == "Nc3");
  // c4 too attacks the queen, and its line is a little likelier; the goal evaluation prefers Nc3.
  CHECK(played.summary.find("Nc3: plays for att(black queen on d5") == 0);
}
