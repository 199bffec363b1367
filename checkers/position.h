#pragma once
// A position: three bitboards (black pieces, white pieces, kings of either colour), the side to
// move and its Zobrist key. Small enough to copy; make/unmake keep the key up to date.

#include "checkers/bitboard.h"
#include "checkers/move.h"
#include "checkers/zobrist.h"

namespace newell::checkers {

// What unmake needs that the move itself does not record.
struct Undo {
  Bitboard captured_kings;
  bool mover_was_king;
};

struct Position {
  Bitboard black = 0;
  Bitboard white = 0;
  Bitboard kings = 0;
  Color side_to_move = Color::black;
  Key key = 0;

  // Black on 1-12, White on 21-32, Black to move.
  static Position initial();
  // A position from bitboards; computes the key.
  static Position from_pieces(Bitboard black_pieces, Bitboard white_pieces, Bitboard king_squares, Color to_move);

  Bitboard pieces(Color color) const { return color == Color::black ? black : white; }
  Bitboard men(Color color) const { return pieces(color) & ~kings; }
  Bitboard kings_of(Color color) const { return pieces(color) & kings; }
  Bitboard occupied() const { return black | white; }
  Bitboard empty() const { return ~(black | white); }

  // The key computed from scratch (make/unmake must always agree with it).
  Key compute_key() const;

  void make(const Move& move, Undo& undo);
  void unmake(const Move& move, const Undo& undo);
  Position after(const Move& move) const {
    Position next = *this;
    Undo undo;
    next.make(move, undo);
    return next;
  }

  friend bool operator==(const Position& a, const Position& b) {
    return a.black == b.black && a.white == b.white && a.kings == b.kings && a.side_to_move == b.side_to_move;
  }
};

inline void Position::make(const Move& move, Undo& undo) {
  const Color mover = side_to_move;
  Bitboard& own = mover == Color::black ? black : white;
  Bitboard& other = mover == Color::black ? white : black;
  const Bitboard from = bit(move.from);
  const Bitboard to = bit(move.to);
  undo.captured_kings = move.captured & kings;
  undo.mover_was_king = (kings & from) != 0;
  own ^= from ^ to;
  if (undo.mover_was_king) {
    kings ^= from ^ to;
    key ^= piece_key(mover, true, move.from) ^ piece_key(mover, true, move.to);
  } else {
    key ^= piece_key(mover, false, move.from);
    const bool crowned = (to & crowning_row(mover)) != 0;
    kings |= crowned ? to : 0;
    key ^= piece_key(mover, crowned, move.to);
  }
  if (move.captured != 0) {
    const Color victim = opposite(mover);
    for (Bitboard taken = move.captured; taken != 0; taken = without_lowest(taken)) {
      const Square square = lowest_square(taken);
      key ^= piece_key(victim, (kings & bit(square)) != 0, square);
    }
    other &= ~move.captured;
    kings &= ~move.captured;
  }
  side_to_move = opposite(mover);
  key ^= zobrist.white_to_move;
}

inline void Position::unmake(const Move& move, const Undo& undo) {
  side_to_move = opposite(side_to_move);
  key ^= zobrist.white_to_move;
  const Color mover = side_to_move;
  Bitboard& own = mover == Color::black ? black : white;
  Bitboard& other = mover == Color::black ? white : black;
  const Bitboard from = bit(move.from);
  const Bitboard to = bit(move.to);
  if (move.captured != 0) {
    other |= move.captured;
    kings |= undo.captured_kings;
    const Color victim = opposite(mover);
    for (Bitboard taken = move.captured; taken != 0; taken = without_lowest(taken)) {
      const Square square = lowest_square(taken);
      key ^= piece_key(victim, (kings & bit(square)) != 0, square);
    }
  }
  if (undo.mover_was_king) {
    kings ^= from ^ to;
    key ^= piece_key(mover, true, move.from) ^ piece_key(mover, true, move.to);
  } else {
    key ^= piece_key(mover, (kings & to) != 0, move.to) ^ piece_key(mover, false, move.from);
    kings &= ~to;
  }
  own ^= from ^ to;
}

}  // namespace newell::checkers
