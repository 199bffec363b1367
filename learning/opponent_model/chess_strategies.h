#pragma once
// The chess functions of the opponent-model experiments, the counterparts of strategies.h on
// checkers: the player's function f1 is the chess core's evaluation; the fixed opponent of the
// learning-player experiment plays another function f2 (one that likes the centre and pushing
// pawns more than the core does, and knows nothing of the core's piece-square tables), so that
// the player has something to learn; and the chess Strategy of the learning player
// (learning_player.h): a linear model over chess_features.h learned by learn_chess_strategy.

#include "chess/evaluation.h"
#include "learning/opponent_model/chess_features.h"
#include "learning/opponent_model/chess_learning.h"

#include <functional>
#include <vector>

namespace newell::learning::opponent_model {

// f1: the chess core's evaluation, for the side to move (centipawns).
struct ChessCoreEvaluation {
  int operator()(const chess::Position& position) const { return chess::evaluate(position); }
};

// f2: pawns 100, minor pieces 300, rook 500, queen 900, centre 40, pawn advancement 15, doubled
// pawns -20 a pawn (times ChessLinearEvaluation::scale; only the order of moves matters to a player).
inline ChessLinearEvaluation chess_variation() { return ChessLinearEvaluation({100, 300, 300, 500, 900, 0, 40, 15, 0, -20}); }

struct ChessStrategy {
  using Position = chess::Position;
  using Example = ChessExample;
  using ModelEvaluation = ChessLinearEvaluation;
  StrategyLearningResult learn(const std::vector<ChessExample>& training, const std::vector<ChessExample>& testing,
                               const StrategyLearningOptions& options, const std::function<void(const DepthRecord&)>& progress = {}) const {
    return learn_chess_strategy(training, testing, options, progress);
  }
  ChessLinearEvaluation evaluation(const std::vector<double>& weights) const { return ChessLinearEvaluation(weights); }
};

}  // namespace newell::learning::opponent_model
