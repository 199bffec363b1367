#pragma once
// A move in 16 bits: from (6), to (6), promotion piece (2), kind (2). Castling is written as the
// king's two-square move (e1g1), as in UCI.

#include <cstdint>

#include "chess/types.h"

namespace newell::chess {

class Move {
 public:
  enum class Kind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

  constexpr Move() = default;  // the same as none()
  constexpr Move(Square from, Square to) : bits_(std::uint16_t(from | (to << 6))) {}

  static constexpr Move none() { return Move(); }
  static constexpr Move make_promotion(Square from, Square to, PieceType promotion) {
    return Move(from, to, Kind::Promotion, promotion);
  }
  static constexpr Move make_en_passant(Square from, Square to) { return Move(from, to, Kind::EnPassant, Knight); }
  static constexpr Move make_castling(Square king_from, Square king_to) {
    return Move(king_from, king_to, Kind::Castling, Knight);
  }
  // For transposition tables and other compact stores.
  static constexpr Move from_raw(std::uint16_t bits) {
    Move move;
    move.bits_ = bits;
    return move;
  }

  constexpr Square from() const { return Square(bits_ & 63); }
  constexpr Square to() const { return Square((bits_ >> 6) & 63); }
  constexpr Kind kind() const { return Kind(bits_ >> 14); }
  // The piece type a promotion makes (Knight..Queen); meaningless for other kinds.
  constexpr PieceType promotion() const { return PieceType(((bits_ >> 12) & 3) + Knight); }
  constexpr bool is_promotion() const { return kind() == Kind::Promotion; }
  constexpr bool is_en_passant() const { return kind() == Kind::EnPassant; }
  constexpr bool is_castling() const { return kind() == Kind::Castling; }
  constexpr std::uint16_t raw() const { return bits_; }
  constexpr bool is_none() const { return bits_ == 0; }
  constexpr explicit operator bool() const { return bits_ != 0; }

  constexpr bool operator==(const Move&) const = default;

 private:
  constexpr Move(Square from, Square to, Kind kind, PieceType promotion)
      : bits_(std::uint16_t(from | (to << 6) | ((promotion - Knight) << 12) | (int(kind) << 14))) {}

  std::uint16_t bits_ = 0;
};

}  // namespace newell::chess
