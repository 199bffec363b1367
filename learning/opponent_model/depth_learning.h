#pragma once
// Learning the opponent's depth (their Figure 6): for each candidate depth d, each example adds
// the number of successors the chosen move's board is at least as good as (by the model's
// function searched to d - 1 below the successor, i.e. a depth-d decision), minus the number that
// are better. With a perfect function model the true depth always has the maximal count. The
// evidence is the same for every game of search/mstar.h (checkers here, chess in chess_learning.h).

#include "learning/opponent_model/examples.h"
#include "search/mstar.h"

#include <vector>

namespace newell::learning::opponent_model {

struct DepthCounts {
  std::vector<long> count;  // count[d] for d = 1..max_depth (count[0] unused)
  explicit DepthCounts(int max_depth) : count(static_cast<std::size_t>(max_depth) + 1, 0) {}
  int max_depth() const { return static_cast<int>(count.size()) - 1; }
  // The depth with the largest count; the shallowest of equals.
  int best() const {
    int best_depth = 1;
    for (int d = 2; d <= max_depth(); ++d)
      if (count[static_cast<std::size_t>(d)] > count[static_cast<std::size_t>(best_depth)]) best_depth = d;
    return best_depth;
  }
  // Whether the largest count belongs to one depth only.
  bool best_is_unique() const {
    const long top = count[static_cast<std::size_t>(best())];
    int holders = 0;
    for (int d = 1; d <= max_depth(); ++d) holders += count[static_cast<std::size_t>(d)] == top;
    return holders == 1;
  }
};

// One example's evidence, for any game of search/mstar.h: an example is anything with `board` (a
// position) and `chosen` (a move); `model_function` scores for the side to move.
template <class GameExample, class E>
void add_depth_evidence(const GameExample& example, const E& model_function, DepthCounts& counts) {
  auto board = example.board;
  using Traits = search::GameTraits<decltype(board)>;
  // The value of `move` for the mover, by the function searched to depth - 1 below it.
  const auto value_after = [&](const auto& move, int depth) {
    const search::PlayedMove<decltype(board)> played(board, move);
    return -search::alphabeta_minimax(board, depth - 1, model_function).value;
  };
  typename Traits::MoveList moves;
  Traits::generate(board, moves);
  for (int d = 1; d <= counts.max_depth(); ++d) {
    const int chosen = value_after(example.chosen, d);
    long delta = 0;
    for (const auto& move : moves) delta += value_after(move, d) <= chosen ? 1 : -1;
    counts.count[static_cast<std::size_t>(d)] += delta;
  }
}

template <checkers::Evaluator E>
DepthCounts learn_depth(const std::vector<Example>& examples, const E& model_function, int max_depth) {
  DepthCounts counts(max_depth);
  for (const Example& example : examples) add_depth_evidence(example, model_function, counts);
  return counts;
}

}  // namespace newell::learning::opponent_model
