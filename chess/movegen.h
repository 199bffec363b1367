#pragma once
// Legal move generation. One generator templated on what it produces, working from a check mask
// and pin masks, so no move is made to test its legality (the king's moves are tested against
// the enemy's attack map, and the one rare case of an en passant capture that uncovers a rank
// attack on the king by removing two pawns is tested directly).

#include <cassert>
#include <cstddef>
#include <cstdint>

#include "chess/move.h"
#include "chess/position.h"

namespace newell::chess {

// A fixed-capacity list of moves (no chess position has more than 218 legal moves).
class MoveList {
 public:
  static constexpr std::size_t capacity = 256;

  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move* begin() { return moves_; }
  Move* end() { return moves_ + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](std::size_t index) const { return moves_[index]; }
  Move& operator[](std::size_t index) { return moves_[index]; }
  void push_back(Move move) {
    assert(size_ < capacity);
    moves_[size_++] = move;
  }
  void clear() { size_ = 0; }
  bool contains(Move move) const {
    for (std::size_t i = 0; i < size_; ++i)
      if (moves_[i] == move) return true;
    return false;
  }

 private:
  Move moves_[capacity];
  std::size_t size_ = 0;
};

// Appends every legal move.
void generate_legal(const Position& position, MoveList& moves);
// Appends the legal captures (en passant included) and all legal promotions: quiescence moves.
void generate_legal_captures(const Position& position, MoveList& moves);
// Appends the legal moves that are neither captures nor promotions.
void generate_legal_quiets(const Position& position, MoveList& moves);
bool has_legal_move(const Position& position);
// The number of legal moves, counted without listing them (perft's last ply).
std::uint64_t count_legal_moves(const Position& position);

inline bool is_checkmate(const Position& position) { return position.in_check() && !has_legal_move(position); }
inline bool is_stalemate(const Position& position) { return !position.in_check() && !has_legal_move(position); }

}  // namespace newell::chess
