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
#include <type_traits>

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

// Continues a jump path from `at`. Captured pieces stay on the board until the move ends (they can
// neither be jumped twice nor landed on); the square the piece started from counts as empty.
// Calls sink.jump_path(path, jump_count) for every complete path; returns whether any jump continued
// from `at`.
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
      sink.jump_path(path, jumps_made + 1);
    } else if (!extend_jump<is_king, side>(land, opponents & ~over, empty, path, jumps_made + 1, sink)) {
      sink.jump_path(path, jumps_made + 1);
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

// A board per direction of one half of the board's diagonals (down or up), left and right.
struct LeftRight {
  Bitboard left = 0, right = 0;
};

// The squares a jump down (or up) to the left and to the right may land on: empty, with an
// opponent on the square before it.
template <bool down>
inline LeftRight open_landings(Bitboard opponents, Bitboard empty) {
  const Bitboard odd_opponents = opponents & odd_rows;
  const Bitboard even_opponents = opponents & even_rows;
  if constexpr (down)
    return {((odd_opponents << 3) | (even_opponents << 4)) & empty, ((odd_opponents << 4) | (even_opponents << 5)) & empty};
  else
    return {((odd_opponents >> 5) | (even_opponents >> 4)) & empty, ((odd_opponents >> 4) | (even_opponents >> 3)) & empty};
}

// Where the first jumps of `movers` down (or up) land, given open_landings.
template <bool down>
inline LeftRight first_landings(Bitboard movers, LeftRight open) {
  if constexpr (down)
    return {((movers & can_jump_down_left) << 7) & open.left, ((movers & can_jump_down_right) << 9) & open.right};
  else
    return {((movers & can_jump_up_left) >> 9) & open.left, ((movers & can_jump_up_right) >> 7) & open.right};
}

// The squares the jumps that landed on `landed` started from.
template <bool down>
inline Bitboard jump_origins(LeftRight landed) {
  if constexpr (down)
    return (landed.left >> 7) | (landed.right >> 9);
  else
    return (landed.left << 9) | (landed.right << 7);
}

// The pieces of `movers` that can jump down (or up).
template <bool down>
inline Bitboard jumpers_towards(Bitboard movers, Bitboard opponents, Bitboard empty) {
  if (movers == 0) return 0;
  return jump_origins<down>(first_landings<down>(movers, open_landings<down>(opponents, empty)));
}
}  // namespace movegen_detail

// The pieces of `side` that can capture.
template <Color side>
inline Bitboard capturing_pieces(const Position& position) {
  using namespace movegen_detail;
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  return jumpers_towards<true>(forward_step_movers<side>(own, own & position.kings, true), opponents, empty) |
         jumpers_towards<false>(forward_step_movers<side>(own, own & position.kings, false), opponents, empty);
}

inline bool can_capture(const Position& position) {
  return position.side_to_move == Color::black ? capturing_pieces<Color::black>(position) != 0
                                               : capturing_pieces<Color::white>(position) != 0;
}

// Calls sink.jump_path(path, jump_count) for every jump path of every capturing piece of `side`.
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

// Simple (non-capturing) moves of `side`, ignoring whether a capture is available: one target board
// per step, sink.steps<shift>(targets) where each target square is its origin + shift. This, generate
// and the sinks' steps are always inlined, as loops written in place would be: they are perft's inner
// loop (callgrind, `perft --depth 10`: the compiler's own choice cost 5% more instructions).
template <Color side, class Sink>
[[gnu::always_inline]] inline void for_each_simple_step(const Position& position, Sink& sink) {
  const Bitboard empty = position.empty();
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard down = movegen_detail::forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = movegen_detail::forward_step_movers<side>(own, own_kings, false);
  if (down != 0) {
    sink.template steps<4>((down << 4) & empty);
    sink.template steps<3>(((down & steps_by_three_down) << 3) & empty);
    sink.template steps<5>(((down & steps_by_five_down) << 5) & empty);
  }
  if (up != 0) {
    sink.template steps<-4>((up >> 4) & empty);
    sink.template steps<-5>(((up & steps_by_five_up) >> 5) & empty);
    sink.template steps<-3>(((up & steps_by_three_up) >> 3) & empty);
  }
}

// The one move generator: every legal move of `side` into `sink`, its jump paths if it can capture,
// else its simple moves. A sink has jump_path(path, jump_count) and steps<shift>(targets); the three
// below list the moves, count them, or hand each to a function (perft).
template <Color side, class Sink>
[[gnu::always_inline]] inline void generate(const Position& position, Sink& sink) {
  const Bitboard capturers = capturing_pieces<side>(position);
  if (capturers != 0)
    for_each_capture<side>(position, capturers, sink);
  else
    for_each_simple_step<side>(position, sink);
}

