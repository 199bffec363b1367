#pragma once
// What search asks of an evaluation: a cheap object called as `evaluator(position)` that returns
// the score for the side to move, in centi-men (a man is 100). Search takes it as a template
// parameter, so a plain struct is inlined into the search and costs nothing to pass around.
// MaterialEvaluator is the fast default; ScoringPolynomial (samuel_terms.h) is Samuel's weighted
// sum of named features, the form that learning adjusts. An evaluator may also answer
// `settled(position)`: true where the result is known, so that search stops there (no capture
// pending) and scores the position as it is.

#include "checkers/position.h"

#include <concepts>

namespace newell::checkers {

template <class E>
concept Evaluator = requires(const E& evaluator, const Position& position) {
  { evaluator(position) } -> std::convertible_to<int>;
};

inline constexpr int man_value = 100;
inline constexpr int king_value = 150;  // Samuel's piece credit: 2 for a man, 3 for a king

// Men and kings of the side to move minus the opponent's.
inline int material_balance(const Position& position, int man = man_value, int king = king_value) {
  const Color us = position.side_to_move;
  const Color them = opposite(us);
  return man * (count(position.men(us)) - count(position.men(them))) +
         king * (count(position.kings_of(us)) - count(position.kings_of(them)));
}

struct MaterialEvaluator {
  int man = man_value;
  int king = king_value;
  int operator()(const Position& position) const { return material_balance(position, man, king); }
};

}  // namespace newell::checkers
