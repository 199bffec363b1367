// The goal net a trace shows draws an edge only between goals it lists: a subgoal whose parent was
// retired (its man taken) keeps its edge in the engine's net, where learning credits the rule that
// grew it, but the trace does not point at a goal it leaves out.

#include "games/chess/chess_game.h"
#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <string>

using namespace newell;
using goals::GoalId;
using goals::GoalNet;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

bool some_parent_retired(const GoalNet& net, GoalId id) {
  const auto parents = net.parents(id);
  return std::any_of(parents.begin(), parents.end(), [&](GoalId parent) { return net[parent].retired(); });
}
}  // namespace

TEST_CASE("a trace's net draws no edge to a retired goal, over a game of exchanges") {
  // A middlegame full of exchanges (WAC.036), played on by the goal engine for both sides.
  const std::string fen = "3r4/2p1rk2/1pQq1pp1/7p/1P1P4/P4P2/6PP/R1R3K1 b - - 0 1";
  std::array<std::unique_ptr<games::ChessGame>, 2> boards{std::make_unique<games::ChessGame>(fen),
                                                          std::make_unique<games::ChessGame>(fen)};
  std::array<std::unique_ptr<goals::Rules>, 2> rules{goals::Rules::load(chess_rules, boards[0]->registry()),
                                                     goals::Rules::load(chess_rules, boards[1]->registry())};
  std::array<std::unique_ptr<goals::GoalEngine>, 2> engines{std::make_unique<goals::GoalEngine>(*boards[0], *rules[0]),
                                                            std::make_unique<goals::GoalEngine>(*boards[1], *rules[1])};
  int under_retired_parents = 0;
  int ply = 0;
  for (; ply < 40 && boards[0]->outcome() == goals::Outcome::ongoing; ++ply) {
    const std::size_t mover = static_cast<std::size_t>(ply % 2);
    const auto decision = engines[mover]->choose_move({.nodes = 2000});
    REQUIRE(decision.move);
    const GoalNet& net = engines[mover]->net();
    for (const auto& goal : decision.trace.goals) {
      under_retired_parents += some_parent_retired(net, goal.id);
      for (const auto& edge : goal.parents) {
        INFO("ply " << ply << ", " << goal.text << " under #" << edge.parent);
        CHECK(std::any_of(decision.trace.goals.begin(), decision.trace.goals.end(),
                          [&](const goals::TraceGoal& listed) { return listed.id == edge.parent; }));
      }
    }
    const std::string move = boards[mover]->move_text(*decision.move);
    const std::size_t other = 1 - mover;
    const auto theirs = boards[other]->parse_move(move);
    REQUIRE(theirs);
    engines[other]->observe_opponent_move(*theirs);
    boards[other]->make(*theirs);
    boards[mover]->make(*decision.move);
  }
  // Forty plies, or fewer where a side is mated first (White mates at the 24th since quiet attacks on
  // the queen are tried first): the game did take men whose goals had subgoals, the case this test
  // is about.
  INFO("plies played: " << ply);
  CHECK(under_retired_parents > 0);
}
