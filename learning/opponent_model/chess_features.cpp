#include "learning/opponent_model/chess_features.h"

#include "chess/bitboard.h"
#include "chess/evaluation.h"

#include <cmath>

namespace newell::learning::opponent_model {

namespace {

constexpr chess::Bitboard centre = chess::square_bit(chess::Square(27)) | chess::square_bit(chess::Square(28)) |
                                   chess::square_bit(chess::Square(35)) | chess::square_bit(chess::Square(36));

int advancement(const chess::Position& position, chess::Color color) {
  int total = 0;
  for (chess::Bitboard pawns = position.pieces(color, chess::Pawn); pawns;)
    total += chess::relative_rank(color, chess::rank_of(chess::pop_lowest(pawns))) - 1;
  return total;
}

// Own pawns on the king's file and its neighbours, one or two ranks in front of the king.
int shelter(const chess::Position& position, chess::Color color) {
  const chess::Square king = position.king_square(color);
  const int file = chess::file_of(king);
  const int rank = chess::rank_of(king);
  int count = 0;
  for (chess::Bitboard pawns = position.pieces(color, chess::Pawn); pawns;) {
    const chess::Square pawn = chess::pop_lowest(pawns);
    const int ahead = color == chess::White ? chess::rank_of(pawn) - rank : rank - chess::rank_of(pawn);
    count += std::abs(chess::file_of(pawn) - file) <= 1 && (ahead == 1 || ahead == 2);
  }
  return count;
}

int doubled(const chess::Position& position, chess::Color color) {
  int files = 0;
  for (int file = 0; file < 8; ++file) files += chess::popcount(position.pieces(color, chess::Pawn) & chess::file_bitboard(file)) > 1;
  return files;
}

}  // namespace

std::string chess_feature_name(int index) {
  static const std::array<const char*, chess_feature_count> names{"pawns",  "knights",     "bishops", "rooks",   "queens",
                                                                  "placement", "centre", "advancement", "shelter", "doubled"};
  return names.at(static_cast<std::size_t>(index));
}

void chess_features(const chess::Position& position, std::vector<double>& features) {
  features.assign(chess_feature_count, 0.0);
  const chess::Color us = position.side_to_move();
  const chess::Color them = ~us;
  int material = 0;
  for (int type = chess::Pawn; type <= chess::Queen; ++type) {
    const int difference = chess::popcount(position.pieces(us, chess::PieceType(type))) -
                           chess::popcount(position.pieces(them, chess::PieceType(type)));
    features[static_cast<std::size_t>(type)] = difference;
    material += difference * chess::piece_value(chess::PieceType(type));
  }
  features[5] = chess::evaluate(position) - material;
  features[6] = chess::popcount(position.pieces(us) & centre) - chess::popcount(position.pieces(them) & centre);
  features[7] = advancement(position, us) - advancement(position, them);
  features[8] = shelter(position, us) - shelter(position, them);
  features[9] = doubled(position, us) - doubled(position, them);
}

void chess_features_for(const chess::Position& position, chess::Color viewpoint, std::vector<double>& features) {
  chess_features(position, features);
  if (position.side_to_move() != viewpoint)
    for (double& feature : features) feature = -feature;
}

std::vector<double> chess_core_weights() { return {100, 320, 330, 500, 900, 1, 0, 0, 0, 0}; }

int ChessLinearEvaluation::operator()(const chess::Position& position) const {
  thread_local std::vector<double> features;
  chess_features(position, features);
  double total = 0;
  for (std::size_t i = 0; i < features.size() && i < weights_.size(); ++i) total += weights_[i] * features[i];
  return static_cast<int>(std::lround(total * scale));
}

}  // namespace newell::learning::opponent_model
