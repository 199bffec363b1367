#pragma once
// Bitboard helpers and attack sets. Sliding attacks come from tables built at start-up: indexed by
// PEXT where the compiler targets BMI2 (`__BMI2__`), by magic multiplication elsewhere. The magic
// numbers are found at start-up by a seeded random search (no external tables).

#include <bit>
#include <cstdint>

#include "chess/types.h"

#ifdef __BMI2__
#include <immintrin.h>
#endif

namespace newell::chess {

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank2 = Rank1 << 8;
constexpr Bitboard Rank3 = Rank1 << 16;
constexpr Bitboard Rank4 = Rank1 << 24;
constexpr Bitboard Rank5 = Rank1 << 32;
constexpr Bitboard Rank6 = Rank1 << 40;
constexpr Bitboard Rank7 = Rank1 << 48;
constexpr Bitboard Rank8 = Rank1 << 56;

constexpr Bitboard file_bitboard(int file) { return FileA << file; }
constexpr Bitboard rank_bitboard(int rank) { return Rank1 << (8 * rank); }

constexpr int popcount(Bitboard bits) { return std::popcount(bits); }
constexpr Square lowest_square(Bitboard bits) { return Square(std::countr_zero(bits)); }
constexpr Square highest_square(Bitboard bits) { return Square(63 - std::countl_zero(bits)); }
// Removes and returns the lowest set square; `bits` must not be empty.
constexpr Square pop_lowest(Bitboard& bits) {
  const Square square = lowest_square(bits);
  bits &= bits - 1;
  return square;
}
constexpr bool more_than_one(Bitboard bits) { return (bits & (bits - 1)) != 0; }

// Shifts every square one step in a board direction, dropping what leaves the board.
constexpr Bitboard shift_north(Bitboard b) { return b << 8; }
constexpr Bitboard shift_south(Bitboard b) { return b >> 8; }
constexpr Bitboard shift_east(Bitboard b) { return (b & ~FileH) << 1; }
constexpr Bitboard shift_west(Bitboard b) { return (b & ~FileA) >> 1; }

// Squares attacked by all pawns of `color` in `pawns`.
template <Color color>
constexpr Bitboard pawn_attacks_of(Bitboard pawns) {
  if constexpr (color == White) return ((pawns & ~FileA) << 7) | ((pawns & ~FileH) << 9);
  else return ((pawns & ~FileA) >> 9) | ((pawns & ~FileH) >> 7);
}

namespace attack_tables {

// One square's sliding-attack lookup: `attacks[index(occupied & mask)]`.
struct SliderEntry {
  Bitboard mask;   // relevant occupancy: the rays without the board edge
  Bitboard magic;  // magic multiplier (unused by the PEXT index)
  const Bitboard* attacks;
  unsigned shift;  // 64 - bits of the index (magic index only)
};

extern SliderEntry rook[64];
extern SliderEntry bishop[64];
extern Bitboard knight[64];
extern Bitboard king[64];
extern Bitboard pawn[2][64];
extern Bitboard between[64][64];  // squares strictly between two aligned squares, else empty
extern Bitboard line[64][64];     // the whole line through two aligned squares, else empty
extern Bitboard bishop_rays[64];  // bishop attacks on an empty board
extern Bitboard rook_rays[64];    // rook attacks on an empty board

inline Bitboard lookup(const SliderEntry& entry, Bitboard occupied) {
#ifdef __BMI2__
  return entry.attacks[_pext_u64(occupied, entry.mask)];
#else
  return entry.attacks[((occupied & entry.mask) * entry.magic) >> entry.shift];
#endif
}

}  // namespace attack_tables

inline Bitboard knight_attacks(Square square) { return attack_tables::knight[square]; }
inline Bitboard king_attacks(Square square) { return attack_tables::king[square]; }
// Squares a pawn of `color` standing on `square` attacks.
inline Bitboard pawn_attacks(Color color, Square square) { return attack_tables::pawn[color][square]; }
inline Bitboard bishop_attacks(Square square, Bitboard occupied) {
  return attack_tables::lookup(attack_tables::bishop[square], occupied);
}
inline Bitboard rook_attacks(Square square, Bitboard occupied) {
  return attack_tables::lookup(attack_tables::rook[square], occupied);
}
inline Bitboard queen_attacks(Square square, Bitboard occupied) {
  return bishop_attacks(square, occupied) | rook_attacks(square, occupied);
}
// Attacks of a piece of type `type` (not a pawn) from `square`.
Bitboard piece_attacks(PieceType type, Square square, Bitboard occupied);

inline Bitboard empty_board_bishop_attacks(Square square) { return attack_tables::bishop_rays[square]; }
inline Bitboard empty_board_rook_attacks(Square square) { return attack_tables::rook_rays[square]; }

inline Bitboard between(Square a, Square b) { return attack_tables::between[a][b]; }
inline Bitboard line_through(Square a, Square b) { return attack_tables::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return (line_through(a, b) & square_bit(c)) != 0; }

// True when the sliding attacks are indexed with PEXT in this build.
constexpr bool uses_pext() {
#ifdef __BMI2__
  return true;
#else
  return false;
#endif
}

// The other attack paths, for tests and comparisons: magic multiplication (always available; a
// separate table is built on first use when the build uses PEXT) and a slow ray walk.
Bitboard magic_rook_attacks(Square square, Bitboard occupied);
Bitboard magic_bishop_attacks(Square square, Bitboard occupied);
Bitboard ray_walk_rook_attacks(Square square, Bitboard occupied);
Bitboard ray_walk_bishop_attacks(Square square, Bitboard occupied);

}  // namespace newell::chess
