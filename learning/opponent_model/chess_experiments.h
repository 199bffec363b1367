#pragma once
// The opponent-model experiments on chess. Function benefit (Figure 5), model accuracy (Figure 10)
// and the learning player (Figure 11) are the checkers experiments' own code (game_experiments.h) given chess
// (ChessExperiments in chess_experiments.cpp: the core's evaluation as f1, chess_strategies.h's
// f2 and chess strategy learning). The depth-benefit experiment (their Figures 3-4) on chess: M* with a perfect model and minimax
// (MM), each against the same shallower opponent OP, all three searching to a fixed depth with the
// chess core's evaluation (no quiescence: the paper's fixed-depth players, modelled exactly by
// M*'s model); 2/1/0 points a game, colours alternating over the same random openings. A game is
// drawn by stalemate, the fifty-move rule, a third repetition, insufficient material or the ply
// limit. Stored and resumable like the checkers experiments (experiments.h), each game's points
// too (so that shards can share a point's games), and every game (kind chess, SAN moves) as on checkers.

#include "chess/mstar.h"
#include "learning/opponent_model/experiments.h"
#include "learning/opponent_model/game_player.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

// A fixed-strategy chess player: the move it plays in a position.
using ChessChooser = std::function<chess::Move(const chess::Position&)>;

// A finished chess game as the experiments keep it: its moves in SAN from the start position and
// how it ended ("checkmate", "stalemate", "draw at the ply limit", ...).
struct ChessPlayedGame {
  std::vector<std::string> san;
  std::string termination;
};

struct ChessMatchRules {
  int opening_plies = 4;  // random moves at the start, the same for paired games
  int max_plies = 150;    // a draw after this many plies
  // Called with every finished game (its players, the points White scored), so that the
  // experiments keep their games in the store; empty: nothing is kept (and no SAN is written).
  std::function<void(const ChessPlayedGame& game, const GamePlayer<chess::Position>& white, const GamePlayer<chess::Position>& black,
                     int white_points)>
      on_game_end;
};

// The points White scored (2 win, 1 draw, 0 loss); each player hears the other's moves (after the
// opening's random ones).
int play_game(GamePlayer<chess::Position>& white, GamePlayer<chess::Position>& black, std::uint64_t opening_seed, const ChessMatchRules& rules);
// Mean points per game of `first` against `second`, colours alternating, game i opening with seed
// `seed + i / 2`.
double mean_points(GamePlayer<chess::Position>& first, GamePlayer<chess::Position>& second, int games, std::uint64_t seed,
                   const ChessMatchRules& rules);

// The same for two fixed choosers.
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

// Figure 5 on chess: OP plays the core's evaluation truncated to -a..a (f^a), one ply or more
// shallower than M* and minimax; a in centipawns. The command's chess defaults: depths 3 and 2.
using ChessFunctionBenefitOptions = FunctionBenefitSettings<ChessMatchRules>;
LinePlot run_chess_function_benefit(const store::Database& database, const ChessFunctionBenefitOptions& options, const ProgressLine& progress);

// Figure 10 on chess: held-out accuracy of the learned model by model depth against three fixed
// opponents, (f1, d), (f2, d) and (f1, d') with d' < d; f1 the core's evaluation, f2 chess_variation().
LinePlot run_chess_model_accuracy(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress);

// Figure 11 on chess: the learning player (the core's evaluation) against a fixed opponent playing
// chess_variation() (f2), learning a linear model over chess_features.h between games.
using ChessLearningPlayerOptions = LearningPlayerSettings<ChessMatchRules>;
LinePlot run_chess_learning_player(const store::Database& database, const ChessLearningPlayerOptions& options, const ProgressLine& progress);

}  // namespace newell::learning::opponent_model
