#pragma once
// Learning a chess opponent's depth (their Figure 6) and strategy (Figure 9) from its moves, over
// the chess features of chess_features.h, with M*'s chess search (chess/mstar.h). The same
// procedure as strategy_learning.h on checkers (see there and the README): hill climbing per
// depth on a linear program over the dominant boards, a held-out set to stop, the first of equal
// moves taken by the opponent; the pawn's weight is fixed at 100 to set the scale.

#include "chess/mstar.h"
#include "learning/opponent_model/chess_features.h"
#include "learning/opponent_model/depth_learning.h"
#include "learning/opponent_model/strategy_learning.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace newell::learning::opponent_model {

struct ChessExample {
  chess::Position board;
  chess::Move chosen;
};

using ChessFunction = std::function<int(const chess::Position&)>;

// A fixed opponent's choices on positions after 2-30 random legal moves from the start (positions
// with fewer than two legal moves are left out).
std::vector<ChessExample> make_chess_examples(const ChessFunction& function, int depth, std::uint64_t seed, int count);

// Figure 6 on chess: each example adds, per depth, the successors the chosen move is at least as
// good as minus those better (by `function` searched to depth - 1 below each successor).
void add_chess_depth_evidence(const ChessExample& example, const ChessFunction& function, DepthCounts& counts);

chess::Move chess_predicted_move(const chess::Position& board, const ChessFunction& function, int depth);
double chess_prediction_accuracy(const std::vector<ChessExample>& examples, const ChessFunction& function, int depth);

// Throws std::runtime_error when lp_solve fails. The weights are over chess_features.
StrategyLearningResult learn_chess_strategy(const std::vector<ChessExample>& training, const std::vector<ChessExample>& testing,
                                            StrategyLearningOptions options = {},
                                            const std::function<void(const DepthRecord&)>& progress = {});

}  // namespace newell::learning::opponent_model
