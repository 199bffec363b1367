#pragma once
// A move records its whole path: a simple move is from-to, a capture lists every landing square,
// because two jump paths that take the same men and end on the same square are different moves
// (the counting convention of the published perft numbers) and notation writes the path.

#include "checkers/bitboard.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace newell::checkers {

// A side has at most 12 pieces, so a capture takes at most 12.
inline constexpr int max_jumps = 12;

// No default member initialisers: a MoveList of 256 must not be zeroed at every node. Write
// `Move move{}` for a zeroed one.
struct Move {
  Bitboard captured;    // the men and kings taken (empty for a simple move)
  std::uint8_t from;
  std::uint8_t to;
  std::uint8_t jump_count;                      // 0 for a simple move
  std::array<std::uint8_t, max_jumps> landings; // landing square of each jump; the last is `to`

  bool is_capture() const { return jump_count != 0; }
  friend bool operator==(const Move& a, const Move& b) {
    if (a.from != b.from || a.to != b.to || a.captured != b.captured || a.jump_count != b.jump_count) return false;
    for (int i = 0; i < a.jump_count; ++i)
      if (a.landings[static_cast<std::size_t>(i)] != b.landings[static_cast<std::size_t>(i)]) return false;
    return true;
  }
};

// Thrown when a position offers more jump paths than a MoveList holds (no legal game comes near).
struct MoveListFull : std::length_error {
  MoveListFull() : std::length_error("more capture paths than a move list holds (256)") {}
};

// Fixed capacity, never allocates: move generation runs millions of times a second.
class MoveList {
 public:
  static constexpr int capacity = 256;

  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int index) const { return moves_[static_cast<std::size_t>(index)]; }
  Move& operator[](int index) { return moves_[static_cast<std::size_t>(index)]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }

  // Simple moves are at most 4 per piece (48), so only captures need the capacity check.
  void add_simple(Square from, Square to) {
    Move& move = moves_[static_cast<std::size_t>(size_++)];
    move.captured = 0;
    move.from = static_cast<std::uint8_t>(from);
    move.to = static_cast<std::uint8_t>(to);
    move.jump_count = 0;
  }
  Move& add_capture() {
    if (size_ == capacity) [[unlikely]]
      throw MoveListFull{};
    return moves_[static_cast<std::size_t>(size_++)];
  }
  void remove(int index) { moves_[static_cast<std::size_t>(index)] = moves_[static_cast<std::size_t>(--size_)]; }

 private:
  std::array<Move, capacity> moves_;
  int size_ = 0;
};

}  // namespace newell::checkers
