#include "chess/bitboard.h"

#include <catch2/catch.hpp>
#include <cstdint>

using namespace newell::chess;

namespace {

// A reproducible stream of occupancies of varied density.
class Occupancies {
 public:
  Bitboard next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    const Bitboard a = state_;
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    switch (count_++ % 3) {
      case 0:
        return a & state_;
      case 1:
        return a;
      default:
        return a | state_;
    }
  }

 private:
  std::uint64_t state_ = 0x9E3779B97F4A7C15ULL;
  unsigned count_ = 0;
};

}  // namespace

TEST_CASE("sliding attacks of the build's path, magic multiplication and the ray walk agree") {
  Occupancies occupancies;
  for (int square = 0; square < 64; ++square) {
    for (int i = 0; i < 300; ++i) {
      const Bitboard occupied = occupancies.next();
      const Square s = Square(square);
      const Bitboard rook = ray_walk_rook_attacks(s, occupied);
      const Bitboard bishop = ray_walk_bishop_attacks(s, occupied);
      REQUIRE(rook_attacks(s, occupied) == rook);
      REQUIRE(magic_rook_attacks(s, occupied) == rook);
      REQUIRE(bishop_attacks(s, occupied) == bishop);
      REQUIRE(magic_bishop_attacks(s, occupied) == bishop);
    }
  }
}

TEST_CASE("attack sets on an empty board have the textbook sizes") {
  CHECK(popcount(rook_attacks(D4, 0)) == 14);
  CHECK(popcount(bishop_attacks(D4, 0)) == 13);
  CHECK(popcount(bishop_attacks(A1, 0)) == 7);
  CHECK(popcount(knight_attacks(A1)) == 2);
  CHECK(popcount(knight_attacks(E4)) == 8);
  CHECK(popcount(king_attacks(H8)) == 3);
  CHECK(pawn_attacks(White, E4) == (square_bit(D5) | square_bit(F5)));
  CHECK(pawn_attacks(Black, A5) == square_bit(B4));
}

TEST_CASE("between and line_through cover aligned squares only") {
  CHECK(between(A1, H8) ==
        (square_bit(B2) | square_bit(C3) | square_bit(D4) | square_bit(E5) | square_bit(F6) | square_bit(G7)));
  CHECK(between(E1, E2) == 0);
  CHECK(between(A1, B3) == 0);
  CHECK(line_through(A1, B3) == 0);
  CHECK(line_through(E1, E4) == FileA << 4);
  CHECK(aligned(A1, C3, H8));
  CHECK_FALSE(aligned(A1, C3, H7));
}

TEST_CASE("pawn attack sets of many pawns at once match the single-square table") {
  for (int square = 8; square < 56; ++square) {
    CHECK(pawn_attacks_of<White>(square_bit(Square(square))) == pawn_attacks(White, Square(square)));
    CHECK(pawn_attacks_of<Black>(square_bit(Square(square))) == pawn_attacks(Black, Square(square)));
  }
}
