#pragma once
// Legal move generation. Captures are mandatory: when a side can jump, its legal moves are exactly
// its complete jump paths (any of them, not necessarily the longest); a man that lands on the far
// row is crowned and its move ends there. Every distinct path is its own move (see README.md).
// Everything here is inline and allocation-free: it runs inside perft and search.
//
// As in the chess generator (chess/movegen.cpp), the generator hands its moves to a "sink": a move
// list writer (ListSink), a counter of popcounts (CountSink) or perft's visitor (VisitSink). A sink
// takes simple moves a group at a time, steps<shift>(targets): the squares reached by moves that all
// go `shift` squares (to - from, known at compile time, so perft's visitor shifts by a constant),
// and jump paths one at a time, jump_path(path, jumps).

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

// Hands visit(d, over, landing) each direction in which the piece on `at` can jump now: an opponent
// (`over`) next to it and the landing square behind it empty. The one loop of extend_jump and
// count_jump_paths; forced inline, so each compiles to the loop it had of its own.
template <bool is_king, Color side, class Visit>
[[gnu::always_inline]] inline void for_each_open_jump(Square at, Bitboard opponents, Bitboard empty, Visit&& visit) {
  constexpr int first = is_king ? 0 : (side == Color::black ? down_left : up_left);
  constexpr int last = is_king ? 3 : first + 1;
  for (int d = first; d <= last; ++d) {
    const Bitboard over = jumps.over[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    const Bitboard landing = jumps.landing[static_cast<std::size_t>(at)][static_cast<std::size_t>(d)];
    if ((opponents & over) == 0 || (empty & landing) == 0) continue;
    visit(static_cast<std::size_t>(d), over, landing);
  }
}

// Continues a jump path from `at`. Captured pieces stay on the board until the move ends (they can
// neither be jumped twice nor landed on); the square the piece started from counts as empty.
// Hands every complete path to the sink; returns whether any jump continued from `at`.
template <bool is_king, Color side, class Sink>
inline bool extend_jump(Square at, Bitboard opponents, Bitboard empty, Move& path, int jumps_made, Sink& sink) {
  bool jumped = false;
  for_each_open_jump<is_king, side>(at, opponents, empty, [&](std::size_t d, Bitboard over, Bitboard landing) {
    jumped = true;
    const Square land = jumps.landing_square[static_cast<std::size_t>(at)][d];
    path.landings[static_cast<std::size_t>(jumps_made)] = static_cast<std::uint8_t>(land);
    path.captured |= over;
    if (!is_king && (landing & crowning_row(side)) != 0) {
      sink.jump_path(path, jumps_made + 1);
    } else if (!extend_jump<is_king, side>(land, opponents & ~over, empty, path, jumps_made + 1, sink)) {
      sink.jump_path(path, jumps_made + 1);
    }
    path.captured &= ~over;
  });
  return jumped;
}

// How many complete jump paths continue from `at` (0 when none does): the counting twin of
// extend_jump, with no path to write (counting through extend_jump and a counting sink made perft
// slower on positions with kings: bench/checkers/README.md); the two share their loop.
template <bool is_king, Color side>
inline int count_jump_paths(Square at, Bitboard opponents, Bitboard empty) {
  int paths = 0;
  for_each_open_jump<is_king, side>(at, opponents, empty, [&](std::size_t d, Bitboard over, Bitboard landing) {
    if (!is_king && (landing & crowning_row(side)) != 0) {
      ++paths;
      return;
    }
    const int further = count_jump_paths<is_king, side>(jumps.landing_square[static_cast<std::size_t>(at)][d], opponents & ~over, empty);
    paths += further != 0 ? further : 1;
  });
  return paths;
}

template <Color side>
constexpr Bitboard forward_step_movers(Bitboard own, Bitboard own_kings, bool down) {
  return (side == Color::black) == down ? own : own_kings;
}

// Whole-board jumps. A jump moves by exactly +7 (down-left), +9 (down-right), -9 (up-left) or -7
// (up-right) whatever the row; the square jumped over is 3, 4 or 5 away from the landing square
// depending on the row's parity, which the shifted opponent boards of open_landings encode (stray
// bits they produce fall on squares no jump of that direction reaches).
inline constexpr std::array<Bitboard, 4> can_jump = {
    0x00EEEEEEu,  // down-left: column >= 2, row <= 5
    0x00777777u,  // down-right: column <= 5, row <= 5
    0xEEEEEE00u,  // up-left: column >= 2, row >= 2
    0x77777700u,  // up-right: column <= 5, row >= 2
};

// Where the pieces on `squares` land jumping in `direction` (what they jump over not checked).
template <Direction direction>
constexpr Bitboard jump_to(Bitboard squares) {
  squares &= can_jump[direction];
  if constexpr (direction == down_left) return squares << 7;
  if constexpr (direction == down_right) return squares << 9;
  if constexpr (direction == up_left) return squares >> 9;
  return squares >> 7;
}
// Where the pieces that landed on `landings` jumping in `direction` came from.
template <Direction direction>
constexpr Bitboard jump_from(Bitboard landings) {
  if constexpr (direction == down_left) return landings >> 7;
  if constexpr (direction == down_right) return landings >> 9;
  if constexpr (direction == up_left) return landings << 9;
  return landings << 7;
}

// The squares a jump in `direction` may land on, whoever jumps: empty, with an opponent of the
// jumper just before them (`odd` and `even`: the opponents on odd and even rows).
template <Direction direction>
constexpr Bitboard open_landings(Bitboard odd, Bitboard even, Bitboard empty) {
  if constexpr (direction == down_left) return ((odd << 3) | (even << 4)) & empty;
  if constexpr (direction == down_right) return ((odd << 4) | (even << 5)) & empty;
  if constexpr (direction == up_left) return ((odd >> 5) | (even >> 4)) & empty;
  return ((odd >> 4) | (even >> 3)) & empty;
}

// The pieces on `squares` that can jump in `direction` now.
template <Direction direction>
constexpr Bitboard jumpers(Bitboard squares, Bitboard odd, Bitboard even, Bitboard empty) {
  return jump_from<direction>(jump_to<direction>(squares) & open_landings<direction>(odd, even, empty));
}

}  // namespace movegen_detail

