// A subgoal serves its parents only: once every parent is retired (its man taken), the subgoal is
// retired too and offers no more moves. Before, a game against Fairy-Max had the king walk to hold
// e3 for the defence of a bishop taken twenty moves earlier while a pawn ran through to queen.

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

bool every_parent_retired(const GoalNet& net, GoalId id) {
  const auto parents = net.parents(id);
  return !parents.empty() && std::all_of(parents.begin(), parents.end(), [&](GoalId parent) { return net[parent].retired; });
}

// A subgoal that names only men still on the board, retired because its parents were.
bool retired_with_its_parents(const goals::Game& game, const goals::Rules& rules, const GoalNet& net, GoalId id) {
  const goals::Goal& goal = net[id];
  if (!goal.retired || goal.origin != goals::GoalOrigin::transform || !every_parent_retired(net, id)) return false;
  const auto& parameters = rules.program().goals()[goal.type].achieved.parameters;
  for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i)
    if (parameters[i] == interpreter::types::man && !game.square_of(goal.arguments[i])) return false;
  return true;
}
}  // namespace

TEST_CASE("a subgoal whose parents are all retired is retired with them, over a game of exchanges") {
  // A middlegame full of exchanges (WAC.036), played on by the goal engine for both sides.
  const std::string fen = "3r4/2p1rk2/1pQq1pp1/7p/1P1P4/P4P2/6PP/R1R3K1 b - - 0 1";
  std::array<std::unique_ptr<games::ChessGame>, 2> boards{std::make_unique<games::ChessGame>(fen),
                                                          std::make_unique<games::ChessGame>(fen)};
  std::array<std::unique_ptr<goals::Rules>, 2> rules{goals::Rules::load(chess_rules, boards[0]->registry()),
                                                     goals::Rules::load(chess_rules, boards[1]->registry())};
  std::array<std::unique_ptr<goals::GoalEngine>, 2> engines{std::make_unique<goals::GoalEngine>(*boards[0], *rules[0]),
                                                            std::make_unique<goals::GoalEngine>(*boards[1], *rules[1])};
  int orphans_retired = 0;
  int ply = 0;
  for (; ply < 40 && boards[0]->outcome() == goals::Outcome::ongoing; ++ply) {
    const std::size_t mover = static_cast<std::size_t>(ply % 2);
    const auto decision = engines[mover]->choose_move({.nodes = 2000});
    REQUIRE(decision.move);
    const GoalNet& net = engines[mover]->net();
    for (GoalId id = 0; id < net.size(); ++id) {
      if (net[id].origin != goals::GoalOrigin::transform) continue;
      INFO("ply " << ply << ", goal " << id);
      CHECK_FALSE((!net[id].retired && every_parent_retired(net, id)));
      orphans_retired += retired_with_its_parents(*boards[mover], *rules[mover], net, id);
    }
    // The trace's net names no retired goal as a parent: every edge it draws joins two goals it lists.
    for (const auto& goal : decision.trace.goals)
      for (const auto& edge : goal.parents) {
        INFO("ply " << ply << ", " << goal.text << " under #" << edge.parent);
        CHECK(std::any_of(decision.trace.goals.begin(), decision.trace.goals.end(),
                          [&](const goals::TraceGoal& listed) { return listed.id == edge.parent; }));
      }
    const std::string move = boards[mover]->move_text(*decision.move);
    const std::size_t other = 1 - mover;
    const auto theirs = boards[other]->parse_move(move);
    REQUIRE(theirs);
    engines[other]->observe_opponent_move(*theirs);
    boards[other]->make(*theirs);
    boards[mover]->make(*decision.move);
  }
  INFO("plies played: " << ply);
  // The game did take men whose goals had subgoals: the case this test is about occurred.
  CHECK(orphans_retired > 0);
  CHECK(ply == 40);
}
