#include "checkers/position.h"

namespace newell::checkers {

Position Position::initial() { return from_pieces(0x00000FFFu, 0xFFF00000u, 0, Color::black); }

Position Position::from_pieces(Bitboard black_pieces, Bitboard white_pieces, Bitboard king_squares, Color to_move) {
  Position position;
  position.black = black_pieces;
  position.white = white_pieces;
  position.kings = king_squares & (black_pieces | white_pieces);
  position.side_to_move = to_move;
  position.key = position.compute_key();
  return position;
}

Key Position::compute_key() const {
  Key result = side_to_move == Color::white ? zobrist.white_to_move : 0;
  for (Color color : {Color::black, Color::white})
    for (Bitboard board = pieces(color); board != 0; board = without_lowest(board)) {
      const Square square = lowest_square(board);
      result ^= piece_key(color, (kings & bit(square)) != 0, square);
    }
  return result;
}

}  // namespace newell::checkers
