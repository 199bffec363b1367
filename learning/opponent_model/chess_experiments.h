#pragma once
// The depth-benefit experiment (their Figures 3-4) on chess: M* with a perfect model and minimax
// (MM), each against the same shallower opponent OP, all three searching to a fixed depth with the
// chess core's evaluation (no quiescence: the paper's fixed-depth players, modelled exactly by
// M*'s model); 2/1/0 points a game, colours alternating over the same random openings. A game is
// drawn by stalemate, the fifty-move rule, a third repetition, insufficient material or the ply
// limit. Stored and resumable like the checkers experiments (experiments.h), each game's points
// too (so that shards can share a point's games); the games' moves are not stored.

#include "chess/mstar.h"
#include "learning/opponent_model/experiments.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace newell::learning::opponent_model {

// A fixed-strategy chess player: the move it plays in a position.
using ChessChooser = std::function<chess::Move(const chess::Position&)>;

struct ChessMatchRules {
  int opening_plies = 4;  // random moves at the start, the same for paired games
  int max_plies = 150;    // a draw after this many plies
};

// The points White scored (2 win, 1 draw, 0 loss).
int play_chess_game(const ChessChooser& white, const ChessChooser& black, std::uint64_t opening_seed, const ChessMatchRules& rules);
// Mean points per game of `first` against `second`, colours alternating, game i opening with seed
// `seed + i / 2`.
double chess_mean_points(const ChessChooser& first, const ChessChooser& second, int games, std::uint64_t seed, const ChessMatchRules& rules);

struct ChessDepthBenefitOptions {
  int games = 20;         // per point and player
  int player_depth = 3;   // scaled far below the paper's, to fit a small machine
  std::vector<int> opponent_depths{2, 1};
  std::uint64_t seed = 1;
  ChessMatchRules rules;
  store::Shard shard;  // play only this shard's games of each point (the plot needs them all: merge)
};

LinePlot run_chess_depth_benefit(const store::Database& database, const ChessDepthBenefitOptions& options, const ProgressLine& progress);

}  // namespace newell::learning::opponent_model
