#include "learning/opponent_model/chess_learning.h"

#include "learning/opponent_model/linear_program.h"

#include <cmath>
#include <random>
#include <stdexcept>
#include <string>

namespace newell::learning::opponent_model {

std::vector<ChessExample> make_chess_examples(const ChessFunction& function, int depth, std::uint64_t seed, int count) {
  std::vector<ChessExample> examples;
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> length(2, 30);
  while (static_cast<int>(examples.size()) < count) {
    chess::Position board = chess::Position::start();
    const int plies = length(random);
    bool ended = false;
    for (int ply = 0; ply < plies && !ended; ++ply) {
      chess::MoveList moves;
      chess::generate_legal(board, moves);
      if (moves.empty()) ended = true;
      else board.make_move(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
    }
    chess::MoveList moves;
    chess::generate_legal(board, moves);
    if (ended || moves.size() < 2) continue;
    chess::Position fresh = chess::Position::from_fen(board.to_fen());  // no history: a small copy
    const chess::Move chosen = chess::alphabeta_minimax(fresh, depth, function).best();
    examples.push_back({std::move(fresh), chosen});
  }
  return examples;
}

namespace {
// The value of `move` for the mover, by `function` searched to depth - 1 below it.
int value_after(chess::Position& board, chess::Move move, const ChessFunction& function, int depth) {
  board.make_move(move);
  const int value = -chess::alphabeta_minimax(board, depth - 1, function).value;
  board.unmake_move(move);
  return value;
}
}  // namespace

void add_chess_depth_evidence(const ChessExample& example, const ChessFunction& function, DepthCounts& counts) {
  chess::Position board = example.board;
  chess::MoveList moves;
  chess::generate_legal(board, moves);
  for (int d = 1; d <= counts.max_depth(); ++d) {
    const int chosen = value_after(board, example.chosen, function, d);
    long delta = 0;
    for (const chess::Move move : moves) delta += value_after(board, move, function, d) <= chosen ? 1 : -1;
    counts.count[static_cast<std::size_t>(d)] += delta;
  }
}

chess::Move chess_predicted_move(const chess::Position& board, const ChessFunction& function, int depth) {
  chess::Position position = board;
  return chess::alphabeta_minimax(position, depth, function).best();
}

double chess_prediction_accuracy(const std::vector<ChessExample>& examples, const ChessFunction& function, int depth) {
  if (examples.empty()) return 0;
  int right = 0;
  for (const ChessExample& example : examples) right += chess_predicted_move(example.board, function, depth) == example.chosen;
  return static_cast<double>(right) / static_cast<double>(examples.size());
}

namespace {

// The features of the dominant board (the end of the principal variation below `move`), for the mover.
void dominant_features(chess::Position& board, chess::Move move, const ChessFunction& function, int depth, std::vector<double>& features) {
  const chess::Color mover = board.side_to_move();
  board.make_move(move);
  const chess::ChessMinimaxResult result = chess::alphabeta_minimax(board, depth - 1, function);
  for (int i = 0; i < result.line_length; ++i) board.make_move(result.line[static_cast<std::size_t>(i)]);
  chess_features(board, features);
  if (board.side_to_move() != mover)
    for (double& feature : features) feature = -feature;
  for (int i = result.line_length - 1; i >= 0; --i) board.unmake_move(result.line[static_cast<std::size_t>(i)]);
  board.unmake_move(move);
}

std::vector<double> find_solution(const std::vector<ChessExample>& training, const std::vector<double>& current, int depth,
                                  const StrategyLearningOptions& options) {
  const ChessFunction function = ChessLinearEvaluation(current);
  MarginProgram program;
  program.weights = chess_feature_count - 1;  // the pawn's weight is fixed
  program.weight_bound = options.weight_bound;
  program.margin = 0;
  std::vector<double> chosen_features, other_features;
  for (const ChessExample& example : training) {
    chess::Position board = example.board;
    dominant_features(board, example.chosen, function, depth, chosen_features);
    chess::MoveList moves;
    chess::generate_legal(board, moves);
    bool after_chosen = false;
    for (const chess::Move move : moves) {
      if (move == example.chosen) {
        after_chosen = true;
        continue;
      }
      dominant_features(board, move, function, depth, other_features);
      std::vector<double> row(static_cast<std::size_t>(program.weights));
      bool any = false;
      for (int j = 1; j < chess_feature_count; ++j) {
        const double difference = chosen_features[static_cast<std::size_t>(j)] - other_features[static_cast<std::size_t>(j)];
        row[static_cast<std::size_t>(j - 1)] = difference;
        any = any || difference != 0;
      }
      const double pawn_difference = chosen_features[0] - other_features[0];
      if (!any && pawn_difference == 0) continue;
      program.rows.push_back(std::move(row));
      const double margin = after_chosen && options.first_best_tie_break ? 0.0 : options.margin;
      program.offsets.push_back(margin - options.man_weight * pawn_difference);
    }
  }
  std::string error;
  const auto solution = solve_margin_program(program, error);
  if (!solution) throw std::runtime_error("chess strategy learning at depth " + std::to_string(depth) + ": " + error);
  std::vector<double> weights{options.man_weight};
  weights.insert(weights.end(), solution->weights.begin(), solution->weights.end());
  return weights;
}

}  // namespace

StrategyLearningResult learn_chess_strategy(const std::vector<ChessExample>& training, const std::vector<ChessExample>& testing,
                                            StrategyLearningOptions options, const std::function<void(const DepthRecord&)>& progress) {
  StrategyLearningResult result;
  // Start from material alone at the usual values.
  std::vector<double> start = chess_core_weights();
  start[0] = options.man_weight;
  start[5] = 0;
  for (int depth = 1; depth <= options.max_depth; ++depth) {
    DepthRecord record{depth, 0, chess_prediction_accuracy(testing, ChessLinearEvaluation(start), depth), start};
    for (int iteration = 0; iteration < options.max_iterations; ++iteration) {
      const std::vector<double> candidate = find_solution(training, record.weights, depth, options);
      const double accuracy = chess_prediction_accuracy(testing, ChessLinearEvaluation(candidate), depth);
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
