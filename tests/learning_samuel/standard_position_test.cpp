#include "checkers/notation.h"
#include "learning/samuel/standard_position.h"

#include <catch2/catch.hpp>

using newell::checkers::parse_fen;
using namespace newell::learning::samuel;

TEST_CASE("turning the board round twice gives the board back, and square 1 becomes 32") {
  CHECK(turned_round(0x1u) == 0x80000000u);
  CHECK(turned_round(turned_round(0x12345678u)) == 0x12345678u);
}

TEST_CASE("a position with White to move is catalogued as its colour-reversed twin with Black to move") {
  // White men on 21 and 30 against a Black man on 10, White to move; turned round and recoloured:
  // Black men on 12 and 3 against a White man on 23, Black to move.
  const auto white_to_move = parse_fen("W:W21,30:B10");
  const auto twin = parse_fen("B:W23:B12,3");
  CHECK(standardise(white_to_move) == standardise(twin));
  CHECK(standardise(twin).black == ((1u << 11) | (1u << 2)));
  // Black to move is kept as it is.
  CHECK(standardise(twin) == StandardPosition{twin.black, twin.white, twin.kings});
}

TEST_CASE("positions with men are not reflected about the diagonals") {
  const auto position = parse_fen("B:W23:B12,3");
  const StandardPosition reflected{reflected_main_diagonal(position.black), reflected_main_diagonal(position.white), 0};
  CHECK_FALSE(standardise(newell::learning::samuel::to_position(reflected)) == standardise(position));
}

TEST_CASE("kings-only positions related by a diagonal reflection or a half turn share one key") {
  const auto position = parse_fen("B:WK19:BK1,K6");
  const StandardPosition base{position.black, position.white, position.kings};
  const auto image = [](const StandardPosition& p, auto transform) {
    return StandardPosition{transform(p.black), transform(p.white), transform(p.kings)};
  };
  const StandardPosition main = image(base, reflected_main_diagonal);
  const StandardPosition other = image(base, reflected_other_diagonal);
  const StandardPosition turned = image(base, [](auto b) { return turned_round(b); });
  CHECK_FALSE(main == base);
  CHECK_FALSE(other == base);
  for (const StandardPosition& equivalent : {main, other, turned})
    CHECK(standardise(to_position(equivalent)) == standardise(position));
  // And the same with White to move, colours reversed.
  const auto reversed = newell::checkers::Position::from_pieces(turned_round(position.white), turned_round(position.black),
                                                                turned_round(position.kings), newell::checkers::Color::white);
  CHECK(standardise(reversed) == standardise(position));
}

TEST_CASE("a diagonal reflection maps playing squares to playing squares and is its own inverse") {
  for (unsigned square = 0; square < 32; ++square) {
    const auto board = newell::checkers::Bitboard{1} << square;
    CHECK(std::popcount(reflected_main_diagonal(board)) == 1);
    CHECK(reflected_main_diagonal(reflected_main_diagonal(board)) == board);
    CHECK(reflected_other_diagonal(reflected_other_diagonal(board)) == board);
  }
  // The double-corner squares 1 and 5 swap under the reflection about the light long diagonal.
  CHECK(reflected_main_diagonal(1u << 0) == (1u << 4));
}
