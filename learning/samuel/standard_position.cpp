#include "learning/samuel/standard_position.h"

#include <array>
#include <tuple>

namespace newell::learning::samuel {
namespace {

using checkers::Bitboard;
using checkers::Square;

using SquareMap = std::array<Square, 32>;

constexpr SquareMap make_map(bool main_diagonal) {
  SquareMap map{};
  for (Square square = 0; square < 32; ++square) {
    const int row = checkers::row_of(square);
    const int column = checkers::column_of(square);
    map[static_cast<std::size_t>(square)] =
        main_diagonal ? checkers::square_at(column, row) : checkers::square_at(7 - column, 7 - row);
  }
  return map;
}

constexpr SquareMap main_map = make_map(true);
constexpr SquareMap other_map = make_map(false);

Bitboard mapped(Bitboard board, const SquareMap& map) {
  Bitboard result = 0;
  for (; board != 0; board = checkers::without_lowest(board))
    result |= checkers::bit(map[static_cast<std::size_t>(checkers::lowest_square(board))]);
  return result;
}

StandardPosition apply(const StandardPosition& position, Bitboard (*transform)(Bitboard)) {
  return {transform(position.black), transform(position.white), transform(position.kings)};
}

bool less(const StandardPosition& a, const StandardPosition& b) {
  return std::tie(a.black, a.white, a.kings) < std::tie(b.black, b.white, b.kings);
}

}  // namespace

Bitboard reflected_main_diagonal(Bitboard board) { return mapped(board, main_map); }
Bitboard reflected_other_diagonal(Bitboard board) { return mapped(board, other_map); }

StandardPosition standardise(const checkers::Position& position) {
  StandardPosition standard;
  if (position.side_to_move == checkers::Color::black) {
    standard = {position.black, position.white, position.kings};
  } else {
    standard = {turned_round(position.white), turned_round(position.black), turned_round(position.kings)};
  }
  if ((standard.black | standard.white) != standard.kings) return standard;
  // Kings only: the least of the position, its two diagonal reflections and its turn.
  StandardPosition best = standard;
  for (const StandardPosition& image :
       {apply(standard, reflected_main_diagonal), apply(standard, reflected_other_diagonal),
        apply(standard, [](Bitboard board) { return turned_round(board); })}) {
    if (less(image, best)) best = image;
  }
  return best;
}

checkers::Position to_position(const StandardPosition& position) {
  return checkers::Position::from_pieces(position.black, position.white, position.kings, checkers::Color::black);
}

}  // namespace newell::learning::samuel
