#include "learning/opponent_model/linear_evaluation.h"

#include "checkers/evaluation.h"

#include <stdexcept>

namespace newell::learning::opponent_model {

FeatureSet::FeatureSet(const std::vector<std::string>& term_names) {
  for (const std::string& name : term_names) {
    const checkers::SamuelTerm* term = checkers::find_samuel_term(name);
    if (term == nullptr) throw std::invalid_argument("unknown Samuel term \"" + name + "\"");
    terms_.push_back(term);
  }
}

std::string FeatureSet::name(int index) const {
  if (index == 0) return "men";
  if (index == 1) return "kings";
  return std::string(terms_[static_cast<std::size_t>(index - 2)]->name);
}

void FeatureSet::features(const checkers::Position& position, std::vector<double>& features) const {
  features.resize(static_cast<std::size_t>(size()));
  const checkers::Color us = position.side_to_move;
  const checkers::Color them = checkers::opposite(us);
  features[0] = checkers::count(position.men(us)) - checkers::count(position.men(them));
  features[1] = checkers::count(position.kings_of(us)) - checkers::count(position.kings_of(them));
  for (std::size_t i = 0; i < terms_.size(); ++i) features[i + 2] = -terms_[i]->value(position);
}

void FeatureSet::features_for(const checkers::Position& position, checkers::Color viewpoint, std::vector<double>& features) const {
  this->features(position, features);
  if (position.side_to_move != viewpoint)
    for (double& feature : features) feature = -feature;
}

FeatureSet default_feature_set() {
  return FeatureSet({"MOB", "CENT", "BACK", "ADV", "KCENT", "CNTR", "DIA", "GUARD", "APEX", "DYKE"});
}

int LinearEvaluation::operator()(const checkers::Position& position) const {
  const checkers::Color us = position.side_to_move;
  const checkers::Color them = checkers::opposite(us);
  double total = weights_[0] * (checkers::count(position.men(us)) - checkers::count(position.men(them))) +
                 weights_[1] * (checkers::count(position.kings_of(us)) - checkers::count(position.kings_of(them)));
  const auto& terms = features_->terms();
  for (std::size_t i = 0; i < terms.size(); ++i) total -= weights_[i + 2] * terms[i]->value(position);
  return static_cast<int>(std::lround(total * scale));
}

}  // namespace newell::learning::opponent_model
