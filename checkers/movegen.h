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

// Jump landing squares by direction, all pieces at once. A jump moves by exactly +7 (down-left),
// +9 (down-right), -9 (up-left) or -7 (up-right) whatever the row; the square jumped over is 3, 4
// or 5 away from the landing square depending on the row's parity, which the shifted opponent
// boards below encode (stray bits they produce fall on squares no jump of that direction reaches).
namespace movegen_detail {
inline constexpr Bitboard can_jump_down_left = 0x00EEEEEEu;   // column >= 2, row <= 5
inline constexpr Bitboard can_jump_down_right = 0x00777777u;  // column <= 5, row <= 5
inline constexpr Bitboard can_jump_up_left = 0xEEEEEE00u;     // column >= 2, row >= 2
inline constexpr Bitboard can_jump_up_right = 0x77777700u;    // column <= 5, row >= 2

struct Landings {
  Bitboard down_left = 0, down_right = 0, up_left = 0, up_right = 0;
};

template <Color side>
inline Landings landings(const Position& position) {
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  const Bitboard down = forward_step_movers<side>(own, own & position.kings, true);
  const Bitboard up = forward_step_movers<side>(own, own & position.kings, false);
  const Bitboard odd_opponents = opponents & odd_rows;
  const Bitboard even_opponents = opponents & even_rows;
  Landings result;
  if (down != 0) {
    result.down_left = ((down & can_jump_down_left) << 7) & ((odd_opponents << 3) | (even_opponents << 4)) & empty;
    result.down_right = ((down & can_jump_down_right) << 9) & ((odd_opponents << 4) | (even_opponents << 5)) & empty;
  }
  if (up != 0) {
    result.up_left = ((up & can_jump_up_left) >> 9) & ((odd_opponents >> 5) | (even_opponents >> 4)) & empty;
    result.up_right = ((up & can_jump_up_right) >> 7) & ((odd_opponents >> 4) | (even_opponents >> 3)) & empty;
  }
  return result;
}
}  // namespace movegen_detail

