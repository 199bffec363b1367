#include "learning/opponent_model/strategy_climb.h"

#include "learning/opponent_model/linear_program.h"

#include <cmath>
#include <stdexcept>

namespace newell::learning::opponent_model {

namespace {

// FindSolution of their Figure 9: weights under which each chosen move's dominant board scores at
// least as well as each alternative's, the first weight fixed (it sets the scale).
std::vector<double> find_solution(const StrategyGame& game, const std::vector<double>& current, int depth,
                                  const StrategyLearningOptions& options) {
  MarginProgram program;
  program.weights = static_cast<int>(current.size()) - 1;
  program.weight_bound = options.weight_bound;
  program.margin = 0;  // each row carries its own margin in its offset
  game.comparisons(current, depth, [&](const std::vector<double>& chosen, const std::vector<double>& other, bool after_chosen) {
    std::vector<double> row(static_cast<std::size_t>(program.weights));
    bool any = false;
    for (std::size_t j = 1; j < chosen.size(); ++j) {
      row[j - 1] = chosen[j] - other[j];
      any = any || row[j - 1] != 0;
    }
    const double fixed_difference = chosen[0] - other[0];
    if (!any && fixed_difference == 0) return;  // the same board: no constraint to learn from
    program.rows.push_back(std::move(row));
    // The opponent takes the first of equally good moves: it must strictly prefer its choice to
    // the moves generated before it, and like it at least as much as those after it.
    const double margin = after_chosen && options.first_best_tie_break ? 0.0 : options.margin;
    program.offsets.push_back(margin - options.man_weight * fixed_difference);
  });
  std::string error;
  const auto solution = solve_margin_program(program, error);
  if (!solution) throw std::runtime_error(game.name + " at depth " + std::to_string(depth) + ": " + error);
  std::vector<double> weights{options.man_weight};
  weights.insert(weights.end(), solution->weights.begin(), solution->weights.end());
  return weights;
}

}  // namespace

StrategyLearningResult climb_strategy(const StrategyGame& game, const StrategyLearningOptions& options,
                                      const std::function<void(const DepthRecord&)>& progress) {
  StrategyLearningResult result;
  std::vector<double> start = game.start;
  for (int depth = 1; depth <= options.max_depth; ++depth) {
    DepthRecord record{depth, 0, game.held_out_accuracy(start, depth), start};
    if (options.warm_start.size() == start.size()) {
      const double warm = game.held_out_accuracy(options.warm_start, depth);
      if (warm > record.accuracy) record = {depth, 0, warm, options.warm_start};
    }
    for (int iteration = 0; iteration < options.max_iterations; ++iteration) {
      const std::vector<double> candidate = find_solution(game, record.weights, depth, options);
      const double accuracy = game.held_out_accuracy(candidate, depth);
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
