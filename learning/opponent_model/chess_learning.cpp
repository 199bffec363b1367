#include "learning/opponent_model/chess_learning.h"

#include "learning/opponent_model/strategy_climb.h"

#include <random>
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
    const chess::Move chosen = chess::alphabeta_minimax(fresh, depth, function).best;
    examples.push_back({std::move(fresh), chosen});
  }
  return examples;
}

void add_chess_depth_evidence(const ChessExample& example, const ChessFunction& function, DepthCounts& counts) {
  add_depth_evidence(example, function, counts);
}

chess::Move chess_predicted_move(const chess::Position& board, const ChessFunction& function, int depth) {
  return chess::alphabeta_minimax(board, depth, function).best;
}

double chess_prediction_accuracy(const std::vector<ChessExample>& examples, const ChessFunction& function, int depth) {
  return prediction_accuracy_of(examples, function, depth);
}

StrategyLearningResult learn_chess_strategy(const std::vector<ChessExample>& training, const std::vector<ChessExample>& testing,
                                            StrategyLearningOptions options, const std::function<void(const DepthRecord&)>& progress) {
  StrategyGame game{"chess strategy learning", chess_core_weights(), {}, {}};
  // Start from material alone at the usual values: the core's placement term off.
  game.start[0] = options.man_weight;
  game.start[5] = 0;
  game.held_out_accuracy = [&](const std::vector<double>& weights, int depth) {
    return chess_prediction_accuracy(testing, ChessLinearEvaluation(weights), depth);
  };
  game.comparisons = [&](const std::vector<double>& weights, int depth, const ComparisonSink& sink) {
    compare_choices(training, ChessLinearEvaluation(weights), depth, chess_features_for, sink);
  };
  return climb_strategy(game, options, progress);
}

}  // namespace newell::learning::opponent_model
