#pragma once
// A linear evaluation over a known feature set (their assumptions 1 and 2 of section 4.2): men,
// kings and a list of Samuel's terms, f(b) = w . h(b). With weights (man, king, t_1..t_n) it scores
// exactly as a ScoringPolynomial with those weights: material for the side to move minus the
// weighted terms (credited to the passive side). Weights are real, as the linear program gives them.

#include "checkers/position.h"
#include "checkers/samuel_terms.h"

#include <array>
#include <cmath>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

class FeatureSet {
 public:
  // Throws std::invalid_argument for an unknown term name.
  explicit FeatureSet(const std::vector<std::string>& term_names);
  // Men and kings first, then the terms.
  int size() const { return 2 + static_cast<int>(terms_.size()); }
  std::string name(int index) const;
  // h(b) for the side to move, into `features` (resized to size()).
  void features(const checkers::Position& position, std::vector<double>& features) const;
  // h(b) for `viewpoint` (negated when the other side is to move).
  void features_for(const checkers::Position& position, checkers::Color viewpoint, std::vector<double>& features) const;
  const std::vector<const checkers::SamuelTerm*>& terms() const { return terms_; }

 private:
  std::vector<const checkers::SamuelTerm*> terms_;
};

// The default learner's features: ten, like the paper's, including those of samuel_function and
// samuel_variation (strategies.h) and two neither uses.
FeatureSet default_feature_set();

// w . h(b) for the side to move, scaled by 16 and rounded, so search can compare integers while
// keeping the fractions the linear program finds.
class LinearEvaluation {
 public:
  static constexpr double scale = 16;
  LinearEvaluation(const FeatureSet& features, std::vector<double> weights) : features_(&features), weights_(std::move(weights)) {}
  int operator()(const checkers::Position& position) const;
  const std::vector<double>& weights() const { return weights_; }
  const FeatureSet& feature_set() const { return *features_; }

 private:
  const FeatureSet* features_;
  std::vector<double> weights_;
};

}  // namespace newell::learning::opponent_model
