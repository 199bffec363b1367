#pragma once
// Samuel's 32-bit board: one bit per playing square. Bit i is standard square i + 1, so the board
// of the standard diagram (Black at the top on 1-12, White at the bottom on 21-32) reads
//
//        col: 0  1  2  3  4  5  6  7
//   row 0:       1     2     3     4      (even rows: squares in columns 1, 3, 5, 7)
//   row 1:    5     6     7     8         (odd rows:  squares in columns 0, 2, 4, 6)
//   ...
//   row 7:   29    30    31    32
//
// "Down" (towards 32) is Black's forward direction. A step down is +4 from every square, +3 from
// an odd row except its first square, +5 from an even row except its last square; up mirrors it.

#include <bit>
#include <cstdint>

namespace newell::checkers {

using Bitboard = std::uint32_t;
using Square = int;  // 0..31 (standard number minus one)

enum class Color : std::uint8_t { black, white };

constexpr Color opposite(Color color) { return color == Color::black ? Color::white : Color::black; }

constexpr Bitboard bit(Square square) { return Bitboard{1} << square; }
constexpr int count(Bitboard board) { return std::popcount(board); }
constexpr Square lowest_square(Bitboard board) { return std::countr_zero(board); }
constexpr Bitboard without_lowest(Bitboard board) { return board & (board - 1); }

constexpr int row_of(Square square) { return square / 4; }
// The column on the 8x8 board (0 = left edge of the diagram).
constexpr int column_of(Square square) { return 2 * (square % 4) + (row_of(square) % 2 == 0 ? 1 : 0); }
constexpr bool on_board(int row, int column) {
  return row >= 0 && row < 8 && column >= 0 && column < 8 && (row + column) % 2 == 1;
}
constexpr Square square_at(int row, int column) { return row * 4 + column / 2; }

inline constexpr Bitboard all_squares = 0xFFFFFFFFu;
inline constexpr Bitboard even_rows = 0x0F0F0F0Fu;
inline constexpr Bitboard odd_rows = 0xF0F0F0F0u;
// Squares from which a step of 3 (down) or 5 (up) stays on the board: odd rows but their first.
inline constexpr Bitboard steps_by_three_down = 0xE0E0E0E0u;
// Squares from which a step of 5 (down) or 3 (up) stays on the board: even rows but their last.
inline constexpr Bitboard steps_by_five_down = 0x07070707u;
inline constexpr Bitboard steps_by_five_up = 0xE0E0E0E0u;
inline constexpr Bitboard steps_by_three_up = 0x07070707u;

// The row where a man of this colour is crowned.
constexpr Bitboard crowning_row(Color color) { return color == Color::black ? 0xF0000000u : 0x0000000Fu; }

// Every square one step down (towards 32) / up (towards 1) from a square of `board`.
constexpr Bitboard step_down(Bitboard board) {
  return (board << 4) | ((board & steps_by_three_down) << 3) | ((board & steps_by_five_down) << 5);
}
constexpr Bitboard step_up(Bitboard board) {
  return (board >> 4) | ((board & steps_by_five_up) >> 5) | ((board & steps_by_three_up) >> 3);
}

// The four diagonal directions, named as seen on the diagram.
enum Direction : int { down_left, down_right, up_left, up_right };

constexpr Bitboard step(Bitboard board, Direction direction) {
  switch (direction) {
    case down_left: return ((board & even_rows) << 4) | ((board & steps_by_three_down) << 3);
    case down_right: return ((board & steps_by_five_down) << 5) | ((board & odd_rows) << 4);
    case up_left: return ((board & even_rows) >> 4) | ((board & steps_by_five_up) >> 5);
    case up_right: return ((board & steps_by_three_up) >> 3) | ((board & odd_rows) >> 4);
  }
  return 0;
}

// The neighbour of a square in a direction, or -1 off the board.
constexpr Square neighbour(Square square, Direction direction) {
  const int row = row_of(square) + (direction == down_left || direction == down_right ? 1 : -1);
  const int column = column_of(square) + (direction == down_left || direction == up_left ? -1 : 1);
  return on_board(row, column) ? square_at(row, column) : -1;
}

// The square two steps away (a jump's landing square), or -1.
constexpr Square jump_landing(Square square, Direction direction) {
  const Square middle = neighbour(square, direction);
  return middle < 0 ? -1 : neighbour(middle, direction);
}

}  // namespace newell::checkers
