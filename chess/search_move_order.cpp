#include "chess/search_move_order.h"

#include <algorithm>

#include "chess/exchange.h"

namespace newell::chess {

void SearchHistory::clear() {
  for (auto& pair : killers_) pair[0] = pair[1] = Move::none();
  for (auto& side : history_)
    for (auto& from : side)
      for (auto& score : from) score = 0;
}

void SearchHistory::age() {
  for (auto& pair : killers_) pair[0] = pair[1] = Move::none();
  for (auto& side : history_)
    for (auto& from : side)
      for (auto& score : from) score /= 2;
}

void SearchHistory::record_cutoff(const Position& position, Move move, int depth, int ply) {
  if (killers_[ply][0] != move) {
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = move;
  }
  std::int32_t& score = history_[position.side_to_move()][move.from()][move.to()];
  score += depth * depth;
  if (score > (1 << 22)) age();  // keep every history score below the killers'
}

void SearchHistory::record_failure(const Position& position, Move move, int depth) {
  std::int32_t& score = history_[position.side_to_move()][move.from()][move.to()];
  score = std::max(score - depth * depth, -(1 << 19));  // stays above the losing captures
}

int victim_attacker_score(const Position& position, Move move) {
  const Piece victim = position.captured_piece(move);
  const int victim_value = victim == NoPiece ? 0 : piece_value(piece_type(victim));
  const int attacker_value = piece_value(piece_type(position.piece_on(move.from())));
  return victim_value * 16 - std::min(attacker_value, 1000) / 10;
}

OrderedMoves::OrderedMoves(const Position& position, const MoveList& moves, Move table_move,
                           const SearchHistory& history, int ply) {
  const Color mover = position.side_to_move();
  for (Move move : moves) {
    int score;
    if (move == table_move) {
      score = 1 << 30;
    } else if (position.is_capture(move) || move.is_promotion()) {
      const int promotion_bonus = move.is_promotion() ? piece_value(move.promotion()) * 16 : 0;
      const int order = victim_attacker_score(position, move) + promotion_bonus;
      const bool keeps_material =
          (move.is_promotion() && move.promotion() == Queen) || static_exchange_at_least(position, move, 0);
      // Under-promotions and losing captures go after the quiet moves.
      score = keeps_material ? good_capture_base + order : -(1 << 20) + order;
    } else if (move == history.killer(ply, 0)) {
      score = killer_score + 1;
    } else if (move == history.killer(ply, 1)) {
      score = killer_score;
    } else {
      score = history.quiet_score(mover, move);
    }
    moves_[size_] = move;
    scores_[size_] = score;
    ++size_;
  }
}

OrderedMoves::OrderedMoves(const Position& position, const MoveList& moves) {
  for (Move move : moves) {
    const int promotion_bonus = move.is_promotion() ? piece_value(move.promotion()) * 16 : 0;
    moves_[size_] = move;
    scores_[size_] = victim_attacker_score(position, move) + promotion_bonus;
    ++size_;
  }
}

Move OrderedMoves::next() {
  if (handed_out_ == size_) return Move::none();
  std::size_t best = handed_out_;
  for (std::size_t i = handed_out_ + 1; i < size_; ++i)
    if (scores_[i] > scores_[best]) best = i;
  std::swap(moves_[best], moves_[handed_out_]);
  std::swap(scores_[best], scores_[handed_out_]);
  last_score_ = scores_[handed_out_];
  return moves_[handed_out_++];
}

}  // namespace newell::chess
