#pragma once
// Samuel's catalogue form of a position: every position is stored as if Black were to move (a
// position with White to move is turned round, square s to 33 - s, and its colours swapped), and a
// position with kings only is further reflected about the board's two long diagonals (and turned
// round) to the least of its four images, so that equivalent positions share one entry.

#include "checkers/position.h"

#include <cstddef>
#include <cstdint>

namespace newell::learning::samuel {

struct StandardPosition {
  checkers::Bitboard black = 0;  // the side to move
  checkers::Bitboard white = 0;
  checkers::Bitboard kings = 0;

  friend bool operator==(const StandardPosition&, const StandardPosition&) = default;
};

struct StandardPositionHash {
  std::size_t operator()(const StandardPosition& position) const {
    std::uint64_t z = (std::uint64_t{position.black} << 32 | position.white) ^ (std::uint64_t{position.kings} * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<std::size_t>(z ^ (z >> 31));
  }
};

// Square s to 31 - s (bit numbering): the board turned through half a circle.
constexpr checkers::Bitboard turned_round(checkers::Bitboard board) {
  board = ((board >> 1) & 0x55555555u) | ((board & 0x55555555u) << 1);
  board = ((board >> 2) & 0x33333333u) | ((board & 0x33333333u) << 2);
  board = ((board >> 4) & 0x0F0F0F0Fu) | ((board & 0x0F0F0F0Fu) << 4);
  board = ((board >> 8) & 0x00FF00FFu) | ((board & 0x00FF00FFu) << 8);
  return (board >> 16) | (board << 16);
}

// Reflections about the long diagonals: (row, column) to (column, row) and to (7 - column, 7 - row).
checkers::Bitboard reflected_main_diagonal(checkers::Bitboard board);
checkers::Bitboard reflected_other_diagonal(checkers::Bitboard board);

StandardPosition standardise(const checkers::Position& position);

// The position a standard one stands for (Black to move).
checkers::Position to_position(const StandardPosition& position);

}  // namespace newell::learning::samuel
