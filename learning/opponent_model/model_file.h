#pragma once
// A learned opponent model as a small text file, so that `newell mstar learn-strategy --save FILE`
// can hand it to the goal engine (`newell match "newell:engine=goal,opponent-model=FILE"`):
//
//   # newell opponent model (Carmel and Markovitch): depth, then one weight per feature
//   depth 2
//   men 100
//   kings 151.25
//   MOB 3.5            (any Samuel term by name, in the order of the feature set)
//
// Blank lines and lines starting with '#' are skipped.

#include "learning/opponent_model/linear_evaluation.h"
#include "learning/opponent_model/strategy_learning.h"

#include <string>
#include <vector>

namespace newell::learning::opponent_model {

struct LearnedModel {
  std::vector<std::string> terms;  // the Samuel terms after men and kings
  std::vector<double> weights;     // men, kings, then one per term
  int depth = 1;
};

LearnedModel learned_model(const FeatureSet& features, const StrategyModel& model);
std::string model_text(const LearnedModel& model);
// Throws std::runtime_error naming the line and the offending text (unknown term, missing men or
// kings, a bad number, a depth outside 1..12).
LearnedModel parse_model(const std::string& text);
// Throws std::runtime_error naming the file when it cannot be read or written.
LearnedModel read_model_file(const std::string& path);
void write_model_file(const LearnedModel& model, const std::string& path);

}  // namespace newell::learning::opponent_model
