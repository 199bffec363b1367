#pragma once
// Zobrist keys (internal to chess/): fixed pseudo-random numbers made at compile time, so keys are
// the same in every build and run (opening books, stored games and tests can rely on them).

#include <array>
#include <cstdint>

#include "chess/types.h"

namespace newell::chess::zobrist {

struct Keys {
  std::uint64_t piece_square[16][64] = {};
  std::uint64_t castling[16] = {};  // one per set of rights: the XOR of the keys of its rights
  std::uint64_t en_passant_file[8] = {};
  std::uint64_t black_to_move = 0;
};

constexpr Keys make_keys() {
  Keys keys;
  std::uint64_t state = 0x6E65776C6C313935ULL;  // "newell195"
  auto next = [&state] {
    // splitmix64
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& piece : keys.piece_square)
    for (auto& key : piece) key = next();
  std::uint64_t rights[4] = {next(), next(), next(), next()};
  for (int set = 0; set < 16; ++set)
    for (int right = 0; right < 4; ++right)
      if (set & (1 << right)) keys.castling[set] ^= rights[right];
  for (auto& key : keys.en_passant_file) key = next();
  keys.black_to_move = next();
  return keys;
}

inline constexpr Keys keys = make_keys();

}  // namespace newell::chess::zobrist