// The pieces of `side` that can capture.
template <Color side>
inline Bitboard capturing_pieces(const Position& position) {
  using namespace movegen_detail;
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard odd = opponents & odd_rows;
  const Bitboard even = opponents & even_rows;
  const Bitboard empty = position.empty();
  const Bitboard down = forward_step_movers<side>(own, own & position.kings, true);
  const Bitboard up = forward_step_movers<side>(own, own & position.kings, false);
  Bitboard capturers = 0;
  if (down != 0) capturers |= jumpers<down_left>(down, odd, even, empty) | jumpers<down_right>(down, odd, even, empty);
  if (up != 0) capturers |= jumpers<up_left>(up, odd, even, empty) | jumpers<up_right>(up, odd, even, empty);
  return capturers;
}

inline bool can_capture(const Position& position) {
  return position.side_to_move == Color::black ? capturing_pieces<Color::black>(position) != 0
                                               : capturing_pieces<Color::white>(position) != 0;
}

// Hands every jump path of every capturing piece of `side` to the sink.
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

// Hands the simple (non-capturing) moves of `side` to the sink, ignoring whether a capture is
// available: a step down goes 4 squares, or 3 or 5 by the row's parity; a step up the same back.
// Forced inline, as are count_simple_moves and count_moves: left to the compiler, perft ran up to 9%
// more instructions (callgrind, bench/checkers/README.md).
template <Color side, class Sink>
[[gnu::always_inline]] inline void simple_moves(const Position& position, Sink& sink) {
  const Bitboard empty = position.empty();
  const Bitboard own = position.pieces(side);
  const Bitboard own_kings = own & position.kings;
  const Bitboard down = movegen_detail::forward_step_movers<side>(own, own_kings, true);
  const Bitboard up = movegen_detail::forward_step_movers<side>(own, own_kings, false);
  sink.template steps<4>((down << 4) & empty);
  sink.template steps<3>(((down & steps_by_three_down) << 3) & empty);
  sink.template steps<5>(((down & steps_by_five_down) << 5) & empty);
  if (up != 0) {  // for Black its kings only, often none
    sink.template steps<-4>((up >> 4) & empty);
    sink.template steps<-5>(((up & steps_by_five_up) >> 5) & empty);
    sink.template steps<-3>(((up & steps_by_three_up) >> 3) & empty);
  }
}

// All legal moves of `side` to the sink: its jump paths if it can capture, else its simple moves.
template <Color side, class Sink>
inline void generate(const Position& position, Sink& sink) {
  const Bitboard capturers = capturing_pieces<side>(position);
  if (capturers != 0)
    for_each_capture<side>(position, capturers, sink);
  else
    simple_moves<side>(position, sink);
}

// Writes the moves into a MoveList.
struct ListSink {
  MoveList& list;
  template <int shift>
  void steps(Bitboard targets) {
    for (; targets != 0; targets = without_lowest(targets)) list.add_simple(lowest_square(targets) - shift, lowest_square(targets));
  }
  void jump_path(const Move& path, int jump_count) {
    Move& move = list.add_capture();
    move = path;
    move.jump_count = static_cast<std::uint8_t>(jump_count);
    move.to = path.landings[static_cast<std::size_t>(jump_count - 1)];
  }
};

// Counts the moves, simple ones by popcount.
struct CountSink {
  int moves = 0;
  template <int>
  void steps(Bitboard targets) {
    moves += count(targets);
  }
  void jump_path(const Move&, int) { ++moves; }
};

