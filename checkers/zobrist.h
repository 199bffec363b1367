#pragma once
// Zobrist keys: one random 64-bit number per (colour, man or king, square) and one for "White to
// move"; a position's key is the XOR of those that apply, updated incrementally by make/unmake.

#include "checkers/bitboard.h"

#include <array>
#include <cstdint>

namespace newell::checkers {

using Key = std::uint64_t;

namespace zobrist_detail {
constexpr Key splitmix(Key& state) {
  Key z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
struct Table {
  std::array<std::array<std::array<Key, 32>, 2>, 2> piece{};  // [colour][0 man, 1 king][square]
  Key white_to_move = 0;
};
constexpr Table make_table() {
  Table table;
  Key state = 0x6E6577656C6C21ull;  // "newell!"
  for (auto& colour : table.piece)
    for (auto& kind : colour)
      for (auto& key : kind) key = splitmix(state);
  table.white_to_move = splitmix(state);
  return table;
}
}  // namespace zobrist_detail

inline constexpr zobrist_detail::Table zobrist = zobrist_detail::make_table();

constexpr Key piece_key(Color color, bool is_king, Square square) {
  return zobrist.piece[static_cast<int>(color)][is_king ? 1 : 0][static_cast<std::size_t>(square)];
}

}  // namespace newell::checkers
