#pragma once
// Strategy learning's features on chess (their assumptions 1 and 2: the opponent's function is a
// linear combination of known features). The chess core's evaluation terms, for the side to move,
// ours minus theirs: the five material counts, the core's placement score (chess::evaluate less
// plain material: its tapered piece-square tables, bishop pair and tempo, as one term), and four
// classical terms the core does not use (centre occupation, pawn advancement, king shelter,
// doubled pawns). With weights (100, 320, 330, 500, 900, 1, 0, ...) the function is the core's.

#include "chess/position.h"

#include <array>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

inline constexpr int chess_feature_count = 10;
// "pawns", "knights", "bishops", "rooks", "queens", "placement", "centre", "advancement",
// "shelter", "doubled".
std::string chess_feature_name(int index);
void chess_features(const chess::Position& position, std::vector<double>& features);
// The same for `viewpoint` (negated when the other side is to move).
void chess_features_for(const chess::Position& position, chess::Color viewpoint, std::vector<double>& features);
// The weights under which the linear function is the chess core's own evaluation.
std::vector<double> chess_core_weights();

// w . h(b) for the side to move, times 16 and rounded (as LinearEvaluation on checkers).
class ChessLinearEvaluation {
 public:
  static constexpr double scale = 16;
  explicit ChessLinearEvaluation(std::vector<double> weights) : weights_(std::move(weights)) {}
  int operator()(const chess::Position& position) const;
  const std::vector<double>& weights() const { return weights_; }

 private:
  std::vector<double> weights_;
};

}  // namespace newell::learning::opponent_model