// Simple (non-capturing) moves of `side` into the list, ignoring whether a capture is available.
template <Color side>
inline void add_simple_moves(const Position& position, MoveList& list) {
  ListSink sink{list};
  simple_moves<side>(position, sink);
}

// How many simple moves `side` has (popcounts, nothing enumerated).
template <Color side>
[[gnu::always_inline]] inline int count_simple_moves(const Position& position) {
  CountSink sink;
  simple_moves<side>(position, sink);
  return sink.moves;
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

namespace movegen_detail {
// Men jump only forwards, so every piece a man has taken and the square it started from lie behind
// it: whether a man on a square can jump on does not depend on the path that brought it there.
// That lets the jump paths of all men be counted with whole-board operations. `open_left` and
// `open_right` are the squares a forward jump to that side may land on (open_landings).
template <Color side>
inline int count_man_paths(Bitboard squares, Bitboard open_left, Bitboard open_right) {
  constexpr Direction left = side == Color::black ? down_left : up_left;
  constexpr Direction right = side == Color::black ? down_right : up_right;
  const Bitboard to_left = jump_to<left>(squares) & open_left;
  const Bitboard to_right = jump_to<right>(squares) & open_right;
  if ((to_left | to_right) == 0) return count(squares);
  int paths = count(squares & ~(jump_from<left>(to_left) | jump_from<right>(to_right)));
  if (to_left != 0) paths += count_man_paths<side>(to_left, open_left, open_right);
  if (to_right != 0) paths += count_man_paths<side>(to_right, open_left, open_right);
  return paths;
}
}  // namespace movegen_detail

// The number of legal moves, counting simple moves by popcount (perft's bulk counting); the jump
// paths of men are counted board-wide, those of kings followed one by one, none stored.
template <Color side>
[[gnu::always_inline]] inline int count_moves(const Position& position) {
  using namespace movegen_detail;
  constexpr Direction left = side == Color::black ? down_left : up_left;
  constexpr Direction right = side == Color::black ? down_right : up_right;
  const Bitboard own = position.pieces(side);
  const Bitboard opponents = position.pieces(opposite(side));
  const Bitboard empty = position.empty();
  const Bitboard own_kings = own & position.kings;
  const Bitboard men = own & ~own_kings;
  const Bitboard odd = opponents & odd_rows;
  const Bitboard even = opponents & even_rows;
  const Bitboard open_left = open_landings<left>(odd, even, empty);
  const Bitboard open_right = open_landings<right>(odd, even, empty);
  const Bitboard first_left = jump_to<left>(men) & open_left;
  const Bitboard first_right = jump_to<right>(men) & open_right;
  Bitboard king_capturers = 0;
  if (own_kings != 0)
    king_capturers = jumpers<down_left>(own_kings, odd, even, empty) | jumpers<down_right>(own_kings, odd, even, empty) |
                     jumpers<up_left>(own_kings, odd, even, empty) | jumpers<up_right>(own_kings, odd, even, empty);
  if ((first_left | first_right | king_capturers) == 0) return count_simple_moves<side>(position);
  int paths = 0;
  if ((first_left | first_right) != 0) {
    // Most captures are single jumps: check whether any man can jump on before recursing.
    const Bitboard landed = first_left | first_right;
    const Bitboard onward = (jump_to<left>(landed) & open_left) | (jump_to<right>(landed) & open_right);
    if (onward == 0) {
      paths = count(first_left) + count(first_right);
    } else {
      paths = count_man_paths<side>(first_left, open_left, open_right) +
              count_man_paths<side>(first_right, open_left, open_right);
    }
  }
  for (; king_capturers != 0; king_capturers = without_lowest(king_capturers)) {
    const Square from = lowest_square(king_capturers);
    paths += count_jump_paths<true, side>(from, opponents, empty | bit(from));
  }
  return paths;
}

// Hands each move to visit(from, to, captured), with one-bit boards for from and to.
template <class Visit>
struct VisitSink {
  Visit& visit;
  template <int shift>
  [[gnu::always_inline]] void steps(Bitboard targets) {
    for (; targets != 0; targets = without_lowest(targets)) {
      const Bitboard to = targets & -targets;
      if constexpr (shift > 0)
        visit(to >> shift, to, Bitboard{0});
      else
        visit(to << -shift, to, Bitboard{0});
    }
  }
  void jump_path(const Move& path, int jump_count) {
    visit(bit(path.from), bit(path.landings[static_cast<std::size_t>(jump_count - 1)]), path.captured);
  }
};

// Calls visit(from, to, captured) for every legal move of `side` (jump paths when it can capture,
// else simple moves), without storing a move list: perft walks the tree this way.
template <Color side, class Visit>
inline void for_each_move(const Position& position, Visit&& visit) {
  VisitSink<Visit> sink{visit};
  generate<side>(position, sink);
}

// Keeps one of each group of captures by the same piece that take the same pieces and land on the
// same square (the "unique captures" counting convention).
void remove_duplicate_captures(MoveList& list);

}  // namespace newell::checkers
