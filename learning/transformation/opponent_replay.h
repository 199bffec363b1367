#pragma once
// The opponent model against games someone played (issue 15, item 2): a game is replayed through a
// goal engine that plays along as one side (deciding each of its moves within a small budget, so its
// goal net and its model of the opponent evolve as in play, then playing the move that was played)
// and, before each of the other side's moves, is asked what it expects. Shared by the benches
// (bench/goal_engine/opponent_model*.cpp) and `newell learn replies` (reply_model.h).
//
//   replay_opponent_moves(game, rules, moves, machine, 300,
//       [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId played) {
//         hits += top_three_hit(likelihoods_of(engine, legal), index_of(played));
//       });

#include "goals/engine.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// Called before each move of the modelled side (the side that is not `machine`), with the legal
// moves and the move that was played; the engine has not yet observed it.
using OpponentPositionVisit =
    std::function<void(goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId played)>;

// Replays `moves` (the game's notation) from `game`'s current position with a goal engine on
// `rules` playing `machine`'s side at `nodes` a decision. Returns the plies replayed: fewer than
// `moves` when one does not parse or is not legal, or the game is over.
std::size_t replay_opponent_moves(goals::Game& game, goals::Rules& rules, std::span<const std::string> moves,
                                  goals::Side machine, std::uint64_t nodes, const OpponentPositionVisit& visit);

// The engine's likelihood of each legal move (goals::GoalEngine::likelihood_of).
std::vector<double> likelihoods_of(goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal);

// Whether the move played (index `played` into `scores`) is among the three scored highest: 1 when
// surely, a fair share of the places left when it ties at the edge, else 0.
double top_three_hit(std::span<const double> scores, std::size_t played);

// A uniform model's chance: 3 / legal moves (at most 1).
double uniform_top_three(std::size_t legal_moves);

}  // namespace newell::learning::transformation
