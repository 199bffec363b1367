#pragma once
// Examples of an opponent's decisions: a board and the move the opponent chose there. Boards come
// from seeded random playouts from the start; the opponent decides by its fixed strategy
// (function, depth), taking the first best move in generation order. Boards with one legal move
// teach nothing and are left out.

#include "checkers/mstar.h"
#include "learning/opponent_model/random_positions.h"

#include <cstdint>
#include <vector>

namespace newell::learning::opponent_model {

struct Example {
  checkers::Position board;
  checkers::Move chosen;
};

template <checkers::Evaluator E>
std::vector<Example> make_examples(const E& function, int depth, std::uint64_t seed, int count, int min_plies = 2, int max_plies = 40) {
  std::vector<Example> examples;
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> length(min_plies, max_plies);
  while (static_cast<int>(examples.size()) < count) {
    const checkers::Position board = random_playout(random, length(random));
    checkers::MoveList moves;
    checkers::generate_moves(board, moves);
    if (moves.size() < 2) continue;
    examples.push_back({board, checkers::alphabeta_minimax(board, depth, function).best});
  }
  return examples;
}

}  // namespace newell::learning::opponent_model
