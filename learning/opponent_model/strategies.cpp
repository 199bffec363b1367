#include "learning/opponent_model/strategies.h"

#include <stdexcept>

namespace newell::learning::opponent_model {

checkers::ScoringPolynomial polynomial(int man, int king, const std::vector<std::pair<std::string, int>>& weights) {
  checkers::ScoringPolynomial result;
  result.man = man;
  result.king = king;
  for (const auto& [name, weight] : weights)
    if (!result.set_weight(name, weight)) throw std::invalid_argument("unknown Samuel term \"" + name + "\"");
  return result;
}

// Terms credited to the passive side are subtracted by ScoringPolynomial, so a positive weight
// rewards the side to move for the opponent lacking the feature (mobility, centre, back row).
checkers::ScoringPolynomial samuel_function() {
  return polynomial(100, 150, {{"MOB", 4}, {"CENT", 6}, {"BACK", 10}, {"ADV", 3}, {"KCENT", 8}, {"CNTR", -4}});
}

checkers::ScoringPolynomial samuel_variation() {
  return polynomial(100, 130, {{"MOB", 2}, {"DIA", 5}, {"GUARD", 12}, {"APEX", 7}, {"DYKE", 6}, {"CENT", -3}});
}

}  // namespace newell::learning::opponent_model
