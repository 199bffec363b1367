#include "chess/settled_material.h"

#include "chess/bitboard.h"
#include "chess/exchange.h"
#include "chess/movegen.h"

#include <algorithm>

namespace newell::chess {

int material_balance(const Position& position, Color side) {
  int balance = 0;
  for (int type = Pawn; type <= Queen; ++type) {
    const int value = piece_value(PieceType(type));
    balance += value * (popcount(position.pieces(side, PieceType(type))) - popcount(position.pieces(~side, PieceType(type))));
  }
  return balance;
}

namespace {

class MaterialQuiescence {
 public:
  MaterialQuiescence(Position& position, int node_limit, Settling settling)
      : position_(position), nodes_left_(node_limit), settling_(settling) {}

  // Negamax for the side to move.
  int search(int alpha, int beta) {
    const bool in_check = position_.in_check();
    MoveList moves;
    int best = -mated_material;
    if (in_check) {
      generate_legal(position_, moves);
      if (moves.size() == 0) return -mated_material;
    } else {
      const int stand_pat = material_balance(position_, position_.side_to_move());
      if (stand_pat >= beta || nodes_left_ <= 0) return stand_pat;
      alpha = std::max(alpha, stand_pat);
      best = stand_pat;
      generate_legal_captures(position_, moves);
      if (settling_ == Settling::static_exchange) {
        int gain = 0;
        for (const Move move : moves) gain = std::max(gain, static_exchange(position_, move));
        return stand_pat + gain;
      }
    }
    for (const Move move : moves) {
      if (nodes_left_ <= 0) break;
      // A capture that loses material cannot raise what the side could stand on.
      if (!in_check && !move.is_promotion() && !static_exchange_at_least(position_, move, 0)) continue;
      --nodes_left_;
      position_.make_move(move);
      const int score = -search(-beta, -alpha);
      position_.unmake_move(move);
      if (score > best) {
        best = score;
        alpha = std::max(alpha, score);
        if (alpha >= beta) break;
      }
    }
    // In check with evasions but no node left to try one: not mated, the balance stands.
    if (best == -mated_material && moves.size() > 0) return material_balance(position_, position_.side_to_move());
    return best;
  }

  int nodes_made(int node_limit) const { return node_limit - std::max(nodes_left_, 0); }

 private:
  Position& position_;
  int nodes_left_;
  Settling settling_;
};

}  // namespace

int settled_material(Position& position, Color side, int node_limit, int* nodes_made, Settling settling) {
  MaterialQuiescence quiescence(position, node_limit, settling);
  const int for_mover = quiescence.search(-mated_material - 1, mated_material + 1);
  if (nodes_made != nullptr) *nodes_made += quiescence.nodes_made(node_limit);
  return position.side_to_move() == side ? for_mover : -for_mover;
}

}  // namespace newell::chess
