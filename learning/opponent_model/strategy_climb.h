#pragma once
// Strategy learning (their Figure 9) for any game of search/mstar.h: the hill climb and the linear
// program are game-free (climb_strategy); a game supplies its examples, its features and its
// linear evaluation through StrategyGame, built with the templates below (see strategy_learning.h
// for checkers, chess_learning.h for chess).

#include "learning/opponent_model/strategy_learning.h"
#include "search/mstar.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

// One constraint: the features (for the mover) of the chosen move's dominant board and of an
// alternative's; `after_chosen`: the alternative is generated after the chosen move, so the
// opponent, taking the first of equal moves, need only like its choice at least as much.
using ComparisonSink = std::function<void(const std::vector<double>& chosen, const std::vector<double>& other, bool after_chosen)>;

struct StrategyGame {
  std::string name;           // in error messages: "chess strategy learning at depth 2: ..."
  std::vector<double> start;  // the climb's first vector (material alone)
  // Held-out accuracy of the model (weights, depth).
  std::function<double(const std::vector<double>& weights, int depth)> held_out_accuracy;
  // Every constraint of the training examples under the current (weights, depth).
  std::function<void(const std::vector<double>& weights, int depth, const ComparisonSink& sink)> comparisons;
};

// Throws std::runtime_error when lp_solve fails. `progress` (may be empty) hears each depth.
StrategyLearningResult climb_strategy(const StrategyGame& game, const StrategyLearningOptions& options,
                                      const std::function<void(const DepthRecord&)>& progress);

// The features, for the side to move at `board`, of the dominant board below `move`: the end of
// the principal variation of `function` searched to depth - 1 after it. `features` is called as
// features(position, viewpoint, out). The board is left as it was.
template <search::MStarGame Position, class Evaluation, class Features>
void dominant_features(Position& board, const search::MoveOf<Position>& move, const Evaluation& function, int depth,
                       const Features& features, std::vector<double>& out) {
  using Traits = search::GameTraits<Position>;
  const search::ColorOf<Position> mover = Traits::side_to_move(board);
  const search::PlayedMove<Position> played(board, move);
  const auto result = search::alphabeta_minimax(board, depth - 1, function);
  std::array<typename Traits::Undo, decltype(result)::max_line> undo{};
  for (int i = 0; i < result.line_length; ++i) Traits::make(board, result.line[static_cast<std::size_t>(i)], undo[static_cast<std::size_t>(i)]);
  features(static_cast<const Position&>(board), mover, out);
  for (int i = result.line_length - 1; i >= 0; --i) Traits::unmake(board, result.line[static_cast<std::size_t>(i)], undo[static_cast<std::size_t>(i)]);
}

// Each training example's chosen move against every other legal move, by their dominant boards.
// An example is anything with `board` (a position) and `chosen` (a move).
template <class Example, class Evaluation, class Features>
void compare_choices(const std::vector<Example>& training, const Evaluation& function, int depth, const Features& features,
                     const ComparisonSink& sink) {
  std::vector<double> chosen, other;
  for (const Example& example : training) {
    auto board = example.board;
    using Traits = search::GameTraits<decltype(board)>;
    dominant_features(board, example.chosen, function, depth, features, chosen);
    typename Traits::MoveList moves;
    Traits::generate(board, moves);
    bool after_chosen = false;
    for (const auto& move : moves) {
      if (move == example.chosen) {
        after_chosen = true;
        continue;
      }
      dominant_features(board, move, function, depth, features, other);
      sink(chosen, other, after_chosen);
    }
  }
}

// The fraction of examples whose chosen move the model (function, depth) predicts: its first best
// move in generation order.
template <class Example, class Evaluation>
double prediction_accuracy_of(const std::vector<Example>& examples, const Evaluation& function, int depth) {
  if (examples.empty()) return 0;
  int right = 0;
  for (const Example& example : examples) right += search::alphabeta_minimax(example.board, depth, function).best == example.chosen;
  return static_cast<double>(right) / static_cast<double>(examples.size());
}

}  // namespace newell::learning::opponent_model
