#pragma once
// Samuel's terms as he used them in the scoring polynomial: "Each term relates to the relative
// standings of the two sides, with respect to the parameter in question, and it is numerically
// equal to the difference between the ratings for the individual sides. A reversal of the sign
// obviously corresponds to a change of sides." The checkers core computes each parameter as
// Appendix C defines it, the rating of one side (the passive side, the one that has just moved);
// here the other side's rating is the same parameter with the side to move reversed, so that side
// is rated as if it had just moved ("at corresponding times in the play as viewed by the side in
// question", taken on the same board).
//
// Used everywhere learning by generalization evaluates a polynomial: the games, the jump-resolved
// initial score, book agreement and the match. With one-sided ratings a term's sign hardly ever
// changes (CENT, CNTR, BACK ... are counts of one side's pieces), so its sign cannot correlate
// with delta's and the learning has nothing to learn from.

#include "checkers/evaluation.h"
#include "checkers/samuel_terms.h"

namespace newell::learning::samuel {

// The passive side's rating minus the active side's.
inline int side_difference(const checkers::SamuelTerm& term, const checkers::Position& position) {
  checkers::Position reversed = position;
  reversed.side_to_move = checkers::opposite(position.side_to_move);
  return term.value(position) - term.value(reversed);
}

// A polynomial's weights over side differences: material for the side to move minus the weighted
// differences (credited to the passive side, as in checkers::ScoringPolynomial). An Evaluator for
// checkers::search; holds a reference to the polynomial, allocates nothing.
class SidesEvaluator {
 public:
  explicit SidesEvaluator(const checkers::ScoringPolynomial& polynomial) : polynomial_(&polynomial) {}
  int operator()(const checkers::Position& position) const {
    checkers::Position reversed = position;
    reversed.side_to_move = checkers::opposite(position.side_to_move);
    int credit = 0;
    for (const auto& entry : *polynomial_) credit += entry.weight * (entry.term->value(position) - entry.term->value(reversed));
    return checkers::material_balance(position, polynomial_->man, polynomial_->king) - credit;
  }

 private:
  const checkers::ScoringPolynomial* polynomial_;
};

}  // namespace newell::learning::samuel
