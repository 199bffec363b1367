#pragma once
// The elementary chess vocabulary: colours, piece types, pieces, squares and bitboards.

#include <cstdint>

namespace newell::chess {

// One bit per square, bit 0 = a1, bit 7 = h1, bit 63 = h8.
using Bitboard = std::uint64_t;

enum Color : std::uint8_t { White, Black };

enum PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King, NoPieceType };

// A piece is colour * 8 + type, so that type and colour are one mask or shift away.
// clang-format off
enum Piece : std::uint8_t {
  WhitePawn = 0, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
  BlackPawn = 8, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
  NoPiece = 15
};
// clang-format on

// clang-format off
enum Square : std::uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NoSquare
};
// clang-format on

// Castling rights as four bits, in FEN order KQkq.
enum CastlingRight : std::uint8_t {
  NoCastling = 0,
  WhiteKingside = 1,
  WhiteQueenside = 2,
  BlackKingside = 4,
  BlackQueenside = 8,
  AllCastling = 15
};

constexpr Color operator~(Color color) { return Color(color ^ 1); }
constexpr Color opposite(Color color) { return Color(color ^ 1); }

constexpr int file_of(Square square) { return square & 7; }   // 0 = a file
constexpr int rank_of(Square square) { return square >> 3; }  // 0 = first rank
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr bool is_valid(Square square) { return square < NoSquare; }
// The same square seen from the other side of the board (a1 <-> a8).
constexpr Square flip_rank(Square square) { return Square(square ^ 56); }
// `rank` counted from `color`'s side: relative_rank(Black, 7) is the first rank of the board.
constexpr int relative_rank(Color color, int rank) { return color == White ? rank : 7 - rank; }
constexpr Square relative_square(Color color, Square square) { return Square(square ^ (color * 56)); }

constexpr Piece make_piece(Color color, PieceType type) { return Piece(color * 8 + type); }
constexpr PieceType piece_type(Piece piece) { return PieceType(piece & 7); }
constexpr Color piece_color(Piece piece) { return Color(piece >> 3); }

constexpr Bitboard square_bit(Square square) { return Bitboard{1} << square; }

// The direction a colour's pawns push, in squares.
constexpr int pawn_push(Color color) { return color == White ? 8 : -8; }

// Material values in centipawns (used by the static exchange evaluation); the king's is a
// sentinel larger than any exchange can win.
constexpr int piece_value(PieceType type) {
  constexpr int values[] = {100, 320, 330, 500, 900, 20000, 0};
  return values[type];
}

}  // namespace newell::chess
