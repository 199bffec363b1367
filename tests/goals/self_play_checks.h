#pragma once
// The checks each game's adapter test makes on a few plies of self-play: every move the goal
// engine chooses is legal, its trace counts exactly the nodes the game counted, and the rules ran
// without errors.

#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

namespace newell::goals::testing {

inline void check_self_play(Game& game, Rules& rules, int plies) {
  GoalEngine engine(game, rules);
  for (int ply = 0; ply < plies && game.outcome() == Outcome::ongoing; ++ply) {
    const auto before = game.nodes_used();
    const auto decision = engine.choose_move({.nodes = 800});
    REQUIRE(decision.move);
    std::vector<MoveId> moves;
    game.legal_moves(moves);
    CHECK(std::find(moves.begin(), moves.end(), *decision.move) != moves.end());
    CHECK(decision.trace.nodes_used == game.nodes_used() - before);
    CHECK(decision.trace.runtime_errors.empty());
    engine.observe_opponent_move(*decision.move);
    game.make(*decision.move);
  }
}

}  // namespace newell::goals::testing
