#pragma once
// A learned opponent model as a small text file, so that `newell mstar learn-strategy --save FILE`
// can hand it to the goal engine (`newell match "newell:engine=goal,opponent-model=FILE"`), on
// checkers or chess:
//
//   # newell opponent model (Carmel and Markovitch): game, depth, then one weight per feature
//   game checkers      (or chess; must be the first line when present; a file without it is checkers)
//   depth 2            (1 to 12)
//   men 100            checkers: men and kings are required, then any Samuel term by name
//   kings 151.25
//   MOB 3.5
//
//   game chess
//   depth 2
//   pawns 100          chess: pawns is required; the other features of chess_features.h
//   knights 320        (knights, bishops, rooks, queens, placement, centre, advancement,
//   placement 1         shelter, doubled) by name, in any order; a feature not given weighs 0
//
// Blank lines and lines starting with '#' are skipped. A name given twice is an error.

#include "learning/opponent_model/linear_evaluation.h"
#include "learning/opponent_model/strategy_learning.h"

#include <string>
#include <vector>

namespace newell::learning::opponent_model {

struct LearnedModel {
  std::vector<std::string> terms;  // checkers: the Samuel terms after men and kings; chess: empty
  std::vector<double> weights;     // checkers: men, kings, then one per term; chess: one per chess feature
  int depth = 1;
  std::string game = "checkers";   // "checkers" or "chess"
};

LearnedModel learned_model(const FeatureSet& features, const StrategyModel& model);
// A model learned by learn_chess_strategy (weights over chess_features.h).
LearnedModel learned_chess_model(const StrategyModel& model);
std::string model_text(const LearnedModel& model);
// Throws std::runtime_error naming the line and the offending text (unknown game or feature, a
// name given twice, missing depth or scale features, a bad number, a depth outside 1..12).
LearnedModel parse_model(const std::string& text);
// Throws std::runtime_error naming the file (and the line) when it cannot be read, written or parsed.
LearnedModel read_model_file(const std::string& path);
void write_model_file(const LearnedModel& model, const std::string& path);

}  // namespace newell::learning::opponent_model
