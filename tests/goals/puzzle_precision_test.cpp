// Precision of the named tactics: which kinds a trace names for a move, and which puzzles are
// themed as a kind (games/chess/lichess_puzzles.h).

#include "games/chess/lichess_puzzles.h"

#include <catch2/catch.hpp>

using namespace newell::goals;
using namespace newell::games;

namespace {

TraceGoal goal_with_tactic(std::string owner, std::string type, std::vector<std::string> arguments, std::string first) {
  TraceGoal goal;
  goal.owner = std::move(owner);
  goal.type = std::move(type);
  goal.arguments = std::move(arguments);
  goal.tactic = TraceTactic{};
  goal.tactic->first_move = std::move(first);
  return goal;
}

}  // namespace

TEST_CASE("a trace names a kind for a move only through the engine's goal of that kind struck by the moving man",
          "[puzzles]") {
  Trace trace;
  trace.goals.push_back(goal_with_tactic("machine", "fork", {"white knight on e4", "black king on g8", "black rook on d8"},
                                         "Nf6+"));
  trace.goals.push_back(goal_with_tactic("opponent", "pin", {"black bishop on b4", "white knight on c3"}, "Nf6+"));
  trace.goals.push_back(goal_with_tactic("machine", "mate", {"black king on g8"}, "Qh7+"));
  CHECK(trace_names(trace, "fork", "Nf6+", "white knight on e4"));
  CHECK_FALSE(trace_names(trace, "fork", "Nf6+", "white queen on d1"));  // another man strikes
  CHECK_FALSE(trace_names(trace, "fork", "Nd6", "white knight on e4"));   // another first move
  CHECK_FALSE(trace_names(trace, "pin", "Nf6+", "black bishop on b4"));   // the opponent's goal
  CHECK(trace_names(trace, "mate", "Qh7+", "white queen on h5"));         // a mate is of the enemy king
}

TEST_CASE("a puzzle is themed as a kind by its theme, any mate as a mate", "[puzzles]") {
  Puzzle puzzle;
  puzzle.themes = {"crushing", "discoveredAttack", "mateIn3", "mate"};
  CHECK(themed_as(puzzle, "discover"));
  CHECK(themed_as(puzzle, "mate"));
  CHECK_FALSE(themed_as(puzzle, "fork"));
  CHECK(named_kinds().size() == 5);
}