// The pieces of `side` that can capture.
template <Color side>
inline Bitboard capturing_pieces(const Position& position) {
  const movegen_detail::Landings found = movegen_detail::landings<side>(position);
  return (found.down_left >> 7) | (found.down_right >> 9) | (found.up_left << 9) | (found.up_right << 7);
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

namespace movegen_detail {
// How many complete jump paths continue from `at` (0 when none does): the counting twin of
// extend_jump, with no path to write.
template <bool is_king, Color side>
inline int count_jump_paths(Square at, Bitboard opponents, Bitboard empty) {
  int paths = 0;
  constexpr int first = is_king ? 0 : (side == Color::black ? down_left : up_left);
  constexpr int last = is_king ? 3 : first + 1;
  for (int d = first; d <= last; ++d) {
    const Bitboard over = jumps.over[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    const Bitboard landing = jumps.landing[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    if ((opponents & over) == 0 || (empty & landing) == 0) continue;
    if (!is_king && (landing & crowning_row(side)) != 0) {
      ++paths;
      continue;
    }
    const int further = count_jump_paths<is_king, side>(
        jumps.landing_square[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)], opponents & ~over, empty);
    paths += further != 0 ? further : 1;
  }
  return paths;
}
}  // namespace movegen_detail

namespace movegen_detail {
// Men jump only forwards, so every piece a man has taken and the square it started from lie behind
// it: whether a man on a square can jump on does not depend on the path that brought it there.
// That lets the jump paths of all men be counted with whole-board operations. `valid_*` are the
// squares a forward jump in that direction may land on (empty, with an opponent just behind).
template <Color side>
inline int count_man_paths(Bitboard squares, Bitboard valid_left, Bitboard valid_right) {
  Bitboard left, right;
  if constexpr (side == Color::black) {
    left = ((squares & can_jump_down_left) << 7) & valid_left;
    right = ((squares & can_jump_down_right) << 9) & valid_right;
  } else {
    left = ((squares & can_jump_up_left) >> 9) & valid_left;
    right = ((squares & can_jump_up_right) >> 7) & valid_right;
  }
  if ((left | right) == 0) return count(squares);
  const Bitboard continuing = side == Color::black ? (left >> 7) | (right >> 9) : (left << 9) | (right << 7);
  int paths = count(squares & ~continuing);
  if (left != 0) paths += count_man_paths<side>(left, valid_left, valid_right);
  if (right != 0) paths += count_man_paths<side>(right, valid_left, valid_right);
  return paths;
}
}  // namespace movegen_detail

// The number of legal moves, counting simple moves by popcount (perft's bulk counting); the jump
// paths of men are counted board-wide, those of kings followed one by one, none stored.
template <Color side>
inline int count_moves(const Position& position) {
  using namespace movegen_detail;
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  const Bitboard own_kings = own & position.kings;
  const Bitboard men = own & ~own_kings;
  const Bitboard odd_opponents = opponents & odd_rows;
  const Bitboard even_opponents = opponents & even_rows;
  Bitboard valid_left, valid_right, first_left, first_right;
  if constexpr (side == Color::black) {
    valid_left = ((odd_opponents << 3) | (even_opponents << 4)) & empty;
    valid_right = ((odd_opponents << 4) | (even_opponents << 5)) & empty;
    first_left = ((men & can_jump_down_left) << 7) & valid_left;
    first_right = ((men & can_jump_down_right) << 9) & valid_right;
  } else {
    valid_left = ((odd_opponents >> 5) | (even_opponents >> 4)) & empty;
    valid_right = ((odd_opponents >> 4) | (even_opponents >> 3)) & empty;
    first_left = ((men & can_jump_up_left) >> 9) & valid_left;
    first_right = ((men & can_jump_up_right) >> 7) & valid_right;
  }
  Bitboard king_capturers = 0;
  if (own_kings != 0) {
    const Bitboard down_left_valid = ((odd_opponents << 3) | (even_opponents << 4)) & empty;
    const Bitboard down_right_valid = ((odd_opponents << 4) | (even_opponents << 5)) & empty;
    const Bitboard up_left_valid = ((odd_opponents >> 5) | (even_opponents >> 4)) & empty;
    const Bitboard up_right_valid = ((odd_opponents >> 4) | (even_opponents >> 3)) & empty;
    king_capturers = ((((own_kings & can_jump_down_left) << 7) & down_left_valid) >> 7) |
                     ((((own_kings & can_jump_down_right) << 9) & down_right_valid) >> 9) |
                     ((((own_kings & can_jump_up_left) >> 9) & up_left_valid) << 9) |
                     ((((own_kings & can_jump_up_right) >> 7) & up_right_valid) << 7);
  }
  if ((first_left | first_right | king_capturers) == 0) return count_simple_moves<side>(position);
  int paths = 0;
  if ((first_left | first_right) != 0) {
    // Most captures are single jumps: check whether any man can jump on before recursing.
    const Bitboard landed = first_left | first_right;
    const Bitboard onward = side == Color::black
                                ? (((landed & can_jump_down_left) << 7) & valid_left) |
                                      (((landed & can_jump_down_right) << 9) & valid_right)
                                : (((landed & can_jump_up_left) >> 9) & valid_left) |
                                      (((landed & can_jump_up_right) >> 7) & valid_right);
    if (onward == 0) {
      paths = count(first_left) + count(first_right);
    } else {
      paths = count_man_paths<side>(first_left, valid_left, valid_right) +
              count_man_paths<side>(first_right, valid_left, valid_right);
    }
  }
  for (; king_capturers != 0; king_capturers = without_lowest(king_capturers)) {
    const Square from = lowest_square(king_capturers);
    paths += count_jump_paths<true, side>(from, opponents, empty | bit(from));
  }
  return paths;
}

// Calls visit(from, to, captured) with one-bit boards for from and to, for every legal move of
// `side` (jump paths when it can capture, else simple moves), without storing a move list: perft
// walks the tree this way.
template <Color side, class Visit>
inline void for_each_move(const Position& position, Visit&& visit) {
  const Bitboard capturers = capturing_pieces<side>(position);
  if (capturers != 0) {
    auto sink = [&](const Move& path, int jump_count) {
      visit(bit(path.from), bit(path.landings[static_cast<std::size_t>(jump_count - 1)]), path.captured);
    };
    for_each_capture<side>(position, capturers, sink);
    return;
  }
  const Bitboard empty = position.empty();
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard down = movegen_detail::forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = movegen_detail::forward_step_movers<side>(own, own_kings, false);
  for (Bitboard t = (down << 4) & empty; t != 0; t = without_lowest(t)) visit((t & -t) >> 4, t & -t, Bitboard{0});
  for (Bitboard t = ((down & steps_by_three_down) << 3) & empty; t != 0; t = without_lowest(t))
    visit((t & -t) >> 3, t & -t, Bitboard{0});
  for (Bitboard t = ((down & steps_by_five_down) << 5) & empty; t != 0; t = without_lowest(t))
    visit((t & -t) >> 5, t & -t, Bitboard{0});
  if (up != 0) {
    for (Bitboard t = (up >> 4) & empty; t != 0; t = without_lowest(t)) visit((t & -t) << 4, t & -t, Bitboard{0});
    for (Bitboard t = ((up & steps_by_five_up) >> 5) & empty; t != 0; t = without_lowest(t))
      visit((t & -t) << 5, t & -t, Bitboard{0});
    for (Bitboard t = ((up & steps_by_three_up) >> 3) & empty; t != 0; t = without_lowest(t))
      visit((t & -t) << 3, t & -t, Bitboard{0});
  }
}

// Keeps one of each group of captures by the same piece that take the same pieces and land on the
// same square (the "unique captures" counting convention).
void remove_duplicate_captures(MoveList& list);

}  // namespace newell::checkers
