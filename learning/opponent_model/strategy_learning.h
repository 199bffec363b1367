#pragma once
// Learning the opponent's strategy (their Figure 9): for each depth d from 1 to a limit, hill-climb
// a weight vector: search every successor of every training board to d - 1 with the current
// weights, take the dominant board (the end of the principal variation) of each, and ask the linear
// program for weights under which the chosen move's dominant board scores at least as well as each
// alternative's (the man's weight is fixed at 100 to set the scale). A held-out set, never used for
// constraints, measures each vector's prediction accuracy; the climb for a depth ends when the
// accuracy no longer moves by epsilon, and the next depth starts from the best vector so far. The
// result is the (weights, depth) with the best held-out accuracy.

#include "learning/opponent_model/examples.h"
#include "learning/opponent_model/linear_evaluation.h"

#include <functional>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

struct StrategyLearningOptions {
  int max_depth = 4;
  double epsilon = 0.01;     // the least change in held-out accuracy that counts as progress
  int max_iterations = 3;    // per depth (the paper reports 2-3)
  double man_weight = 100;   // fixed: it sets the scale of the other weights
  double weight_bound = 1000;
  double margin = 1;                // how much better (centi-men) the chosen board must score
  bool first_best_tie_break = true; // the opponent takes the first of equal moves (ours do)
  // A vector to climb from as well (a learner's previous model): each depth starts from whichever
  // of it and the best vector so far predicts more held-out moves. Empty: none.
  std::vector<double> warm_start;
};

struct DepthRecord {
  int depth = 0;
  int iterations = 0;
  double accuracy = 0;  // held-out accuracy of the best vector for this depth
  std::vector<double> weights;
};

struct StrategyModel {
  std::vector<double> weights;  // men, kings, then the feature set's terms
  int depth = 1;
  double accuracy = 0;
};

struct StrategyLearningResult {
  StrategyModel best;
  std::vector<DepthRecord> per_depth;
};

// The move the model predicts: its first best move in generation order at its depth.
checkers::Move predicted_move(const checkers::Position& board, const LinearEvaluation& function, int depth);
// The fraction of examples whose chosen move the model predicts.
double prediction_accuracy(const std::vector<Example>& examples, const LinearEvaluation& function, int depth);

// Throws std::runtime_error when lp_solve fails. `progress` (may be empty) hears each iteration.
StrategyLearningResult learn_strategy(const FeatureSet& features, const std::vector<Example>& training,
                                      const std::vector<Example>& testing, const StrategyLearningOptions& options = {},
                                      const std::function<void(const DepthRecord&)>& progress = {});

}  // namespace newell::learning::opponent_model
