#include "learning/opponent_model/strategy_learning.h"

#include "learning/opponent_model/strategy_climb.h"

namespace newell::learning::opponent_model {

checkers::Move predicted_move(const checkers::Position& board, const LinearEvaluation& function, int depth) {
  return checkers::alphabeta_minimax(board, depth, function).best;
}

double prediction_accuracy(const std::vector<Example>& examples, const LinearEvaluation& function, int depth) {
  return prediction_accuracy_of(examples, function, depth);
}

StrategyLearningResult learn_strategy(const FeatureSet& features, const std::vector<Example>& training,
                                      const std::vector<Example>& testing, const StrategyLearningOptions& options,
                                      const std::function<void(const DepthRecord&)>& progress) {
  StrategyGame game;
  game.name = "strategy learning";
  // Start from material alone: men and kings alike, no term (their w_0 = 1, at our scale).
  game.start.assign(static_cast<std::size_t>(features.size()), 0.0);
  game.start[0] = game.start[1] = options.man_weight;
  game.held_out_accuracy = [&](const std::vector<double>& weights, int depth) {
    return prediction_accuracy(testing, LinearEvaluation(features, weights), depth);
  };
  game.comparisons = [&](const std::vector<double>& weights, int depth, const ComparisonSink& sink) {
    const auto features_for = [&](const checkers::Position& board, checkers::Color viewpoint, std::vector<double>& out) {
      features.features_for(board, viewpoint, out);
    };
    compare_choices(training, LinearEvaluation(features, weights), depth, features_for, sink);
  };
  return climb_strategy(game, options, progress);
}

}  // namespace newell::learning::opponent_model
