#pragma once
// The evaluation functions the opponent-model experiments use: Samuel-style scoring polynomials
// and the paper's "destroyed" function f^a (the player's value where it lies inside -a..a, else 0).

#include "checkers/evaluation.h"
#include "checkers/position.h"
#include "checkers/samuel_terms.h"

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace newell::learning::opponent_model {

// Our stand-in for "an evaluation function based on Samuel's": material plus a few of his terms.
checkers::ScoringPolynomial samuel_function();
// A second, different variation (the paper's f2), weighting other terms.
checkers::ScoringPolynomial samuel_variation();
// A polynomial from (name, weight) pairs; throws std::invalid_argument naming an unknown term.
checkers::ScoringPolynomial polynomial(int man, int king, const std::vector<std::pair<std::string, int>>& weights);

// f^a of their section 3.2: as `base` where |base| < a, 0 elsewhere. Smaller a: a worse function.
// Any game's: `base` scores that game's positions for the side to move.
template <class Base>
struct TruncatedEvaluation {
  Base base;
  int limit = 0;
  template <class Position>
  int operator()(const Position& position) const {
    const int value = base(position);
    return std::abs(value) < limit ? value : 0;
  }
};

}  // namespace newell::learning::opponent_model
