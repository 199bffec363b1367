#include "checkers/movegen.h"
#include "checkers/notation.h"

#include <catch2/catch.hpp>

#include <random>

using namespace newell::checkers;

namespace {
int counted(const Position& position) {
  return position.side_to_move == Color::black ? count_moves<Color::black>(position) : count_moves<Color::white>(position);
}

// A random legal position: random pieces (men not on their crowning row), random side to move.
Position random_position(std::mt19937& random) {
  Bitboard black = 0, white = 0, kings = 0;
  std::uniform_int_distribution<int> square(0, 31), pieces(1, 12), coin(0, 3);
  for (Color colour : {Color::black, Color::white}) {
    const int wanted = pieces(random);
    for (int placed = 0; placed < wanted;) {
      const Square at = square(random);
      if (((black | white) & bit(at)) != 0) continue;
      const bool king = coin(random) == 0 || (crowning_row(colour) & bit(at)) != 0;
      (colour == Color::black ? black : white) |= bit(at);
      if (king) kings |= bit(at);
      ++placed;
    }
  }
  return Position::from_pieces(black, white, kings, coin(random) % 2 == 0 ? Color::black : Color::white);
}
}  // namespace

TEST_CASE("bulk counting agrees with the generator on random positions and random games") {
  std::mt19937 random(20261122);
  for (int trial = 0; trial < 20000; ++trial) {
    const Position position = random_position(random);
    MoveList moves;
    generate_moves(position, moves);
    INFO(to_fen(position));
    REQUIRE(counted(position) == moves.size());
    REQUIRE(can_capture(position) == (!moves.empty() && moves[0].is_capture()));
  }
  for (int game = 0; game < 200; ++game) {
    Position position = Position::initial();
    for (int ply = 0; ply < 150; ++ply) {
      MoveList moves;
      generate_moves(position, moves);
      INFO(to_fen(position));
      REQUIRE(counted(position) == moves.size());
      if (moves.empty()) break;
      position = position.after(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(random)]);
    }
  }
}

TEST_CASE("every generated capture takes pieces of the other side only, and simple moves take none") {
  std::mt19937 random(7);
  for (int trial = 0; trial < 5000; ++trial) {
    const Position position = random_position(random);
    MoveList moves;
    generate_moves(position, moves);
    for (const Move& move : moves) {
      INFO(to_fen(position) << " " << move_text(move));
      CHECK((move.captured & position.pieces(position.side_to_move)) == 0);
      CHECK((move.captured & ~position.pieces(opposite(position.side_to_move))) == 0);
      CHECK(count(move.captured) == move.jump_count);
      CHECK((position.pieces(position.side_to_move) & bit(move.from)) != 0);
    }
  }
}
