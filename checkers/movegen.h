#pragma once
// Legal move generation. Captures are mandatory: when a side can jump, its legal moves are exactly
// its complete jump paths (any of them, not necessarily the longest); a man that lands on the far
// row is crowned and its move ends there. Every distinct path is its own move (see README.md).
// Everything here is inline and allocation-free: it runs inside perft and search.

#include "checkers/bitboard.h"
#include "checkers/move.h"
#include "checkers/position.h"

#include <array>
#include <cstdint>

namespace newell::checkers {

namespace movegen_detail {

struct JumpTable {
  std::array<std::array<Bitboard, 4>, 32> over{};     // the square jumped over (0: no jump)
  std::array<std::array<Bitboard, 4>, 32> landing{};  // the landing square (0: no jump)
  std::array<std::array<std::uint8_t, 4>, 32> landing_square{};
};
constexpr JumpTable make_jump_table() {
  JumpTable table;
  for (Square square = 0; square < 32; ++square)
    for (int d = 0; d < 4; ++d) {
      const auto direction = static_cast<Direction>(d);
      const Square land = jump_landing(square, direction);
      if (land < 0) continue;
      table.over[square][d] = bit(neighbour(square, direction));
      table.landing[square][d] = bit(land);
      table.landing_square[square][d] = static_cast<std::uint8_t>(land);
    }
  return table;
}
inline constexpr JumpTable jumps = make_jump_table();

constexpr Direction reverse(Direction direction) {
  switch (direction) {
    case down_left: return up_right;
    case down_right: return up_left;
    case up_left: return down_right;
    case up_right: return down_left;
  }
  return down_left;
}

// The pieces of `movers` that can jump in `direction` now.
constexpr Bitboard jumpers(Bitboard movers, Bitboard opponents, Bitboard empty, Direction direction) {
  const Bitboard landings = step(step(movers, direction) & opponents, direction) & empty;
  const Direction back = reverse(direction);
  return step(step(landings, back), back);
}

// Continues a jump path from `at`. Captured pieces stay on the board until the move ends (they can
// neither be jumped twice nor landed on); the square the piece started from counts as empty.
// Calls sink(path) for every complete path; returns whether any jump continued from `at`.
template <bool is_king, Color side, class Sink>
inline bool extend_jump(Square at, Bitboard opponents, Bitboard empty, Move& path, int jumps_made, Sink& sink) {
  bool jumped = false;
  constexpr int first = is_king ? 0 : (side == Color::black ? down_left : up_left);
  constexpr int last = is_king ? 3 : first + 1;
  for (int d = first; d <= last; ++d) {
    const Bitboard over = jumps.over[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    const Bitboard landing = jumps.landing[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    if ((opponents & over) == 0 || (empty & landing) == 0) continue;
    jumped = true;
    const Square land = jumps.landing_square[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    path.landings[static_cast<std::size_t>(jumps_made)] = static_cast<std::uint8_t>(land);
    path.captured |= over;
    if (!is_king && (landing & crowning_row(side)) != 0) {
      sink(path, jumps_made + 1);
    } else if (!extend_jump<is_king, side>(land, opponents & ~over, empty, path, jumps_made + 1, sink)) {
      sink(path, jumps_made + 1);
    }
    path.captured &= ~over;
  }
  return jumped;
}

template <Color side>
constexpr Bitboard forward_step_movers(Bitboard own, Bitboard own_kings, bool down) {
  return (side == Color::black) == down ? own : own_kings;
}

}  // namespace movegen_detail

// The pieces of `side` that can capture.
template <Color side>
inline Bitboard capturing_pieces(const Position& position) {
  using namespace movegen_detail;
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  const Bitboard down = forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = forward_step_movers<side>(own, own_kings, false);
  Bitboard result = 0;
  if (down != 0) result |= jumpers(down, opponents, empty, down_left) | jumpers(down, opponents, empty, down_right);
  if (up != 0) result |= jumpers(up, opponents, empty, up_left) | jumpers(up, opponents, empty, up_right);
  return result;
}

inline bool can_capture(const Position& position) {
  return position.side_to_move == Color::black ? capturing_pieces<Color::black>(position) != 0
                                               : capturing_pieces<Color::white>(position) != 0;
}

// Calls sink(path, jump_count) for every jump path of every capturing piece of `side`.
template <Color side, class Sink>
inline void for_each_capture(const Position& position, Bitboard capturers, Sink& sink) {
  using namespace movegen_detail;
  const Bitboard opponents = position.pieces(opposite(side));
  Move path;
  for (; capturers != 0; capturers = without_lowest(capturers)) {
    const Square from = lowest_square(capturers);
    const Bitboard empty = position.empty() | bit(from);
    path.from = static_cast<std::uint8_t>(from);
    path.captured = 0;
    if ((position.kings & bit(from)) != 0)
      extend_jump<true, side>(from, opponents, empty, path, 0, sink);
    else
      extend_jump<false, side>(from, opponents, empty, path, 0, sink);
  }
}

// Simple (non-capturing) moves of `side`, ignoring whether a capture is available.
template <Color side>
inline void add_simple_moves(const Position& position, MoveList& list) {
  const Bitboard empty = position.empty();
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard down = movegen_detail::forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = movegen_detail::forward_step_movers<side>(own, own_kings, false);
  if (down != 0) {
    for (Bitboard t = (down << 4) & empty; t != 0; t = without_lowest(t)) list.add_simple(lowest_square(t) - 4, lowest_square(t));
    for (Bitboard t = ((down & steps_by_three_down) << 3) & empty; t != 0; t = without_lowest(t))
      list.add_simple(lowest_square(t) - 3, lowest_square(t));
    for (Bitboard t = ((down & steps_by_five_down) << 5) & empty; t != 0; t = without_lowest(t))
      list.add_simple(lowest_square(t) - 5, lowest_square(t));
  }
  if (up != 0) {
    for (Bitboard t = (up >> 4) & empty; t != 0; t = without_lowest(t)) list.add_simple(lowest_square(t) + 4, lowest_square(t));
    for (Bitboard t = ((up & steps_by_five_up) >> 5) & empty; t != 0; t = without_lowest(t))
      list.add_simple(lowest_square(t) + 5, lowest_square(t));
    for (Bitboard t = ((up & steps_by_three_up) >> 3) & empty; t != 0; t = without_lowest(t))
      list.add_simple(lowest_square(t) + 3, lowest_square(t));
  }
}

// How many simple moves `side` has (popcounts, nothing enumerated).
template <Color side>
inline int count_simple_moves(const Position& position) {
  const Bitboard empty = position.empty();
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard down = movegen_detail::forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = movegen_detail::forward_step_movers<side>(own, own_kings, false);
  int total = count((down << 4) & empty) + count(((down & steps_by_three_down) << 3) & empty) +
              count(((down & steps_by_five_down) << 5) & empty);
  if (up != 0)
    total += count((up >> 4) & empty) + count(((up & steps_by_five_up) >> 5) & empty) +
             count(((up & steps_by_three_up) >> 3) & empty);
  return total;
}

struct AddToList {
  MoveList& list;
  void operator()(const Move& path, int jump_count) {
    Move& move = list.add_capture();
    move = path;
    move.jump_count = static_cast<std::uint8_t>(jump_count);
    move.to = path.landings[static_cast<std::size_t>(jump_count - 1)];
  }
};

struct CountPaths {
  int paths = 0;
  void operator()(const Move&, int) { ++paths; }
};

// All legal moves of the side to move: its jump paths if it can capture, else its simple moves.
template <Color side>
inline void generate_moves(const Position& position, MoveList& list) {
  list.clear();
  const Bitboard capturers = capturing_pieces<side>(position);
  if (capturers != 0) {
    AddToList sink{list};
    for_each_capture<side>(position, capturers, sink);
  } else {
    add_simple_moves<side>(position, list);
  }
}

inline void generate_moves(const Position& position, MoveList& list) {
  if (position.side_to_move == Color::black)
    generate_moves<Color::black>(position, list);
  else
    generate_moves<Color::white>(position, list);
}

// The number of legal moves, counting simple moves by popcount (perft's bulk counting).
template <Color side>
inline int count_moves(const Position& position) {
  const Bitboard capturers = capturing_pieces<side>(position);
  if (capturers == 0) return count_simple_moves<side>(position);
  CountPaths sink;
  for_each_capture<side>(position, capturers, sink);
  return sink.paths;
}

// Keeps one of each group of captures by the same piece that take the same pieces and land on the
// same square (the "unique captures" counting convention).
void remove_duplicate_captures(MoveList& list);

}  // namespace newell::checkers