// Writes each move into a MoveList.
struct ListSink {
  MoveList& list;
  void jump_path(const Move& path, int jump_count) {
    Move& move = list.add_capture();
    move = path;
    move.jump_count = static_cast<std::uint8_t>(jump_count);
    move.to = path.landings[static_cast<std::size_t>(jump_count - 1)];
  }
  template <int shift>
  [[gnu::always_inline]] void steps(Bitboard targets) {
    for (; targets != 0; targets = without_lowest(targets))
      list.add_simple(lowest_square(targets) - shift, lowest_square(targets));
  }
};

// Counts moves without listing them (simple moves by popcount).
struct CountSink {
  int total = 0;
  void jump_path(const Move&, int) { ++total; }
  template <int shift>
  [[gnu::always_inline]] void steps(Bitboard targets) {
    total += count(targets);
  }
};

// Calls visit(from, to, captured) with one-bit boards for from and to.
template <class Visit>
struct VisitSink {
  Visit& visit;
  void jump_path(const Move& path, int jump_count) {
    visit(bit(path.from), bit(path.landings[static_cast<std::size_t>(jump_count - 1)]), path.captured);
  }
  template <int shift>
  [[gnu::always_inline]] void steps(Bitboard targets) {
    for (; targets != 0; targets = without_lowest(targets)) {
      const Bitboard to = targets & -targets;
      visit(shift > 0 ? to >> shift : to << -shift, to, Bitboard{0});
    }
  }
};

// Simple (non-capturing) moves of `side`, ignoring whether a capture is available.
template <Color side>
inline void add_simple_moves(const Position& position, MoveList& list) {
  ListSink sink{list};
  for_each_simple_step<side>(position, sink);
}

// How many simple moves `side` has (popcounts, nothing enumerated).
template <Color side>
[[gnu::always_inline]] inline int count_simple_moves(const Position& position) {
  CountSink sink;
  for_each_simple_step<side>(position, sink);
  return sink.total;
}

// All legal moves of the side to move: its jump paths if it can capture, else its simple moves.
template <Color side>
inline void generate_moves(const Position& position, MoveList& list) {
  list.clear();
  ListSink sink{list};
  generate<side>(position, sink);
}

inline void generate_moves(const Position& position, MoveList& list) {
  if (position.side_to_move == Color::black)
    generate_moves<Color::black>(position, list);
  else
    generate_moves<Color::white>(position, list);
}

// Calls visit(from, to, captured) with one-bit boards for from and to, for every legal move of
// `side`, without storing a move list: perft walks the tree this way.
template <Color side, class Visit>
inline void for_each_move(const Position& position, Visit&& visit) {
  VisitSink<std::remove_reference_t<Visit>> sink{visit};
  generate<side>(position, sink);
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

// Men jump only forwards, so every piece a man has taken and the square it started from lie behind
// it: whether a man on a square can jump on does not depend on the path that brought it there.
// That lets the jump paths of all men be counted with whole-board operations; `open` are the
// squares a forward jump may land on (open_landings).
template <Color side>
inline int count_man_paths(Bitboard squares, LeftRight open) {
  constexpr bool forward_is_down = side == Color::black;
  const LeftRight landed = first_landings<forward_is_down>(squares, open);
  if ((landed.left | landed.right) == 0) return count(squares);
  int paths = count(squares & ~jump_origins<forward_is_down>(landed));
  if (landed.left != 0) paths += count_man_paths<side>(landed.left, open);
  if (landed.right != 0) paths += count_man_paths<side>(landed.right, open);
  return paths;
}
}  // namespace movegen_detail

// The number of legal moves, counting simple moves by popcount (perft's bulk counting); the jump
// paths of men are counted board-wide, those of kings followed one by one, none stored. Always
// inlined: it is perft's innermost step (the compiler would otherwise call it).
template <Color side>
[[gnu::always_inline]] inline int count_moves(const Position& position) {
  using namespace movegen_detail;
  constexpr bool forward_is_down = side == Color::black;
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  const Bitboard own_kings = own & position.kings;
  const Bitboard men = own & ~own_kings;
  // The forward landing masks written out, not through open_landings/first_landings: with those
  // the compiler keeps more of the work in perft's last ply (3% more instructions at depth 10).
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
  const LeftRight open{valid_left, valid_right};
  const LeftRight first{first_left, first_right};
  int paths = 0;
  if ((first.left | first.right) != 0) {
    // Most captures are single jumps: check whether any man can jump on before recursing.
    const LeftRight onward = first_landings<forward_is_down>(first.left | first.right, open);
    if ((onward.left | onward.right) == 0) {
      paths = count(first.left) + count(first.right);
    } else {
      paths = count_man_paths<side>(first.left, open) + count_man_paths<side>(first.right, open);
    }
  }
  for (; king_capturers != 0; king_capturers = without_lowest(king_capturers)) {
    const Square from = lowest_square(king_capturers);
    paths += count_jump_paths<true, side>(from, opponents, empty | bit(from));
  }
  return paths;
}

// Keeps one of each group of captures by the same piece that take the same pieces and land on the
// same square (the "unique captures" counting convention).
void remove_duplicate_captures(MoveList& list);

}  // namespace newell::checkers
