#include "learning/opponent_model/strategy_learning.h"

#include "learning/opponent_model/linear_program.h"

#include <cmath>
#include <stdexcept>

namespace newell::learning::opponent_model {

checkers::Move predicted_move(const checkers::Position& board, const LinearEvaluation& function, int depth) {
  return checkers::alphabeta_minimax(board, depth, function).best;
}

double prediction_accuracy(const std::vector<Example>& examples, const LinearEvaluation& function, int depth) {
  if (examples.empty()) return 0;
  int right = 0;
  for (const Example& example : examples) right += predicted_move(example.board, function, depth) == example.chosen;
  return static_cast<double>(right) / static_cast<double>(examples.size());
}

namespace {

// FindSolution of their Figure 9.
std::vector<double> find_solution(const FeatureSet& features, const std::vector<Example>& training, const std::vector<double>& current,
                                  int depth, const StrategyLearningOptions& options) {
  const LinearEvaluation function(features, current);
  MarginProgram program;
  program.weights = features.size() - 1;  // the man's weight is fixed
  program.weight_bound = options.weight_bound;
  program.margin = 0;  // each row carries its own margin in its offset
  std::vector<double> chosen_features;
  std::vector<double> other_features;
  for (const Example& example : training) {
    const checkers::Color mover = example.board.side_to_move;
    const auto dominant = [&](const checkers::Move& move) {
      return checkers::alphabeta_minimax(example.board.after(move), depth - 1, function).leaf;
    };
    features.features_for(dominant(example.chosen), mover, chosen_features);
    checkers::MoveList moves;
    checkers::generate_moves(example.board, moves);
    bool after_chosen = false;
    for (int i = 0; i < moves.size(); ++i) {
      if (moves[i] == example.chosen) {
        after_chosen = true;
        continue;
      }
      features.features_for(dominant(moves[i]), mover, other_features);
      std::vector<double> row(static_cast<std::size_t>(program.weights));
      bool any = false;
      for (int j = 1; j < features.size(); ++j) {
        const double difference = chosen_features[static_cast<std::size_t>(j)] - other_features[static_cast<std::size_t>(j)];
        row[static_cast<std::size_t>(j - 1)] = difference;
        any = any || difference != 0;
      }
      const double men_difference = chosen_features[0] - other_features[0];
      if (!any && men_difference == 0) continue;  // the same board: no constraint to learn from
      program.rows.push_back(std::move(row));
      // The opponent takes the first of equally good moves: it must strictly prefer its choice to
      // the moves generated before it, and like it at least as much as those after it.
      const double margin = after_chosen && options.first_best_tie_break ? 0.0 : options.margin;
      program.offsets.push_back(margin - options.man_weight * men_difference);
    }
  }
  std::string error;
  const auto solution = solve_margin_program(program, error);
  if (!solution) throw std::runtime_error("strategy learning at depth " + std::to_string(depth) + ": " + error);
  std::vector<double> weights{options.man_weight};
  weights.insert(weights.end(), solution->weights.begin(), solution->weights.end());
  return weights;
}

}  // namespace

StrategyLearningResult learn_strategy(const FeatureSet& features, const std::vector<Example>& training,
                                      const std::vector<Example>& testing, const StrategyLearningOptions& options,
                                      const std::function<void(const DepthRecord&)>& progress) {
  StrategyLearningResult result;
  // Start from material alone: men and kings alike, no term (their w_0 = 1, at our scale).
  std::vector<double> start(static_cast<std::size_t>(features.size()), 0.0);
  start[0] = options.man_weight;
  start[1] = options.man_weight;
  for (int depth = 1; depth <= options.max_depth; ++depth) {
    DepthRecord record{depth, 0, prediction_accuracy(testing, LinearEvaluation(features, start), depth), start};
    if (options.warm_start.size() == start.size()) {
      const double warm = prediction_accuracy(testing, LinearEvaluation(features, options.warm_start), depth);
      if (warm > record.accuracy) record = {depth, 0, warm, options.warm_start};
    }
    for (int iteration = 0; iteration < options.max_iterations; ++iteration) {
      const std::vector<double> candidate = find_solution(features, training, record.weights, depth, options);
      const double accuracy = prediction_accuracy(testing, LinearEvaluation(features, candidate), depth);
      ++record.iterations;
      const bool progress_made = std::abs(accuracy - record.accuracy) >= options.epsilon;
      if (accuracy > record.accuracy || (accuracy == record.accuracy && iteration == 0)) {
        record.accuracy = accuracy;
        record.weights = candidate;
      }
      if (!progress_made) break;
    }
    if (progress) progress(record);
    result.per_depth.push_back(record);
    if (record.accuracy > result.best.accuracy || depth == 1) result.best = {record.weights, depth, record.accuracy};
    start = result.best.weights;
  }
  return result;
}

}  // namespace newell::learning::opponent_model
